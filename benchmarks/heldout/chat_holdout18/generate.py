#!/usr/bin/env python3
"""Regenerate chat_holdout18: corpus.chat.json, facts.jsonl and questions.jsonl.

Everything is written out below as data; running this script is deterministic
(no randomness, no clock). Usage: python3 generate.py [OUT_DIR]

Turns carry optional labels; facts and questions cite labels, which are resolved
to turn ids ("h18/sNN#k") when the files are written.
"""
from __future__ import annotations

import json
import sys
from datetime import datetime, timedelta
from pathlib import Path

PREFIX = "h18"

# Speaker codes inside SESSIONS: "U" = the human in an assistant session (speaker "user"),
# "A" = the assistant, any other string = a named person (role "user").
# A turn is (speaker, text) or (speaker, text, labels) with labels a str or a tuple of str.

SESSIONS = []


def session(date, start, title, turns):
    SESSIONS.append({"date": date, "start": start, "title": title, "turns": turns})


# ----------------------------------------------------------------------------- s01
session("2024-03-04", "08:40", "TheraLog server beeping: degraded RAID at Millbank", [
    ("U", "Hi, Tomasz here, I do the IT for Fellgate Physio & Sports Medicine: five clinics (Ashby Road, Brookfield, Eastgate, Millbank, Riverside), a mobile team that works at sports clubs, a small web shop and the back office in Millbank. The TheraLog server in the Millbank comms cupboard is beeping since 7 o'clock. All five clinics write their treatment notes in TheraLog, so on a Monday morning this is not nice. iDRAC says:\n\n```\nVirtual Disk 0 on Integrated RAID Controller 1 is degraded.\nPhysical Disk 0:1:2 on Integrated RAID Controller 1 has failed.\n```\n\nPowerEdge T330, RAID 5 with four disks. Clinics can still log in.", "s01_theralog"),
    ("A", "The array is running without redundancy now: in RAID 5 one more failed disk means the virtual disk is lost. So, in this order: don't reboot and don't start anything disk-heavy; make sure you have a current, restorable copy of the TheraLog database before anything else; then get a replacement drive of the same size and type (check the part number in iDRAC) and hot-swap it into slot 2 so the controller starts the rebuild. A rebuild on four older disks stresses the survivors, which is exactly why the backup has to be verified first."),
    ("U", "Backups: Hyper Backup on our Synology NAS takes the TheraLog database export every night at 23:00 and writes it to USB disks, we rotate the disks every Friday and one goes home with me. The NAS is also where all the shared files live, the rota, HR, policies, everything. Problem: last night's job says 'Partially completed'.", ("s01_backup", "s01_nas")),
    ("A", "'Partially completed' in Hyper Backup means the job ran but skipped some files, usually because they were locked or permissions changed. Open the task log and look at which paths were skipped: if it's only attachments, the database dump itself may be fine. Then actually restore the dump somewhere else (a laptop with SQL Server Express is enough) and open it; a backup you haven't restored is a hope, not a backup. Also keep in mind that with weekly disk rotation your offsite copy can be up to a week old."),
    ("U", "Log:\n\n```\n[2024-03-03 23:41:12] Skipped: /theralog_export/attachments/2019/ (file in use)\n[2024-03-03 23:58:40] Task [TheraLog nightly] partially completed\n```\n\nOnly the old 2019 attachments. The database dump is ok, I restored it on my laptop, 2.1 GB, it opens. Dell sends the disk tomorrow morning. The RAID controller admin password I found in LastPass, thanks god somebody saved it there.", "s01_lastpass"),
    ("A", "Good, then the risk for one day is acceptable. When the disk is in, watch the rebuild percentage in iDRAC and run a consistency check afterwards. For the skipped folder, schedule the attachment export before TheraLog's own nightly maintenance locks those files, or use a snapshot-based job. Longer term: a 2016 server on RAID 5 holding all clinical notes is a fragile place to be. Is TheraLog's on-premises version still supported?"),
    ("U", "That's the bigger story. TheraLog told us on-premises v8 gets security fixes only until end of 2025, after that only their hosted version, and hosted costs almost the same as a real cloud system. The server is eight years old. And therapists can't open notes from home, and reception retypes every Setmore online booking into TheraLog each morning. Maren (our operations director) wants options by summer.", ("s01_theralog_reasons", "s01_setmore")),
    ("A", "Then treat today as the start of that project. A sensible shortlist is cloud practice-management systems built for physio with UK hosting: built-in appointment book and online booking (so the Setmore retyping goes away), multi-site support for five clinics, outcome measures, exercise prescription, and an accounting integration. Ask each vendor early how they migrate from TheraLog, and plan a data protection impact assessment from the start, since all patient records move."),
    ("U", "Ok. First the disk. Thank you."),
])

# ----------------------------------------------------------------------------- s02
session("2024-03-18", "08:30", "Monday catch-up in the IT and ops WhatsApp group", [
    ("Maren", "Morning all, 8:30 catch-up like every Monday. Quick round please. And a reminder while we're here: nobody signs up to a new software subscription without my OK first, free trials included. Kieran, that includes the rota thing 🙂", ("s02_meeting", "s02_approval")),
    ("Kieran", "Ha, noted. Phones first: the Panasonic box at Brookfield dropped calls again on Saturday. The BT engineer says that PBX is end of life. All five clinics have the same BT lines and Panasonic setup, so it'll be all of them sooner or later.", "s02_phones"),
    ("Tomasz", "The failed disk in the TheraLog server was replaced on the 5th, rebuild finished, all fine. I collect EHR options for Maren. For phones I would not buy a new PBX, better we look at something hosted. The TheraLog patch this week I do Wednesday after 19:00 like always, when the clinics are closed.", "s02_change_window"),
    ("Gwen", "Sage 50 crashed on me twice during the VAT return, and the March payroll file from Moorepay still has the wrong cost centre for the Riverside locums. I'll chase Moorepay, payroll is my job anyway. But Sage living on one desktop in Millbank is a bottleneck, our accountant can't get in from outside.", ("s02_sage", "s02_payroll")),
    ("Callum", "Shop's fine. One for the clinics: the Worldpay terminal contract ends in June, and a Dojo rep came into Millbank reception on Friday. Kieran has the leaflet.", "s02_worldpay"),
    ("Kieran", "Yes, Dojo pays out next day and the rate looked better than what Worldpay charges us. Also: can I trial RotaCloud for the therapist rota? The Excel spreadsheet on the NAS is a nightmare. Two people had it open on Thursday and all of Ashby's changes were lost.", "s02_rota"),
    ("Maren", "Send me prices for both and I'll decide. A rota trial is fine in principle, prices first."),
    ("Gwen", "And can we please stop doing holiday requests in the all-staff WhatsApp group? They get lost between the birthday gifs.", "s02_whatsapp"),
    ("Maren", "Agreed. Tomasz, have a think about staff chat as well. Same time next Monday."),
])

# ----------------------------------------------------------------------------- s03
session("2024-04-03", "10:15", "Stripe is holding the shop's payouts", [
    ("U", "Hello, Callum from Fellgate's online shop. We sell knee and ankle braces, taping, foam rollers and some rehab equipment. The shop runs on WooCommerce on a WordPress site and takes payments through Stripe. Stripe has paused our payouts since 25 March. The dashboard says: 'Your account is under review. We need more information about the products you sell.' There's £6,800 sitting in there.", "s03_stripe"),
    ("A", "That message usually comes from Stripe's risk team, not support, and braces and supports can fall under their rules for medical devices. What tends to work: answer through the dashboard's own request (not a support email) with a product list showing these are non-prescription Class I devices, the manufacturer or supplier with its MHRA registration, your returns policy, and proof of fulfilment (tracking numbers for recent orders). Keep it short and factual; the reviewer is looking for reasons to release, not for marketing."),
    ("U", "I uploaded the product list and the MHRA registration of our supplier, Northbrace Orthotics, and got a template reply back. This is the second review in six months. Last October they held the payouts for nine days for exactly the same thing.", "s03_stripe2"),
    ("A", "Two holds in six months for the same category means it will probably happen again, so it's worth not depending on one provider. Many small shops keep a second gateway ready: for a UK WooCommerce shop the usual candidates are Mollie, PayPal, Square and, at larger volumes, Adyen. Compare them on the things that hurt you now: how they classify medical supplies, payout timing, the WooCommerce plugin's quality, and whether they support Klarna or other pay-later methods if customers use them."),
    ("U", "Another shop owner recommended Mollie. While I have you, stock levels. Northbrace runs their warehouse on Cin7 and sends us a CSV every night. My import plugin dies on this:\n\n```\nPHP Fatal error:  Uncaught TypeError: explode(): Argument #2 ($string) must be of type string, null given in /wp-content/plugins/wc-stock-sync/import.php:118\n```", "s03_cin7"),
    ("A", "Line 118 splits a column that is sometimes empty, and PHP 8 refuses `null` where a string is required. Guard it:\n\n```php\n$raw = $row['bin_locations'] ?? '';\n$bins = $raw === '' ? [] : explode('|', $raw);\n```\n\nIf the column is missing entirely from some files, `?? ''` covers that too. Worth logging the SKU when it happens, so you can tell Northbrace which products come through without a location."),
    ("U", "That works. Honestly WooCommerce itself is becoming a hobby. Every plugin update breaks something. Last week the Klaviyo plugin update took the checkout page down for an hour. Klaviyo does our newsletter and the abandoned-basket emails.", ("s03_klaviyo", "s03_woo_pain")),
    ("A", "That's a common pattern once a WooCommerce shop has a dozen plugins. Cheap protections: a staging copy where updates go first, automatic updates off for checkout-related plugins, and a short checklist after each update (add to basket, pay with a test card, receive the confirmation email). If the maintenance keeps eating your evenings, that's a real cost to weigh against a hosted platform."),
    ("U", "Thanks. Stripe first, the rest later."),
])

# ----------------------------------------------------------------------------- s04
session("2024-04-17", "14:00", "Mobile team: notes where there is no signal", [
    ("Jonah", "Hi, I'm Jonah Okafor and I lead Fellgate's mobile team: six physios who treat players at the clubs we have contracts with (Castlebridge RFC, two football academies and a netball club). We have 14 iPads. Our notes are PDF templates in GoodNotes, and later someone retypes the important parts into TheraLog at Millbank. At Castlebridge's training ground there's no signal at all, and GoodNotes' iCloud sync keeps producing conflicting copies of the same note.", ("s04_goodnotes", "s04_owner_mobile")),
    ("A", "GoodNotes syncs whole documents through iCloud, so when two devices or an offline device edit the same notebook, you get conflict copies rather than a merge. For clinical notes that's a real risk: nobody knows which copy is the record. What you want is an offline-first notes app that stores each note as its own record, syncs when a connection comes back, and keeps an audit trail of who changed what."),
    ("Jonah", "Tomasz manages the iPads with Jamf Now, he pushes the apps and the wifi profiles, so whatever we pick has to be deployable that way. For money we use SumUp readers paired with our phones for walk-in athletes at the clubs; that part works fine.", ("s04_jamf", "s04_sumup")),
    ("A", "Jamf Now can deploy App Store apps silently if you buy the licences through Apple Business Manager (the old VPP), so check the app is on the App Store and supports managed configuration. For clinical data on iPads also enforce a passcode, keep automatic lock short, and make sure the app encrypts its local database."),
    ("Jonah", "Castlebridge want our injury notes in their athlete management system, Kitman Labs. Their performance staff run everything in there, GPS data from Catapult, wellness questionnaires. Couldn't we just write our notes in Kitman too?", "s04_kitman"),
    ("A", "I'd keep them apart. Kitman Labs is the club's system, so the club controls that data, and your clinical records need to stay in a system Fellgate controls and is accountable for. The usual arrangement is: you keep the full record, and share an agreed summary (availability, diagnosis, return-to-play plan) with the club, with the player's consent and under a data sharing agreement."),
    ("Jonah", "Makes sense. A rep showed me Sideline Notes, a small UK app built for pitch-side physio: offline first, SOAP templates, body charts, syncs when you're back on wifi, exports PDF summaries. TheraLog on the iPads would be nice but it needs a connection. I'll ask Maren about a trial.", "s04_sideline_demo"),
    ("A", "Before a trial, ask them for: where the data is hosted, how the local database is encrypted, an audit trail export, a bulk export format in case you ever leave, and whether Jamf Now can push it with a managed configuration. Those answers go straight into the DPIA."),
    ("Jonah", "Great, I'll forward this to Tomasz. He decides anything that goes on the iPads anyway, the device management is his.", "s04_owner_mdm"),
])

# ----------------------------------------------------------------------------- s05
session("2024-05-07", "12:40", "#it-ops: a rota trial and offsite backups", [
    ("Kieran", "Maren said yes to RotaCloud 🎉 Four-week trial, starting from Monday. I'm entering all the therapists this week. The Excel rota stays as a fallback until we're sure.", "s05_rotacloud"),
    ("Maren", "Trial only, no annual contract. Deputy was a pound more per user and Kieran liked RotaCloud's leave requests better, so that's that."),
    ("Tomasz", "Kieran please don't put home addresses in it, only names and work emails."),
    ("Kieran", "Ok 👍"),
    ("Tomasz", "Other news: the backups don't go on the USB disks any more. Since last Friday Hyper Backup sends the nightly job to Backblaze B2, encrypted, London... no, the Amsterdam region, so EU. Still every night at 23:00. I keep one USB disk as an extra for now, but the Friday rotation is finished.", "s05_b2"),
    ("Maren", "Good. What does it cost us?"),
    ("Tomasz", "About £6 a month for one terabyte. The USB disks cost us more."),
    ("Ruth", "Does that include the TheraLog data? Patient notes leaving the building have to be in the DPIA, and I want to see it before I sign anything."),
    ("Tomasz", "Yes, it includes TheraLog. It's encrypted on the NAS before upload, Backblaze never has the key. I update the DPIA and send it to you today for your signature.", "s05_b2_dpia"),
])

