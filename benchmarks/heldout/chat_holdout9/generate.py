#!/usr/bin/env python3
"""Write the chat_holdout9 corpus, its facts and its questions.

Usage: python3 generate.py [DIR]   (DIR defaults to this file's folder)
Standard library only; the output is deterministic (no clock, no randomness).
Writes corpus.chat.json, facts.jsonl and questions.jsonl.
"""
from __future__ import annotations

import json
import sys
from datetime import datetime, timedelta
from pathlib import Path

PREFIX = "h9"
SESSIONS: list[tuple[str, str, tuple[str, ...]]] = []


def session(title: str, start: str, *turns: str) -> None:
    """One session: turns alternate user / assistant, starting with the user."""
    SESSIONS.append((title, start, turns))


# ---------------------------------------------------------------------------------------------
# s01 2024-03-11 (Mon)
session(
    "Drug labels stuck in the RemoteApp print queue",
    "2024-03-11T08:40:00",
    """Callum from the helpdesk here. It's Monday, so of course the itsupport@larkspurvets.co.uk mailbox has nine new emails, all saying the same thing: drug labels won't print from RxWorks at Millbrook and Oakfield. Quick background so you know the setup: RxWorks runs on HBS-SRV01 in the comms room at Harbourside, and the four branches use it as a RemoteApp over the site-to-site VPN. Every reception has a Dymo LabelWriter 450 on USB that gets redirected into the session. On the server the jobs sit in the queue as "Printing" and never clear.""",
    """Redirected printers in a RemoteApp session go through one of two drivers: the Remote Desktop Easy Print driver, or a driver installed on the server whose name matches the client's driver exactly. When one printer model hangs and everything else prints, the usual causes are a server-side driver that broke (often after an update) or a client driver whose name no longer matches the server's. Before changing anything, pull the PrintService events on the server, in an elevated PowerShell:

```powershell
Get-WinEvent -LogName 'Microsoft-Windows-PrintService/Admin' -MaxEvents 30 |
  Where-Object { $_.Message -like '*DYMO*' } |
  Format-List TimeCreated, Id, Message
Get-HotFix | Sort-Object InstalledOn -Descending | Select-Object -First 5
```""",
    """Here you go:

```
TimeCreated : 11/03/2024 08:12:44
Id          : 372
Message     : The document Print Label, owned by reception.millbrook, failed to print on printer
              DYMO LabelWriter 450 (redirected 14). Data type: NT EMF 1.008. Number of pages printed: 0.
              Client computer: \\\\MIL-REC01. Win32 error code returned by the print processor: 126.
              The specified module could not be found.
```

The March cumulative update went on at 02:00 on Saturday. The server has the driver from DYMO Label Software 8.7.3, Millbrook's PC has 8.7.5.""",
    """Error 126 from the print processor means the driver package on the server points at a DLL it can't load; after a cumulative update that usually means an old driver whose print processor didn't survive. And with 8.7.5 on the client and 8.7.3 on the server the driver names don't match anyway, so the session falls back to Easy Print, which handles Dymo label stock badly. In this order:

1. Install DLS 8.7.5 on the server so the names match again.
2. Clear the stuck jobs:

```powershell
Stop-Service Spooler
Remove-Item C:\\Windows\\System32\\spool\\PRINTERS\\* -Force
Start-Service Spooler
```

3. Print Management → Drivers → DYMO LabelWriter 450 → Set Driver Isolation → Isolated, so one bad driver can't take the whole spooler down again.

Stopping the spooler drops every redirected printer in every session for a few seconds, so warn the clinics first.""",
    """Millbrook prints again. Oakfield doesn't, still error 126. Turns out their reception PC has DYMO Connect instead of DLS, installed by a locum who wanted to print name badges 🙄""",
    """That explains Oakfield: DYMO Connect installs a newer driver generation under a different name, the server can't match it, and Easy Print is back in play. Standardise every branch reception PC on DLS 8.7.5: uninstall Connect, install DLS, reboot, then log off and on in RxWorks so the printer is redirected fresh. Write the version down somewhere central too, so the next update isn't a treasure hunt.""",
    """Oakfield done, both branches printing. Confession: I did the server part at 10:15 with the clinics open. Our rule is that changes to RxWorks and the network happen on weekday evenings after 19:30, when the branches have closed and the day side at Harbourside has gone quiet (the hospital itself never closes). Ingrid will let it go, it was broken anyway. For the record: network and phones are my patch, the RxWorks configuration belongs to Deepa, and printing lives somewhere in between, so it lands on me.""",
    """Fair call: restoring a total outage is an emergency change, not a planned one. Log it where planned changes are recorded, with what changed, when, and why it couldn't wait until 19:30, for example "11/03 10:15, HBS-SRV01, DLS 8.7.3 → 8.7.5 plus spooler restart, label printing down at two branches". If emergency changes only live in people's memories, the evening-window rule slowly stops meaning anything.""",
    """Logged. Last one while I have you: the Mitel handset on Oakfield reception says "No Service" every morning until somebody unplugs it. It's a 6867i on the PoE switch, registered to the MiVoice Office 250, the PBX in the Harbourside comms room that all five clinics hang off.""",
    """If a power cycle fixes it, the phone is losing its registration overnight and not retrying, or the port is losing power. Two checks: on the UniFi switch, see whether that port has a PoE schedule (some sites switch PoE off at night); and in the handset config, look at the registration period. If the VPN tunnel to Harbourside renegotiates at night, a phone that registered through it can sit dead until it registers again. A registration period of around 300 seconds usually lets it recover on its own.""",
)

# s02 2024-03-27 (Wed)
session(
    "Sophos false positive, a Keeper mishap, MFA for reception?",
    "2024-03-27T10:05:00",
    """Hello, Piotr here. I lead IT at Larkspur Veterinary Group: five clinics, Harbourside is the 24-hour hospital, Millbrook, Oakfield, Quarry Lane and Riverton are the branches. In IT we are two and a half people: me, Callum, and Deepa who is half practice systems, half reporting. Every Monday 09:00 we have our weekly IT call on Teams, and for next Monday I want three topics clear. First one: since Friday Sophos Central blocks the RxWorks updater on the server:

```
Event:   CryptoGuard prevented a process from encrypting files
Process: C:\\Program Files (x86)\\RxWorks\\Update\\RxUpdate.exe
Policy:  Base Policy - Threat Protection (Server)
Device:  HBS-SRV01
```""",
    """An updater that rewrites dozens of program files in a burst looks to CryptoGuard exactly like ransomware encrypting them. Don't solve it with a folder exclusion for the whole RxWorks directory; that turns off scanning for everything in it. In Sophos Central, open the detection in the Threat Analysis Center and use "Exclude this detection", which scopes the exclusion to that detection and process, or add an exploit-mitigation exclusion for RxUpdate.exe only under Global Settings → Global Exclusions. Then run the updater again with the RxWorks services stopped and check the version under Help → About.""",
    """Detection exclusion works, update is through. Second topic: Keeper. We have shared folders in Keeper per clinic, and one "Suppliers" folder with the logins for the NVS ordering portal (NVS is our pharmacy wholesaler), the Worldpay back office for the card terminals, and the courier. Last week a locum vet got the whole "Suppliers" folder because somebody shared the folder and not one record. How do I give only one record?""",
    """Share the record, not the folder: open the record → Share → add the user with view-only rights, or, better for a locum, send a one-time share link that expires. For the mistake itself: remove the locum from the shared folder now and rotate every password in it (NVS, the Worldpay back office, the courier), because you can't know what was copied. If your Keeper plan has the reporting add-on, the audit log shows which records were actually opened; without it, assume all of them.""",
    """Removed and rotated. Third topic is MFA. Today only admin accounts have MFA: me, Callum, Deepa and the break-glass global admin. Reception uses shared accounts per desk, reception.millbrook@ and so on, 11 of them, so MFA there is complicated. Ingrid asks whether we should do MFA for everybody, but before she decides she wants to know how much time it costs the receptions.""",
    """The shared desk accounts are the real obstacle: MFA is tied to a person, and a shared account can't be. The usual path is (1) one account per person, (2) the old reception@ addresses become shared mailboxes that people open with their own login, (3) MFA for every account with Microsoft Authenticator and number matching, and hardware keys for staff without a work phone. With Business Premium you can add conditional access, for example skipping the prompt on the clinic networks and requiring it everywhere else, which keeps the front desk friction low. Budget per reception person: a one-off 15 minutes to register, then a prompt every few days.""",
    """We have Business Premium, yes. I'll put the numbers in Monday's call. Money: any IT purchase over £500 needs Ingrid's approval, so if we buy keys for about 40 desk staff she sees it anyway.""",
    """FIDO2 keys are roughly £25–50 each depending on the model, so 40 of them is £1,000–2,000, clearly over your £500 line. Worth putting both options in front of her: keys for everyone, or the Authenticator app on personal phones (voluntary, with keys only for those who decline). Most practices end up with the mix.""",
    """Last, TeamViewer. When I connect to a Riverton PC, TeamViewer says "commercial use suspected" and cuts me after five minutes. We pay for the licence!""",
    """That message means the session was started from a TeamViewer installation that isn't tied to your licence, often a client that was reinstalled or one where nobody is signed in. Sign in to the TeamViewer client on your own machine with the licensed company account, make sure the Riverton PC is assigned to your company profile in the Management Console, and check that the licence is activated on your profile, not on an old user. If the block stays, TeamViewer support can reset the flag; they'll ask for the licence key and the IDs involved.""",
)

# s03 2024-04-11 (Thu)
session(
    "Reminder SMS bouncing, oversized insurance attachments",
    "2024-04-11T14:10:00",
    """Hi, Deepa (practice systems). The RxWorks config and the reports are mine. The April vaccination reminder run produced 1,840 reminders, but Esendex, our SMS gateway, reports only 1,310 delivered; the other 530 came back "Invalid recipient". A few of the numbers as they sit in the client records: "07700 900123", "+44 7700 900456", "7700900789", "07700-900321 (mum)".""",
    """The gateway wants E.164 (+447700900123) and RxWorks is sending whatever was typed. Find the bad ones first. RxWorks sits on SQL Server, so something like:

```sql
SELECT ClientID, MobilePhone
FROM dbo.Clients
WHERE MobilePhone IS NOT NULL
  AND MobilePhone NOT LIKE '+44[0-9][0-9][0-9][0-9][0-9][0-9][0-9][0-9][0-9][0-9]';
```

(Table and column names will differ; check them in the schema before running anything.) Then normalise: strip spaces, dashes and brackets, cut any trailing text, turn a leading 0 into +44, and a leading 7 with ten digits into +447.""",
    """Columns were ClientMobile in dbo.ClientContact, but close. Counts by shape:

```
shape                          n
-----------------------------  ----
07xxx xxxxxx (spaces)          301
7xxxxxxxxx (no leading 0)      118
+44 7xxx xxxxxx                 79
with text after the number      32
```""",
    """Three of those four are mechanical. Take a copy of the table before touching it (`SELECT * INTO dbo.ClientContact_bak_20240411 FROM dbo.ClientContact;`), then update in one transaction per shape and compare counts before committing. Leave the 32 with text for a person at reception to fix, because "(mum)" may mean the number belongs to someone else. And since this writes to the live practice database, it belongs in your evening window after 19:30, not mid-afternoon.""",
    """Tonight then. Second thing: insurance claims. We send claims from RxWorks through VetEnvoy, and Petplan claims with X-rays fail with "attachment too large". The vets attach whole studies exported from Asteris Keystone, which is where all our radiographs live, and a thoracic study can be 180 MB.""",
    """Insurers need a readable image, not diagnostic DICOM. In Keystone, export the relevant views as JPEG at reduced resolution (two or three key images, long side about 2,000 px) rather than the whole study, and attach those to the claim. A short how-to with screenshots for the vets, pinned next to the claim screen, will prevent most of the repeats. The error message from the portal should state the size limit; keep each claim well under it.""",
    """Good, I'll write it up. Third, and not really ours: Kestrel Referrals (the referral hospital we send orthopaedic cases to) mailed the discharge report for a dog we referred. They run Vetspace as their practice system and their imaging is on their own PACS; the report arrives as a Vetspace PDF with a link to their image viewer. Can RxWorks import it properly?""",
    """Not as structured data: there's no link between their Vetspace and your RxWorks, and there shouldn't be one just for referrals. Treat it as a document. Create a document type "Referral report" in RxWorks, attach the PDF to the patient's clinical record, and paste the viewer link into the note with its expiry date, because those links usually stop working after a few weeks.""",
    """Document type created, and the Kestrel report is attached. Thanks.""",
)

# s04 2024-04-16 (Tue)
session(
    "HBS-SRV01: a failed disk and a six-hour restore",
    "2024-04-16T07:55:00",
    """Piotr. Bad night. At 02:10 the Dell PowerEdge T340 (HBS-SRV01, the RxWorks server) started beeping. iDRAC:

```
PDR1016  Physical Disk 0:1:2 is removed from disk drive bay 1 Slot 2.
VDR1002  Virtual Disk 0 on Integrated RAID Controller 1 is degraded.
PDR1024  Predictive failure reported for Physical Disk 0:1:3.
```

RAID 5 with four disks, one is dead and a second one announces it will die. The night team at Harbourside could not work in RxWorks for 40 minutes because the server was so slow. Backups are my job, so this lands on me: the last good backup is from the nightly Veeam job at 23:30 to the Synology NAS, and on Friday Ama took the weekly USB copy home like always.""",
    """First priority is a fresh backup before anything else touches the array: if the predictive-failure disk dies during a rebuild, RAID 5 is gone and so is everything since 23:30. Run an active full (or at least an incremental) now, while the array still reads. Don't hot-swap the failed disk until that backup has finished and verified. Then order two replacement disks, not one, and replace the predictive-failure disk as soon as the first rebuild completes. When it's over, consider RAID 6 or RAID 10 with a hot spare.""",
    """Manual job finished:

```
Job HBS-SRV01 Nightly (Full)  Success
Processed: 287 GB   Read: 231 GB   Transferred: 164 GB
Duration: 3:48:12
```

Then I tested restore to the spare Hyper-V host next to the NAS: the VM was up after 6 hours 12 minutes, mostly copying.""",
    """So today you have a recovery point objective of about a day (whatever happened after 23:30 would have been lost) and a recovery time of more than six hours for all five clinics. Those are the numbers to put in front of Ingrid. Cheaper improvements within Veeam: more frequent incrementals (every few hours instead of nightly), Instant Recovery (the VM runs straight from the backup files on the NAS while it migrates back, minutes instead of hours), and an off-site immutable copy, because a USB disk at someone's house is the only copy that survives ransomware or a fire and it's a week old by Thursday.""",
    """Dell sends disks tomorrow morning (ProSupport, next business day). Ingrid called me at seven. Her words: "I don't want to run five clinics from one box in a cupboard." She wants us to look at cloud practice management systems this year, but no decision now, first we survive this week. If we go cloud, also internet becomes critical: Harbourside has one BT Business Full Fibre 900 line and that's it.""",
    """Those two go together. A browser-based practice system removes the server and the VPN to the branches, but every clinic then depends on its own internet, and Harbourside, being open 24 hours, most of all. Questions worth asking every vendor from the start: data migration from RxWorks (clinical history, vaccinations, stock), UK data residency, uptime commitments, label and card-terminal support, and what happens offline.""",
    """At Harbourside there is a Peplink Balance 20X with a 4G SIM for failover, only at Harbourside. The branches have nothing.""",
    """Good to have. Two things about it: test the failover monthly (pull the fibre for five minutes during a quiet hour), because SIMs get deactivated and nobody notices; and check the data allowance, since a browser-based system plus phones over 4G for a whole day uses far more than today's RemoteApp traffic.""",
    """Noted. I go sleep two hours, then the disks.""",
)

