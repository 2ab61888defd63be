#!/usr/bin/env python3
"""Write the chat_holdout17 corpus, facts and questions (deterministic, standard library only).

Usage: python3 generate.py [DIR]   (DIR defaults to this file's folder)

All text of the corpus lives in this file. Turns can carry a tag; facts and questions cite
evidence by tag and the tags are resolved to turn ids ("h17/s07#3") when the files are written.
Everything is fictional: Fellbrook Veterinary Group, its people and its small vendors are invented.
"""
from __future__ import annotations

import json
import sys
from datetime import datetime, timedelta
from pathlib import Path

PREFIX = "h17"
SESSIONS: list[dict] = []


def U(speaker: str, text: str, tag: str | None = None) -> tuple:
    """A person's turn (role "user", speaker = the person's first name)."""
    return (speaker, "user", text.strip("\n"), tag)


def A(text: str, tag: str | None = None) -> tuple:
    """The AI assistant's turn."""
    return ("assistant", "assistant", text.strip("\n"), tag)


def session(start: str, title: str, kind: str, *turns: tuple) -> None:
    SESSIONS.append({"start": start, "title": title, "kind": kind, "turns": list(turns)})


# ================================================================================================
# Sessions. kind "ai" = staff talking with the AI assistant; "people" = staff-only group chat.
# ================================================================================================

# --- s01 -----------------------------------------------------------------------------------------
session("2023-09-18T09:10:00", "Welcome pack for the new Tenbury Lane receptionists", "ai",
U("Priya", """
Morning. I'm Priya, operations director at Fellbrook Veterinary Group. We're four practices: Holloway Cross (the main hospital, where inpatients, surgery and the office are), Tenbury Lane, Sallowfield, and the little branch at Brackwater. Two new receptionists start at Tenbury Lane on 2 October and our welcome pack dates from 2019 and is half wrong. Can you help me rewrite it? I'll feed you the facts section by section.

First section, systems. The practice system is VetLedger Classic. It runs on a server in the cupboard at Holloway Cross and the branches connect to it over remote desktop, so it's slow at Brackwater, especially after 4pm. Logins and passwords are set up by Tomasz, our IT person (he's part-time, Tuesday to Thursday).
""", "s01_pms"),
A("""
Happy to. Here's a first go at the systems section, written for someone on their first week:

**Your systems**
- **VetLedger Classic** is our practice management system: client and patient records, the appointment diary, invoicing and reminders. It lives on a server at Holloway Cross; at Tenbury Lane you reach it through a remote desktop window, so give it a second to catch up when you click.
- **Getting a login:** Tomasz (IT, Tuesday to Thursday) creates your VetLedger and email accounts before your first day. If something doesn't work on a Monday or Friday, note it down and tell your reception lead; don't share someone else's login.
- **If VetLedger freezes:** close the remote desktop window (don't just minimise it), wait 30 seconds and reconnect. Your work is saved on the server.

Send me the next section when you're ready. Phones and the diary would be a natural next one.
"""),
U("Priya", """
Phones: we have an old Panasonic switchboard with handsets on every desk. To transfer: press TRANSFER, dial the extension, hang up. Calls ring at the local site first and after 6 rings roll over to Holloway Cross. Online bookings come in through Vetstoria and land in the VetLedger diary automatically, but reception has to confirm them by 10am. Standard consults are 10 minutes; second opinions and new puppy/kitten checks get 20; nurse clinics 15.
""", "s01_phones"),
A("""
**Phones and the diary**
- **The phones** are on our Panasonic switchboard. To transfer a call: press **TRANSFER**, dial the extension, and hang up once it rings. Extensions are on the card next to each handset.
- If nobody answers at your site within six rings, the call rolls over to Holloway Cross, so if you see the Holloway Cross team picking up your calls, that's why.
- **Online bookings** arrive through **Vetstoria** and drop straight into the VetLedger diary. They still need a human: check them and confirm each one by 10am.
- **Appointment lengths:** a standard consult is **10 minutes**. New puppy/kitten checks and second opinions are 20 minutes. Nurse clinics are 15 minutes.

One question: if a client wants a longer slot for something complicated, who decides? Worth a line so new starters don't guess.
"""),
U("Jess", """
Jess here, reception lead across all four sites, Priya added me to this. The vet decides on longer slots, reception just asks. And please put in BIG letters that the front desk can NOT give discounts. Under £50 it's the vet on the consult who decides. Anything over £50 goes to Maren (our clinical director), no exceptions. We had a mess with that last month.
""", "s01_discount"),
A("""
Got it, here's that section:

**Money: discounts and payment**
> **Reception never gives or promises a discount.**
- Up to **£50**: only the vet who saw the patient can decide, and it's noted on the invoice.
- **Over £50**: it must be approved by **Maren Holt, clinical director**. No exceptions, even if the client says it was agreed last time.
- If a client asks, say: "I'll ask the vet for you," and put a note on the record.

And on longer appointments: "If a client needs a longer slot, ask the vet; don't book a double slot yourself."
"""),
U("Jess", """
Also add the WhatsApp groups: everyone gets added to "Fellbrook Front Desk" and their site group, that's where we swap shifts and post what's going on. Card machines are Worldpay, one per desk. If it says COMMS ERROR turn it off and on, and if it still fails take the payment on the Worldpay virtual terminal on the office PC. Pet Health Club direct debits are run by Premier Vet Alliance, any question about a missed payment goes to them, not us.
""", "s01_whatsapp"),
A("""
**Day-to-day**
- **Staff chat:** you'll be added to the **"Fellbrook Front Desk"** WhatsApp group and your site's group. That's where shift swaps and updates go.
- **Card machines:** **Worldpay**, one per desk. If it shows *COMMS ERROR*, switch it off and on. Still failing? Use the Worldpay virtual terminal on the office PC.
- **Pet Health Club:** monthly direct debits are handled by **Premier Vet Alliance**. Missed or failed payments are their question, so give the client their number.

One thing to consider: the pack tells new staff to use WhatsApp on their own phones. If people share client names, numbers or patient photos there, that data ends up on personal devices you don't control. It might be worth a line like "never post client details in WhatsApp", or a longer-term look at where work chat should live.
"""),
U("Priya", """
Good point, that's been bugging me too. Leave the line in for now and we'll deal with it properly later. Can you put the whole thing together as one document with a one-page cheat sheet at the end?
"""),
A("""
Here's the cheat sheet to go at the end (the full document just stacks the sections above in order: Systems, Phones and the diary, Money, Day-to-day):

**Tenbury Lane: your first-week cheat sheet**
| What | How |
|---|---|
| Practice system | VetLedger Classic, via remote desktop. Frozen? Close the window and reconnect |
| Logins | Tomasz (IT), Tue–Thu |
| Transfer a call | TRANSFER, extension, hang up (Panasonic handsets) |
| Unanswered calls | roll over to Holloway Cross after 6 rings |
| Online bookings | come from Vetstoria, confirm by 10am |
| Appointment lengths | consult 10 min, puppy/kitten and second opinion 20, nurse clinic 15 |
| Discounts | never from reception; vet up to £50, Maren above £50 |
| Card machine | Worldpay; COMMS ERROR means off and on, then the virtual terminal |
| Health plan payments | Premier Vet Alliance |
| Staff chat | Front Desk + site WhatsApp groups, no client details |
| Your lead | Jess Okafor, reception lead |
"""),
)

# --- s02 -----------------------------------------------------------------------------------------
session("2023-10-05T12:40:00", "Axiom courier missed again", "people",
U("Ewan", """
Courier from Axiom didn't come AGAIN. I had the ACTH stim bloods from the Cushing's dog ready at 10:50 and the driver never showed. Second time this month. Sample's in the fridge, I'll post it but that's Monday before we see results.
""", "s02_axiom"),
U("Callum", """
Rang Axiom. They say the pickup window is 11:00-11:30 and the driver "attempted" at 11:35. We're their last stop in the area so if he's late anywhere we're done. I asked for a second afternoon pickup, they want £9 a collection for it.
""", "s02_axiom2"),
U("Maren", """
Let's put Axiom on the agenda for Tuesday's clinical meeting, 1pm as usual. Ewan can you bring numbers, how many samples missed the courier since July? Meanwhile anything urgent gets run in house. We only send out what the in-house IDEXX analysers can't do.
""", "s02_meeting"),
U("Ewan", """
will do. the Catalyst did the T4 fine this morning, its just the stims and the histo that have to go out
""", "s02_analyser"),
U("Ana", """
Ana from the hospital nurses. Also the rota: Callum, Saturday 14th has two nurses at Sallowfield and nobody at Brackwater. The Excel shows it wrong again, i think someone sorted only one column
""", "s02_rota"),
U("Callum", """
Ugh. Yes, someone sorted column C on the rota spreadsheet without the rest. I'll fix it tonight. Honestly I spend every Friday afternoon on that file, we need a proper rota tool.
""", "s02_rota2"),
U("Ewan", """
Also reminder I'm the on-call vet from home this weekend for the whole group, Sat 8am to Mon 8am. If anyone swaps with me tell me, last time the divert went to Maren's mobile while she was in Wales.
""", "s02_oncall"),
U("Maren", """
Noted. On a nicer topic: Cedar Lawn collected the communal cremations this morning and Pip's individual one (Mrs Ashworth) comes back Friday. Jess, can you call her when it's in?
""", "s02_crem"),
U("Callum", """
I'll chase Axiom in writing too and ask for the afternoon pickup to go in the contract.
"""),
)

# --- s03 -----------------------------------------------------------------------------------------
session("2023-10-25T16:20:00", "Fixing the rota spreadsheet, then replacing it", "ai",
U("Callum", """
Hi, I'm Callum, practice manager at Holloway Cross. I also do the staff rota for all four sites, which is a 14-tab Excel file on the S: drive. This week it broke: on the Sallowfield tab every row of

    =VLOOKUP(B7,Staff!A:F,4,FALSE)

now returns #REF!, and we ended up with two vets on the same night on call and nobody the next. Can you help me fix it? After that I want to get off Excel for good.
""", "s03_excel"),
A("""
`#REF!` from a VLOOKUP that used to work almost always means the lookup range lost columns: someone deleted a column inside `Staff!A:F`, so column index 4 now points past the end of the range (or the range collapsed to fewer than 4 columns).

Quick checks:
1. Open the Staff sheet and see whether it still has the columns you expect in A to F. If a column was deleted, Excel rewrites the range to `Staff!A:E`, and your 4th column may now be the wrong one even where it doesn't error.
2. Undo history won't help days later, so compare with last week's backup of the file if you have one.

More robust replacement, which survives inserted or deleted columns because it looks the column up by its header:

    =INDEX(Staff!A:Z, MATCH(B7, Staff!A:A, 0), MATCH("Role", Staff!1:1, 0))

Better still, turn the staff list into an Excel Table (Ctrl+T) named `StaffTbl` and use `=XLOOKUP(B7, StaffTbl[Name], StaffTbl[Role])`.
"""),
U("Callum", """
Fixed, thanks. It was a deleted "Mobile" column. Now the bigger thing. We've had demos from RotaCloud and Deputy. What I need: about 62 staff, 4 sites, locums coming and going, shift swaps from phones, leave requests, and I want the nurses to see the rota on their phone instead of a photo of my screen in WhatsApp.
"""),
A("""
Both will do the basics you list: multi-site rotas, a mobile app, shift swaps with manager approval and leave requests. Where they usually differ for a practice like yours:

- **Pricing model.** Both charge per user per month. The question that matters for you is how they count **locums**: if every locum you add for a single shift becomes a paid user for that month, the cost jumps in busy months.
- **Time and attendance.** Deputy is strong on clocking in and out with timesheets feeding payroll. If you don't need clocking, you're paying for something you won't use.
- **Rules.** Check whether each can warn you about minimum rest between a night on call and the next day's shift. That's exactly the error you just had.
- **Getting data out.** Make sure you can export the rota and hours as CSV, for payroll and in case you leave.

If you send me the quotes I can lay them side by side.
"""),
U("Callum", """
Quotes: RotaCloud £2.40/user/month, Deputy £4.50 and they'd charge for every locum we add even for one shift. Priya's agreed, so we're going with RotaCloud from the first of next month. Deputy is out. Can you help with the import? RotaCloud wants a CSV of employees.
""", "s03_decide"),
A("""
Good choice for your size. Here's a CSV layout that matches what RotaCloud's employee import usually asks for. Check the exact column names on their import screen, but the content will be the same:

```
first_name,last_name,email,mobile,role,location,contracted_hours,start_date
Ana,Sousa,ana.sousa@fellbrookvets.co.uk,07700900111,Head nurse,Holloway Cross,37.5,2016-03-01
Ewan,Baird,ewan.baird@fellbrookvets.co.uk,07700900222,Vet,Sallowfield,40,2014-09-15
```

Tips:
- One row per person. Someone who works at two sites still gets one row; add the second location inside RotaCloud afterwards.
- Use work emails so invites don't go to personal addresses.
- Leave locums out of the import; add them one by one when you book them.
- Import the staff first, then build the shift templates (e.g. "Consult AM 08:30-13:00", "Night on call 19:00-08:00").
"""),
U("Callum", """
Brilliant. I'll run the first week of November in both, RotaCloud and the spreadsheet, just in case, then bin the spreadsheet.
"""),
A("""
Sensible. A short checklist for the parallel week:
1. Publish the November rota in RotaCloud and tell everyone RotaCloud is the one that counts; the spreadsheet is your private safety net.
2. Each morning, compare that day's RotaCloud rota with the spreadsheet for one site. Different site each day.
3. Check the on-call nights especially: rest rules and no double-booking.
4. Day 7: if nothing differed, archive the spreadsheet as read-only (rename it `ROTA-ARCHIVE-2023.xlsx`) so nobody edits it by habit.
"""),
)

# --- s04 -----------------------------------------------------------------------------------------
session("2023-11-14T08:55:00", "Backups failing, and RotaCloud questions", "people",
U("Tomasz", """
Morning all. The nightly backup of the VetLedger server failed Sunday and Monday, the NAS is 97% full. Is mostly the x-rays: every DR image from Holloway Cross and Sallowfield is saved on the same NAS in the cupboard. I will delete the old temp exports today, but we need a plan, the NAS is 6 years old.
""", "s04_nas"),
U("Priya", """
How much would a bigger NAS be? And is there a cloud option for the x-rays? Maren mentioned something she saw on a stand at BSAVA.
"""),
U("Tomasz", """
Bigger NAS around £1,400 with the disks. For x-ray in the cloud there are some PACS services, i will look. But honestly the server for VetLedger is the bigger problem, it is Windows Server 2012 and VetLedger told us Classic is end of support in December 2025.
""", "s04_server"),
U("Priya", """
Right, that's a conversation for December. Get me a NAS quote for now, and the cloud x-ray options when you have them.
"""),
U("Ana", """
Different thing: the RotaCloud app is great but it sends me a notification for EVERY shift change at all 4 sites. Can I turn off the other sites?
""", "s04_rc"),
U("Callum", """
Yes: Settings > Notifications > Locations, untick the ones you don't want. Since we switched on the 1st I've had about 40 questions like that, I'll do a one-pager. And everyone please request leave in RotaCloud from now on, not by email to me.
""", "s04_rc2"),
U("Ana", """
thanks Callum!! done
"""),
U("Jess", """
Front desk loves it btw. Nobody has been caught out by an old printed rota on the staffroom wall this month.
"""),
)