# ----------------------------------------------------------------------------- s06
session("2024-05-22", "09:30", "Choosing the new clinical system", [
    ("U", "Tomasz again. The EHR demos are done: Cliniko, Jane, WriteUpp and Semble. Dr Ruth Abara, our clinical director, and Maren decided yesterday: Cliniko. Now I need a migration plan from TheraLog. Target go-live is beginning of October, after the summer holidays.", "s06_cliniko_decision"),
    ("A", "A plan that works for most clinic migrations: (1) get a full export from TheraLog and a data mapping agreed with Cliniko's migration team; (2) two test migrations into a sandbox account, with clinicians checking real patients; (3) training in September, 60-90 minutes per clinician; (4) a freeze on TheraLog on the Friday evening, final export and import over the weekend, spot checks on Sunday; (5) TheraLog kept read-only for lookups. Shall I write the rejected options down too? Maren will probably ask."),
    ("U", "Yes, she will. Jane was good, but the price for our 38 practitioners was the highest and Ruth didn't like the charting. WriteUpp has no proper multi-site reporting, and with five clinics we need that. Funny: the osteopaths on Dale Street next to Riverside use WriteUpp and they are happy. Semble is more GP style, too much for us.", "s06_rejected"),
    ("A", "Draft for the decision record:\n\n> **Decision (21 May 2024):** Cliniko replaces TheraLog at the clinics. **Rejected:** Jane (highest price for 38 practitioners, charting less liked by the clinical lead); WriteUpp (no multi-site reporting across five clinics); Semble (designed around GP workflows, more than we need). **Approved by:** Dr R. Abara, M. Holt."),
    ("U", "Also: Cliniko has video consultations built in, but we just started with Doxy.me for video sessions and the therapists like it, so Doxy.me stays for now.", "s06_doxy"),
    ("A", "Reasonable: one change at a time. Note it as a later decision, because running video outside the EHR means the link lives in an email or SMS rather than on the appointment. The same applies to online booking: Cliniko has its own booking page, which could later replace Setmore."),
    ("U", "Setmore stays for now too. What about getting data out of TheraLog? Inside it's SQL Server 2014.", "s06_setmore"),
    ("A", "Ask TheraLog for their standard export first, since vendors often have one for leavers. If you need to pull it yourself, Cliniko's migration team usually wants CSVs for patients, appointments, treatment notes and a folder of attachments referenced by file name. Export as UTF-8 (SQL Server 2014's default code pages mangle accented names), for example with `bcp \"SELECT * FROM dbo.Patients\" queryout patients.csv -c -C 65001 -t, -S localhost -T`."),
    ("U", "Good. And the Dojo terminals are signed: card payments at the clinics go over to Dojo on 1 July, so that is also on my list.", "s06_dojo"),
    ("A", "For the terminals: they connect over wifi with 4G fallback, so put them on a separate guest or payments VLAN rather than the clinical network, and keep the Worldpay ones until the last Worldpay settlement is through."),
])

# ----------------------------------------------------------------------------- s07
session("2024-06-06", "16:20", "Rota chat: the RotaCloud trial", [
    ("Kieran", "RotaCloud update, and it isn't good. It can't handle a therapist who's at Brookfield in the morning and Riverside in the afternoon as one shift pattern, so I had to create two staff profiles for them. Half the therapists now have two profiles and the hours report is rubbish.", "s07_rotacloud_reasons"),
    ("Ines", "At Eastgate the physios did not install the app, they ask me every day for the rota. Honestly the printed Excel was easier for us.", "s07_ines"),
    ("Maren", "How much work is it to go back?"),
    ("Kieran", "Almost nothing, I kept the spreadsheet going in parallel. I'd say we stop the trial and everyone's back on the Excel rota from Monday. I'll cancel before it turns into a paid plan.", "s07_rota_revert"),
    ("Maren", "Do it. Lesson learned. Maybe we look again next year."),
    ("Tomasz", "I will set the sheet so only one person can edit at once, that was the problem in March. The NAS has a check-out option."),
    ("Ines", "Thank you Kieran. Tomasz, also TheraLog at Eastgate is slow since Monday afternoon, is it the server again?"),
    ("Tomasz", "No, it's the backup verification I started. It finishes tonight."),
    ("Kieran", "And Ines, I'll send you the printed rota every Friday like before."),
])

# ----------------------------------------------------------------------------- s08
session("2024-06-19", "09:05", "Mollie orders stuck in 'Pending payment'", [
    ("U", "Callum from the Fellgate shop again. We did it: the shop's payments swapped from Stripe to Mollie this morning. Stripe froze our payouts a third time in May and that was the end. Mollie's WooCommerce plugin is in, cards, Apple Pay and Klarna switched on. Problem: orders paid by card stay in 'Pending payment'.", "s08_mollie"),
    ("A", "With Mollie, the order status changes when Mollie calls your shop's webhook after the payment, not when the customer returns to the site. 'Pending payment' on paid orders almost always means the webhook can't get through. Look in the Mollie dashboard at one of those payments: it shows the webhook calls and their HTTP responses."),
    ("U", "Dashboard says:\n\n```\nWebhook call failed: 403 Forbidden\nhttps://shop.fellgatephysio.co.uk/wc-api/mollie_wc_gateway_creditcard?order_id=18342&key=wc_order_...\n```"),
    ("A", "A 403 on that path means something in front of WordPress is rejecting the POST: typically a security plugin (Wordfence, iThemes) or a Cloudflare WAF rule treating an unknown server-to-server POST as an attack. Allowlist `/wc-api/` requests (or Mollie's published IP ranges) in whichever one it is, then use 'Resend webhook' in the Mollie dashboard for the stuck orders."),
    ("U", "It was Wordfence, it blocked 'unknown POST'. Allowlisted, the test order goes to Processing now. The Stripe plugin is deactivated; I leave the Stripe account open until end of August only for refunds of old orders.", "s08_stripe_refunds"),
    ("A", "Good. Refunds on Stripe-era orders must go back through Stripe, so keep a note on those orders. And from today your payouts arrive as Mollie settlements, which bundle many payments minus fees, so the bookkeeping changes a little."),
    ("U", "Gwen will ask how Mollie payouts get into Sage. She does the books."),
    ("A", "Mollie's settlement report (CSV, per settlement) lists every payment, refund and fee. The simplest bookkeeping is a clearing account: post sales into 'Mollie clearing', post each settlement from clearing to the bank, and post the fees as an expense. The clearing account should come back to zero after each settlement."),
    ("U", "Perfect, thank you."),
])

# ----------------------------------------------------------------------------- s09
session("2024-07-03", "11:00", "Moving the books to Xero", [
    ("U", "Hello, I'm Gwen Hughes, the office manager at Fellgate Physio. I do the books and the payroll. We're leaving Sage 50 and going to Xero from the first of next month. Our accountant is moving all her clients to Xero, and I'm tired of Sage only working on the one PC in Millbank. QuickBooks was the other option, but the accountant doesn't support it. How do I bring the opening balances over?", "s09_xero"),
    ("A", "Use the 1st of next month as the conversion date. Run a trial balance in Sage as at the last day of this month, after all July transactions are posted, and enter it in Xero as conversion balances. Bring over the open items individually: unpaid customer invoices and unpaid supplier bills, so they can be matched to payments later. Closed history stays in Sage, kept read-only for the auditors."),
    ("U", "Which bank feeds do I need? We have Lloyds for the clinics, the shop's money comes through Mollie now, and the new card terminals: Dojo went in on Monday at all five clinics, so Dojo payouts as well.", "s09_dojo"),
    ("A", "Lloyds has a direct feed into Xero. Mollie has a Xero connection that posts settlements, or you import the settlement CSV. Dojo pays out daily, net of fees, so record the gross takings and the fees separately, with a 'Dojo clearing' account in between, the same pattern as Mollie. Keep Worldpay's clearing account open until its last statement has been reconciled."),
    ("U", "Tracking: five clinics (Ashby Road, Brookfield, Eastgate, Millbank, Riverside) plus the mobile team and the shop?"),
    ("A", "One tracking category, 'Location', with seven options: the five clinics, 'Mobile team' and 'Online shop'. Xero allows two active tracking categories, so keep the second free for something like 'Service line' later."),
    ("U", "Payroll stays with Moorepay, they send me a journal every month. Can that be imported?", "s09_moorepay"),
    ("A", "Yes, as a manual journal import (CSV). Map Moorepay's cost centres to your Location options once, then every month's journal lands with the right tracking."),
    ("U", "Lovely. Worldpay's final statement comes end of July, that one I'll still post in Sage.", "s09_worldpay_end"),
])

# ----------------------------------------------------------------------------- s10
session("2024-07-17", "18:10", "Mobile team chat: Sideline Notes", [
    ("Jonah", "Quick update since people keep asking: we switched to Sideline Notes two weeks ago, all six of us. The GoodNotes templates are retired, the old PDFs are archived on the NAS.", "s10_sideline"),
    ("Ruth", "How is it at Castlebridge with no signal?"),
    ("Jonah", "Perfect, that was the whole point. Notes save on the iPad and sync over the clubhouse wifi after the session. No more duplicate copies like GoodNotes made.", "s10_offline"),
    ("Ruth", "Shouldn't the mobile team go onto Cliniko with everyone else in October? One system would be cleaner for audits."),
    ("Jonah", "Cliniko needs a connection for every note, we'd be back on paper at half the grounds. We stay on Sideline and send a monthly PDF export to Millbank for the record. Tomasz agrees.", "s10_stay_separate"),
    ("Tomasz", "Yes. Sideline is deployed from Jamf Now like the other apps, passcode enforced. The mobile team keeps its own setup: Sideline, SumUp, their iPads. Cliniko is for the clinics.", "s10_mobile_stack"),
    ("Ruth", "Fine, as long as the DPIA covers it. And Kitman?"),
    ("Jonah", "Castlebridge's staff put our PDF summaries into Kitman Labs themselves, with the players' consent. We don't have accounts there.", "s10_kitman"),
])

# ----------------------------------------------------------------------------- s11
session("2024-08-06", "10:00", "Planning the Teams rollout", [
    ("U", "Tomasz. Since spring everybody has Microsoft 365 Business Premium (mail, Office). Maren decided: staff chat leaves the WhatsApp groups and goes to Microsoft Teams, go-live Monday 2 September when people are back from holidays. Callum suggested Slack, but we already pay for M365 and Slack is extra per user. Can you help me plan teams and channels?", ("s11_teams_decision", "s11_m365")),
    ("A", "A structure that fits a multi-site clinic: one org-wide team 'Fellgate' (announcements, general); one team per clinic (reception, clinicians); a 'Mobile team' team; 'Online shop'; 'Back office' (private). Keep channels few at the start, since people only adopt what they can find. Before go-live, decide the rules: what may be posted, retention, and who can create teams (I'd restrict that to IT)."),
    ("U", "The rules part is important. Clinicians send photos of exercise sheets with patient names in WhatsApp. That has to stop."),
    ("A", "Write it as one sentence everyone can remember: no patient-identifiable information in chat; it belongs in the clinical record. Business Premium includes data loss prevention for Teams, so you can add a policy that blocks messages containing NHS numbers or dates of birth next to names. Set a retention policy on chats too, so nothing sensitive lives forever."),
    ("U", "What about the shared mailbox for bookings? Kieran's team uses bookings@ in Outlook."),
    ("A", "Keep the shared mailbox for external email; Teams doesn't replace it. A reception channel per clinic can receive forwarded mails if needed, but most teams find it simpler to keep email in Outlook and use Teams for internal conversation only."),
    ("U", "Gwen says she's been in Xero since the 1st and Sage is read-only now, so one desktop application less to install on new laptops.", "s11_xero_live"),
    ("A", "Nice side effect. Your Business Premium licences also include Intune for the Windows laptops, if you want to standardise their setup at some point."),
    ("U", "The laptops maybe later. The mobile team's iPads stay in Jamf Now, it works.", "s11_ipads_jamf"),
])

# ----------------------------------------------------------------------------- s12
session("2024-08-22", "13:30", "Eastgate calls ending up in Millbank's voicemail", [
    ("Kieran", "Hi, Kieran Doyle, reception lead for Fellgate's clinics. Since we moved the phones over to Dialpad on the 12th, calls to Eastgate ring for 30 seconds and then land in Millbank's voicemail instead of Eastgate's ring group. The other clinics are fine.", "s12_dialpad"),
    ("A", "That sounds like the Eastgate department's call routing rather than a fault. In Dialpad, open the Eastgate office or department, then 'Call routing': check the ring duration and what happens 'if no one answers'. If the department was created from a copy of Millbank's, the fallback may still point at the Millbank main line."),
    ("Kieran", "Found it, Eastgate's 'if no one answers' went to the Millbank main line, copied from the template. Changed to Eastgate's voicemail. The old Panasonic handset at Eastgate's front desk is still plugged in, does that matter?", "s12_panasonic"),
    ("A", "It doesn't ring any more, since the BT lines it hung off are no longer carrying the number, but remove it so nobody picks it up expecting a call. If the desk needs a physical phone, Dialpad supports a few certified desk phones; otherwise the desktop app with a headset does the job."),
    ("Kieran", "Next one: Setmore sends an SMS reminder 24 hours before each appointment. Patients reply 'cancel' to the SMS and nobody ever sees it."),
    ("A", "Check whether your Setmore plan has two-way SMS. On plans without it, replies go to a shared sender number nobody reads. Either enable replies to reach the clinic, or change the reminder text to say 'to cancel, call us on ...' so patients don't reply into the void."),
    ("Kieran", "Ok. Last one: Ines asked if Eastgate's outgoing calls can show 'Fellgate Eastgate' instead of the Millbank number."),
    ("A", "Yes: give Eastgate's department its own number (it has one, the ported line) and set it as the outbound caller ID for the Eastgate users, or let them choose it per call in the app."),
    ("Kieran", "Done. Ines will be happy."),
])

