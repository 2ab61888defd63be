#!/usr/bin/env python3
"""Write corpus.chat.json for the chat_holdout20 set (Corvane Aviation Services).

Deterministic: the same script always writes the same file. Standard library only.
Usage: python3 generate.py   (writes corpus.chat.json next to this file)

Two kinds of sessions:
  * assistant sessions: one staff member with an AI assistant (speakers "user" / "assistant");
  * group chats between colleagues (speaker = the person's first name, role "user").
Each turn is (speaker, "HH:MM", text). "U" = the user of an assistant session, "A" = the assistant.
"""
from __future__ import annotations

import json
from pathlib import Path

PREFIX = "h20"

# (date, title, kind, turns); kind "assistant" or "group"
SESSIONS: list[tuple[str, str, str, list[tuple[str, str, str]]]] = []


def session(day: str, title: str, kind: str, turns: list[tuple[str, str, str]]) -> None:
    SESSIONS.append((day, title, kind, turns))


# ---------------------------------------------------------------------------------------------
# s01  Tue 2023-09-12  Graham, assistant
session("2023-09-12", "Prop overhaul due dates that disagree with the customer's forecast", "assistant", [
    ("U", "09:11",
     "Good morning. My name is Graham Pike, I'm the technical records supervisor at Corvane Aviation "
     "Services, an independent maintenance organisation. I look after OASES, our maintenance tracking "
     "system, and I've been its administrator since we bought it in 2014. I'd like a second opinion on "
     "a discrepancy. Skeldra Air's CAMO plans their fleet in AMOS and sends us a forecast every month. "
     "For ship 407 (ATR 72-600) two lines don't agree with OASES:\n\n"
     "```\nItem                     Skeldra (AMOS)   Corvane (OASES)\n"
     "No.2 propeller O/H due    19,850 FH        20,150 FH\n"
     "No.2 prop brush block     on condition     on condition\n"
     "Aircraft hours today      18,912 FH        18,912 FH\n```\n\n"
     "Three hundred hours is a lot to be arguing about. Which do I trust?"),
    ("A", "09:15",
     "Neither yet: a 300 FH gap on a hard-time item almost always comes from the two systems starting "
     "the clock at different points, not from a calculation error. Typical causes:\n\n"
     "1. One record counts time since overhaul from the date on the shop's release certificate, the other "
     "from the date the propeller was actually installed on 407.\n"
     "2. The unit flew on another aircraft after overhaul, and only one system carried that time across.\n"
     "3. Someone booked the overhaul interval differently (a different revision of the maintenance programme).\n\n"
     "Could you look up the last shop visit: the release certificate (Form 1) and your installation record "
     "for 407? With the installation date and the aircraft hours at installation, the right figure falls out."),
    ("U", "09:38",
     "Found it. The prop came back from the shop in late 2021 with a Form 1 marked 'overhauled' and sat in "
     "stores until we fitted it to 407 on 3 March 2022 at 13,650 aircraft hours, TSO zero. We count from "
     "there. The scanned Form 1 is on SharePoint under Technical Records > Skeldra > 407 > Components, "
     "though it took me ten minutes to find because somebody had saved it as scan0034.pdf."),
    ("A", "09:42",
     "Then OASES is right, assuming the interval is 6,500 FH: 13,650 + 6,500 = 20,150 FH. A unit sitting on "
     "a shelf accrues no flight hours, so counting from the Form 1 date and reading off 407's hours on that "
     "date (which is what a 19,850 result suggests: 13,350 + 6,500) overstates its time.\n\n"
     "Suggested reply to Skeldra's CAMO: attach the Form 1 and the installation record, state installation "
     "date and hours, and ask them to correct the start point in AMOS. Their AMOS record is theirs to fix; "
     "yours is the one Corvane certifies against, so keep your evidence with it. And rename scan0034.pdf "
     "while you're in there."),
    ("U", "10:05",
     "Will do. Second, unrelated question. Completed work packs from both hangars, Brenmouth and Tarnfield, "
     "are paper task cards, and they come back to my office in boxes. We scan them into SharePoint. Every "
     "completed work pack gets a full review by my team before the CRS copy goes to the customer: every "
     "card, every stamp, every torque figure. The one thing we can never miss is the independent inspection: "
     "any disturbance of flight controls or engine controls needs a second certifying engineer to inspect "
     "and stamp. It's all taking longer and longer. How do I make the review quicker without cutting corners?"),
    ("A", "10:09",
     "Make the review a fixed checklist in a fixed order, so reviewers stop re-reading cards looking for "
     "whatever catches the eye:\n\n"
     "| # | check | typical miss |\n|---|---|---|\n"
     "| 1 | all cards in the package index present | card raised on shift, never indexed |\n"
     "| 2 | every step stamped and dated | last step of a long card |\n"
     "| 3 | independent inspection on flight/engine control tasks | second stamp missing though done |\n"
     "| 4 | torque and measured values entered, within limits | 'OK' instead of a value |\n"
     "| 5 | part/serial numbers on card match the Form 1 | transposed digits |\n"
     "| 6 | deferred defects carried to the tech log | deferral not transferred |\n"
     "| 7 | CRS signed by an authorised certifier | stamp number not on the authorisation list |\n\n"
     "How many packs a week are we talking about?"),
    ("U", "10:21",
     "Around 35 a week between the two sites. Tarnfield's arrive by courier on Fridays, which makes Monday grim."),
    ("A", "10:24",
     "Then two cheap wins: have Tarnfield run checks 1 and 2 before the box leaves the hangar, so the "
     "courier carries complete packs, and record review time per pack for a month so you know where the hours "
     "go. For SharePoint, a naming convention would save most of today's ten minutes: "
     "`<customer>_<ship>_<work order>_<document>.pdf`, e.g. `SKE_407_WO23-1184_Form1-prop2.pdf`."),
    ("U", "10:30",
     "Sensible. I'll put the naming convention to Maggie Thorne, our Quality Manager, as a proposal. Thank you."),
])

# ---------------------------------------------------------------------------------------------
# s02  Wed 2023-09-27  WhatsApp group "Line BRM" (night AOG)
session("2023-09-27", "Line BRM group: AOG hydraulic pump on ship 411", "group", [
    ("Tom", "02:41",
     "411 AOG. blue hyd pump low press light on taxi in, pump very noisy. need a pump, BRM stores has none. "
     "Lewis are you awake? Tarnfield stores maybe"),
    ("Lewis", "02:52",
     "Awake now 😴 Tarnfield has one serviceable on the shelf, Form 1 from June. I can put it on the 05:30 "
     "van, with you by half seven."),
    ("Tom", "02:53", "perfect. Lewis you are a hero"),
    ("Marcus", "06:12",
     "Morning. Saw this. Good work Lewis. Tom, for next time: if Tarnfield doesn't have it, search ILS first, "
     "then ring the pool. And nobody robs a part from 408 without me AND the customer saying yes."),
    ("Tom", "06:20",
     "no robbery, promise 😅 pump fitted 07:35, leak check ok, ops check ok. entered in the Skeldra tech log "
     "page 2217. Ellie I have to swap a shift: I finish tonight's night at 06:00 Thursday and the roster has "
     "me back on the late the same day. too short between"),
    ("Ellie", "07:55",
     "Sorted in the roster spreadsheet. Priya takes your Thursday late (14:00-22:00), you're back on nights "
     "(22:00-06:00) Friday, and the early (06:00-14:00) stays as it is. Reminder to all: "
     "the October roster goes out on Friday, two weeks ahead as always, so shout now about leave."),
    ("Maggie", "08:30",
     "Morning all. Slightly off topic, but it needs saying where you all are. At last week's CAA surveillance "
     "visit the inspector asked to see the customer's approval for the part we robbed from 408 in August. "
     "That approval existed only in this WhatsApp group, on Tom's personal phone. I couldn't produce it "
     "properly and it will come back as a finding. Nothing about an aircraft should live only on a personal phone."),
    ("Tom", "08:34", "sorry Maggie. the screenshots did not help?"),
    ("Maggie", "08:41",
     "Screenshots are what I gave him. He was not impressed. Rowan and I are looking at a proper company tool "
     "for this. Until then: anything that is an approval also goes by email to stores@, no exceptions."),
    ("Marcus", "08:45", "👍 I'll brief the night lads."),
])

# ---------------------------------------------------------------------------------------------
# s03  Wed 2023-10-11  Rowan, assistant
session("2023-10-11", "Board paper: what to do about OASES", "assistant", [
    ("U", "14:02",
     "Hello. I'm Rowan Achterberg, managing director and accountable manager of Corvane Aviation Services: "
     "independent Part-145 maintenance, about 120 people, a hangar and line station at Brenmouth Airport and "
     "a second hangar at Tarnfield for heavy checks. I need a short paper for the board on our maintenance "
     "tracking system, OASES. The problems: it runs on one Windows Server 2012 R2 box in the Brenmouth comms "
     "room, and Castlegate IT, who run our IT for us, tell me that version went out of Microsoft support "
     "yesterday. Tarnfield gets into it over a site-to-site VPN and remote desktop, which is painfully slow. "
     "And we can't put task cards on the tablets the line engineers already carry for the manuals. "
     "Can you give me a structure?"),
    ("A", "14:06",
     "A structure that boards tend to find easy to decide on:\n\n"
     "1. **Problem** - unsupported server (security and insurance exposure from 10 October 2023), poor access "
     "from Tarnfield, no electronic task cards.\n"
     "2. **Options** - (a) buy Extended Security Updates and stay; (b) move OASES to a new supported server; "
     "(c) replace the system.\n"
     "3. **Criteria** - regulatory fit for a Part-145 of your size, access from both sites without VPN, "
     "mobile task cards, data migration risk, total cost over five years, implementation time.\n"
     "4. **Risks** - migration of component history, procedure and MOE changes, training, timing against the "
     "flying programme.\n"
     "5. **Recommendation and next step** - usually: approve a shortlist and vendor demos, not a product.\n\n"
     "Option (b) fixes the server but none of the other two problems, which is worth saying plainly."),
    ("U", "14:20",
     "Names floating around the office: AMOS, because Skeldra Air use it and we swap data with them every "
     "month; TRAX; Ramco; and Rusada ENVISION. Graham, who runs OASES, is nervous about migrating ten years "
     "of records, understandably."),
    ("A", "14:25",
     "Fair list. Two cautions for the paper. First, being on the same product as a customer is not a "
     "requirement: what you exchange with Skeldra is forecasts and status, which any of these can export, and "
     "AMOS is priced and sized for operators and large MROs. Second, Graham's worry is the main project risk, "
     "so put it in the paper explicitly: migrate components, hours/cycles, AD/SB status and open deferrals; "
     "keep OASES read-only for history rather than migrating every old task card; reconcile before go-live."),
    ("U", "14:41",
     "Good. The board will ask about other IT, so I'll add a paragraph. Phones are an old Mitel system. Remote "
     "access is the VPN with Duo push for MFA. Backups: Castlegate's Veeam writes to a NAS in the comms room, "
     "and for an offsite copy Helen, our finance manager, takes a USB drive home every Friday. Support: "
     "people email it@ and Castlegate pick it up and log it in their own ticket system. Any red flags?"),
    ("A", "14:46",
     "One clear red flag: the offsite copy. A single USB drive rotated weekly means up to a week of data "
     "loss, one copy that can fail unnoticed, and, if the drive is plugged in when ransomware runs, no clean "
     "copy at all. It is also worth checking it is encrypted, since it leaves the building in a handbag. "
     "The usual fix is an immutable copy in object storage (S3-compatible storage with object lock), which "
     "Veeam supports directly. The Mitel, Duo and the support arrangement are not red flags by themselves."),
    ("U", "14:52", "Noted, that's for another day. Draft me a 150-word executive summary for the OASES part."),
    ("A", "14:57",
     "**Executive summary.** Corvane's maintenance tracking system, OASES, runs on a single server whose "
     "operating system lost vendor support on 10 October 2023. It is slow to use from Tarnfield, and it cannot "
     "deliver task cards to the tablets our line engineers already carry. Keeping it on a new server would cure "
     "the support problem only. Management proposes to replace OASES with a modern, hosted maintenance system "
     "that both sites reach through a browser and that supports electronic task cards on tablets. Four "
     "products are named for assessment; the board is asked to approve vendor demonstrations and a budget "
     "envelope, with a decision in December 2023 and go-live before the summer 2024 flying peak. Data "
     "migration is the principal risk and will be planned with the technical records team, with OASES kept "
     "read-only for historical records after cutover."),
])

# ---------------------------------------------------------------------------------------------
# s04  Wed 2023-10-25  WhatsApp group "Corvane managers"
session("2023-10-25", "Managers group: work chat off WhatsApp", "group", [
    ("Rowan", "17:31",
     "Decision from this afternoon's management meeting, for those who couldn't make it: from Monday "
     "6 November all work conversations move to Microsoft Teams. We already pay for it in our Microsoft 365 "
     "licences, and it keeps a record that the company controls. Line, stores, hangar and tech records get "
     "a channel each. The work WhatsApp groups close that day."),
    ("Helen", "17:35",
     "Licences are fine, everyone on Business Premium already has Teams. I'll ask Castlegate to build the "
     "channels and add people."),
    ("Marcus", "17:40", "Night shift will moan. Half of them only ever open WhatsApp."),
    ("Maggie", "17:44",
     "They can moan. The CAA finding from September is now formal: Level 2, records of maintenance approvals "
     "not retained. Teams gives us retention and something I can show an inspector."),
    ("Graham", "17:52", "Did anybody look at Slack? My son's firm uses it and swears by it."),
    ("Rowan", "17:58",
     "We did, Graham. Slack would be another bill and another login for 120 people, while Teams is already "
     "paid for and sits next to Outlook. So no to Slack."),
    ("Bea", "18:03",
     "Will Teams work on the line tablets? And off topic, sorry: the Human Factors module on Moodle is broken "
     "again, the quiz doesn't save answers. Castlegate say the plugin is not compatible with the Moodle "
     "version they host for us."),
    ("Helen", "18:06", "Tablets yes, it's just an app. Moodle: on the list for Castlegate 🙄"),
    ("Rowan", "18:15",
     "Last item. The OASES paper went to the board on Monday. Demos approved for ENVISION, TRAX and Ramco. "
     "The AMOS quote came back at nearly twice the others, so AMOS is off the list."),
])

# ---------------------------------------------------------------------------------------------
# s05  Wed 2023-11-15  Teams channel "Line - Brenmouth"
session("2023-11-15", "Line - Brenmouth: prop de-ice fault on 409", "group", [
    ("Tom", "10:04",
     "409 again PROP 1 de-icing fault caution, third time this month. Skeldra MCC want it fixed before the "
     "13:20. ideas?"),
    ("Priya", "10:09",
     "I had this on 409 in August. Look at the brush block on the prop 1 slip ring first. Last time it was "
     "worn brushes plus carbon dust. The AMM inspection task is quick, 40 minutes."),
    ("Tom", "10:15",
     "ok. I have the manual on the tablet but Workspace ONE logged me out again and wanted the PIN. ok now, I "
     "am in."),
    ("Ellie", "10:18",
     "Tom, Priya is on lates all week if you need her. And gentle reminder to everyone: we've been on Teams "
     "since Monday before last, so please stop sending roster swaps to my WhatsApp 🙏"),
    ("Tom", "10:19", "sorry Ellie, old habit"),
    ("Priya", "11:52",
     "409: brushes worn to limit, brush block replaced, slip ring cleaned, ops test good on the ground. Tech "
     "log entry done. Tom, can you do the CRS, I'm tied up on 412's radio."),
    ("Dev", "12:06",
     "Quick one while you're all here. Skeldra's CAMO asked why last week's aileron cable tension card on 412 "
     "has only one stamp. Reminder: an independent inspection is mandatory for any disturbed flight control "
     "or engine control, two certifying staff, no exceptions. Who did it?"),
    ("Tom", "12:11",
     "night shift Tuesday. the second inspection was done, I was there, Marek forgot to stamp. I send him to you."),
    ("Dev", "12:14",
     "Thanks Tom. It gets fixed on the original card as a late entry with his stamp and today's date, not on "
     "a new card."),
])