# s05 2024-04-18 (Thu)
session(
    "Veeam every four hours, Wasabi copy, TeamViewer renewal",
    "2024-04-18T16:20:00",
    """Piotr. Both disks replaced yesterday, rebuild finished at 03:00 without errors. Now the backups, Ingrid agreed this morning: from Monday the Veeam job runs every four hours into the NAS, and every night a backup copy job sends it to a Wasabi bucket with object lock for 30 days. The Friday USB copy we stop. Wasabi is about £40 a month.""",
    """Sensible. Setup notes:

- Backup job: Schedule → Periodically every 4 hours, with application-aware processing on so the SQL Server behind RxWorks is backed up consistently (and its logs truncated).
- Backup copy job to the Wasabi repository, immediate or nightly mode, with immutability set on the repository (30 days). Object lock has to be enabled when the bucket is created; you can't add it later.
- Wasabi bills every object for at least 90 days, so 30-day retention still costs you 90 days of storage. Not a problem at your size, but don't be surprised by the first invoices.
- Keep one restore test a month on the calendar, including one from Wasabi.""",
    """Adding the Wasabi repository fails:

```
Failed to connect to object storage: The request signature we calculated does not match
the signature you provided. Check your key and signing method.
```""",
    """Nine times out of ten that's either the secret key pasted with a trailing space or newline, or the endpoint region not matching the bucket's region (Wasabi signs per region). Check the bucket's region in the Wasabi console and use the matching service URL, for example s3.eu-west-2.wasabisys.com for London, and re-paste the secret by hand.""",
    """Endpoint was eu-central-1, bucket is in eu-west-2. Works. Other topic: the TeamViewer renewal offer came, 38% more than last year. And in March somebody tried to log in to our TeamViewer company account from Brazil; only 2FA stopped it. When the licence ends I want to leave TeamViewer. Candidates: AnyDesk and Splashtop.""",
    """Both cover unattended access for your size. Things to compare in a trial: mass deployment (MSI for Intune or GPO), per-clinic groups and permissions, whether reception PCs can require the user to accept a session during opening hours, audit logs, and SSO with Microsoft 365. On AnyDesk, you'll want to read what they published after their production systems were compromised earlier this year (they revoked their code-signing certificate and reset passwords); that weighs in an evaluation that's partly about security.""",
    """Yes, I read about the AnyDesk certificate. I will run a Splashtop trial with Callum in May and decide after.""",
    """For the trial: put it on a realistic mix (two reception PCs per clinic, the server, a consult-room PC), use it for every ticket for three weeks, and count what went wrong. Also confirm that the licence counts technicians, not endpoints; that's usually where prices differ.""",
)

# s06 2024-05-14 (Tue)
session(
    "Night shifts in RotaCloud and the appointment request form",
    "2024-05-14T11:30:00",
    """Ama Owusu, practice manager at Harbourside. Piotr told me to ask you before I bother him. We do the rotas in RotaCloud, all five clinics. For the branches it's fine, but I have the hospital with night shifts 19:00 to 08:00. RotaCloud counts a night shift as one shift on the day it starts, so when a night crosses from Sunday into Monday all the hours go into the old pay week. Mireille in payroll complains every month.""",
    """So the shift is right, but the pay-period cut-off is wrong for shifts that straddle it. Options in order of effort: (1) ask RotaCloud support whether hours can be apportioned at the pay-period boundary (some rota tools have this as a setting); (2) fix it in the export, splitting any shift that crosses Sunday midnight before it goes to payroll; (3) split night shifts into two shifts at midnight in the rota itself. The third is easy but has side effects.""",
    """Splitting means the nurse sees two shifts and the break rules go wrong, so no. I'll ask support and live with fixing the export for now. Second thing: the website. Clients request appointments with the "Request an appointment" form on our website, which just emails reception. On Monday 60 requests came in for Harbourside and nobody saw them until lunchtime.""",
    """Until the practice system can offer proper online booking, make the form harder to miss: send it to a shared mailbox (appointments@) instead of one person's inbox, post each new request into a Teams channel at each front desk, and send the client an automatic reply saying when they'll hear back. A Power Automate flow can do the Teams post.""",
    """Callum set up the shared mailbox. The flow fails:

```
Action 'When_a_new_email_arrives_in_a_shared_mailbox_(V2)' failed:
The specified object was not found in the store., The process failed to get the correct properties.
```""",
    """That's almost always permissions: the account that owns the flow needs Full Access to the shared mailbox, and the mailbox address in the trigger has to be the primary SMTP address, not an alias. Grant Full Access (Exchange admin center → Mailboxes → appointments → Delegation), wait up to an hour for it to apply, then re-save the trigger.""",
    """Works now, requests show up in the reception channel. Small one: the Peplink switched to 4G this morning for 12 minutes. The card machines (our Worldpay Ingenico Move/5000 terminals) kept going on their own SIMs, but every RxWorks session at the branches dropped and people lost what they were typing.""",
    """That's the VPN: when Harbourside changes to its 4G address, the site-to-site tunnels to the branches have to be re-established, and RemoteApp sessions over them time out. Two mitigations: turn on RDP auto-reconnect (Group Policy, on by default but sometimes disabled) and raise the session keep-alive, so a short interruption reconnects the session instead of ending it; and make sure the branch VPN peers have both Harbourside addresses, fibre and 4G, so the tunnels come back by themselves.""",
    """I'll pass that to Callum. Thank you!""",
)

# s07 2024-06-05 (Wed)
session(
    "Splashtop wins the trial; iPads dropping off Wi-Fi",
    "2024-06-05T09:15:00",
    """Callum here. Splashtop Enterprise has been on 14 machines for three weeks and Piotr has decided: we're going with Splashtop, AnyDesk is out. TeamViewer's licence runs until the end of next month, so the plan is every machine moved over before then.""",
    """Roll-out plan that tends to work:

1. Build the Splashtop Streamer MSI with your deployment code and push it with Intune (or GPO for anything not enrolled).
2. Create groups per clinic and give the technician roles per group.
3. For reception and consult PCs, require the logged-in user to accept a session during opening hours; allow unattended access outside them.
4. Turn on 2-step verification and SSO for the technician accounts.
5. When every device shows up in Splashtop, uninstall TeamViewer with its MSI product code and remove the TeamViewer service accounts.""",
    """Intune deploy fails on about half of them:

```
Status: Failed
Error code: 0x87D1041C
The application was not detected after installation completed successfully.
```""",
    """The install worked; Intune just can't find what the detection rule says to look for. If the rule checks a file path or version, it's probably pointing at an older Streamer folder or version. Switch the detection rule to the MSI product code (Intune fills it in automatically for line-of-business MSI apps), or check for the Splashtop Streamer service by registry key. Redeploy and those devices will report installed.""",
    """Right, the rule pointed at the old 3.5 folder. Second, Quarry Lane: the consult-room AP keeps dropping the treatment-room iPads. The iPads are enrolled in Mosyle Business, and the Wi-Fi profile comes from there.""",
    """Look at fast roaming (802.11r) on that SSID first: older iPads and some profiles pushed from MDM disagree about it, and the symptom is exactly a device that drops and rejoins. Turn fast roaming off on that SSID, or create a separate SSID for the iPads without it and push that profile from Mosyle. If it persists, check the minimum RSSI setting on the AP; too aggressive and it kicks devices off at the edge of the room.""",
    """Fast roaming off on that SSID, iPads stable since. Last thing, not technical: NVS moved their next-day delivery cut-off from 17:00 to 15:00, and Riverton missed yesterday's delivery because they place orders after afternoon consults.""",
    """Schedule the order earlier: RxWorks can build the reorder list from minimum stock levels, so someone can review and send it at lunchtime instead of at the end of the day. Worth mentioning to Piotr too; if the wholesaler changes terms again, that's a conversation for whoever owns the supplier contract.""",
    """I'll put it on the Monday call.""",
)

# s08 2024-06-27 (Thu)
session(
    "Choosing the cloud practice system; a sixth clinic",
    "2024-06-27T13:00:00",
    """Ingrid Halvorsen, head of operations. Deepa is with me. We've made the call on the practice management system after six demos: we're leaving RxWorks for Provet Cloud. The April disk failure settled it for me: one cupboard and one box running five clinics, with the branches on a VPN. Go-live after the summer vaccination peak, early November, with Provet's migration team moving the data.""",
    """Then the next months are mostly preparation. The things that decide how go-live feels: what migrates (clinical history, vaccinations and reminders, stock, client balances), how clean the source data is, one or two full test migrations before the real one, training by role, the hardware around it (label printers, card terminals, scanners), and a plan for how Harbourside works during the cutover night, because the hospital can't close.""",
    """Deepa here. The other finalist was ezyVet. Clinically very good, but with per-user pricing for all our locums it came out about a third more expensive, and their UK support hours don't fit a 24-hour hospital. Covetrus Pulse we dropped after the first demo. Provet migrates clinical history, vaccinations, clients and patients, and stock; not the appointment diary older than 12 months.""",
    """Then start cleaning now: merge duplicate clients, archive deceased patients that still have reminders, fix the phone numbers (you've done part of that already), and close out stock items nobody uses. Every record you clean before the test migration is one you won't have to investigate after it. Ask Provet for the field mapping document and go through it line by line with whoever knows the RxWorks data best.""",
    """Provet says label printing works through their print agent with Brother QL or Zebra printers. Our Dymos aren't on their list. Anything else on the hardware side we should think about?""",
    """Price the label printers early, since every dispensing point needs one and they have to be on the desks before training. Beyond that: card terminal integration (if you want amounts sent from the invoice to the terminal, check which terminal providers Provet supports), barcode scanners for stock, and whether consult rooms need a second screen once notes are in a browser.""",
    """Ingrid again. Other news, confidential until Monday: we're buying Westgate Veterinary Clinic; completion is on 15 July. It will be our sixth clinic. They have their own everything, and I don't want it touched until Provet is bedded in here.""",
    """Then for now the IT side of the acquisition is mostly inventory and risk: list accounts and who has admin rights, where their data lives and how it's backed up, licences and contracts that transfer (and their end dates), the domain and email, and the phone numbers. The one thing not to postpone is backup and antivirus coverage; everything else can wait until you're ready.""",
    """Piotr will go there after completion. Thank you.""",
)

# s09 2024-07-09 (Tue)
session(
    "The emergency queue drops calls; Weave it is",
    "2024-07-09T10:40:00",
    """Callum. Third time this month: the Mitel dropped callers in the Harbourside emergency queue after 90 seconds instead of overflowing to the night vet's mobile. The Mitel dealer says the MiVoice Office 250 is end of sale, and they won't look at the call flow without a paid site visit.""",
    """Overflow that "drops" after a fixed time is usually a timer pointing at the wrong destination: the queue's overflow timer fires, but the overflow target is a group that's empty or unanswerable, so the call is released. Check the emergency hunt group's overflow destination and timer, and the night-service schedule, since the night vet's mobile is probably only a member of the night-mode group.""",
    """You're right, the 90-second overflow pointed at the day group, which is empty at night. Fixed for now. But Ingrid and Piotr agreed yesterday: the Mitel goes, and the five clinics move to Weave. Weave shows the client and pet from the practice system when a call comes in, does two-way texting from the clinic number, and there's no PBX in a cupboard any more. We looked at Microsoft Teams Phone too, since we pay for 365 already, but it doesn't talk to any vet practice system and reception hated the softphone in the trial. Target is September, when the numbers have ported.""",
    """Things that decide a clean phone cutover:

- Porting: each number range needs a letter of authority, and the port date is set by the losing carrier. Ask for all five clinics on one date, early on a weekday, never a Friday.
- Every number, not just the main ones: alarm lines, lift lines, fax, card-terminal landlines, the emergency line. Whatever isn't on the list stops working on port day.
- Network: a voice VLAN with QoS on every site, and PoE budget for the new handsets.
- Call flows written down before cutover (opening hours, night service, the emergency overflow), so you rebuild them instead of rediscovering them.""",
    """Network question then. On the UniFi switches I want a voice VLAN 30 for the Weave handsets, and the handsets should find it by themselves. LLDP-MED?""",
    """Yes. In UniFi Network, create the VLAN 30 network ("Voice"), then in the port profile used for desk ports keep the native network as your data VLAN and set Voice to VLAN 30; with LLDP-MED enabled on the switch, the phones learn the voice VLAN from the switch and tag their own traffic, while the PC behind the phone stays untagged on the data VLAN. Add a QoS rule (DSCP 46 for RTP, 24 or 26 for SIP) on the gateway, and check the VPN or internet link honours it, otherwise the marking only helps on the LAN.""",
    """Perfect. Other thing, not mine: Keeper's renewal is end of August, and Piotr wants a cheaper password manager. That's his to sort out.""",
    """Then a note for whoever sorts it: plan the export and import before the renewal date, not on it. Shared folders, per-record permissions and attachments are what usually break in a password manager migration, so check how the new tool models them (collections, vaults) before moving anything.""",
)

# s10 2024-07-31 (Wed)
session(
    "Two weeks of Westgate",
    "2024-07-31T15:00:00",
    """Piotr. Westgate is ours since the 15th. I was there yesterday for the inventory. They have: VetDesk Pro 6 for the practice system, installed on a tower PC under the reception desk (with its own SQL Server), phones on Gamma Horizon, card payments with SumUp Solo readers, and Wi-Fi from the ISP router. Ingrid said: their practice system, phones and card machines stay as they are for now.""",
    """Then for now the priorities are the things that hurt if they go wrong: a backup of the VetDesk PC that you can actually restore, admin accounts (who has them, change the shared passwords), antivirus coverage, and remote access so you don't drive there for every problem. The rest (email, domain, practice system) can follow your own timetable.""",
    """Backup: the VetDesk PC makes a nightly SQL dump to a USB stick. 😬 I add it to our Veeam tonight with the agent. And remote access is easy timing: TeamViewer is uninstalled everywhere since Monday, only Splashtop now, so Westgate PCs get Splashtop directly.""",
    """Good. For the agent on the VetDesk PC: use application-aware processing so the SQL Server database is backed up consistently (otherwise you back up files in use), point it at your NAS repository at Harbourside over the VPN (or a local disk first if the line is slow), and add it to the same backup copy job that goes to Wasabi, so Westgate is off-site too.""",
    """Agent job fails:

```
Failed to create snapshot: VSS_E_WRITERERROR_TIMEOUT
Writer: SqlServerWriter  State: [9] Failed
```""",
    """The SQL writer timed out while freezing the database, typical on a busy spinning disk. Check `vssadmin list writers` after a reboot; if SqlServerWriter is in a failed state, restart the "SQL Server VSS Writer" service. Then schedule the job for a quiet time (not during their nightly USB dump, which is probably running at the same hour), and make sure the SQL Server instance isn't set to a database auto-close or auto-shrink that fights with the snapshot.""",
    """The USB dump ran at 22:00, same as my job. Moved mine to 01:00, works. Also Sophos: I put the four Westgate PCs into our Sophos Central, with the same policy as the branches.""",
    """Good, that closes the two biggest gaps. Keep a short list of what is different at Westgate (practice system, phones, card readers, ISP router) in your documentation, so nobody assumes the Larkspur standard applies there yet.""",
    """Yes. The Westgate staff keep their old email domain for now too, the tenant merge is for later.""",
)