# ----------------------------------------------------------------------------- s13
session("2024-09-04", "08:30", "First week on Teams", [
    ("Maren", "Our first IT and ops thread in Teams! Since Monday everyone's on Teams and the WhatsApp groups are read-only. Thank you Tomasz.", "s13_teams"),
    ("Tomasz", "82 of 95 staff have logged in already. The mobile team has it on their phones."),
    ("Maren", "Proposal: the weekly Monday catch-up is too much now that the big projects are planned. From next week it's every other Thursday at 9, first one on the 12th. Objections?", "s13_fortnightly"),
    ("Kieran", "Fine by me, Mondays are chaos at reception anyway."),
    ("Gwen", "Good. Payroll news: since the books are in Xero now, I want to take payroll away from Moorepay and do it in Xero Payroll from November. Moorepay's notice is three months, so I'd give notice this month.", "s13_xero_payroll_plan"),
    ("Maren", "Sounds sensible. Go ahead, but check what it can do first."),
    ("Tomasz", "Cliniko: go-live is still Monday 7 October. Training starts next week, every therapist gets 90 minutes.", "s13_cliniko_7"),
    ("Callum", "Can the shop channel get a notification for every new order?"),
    ("Tomasz", "Yes, with a webhook into the channel. I'll set it up this week."),
])

# ----------------------------------------------------------------------------- s14
session("2024-09-18", "15:00", "Cliniko migration: 4,212 notes rejected", [
    ("U", "Tomasz. Test migration #2 came back from Cliniko's migration team with errors:\n\n```\nImport summary: treatment_notes\n  accepted: 57,618\n  rejected: 4,212\n  reason: attachment reference not found (e.g. ATT-2019-004311.pdf)\n```"),
    ("A", "The notes themselves are fine; it's the attachment files they point to that are missing from the export. Since your backup log in March also skipped the 2019 attachments, check whether older attachments live somewhere other than the main attachments folder: TheraLog installs sometimes move old years to an archive path. Compare a rejected reference with where the file really is on disk."),
    ("U", "You're right, the 2019-2020 attachments are on a second volume, D:\\TLData\\Archive, and the export script only read E:. I exported again. But the migration team needs a full week more for the final import. So go-live moves: it's now Monday the 14th of October, not the 7th. Ruth and Maren agreed this morning.", "s14_slip"),
    ("A", "Then update everyone today, so nobody plans around the 7th: clinicians, reception, and patients with online bookings that week (their appointments don't move, only the system does). Cutover plan for the new date: freeze TheraLog for the four clinics on Friday the 11th at close, final export Saturday, import and spot checks on Sunday, first patients on Cliniko Monday the 14th."),
    ("U", "Eastgate is the other topic. Ines says Eastgate is part of a research study with the university, knee osteoarthritis outcomes, and the protocol is built on TheraLog's outcome measures module. The study runs until end of 2025. She wants Eastgate to stay on TheraLog.", "s14_eastgate_reason"),
    ("A", "That's a legitimate reason, but be clear about the cost: you keep the server, the TheraLog licences for one clinic, the backups and the patching, with on-premises support ending at the end of 2025. The alternative is to move Eastgate too and rebuild the study's outcome forms in Cliniko, which needs the university's agreement because the protocol names the tool."),
    ("U", "Probably we keep Eastgate on TheraLog. The decision is at the next catch-up."),
    ("A", "If so, reduce the TheraLog licences to Eastgate's users, keep the other four clinics' data read-only in the same install, and write down the end date you're aiming for, so the exception doesn't quietly become permanent."),
    ("U", "Ok. Thanks."),
])

# ----------------------------------------------------------------------------- s15
session("2024-10-02", "09:00", "Eastgate decision and a new change window", [
    ("Maren", "Decisions from last Thursday's catch-up, for those who weren't there. 1) Eastgate stays on TheraLog while the university study runs; the other four clinics go to Cliniko on the 14th. 2) Eastgate keeps Setmore for online booking as well, nothing changes for Ines's team.", "s15_eastgate_stays"),
    ("Ines", "Thank you. For us it is important, the study has 140 patients and all the outcome forms are in TheraLog."),
    ("Maren", "3) New rule after the mess three weeks ago: no more changes to clinical systems on weekday evenings. Changes to TheraLog, Cliniko, the phones or booking happen only on Sundays between 07:00 and 11:00, when every clinic is closed. Starts this Sunday.", "s15_change_window"),
    ("Kieran", "Is this because of the Setmore update that broke the booking widget that Wednesday morning?"),
    ("Tomasz", "Yes, and because of the TheraLog patch I did on a Tuesday evening at 19:30, and Brookfield could not log in until 10 the next morning. Sorry again. On Sunday morning we have the whole day to fix things before patients come on Monday.", "s15_change_window_reason"),
    ("Ruth", "Agreed. Emergencies excepted, with my OK or Maren's."),
    ("Ines", "And the Eastgate server, who patches it now?"),
    ("Tomasz", "Me, same as before, only now in the Sunday window."),
])

# ----------------------------------------------------------------------------- s16
session("2024-10-17", "11:00", "Cliniko week one: card payments into Xero", [
    ("U", "Tomasz here. Cliniko has been live at Ashby Road, Brookfield, Millbank and Riverside since Monday. Mostly fine. TheraLog is read-only for those four clinics, Eastgate works in it as normal. Problem: the Cliniko-Xero integration creates the invoices, but the payments taken on the Dojo terminals don't get matched.", "s16_cliniko_live"),
    ("A", "Cliniko sends invoices and, separately, payments to Xero, and each Cliniko payment type maps to a Xero account. If 'Card' payments map to the bank account, Xero will never match them against Dojo's daily net payout. Map the Card payment type to a 'Dojo clearing' account instead; the payout then clears that account, and the difference is Dojo's fees."),
    ("U", "Gwen says all Dojo payments land in one 'Card' account, but she needs them per clinic."),
    ("A", "In Cliniko each clinic is a separate business, and the Xero integration lets you set tracking per business. Map each business to its Location option in Xero, and the invoices and payments will carry the clinic automatically."),
    ("U", "Yes, each clinic is a business in Cliniko. Second thing: the therapists want to see old TheraLog notes. We imported notes since 2019, older ones came as PDF attachments. Is that ok?"),
    ("A", "Clinically that's usually fine as long as the PDFs are attached to the right patient and searchable by date. Keep TheraLog read-only for the four clinics until you've decided how long you must retain the originals, and document where the pre-2019 record lives."),
    ("U", "And patients get two reminder texts: Cliniko sends SMS reminders now, but Setmore still sends them too."),
    ("A", "Online bookings still come in through Setmore for now, but reminders should come from the system that holds the appointment. Switch Setmore reminders off for the four Cliniko clinics and keep them on for Eastgate."),
    ("U", "Done. Eastgate keeps the Setmore reminders, the other four only Cliniko.", "s16_setmore_reminders"),
])

# ----------------------------------------------------------------------------- s17
session("2024-10-30", "14:30", "Leaving WooCommerce", [
    ("U", "Callum, Fellgate shop. I've had enough of WooCommerce. Last Thursday a WooCommerce update plus a Mollie plugin update together broke checkout for three hours on a Thursday evening. And the host wants £80 more a month for the PHP upgrade. I'm looking at Shopify and BigCommerce.", "s17_woo_reasons"),
    ("A", "Both take the hosting, updates and checkout stability off your hands. The main differences for you: Shopify has the bigger app ecosystem and the best Klaviyo integration, but charges an extra transaction fee when you use a payment provider other than Shopify Payments (in the UK 2% on Basic, 1% on the Shopify plan, 0.6% on Advanced); BigCommerce charges no transaction fees on any provider, but its themes and app choice are thinner. Which payment provider do you want to keep?"),
    ("U", "Mollie has a Shopify app now, and we want to stay with Mollie because Klarna works well there. BigCommerce's themes are poor, and Klaviyo fits Shopify better.", "s17_keep_mollie"),
    ("A", "Then the cost comparison is Shopify's plan plus that third-party fee versus BigCommerce's plan. At your volume the fee is probably smaller than the £80 hosting increase plus the hours you spend fixing plugins. Migration checklist: products and images, customers (passwords can't move, so plan an invitation email), order history, URL redirects from WooCommerce's /product/ paths, and Klaviyo flows."),
    ("U", "Maren agreed: Shopify, after the Christmas and January sales. Go-live planned for the start of March. BigCommerce no.", "s17_shopify_decision"),
    ("A", "Good timing. Build the store in December and January without publishing, import a product snapshot in February, and do a final delta import of products and stock the weekend before go-live. Keep the WooCommerce site reachable read-only for a month after, for order lookups."),
    ("U", "Something else. Northbrace, our brace supplier, changed their own system from Cin7 to Unleashed last week, and the nightly stock CSV has new column names now.", "s17_unleashed"),
    ("A", "Then only the mapping changes. Put the column names in one place:\n\n```php\n$map = ['ProductCode' => 'sku', 'QtyOnHand' => 'stock', 'BinLocation' => 'bin_locations'];\nforeach ($map as $theirs => $ours) {\n    $row[$ours] = $row[$theirs] ?? '';\n}\n```\n\nWhen the shop moves to Shopify, the same mapping can feed a stock-sync app or a small script using Shopify's inventory API."),
    ("U", "Thanks, that's perfect."),
])

# ----------------------------------------------------------------------------- s18
session("2024-11-07", "09:00", "Catch-up: payroll plan off, new approval rule, new starter", [
    ("Maren", "Catch-up notes in chat as usual. First: welcome Priya Raman, our new finance lead, who started on Monday.", "s18_priya"),
    ("Gwen", "Payroll: the move to Xero Payroll is off. I tested it with October's data. It can't do our cycle-to-work salary sacrifice together with the pension salary sacrifice, and the locums who are paid per session across several clinics would need a manual workaround every month. So we stay with Moorepay, I withdrew the notice.", "s18_xero_payroll_cancel"),
    ("Priya", "Hi all! I agree with Gwen, not worth it. We can look at payroll properly next year."),
    ("Maren", "Second: approvals. After the Cliniko DPIA took eight weeks, a new rule from today: any new software that touches patient data needs a DPIA and Ruth's sign-off before anything else, plus my OK as before. Everything else still just needs my OK.", "s18_approval_dpia"),
    ("Ruth", "Including free tools and browser extensions. Yes."),
    ("Tomasz", "And Sofia Lind starts on Monday as IT support, finally I'm not alone. She'll sit at Millbank.", "s18_sofia"),
    ("Kieran", "🎉"),
    ("Callum", "Does the shop count as patient data? People buying braces."),
    ("Ruth", "Not clinical records, so no DPIA unless it's connected to Cliniko. Maren's OK is enough."),
])

# ----------------------------------------------------------------------------- s19
session("2024-11-27", "10:30", "Onboarding: the NAS, SharePoint and LastPass", [
    ("Sofia", "Hi! I'm Sofia, I joined Fellgate's IT as support two weeks ago. Tomasz gave me my first project: move the shared files from the Synology NAS at Millbank into SharePoint. About 600 GB: folders per clinic, HR, policies, the rota spreadsheet. The plan is to do it over the Christmas break. Where do I start?", "s19_nas_plan"),
    ("A", "Start with an inventory, not the copy: run Microsoft's Migration Manager (or the SharePoint Migration Tool) in scan-only mode against the NAS shares. It reports paths that are too long, blocked file types and permission problems. Then design the target (one site per clinic plus HR and Policies, with permissions by group, not by person), do a pilot with one clinic, and only then the bulk copy with a final delta sync."),
    ("Sofia", "The scan found 1,943 paths over 400 characters, lots of .tmp and Thumbs.db files, and the mobile team's old GoodNotes PDF archive."),
    ("A", "Exclude the .tmp and Thumbs.db files in the job settings. For the long paths, the usual fix is flattening the deepest folder trees before migrating, since SharePoint's limit counts the full URL. The GoodNotes archive can go to a separate 'Mobile team archive' library with read-only access for the mobile team lead."),
    ("Sofia", "Second thing. Tomasz wants us off LastPass. He says after the 2022 breach the stolen vault backups included our older entries with low iteration counts, and the shared folders are a mess, everybody shares with everybody. He wants a new password manager in the new year. I counted 312 shared items.", ("s19_lastpass_reasons", "s19_lastpass")),
    ("A", "Whatever you move to, treat the move as a rotation: the passwords that were in the vault at the time of the breach should be changed, starting with admin accounts, banking and anything without MFA. Then rebuild sharing around groups (IT, reception, shop, mobile team) instead of person-to-person shares, which fixes the mess at the same time."),
    ("Sofia", "Ok. One question: does the SharePoint move count as a change to clinical systems? It's files, not the EHR."),
    ("A", "By the rule as you describe it, it isn't a clinical system, so the Sunday window doesn't strictly apply. But the clinics open those folders all day, so doing the final sync and the drive remapping outside clinic hours is wise anyway."),
    ("Sofia", "Makes sense. I'll do the final sync on a Sunday."),
])

# ----------------------------------------------------------------------------- s20
session("2024-12-10", "12:00", "Online booking into Cliniko, and video calls", [
    ("U", "Kieran from Fellgate reception. We've decided: online booking for Ashby Road, Brookfield, Millbank and Riverside comes off Setmore and goes into Cliniko's own online bookings, from the 20th of January. Right now reception retypes every Setmore booking into Cliniko, about 60 a day. Eastgate stays on Setmore, because they're still on TheraLog.", "s20_booking_decision"),
    ("A", "Then the work is mostly configuration: in Cliniko, set which appointment types and practitioners are bookable online per business, the booking window and cancellation rules, and any intake questions. Keep Setmore running for Eastgate only, and close the four clinics' Setmore calendars on the go-live day so nothing can be booked twice."),
    ("U", "The website is WordPress (the clinic site, not the shop). The 'Book now' buttons point to fellgate.setmore.com/riverside and so on."),
    ("A", "Swap the four links to each clinic's Cliniko booking page on the day, and leave Eastgate's Setmore link. Don't forget the links outside your site: Google Business Profile for each clinic, any directories, and the footer of reminder emails."),
    ("U", "Another thing the therapists keep moaning about: Doxy.me. On the free plan patients land in a plain waiting room with no Fellgate branding, and twice last week the video froze and the patient was thrown out of the call. Ruth wants something better next year.", "s20_doxy_reasons"),
    ("A", "Options roughly by effort: Doxy.me's paid plan (branding, better support, same workflow); Cliniko's built-in telehealth (link sits on the appointment); or a telehealth product for allied health such as Coviu or Physitrack's video. Compare call quality on poor connections, whether patients need an app, and whether the link can be created from the appointment."),
    ("U", "Coviu came up, the Australian one, because you can share exercise videos live during the call.", "s20_coviu_idea"),
    ("A", "That's its main strength for physio. Check where it hosts UK patients' data and whether recordings are off by default, since under your new rule it needs a DPIA and Ruth's sign-off before any trial."),
    ("U", "Right, Ruth and a DPIA first. Next year."),
])