# ---------------------------------------------------------------------------------------------
# s06  Wed 2023-12-06  Graham, assistant
session("2023-12-06", "Decision record for the new maintenance system", "assistant", [
    ("U", "11:02",
     "Graham Pike again, technical records at Corvane. We've sat through demos of Rusada ENVISION, TRAX and "
     "Ramco, and the board met on Monday and chose ENVISION. I have to write up why for the file and I'd like "
     "it to read properly. My notes:\n\n"
     "- ENVISION: hosted by the vendor, so Tarnfield uses it in a browser with no VPN; has a mobile app for "
     "electronic task cards on tablets; per-user price fits our budget; implementation about six months.\n"
     "- TRAX: capable, but priced for airlines bigger than our customers; their UK support hours were thin.\n"
     "- Ramco: good product, but they quoted 14 months to implement and a large services bill.\n"
     "- AMOS: dropped in October on price before demos."),
    ("A", "11:07",
     "**Decision record: replacement of OASES**\n\n"
     "*Decision.* On 4 December 2023 the board selected Rusada ENVISION as Corvane's maintenance tracking "
     "system, replacing OASES.\n\n"
     "*Reasons.* ENVISION is vendor-hosted, so both Brenmouth and Tarnfield use it through a browser without "
     "the VPN and remote-desktop arrangement OASES needs; its mobile app supports electronic task cards on "
     "the tablets already issued to line engineers; its per-user pricing is within budget; the vendor "
     "estimates a six-month implementation.\n\n"
     "*Alternatives.* TRAX was judged capable but priced for larger operators, with limited UK support hours. "
     "Ramco's 14-month implementation and services cost ruled it out. Swiss-AS AMOS was excluded in October "
     "2023 on price, before demonstrations.\n\n"
     "*Next steps.* Implementation plan, data migration plan, MOE and procedure changes, training."),
    ("U", "11:25",
     "The vendor suggests going live in early June, before the summer peak. Migration from OASES: component "
     "records, AD/SB status, task card history. What's on the risk list?"),
    ("A", "11:31",
     "Risks worth writing down, each with an owner:\n\n"
     "- **Component data**: hours/cycles since new and since overhaul wrong after import. Mitigation: "
     "reconcile every life-limited and hard-time part against OASES before go-live, zero tolerance.\n"
     "- **AD/SB status**: repetitive ADs losing their last-done date. Mitigation: migrate last-done and "
     "next-due explicitly; Quality to sample.\n"
     "- **Open items at cutover**: deferred defects and open work orders. Mitigation: freeze window, count "
     "before and after.\n"
     "- **People**: records staff doing migration and day job at once. Mitigation: temporary help.\n"
     "- **Procedures**: MOE references to OASES. Mitigation: amendment submitted ahead of go-live.\n"
     "- **Timing**: a late slip lands in the summer peak. Mitigation: a go/no-go date in May."),
    ("U", "11:48",
     "On 'dual running': we won't. OASES goes read-only at cutover. I'll remain the OASES administrator until "
     "then and keep it read-only for a year afterwards. Is a year long enough from a records point of view?"),
    ("A", "11:52",
     "Probably not on its own. Part-145 maintenance records have to be retained for three years from the "
     "date the aircraft or component was released, and some customer contracts ask for longer. If OASES is "
     "switched off after a year, whatever history is only in OASES needs to be exported first into a form "
     "you can retrieve and read for the full retention period, for example PDF component histories filed in "
     "your records system. I'd write 'read-only until the history is exported and verified', not a fixed year."),
    ("U", "12:04",
     "Good catch. One more line, please. People keep asking whether we'll end up on the same system as "
     "Skeldra. We won't: Skeldra keep AMOS for their CAMO work, and we exchange data with them as before."),
    ("A", "12:07",
     "Added under *Alternatives*: \"Skeldra Air's CAMO continues to use AMOS; Corvane will not adopt it. Data "
     "exchange with Skeldra (monthly forecasts, work order status) continues by export and does not depend on "
     "both organisations using the same product.\""),
])

# ---------------------------------------------------------------------------------------------
# s07  Wed 2024-01-17  Helen, assistant
session("2024-01-17", "Planning the move from Sage 50 to Xero", "assistant", [
    ("U", "15:21",
     "Hi, Helen Marsh here, finance and office manager at Corvane Aviation Services (aircraft maintenance, "
     "around 120 staff). We've agreed to move our accounts from Sage 50 to Xero. We signed the Xero "
     "subscription yesterday; our accountants, Ferris & Dunn, already work in Xero. We'll go live on 1 April, "
     "the start of our new financial year, so the 2023/24 year end stays entirely in Sage. Can you help me "
     "plan the quarter?"),
    ("A", "15:26",
     "Going live at the start of a financial year is the cleanest option. A plan by month:\n\n"
     "**January** - chart of accounts in Xero (map Sage nominal codes, drop dead ones); tracking categories; "
     "invite Ferris & Dunn as advisers; connect bank feeds (they can run in parallel from now).\n"
     "**February** - contacts import (customers, suppliers); invoice and statement templates; VAT settings "
     "for Making Tax Digital; decide how payroll journals arrive.\n"
     "**March** - dry run: enter one month's transactions in both and compare; train the two people who raise "
     "invoices.\n"
     "**April** - live from 1 April; opening balances as at 31 March once Sage is closed and the accountants "
     "agree the trial balance."),
    ("U", "15:40",
     "Tracking: we want to report by site (Brenmouth line, Brenmouth hangar, Tarnfield hangar) and by "
     "customer. Can Xero do both?"),
    ("A", "15:44",
     "Xero allows two active tracking categories, so yes: Site as one, Customer as the other. An "
     "alternative is to leave customer to the contact itself (reports by contact already exist) and keep the "
     "second category free for something like 'check type', which can't be derived any other way."),
    ("U", "15:55",
     "Somebody's brother-in-law suggested QuickBooks. I'm not reopening the decision, but give me two lines "
     "for why Xero, for when it comes up again."),
    ("A", "15:57",
     "\"Our accountants, Ferris & Dunn, work in Xero, which makes year-end and VAT review faster and cheaper. "
     "Xero covers our needs (multi-site tracking, bank feeds, MTD VAT, payroll journals from BrightPay) "
     "without extra add-ons.\""),
    ("U", "16:10", "Payroll stays on BrightPay. How do the journals get in?"),
    ("A", "16:13",
     "BrightPay can post the payroll journal straight to Xero once you connect the two and map pay elements "
     "(gross pay, employer's NI, pension, net pay) to Xero accounts. You can also apply the Site tracking "
     "category per employee so labour cost lands on the right site."),
    ("U", "16:30",
     "Lovely. Last one: today we invoice customers per work order, reading the hours and parts off OASES and "
     "typing them into Sage by hand. Any way to stop retyping?"),
    ("A", "16:35",
     "For April: Xero imports sales invoices from CSV, so an export from the maintenance system (work order, "
     "customer, labour lines, parts lines) can be reshaped into Xero's template and imported as drafts for "
     "review. Since OASES is being replaced this year, don't build anything clever on OASES; ask the new "
     "system's vendor about a Xero integration or an invoice export instead."),
])

# ---------------------------------------------------------------------------------------------
# s08  Wed 2024-02-07  Teams channel "Rosters & shifts"
session("2024-02-07", "Rosters & shifts: Brenmouth goes into Deputy", "group", [
    ("Ellie", "13:45",
     "Hi all 👋 The Brenmouth rosters moved into Deputy on Monday. You should each have an invite email; "
     "download the app and you'll find your shifts for the next two weeks. Swaps go through the app from "
     "now on, not through me."),
    ("Tom", "13:52", "got it, app works. can I see who else is on nights?"),
    ("Ellie", "13:55",
     "Yes, the Schedule view shows the whole team. The old spreadsheet is frozen, please don't edit it."),
    ("Dario", "14:01", "and for Tarnfield? we still use the excel from Callum?"),
    ("Callum", "14:09",
     "Yes Dario, Tarnfield stays on my spreadsheet for now. Hangar 2 shifts follow the check input plan, not "
     "the three-shift line pattern, and I'm not changing tools in the middle of C-check season. We'll look at "
     "it again next winter."),
    ("Nadia", "14:15",
     "From the HR side: Deputy timesheets feed BrightPay for Brenmouth from the February payroll. Tarnfield "
     "timesheets stay on paper as they are."),
    ("Ellie", "14:18", "And the rule doesn't change: rosters are published two weeks ahead, both sites."),
    ("Tom", "14:30", "ok thanks Ellie. clock in on the tablet with deputy also works 👍"),
])

# ---------------------------------------------------------------------------------------------
# s09  Wed 2024-03-06  Dev, assistant
session("2024-03-06", "Wording an internal audit of technical records", "assistant", [
    ("U", "10:31",
     "Hello, I'm Dev Rao, quality auditor at Corvane Aviation Services, a UK Part-145 organisation. Our "
     "internal audit programme covers each area of the exposition once in a 24-month cycle, and technical "
     "records came up this quarter. Could you help me word the findings? Raw notes:\n\n"
     "- Asked for the complete work pack of Aurel Regional's Dash 8 AR-06, C-check May 2019. It took 41 "
     "minutes to find in SharePoint: three copies of the same scan in different folders, one incomplete.\n"
     "- No version control; anyone with edit rights can delete a file.\n"
     "- Some scans still named scan00xx.pdf despite the new naming convention.\n"
     "- Review of completed work packs is thorough: 100% of cards reviewed before the CRS copy goes out.\n"
     "- Retention periods met."),
    ("A", "10:37",
     "Draft wording:\n\n"
     "**Finding 1 (Level 2).** Maintenance records could not be retrieved in a timely and reliable manner. "
     "The complete work pack for AR-06 (C-check, May 2019) took 41 minutes to locate; three copies existed in "
     "different locations, one of them incomplete. *Requirement:* records must be retrievable and protected "
     "from loss or unauthorised alteration.\n\n"
     "**Finding 2 (Level 2).** Records stored in SharePoint are not protected against deletion or alteration: "
     "no version control, delete rights held by all editors.\n\n"
     "**Observation.** The file naming convention is not consistently applied.\n\n"
     "**Positive note.** 100% review of completed work packs before release of the CRS copy; retention periods met."),
    ("U", "10:52",
     "Should I recommend a specific product? Graham, who runs records, wants M-Files; somebody else "
     "mentioned Laserfiche."),
    ("A", "10:54",
     "I'd keep the audit product-neutral: state what must be true (controlled deletion, version history, "
     "retrieval by aircraft and work order, audit trail) and let the records owner propose the corrective "
     "action. If the auditor picks the product, the audit loses its independence when that product is "
     "audited later."),
    ("U", "11:05", "Fair. Can you format the two findings for Q-Pulse? We log findings there with an owner and a due date."),
    ("A", "11:09",
     "```\nRef      Level  Area               Owner          Due\n"
     "IA-24-07  2     Technical records  G. Pike        CAP in 30 days\n"
     "IA-24-08  2     Technical records  G. Pike / IT   CAP in 30 days\n"
     "OBS-24-03 Obs   Technical records  G. Pike        next audit\n```\n\n"
     "Description field: the finding text above. Root cause and corrective action left for the owner."),
    ("U", "11:20",
     "Maggie, our Quality Manager, will ask about target dates. Tech records say a new records system can't "
     "happen before the ENVISION go-live in June."),
    ("A", "11:24",
     "Then split it: an interim corrective action within 30 days (remove delete rights from all but two "
     "people, turn on SharePoint versioning for the records library, enforce the naming convention on new "
     "scans), and a permanent action with a realistic date after the go-live, e.g. a records system selected "
     "by end of June and records migrated in the autumn. Maggie can accept a longer closure if the interim "
     "measures are in place and verified."),
])

# ---------------------------------------------------------------------------------------------
# s10  Mon 2024-04-15  Teams channel "Stores"
session("2024-04-15", "Stores: new Tarnfield supervisor, quarantine and PartsBase", "group", [
    ("Marcus", "08:14",
     "Morning all. As most of you know, Lewis Hart, who has run Tarnfield stores for six years, finished on "
     "Friday. As of this morning Kasia Nowak is the Tarnfield stores supervisor: Tarnfield stock, quarantine, "
     "goods in and shipping go to her."),
    ("Kasia", "08:20",
     "Thank you Marcus. Hello everyone 🙂 First job for me: the quarantine shelf is full, 11 items waiting "
     "for paperwork."),
    ("Helen", "08:33",
     "Congratulations Kasia! Stores folk, please note purchase orders have been raised in Xero since the 1st, "
     "not Sage. If a supplier invoice arrives quoting an old Sage PO number, send it to me; don't re-key it."),
    ("Marcus", "08:41",
     "Also, PartsBase. I ran their 30-day trial in March. It found the same parts at the same brokers as ILS "
     "and nothing ILS doesn't. We're not subscribing. ILS stays our parts search."),
    ("Tom", "08:50", "ok. can night shift get an ILS login? at 3am nobody is in stores"),
    ("Marcus", "08:58",
     "No. AOG sourcing at night goes through the on-call stores phone, that's the rule, so one person knows "
     "what's been ordered. I'll pin the on-call number to the top of this channel."),
    ("Kasia", "09:40",
     "Marcus, the two brake units back from the shop for Aurel AR-03: the Form 1s say 'inspected', but our "
     "work order asked for overhaul. Quarantine?"),
    ("Marcus", "09:46", "Quarantine, yes, and raise a supplier query. Good spot."),
    ("Kasia", "10:02", "Done, query sent to the shop with the PO and the work order attached."),
])

# ---------------------------------------------------------------------------------------------
# s11  Wed 2024-05-22  Aoife, assistant
session("2024-05-22", "ENVISION cutover checklist", "assistant", [
    ("U", "16:01",
     "Hi, Aoife Brennan, systems & data lead at Corvane Aviation Services; I joined in March. We're about to "
     "go live on Rusada ENVISION, replacing OASES. The plan: OASES goes read-only on Friday 31 May at 18:00, "
     "the vendor and we migrate and reconcile over the weekend, and we're live on ENVISION on Monday 3 June. "
     "So not this weekend, the one after. Could you help me write the cutover checklist?"),
    ("A", "16:07",
     "Here's a skeleton; adjust names and times.\n\n"
     "**Fri 31 May**\n- 16:00 last OASES work order closures; deferred defects list printed per aircraft\n"
     "- 18:00 OASES read-only; final extract started; counts recorded (aircraft, components, open WOs, "
     "deferrals, AD records)\n\n"
     "**Sat 1 - Sun 2 June**\n- load into ENVISION; vendor load report\n- reconciliation (see below), "
     "with sign-off by records and Quality\n- go/no-go call Sunday 18:00; rollback = stay on OASES read-write "
     "Monday, paper in the meantime\n\n"
     "**Mon 3 June**\n- first shift briefing; paper fallback forms at each station\n- records team on hand "
     "for the first three days (hypercare)"),
    ("U", "16:22",
     "Reconciliation: 31 aircraft records (Skeldra's nine ATRs that we do line work for, Aurel's Dash 8s, and "
     "ad hoc customers) and about 14,200 component records. What tolerance would you set?"),
    ("A", "16:26",
     "Zero on anything that drives a due date: hours, cycles and calendar dates since new and since "
     "overhaul, and next-due limits for life-limited and hard-time parts. Check those 100% by comparing the two "
     "extracts programmatically. For descriptive fields (descriptions, positions, notes) a sample is enough, "
     "say 5% per aircraft, with any error triggering a full check of that aircraft."),
    ("U", "16:40",
     "Ownership: Graham, who has run OASES for ten years, stays its administrator until it's switched off. "
     "Once hypercare is over, from 1 July, I'll be the ENVISION system owner. What should a system owner's "
     "responsibilities list say?"),
    ("A", "16:44",
     "- User access: joiners, leavers, role changes; quarterly access review with Quality.\n"
     "- Configuration: task card templates, maintenance programme loads, reports; change control for "
     "anything touching airworthiness data.\n"
     "- Vendor relationship: releases, incidents, support tickets, contract.\n"
     "- Data quality: monthly reconciliation of hours and cycles with customers.\n"
     "- Continuity: what to do when ENVISION is unavailable (paper procedure, who decides).\n"
     "- Training for new users and refreshers after major releases."),
    ("U", "16:58",
     "And paper: the line keeps paper task cards for the first months after go-live anyway; electronic task "
     "cards on the tablets come later, once we're settled. Tarnfield stays on paper for the foreseeable "
     "future, printed from ENVISION. OK to write that into the checklist?"),
    ("A", "17:01",
     "Yes, and it lowers go-live risk. Say it in the briefing too: 'from 3 June task cards are printed from "
     "ENVISION instead of OASES; nothing changes on the hangar floor yet'. Keep a list of the card templates "
     "so the later tablet rollout starts from known templates."),
    ("U", "17:10", "Grand, that's the checklist sorted. Thanks a million."),
])