# s11 2024-08-13 (Tue)
session(
    "Oakfield reception mailbox compromised",
    "2024-08-13T09:30:00",
    """Callum. Incident. Someone got into reception.oakfield@ yesterday afternoon through a phishing page made to look like the VetEnvoy login. From that mailbox they sent 212 emails to clients with an "invoice, please pay by bank transfer" PDF. Mimecast stopped the outbound after about 200 because of the volume. The account has no MFA; only the admin accounts have it.""",
    """Contain first, then investigate:

1. Reset the password and revoke sessions: `Revoke-MgUserSignInSession -UserId reception.oakfield@larkspurvets.co.uk`.
2. Check inbox rules and forwarding (attackers hide replies from clients): `Get-InboxRule -Mailbox reception.oakfield | Format-List Name, Enabled, From, MoveToFolder, DeleteMessage, ForwardTo`.
3. Look for OAuth app consents granted by that account in Entra ID → Enterprise applications.
4. Search the unified audit log for what was read or sent.
5. Because clients' details were exposed and clients were targeted, decide within 72 hours whether it's reportable to the ICO.""",
    """Rules output:

```
Name          : ..
Enabled       : True
From          : {accounts@, noreply@vetenvoy}
MoveToFolder  : RSS Subscriptions
DeleteMessage : False
```

A rule called "..", hiding anything from the accounts team and VetEnvoy. No forwarding, no app consents.""",
    """Classic: it hides replies from the people most likely to notice something. Remove it (`Remove-InboxRule -Mailbox reception.oakfield -Identity ".."`), and check the RSS Subscriptions folder for what was hidden. Then warn the clients: anyone who received the fake invoice should get a plain message from a different address saying not to pay it.""",
    """Cleaned. The new password is in Bitwarden, in the "Shared mailboxes" collection, shared only with Ama and the Oakfield manager.""",
    """Good. For the client notice, short and plain: "Yesterday afternoon an email claiming to be an invoice from Larkspur Vets Oakfield was sent from our address without our permission. Please do not pay it or open the attachment. Your pet's records and any payments you have made to us are not affected. If you have already paid, call us on …". Send it from a different mailbox, so the warning doesn't come from the address that was just misused.""",
    """Ingrid says this wouldn't have happened with MFA, and she's right. Post-incident meeting tomorrow.""",
    """For the meeting, the timeline and the three facts that matter: the account had no MFA, a shared desk login meant nobody noticed the prompt to sign in again, and the outbound limit stopped it at about 200. The recommendation writes itself from those: per-person accounts, MFA everywhere, and an alert on unusual outbound volume that fires before the filter has to.""",
)

# s12 2024-08-29 (Thu)
session(
    "HaloITSM from Monday, MFA for everybody",
    "2024-08-29T16:00:00",
    """Piotr. Two decisions from this week's Monday call. 1) From Monday the IT tickets go into HaloITSM. The itsupport@ mailbox stays, but it only forwards into Halo, and staff can use the Halo portal as well. 2) After Oakfield, Ingrid decided: MFA for all Microsoft 365 accounts from 1 October, not only admins. Shared reception accounts become shared mailboxes and each person gets an own login.""",
    """Two solid moves. For Halo: connect the mailbox with the Microsoft 365 integration (not plain IMAP), create a category per clinic and a few types (printing, phones, PMS, hardware, access), and set auto-replies that include the ticket number. For MFA by 1 October: create the per-person accounts first, run a registration campaign in the two weeks before, enable number matching, give each clinic a "champion" who has registered, and keep a Temporary Access Pass procedure ready for the first morning.""",
    """Halo question: when somebody answers "reply all" to a ticket email with Callum in CC, Halo makes a second ticket.""",
    """Halo matches incoming mail to tickets by the ticket reference in the subject, so check that the outgoing templates put the reference in the subject in the format the mailbox rule expects, and that "reply all" isn't producing a subject where a mail client has rewritten it. Also add your own team addresses to the list of addresses that are ignored as new requesters, so a CC to Callum doesn't start a ticket on its own.""",
    """We also hired: Joaquín Ferreyra starts on 16 September as second technician, mostly for Westgate in the beginning.""",
    """Onboarding for him: accounts and MFA on day one, Halo agent licence, Splashtop technician seat, read access to the documentation, a tour of each clinic's comms cupboard, and a week shadowing Callum. Given Westgate is different from the other five, the inventory you did in July will be his best map.""",
    """MFA detail: 31 reception staff have no company phone and don't want the app on their own phone. Ingrid approved 35 YubiKey 5 NFC keys, it was over £500 so she had to sign anyway.""",
    """For key users: register the key as a FIDO2 security key (passkey) in the Authentication methods policy, issue each person a Temporary Access Pass for the first sign-in so they can register the key themselves, and keep four spare keys in a sealed envelope at Harbourside for lost keys. Write the key's serial number against the person's name; it makes "whose key is this" a two-minute job.""",
    """Good. Halo goes live Monday, I tell the clinics tomorrow.""",
)

# s13 2024-09-18 (Wed)
session(
    "New technician, slow VetDesk, phones port on Monday",
    "2024-09-18T10:10:00",
    """Hola, I am Joaquín, new in IT since Monday. Piotr say Westgate is mine now, all the IT there, and I help Callum with the other clinics. My first ticket in Halo is HD-0217: the VetDesk PC in Westgate is very slow in the morning, 15 minutes until the program opens.""",
    """Welcome. Morning-only slowness on the PC that is also the database server usually means something heavy runs at start-up or overnight and is still running at opening time: Windows updates, the antivirus scan, the backup, or SQL Server warming its cache from a slow disk. Can you check Task Manager (disk and memory) while it's slow, and the SQL Server memory setting?""",
    """Perfmon during the slow time: disk queue length 12, disk active time 100%. The disk is a 5,400 rpm HDD. SQL Server maximum memory is the default, so no limit, and the PC has 8 GB.""",
    """That's the answer. An unlimited SQL Server on an 8 GB desktop takes almost all RAM, Windows and VetDesk page to a slow disk, and everything queues on it. Two fixes: set SQL Server max server memory to about 4 GB (SSMS → server properties → Memory, or `EXEC sp_configure 'max server memory (MB)', 4096; RECONFIGURE;` after enabling advanced options), and replace the HDD with an SSD; cloning with the machine off is a one-hour job.""",
    """I order a SSD, it is £89 so no approval needed. Another thing: Callum ask me to help on Monday, the phones of the five clinics go to Weave on Monday 23rd, the numbers port at 08:00. Westgate stay with Gamma, it is not in this project.""",
    """Good, a Monday port gives you the whole week to fix things. The cutover checklist for Monday morning: call every number from a mobile (main lines, direct lines, the emergency line, out-of-hours), check the night service and the emergency overflow to the night vet, check voicemail and call recording, and check the non-voice lines (alarm, fax, card-terminal landlines) that were on the old system.""",
    """Fax! Oakfield has an old fax for results from one laboratory. Callum say nobody knows what happens with it.""",
    """Then it will probably stop on Monday, because a fax on an old PBX is often an analogue extension that doesn't exist in the new system. Ask the laboratory now whether they can email results or offer a portal; if they can't, you need a digital fax service before Monday.""",
    """I tell Callum today. Gracias!""",
)

# s14 2024-10-02 (Wed)
session(
    "MFA day two; the card terminals move to Dojo",
    "2024-10-02T08:50:00",
    """Callum. MFA for everyone went live yesterday as planned. 118 users, nine helpdesk calls before 09:00, mostly people who registered the Authenticator on an old phone. The sign-in logs show three blocked sign-ins from abroad overnight, so it's already earning its keep.""",
    """For the old-phone cases: delete their Authenticator registration, issue a Temporary Access Pass (one-time, an hour's validity) and have them register again on the current phone. That's faster than anything else and doesn't need you at their desk.""",
    """TAP fails:

```
New-MgUserAuthenticationTemporaryAccessPassMethod : Temporary Access Pass is disabled
for this user by the authentication methods policy.
```""",
    """TAP has to be enabled in the Authentication methods policy (Entra admin center → Protection → Authentication methods → Temporary Access Pass) and targeted at the users, or all users. Set a short default lifetime and one-time use. Then the cmdlet works:

```powershell
New-MgUserAuthenticationTemporaryAccessPassMethod -UserId jane.doe@larkspurvets.co.uk `
  -BodyParameter @{ lifetimeInMinutes = 60; isUsableOnce = $true }
```""",
    """Sorted. Other thing: Mireille finished the card terminal tender. Worldpay's contract is up and the five clinics move to Dojo. The Dojo Go terminals arrive this week and go live on Monday the 14th. Westgate keeps its SumUp readers; they're on their own contract until 2026.""",
    """Dojo terminals connect over Wi-Fi (with a 4G fallback on some models), so give them their own SSID and VLAN, isolated from clinical and office devices, which also keeps the card environment out of your PCI scope as much as possible. On go-live morning, run a £1 sale and refund on each terminal before the first client arrives.""",
    """Separate SSID "LVG-PAY" on VLAN 40, only internet. Also: do the Dojo terminals talk to RxWorks?""",
    """Not to RxWorks, and with Provet arriving in November it's not worth building. Ask Dojo and Provet whether there's an integration for the new system, so the invoice amount goes to the terminal and the payment comes back. Until then, reception keys in the amount, as with Worldpay.""",
)

# s15 2024-10-16 (Wed)
session(
    "Deposits at the emergency desk; the Oakfield fax is gone",
    "2024-10-16T12:20:00",
    """Ama again. The Dojo terminals have been in since Monday and mostly people love them (text receipts are a hit). The problem is the emergency desk: we take a deposit at admission, and with Worldpay we did a pre-authorisation and completed it at discharge. On the Dojo Go the night receptionist can't find pre-auth anywhere.""",
    """Pre-authorisation is usually a feature the provider switches on for the account or per terminal, not something visible by default. Ask Dojo support to enable it on the Harbourside emergency-desk terminals. Until then, the workaround is to take the deposit as a normal sale and refund the difference at discharge; it works, but refunds take days to reach the client, so tell them when you take the deposit.""",
    """Asked Dojo, they enable it on Thursday. Second: since the phones went to Weave on the 23rd of last month, the Oakfield fax line is dead, and the lab (Pathwise Diagnostics) still faxes histology results there. Callum says the fax was an analogue extension on the Mitel, which doesn't exist in Weave.""",
    """Then the cleanest fix is to stop using fax with Pathwise: ask whether they can email results or make them available on a results portal. If they can't, check whether your Weave plan includes digital fax, so faxes arrive as PDFs.""",
    """Pathwise has a results portal; they run something called LabVantage on their side and it can email a PDF for every finished report. I asked them to switch us to email.""",
    """Then give the results their own shared mailbox, labresults@, with access for the Oakfield vets and nurses, and a rule that flags anything containing "URGENT" or "malignant", so important results don't wait in a queue. Ask Pathwise to put the patient name and your case number in the subject line; it makes filing into the practice system far quicker.""",
    """Done. And for the record, the emergency line overflow to the night vet's mobile works better on Weave than it ever did on the Mitel.""",
    """Good to hear. Write the call flows down while they're fresh (opening hours, night service, the overflow and its timer); it's the documentation everybody wishes they had during the next incident.""",
)

# s16 2024-10-30 (Wed)
session(
    "Provet cutover weekend",
    "2024-10-30T17:10:00",
    """Deepa. The Provet dry run on Monday went okay: migrating the test copy took 7 h 40 min, and 2 of our 14 checks failed (vaccination due dates one day early for 60 pets, and stock quantities wrong for items with pack sizes). Provet fixed both yesterday. So we're on: the final RxWorks export runs this Saturday night from 22:00, Provet's team loads it on Sunday, and the five clinics open on Provet on Monday morning, 4 November. RxWorks stays on HBS-SRV01, read-only.""",
    """The part that needs the most care is the time between the export and Monday, because Harbourside keeps seeing patients. Things to have on paper before Saturday:

- The night team's paper admission, treatment and discharge forms, and who re-enters them in Provet on Monday.
- The reminder run in RxWorks switched off, so clients don't get reminders from both systems.
- A list of day-one checks per clinic (log in, find a client, book, invoice, take a payment, print a label).
- Who is on call on Sunday and Monday morning, and how clinics reach them.""",
    """Harbourside night team works on paper from 22:00 on Saturday until Provet is up, probably Sunday afternoon. Vaccination reminders: Provet sends them itself from now on, so I'm switching off the Esendex job in RxWorks. Label printing is the part I'm least sure about; Callum is sorting the printers on Friday.""",
    """Then make label printing one of the first day-one checks at every clinic, because dispensing without labels stops a clinic faster than anything else. And have one person at Harbourside on Monday from 07:30 whose only job is walking around fixing small things.""",
    """Weave: Callum has to connect Weave to Provet on Monday morning so calls show the client again. Today it reads from RxWorks.""",
    """Do it as early as you can on Monday, before the phones get busy, and test with a known client's number. For the first few days the pop-up will only be as good as the phone numbers migrated into Provet, which is where the April clean-up pays off.""",
    """Wish us luck.""",
)

# s17 2024-11-13 (Wed)
session(
    "Provet week two: double labels and missing lab results",
    "2024-11-13T09:05:00",
    """Callum. Provet week two. Printing is the top category in Halo: at Millbrook the Brother QL-820NWB on the dispensing desk prints every drug label twice. Only that one; Quarry Lane and Riverton have the same model and print once.""",
    """Duplicate prints from a browser-based system almost always mean two print agents: two instances of the agent registered for the same printer (for example one per Windows user), each polling for jobs and printing it. Check how many agent processes run on that PC and how many agents Provet lists for Millbrook.""",
    """Two agents, one under my login from when I set it up and one under the reception login. Removed mine, single labels now. Next: the IDEXX results for Harbourside don't reach Provet. VetConnect PLUS shows them fine.""",
    """Then the lab integration is running but can't attach results to patients, usually because the request in Provet and the sample on the analyser don't share an identifier, or the integration for that clinic isn't mapped to the right IDEXX account. Check whether results for tests ordered from Provet arrive and only walk-in samples don't; that tells you whether it's mapping or matching. Provet support will need the IDEXX account number per clinic.""",
    """Only walk-in samples. So it's the matching, I'll open it with Provet. And people still open the read-only RxWorks to look up history, because the old notes show up in Provet as an attachment.""",
    """That will fade as new history builds up in Provet, but a ten-minute "where to find old notes" demo at each clinic helps more than an email. Keep RxWorks read-only until the clinics stop needing it, then archive a full export before switching it off.""",
    """One more. Ama is upset about last Wednesday: we changed a Provet setting at 19:45, inside the usual evening window, and the emergency desk lost Provet for 20 minutes while a road traffic accident came in.""",
    """The evening window was designed around the branches closing; with Provet, Harbourside's evening is busy and the window no longer protects the hospital. Before arguing about a new slot, look at data: Provet sign-ins or invoices per hour across a few weeks will show when the hospital is genuinely quietest.""",
    """I'll raise it with Ingrid.""",
)