# ----------------------------------------------------------------------------- s21
session("2025-01-08", "16:00", "IT team chat: SharePoint done, a hand-over", [
    ("Sofia", "Happy new year! SharePoint status: the shared drives finished moving on Sunday, and the NAS shares have been read-only since then. Clinic folders, HR, policies, all in SharePoint, synced with OneDrive on the clinic PCs.", "s21_sharepoint"),
    ("Tomasz", "Great work. And since yesterday Keepit backs up the Microsoft 365 tenant, SharePoint, mailboxes and Teams. We took a licence for the whole tenant.", "s21_keepit"),
    ("Jonah", "Is the rota spreadsheet still in the same place?"),
    ("Sofia", "It's in SharePoint now: Clinics > Rota > Rota 2025.xlsx, and co-authoring works, so no more locked file.", "s21_rota_sharepoint"),
    ("Tomasz", "Jonah, news for you: from Monday Sofia owns device management for your iPads. She does enrolments, app pushes, lost devices. I keep the servers and the network.", "s21_sofia_mdm"),
    ("Jonah", "Welcome to the chaos Sofia 😄 Two iPads already need a new passcode."),
    ("Sofia", "Send me the serial numbers, I'll look on Monday."),
    ("Jonah", "Serials sent. Also Castlebridge changed their wifi password again 🙄 I'll give Sofia the new one."),
    ("Tomasz", "Sofia, also look at the Jamf Now renewal in February. Maybe we change.", "s21_jamf_renewal"),
])

# ----------------------------------------------------------------------------- s22
session("2025-01-22", "10:00", "Mosyle or Intune for the iPads, and the booking buttons", [
    ("U", "Sofia here, Fellgate IT. I now look after the mobile team's 14 iPads, and Jamf Now renews on 28 February at a new price. I'm comparing Mosyle Business and Microsoft Intune. The Jamf Now API token and the Apple Business Manager admin login are in Bitwarden under IT > MDM, so I can test both.", "s22_bitwarden"),
    ("A", "For an Apple-only fleet of 14 iPads: Intune is already in your Business Premium licences, so it costs nothing extra, but its iPad management is more generic and app configuration can be fiddly. Mosyle is Apple-only, usually quicker to set up for iPads, and has a low per-device price. The deciding test is the one that matters to you: can it push Sideline Notes with its managed configuration and enforce your passcode policy?"),
    ("U", "Intune is included in our licence, but for iPads alone it's clunky, and the Sideline Notes app config failed in my test. Mosyle did it first try. So: Mosyle, and I move all 14 before the Jamf Now renewal.", "s22_mosyle_decision"),
    ("A", "Migration steps: in Apple Business Manager, add Mosyle as an MDM server and reassign the 14 serial numbers to it; move the app licences (Sideline Notes and the others) from Jamf Now's location token to Mosyle's; then, per iPad, make sure Sideline has synced, erase it, and let it re-enrol automatically. Release the devices in Jamf Now last."),
    ("U", "Sideline syncs everything to its cloud, so erasing is fine if they sync first. Other thing: Kieran asked me to change the 'Book online' buttons on the website, since Cliniko online bookings went live on Monday for the four clinics. Eastgate's button has to stay on Setmore.", "s22_booking_live"),
    ("A", "Something like this in the clinic pages' template:\n\n```html\n<a class=\"book-btn\" href=\"https://fellgate-ashby-road.cliniko.com/bookings\">Book online</a>\n<!-- Eastgate still books through Setmore -->\n<a class=\"book-btn\" href=\"https://fellgate.setmore.com/eastgate\">Book online</a>\n```\n\nCheck the Google Business Profile booking links for the four clinics too."),
    ("U", "Thanks. Last one: in Bitwarden, can I share one collection only with Jonah?"),
    ("A", "Yes. Create a group (say 'Mobile team') with Jonah in it, create a collection, and give that group access to the collection. You can make it read-only, or hide passwords so they can be autofilled but not viewed."),
    ("U", "Done: the Castlebridge wifi and the SumUp login are in the 'Mobile team' collection now.", "s22_bitwarden2"),
])

# ----------------------------------------------------------------------------- s23
session("2025-02-05", "09:00", "Back office chat: payroll hand-over and backups", [
    ("Maren", "An announcement for the back office: Gwen goes down to three days a week from April, so Priya takes over payroll from April. Gwen keeps the office and the HR admin.", "s23_priya_payroll"),
    ("Gwen", "I'll do the March payroll with Priya sitting next to me, then it's hers.", "s23_gwen"),
    ("Priya", "Thanks Gwen. And once it's mine I'd like to bring it in-house: we run it ourselves in BrightPay and let Moorepay go. Moorepay's contract ends on 30 April if we give notice now.", "s23_brightpay_plan"),
    ("Maren", "OK with me. It doesn't touch patient data, so no DPIA, only my sign-off, and you have it."),
    ("Sofia", "Different topic, the backup schedule: from Monday it changes. Instead of one nightly job at 23:00, the Eastgate TheraLog server and the NAS archive get hourly snapshots from 07:00 to 20:00, plus the nightly copy to Backblaze as before.", "s23_backup_schedule"),
    ("Priya", "Why hourly?"),
    ("Sofia", "Eastgate still writes patient notes into TheraLog all day. If the server dies at 4pm, with only a nightly backup we'd lose the whole day's notes. With hourly snapshots, at most one hour.", "s23_backup_reason"),
    ("Gwen", "Sounds sensible."),
])

# ----------------------------------------------------------------------------- s24
session("2025-02-19", "14:00", "Re-enrolled iPads and a missing app licence", [
    ("Sofia", "Sofia again. All 14 of the mobile team's iPads have been in Mosyle since yesterday. Jamf Now is released and we cancel before the renewal. One iPad doesn't get Sideline Notes:\n\n```\nMosyle: App installation failed - License not available (VPP)\n```", "s24_mosyle"),
    ("A", "That error means Mosyle has no free licence for Sideline Notes in its location token. Most likely one licence is still assigned under the old Jamf Now token. In Apple Business Manager, open Apps and Books, find Sideline Notes and check which location holds the licences; transfer the remaining one to Mosyle's location and sync the token in Mosyle."),
    ("Sofia", "Yes, 13 licences had moved, one was still on the old token. Fixed. Now Jonah asks whether the iPads can have the SumUp app pre-installed as well."),
    ("A", "Sure, push it like any other App Store app. One thing to know: the team's SumUp readers are paired with their phones today, so the iPad app only helps if they also pair readers to iPads. Ask Jonah which device should take payments."),
    ("Sofia", "Ok. Mosyle also wants a 'lost mode' message. What should it say?"),
    ("A", "Keep it short and free of anything clinical: 'This iPad belongs to Fellgate Physio. If found, please call 0113 496 0000.' Lost mode also shows the device's location to you, so note the time you enabled it in the incident log."),
    ("Sofia", "Good. I'm writing the device policy now: 6-digit passcode, auto-lock after 2 minutes, Sideline Notes managed, no iCloud backup for managed apps."),
    ("A", "Add OS update handling (defer major iPadOS updates by 30 days so Sideline can confirm compatibility) and block AirDrop for managed apps, so notes can't be sent off the device by accident."),
])

# ----------------------------------------------------------------------------- s25
session("2025-03-05", "10:45", "Shopify: old links returning 404", [
    ("U", "Callum, Fellgate shop. We went live on Shopify on Monday and the WooCommerce site is off. Two problems: Google still shows old product URLs like /product/hinged-knee-brace/ that are 404 now, and Mollie payments work in Shopify but Klarna isn't offered at checkout.", "s25_shopify"),
    ("A", "Shopify's product URLs are /products/<handle>, so every old /product/ link needs a redirect. Export your WooCommerce slugs and import a CSV in Shopify (Online Store > Navigation > URL redirects):\n\n```\nRedirect from,Redirect to\n/product/hinged-knee-brace/,/products/hinged-knee-brace\n/product-category/ankle/,/collections/ankle\n```\n\nFor Klarna: Mollie creates a separate website profile for the Shopify store, and payment methods are enabled per profile, so check that Klarna is switched on in the new profile."),
    ("U", "Redirect CSV imported, 212 redirects. Klarna was switched off in the Mollie profile for the Shopify store. Now it shows up.", "s25_mollie_shopify"),
    ("A", "Good. Two follow-ups: submit the new sitemap in Search Console so Google recrawls quickly, and check the order emails and Klaviyo flows once more, because the order data now comes from a different platform."),
    ("U", "Yes, Shopify adds 1% per order on our plan because we don't use Shopify Payments. Maren accepted that to keep Mollie and Klarna. Also I'm starting to hand things over: Hattie Moss joins as shop assistant next week.", ("s25_fee", "s25_hattie_joins")),
    ("A", "Give Hattie a staff account with only the permissions she needs to begin with (orders, products, customers), not the payment settings or apps. Add more as she takes over."),
    ("U", "Thanks. Klaviyo is connected too, the flows are running."),
    ("A", "Then you're in good shape. Keep an eye on the 404 report in Search Console over the next two weeks; anything that still shows up gets its own redirect."),
])

# ----------------------------------------------------------------------------- s26
session("2025-03-18", "17:30", "Telehealth: Coviu from April", [
    ("Ruth", "Decision on video consultations: telehealth moves from Doxy.me to Coviu. The DPIA is done and signed. Go-live Monday 7 April for all clinicians.", "s26_coviu"),
    ("Kieran", "What happened to the Zoom idea?"),
    ("Ruth", "No Zoom. It isn't built for clinical consultations: no waiting room per clinician, patients need an account or the app, and the IG lead at the ICB advised against it. Coviu lets us share exercise videos and measure range of motion during the call.", "s26_zoom_rejected"),
    ("Tomasz", "I'll put the Coviu links into the Cliniko appointment types for the four clinics. Eastgate sends the links by email from TheraLog.", "s26_eastgate_links"),
    ("Ines", "Ok for Eastgate. By the way, the Dale Street osteopaths asked me which video tool we use. They do video inside WriteUpp, it's integrated there. Their receptionist heard we are also going to WriteUpp. I said no.", "s26_dale_street"),
    ("Maren", "Correct, we looked at WriteUpp back in May and said no.", "s26_writeupp_no"),
    ("Kieran", "When does the Doxy.me paid plan end?"),
    ("Tomasz", "We never paid, it was the free plan. We just stop using it after the 7th.", "s26_doxy_free"),
    ("Ruth", "Training is 20 minutes per clinician. Tomasz, please send round the slots."),
])

# ----------------------------------------------------------------------------- s27
session("2025-04-02", "09:15", "Payroll is mine now: setting up BrightPay", [
    ("U", "Hi, Priya Raman, finance lead at Fellgate Physio. Payroll has been mine since yesterday, Gwen handed it over. The April run still goes through Moorepay; their contract ends on 30 April. From the May payroll we run it ourselves in BrightPay. What do I need from Moorepay to set up BrightPay?", "s27_priya"),
    ("A", "Because you start after the tax year begins (6 April), BrightPay needs each employee's year-to-date figures from Moorepay's April run: gross pay, tax, employee and employer NI, pension contributions and any statutory payments. Also ask Moorepay for employee starter details, tax codes, NI categories, pension scheme references and your PAYE and Accounts Office references, ideally as a CSV export."),
    ("U", "95 employees, all monthly. But the locums are paid per session from timesheets."),
    ("A", "Set the locums up with a per-session pay rate, and import the number of sessions each month from a CSV (BrightPay accepts pay element imports). Give each employee a department per clinic, so the costs split correctly."),
    ("U", "Can BrightPay's journal to Xero map the departments to Xero's tracking categories?"),
    ("A", "Yes. BrightPay's Xero journal integration lets you map departments to a tracking category, so the payroll journal arrives already split by Location, as the Moorepay journal did after Gwen's mapping."),
    ("U", "Great. Gwen warned me that the cycle-to-work salary sacrifice is why Xero Payroll didn't work out last year. BrightPay handles that as a deduction before tax, right?", "s27_xero_payroll_ref"),
    ("A", "Yes: set it up as a salary sacrifice deduction (pre-tax, pre-NI) alongside the pension salary sacrifice. Check after the first run that no one drops below the National Minimum Wage because of the sacrifice, which BrightPay flags."),
    ("U", "Thanks!"),
])

# ----------------------------------------------------------------------------- s28
session("2025-04-16", "13:00", "Reception chat: Coviu feedback and a handbook fix", [
    ("Kieran", "Coviu feedback from the front desks after a week and a bit: patients find the link much easier than Doxy.me. It's been running since Monday the 7th, and only one failed call so far.", "s28_coviu_live"),
    ("Ruth", "Good to hear. The clinicians love sharing the exercise videos."),
    ("Jonah", "Can the mobile team use Coviu for follow-ups with players in the off-season?"),
    ("Ruth", "Yes, but the notes still go into Sideline as always, not into Cliniko.", "s28_mobile_sideline"),
    ("Kieran", "Btw, I'm writing the reception handbook. We've had Dialpad since September, right? And Setmore texts are Eastgate only now.", "s28_dialpad_wrong"),
    ("Tomasz", "Not September. The phones went over to Dialpad on 12 August 2024. September was Teams. Setmore only for Eastgate, yes.", "s28_dialpad_fix"),
    ("Kieran", "Thanks, fixed in the handbook."),
    ("Jonah", "And Sofia moved the iPads to Mosyle in February, if the handbook mentions devices.", "s28_mosyle"),
    ("Ruth", "One more thing for the handbook, Kieran: no Coviu recordings, ever. Same for the mobile team."),
])