# ---------------------------------------------------------------------------------------------
# s12  Wed 2024-06-05  Teams channel "Corvane - Announcements"
session("2024-06-05", "Announcements: ENVISION live, phones, roster notice", "group", [
    ("Rowan", "12:30",
     "ENVISION went live on Monday morning after last weekend's cutover. Thank you to Aoife, Graham and the "
     "records team for a weekend of reconciliations, and to everyone who put up with the freeze on Friday "
     "evening. OASES is read-only from now on."),
    ("Rowan", "12:31",
     "One more ENVISION note: on 1 July, when hypercare ends, Graham hands ENVISION system ownership to "
     "Aoife. Until then Graham is your first point of contact."),
    ("Helen", "12:40",
     "Phones: the Mitel is on its last legs and its maintenance contract ends in September. We're moving to "
     "Teams Phone in September, so your desk number will ring in Teams on your laptop and mobile. Details to follow."),
    ("Tom", "12:46", "the phone on the wall in the hangar will still work? at bay 2 there is no wifi"),
    ("Helen", "12:50", "Good question Tom, I'll check with Castlegate."),
    ("Ellie", "13:05",
     "Rosters: from the 1st of next month we publish rosters four weeks ahead instead of two. That's "
     "Brenmouth in Deputy and Tarnfield on Callum's spreadsheet. Leave requests need to come in earlier to match."),
    ("Graham", "13:20",
     "A reminder that OASES is read-only. If you can't find something in ENVISION, ask us before you go "
     "digging in OASES, please."),
    ("Tom", "13:32", "👍 day 3 on ENVISION and the task search is faster than OASES ever was"),
])

# ---------------------------------------------------------------------------------------------
# s13  Thu 2024-06-27  Graham, assistant
session("2024-06-27", "Choosing a document management system for technical records", "assistant", [
    ("U", "10:02",
     "Graham Pike, technical records, Corvane. After Dev's audit finding in March (41 minutes to find a 2019 "
     "work pack in SharePoint) we compared two document management systems, M-Files and Laserfiche, and we're "
     "going with M-Files. I need a one-page decision note. The gist: Laserfiche's reseller quoted an "
     "on-premises server, and we've only just got rid of one of those with OASES. M-Files we can have in "
     "their cloud; it files documents by metadata (customer, aircraft, work order, document type) instead of "
     "folders; and it keeps versions and an audit trail. We'll migrate the SharePoint records in late "
     "September, after the summer checks."),
    ("A", "10:07",
     "**Decision note: document management for technical records**\n\n"
     "*Problem.* Internal audit IA-24-07/08 (March 2024): records in SharePoint folders were slow to "
     "retrieve (41 minutes for one work pack), duplicated, and not protected against deletion.\n\n"
     "*Decision.* Technical records will move to M-Files (vendor cloud). Migration of existing SharePoint "
     "records: late September 2024.\n\n"
     "*Reasons.* Metadata-based filing means a work pack is found by aircraft and work order regardless of "
     "where it was saved; version history and an audit trail meet the protection requirement; cloud hosting "
     "avoids a new server at Brenmouth.\n\n"
     "*Alternative rejected.* Laserfiche: offered through the reseller as an on-premises deployment, "
     "reintroducing server maintenance just after the OASES server was retired.\n\n"
     "*Scope.* Technical records only; the rest of the company keeps SharePoint for general documents."),
    ("U", "10:20", "Help me with the metadata. What properties should a scanned work pack carry?"),
    ("A", "10:24",
     "A workable set:\n\n| property | example |\n|---|---|\n| Customer | Skeldra Air |\n"
     "| Aircraft | 407 (ATR 72-600, MSN) |\n| Work order | WO24-0412 |\n| Check / work type | A-check, "
     "C-check, line, component |\n| Site | Brenmouth / Tarnfield |\n| CRS date | 2024-06-19 |\n"
     "| Document type | work pack, Form 1, tech log copy, NDT report |\n| Retain until | CRS date + retention |\n"
     "| Status | draft scan / reviewed / filed |\n\nMake Customer, Aircraft, Work order and Document type "
     "mandatory; most retrieval questions use only those four."),
    ("U", "10:37", "Retention: three years after the CRS for work packs, but some contracts demand longer. How do I handle that?"),
    ("A", "10:40",
     "Compute 'Retain until' from the CRS date plus a per-customer retention period held on the customer "
     "record (default three years), so a contract needing seven years only changes one value. Add a 'legal "
     "hold' flag that blocks deletion regardless. Then a scheduled view lists documents past their date for a "
     "human to approve disposal; never delete automatically."),
    ("U", "10:51", "And SharePoint afterwards?"),
    ("A", "10:54",
     "Make the records library read-only on the day of migration, verify counts and a sample in M-Files, then "
     "remove access except for two administrators and delete it once Quality signs off the verification. Two "
     "live copies of the same records is exactly what the audit found."),
    ("U", "11:02",
     "Agreed. After the move, SharePoint stays read-only for records only until that sign-off; everyone else "
     "carries on using SharePoint for ordinary documents."),
])

# ---------------------------------------------------------------------------------------------
# s14  Wed 2024-07-10  Teams channel "Back office"
session("2024-07-10", "Back office: phones change of plan, Sage licence, new IT manager", "group", [
    ("Helen", "14:10",
     "Phones update, and a change of plan. Sam from Castlegate surveyed both hangars last week. Sam, could "
     "you tell everyone what you found?"),
    ("Sam", "14:14",
     "Sure. Teams Phone would be fine in the offices, but both hangars have big Wi-Fi dead zones and the line "
     "team would need proper handsets. Teams-certified DECT kit is pricey and still needs a base station per "
     "hangar. On top of that, moving your 60 numbers into Teams means adding a Calling Plan or an Operator "
     "Connect contract to every licence, which roughly doubles what you pay per user each month."),
    ("Rowan", "14:20", "So Teams Phone is off. What instead?"),
    ("Helen", "14:26",
     "RingCentral. App on everyone's mobile, it supports the DECT handsets we'd want in the hangars, and one "
     "fixed price per user. I've signed. Our numbers port on Thursday 22 August and the Mitel goes off that "
     "evening."),
    ("Aoife", "14:31",
     "Will the ENVISION AOG alerts still go out by SMS? I think they're sent by the vendor, not through our "
     "phones, so yes."),
    ("Sam", "14:33", "Correct, that's independent of your phone system."),
    ("Sam", "14:36",
     "While I'm here, Helen: the Sage 50 licence renews next month. Shall I renew, or are you done with it? "
     "You've been on Xero since January, if I remember right."),
    ("Helen", "14:41",
     "Not quite, Sam: we signed with Xero in January, but we've only been live on it since 1 April. The "
     "2023/24 year end is in Sage, and Ferris & Dunn want read-only access until the accounts are filed in "
     "October. Keep one Sage licence until then, please, and cancel after."),
    ("Sam", "14:44", "Noted, I'll put it on a ticket in our ConnectWise so it doesn't get lost."),
    ("Helen", "14:50",
     "And some news: we've hired an in-house IT manager, Joel Adeyemi. He starts on 1 October, the day after "
     "Castlegate's contract ends on 30 September. Sam, you'll do the handover with him."),
    ("Sam", "14:53", "Sounds good, happy to."),
])

# ---------------------------------------------------------------------------------------------
# s15  Wed 2024-07-31  Bea, assistant
session("2024-07-31", "Moving continuation training off Moodle", "assistant", [
    ("U", "09:41",
     "Hej, I am Bea Lindqvist, training manager at Corvane Aviation Services. Our continuation training "
     "(human factors, EWIS, fuel tank safety, company procedures) runs on a Moodle that Castlegate IT hosts "
     "for us. It is old and the plugins keep breaking. We have decided to move to TalentLMS, and it goes live "
     "on the first Monday in September. We also looked at Docebo, but the price was for a much bigger company "
     "than us. Can you help me plan how to move the training records?"),
    ("A", "09:46",
     "A plan in four steps:\n\n"
     "1. **Export from Moodle** - per course: completion reports and grades per user, as CSV; plus the "
     "issued certificates as PDFs. Include people who have left, since the records must be kept.\n"
     "2. **Set up TalentLMS** - users (import from a CSV of current staff, grouped by site and role), course "
     "catalogue, certificates with expiry for recurrent training.\n"
     "3. **Bring history across** - TalentLMS cannot recreate historical Moodle completions as if they "
     "happened there, so load the last completion date per person and course as a custom field or a "
     "'historical record' course, and file the Moodle PDFs in the training records.\n"
     "4. **Keep Moodle read-only** until someone has checked the imported dates against the exports."),
    ("U", "10:02", "Our Human Factors package from the training provider is SCORM 1.2. Will TalentLMS take it?"),
    ("A", "10:04",
     "Yes, TalentLMS accepts SCORM 1.2 and 2004 packages. Test one upload early: check the completion status "
     "and the score reach TalentLMS, because some older 1.2 packages report 'completed' without a "
     "'passed', and your pass mark depends on the score."),
    ("U", "10:15", "What about people who are half-way through a course on the go-live day?"),
    ("A", "10:18",
     "Stop new enrolments in Moodle about two weeks before, let people already in a course finish there until "
     "the day before go-live, and re-enrol anyone still unfinished in TalentLMS from the start. For recurrent "
     "modules the due date matters more than the progress, so carry over their due dates, not their progress."),
    ("U", "10:29",
     "Moodle stays read-only until December, then Castlegate, or Joel, our new IT manager from October, "
     "switch it off."),
    ("A", "10:32",
     "Sensible. Before switch-off: confirm the exports are in the training records, export the user list one "
     "last time, and ask whoever switches it off to keep a database backup for a year in case an auditor asks "
     "something the exports don't answer."),
    ("U", "10:40", "Tack! I send this to Rowan today."),
])

# ---------------------------------------------------------------------------------------------
# s16  Wed 2024-08-07  Teams channel "Tech records"
session("2024-08-07", "Tech records: first week of sample reviews", "group", [
    ("Graham", "11:15",
     "End of week one of the sampling trial. This week, Monday onwards, we've given a full review to a random "
     "20% sample of completed work packs; the rest only get the completeness check (all cards present, CRS "
     "signed). The backlog has come down from 140 packs to 96."),
    ("Maggie", "11:21",
     "Good. For the record, remind everyone why. And it is a trial: six weeks, then we decide."),
    ("Graham", "11:28",
     "The backlog, plainly. ENVISION's go-live doubled the paperwork for a month, we fell three weeks behind "
     "sending CRS copies to customers, and Skeldra's CAMO complained in writing."),
    ("Dev", "11:34",
     "I'm fine with it as a trial, but I want the error rate in the sample measured. If more than 2% of the "
     "sampled cards have an error, the trial stops."),
    ("Aoife", "11:40",
     "I can pull the sample list out of ENVISION every Monday, random by work order. Now that ENVISION is mine "
     "I'll build a proper report for it rather than a spreadsheet."),
    ("Graham", "11:46", "Please do. 20% by work order, weighted towards heavy checks."),
    ("Maggie", "11:50", "Agreed. Dev, you own the measurement."),
    ("Dev", "11:52", "Will do. First numbers on the 19th."),
])

# ---------------------------------------------------------------------------------------------
# s17  Wed 2024-09-04  Teams channel "Training"
session("2024-09-04", "Training: first week of TalentLMS", "group", [
    ("Bea", "09:00",
     "Good morning! TalentLMS opened on Monday and everyone got an email with a login. Please start the EWIS "
     "refresher, it is due by end of October for everybody at Brenmouth. Moodle is read-only now, only to see "
     "your old certificates."),
    ("Dario", "09:12",
     "Hi Bea, the link open a page in english but my password don't work. Also at Tarnfield nobody receive the "
     "email, maybe the distribution list is old?"),
    ("Bea", "09:20",
     "Ah, the Tarnfield list, I will check. Please ring me on my new RingCentral number, my old Mitel extension "
     "is dead since they ported the numbers on the 22nd."),
    ("Tom", "09:31", "works for me on the tablet. EWIS quiz is 20 questions?"),
    ("Bea", "09:33", "Yes, 20 questions, 80% to pass."),
    ("Nadia", "09:47", "Bea, are the September new starters enrolled in the induction course automatically?"),
    ("Bea", "09:52", "Not automatic yet, I add them by hand. Send me the names please."),
    ("Dario", "10:15", "Password ok now. Bea can you put the Tarnfield people also for fuel tank safety? we have 6 due."),
    ("Bea", "10:21", "Yes, done 🙂"),
])

# ---------------------------------------------------------------------------------------------
# s18  Tue 2024-09-17  Teams channel "Tech records"
session("2024-09-17", "Tech records: a missed stamp ends the sampling trial", "group", [
    ("Maggie", "16:20",
     "Bad news. Fiona at Skeldra's CAMO came back on ship 405's A-check pack: the elevator trim cable "
     "re-tension card has one stamp. Independent inspection not recorded. That pack was not in our 20% "
     "sample, so it went out after the completeness check only."),
    ("Graham", "16:31",
     "I've looked. The card is otherwise complete; the shift log shows the second inspector did the "
     "inspection, he just didn't stamp. Same as the one we had last November."),
    ("Dev", "16:38",
     "For context: the sample error rate so far is 1.4%, under the 2% line. But this is exactly the kind of "
     "error the full review exists to catch."),
    ("Maggie", "16:45",
     "Then the trial is over. With effect from today every completed work pack gets a full review again, 100%, "
     "no sampling. Graham, I'm sorry about the backlog; I'll ask Rowan for a temporary extra pair of hands."),
    ("Graham", "16:49", "Understood. I'd rather that than explain another one to the CAA."),
    ("Aoife", "16:55", "I'll switch off the Monday sample report in ENVISION."),
    ("Dev", "17:03",
     "I'll raise it in Q-Pulse as an occurrence, with the reversal as the corrective action. Fiona spotted it "
     "in their own AMOS records review, so Skeldra will want our response in writing."),
    ("Maggie", "17:06", "Please do, and copy me."),
])