# s18 2024-11-27 (Wed)
session(
    "Sunday change window, an electronic CD register, a new line",
    "2024-11-27T11:00:00",
    """Piotr. Three things from Ingrid's meeting yesterday. First, the change window: from 1 December, changes to Provet settings, network and phones happen only in the Sunday window, 06:00 to 09:00. No more weekday evenings after 19:30. Since Provet, the evening is the busiest time at the Harbourside emergency desk, and the change on 6 November hurt. Provet sign-ins per hour show Sunday 06–09 is the quietest of the whole week.""",
    """A clear rule with a reason, that's the kind that survives. Three details make it work: define what counts as an emergency change (service down or a security issue) and who can approve one outside the window; make the Sunday window a rota, so the same person isn't up at 06:00 every weekend; and announce each Sunday's changes to the clinics on Friday, so the night team knows what to expect.""",
    """Second: Dr Lindqvist, our clinical director, wants an electronic controlled drugs register. She chose CDwise, a small UK company. The plan is to start in January in all five clinics and stop the paper CD register books.""",
    """Before January, check the things that decide whether an electronic CD register is acceptable in practice: an audit trail that can't be edited, how a witness's signature is captured and attributed, what happens when the internet or the service is down (especially at night at Harbourside), how long records are retained and in what format you can export them for an inspection, and who has admin rights. Keep the paper registers running in parallel for the first month.""",
    """Third: the Neos Networks engineer is at Harbourside right now, our 1 Gbps leased line gets lit today. The BT fibre is ceased next week, and the Peplink keeps the 4G as failover.""",
    """Before the BT line goes: anything that points at the BT static IP has to move to the Neos address. Typically the branch VPN peers, firewall rules at suppliers who allowlist you, DNS records for remote access, and the Wasabi or Microsoft 365 conditional access "trusted locations". Make a list today, while both lines work.""",
    """The branch VPNs! The site-to-site tunnels all point at the BT address. Do I change them tonight?""",
    """Tonight is still inside your old evening window and the new rule starts Sunday, so yes. Add the Neos address as a second peer on each branch first, bring the tunnel up over it, then remove the BT peer. Do one branch, check Provet and the phones there, then the rest.""",
    """Millbrook and Oakfield tonight, Quarry Lane and Riverton after. Westgate has no VPN yet.""",
)

# s19 2024-12-11 (Wed)
session(
    "Leased line settled, Starlink declined, choppy calls",
    "2024-12-11T14:30:00",
    """Callum. Harbourside has been on the Neos leased line for two weeks now, and it's been boring in the best way. BT ceased on Friday. Ingrid asked whether we should add Starlink as the backup at Harbourside instead of the Peplink's 4G.""",
    """The case for it: a second path that doesn't share anything with the fibre or the mobile mast. The case against: cost, mounting, and whether your 4G has actually failed you. What has the 4G done in the outages you had this year?""",
    """We priced it: Starlink's business kit and plan come to about £95 a month, it needs a roof mount, and Harbourside is a listed building, so there's planning consent to deal with. The 4G carried us through every outage this year. Piotr said no; we keep the Peplink and move it to a bigger SIM, 200 GB a month.""",
    """Reasonable. Keep testing the failover monthly, and make sure the Peplink's health check pings something outside your provider's network, so it fails over when the internet is gone, not only when the link light goes off.""",
    """Now Weave: calls at Riverton are choppy since yesterday. Weave's call quality page shows jitter around 60 ms and 3% packet loss for Riverton only.""",
    """Loss and jitter at a single site, starting on a specific day, points at that site's internet or its router. Check whether Riverton's ISP router changed (an update or a replacement), and whether SIP ALG is switched on: it rewrites SIP packets and is a common cause of one-way audio and broken calls on hosted phones. Then look at upload saturation: a backup or a big upload at that site makes calls choppy.""",
    """Riverton's ISP pushed a firmware update on Monday and it turned SIP ALG back on. Turned it off, calls are clean.""",
    """Add a line to the Riverton notes: "ISP router firmware updates re-enable SIP ALG, check after updates". That way the next person finds it in minutes.""",
)

# s20 2025-01-08 (Wed)
session(
    "Stand-up cadence and the Sophos renewal",
    "2025-01-08T09:40:00",
    """Piotr. Happy new year. Two changes for 2025. The weekly Monday IT call is too much now that Halo shows us everything; from next Tuesday, the 14th, we do a fortnightly stand-up on Tuesdays at 08:30, thirty minutes maximum. Mondays are the worst day for the clinics anyway.""",
    """Fortnightly works if the in-between is covered by the tool. A fixed agenda keeps it inside 30 minutes: (1) Halo: tickets open more than five days, by clinic; (2) changes done and planned for the next Sunday windows; (3) anything blocking; (4) one project update. Put the Halo dashboard on screen instead of reading lists aloud.""",
    """Second: the Sophos renewal is due on the 15th, £4,900. We already pay for Microsoft 365 Business Premium, which includes Defender for Business. Callum tested Defender on ten PCs in December: no problem with Provet or the print agent after one exclusion. So we don't renew Sophos. All endpoints move to Defender on Monday, the 13th, through Intune, and then Sophos gets removed.""",
    """The usual order for that move:

1. Onboard devices to Defender for Business through Intune (endpoint security policies); with another antivirus present, Defender Antivirus runs in passive mode until the other is removed.
2. Check every device shows as onboarded and healthy in the Defender portal.
3. Turn off Sophos tamper protection, uninstall Sophos, and confirm Defender Antivirus switches to active mode.
4. Apply your attack surface reduction rules in audit mode for a week before blocking.""",
    """Tamper protection stops the uninstall on the test PC:

```
SophosUninstall.exe: Uninstallation failed. Tamper protection is enabled on this device.
```""",
    """Expected. Turn off tamper protection for those devices in Sophos Central (Devices → select → Disable tamper protection, or in the policy) and wait for the device to check in, then run the uninstaller. For a few stubborn ones, Sophos's per-device tamper protection password lets you disable it locally. Do the removal in batches per clinic so you can tell what broke where.""",
    """Good. Westgate's four PCs as well, Joaquín does those.""",
    """Then Westgate gets the same ASR audit week. Their VetDesk PC in particular: databases and old software trigger ASR rules more than anything else, so watch its events before you switch the rules to block.""",
)

# s21 2025-01-22 (Wed)
session(
    "Defender versus the print agent; the CDwise plan is off",
    "2025-01-22T15:15:00",
    """Callum. Since we dropped Sophos on the 13th, Defender has blocked the Brother print agent's updater twice on Oakfield PCs:

```
Attack surface reduction rule: Block executable files from running unless they meet a
prevalence, age, or trusted list criterion
Blocked: C:\\Users\\Public\\BrPrintAgent\\update\\agent_update.exe
```""",
    """That rule blocks executables that are new and rare in Microsoft's cloud data, which describes a small vendor's auto-updater perfectly. Add a per-rule exclusion for that path (or better, the folder with the agent, if the updater's name changes) in the Intune ASR policy, rather than switching the rule to audit for everyone. Check the other clinics' events too; if Oakfield hit it, the others will when their update comes.""",
    """Done as a per-rule exclusion for the folder. Second: the CDwise project is cancelled. Dr Lindqvist pulled it on Monday. CDwise can't capture the witness signature when the internet is down, and at Harbourside at night a CD entry needs a witness even if the line is dead. Their audit export is also only an editable CSV. So the paper CD registers stay, in every clinic.""",
    """That's a fair reason to stop: the register has to work in exactly the situation you can't plan for. If the electronic option comes back later, those two requirements (offline witness capture and a tamper-evident export) are your test.""",
    """Until then, Bea wants the paper registers checked weekly by the head nurse at each clinic, with a running balance check. Can you give me a simple checklist?""",
    """Weekly CD register check, per clinic:

1. Each entry complete: date, name and address of supplier or recipient, quantity, batch where used, signatures.
2. Running balance for every Schedule 2 drug matches the physical count in the cabinet.
3. Any correction made as a dated, signed footnote, never crossed out.
4. Destruction of expired stock recorded with the authorised witness.
5. Sign and date the check on the page.""",
    """Perfect. Printed, laminated, done.""",
)

# s22 2025-01-30 (Thu)
session(
    "Handover of network and phones; Deputy for the hospital",
    "2025-01-30T11:45:00",
    """Callum. Personal news: I'm going to three days a week from February because of my degree. So from Monday Joaquín takes over network and phones from me, all six clinics. I keep the helpdesk queue on my days.""",
    """Then this week is for the handover notes, while you still have time for questions:

- UniFi: controller login, site list, VLANs (data, voice 30, payment 40), firmware policy.
- Weave: admin access, call flows per clinic, the emergency overflow, the Pathwise email arrangement instead of fax.
- Westgate: Gamma Horizon admin and the ISP router.
- Neos and the Peplink: contract numbers, support numbers, the monthly failover test.
- The branch VPN peers and their history.
A joint Sunday window or two, with Joaquín doing it and you watching, is worth more than any document.""",
    """Second: Ama got her way. Harbourside leaves RotaCloud for Deputy, starting with the March rota, which starts on Monday 3 March. Deputy handles shifts that cross midnight, on-call availability, and a night rate as a separate pay rule. The branches stay on RotaCloud; they're happy with it and it's cheaper for them.""",
    """Two rota systems is fine if payroll gets one shape of data. Agree with Mireille what export she needs (columns, pay codes, period boundaries), set up both systems to produce it, and run February's data through both in parallel so you compare a month before it counts.""",
    """Ama already asked Mireille. One more: Joaquín asks how to get the Gamma Horizon admin for Westgate; the previous owner's IT company still has it.""",
    """Ask Gamma (through the account holder, which should be Larkspur since completion) to add Joaquín as an administrator and remove the old IT company's access. If the account is still in the previous owner's name, that's a contract novation question for Mireille and Ingrid, not something to solve with shared passwords.""",
    """I'll tell him. Thanks for everything, I'm not gone, just less.""",
)

# s23 2025-02-19 (Wed)
session(
    "Planning Westgate onto Provet; a booking trial at Millbrook",
    "2025-02-19T10:30:00",
    """Joaquín. We fix the date: Westgate goes to Provet on Monday 10 March. The VetDesk export is on Saturday 8th, Provet load it Sunday. Deepa does the Provet side, I do the hardware: two Brother label printers, the print agent, and I take the old VetDesk PC out from under the reception desk after.""",
    """Same pattern as November, smaller. Three Westgate specifics: VetDesk export format (check that Provet's migration team has already done a test with a full copy), their SumUp readers (they stay, so reception keeps keying amounts in), and their Gamma phones, which don't have a Provet integration like Weave, so no caller pop-up there. And keep the VetDesk PC running read-only for a few months before you remove it; people will need the old history.""",
    """OK, the PC stays but read-only. Other thing: Millbrook started a trial of Vetstoria, online booking, two weeks ago. It syncs with Provet. Six weeks. But already two double bookings: a client booked online a slot that reception gave on the phone one minute before.""",
    """That's sync latency: if the booking tool reads free slots from Provet every few minutes, anything booked at reception in between still looks free online. Ask Vetstoria what the sync interval is and whether it can hold a slot in Provet at the moment of booking. Keep counting double bookings per week through the trial; that number should decide it.""",
    """Deepa counts them. Last: in Westgate the Wi-Fi is from the ISP router, and for Provet on tablets I want UniFi like the other clinics. It is £640 with two APs and a switch, so Ingrid must approve.""",
    """Make the request short: what's broken today (single consumer router, no separation of guest and clinical devices, no remote management), what you'll buy, and that it matches the other five clinics so you and Callum support one setup. Over the £500 threshold it'll be a quick yes if it's clear.""",
    """She said yes in 10 minutes 🙂""",
)

# s24 2025-03-05 (Wed)
session(
    "Deputy's first week at Harbourside",
    "2025-03-05T13:10:00",
    """Ama. Deputy has been live for the hospital since Monday. The branches are still on RotaCloud, as planned. First issue: Sunday's night shift 19:00–08:00 shows in Deputy's timesheets as 13 hours on Sunday, but the night-rate rule should pay the hours after midnight as Monday night rate.""",
    """In Deputy, pay rules that depend on time of day are applied per time segment only when the rule is set to apply by time rather than per shift. Check the night-rate pay rule: it should cover 00:00–08:00 (and 19:00–24:00 if that's also night rate) and be applied to hours within that window, not to the whole shift by start time. Then re-approve Sunday's timesheet so it recalculates.""",
    """Found it, the rule was "by shift start". Changed, Sunday recalculated correctly. Second: the on-call vet at night has to show as available but not working. Deputy has availability, but it shows as a gap in the rota and the nurses think nobody is on call.""",
    """Model on-call as its own area (or role) with zero-cost shifts, for example "On call vet, 19:00–08:00", so it appears on the rota like a shift everyone can see. If on-call is paid as a flat rate, attach it as an allowance to that shift rather than hours.""",
    """Much better. Joaquín asked me to tell you: network and phones are his since the start of February, and he will change the Weave hours at Harbourside this Sunday in the window for the spring opening hours.""",
    """Good; Sunday morning is also when nobody's calling to complain about a wrong announcement. Ask him to test the new hours by calling in from a mobile after the change, including the emergency overflow.""",
    """Will do. Thanks!""",
)

# s25 2025-03-12 (Wed)
session(
    "Westgate's first days on Provet",
    "2025-03-12T09:20:00",
    """Joaquín. Since Monday Westgate is on Provet! VetDesk is read-only on the old PC. Problems so far: 1) the reception cannot see the old appointment diary, 2) one Brother printer prints labels with the text cut on the right side.""",
    """1) Expected: Provet's migration doesn't bring the old diary (same as at the other clinics, only the last 12 months for them). For future appointments booked in VetDesk before the cutover, check they came over; for past ones, the read-only VetDesk is the reference. 2) Cut-off text is a label size mismatch: the print agent or the Provet label template is set for a different roll width than the one loaded. Check the media setting in the Brother driver (for example 62 mm continuous vs 29×90 die-cut) matches the roll and the template.""",
    """It was 62 mm in the driver and 29 mm roll in the printer. Fixed. Westgate also asks: the SumUp readers, can they connect to Provet?""",
    """Check Provet's list of supported terminal integrations; if SumUp isn't on it, reception keeps keying in amounts as they do now. The five other clinics are on Dojo, so if Westgate's SumUp contract ends in 2026 that's the moment to bring them into the same setup.""",
    """Yes, Mireille has the date. Also the phones: Gamma Horizon at Westgate, people ask why no caller pop-up like the others.""",
    """Because the pop-up comes from Weave's integration with Provet, and Westgate isn't on Weave. Gamma Horizon can show a caller name from its own directory, but not the client record. Write it in the Westgate notes so nobody promises a pop-up until the phones change.""",
    """OK. In general, a good start. The vets like Provet more than VetDesk.""",
)

