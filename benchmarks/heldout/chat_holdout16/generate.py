#!/usr/bin/env python3
"""Regenerate corpus.chat.json for chat_holdout16 (Larkfield Learning Trust IT and operations chat).

Usage: python3 generate.py [OUT]   (OUT defaults to corpus.chat.json next to this file)

Deterministic: the same script always writes byte-identical output. Standard library only.
Every turn is written here as (speaker, "HH:MM", text); the session's started_at is one minute
before its first turn. Turn ids are "c16/sNN#k" (k counts from 1 within the session).
"""
from __future__ import annotations

import json
import sys
from datetime import datetime, timedelta
from pathlib import Path

FORMAT = "graphmem-chat/1"
PREFIX = "c16"

# (date, title, [(speaker, "HH:MM", text), ...])
SESSIONS = [
    # s01
    ("2024-01-10", "New term: the SIMS server and a helpdesk backlog", [
        ("Marcus", "08:41", "Morning all, happy new year \U0001F642 Couple of things. The SIMS server at Hollins rebooted itself twice over the break. Priya can you check the overnight jobs actually ran? Also Spiceworks is sitting at 140 open tickets, half of them from before xmas"),
        ("Priya", "08:47", "on it. SIMS looks fine this morning, all four schools. Less fine: the SIMS renewal quote came in over the break. up 38% across the four of us"),
        ("Tom", "08:52", "that box is 2012 R2 btw, out of support since October. SIMS and the PaperCut print server are the only things still keeping it alive"),
        ("Marcus", "09:03", "Yeah. MIS is still on me for now, but I want us looking at a hosted MIS properly this term. Not deciding anything today. Cloud would also mean staff can run reports from home without the VPN, and I want one view across the trust instead of four separate databases"),
        ("Gemma", "09:10", "KV staff cant get into Firefly since the weekend, homework pages just come up blank"),
        ("Tom", "09:14", "Firefly SSO cert expired on the 8th. renewing it now, give me 10 min"),
        ("Priya", "09:30", "Also Mimecast held about 30 emails from the exam boards in quarantine overnight, released them. AQA and OCR both"),
        ("Marcus", "09:41", "ta. Reminder: the weekly team meeting stays Monday 8:15 on Teams. And tickets go in Spiceworks please, not in DMs to Tom \U0001F605"),
        ("Ollie", "09:55", "\U0001F44D Brook Lane all good apart from the staffroom printer jamming every single day lol"),
    ]),
    # s02
    ("2024-01-24", "KV Wi-Fi drops, MIS demos, who signs what", [
        ("Gemma", "15:51", "KV wifi dropping again in the science block. The Aruba Instant cluster keeps electing a new conductor every 20 mins, kids get kicked off mid lesson"),
        ("Tom", "15:58", "the APs in there are 2015 kit. i can firmware them but honestly the whole Aruba estate is ageing out. do it after 3:30 tomorrow as usual?"),
        ("Marcus", "16:02", "yes, usual rule, any weekday after half 3 once the kids have gone. Tom you're the one looking after devices and the network so your call on timing"),
        ("Tom", "16:05", "ok. also SCCM pushed the January patches last night and 12 laptops at Ashcombe failed, chasing. group policy didnt apply on half of them either"),
        ("Priya", "16:20", "MIS demos booked: Arbor on the 30th, Bromcom on 1 Feb. My mate at Wyvern says they've been on Bromcom for two years and like it, they use MCAS for their parents"),
        ("Gemma", "16:24", "random but one of the KV DSLs asked if MyConcern can show concerns from Brook Lane for siblings. i said no idea"),
        ("Marcus", "16:31", "it can't, each school is its own site in MyConcern. park it, it's a bigger conversation"),
        ("Ollie", "16:40", "can I order 3 replacement laptop chargers for Brook Lane? ~\u00A390"),
        ("Marcus", "16:44", "go for it. anything over \u00A3500 needs Rachel's sign off, under that just log it on the order sheet"),
        ("Rachel", "17:02", "Confirming that. Over \u00A3500 comes to me please, with a quote attached."),
    ]),
    # s03
    ("2024-02-07", "MIS decision", [
        ("Marcus", "13:11", "Decision from the trust execs this morning: Arbor. Hollins Park, Kestrel Vale and Brook Lane move to Arbor. Go-live planned for the first day of summer term, 15 April"),
        ("Priya", "13:14", "and Ashcombe?"),
        ("Marcus", "13:18", "Ashcombe stays on SIMS. Their new head only started in January, they're expecting Ofsted any week and their exams officer retires in the summer. Head said flatly not this year. We revisit later"),
        ("Tom", "13:21", "so the 2012 box lives on just for Ashcombe \U0001F643"),
        ("Marcus", "13:25", "for now yes. once the other three are off it, it's one school's problem not four"),
        ("Priya", "13:31", "why not Bromcom in the end? Wyvern rave about it"),
        ("Marcus", "13:36", "it was close. Arbor's trust-level reporting is better for us, the MAT dashboard. Bromcom's demo couldn't do the cross-school attendance report without a custom build and the price gap wasn't big. so no Bromcom"),
        ("Priya", "13:40", "I'll tell Wyvern's data manager we went the other way \U0001F62C"),
        ("Gemma", "13:50", "off topic, staff are moaning about password expiry again. 90 days, 8 chars minimum, and no MFA anywhere. people just add 1 to the end"),
        ("Tom", "13:55", "i know. the policy's from 2019. will raise it at a meeting"),
    ]),
    # s04
    ("2024-02-28", "Helpdesk pick, and backups after Wyvern's ransomware", [
        ("Marcus", "10:21", "Helpdesk: we're going with Halo ITSM. From Monday all tickets go into Halo, Spiceworks goes read-only"),
        ("Ollie", "10:25", "what happened to Freshservice? thought we liked it"),
        ("Marcus", "10:29", "per-agent pricing, and it wanted the higher tier for asset discovery. Jira Service Management was cheaper but nobody wants to live in Jira. Halo has education pricing and the asset module included"),
        ("Tom", "10:40", "other thing. Wyvern got hit over half term. ransomware at one of their primaries, and the NAS backups were encrypted too because the NAS was joined to the domain"),
        ("Priya", "10:42", "oh god. how bad"),
        ("Tom", "10:48", "lost 2 weeks of data. makes me nervous about us. we do Veeam to the Synology at Hollins every night at 22:00 and I take a USB drive home on Fridays. if i forget, there's no offline copy that week"),
        ("Marcus", "10:55", "and RPA (the DfE insurance) only pays out if we've got offline backups and we've tested them. Tom write up options please, not this week but this term"),
        ("Gemma", "11:10", "unrelated, sQuid top-ups failing at KV canteen since 11. Kids can't pay for lunch"),
        ("Tom", "11:13", "sQuid status page says outage on their side, back up now"),
    ]),
    # s05
    ("2024-03-04", "Halo day one; the Arbor date moves", [
        ("Tom", "08:31", "Halo is live as of this morning \U0001F389 staff emails to helpdesk@ now land in Halo. Spiceworks is read only"),
        ("Ollie", "08:40", "first ticket in already. printer at Brook Lane. of course"),
        ("Priya", "09:02", "bad news on Arbor. Their migration team can't get the historical assessment and behaviour data out of SIMS cleanly, the export keeps failing on KV's marksheets. And I really don't want to switch in the run-up to the May census"),
        ("Marcus", "09:10", "so what are they proposing"),
        ("Priya", "09:14", "do the census on SIMS on 16 May, then go live after May half term. Monday 3 June"),
        ("Marcus", "09:20", "fine. better than a mess. so Arbor on 3 June, not 15 April. I'll tell the heads"),
        ("Gemma", "09:24", "KV timetabler will be thrilled, one less thing before Easter"),
        ("Tom", "09:40", "can we close old spiceworks tickets in bulk or do i migrate them?"),
        ("Marcus", "09:45", "leave them, read only is fine. anything still live, recreate it in Halo"),
    ]),
    # s06
    ("2024-03-20", "Central finance wants out of Sage", [
        ("Sue", "14:01", "Hi all, Sue Harding from central finance. We've struggled with Sage 200 all year. It doesn't do the multi-entity side of the trust properly and the year-end consolidation was all spreadsheets again"),
        ("Marcus", "14:05", "Hi Sue. Where did you land with the finance committee?"),
        ("Sue", "14:12", "They approved PS Financials yesterday. Go-live is the new financial year, 1 September, so we close 23/24 on Sage and open 24/25 on PSF. I'll own it from our side"),
        ("Priya", "14:16", "did anyone look at Xero? the Wyvern bursar mentioned it"),
        ("Sue", "14:20", "We did look. Xero is lovely for small companies but no fund accounting and no proper academy reporting. Not for us"),
        ("Tom", "14:25", "will it need anything on prem from us?"),
        ("Sue", "14:27", "No it's hosted. Just single sign-on if possible. And before anyone asks, payroll isn't changing, that stays with the county's payroll service. They run it on iTrent, that's their system not ours"),
        ("Marcus", "14:35", "\U0001F44D Tom, SSO via Entra when they're ready"),
        ("Sue", "14:50", "Thanks. Also need a new scanner for invoices, about \u00A3380"),
        ("Marcus", "14:52", "under \u00A3500 so just go ahead"),
    ]),
    # s07
    ("2024-04-17", "Summer term: MFA for the office, DSL feedback, a dead handset", [
        ("Tom", "09:16", "Heads up: from Monday (22nd) MFA is on for SLT, finance and office staff. Microsoft Authenticator. Everyone else stays on the old password rules for now"),
        ("Gemma", "09:22", "the office staff at KV are going to hate me"),
        ("Marcus", "09:25", "they handle pupil data and bank details, they go first. rest of the staff later once we've seen how it goes"),
        ("Gemma", "09:40", "btw since I do the MyConcern admin: DSL meeting feedback yesterday. the trust safeguarding lead wants to see all four schools in one place and MyConcern cant do that without separate logins per school"),
        ("Gemma", "09:42", "also MyConcern's renewal is moving to per-pupil pricing, and the Brook Lane DSL used CPOMS at her last school and keeps asking for it"),
        ("Marcus", "09:50", "ok, worth looking at properly but after Arbor's in. one big change at a time"),
        ("Ollie", "10:15", "Ashcombe reception handset died. Its the Mitel one. no spares in the cupboard"),
        ("Tom", "10:18", "Mitel don't make that model anymore. ebay it is \U0001F643 the PBXs at each site are all end of life tbh"),
        ("Marcus", "10:22", "add phones to the list for next year"),
    ]),
    # s08
    ("2024-05-08", "Wi-Fi replacement, and the sixth form's own kit", [
        ("Tom", "16:06", "Wi-Fi proposal is done. Recommending Meraki for all four schools and Larkfield House. Cloud dashboard, one licence term, ticks the DfE wireless standard. Install over the summer holidays"),
        ("Marcus", "16:10", "what else did you look at"),
        ("Tom", "16:14", "Juniper Mist (great but twice the price) and UniFi (cheap, but no proper support contract and i don't fancy explaining that to Rachel if it falls over in exams)"),
        ("Nadia", "16:20", "Nadia Mirza from Ridgeway here \U0001F44B just so nobody includes us by mistake: the sixth form centre stays on our UniFi. we refreshed it last year and it's fine"),
        ("Marcus", "16:22", "noted, Ridgeway is out of scope. your stack is yours Nadia"),
        ("Nadia", "16:25", "ta. same for ProSolution and Canvas, we're not moving those either, before anyone gets ideas with Arbor \U0001F604"),
        ("Rachel", "16:40", "Meraki approved in principle, send me the final quote. Summer works only please"),
        ("Marcus", "16:45", "and reminder it's exam season from next week. no changes to anything near the exam halls, no firmware, nothing. even after 3:30"),
        ("Gemma", "16:50", "noted \U0001FAE1"),
    ]),
    # s09
    ("2024-06-05", "Arbor week one", [
        ("Priya", "12:31", "Arbor has been live since Monday at Hollins, KV and Brook Lane. Registers worked first period, which was my main fear \U0001F62E\u200D\U0001F4A8"),
        ("Gemma", "12:35", "KV staff like it. two teachers can't see their groups because their timetable didnt come across, ticket's in Halo"),
        ("Priya", "12:40", "seen, fixing. The annoying bit is the trust attendance report. Ashcombe is still on SIMS so I'm pulling from two systems and gluing it together in Excel"),
        ("Gemma", "12:42", "KV head of year asked if the old behaviour points came across"),
        ("Priya", "12:43", "yes, everything from SIMS incl. assessment history. that export is what cost us April"),
        ("Marcus", "12:44", "that's the price of Ashcombe staying put. live with it for now"),
        ("Ollie", "12:58", "Brook Lane office asks whether ParentMail is still getting contacts. They sent a letter home this morning and half the parents didnt get it"),
        ("Priya", "13:05", "the ParentMail sync was still pointing at SIMS. re-pointing it to Arbor now for the three schools, Ashcombe's stays on SIMS"),
        ("Ollie", "13:20", "sorted, thanks. office says 'tell Priya she's a star'"),
        ("Tom", "13:40", "good news, the old SIMS box has three fewer schools on it. bad news, still not dead"),
    ]),
    # s10
    ("2024-06-19", "Safeguarding decision and an MIS handover", [
        ("Marcus", "15:41", "Two things from exec. First: safeguarding recording moves from MyConcern to CPOMS. Live from the first day of next term, trust-wide, all four schools in one instance"),
        ("Gemma", "15:44", "yesss. I'll keep doing the admin on it like I do for MyConcern?"),
        ("Marcus", "15:46", "yes please, you own the safeguarding system. I'll put 'system owner: Gemma Lowe' in the DSL handbook. MyConcern stays read-only as the archive"),
        ("Gemma", "15:50", "need the DSLs trained before the summer then, I'll book Thursday afternoons"),
        ("Marcus", "15:55", "Second, straight from the exec minutes: 'MIS ownership transfers from Marcus Bell to Priya Shah on 1 September.' So from the 1st it's Priya's: Arbor for the three, SIMS at Ashcombe, census, the lot. I'll hand over during the summer"),
        ("Priya", "15:58", "\U0001F62C thank you. can I have budget for an Arbor training day"),
        ("Marcus", "16:00", "under \u00A3500? yes"),
        ("Priya", "16:02", "\u00A3450 \U0001F607"),
        ("Tom", "16:10", "while we're announcing things, Meraki order placed, install slots booked for mid August"),
    ]),
    # s11
    ("2024-07-10", "Backups: the options paper", [
        ("Tom", "10:01", "backup options paper is in the Teams folder. tl;dr keep Veeam and the Synology for quick restores, add an immutable copy in Wasabi (S3 object lock, 30 days). kills the USB drive routine"),
        ("Marcus", "10:06", "what about Redstor? the county keeps pushing it"),
        ("Tom", "10:10", "looked at Redstor and Datto. Redstor would mean replacing Veeam, Datto is an appliance per site and \u00A3\u00A3\u00A3. Wasabi is just storage and Veeam already talks to it"),
        ("Rachel", "10:25", "What's the annual cost?"),
        ("Tom", "10:27", "about \u00A31,900 a year for our data size"),
        ("Rachel", "10:30", "Approved. Anything that keeps us inside the RPA conditions."),
        ("Tom", "10:40", "\U0001F44D first copy jobs run Monday 22nd, first day of the holidays. i stop taking the USB drive home after that \U0001F389"),
        ("Gemma", "11:00", "will you miss it"),
        ("Tom", "11:02", "my car wont"),
    ]),
    # s12
    ("2024-07-17", "End of year: meetings, Meraki dates, the print server", [
        ("Marcus", "14:31", "Meeting change from September: fortnightly, Thursdays 3:45, in person at Larkfield House. The Monday 8:15 Teams calls stop after this term. First one Thursday 12 September"),
        ("Ollie", "14:35", "Thursdays fine, Brook Lane's 20 mins from Larkfield House"),
        ("Tom", "14:40", "Meraki install plan: all sites cut over in one go mid August, Aruba switched off the same day. i'll confirm the date once the installers do"),
        ("Tom", "14:42", "licences are 5 years, co-termed, so one renewal date for everything"),
        ("Tom", "14:44", "also we need to talk about PaperCut. the print server is on the 2012 R2 box too. either a new VM or go cloud. Printix is the obvious cloud one, no server at all"),
        ("Marcus", "14:50", "options in September please. no decisions in July"),
        ("Gemma", "14:52", "have a good summer everyone \u2600\uFE0F"),
        ("Priya", "15:10", "I'll be in for Arbor in August, new timetable import and the year rollover"),
    ]),
    # s13
    ("2024-09-04", "First week back", [
        ("Gemma", "09:06", "CPOMS has been live since Monday, all four schools. 12 concerns logged already and the DSLs are happy. MyConcern is read only"),
        ("Gemma", "09:08", "and the MyConcern archive export is done and saved, in case anyone asks"),
        ("Tom", "09:15", "guest SSID at Ashcombe still not showing. been like that ever since the Meraki cutover three weeks ago. everything else on the new kit is \U0001F44C"),
        ("Ollie", "09:20", "Brook Lane coverage is loads better, the hall finally has signal"),
        ("Sue", "09:30", "PS Financials is up, we've been on it since Sunday the 1st. First purchase orders going through today. Sage is read only for the 23/24 close"),
        ("Priya", "09:42", "Just so everyone knows, MIS stuff comes to me now not Marcus. Arbor, SIMS for Ashcombe, census, all of it"),
        ("Marcus", "09:45", "confirmed \U0001F642"),
        ("Tom", "09:50", "backups: the Wasabi copies have run every night since the 22nd of July, no failures. test restore from Wasabi last week was fine"),
        ("Marcus", "10:00", "lovely. first Thursday meeting next week, 3:45, Larkfield House. biscuits on me"),
    ]),
    # s14
    ("2024-09-18", "Parents' evening outage and the laptop plan", [
        ("Marcus", "16:21", "What happened at Hollins last night? Year 11 parents' evening and the Wi-Fi died for 20 minutes"),
        ("Tom", "16:25", "my fault. scheduled a Meraki firmware update for 16:00, inside the window, didnt know there was a parents' evening. the appointment system runs on wifi laptops"),
        ("Marcus", "16:30", "not a blame thing, the rule's the problem. 'any time after 3:30' doesn't work when the buildings are full till 7. I'll come back with something"),
        ("Tom", "16:40", "related: staff laptops. SCCM + group policy is painful now half the staff work from home in the evenings, patches only land when they're on site. proposing Intune, cut over in October half term. Tuesday 29th"),
        ("Marcus", "16:45", "yes. Autopilot for the new ones too?"),
        ("Tom", "16:47", "yep"),
        ("Gemma", "17:00", "KV history dept still setting all their homework in Firefly, just checked"),
        ("Tom", "17:05", "and the password thing: my proposal is MFA for everyone, 14 char passphrases, no more 90 day expiry. NCSC guidance basically"),
        ("Marcus", "17:10", "bring it to Thursday week"),
    ]),
    # s15
    ("2024-10-02", "A new change window; Callum; iPads", [
        ("Marcus", "15:31", "New change window from today: Tuesdays and Thursdays 16:00 to 18:00, plus school holidays. Check the events calendar first. Nothing at all during exam season. Anything urgent outside that, ring me"),
        ("Tom", "15:33", "\U0001F44D makes sense after last month"),
        ("Marcus", "15:35", "also please welcome Callum Fry, our new IT apprentice. He's with Tom Mon/Tue and with Gemma at KV the rest of the week"),
        ("Callum", "15:40", "hi all \U0001F44B happy to be here"),
        ("Ollie", "15:50", "Brook Lane iPads: we're trying Mosyle from Monday on 30 of the 90 iPads. The rest stay on Jamf School. Mosyle quoted less per device"),
        ("Tom", "15:55", "ok but keep them in a separate Apple School Manager group or you'll have a bad time"),
        ("Callum", "16:10", "Q: is it normal for Smoothwall to block bbc bitesize videos? Y8 class at KV"),
        ("Gemma", "16:12", "nope, the video CDN got miscategorised. allow request in Smoothwall, i'll show you tmrw"),
    ]),
    # s16
    ("2024-10-16", "Printing plan, parent comms, MFA for all", [
        ("Tom", "14:11", "Print decision: we're going Printix. Live Monday 4 November after half term. The print server on the 2012 box goes away, jobs go via the cloud, and you still release at the Ricohs with your card"),
        ("Marcus", "14:15", "I signed it off. and it was over the limit so Rachel did too"),
        ("Rachel", "14:18", "I did."),
        ("Priya", "14:30", "Parent comms: the ParentMail renewal is due and the SMS credits are costing us a fortune. Parents also keep asking for one app instead of texts and emails from four different places"),
        ("Marcus", "14:34", "Arbor has a parent app doesnt it?"),
        ("Priya", "14:37", "it does but Ashcombe's on SIMS, so their parents would be left out. and the Brook Lane teachers want ClassDojo but that's a classroom thing, not office comms. Edulink One works with both Arbor and SIMS, that's my favourite"),
        ("Marcus", "14:40", "pull a proper comparison together for January"),
        ("Tom", "14:50", "and MFA, agreed at Thursday's meeting: from Monday 11 November MFA for all staff, 14 character passphrases, no forced expiry any more. comms going out this week"),
        ("Gemma", "14:52", "I'll book the staffroom for Authenticator drop-in sessions"),
        ("Callum", "15:05", "fwiw since the new change window came in two weeks ago nobody has complained about evening wifi blips. first time ever apparently"),
    ]),
    # s17
    ("2024-11-06", "Printix, week one", [
        ("Ollie", "11:01", "Printix has been live since Monday and Brook Lane is... not loving it. half the jobs sit in the queue and never release"),
        ("Gemma", "11:04", "same at KV. the card readers on the Ricohs don't talk to Printix properly, staff are using the PIN instead and then forgetting the PIN"),
        ("Tom", "11:10", "Printix support say the HID readers need their release app plus a firmware we can't get from Ricoh until January"),
        ("Marcus", "11:15", "Year 11 mocks start in two weeks. exam papers HAVE to print"),
        ("Callum", "11:30", "ever since the switch the laptops are way better tho, policies land in like 20 min instead of next day"),
        ("Tom", "11:32", "that's Intune, not the printers \U0001F604 but yes, the half-term cutover went fine"),
        ("Ollie", "11:40", "Mosyle update: setup is fiddly with the shared iPads. will see"),
        ("Marcus", "11:50", "Tom, by end of next week I want a go/no-go on Printix"),
    ]),
    # s18
    ("2024-11-20", "Printix no-go, Mosyle stopped, Mimecast renewal", [
        ("Tom", "15:46", "Printix: no-go. The reader firmware isn't coming before January and I'm not risking the mocks. Going back to PaperCut, but on a new Server 2022 VM so the 2012 box can still die. Planning Monday 2 December"),
        ("Marcus", "15:50", "agreed. shame, the cloud side was nice"),
        ("Ollie", "16:00", "and we pulled the Mosyle profiles off the 30 trial iPads last Friday, trial's over. Shared iPad mode was a mess, we kept reassigning devices in Apple School Manager, and teachers missed the Jamf Teacher app. Savings weren't worth it. All 90 are back on Jamf School"),
        ("Tom", "16:05", "\U0001F44D good call"),
        ("Priya", "16:20", "since MFA went to all staff on Monday last week, Halo has had 60 'lost my phone' tickets \U0001F643"),
        ("Gemma", "16:22", "ha. mostly KV"),
        ("Marcus", "16:30", "Mimecast renewal came in, +\u00A37k. We've had A5 licences for staff since September and they include Defender for Office 365. Decision: we don't renew. Mimecast runs until the contract ends on 5 January, MX records move to Defender on Monday 6 January"),
        ("Tom", "16:35", "Proofpoint sent a quote as well, ignoring it, same problem as Mimecast, another bill on top of licences we already pay for"),
        ("Tom", "16:37", "I'll have the Defender policies built and running alongside in December"),
    ]),
    # s19
    ("2024-12-04", "PaperCut again, and the Chromebook carts", [
        ("Tom", "10:31", "we moved printing back to PaperCut on Monday. New VM, same queues as before, card release at the Ricohs works again. Printix subscription cancelled, they're refunding most of it"),
        ("Ollie", "10:35", "Brook Lane printers all releasing, office very relieved"),
        ("Gemma", "10:50", "Y9 geography want the Chromebook carts every Thursday for their Google Classroom assignments, can Callum check the carts are all enrolled?"),
        ("Callum", "10:55", "checked in the Google Admin console, 2 of the 32 in cart B werent enrolled, done now"),
        ("Gemma", "11:00", "ta. and can Classroom pick up their Arbor groups automatically? teachers are making classes by hand"),
        ("Priya", "11:10", "Arbor can sync classes into Google Classroom, I'll switch it on for KV and Hollins. Ashcombe's on SIMS so they'd need a separate sync tool"),
        ("Marcus", "11:20", "good. fewer things for staff to do by hand"),
        ("Callum", "11:25", "lol someone has put an old Mitel handset in the Chromebook cart at Ashcombe"),
    ]),
    # s20
    ("2025-01-08", "New term: mail filtering, Gemma's leave, catering plan", [
        ("Tom", "09:21", "MX flipped to Defender on Monday as planned, the Mimecast contract has ended. Quarantine digests now come from Microsoft, staff might think they're phishing \U0001F644"),
        ("Marcus", "09:25", "Also: Gemma's started maternity leave as you know. Safeguarding is now Tom's, since Monday (Tom Reeve, for the DSLs who haven't met him). CPOMS admin, DSL accounts, the exports for the LA, all Tom"),
        ("Tom", "09:28", "yep, Gemma handed over before Christmas. DSLs, send CPOMS stuff to me"),
        ("Callum", "09:35", "I'm covering KV on site while she's off"),
        ("Rachel", "09:50", "Catering update from the ops meeting: we'll move cashless catering from sQuid to ParentPay from the start of the summer term. Harvest Catering are fine with it in principle"),
        ("Ollie", "09:52", "Brook Lane office would love one system for lunches too, just saying"),
        ("Priya", "09:55", "ParentPay would need a link to Arbor, and to SIMS for Ashcombe. doable"),
        ("Tom", "10:00", "and the tills in the canteens are Harvest's NRS ones, that's their kit not ours, so they'd have to sort the till integration their end"),
        ("Rachel", "10:05", "Understood, I'll raise it with Harvest"),
    ]),
    # s21
    ("2025-01-22", "Edulink One, new phones, new spending rules", [
        ("Priya", "16:01", "Parent app: Edulink One it is. Signed off today. Live for all four schools from Monday 24 February, after half term. ParentMail ends then"),
        ("Ollie", "16:05", "Brook Lane teachers will ask about ClassDojo again"),
        ("Priya", "16:07", "they can keep Dojo for classroom points if they want, but every school-to-parent message goes through Edulink"),
        ("Tom", "16:15", "Phones: Rachel approved Gamma Horizon for all four schools and Larkfield House. Cutover in the Easter holidays. Mitels to the skip \U0001F389"),
        ("Callum", "16:18", "did we not want Teams Phone?"),
        ("Tom", "16:22", "looked at it. receptionists need proper hunt groups and call queues, Brook Lane's office has no Teams calling licences, and the per-user calling plans came out dearer than Horizon. so no"),
        ("Rachel", "16:40", "Also new spending rules from the start of next month (new scheme of delegation): up to \u00A31,000 you can just order, over \u00A31,000 needs me, over \u00A35,000 needs me and the CFO, and over \u00A310,000 three quotes as well"),
        ("Marcus", "16:45", "\U0001F44D so the old \u00A3500 limit is gone from the 1st"),
        ("Rachel", "16:46", "Correct."),
    ]),
    # s22
    ("2025-02-05", "Drafting the cyber insurance questionnaire", [
        ("Callum", "11:16", "Marcus asked me to draft the cyber insurance questionnaire. Q14 email security: I've put 'Microsoft Defender for Office 365, in place since September 2024'. right?"),
        ("Marcus", "11:30", "looks ok, leave it with me, Tom can check the technical bits"),
        ("Callum", "11:40", "Q15 backups: Veeam, nightly, copy to Wasabi immutable storage"),
        ("Callum", "11:45", "Q17 asks about phone systems, is that even security?"),
        ("Ollie", "11:50", "ordering a new switch for Brook Lane's hall, \u00A3820"),
        ("Marcus", "11:52", "under a grand now so just order it. new rules"),
        ("Priya", "12:10", "Edulink setup going well, parent invites go out the week we're back"),
        ("Callum", "12:20", "Q20 MFA: 'all staff, since November 2024'"),
        ("Tom", "12:25", "that one's right"),
    ]),
    # s23
    ("2025-02-26", "Edulink is live, ParentPay is off, and a correction", [
        ("Priya", "14:31", "Edulink One has been live since Monday in all four schools. 2,100 parents logged in already. ParentMail is switched off"),
        ("Rachel", "14:40", "Catering: we are NOT moving to ParentPay after all. Harvest won't pay for the NRS till integration, and ParentPay's per-transaction fee would have landed on us. We stay on sQuid"),
        ("Marcus", "14:43", "fine by me, less change"),
        ("Tom", "14:50", "@Callum on the insurance form, Q14 is wrong. Defender only took over mail filtering on 6 January when the MX records moved. Until then it was Mimecast. September was when the A5 licences arrived, not when Defender started filtering"),
        ("Callum", "14:55", "ah sorry, fixed it to '6 January 2025'"),
        ("Marcus", "15:00", "good catch. insurers do check these"),
        ("Ollie", "15:20", "Brook Lane office asked if Edulink can do dinner money. told them no, it's for messages"),
    ]),
    # s24
    ("2025-03-12", "A Firefly invoice and a devices handover", [
        ("Sue", "10:11", "Firefly renewal invoice arrived, \u00A34,800. Do we still need it?"),
        ("Priya", "10:20", "I checked the logins. Nobody has set homework in Firefly since before Christmas, it's all Google Classroom now. Let it lapse at the end of the month"),
        ("Marcus", "10:25", "agreed, don't renew"),
        ("Marcus", "10:30", "Devices: Callum owns device management from the start of the summer term, 22 April. Intune laptops, Chromebooks, the Jamf iPads. Tom has too much on with safeguarding and the phones"),
        ("Callum", "10:33", "\U0001F605 ok!"),
        ("Tom", "10:35", "I'll pair with him on Intune until Easter"),
        ("Priya", "10:50", "Ashcombe: spring census done on SIMS. head still says no to Arbor this year"),
        ("Sue", "11:00", "Noted on Firefly, I'll let them know"),
    ]),
    # s25
    ("2025-03-26", "Phones: the porting date", [
        ("Tom", "15:01", "Gamma confirmed the number port: Monday 14 April, first Monday of the Easter holidays. all sites in one go"),
        ("Marcus", "15:05", "handsets?"),
        ("Tom", "15:08", "arriving next week. \u00A38,400 for all sites, Rachel and the CFO both signed it off, under \u00A310k so no three quotes needed"),
        ("Ollie", "15:20", "will Brook Lane keep its number?"),
        ("Tom", "15:22", "yes, every number ports"),
        ("Callum", "15:30", "I'll label the handsets by site"),
        ("Rachel", "15:35", "Reminder the Mitel maintenance contract ends 30 April, so Easter really is the date"),
        ("Priya", "15:40", "Can Edulink absence messages ring the new phones? no, silly question, ignore me"),
        ("Marcus", "15:45", "and the port is in the holidays so the change window is fine"),
    ]),
    # s26
    ("2025-04-23", "Back after Easter", [
        ("Tom", "09:31", "Phones have been on Horizon since the Monday before last. Only issue: Ashcombe's reception hunt group rings the head's phone too \U0001F643 fixing"),
        ("Callum", "09:40", "first week owning devices (since yesterday), 14 Intune tickets already lol"),
        ("Marcus", "09:45", "welcome to the job"),
        ("Ollie", "09:50", "old Mitel handsets are in a crate at Brook Lane, who's collecting"),
        ("Tom", "09:55", "WEEE recycling on Friday"),
        ("Priya", "10:10", "Arbor: Hollins and KV exam entries all done in Arbor this year, first time. Ashcombe's exams officer did theirs in SIMS"),
        ("Callum", "10:30", "Chromebook cart B at KV: 4 won't enrol after the Easter wipe, Google Admin says no licence available"),
        ("Tom", "10:35", "check the Chrome Education Upgrade licence count, we might be short"),
    ]),
    # s27
    ("2025-05-14", "Lost coursework and a new backup schedule", [
        ("Priya", "16:11", "KV art lost half a day of coursework uploads, the file server volume got corrupted at 2pm yesterday"),
        ("Tom", "16:15", "restored from the night before, but anything saved yesterday before 2pm is gone. one backup a night at 22:00 isn't enough in coursework season"),
        ("Marcus", "16:20", "what do you want"),
        ("Tom", "16:24", "from Monday: incrementals every 4 hours between 07:00 and 19:00 on school days, plus the nightly full at 22:00, all copied to Wasabi with the 30 day lock"),
        ("Marcus", "16:28", "it's exam season. change freeze"),
        ("Tom", "16:30", "backup jobs only, nothing user-facing. but your call"),
        ("Marcus", "16:33", "approved as an exception, logged in Halo. go Monday"),
        ("Callum", "16:40", "can I watch how you set the jobs up?"),
        ("Tom", "16:41", "yes"),
    ]),
    # s28
    ("2025-06-04", "Ridgeway's Canvas sync and the county portal", [
        ("Nadia", "13:01", "Ridgeway FYI: Canvas changed their SSO and our ProSolution sync broke. not asking you to fix it, just warning in case students ring your Halo by mistake"),
        ("Callum", "13:05", "we've had 3 already \U0001F604 I'll send them your way"),
        ("Nadia", "13:07", "ta. reminder: anything at Ridgeway, Canvas, ProSolution, the UniFi, is mine"),
        ("Nadia", "13:15", "update: Canvas SSO fixed, ProSolution sync running again"),
        ("Tom", "13:20", "DSLs asked if CPOMS can push referrals straight into the county's MASH portal. That's Liquidlogic, the council's system, not ours. They still submit through the portal"),
        ("Marcus", "13:25", "agreed, we don't integrate with that"),
        ("Priya", "13:40", "Arbor is a year old this week \U0001F382 Ashcombe's head came to a demo. maybe 2026. not promising anything"),
        ("Callum", "13:50", "Smoothwall blocked an Arbor parent login page at Brook Lane lol"),
        ("Tom", "13:52", "parents don't log into Arbor, they're on Edulink. probably an old bookmark from before Feb"),
    ]),
    # s29
    ("2025-06-25", "The county's filtering letter", [
        ("Ollie", "15:16", "got a letter from the county saying their schools broadband is upgrading Netsweeper over the summer and filtering rules may change. do we need to do anything?"),
        ("Tom", "15:20", "nope. that's the county's broadband filtering for the maintained schools. we're not on their broadband, our filtering is Smoothwall. bin it"),
        ("Callum", "15:28", "Wyvern's techs were asking on the forum which filter we use, they're on the county line so they get Netsweeper"),
        ("Marcus", "15:35", "tell them Smoothwall, happy to share our policy set"),
        ("Sue", "15:50", "Year end for PS Financials is 31 August, I'll need the access lists reviewed in July"),
        ("Priya", "16:05", "Arbor year rollover booked for 18 August. Ashcombe's SIMS rollover the same week"),
        ("Callum", "16:20", "new Jamf School profile for Brook Lane's Year 6 iPads is live, blocks the App Store"),
        ("Tom", "16:25", "nice. remember the change window"),
        ("Callum", "16:26", "did it yesterday, Tuesday 4:20 \U0001F607"),
    ]),
    # s30
    ("2025-07-09", "Summer works list", [
        ("Tom", "11:01", "summer list: new Meraki APs in the Ashcombe sports hall, replace the Hollins core switch, PaperCut upgrade on the print VM, and finally decommission the 2012 box once Ashcombe's SIMS moves to ESS hosting"),
        ("Marcus", "11:06", "is Ashcombe moving MIS then?"),
        ("Priya", "11:10", "no! still SIMS. just ESS hosting the same SIMS instead of our server. same system, different box"),
        ("Callum", "11:20", "Brook Lane's 30 new iPads arrive 4 August, I'll enrol them in Jamf School through ASM"),
        ("Marcus", "11:25", "holidays so anything goes, but log it all in Halo"),
        ("Sue", "11:40", "purchase for the core switch is \u00A36,200, so Rachel and the CFO. done, both signed"),
        ("Rachel", "11:45", "Yes, signed this morning."),
        ("Ollie", "12:00", "Brook Lane hall projector too please, \u00A3640"),
        ("Marcus", "12:02", "under a grand, just order it"),
    ]),
    # s31
    ("2025-07-22", "Last day of term: meetings from September", [
        ("Marcus", "12:01", "Last one before the summer. From September the fortnightly Thursdays stop. Instead: a 20-minute stand-up every Monday at 8:30 on Teams, and one in-person review at Larkfield House on the first Thursday of each month. First stand-up Monday 8 September"),
        ("Ollie", "12:05", "Monday 8:30 is doable from Brook Lane, I'll be on the gate till 8:25 \U0001F605"),
        ("Tom", "12:10", "works for me. backups report: 4-hourly jobs since May, zero failures"),
        ("Callum", "12:15", "Gemma messaged, she's back part time in September"),
        ("Marcus", "12:18", "yes, back from 1 September. she'll pick up KV on site again. safeguarding stays with Tom and devices stay with Callum"),
        ("Priya", "12:30", "Arbor: end of year reports out for all three schools. have a lovely summer all"),
        ("Nadia", "12:40", "Ridgeway's closing the server room for aircon work 28 July, our stuff only"),
        ("Marcus", "12:45", "\u2600\uFE0F"),
    ]),
    # s32
    ("2025-08-20", "Summer works progress", [
        ("Tom", "10:01", "Hollins core switch done, Ashcombe sports hall APs are live in the Meraki dashboard"),
        ("Priya", "10:10", "Arbor rollover done for the three schools. Ashcombe's SIMS rollover done too, now running on ESS's hosting. 2012 box can go"),
        ("Tom", "10:12", "\U0001F973 powering it off Friday. the print server moved off it last December so nothing else is on it"),
        ("Callum", "10:20", "30 new iPads enrolled in Jamf School via ASM, Brook Lane's now at 120"),
        ("Sue", "10:30", "PSF year-end close on track, access review done"),
        ("Nadia", "10:35", "Ridgeway aircon work done, our servers are back up"),
        ("Tom", "10:40", "restore test from Wasabi: full VM back in 2h10. logged for the RPA file"),
        ("Marcus", "10:45", "great work. enjoy the last couple of weeks"),
    ]),
    # s33
    ("2025-09-03", "Gemma's back", [
        ("Gemma", "09:01", "Hello again! \U0001F44B what have I missed, give me the short version"),
        ("Tom", "09:08", "short version: phones are Horizon since Easter, parents are on Edulink since Feb, Mimecast is gone (Defender), Firefly's gone (Classroom), safeguarding/CPOMS is mine now, devices are Callum's, backups run every 4 hours"),
        ("Gemma", "09:10", "and printing? I left mid Printix drama"),
        ("Tom", "09:12", "back on PaperCut since last December, on a new VM. Printix lasted four weeks"),
        ("Gemma", "09:15", "lol. and meetings?"),
        ("Marcus", "09:18", "Monday stand-up at 8:30 on Teams from this coming Monday, monthly review first Thursday. welcome back \U0001F642"),
        ("Callum", "09:25", "KV cart B all enrolled again btw, we bought 10 more Chrome upgrade licences"),
        ("Priya", "09:40", "Ashcombe is still on SIMS before you ask \U0001F604 hosted now, but SIMS"),
    ]),
    # s34
    ("2025-09-17", "DfE digital standards self-review", [
        ("Marcus", "14:01", "Doing the DfE digital and technology standards self-review for the board. Callum drafted the systems list, can everyone check their bits"),
        ("Callum", "14:05", "draft: MIS Arbor (Ashcombe SIMS), safeguarding CPOMS, Wi-Fi Meraki, email filtering Defender, web filtering Smoothwall, printing Printix, backup Veeam + Wasabi, phones Horizon, parent app Edulink One, helpdesk Halo, finance PS Financials"),
        ("Tom", "14:10", "printing is wrong, we went back to PaperCut last December. Printix only ran for four weeks in Nov 2024"),
        ("Callum", "14:12", "oops, fixed"),
        ("Nadia", "14:20", "add a line that Ridgeway is separate: ProSolution, Canvas, our own UniFi. I'll fill in our section"),
        ("Priya", "14:25", "and learning platform: Google Classroom for the secondaries. Firefly's long gone"),
        ("Sue", "14:30", "finance bit is right. payroll is the county's iTrent service, put it under 'third party' not our systems"),
        ("Tom", "14:40", "backup line should say every 4 hours on school days plus nightly, 30 days immutable"),
        ("Marcus", "14:50", "thanks all. Monday's stand-up I'll go through the gaps"),
        ("Gemma", "14:55", "\U0001F44D"),
    ]),
]