# ---------------------------------------------------------------------------------------------
# s19  Wed 2024-09-18  Tom, assistant (night shift)
session("2024-09-18", "Task cards stuck in 'sync pending' on the far stands", "assistant", [
    ("U", "23:08",
     "hi. I am Tom, shift lead in line maintenance at Corvane, Brenmouth. since the night shift on Saturday "
     "we do the task cards on the tablets in the ENVISION app, no more paper for the line at Brenmouth. "
     "problem: on stand 7 and 8, far from the hangar, the tablet loses connection and the app shows "
     "'sync pending'. the card I signed there, is it signed or not?"),
    ("A", "23:12",
     "Treat it as 'signed on the tablet, not yet in the system'. Apps built for offline work usually keep the "
     "signature locally and send it when the connection returns; until then nobody else (planning, records, "
     "the next shift) can see it, and if the tablet is lost or reset before syncing the signature can be lost. "
     "So:\n\n1. Don't sign again on another device; that can create a duplicate entry.\n"
     "2. Bring the tablet into coverage and confirm the card status changes to synced.\n"
     "3. Ask your system owner how ENVISION's app handles this exactly, so the rule you give the shift is right.\n\n"
     "How do the tablets connect: Wi-Fi only, or do they have SIM cards?"),
    ("U", "23:20",
     "samsung tab active3, wifi only. managed with Workspace ONE, there is also a VPN profile on them. Aoife "
     "say maybe the app needs the VPN off?"),
    ("A", "23:25",
     "Then there are two separate problems. Coverage: Wi-Fi on far stands is often just out of reach, and "
     "either outdoor access points or SIM-enabled tablets fix that. The VPN: a device-wide VPN that has to "
     "reconnect after every Wi-Fi drop can hold the app offline for a while even when the signal is back; "
     "a per-app VPN, or no VPN for the ENVISION app since it is a cloud service, is worth raising with whoever "
     "manages Workspace ONE. Until it's fixed, a simple rule helps: no release entry until every card for that "
     "aircraft shows synced."),
    ("U", "23:34",
     "ok, that is our rule now: no CRS in the tech log until all the cards show synced. the Skeldra tech log "
     "is still paper, but they go electronic from 1 October, some Ultramain thing on their own iPads. that is "
     "their system, we only sign in it."),
    ("A", "23:38",
     "Then from October each release touches two systems that aren't connected: your e-task cards in ENVISION "
     "(your record of the work) and Skeldra's electronic tech log (their aircraft record, where the CRS goes). "
     "Worth agreeing with Skeldra what reference you write in their log, for example your work order number, "
     "so anyone can trace one to the other later."),
    ("U", "23:45",
     "good idea. one more thing: from 7 October we try 12 hour shifts, 4 on 4 off, a three month trial "
     "instead of early/late/night. I am worried about the nights. four nights of 12 hours."),
    ("A", "23:50",
     "That's the right thing to worry about. Some things that help on long night runs:\n\n"
     "- put critical tasks (flight controls, engine work, anything needing an independent inspection) early "
     "in the night where possible, not between 03:00 and 06:00;\n"
     "- make breaks real breaks, away from the aircraft;\n"
     "- use the fatigue reporting form when you feel it, so the trial review has data, not impressions;\n"
     "- watch the drive home after the fourth night.\n\n"
     "If the trial has a review, ask that fatigue reports and errors per shift are part of it."),
    ("U", "23:55", "thanks. back to the ramp."),
])

# ---------------------------------------------------------------------------------------------
# s20  Wed 2024-10-02  Teams channel "IT"
session("2024-10-02", "IT: hello from the new IT manager", "group", [
    ("Joel", "10:00",
     "Hello everyone, I'm Joel Adeyemi and I started yesterday as Corvane's IT manager. IT is in-house from "
     "now on: Castlegate's contract ended on Monday. Sam is helping me with the handover this week."),
    ("Sam", "10:06",
     "Hi all. The handover list is in the shared folder. Your open tickets are in our ConnectWise; I'll export "
     "them for Joel today."),
    ("Joel", "10:14",
     "On tickets: at the moment you email it@ and the mail goes to Castlegate. From the 14th we'll have our "
     "own helpdesk in Freshservice. You can keep emailing it@, or use the portal, and it lands with me. I also "
     "looked at Jira Service Management, but for 120 people and one IT person it's more than we need."),
    ("Helen", "10:22",
     "Welcome Joel! Two things for your list. Backups: I'm still taking the USB drive home every Friday. And "
     "the Workspace ONE subscription for the tablets ends in November."),
    ("Joel", "10:30",
     "Both noted. Tablets: I'll move them to Intune, which we already pay for in Business Premium. Backups I'll "
     "look at together with the cyber insurance renewal paperwork."),
    ("Aoife", "10:37",
     "For the Intune move, please keep the ENVISION app configuration and the VPN question in mind. Tom's team "
     "lose sync on the far stands."),
    ("Joel", "10:41", "Got it. I'll pilot with two tablets first."),
    ("Sam", "10:48", "Last thing from me: your Duo MFA licences renew in January. Your call whether to keep them."),
    ("Joel", "10:50", "Noted, thanks Sam."),
])

# ---------------------------------------------------------------------------------------------
# s21  Wed 2024-10-09  Graham, assistant
session("2024-10-09", "Rewriting the records retrieval procedure", "assistant", [
    ("U", "14:31",
     "Graham Pike, Corvane technical records. Our technical records are in M-Files now; the migration "
     "finished two weeks ago today. I need to rewrite our exposition procedure 2.13, 'Retrieval of maintenance "
     "records', which still talks about SharePoint folders. The old text:\n\n"
     "> 2.13.3 Records are stored in the Technical Records SharePoint site in folders by customer, aircraft "
     "and year. To retrieve a work pack, navigate to the folder and open the scanned file. Requests from "
     "customers or the Authority are answered within 5 working days."),
    ("A", "14:36",
     "> **2.13.3** Maintenance records are held in the M-Files technical records vault. Each document carries "
     "mandatory properties: customer, aircraft, work order and document type. To retrieve a work pack, search "
     "the vault by aircraft and work order (or CRS date) and open the 'work pack' document; related "
     "documents (Form 1s, NDT reports, tech log copies) are linked through the work order.\n>\n"
     "> **2.13.4** Records may not be deleted by users. Disposal after the retention date requires approval "
     "by the Technical Records Supervisor and is logged in the vault's audit trail.\n>\n"
     "> **2.13.5** Requests from customers or the Authority are answered within 5 working days; requests "
     "during an audit are answered the same day."),
    ("U", "14:48",
     "Add that work packs from the OASES era are in M-Files too, but OASES component histories are still only "
     "in the read-only OASES until we export them."),
    ("A", "14:51",
     "> **2.13.6** Work packs released before 3 June 2024 (OASES era) were migrated to the vault and are "
     "retrieved the same way. Component histories recorded before that date remain in the OASES system "
     "(read-only) until exported to the vault; the Technical Records Supervisor retrieves them on request."),
    ("U", "15:02",
     "Dev timed a retrieval yesterday: the same 2019 Aurel work pack that took 41 minutes in March came up in "
     "under three minutes."),
    ("A", "15:05",
     "Worth recording as closure evidence for IA-24-07, and worth keeping as a measure: a quarterly timed "
     "retrieval of a randomly chosen old work pack, target under five minutes, would show the improvement "
     "holds."),
    ("U", "15:14",
     "Also say the full review (100% of cards) happens before a work pack is filed. We're back on full review "
     "since the sampling episode last month."),
    ("A", "15:17",
     "> **2.13.2** Before filing, every completed work pack receives a full review (all cards, all steps) by "
     "technical records against the review checklist. Only reviewed packs are given the status 'filed'."),
    ("U", "15:20", "Perfect, thank you."),
])

# ---------------------------------------------------------------------------------------------
# s22  Wed 2024-10-16  Teams channel "Line - Brenmouth"
session("2024-10-16", "Line - Brenmouth: cargo door indication, 12-hour shifts, ramp incident", "group", [
    ("Tom", "07:05",
     "morning. handover from nights: 410 has a crew entry in the tech log (the new Skeldra electronic one): "
     "FWD CARGO DOOR indication flickering. proximity sensor gap out of limits, adjusted, ops check ok. signed "
     "in their eLB and in our e-task card."),
    ("Priya", "07:12", "Thanks Tom. How are the 12s treating you? You've been on them since the 7th."),
    ("Tom", "07:20",
     "honest? days are ok. four nights of 12 is hard, by 4 am on the third night I am slow. I fill in the "
     "fatigue form like the AI told me 🙂"),
    ("Ellie", "07:26",
     "Please keep filling those in, Tom, it's exactly what the trial review needs. Deputy has the 12-hour "
     "pattern loaded until the review in January."),
    ("Marcus", "07:41",
     "Separate thing: ramp incident yesterday, the tug clipped a GPU cable on stand 4. The airport wants it "
     "reported through their Coruson portal, and our own occurrence report goes into Q-Pulse as usual. Tom, "
     "can you do both?"),
    ("Tom", "07:44", "yes. for the airport one I need a login?"),
    ("Marcus", "07:50", "Airside ops gave us a shared login, it's in the Stores channel files."),
    ("Priya", "08:02",
     "FYI I raised #INC-214 in Freshservice for the tablet at stand 8 that won't charge. Joel's swapping it today."),
    ("Tom", "08:03", "👍"),
])

# ---------------------------------------------------------------------------------------------
# s23  Wed 2024-11-06  Joel, assistant
session("2024-11-06", "Cyber insurance questionnaire: backups and MFA", "assistant", [
    ("U", "13:02",
     "Hi, Joel Adeyemi, IT manager at Corvane Aviation Services (aircraft maintenance, about 120 staff, two "
     "sites). I'm filling in the cyber insurance renewal questionnaire and two questions worry me: 'Do you keep "
     "offline or immutable backups offsite?' and 'Is MFA enforced for all remote access and email?'. Reality: "
     "Veeam backs up our servers to a Synology NAS in the Brenmouth comms room, and the offsite copy is a USB "
     "drive our finance manager takes home every Friday. MFA: Duo on the VPN, Microsoft MFA on email for most "
     "people but not all."),
    ("A", "13:08",
     "Answer both honestly and attach a remediation plan with dates; insurers usually accept that better "
     "than a 'yes' that a claim investigation later disproves.\n\n"
     "**Backups.** A weekly USB drive is offsite but not immutable: one copy, up to seven days old, and "
     "exposed if it is connected when ransomware runs. The standard fix is a Veeam backup copy job to "
     "S3-compatible object storage with object lock (Wasabi, Backblaze B2 or Amazon S3), giving an offsite "
     "copy nobody, including an attacker with your admin credentials, can delete during the lock period.\n\n"
     "**MFA.** 'Most people' is a 'no'. Enforce MFA for every account with Conditional Access, and consider "
     "consolidating on Microsoft Authenticator with number matching, so there is one method instead of two."),
    ("U", "13:20",
     "The insurer wants immutable offsite backups in place by the renewal on 1 January. I'm going with Wasabi: "
     "we had quotes and it's the cheapest with object lock. Backblaze was close."),
    ("A", "13:26",
     "Outline:\n\n1. Create a Wasabi bucket with object lock enabled (it can only be set at creation).\n"
     "2. In Veeam, add it as an object storage repository with immutability, e.g. 30 days.\n"
     "3. Create a backup copy job from the NAS backups to that repository, daily.\n"
     "4. Seed the first full copy over a weekend; your upload speed decides how long it takes.\n"
     "5. Do a test restore of a real server from Wasabi and write down how long it took.\n"
     "6. Only then stop the USB rotation."),
    ("U", "13:39",
     "MFA: the Duo licences renew in January. I'd like to move everyone to Microsoft Authenticator then, so "
     "there's one app. Risks?"),
    ("A", "13:44",
     "Main ones: shared devices such as the line tablets (tie MFA to the person, not the tablet, and set "
     "sensible session lengths so engineers aren't prompted mid-task); the VPN, which must be moved from "
     "Duo to Entra-based MFA before Duo expires; service accounts that can't do MFA (exclude them narrowly "
     "and restrict where they sign in from); and two break-glass admin accounts excluded from Conditional "
     "Access and monitored."),
    ("U", "13:55",
     "Shared tablets are the other job: Workspace ONE ends on the 15th, so I'm enrolling all 24 tablets into "
     "Intune next week as shared devices."),
    ("A", "14:00",
     "For Samsung tablets: enrol them as Android Enterprise dedicated devices with Microsoft Entra shared "
     "device mode, push the ENVISION app as a managed app with its configuration, and test sign-out between "
     "users, since one person's session must never carry over to the next. Do the two pilot tablets first, "
     "then the rest in batches so the line always has spares."),
    ("U", "14:08", "Great. At least the questionnaire is answered honestly now."),
])

# ---------------------------------------------------------------------------------------------
# s24  Wed 2024-11-20  Teams channel "Quality"
session("2024-11-20", "Quality: loose brake line at Tarnfield, new Quality Manager", "group", [
    ("Callum", "11:30",
     "Occurrence from Tarnfield, for the group. Aurel AR-02 in C-check: the left main gear brake line B-nut "
     "was found finger tight during the leak check before engine runs. The line had been disconnected for a "
     "brake change. Engineer and certifier both signed the card. Caught on the ground, no flight."),
    ("Maggie", "11:34", "Thanks Callum. Q-Pulse reference?"),
    ("Callum", "11:36", "OR-24-061."),
    ("Dev", "11:45",
     "That's the second loose connection on gear or brakes this year; the first was at Brenmouth in May. Our "
     "independent inspection rule only covers flight controls and engine controls. I'd like to extend it to "
     "landing gear and to brake hydraulic connections."),
    ("Maggie", "11:52",
     "I agree in principle, but it'll be your call to implement, Dev: it's your quality system in a fortnight. "
     "For everyone's information: the CAA have accepted Dev's Form 4. I retire at the end of the month and Dev "
     "takes over as Quality Manager a week on Monday."),
    ("Rowan", "12:05", "Thank you Maggie, for eleven years of keeping us honest. Leaving do details to follow."),
    ("Callum", "12:10",
     "Congratulations to you both. Dev, if the rule changes, please give Tarnfield a couple of weeks' notice; "
     "the C-check plans need to find the second inspectors."),
    ("Dev", "12:14", "Will do. Draft in December, effective after the Christmas shutdown."),
])

# ---------------------------------------------------------------------------------------------
# s25  Wed 2024-12-11  Dev, assistant
session("2024-12-11", "Quality Notice: extending independent inspection", "assistant", [
    ("U", "10:01",
     "Hello, Dev Rao. Since the 2nd of December I'm the Quality Manager at Corvane Aviation Services. I need to "
     "write Quality Notice QN-25/01. From Monday 6 January 2025 an independent inspection will be required not "
     "only for flight controls and engine controls, but also for any disturbance of the landing gear "
     "(retraction and extension systems, locks) and of wheel and brake hydraulic connections. The reason: two "
     "loose brake line connections this year (OR-24-061 at Tarnfield last month, and one at Brenmouth in "
     "May). Could you draft it?"),
    ("A", "10:06",
     "**QUALITY NOTICE QN-25/01 - Independent inspection: extension of scope**\n\n"
     "**Effective:** Monday 6 January 2025. **Applies to:** all certifying staff, Brenmouth and Tarnfield.\n\n"
     "**Background.** In 2024 two brake hydraulic connections were found insufficiently tightened after "
     "maintenance (OR-24-061, Tarnfield, November; Brenmouth, May). Both were found before flight.\n\n"
     "**Requirement.** In addition to flight controls and engine controls, an independent inspection by a "
     "second appropriately authorised person is required after any disturbance of: (a) landing gear retraction "
     "and extension systems, including uplocks and downlocks; (b) wheel and brake hydraulic connections.\n\n"
     "**Recording.** The independent inspector records the inspection on the task card (ENVISION e-task card or "
     "printed card) in the independent inspection field.\n\n**Enquiries:** Quality Manager."),
    ("U", "10:20", "Do I need to change the exposition? And tell the CAA?"),
    ("A", "10:24",
     "If the exposition's independent inspection procedure lists the systems covered, it needs amending, and "
     "how that amendment is approved depends on whether your organisation holds an indirect approval "
     "procedure for that part. A quality notice can normally bridge the gap until the amendment is approved, "
     "provided the exposition allows quality notices. Tell your CAA surveyor either way; a voluntary "
     "tightening after occurrences is an easy conversation."),
    ("U", "10:35",
     "In ENVISION the affected task cards need the independent inspection field. The line does these on the "
     "tablets; since we moved the tablets into Intune last month the app configuration changed. Will the new "
     "field show up?"),
    ("A", "10:39",
     "The field belongs to the task card template, which lives in ENVISION on the server side, so it doesn't "
     "depend on the device management. What can matter is the app version: if Intune pins an older version of "
     "the app, a new template feature may not display. Ask the ENVISION system owner to change the templates "
     "and test one card on a tablet, and ask IT to confirm the tablets run the current app."),
    ("U", "10:48",
     "Tarnfield is still on paper cards printed from ENVISION, so I'll get Aoife to change the print template "
     "as well."),
    ("A", "10:51",
     "Good. Two more points for the briefing: cards already open on 6 January (C-checks in progress) need the "
     "inspection added by hand, and the planners need to roster enough inspectors for gear and brake work."),
    ("U", "10:55", "Good. Thank you."),
])