# --- s05 -----------------------------------------------------------------------------------------
session("2023-12-06T14:00:00", "VetLedger end of support: what to compare", "ai",
U("Priya", """
Hi again, Priya from Fellbrook. VetLedger have confirmed Classic goes out of support in December 2025, and they want us on their new hosted version, which is basically the same software on their servers at a higher price. Tomasz and I want to use this moment to look around properly. Shortlist: Kestrel PMS (a small UK company, cloud only, about 140 practices), ezyVet, and Provet Cloud. Could you put together criteria for comparing them?
""", "s05_eos"),
A("""
Here's a set of criteria, grouped so you can weight them:

**Must-haves (pass/fail)**
- Data migration of your full VetLedger history: who does it, what's included (attachments, reminders, CD records, estimates), and what happens to anything that doesn't map.
- Works acceptably on your worst connection (Brackwater).
- Multi-site: one client record across four sites, site-level reporting.
- UK specifics: VMD/CD register requirements, VAT, insurance claim integrations.

**Integrations**
- External lab(s) and in-house analysers: results straight into the record.
- Card terminals: amount pushed to the terminal, payment back to the invoice.
- Online booking, SMS/email reminders.

**Operations**
- Training and go-live support; support hours in UK time.
- Reporting and data export (you want to be able to leave later).

**Cost**
- Licence model (per site, per vet, per user), implementation fees, data conversion fees, and price rises over 3 years.
"""),
U("Tomasz", """
Tomasz here. Important for me: lab integration (Axiom doesn't integrate with anything, but IDEXX and some others do), card terminal integration, history migration from VetLedger (we have 11 years), and it must work from Brackwater on a bad line. Kestrel do the data conversion themselves, ezyVet needs an implementation partner.
"""),
A("""
Then I'd weight it like this (out of 100):
- Migration of 11 years of history: 25
- Performance at Brackwater (test it there, on a real afternoon, not in a demo room): 15
- Lab integration: 15. Worth noting that Axiom's lack of integration may become a reason to review the lab too, but that's a separate decision.
- Card terminal integration: 10
- Support and go-live help: 15. An implementation partner adds a third party to every problem.
- Cost over 3 years: 20

For each vendor ask for two reference practices of a similar size that migrated from VetLedger.
"""),
U("Priya", """
On Provet: Penhallow Vets over in Ashcombe (our nearest competition, owned by VetNorth) moved to Provet Cloud last year. Their practice manager told me at the SPVS congress that the migration took 9 months and they lost their reminder history. Not a reason to rule it out by itself but it worries me.
""", "s05_penhallow"),
A("""
That's exactly the kind of reference call to do properly. Ask Provet directly how long a VetLedger migration takes and whether reminders and their due dates are migrated. It's a common gap, because reminder logic differs between systems. Penhallow's experience is one data point from a different company, though, so weigh it as a question to ask rather than a verdict.
"""),
U("Priya", """
Decided anyway: we're not taking Provet further, the pricing they sent is per vet and we have too many part-timers. Demos booked with Kestrel and ezyVet in January. Can you give me a demo script so we see the same scenarios in both?
""", "s05_provet_out"),
A("""
Demo script, same order for both vendors, 90 minutes:
1. A new client phones, books a consult at Sallowfield, turns up at Tenbury Lane instead. How does the record follow them?
2. Consult: history, weight, clinical notes, a prescription including a controlled drug, CD register entry.
3. Invoice with a discount that needs approval; split payment, card terminal.
4. Send a sample to an external lab, receive the result into the record.
5. Vaccine reminder run for next month, by SMS and email.
6. Admit an inpatient, hospital sheet, discharge.
7. Show us a migrated VetLedger record (ask them to bring one converted from a sample export).
8. Reporting: takings per site per vet.
Score each step 1-5 straight after the demo, before discussing it.
"""),
)

# --- s06 -----------------------------------------------------------------------------------------
session("2023-12-21T17:30:00", "Christmas cover, and leaving WhatsApp", "people",
U("Priya", """
Evening all. Two things before the break.
1) Christmas on-call: Ewan has Christmas Day, Maren Boxing Day, New Year's Day is Ravi. Same as always, on call from home, the phones divert to the on-call mobile at 7pm.
2) After the break, from Monday the 8th, we stop using WhatsApp for anything work related. All work chat moves to Microsoft Teams, which we already pay for with our Microsoft 365 licences.
""", "s06_announce"),
U("Ana", """
Why? Whatsapp works, everybody has it
"""),
U("Priya", """
Because people post client names, phone numbers and photos of patients in groups on their personal phones, and when someone leaves they keep all of it. Our data protection adviser was very clear that's a GDPR problem. Teams stays in our own account and we can remove people when they leave. Tomasz suggested Slack as well, but we'd be paying for something new when Teams is already included.
""", "s06_why"),
U("Tomasz", """
Yes, I set up the teams already: one per site plus Front Desk, Clinical and Nurses. Install Teams on your phone and log in with your fellbrook email. I will do a drop-in on the 4th of January at Holloway Cross for anyone stuck.
"""),
U("Ewan", """
Fine by me. Christmas Day is booked, yes. Please don't call me about anal glands.
"""),
U("Jess", """
Haha. The Front Desk WhatsApp gets archived on the 8th then. I'll post a reminder in it every day next week so nobody can say they didn't know.
"""),
U("Maren", """
Thanks everyone for this year. It's been a lot. Merry Christmas.
"""),
U("Callum", """
RotaCloud has all the bank holiday shifts in, please check yours before you go.
""", "s06_rota"),
)

# --- s07 -----------------------------------------------------------------------------------------
session("2024-01-17T10:15:00", "Decision: Kestrel PMS", "ai",
U("Priya", """
Priya here. I'm writing this from Teams now so I can paste the result straight into the Clinical team channel. We've decided: Fellbrook moves to Kestrel PMS. Demos were last week; Kestrel was better on the things we care about and cheaper. ezyVet was slick, but it needs an implementation partner, the quote was about twice Kestrel's for four sites, and their support hours don't suit us. Target go-live is the Monday after Easter Monday, 8 April.

Can you draft the announcement to all staff? Include why we're leaving VetLedger Classic (end of support December 2025, the old 2012 server, remote desktop being painful at Brackwater), what happens to old records, and training.
""", "s07_decide"),
A("""
**Subject: We're moving to Kestrel PMS on Monday 8 April**

Hi everyone,

After demos and reference calls, we've chosen **Kestrel PMS** to replace VetLedger Classic across all four practices. Go-live is **Monday 8 April**, the Monday after Easter Monday.

**Why change?**
- VetLedger Classic reaches **end of support in December 2025**.
- It runs on an ageing server at Holloway Cross (Windows Server 2012), which we would have to replace anyway.
- Branches reach it over remote desktop, which is slow, and at Brackwater painfully so. Kestrel is cloud-based and runs in a normal browser.

**What happens to old records?** Kestrel will convert our full history into the new system. You'll be able to see past consults, vaccinations and attachments in Kestrel from day one.

**Training:** every team will get hands-on sessions in a practice copy of Kestrel in the weeks before go-live. Your manager will book you in; nobody goes live untrained.

Questions to your practice manager, or to Tomasz for anything technical.

Priya
"""),
U("Tomasz", """
Add: Kestrel converts all 11 years of history including attachments, and we keep VetLedger running read-only until the end of 2024 for lookups. Online bookings: Vetstoria has a Kestrel connector, so Vetstoria stays. Card terminals stay Worldpay for now.
""", "s07_keep"),
A("""
Updated middle section:

**What happens to old records?** Kestrel is converting all **11 years** of our history, attachments included. VetLedger stays available **read-only until the end of 2024**, so you can look something up there if you ever need to, but all new work happens in Kestrel.

**What doesn't change:**
- **Online booking** stays on **Vetstoria**; bookings will flow into the Kestrel diary instead of VetLedger's.
- **Card machines** stay **Worldpay** for now.
"""),
U("Priya", """
Good. Now a migration timeline working back from 8 April.
"""),
A("""
Working back from go-live on Mon 8 April:

| When | What |
|---|---|
| by 2 Feb | Contract signed, VetLedger export access for Kestrel |
| w/c 19 Feb | Kestrel practice copy (sandbox) available; super-users trained |
| early March | **Trial data conversion**; you check 50 sample records across all sites |
| 11–22 March | Fixes from the trial; set up products, prices, reminder templates |
| 25 Mar – 5 Apr | Staff training (around the Easter closures) |
| Sat 6 – Sun 7 Apr | Final conversion; VetLedger becomes read-only |
| Mon 8 Apr | Go-live, with extra support staff on site all week |
"""),
U("Tomasz", """
The trial conversion early March is tight but ok
"""),
A("""
It's the one step to protect: if the trial conversion fails validation there's no slack before Easter. I'd agree now with Priya what would make you move the go-live date (for example "more than 1% of sampled records wrong"), so that if it happens it's a decision, not a debate. Moving by two weeks is much cheaper than going live on bad data.
"""),
)

# --- s08 -----------------------------------------------------------------------------------------
session("2024-02-06T13:05:00", "Methadone count short at Sallowfield", "people",
U("Ewan", """
Flagging: did the monthly CD check at Sallowfield this morning and methadone (Comfortan) is 2.1 ml short against the register. Entries are legible, last balance check was 5 Jan. I can't tell which day it went wrong, it's a month of entries in the green book.
""", "s08_short"),
U("Maren", """
Thanks Ewan. As the named person for CDs I'll do the investigation with you this afternoon. Don't adjust the balance. Did anyone break a vial?
""", "s08_maren"),
U("Ana", """
I think maybe, there was a spill in the kennels on 23rd Jan, Lola dropped the syringe, but she wrote it in the day book not in the CD register.
"""),
U("Maren", """
That explains some of it but maybe not all. And this is the problem with checking once a month: by the time we find a hole, a month of entries is on top of it. From this Friday CD stock checks are weekly, every Friday before close, at all four sites. Two signatures, a vet and a nurse. The paper registers stay as they are for now.
""", "s08_weekly"),
U("Callum", """
I'll put a Friday "CD check" slot into RotaCloud for each site so there's always somebody named for it.
"""),
U("Ewan", """
Fine. Do we need to report it?
"""),
U("Maren", """
If the spill accounts for it we document it properly, witnessed correction, done. If not I'll speak to the VMD. I'll let you know by end of day. Replacement methadone comes with tomorrow's Centaur delivery anyway.
""", "s08_centaur"),
U("Maren", """
Update: the spill explains 1.5 ml, the other 0.6 ml is rounding over 30-odd small doses. Documented and a witnessed correction made in the register. Weekly Friday checks start this week, first one on the 9th.
""", "s08_update"),
)

# --- s09 -----------------------------------------------------------------------------------------
session("2024-02-28T11:30:00", "Kestrel training plan for the nurses", "ai",
U("Ana", """
Hello, I am Ana Sousa, head nurse at Holloway Cross. We move to Kestrel on 8 April and I must train 19 nurses and 6 students across the sites. Can you help me make a plan? Sessions only in the quiet time, 13:00-14:00, and not on Tuesday because of the clinical meeting.
""", "s09_tuesday"),
A("""
Of course. With 25 people, one-hour slots and four days a week available (Mon, Wed, Thu, Fri), here's a plan:

- **Groups of 5**, so 5 groups. Mixed sites are fine because the sandbox is online.
- **Three sessions per group**, one a week, so everyone is done in three weeks:
  1. Finding clients and patients, the diary, nurse clinic booking.
  2. Hospital sheets, weights, treatments, CD entries.
  3. Vaccines and reminders, insurance claims, what to do when something looks wrong.
- Week 4 is **catch-up and practice**, for anyone who missed a session.

Pick two **super-users** (one at Holloway Cross, one at a branch) to go a week ahead and help on go-live day.
"""),
U("Ana", """
Kestrel gave us a sandbox. The things nurses do most: hospital sheets, CD entries, weights, vaccines, insurance claims (we send claims through VetEnvoy, it is connected with VetLedger now and Kestrel says it will be connected too), and nurse clinic booking.
""", "s09_vetenvoy"),
A("""
Then the three sessions map neatly:
1. **Diary and nurse clinics**: booking a nurse clinic, checking in, weights.
2. **Inpatients**: hospital sheets, treatments given, **CD entries** (practise a dispense and a destruction with a witness).
3. **Vaccines and claims**: recording a vaccine so the reminder is set, and starting an **insurance claim that goes to VetEnvoy** from Kestrel. Ask Kestrel for a test insurer in the sandbox so nobody sends a real claim by accident.
"""),
U("Ana", """
my english is not perfect, can you make the handout simple? And a small test at the end
"""),
A("""
**Kestrel for nurses: the basics**
1. **Find a pet:** type the owner's surname or the pet's name in the top bar.
2. **Weigh:** open the pet, click *Weight*, type the kg, save.
3. **Hospital sheet:** *Admit*, choose the ward, add treatments. Tick each treatment when you give it.
4. **CD:** every controlled drug goes in the *CD register* screen. Two people for destruction.
5. **Vaccine:** add the vaccine product to the visit. The reminder is made for you.
6. **Claim:** *Insurance*, then *New claim*, then *Send via VetEnvoy*.

**Small test**
1. Where do you record a methadone dose?
2. How is a vaccine reminder made?
3. How many people do you need to destroy a CD?
4. Where do you start an insurance claim?
5. What do you tick when you give a treatment?
"""),
U("Ana", """
Perfect. One more, the lab. Results from Axiom come as a PDF by email and reception attach them to the record. Will Kestrel do that automatically?
""", "s09_axiom"),
A("""
Only if the lab itself is integrated with Kestrel. Kestrel can't read a PDF from an email and file it on its own. Some labs send results electronically straight into the patient record; others, like emailed PDFs, still need someone to attach them. Ask Tomasz or Kestrel whether Axiom is on Kestrel's list of integrated labs. From what you describe (PDFs by email), probably not, so reception would keep attaching them for now.
"""),
U("Ana", """
Ok I ask Tomasz. Thank you!!
"""),
)

# --- s10 -----------------------------------------------------------------------------------------
session("2024-03-27T15:45:00", "Kestrel go-live moves by two weeks", "people",
U("Tomasz", """
Bad news. The trial conversion from VetLedger failed validation: about 38,000 attachments (mostly lab PDFs and consent forms) are linked to the wrong visit. Kestrel can fix the mapping but they need two more weeks. So go-live is now Monday 22 April, not the 8th.
""", "s10_slip"),
U("Priya", """
Annoying, but I'd much rather that than go live with consent forms on the wrong visit. Agreed, 22 April. I'll tell the partners.
"""),
U("Ana", """
So the nurse training week after Easter is still ok? Sessions are booked 3-5 April
"""),
U("Tomasz", """
Yes keep the training, they can practise in the sandbox longer. Only the switch day changes. VetLedger stays the live system until then.
""", "s10_vl"),
U("Callum", """
I'll move the go-live support shifts in RotaCloud to the 22nd-26th. And Easter: branches closed Good Friday and Easter Monday, Holloway Cross open Saturday morning and for emergencies as usual.
"""),
U("Jess", """
So on Easter Monday client calls go to the vet on call?
"""),
U("Callum", """
Yes, same as any weekend: on-call vet from home, phones divert to the on-call mobile.
""", "s10_oncall"),
U("Priya", """
Thanks all. The new date is final-final, Kestrel have signed it off in writing.
"""),
)

# --- s11 -----------------------------------------------------------------------------------------
session("2024-04-24T09:40:00", "First days on Kestrel at the front desk", "ai",
U("Jess", """
Hi, Jess, reception lead at Fellbrook. Since Monday we're on Kestrel: the data went over last weekend and we opened on it Monday morning. It's mostly fine but the front desk is drowning in duplicate clients. VetLedger had one record per owner per site, and Kestrel merged some of them and not others. Can you help me write a quick guide for merging duplicates?
""", "s11_live"),
A("""
Sure. Assuming Kestrel has a merge function on the client screen (most do; it may be under *More actions*):

**Merging duplicate clients**
1. **Search by phone number, not name.** Duplicates nearly always share a mobile number.
2. **Decide which record stays.** Keep the one with the most history, usually the one with the most pets or visits.
3. **Check before merging:** same person? Same address, same mobile. Two people in one household are *not* duplicates.
4. **Merge** from the record you keep, choosing the duplicate as the one to absorb.
5. **Check the pets** moved across, and that no pet appears twice. If one does, merge the patients too.
6. **Check the account balance**: outstanding invoices should now sit on one record.

Never merge if a record has an open insurance claim in progress; ask a manager first.
"""),
U("Jess", """
Also reminders. VetLedger sent the SMS through some gateway Tomasz paid for separately. Kestrel sends reminders itself, text and email. The May vaccine reminders haven't gone yet because of the switch, should we send them early to catch up?
"""),
A("""
I'd send them now rather than wait. Run the May batch this week, and check the first 20 or so by hand before sending: conversions sometimes bring over reminders for pets that have died or moved away, and a vaccine reminder for a dead pet is the worst kind of message to get. Filter out patients marked deceased and clients marked "moved away" first.
"""),
U("Jess", """
Vetstoria bookings are appearing in the Kestrel diary, good, but all with appointment type "Other". I guess the mapping?
""", "s11_vetstoria"),
A("""
Yes, that's the appointment type mapping between Vetstoria and Kestrel. Each Vetstoria service (vaccination, consult, nurse clinic, ...) needs to be matched to a Kestrel appointment type, usually in Kestrel's integration settings or in Vetstoria's admin. Until that's done everything falls back to "Other", which also means the slot length may be wrong.
"""),
U("Tomasz", """
Tomasz jumping in: mapping fixed 10 minutes ago. Also the VetLedger server is read-only now, you can still search the old history there until December.
"""),
U("Jess", """
Legend. Can you make the duplicate guide into a card we can laminate, 6 steps max?
"""),
A("""
**DUPLICATE CLIENT? (Kestrel)**
1. Search the **mobile number**
2. Same person? Same address + same mobile
3. Keep the record with **most history**
4. **Merge** the other one into it
5. Check **pets** and **balance**
6. Open insurance claim? **Stop, ask a manager**
"""),
)