PEOPLE = ["Marcus", "Priya", "Tom", "Gemma", "Callum", "Sue", "Nadia", "Ollie", "Rachel"]


def build() -> dict:
    sessions = []
    for index, (day, title, turns) in enumerate(SESSIONS, start=1):
        sid = f"{PREFIX}/s{index:02d}"
        first = datetime.fromisoformat(f"{day}T{turns[0][1]}:00")
        out_turns = []
        for t_index, (speaker, hhmm, text) in enumerate(turns, start=1):
            if speaker not in PEOPLE:
                raise ValueError(f"{sid}#{t_index}: unknown speaker {speaker!r}")
            out_turns.append({
                "id": f"{sid}#{t_index}",
                "speaker": speaker,
                "role": "user",
                "text": text,
                "at": f"{day}T{hhmm}:00",
            })
        sessions.append({
            "id": sid,
            "title": title,
            "started_at": (first - timedelta(minutes=1)).isoformat(),
            "turns": out_turns,
        })
    return {"format": FORMAT, "sessions": sessions}


def render() -> str:
    return json.dumps(build(), indent=1) + "\n"


def main(out: Path) -> None:
    out.write_text(render(), encoding="utf-8")
    corpus = build()
    n_turns = sum(len(s["turns"]) for s in corpus["sessions"])
    print(f"wrote {out}: {len(corpus['sessions'])} sessions, {n_turns} turns")


if __name__ == "__main__":
    main(Path(sys.argv[1]) if len(sys.argv) > 1 else Path(__file__).resolve().parent / "corpus.chat.json")