# ---------------------------------------------------------------------------------------------
# s26  Wed 2024-12-18  Teams channel "IT"
session("2024-12-18", "IT: offsite backups, far-stand Wi-Fi, Tarnfield rosters", "group", [
    ("Joel", "15:45",
     "Backup news: the Veeam copy job to Wasabi has been running since a week last Saturday, immutable for 30 "
     "days, and yesterday's test restore of the file server from Wasabi worked, 2 h 10 min. Helen, you can "
     "retire the USB drives."),
    ("Helen", "15:49", "Best Christmas present I've had in years. What do I do with the drives?"),
    ("Joel", "15:53",
     "Bring them in, I'll wipe them and keep two as cold spares. Raise a ticket so I don't forget, portal or it@."),
    ("Aoife", "16:01",
     "Joel, on the tablets: two of the Intune ones on the far stands still show 'sync pending'. Same thing as "
     "before the move."),
    ("Joel", "16:06",
     "That's coverage, not device management. I've ordered two outdoor access points for stands 7 and 8; "
     "they go in during January."),
    ("Callum", "16:15",
     "While you're all here: we're moving Tarnfield rosters into Deputy in the spring, once the winter C-checks "
     "are out. Joel, any licences needed?"),
    ("Joel", "16:18", "Deputy is per user, but Helen holds that account."),
    ("Helen", "16:21", "I'll add the 34 Tarnfield users when you're ready, Callum."),
    ("Callum", "16:25", "Cheers. Merry Christmas all 🎄"),
])

# ---------------------------------------------------------------------------------------------
# s27  Wed 2025-01-15  Teams channel "Line - Brenmouth"
session("2025-01-15", "Line - Brenmouth: back on eight-hour shifts", "group", [
    ("Ellie", "07:20",
     "Morning all. Reminder that the 12-hour trial is finished: as of Monday we're back on early, late and "
     "night, eight hours each, as shown in Deputy. Thanks for the feedback forms, 41 of you sent them in."),
    ("Rowan", "07:32",
     "And thank you for giving it a go. For the record, why we stopped: fatigue reports on the third and "
     "fourth night shifts more than doubled compared with the same months last year, and 60% of you said you "
     "preferred the old pattern. Fewer handovers (two a day instead of three) didn't outweigh that."),
    ("Tom", "07:40", "thanks Rowan. first week back on 8h, the nights feel short now 😄"),
    ("Priya", "07:51",
     "Tom, did the brake unit change on 406 get its independent inspection under the new QN? Since last week "
     "gear and brakes need a second inspector as well."),
    ("Tom", "07:58",
     "yes, Marek did the independent, two signatures in the app. and I had to approve the Authenticator number "
     "on my phone twice to sign, annoying."),
    ("Priya", "08:04", "Same here. The number-matching prompt appears every time the tablet session times out."),
    ("Ellie", "08:10", "Joel says he can lengthen the session on the shared tablets, he has a ticket for it."),
    ("Tom", "08:15", "good. 406 released 06:40, on time."),
])

# ---------------------------------------------------------------------------------------------
# s28  Wed 2025-01-29  Dev, assistant
session("2025-01-29", "Corrective action plan for the audit programme finding", "assistant", [
    ("U", "10:31",
     "Dev Rao, Quality Manager at Corvane Aviation Services. Last week the CAA surveyor raised a Level 2 "
     "finding: our internal audit programme covers every element of Part-145 over a 24-month cycle, but the "
     "guidance expects all aspects of compliance to be checked every 12 months. We owe a corrective action plan "
     "within 30 days. My proposal: from the new audit year, starting 1 April 2025, every area is audited once "
     "every 12 months. Can you help me with the root cause and the plan?"),
    ("A", "10:37",
     "**Root cause (draft).** The programme was built around available auditor days, not around the required "
     "frequency: a 24-month cycle was adopted when the organisation was smaller and was not reviewed against "
     "the acceptable means of compliance as the organisation grew to two sites.\n\n"
     "**Corrective action plan (draft).**\n"
     "1. New programme: every area of the approval audited at least once in each 12-month period, from the "
     "audit year starting 1 April 2025.\n"
     "2. Resources: auditor capacity matched to the programme (see below).\n"
     "3. Interim: areas not audited in the last 12 months are audited before 1 April.\n"
     "4. Preventive: the programme's coverage is reviewed every year at the management review."),
    ("U", "10:49", "Resources: since becoming QM I'm the only auditor. We'll get a contract auditor two days a month."),
    ("A", "10:54",
     "Rough capacity: if you have about 26 audit areas at an average of 1.5 days each including reporting, "
     "that's 39 days a year. The contractor gives 24; you'd need about 15 of your own days, roughly 1.5 a "
     "month, before product audits and follow-ups. Tight but workable; put the numbers in the plan so the CAA "
     "sees the programme is resourced."),
    ("U", "11:06",
     "I also want product audits on the line, one a month: a random aircraft on the ramp, compare the work "
     "done with the cards. And audits at Tarnfield on site, not remotely."),
    ("A", "11:10",
     "Add both as programme elements: '12 product audits per year, line, random aircraft' and 'Tarnfield "
     "areas audited on site'. Product audits are also good evidence that the independent inspection extension "
     "from January works in practice."),
    ("U", "11:20",
     "Interim: before 1 April I'll audit the three areas that are overdue on a 12-month view: Tarnfield stores, "
     "training records and tool control."),
    ("A", "11:24",
     "```\nAction                                   Owner     Due\n"
     "1 Issue 12-month audit programme         QM        2025-03-14\n"
     "2 Contract auditor in place (2 d/month)  QM/MD     2025-03-31\n"
     "3 Interim audit: Tarnfield stores        QM        2025-02-28\n"
     "4 Interim audit: training records        QM        2025-03-14\n"
     "5 Interim audit: tool control            QM        2025-03-28\n"
     "6 Programme starts                       QM        2025-04-01\n```"),
    ("U", "11:30", "Thanks. I'll put it into Q-Pulse against the finding."),
])

# ---------------------------------------------------------------------------------------------
# s29  Wed 2025-02-12  Teams channel "Rosters & shifts"
session("2025-02-12", "Rosters & shifts: is Tarnfield in Deputy yet?", "group", [
    ("Nadia", "12:00",
     "Hi all, an HR question: I'm doing the annual leave reconciliation. Tarnfield has been on Deputy since "
     "January, hasn't it? I can't find the Tarnfield January timesheets in there."),
    ("Callum", "12:09",
     "Not yet, Nadia: Tarnfield is still on my spreadsheet. We go live in Deputy on Monday 3 March, after the "
     "last winter C-check (Aurel AR-05) leaves the hangar. January timesheets are on paper in the Tarnfield office."),
    ("Nadia", "12:14", "Ah, sorry, I mixed it up with Brenmouth going back to eight-hour shifts in January. Thanks!"),
    ("Dario", "12:20", "Callum, with Deputy can I swap with Brenmouth people? sometimes I cover in Hangar 1."),
    ("Ellie", "12:26", "Yes, once you're in, Dario. Swaps across sites need both supervisors to approve."),
    ("Callum", "12:31",
     "And the four-week publication rule stays as it is. The April roster will be the first one Tarnfield "
     "publishes from Deputy."),
    ("Dario", "12:40", "ok perfect. and clock-in with the app? in hangar 2 the signal is bad"),
    ("Ellie", "12:44", "There's a kiosk mode on a tablet by the door, that's what Brenmouth uses."),
    ("Callum", "12:50", "I'll ask Joel to set one up in Hangar 2."),
])

# ---------------------------------------------------------------------------------------------
# s30  Wed 2025-03-05  Callum, assistant
session("2025-03-05", "Manpower for an ATR 72 C-check at Tarnfield", "assistant", [
    ("U", "09:31",
     "Hi, Callum Reid, base maintenance manager for Corvane at Tarnfield (Hangar 2). Good news first: this "
     "Monday just gone my team's rosters went into Deputy, same as Brenmouth, so that's one spreadsheet fewer. "
     "Now the question. I'm planning manpower for an ATR 72 C-check: 2,900 estimated man-hours, 15 working "
     "days, two 8-hour shifts a day. Work packs are paper task cards printed from ENVISION. How many people "
     "per shift?"),
    ("A", "09:36",
     "15 days x 2 shifts = 30 shifts, so 2,900 h / 30 = about 97 man-hours per shift. Nobody turns 8 paid "
     "hours into 8 hours on tasks: with briefings, parts waits, paperwork and breaks, 6 productive hours is a "
     "realistic planning figure. 97 / 6 = about 16 people per shift, before certifying staff time and "
     "before any findings. Heavy checks typically add 20-30% in non-routine work once the panels are off, so "
     "either plan 19-20 per shift or accept that the 15 days is optimistic."),
    ("U", "09:49",
     "I have 22 mechanics and 9 B1s at Tarnfield. And since January independent inspections are also needed on "
     "landing gear and brakes, which means extra inspector time."),
    ("A", "09:54",
     "Then the B1s are your constraint more than the mechanics. Reserve inspector time explicitly: list the "
     "cards that need an independent inspection (flight controls, engine controls, and now gear and brakes), "
     "estimate 15-30 minutes each, and plan those hours against named B1s, not against 'whoever is free'. "
     "Late in the check, when gear and flight control work closes up, they cluster; that's where checks slip."),
    ("U", "10:05",
     "On paper cards: Dev asked whether we'll go to tablets like the Brenmouth line. Not this year. Hangar 2 "
     "Wi-Fi is poor and a heavy check has hundreds of cards. Maybe after the summer. Give me pros and cons to "
     "send him."),
    ("A", "10:10",
     "**For tablets:** legible, complete entries; no lost cards; records get the pack the day the check ends, "
     "not a courier box; independent inspection fields can't be skipped; same process as Brenmouth.\n\n"
     "**Against, for now:** Hangar 2 Wi-Fi would need fixing first, or cards stay 'pending'; hundreds of cards "
     "per check means a lot of tablets to buy and manage; a change of method in the middle of the C-check "
     "season adds risk; staff training time.\n\n**Suggestion:** fix Wi-Fi in the summer, pilot tablets on one "
     "light check in the autumn, decide after."),
    ("U", "10:22", "Stores: Kasia says the kit for the check is 85% staged; the missing items are on order from brokers found through ILS."),
    ("A", "10:25",
     "Put the missing 15% on the plan as dated dependencies: for each part, the task it blocks and the latest "
     "day it can arrive without moving the check. Parts that block zone closure or gear work are the ones to "
     "chase daily."),
    ("U", "10:30", "Cheers."),
])

# ---------------------------------------------------------------------------------------------
# s31  Wed 2025-03-26  Teams channel "Stores"
session("2025-03-26", "Stores: flap track rollers, customer-supplied parts, label printer", "group", [
    ("Kasia", "14:00",
     "Tarnfield: the AR-05 C-check kit is complete except for the two flap track rollers. Broker in Miami, "
     "found on ILS, ETA Friday."),
    ("Marcus", "14:04", "Good. Customs paperwork with the broker sorted?"),
    ("Kasia", "14:07", "Yes, and I have the Form 1 copy already, checked against the PO."),
    ("Tom", "14:15",
     "Marcus, Brenmouth: Skeldra want us to use their own parts for 408, shipped from their stores. They send "
     "the Form 1 only as a photo in their eLB."),
    ("Marcus", "14:22",
     "A photo in their tech log isn't our receiving inspection. Paper or PDF Form 1 to goods in, as always. "
     "Their Ultramain tech log is their record, not ours."),
    ("Joel", "14:30",
     "While you're all here: the label printer in Tarnfield stores, #INC-388 in Freshservice says it prints "
     "blank labels. Kasia, did the new ribbon arrive?"),
    ("Kasia", "14:36", "Yes, the ribbon fixed it, you can close the ticket. Thanks Joel!"),
    ("Marcus", "14:41", "Reminder: annual stock check at Tarnfield is 14-15 April. Dev will sample it for his audit."),
    ("Tom", "14:43", "👍"),
])

# ---------------------------------------------------------------------------------------------
# s32  Wed 2025-04-16  Dev, assistant
session("2025-04-16", "Laying out the year's audit programme", "assistant", [
    ("U", "10:01",
     "Dev Rao, QM at Corvane. The new internal audit programme started on the 1st: every area of our Part-145 "
     "approval audited within 12 months, instead of the old 24-month cycle. I have 26 audit areas, myself, and "
     "a contract auditor two days a month. Help me lay out the year so I can load it into Q-Pulse."),
    ("A", "10:07",
     "A balanced layout, two or three areas a month, heavier sites spread out:\n\n"
     "| month | areas |\n|---|---|\n| Apr | Tarnfield stores; stores receiving (Brenmouth) |\n"
     "| May | technical records; certifying staff authorisations |\n| Jun | line maintenance Brenmouth; "
     "independent inspections (product theme) |\n| Jul | Tarnfield base maintenance; tooling & calibration |\n"
     "| Aug | training; human factors programme |\n| Sep | occurrence reporting; IT controls |\n"
     "| Oct | Tarnfield facilities; subcontractors (NDT) |\n| Nov | exposition & procedures; "
     "maintenance data |\n| Dec | fuel tank safety / EWIS; quality system |\n| Jan | Brenmouth hangar; planning |\n"
     "| Feb | management review inputs; customer interface |\n| Mar | catch-up month, follow-ups |\n\n"
     "Plus one line product audit every month on a random aircraft."),
    ("U", "10:20",
     "Keep Tarnfield stores in April: the stock check is this week and I'll sample it. And yes, independent "
     "inspection as the June theme, now that gear and brakes are covered too."),
    ("A", "10:22",
     "Kept. For June, a sample to aim for: 20 cards with an independent inspection requirement across both "
     "sites, at least five of them gear or brake tasks from after 6 January, checking the right person signed "
     "and the inspection was done before the next step."),
    ("U", "10:34",
     "Records: I want a timed retrieval test in M-Files every quarter, a random old work pack, target under "
     "five minutes."),
    ("A", "10:36", "Added as a quarterly check under technical records, with the time recorded in Q-Pulse as evidence."),
    ("U", "10:45",
     "One more: the CAA asked who looks after IT for the cyber side. Joel has had it in-house since October. "
     "Add an IT controls audit (backups, access, MFA) in September."),
    ("A", "10:49",
     "Added for September. Evidence to ask Joel for: the last test restore from the offsite immutable copy and "
     "how long it took; the Conditional Access policy showing MFA enforced for all users and the exclusions; "
     "the leavers list against disabled accounts; the device list from Intune for the line tablets."),
    ("U", "10:55", "Great, thanks."),
])