# s26 2025-04-02 (Wed)
session(
    "New approval limits, Vetstoria verdict, booking in Provet",
    "2025-04-02T16:00:00",
    """Bonjour, Mireille Dubois from finance. Piotr asks me to explain the new rule for the IT team so you have it right when you help them. Since yesterday, 1 April, Piotr can approve IT purchases alone up to £1,000. Above £1,000 it needs Ingrid and me, both. The old limit of £500 was sending Ingrid every little request, even boxes of labels.""",
    """Clear. So: up to £1,000 Piotr alone; above £1,000, both Ingrid and Mireille. A couple of edge cases worth settling in writing: whether the limit applies per order or per item (splitting a £1,600 order into two invoices shouldn't dodge it), and whether subscriptions count by monthly price or annual value.""",
    """Per order, and for subscriptions the value for one year. I write it in the finance handbook. Now Piotr wants to write himself.""",
    """Understood; I'll keep those two points in mind for any request.""",
    """Piotr. Vetstoria: the trial at Millbrook ended and we don't take it. Two double bookings per week from the sync delay, every week of the trial, and it was a per-clinic fee on top of Provet. Provet has its own online booking included in what we pay; we switch it on for all six clinics on Monday 14 April, and it replaces the appointment request form on the website.""",
    """For the 14th: decide which appointment types clients can book online (vaccinations and routine consults; not emergencies, which should say "call us" with the number), set a minimum notice, add the booking link where the old form was, and keep the old form's mailbox monitored for a couple of weeks for anything that slips through. Tell every reception team to expect online bookings to appear directly in the diary.""",
    """Also the website form: we leave a text "for emergencies call" and the Harbourside number.""",
    """Good. And put the emergency number at the top of the booking page as well; people who are frightened don't read to the bottom.""",
)

# s27 2025-04-23 (Wed)
session(
    "Partner report paragraph; dropping Mimecast at renewal?",
    "2025-04-23T11:10:00",
    """Ama. Online booking in Provet has been running since the 14th: 312 bookings in eight days, and reception loves not retyping the web form. I'm writing the quarterly report for the partners. My paragraph: "We moved to Provet on 28 October 2024, and since then missed reminders have fallen and clients can now book online." Can you make it sound better?""",
    """"Since our move to Provet on 28 October 2024, missed vaccination reminders have fallen and, from 14 April 2025, clients can book routine appointments online at all six clinics: 312 bookings in the first eight days." If you have the reminder numbers before and after, one figure there would make the first claim concrete.""",
    """Callum here, on Ama's laptop because mine is updating. Different topic: Mimecast's renewal is on 2 June. Piotr wants to drop it and use the filtering in Defender for Office 365, which comes with Business Premium, and save about £3,800 a year. I'm not convinced. In my test last month, Defender let through two supplier-impersonation emails that Mimecast had caught.""",
    """Your test points at the real gap: Defender for Office 365 Plan 1 has impersonation protection, but it only protects the domains and senders you list in the anti-phishing policy, and lookalike supplier domains are exactly what slips past a default configuration. If you go ahead, configure before the switch: impersonation protection for your own domain and your key suppliers' domains (the wholesaler, the labs, VetEnvoy), mailbox intelligence on, Safe Links and Safe Attachments policies for everyone, and a run of your test emails again with the final policy.""",
    """Piotr decided: we go to Defender at the renewal, on 2 June, and I configure the impersonation protection for our suppliers before that. He says if it doesn't work we can still go back.""",
    """Then keep the way back cheap: ask Mimecast now what reinstating would cost and how fast, and keep your current Mimecast policies exported. Plan the MX change for early morning with a short DNS TTL set a few days before, so both directions are quick.""",
    """Good idea, I'll ask them. One small one: marketing asks why their newsletter didn't go to clients in Riverton. That's Hattie's Brevo account; the client newsletter is marketing's tool, not ours. Do I help?""",
    """Help her look, but the first check is on her side: Brevo's campaign report shows whether the Riverton contacts were in the list, unsubscribed, or bounced. If the list came from a Provet export, a missing filter (clinic = Riverton) is the most common cause.""",
    """A missing filter it was. Thanks!""",
)

# s28 2025-05-08 (Thu)
session(
    "Backups change hands; a date corrected; Covetrus",
    "2025-05-08T14:00:00",
    """Piotr. From Monday Callum takes over the backups from me: the Veeam jobs, the Wasabi copies, and the monthly restore tests. I stay as escalation. I want the handover clean, what should be in it?""",
    """A backup handover should let Callum answer "can we restore X, and how long would it take" without you:

- Inventory: what's backed up (HBS-SRV01 with the file shares and the RxWorks archive, the VetDesk PC at Westgate, anything else), schedule (every four hours to the NAS, nightly copy to Wasabi), retention and immutability.
- Credentials: Veeam console, the NAS, the Wasabi account, the encryption password (with who else holds it).
- The last three restore tests, with times.
- What alerts arrive where, and what "normal" looks like.
- Monthly calendar entry for the restore test in his name from June.""",
    """Deepa here, joining. I saw Ama's partner report: it says we moved to Provet on 28 October 2024. That's wrong. 28 October was the dry run. The five clinics went live on Provet on Monday 4 November 2024, and Westgate on 10 March 2025. Ama has fixed the report.""",
    """Thanks for catching it; I used her date when I rewrote the paragraph. For the record: 28 October 2024 was the Provet dry run; the five clinics went live on 4 November 2024, Westgate on 10 March 2025.""",
    """Piotr again. Last: the pharmacy wholesaler. NVS moved the next-day cut-off again, to 14:00 now, and in April we had six missed deliveries at Riverton and Quarry Lane. Covetrus delivers twice a day to Harbourside and once to the branches, with a 17:00 cut-off. Mireille signed; we order from Covetrus starting Thursday 22 May.""",
    """In Provet, the supplier change is mostly data: add Covetrus as a supplier with your account numbers per clinic, load their price file and product codes, map your stock items to their codes (the top 200 lines by volume cover most orders), and update the reorder templates. Keep NVS active but unused for a month for returns and credits.""",
    """And Covetrus sells their own practice system, Pulse; their rep already tried to talk to Ingrid about it. We only buy drugs from them.""",
    """Understood: Covetrus is the wholesaler, Provet stays your practice system. Worth telling the clinics the same thing, so nobody assumes the new wholesaler means new software.""",
)

# s29 2025-05-28 (Wed)
session(
    "Covetrus order codes; the MX change on Monday",
    "2025-05-28T10:00:00",
    """Callum. We've been ordering from Covetrus since last Thursday. First problem: 14 items in the Riverton order came back "product discontinued", because Provet used the old NVS codes for items that weren't mapped yet.""",
    """Find every stock item still carrying an NVS code as its preferred supplier code: in Provet's stock list, filter by preferred supplier = NVS, export, and map the remaining codes against Covetrus's price file. For anything without a match, set the preferred supplier to Covetrus with a blank code, so the order can't go out with a dead code.""",
    """Mapped. Now email: the MX switch from Mimecast to Defender is this coming Monday, 2 June, at 07:00. It's email, so it's not under Ingrid's Sunday-window rule. TTL on the MX record has been 300 seconds since Friday.""",
    """Runbook for Monday:

1. 06:55 check the Defender anti-phishing, Safe Links and Safe Attachments policies are on and target everyone.
2. 07:00 change MX to larkspurvets-co-uk.mail.protection.outlook.com (your tenant's value), remove the Mimecast MX records.
3. Update SPF if Mimecast sent outbound on your behalf; move outbound to Exchange Online directly.
4. Leave the inbound connector that only accepts mail from Mimecast's IPs in place for 48 hours (mail already queued at Mimecast still needs to arrive), then remove it, or Exchange will reject direct delivery.
5. Send test emails from outside (Gmail, a supplier) and check headers show Microsoft's filtering.""",
    """Step 4 is the one I would have forgotten. What about the Mimecast archive?""",
    """Check the contract for archive access after termination: usually you get a period to export. Export what you need for retention (probably the last few years of clinic and finance mailboxes) into Microsoft 365 or a PST store before access ends. If retention is the main concern, Microsoft 365 retention policies can take over from now on.""",
    """Exports scheduled. I'll report Monday how it went.""",
)

# s30 2025-06-25 (Wed)
session(
    "Fake Covetrus invoices, and back to Mimecast",
    "2025-06-25T08:30:00",
    """Callum. We put the MX back to Mimecast on Monday. Short version: since the 2 June switch, Defender did fine on ordinary spam, but last week a phishing wave came from a lookalike domain, covetrus-billing.co, with "overdue invoice" emails and a link to a fake Microsoft login page. Defender delivered it to 40 mailboxes. Two people entered their passwords; MFA saved us. Piotr called it on Friday, and Mimecast reinstated us at the old price.""",
    """Good outcome for a bad week. Loose ends to tie off now:

- The two users: reset passwords, revoke sessions, check for MFA prompts they may have approved, and review their sign-ins since the click.
- Search and purge the remaining copies of the wave from every mailbox (Content search or Threat Explorer), so nobody clicks it next week.
- Block covetrus-billing.co and similar lookalikes on Mimecast.
- Put the Mimecast inbound connector and its IP restriction back in Exchange Online, or mail that bypasses Mimecast by going straight to Microsoft will still be accepted.""",
    """Connector done, purge done: 43 messages removed. Both users had only entered the password, no MFA approval. I'm writing the note for Ingrid: why we went back.""",
    """Keep it to facts: the saving was £3,800 a year; in three weeks, one lookalike-domain campaign reached 40 mailboxes through the new filtering and two staff entered passwords; MFA prevented access; the previous filtering had caught the same kind of impersonation in testing. Decision: filtering reverted to Mimecast on 23 June at the previous price. Lesson: for a business that pays suppliers by invoice, impersonation filtering is worth its cost.""",
    """Sent. Piotr also wants a short "how to spot a fake supplier invoice" for the receptions.""",
    """Five lines for the receptions:

1. Check the sender's domain letter by letter (covetrus.com is not covetrus-billing.co).
2. Invoices never ask you to log in to see them; if a link asks for your Microsoft password, stop.
3. Changed bank details are always verified by phone, on a number you already have.
4. Urgency ("overdue", "final notice") is the trick, not the reason.
5. When in doubt, forward it to itsupport@ and wait.""",
    """Laminated version on every reception desk by Friday.""",
)

# s31 2025-07-22 (Tue)
session(
    "Westgate hunt group and a restore test",
    "2025-07-22T14:40:00",
    """Joaquín. Phones are mine since February, so this is mine: at Westgate, calls to the main number ring only one handset since a receptionist left. The Gamma Horizon hunt group still had her in first position with "no answer: wait" and no timeout.""",
    """In Horizon's hunt group settings, remove the leaver (or replace her with the reception role, not a person), set the ring pattern to simultaneous or circular with a no-answer timeout of 15–20 seconds per member, and set an overflow destination (voicemail or Harbourside reception) for when nobody picks up. Also check the leaver's own extension isn't still forwarding somewhere.""",
    """Simultaneous, 20 seconds, overflow to voicemail. Works. Also SumUp: one Westgate reader shows "update required" and cannot take payments.""",
    """SumUp readers update through the SumUp app on the paired phone or tablet: open the app, connect to the reader while it's charged above 50%, and let the firmware update finish without leaving the app. If it stalls, unpair and pair the reader again first.""",
    """Updated, it takes payments. Callum asks me to tell you: he did the monthly restore test yesterday, the backups are his since May. The VetDesk PC restored from Wasabi in 52 minutes.""",
    """Good numbers. Ask him to note the restore time in the same place every month; the trend tells you when something (the line, the size of the backup) is getting worse before a real restore finds out.""",
    """He has a sheet already. Last: Deputy at Harbourside wants to send the rota to the payroll export on Sunday night, and that is not a Provet or network change, so no window needed, yes?""",
    """Right: the Sunday window covers Provet settings, network and phones. A scheduled export from Deputy is neither; it just runs. If it ever needed a change to firewall rules or Provet, that part would go in the window.""",
)

# s32 2025-08-27 (Wed)
session(
    "Sofia joins; Provet administration changes hands in October",
    "2025-08-27T10:15:00",
    """Deepa. News: Sofia Marchetti started on the 18th as systems analyst. From 1 October Sofia owns Provet administration (settings, templates, user accounts, reminders), and I move to the reporting project for the partners full time. We're doing the handover in September.""",
    """A practice system handover has a long tail of "why is it set like that". Useful pieces:

- Every non-default setting with the reason, if you remember it (reminder intervals, numbering, user roles).
- The integrations and who to call: Weave, IDEXX, the booking page, the Brother print agents, VetEnvoy.
- Recurring jobs and checks: the monthly reminder review, user account clean-up for leavers and locums.
- Open tickets in Halo assigned to you, reassigned or explained.
- Two or three changes that Sofia makes herself in the Sunday window with you watching.""",
    """Sofia is here with me.""",
    """Welcome, Sofia.""",
    """Ciao, thank you! First question from me: in Provet the vaccination reminder for cats is sent 14 days before due, for dogs 28 days. Is that a mistake or there is a reason?""",
    """Not necessarily a mistake, but it's exactly the kind of setting that should carry its reason. Ask Deepa whether it was a clinical decision (cat owners booking later, for example) or left over from RxWorks' defaults. Then write the reason next to the setting in your notes either way.""",
    """Deepa says it came from RxWorks defaults, nobody decided. Bea will decide. For the stand-up next Tuesday I present myself, is 08:30 right?""",
    """If nothing changed since January, yes: the IT stand-up is fortnightly on Tuesdays at 08:30, thirty minutes. Piotr will confirm whether next Tuesday is a stand-up week.""",
    """Yes, it is. Grazie.""",
)

# s33 2025-10-08 (Wed)
session(
    "First week as Provet admin: reminder templates",
    "2025-10-08T09:00:00",
    """Sofia here. Since last Wednesday I am officially the Provet admin, Deepa is on the reporting project now. First real problem: Bea decided 28 days for cats too, like dogs. I change the reminder rule, but the reminders already planned for October still use 14 days. Do I need to change them one by one?""",
    """Usually not: in most practice systems the interval applies when a reminder is generated, so reminders already generated keep their date. Look for a way to regenerate pending reminders for a species (Provet's reminder settings or a bulk action on the reminder list). If there isn't one, only the reminders due in the next two weeks matter in practice, because everything after that will be generated with the new rule.""",
    """There is a bulk action "recalculate due reminders" with a filter by species. I want to do it, it changes 1,100 reminders. It is a Provet setting, so it goes in the Sunday window, 06:00 to 09:00, right?""",
    """Yes: it's a change to Provet data and settings, so the Sunday window applies. Before you run it, export the list of affected reminders (the before state), run it for a small filter first (one clinic), check a few by hand, then do the rest.""",
    """OK, Sunday then. Another: a client complains she receives our newsletter and the vaccination reminder the same day, "too many emails". The reminder is from Provet, but the newsletter?""",
    """The newsletter comes from marketing's Brevo account, not from Provet, so the two systems don't know about each other. Send it to Hattie in marketing: Brevo can exclude contacts who received a reminder that week if Provet's reminder list is imported as a segment, or marketing can simply avoid the reminder days.""",
    """I write to Hattie. Last question: who approves if I need a Provet add-on for €1,500 a year?""",
    """Since April, Piotr can approve up to £1,000; above that it needs Ingrid and Mireille together. €1,500 a year is well over £1,000, and subscriptions count by their annual value, so it goes to both of them.""",
    """OK, I prepare it for both.""",
)