# ----------------------------------------------------------------------------- s29
session("2025-05-15", "10:00", "First payroll run in BrightPay", [
    ("U", "Priya (finance, Fellgate). The May payroll is the first one we run ourselves in BrightPay, Moorepay finished with April. The FPS to HMRC is rejected:\n\n```\nRTI submission rejected\nError 1046: The Accounts Office reference does not match the Employer PAYE reference\n```", "s29_brightpay"),
    ("A", "HMRC checks that the Accounts Office reference (13 characters, like 123PA00045678) belongs to the employer PAYE reference (like 123/AB45678). Compare both in BrightPay's employer settings with your HMRC letters, not with a bureau's paperwork, since those copies sometimes contain typos or the bureau's own references."),
    ("U", "The Accounts Office reference was copied from Moorepay's sheet with a typo. Fixed, the FPS was accepted."),
    ("A", "Good. Next in the checklist: the pension contribution file for the scheme, payslips to employees, and the payments to HMRC by the 22nd of next month."),
    ("U", "Pension is with NEST, BrightPay produces the CSV. Payslips go out through BrightPay Connect."),
    ("A", "Then post the journal to Xero and compare the totals with April's Moorepay journal: big differences per clinic usually mean a department mapping is missing."),
    ("U", "Journal posted in Xero with tracking per clinic, the mobile team as its own option. Totals within £40 of April.", "s29_journal"),
    ("A", "That's close enough to explain with overtime and sessions. Congratulations on the first in-house run."),
])

# ----------------------------------------------------------------------------- s30
session("2025-06-04", "11:30", "Shop and finance thread: new shop owner, spending rule", [
    ("Maren", "Hi all, as of Monday Hattie runs the shop. Callum moved over to do the admin side of the mobile team with Jonah, and he's still around for questions.", "s30_hattie"),
    ("Callum", "It's all in the handover doc in SharePoint > Shop. The Mollie, Shopify and Klaviyo logins are in the Bitwarden 'Shop' collection.", "s30_shop_stack"),
    ("Hattie", "Thanks Callum! First question already: returns. Do refunds go through Mollie from the Shopify admin?"),
    ("Callum", "Yes, refund in Shopify and Mollie does the rest. For old WooCommerce orders from before March you refund directly in the Mollie dashboard."),
    ("Priya", "One more rule change from finance, agreed with Maren: from 1 July, any software or subscription over £200 a month also needs my sign-off on top of Maren's (and Ruth's plus a DPIA if it touches patient data, as now).", "s30_approval_finance"),
    ("Maren", "Yes. Too many subscriptions creeping up.", "s30_maren_yes"),
    ("Hattie", "Noted! The Klaviyo plan upgrade is £180, so that's just Maren 😅"),
    ("Priya", "Correct 😄"),
])

# ----------------------------------------------------------------------------- s31
session("2025-07-02", "14:00", "Quarterly restore test and a new meeting rhythm", [
    ("U", "Sofia (Fellgate IT). Quarterly restore test. I restored the Eastgate TheraLog database from the 11:00 hourly snapshot to a test VM, and a folder from Backblaze B2. The database restore was fine, but the B2 restore is slow: 40 GB took five hours.", "s31_restore"),
    ("A", "A five-hour restore of 40 GB is about 18 Mbit/s, which points at the restore client rather than B2. Hyper Backup restores single-threaded; if you ever need a faster full restore, B2 supports parallel downloads with tools like rclone. Whichever you use, write the measured time into the recovery plan as your real recovery time."),
    ("U", "Only Hyper Backup, no rclone for now. Ok, I document the recovery time as 'same day'."),
    ("A", "Sounds right. While you're testing, do the same for Keepit: restore a deleted SharePoint folder and a mailbox item, and note the times."),
    ("U", "Keepit restore of a deleted folder took four minutes, fine. Another thing: Maren says from August the IT and ops catch-up changes again, to monthly, on the first Tuesday of the month at 9:00. The fortnightly Thursday slot goes away. Can you help me write the calendar invite with an agenda?", "s31_monthly"),
    ("A", "Draft:\n\n> **IT & Ops monthly** - first Tuesday of every month, 09:00-10:00, Teams. First meeting: Tuesday 5 August 2025.\n> Agenda: 1. Incidents since last time; 2. Projects (status, blockers); 3. Requests and approvals (subscriptions, new software); 4. Backups and restore tests; 5. Any other business."),
    ("U", "Please add 'change requests for the Sunday window' as an item.", "s31_sunday_window"),
    ("A", "Updated agenda: 1. Incidents; 2. Projects; 3. Change requests for the Sunday window (07:00-11:00); 4. Requests and approvals; 5. Backups and restore tests; 6. Any other business."),
    ("U", "Perfect, sending it out now."),
])

# ----------------------------------------------------------------------------- s32
session("2025-08-13", "15:10", "Teams: shop page for the insurer, and club news", [
    ("Hattie", "I'm writing the 'about our shop' page for the insurer. We've been on Shopify since January, right?", "s32_shopify_wrong"),
    ("Priya", "March, the 3rd of March 2025. In January it was still WooCommerce, I remember the January sale reports came out of Woo.", "s32_shopify_fix"),
    ("Hattie", "Oops, thanks."),
    ("Jonah", "Mobile team news that is NOT ours to change: Castlebridge moved off Kitman Labs over the summer, they're on Smartabase now. Our PDF summaries just go to a new inbox; nothing changes in Sideline on our side.", "s32_smartabase"),
    ("Sofia", "Good, then nothing to change in Mosyle. Do the iPads need a new email account?"),
    ("Jonah", "No, we send the summaries straight from Sideline's export."),
    ("Hattie", "Also, Northbrace told me they only take orders through their portal now, no more emails. Their portal is part of Unleashed.", "s32_unleashed"),
    ("Priya", "Fine, as long as the invoices still go to finance@."),
    ("Hattie", "They will. I'll update the supplier page in the handover doc as well."),
])

# ----------------------------------------------------------------------------- s33
session("2025-09-16", "09:40", "Eastgate's TheraLog server and the end of support", [
    ("U", "Tomasz, Fellgate IT. Eastgate still runs on TheraLog for notes and Setmore for online booking; the university study was extended to June 2026. Security updates for TheraLog on-premises stop at the end of December. What are my options?", "s33_eastgate_still"),
    ("A", "Four realistic ones: (1) TheraLog's hosted version for Eastgate, which removes the server problem and keeps the study tooling; (2) keep the server past end of support but isolate it (no internet access, VPN-only, strict firewall), which reduces risk but doesn't remove it; (3) paid extended support, if TheraLog offers it; (4) move Eastgate to Cliniko now and rebuild the study's outcome forms there, which needs the university's agreement."),
    ("U", "Ruth asks whether Cliniko can hold the outcome measures the study needs, KOOS and a pain score."),
    ("A", "Cliniko supports outcome measures, including custom ones, so KOOS and an NRS pain score can be built. The question is less technical than contractual: the study protocol names the tool, and changing it mid-study usually needs an amendment approved by the university's ethics committee."),
    ("U", "Then hosted TheraLog for Eastgate from January is plan B. Any change happens in the Sunday morning window, as usual.", "s33_sunday"),
    ("A", "For the move to hosted TheraLog you'll need: an updated DPIA (the data leaves your server), the approvals under your current rule, a test restore of the hosted export, and a Sunday-window cutover with Eastgate closed."),
    ("U", "Yes, it costs about £450 a month, so Priya signs as well, with Maren, and Ruth for the DPIA.", "s33_approval"),
    ("A", "Then the paperwork is clear. Book the DPIA now, since the last ones took weeks, and aim for a cutover Sunday early in January."),
])

# ----------------------------------------------------------------------------- s34
session("2025-10-27", "10:00", "IT systems register for the cyber insurance renewal", [
    ("U", "Maren Holt, operations director at Fellgate. The insurer wants a list of our systems. Can you turn this into a table? Clinics: Cliniko (notes and booking), but Eastgate: TheraLog plus Setmore. Telehealth Coviu, phones Dialpad, card terminals Dojo. Mobile team: Sideline Notes, SumUp, iPads in Mosyle. Shop: Shopify with Mosyle payments, Klaviyo. Finance: Xero, BrightPay. Files SharePoint, backups Backblaze B2 and Keepit. Chat Teams. Passwords Bitwarden.", "s34_list"),
    ("A", "Here is the table, with one question first: you wrote 'Shopify with Mosyle payments', but Mosyle is the device management for the iPads. Did you mean Mollie, the shop's payment provider?\n\n| area | system |\n|---|---|\n| clinical notes and booking (4 clinics) | Cliniko |\n| clinical notes and booking (Eastgate) | TheraLog, Setmore |\n| telehealth | Coviu |\n| phones | Dialpad |\n| card terminals (clinics) | Dojo |\n| mobile team | Sideline Notes, SumUp, Mosyle (iPads) |\n| online shop | Shopify, ? payments, Klaviyo |\n| finance | Xero, BrightPay |\n| files and backup | SharePoint, Backblaze B2, Keepit |\n| chat | Microsoft Teams |\n| passwords | Bitwarden |"),
    ("U", "Yes, Mollie of course. Mosyle is Sofia's iPad thing. Add the owners: payroll Priya, shop Hattie, iPads Sofia, mobile team Jonah, clinical systems sign-off Ruth.", "s34_mollie_fix"),
    ("A", "Updated: online shop is Shopify, Mollie (payments) and Klaviyo, owner Hattie Moss; payroll (BrightPay) owner Priya Raman; mobile team owner Jonah Okafor, its iPads (Mosyle) managed by Sofia Lind; clinical systems signed off by Dr Ruth Abara."),
    ("U", "And under 'data sharing with third parties': the Castlebridge club's Smartabase and the Dale Street osteopaths' WriteUpp are not our systems, right? We only send PDF summaries to the club, and nothing to Dale Street.", "s34_third_parties"),
    ("A", "Right. List Castlebridge RFC as a third party that receives player summaries (with consent, under the data sharing agreement) into its own system, Smartabase. Dale Street Osteopaths don't belong in the register at all, since no data flows to them. Their use of WriteUpp is their business."),
    ("U", "Add the rota too. Still the Excel file in SharePoint; we never went back to a rota app after RotaCloud.", "s34_rota"),
    ("A", "Added: 'staff rota: Excel workbook in SharePoint (co-authored)'. If the insurer asks, you can also mention it isn't a system holding patient data."),
    ("U", "Last section, change control: changes to clinical systems only in the Sunday 07:00-11:00 window; approvals are my OK, plus a DPIA and Ruth's sign-off for patient data, plus Priya above £200 a month. Backups hourly during clinic hours plus a nightly offsite copy.", "s34_rules"),
    ("A", "Change control and backup section:\n\n> Changes to clinical systems are made only on Sundays, 07:00-11:00, when all clinics are closed; emergency changes need the clinical director's or the operations director's approval. New software needs the operations director's approval; software that processes patient data also needs a DPIA and the clinical director's sign-off; any subscription above £200 per month also needs the finance lead's sign-off. Clinical data is snapshotted hourly from 07:00 to 20:00 and copied offsite nightly (Backblaze B2); Microsoft 365 is backed up by Keepit."),
])