# --- s12 -----------------------------------------------------------------------------------------
session("2024-05-22T18:10:00", "Out of hours goes to Nightpaws", "people",
U("Maren", """
Team, it's signed. From the first Monday in June, Nightpaws Emergency Vets take over our out-of-hours: weeknights 19:00-08:00, and weekends from Saturday 13:00 to Monday 08:00. They're at their clinic on Ferris Road in Ashcombe. No more on call from home.
""", "s12_decide"),
U("Ewan", """
I could cry. That's three years of every fourth weekend.
"""),
U("Maren", """
That's the reason. We lost two vets last year and both named the on-call in their exit interviews, and Ravi is doing 60-hour weeks. Nightpaws cost money, but less than losing another vet.
""", "s12_why"),
U("Tomasz", """
Technical part: from 19:00 the Panasonic switchboard diverts the main numbers to Nightpaws, clients hear a short message first. I'll programme the night service on the switchboard this week.
""", "s12_divert"),
U("Ana", """
And the inpatients at Holloway Cross at night?
"""),
U("Maren", """
Critical ones transfer to Nightpaws at 18:30 with a handover sheet. Nightpaws run their own system (RxWorks), not Kestrel, so they'll email a PDF case summary back by 8am and reception attaches it. They don't get access to our records; we email them history when they need it.
""", "s12_rxworks"),
U("Ewan", """
So my on-call this weekend is the last one ever? 🎉
"""),
U("Maren", """
Yes, your last one. Nightpaws from Monday 3 June.
""", "s12_date"),
U("Jess", """
Front desk question: what do we tell clients who ring at 18:55 with a poorly dog?
"""),
U("Maren", """
If a vet is still in the building we see it, same as now. After 19:00 the phones go to Nightpaws and we don't try to squeeze anything in. I'll put that in writing for the desks.
"""),
)

# --- s13 -----------------------------------------------------------------------------------------
session("2024-06-12T14:20:00", "Memo: external samples go to IDEXX", "ai",
U("Maren", """
Hi, Maren Holt, clinical director at Fellbrook. I need a memo to the vets and nurses. From the first of next month all external samples go to IDEXX Reference Laboratories instead of Axiom. Reasons: Axiom's turnaround is 3-4 working days on routine biochemistry against next day at IDEXX; their courier comes once, at 11:00, and misses us about twice a month; and IDEXX results go straight into the patient record in Kestrel. We also looked at Lindow Pathology, but they have no Saturday collection and no Kestrel integration. Can you draft it?
""", "s13_decide"),
A("""
**To: all vets and nurses**
**Subject: External lab samples move to IDEXX from 1 July**

From **Monday 1 July**, all samples we send out go to **IDEXX Reference Laboratories** instead of Axiom Vet Labs.

**Why**
- **Faster results:** routine biochemistry back the next day, instead of 3-4 working days.
- **Reliable collections:** no more racing for a single 11:00 courier that misses us.
- **Results go straight into Kestrel**, on the patient record, without anyone scanning or attaching PDFs.

We also considered Lindow Pathology, but without Saturday collections or a Kestrel link it didn't meet our needs.

**What you need to do:** use the IDEXX submission process from 1 July. Anything sent to Axiom before then will still be reported by Axiom as usual.

Maren
"""),
U("Callum", """
Callum. Add the logistics: the IDEXX courier collects at 16:30 on weekdays and 11:00 on Saturdays from Holloway Cross, Tenbury and Sallowfield; Brackwater sends its samples to Holloway Cross on the 15:00 drugs run. Submission forms are done from Kestrel now, no more paper Axiom forms. Axiom is paid up to the end of June.
"""),
A("""
Added as a section:

**Logistics**
- **Collections:** weekdays at **16:30**, Saturdays at **11:00**, from Holloway Cross, Tenbury Lane and Sallowfield.
- **Brackwater:** send samples to Holloway Cross on the **15:00 drugs run**.
- **Forms:** request the test **in Kestrel**; the submission form prints from there. Please bin any paper Axiom forms.
- Axiom's service runs until **30 June**.
"""),
U("Maren", """
Also remind them this is not about the in-house IDEXX analysers, those don't change at all.
""", "s13_inhouse"),
A("""
Added at the top, since people will read the first line and stop:

> This is about samples we **send away**. The **in-house IDEXX analysers** in each practice don't change.
"""),
U("Callum", """
While I have you: Kestrel's CD register flagged a negative running balance on buprenorphine at Tenbury yesterday, because a nurse entered a dispense before the delivery had been booked in. Can you add a line that deliveries must be booked into the CD register in Kestrel before anything is dispensed from them?
""", "s13_cdreg"),
A("""
Added as a short separate note at the end, so it doesn't get lost in the lab news:

**Controlled drugs, a reminder:** book every CD delivery into the **Kestrel CD register before** dispensing from it. Entering a dispense first creates a negative balance, which then has to be investigated and corrected with a witness.
"""),
U("Maren", """
Perfect. Sending it.
"""),
)

# --- s14 -----------------------------------------------------------------------------------------
session("2024-07-04T12:15:00", "Sage lives on one PC", "people",
U("Niamh", """
Niamh (finance). Heads up that I'm going to be a pain about Xero for the next few months. Sage 50 lives on the one PC in the Holloway Cross office, so I can't do anything from home, the MTD bridging add-on breaks every single quarter, and Hartley & Moss (our accountants) keep asking for Xero access because all their other clients are on it.
""", "s14_sage"),
U("Priya", """
I'm convinced. Timing?
"""),
U("Niamh", """
From the new financial year, 1 October. Clean break, no mid-year conversion: Sage stays for the year-end close and Hartley & Moss do the opening balances in Xero. Receipts keep going through Dext, which plugs into Xero directly.
""", "s14_decide"),
U("Priya", """
Fine by me. Did you look at QuickBooks?
"""),
U("Niamh", """
Yes. A bit cheaper, but our accountants don't really support it and the bank feeds for the card settlements are better in Xero. So no.
""", "s14_qb"),
U("Ewan", """
Unrelated but happy: first week on IDEXX and the biochem I sent Tuesday was back Wednesday 7am, in the record, no scanning.
""", "s14_idexx"),
U("Callum", """
and a 16:30 courier means nobody sprints down the car park at 10:58 anymore. Best change this year
"""),
U("Niamh", """
Good. Priya, I'll send you the Xero pricing for the Business plan.
"""),
)

# --- s15 -----------------------------------------------------------------------------------------
session("2024-07-24T16:00:00", "Referral letter for a Labrador with a lung mass", "ai",
U("Ewan", """
Hi, Ewan Baird, vet at Fellbrook's Sallowfield practice. I need a referral letter to the oncology service at Northfell Referrals for Bruno, a 9yo male neutered Labrador with a 4 cm mass in the right caudal lung lobe on radiographs. History: cough for 3 weeks, no weight loss, in-house bloods unremarkable. The thoracic rads are in Clearview, I'll send them the share link (it's valid 30 days). Can you draft the letter?
""", "s15_clearview"),
A("""
**Referral: Bruno (Labrador, MN, 9 years)**

Dear colleague,

Thank you for seeing Bruno, a 9-year-old male neutered Labrador Retriever, whom I am referring for assessment of a pulmonary mass.

**History:** Bruno presented with a cough of three weeks' duration. He has had no weight loss and his appetite and demeanour are normal.

**Findings:** Thoracic radiographs show a soft-tissue mass of approximately 4 cm in the right caudal lung lobe. In-house haematology and biochemistry were unremarkable.

**Imaging:** the radiographs are available through the Clearview share link below (valid for 30 days).

I would be grateful for your assessment and advice on further diagnostics and treatment options. Please don't hesitate to contact me.

Kind regards,
Ewan Baird MRCVS, Fellbrook Veterinary Group, Sallowfield
"""),
U("Ewan", """
Add that it was a 3-view thorax, no other nodules seen, and he's on no meds except Bravecto. Insured with Petplan; the pre-authorisation went through VetEnvoy this morning.
""", "s15_vetenvoy"),
A("""
Updated paragraphs:

**Findings:** A three-view thoracic study shows a soft-tissue mass of approximately 4 cm in the right caudal lung lobe. No other pulmonary nodules were seen. In-house haematology and biochemistry were unremarkable.

**Medication:** none apart from routine fluralaner (Bravecto).

**Insurance:** Bruno is insured with Petplan; pre-authorisation for referral has been submitted (via VetEnvoy, today).
"""),
U("Ewan", """
Tone is a bit formal but fine. Also the owner asked what "CT-guided FNA" means, can you write 3 sentences for her in plain English?
"""),
A("""
"A CT scan is a very detailed X-ray that shows Bruno's chest in thin slices, so the specialists can see exactly where the lump is and whether there's anything else. While he's asleep for the scan, they can use the pictures to guide a fine needle into the lump and take a few cells. Looking at those cells under a microscope usually tells us what the lump is and helps plan the best treatment."
"""),
U("Ewan", """
Lovely. One more. Ana asked me where to find old rads for a dog from 2021. Are those still only on the old NAS, or did Tomasz move them into Clearview as well?
"""),
A("""
I can't see your systems, so I don't know which images were moved. It depends on whether the old studies were imported when Clearview was set up; some practices only send new images and keep the archive on local storage. Tomasz will know. If they were imported, searching the patient in Clearview should show studies from 2021 too.
"""),
U("Tomasz", """
Tomasz here: the old ones are imported too, everything back to 2017. The NAS is only a backup now, nobody needs to open it.
""", "s15_nas"),
)

# --- s16 -----------------------------------------------------------------------------------------
session("2024-08-21T17:00:00", "Switchboard dying, meetings, consult length", "people",
U("Tomasz", """
The Panasonic switchboard lost another line card this morning, Tenbury had no incoming calls for two hours. The engineer says parts come from eBay now. I have a quote from Ringwell, a small VoIP company in Leeds: all 4 sites, softphones plus desk phones, call queues, call recording. Cutover on Monday 2 September, they port the numbers during the bank holiday week.
""", "s16_ringwell"),
U("Priya", """
Approved. £11.50 per seat, and we can cancel within 30 days in the first three months, right?
"""),
U("Tomasz", """
Right. The night divert to Nightpaws I rebuild on Ringwell before the cutover.
"""),
U("Maren", """
While everyone is here: from September the clinical meeting becomes fortnightly, Thursdays at 8:00, before consults start. First one is 5 September. Tuesday lunchtime means nobody eats and half the nurses are in theatre.
""", "s16_meeting"),
U("Ana", """
8 am is hard for me with school drop-off but ok
"""),
U("Maren", """
And the other one: standard consults go from 10 to 15 minutes, also from Monday 2 September. We overrun every session by about 40 minutes and the vets are writing up notes at 8pm.
""", "s16_consult"),
U("Jess", """
That changes every diary template in Kestrel and all the Vetstoria slots. Can we please not do it the same day as the phones 😬
"""),
U("Maren", """
Fair point. Let me talk to Priya and come back to you.
"""),
)

# --- s17 -----------------------------------------------------------------------------------------
session("2024-09-04T10:30:00", "Ringwell calls dropping after 30 seconds", "ai",
U("Tomasz", """
Hello, Tomasz, IT at Fellbrook (vet practices). Since Monday we are on Ringwell VoIP at all four sites. Problem: many external calls drop after exactly 30 or 32 seconds, both directions. Internal calls are fine. Router at Holloway Cross is a DrayTek Vigor 2865. Any idea?
""", "s17_live"),
A("""
A drop at a fixed ~30-32 seconds is the classic signature of a SIP signalling problem, not bad audio. The call is answered, the phone sends `200 OK`, but the `ACK` from the other side never arrives (or the phone's reply never gets out), so after the SIP timers expire (about 32 seconds) one side tears the call down.

The usual causes, in order:
1. **SIP ALG** on the router rewriting SIP packets. On DrayTek it's under *NAT > ALG*; untick SIP.
2. **NAT/UDP timeouts** too short, so the router forgets the mapping and the `ACK` can't find its way back.
3. **Wrong public address in the SIP headers** (the phone advertises its private 192.168.x.x address).

Since internal calls are fine and only external calls drop, 1 and 3 are the most likely.
"""),
U("Tomasz", """
SIP ALG is already off, first thing I checked. Ringwell support say it is our network. Our network is the same for 4 years with the Panasonic.
"""),
A("""
The Panasonic had its lines delivered differently (not SIP over your internet connection), so "it worked for four years" doesn't rule the network out. But it doesn't prove Ringwell right either. Next steps that produce evidence:
- Ask Ringwell whether their phones can use **SIP over TCP or TLS** instead of UDP. If drops stop on TLS, something on the path is mangling UDP SIP.
- Take a **packet capture** on the DrayTek (*Diagnostics > Data Flow Monitor* or a mirrored port with Wireshark) during one failed call, and filter on `sip`. If you see `200 OK` going out repeatedly with no `ACK` coming back, send exactly that capture to Ringwell.
- Check the **public IP in the Contact header** of the outgoing `200 OK`.
"""),
U("Tomasz", """
Ok I do the capture tonight after close. Another thing for a staff memo: Maren wants to announce the consult length change. It was going to be the 2nd but we moved it to Monday 9 September so it's not the same day as the phones. Can you write 3 lines for the diary change?
""", "s17_consult"),
A("""
"From **Monday 9 September**, standard consults are **15 minutes** instead of 10 at all four practices. The Kestrel diary templates and online booking slots will be updated over the weekend, and appointments already booked from the 9th onwards will be moved where needed. Second opinions and new puppy/kitten checks stay at 20 minutes."
"""),
U("Tomasz", """
Good. And the first fortnightly clinical meeting is tomorrow at 8, Thursday. I must remember to set up the projector.
""", "s17_meeting"),
A("""
Good luck with both. For tonight's capture: start it, make one external call to a mobile, keep it open past 40 seconds, stop the capture, and save it as `.pcapng`. One clean failed call is worth more to Ringwell's engineers than ten descriptions.
"""),
)

# --- s18 -----------------------------------------------------------------------------------------
session("2024-09-25T13:10:00", "Back on the Panasonic", "people",
U("Callum", """
Update for all sites: we went back to the old Panasonic switchboard on Monday. Ringwell couldn't fix the dropping calls in three weeks. Their own engineer saw the problem in Tomasz's capture and still no fix. We're inside the 30-day cancellation so it costs us nothing except the porting.
""", "s18_revert"),
U("Jess", """
Thank god. We had clients ringing back three times to book one appointment.
"""),
U("Tomasz", """
Numbers are ported back and the night divert to Nightpaws works again from the Panasonic. We still need a real replacement, the line cards won't last forever, but not this year.
""", "s18_pana"),
U("Jess", """
On a good note, since consults went to 15 minutes on the 2nd we are actually running to time. First time ever.
""", "s18_wrong"),
U("Maren", """
Small correction Jess: it was the 9th, not the 2nd. We pushed it back a week so it didn't land on the phone cutover. But yes, it's working, two weeks of sessions finishing on time.
""", "s18_correct"),
U("Jess", """
Oh yes sorry, the 9th.
"""),
U("Ana", """
The Thursday 8 o'clock meetings though... last week we were 4 people. The vets are driving between sites at 8.
""", "s18_meeting"),
U("Maren", """
I know. Let's give it one more and then I'll decide.
"""),
)

# --- s19 -----------------------------------------------------------------------------------------
session("2024-10-02T11:00:00", "Xero day two, and the meeting goes back to Tuesdays", "ai",
U("Niamh", """
Hi, Niamh from finance at Fellbrook Veterinary Group. Since we moved to Xero yesterday I'm setting up bank feeds and bank rules. The Worldpay settlements come in as one lump per site per day, with the fees already taken off. How do I set up a rule so I see gross takings and fees separately?
""", "s19_xero"),
A("""
A bank rule can't split a line into variable amounts (takings and fees change every day), so use a **clearing account** instead:

1. Create a current-asset account, e.g. **"Card takings clearing"**.
2. Takings from Kestrel post into the clearing account at the **gross** amount (that's what the daily takings journal or the Kestrel export should do).
3. When the Worldpay settlement arrives net, reconcile it against the clearing account, and add the difference as a **Worldpay fees** line (an expense account) in the same reconciliation.
4. Once a month, check the clearing account is close to zero. Anything left is a settlement you haven't matched yet.

This gives you gross sales, fees as a cost, and a balance that shows unmatched days.
"""),
U("Niamh", """
Clearing account makes sense, I'll do that. Second thing: Dext is publishing into Xero with the old Sage nominal codes (5000 Drugs etc). I've made the new chart of accounts. Any way to bulk remap?
"""),
A("""
Two layers:
- **Going forward:** in Dext, edit the **supplier rules** (Centaur, IDEXX, Medisort... whichever suppliers you have) so each supplier's default category points at the new Xero account. New receipts then publish correctly.
- **Already in Dext, not yet published:** use the bulk edit in the Inbox, select by supplier, and change the category in one go.
- **Already published with old codes:** those are in Xero now, so fix them there with a journal, or reclassify if there are only a few.
"""),
U("Maren", """
Maren, borrowing Niamh's chat for one minute. The Thursday 8:00 clinical meeting is not working: two meetings so far, 11 people at the first and 4 at the second, and tomorrow's will be thin too. The vets are on the road at 8. We're going back to weekly, Tuesdays at 13:00, from the 15th. Can you write a short message for Teams that doesn't sound like I'm admitting defeat?
""", "s19_meeting"),
A("""
"Hi all, a quick update on clinical meetings. Thanks for giving the Thursday 8am slot a go. It turned out to clash with travel between sites for too many of you, and a meeting only works if people can get to it. So from **Tuesday 15 October** we're going back to a **weekly meeting on Tuesdays at 13:00** (45 minutes). Lunch will be provided, so nobody has to choose between eating and attending. See you there. Maren"
"""),
U("Maren", """
Ha, "lunch provided" is a good idea, Priya will love that. Sending.
"""),
U("Niamh", """
Back to me: Hartley & Moss send the opening balances next week. Should I wait for them before I start reconciling October?
"""),
A("""
You don't need to wait to **reconcile**: bank reconciliation only matches transactions, and October's transactions are all after the conversion date. What the opening balances affect is the **balance sheet**, so don't trust balance-sheet reports or run a VAT return until they're in. Keep reconciling daily so October doesn't pile up, and check that Xero's bank balance matches the statement once the opening balance is entered.
"""),
)