# s34 2025-11-13 (Thu)
session(
    "Systems overview for the board",
    "2025-11-13T15:30:00",
    """Ingrid. I need a one-page overview of our systems for the board pack next week, as they stand today. Draft it from what you know and I'll correct it.""",
    """Draft, Larkspur Veterinary Group systems, November 2025:

- Practice management: Provet Cloud at all six clinics (five since November 2024, Westgate since March 2025).
- Phones: Weave at the five original clinics; Gamma Horizon at Westgate.
- Card payments: Dojo at the five original clinics; SumUp at Westgate.
- Email and identity: Microsoft 365 Business Premium, MFA for every account; email filtering with Microsoft Defender for Office 365.
- Endpoint protection: Microsoft Defender for Business.
- IT service desk: HaloITSM; remote support with Splashtop; passwords in Bitwarden.
- Backups: Veeam every four hours to the NAS at Harbourside, nightly immutable copy to Wasabi.
- Internet at Harbourside: Neos Networks 1 Gbps leased line with 4G failover.
- Rotas: Deputy at Harbourside, RotaCloud at the branches.""",
    """One mistake: email filtering is Mimecast. We tried Defender from 2 June and went back to Mimecast on 23 June after the fake Covetrus invoices. Everything else is right. Add who owns what.""",
    """Corrected: "email filtering with Mimecast (Defender for Office 365 was tried from 2 June to 23 June 2025 and reverted)". Ownership section:

- Practice system administration: Sofia Marchetti (since 1 October 2025).
- Network and phones, all six clinics: Joaquín Ferreyra (since February 2025).
- Westgate IT: Joaquín Ferreyra.
- Backups: Callum Price (since May 2025).
- IT lead and escalation: Piotr Zieliński.""",
    """Good. Also the rules, the board likes rules: how we approve purchases and when we make changes.""",
    """- Purchases: IT purchases up to £1,000 approved by the IT lead; above £1,000 by the head of operations and the finance controller together (since April 2025).
- Changes to the practice system, network and phones: Sunday 06:00–09:00 only, emergencies excepted (since December 2024).
- IT team meeting: fortnightly stand-up, Tuesdays 08:30.
- Controlled drugs: paper registers at every clinic, checked weekly by the head nurse.""",
    """Perfect. The wholesaler too, one line.""",
    """- Pharmacy wholesaler: Covetrus (since May 2025, replacing NVS).""",
    """Done. Thank you, that goes in the pack.""",
)

# ---------------------------------------------------------------------------------------------
# corpus assembly