# ============================================================================= facts
# (timeline, subject, predicate, object, valid_from, valid_to, evidence labels, note or None)
FOUR = "fellgate clinics (Ashby Road, Brookfield, Millbank, Riverside)"
FACTS = [
    ("ehr", FOUR, "ehr_system", "TheraLog (on-premises server at Millbank)", "2024-03-04", "2024-10-14",
     ["s01_theralog", "s01_theralog_reasons", "s06_cliniko_decision", "s14_slip", "s16_cliniko_live"],
     "in place when first mentioned (2024-03-04); until 2024-10-14 it was the system of all five clinics"),
    ("ehr", FOUR, "ehr_system", "Cliniko", "2024-10-14", None,
     ["s06_cliniko_decision", "s13_cliniko_7", "s14_slip", "s16_cliniko_live", "s34_list"],
     "decided 2024-05-21 (told 2024-05-22); go-live planned for Mon 2024-10-07, slipped a week ('now Monday the 14th, not the 7th', said 2024-09-18); 'live since Monday' said Thu 2024-10-17. Eastgate excepted"),
    ("eastgate_ehr", "eastgate clinic", "ehr_system", "TheraLog (on-premises server at Millbank)", "2024-03-04", None,
     ["s01_theralog", "s14_eastgate_reason", "s15_eastgate_stays", "s16_cliniko_live", "s33_eastgate_still", "s34_list"],
     "Eastgate stayed on TheraLog when the other four clinics moved to Cliniko, because of a university study (extended to June 2026); hosted TheraLog from January 2026 is only a plan B"),
    ("booking", FOUR, "online_booking", "Setmore", "2024-03-04", "2025-01-20",
     ["s01_setmore", "s06_setmore", "s16_setmore_reminders", "s20_booking_decision"],
     "in place when first mentioned (2024-03-04)"),
    ("booking", FOUR, "online_booking", "Cliniko online bookings", "2025-01-20", None,
     ["s20_booking_decision", "s22_booking_live", "s34_list"],
     "decided 2024-12-10 'from the 20th of January'; 'went live on Monday' said Wed 2025-01-22"),
    ("eastgate_booking", "eastgate clinic", "online_booking", "Setmore", "2024-03-04", None,
     ["s01_setmore", "s15_eastgate_stays", "s20_booking_decision", "s22_booking_live", "s28_dialpad_fix", "s33_eastgate_still"],
     "Eastgate keeps Setmore while it stays on TheraLog"),
    ("mobile_notes", "mobile team", "clinical_notes_app", "GoodNotes (PDF note templates on the iPads)", "2024-04-17", "2024-07-03",
     ["s04_goodnotes", "s10_sideline"], "in place when first mentioned (2024-04-17)"),
    ("mobile_notes", "mobile team", "clinical_notes_app", "Sideline Notes", "2024-07-03", None,
     ["s04_sideline_demo", "s10_sideline", "s10_stay_separate", "s28_mobile_sideline", "s34_list"],
     "'switched to Sideline Notes two weeks ago' said Wed 2024-07-17; the mobile team never moved to Cliniko"),
    ("mobile_card_payments", "mobile team", "card_payments", "SumUp card readers", "2024-04-17", None,
     ["s04_sumup", "s10_mobile_stack", "s22_bitwarden2", "s34_list"],
     "component-specific: the clinics' card terminals (Worldpay, then Dojo) are a different series"),
    ("owner_mobile_team", "mobile team", "owner", "Jonah Okafor", "2024-04-17", None,
     ["s04_goodnotes", "s34_mollie_fix"], None),
    ("telehealth", "fellgate clinicians", "telehealth_video", "Doxy.me (free plan)", "2024-05-22", "2025-04-07",
     ["s06_doxy", "s20_doxy_reasons", "s26_coviu", "s26_doxy_free"], "in place when first mentioned (2024-05-22), 'just started'"),
    ("telehealth", "fellgate clinicians", "telehealth_video", "Coviu", "2025-04-07", None,
     ["s20_coviu_idea", "s26_coviu", "s28_coviu_live", "s34_list"],
     "decided 2025-03-18 for Monday 2025-04-07; 'running since Monday the 7th' said 2025-04-16"),
    ("phones", "fellgate clinics", "phone_system", "BT lines with a Panasonic PBX in each clinic", "2024-03-18", "2024-08-12",
     ["s02_phones", "s12_panasonic"], "in place when first mentioned (2024-03-18)"),
    ("phones", "fellgate clinics", "phone_system", "Dialpad", "2024-08-12", None,
     ["s12_dialpad", "s28_dialpad_wrong", "s28_dialpad_fix", "s34_list"],
     "told only in passing ('since we moved the phones over to Dialpad on the 12th', 2024-08-22); a later claim of 'since September' was corrected"),
    ("card_terminals", "fellgate clinics", "card_terminals", "Worldpay", "2024-03-18", "2024-07-01",
     ["s02_worldpay", "s06_dojo", "s09_worldpay_end"], "in place when first mentioned (2024-03-18)"),
    ("card_terminals", "fellgate clinics", "card_terminals", "Dojo", "2024-07-01", None,
     ["s06_dojo", "s09_dojo", "s16_cliniko_live", "s34_list"],
     "signed by 2024-05-22 for 1 July; 'Dojo went in on Monday' said Wed 2024-07-03"),
    ("accounting", "fellgate back office", "accounting_software", "Sage 50 Accounts", "2024-03-18", "2024-08-01",
     ["s02_sage", "s09_xero", "s11_xero_live"], "in place when first mentioned (2024-03-18)"),
    ("accounting", "fellgate back office", "accounting_software", "Xero", "2024-08-01", None,
     ["s09_xero", "s11_xero_live", "s34_list"], "'from the first of next month' said 2024-07-03; 'in Xero since the 1st' said 2024-08-06"),
    ("payroll_system", "fellgate back office", "payroll", "Moorepay (outsourced payroll bureau)", "2024-03-18", "2025-05-01",
     ["s02_payroll", "s09_moorepay", "s18_xero_payroll_cancel", "s23_brightpay_plan", "s27_priya"],
     "in place when first mentioned (2024-03-18); ran the April 2025 payroll, contract ended 2025-04-30"),
    ("payroll_system", "fellgate back office", "payroll", "BrightPay (run in-house)", "2025-05-01", None,
     ["s23_brightpay_plan", "s27_priya", "s29_brightpay", "s34_list"],
     "dated from the start of May 2025: the May payroll was the first run in BrightPay"),
    ("payroll_plan", "fellgate back office", "planned_payroll", "Xero Payroll (planned from November 2024, called off before any pay run)", "2024-09-04", "2024-11-07",
     ["s13_xero_payroll_plan", "s18_xero_payroll_cancel"], "the plan stood from its announcement to its cancellation; payroll never ran on Xero Payroll"),
    ("owner_payroll", "payroll", "owner", "Gwen Hughes", "2024-03-18", "2025-04-01",
     ["s02_payroll", "s09_xero", "s23_priya_payroll", "s23_gwen"], None),
    ("owner_payroll", "payroll", "owner", "Priya Raman", "2025-04-01", None,
     ["s23_priya_payroll", "s27_priya", "s34_mollie_fix"], "'Priya takes over payroll from April' (2025-02-05); 'mine since yesterday' said 2025-04-02"),
    ("shop_platform", "fellgate online shop", "ecommerce_platform", "WooCommerce (WordPress)", "2024-04-03", "2025-03-03",
     ["s03_stripe", "s03_woo_pain", "s17_woo_reasons", "s25_shopify"], "in place when first mentioned (2024-04-03)"),
    ("shop_platform", "fellgate online shop", "ecommerce_platform", "Shopify", "2025-03-03", None,
     ["s17_shopify_decision", "s25_shopify", "s32_shopify_fix", "s34_list"],
     "decided 2024-10-30 for early March; 'went live on Shopify on Monday' said Wed 2025-03-05; a later 'since January' was corrected"),
    ("shop_payments", "fellgate online shop", "payment_provider", "Stripe", "2024-04-03", "2024-06-19",
     ["s03_stripe", "s03_stripe2", "s08_mollie"], "in place when first mentioned (2024-04-03); account kept open for refunds of old orders until end of August 2024"),
    ("shop_payments", "fellgate online shop", "payment_provider", "Mollie", "2024-06-19", None,
     ["s08_mollie", "s17_keep_mollie", "s25_mollie_shopify", "s30_shop_stack", "s34_mollie_fix"],
     "'this morning' (2024-06-19); kept through the move to Shopify"),
    ("shop_email_marketing", "fellgate online shop", "email_marketing", "Klaviyo", "2024-04-03", None,
     ["s03_klaviyo", "s30_shop_stack", "s34_list"], None),
    ("owner_shop", "online shop", "owner", "Callum Reid", "2024-04-03", "2025-06-02",
     ["s03_stripe", "s17_woo_reasons", "s30_hattie"], None),
    ("owner_shop", "online shop", "owner", "Hattie Moss", "2025-06-02", None,
     ["s25_hattie_joins", "s30_hattie", "s34_mollie_fix"], "'as of Monday Hattie runs the shop' said Wed 2025-06-04"),
    ("file_storage", "fellgate shared files", "file_storage", "Synology NAS (Millbank)", "2024-03-04", "2025-01-05",
     ["s01_nas", "s02_rota", "s19_nas_plan", "s21_sharepoint"], "in place when first mentioned (2024-03-04)"),
    ("file_storage", "fellgate shared files", "file_storage", "SharePoint Online (Microsoft 365)", "2025-01-05", None,
     ["s19_nas_plan", "s21_sharepoint", "s34_list"], "'finished moving on Sunday' said Wed 2025-01-08"),
    ("backup_target", "fellgate server backups", "backup_target", "USB disks rotated weekly (Hyper Backup)", "2024-03-04", "2024-05-03",
     ["s01_backup", "s05_b2"], "in place when first mentioned (2024-03-04)"),
    ("backup_target", "fellgate server backups", "backup_target", "Backblaze B2 (EU region, Hyper Backup)", "2024-05-03", None,
     ["s05_b2", "s05_b2_dpia", "s23_backup_schedule", "s31_restore", "s34_list"], "'since last Friday' said Tue 2024-05-07"),
    ("backup_schedule", "fellgate server backups", "backup_schedule", "one nightly job at 23:00", "2024-03-04", "2025-02-10",
     ["s01_backup", "s05_b2", "s23_backup_schedule"], "in place when first mentioned (2024-03-04)"),
    ("backup_schedule", "fellgate server backups", "backup_schedule", "hourly snapshots 07:00-20:00 plus the nightly offsite copy", "2025-02-10", None,
     ["s23_backup_schedule", "s23_backup_reason", "s31_restore", "s34_rules"], "'from Monday' said Wed 2025-02-05"),
    ("m365_backup", "microsoft 365 tenant", "backup_tool", "Keepit", "2025-01-07", None,
     ["s21_keepit", "s31_monthly", "s34_list"], "'since yesterday' said Wed 2025-01-08"),
    ("office_suite", "fellgate", "office_suite", "Microsoft 365 Business Premium", "2024-08-06", None,
     ["s11_m365", "s34_list"], "in place when first mentioned (2024-08-06), 'since spring'"),
    ("staff_chat", "fellgate staff", "staff_chat", "WhatsApp groups", "2024-03-18", "2024-09-02",
     ["s02_whatsapp", "s11_teams_decision", "s13_teams"], "in place when first mentioned (2024-03-18)"),
    ("staff_chat", "fellgate staff", "staff_chat", "Microsoft Teams", "2024-09-02", None,
     ["s11_teams_decision", "s13_teams", "s28_dialpad_fix", "s34_list"], "decided by 2024-08-06 for Monday 2 September; 'since Monday' said Wed 2024-09-04"),
    ("password_manager", "fellgate it", "password_manager", "LastPass", "2024-03-04", "2025-01-22",
     ["s01_lastpass", "s19_lastpass_reasons"], "in place when first mentioned (2024-03-04); reasons to leave given 2024-11-27"),
    ("password_manager", "fellgate it", "password_manager", "Bitwarden", "2025-01-22", None,
     ["s22_bitwarden", "s22_bitwarden2", "s30_shop_stack", "s34_list"],
     "implicit: never announced; Bitwarden first appears in use on 2025-01-22, the exact switch date is not told"),
    ("mdm", "mobile team ipads", "device_management", "Jamf Now", "2024-04-17", "2025-02-18",
     ["s04_jamf", "s10_mobile_stack", "s11_ipads_jamf", "s22_bitwarden", "s24_mosyle"], "in place when first mentioned (2024-04-17)"),
    ("mdm", "mobile team ipads", "device_management", "Mosyle Business", "2025-02-18", None,
     ["s22_mosyle_decision", "s24_mosyle", "s28_mosyle", "s34_mollie_fix"],
     "decided 2025-01-22 (Intune rejected); 'in Mosyle since yesterday' said Wed 2025-02-19"),
    ("owner_mdm", "mobile team device management", "owner", "Tomasz Wrona", "2024-04-17", "2025-01-13",
     ["s04_owner_mdm", "s10_mobile_stack", "s21_sofia_mdm"], None),
    ("owner_mdm", "mobile team device management", "owner", "Sofia Lind", "2025-01-13", None,
     ["s21_sofia_mdm", "s22_bitwarden", "s34_mollie_fix"], "'from Monday Sofia owns device management' said Wed 2025-01-08"),
    ("rota", "fellgate clinics", "rota_tool", "Excel rota spreadsheet", "2024-03-18", "2024-05-13",
     ["s02_rota", "s05_rotacloud"], "in place when first mentioned (2024-03-18)"),
    ("rota", "fellgate clinics", "rota_tool", "RotaCloud (trial)", "2024-05-13", "2024-06-10",
     ["s05_rotacloud", "s07_rotacloud_reasons", "s07_rota_revert"], "four-week trial 'starting from Monday' said Tue 2024-05-07; stopped early"),
    ("rota", "fellgate clinics", "rota_tool", "Excel rota spreadsheet", "2024-06-10", None,
     ["s07_rota_revert", "s21_rota_sharepoint", "s34_rota"], "'back on the Excel rota from Monday' said Thu 2024-06-06; the workbook moved to SharePoint in January 2025"),
    ("change_window", "clinical systems", "change_window", "weekday evenings after 19:00", "2024-03-18", "2024-10-06",
     ["s02_change_window", "s15_change_window_reason"], "in place when first mentioned (2024-03-18)"),
    ("change_window", "clinical systems", "change_window", "Sundays 07:00-11:00 only (emergencies with Ruth's or Maren's OK)", "2024-10-06", None,
     ["s15_change_window", "s15_change_window_reason", "s31_sunday_window", "s33_sunday", "s34_rules"], "'starts this Sunday' said Wed 2024-10-02"),
    ("approval_rule", "new software", "approval_rule", "Maren's OK for any new software subscription, free trials included", "2024-03-18", "2024-11-07",
     ["s02_approval", "s18_approval_dpia"], "in place when first mentioned (2024-03-18)"),
    ("approval_rule", "new software", "approval_rule", "Maren's OK; software touching patient data also needs a DPIA and Ruth's sign-off first", "2024-11-07", "2025-07-01",
     ["s18_approval_dpia", "s20_coviu_idea", "s23_brightpay_plan"], "'a new rule from today' (2024-11-07)"),
    ("approval_rule", "new software", "approval_rule", "Maren's OK; patient-data tools also need an impact assessment and Ruth's sign-off; anything over £200 a month also needs Priya (finance)", "2025-07-01", None,
     ["s30_approval_finance", "s30_maren_yes", "s33_approval", "s34_rules"], "announced 2025-06-04 'from 1 July'"),
    ("meeting_cadence", "it and operations catch-up", "meeting_cadence", "weekly, Mondays at 08:30", "2024-03-18", "2024-09-12",
     ["s02_meeting", "s13_fortnightly"], "in place when first mentioned (2024-03-18)"),
    ("meeting_cadence", "it and operations catch-up", "meeting_cadence", "fortnightly, Thursdays at 09:00", "2024-09-12", "2025-08-05",
     ["s13_fortnightly", "s15_eastgate_stays", "s31_monthly"], "'from next week ... first one on the 12th' said Wed 2024-09-04"),
    ("meeting_cadence", "it and operations catch-up", "meeting_cadence", "monthly, first Tuesday of the month at 09:00", "2025-08-05", None,
     ["s31_monthly"], "'from August ... first Tuesday' said 2025-07-02; first meeting Tue 2025-08-05"),
    ("owner_clinical_signoff", "clinical systems sign-off", "owner", "Dr Ruth Abara", "2024-05-07", None,
     ["s05_b2_dpia", "s06_cliniko_decision", "s18_approval_dpia", "s34_mollie_fix"], None),
]


# ============================================================================= questions
ORDINAL_WORDS = {1: "first", 2: "second", 3: "third", 4: "fourth", 5: "fifth", 6: "sixth", 7: "seventh", 8: "eighth", 9: "ninth"}