# --- s20 -----------------------------------------------------------------------------------------
session("2024-10-10T16:40:00", "The rota changes hands", "people",
U("Callum", """
Announcement: from Monday Ana takes over the rota for all four sites. The building works at Holloway Cross (the new isolation ward) are going to eat my autumn, and Ana knows better than me who can cover what anyway.
""", "s20_handover"),
U("Ana", """
Yes I will do it! From Monday please send your requests to me, in RotaCloud like before, not to Callum.
""", "s20_ana"),
U("Ewan", """
Congrats / condolences Ana
"""),
U("Ana", """
haha thank you
"""),
U("Callum", """
I'll give Ana admin rights in RotaCloud today and walk her through the locum budget tomorrow. I'm still practice manager at Holloway Cross, the rota just isn't mine anymore.
""", "s20_pm"),
U("Jess", """
Ana, the front desk rota for December is half done in RotaCloud, Callum started it
"""),
U("Ana", """
OK I see it. I will finish it this week.
"""),
U("Ewan", """
Unrelated: the Sallowfield autoclave failed its pressure test again. Engineer is coming Thursday, so Thursday's and Friday's ops move to Holloway Cross.
"""),
U("Callum", """
Ok. I'll get the kit boxes on the 15:00 run and tell Jess so clients are told where to go.
"""),
U("Priya", """
Thank you Callum for four years of rota pain.
"""),
)

# --- s21 -----------------------------------------------------------------------------------------
session("2024-10-23T10:00:00", "Card terminals and clinical waste: two supplier changes", "ai",
U("Priya", """
Hi, Priya from Fellbrook. Two supplier changes to write up for the managers' meeting. First, card terminals. Worldpay charge us about 1.6% blended, settle in three days, and the terminals at Brackwater drop their connection constantly. Dojo quoted 0.9% for our card mix with next-day payouts, 4G backup in the terminals, and it integrates with Kestrel so the amount goes to the terminal by itself. We also looked at SumUp: cheap readers, but no Kestrel integration and not really built for four sites. We're going with Dojo; the terminals get swapped on the first Monday in November.
""", "s21_dojo"),
A("""
**Card terminals: Worldpay to Dojo**
- **Change:** all four practices move from Worldpay to **Dojo** terminals on **Monday 4 November**.
- **Why:**
  - Cost: about 0.9% for our card mix against roughly 1.6% blended with Worldpay.
  - Cash flow: next-day payouts instead of three days.
  - Reliability: 4G backup when the practice internet drops (the Brackwater problem).
  - Fewer errors: Dojo integrates with Kestrel, so the amount is sent to the terminal, no retyping.
- **Considered and rejected:** SumUp. Cheap hardware, but no Kestrel integration and weak multi-site management.
"""),
U("Niamh", """
Niamh here. Add that the Worldpay contract has 30 days' notice, which I served on the 11th, so we overlap for about a week. And Xero gets a Dojo bank feed, I'll set up the same clearing account trick.
"""),
A("""
Added:
- **Contract:** Worldpay notice served 11 October (30 days), so both run side by side for about a week after the swap; the Worldpay terminals go back once the last settlement has landed.
- **Finance:** Dojo settlements come into Xero through a bank feed, reconciled through the card takings clearing account as now.
"""),
U("Priya", """
Second: clinical waste. Initial (Rentokil Initial) are putting prices up 18% from January and missed three collections at Sallowfield this year. Medisort Waste Services, a regional firm from Harrogate, quoted lower, with weekly collections at every site, and they take the pharmaceutical waste on the same visit. Initial's contract ends 30 November, and Medisort takes over collections from 2 December.
""", "s21_waste"),
A("""
**Clinical waste: Initial to Medisort**
- **Change:** clinical and pharmaceutical waste collections move from Initial (Rentokil Initial) to **Medisort Waste Services** from **Monday 2 December**. Initial's contract ends 30 November.
- **Why:**
  - Cost: Initial's prices rise 18% from January; Medisort's quote is lower.
  - Reliability: Initial missed three collections at Sallowfield this year.
  - Simpler: weekly collections at every site, with pharmaceutical waste taken on the same visit.
- **To do:** new bins and consignment notes from Medisort before the first collection; update the waste procedures at each site.
"""),
U("Priya", """
Thanks. Can you put both into one table for the meeting: supplier, old, new, cost, date, who's responsible?
"""),
A("""
| | Card terminals | Clinical waste |
|---|---|---|
| Old supplier | Worldpay | Initial (Rentokil Initial) |
| New supplier | Dojo | Medisort Waste Services |
| Cost | ~0.9% vs ~1.6% blended | below Initial's new price (+18% from Jan) |
| Start | Mon 4 November | Mon 2 December |
| Overlap / end of old | Worldpay notice served 11 Oct, ~1 week overlap | Initial ends 30 November |
| Responsible | Priya (contract), Niamh (Xero feed), Jess (front desk training) | Callum (bins, procedures) |
"""),
)

# --- s22 -----------------------------------------------------------------------------------------
session("2024-11-13T09:15:00", "A frozen Dojo payment, and a new face", "people",
U("Jess", """
Tenbury: the Dojo terminal froze mid-payment yesterday, £412 dental. The client's card was charged but Kestrel still showed the invoice unpaid. Dojo support say the terminal took the payment and Kestrel didn't get the confirmation back. Anyone else had that?
""", "s22_dojo"),
U("Niamh", """
I'll check Xero, the Dojo feed will show it. If it's there, just mark the invoice paid in Kestrel with the Dojo reference.
"""),
U("Priya", """
Also: everyone please welcome Rhys Pritchard, who started on Monday as our operations and systems coordinator. Rhys will shadow Tomasz for the next few weeks.
""", "s22_rhys"),
U("Rhys", """
Hi all! Glad to be here. I was at Greyfriars Equine before, where I looked after the practice systems. Please be patient with my questions.
"""),
U("Tomasz", """
Welcome Rhys. First thing I show you is the Panasonic cupboard, you will love it.
""", "s22_pana"),
U("Niamh", """
Jess, it's in Xero: £412, Dojo, 12 Nov. Mark it paid.
"""),
U("Ewan", """
Welcome Rhys. Please fix the Sallowfield printer, it's been possessed since August.
"""),
U("Rhys", """
Noted, top of the list 😄
"""),
U("Ana", """
Has anyone seen the spare infusion pump from ward 2? It is not in the cupboard
"""),
U("Ewan", """
That's me, sorry. Borrowed it for the DKA cat at Sallowfield, it comes back Friday with the drugs run.
"""),
U("Jess", """
Staff flu jabs are Thursday 12:30-14:00 in the Holloway Cross staff room, bring your own biscuits.
"""),
)

# --- s23 -----------------------------------------------------------------------------------------
session("2024-12-11T14:30:00", "Handover document: systems from Tomasz to Rhys", "ai",
U("Tomasz", """
Hello. I am leaving Fellbrook at the end of December, I move back to Poland. Rhys takes over systems and IT after the Christmas break, from the second Monday in January. I want to make a handover document with you: I list the systems and you make it tidy.
""", "s23_handover"),
A("""
Good idea to do it now rather than on your last day. Here's a structure; for each system we'll fill in the same fields:

**For each system:** what it does · supplier and contract/renewal date · who the admin is · how to get support · known problems and workarounds · where the credentials live (a reference, not the passwords).

Then a section for **routines** (backups, updates, when changes are allowed) and one for **open issues**. Send me the list and I'll lay it out.
"""),
U("Tomasz", """
List:
- Practice system: Kestrel PMS (cloud). Admin is me, Rhys is added.
- VetLedger: old server, read-only, switch off 31 December after the final export.
- Phones: the old Panasonic switchboard. Night service diverts to Nightpaws at 19:00. Engineer is Telcare, ad hoc. Ringwell we cancelled in September.
- Staff chat and email: Microsoft Teams and Microsoft 365.
- Rota: RotaCloud, Ana is the owner now.
- X-rays: Clearview PACS. The NAS is backup only.
- Card terminals: Dojo.
- Finance: Xero and Dext, those are Niamh's.
- Online booking: Vetstoria, linked to Kestrel.
- Changes to systems only on Wednesday evening after 19:30, when the branches are closed, so there are no surprises in consults.
""", "s23_list"),
A("""
**Fellbrook systems handover: Tomasz Wójcik to Rhys Pritchard (from Monday 13 January 2025)**

| System | What | Admin / owner | Notes |
|---|---|---|---|
| Kestrel PMS | practice management (cloud) | Tomasz, then Rhys | Rhys already has admin |
| VetLedger Classic | old PMS, read-only | Tomasz | final export, then switch off 31 Dec |
| Panasonic switchboard | phones, all sites | Tomasz, then Rhys | night service to Nightpaws at 19:00; engineer Telcare (ad hoc); Ringwell VoIP cancelled Sept 2024 |
| Microsoft 365 / Teams | email, staff chat | Tomasz, then Rhys | |
| RotaCloud | staff rota | Ana Sousa | |
| Clearview PACS | radiographs | Tomasz, then Rhys | NAS = backup only |
| Dojo | card terminals | Priya (contract) | |
| Xero, Dext | finance | Niamh | |
| Vetstoria | online booking | Tomasz, then Rhys | linked to Kestrel |

**Routines:** system changes only on **Wednesday evenings after 19:30**, when the branches are closed.
"""),
U("Rhys", """
Rhys here. Can we add the passwords, or at least where they are?
"""),
A("""
I'd keep the passwords themselves out of this document: it will be emailed, printed and copied, and it will outlive the passwords. Instead add one line per system saying where the credential is stored (e.g. "Bitwarden > Fellbrook > Phones > Telcare portal"), plus who else can reset it if you're off.
"""),
U("Tomasz", """
We have Bitwarden for Fellbrook, Rhys is already in the organisation. Everything is in the shared "Systems" collection.
"""),
A("""
Added under the table:

**Credentials:** all in **Bitwarden**, Fellbrook organisation, collection **"Systems"**. Rhys and Priya have access; Tomasz's access is removed on his last day.

**Open issues at handover:** the Panasonic switchboard is ageing (line cards failing, parts scarce) and needs a replacement plan in 2025.
"""),
U("Rhys", """
Thanks Tomasz for everything. You're a legend.
"""),
)

# --- s24 -----------------------------------------------------------------------------------------
session("2025-01-08T12:30:00", "New year: discounts, out of hours, CD lead", "people",
U("Priya", """
Happy new year all. A few things.
1) Discounts: since Monday, practice managers can approve discounts and write-offs up to £200. Above £200 it still goes to Maren. Vets on the consult can still give up to £50. Approving everything over £50 was taking Maren about an hour a day.
""", "s24_discount"),
U("Callum", """
Good. Also FYI, since we moved clinical waste to Medisort last month the bins are different: purple lids are cytotoxic only, yellow lids for everything else. Posters are up in every prep room.
""", "s24_medisort"),
U("Priya", """
2) Out of hours: Nightpaws' renewal came in 30% higher. We're planning to move our OOH to Vets Now from April. Their Ashcombe hub isn't open yet, so until it is we'd use their clinic in Thornbury. More soon.
""", "s24_vetsnow"),
U("Ewan", """
Thornbury is 40 minutes from Brackwater. Penhallow use Vets Now already and their clients complain about the drive all the time.
""", "s24_penhallow"),
U("Maren", """
3) CD lead: I'm handing the named CD lead role to Ewan at the start of February. I've been doing it alongside clinical director for too long, and Ewan has run the CDs at Sallowfield for years.
""", "s24_cdlead"),
U("Ewan", """
Happy to. I'll keep the Friday checks exactly as they are.
""", "s24_friday"),
U("Ana", """
Rota for February is published in RotaCloud, please check yours.
""", "s24_rota"),
U("Jess", """
Question on 1): can reception approve small discounts now?
"""),
U("Priya", """
No, reception still can't. Vet up to £50, practice manager up to £200, Maren above that.
""", "s24_discount2"),
)

# --- s25 -----------------------------------------------------------------------------------------
session("2025-01-22T09:50:00", "Replacing the switchboard, properly this time", "ai",
U("Rhys", """
Hi, I'm Rhys Pritchard. I look after systems and IT at Fellbrook Veterinary Group, since I took over from Tomasz last week. Our old Panasonic switchboard is on its last legs again (the Sallowfield line card died on Monday). Last September we tried a VoIP company called Ringwell, calls kept dropping after 30 seconds and we went back to the Panasonic after three weeks. This time I want to pick the replacement properly. Candidates: Vonage Business, 3CX hosted by a local partner, and Ringwell again (they claim it's fixed). Can you help me build a test plan so we don't repeat September?
""", "s25_rhys"),
A("""
Yes. The lesson from September is to find problems on your own network before you port any numbers. Plan:

1. **Pilot at one site** (Brackwater is the toughest connection, so a good test) for two weeks, on a temporary number, with real staff making real calls.
2. **Test scripts:** 20 external calls a day longer than 2 minutes (catches the 30-second drop), transfers between sites, the night divert to Nightpaws, call queues at 8:30 peak, hold music, and a call while the internet is unplugged (what's the failover?).
3. **Network:** ask each vendor to state their requirements (SIP over TLS or UDP, ports, SIP ALG) and to do a remote check of your DrayTek before the pilot.
4. **Contract:** a cancellation right that covers the first 90 days, and number porting back at their cost if they can't meet the SLA.
5. **Go/no-go:** zero unexplained call drops in the pilot, and a named support contact with a response time in writing.
"""),
U("Rhys", """
Pilot results: Vonage ran two weeks at Brackwater with zero drops. The 3CX partner couldn't commit to a support SLA. Ringwell wouldn't do a pilot at all. Decision with Priya: Vonage Business, all sites, install on Monday 3 March.
""", "s25_vonage"),
A("""
Clear result. Cutover checklist for Mon 3 March:
- **2 weeks before:** order numbers port; confirm the port date in writing; rebuild call flows (site queues, 6-ring rollover to Holloway Cross, night divert to Nightpaws from 19:00).
- **1 week before:** desk phones delivered and labelled per desk; staff quick guide (answer, transfer, park, voicemail).
- **Day before:** final config check; test the night divert; have the Panasonic still connected as a fallback.
- **Go-live morning:** someone at each site at 08:15; test inbound and outbound at each site before doors open.
- **Week after:** call stats check; collect niggles; then decommission the Panasonic.
"""),
U("Rhys", """
Another thing. Right now system changes are only allowed on Wednesday evenings after 19:30. But Holloway Cross is open till 21:00 on Wednesdays for inpatients, and the Nightpaws divert is live from 19:00, so Wednesday evening is actually the worst moment to touch the phones. I want to move the window to Sunday 07:00-09:00, when all four sites are closed, from March.
""", "s25_window"),
A("""
Makes sense. Things to weigh:
- **For Sunday 07:00-09:00:** no consults, no inpatient admissions, and the OOH divert is already active all weekend, so a phone change only affects calls that are going to Nightpaws anyway (test that path explicitly).
- **Against:** whoever does the change works on a Sunday morning, and suppliers' support desks may be closed. Check Kestrel's and Vonage's weekend support hours before planning anything big.
- **Rule of thumb:** nothing in the window that can't be rolled back by 09:00, and a short note in the Teams Managers channel afterwards saying what changed.
"""),
U("Rhys", """
Good. I'll take it to Priya.
"""),
A("""
Summary for Priya:
1. **Phones:** Vonage Business at all four sites, cutover **Monday 3 March**, after a clean two-week pilot at Brackwater (3CX: no SLA; Ringwell: refused a pilot).
2. **Change window (proposal):** from March, move system changes from **Wednesday evenings after 19:30** to **Sunday 07:00-09:00**, because Wednesday evenings overlap with Holloway Cross inpatient hours and the Nightpaws divert.
"""),
)