# ---------------------------------------------------------------------------------------------
# s33  Wed 2025-05-07  Teams channel "Management"
session("2025-05-07", "Management: checking the 'systems we use' sheet", "group", [
    ("Rowan", "16:00",
     "For the insurer and for a prospective customer's supplier audit I've drafted a one-page 'systems we use' "
     "list. Please check it:\nMaintenance: ENVISION (system owner Aoife)\nTechnical records: M-Files\n"
     "Rosters: Deputy at Brenmouth, Excel at Tarnfield\nPhones: Teams\nChat: Teams\n"
     "Finance: Xero, payroll BrightPay\nIT helpdesk: Freshservice\nTraining: TalentLMS\nQuality: Q-Pulse (QM Dev)"),
    ("Helen", "16:08",
     "Two corrections. Phones are RingCentral, not Teams: Teams Phone was cancelled last summer before it "
     "happened. And Tarnfield has used Deputy since March, so it's Deputy at both sites."),
    ("Aoife", "16:12",
     "Under Maintenance: the Brenmouth line has done e-task cards on tablets in ENVISION since last September; "
     "Tarnfield still works from paper cards printed from ENVISION. Worth saying, auditors always ask."),
    ("Joel", "16:19",
     "IT section, please add: backups by Veeam with an immutable offsite copy in Wasabi; tablets managed in "
     "Intune; MFA is Microsoft Authenticator for everyone, Duo went when its licence ran out in January."),
    ("Dev", "16:25",
     "Quality: add that independent inspection covers flight controls, engine controls, landing gear and "
     "brakes, and that internal audits run on a 12-month cycle since April."),
    ("Rowan", "16:33",
     "Thanks all. Skeldra's systems, their AMOS and their electronic tech log, I'll leave off; those are theirs, "
     "not ours."),
    ("Helen", "16:35", "Agreed."),
    ("Rowan", "16:48", "Updated version is in the Management channel files."),
])

# ---------------------------------------------------------------------------------------------
# s34  Wed 2025-05-21  Aoife, assistant
session("2025-05-21", "ENVISION: one-year review for management", "assistant", [
    ("U", "11:02",
     "Hi, Aoife Brennan, systems & data lead at Corvane Aviation Services. I've owned our ENVISION system since "
     "last July, when Graham handed it over. We're nearly a year in (live since 3 June 2024, replacing OASES), "
     "and I'm preparing a one-year review for the management team. Some numbers:\n\n"
     "- e-task cards: 100% of line work at Brenmouth since September; Tarnfield still on printed cards\n"
     "- CRS copy to customer: average 19 days under OASES, 6 days now\n"
     "- 'sync pending' on the far stands: gone since the outdoor access points went in during January\n"
     "- 212 users, 31 aircraft, 2 vendor releases applied\n\nHow would you structure it?"),
    ("A", "11:07",
     "Five short sections:\n\n1. **What we set out to do** - the reasons from the 2023 board paper: an "
     "unsupported server, slow access from Tarnfield, no electronic task cards.\n"
     "2. **What happened** - go-live 3 June 2024, system ownership from Graham to you in July, e-task cards on "
     "the Brenmouth line from September.\n"
     "3. **Results** - your numbers, with the 19-to-6-day CRS figure first; it's the one customers feel.\n"
     "4. **Open issues** - Tarnfield on paper, the retirement of OASES, retyping between systems.\n"
     "5. **Next year** - three goals at most, each with an owner and a date."),
    ("U", "11:20",
     "OASES has been read-only since go-live. Graham would like to keep it another year; we exported the "
     "component histories to M-Files in March. What do I recommend?"),
    ("A", "11:25",
     "If the exported component histories are complete and legible, and Quality has checked a sample against "
     "OASES, the records requirement is met by M-Files and OASES holds nothing you need. Then recommend "
     "switching it off with a dated plan: verification signed by the Quality Manager, one final full database "
     "backup kept offline, licence ended. Keeping it 'just in case' keeps an unsupported server alive, which "
     "was one of the reasons for leaving it."),
    ("U", "11:38",
     "Goals for next year: e-task cards at Tarnfield after the summer, once the Wi-Fi is fixed; invoices from "
     "ENVISION straight into Xero; and an interface with Skeldra's AMOS so we stop retyping their monthly "
     "forecasts."),
    ("A", "11:43",
     "Order them by who benefits and by risk: the Xero invoice export is low risk and saves finance time every "
     "week; Tarnfield tablets depend on the Wi-Fi work and should start with a pilot; the AMOS link depends on "
     "Skeldra's side (it is their system) so agree a file format with their CAMO before anything is built."),
    ("U", "11:50", "Write me the summary paragraph."),
    ("A", "11:55",
     "\"A year after go-live on 3 June 2024, ENVISION has replaced OASES as Corvane's maintenance tracking "
     "system at both sites. The Brenmouth line has worked from electronic task cards on tablets since "
     "September 2024, and the average time to send a customer its CRS copy has fallen from 19 to 6 days. "
     "Tarnfield still works from printed task cards. For the coming year we propose three goals: retire OASES "
     "once its exported histories are verified, send invoices from ENVISION to Xero without retyping, and pilot "
     "electronic task cards at Tarnfield after the summer's Wi-Fi work; a data link with Skeldra's AMOS follows "
     "once the format is agreed with their CAMO.\""),
])



# =============================================================================================
# Ground truth: facts.jsonl
# (subject, predicate, object, valid_from, valid_to, evidence, timeline, note)

FIRST = "in place when first mentioned ({d}); its true start is unknown"
FACTS: list[dict] = []


def fact(timeline, subject, predicate, obj, start, end, evidence, note=None):
    row = {"subject": subject, "predicate": predicate, "object": obj, "valid_from": start,
           "valid_to": end, "evidence": [f"{PREFIX}/{e}" for e in evidence], "timeline": timeline}
    if note:
        row["note"] = note
    FACTS.append(row)


# maintenance tracking system
fact("maintenance_system", "corvane", "maintenance_tracking_system", "OASES", "2023-09-12", "2024-06-03",
     ["s01#1", "s03#1", "s06#1", "s11#1", "s12#1", "s12#7"], FIRST.format(d="2023-09-12") +
     "; read-only since the cutover")
fact("maintenance_system", "corvane", "maintenance_tracking_system", "Rusada ENVISION", "2024-06-03", None,
     ["s06#1", "s06#2", "s11#1", "s12#1", "s34#1"],
     "reasons 2023-10-11 (s03), chosen by the board 2023-12-04 (s06); cutover weekend 1-2 June, live "
     "'on Monday morning after last weekend's cutover' said Wed 2024-06-05")
# task cards: Brenmouth line vs Tarnfield hangar (component subjects)
fact("task_cards_brenmouth_line", "corvane brenmouth line maintenance", "task_cards", "paper task cards",
     "2023-09-12", "2024-09-14", ["s01#5", "s11#7", "s19#1"], FIRST.format(d="2023-09-12") +
     "; printed from ENVISION instead of OASES from 2024-06-03")
fact("task_cards_brenmouth_line", "corvane brenmouth line maintenance", "task_cards",
     "e-task cards on tablets (ENVISION app)", "2024-09-14", None, ["s11#7", "s19#1", "s33#3", "s34#1"],
     "'since the night shift on Saturday' said Wed 2024-09-18")
fact("task_cards_tarnfield", "corvane tarnfield hangar", "task_cards",
     "paper task cards printed from the maintenance system", "2023-09-12", None,
     ["s01#5", "s11#7", "s25#7", "s30#5", "s33#3"],
     "component subject: Tarnfield never moved to tablets; a pilot is only planned 'after the summer' 2025")
# tablets' device management
fact("tablet_mdm", "corvane line tablets", "mdm", "VMware Workspace ONE", "2023-11-15", "2024-11-15",
     ["s05#3", "s19#3", "s20#4", "s23#7"], FIRST.format(d="2023-11-15"))
fact("tablet_mdm", "corvane line tablets", "mdm", "Microsoft Intune", "2024-11-15", None,
     ["s20#5", "s23#7", "s25#5", "s26#4", "s33#4"],
     "approximate: enrolment 'next week' (said 2024-11-06) before Workspace ONE ended 'on the 15th'; the move "
     "itself is only told in passing ('since we moved the tablets into Intune last month', 2024-12-11)")
# technical records document management
fact("records_dms", "corvane technical records", "document_management", "SharePoint folders", "2023-09-12",
     "2024-09-25", ["s01#3", "s09#1", "s13#1", "s21#1"], FIRST.format(d="2023-09-12"))
fact("records_dms", "corvane technical records", "document_management", "M-Files", "2024-09-25", None,
     ["s13#1", "s13#2", "s21#1", "s21#5", "s32#5", "s33#1"],
     "reasons from the March 2024 audit (s09), chosen 2024-06-27 over Laserfiche; migration finished "
     "'two weeks ago today' said Wed 2024-10-09")
# rostering: Brenmouth vs Tarnfield
fact("roster_brenmouth", "corvane brenmouth rosters", "rostering_tool", "roster spreadsheet (Excel)",
     "2023-09-27", "2024-02-05", ["s02#6", "s08#1", "s08#3"], FIRST.format(d="2023-09-27"))
fact("roster_brenmouth", "corvane brenmouth rosters", "rostering_tool", "Deputy", "2024-02-05", None,
     ["s08#1", "s08#2", "s29#8", "s33#2"], "'moved into Deputy on Monday' said Wed 2024-02-07")
fact("roster_tarnfield", "corvane tarnfield rosters", "rostering_tool", "Excel spreadsheet (Callum's)",
     "2024-02-07", "2025-03-03", ["s08#4", "s08#5", "s12#6", "s26#6", "s29#2"],
     FIRST.format(d="2024-02-07") + "; s29 wrongly assumes Tarnfield moved in January, Callum corrects it")
fact("roster_tarnfield", "corvane tarnfield rosters", "rostering_tool", "Deputy", "2025-03-03", None,
     ["s26#6", "s29#2", "s30#1", "s33#2"],
     "planned for 'Monday 3 March' (s29), confirmed 'this Monday just gone' said Wed 2025-03-05")
fact("roster_notice_rule", "corvane rosters", "publication_notice", "published two weeks ahead",
     "2023-09-27", "2024-07-01", ["s02#6", "s08#7", "s12#6"], FIRST.format(d="2023-09-27"))
fact("roster_notice_rule", "corvane rosters", "publication_notice", "published four weeks ahead",
     "2024-07-01", None, ["s12#6", "s29#6"], "'from the 1st of next month' said 2024-06-05; both sites")
# staff messaging
fact("staff_messaging", "corvane", "staff_messaging", "WhatsApp groups", "2023-09-27", "2023-11-06",
     ["s02#7", "s02#9", "s04#1", "s05#4"], FIRST.format(d="2023-09-27"))
fact("staff_messaging", "corvane", "staff_messaging", "Microsoft Teams", "2023-11-06", None,
     ["s04#1", "s04#6", "s05#4", "s33#1"],
     "reason in s02 (CAA inspector, approval only on a personal phone), decided 2023-10-25 'from Monday "
     "6 November'; 'since Monday before last' said Wed 2023-11-15; Slack rejected")
# phones
fact("phone_system", "corvane", "phone_system", "Mitel (on-premises)", "2023-10-11", "2024-08-22",
     ["s03#5", "s12#3", "s14#4", "s17#3"], FIRST.format(d="2023-10-11"))
fact("phone_system", "corvane", "phone_system", "RingCentral", "2024-08-22", None,
     ["s14#4", "s17#3", "s33#2"],
     "signed 2024-07-10, numbers ported 'Thursday 22 August'; in passing 'since they ported the numbers on "
     "the 22nd' (2024-09-04)")
fact("phone_system_plan", "corvane", "planned_phone_system",
     "Microsoft Teams Phone (announced for September 2024, cancelled before rollout)", "2024-06-05",
     "2024-07-10", ["s12#3", "s14#2", "s14#3", "s33#2"],
     "announced 2024-06-05, cancelled 2024-07-10 after the hangar survey; phone_system never became Teams Phone")
# accounting
fact("accounting", "corvane finance", "accounting_system", "Sage 50", "2024-01-17", "2024-04-01",
     ["s07#1", "s14#7", "s14#8"], FIRST.format(d="2024-01-17") +
     "; one read-only licence kept until the accounts were filed in October 2024")
fact("accounting", "corvane finance", "accounting_system", "Xero", "2024-04-01", None,
     ["s07#1", "s10#3", "s14#8", "s33#1"],
     "signed 2024-01-16, live from '1 April' (start of the financial year); s14 wrongly says 'since January', "
     "corrected in the next turn")
# IT ownership and ticketing
fact("owner_it", "corvane it", "owner", "Castlegate IT (managed service provider)", "2023-10-11",
     "2024-10-01", ["s03#1", "s03#5", "s14#10", "s20#1"], FIRST.format(d="2023-10-11") +
     "; contract ended 2024-09-30")
fact("owner_it", "corvane it", "owner", "Joel Adeyemi", "2024-10-01", None,
     ["s14#10", "s20#1", "s32#7"], "announced 2024-07-10 'starts on 1 October'; 'started yesterday' said 2024-10-02")
fact("it_ticketing", "corvane it support", "ticketing", "it@ mailbox handled by Castlegate IT", "2023-10-11",
     "2024-10-14", ["s03#5", "s20#3"], FIRST.format(d="2023-10-11"))
fact("it_ticketing", "corvane it support", "ticketing", "Freshservice", "2024-10-14", None,
     ["s20#3", "s22#8", "s31#6", "s33#1"],
     "'From the 14th' said 2024-10-02; later only implicit (#INC-214, #INC-388); Jira Service Management rejected")
fact("msp_ticketing", "castlegate it", "ticketing", "ConnectWise", "2024-07-10", None, ["s14#9", "s20#2"],
     "the managed service provider's own ticket system, where Corvane's emails were logged; never Corvane's tool")
# MFA
fact("mfa", "corvane staff accounts", "mfa", "Duo", "2023-10-11", "2025-01-15",
     ["s03#5", "s20#8", "s23#1", "s23#5"], FIRST.format(d="2023-10-11"))
fact("mfa", "corvane staff accounts", "mfa", "Microsoft Authenticator", "2025-01-15", None,
     ["s23#5", "s27#5", "s27#6", "s33#4"],
     "implicit: first seen in use 2025-01-15 (number-matching prompts); the switch itself is never announced, "
     "only planned 'when Duo renews in January' (s23) and summarised later (s33)")
# offsite backups
fact("offsite_backup", "corvane server backups", "offsite_copy",
     "USB drive taken home weekly by the finance manager", "2023-10-11", "2024-12-07",
     ["s03#5", "s03#6", "s20#4", "s23#1"], FIRST.format(d="2023-10-11"))
fact("offsite_backup", "corvane server backups", "offsite_copy", "Wasabi (immutable copy via Veeam)",
     "2024-12-07", None, ["s23#3", "s26#1", "s33#4"],
     "'running since a week last Saturday' said Wed 2024-12-18 (last Saturday 12-14, a week before: 12-07)")
# e-learning
fact("elearning", "corvane training department", "elearning_platform", "Moodle (hosted by Castlegate IT)",
     "2023-10-25", "2024-09-02", ["s04#7", "s15#1", "s17#1"], FIRST.format(d="2023-10-25") +
     "; read-only afterwards")
fact("elearning", "corvane training department", "elearning_platform", "TalentLMS", "2024-09-02", None,
     ["s15#1", "s17#1", "s33#1"],
     "decided before 2024-07-31 for 'the first Monday in September'; 'opened on Monday' said Wed 2024-09-04; "
     "Docebo rejected")
# ownership
fact("owner_quality", "corvane quality system", "owner", "Maggie Thorne", "2023-09-12", "2024-12-02",
     ["s01#9", "s09#7", "s24#5"], FIRST.format(d="2023-09-12") + "; retired at the end of November 2024")
fact("owner_quality", "corvane quality system", "owner", "Dev Rao", "2024-12-02", None,
     ["s24#5", "s25#1", "s28#1", "s32#1"],
     "'a week on Monday' said Wed 2024-11-20 (next Monday 11-25, a week on: 12-02); 'since the 2nd of December'")
fact("owner_mro_system", "maintenance tracking system", "owner", "Graham Pike", "2023-09-12", "2024-07-01",
     ["s01#1", "s06#5", "s11#5", "s12#2"], FIRST.format(d="2023-09-12") +
     "; OASES administrator since 2014, then ENVISION contact during hypercare")
fact("owner_mro_system", "maintenance tracking system", "owner", "Aoife Brennan", "2024-07-01", None,
     ["s11#5", "s12#2", "s16#5", "s34#1"], "announced 2024-05-22 and 2024-06-05 for 1 July, end of hypercare")