def build_corpus() -> dict:
    sessions = []
    for number, (title, start, turns) in enumerate(SESSIONS, start=1):
        sid = f"{PREFIX}/s{number:02d}"
        at = datetime.fromisoformat(start)
        rows = []
        for index, text in enumerate(turns, start=1):
            role = "user" if index % 2 == 1 else "assistant"
            if index == 1:
                at += timedelta(minutes=1)
            elif role == "assistant":
                at += timedelta(minutes=2 + len(text) // 700)
            else:
                at += timedelta(minutes=5 + len(text) % 9)
            rows.append({"id": f"{sid}#{index}", "speaker": role, "role": role,
                         "text": text, "at": at.isoformat()})
        sessions.append({"id": sid, "title": title, "started_at": datetime.fromisoformat(start).isoformat(),
                         "turns": rows})
    return {"format": "graphmem-chat/1", "sessions": sessions}

# ---------------------------------------------------------------------------------------------
# ground-truth facts: one timeline per (subject, predicate); states chain without gaps

FACTS: list[dict] = []


def fact(timeline: str, subject: str, predicate: str, obj: str, valid_from: str, valid_to: str | None,
         evidence: list[str], note: str | None = None) -> None:
    row = {"subject": subject, "predicate": predicate, "object": obj, "valid_from": valid_from,
           "valid_to": valid_to, "evidence": [f"{PREFIX}/{e}" for e in evidence], "timeline": timeline}
    if note:
        row["note"] = note
    FACTS.append(row)


FIRST = "in place when first mentioned ({}); its true start is unknown"

# practice management systems: the five original clinics and Westgate are separate series
fact("pims_group", "larkspur original five clinics", "practice_management_system",
     "RxWorks (on-prem, server HBS-SRV01 at Harbourside, RemoteApp for the branches)",
     "2024-03-11", "2024-11-04", ["s01#1", "s04#1", "s08#1", "s16#1"], FIRST.format("2024-03-11"))
fact("pims_group", "larkspur original five clinics", "practice_management_system", "Provet Cloud",
     "2024-11-04", None, ["s08#1", "s16#1", "s17#1", "s28#3"],
     "decided 2024-06-27; final export 'this Saturday night' (2024-11-02), live 'Monday morning, 4 November' "
     "(said 2024-10-30); s27 wrongly says 28 October, corrected in s28 (28 October was the dry run)")
fact("pims_westgate", "westgate clinic", "practice_management_system",
     "VetDesk Pro 6 (on a reception PC with its own SQL Server)",
     "2024-07-31", "2025-03-10", ["s10#1", "s13#1", "s23#1"],
     "in place when first mentioned (2024-07-31); Westgate joined the group on 2024-07-15")
fact("pims_westgate", "westgate clinic", "practice_management_system", "Provet Cloud",
     "2025-03-10", None, ["s23#1", "s25#1", "s28#3"],
     "planned for 'Monday 10 March' (said 2025-02-19); 'Since Monday' said Wed 2025-03-12")

# phones
fact("phone_system", "larkspur original five clinics", "phone_system",
     "Mitel MiVoice Office 250 (PBX at Harbourside)",
     "2024-03-11", "2024-09-23", ["s01#9", "s09#1", "s09#3", "s15#3"], FIRST.format("2024-03-11"))
fact("phone_system", "larkspur original five clinics", "phone_system", "Weave",
     "2024-09-23", None, ["s09#3", "s13#5", "s15#3", "s15#7"],
     "decided 2024-07-08 ('agreed yesterday', said 2024-07-09); port 'on Monday 23rd' (said 2024-09-18); "
     "confirmed in passing: 'since the phones went to Weave on the 23rd of last month' (said 2024-10-16)")
fact("phone_westgate", "westgate clinic", "phone_system", "Gamma Horizon",
     "2024-07-31", None, ["s10#1", "s13#5", "s25#5", "s31#1"],
     "component-specific: Westgate was left out of the Weave project")

# card terminals
fact("card_terminals", "larkspur original five clinics", "card_terminals",
     "Worldpay (Ingenico Move/5000 terminals)",
     "2024-03-27", "2024-10-14", ["s02#3", "s06#7", "s14#5", "s15#1"], FIRST.format("2024-03-27"))
fact("card_terminals", "larkspur original five clinics", "card_terminals", "Dojo (Dojo Go terminals)",
     "2024-10-14", None, ["s14#5", "s15#1", "s34#2", "s34#3"],
     "'go live on Monday the 14th' (said 2024-10-02); 'in since Monday' (said Wed 2024-10-16)")
fact("card_westgate", "westgate clinic", "card_terminals", "SumUp (Solo readers)",
     "2024-07-31", None, ["s10#1", "s14#5", "s25#3", "s31#3"],
     "component-specific: Westgate kept SumUp (own contract until 2026) when the others moved to Dojo")

# IT tools
fact("it_helpdesk", "larkspur it", "helpdesk_tool", "shared mailbox (itsupport@larkspurvets.co.uk)",
     "2024-03-11", "2024-09-02", ["s01#1", "s12#1"], FIRST.format("2024-03-11"))
fact("it_helpdesk", "larkspur it", "helpdesk_tool", "HaloITSM",
     "2024-09-02", None, ["s12#1", "s12#9", "s13#1", "s17#1"],
     "'From Monday' said Thu 2024-08-29; the mailbox stays as a forward into Halo; later implicit (ticket HD-0217)")
fact("remote_support", "larkspur it", "remote_support_tool", "TeamViewer",
     "2024-03-27", "2024-07-29", ["s02#9", "s05#5", "s07#1"], FIRST.format("2024-03-27"))
fact("remote_support", "larkspur it", "remote_support_tool", "Splashtop (Enterprise)",
     "2024-07-29", None, ["s07#1", "s10#3", "s34#2", "s34#3"],
     "decided 2024-06-05 before TeamViewer's licence ended 'end of next month' (July 2024); "
     "'TeamViewer is uninstalled everywhere since Monday' said Wed 2024-07-31")
fact("password_manager", "larkspur it", "password_manager", "Keeper",
     "2024-03-27", "2024-08-13", ["s02#3", "s02#4", "s09#7"], FIRST.format("2024-03-27"))
fact("password_manager", "larkspur it", "password_manager", "Bitwarden",
     "2024-08-13", None, ["s11#5", "s34#2", "s34#3"],
     "implicit: first seen in use (a password stored in a Bitwarden collection); the switch itself is never told "
     "(s09 only says Keeper renews end of August and Piotr wants something cheaper)")
fact("endpoint_security", "larkspur pcs and servers", "endpoint_protection", "Sophos Central (Intercept X)",
     "2024-03-27", "2025-01-13", ["s02#1", "s02#2", "s10#7", "s20#3"], FIRST.format("2024-03-27"))
fact("endpoint_security", "larkspur pcs and servers", "endpoint_protection", "Microsoft Defender for Business",
     "2025-01-13", None, ["s20#3", "s21#1", "s34#2", "s34#3"],
     "decided 2025-01-08 'on Monday, the 13th'; in passing: 'since we dropped Sophos on the 13th' (said 2025-01-22)")
fact("email_security", "larkspur email", "email_filtering", "Mimecast",
     "2024-08-13", "2025-06-02", ["s11#1", "s27#3", "s29#3"], FIRST.format("2024-08-13"))
fact("email_security", "larkspur email", "email_filtering",
     "Microsoft Defender for Office 365 (the filtering in Business Premium)",
     "2025-06-02", "2025-06-23", ["s27#5", "s29#3", "s30#1", "s34#3"],
     "decided 2025-04-23 for the Mimecast renewal on 2 June; 'this coming Monday, 2 June' (said 2025-05-28); "
     "reverted after three weeks")
fact("email_security", "larkspur email", "email_filtering", "Mimecast",
     "2025-06-23", None, ["s30#1", "s30#2", "s34#3"],
     "'We put the MX back to Mimecast on Monday' said Wed 2025-06-25; s34's draft wrongly names Defender and is corrected")

# policies
fact("backup_schedule", "harbourside server backups (HBS-SRV01)", "backup_schedule",
     "nightly Veeam job at 23:30 to the Synology NAS, plus a weekly USB copy taken home",
     "2024-04-16", "2024-04-22", ["s04#1", "s04#4"], FIRST.format("2024-04-16"))
fact("backup_schedule", "harbourside server backups (HBS-SRV01)", "backup_schedule",
     "Veeam every four hours to the NAS, plus a nightly immutable copy to Wasabi (USB copy stopped)",
     "2024-04-22", None, ["s05#1", "s05#2", "s28#2", "s34#2"],
     "'from Monday' said Thu 2024-04-18, after the disk failure of 2024-04-16")
fact("it_meeting", "larkspur it team", "meeting_cadence", "weekly call on Teams, Mondays 09:00",
     "2024-03-27", "2025-01-14", ["s02#1", "s07#9", "s12#1", "s20#1"], FIRST.format("2024-03-27"))
fact("it_meeting", "larkspur it team", "meeting_cadence", "fortnightly stand-up, Tuesdays 08:30 (30 minutes)",
     "2025-01-14", None, ["s20#1", "s32#7", "s32#8", "s34#6"],
     "'from next Tuesday, the 14th' said Wed 2025-01-08")
fact("purchase_approval", "larkspur it purchases", "approval_rule",
     "any IT purchase over £500 needs Ingrid's approval",
     "2024-03-27", "2025-04-01", ["s02#7", "s12#7", "s23#5"], FIRST.format("2024-03-27"))
fact("purchase_approval", "larkspur it purchases", "approval_rule",
     "Piotr approves up to £1,000 per order; above £1,000 needs Ingrid and Mireille together "
     "(subscriptions count by annual value)",
     "2025-04-01", None, ["s26#1", "s26#3", "s33#8", "s34#6"],
     "'Since yesterday, 1 April' said 2025-04-02")
fact("change_window", "practice system, network and phone changes", "change_window",
     "weekday evenings after 19:30",
     "2024-03-11", "2024-12-01", ["s01#7", "s03#4", "s17#7"], FIRST.format("2024-03-11"))
fact("change_window", "practice system, network and phone changes", "change_window",
     "Sundays 06:00-09:00 only (emergencies excepted)",
     "2024-12-01", None, ["s18#1", "s24#5", "s33#3", "s34#6"],
     "announced 2024-11-27 'from 1 December' (a Sunday); reason: evenings became the busiest time at the "
     "Harbourside emergency desk after Provet")
fact("mfa_policy", "microsoft 365 accounts", "mfa_rule", "MFA for admin accounts only",
     "2024-03-27", "2024-10-01", ["s02#5", "s11#1"], FIRST.format("2024-03-27"))
fact("mfa_policy", "microsoft 365 accounts", "mfa_rule",
     "MFA for every account (Authenticator with number matching, YubiKeys for staff without a work phone)",
     "2024-10-01", None, ["s12#1", "s12#7", "s14#1", "s34#2"],
     "decided 2024-08 after the Oakfield mailbox compromise, 'from 1 October'; 'went live yesterday' said 2024-10-02")

# owners
fact("owner_network_phones", "network and phones", "owner", "Callum Price",
     "2024-03-11", "2025-02-03", ["s01#7", "s22#1"], FIRST.format("2024-03-11"))
fact("owner_network_phones", "network and phones", "owner", "Joaquín Ferreyra",
     "2025-02-03", None, ["s22#1", "s24#5", "s31#1", "s34#4"],
     "'from Monday' said Thu 2025-01-30; all six clinics; Callum went to three days a week")
fact("owner_pims", "practice management system administration", "owner", "Deepa Raman",
     "2024-03-11", "2025-10-01", ["s01#7", "s03#1", "s32#1"], FIRST.format("2024-03-11") + "; RxWorks, then Provet")
fact("owner_pims", "practice management system administration", "owner", "Sofia Marchetti",
     "2025-10-01", None, ["s32#1", "s33#1", "s34#4"],
     "announced 2025-08-27 'from 1 October'; 'since last Wednesday' said Wed 2025-10-08")
fact("owner_backups", "backups", "owner", "Piotr Zieliński",
     "2024-04-16", "2025-05-12", ["s04#1", "s28#1"], FIRST.format("2024-04-16"))
fact("owner_backups", "backups", "owner", "Callum Price",
     "2025-05-12", None, ["s28#1", "s31#5", "s34#4"],
     "'From Monday' said Thu 2025-05-08; Piotr stays as escalation")
fact("owner_westgate_it", "westgate clinic it", "owner", "Joaquín Ferreyra",
     "2024-09-16", None, ["s12#5", "s13#1", "s34#4"],
     "he started 'on 16 September' (s12) and says 'new in IT since Monday ... Westgate is mine now' on 2024-09-18")

# rotas: the hospital leaves the shared tool, the branches keep it
fact("rota_harbourside", "harbourside hospital", "staff_rota_tool", "RotaCloud",
     "2024-05-14", "2025-03-03", ["s06#1", "s06#3", "s22#3"], FIRST.format("2024-05-14"))
fact("rota_harbourside", "harbourside hospital", "staff_rota_tool", "Deputy",
     "2025-03-03", None, ["s22#3", "s24#1", "s31#7", "s34#2"],
     "decided by 2025-01-30 for the March rota 'Monday 3 March'; 'live for the hospital since Monday' said Wed 2025-03-05")
fact("rota_branches", "branch clinics", "staff_rota_tool", "RotaCloud",
     "2024-05-14", None, ["s06#1", "s22#3", "s24#1", "s34#2"],
     "component-specific: the branches kept RotaCloud when Harbourside moved to Deputy")

# Harbourside internet
fact("internet_harbourside", "harbourside hospital", "internet_connection", "BT Business Full Fibre 900",
     "2024-04-16", "2024-11-27", ["s04#5", "s18#5", "s18#7", "s19#1"], FIRST.format("2024-04-16"))
fact("internet_harbourside", "harbourside hospital", "internet_connection", "Neos Networks 1 Gbps leased line",
     "2024-11-27", None, ["s18#5", "s19#1", "s34#2"],
     "'gets lit today' (2024-11-27); 'on the Neos leased line for two weeks now' said 2024-12-11; BT ceased 2024-12-06")
fact("harbourside_failover", "harbourside hospital", "backup_internet", "Peplink Balance 20X with a 4G SIM",
     "2024-04-16", None, ["s04#7", "s06#7", "s18#5", "s19#3"],
     "Starlink considered and declined in December 2024; the SIM was moved to 200 GB a month")

# label printers (implicit switch)
fact("label_printers", "larkspur original five clinics", "label_printer", "Dymo LabelWriter 450",
     "2024-03-11", "2024-11-13", ["s01#1", "s01#5", "s08#5"], FIRST.format("2024-03-11"))
fact("label_printers", "larkspur original five clinics", "label_printer", "Brother QL-820NWB",
     "2024-11-13", None, ["s08#5", "s17#1", "s21#1"],
     "implicit: Provet supports Brother QL, not Dymo (s08); a Brother QL-820NWB first appears in use in s17; "
     "probably installed before the 2024-11-04 go-live, exact date not told")

# controlled drugs register: the electronic plan was cancelled before it started
fact("cd_register", "larkspur clinics", "controlled_drugs_register", "paper CD register books",
     "2024-11-27", None, ["s18#3", "s21#3", "s21#5", "s34#6"], FIRST.format("2024-11-27"))
fact("planned_cd_register", "larkspur clinics", "planned_controlled_drugs_register",
     "CDwise electronic CD register (announced for January 2025, cancelled before it started)",
     "2024-11-27", "2025-01-20", ["s18#3", "s21#3"],
     "the plan stood from its announcement until Dr Lindqvist 'pulled it on Monday' (said Wed 2025-01-22); "
     "controlled_drugs_register never became CDwise")

# online booking
fact("online_booking", "larkspur clinics", "online_booking",
     "website 'Request an appointment' form emailed to reception",
     "2024-05-14", "2025-04-14", ["s06#3", "s06#4", "s26#5"], FIRST.format("2024-05-14"))
fact("online_booking", "larkspur clinics", "online_booking", "Provet Cloud online booking (all six clinics)",
     "2025-04-14", None, ["s26#5", "s27#1"],
     "decided 2025-04-02 'on Monday 14 April' after the Vetstoria trial at Millbrook was not adopted; 'since the 14th' in s27")

# steady single states
fact("insurance_claims", "larkspur clinics", "insurance_claims_platform", "VetEnvoy",
     "2024-04-11", None, ["s03#5", "s11#1"], FIRST.format("2024-04-11"))
fact("pacs", "larkspur imaging", "pacs", "Asteris Keystone",
     "2024-04-11", None, ["s03#5", "s03#6"],
     FIRST.format("2024-04-11") + "; Kestrel Referrals' PACS and Vetspace are the partner's, not Larkspur's")
fact("wholesaler", "larkspur pharmacy", "wholesaler", "NVS",
     "2024-03-27", "2025-05-22", ["s02#3", "s07#7", "s28#5"], FIRST.format("2024-03-27"))
fact("wholesaler", "larkspur pharmacy", "wholesaler", "Covetrus",
     "2025-05-22", None, ["s28#5", "s29#1", "s34#8"],
     "'starting Thursday 22 May' (said 2025-05-08); 'since last Thursday' said Wed 2025-05-28; "
     "Covetrus Pulse (their practice system) is not used")
fact("mdm", "treatment-room ipads", "mdm", "Mosyle Business",
     "2024-06-05", None, ["s07#5"], FIRST.format("2024-06-05"))
fact("client_newsletter", "larkspur marketing", "newsletter_tool", "Brevo",
     "2025-04-23", None, ["s27#7", "s33#6"],
     "marketing's tool, not IT's; vaccination reminders come from Provet")

# ---------------------------------------------------------------------------------------------
# questions

QUESTIONS: list[dict] = []
NEG = ["never", "did not", "didn't", "not adopted", "rejected", "no"]


def question(kind: str, timeline: str, text: str, answer: str, accept: list[str], evidence: list[str],
             as_of: str | None = None, ordered: list[list[str]] | None = None) -> None:
    row = {"id": f"q{len(QUESTIONS) + 1:02d}", "type": kind, "timeline": timeline, "question": text}
    if as_of:
        row["as_of"] = as_of
    row["answer"] = answer
    row["accept"] = accept
    if ordered:
        row["accept_all"] = True
        row["ordered_accept"] = ordered
    row["evidence"] = [f"{PREFIX}/{e}" for e in evidence]
    QUESTIONS.append(row)


# before (10)
question("before", "pims_group", "Which practice management system did the original five clinics run before Provet Cloud?",
         "RxWorks, on the HBS-SRV01 server at Harbourside (the branches used it as a RemoteApp over the VPN), until the Provet go-live on 2024-11-04.",
         ["rxworks", "rx works"], ["s01#1", "s08#1", "s16#1"])
question("before", "phone_system", "What phone system did the clinics have before Weave?",
         "A Mitel MiVoice Office 250 PBX in the Harbourside comms room, with all five clinics on it, until 2024-09-23.",
         ["mitel", "mivoice"], ["s01#9", "s09#1", "s09#3"])
question("before", "it_helpdesk", "Before HaloITSM, how did IT support requests reach the team?",
         "By email to a shared mailbox, itsupport@larkspurvets.co.uk, until Halo took over on 2024-09-02 (the mailbox now only forwards into Halo).",
         ["itsupport@", "shared mailbox", "mailbox"], ["s01#1", "s12#1"])
question("before", "remote_support", "Which remote support tool did IT use before Splashtop?",
         "TeamViewer, uninstalled everywhere on 2024-07-29.",
         ["teamviewer", "team viewer"], ["s02#9", "s05#5", "s10#3"])
question("before", "password_manager", "Where were the team's shared passwords kept before Bitwarden?",
         "In Keeper (shared folders per clinic and a Suppliers folder).",
         ["keeper"], ["s02#3", "s09#7", "s11#5"])
question("before", "endpoint_security", "What antivirus protected the clinic PCs and servers before Defender for Business?",
         "Sophos Central (Intercept X), until 2025-01-13; it was not renewed.",
         ["sophos", "intercept x"], ["s02#1", "s10#7", "s20#3", "s21#1"])
question("before", "card_terminals", "Whose card terminals did the five original clinics use before Dojo?",
         "Worldpay's, Ingenico Move/5000 terminals, until 2024-10-14.",
         ["worldpay", "ingenico"], ["s02#3", "s06#7", "s14#5"])
question("before", "label_printers", "Which printers made the drug labels before the Brother QL-820NWB?",
         "Dymo LabelWriter 450s on USB at each reception, redirected into the RxWorks RemoteApp session.",
         ["dymo", "labelwriter"], ["s01#1", "s08#5", "s17#1"])
question("before", "wholesaler", "Which pharmacy wholesaler did Larkspur order from before Covetrus?",
         "NVS, until 2025-05-22.",
         ["nvs"], ["s02#3", "s07#7", "s28#5"])
question("before", "backup_schedule", "How were the Harbourside server backups scheduled before the change in April 2024?",
         "A nightly Veeam job at 23:30 to the Synology NAS, plus a weekly USB copy that Ama took home on Fridays.",
         ["23:30", "usb"], ["s04#1", "s05#1"])

# after (10)
question("after", "pims_westgate", "What did Westgate move to after VetDesk Pro?",
         "Provet Cloud, like the other clinics, on 2025-03-10; VetDesk stayed read-only on the old PC.",
         ["provet"], ["s23#1", "s25#1"])
question("after", "internet_harbourside", "What replaced the BT fibre line at the Harbourside hospital?",
         "A 1 Gbps leased line from Neos Networks, live on 2024-11-27 (BT ceased on 2024-12-06); the Peplink 4G stays as failover.",
         ["neos", "leased line"], ["s18#5", "s19#1"])
question("after", "rota_harbourside", "After RotaCloud, what rota tool did the Harbourside hospital move to?",
         "Deputy, from the March 2025 rota (2025-03-03); the branches stayed on RotaCloud.",
         ["deputy"], ["s22#3", "s24#1"])
question("after", "email_security", "What did inbound email filtering move to when Mimecast was dropped in 2025?",
         "Microsoft Defender for Office 365 (part of Business Premium), from 2025-06-02, but only for three weeks: it went back to Mimecast on 2025-06-23.",
         ["defender"], ["s27#5", "s29#3", "s30#1"])
question("after", "online_booking", "What replaced the appointment request form on the website?",
         "Provet Cloud's own online booking, at all six clinics from 2025-04-14 (after the Vetstoria trial was not adopted).",
         ["provet"], ["s26#5", "s27#1"])
question("after", "it_meeting", "What replaced the weekly Monday IT call?",
         "A fortnightly stand-up on Tuesdays at 08:30, thirty minutes at most, from 2025-01-14.",
         ["fortnightly", "every two weeks", "every other week", "biweekly", "bi-weekly"], ["s20#1"])
question("after", "mfa_policy", "Once MFA was no longer only for admin accounts, what was the rule?",
         "MFA for every Microsoft 365 account, from 2024-10-01: Authenticator with number matching, or YubiKeys for staff without a work phone.",
         ["every account", "all accounts", "every microsoft 365 account", "everyone", "everybody", "all users", "all staff"],
         ["s12#1", "s14#1"])
question("after", "wholesaler", "Which wholesaler came after NVS?",
         "Covetrus, from 2025-05-22 (twice-daily deliveries to Harbourside, 17:00 cut-off).",
         ["covetrus"], ["s28#5", "s29#1"])
question("after", "endpoint_security", "What replaced Sophos on the clinic PCs?",
         "Microsoft Defender for Business, included in Microsoft 365 Business Premium, from 2025-01-13.",
         ["defender"], ["s20#3", "s21#1"])
question("after", "purchase_approval", "What did the £500 approval rule for IT purchases change to?",
         "From 2025-04-01 Piotr approves IT purchases up to £1,000 per order on his own; above £1,000 it needs Ingrid and Mireille together.",
         ["£1,000", "1,000", "1000"], ["s26#1", "s26#3"])

# current (12)
question("current", "pims_group", "Which practice management system do the clinics work in now?",
         "Provet Cloud: the five original clinics since 2024-11-04, Westgate since 2025-03-10.",
         ["provet"], ["s16#1", "s28#3", "s34#2"])
question("current", "phone_system", "What phone system do the five original clinics run today?",
         "Weave, since 2024-09-23. (Westgate is still on Gamma Horizon.)",
         ["weave"], ["s15#3", "s34#2", "s34#3"])
question("current", "email_security", "Who filters our inbound email these days?",
         "Mimecast: the move to Defender for Office 365 on 2025-06-02 was reverted on 2025-06-23.",
         ["mimecast"], ["s30#1", "s34#3"])
question("current", "remote_support", "What do we use for remote support now?",
         "Splashtop (Enterprise), since 2024-07-29.",
         ["splashtop"], ["s07#1", "s10#3", "s34#2"])
question("current", "password_manager", "Which password manager does the IT team use now?",
         "Bitwarden (collections such as 'Shared mailboxes').",
         ["bitwarden"], ["s11#5", "s34#2", "s34#3"])
question("current", "it_helpdesk", "Where do IT tickets go nowadays?",
         "Into HaloITSM (Halo), by the portal or via itsupport@, which forwards into Halo; since 2024-09-02.",
         ["haloitsm", "halo itsm", "halo"], ["s12#1", "s13#1", "s17#1"])
question("current", "change_window", "When are changes to the practice system, network or phones allowed now?",
         "Only in the Sunday window, 06:00 to 09:00 (emergencies excepted), since 2024-12-01.",
         ["sunday"], ["s18#1", "s33#3", "s34#6"])
question("current", "purchase_approval", "Who has to sign off an IT purchase of £1,500 today?",
         "Ingrid and Mireille together: Piotr can approve alone only up to £1,000 (rule since 2025-04-01).",
         ["ingrid and mireille", "mireille"], ["s26#1", "s33#8", "s34#6"])
question("current", "it_meeting", "How often does the IT team meet now?",
         "Fortnightly: a stand-up on Tuesdays at 08:30, since 2025-01-14.",
         ["fortnightly", "every two weeks", "every other week", "biweekly", "bi-weekly"], ["s20#1", "s32#8", "s34#6"])
question("current", "rota_harbourside", "What does the Harbourside hospital plan its staff rota in today?",
         "Deputy, since 2025-03-03; the branch clinics use RotaCloud.",
         ["deputy"], ["s24#1", "s34#2"])
question("current", "endpoint_security", "What endpoint protection runs on the clinic PCs now?",
         "Microsoft Defender for Business, since 2025-01-13.",
         ["defender"], ["s21#1", "s34#2", "s34#3"])
question("current", "wholesaler", "Who is Larkspur's pharmacy wholesaler now?",
         "Covetrus, since 2025-05-22. (Only as wholesaler: their practice system, Pulse, is not used.)",
         ["covetrus"], ["s29#1", "s34#8"])

# as_of (12)
question("as_of", "pims_group", "As of 1 October 2024, which practice system were the five original clinics using?",
         "RxWorks. Provet Cloud had been chosen in June 2024, but the clinics only went live on it on 2024-11-04.",
         ["rxworks", "rx works"], ["s08#1", "s16#1", "s28#3"], as_of="2024-10-01")
question("as_of", "phone_system", "What phone system were the clinics on at the start of September 2024 (2024-09-01)?",
         "The Mitel MiVoice Office 250. Weave had been decided in July, but the numbers ported on 2024-09-23.",
         ["mitel", "mivoice"], ["s09#3", "s13#5", "s15#3"], as_of="2024-09-01")
question("as_of", "email_security", "Which service filtered our email on 15 June 2025?",
         "Microsoft Defender for Office 365, between the switch on 2025-06-02 and the return to Mimecast on 2025-06-23.",
         ["defender"], ["s29#3", "s30#1"], as_of="2025-06-15")
question("as_of", "pims_westgate", "As of 2024-12-01, what practice system did the Westgate clinic use?",
         "VetDesk Pro 6 on a reception PC; Westgate only moved to Provet on 2025-03-10.",
         ["vetdesk"], ["s10#1", "s23#1", "s25#1"], as_of="2024-12-01")
question("as_of", "rota_harbourside", "In mid-February 2025 (2025-02-15), what did Harbourside use for its rota?",
         "Still RotaCloud; Deputy had been decided in January and started with the March rota on 2025-03-03.",
         ["rotacloud", "rota cloud"], ["s22#3", "s24#1"], as_of="2025-02-15")
question("as_of", "remote_support", "Which remote support tool was in use on July 15, 2024?",
         "TeamViewer. Splashtop had been chosen on 2024-06-05, and TeamViewer was uninstalled on 2024-07-29.",
         ["teamviewer", "team viewer"], ["s07#1", "s10#3"], as_of="2024-07-15")
question("as_of", "mfa_policy", "As of 15 September 2024, which Microsoft 365 accounts had to use MFA?",
         "Only the admin accounts. MFA for everyone had been decided in August, but started on 2024-10-01.",
         ["admin"], ["s02#5", "s12#1", "s14#1"], as_of="2024-09-15")
question("as_of", "change_window", "On 15 November 2024, when could changes to the practice system and network be made?",
         "On weekday evenings after 19:30; the Sunday 06:00-09:00 window only started on 2024-12-01.",
         ["19:30", "evening"], ["s01#7", "s17#7", "s18#1"], as_of="2024-11-15")
question("as_of", "owner_network_phones", "Who was responsible for the network and phones on 2025-01-15?",
         "Callum Price; Joaquín Ferreyra took over on 2025-02-03.",
         ["callum"], ["s01#7", "s22#1"], as_of="2025-01-15")
question("as_of", "internet_harbourside", "What was Harbourside's internet connection on 1 November 2024?",
         "BT Business Full Fibre 900 (with the Peplink 4G failover); the Neos leased line went live on 2024-11-27.",
         ["bt business", "full fibre", "bt"], ["s04#5", "s18#5", "s19#1"], as_of="2024-11-01")
question("as_of", "card_terminals", "Which card terminals did the original five clinics use on 10 October 2024?",
         "Worldpay's Ingenico Move/5000 terminals; Dojo went live on 2024-10-14.",
         ["worldpay", "ingenico"], ["s14#5", "s15#1"], as_of="2024-10-10")
question("as_of", "it_meeting", "What was the IT team's meeting rhythm as of 20 December 2024?",
         "A weekly call on Teams every Monday at 09:00; the fortnightly Tuesday stand-up began on 2025-01-14.",
         ["mondays", "monday", "09:00"], ["s02#1", "s20#1"], as_of="2024-12-20")

# when (9)
question("when", "pims_group", "When did the five original clinics go live on Provet Cloud?",
         "On Monday 2024-11-04, after the final RxWorks export on the Saturday night. (28 October 2024 was only the dry run.)",
         ["2024-11-04", "4 november", "november 4", "nov 4", "4 nov", "4th of november", "4th november"],
         ["s16#1", "s27#1", "s28#3"])
question("when", "phone_system", "When did the phones move from the Mitel to Weave?",
         "On Monday 2024-09-23, when the numbers ported at 08:00.",
         ["2024-09-23", "23 september", "september 23", "sep 23", "sept 23", "23 sep", "23rd of september"],
         ["s13#5", "s15#3"])
question("when", "card_terminals", "When did the Dojo terminals go live at the clinics?",
         "On Monday 2024-10-14.",
         ["2024-10-14", "14 october", "october 14", "oct 14", "14 oct", "14th of october"], ["s14#5", "s15#1"])
question("when", "mfa_policy", "When did MFA become mandatory for every Microsoft 365 account?",
         "On 2024-10-01 (Tuesday 1 October 2024).",
         ["2024-10-01", "1 october", "october 1,", "october 1st", "1st of october", "first of october"],
         ["s12#1", "s14#1"])
question("when", "email_security", "When did email filtering go back to Mimecast?",
         "On Monday 2025-06-23, three weeks after the switch to Defender on 2 June.",
         ["2025-06-23", "23 june", "june 23", "jun 23", "23 jun", "23rd of june"], ["s30#1", "s34#3"])
question("when", "internet_harbourside", "When did Harbourside start running on the Neos leased line?",
         "On 2024-11-27, the day the circuit was lit; BT was ceased on 2024-12-06.",
         ["2024-11-27", "27 november", "november 27", "nov 27", "27 nov", "27th of november"], ["s18#5", "s19#1"])
question("when", "pims_westgate", "When did the Westgate clinic switch to Provet?",
         "On Monday 2025-03-10 (VetDesk export on Saturday the 8th).",
         ["2025-03-10", "10 march", "march 10", "mar 10", "10 mar", "10th of march"], ["s23#1", "s25#1", "s28#3"])
question("when", "wholesaler", "When did Larkspur start ordering from Covetrus?",
         "On Thursday 2025-05-22.",
         ["2025-05-22", "22 may", "may 22", "22nd of may"], ["s28#5", "s29#1"])
question("when", "backup_schedule", "When did the Harbourside server start being backed up every four hours?",
         "On Monday 2024-04-22, the Monday after the disk failure.",
         ["2024-04-22", "22 april", "april 22", "apr 22", "22 apr", "22nd of april"], ["s04#1", "s05#1"])

# why (9)
question("why", "pims_group", "Why did the clinics leave RxWorks?",
         "Because all five clinics depended on one on-premises server in a cupboard at Harbourside: in April 2024 a disk failed, a second one reported predictive failure, the night team lost RxWorks for 40 minutes and a test restore took more than six hours. Ingrid did not want to run five clinics from one box in a cupboard, so a cloud system (Provet Cloud) was chosen.",
         ["cupboard", "one box", "disk", "raid", "six hours", "6 hours", "restore"], ["s04#1", "s04#5", "s08#1"])
question("why", "phone_system", "Why was the Mitel phone system replaced with Weave?",
         "The Mitel dropped callers in the emergency queue and was end of sale (the dealer wouldn't touch the call flow without a paid visit), while Weave shows the client and pet from the practice system on incoming calls, does two-way texting from the clinic number and needs no PBX in a cupboard.",
         ["end of sale", "pop", "texting", "dropped", "pbx", "client and pet"], ["s09#1", "s09#3"])
question("why", "remote_support", "Why did IT leave TeamViewer?",
         "The renewal offer was 38% higher than the year before, and someone had tried to log in to the TeamViewer company account from Brazil (stopped only by 2FA).",
         ["38%", "price", "brazil", "log in", "renewal"], ["s05#5", "s07#1"])
question("why", "mfa_policy", "Why was MFA extended to every account?",
         "In August 2024 the Oakfield reception mailbox, which had no MFA, was taken over through a phishing page imitating the VetEnvoy login and sent 212 fake invoice emails to clients.",
         ["phish", "oakfield", "compromis", "fake invoice", "212"], ["s11#1", "s11#7", "s12#1"])
question("why", "change_window", "Why did the change window move to Sunday mornings?",
         "Since Provet, weekday evenings are the busiest time at the Harbourside emergency desk (a 19:45 change on 6 November cut the desk off Provet for 20 minutes during a road traffic accident case), while Provet sign-ins showed Sunday 06:00-09:00 to be the quietest time of the week.",
         ["emergency", "busiest", "quietest", "road traffic", "20 minutes"], ["s17#7", "s17#8", "s18#1"])
question("why", "rota_harbourside", "Why did the Harbourside hospital switch its rota to Deputy?",
         "RotaCloud put a night shift crossing midnight entirely on its start day, so hours landed in the wrong pay week; Deputy handles shifts that cross midnight, on-call availability and a separate night-rate pay rule.",
         ["midnight", "night shift", "night rate", "on-call", "pay week"], ["s06#1", "s22#3"])
question("why", "email_security", "Why did we go back to Mimecast after trying Defender for Office 365?",
         "A phishing wave from the lookalike domain covetrus-billing.co got through Defender to 40 mailboxes and two staff entered their passwords (MFA stopped the attackers); Callum's earlier test had already shown Defender missing supplier impersonation that Mimecast caught.",
         ["phishing", "lookalike", "covetrus-billing", "impersonation", "40 mailboxes"], ["s27#3", "s30#1", "s30#4"])
question("why", "planned_cd_register", "Why was the CDwise electronic controlled drugs register cancelled?",
         "CDwise could not capture the witness signature while the internet was down (and a CD entry at Harbourside at night needs a witness regardless), and its audit export was only an editable CSV.",
         ["witness", "offline", "internet", "csv", "audit"], ["s21#3"])
question("why", "wholesaler", "Why did Larkspur move its pharmacy orders to Covetrus?",
         "NVS kept moving its next-day order cut-off earlier (17:00 to 15:00, then 14:00), causing six missed deliveries at Riverton and Quarry Lane in April 2025; Covetrus delivers twice a day to Harbourside and daily to the branches with a 17:00 cut-off.",
         ["cut-off", "cutoff", "missed deliver", "twice a day", "17:00", "14:00"], ["s07#7", "s28#5"])

# history (6)
question("history", "email_security", "What has filtered Larkspur's email over time, in order?",
         "Mimecast until 2025-06-02, then Microsoft Defender for Office 365 for three weeks, then Mimecast again from 2025-06-23.",
         ["mimecast", "defender"], ["s11#1", "s29#3", "s30#1"], ordered=[["mimecast"], ["defender"], ["mimecast"]])
question("history", "pims_westgate", "Which practice systems has the Westgate clinic used since joining the group?",
         "VetDesk Pro 6 until 2025-03-10, then Provet Cloud.",
         ["vetdesk", "provet"], ["s10#1", "s25#1"], ordered=[["vetdesk"], ["provet"]])
question("history", "rota_harbourside", "How has the Harbourside hospital's rota been managed over time?",
         "In RotaCloud (like the branches) until 2025-03-03, then in Deputy.",
         ["rotacloud", "deputy"], ["s06#1", "s22#3", "s24#1"], ordered=[["rotacloud", "rota cloud"], ["deputy"]])
question("history", "owner_pims", "Who has administered the practice management system over time?",
         "Deepa Raman (RxWorks, then Provet) until 2025-09-30, then Sofia Marchetti from 2025-10-01.",
         ["deepa", "sofia"], ["s01#7", "s32#1", "s33#1"], ordered=[["deepa"], ["sofia"]])
question("history", "it_helpdesk", "How have IT tickets been handled over time?",
         "Through the itsupport@ shared mailbox until 2024-09-02, then in HaloITSM (the mailbox now forwards into it).",
         ["shared mailbox", "haloitsm"], ["s01#1", "s12#1"],
         ordered=[["shared mailbox", "itsupport@"], ["haloitsm", "halo"]])
question("history", "endpoint_security", "Trace the endpoint protection on the clinic PCs over time.",
         "Sophos Central (Intercept X) until 2025-01-13, then Microsoft Defender for Business.",
         ["sophos", "defender"], ["s02#1", "s20#3", "s21#1"], ordered=[["sophos"], ["defender"]])

# negative (7)
question("negative", "pims_group", "Did the clinics ever use ezyVet?",
         "No. ezyVet was the other finalist in June 2024 but was rejected: per-user pricing for the locums made it about a third more expensive, and its UK support hours did not fit a 24-hour hospital. The clinics went from RxWorks to Provet Cloud.",
         NEG, ["s08#3"])
question("negative", "phone_system", "Did we move the phones to Microsoft Teams Phone?",
         "No. Teams Phone was looked at in July 2024 and rejected (no link to any vet practice system, and reception disliked the softphone); the five clinics moved from the Mitel to Weave.",
         NEG, ["s09#3"])
question("negative", "remote_support", "Did IT ever switch remote support to AnyDesk?",
         "No. AnyDesk was a candidate in April 2024 but Splashtop won the trial; remote support went from TeamViewer to Splashtop.",
         NEG, ["s05#5", "s05#7", "s07#1"])
question("negative", "harbourside_failover", "Is Starlink Harbourside's backup internet connection?",
         "No. Starlink was priced in December 2024 and declined (cost, roof mount on a listed building); the backup is still the Peplink Balance 20X with a 4G SIM.",
         ["no", "peplink", "4g", "never", "declined"], ["s19#1", "s19#3"])
question("negative", "online_booking", "Did Larkspur adopt Vetstoria for online booking?",
         "No. Vetstoria was trialled at Millbrook in early 2025 and not adopted (two double bookings a week from sync delay, plus a per-clinic fee); online booking went to Provet's own booking on 2025-04-14.",
         NEG, ["s23#3", "s26#5"])
question("negative", "cd_register", "Do the clinics keep the controlled drugs register in CDwise?",
         "No. CDwise was announced in November 2024 for January 2025 but cancelled on 2025-01-20 before it started; the registers are still paper books.",
         ["no", "paper", "cancelled", "canceled", "never", "did not", "didn't"], ["s18#3", "s21#3"])
question("negative", "phone_westgate", "Is the Westgate clinic on Weave like the other clinics?",
         "No. Westgate was left out of the Weave project and still uses Gamma Horizon (so no caller pop-up from Provet).",
         ["no", "gamma"], ["s13#5", "s25#5", "s31#1"])

# ownership (5)
question("ownership", "owner_network_phones", "Who looks after the network and phones now?",
         "Joaquín Ferreyra, for all six clinics, since 2025-02-03; he took over from Callum.",
         ["joaquín", "joaquin", "ferreyra"], ["s22#1", "s24#5", "s31#1"])
question("ownership", "owner_pims", "Who is in charge of Provet administration today?",
         "Sofia Marchetti, since 2025-10-01; Deepa Raman moved to the reporting project.",
         ["sofia", "marchetti"], ["s32#1", "s33#1"])
question("ownership", "owner_backups", "Who is responsible for the backups now?",
         "Callum Price, since 2025-05-12 (Veeam, the Wasabi copies and the monthly restore tests); Piotr is escalation.",
         ["callum"], ["s28#1", "s31#5"])
question("ownership", "owner_westgate_it", "Who handles IT at the Westgate clinic?",
         "Joaquín Ferreyra, since he joined in September 2024.",
         ["joaquín", "joaquin", "ferreyra"], ["s12#5", "s13#1"])
question("ownership", "owner_backups", "Who ran the backups before Callum took them over?",
         "Piotr Zieliński, the IT lead, until 2025-05-12.",
         ["piotr"], ["s04#1", "s28#1"])


# ---------------------------------------------------------------------------------------------

def main(folder: Path) -> None:
    folder.mkdir(parents=True, exist_ok=True)
    corpus = build_corpus()
    (folder / "corpus.chat.json").write_text(json.dumps(corpus, indent=1, ensure_ascii=False) + "\n", encoding="utf-8")
    with (folder / "facts.jsonl").open("w", encoding="utf-8") as out:
        for row in FACTS:
            out.write(json.dumps(row, ensure_ascii=False) + "\n")
    with (folder / "questions.jsonl").open("w", encoding="utf-8") as out:
        for row in QUESTIONS:
            out.write(json.dumps(row, ensure_ascii=False) + "\n")
    turns = sum(len(s["turns"]) for s in corpus["sessions"])
    print(f"wrote {len(corpus['sessions'])} sessions, {turns} turns, {len(FACTS)} facts, "
          f"{len(QUESTIONS)} questions to {folder}")


if __name__ == "__main__":
    main(Path(sys.argv[1]) if len(sys.argv) > 1 else Path(__file__).resolve().parent)