# --- s26 -----------------------------------------------------------------------------------------
session("2025-02-05T17:20:00", "Vets Now is off", "people",
U("Priya", """
Update on out of hours: we are NOT moving to Vets Now. Nightpaws came back and matched their old price for two years, and Vets Now's Ashcombe hub won't open until 2026, so our clients would have been driving 40 minutes to Thornbury. We stay with Nightpaws.
""", "s26_cancel"),
U("Ewan", """
Good. The Nightpaws vets know half our clients by now anyway.
"""),
U("Maren", """
Agreed. I'll ask Nightpaws for the morning case summaries by 7:30 instead of 8 as part of the renewal.
"""),
U("Rhys", """
Change window: Priya said yes to Sundays. The first one will be Sunday 2 March, the day before Vonage goes in.
""", "s26_window"),
U("Jess", """
Sunday mornings? Who's doing that
"""),
U("Rhys", """
Me, remotely mostly. Nobody from the front desk needs to come in.
"""),
U("Callum", """
One more from me: I'm leaving at the end of April. I've got a practice manager job up near my parents in Cumbria. Priya knows. Holloway Cross will get a new PM.
""", "s26_callum"),
U("Ana", """
Nooo Callum
"""),
U("Priya", """
We'll miss you. Recruitment starts this week.
"""),
U("Jess", """
Also the Tenbury car park barrier is stuck open again and clients are parking in the Co-op's spaces, the manager came in to complain.
"""),
U("Priya", """
I'll ring the landlord tomorrow. Put a sign on the door for now please.
"""),
)

# --- s27 -----------------------------------------------------------------------------------------
session("2025-02-17T10:40:00", "Payroll in-house, a CD audit, and a new website", "ai",
U("Niamh", """
Niamh again, finance at Fellbrook. Our payroll bureau, Moorside Payroll Bureau, got two payslips wrong in January (a nurse's overtime and a maternity pay calculation), and December's files came a day late for the BACS run. Priya agreed: from the new tax year we run payroll ourselves with BrightPay. I need a checklist for the switch.
""", "s27_payroll"),
A("""
Starting at the beginning of a tax year (**6 April 2025**) is the cleanest way to do it, because year-to-date figures start from zero. Checklist:

**Before 6 April**
- Buy BrightPay and set up the employer: PAYE reference, Accounts Office reference, employment allowance claim.
- Authorise BrightPay for RTI submissions (Government Gateway credentials).
- Import employees from Moorside's export: tax codes, NI categories, student loans, pay rates, bank details.
- Set up the pension scheme connection and the auto-enrolment assessment.
- Agree with Moorside that **they** run the final 2024/25 payroll, the final FPS and the P60s.

**First run**
- Run April in parallel: compare BrightPay's figures with what Moorside would have produced for 3-5 sample employees.
- Send the FPS on or before pay day; produce the BACS file.
"""),
U("Niamh", """
Pension is with NEST. 64 employees, all monthly, pay day the 28th.
"""),
A("""
Then add:
- **NEST:** BrightPay can submit contributions to NEST directly (API connection). Set it up and do a test submission before the first run.
- **Timing:** with pay day on the 28th, aim to run payroll by the 22nd, which gives time for checks, the FPS, and the BACS file three working days before the 28th.
- **64 employees:** the BrightPay licence tier that covers up to 100 employees will do; check whether the cloud add-on (payslips via app) is included.
"""),
U("Ewan", """
Ewan jumping in, Niamh's chat again, sorry. Since I took over as CD lead two weeks ago I'm putting together a short CD audit for the VMD inspection in March. Can you give me a structure? We do weekly Friday checks, the register is in Kestrel, destruction of expired stock with a witness.
""", "s27_cd"),
A("""
A structure that follows what an inspector usually asks:
1. **Scope and responsibility:** named CD lead (you), sites, who can order and receive.
2. **Storage:** cabinets per site, key holders, key log.
3. **Records:** the Kestrel CD register. How entries are made, running balances, corrections (witnessed, reasoned).
4. **Checks:** weekly Friday stock checks at every site, two signatures, and what happens with a discrepancy (the February 2024 methadone investigation is a good worked example).
5. **Destruction:** expired and returned CDs, denaturing kits, witness, records.
6. **Findings and actions** from the last 12 months.
"""),
U("Priya", """
Priya here, website news while you're all in this chat: Hedgerow Digital are building our new WordPress site to replace the Wix one, launch on Monday 17 March. The Wix site is slow, we can't give each practice its own opening hours, and it looks like 2019. We had a Squarespace quote too, but Hedgerow do a lot of vet sites and will look after it for us afterwards.
""", "s27_website"),
A("""
Want a short launch checklist for the website?
"""),
U("Priya", """
Yes please, short.
"""),
A("""
**Website launch checklist**
- Redirects from every old Wix page address to the new one (keeps Google rankings and old links working).
- Online booking button tested for each practice.
- Opening hours per practice; emergency/out-of-hours page pointing to Nightpaws.
- Contact form: who gets the emails?
- Google Business profiles updated with the new links.
- Privacy and cookie notices.
- Someone checks the site on a phone on launch morning.
"""),
)

# --- s28 -----------------------------------------------------------------------------------------
session("2025-03-05T13:00:00", "Vonage week", "people",
U("Jess", """
Since Monday's move to Vonage I can SEE the call queue! 7 waiting at 8:31 at Holloway Cross. Also clients say the hold music is less awfull.
""", "s28_vonage"),
U("Rhys", """
😄 Glad. The first Sunday change window was last Sunday, the 2nd: that's when we did the final Vonage config and the number porting. Went fine, nobody noticed. From now on all system changes happen Sundays 07:00-09:00, not Wednesday evenings.
""", "s28_window"),
U("Ewan", """
Does the night divert to Nightpaws work on Vonage? ... answering myself, tested it last night from my mobile, yes it does.
"""),
U("Priya", """
Website: Hedgerow say the launch moves to Monday 24 March, not the 17th. They're waiting on the booking widget from Vetstoria.
""", "s28_webslip"),
U("Jess", """
Makes sense, the booking button has to work on day one or we'll get 50 calls about it.
"""),
U("Callum", """
Reminder: the old Panasonic gets collected by the WEEE recycling people on Friday. Anyone want a handset as a souvenir?
""", "s28_pana"),
U("Ana", """
no thank you hahaha
"""),
U("Ewan", """
VMD inspection is 18 March at Sallowfield, the CD paperwork is ready.
"""),
)

# --- s29 -----------------------------------------------------------------------------------------
session("2025-03-26T15:15:00", "New website, day three", "ai",
U("Jess", """
Hi, Jess, reception lead at Fellbrook. Our new website went live on Monday (Hedgerow built it on WordPress). Clients like it but three problems: the Brackwater page shows the Holloway Cross opening hours, the "Book online" button opens Vetstoria in the same tab so people lose the page, and the contact form emails go to Callum, who leaves next month. Can you help me write the change request to Hedgerow?
""", "s29_live"),
A("""
**To: Hedgerow Digital. Change request, fellbrookvets.co.uk (post-launch)**

Hi team, thanks for the launch on Monday. Three fixes, in priority order:

1. **Contact form recipient.** Form submissions currently go to Callum Reid, who is leaving. Please send them to the shared front desk address instead (details below).
2. **Brackwater opening hours.** The Brackwater practice page shows Holloway Cross's hours. Brackwater's hours are: [please fill in].
3. **"Book online" button.** It opens the Vetstoria booking page in the same tab, so clients lose our site. Please open it in a new tab (or embed the widget on the page).

Could you confirm when these will be live? Many thanks, Jess Okafor, Reception lead
"""),
U("Jess", """
For the contact form, can it go to the Front Desk channel in Teams? Is that a thing?
"""),
A("""
Yes. Every Teams channel can have its own email address: in the channel, click the three dots, then *Get email address*. Emails sent there appear as posts in the channel, so the whole front desk team sees them. Two caveats: the setting may restrict who can send to it (set it to "anyone" or to the website's sending domain), and attachments land in the channel's Files. Give Hedgerow that address as the recipient.
"""),
U("Jess", """
Great. Another one: a client complained on Google that we "got rid of" her vet. It's Dr Kaur, who moved to Brackwater. Can you draft a polite reply?
"""),
A("""
"Dear Mrs [name], thank you for your review, and we're sorry for the confusion. Dr Kaur hasn't left Fellbrook: since March she's working at our Brackwater practice, and she'd be very happy to see you and [pet] there. You can book with her online or by phone, and our Tenbury Lane team can of course look after you too. Kind regards, the Fellbrook team"
"""),
U("Jess", """
Softer, less corporate pls
"""),
A("""
"Hi [name], thanks so much for letting us know, and sorry, we should have told you! Dr Kaur is still with us, she's just moved to our Brackwater practice. She'd love to keep seeing [pet], so you're very welcome to book with her there. And if Tenbury Lane is easier, the team there would be happy to help too. Jess at Fellbrook"
"""),
)

# --- s30 -----------------------------------------------------------------------------------------
session("2025-04-09T12:05:00", "Payroll, a new practice manager, and online booking", "people",
U("Niamh", """
Payroll is ours since the new tax year started on Sunday. BrightPay is set up, everyone's imported, NEST is connected, first run on the 28th. Moorside did the final 2024/25 run and the P60s and that's it with them.
""", "s30_payroll"),
U("Priya", """
Brilliant. News: we have a new practice manager for Holloway Cross! Dana Whitlock, currently deputy PM at a small animal hospital in York. She starts on the Tuesday after the May bank holiday. Callum's last day is 30 April; until Dana starts I'll cover Holloway Cross myself, with Ana's help.
""", "s30_dana"),
U("Callum", """
She's great, I met her at the interview. I'll leave her a proper handover note.
"""),
U("Jess", """
Booking: Kestrel Book is ready to go. Do we switch now?
"""),
U("Rhys", """
After Easter. Easter Monday we're on reduced hours anyway, so Kestrel Book goes live on Monday the 28th and Vetstoria is switched off the same day. Kestrel Book is included in our Kestrel subscription; Vetstoria costs us £95 per site per month and we have to keep two systems' appointment types in sync.
""", "s30_booking"),
U("Jess", """
And the website button?
"""),
U("Rhys", """
I'll get Hedgerow to swap it during the Sunday window on the 27th.
"""),
U("Ana", """
Rota for May is out. Dana is in from the 6th.
""", "s30_rota"),
)

# --- s31 -----------------------------------------------------------------------------------------
session("2025-04-30T09:30:00", "Kestrel Book teething troubles", "ai",
U("Jess", """
Hello again, Jess from Fellbrook. Since Monday online booking goes through Kestrel Book instead of Vetstoria, and we already have double bookings: a client booked 9:00 with Dr Kaur at Brackwater online while the desk booked the same slot by phone in the same minute. How does that happen and what do we do?
""", "s31_live"),
A("""
That's a race: both bookings looked at the slot while it was still free and both were saved. A well-built system should block the second one, so either the online flow doesn't hold the slot while the client fills in the form, or the desk booking doesn't re-check availability before saving.

What to do:
1. **Today:** contact the online client (the desk booking was probably made with the client on the phone), offer the nearest alternative, and apologise.
2. **Check Kestrel Book's settings** for anything like "hold slot during booking" or "lock slot while in checkout".
3. **Report it to Kestrel** with both booking times to the second; it may be a known issue with a fix.
"""),
U("Jess", """
There's a setting "Online slots: release to web 48h ahead / all slots". Ours is on "all slots".
"""),
A("""
That doesn't cause the race, but it widens it: every slot is open to both channels all the time. Many practices keep a share of slots phone-only (e.g. the first and last consult of each session, kept for urgent cases) and release the rest online. You could set, say, 70% of slots online and keep 30% for the desk, which also leaves room for same-day urgent appointments.
"""),
U("Jess", """
Ok. Also clients who got Vetstoria confirmation emails for May, are those appointments still real?
"""),
A("""
If the Vetstoria bookings were already in the Kestrel diary before the switch (they were, through the connector), then yes, the appointments are real and nothing has changed for the client. The only risk is cancellation or change links in the old Vetstoria emails, which now go nowhere. A short message to those clients fixes that.
"""),
U("Jess", """
Can you write that message, SMS length?
"""),
A("""
"Fellbrook Vets: your appointment for [pet] on [date] at [time] is still booked. Our online booking has changed, so to change or cancel please use fellbrookvets.co.uk or call us. Thank you!"
"""),
U("Jess", """
Perfect. Sent to 212 clients 😅
"""),
)

# --- s32 -----------------------------------------------------------------------------------------
session("2025-05-14T16:30:00", "Dana's first week", "people",
U("Dana", """
Hi everyone, Dana here. I took over from Callum as practice manager at Holloway Cross on the 6th. Thank you for such a warm welcome! First thing I'd like to understand is the rota, so Ana, expect questions 🙂
""", "s32_dana"),
U("Ana", """
Of course! The rota is all in RotaCloud, I show you on Thursday.
""", "s32_rota"),
U("Priya", """
Dana, also on your desk: the drugs wholesaler. NVS came in with a price list 4% under Centaur and want us to switch. I've said no for now: Centaur deliver twice a day to Holloway Cross and their ordering is built into Kestrel. We stay with Centaur.
""", "s32_centaur"),
U("Dana", """
Understood. I'll go through the NVS list for the big-ticket items anyway, it's useful when we negotiate with Centaur.
"""),
U("Ewan", """
Welcome Dana. Friday CD checks: at Holloway Cross you'll be the one signing the weekly sheet with the vet if no nurse is free.
""", "s32_cd"),
U("Dana", """
Noted. Where do I find the Nightpaws morning reports?
"""),
U("Jess", """
In Kestrel under the patient's attachments, we attach them by 9am. The originals are in the Front Desk channel in Teams.
""", "s32_teams"),
U("Dana", """
Thanks! And do I book my own leave in RotaCloud or in BreatheHR?
"""),
U("Ana", """
Leave is in RotaCloud. BreatheHR is for contracts, sickness and appraisals, Priya gives you access.
""", "s32_breathe"),
)

# --- s33 -----------------------------------------------------------------------------------------
session("2025-05-28T11:10:00", "One-page summary for the partners", "ai",
U("Priya", """
Hi, Priya from Fellbrook. The partners want a one-page summary of what's changed in operations since autumn 2023. My notes: PMS VetLedger to Kestrel (April 2024), lab Axiom to IDEXX, nights to Nightpaws, WhatsApp to Teams, rota Excel to RotaCloud, Sage to Xero, Worldpay to Dojo, Initial to Medisort, new website, Kestrel Book, BrightPay, phones. Can you draft it as a table: area, old, new, when?
"""),
A("""
**Fellbrook operations: changes since autumn 2023**

| Area | Old | New | When |
|---|---|---|---|
| Practice system | VetLedger Classic | Kestrel PMS | April 2024 |
| External lab | Axiom Vet Labs | IDEXX Reference Laboratories | July 2024 |
| Out of hours | vets on call from home | Nightpaws Emergency Vets | June 2024 |
| Staff messaging | WhatsApp groups | Microsoft Teams | January 2024 |
| Rota | Excel spreadsheet | RotaCloud | November 2023 |
| Accounts | Sage 50 | Xero | October 2024 |
| Card terminals | Worldpay | Dojo | November 2024 |
| Clinical waste | Initial | Medisort | December 2024 |
| Phones | Panasonic switchboard | Ringwell VoIP | September 2024 |
| Website | Wix | WordPress (Hedgerow Digital) | March 2025 |
| Online booking | Vetstoria | Kestrel Book | April 2025 |
| Payroll | Moorside Payroll Bureau | BrightPay (in-house) | April 2025 |
""", "s33_draft"),
U("Rhys", """
Rhys here, Priya shared the chat. The phones line is wrong. Ringwell only lasted three weeks in September 2024, then we went back to the Panasonic. The actual replacement is Vonage Business, since 3 March 2025. Also please don't list Vets Now anywhere: that plan from January was cancelled and Nightpaws still do our nights.
""", "s33_correct"),
A("""
Thanks, corrected. The phones row now reads:

| Phones | Panasonic switchboard | Vonage Business | 3 March 2025 |

with a footnote: *A move to Ringwell VoIP in September 2024 was reversed after three weeks because of dropped calls; the Panasonic stayed until Vonage.* Vets Now isn't in the table; out of hours remains with Nightpaws Emergency Vets, as listed.
"""),
U("Priya", """
Better. Now add the policy changes: 15-minute consults, the new discount limits, weekly CD checks, Ewan as CD lead, and the Sunday change window.
"""),
A("""
**Policies and ways of working**
| Policy | Before | Now | Since |
|---|---|---|---|
| Standard consult | 10 minutes | 15 minutes | 9 September 2024 |
| Discounts | over £50 needed the clinical director | practice managers approve up to £200; clinical director above £200 | 6 January 2025 |
| CD stock checks | monthly | weekly, Fridays, two signatures | February 2024 |
| Named CD lead | Maren Holt | Ewan Baird | February 2025 |
| System changes | Wednesday evenings after 19:30 | Sundays 07:00-09:00 | March 2025 |
"""),
U("Priya", """
And who's responsible for what, at the bottom.
"""),
A("""
**Who's responsible**
- Clinical director: Maren Holt
- Controlled drugs (named CD lead): Ewan Baird
- Staff rota: Ana Sousa (head nurse)
- Systems and IT: Rhys Pritchard
- Holloway Cross practice manager: Dana Whitlock
- Reception and client care: Jess Okafor
- Finance and payroll: Niamh Gallagher
- Operations: Priya Natarajan
""", "s33_owners"),
U("Priya", """
Perfect, sending.
"""),
)