def dates(iso, month, day, ordinal):
    """Accept forms for a date. Days 10+ get 'october 14', 'oct 14', '14 october', '14 oct',
    '14th of october'; single-digit days only forms that can't match inside a longer number
    ('july 1st', '1st of july', 'first of july', 'july 1,')."""
    short = month[:3]
    if day >= 10:
        forms = [iso, f"{month} {day}", f"{short} {day}", f"{day} {month}", f"{day} {short}", f"{day}{ordinal} of {month}"]
    else:
        forms = [iso, f"{month} {day}{ordinal}", f"{day}{ordinal} of {month}", f"{short} {day}{ordinal}",
                 f"{ORDINAL_WORDS[day]} of {month}", f"{month} {day},"]
    if month == "september":
        forms += [f"sept {day}" if day >= 10 else f"sept {day}{ordinal}"]
    out = []
    for f in forms:
        if f not in out:
            out.append(f)
    return out


NEG = ["never", "did not", "didn't", "not adopted", "rejected", "no"]

# (type, timeline, question, answer, accept, evidence labels, extra dict)
QUESTIONS = [
    # ---- before (9)
    ("before", "ehr", "What did the clinics keep their treatment notes in before Cliniko?",
     "TheraLog, on the on-premises server at Millbank, until Cliniko went live at four clinics on 2024-10-14 (Eastgate is still on TheraLog).",
     ["theralog"], ["s01_theralog", "s06_cliniko_decision", "s16_cliniko_live"], {}),
    ("before", "card_terminals", "Which card terminals did the clinics' front desks use before Dojo?",
     "Worldpay, until the Dojo terminals went in on 2024-07-01.",
     ["worldpay"], ["s02_worldpay", "s06_dojo", "s09_dojo"], {}),
    ("before", "accounting", "What accounting software did the back office run before Xero?",
     "Sage 50 Accounts, on a single desktop in Millbank, until 2024-08-01.",
     ["sage"], ["s02_sage", "s09_xero"], {}),
    ("before", "shop_payments", "Before Mollie, which payment provider took the online shop's payments?",
     "Stripe, until 2024-06-19 (the account stayed open a little longer only for refunds of old orders).",
     ["stripe"], ["s03_stripe", "s08_mollie"], {}),
    ("before", "mdm", "What was used to manage the mobile team's iPads before Mosyle?",
     "Jamf Now, until the iPads were re-enrolled in Mosyle Business on 2025-02-18.",
     ["jamf"], ["s04_jamf", "s22_bitwarden", "s24_mosyle"], {}),
    ("before", "phones", "What phone setup did the clinics have before Dialpad?",
     "BT lines with an ageing Panasonic PBX in each clinic, until 2024-08-12.",
     ["panasonic", "pbx", "bt"], ["s02_phones", "s12_dialpad", "s12_panasonic"], {}),
    ("before", "staff_chat", "What did staff message each other on before Microsoft Teams?",
     "WhatsApp groups (including an all-staff group), until 2024-09-02.",
     ["whatsapp"], ["s02_whatsapp", "s11_teams_decision", "s13_teams"], {}),
    ("before", "telehealth", "Before Coviu, what did therapists use for video appointments?",
     "Doxy.me, on its free plan, until 2025-04-07.",
     ["doxy"], ["s06_doxy", "s20_doxy_reasons", "s26_coviu"], {}),
    ("before", "mobile_notes", "What did the mobile team write their notes in before Sideline Notes?",
     "PDF note templates in GoodNotes on the iPads, retired in early July 2024.",
     ["goodnotes"], ["s04_goodnotes", "s10_sideline"], {}),
    # ---- after (9)
    ("after", "shop_platform", "What did the online shop move to after WooCommerce?",
     "Shopify, live on 2025-03-03 (still taking payments through Mollie).",
     ["shopify"], ["s17_shopify_decision", "s25_shopify"], {}),
    ("after", "file_storage", "Where did the shared files go after the Synology NAS?",
     "SharePoint Online in Microsoft 365; the move finished on 2025-01-05 and the NAS shares became read-only.",
     ["sharepoint"], ["s19_nas_plan", "s21_sharepoint"], {}),
    ("after", "payroll_system", "Once Moorepay was gone, what was payroll run on?",
     "BrightPay, run in-house by Priya, from the May 2025 payroll.",
     ["brightpay"], ["s23_brightpay_plan", "s27_priya", "s29_brightpay"], {}),
    ("after", "rota", "What did the rota go back to after RotaCloud?",
     "The Excel rota spreadsheet, from 2024-06-10; it later moved into SharePoint and is still used.",
     ["excel", "spreadsheet"], ["s07_rota_revert", "s34_rota"], {}),
    ("after", "booking", "Where did online booking for the four Cliniko clinics go after Setmore?",
     "Into Cliniko's own online bookings, live from 2025-01-20 (Eastgate stayed on Setmore).",
     ["cliniko"], ["s20_booking_decision", "s22_booking_live"], {}),
    ("after", "backup_target", "Once the USB disks were retired, where did the nightly backups go?",
     "To Backblaze B2 (EU region), encrypted by Hyper Backup, from 2024-05-03.",
     ["backblaze", "b2"], ["s05_b2"], {}),
    ("after", "change_window", "What replaced weekday evenings as the window for changes to clinical systems?",
     "Sundays from 07:00 to 11:00 only, from 2024-10-06, with emergencies needing Ruth's or Maren's OK.",
     ["sunday"], ["s15_change_window"], {}),
    ("after", "meeting_cadence", "After the weekly Monday catch-up was dropped, how often did the IT and ops catch-up meet?",
     "Fortnightly, every other Thursday at 09:00, from 2024-09-12 (until it became monthly in August 2025).",
     ["fortnightly", "every other thursday", "every two weeks"], ["s13_fortnightly"], {}),
    ("after", "approval_rule", "What was added to the software approval rule after the DPIA requirement?",
     "From 2025-07-01, anything over £200 a month also needs Priya's (finance) sign-off, on top of Maren's OK and, for patient data, a DPIA and Ruth's sign-off.",
     ["£200", "200 a month", "priya"], ["s30_approval_finance"], {}),
    # ---- current (12)
    ("current", "ehr", "Which clinical notes system do the clinics other than Eastgate use now?",
     "Cliniko, since 2024-10-14, at Ashby Road, Brookfield, Millbank and Riverside.",
     ["cliniko"], ["s16_cliniko_live", "s34_list"], {}),
    ("current", "eastgate_ehr", "What does the Eastgate clinic keep its clinical notes in today?",
     "Still TheraLog: Eastgate stayed on it for the university study, now extended to June 2026; a hosted TheraLog is only a plan B.",
     ["theralog"], ["s15_eastgate_stays", "s33_eastgate_still", "s34_list"], {}),
    ("current", "mobile_notes", "What does the mobile team write its treatment notes in these days?",
     "Sideline Notes on their iPads (not Cliniko), since July 2024.",
     ["sideline"], ["s10_sideline", "s28_mobile_sideline", "s34_list"], {}),
    ("current", "mobile_card_payments", "How does the mobile team take card payments at the clubs?",
     "With SumUp card readers paired to their phones (the clinics use Dojo terminals).",
     ["sumup"], ["s04_sumup", "s34_list"], {}),
    ("current", "shop_payments", "Which payment provider does the online shop use now?",
     "Mollie (with Klarna), since 2024-06-19, kept when the shop moved to Shopify.",
     ["mollie"], ["s25_mollie_shopify", "s30_shop_stack", "s34_mollie_fix"], {}),
    ("current", "telehealth", "What do we use for video consultations now?",
     "Coviu, since 2025-04-07.",
     ["coviu"], ["s26_coviu", "s28_coviu_live", "s34_list"], {}),
    ("current", "approval_rule", "What does it take today to get a new software subscription approved?",
     "Maren's OK; if it touches patient data also a DPIA and Ruth's sign-off; and if it costs over £200 a month also Priya's sign-off (in force since 2025-07-01).",
     ["£200", "200 a month"], ["s30_approval_finance", "s33_approval", "s34_rules"], {}),
    ("current", "meeting_cadence", "How often does the IT and ops catch-up happen these days?",
     "Monthly, on the first Tuesday of the month at 09:00, since 2025-08-05.",
     ["monthly", "first tuesday", "once a month"], ["s31_monthly"], {}),
    ("current", "rota", "What is the staff rota kept in now?",
     "The Excel rota spreadsheet, now a co-authored workbook in SharePoint; there has been no rota app since the RotaCloud trial.",
     ["excel", "spreadsheet"], ["s21_rota_sharepoint", "s34_rota"], {}),
    ("current", "mdm", "What manages the mobile team's tablets today?",
     "Mosyle Business, since 2025-02-18.",
     ["mosyle"], ["s24_mosyle", "s34_mollie_fix"], {}),
    ("current", "backup_schedule", "What is the backup schedule for the servers now?",
     "Hourly snapshots from 07:00 to 20:00 plus a nightly offsite copy to Backblaze B2, since 2025-02-10.",
     ["hourly"], ["s23_backup_schedule", "s34_rules"], {}),
    ("current", "change_window", "When are changes to clinical systems allowed nowadays?",
     "Only on Sundays between 07:00 and 11:00, when all clinics are closed (emergencies need Ruth's or Maren's OK).",
     ["sunday"], ["s15_change_window", "s33_sunday", "s34_rules"], {}),
    # ---- as_of (12)
    ("as_of", "ehr", "As of 10 October 2024, which system did the four clinics write their treatment notes in?",
     "Still TheraLog: the Cliniko go-live had slipped from 7 October to Monday 2024-10-14.",
     ["theralog"], ["s13_cliniko_7", "s14_slip", "s16_cliniko_live"], {"as_of": "2024-10-10"}),
    ("as_of", "rota", "What was the therapist rota run in on 28 May 2024?",
     "RotaCloud, during its trial from 2024-05-13 to 2024-06-10.",
     ["rotacloud"], ["s05_rotacloud", "s07_rota_revert"], {"as_of": "2024-05-28"}),
    ("as_of", "phones", "As of 1 August 2024, what phone system did the clinics have?",
     "BT lines with a Panasonic PBX in each clinic; Dialpad came on 2024-08-12.",
     ["panasonic", "pbx", "bt"], ["s02_phones", "s12_dialpad"], {"as_of": "2024-08-01"}),
    ("as_of", "payroll_system", "On 15 April 2025, what was payroll run through?",
     "Still Moorepay: Priya owned payroll from 1 April, but the April run went through Moorepay and BrightPay only started with the May payroll.",
     ["moorepay"], ["s27_priya", "s29_brightpay"], {"as_of": "2025-04-15"}),
    ("as_of", "owner_payroll", "Who was responsible for payroll as of 15 March 2025?",
     "Gwen Hughes; Priya Raman took over on 2025-04-01.",
     ["gwen"], ["s23_priya_payroll", "s23_gwen"], {"as_of": "2025-03-15"}),
    ("as_of", "mdm", "As of 1 February 2025, what were the mobile team's iPads managed with?",
     "Jamf Now: Sofia owned them by then and had chosen Mosyle, but the iPads moved on 2025-02-18.",
     ["jamf"], ["s22_mosyle_decision", "s24_mosyle"], {"as_of": "2025-02-01"}),
    ("as_of", "shop_platform", "What platform was the online shop running on as of 15 January 2025?",
     "WooCommerce; Shopify went live on 2025-03-03 (not in January).",
     ["woocommerce", "woo"], ["s17_shopify_decision", "s25_shopify", "s32_shopify_fix"], {"as_of": "2025-01-15"}),
    ("as_of", "shop_payments", "As of 1 June 2024, who processed the shop's card payments?",
     "Stripe; the shop moved to Mollie on 2024-06-19.",
     ["stripe"], ["s03_stripe", "s08_mollie"], {"as_of": "2024-06-01"}),
    ("as_of", "booking", "As of 10 January 2025, how did patients of the four Cliniko clinics book online?",
     "Through Setmore; Cliniko's online bookings replaced it on 2025-01-20.",
     ["setmore"], ["s20_booking_decision", "s22_booking_live"], {"as_of": "2025-01-10"}),
    ("as_of", "staff_chat", "On 20 August 2024, what did staff use to chat with each other?",
     "WhatsApp groups; Teams was decided but only went live on 2024-09-02.",
     ["whatsapp"], ["s11_teams_decision", "s13_teams"], {"as_of": "2024-08-20"}),
    ("as_of", "meeting_cadence", "How often did the IT and ops catch-up meet as of 1 March 2025?",
     "Fortnightly, every other Thursday at 09:00 (from 2024-09-12 to August 2025).",
     ["fortnightly", "every other thursday", "every two weeks"], ["s13_fortnightly", "s31_monthly"], {"as_of": "2025-03-01"}),
    ("as_of", "approval_rule", "What was the rule for approving new software as of 15 January 2025?",
     "Maren's OK for any new software; software touching patient data also needed a DPIA and Ruth's sign-off first (from 2024-11-07). The £200-a-month finance sign-off only came on 2025-07-01.",
     ["dpia"], ["s18_approval_dpia", "s30_approval_finance"], {"as_of": "2025-01-15"}),
    # ---- when (9)
    ("when", "ehr", "When did Cliniko go live at the clinics?",
     "On Monday 2024-10-14, a week later than the planned 7 October (Eastgate excepted).",
     dates("2024-10-14", "october", 14, "th"), ["s14_slip", "s16_cliniko_live"], {}),
    ("when", "card_terminals", "When did the clinics start taking card payments on Dojo?",
     "On Monday 2024-07-01.",
     dates("2024-07-01", "july", 1, "st"), ["s06_dojo", "s09_dojo"], {}),
    ("when", "accounting", "When did the books move from Sage to Xero?",
     "On 2024-08-01 ('the first of next month', said on 3 July 2024).",
     dates("2024-08-01", "august", 1, "st"), ["s09_xero", "s11_xero_live"], {}),
    ("when", "phones", "When did the clinics' phones move to Dialpad?",
     "On 2024-08-12 (not in September, as was once claimed; September was Teams).",
     dates("2024-08-12", "august", 12, "th"), ["s12_dialpad", "s28_dialpad_wrong", "s28_dialpad_fix"], {}),
    ("when", "staff_chat", "When did Microsoft Teams replace the WhatsApp groups?",
     "On Monday 2024-09-02.",
     dates("2024-09-02", "september", 2, "nd"), ["s11_teams_decision", "s13_teams"], {}),
    ("when", "shop_platform", "When did the shop go live on Shopify?",
     "On Monday 2025-03-03 (not January, as was once said).",
     dates("2025-03-03", "march", 3, "rd"), ["s25_shopify", "s32_shopify_wrong", "s32_shopify_fix"], {}),
    ("when", "rota", "When did the rota go back to the spreadsheet after the RotaCloud trial?",
     "On Monday 2024-06-10.",
     dates("2024-06-10", "june", 10, "th"), ["s07_rota_revert"], {}),
    ("when", "mdm", "When were the mobile team's iPads moved into Mosyle?",
     "On 2025-02-18, the day before the 19 February session that reports it.",
     dates("2025-02-18", "february", 18, "th"), ["s24_mosyle"], {}),
    ("when", "telehealth", "When did Coviu take over from Doxy.me?",
     "On Monday 2025-04-07.",
     dates("2025-04-07", "april", 7, "th"), ["s26_coviu", "s28_coviu_live"], {}),
    # ---- why (9)
    ("why", "shop_payments", "Why did the shop stop using Stripe?",
     "Stripe kept holding the shop's payouts: its account reviews treated the braces as medical devices (nine days in October 2023, from 25 March 2024 with £6,800 held, and a third time in May 2024).",
     ["payout", "review", "medical device", "froze"], ["s03_stripe", "s03_stripe2", "s08_mollie"], {}),
    ("why", "ehr", "Why did the clinics move away from TheraLog?",
     "The on-premises TheraLog server was eight years old and had just lost a disk, on-premises security fixes end after 2025, therapists could not reach notes from home, and reception retyped every Setmore booking into it.",
     ["server", "security", "from home", "retype", "support"], ["s01_theralog", "s01_theralog_reasons"], {}),
    ("why", "eastgate_ehr", "Why is Eastgate still on TheraLog when the other clinics moved?",
     "Eastgate takes part in a university research study on knee osteoarthritis whose protocol relies on TheraLog's outcome measures module; the study was extended to June 2026.",
     ["study", "research", "university", "outcome"], ["s14_eastgate_reason", "s15_eastgate_stays", "s33_eastgate_still"], {}),
    ("why", "rota", "Why was the RotaCloud trial abandoned?",
     "It could not model a therapist working at two clinics on one day as one shift pattern, so half the therapists needed two staff profiles and the hours report was useless; Eastgate's physios never installed the app either.",
     ["two profiles", "two staff profiles", "two clinics", "hours report", "split"], ["s07_rotacloud_reasons", "s07_ines"], {}),
    ("why", "payroll_plan", "Why was the plan to run payroll in Xero Payroll called off?",
     "In Gwen's test it could not handle the cycle-to-work salary sacrifice together with the pension salary sacrifice, and the locums paid per session across clinics would have needed a monthly workaround.",
     ["salary sacrifice", "cycle-to-work", "cycle to work", "locum"], ["s18_xero_payroll_cancel", "s27_xero_payroll_ref"], {}),
    ("why", "telehealth", "Why did we drop Doxy.me?",
     "On its free plan patients waited in an unbranded waiting room and calls froze and threw patients out; Coviu also lets clinicians share exercise videos and measure range of motion in the call.",
     ["branding", "waiting room", "froze", "exercise video"], ["s20_doxy_reasons", "s26_zoom_rejected"], {}),
    ("why", "password_manager", "Why did IT want to get rid of LastPass?",
     "Because of the 2022 breach, in which vault backups with old low-iteration entries were stolen, and because sharing had become a mess of person-to-person shares.",
     ["breach", "stolen", "iteration", "shared folder"], ["s19_lastpass_reasons"], {}),
    ("why", "shop_platform", "Why did the shop leave WooCommerce?",
     "Plugin updates kept breaking things (a WooCommerce plus Mollie plugin update took checkout down for three hours) and the host wanted £80 a month more for a PHP upgrade.",
     ["plugin", "checkout", "php", "hosting", "host"], ["s03_woo_pain", "s17_woo_reasons"], {}),
    ("why", "change_window", "Why are clinical system changes now only made on Sunday mornings?",
     "Evening changes broke the next morning's clinics: a Tuesday 19:30 TheraLog patch locked Brookfield out until 10:00 the next day and a Setmore update broke the booking widget; on Sunday morning there is a whole day to fix things before Monday.",
     ["log in", "next morning", "whole day", "broke"], ["s15_change_window", "s15_change_window_reason"], {}),
    # ---- history (6)
    ("history", "rota", "How has the staff rota been managed over time, in order?",
     "An Excel spreadsheet until 2024-05-13, then a RotaCloud trial until 2024-06-10, then back to the Excel spreadsheet (in SharePoint since January 2025).",
     ["excel", "rotacloud"], ["s02_rota", "s05_rotacloud", "s07_rota_revert", "s34_rota"],
     {"accept_all": True, "ordered_accept": [["excel", "spreadsheet"], ["rotacloud"], ["excel", "spreadsheet"]]}),
    ("history", "approval_rule", "How has the rule for approving new software changed over time?",
     "First Maren's OK for every new subscription; from 2024-11-07 a DPIA and Ruth's sign-off for anything touching patient data; from 2025-07-01 also Priya's sign-off for anything over £200 a month.",
     ["maren", "dpia", "£200"], ["s02_approval", "s18_approval_dpia", "s30_approval_finance"],
     {"accept_all": True, "ordered_accept": [["maren"], ["dpia"], ["£200", "200 a month"]]}),
    ("history", "meeting_cadence", "How has the rhythm of the IT and ops catch-up changed, in order?",
     "Weekly on Mondays at 08:30, then fortnightly on Thursdays from 2024-09-12, then monthly on the first Tuesday from 2025-08-05.",
     ["weekly", "fortnightly", "monthly"], ["s02_meeting", "s13_fortnightly", "s31_monthly"],
     {"accept_all": True, "ordered_accept": [["weekly"], ["fortnightly", "every other thursday"], ["monthly", "first tuesday"]]}),
    ("history", "owner_payroll", "Who has run payroll over time?",
     "Gwen Hughes until the end of March 2025, then Priya Raman from 2025-04-01.",
     ["gwen", "priya"], ["s02_payroll", "s23_priya_payroll", "s27_priya"],
     {"accept_all": True, "ordered_accept": [["gwen"], ["priya"]]}),
    ("history", "shop_payments", "Which payment providers has the shop used, in order?",
     "Stripe until 2024-06-19, then Mollie, which stayed when the shop moved to Shopify.",
     ["stripe", "mollie"], ["s03_stripe", "s08_mollie", "s25_mollie_shopify"],
     {"accept_all": True, "ordered_accept": [["stripe"], ["mollie"]]}),
    ("history", "mdm", "Trace how the mobile team's iPads have been managed over time.",
     "With Jamf Now until 2025-02-18, then Mosyle Business (Intune was tested and rejected).",
     ["jamf", "mosyle"], ["s04_jamf", "s22_mosyle_decision", "s24_mosyle"],
     {"accept_all": True, "ordered_accept": [["jamf"], ["mosyle"]]}),
    # ---- negative (8)
    ("negative", "ehr", "Did we ever use Jane as our clinical system?",
     "No. Jane was one of four demos in May 2024 and was rejected (highest price for 38 practitioners, charting not liked); the clinics went from TheraLog to Cliniko.",
     NEG, ["s06_cliniko_decision", "s06_rejected"], {}),
    ("negative", "ehr", "Has Fellgate ever used WriteUpp?",
     "No. WriteUpp was evaluated and rejected in May 2024 (no multi-site reporting). It is the system of the neighbouring Dale Street osteopaths, not ours.",
     NEG, ["s06_rejected", "s26_dale_street", "s26_writeupp_no"], {}),
    ("negative", "payroll_system", "Did payroll ever run on Xero Payroll?",
     "No. It was planned in September 2024 for November but called off on 2024-11-07; payroll went from Moorepay to BrightPay.",
     NEG + ["called off", "cancelled"], ["s13_xero_payroll_plan", "s18_xero_payroll_cancel"], {}),
    ("negative", "staff_chat", "Did we ever use Slack for staff chat?",
     "No. Slack was suggested but rejected because Microsoft 365 was already paid for; chat went from WhatsApp groups to Microsoft Teams.",
     NEG, ["s11_teams_decision"], {}),
    ("negative", "mobile_notes", "Does the mobile team keep its notes in Kitman Labs?",
     "No. Kitman Labs was Castlebridge RFC's own athlete management system (replaced there by Smartabase in 2025); the mobile team writes its notes in Sideline Notes and only sends PDF summaries to the club.",
     ["no", "sideline"], ["s04_kitman", "s10_kitman", "s32_smartabase"], {}),
    ("negative", "card_terminals", "Do the clinics take card payments with SumUp?",
     "No. The clinics use Dojo terminals (Worldpay before July 2024); SumUp readers belong to the mobile team.",
     ["no", "dojo"], ["s04_sumup", "s09_dojo", "s34_list"], {}),
    ("negative", "telehealth", "Did we ever use Zoom for telehealth?",
     "No. Zoom was considered and turned down in March 2025 (not built for clinical consultations, the ICB's IG lead advised against it); video went from Doxy.me to Coviu.",
     NEG, ["s26_zoom_rejected"], {}),
    ("negative", "shop_platform", "Was the online shop ever on BigCommerce?",
     "No. BigCommerce was compared in October 2024 and rejected (poor themes, weaker Klaviyo fit); the shop went from WooCommerce to Shopify.",
     NEG, ["s17_keep_mollie", "s17_shopify_decision"], {}),
    # ---- ownership (5)
    ("ownership", "owner_payroll", "Who runs payroll now?",
     "Priya Raman, the finance lead, since 2025-04-01; she took it over from Gwen Hughes.",
     ["priya"], ["s23_priya_payroll", "s27_priya", "s34_mollie_fix"], {}),
    ("ownership", "owner_payroll", "Who did payroll before Priya?",
     "Gwen Hughes, the office manager (with Moorepay as the bureau), until the end of March 2025.",
     ["gwen"], ["s02_payroll", "s23_priya_payroll"], {}),
    ("ownership", "owner_mdm", "Who is in charge of the mobile team's iPads these days?",
     "Sofia Lind, since 2025-01-13; she took device management over from Tomasz.",
     ["sofia"], ["s21_sofia_mdm", "s34_mollie_fix"], {}),
    ("ownership", "owner_shop", "Who runs the online shop now?",
     "Hattie Moss, since 2025-06-02.",
     ["hattie"], ["s30_hattie", "s34_mollie_fix"], {}),
    ("ownership", "owner_shop", "Who looked after the shop before Hattie?",
     "Callum Reid, who then moved to the mobile team's admin side.",
     ["callum"], ["s03_stripe", "s30_hattie"], {}),
]