fact("owner_tarnfield_stores", "tarnfield stores", "owner", "Lewis Hart", "2023-09-27", "2024-04-15",
     ["s02#1", "s02#2", "s10#1"], FIRST.format(d="2023-09-27") + "; left on Friday 2024-04-12")
fact("owner_tarnfield_stores", "tarnfield stores", "owner", "Kasia Nowak", "2024-04-15", None,
     ["s10#1", "s10#2", "s30#7", "s31#1"], "'As of this morning' said Mon 2024-04-15")
# rules and cadences
fact("independent_inspection_rule", "corvane maintenance", "independent_inspection_rule",
     "required for flight controls and engine controls", "2023-09-12", "2025-01-06",
     ["s01#5", "s05#7", "s24#4"], FIRST.format(d="2023-09-12"))
fact("independent_inspection_rule", "corvane maintenance", "independent_inspection_rule",
     "required for flight controls, engine controls, landing gear and wheel/brake hydraulic connections",
     "2025-01-06", None, ["s24#4", "s25#1", "s25#2", "s27#4", "s33#5"],
     "reason in s24 (OR-24-061); Quality Notice QN-25/01 effective 'Monday 6 January 2025'")
fact("internal_audit_cadence", "corvane internal audit programme", "audit_cycle",
     "every area once in a 24-month cycle", "2024-03-06", "2025-04-01", ["s09#1", "s28#1"],
     FIRST.format(d="2024-03-06"))
fact("internal_audit_cadence", "corvane internal audit programme", "audit_cycle",
     "every area once every 12 months", "2025-04-01", None, ["s28#1", "s32#1", "s33#5"],
     "after a CAA Level 2 finding (s28) 'from the new audit year, starting 1 April 2025'; 'started on the 1st' "
     "said 2025-04-16")
fact("workpack_review_rule", "corvane technical records", "workpack_review",
     "100% review of completed work packs", "2023-09-12", "2024-08-05", ["s01#5", "s09#1", "s16#1"],
     FIRST.format(d="2023-09-12"))
fact("workpack_review_rule", "corvane technical records", "workpack_review", "20% sample review (trial)",
     "2024-08-05", "2024-09-17", ["s16#1", "s16#3", "s16#4", "s18#1", "s18#4"],
     "'This week, Monday onwards' said Wed 2024-08-07; reason: post-go-live backlog; ended early")
fact("workpack_review_rule", "corvane technical records", "workpack_review",
     "100% review of completed work packs", "2024-09-17", None, ["s18#4", "s21#7", "s21#8"],
     "'With effect from today' (2024-09-17) after a missed independent-inspection stamp on ship 405")
fact("line_shift_pattern", "corvane brenmouth line maintenance", "shift_pattern",
     "three 8-hour shifts (early/late/night)", "2023-09-27", "2024-10-07", ["s02#6", "s08#5", "s19#7"],
     FIRST.format(d="2023-09-27"))
fact("line_shift_pattern", "corvane brenmouth line maintenance", "shift_pattern",
     "12-hour shifts, 4 on 4 off (trial)", "2024-10-07", "2025-01-13", ["s19#7", "s22#2", "s22#3", "s27#1"],
     "announced 'from 7 October' (s19); 'since the 7th' said 2024-10-16")
fact("line_shift_pattern", "corvane brenmouth line maintenance", "shift_pattern",
     "three 8-hour shifts (early/late/night)", "2025-01-13", None, ["s27#1", "s27#2", "s27#3"],
     "'as of Monday' said Wed 2025-01-15; reasons: fatigue reports, staff preference")
# other organisations' systems and single-state facts
fact("skeldra_maintenance_system", "skeldra air (customer airline)", "maintenance_tracking_system", "AMOS",
     "2023-09-12", None, ["s01#1", "s06#7", "s18#7", "s33#6"],
     "the customer's CAMO system, never Corvane's (AMOS was also dropped from Corvane's shortlist on price)")
fact("skeldra_techlog", "skeldra air (customer airline)", "tech_log", "paper tech log", "2023-09-27",
     "2024-10-01", ["s02#5", "s19#5"], FIRST.format(d="2023-09-27") + "; the customer's aircraft record")
fact("skeldra_techlog", "skeldra air (customer airline)", "tech_log", "Ultramain electronic tech log",
     "2024-10-01", None, ["s19#5", "s22#1", "s31#5"],
     "'from 1 October' said 2024-09-18; Skeldra's own system on their iPads, not Corvane's")
fact("airport_occurrence_reporting", "brenmouth airport (airport operator)", "occurrence_reporting",
     "Coruson", "2024-10-16", None, ["s22#5"], "the airport operator's portal, not Corvane's quality system")
fact("quality_system", "corvane quality system", "findings_and_occurrences_tool", "Q-Pulse", "2024-03-06",
     None, ["s09#5", "s18#7", "s22#5", "s28#9", "s32#1"], FIRST.format(d="2024-03-06"))
fact("parts_locator", "corvane stores", "parts_locator", "ILS (Inventory Locator Service)", "2023-09-27", None,
     ["s02#4", "s10#4", "s30#7", "s31#1"], "PartsBase trialled in March 2024 and not taken up")


# =============================================================================================
# Questions: questions.jsonl

QUESTIONS: list[dict] = []
NEG = ["never", "did not", "didn't", "not adopted", "rejected", "no"]


def q(kind, timeline, question, answer, accept, evidence, as_of=None, ordered=None):
    row = {"id": f"q{len(QUESTIONS) + 1:02d}", "type": kind, "timeline": timeline, "question": question}
    if as_of:
        row["as_of"] = as_of
    row["answer"] = answer
    row["accept"] = accept
    if ordered:
        row["accept_all"] = True
        row["ordered_accept"] = ordered
    row["evidence"] = [f"{PREFIX}/{e}" for e in evidence]
    QUESTIONS.append(row)


def when_accept(iso: str) -> list[str]:
    import datetime as _dt
    d = _dt.date.fromisoformat(iso)
    month, mon = d.strftime("%B").lower(), d.strftime("%b").lower()
    suffix = "th" if 11 <= d.day <= 13 else {1: "st", 2: "nd", 3: "rd"}.get(d.day % 10, "th")
    forms = [iso, f"{month} {d.day}", f"{mon} {d.day}", f"{d.day} {month}", f"{d.day} {mon}",
             f"{d.day}{suffix} of {month}"]
    if month == "september":
        forms.insert(3, f"sept {d.day}")
    out = []
    for f in forms:
        if f not in out:
            out.append(f)
    return out


# --- before (10)
q("before", "maintenance_system", "Which maintenance tracking system did Corvane run before ENVISION?",
  "OASES, on a single Windows Server 2012 R2 machine at Brenmouth, until the ENVISION go-live on 2024-06-03; "
  "it has been read-only since.", ["oases"], ["s01#1", "s03#1", "s12#1"])
q("before", "staff_messaging", "Before Teams, where did the line and stores staff chat about work?",
  "In WhatsApp groups on their own phones (e.g. the 'Line BRM' group), until 2023-11-06.", ["whatsapp"],
  ["s02#7", "s04#1", "s05#4"])
q("before", "records_dms", "Where were scanned technical records kept before M-Files?",
  "In SharePoint folders (the Technical Records SharePoint site, folders by customer, aircraft and year), "
  "until the migration finished on 2024-09-25.", ["sharepoint"], ["s01#3", "s09#1", "s13#1", "s21#1"])
q("before", "phone_system", "What phone system did the company have before RingCentral?",
  "An old on-premises Mitel system, switched off when the numbers were ported on 2024-08-22.", ["mitel"],
  ["s03#5", "s12#3", "s14#4", "s17#3"])
q("before", "accounting", "What did finance keep the books in before Xero?",
  "Sage 50, up to the 2023/24 year end; Xero took over on 2024-04-01.", ["sage"], ["s07#1", "s10#3", "s14#8"])
q("before", "elearning", "Which e-learning platform hosted continuation training before TalentLMS?",
  "A Moodle hosted by Castlegate IT, replaced on 2024-09-02 and kept read-only for old certificates.",
  ["moodle"], ["s04#7", "s15#1", "s17#1"])
q("before", "tablet_mdm", "What managed the line engineers' tablets before Intune?",
  "VMware Workspace ONE, until its subscription ended in mid-November 2024.",
  ["workspace one", "workspace 1"], ["s05#3", "s19#3", "s20#4", "s23#7"])
q("before", "it_ticketing", "Before Freshservice, how did staff raise IT problems?",
  "By emailing the it@ mailbox, which went to the managed service provider Castlegate IT (who logged the "
  "tickets in their own ConnectWise), until 2024-10-14.", ["it@", "mailbox", "castlegate"],
  ["s03#5", "s20#2", "s20#3"])
q("before", "roster_tarnfield", "What did Tarnfield use for its rosters before Deputy?",
  "Callum's Excel spreadsheet (with paper timesheets), until 2025-03-03.", ["excel", "spreadsheet"],
  ["s08#4", "s08#5", "s29#2", "s30#1"])
q("before", "offsite_backup", "Before the cloud copies, how did Corvane get a backup off site?",
  "The finance manager, Helen, took a USB drive with the Veeam backups home every Friday, until the "
  "immutable Wasabi copy started on 2024-12-07.", ["usb"], ["s03#5", "s23#1", "s26#1"])
# --- after (10)
q("after", "maintenance_system", "What replaced OASES?",
  "Rusada ENVISION, chosen in December 2023 and live since 2024-06-03.", ["envision"], ["s06#1", "s12#1"])
q("after", "staff_messaging", "What did work chat move to after the WhatsApp groups?",
  "Microsoft Teams, with a channel per team, from 2023-11-06.", ["teams"], ["s04#1", "s05#4"])
q("after", "accounting", "After Sage 50, which accounting package did Corvane move to?",
  "Xero, live from 2024-04-01, the start of the financial year (signed in January 2024).", ["xero"],
  ["s07#1", "s10#3", "s14#8"])
q("after", "workpack_review_rule",
  "What replaced the full review of every completed work pack in August 2024?",
  "A trial in which only a random 20% sample of work packs got the full review (the rest only a completeness "
  "check), from 2024-08-05; it was stopped on 2024-09-17 and full review came back.",
  ["20%", "sample", "sampling"], ["s16#1", "s16#3", "s18#4"])
q("after", "line_shift_pattern",
  "What shift pattern did the Brenmouth line team try after early/late/night?",
  "12-hour shifts, four on and four off, as a trial from 2024-10-07; it ended on 2025-01-13.",
  ["12-hour", "12 hour", "4 on 4 off", "4-on-4-off", "four on four off"], ["s19#7", "s22#2", "s27#1"])
q("after", "tablet_mdm", "What did the tablets' device management move to after Workspace ONE?",
  "Microsoft Intune (as shared devices), in November 2024.", ["intune"], ["s20#5", "s23#7", "s25#5"])
q("after", "it_ticketing", "What helpdesk tool replaced the it@ mailbox arrangement?",
  "Freshservice, Corvane's own helpdesk, from 2024-10-14 (emails to it@ still land there).",
  ["freshservice"], ["s20#3", "s22#8"])
q("after", "skeldra_techlog", "What did Skeldra Air's paper tech log get replaced by?",
  "An Ultramain electronic tech log on Skeldra's own iPads, from 2024-10-01. It is Skeldra's system; "
  "Corvane engineers only sign in it.", ["ultramain", "electronic tech log", "elb"], ["s19#5", "s22#1"])
q("after", "offsite_backup", "What replaced the weekly USB drive as the offsite backup?",
  "A daily Veeam copy job to immutable (object-locked) storage in Wasabi, from 2024-12-07.", ["wasabi"],
  ["s23#3", "s26#1"])
q("after", "independent_inspection_rule",
  "Besides flight and engine controls, what did the independent inspection rule cover after the change?",
  "Landing gear (retraction/extension, locks) and wheel and brake hydraulic connections, from 2025-01-06 "
  "(Quality Notice QN-25/01).", ["landing gear", "brake"], ["s25#1", "s25#2"])
# --- current (12)
q("current", "maintenance_system", "Which maintenance tracking system is Corvane on now?",
  "Rusada ENVISION, since 2024-06-03; OASES is read-only.", ["envision"], ["s12#1", "s34#1"])
q("current", "roster_tarnfield", "What do Tarnfield's rosters run on now?",
  "Deputy, since 2025-03-03, like Brenmouth.", ["deputy"], ["s29#2", "s30#1", "s33#2"])
q("current", "task_cards_tarnfield", "Does the Tarnfield hangar work from tablets or paper task cards these days?",
  "Paper task cards printed from ENVISION; tablets are only being considered for a pilot after the summer of 2025.",
  ["paper"], ["s30#5", "s33#3", "s34#5"])
q("current", "phone_system", "Which phone system does Corvane use today?",
  "RingCentral, since the numbers were ported on 2024-08-22 (not Teams Phone, which was cancelled).",
  ["ringcentral", "ring central"], ["s14#4", "s17#3", "s33#2"])
q("current", "workpack_review_rule", "How much of each completed work pack does tech records review now?",
  "All of it: a full 100% review of every work pack before filing, since 2024-09-17, when the sampling trial ended.",
  ["100%", "full review", "every work pack", "all of it"], ["s18#4", "s21#7"])
q("current", "line_shift_pattern", "What shifts does the Brenmouth line work at the moment?",
  "Three 8-hour shifts (early, late, night), again since 2025-01-13 after the 12-hour trial.",
  ["8-hour", "8 hour", "eight-hour", "eight hours", "early/late/night", "early, late"], ["s27#1", "s27#3"])
q("current", "mfa", "Which app do staff use for MFA now?",
  "Microsoft Authenticator (number matching), for everyone; Duo went when its licence ran out in January 2025.",
  ["authenticator"], ["s27#5", "s33#4"])
q("current", "internal_audit_cadence", "How often is each area internally audited now?",
  "Every area once every 12 months, since the audit year that started on 2025-04-01.",
  ["12 months", "12-month", "annual", "once a year", "every year", "twelve months"], ["s28#1", "s32#1", "s33#5"])
q("current", "independent_inspection_rule", "Which jobs need an independent inspection today?",
  "Any disturbance of flight controls, engine controls, landing gear (retraction/extension, locks) and wheel and "
  "brake hydraulic connections, since 2025-01-06.", ["landing gear", "brake"], ["s25#1", "s33#5"])
q("current", "records_dms", "Where are technical records kept now?",
  "In M-Files (vendor cloud), filed by metadata, since 2024-09-25.", ["m-files", "mfiles", "m files"],
  ["s21#1", "s32#5", "s33#1"])
q("current", "elearning", "What do people use for their continuation training modules now?",
  "TalentLMS, since 2024-09-02.", ["talentlms", "talent lms"], ["s17#1", "s33#1"])
q("current", "roster_notice_rule", "How far ahead are rosters published these days?",
  "Four weeks ahead, at both sites, since 2024-07-01 (it was two weeks).", ["four weeks", "4 weeks"],
  ["s12#6", "s29#6"])
# --- as_of (12)
q("as_of", "maintenance_system", "As of 1 May 2024, which maintenance tracking system was in use?",
  "OASES. ENVISION had been chosen in December 2023 but only went live on 2024-06-03.", ["oases"],
  ["s06#1", "s11#1", "s12#1"], as_of="2024-05-01")
q("as_of", "roster_tarnfield", "What were Tarnfield's rosters kept in at the end of January 2025 (2025-01-31)?",
  "Still Callum's Excel spreadsheet; Deputy only came on 2025-03-03 (HR wrongly assumed January).",
  ["excel", "spreadsheet"], ["s26#6", "s29#1", "s29#2"], as_of="2025-01-31")
q("as_of", "workpack_review_rule", "How were completed work packs reviewed on 26 August 2024?",
  "Under the sampling trial: a random 20% sample got the full review, the rest only a completeness check "
  "(2024-08-05 to 2024-09-17).", ["20%", "sample", "sampling"], ["s16#1", "s18#4"], as_of="2024-08-26")