# --- s34 -----------------------------------------------------------------------------------------
session("2025-06-11T12:45:00", "A discount, old lab forms and the rescue's card reader", "people",
U("Ana", """
Quick one: a client at Holloway Cross wants £120 off a dental becuase of hardship. The vet says ok. That's over £50 so it has to go to Maren, right?
""", "s34_wrong"),
U("Dana", """
No need. Since January practice managers can sign off up to £200, so I can approve it. Maren is only for anything above £200. I'll do it now.
""", "s34_correct"),
U("Maren", """
Dana is right. And please write the reason in the invoice note.
"""),
U("Ewan", """
Lab mix-up at Sallowfield: a new locum sent a histology to Axiom on an old form she found in a drawer. Axiom haven't been our lab since last July, it came back with a "no account" letter and lost us four days. Can someone bin the old Axiom forms at all sites?
""", "s34_axiom"),
U("Dana", """
I'll do Holloway Cross today. Rhys, can you ask the branch nurses?
"""),
U("Rhys", """
Will do. Also this Sunday's window: Kestrel update 4.12 and Vonage handset firmware, 07:00-09:00 as usual.
""", "s34_window"),
U("Jess", """
Brackwater Animal Rescue asked again if they can pay their vet bills by card at the door, their SumUp reader doesn't get signal in our building. I told them our Dojo terminals take their card like anyone else's.
""", "s34_rescue"),
U("Priya", """
Fine. The rescue's own kit (their SumUp reader, their ArkTrack animal records) is theirs and we don't support it, but of course they can pay at our desk like any client.
""", "s34_rescue2"),
)

# --- s35 -----------------------------------------------------------------------------------------
session("2025-06-25T14:00:00", "Staff handbook: how things work now", "ai",
U("Rhys", """
Hi, Rhys, systems at Fellbrook. I'm rewriting the "How we work" section of the staff handbook; the current one still talks about VetLedger and WhatsApp. Here's what's true now:
- practice system Kestrel; staff chat in Teams, never WhatsApp
- rota done by Ana in RotaCloud
- standard consults 15 minutes
- clinical meeting every Tuesday 13:00
- CD checks every Friday, Ewan is CD lead
- discounts: vet up to £50, practice manager up to £200, Maren above
- phones Vonage; out of hours Nightpaws from 19:00
- lab samples to IDEXX
- system changes Sundays 07:00-09:00
- online booking Kestrel Book
Write it up for staff, friendly.
""", "s35_list"),
A("""
**How we work at Fellbrook**

**Our systems.** Everything clinical and every appointment lives in **Kestrel**. Online bookings come in through **Kestrel Book** on our website. Lab samples go to **IDEXX** and results arrive straight in Kestrel. Our phones are **Vonage**, and from 19:00 (and at weekends) calls go to **Nightpaws Emergency Vets**, who look after our out-of-hours patients.

**Talking to each other.** Work chat happens in **Microsoft Teams**, never in WhatsApp, and never with client details on a personal app.

**Your rota.** **Ana** runs the rota in **RotaCloud**. Request leave and swaps in the app.

**Appointments.** A standard consult is **15 minutes**.

**Meetings.** The clinical meeting is **every Tuesday at 13:00**, with lunch.

**Controlled drugs.** Stock checks **every Friday** at every site, two signatures. **Ewan** is our CD lead.

**Discounts.** Reception never gives discounts. The vet can give up to **£50**, a practice manager up to **£200**, and anything above goes to **Maren**.

**System changes** (updates, new settings) only happen on **Sundays 07:00-09:00**, so nothing changes under your feet during the week.
"""),
U("Rhys", """
Add a "who to ask" box.
"""),
A("""
**Who to ask**
| About | Ask |
|---|---|
| Rota, leave, swaps | Ana Sousa |
| Kestrel, phones, IT, logins | Rhys Pritchard |
| Controlled drugs | Ewan Baird |
| Holloway Cross practice matters | Dana Whitlock |
| Reception, clients, complaints | Jess Okafor |
| Pay, expenses | Niamh Gallagher |
| Clinical questions, discounts over £200 | Maren Holt |
"""),
U("Rhys", """
Also mention that X-rays are in Clearview and insurance claims go through VetEnvoy.
""", "s35_clearview"),
A("""
Added to "Our systems": *Radiographs are stored in **Clearview** (search by patient; share links for referrals last 30 days). Insurance claims are sent from Kestrel through **VetEnvoy**.*
"""),
U("Rhys", """
Good. And one line on health plans: the Pet Health Club is run by Premier Vet Alliance, questions about direct debits go to them.
""", "s35_pva"),
A("""
Added: *The **Pet Health Club** is administered by **Premier Vet Alliance**. Questions about direct debits or missed payments go to them; we can give clients their number.* That completes the section. It's ready to paste into the handbook.
"""),
)

# --- s36 -----------------------------------------------------------------------------------------
session("2025-07-09T17:05:00", "Summer odds and ends", "people",
U("Dana", """
Summer bits from Holloway Cross: the isolation ward is finally finished! Medisort are adding a weekly collection for it from next week.
""", "s36_medisort"),
U("Ana", """
Summer rota with the locums is published in RotaCloud. If you want to swap please use the app, not Teams messages to me 🙏
""", "s36_rota"),
U("Ewan", """
Friday CD checks all signed off for June at every site. Nice and boring, the way it should be.
""", "s36_cd"),
U("Jess", """
Kestrel Book numbers for June: 31% of appointments booked online, up from about 22% when we were on Vetstoria.
""", "s36_booking"),
U("Rhys", """
Vonage call stats for June: average wait 48 seconds, 4% abandoned. On the Panasonic we didn't even know.
""", "s36_vonage"),
U("Maren", """
Next Tuesday's clinical meeting is the summer BBQ instead, 13:00 in the Holloway Cross garden. Partners welcome.
""", "s36_meeting"),
U("Priya", """
Heads-up: Penhallow Vets in Ashcombe have been bought by another corporate and are moving off Provet Cloud; their practice manager asked me about Kestrel. Nothing to do with us, but be nice if they call.
""", "s36_penhallow"),
U("Niamh", """
Q1 closed in Xero in 3 days. Sage used to take two weeks. Just saying.
""", "s36_xero"),
)


# ================================================================================================
# Ground truth: facts. Evidence is given as turn tags, resolved to turn ids on output.
# ================================================================================================

FACTS: list[dict] = []


def F(timeline: str, subject: str, predicate: str, obj: str, valid_from: str, valid_to: str | None,
      evidence: list[str], note: str | None = None) -> None:
    row = {"subject": subject, "predicate": predicate, "object": obj, "valid_from": valid_from,
           "valid_to": valid_to, "evidence": evidence, "timeline": timeline}
    if note:
        row["note"] = note
    FACTS.append(row)


FIRST = "in place when first mentioned ({}); its true start is unknown"
G = "fellbrook veterinary group"

F("pms", G, "practice_management_system", "VetLedger Classic (on-site server)", "2023-09-18", "2024-04-22",
  ["s01_pms", "s04_server", "s05_eos", "s07_decide", "s10_slip", "s10_vl", "s11_live"], FIRST.format("2023-09-18"))
F("pms", G, "practice_management_system", "Kestrel PMS (cloud)", "2024-04-22", None,
  ["s07_decide", "s10_slip", "s11_live", "s35_list"],
  "decided 2024-01-17 for 'the Monday after Easter Monday, 8 April'; slipped on 2024-03-27 to Monday 22 April; "
  "'since Monday we're on Kestrel', data moved 'last weekend' (said Wed 2024-04-24); ezyVet and Provet Cloud rejected")

F("external_lab", G, "external_lab", "Axiom Vet Labs", "2023-10-05", "2024-07-01",
  ["s02_axiom", "s02_axiom2", "s09_axiom", "s13_decide"], FIRST.format("2023-10-05"))
F("external_lab", G, "external_lab", "IDEXX Reference Laboratories", "2024-07-01", None,
  ["s13_decide", "s14_idexx", "s34_axiom", "s35_list"],
  "'from the first of next month' (said 2024-06-12); Lindow Pathology rejected; not the in-house IDEXX analysers")

F("telephony", G, "phone_system", "Panasonic on-site switchboard", "2023-09-18", "2024-09-02",
  ["s01_phones", "s12_divert", "s16_ringwell"], FIRST.format("2023-09-18"))
F("telephony", G, "phone_system", "Ringwell VoIP", "2024-09-02", "2024-09-23",
  ["s16_ringwell", "s17_live", "s18_revert"],
  "cutover 'Monday 2 September' (decided 2024-08-21), 'since Monday' said Wed 2024-09-04; reverted after dropped calls")
F("telephony", G, "phone_system", "Panasonic on-site switchboard", "2024-09-23", "2025-03-03",
  ["s18_revert", "s18_pana", "s22_pana", "s23_list", "s25_rhys"],
  "'we went back to the old Panasonic switchboard on Monday' (said Wed 2024-09-25)")
F("telephony", G, "phone_system", "Vonage Business", "2025-03-03", None,
  ["s25_vonage", "s28_vonage", "s33_correct", "s36_vonage"],
  "decided 2025-01-22 for Monday 3 March (3CX and Ringwell rejected); 'since Monday's move to Vonage' (said Wed 2025-03-05); "
  "a draft summary that named Ringwell as the current system was corrected on 2025-05-28")

F("ooh_provider", G, "out_of_hours_cover", "the vets' own on-call rota (on call from home)", "2023-10-05", "2024-06-03",
  ["s02_oncall", "s06_announce", "s10_oncall", "s12_decide"], FIRST.format("2023-10-05"))
F("ooh_provider", G, "out_of_hours_cover", "Nightpaws Emergency Vets", "2024-06-03", None,
  ["s12_decide", "s12_date", "s26_cancel", "s35_list"],
  "'from the first Monday in June' (said 2024-05-22), 'Nightpaws from Monday 3 June'; kept after the Vets Now plan was cancelled")
F("ooh_plan", G, "planned_out_of_hours_cover", "Vets Now (announced for April 2025, cancelled before it started)",
  "2025-01-08", "2025-02-05", ["s24_vetsnow", "s26_cancel"],
  "a plan only: out_of_hours_cover never became Vets Now (Penhallow Vets, a competitor, does use Vets Now)")

F("card_terminals", G, "card_terminals", "Worldpay", "2023-09-18", "2024-11-04",
  ["s01_whatsapp", "s07_keep", "s21_dojo"], FIRST.format("2023-09-18"))
F("card_terminals", G, "card_terminals", "Dojo", "2024-11-04", None,
  ["s21_dojo", "s22_dojo", "s34_rescue"],
  "decided 2024-10-23 for 'the first Monday in November'; afterwards implicit (a frozen Dojo payment, 2024-11-13); SumUp rejected")

F("accounting", "fellbrook finance", "accounting_software", "Sage 50 (desktop)", "2024-07-04", "2024-10-01",
  ["s14_sage", "s14_decide"], FIRST.format("2024-07-04"))
F("accounting", "fellbrook finance", "accounting_software", "Xero", "2024-10-01", None,
  ["s14_decide", "s19_xero", "s36_xero"],
  "'from the new financial year, 1 October' (said 2024-07-04); 'since we moved to Xero yesterday' (said 2024-10-02); QuickBooks rejected")

F("payroll", "fellbrook finance", "payroll", "Moorside Payroll Bureau", "2025-02-17", "2025-04-06",
  ["s27_payroll", "s30_payroll"], FIRST.format("2025-02-17"))
F("payroll", "fellbrook finance", "payroll", "BrightPay (in-house)", "2025-04-06", None,
  ["s27_payroll", "s30_payroll"],
  "'from the new tax year' (said 2025-02-17; the UK tax year starts on 6 April); 'since the new tax year started on Sunday' (said Wed 2025-04-09)")

F("rota_tool", "fellbrook staff rota", "tool", "Excel spreadsheet on the shared S: drive", "2023-10-05", "2023-11-01",
  ["s02_rota", "s02_rota2", "s03_excel"], FIRST.format("2023-10-05"))
F("rota_tool", "fellbrook staff rota", "tool", "RotaCloud", "2023-11-01", None,
  ["s03_decide", "s04_rc2", "s20_ana", "s36_rota"],
  "'from the first of next month' (said 2023-10-25); 'since we switched on the 1st' (2023-11-14); Deputy rejected")

F("owner_rota", "fellbrook staff rota", "owner", "Callum Reid", "2023-10-05", "2024-10-14",
  ["s02_rota", "s02_rota2", "s03_excel", "s20_handover"], FIRST.format("2023-10-05"))
F("owner_rota", "fellbrook staff rota", "owner", "Ana Sousa", "2024-10-14", None,
  ["s20_handover", "s20_ana", "s24_rota", "s32_rota", "s35_list"],
  "'from Monday Ana takes over the rota' (said Thu 2024-10-10)")

F("owner_it", "fellbrook systems and it", "owner", "Tomasz Wójcik", "2023-09-18", "2025-01-13",
  ["s01_pms", "s23_handover"], FIRST.format("2023-09-18"))
F("owner_it", "fellbrook systems and it", "owner", "Rhys Pritchard", "2025-01-13", None,
  ["s23_handover", "s25_rhys", "s33_owners"],
  "'from the second Monday in January' (said 2024-12-11); 'since I took over from Tomasz last week' (said 2025-01-22)")

F("owner_cd_lead", "fellbrook controlled drugs", "owner", "Dr Maren Holt", "2024-02-06", "2025-02-03",
  ["s08_maren", "s24_cdlead"], FIRST.format("2024-02-06"))
F("owner_cd_lead", "fellbrook controlled drugs", "owner", "Dr Ewan Baird", "2025-02-03", None,
  ["s24_cdlead", "s27_cd", "s33_owners"],
  "announced 2025-01-08 for 'the start of February'; 'since I took over as CD lead two weeks ago' (said Mon 2025-02-17)")

F("owner_hospital_pm", "holloway cross hospital", "owner", "Callum Reid", "2023-10-25", "2025-05-01",
  ["s03_excel", "s20_pm", "s26_callum", "s30_dana"], "practice manager; " + FIRST.format("2023-10-25") + "; last day 2025-04-30")
F("owner_hospital_pm", "holloway cross hospital", "owner", "Priya Natarajan (interim cover, with Ana Sousa)", "2025-05-01", "2025-05-06",
  ["s30_dana"], "Priya covers Holloway Cross between Callum's last day and Dana's start")
F("owner_hospital_pm", "holloway cross hospital", "owner", "Dana Whitlock", "2025-05-06", None,
  ["s30_dana", "s32_dana", "s33_owners"],
  "'the Tuesday after the May bank holiday' (said 2025-04-09; the bank holiday was Mon 2025-05-05); 'on the 6th' (2025-05-14)")

F("owner_reception", "fellbrook reception", "owner", "Jess Okafor", "2023-09-18", None,
  ["s01_discount", "s33_owners"], "reception lead across the four sites; unchanged")

F("clinical_meeting", "fellbrook clinical meeting", "cadence", "weekly, Tuesdays 13:00", "2023-10-05", "2024-09-05",
  ["s02_meeting", "s09_tuesday", "s16_meeting"], FIRST.format("2023-10-05"))
F("clinical_meeting", "fellbrook clinical meeting", "cadence", "fortnightly, Thursdays 08:00", "2024-09-05", "2024-10-15",
  ["s16_meeting", "s17_meeting", "s18_meeting", "s19_meeting"],
  "'from September ... first one is 5 September' (said 2024-08-21)")
F("clinical_meeting", "fellbrook clinical meeting", "cadence", "weekly, Tuesdays 13:00", "2024-10-15", None,
  ["s19_meeting", "s35_list", "s36_meeting"],
  "reverted 'from the 15th' (said 2024-10-02) after low attendance")

F("cd_check", "fellbrook controlled drugs", "stock_check_cadence", "monthly", "2024-02-06", "2024-02-09",
  ["s08_short", "s08_weekly"], FIRST.format("2024-02-06"))
F("cd_check", "fellbrook controlled drugs", "stock_check_cadence", "weekly, Fridays before close", "2024-02-09", None,
  ["s08_weekly", "s08_update", "s24_friday", "s27_cd", "s36_cd"],
  "'from this Friday' (said Tue 2024-02-06), 'first one on the 9th'")

F("cd_register", "fellbrook controlled drugs", "register", "paper CD registers", "2024-02-06", "2024-06-12",
  ["s08_short", "s08_weekly"], FIRST.format("2024-02-06"))