# ============================================================================= build
def build():
    labels = {}
    sessions_out = []
    for s_index, s in enumerate(SESSIONS, start=1):
        sid = f"{PREFIX}/s{s_index:02d}"
        start = datetime.fromisoformat(f"{s['date']}T{s['start']}:00")
        t = start
        turns_out = []
        for t_index, turn in enumerate(s["turns"], start=1):
            speaker, text = turn[0], turn[1]
            tags = turn[2] if len(turn) > 2 else ()
            if isinstance(tags, str):
                tags = (tags,)
            # deterministic spacing: a short pause plus reading/typing time
            t = t + timedelta(minutes=1 + (s_index + 3 * t_index) % 4 + len(text) // 350)
            if speaker == "U":
                spk, role = "user", "user"
            elif speaker == "A":
                spk, role = "assistant", "assistant"
            else:
                spk, role = speaker, "user"
            tid = f"{sid}#{t_index}"
            for tag in tags:
                if tag in labels:
                    raise SystemExit(f"duplicate label {tag}")
                labels[tag] = tid
            turns_out.append({"id": tid, "speaker": spk, "role": role, "text": text, "at": t.isoformat()})
        sessions_out.append({"id": sid, "title": s["title"], "started_at": start.isoformat(), "turns": turns_out})

    def resolve(tags):
        out = []
        for tag in tags:
            if tag not in labels:
                raise SystemExit(f"unknown label {tag}")
            out.append(labels[tag])
        return out

    facts_out = []
    for timeline, subject, predicate, obj, start, end, ev, note in FACTS:
        row = {"subject": subject, "predicate": predicate, "object": obj, "valid_from": start,
               "valid_to": end, "evidence": resolve(ev), "timeline": timeline}
        if note:
            row["note"] = note
        facts_out.append(row)

    questions_out = []
    for n, (kind, timeline, question, answer, accept, ev, extra) in enumerate(QUESTIONS, start=1):
        row = {"id": f"q{n:02d}", "type": kind, "timeline": timeline, "question": question}
        if "as_of" in extra:
            row["as_of"] = extra["as_of"]
        row["answer"] = answer
        row["accept"] = list(accept)
        if "accept_all" in extra:
            row["accept_all"] = extra["accept_all"]
            row["ordered_accept"] = extra["ordered_accept"]
        row["evidence"] = resolve(ev)
        questions_out.append(row)
    return {"format": "graphmem-chat/1", "sessions": sessions_out}, facts_out, questions_out


def main(out_dir: Path) -> None:
    corpus, facts, questions = build()
    out_dir.mkdir(parents=True, exist_ok=True)
    (out_dir / "corpus.chat.json").write_text(json.dumps(corpus, ensure_ascii=False, indent=1) + "\n", encoding="utf-8")
    (out_dir / "facts.jsonl").write_text("".join(json.dumps(f, ensure_ascii=False) + "\n" for f in facts), encoding="utf-8")
    (out_dir / "questions.jsonl").write_text("".join(json.dumps(q, ensure_ascii=False) + "\n" for q in questions), encoding="utf-8")
    turns = sum(len(s["turns"]) for s in corpus["sessions"])
    print(f"wrote {len(corpus['sessions'])} sessions, {turns} turns, {len(facts)} facts, {len(questions)} questions to {out_dir}")


if __name__ == "__main__":
    main(Path(sys.argv[1]) if len(sys.argv) > 1 else Path(__file__).resolve().parent)