q("as_of", "line_shift_pattern", "What shift pattern was the Brenmouth line on in mid-November 2024 (2024-11-15)?",
  "The 12-hour, 4-on-4-off trial, which ran from 2024-10-07 to 2025-01-13.",
  ["12-hour", "12 hour", "4 on 4 off", "4-on-4-off", "four on four off"], ["s19#7", "s22#2", "s27#1"],
  as_of="2024-11-15")
q("as_of", "phone_system", "On 1 July 2024, which phone system was Corvane using?",
  "The Mitel. Teams Phone had been announced for September but was about to be cancelled, and RingCentral "
  "only took over on 2024-08-22.", ["mitel"], ["s12#3", "s14#3", "s14#4"], as_of="2024-07-01")
q("as_of", "owner_quality", "Who was Quality Manager on 25 November 2024?",
  "Maggie Thorne; Dev Rao took over on 2024-12-02.", ["maggie", "thorne"], ["s24#5", "s25#1"],
  as_of="2024-11-25")
q("as_of", "tablet_mdm", "As of 2024-10-15, what managed the line tablets?",
  "VMware Workspace ONE; the move to Intune came in November 2024.", ["workspace one", "workspace 1"],
  ["s19#3", "s20#4", "s23#7"], as_of="2024-10-15")
q("as_of", "accounting", "Which accounting system was finance using on 15 February 2024?",
  "Sage 50. Xero had been signed in January 2024 but only went live on 2024-04-01.", ["sage"],
  ["s07#1", "s14#8"], as_of="2024-02-15")
q("as_of", "independent_inspection_rule", "What did the independent inspection rule cover on 20 December 2024?",
  "Only flight controls and engine controls; landing gear and brakes were added on 2025-01-06.",
  ["flight controls and engine controls", "flight and engine controls only"], ["s24#4", "s25#1"],
  as_of="2024-12-20")
q("as_of", "owner_it", "Who looked after Corvane's IT on 1 September 2024?",
  "Castlegate IT, the managed service provider, whose contract ran to 2024-09-30; Joel Adeyemi took over on "
  "2024-10-01.", ["castlegate"], ["s03#1", "s14#10", "s20#1"], as_of="2024-09-01")
q("as_of", "records_dms", "Where were the technical records on 10 September 2024?",
  "Still in SharePoint; the migration to M-Files finished on 2024-09-25.", ["sharepoint"],
  ["s13#1", "s21#1"], as_of="2024-09-10")
q("as_of", "staff_messaging", "What did the line team chat in at the end of October 2023 (2023-10-31)?",
  "WhatsApp groups; Teams took over on 2023-11-06.", ["whatsapp"], ["s04#1", "s05#4"], as_of="2023-10-31")
# --- when (9)
q("when", "maintenance_system", "When did ENVISION go live?",
  "On Monday 2024-06-03, after the cutover weekend of 1-2 June.", when_accept("2024-06-03"), ["s11#1", "s12#1"])
q("when", "records_dms", "When were the technical records moved into M-Files?",
  "The migration finished on Wednesday 2024-09-25.", when_accept("2024-09-25"), ["s21#1"])
q("when", "phone_system", "When did RingCentral take over from the Mitel?",
  "On Thursday 2024-08-22, when the numbers were ported.", when_accept("2024-08-22"), ["s14#4", "s17#3"])
q("when", "roster_brenmouth", "When did the Brenmouth rosters go into Deputy?",
  "On Monday 2024-02-05.", when_accept("2024-02-05"), ["s08#1"])
q("when", "staff_messaging", "When did work chat move onto Teams?",
  "On Monday 2023-11-06.", when_accept("2023-11-06"), ["s04#1", "s05#4"])
q("when", "owner_quality", "When did Dev Rao become Quality Manager?",
  "On Monday 2024-12-02, after Maggie Thorne retired.", when_accept("2024-12-02"), ["s24#5", "s25#1"])
q("when", "workpack_review_rule", "When did tech records go back to reviewing every work pack in full?",
  "On 2024-09-17, the day the missed stamp on ship 405 was discussed.", when_accept("2024-09-17"), ["s18#4"])
q("when", "line_shift_pattern", "When did the Brenmouth line return to eight-hour shifts?",
  "On Monday 2025-01-13.", when_accept("2025-01-13"), ["s27#1"])
q("when", "offsite_backup", "When did the offsite backup copies start going to Wasabi?",
  "On Saturday 2024-12-07 ('a week last Saturday', said on 2024-12-18).", when_accept("2024-12-07"), ["s26#1"])
# --- why (9)
q("why", "maintenance_system", "Why did Corvane replace OASES?",
  "Its server ran Windows Server 2012 R2, out of support from October 2023; Tarnfield could only reach it over a "
  "slow VPN and remote desktop; and it could not put task cards on the line tablets. ENVISION was chosen as "
  "vendor-hosted (browser access from both sites), with a mobile e-task card app and affordable per-user pricing.",
  ["2012", "out of support", "vpn", "remote desktop", "tablet", "e-task"], ["s03#1", "s06#1", "s06#2"])
q("why", "staff_messaging", "Why did work chat leave WhatsApp?",
  "At a CAA visit the inspector asked for a customer's approval to rob a part, and it existed only in a WhatsApp "
  "group on a personal phone; it became a Level 2 finding (records not retained). Teams was already paid for in "
  "Microsoft 365 and keeps a record the company controls.",
  ["caa", "finding", "personal phone", "record", "retention", "approval"], ["s02#7", "s04#1", "s04#4"])
q("why", "records_dms", "Why did technical records move to M-Files?",
  "A March 2024 internal audit took 41 minutes to find one work pack in SharePoint, found duplicates and no "
  "protection against deletion. M-Files files by metadata, keeps versions and an audit trail, and runs in the "
  "vendor's cloud (Laserfiche would have meant an on-premises server).",
  ["41 minutes", "retriev", "version", "metadata", "audit trail", "delet"], ["s09#1", "s13#1"])
q("why", "phone_system_plan", "Why was the move to Teams Phone called off?",
  "A survey found big Wi-Fi dead zones in both hangars, so the line would need expensive Teams-certified DECT "
  "kit with a base station per hangar, and putting 60 numbers into Teams needed Calling Plan or Operator "
  "Connect, roughly doubling the monthly cost per user.",
  ["wi-fi", "wifi", "dead zone", "dect", "calling plan", "operator connect", "cost"], ["s14#2", "s14#3"])
q("why", "workpack_review_rule", "Why was the work pack sampling trial stopped?",
  "Skeldra's CAMO found a missing independent-inspection stamp on ship 405's elevator trim cable card in a pack "
  "that had not been sampled; the full review exists to catch exactly that, so 100% review came back.",
  ["independent inspection", "stamp", "405", "elevator", "missed", "missing"], ["s18#1", "s18#3", "s18#4"])
q("why", "line_shift_pattern", "Why did the line go back to 8-hour shifts after the 12-hour trial?",
  "Fatigue reports on the third and fourth night shifts more than doubled compared with the year before, and "
  "60% of staff preferred the old pattern; fewer handovers did not outweigh that.",
  ["fatigue", "60%", "preferred"], ["s22#3", "s27#2"])
q("why", "independent_inspection_rule", "Why was independent inspection extended to landing gear and brakes?",
  "Two loose brake hydraulic connections were found in 2024: a finger-tight brake line B-nut on Aurel AR-02 at "
  "Tarnfield (OR-24-061) and one at Brenmouth in May.",
  ["b-nut", "brake line", "loose", "finger tight", "or-24-061"], ["s24#1", "s24#4", "s25#1"])
q("why", "internal_audit_cadence", "Why did the internal audit programme change from 24 months to 12?",
  "The CAA raised a Level 2 finding: the guidance expects every aspect of Part-145 compliance to be checked "
  "every 12 months, and the 24-month cycle did not do that.", ["caa", "finding", "level 2", "guidance"],
  ["s28#1", "s28#2"])
q("why", "offsite_backup", "Why did the offsite backups change?",
  "The cyber insurance renewal required immutable offsite backups by 1 January 2025; a weekly USB drive was a "
  "single, up-to-a-week-old copy exposed to ransomware. Wasabi was the cheapest option with object lock.",
  ["insurance", "immutable", "ransomware"], ["s03#6", "s23#1", "s23#2", "s23#3"])
# --- history (6)
q("history", "workpack_review_rule", "How has the review of completed work packs changed over time?",
  "First a full (100%) review of every pack; from 2024-08-05 a trial where only a random 20% sample got the "
  "full review; from 2024-09-17 back to a 100% review.", ["100%", "20%"],
  ["s01#5", "s16#1", "s18#4"], ordered=[["100%", "full review"], ["20%", "sample"], ["100%", "full review"]])
q("history", "line_shift_pattern", "What shift patterns has the Brenmouth line worked, in order?",
  "Three 8-hour shifts (early/late/night) until 2024-10-06; a 12-hour, 4-on-4-off trial from 2024-10-07; "
  "three 8-hour shifts again from 2025-01-13.", ["8-hour", "12-hour"], ["s02#6", "s19#7", "s22#2", "s27#1"],
  ordered=[["8-hour", "8 hour", "early/late/night"], ["12-hour", "12 hour", "4 on 4 off", "4-on-4-off"],
           ["8-hour", "8 hour", "early/late/night"]])
q("history", "phone_system", "Which phone systems has Corvane had, in order?",
  "The on-premises Mitel until 2024-08-22, then RingCentral. Teams Phone was announced in June 2024 but "
  "cancelled in July before anything moved.", ["mitel", "ringcentral"], ["s03#5", "s14#4", "s17#3"],
  ordered=[["mitel"], ["ringcentral", "ring central"]])
q("history", "owner_quality", "Who has been Corvane's Quality Manager over time?",
  "Maggie Thorne until she retired at the end of November 2024, then Dev Rao from 2024-12-02.",
  ["maggie", "dev"], ["s01#9", "s24#5", "s25#1"], ordered=[["maggie", "thorne"], ["dev rao", "dev"]])
q("history", "tablet_mdm", "How have the line tablets been managed over time?",
  "With VMware Workspace ONE until mid-November 2024, then with Microsoft Intune as shared devices.",
  ["workspace one", "intune"], ["s05#3", "s23#7", "s25#5"], ordered=[["workspace one"], ["intune"]])
q("history", "it_ticketing", "How have IT support requests been handled over time?",
  "Emails to the it@ mailbox, picked up by Castlegate IT, until 2024-10-13; then Corvane's own Freshservice "
  "helpdesk from 2024-10-14.", ["it@", "freshservice"], ["s03#5", "s20#3", "s22#8"],
  ordered=[["it@", "mailbox"], ["freshservice"]])
# --- negative (7)
q("negative", "staff_messaging", "Did Corvane ever use Slack for work chat?",
  "No. Slack was raised in October 2023 and rejected as another bill and login; work chat went from WhatsApp "
  "groups to Microsoft Teams.", NEG, ["s04#5", "s04#6"])
q("negative", "maintenance_system", "Is Corvane's maintenance tracking done in AMOS?",
  "No. AMOS is what Skeldra Air's CAMO uses; it was dropped from Corvane's own shortlist on price in October "
  "2023. Corvane went from OASES to Rusada ENVISION.", NEG + ["skeldra"], ["s04#9", "s06#7", "s33#6"])
q("negative", "phone_system", "Did the phones ever move to Teams Phone?",
  "No. Teams Phone was announced in June 2024 and cancelled in July before any rollout; the phones went from "
  "the Mitel to RingCentral.", ["never", "did not", "didn't", "cancelled", "canceled", "no"],
  ["s12#3", "s14#3", "s14#4", "s33#2"])
q("negative", "records_dms", "Were technical records ever stored in Laserfiche?",
  "No. Laserfiche was compared with M-Files in June 2024 and rejected (the reseller offered an on-premises "
  "server); records went from SharePoint to M-Files.", NEG, ["s09#3", "s13#1", "s13#2"])
q("negative", "it_ticketing", "Do we log our IT tickets in ConnectWise?",
  "No. ConnectWise was Castlegate IT's own system, where they logged Corvane's emails until their contract ended; "
  "Corvane's own helpdesk is Freshservice, since 2024-10-14.", ["no", "freshservice", "castlegate"],
  ["s14#9", "s20#2", "s20#3"])
q("negative", "quality_system", "Do we file our occurrence reports in Coruson?",
  "No. Coruson is Brenmouth Airport's portal, used only when the airport wants a ramp incident reported to it; "
  "Corvane's own occurrence reports go into Q-Pulse.", ["no", "q-pulse", "qpulse"], ["s22#5", "s24#2"])
q("negative", "task_cards_tarnfield", "Has the Tarnfield hangar gone over to e-task cards on tablets?",
  "No, not yet. Tarnfield still works from paper cards printed from ENVISION; only the Brenmouth line uses "
  "tablets. A pilot is planned after the summer of 2025, once the Wi-Fi is fixed.", ["no", "not yet", "paper"],
  ["s30#5", "s33#3", "s34#5"])
# --- ownership (5)
q("ownership", "owner_it", "Who runs IT at Corvane now?",
  "Joel Adeyemi, the in-house IT manager, since 2024-10-01 (before him, Castlegate IT).", ["joel", "adeyemi"],
  ["s20#1", "s32#7"])
q("ownership", "owner_quality", "Who is Corvane's Quality Manager now?",
  "Dev Rao, since 2024-12-02.", ["dev rao", "dev"], ["s24#5", "s25#1", "s28#1"])
q("ownership", "owner_mro_system", "Who is the system owner of ENVISION?",
  "Aoife Brennan, the systems & data lead, since 2024-07-01; she took it over from Graham Pike.",
  ["aoife", "brennan"], ["s12#2", "s16#5", "s34#1"])
q("ownership", "owner_tarnfield_stores", "Who runs the stores at Tarnfield?",
  "Kasia Nowak, supervisor since 2024-04-15, after Lewis Hart left.", ["kasia", "nowak"], ["s10#1", "s31#1"])
q("ownership", "owner_mro_system", "Who looked after the maintenance system before Aoife?",
  "Graham Pike, the technical records supervisor, OASES administrator since 2014 and ENVISION's contact until "
  "2024-07-01.", ["graham", "pike"], ["s01#1", "s11#5", "s12#2"])


def build() -> dict:
    sessions = []
    for index, (day, title, kind, turns) in enumerate(SESSIONS, start=1):
        sid = f"{PREFIX}/s{index:02d}"
        out_turns = []
        for n, (who, hhmm, text) in enumerate(turns, start=1):
            if kind == "assistant":
                speaker = {"U": "user", "A": "assistant"}[who]
                role = speaker
            else:
                speaker, role = who, "user"
            out_turns.append({"id": f"{sid}#{n}", "speaker": speaker, "role": role,
                              "text": text, "at": f"{day}T{hhmm}:00"})
        first = out_turns[0]["at"]
        hh, mm = int(first[11:13]), int(first[14:16])
        total = hh * 60 + mm - 1
        started = f"{day}T{total // 60:02d}:{total % 60:02d}:00"
        sessions.append({"id": sid, "title": title, "started_at": started, "turns": out_turns})
    return {"format": "graphmem-chat/1", "sessions": sessions}


def main() -> None:
    out = Path(__file__).resolve().parent / "corpus.chat.json"
    corpus = build()
    out.write_text(json.dumps(corpus, ensure_ascii=False, indent=1) + "\n", encoding="utf-8")
    turns = sum(len(s["turns"]) for s in corpus["sessions"])
    print(f"wrote {out.name}: {len(corpus['sessions'])} sessions, {turns} turns")
    folder = out.parent
    with open(folder / "facts.jsonl", "w", encoding="utf-8") as fh:
        for row in FACTS:
            fh.write(json.dumps(row, ensure_ascii=False) + "\n")
    with open(folder / "questions.jsonl", "w", encoding="utf-8") as fh:
        for row in QUESTIONS:
            fh.write(json.dumps(row, ensure_ascii=False) + "\n")
    print(f"wrote facts.jsonl: {len(FACTS)} facts; questions.jsonl: {len(QUESTIONS)} questions")


if __name__ == "__main__":
    main()