F("cd_register", "fellbrook controlled drugs", "register", "Kestrel electronic CD register", "2024-06-12", None,
  ["s13_cdreg", "s27_cd"],
  "implicit: the Kestrel CD register is first shown in use on 2024-06-12 (most likely since the Kestrel go-live); exact date not told")

F("discount_approval", "fellbrook discounts", "approval_rule", "over £50 needs the clinical director (Maren)", "2023-09-18", "2025-01-06",
  ["s01_discount", "s24_discount"], FIRST.format("2023-09-18"))
F("discount_approval", "fellbrook discounts", "approval_rule",
  "practice managers approve up to £200; the clinical director above £200", "2025-01-06", None,
  ["s24_discount", "s24_discount2", "s34_correct", "s35_list"],
  "'since Monday' (said Wed 2025-01-08); a later 'over £50 goes to Maren' (2025-06-11) is corrected in the next turn")

F("consult_length", "fellbrook appointments", "standard_consult_length", "10 minutes", "2023-09-18", "2024-09-09",
  ["s01_phones", "s16_consult", "s17_consult"], FIRST.format("2023-09-18"))
F("consult_length", "fellbrook appointments", "standard_consult_length", "15 minutes", "2024-09-09", None,
  ["s16_consult", "s17_consult", "s18_correct", "s35_list"],
  "announced 2024-08-21 for 2 September, moved to Monday 9 September (2024-09-04); 'on the 2nd' (2024-09-25) corrected to 'the 9th'")

F("imaging", "fellbrook radiographs", "storage", "NAS in the Holloway Cross server cupboard", "2023-11-14", "2024-07-24",
  ["s04_nas", "s15_nas"], FIRST.format("2023-11-14"))
F("imaging", "fellbrook radiographs", "storage", "Clearview PACS (cloud)", "2024-07-24", None,
  ["s15_clearview", "s15_nas", "s23_list", "s35_clearview"],
  "implicit: Clearview first appears in use on 2024-07-24; the NAS is 'only a backup now'; exact switch date not told")

F("clinical_waste", G, "clinical_waste_contractor", "Initial (Rentokil Initial)", "2024-10-23", "2024-12-02",
  ["s21_waste"], FIRST.format("2024-10-23") + "; its contract ended 2024-11-30")
F("clinical_waste", G, "clinical_waste_contractor", "Medisort Waste Services", "2024-12-02", None,
  ["s21_waste", "s24_medisort", "s36_medisort"],
  "'Medisort takes over collections from 2 December' (said 2024-10-23); 'since we moved clinical waste to Medisort last month' (2025-01-08)")

F("website", "fellbrook website", "platform", "Wix", "2025-02-17", "2025-03-24",
  ["s27_website", "s28_webslip"], FIRST.format("2025-02-17"))
F("website", "fellbrook website", "platform", "WordPress (built by Hedgerow Digital)", "2025-03-24", None,
  ["s27_website", "s28_webslip", "s29_live"],
  "planned for Monday 17 March (2025-02-17), moved to Monday 24 March (2025-03-05); 'went live on Monday' (said Wed 2025-03-26); Squarespace rejected")

F("staff_messaging", "fellbrook staff", "work_messaging", "WhatsApp groups", "2023-09-18", "2024-01-08",
  ["s01_whatsapp", "s06_announce"], FIRST.format("2023-09-18"))
F("staff_messaging", "fellbrook staff", "work_messaging", "Microsoft Teams", "2024-01-08", None,
  ["s06_announce", "s06_why", "s07_decide", "s23_list", "s32_teams"],
  "'after the break, from Monday the 8th' (said 2023-12-21); Slack rejected")

F("online_booking", G, "online_booking", "Vetstoria", "2023-09-18", "2025-04-28",
  ["s01_phones", "s07_keep", "s11_vetstoria", "s23_list", "s30_booking"], FIRST.format("2023-09-18"))
F("online_booking", G, "online_booking", "Kestrel Book", "2025-04-28", None,
  ["s30_booking", "s31_live", "s36_booking"],
  "'after Easter ... Monday the 28th' (said 2025-04-09; Easter Monday was 2025-04-21); 'since Monday' (said Wed 2025-04-30)")

F("change_window", "fellbrook systems", "change_window", "Wednesday evenings after 19:30", "2024-12-11", "2025-03-02",
  ["s23_list", "s25_window"], FIRST.format("2024-12-11"))
F("change_window", "fellbrook systems", "change_window", "Sundays 07:00-09:00", "2025-03-02", None,
  ["s25_window", "s26_window", "s28_window", "s34_window"],
  "proposed 2025-01-22 'from March', approved 2025-02-05 with 'the first one on Sunday 2 March'; 'last Sunday, the 2nd' (said 2025-03-05)")

# single-state facts: distractors, look-alikes and other organisations' systems
F("inhouse_analysers", "fellbrook practices", "in_house_analysers", "IDEXX in-house analysers (Catalyst)", "2023-10-05", None,
  ["s02_meeting", "s02_analyser", "s13_inhouse"], "look-alike: not the external lab, which moved from Axiom to IDEXX Reference Laboratories")
F("crematorium", G, "crematorium", "Cedar Lawn Pet Crematorium", "2023-10-05", None, ["s02_crem"])
F("insurance_claims", G, "insurance_claims", "VetEnvoy", "2024-02-28", None, ["s09_vetenvoy", "s15_vetenvoy", "s35_clearview"],
  "connected to VetLedger and then to Kestrel; unchanged")
F("receipt_capture", "fellbrook finance", "receipt_capture", "Dext", "2024-07-04", None, ["s14_decide"],
  "used with Sage 50 and then with Xero")
F("health_plans", "fellbrook pet health club", "administrator", "Premier Vet Alliance", "2023-09-18", None, ["s01_whatsapp", "s35_pva"])
F("drug_wholesaler", G, "drug_wholesaler", "Centaur Services", "2024-02-06", None, ["s08_centaur", "s32_centaur"],
  "NVS offered lower prices in May 2025 and was turned down")
F("hr_system", "fellbrook staff", "hr_system", "BreatheHR", "2025-05-14", None, ["s32_breathe"],
  "contracts, sickness, appraisals; leave is booked in RotaCloud")
F("nightpaws_pms", "nightpaws emergency vets", "practice_management_system", "RxWorks", "2024-05-22", None, ["s12_rxworks"],
  "another organisation's system (the out-of-hours provider), not Fellbrook's")
F("penhallow_pms", "penhallow vets", "practice_management_system", "Provet Cloud", "2023-12-06", None, ["s05_penhallow", "s36_penhallow"],
  "a competitor's system; 'moving off Provet Cloud' in July 2025 but no new system named yet")
F("penhallow_ooh", "penhallow vets", "out_of_hours_cover", "Vets Now", "2025-01-08", None, ["s24_penhallow"],
  "a competitor's out-of-hours provider")
F("rescue_records", "brackwater animal rescue", "animal_records", "ArkTrack", "2025-06-11", None, ["s34_rescue2"],
  "a charity client's own system")
F("rescue_card_reader", "brackwater animal rescue", "card_reader", "SumUp", "2025-06-11", None, ["s34_rescue", "s34_rescue2"],
  "a charity client's own card reader; Fellbrook rejected SumUp in October 2024")


# ================================================================================================
# Questions.
# ================================================================================================

QUESTIONS: list[dict] = []
NO = ["no", "never", "did not", "didn't", "not adopted", "rejected"]


def Q(kind: str, timeline: str, question: str, answer: str, accept: list[str], evidence: list[str],
      as_of: str | None = None, ordered: list[list[str]] | None = None) -> None:
    row = {"id": f"q{len(QUESTIONS) + 1:02d}", "type": kind, "timeline": timeline, "question": question}
    if as_of:
        row["as_of"] = as_of
    row["answer"] = answer
    row["accept"] = accept
    if ordered:
        row["accept_all"] = True
        row["ordered_accept"] = ordered
    row["evidence"] = evidence
    QUESTIONS.append(row)


def day_forms(iso: str) -> list[str]:
    """ISO date plus a few spelled-out forms ("april 22", "22 april", "22nd of april", ...)."""
    d = datetime.fromisoformat(iso)
    month, short = d.strftime("%B").lower(), d.strftime("%b").lower()
    n = d.day
    suffix = "th" if 11 <= n % 100 <= 13 else {1: "st", 2: "nd", 3: "rd"}.get(n % 10, "th")
    forms = [iso, f"{month} {n}{suffix}", f"{n}{suffix} of {month}", f"{n}{suffix} {month}", f"{short} {n}{suffix}"]
    if n >= 10:  # "november 1" would also match "november 12": only for two-digit days
        forms += [f"{month} {n}", f"{n} {month}", f"{short} {n}", f"{n} {short}"]
    else:
        forms += [f"{month} {n},"]
    if month == "september":
        forms.append(f"sept {n}")
    seen: list[str] = []
    for f in forms:
        if f not in seen:
            seen.append(f)
    return seen


# --- before ---
Q("before", "pms", "Which practice management software was Fellbrook running before it moved to Kestrel?",
  "VetLedger Classic, on a server in the cupboard at Holloway Cross (the branches reached it over remote desktop), until Kestrel went live on 2024-04-22.",
  ["vetledger"], ["s01_pms", "s07_decide", "s11_live"])
Q("before", "external_lab", "Before IDEXX, which lab did the practices send their away samples to?",
  "Axiom Vet Labs, until 2024-07-01.", ["axiom"], ["s02_axiom", "s13_decide"])
Q("before", "card_terminals", "What card machines sat on the front desks before the Dojo ones?",
  "Worldpay terminals, one per desk, until they were swapped for Dojo on 2024-11-04.", ["worldpay"], ["s01_whatsapp", "s21_dojo"])
Q("before", "accounting", "What did Niamh keep the books in before Xero?",
  "Sage 50, on the single PC in the Holloway Cross office, until the new financial year on 2024-10-01.", ["sage"], ["s14_sage", "s19_xero"])
Q("before", "payroll", "Who ran Fellbrook's payroll before it was brought in-house?",
  "Moorside Payroll Bureau, until the 2025/26 tax year started on 2025-04-06; BrightPay since then.", ["moorside"], ["s27_payroll", "s30_payroll"])
Q("before", "staff_messaging", "How did staff message each other about work before Teams?",
  "In WhatsApp groups on their own phones (the Fellbrook Front Desk group and a group per site), until 2024-01-08.",
  ["whatsapp", "whats app"], ["s01_whatsapp", "s06_announce"])
Q("before", "clinical_waste", "Which contractor used to take away the clinical waste before Medisort?",
  "Initial (Rentokil Initial), whose contract ended on 2024-11-30; Medisort took over collections on 2024-12-02.",
  ["initial", "rentokil"], ["s21_waste"])
Q("before", "telephony", "What phone system did the practices have right before Vonage?",
  "The old on-site Panasonic switchboard (back in service after the three-week Ringwell trial in September 2024), until Vonage Business went in on 2025-03-03.",
  ["panasonic"], ["s18_revert", "s25_rhys", "s28_vonage"])
Q("before", "imaging", "Where were X-ray images kept before Clearview?",
  "On the NAS in the server cupboard at Holloway Cross; since Clearview the NAS is only a backup.", ["nas"], ["s04_nas", "s15_nas"])

# --- after ---
Q("after", "rota_tool", "What replaced the Excel rota file?",
  "RotaCloud, from 2023-11-01 (Deputy was looked at and rejected).", ["rotacloud", "rota cloud"], ["s03_decide", "s04_rc2"])
Q("after", "telephony", "When the failing Panasonic switchboard was first replaced in 2024, what did the phones move to?",
  "Ringwell VoIP, a small Leeds company, on 2024-09-02; calls kept dropping and the practices went back to the Panasonic on 2024-09-23.",
  ["ringwell"], ["s16_ringwell", "s17_live", "s18_revert"])
Q("after", "online_booking", "What did online booking move to after Vetstoria?",
  "Kestrel Book, which comes with the Kestrel subscription, live from 2025-04-28.", ["kestrel book"], ["s30_booking", "s31_live"])
Q("after", "ooh_provider", "Once vets stopped doing nights on call from home, who took over the out-of-hours work?",
  "Nightpaws Emergency Vets, at their clinic on Ferris Road in Ashcombe, from 2024-06-03.", ["nightpaws"], ["s12_decide", "s12_date"])
Q("after", "clinical_meeting", "What did the clinical meeting change to after the weekly Tuesday lunchtime slot?",
  "From 2024-09-05 it became fortnightly, on Thursdays at 08:00. That lasted only until 2024-10-15, when it went back to weekly on Tuesdays at 13:00.",
  ["fortnightly", "thursday"], ["s16_meeting", "s17_meeting"])
Q("after", "website", "What replaced the old Wix website?",
  "A WordPress site built and looked after by Hedgerow Digital, live since 2025-03-24.", ["wordpress", "hedgerow"], ["s27_website", "s29_live"])
Q("after", "cd_check", "How often were controlled drugs counted once the monthly checks were dropped?",
  "Weekly: every Friday before close, at all four sites, with two signatures, from 2024-02-09.",
  ["weekly", "every friday", "fridays"], ["s08_weekly", "s08_update"])
Q("after", "cd_register", "What took the place of the paper CD registers, the green books?",
  "The electronic CD register in Kestrel (in use by June 2024).", ["kestrel"], ["s08_short", "s13_cdreg", "s27_cd"])
Q("after", "consult_length", "After consults stopped being 10 minutes long, how long did a standard appointment become?",
  "15 minutes, from 2024-09-09.", ["15 minutes", "15-minute", "fifteen"], ["s16_consult", "s17_consult", "s18_correct"])

# --- current ---
Q("current", "pms", "What practice management system does Fellbrook use today?",
  "Kestrel PMS (cloud), since 2024-04-22.", ["kestrel"], ["s11_live", "s35_list"])
Q("current", "external_lab", "Where do send-out lab samples go these days?",
  "IDEXX Reference Laboratories, since 2024-07-01; results go straight into Kestrel.", ["idexx"], ["s13_decide", "s34_axiom", "s35_list"])
Q("current", "telephony", "What are the practices' phones running on now?",
  "Vonage Business, since 2025-03-03 (not Ringwell, which was abandoned in September 2024).", ["vonage"], ["s25_vonage", "s28_vonage", "s33_correct"])
Q("current", "ooh_provider", "Who covers nights and weekends for Fellbrook's patients at the moment?",
  "Nightpaws Emergency Vets, since 2024-06-03; the planned move to Vets Now was cancelled in February 2025.",
  ["nightpaws"], ["s12_decide", "s26_cancel", "s35_list"])
Q("current", "card_terminals", "Which payment terminals do the front desks use now?",
  "Dojo, since 2024-11-04.", ["dojo"], ["s21_dojo", "s34_rescue"])
Q("current", "accounting", "What accounting package is finance on today?",
  "Xero, since 2024-10-01, with Dext for receipts.", ["xero"], ["s19_xero", "s36_xero"])
Q("current", "payroll", "How is payroll run now?",
  "In-house with BrightPay, since the start of the 2025/26 tax year on 2025-04-06.", ["brightpay", "bright pay"], ["s27_payroll", "s30_payroll"])
Q("current", "clinical_meeting", "How often does the clinical team meet nowadays, and when?",
  "Weekly, on Tuesdays at 13:00 (back since 2024-10-15, after a short fortnightly Thursday 08:00 experiment).",
  ["weekly", "tuesday"], ["s19_meeting", "s35_list", "s36_meeting"])
Q("current", "online_booking", "What do clients use to book appointments online now?",
  "Kestrel Book, since 2025-04-28, when Vetstoria was switched off.", ["kestrel book"], ["s30_booking", "s31_live", "s36_booking"])
Q("current", "change_window", "When are IT and system changes allowed to be made these days?",
  "On Sundays 07:00-09:00, when all four sites are closed, since 2025-03-02 (before that: Wednesday evenings after 19:30).",
  ["sunday"], ["s25_window", "s28_window", "s34_window"])
Q("current", "discount_approval", "How large a discount can a practice manager sign off without the clinical director now?",
  "Up to £200 (since 2025-01-06). Above £200 it goes to Maren; vets on the consult can give up to £50; reception can't give discounts.",
  ["£200", "200"], ["s24_discount", "s34_correct"])
Q("current", "staff_messaging", "Which app does staff work chat happen in now?",
  "Microsoft Teams, since 2024-01-08; WhatsApp is not to be used for work.", ["teams"], ["s06_announce", "s32_teams", "s35_list"])

# --- as_of ---
Q("as_of", "pms", "On 15 April 2024, which practice system were the receptionists booking appointments in?",
  "Still VetLedger Classic. Kestrel was first planned for 8 April, but the go-live slipped to 2024-04-22 after the trial data conversion failed.",
  ["vetledger"], ["s07_decide", "s10_slip", "s11_live"], as_of="2024-04-15")
Q("as_of", "telephony", "What phone system were the practices on in mid-September 2024 (2024-09-15)?",
  "Ringwell VoIP, from 2024-09-02 until the return to the Panasonic switchboard on 2024-09-23.",
  ["ringwell"], ["s17_live", "s18_revert"], as_of="2024-09-15")
Q("as_of", "telephony", "As of 1 December 2024, what were the phones running on?",
  "The old Panasonic switchboard, back since 2024-09-23 after the Ringwell trial failed; Vonage only came on 2025-03-03.",
  ["panasonic"], ["s18_revert", "s22_pana", "s23_list"], as_of="2024-12-01")
Q("as_of", "ooh_provider", "Who handled out-of-hours emergencies on 1 May 2024?",
  "Fellbrook's own vets, on call from home on a rota; Nightpaws only took over on 2024-06-03.",
  ["on call from home", "on-call", "own vets", "from home"], ["s02_oncall", "s10_oncall", "s12_decide"], as_of="2024-05-01")
Q("as_of", "clinical_meeting", "On 20 September 2024, when was the clinical meeting held?",
  "Fortnightly, on Thursdays at 08:00 (from 2024-09-05 until it went back to weekly Tuesdays on 2024-10-15).",
  ["fortnightly", "thursday"], ["s16_meeting", "s17_meeting", "s18_meeting", "s19_meeting"], as_of="2024-09-20")
Q("as_of", "external_lab", "Which lab took our send-away samples as of 20 June 2024?",
  "Axiom Vet Labs; IDEXX took over on 2024-07-01.", ["axiom"], ["s13_decide"], as_of="2024-06-20")
Q("as_of", "accounting", "As of 15 September 2024, what accounting software did finance use?",
  "Sage 50, until the move to Xero at the start of the financial year on 2024-10-01.", ["sage"], ["s14_decide", "s19_xero"], as_of="2024-09-15")
Q("as_of", "owner_rota", "Who was putting the staff rota together as of 1 September 2024?",
  "Callum Reid, practice manager at Holloway Cross; Ana Sousa took the rota over on 2024-10-14.", ["callum"], ["s03_excel", "s20_handover"], as_of="2024-09-01")
Q("as_of", "owner_cd_lead", "Who was the named CD lead on 20 January 2025?",
  "Dr Maren Holt; she handed the role to Ewan Baird at the start of February (2025-02-03).", ["maren"], ["s24_cdlead", "s27_cd"], as_of="2025-01-20")
Q("as_of", "online_booking", "In the week after Easter 2025, on 22 April, which system took online bookings?",
  "Vetstoria; Kestrel Book only went live on Monday 2025-04-28.", ["vetstoria"], ["s30_booking", "s31_live"], as_of="2025-04-22")
Q("as_of", "consult_length", "How long was a standard consult on 4 September 2024?",
  "10 minutes. The change to 15 minutes was first announced for 2 September but moved to 2024-09-09 so it wouldn't coincide with the phone cutover.",
  ["10 minutes", "10-minute", "ten minutes"], ["s01_phones", "s16_consult", "s17_consult", "s18_correct"], as_of="2024-09-04")
Q("as_of", "website", "What was the practice website running on as of 20 March 2025?",
  "Still Wix. The new WordPress site by Hedgerow Digital was due on 17 March but slipped to 2025-03-24.",
  ["wix"], ["s27_website", "s28_webslip", "s29_live"], as_of="2025-03-20")

# --- when ---
Q("when", "pms", "When did the practices actually start working in Kestrel?",
  "On Monday 2024-04-22. It was planned for 8 April and moved by two weeks after the trial conversion failed.",
  day_forms("2024-04-22"), ["s10_slip", "s11_live"])
Q("when", "staff_messaging", "When did work chat move off WhatsApp?",
  "On Monday 2024-01-08, after the Christmas break.", day_forms("2024-01-08"), ["s06_announce"])
Q("when", "rota_tool", "When did RotaCloud take over from the rota spreadsheet?",
  "On 2023-11-01 ('the first of next month', decided on 2023-10-25).", day_forms("2023-11-01"), ["s03_decide", "s04_rc2"])
Q("when", "telephony", "When did the phones go back to the old switchboard after the Ringwell trial?",
  "On Monday 2024-09-23.", day_forms("2024-09-23"), ["s18_revert"])
Q("when", "card_terminals", "When were the Dojo terminals put in?",
  "On Monday 2024-11-04, the first Monday in November.", day_forms("2024-11-04"), ["s21_dojo", "s22_dojo"])
Q("when", "owner_rota", "When did Ana start doing the rota?",
  "On Monday 2024-10-14; Callum announced it on Thursday 2024-10-10 as 'from Monday'.", day_forms("2024-10-14"), ["s20_handover"])
Q("when", "owner_cd_lead", "When did Ewan become the named CD lead?",
  "On Monday 2025-02-03, at the start of February (on 2025-02-17 he said he had taken over 'two weeks ago').",
  day_forms("2025-02-03"), ["s24_cdlead", "s27_cd"])
Q("when", "consult_length", "From what date were standard consults 15 minutes long?",
  "From Monday 2024-09-09. It was first announced for 2 September and moved a week to avoid the phone cutover.",
  day_forms("2024-09-09"), ["s17_consult", "s18_correct"])
Q("when", "website", "When did the new website go live?",
  "On Monday 2025-03-24 (it had been planned for 17 March).", day_forms("2025-03-24"), ["s28_webslip", "s29_live"])

# --- why ---
Q("why", "pms", "Why did Fellbrook give up VetLedger?",
  "VetLedger Classic was reaching end of support in December 2025, it ran on an old Windows Server 2012 machine in the Holloway Cross cupboard, and the branches had to use it over slow remote desktop (painful at Brackwater). VetLedger's hosted version was the same software at a higher price.",
  ["end of support", "2012", "remote desktop", "server"], ["s04_server", "s05_eos", "s07_decide"])
Q("why", "external_lab", "What was wrong with Axiom that made us switch labs?",
  "Slow turnaround (3-4 working days for routine biochemistry against next day at IDEXX), a single 11:00 courier that missed the practices about twice a month, and no integration with Kestrel, whereas IDEXX results go straight into the record.",
  ["turnaround", "courier", "integrat", "3-4"], ["s02_axiom", "s13_decide"])
Q("why", "telephony", "Why was Ringwell abandoned after only three weeks?",
  "External calls kept dropping after about 30 seconds and Ringwell couldn't fix it, even after their engineer saw the problem in a packet capture; the practices went back to the Panasonic within the 30-day cancellation period.",
  ["dropping", "dropped", "drops", "30 seconds"], ["s17_live", "s18_revert"])
Q("why", "staff_messaging", "What was the reason for moving staff chat to Teams?",
  "Data protection: client names, phone numbers and patient photos were sitting in WhatsApp groups on personal phones and stayed with people when they left (a GDPR problem). Teams is in Fellbrook's own Microsoft 365 account, already paid for, and leavers can be removed. Slack was rejected as an extra cost.",
  ["gdpr", "data protection", "personal phone", "client names"], ["s06_why"])
Q("why", "cd_check", "Why were the controlled drug stock checks made more frequent?",
  "A 2.1 ml methadone shortfall at Sallowfield was only found at the monthly check in February 2024, with a month of entries on top of it; weekly checks find a discrepancy within days.",
  ["methadone", "discrepanc", "shortfall", "short"], ["s08_short", "s08_weekly"])
Q("why", "ooh_plan", "Why did the move to Vets Now never happen?",
  "Nightpaws matched their old price for two years, and Vets Now's Ashcombe hub won't open until 2026, so clients would have had to drive about 40 minutes to Thornbury.",
  ["matched", "40 minutes", "thornbury", "ashcombe hub"], ["s24_vetsnow", "s24_penhallow", "s26_cancel"])
Q("why", "accounting", "Why did finance leave Sage?",
  "Sage 50 ran on one PC in the Holloway Cross office so nothing could be done from home, the MTD bridging add-on broke every quarter, and the accountants (Hartley & Moss) wanted Xero access.",
  ["one pc", "from home", "mtd", "hartley", "accountant"], ["s14_sage"])
Q("why", "clinical_meeting", "Why did the early Thursday clinical meetings get scrapped?",
  "Attendance collapsed (11 people at the first meeting, 4 at the second) because the vets are driving between sites at 8am, so from 2024-10-15 the meeting went back to weekly Tuesdays at 13:00, with lunch provided.",
  ["attendance", "driving", "on the road", "travel"], ["s18_meeting", "s19_meeting"])
Q("why", "payroll", "What made finance bring payroll in-house?",
  "The bureau (Moorside) made mistakes: two wrong payslips in January 2025 (a nurse's overtime and a maternity pay calculation), and December's files came a day late for the BACS run.",
  ["wrong", "payslip", "late", "error", "mistake"], ["s27_payroll"])

# --- history ---
Q("history", "telephony", "Walk me through the phone systems the practices have had, in order.",
  "The on-site Panasonic switchboard until 2024-09-02, then Ringwell VoIP for three weeks, then the Panasonic again from 2024-09-23, and Vonage Business since 2025-03-03.",
  ["panasonic", "ringwell", "vonage"], ["s01_phones", "s16_ringwell", "s18_revert", "s28_vonage"],
  ordered=[["panasonic"], ["ringwell"], ["panasonic"], ["vonage"]])
Q("history", "clinical_meeting", "How has the clinical meeting schedule changed over time?",
  "Weekly on Tuesdays at 13:00, then fortnightly on Thursdays at 08:00 from 2024-09-05, then back to weekly on Tuesdays at 13:00 from 2024-10-15.",
  ["tuesday", "thursday"], ["s02_meeting", "s16_meeting", "s19_meeting"],
  ordered=[["tuesday"], ["thursday", "fortnightly"], ["tuesday"]])
Q("history", "pms", "Which practice management systems has the group used, oldest first?",
  "VetLedger Classic until 2024-04-22, then Kestrel PMS.", ["vetledger", "kestrel"], ["s01_pms", "s11_live"],
  ordered=[["vetledger"], ["kestrel"]])
Q("history", "owner_rota", "Who has been responsible for the staff rota over time?",
  "Callum Reid until 2024-10-14, then Ana Sousa.", ["callum", "ana"], ["s03_excel", "s20_handover"],
  ordered=[["callum"], ["ana"]])
Q("history", "owner_hospital_pm", "Who has managed the Holloway Cross hospital, in order?",
  "Callum Reid until his last day on 2025-04-30, then Priya Natarajan as interim cover (helped by Ana) until Dana Whitlock took over on 2025-05-06.",
  ["callum", "priya", "dana"], ["s03_excel", "s30_dana", "s32_dana"],
  ordered=[["callum"], ["priya"], ["dana"]])
Q("history", "online_booking", "What has online booking run on over time?",
  "Vetstoria until 2025-04-28, then Kestrel Book.", ["vetstoria", "kestrel book"], ["s01_phones", "s30_booking", "s31_live"],
  ordered=[["vetstoria"], ["kestrel book"]])

# --- negative ---
Q("negative", "pms", "Did Fellbrook ever move onto ezyVet?",
  "No. ezyVet was demoed in January 2024 and rejected (it needed an implementation partner, cost about twice Kestrel's price for four sites, and its support hours didn't suit); the group went from VetLedger Classic to Kestrel.",
  NO, ["s07_decide"])
Q("negative", "pms", "Have we ever used Provet Cloud?",
  "No. Provet Cloud was on the December 2023 shortlist but dropped (per-vet pricing). It is what Penhallow Vets, a competitor in Ashcombe, uses. Fellbrook went from VetLedger to Kestrel.",
  NO, ["s05_penhallow", "s05_provet_out", "s36_penhallow"])
Q("negative", "card_terminals", "Did the front desks ever take card payments on SumUp readers?",
  "No. SumUp was considered in October 2024 and rejected (no Kestrel integration, not built for four sites); the terminals went from Worldpay to Dojo. The SumUp reader mentioned in 2025 belongs to Brackwater Animal Rescue.",
  NO, ["s21_dojo", "s34_rescue", "s34_rescue2"])
Q("negative", "accounting", "Was QuickBooks ever our accounting system?",
  "No. It was looked at in July 2024 and rejected (the accountants don't really support it, weaker bank feeds); Sage 50 was replaced by Xero.",
  NO, ["s14_qb"])
Q("negative", "ooh_provider", "Did out-of-hours cover ever move to Vets Now?",
  "No. A move from April 2025 was announced on 2025-01-08 but cancelled on 2025-02-05; Nightpaws still covers nights. (Penhallow Vets, a competitor, use Vets Now.)",
  NO + ["cancelled", "canceled"], ["s24_vetsnow", "s26_cancel"])
Q("negative", "staff_messaging", "Did the team ever use Slack for staff chat?",
  "No. Slack was suggested but rejected because Teams was already included in the Microsoft 365 licences; work chat went from WhatsApp to Teams.",
  NO, ["s06_why"])
Q("negative", "rota_tool", "Was Deputy ever used for the rota?",
  "No. Deputy was demoed in October 2023 and rejected as too expensive (it would have charged for every locum); the rota went from Excel to RotaCloud.",
  NO, ["s03_decide"])

# --- ownership ---
Q("ownership", "owner_rota", "Who's in charge of the staff rota now?",
  "Ana Sousa, the head nurse, since 2024-10-14; she took it over from Callum Reid.", ["ana"], ["s20_handover", "s35_list", "s36_rota"])
Q("ownership", "owner_it", "Who looks after IT and systems at Fellbrook today?",
  "Rhys Pritchard, since 2025-01-13, when he took over from Tomasz Wójcik.", ["rhys"], ["s23_handover", "s25_rhys", "s33_owners"])
Q("ownership", "owner_cd_lead", "Who is the go-to person for controlled drugs now?",
  "Dr Ewan Baird, the named CD lead since 2025-02-03 (before him, Maren Holt).", ["ewan"], ["s24_cdlead", "s27_cd", "s33_owners"])
Q("ownership", "owner_hospital_pm", "Who runs Holloway Cross as practice manager at present?",
  "Dana Whitlock, since 2025-05-06; Callum Reid left at the end of April 2025.", ["dana"], ["s30_dana", "s32_dana"])
Q("ownership", "owner_it", "Before Rhys, who handled the group's IT?",
  "Tomasz Wójcik, the part-time IT person (Tuesday to Thursday), until he left at the end of 2024.", ["tomasz", "tomek"], ["s01_pms", "s23_handover"])


# ================================================================================================
# Output.
# ================================================================================================

def build() -> tuple[dict, dict[str, str]]:
    sessions, tags = [], {}
    for s_index, s in enumerate(SESSIONS, start=1):
        sid = f"{PREFIX}/s{s_index:02d}"
        start = datetime.fromisoformat(s["start"])
        at = start
        turns = []
        for t_index, (speaker, role, text, tag) in enumerate(s["turns"], start=1):
            if t_index == 1:
                gap = 1
            elif s["kind"] == "ai":
                gap = 1 + len(turns[-1]["text"]) // 450 + (t_index * 7) % 4
            else:
                gap = 1 + (t_index * 11) % 9 + len(text) // 500
            at = at + timedelta(minutes=gap)
            tid = f"{sid}#{t_index}"
            if tag:
                if tag in tags:
                    raise SystemExit(f"duplicate tag {tag}")
                if not tag.startswith(f"s{s_index:02d}_"):
                    raise SystemExit(f"tag {tag} is not in session s{s_index:02d}")
                tags[tag] = tid
            turns.append({"id": tid, "speaker": speaker, "role": role, "text": text,
                          "at": at.isoformat(timespec="seconds")})
        sessions.append({"id": sid, "title": s["title"], "started_at": start.isoformat(timespec="seconds"),
                         "turns": turns})
    return {"format": "graphmem-chat/1", "sessions": sessions}, tags


def resolve(evidence: list[str], tags: dict[str, str], where: str) -> list[str]:
    out = []
    for tag in evidence:
        if tag not in tags:
            raise SystemExit(f"{where}: unknown evidence tag {tag}")
        out.append(tags[tag])
    return out


def main(folder: Path) -> None:
    corpus, tags = build()
    folder.mkdir(parents=True, exist_ok=True)
    (folder / "corpus.chat.json").write_text(json.dumps(corpus, ensure_ascii=False, indent=1) + "\n", encoding="utf-8")
    with (folder / "facts.jsonl").open("w", encoding="utf-8") as fh:
        for f in FACTS:
            row = dict(f, evidence=resolve(f["evidence"], tags, f"fact {f['timeline']}={f['object']}"))
            fh.write(json.dumps(row, ensure_ascii=False) + "\n")
    with (folder / "questions.jsonl").open("w", encoding="utf-8") as fh:
        for q in QUESTIONS:
            row = dict(q, evidence=resolve(q["evidence"], tags, q["id"]))
            fh.write(json.dumps(row, ensure_ascii=False) + "\n")
    n_turns = sum(len(s["turns"]) for s in corpus["sessions"])
    print(f"wrote {len(corpus['sessions'])} sessions, {n_turns} turns, {len(FACTS)} facts, {len(QUESTIONS)} questions to {folder}")


if __name__ == "__main__":
    main(Path(sys.argv[1]) if len(sys.argv) > 1 else Path(__file__).resolve().parent)
