#!/usr/bin/env python3
"""Build chat_holdout21 deterministically: corpus.chat.json, facts.jsonl, questions.jsonl.

Usage: python3 generate.py   (writes next to this file). Standard library only.
Turns carry labels (e.g. "s05.decision") so facts and questions can cite them; labels are
resolved to turn ids ("h21/s05#3") when the files are written.
"""
from __future__ import annotations

import json
import textwrap
from datetime import date, datetime, timedelta
from pathlib import Path

PREFIX = "h21"
HERE = Path(__file__).resolve().parent


def T(speaker: str, text: str, label: str | None = None) -> tuple[str, str, str | None]:
    return (speaker, textwrap.dedent(text).strip("\n"), label)


SESSIONS: list[dict] = []


def session(num: int, day: str, start: str, title: str, turns: list) -> None:
    SESSIONS.append({"num": num, "day": day, "start": start, "title": title, "turns": turns})


# ---------------------------------------------------------------------------------------------
# s01  Tue 2024-02-06  assistant  (Gareth)
session(1, "2024-02-06", "09:10", "Exchange queue stuck on an expired certificate", [
    T("U", """\
        Morning. I'm Gareth Bain, I look after the servers, network and phones at Tarnwick Ferries, a small island ferry company (three vessels, four ports, an IT team of four counting me). Our on-prem Exchange 2016 server stopped delivering outbound mail at about 06:00. Roughly 1,400 messages are sitting in the queue to our smart host. Queue Viewer says:

        ```
        451 4.4.0 Primary target IP address responded with: "421 4.4.1 Connection timed out." Attempted failover to alternate host, but that did not succeed.
        ```

        and the Application log is full of this:

        ```
        Event 12014, MSExchangeTransport
        Microsoft Exchange could not find a certificate that contains the domain name mail.tarnwickferries.co.uk in the personal store on the local computer. Therefore, it is unable to support the STARTTLS SMTP verb for the connector Outbound to Smarthost.
        ```

        The certificate for mail.tarnwickferries.co.uk expired on Sunday.""", "s01.intro"),
    T("A", """\
        The two errors are the same problem. Your smart host requires TLS, Exchange can't offer STARTTLS without a valid certificate for that name, so every connection attempt fails and the queue retries until it gives up.

        Check what Exchange has:

        ```powershell
        Get-ExchangeCertificate | Format-List FriendlyName,Subject,CertificateDomains,NotAfter,Services,Thumbprint
        ```

        Then import the renewed certificate, enable it and kick the queue:

        ```powershell
        Import-ExchangeCertificate -Server EX01 -FileData ([System.IO.File]::ReadAllBytes('C:\\certs\\mail2024.pfx')) -Password (Read-Host -AsSecureString) -PrivateKeyExportable $true
        Enable-ExchangeCertificate -Server EX01 -Thumbprint <new thumbprint> -Services SMTP,IIS
        Get-Queue | Where-Object { $_.MessageCount -gt 0 } | Retry-Queue
        ```

        Say yes when it asks to overwrite the default SMTP certificate. Once mail flows, remove the expired certificate so event 12014 stops appearing."""),
    T("U", """\
        That was it. Renewed with Sectigo, enabled for SMTP and IIS, retried the queue and it's draining now. That's the third time this box has hurt us this winter. Exchange 2016 goes out of support in October 2025 anyway, and I'm tired of emergency-patching it every time there's a new CVE. Morag, my boss, signed off moving our mail to Microsoft 365 last week. Cutover is planned for Saturday 16 March, our quietest sailing day. About 140 mailboxes, one AD domain, no public folders worth keeping.""", "s01.decision"),
    T("A", """\
        140 mailboxes over one weekend is very doable. The main choice is how you migrate:

        - **Cutover migration**: simplest, moves everything in one batch, but it assumes you aren't syncing identities from AD.
        - **Minimal hybrid (express migration)**: Entra Connect keeps syncing your AD users and passwords, and mailboxes move in batches. Better if people should keep logging in with their domain accounts.

        Either way, the outline is:
        1. Verify tarnwickferries.co.uk in Microsoft 365 and lower the MX record's TTL to 5 minutes a week ahead.
        2. License the users, then pre-stage the mailbox content during the week.
        3. Saturday: final sync, switch MX and Autodiscover, update SPF.
        4. Keep the on-prem server as a relay for scanners and for managing recipients while AD stays the source of identities.
        5. Sunday: check mail flow both ways, mobile devices, shared mailboxes."""),
    T("U", """\
        We do sync AD, so minimal hybrid then. Someone on the board asked why not Google Workspace, since it's cheaper per seat. I said no: the office lives in Excel with macros, Paxport's reports come out as Excel files, and one day I want to replace the Avaya phone system with Teams, which needs Microsoft anyway. Does that reasoning hold up, or am I just a Microsoft person?""", "s01.gws"),
    T("A", """\
        It holds up. The per-seat comparison only works if you could drop desktop Office, and with VBA macros and Excel-based reporting you can't: Sheets doesn't run VBA, so you'd pay for both. Teams Phone is a real dependency too, if replacing the Avaya is on the roadmap. The honest counter-argument is price, so put the numbers in a short paragraph for the board: Workspace seats plus the Office licences you'd still need, against Microsoft 365 Business Standard or Premium."""),
    T("U", """\
        Will do. While I have you: backups. We use Veeam Backup & Replication, a nightly incremental at 01:00 and a weekly full on Sunday, onto a Synology NAS in the server room. Offsite is LTO tapes; I take the Friday tape home. Once mail lives in 365, what changes?""", "s01.backups"),
    T("A", """\
        Two things.

        1. Veeam B&R won't back up Exchange Online. Microsoft keeps the service running, but deleted items and retention are limited, so add a Microsoft 365 backup (Veeam Backup for Microsoft 365 fits what you already know).
        2. Your offsite copy: tape at home does count as offsite, but it depends on one person and on tapes surviving a car and a living room. At minimum, do a restore from an offsite tape every quarter, so you find out whether it works before you need it."""),
    T("U", """\
        Quarterly restore tests, noted. And yes, I know about the one-person problem: I'm also the only one on call. PRTG texts my phone whenever a sensor goes red, and it got me at 06:10 this morning for the mail queue, which is how all this started.""", "s01.prtg"),
    T("A", """\
        Good that it caught it. Two cheap PRTG additions: a sensor on the Exchange queue length (warn at 200 messages), and a certificate sensor on mail.tarnwickferries.co.uk that warns 30 days before expiry, so next time it's a warning in January instead of a page at 06:10. And being the only person on call is a risk for you and for the company; it's worth taking a rota proposal to Morag."""),
])

# ---------------------------------------------------------------------------------------------
# s02  Tue 2024-02-20  group
session(2, "2024-02-20", "10:30", "Storm refunds and a booking site that fell over", [
    T("Aoife", """\
        Morning all. After yesterday's cancellations we have 212 refund requests in Freshdesk, and the booking site was down most of the afternoon, so people phoned instead and the bookings line had 40-minute waits. Priya, what happened with the site?""", "s02.refunds"),
    T("Priya", """\
        WP Engine happened. We posted the cancellation notice at 14:00, everyone hit the site at once and our plan ran out of PHP workers: 503s from about 14:10 to 16:40. Their support's answer was to upgrade to the next plan. On top of that, Opayo timed out on some payments in that window, so a few people were charged without Paxport confirming the booking. I'm matching those by hand now.""", "s02.site"),
    T("Aoife", "How many are we talking about?"),
    T("Priya", """\
        Nineteen so far. Opayo has them as authorised, Paxport shows the booking stuck in 'pending payment'. For each one I either confirm the booking in Paxport or refund it, depending on what the customer wants. If your team tags them `storm-double` in Freshdesk I'll work down the list.""", "s02.paxport"),
    T("Morag", "Let's not make it worse. Priya, the plugin update that went out on Friday at five: related?"),
    T("Priya", """\
        No, that was the cookie banner. But fair point: it went out at 17:05 on a Friday because we don't have any rule about when site changes go out. I just push them when they're ready.""", "s02.nowindow"),
    T("Morag", """\
        For now the rule is what it's always been: the site is yours, Priya, but anything bigger than a text change, ask me first, and an email is enough. Same for everyone with Paxport and the network. I'll think about something more formal once the season has started.""", "s02.askmorag"),
    T("Gareth", """\
        On the phones: the Avaya has eight channels on the ISDN30 for the bookings line, that's all we licensed, so caller number nine gets an engaged tone. Not something I can fix today.""", "s02.avaya"),
    T("Aoife", """\
        Understood. Reminder for everyone: weather cancellations get a full refund or a free transfer, no admin fee. Please make sure nobody charges the £10 amendment fee on these."""),
    T("Priya", "Will do. I'll also ask WP Engine what the bigger plan costs, though after yesterday I'm not keen."),
])

# ---------------------------------------------------------------------------------------------
# s03  Mon 2024-03-18  assistant  (Gareth)
session(3, "2024-03-18", "08:45", "First Monday on Microsoft 365", [
    T("U", """\
        Gareth again, from Tarnwick Ferries. We moved our mail to Microsoft 365 over the weekend: the MX record flipped on Saturday afternoon, all 137 mailboxes are in Exchange Online, and the old Exchange 2016 box only stays for recipient management and to relay for the scanners. Monday-morning list:

        1. about 20 PCs: Outlook still tries the old server
        2. the it@ shared mailbox, which is basically our helpdesk, doesn't show up for Tomasz
        3. one supplier says our mail fails DMARC""", "s03.cutover"),
    T("A", """\
        1. Domain-joined Outlook asks Active Directory first (the Autodiscover SCP) and only then DNS. If the on-prem server isn't redirecting those clients properly, clearing the SCP is the quick fix:

        ```powershell
        Get-ClientAccessService | Format-List Name,AutoDiscoverServiceInternalUri
        Set-ClientAccessService -Identity EX01 -AutoDiscoverServiceInternalUri $null
        ```

        Make sure the public DNS has `autodiscover CNAME autodiscover.outlook.com`, then restart Outlook on an affected PC.
        2. Send me what you did for it@.
        3. Send me the Authentication-Results header from the bounce."""),
    T("U", "Clearing the SCP did it; Outlook finds 365 after a restart. For it@: I gave Tomasz Full Access in the admin centre about an hour ago."),
    T("A", """\
        Automapping can take an hour or more to show up, and it never happens if the permission came through a group. To force it for one person:

        ```powershell
        Remove-MailboxPermission -Identity it@tarnwickferries.co.uk -User tomasz.wojcik@tarnwickferries.co.uk -AccessRights FullAccess -Confirm:$false
        Add-MailboxPermission -Identity it@tarnwickferries.co.uk -User tomasz.wojcik@tarnwickferries.co.uk -AccessRights FullAccess -AutoMapping $true
        ```

        Or he adds it by hand under File > Account Settings > More Settings > Advanced."""),
    T("U", """\
        Here's the header from the supplier's bounce:

        ```
        Authentication-Results: spf=fail (sender IP is 40.107.22.53) smtp.mailfrom=tarnwickferries.co.uk; dkim=none (message not signed) header.d=none; dmarc=fail action=quarantine header.from=tarnwickferries.co.uk
        ```"""),
    T("A", """\
        Two gaps. SPF fails because your SPF record still lists only the old on-prem IP, and 40.107.x.x is Microsoft. And nothing is DKIM-signed yet. Fix both:

        ```
        tarnwickferries.co.uk.  TXT  "v=spf1 ip4:81.2.140.17 include:spf.protection.outlook.com -all"
        selector1._domainkey    CNAME selector1-tarnwickferries-co-uk._domainkey.tarnwickferries.onmicrosoft.com
        selector2._domainkey    CNAME selector2-tarnwickferries-co-uk._domainkey.tarnwickferries.onmicrosoft.com
        ```

        then `Set-DkimSigningConfig -Identity tarnwickferries.co.uk -Enabled $true`. Drop the on-prem IP from SPF once the scanners relay through 365 too."""),
    T("U", """\
        SPF fixed, DKIM on. One question about it@: Tomasz answers most of what lands there, password resets, a printer on the Elsa Marr, a till that won't print receipts. No ticketing at all, just flags and folders. Worth getting a proper tool while we're changing things anyway?""", "s03.itmailbox"),
    T("A", """\
        At your size a tool pays off as soon as you want to see what's open, who has it and how long things take, which a shared mailbox can't tell you. Freshservice, Jira Service Management and Zendesk all do email-to-ticket. Keep it@ as the address people know and let it forward into whatever you pick, so nobody has to learn anything new."""),
    T("U", "Morag says not before the summer, the phones come first. OK, Monday's under control. Thanks."),
])

# ---------------------------------------------------------------------------------------------
# s04  Wed 2024-04-03  group
session(4, "2024-04-03", "13:20", "Holmsay terminal, café tills and the linkspan", [
    T("Callum", """\
        Afternoon. Three things from the ports and the boats. First, the card terminal in the Holmsay ticket office, the Ingenico one from Barclaycard, is dropping out again. Cars queued back to the cattle grid this morning while Jean took cash.""", "s04.terminal"),
    T("Tomasz", """\
        I know this one. The Ingenico is on the office Wi-Fi and the access point reboots when the heater in the booth switches on, I think is the power. Yesterday I put it on the 4G SIM fallback but Barclaycard says the SIM is "not provisioned". I call them again today.""", "s04.ingenico"),
    T("Aoife", """\
        Related: Barclaycard's renewal quote for the four ticket office terminals is 1.2% plus rental per terminal, and the contract ends in June. Dojo came in well under that. I'd like us to decide before the renewal date.""", "s04.dojoquote"),
    T("Callum", """\
        Second, the café tills. The old Casio registers on the Elsa Marr and the Ardrin Isle: the one on the Ardrin ate its paper roll and its Z-report again. We've bought Square for both cafés, and they go in on Monday the 29th. Tomasz, can you be on board for that?""", "s04.tills"),
    T("Tomasz", """\
        Yes. Square needs internet to sync but takes card payments offline up to a limit. All three boats have the Peplink routers on EE 4G. On the Holmsay crossing there is a dead spot of maybe 20 minutes in the middle, but offline mode covers it.""", "s04.4g"),
    T("Morag", """\
        Tomasz, you're still the person for anything IT on the vessels: tills, Wi-Fi, the bridge PCs that aren't navigation equipment. Just loop Callum in on anything that touches the ship's own systems.""", "s04.vesselit"),
    T("Callum", """\
        Third, Corrach Seaways start works on their side of the Holmsay linkspan on the 15th. Their booking people told ours they'd "share the manifest" for mixed sailings. Aoife, please don't let anyone send our passenger lists into Hogia. That's their booking system, not ours, and it's a GDPR conversation first.""", "s04.corrach"),
    T("Aoife", "Agreed. Nothing leaves Paxport without a data sharing agreement. They can have vehicle counts, not names."),
    T("Callum", """\
        Last one, for the record: the maintenance spreadsheet says the Kittiwake's fire pump service was done in March, and the chief says it wasn't. Second time this year the Excel planner's been wrong. And the May crew rota is up in the usual rota spreadsheet on the shared drive; masters, please check your lines.""", "s04.excel"),
])

# ---------------------------------------------------------------------------------------------
# s05  Wed 2024-04-17  assistant  (Priya)
session(5, "2024-04-17", "15:00", "Leaving WP Engine", [
    T("U", """\
        Hi, I'm Priya Nair. I look after the booking website and our reservation system, Paxport, at Tarnwick Ferries, a regional ferry company. The site is WordPress with a custom theme and a booking widget that talks to Paxport's XML interface, hosted on WP Engine. It fell over under load again on Easter Monday when we posted a storm notice, the second time this year, and WP Engine's answer is a plan at three times the price. I'm weighing Kinsta against a VPS with Cloudflare in front. What should I be weighing?""", "s05.intro"),
    T("A", """\
        Your load is unusual: quiet most of the time, then a spike the minute a disruption notice goes up, and the pages people hit in that spike (availability, booking) can't be cached. So the numbers that matter are:

        - how many PHP workers you get, and what happens when they're all busy (queue, or 503);
        - whether the host lets you burst for an hour without a plan change;
        - who patches the server. On a VPS that's you, every month, including PHP and the OS.

        Whatever you choose, take the disruption notice itself off WordPress: a static page that can't run out of PHP workers, linked from a banner. Then a storm day stops being a load test for the booking flow."""),
    T("U", """\
        A VPS is out: nobody here patches Linux except Gareth, and he's got enough. So it's Kinsta against staying and paying WP Engine. Kinsta's plan with more PHP workers still costs less than WP Engine's quote, and their support was good when I tested them. I'm leaning Kinsta.""", "s05.decision"),
    T("A", """\
        Then check these before you commit to a date:

        1. **Outbound IPs.** If anything you call restricts by source IP (Paxport's XML interface, a firewall rule at the office), Kinsta's egress IP has to be allowed first.
        2. **Cron**: WP-Cron or a real cron for booking clean-up jobs, recreated on Kinsta.
        3. **Email from the site**: send through an SMTP relay, not PHP mail.
        4. **Redirects and TLS**: copy the redirect rules; let Kinsta issue the certificate before you switch DNS.
        5. **Staging**: run a full test booking on Kinsta's staging against Paxport's test instance."""),
    T("U", """\
        Good catch on the allowlist: the XML interface sits behind our office firewall and only accepts WP Engine's IPs. I'll get Kinsta's static IP and Gareth can add it. Plan is to move on Monday 20 May, early, before the first sailing. Not a weekend: weekends are when most of the bookings come in.""", "s05.date"),
    T("A", """\
        Monday early is sensible. Lower the DNS TTL to 300 seconds a week before, keep WP Engine running untouched for a couple of weeks as the rollback, freeze content edits from the Friday before so the two copies don't drift, and do one real booking with a small refund straight after the switch so you test Paxport and payments end to end."""),
    T("U", "Opayo posts back to a notification URL and doesn't restrict by IP, but I'll do the live test booking with a refund. You said to keep the disruption notice off WordPress?"),
    T("A", """\
        Yes: a plain static page on a different host (or a hosted status page), with a banner on the homepage linking to it. Editing it shouldn't need a deploy, so whoever writes the notices can update it from a phone."""),
    T("U", "I'll put that to Aoife, it's her team that writes the notices. OK, Kinsta it is. Telling Morag today."),
])

# ---------------------------------------------------------------------------------------------
# s06  Wed 2024-05-08  assistant  (Gareth)
session(6, "2024-05-08", "10:00", "Replacing the Avaya, and an on-call rota", [
    T("U", """\
        Gareth from Tarnwick Ferries again. Our Avaya IP Office 500 and its ISDN30 contract both end in August, and ISDN is being switched off anyway. Two candidates: 3CX on a VM in our server room, or Microsoft Teams Phone, since we've been on Microsoft 365 since March. About 60 extensions, a bookings queue that gets hammered on storm days, four ticket offices, and the vessels' bridges ring the office from mobiles.""", "s06.intro"),
    T("A", """\
        Roughly:

        | | 3CX (self-hosted) | Teams Phone |
        |---|---|---|
        | running cost | lower licences, plus SIP trunks | per-user Teams Phone licence plus a carrier (calling plan or Operator Connect) |
        | who runs it | you: the VM, updates, the SBC side | Microsoft; you configure queues and numbers |
        | storm-day queues | fine, sized by your trunks | call queues scale; no channel limit on your side |
        | ticket offices | any SIP handset | certified handsets with Common Area Phone licences |
        | risk | an internet-facing server you patch | tenant security, licence costs |

        The deciding question is usually whether you want to run another server. 3CX also had a supply-chain compromise of its desktop app in 2023, which some boards remember."""),
    T("U", """\
        I'm not putting another internet-facing box in our server room that I have to patch at 2 a.m., and after the 3CX desktop app mess in 2023 the board wouldn't like it either. So Teams Phone, with Gamma as the Operator Connect carrier; they port our numbers. Morag agreed this morning. Gamma say about eight weeks for the port.""", "s06.decision"),
    T("A", """\
        Migration plan for the eight weeks:

        1. Licences: Teams Phone Standard for staff, Common Area Phone licences for the four ticket offices.
        2. Emergency addresses for every site, so 999 calls carry the right location.
        3. Resource accounts, the bookings call queue and an auto attendant; record greetings now.
        4. Number port with Gamma: list every number, including any hunt-group or DDI numbers that suppliers and ports have written down, not just the main lines.
        5. Certified handsets (Yealink or Poly) for the ticket offices; headsets for the bookings team.
        6. Keep the Avaya running for a week after the port as a fallback."""),
    T("U", """\
        Other thing, not technical. I've been on call alone for three years and Morag has finally agreed. From Monday there's a proper weekly rota: me, Tomasz and Priya, one week each, handover on Monday at 09:00. Can you draft the rules in a few lines for the wiki?""", "s06.rota"),
    T("A", """\
        **On-call rota (from Monday 13 May 2024)**
        - One person on call per week: Gareth, Tomasz, Priya, in turn. Handover Monday 09:00, with a five-minute call about anything still open.
        - Covers: booking site, Paxport, payments, network and phones at the ports, vessel connectivity. Not covered: desk problems that can wait until morning.
        - Respond within 15 minutes to a call or alert; if you can't fix it within an hour, call Gareth (infrastructure) or Priya (booking systems) even if it's not their week.
        - Swaps are fine; post them in the team chat.
        - Time worked out of hours is taken back within the month."""),
    T("U", "PRTG can only send a text to a fixed number per notification, unless I script it. How do I make it reach whoever's on call?", "s06.prtg"),
    T("A", """\
        Simplest: one dedicated on-call mobile number. PRTG always texts that number, and the handset (or a call-forward on it) moves to whoever is on call at the Monday handover. The alternative, one notification contact per person with schedules, works too but someone has to keep the schedules in sync with the rota, and that's exactly the job that gets forgotten."""),
    T("U", "The on-call phone it is. Tomasz will love carrying it onto the boats."),
])

# ---------------------------------------------------------------------------------------------
# s07  Wed 2024-05-22  group
session(7, "2024-05-22", "11:15", "Site on Kinsta, summer timetable and a release rule", [
    T("Priya", """\
        Quick update: since Monday morning's move the booking site has been running on Kinsta. DNS switched at 06:20, first booking through the new host at 06:41, and Gareth added Kinsta's IP to the Paxport allowlist on Friday. Median page load is down from about 2.8s to 1.1s.""", "s07.kinsta"),
    T("Aoife", """\
        Lovely. The summer timetable starts on 1 June: an extra Friday 19:30 sailing Tarnwick–Holmsay, and the Kelda run goes to four a day. Fares are loaded in Paxport. Can the timetable page on the site be updated by Friday?"""),
    T("Priya", "Yes, I'll do it tomorrow morning."),
    T("Morag", """\
        Which brings me to the thing I promised in February. From today, changes to the booking site go out Tuesday to Thursday, before 11:00, and never on a day with a disruption notice up. No more Friday-at-five cookie banners. Genuine emergency fixes are the exception, and you tell me afterwards.""", "s07.window"),
    T("Priya", "Fine by me. Thursday morning for the timetable page then 🙂"),
    T("Callum", """\
        Unrelated, but since the new tills went in on the boats, the café takings arrive as a Square CSV every night instead of us photographing the Z-reports. Helen wants them mapped to her nominal codes. Whose job is that?""", "s07.tills"),
    T("Morag", "Tomasz set the tills up, but the mapping's a finance job. Helen can have a Square login with reporting only. Callum, can you ask her to sit down with Tomasz?"),
    T("Callum", """\
        Will do. And the Ardrin Isle till lost signal in the Sound for half an hour on Saturday, queued the card payments and sent them when it got signal back. Much better than the Casio.""", "s07.offline"),
    T("Aoife", "One more: the June invoice from WP Engine has arrived. Priya, have we cancelled?"),
    T("Priya", "Cancelling at the end of the month; we keep them until then in case we need to roll back. Nothing's gone wrong so far.", "s07.wpe"),
])

# ---------------------------------------------------------------------------------------------
# s08  Wed 2024-06-05  assistant  (Morag)
session(8, "2024-06-05", "16:00", "A change process for a small ferry company", [
    T("U", """\
        Hello. I'm Morag Lennie, head of IT at Tarnwick Ferries, a small ferry operator. Last Thursday someone in commercial edited a fare table in Paxport in the middle of the day, the new fare had no valid-from date, and the Kelda sailings stopped selling for three hours. Until now changes have been approved informally: people ask me, and an email is enough. That clearly isn't enough any more, but I don't want ITIL theatre either. Ideas?""", "s08.intro"),
    T("A", """\
        Keep it to four parts:

        1. **Scope**: a short list of systems where a change needs approval. Everything else stays informal.
        2. **Three kinds of change**: normal (goes to the weekly meeting), emergency (do it, tell the approver straight away, review it at the next meeting), and later, once you see patterns, standard changes that are pre-approved.
        3. **A weekly 30-minute change meeting** with the people who feel the impact, not only IT.
        4. **A one-line record per change**: what, when, who, how you'll test it, how you'll undo it."""),
    T("U", """\
        Scope: anything touching Paxport, the booking site, payments, or systems on the vessels. A weekly CAB on Thursdays at 10:00: me, Callum for marine operations, Aoife for commercial, plus whoever is making the change. I want to start tomorrow. Can you write the one-page policy?""", "s08.cab"),
    T("A", """\
        **Tarnwick Ferries: change approval (effective Thursday 6 June 2024)**

        *Scope.* Changes to Paxport, the booking website, payment systems and terminals, and IT systems on board the vessels.

        *Change Advisory Board.* Meets every Thursday at 10:00 (Morag Lennie, chair; Callum Reid, marine operations; Aoife Deane, commercial; the person making the change). A change is approved when the chair and the affected area agree.

        *Requesting.* Add the change to the change list by Wednesday 17:00: what, why, when, who, test, rollback, customer impact.

        *Emergency changes.* If waiting would harm passengers, safety or revenue, make the change, tell Morag immediately, and bring it to the next CAB.

        *After the change.* Record the outcome on the list. Failed changes are reviewed at the next CAB, without blame.""", "s08.policy"),
    T("U", "Add that fare and timetable edits in Paxport count as changes. That's exactly what bit us."),
    T("A", """\
        Added under Scope: *"Fare, fare-rule and timetable edits in Paxport are changes. They need a second person to check the valid-from and valid-to dates, and a test booking on an affected sailing straight after the edit."* The test booking is the cheap part that would have caught last Thursday's problem within a minute."""),
    T("U", "Where should change requests live? We don't have a ticket system, only the it@ mailbox.", "s08.where"),
    T("A", """\
        A SharePoint list in your Microsoft 365 is enough for now: columns for title, system, requested by, planned date, risk, test, rollback, CAB decision and outcome. One view for 'next Thursday', one for 'done'. If you get a service desk tool later, most of them have a change module you can move this into."""),
    T("U", "SharePoint list it is. Sending the policy round tonight; first CAB tomorrow at ten.", "s08.start"),
])

# ---------------------------------------------------------------------------------------------
# s09  Wed 2024-06-12  assistant  (Tomasz)
session(9, "2024-06-12", "09:30", "Card totals that don't match at the end of the day", [
    T("U", """\
        Hello, Tomasz Wójcik here, IT support at Tarnwick Ferries. I look after the ticket offices and the IT on our boats. Since the Dojo machines went in on Monday at the four ticket offices, the end of day card total in Paxport is not the same as in the Dojo app. Tarnwick office, Monday: Paxport says £4,812.50, Dojo says £4,737.50. Difference £75.""", "s09.dojo"),
    T("A", """\
        A difference that is a round fare amount usually means one transaction exists on one side only. Usual suspects:

        - a refund done on the terminal but not in Paxport (or the other way round);
        - a payment keyed as "card" in Paxport but taken another way (cash, or an old terminal);
        - different day boundaries: the terminal's settlement cut-off against Paxport's end of day;
        - a pre-authorisation counted by one side only.

        Export Monday's transactions from the Dojo app and look for a £75 entry that is negative or missing in Paxport."""),
    T("U", """\
        Found it I think. A £75 car fare was refunded on the Dojo directly because the customer's trip was cancelled, but in Paxport the booking is still paid. The staff did not know they must cancel also in Paxport. With the old Barclaycard terminals they could not refund without the supervisor card, so it never happened before.""", "s09.refund"),
    T("A", """\
        Then it's a process gap the new terminals opened. Two fixes:

        1. Restrict refunds on the terminals so they need a manager passcode, like the supervisor card did before. Check the refund permissions in the Dojo account settings.
        2. Make the rule "refund in Paxport first, then on the terminal", so the booking and the money always move together."""),
    T("U", "Paxport and Dojo are not integrated, the staff type the amount on the terminal. Priya says integration is not possible with our Paxport version."),
    T("A", """\
        Then a daily check is your safety net. Export the Dojo transactions and Paxport's card takings per office as CSV and compare:

        ```python
        import pandas as pd
        dojo = pd.read_csv("dojo_2024-06-10.csv", parse_dates=["Date"])
        pax = pd.read_csv("paxport_card_2024-06-10.csv", parse_dates=["Time"])
        d = dojo.groupby("Location")["Amount"].sum()
        p = pax.groupby("Office")["Amount"].sum()
        print(pd.concat({"dojo": d, "paxport": p}, axis=1).assign(diff=lambda x: x.dojo - x.paxport))
        ```

        Anything non-zero gets looked at the next morning, while the staff still remember."""),
    T("U", """\
        Ha, yes. Changing the refund setting is a change on a payment system, so it goes to Morag's new CAB tomorrow. Also: the Holmsay office closes after the last sailing at 21:15. What time does the Dojo day end?""", "s09.cab"),
    T("A", """\
        I don't know your account's setting, so check the settlement or cut-off time in the Dojo portal. What matters is that it falls after your last sale and matches the day boundary Paxport uses; otherwise the 21:15 sailing's takings will land on different days in the two reports."""),
    T("U", "OK. After CAB I set the refunds to need the manager PIN. Thank you!"),
])

# ---------------------------------------------------------------------------------------------
# s10  Wed 2024-07-03  group
session(10, "2024-07-03", "14:00", "Phones move on Monday", [
    T("Gareth", """\
        Gamma have confirmed the port: from next Monday every number, the bookings line included, rings in Teams. The Avaya stays plugged in for a week as a fallback, then it goes.""", "s10.port"),
    T("Aoife", "Monday the 8th? I'll warn the bookings team tomorrow.", "s10.confirm"),
    T("Gareth", "Yes, the 8th. The porting window is 08:00 to 10:00, so expect a few dropped calls before ten.", "s10.window"),
    T("Priya", "How many callers can wait in the bookings queue before they get the 'try later' message?"),
    T("Gareth", """\
        Fifty in the queue, 20 minutes' maximum wait, then overflow to a voicemail that lands in a mailbox connected to Freshdesk, so Aoife's team sees it as a ticket. On storm days we can add office staff as agents in two minutes. No more eight-channel limit.""", "s10.queue"),
    T("Tomasz", "Ticket offices get Yealink common area phones, I tested one in Tarnwick, works. The bridges keep using the mobiles."),
    T("Morag", "Rota check: Tomasz, you've got the on-call phone this week? And it's Gareth's week from Monday, which suits the port nicely.", "s10.oncall"),
    T("Tomasz", "Yes, me this week, Gareth from Monday, then Priya.", "s10.oncall2"),
    T("Aoife", """\
        Also a refund dispute for you, Morag: a customer says he was charged twice for the Holmsay sailing on Saturday. Opayo shows one payment, his bank app shows two. I told him the second one is a pending authorisation that will drop off.""", "s10.opayo"),
    T("Morag", "That's the right answer. If it's still there after seven days, raise it with Opayo."),
    T("Tomasz", """\
        And the MarineTraffic map on the lobby screen in Tarnwick shows our ships an hour late again. It's the free embed. Do we pay for MarineTraffic or not?""", "s10.mt"),
    T("Morag", "We do. We've got the fleet account, it's on the company card. Log the screen into that instead of the public embed.", "s10.mt2"),
])

# ---------------------------------------------------------------------------------------------
# s11  Mon 2024-07-22  assistant  (Callum)
session(11, "2024-07-22", "10:00", "After the ISM audit: a planned maintenance system", [
    T("U", """\
        Hi, I'm Callum Reid, marine superintendent at Tarnwick Ferries. Three vessels. Our internal ISM audit last week raised a non-conformity: the planned maintenance for MV Kittiwake's emergency fire pump was marked as done in the Excel planner with no job card behind it, and the chief engineer says it wasn't done. The MCA surveyor is due in October for the Elsa Marr. Right now our planned maintenance is one Excel workbook per vessel plus paper job cards. I need something better. We've had quotes for AMOS and Helm CONNECT.""", "s11.audit"),
    T("A", """\
        What an auditor wants to see is a trail: every job has an interval, a due date, a person, and a completion record with evidence. Criteria for three vessels:

        - offline use on board, syncing when there's signal;
        - running-hours jobs as well as calendar jobs;
        - certificates and surveys with expiry warnings;
        - how much administration it needs week to week;
        - importing what you already have, so you don't start from zero.

        AMOS is built for larger fleets and usually comes with a project and an administrator. Helm CONNECT is aimed at smaller fleets (workboats, ferries) and is cloud-based."""),
    T("U", """\
        AMOS: licence plus implementation, and they recommended a dedicated administrator. We have three ships and no spare person. Helm CONNECT came in at a fraction of that, it's cloud, and the tablet app works offline when a boat loses signal. So Helm. Go-live from 1 October, which gives us the summer to load the equipment lists and running hours, and the surveyor sees it working.""", "s11.decision"),
    T("A", """\
        Good plan. Sequence:

        1. Equipment hierarchy per vessel first (systems, then components); everything hangs off it.
        2. Import the job plans from the workbooks, with intervals and the last-done dates.
        3. Running-hours counters for main engines, generators and the fire pumps, with today's readings.
        4. Certificates and survey dates.
        5. Train the chief engineers on the tablets in September.
        6. Freeze the Excel planners on 30 September and make them read-only on 1 October, so there's one truth from day one."""),
    T("U", "Each workbook has a tab per system, with columns Job, Interval, Last done, Next due, Responsible. Can you give me a script to flatten them into one CSV for Helm's import template?"),
    T("A", """\
        ```python
        import pandas as pd
        from pathlib import Path

        rows = []
        for book in Path("planners").glob("*.xlsx"):          # one workbook per vessel
            vessel = book.stem                                 # e.g. "Elsa Marr"
            for system, df in pd.read_excel(book, sheet_name=None).items():
                df = df.rename(columns=str.strip).dropna(subset=["Job"])
                df.insert(0, "Vessel", vessel)
                df.insert(1, "System", system)
                rows.append(df[["Vessel", "System", "Job", "Interval", "Last done", "Next due", "Responsible"]])

        out = pd.concat(rows, ignore_index=True)
        out.to_csv("helm_import.csv", index=False, date_format="%Y-%m-%d")
        print(len(out), "jobs")
        ```"""),
    T("U", "Works: 1,184 jobs across the three vessels. But the intervals are a mix: '3M', '12M', '2000h', '500 hrs'."),
    T("A", """\
        Split them into calendar and running-hours jobs before the import:

        ```python
        import re
        def parse_interval(s):
            s = str(s).strip().lower()
            if m := re.fullmatch(r"(\\d+)\\s*m(onths?)?", s):
                return "calendar", int(m.group(1))
            if m := re.fullmatch(r"(\\d+)\\s*(h|hrs?|hours?)", s):
                return "hours", int(m.group(1))
            return "unknown", None

        out[["IntervalType", "IntervalValue"]] = out["Interval"].apply(lambda s: pd.Series(parse_interval(s)))
        print(out[out.IntervalType == "unknown"])
        ```

        Whatever lands in "unknown" is worth a look by hand; those are usually the jobs nobody has done in years."""),
    T("U", """\
        Perfect. Unrelated: the bridge on the Elsa couldn't get through to the office on Friday. Since the phones went over to Teams a fortnight ago, the old hunt group number doesn't exist any more and their speed-dials still point at it. Tomasz is redoing the speed-dials.""", "s11.phones"),
    T("A", """\
        Worth asking Gareth whether that hunt group number was ported and attached to a call queue. If it wasn't, every supplier or harbour office that has it written down will hit the same wall, not only your bridges."""),
])

# ---------------------------------------------------------------------------------------------
# s12  Wed 2024-08-07  group
session(12, "2024-08-07", "09:00", "Planday week one, and meet Ines", [
    T("Morag", "Everyone, please welcome Ines Carvalho, who started on Monday as our developer. She'll start on the crew app and on website work with Priya.", "s12.ines"),
    T("Ines", "Hello all! Very happy to be here. I come from a logistics company in Porto, I did mostly Power Platform and some web. Please be patient with my questions about boats 😅"),
    T("Callum", """\
        Welcome aboard, Ines. You've arrived in a busy week: Planday went live for the crew rosters on Monday as well. The masters publish the rota there now instead of in the spreadsheet.""", "s12.planday"),
    T("Tomasz", """\
        The crew app, the Glide one I made, still reads the old rota spreadsheet, so crew see two different rotas now. Ines, maybe that is a first job for you: get the shifts from Planday's API into my Glide app.""", "s12.glide"),
    T("Ines", "I can look. Does Planday have webhooks or only REST?"),
    T("Tomasz", "REST with OAuth. I send you the portal login."),
    T("Callum", """\
        Priority is the Kelda crew. They work 12-hour days, two weeks on and two off, and Planday shows them as if they're working fourteen days in a row with no rest. I've raised it with Planday support.""", "s12.kelda"),
    T("Morag", "Remember it's a trial, we're paying monthly on purpose. If it doesn't fit how we work on the boats by the autumn, we go back.", "s12.trial"),
    T("Ines", "Understood. What is 'hours of rest'? I see it in the Planday settings."),
    T("Callum", """\
        MLC rules: seafarers need at least 10 hours of rest in any 24 and 77 in any seven days, and we have to record it. The spreadsheet had a tab that checked it. Planday doesn't really.""", "s12.mlc"),
])

# ---------------------------------------------------------------------------------------------
# s13  Wed 2024-08-21  assistant  (Tomasz)
session(13, "2024-08-21", "15:30", "Starlink on the Elsa Marr, failover with the Peplink", [
    T("U", """\
        Hi, Tomasz from Tarnwick Ferries IT again. Our ship MV Elsa Marr has Starlink Maritime since Monday: it was fitted in drydock and went live when she came back into service. We keep the Peplink router with EE 4G as backup. How should I configure priority and failover? The other two boats stay on 4G only for now.""", "s13.starlink"),
    T("A", """\
        On the Peplink, under Network > WAN:

        - Starlink on WAN 1, **priority 1**; the cellular modem **priority 2** (backup, not load-balanced), so the 4G only carries traffic when Starlink is down.
        - A health check on both links (ping to two public targets), so failover happens on real loss and not only when the Ethernet link goes down.
        - Separate VLANs or SSIDs for operations (bridge PCs, tills), crew and passengers, so you can shape them differently.
        - Keep an eye on data: Starlink maritime plans have priority-data allowances, and the 4G backup should stay a backup."""),
    T("U", "Starlink sometimes drops for 2-3 seconds when the ship turns. I don't want it to flap to 4G every time."),
    T("A", """\
        Make the health check tolerant of short drops and slow to switch back:

        ```
        Health Check Method : Ping
        Ping Hosts          : 1.1.1.1, 8.8.8.8
        Interval            : 5 s
        Retries (down)      : 4     -> about 20 s of loss before failing over
        Recovery retries    : 6     -> 30 s of good pings before failing back
        ```

        A 3-second drop during a turn then causes a stall but no failover, and TCP sessions survive it."""),
    T("U", "Crew Wi-Fi: before, the crew used the 4G for Netflix and the bill was terrible. With Starlink can I give them more?"),
    T("A", """\
        Yes, within limits: a per-user bandwidth cap on the crew SSID (say 10 Mbit/s), and an outbound policy that keeps operations traffic first. If the Starlink plan has a priority-data allowance, put crew streaming on the standard tier so it doesn't eat the data the tills and the bridge need."""),
    T("U", """\
        Speaking of crew: they complain a lot about Planday. They say it doesn't show the hours of rest and the app logs them out at sea. Not my decision, but is there something I can do for the logouts?""", "s13.planday"),
    T("A", """\
        The logouts are very likely the app failing to refresh its login token while there's no connection, so Starlink will help on the Elsa, but not on the two boats that are 4G only. Missing hours of rest is a product-fit problem, not a network one. Worth giving Callum both facts separately, so the network doesn't get the blame for the second."""),
    T("U", "OK. Last: the Square tills on the Elsa, should they go over Starlink or 4G?", "s13.square"),
    T("A", """\
        Let them follow the main link with failover like everything else. Square's offline mode covers the seconds in between, and pinning them to 4G would bring back data charges for no gain."""),
])

# ---------------------------------------------------------------------------------------------
# s14  Wed 2024-09-11  assistant  (Priya)
session(14, "2024-09-11", "11:00", "Paxport's end: choosing a new reservation system", [
    T("U", """\
        Priya Nair again, Tarnwick Ferries, booking site and reservations. Our reservation system is Paxport, installed on-prem in 2014 on a Windows Server 2012 R2 box, which has been out of support since last October. The vendor told us support for the on-prem version ends next year, and their cloud version is a reimplementation anyway. And there's no real API: the site uses an old XML interface that can't check vehicle deck space in real time, so we oversell the car deck on the Elsa Marr a few times a month. We've had demos from Carus and Hogia. Can you help me structure a decision memo?""", "s14.paxport"),
    T("A", """\
        A structure the board can read in five minutes:

        1. **Why now**: unsupported OS, the vendor ending on-prem support, overselling caused by the missing real-time API.
        2. **Must-haves**: vehicle deck capacity by length and type, multi-leg and return journeys, island resident discounts, freight, port check-in, card terminals, a booking API for the website, payment gateways, reporting.
        3. **Options**: each candidate scored against the must-haves, plus "do nothing" priced honestly.
        4. **Cost over five years**: licences, implementation, training, the dual-run period.
        5. **Risks and timing**: data migration of future bookings, staff training, cutover in the low season.
        6. **Recommendation.**"""),
    T("U", """\
        Hogia is what Corrach Seaways use, and honestly watching their outage list this summer didn't help its case. Carus has a modern booking API, models deck space in metres per vehicle type, connects to Adyen natively for payments, and handles our island resident cards. Morag and Aoife both preferred Carus, and the board signed it off on Monday. Target go-live is early February, our quietest month.""", "s14.carus"),
    T("A", """\
        Then the memo becomes a record of the decision. Recommendation paragraph:

        *"We will replace Paxport with Carus, going live in early February 2025. Carus provides a real-time booking API for the website, which removes car-deck overselling; it models vehicle space by length and type; it supports island resident cards; and it integrates natively with Adyen. Hogia was also evaluated. The on-prem Paxport server runs an unsupported operating system and the vendor is ending on-prem support."*

        Add the migration risks: future bookings and season tickets, resident card re-registration, and staff training before the switch."""),
    T("U", "Payments: Carus talks to Adyen out of the box, and the website is on Opayo. I'd rather not switch the gateway on the same night as the reservation system.", "s14.gateway"),
    T("A", """\
        Agreed: two big changes on one night means that when something breaks you don't know which one it was. Move the website's gateway first, in the autumn, while Paxport is still in place, so that by February Adyen is boring and the go-live has one moving part. The Opayo account stays open for refunds on older bookings for a while."""),
    T("U", """\
        Makes sense. For the RACI: the Carus system itself will be mine, the same as Paxport is now. Aoife owns the fares and the commercial rules, but admin, integrations, upgrades and vendor contact are me.""", "s14.owner"),
    T("A", """\
        | | Priya (system owner) | Aoife (commercial) | Morag |
        |---|---|---|---|
        | configuration, users, integrations | R/A | C | I |
        | fares, discounts, commercial rules | C | R/A | I |
        | upgrades and vendor contact | R/A | I | I |
        | go-live decision | R | C | A |"""),
    T("U", "Good. Add one more reason: the Paxport server leaks memory and needs a restart every few weeks, and last month it died during the 07:00 Saturday check-in at Tarnwick.", "s14.leak"),
    T("A", """\
        Added to "Why now": *"The Paxport server leaks memory and needs restarting every few weeks; in August 2024 it failed during the 07:00 Saturday check-in at Tarnwick."* With the unsupported OS, the end of on-prem support and the overselling, that's four reasons, each of which would justify the project on its own."""),
])

# ---------------------------------------------------------------------------------------------
# s15  Wed 2024-09-25  assistant  (Gareth)
session(15, "2024-09-25", "10:20", "A restore test that failed", [
    T("U", """\
        Gareth Bain, Tarnwick Ferries. Quarterly restore test this morning: I brought last month's offsite LTO tape back in and tried to restore the Paxport database folder from it. Veeam says:

        ```
        Tape is unreadable or corrupted. Failed to read tape block 118823.
        ```

        That tape spent a few days in my car boot during the August heatwave, which probably didn't help. So the offsite copy we've been relying on doesn't actually work.""", "s15.tape"),
    T("A", """\
        Better to find out in a test than in a disaster. Tapes are fine in a cool, dry place and bad in a hot car, and "one person takes it home" is fragile anyway. Most small shops now send the offsite copy to S3-compatible object storage with immutability (object lock), which also protects it from ransomware: nothing can delete or encrypt it until the lock expires. Veeam supports this as a backup copy target. Candidates: Wasabi, Backblaze B2, Azure Blob with immutability."""),
    T("U", """\
        I've priced Wasabi and Backblaze B2. B2 is cheaper per terabyte, but Wasabi has a London region, no egress charges, and our Veeam partner has set it up for other customers. So Wasabi, with a 30-day object lock. Can you outline the Veeam side?""", "s15.wasabi"),
    T("A", """\
        1. In Wasabi: create a bucket in the London region **with Object Lock enabled at creation** (it can't be added later), and an access key for a user that can only use that bucket.
        2. In Veeam: Backup Infrastructure > Add Repository > Object Storage > S3 Compatible > Wasabi; enter the endpoint and the keys, and tick *Make recent backups immutable for 30 days*.
        3. Create a backup copy job from your Synology jobs to the Wasabi repository, running nightly after the main jobs finish.
        4. Let it seed (the first copy takes a while over your line), then do a real restore from Wasabi before you stop the tapes."""),
    T("U", """\
        Tapes stop once the first copy job is green. Different topic: Morag has had enough of the it@ mailbox. From Monday everything goes into Freshservice: the mailbox forwards into it and we work tickets there. Not to be confused with Freshdesk, which is what Aoife's customer service team uses for passengers.""", "s15.freshservice"),
    T("A", """\
        For the first week:
        - forward it@ to Freshservice's support address so every email becomes a ticket;
        - a handful of categories: vessels, ticket offices, booking systems, accounts and passwords, phones, hardware;
        - add Gareth, Tomasz and Priya as agents, with a group per area;
        - simple SLAs (first response within a working day, within an hour for ticket offices during sailings).

        Freshservice also has a change module, which could hold the CAB list later."""),
    T("U", "Change module: nice idea. We've run CAB from a SharePoint list since June. Maybe later.", "s15.cab"),
    T("A", "Sensible: move one thing at a time. Get people using tickets first, and move the change list once the team is comfortable in the tool."),
    T("U", "Thanks. Off to find a tape that still reads."),
])

# ---------------------------------------------------------------------------------------------
# s16  Wed 2024-10-02  group
session(16, "2024-10-02", "14:30", "Helm is live, Opayo again, and the rota", [
    T("Callum", """\
        Helm CONNECT went live yesterday on all three vessels. The chiefs logged their first 40 work orders on the tablets, and the Excel planners are read-only now.""", "s16.helm"),
    T("Morag", "Well done. That was the big one before the October survey."),
    T("Tomasz", "Two tablets had old Android, the Helm app wants Android 11. I swapped them. Logged in Freshservice, SR-0007 and SR-0008, my first tickets there 🙂", "s16.fs"),
    T("Priya", """\
        Payments, before I forget: Opayo had another 3DS outage on Sunday, 90 minutes, and Elavon have emailed that all Opayo merchants are being migrated to their new platform next year, which means re-integrating anyway. With Carus coming, and Carus speaking Adyen natively, I'd like to move the website to Adyen now, in November, so it's done well before the Carus go-live.""", "s16.adyen"),
    T("Aoife", "What about Stripe? Our marketing agency keeps saying Stripe.", "s16.stripe"),
    T("Priya", "Stripe has no connector to Carus, so we'd have to switch again in February. Adyen is the one that works for both.", "s16.stripe2"),
    T("Morag", "Agreed, Adyen. Bring it to CAB tomorrow with a date.", "s16.agreed"),
    T("Callum", """\
        On the crew side: the rota is a mess. The masters are keeping the spreadsheet alongside Planday because Planday can't check hours of rest, and the Kelda crew's two-on-two-off still shows wrong. I'd like to go back to the spreadsheet.""", "s16.planday"),
    T("Morag", """\
        Then we stop the trial. Callum, pick a date and tell the masters. We can look at a proper maritime crew system in the new year, maybe Mintra's OCS, but not now.""", "s16.mintra"),
    T("Callum", "From Monday the 14th then, once the October roster is out.", "s16.date"),
])

# ---------------------------------------------------------------------------------------------
# s17  Wed 2024-10-16  assistant  (Callum)
session(17, "2024-10-16", "11:00", "Running hours in Helm, and the rota back in Excel", [
    T("U", """\
        Callum from Tarnwick Ferries again, the marine superintendent. Helm CONNECT has been live for two weeks. Problem with running hours for the main engines: the chiefs enter them by hand every day, and two of them entered the cumulative meter reading while one entered the hours run that day. So jobs like the 2,000-hour oil change now show as overdue on the Kittiwake.""", "s17.helm"),
    T("A", """\
        The counter expects the cumulative meter reading; a daily figure looks like the meter going backwards, or it resets the baseline. Fix it in two steps:

        1. Correct the Kittiwake's counter history: delete the daily-hours entries and re-enter the meter readings from the engine room log for those dates. The due dates recalculate from the corrected readings.
        2. Stop it happening again: relabel the field on the tablet "meter reading (total hours)", and if Helm lets you, reject a reading lower than the previous one."""),
    T("U", """\
        Fixed the counter history for the Kittiwake. Separate thing: we dropped Planday on Monday and the rota's back in the spreadsheet, hours-of-rest tab and all. Masters are happy, crew are happy. But the spreadsheet is fragile. Can you help me make the hours-of-rest check a formula that doesn't break when someone inserts a row?""", "s17.revert"),
    T("A", """\
        Convert the rota to an Excel table (Ctrl+T) and use structured references: they adjust when rows are inserted. If each row is one person-day with a `Rest` column in hours:

        ```
        =IF([@Rest] < 10, "REST < 10h", "")
        =IF(SUMIFS([Rest], [Name], [@Name], [Date], ">" & [@Date] - 7, [Date], "<=" & [@Date]) < 77, "7-DAY < 77h", "")
        ```

        The first flags a short day, the second a rolling seven days below 77 hours."""),
    T("U", "Rest is recorded in 30-minute blocks, 48 columns per day, with an R in each rest block. Is that feasible?"),
    T("A", """\
        Yes: count the blocks. With the 48 block columns named B00 to B47 in the table:

        ```
        =COUNTIF(tblRota[@[B00]:[B47]], "R") / 2
        ```

        gives rest hours for the day. Put that in the `Rest` column and the two checks above work unchanged. MLC's rolling 24 hours, rather than per calendar day, needs the previous day's blocks too, so check that manually for anyone who is flagged close to the limit."""),
    T("U", "Brilliant. Ines has hooked the Glide crew app back onto the spreadsheet, so crew only see one rota again.", "s17.glide"),
    T("A", "Good. Keep the column names stable now that an app reads them; renaming a column is the easiest way to break the app without noticing."),
    T("U", "Noted, the headers are locked. Thanks, that's us."),
])

# ---------------------------------------------------------------------------------------------
# s18  Thu 2024-11-07  assistant  (Priya)
session(18, "2024-11-07", "10:10", "Adyen on the website: 3DS and refund webhooks", [
    T("U", """\
        Priya, Tarnwick Ferries. We flipped the website's payments to Adyen on Tuesday: our custom checkout with Adyen's Web Drop-in, Paxport still behind it. Opayo stays only for refunds on bookings paid before the switch. Two problems: about 4% of payments come back Refused with "3D Not Authenticated", and our refund webhook doesn't find the booking.""", "s18.adyen"),
    T("A", """\
        The refusals: if the checkout doesn't send the browser and channel data, the issuer can't run a frictionless 3DS2 check and more payments end in a challenge or fail. Send `browserInfo`, `origin`, `returnUrl` and `channel: "Web"` on `/payments`, and let Drop-in handle the `action` it gets back.

        For the webhook, show me the handler."""),
    T("U", """\
        ```php
        foreach ($payload['notificationItems'] as $item) {
            $n = $item['NotificationRequestItem'];
            if (!hmac_valid($n, ADYEN_HMAC_KEY)) { continue; }
            $booking = find_booking_by_psp($n['pspReference']);
            if ($n['eventCode'] === 'REFUND' && $n['success'] === 'true') {
                mark_refunded($booking, $n['amount']['value']);
            }
        }
        echo '[accepted]';
        ```

        find_booking_by_psp() returns null for every refund."""),
    T("A", """\
        For a REFUND notification, `pspReference` is the refund's own reference. The payment you stored is in `originalReference`:

        ```php
        $ref = $n['eventCode'] === 'REFUND' ? $n['originalReference'] : $n['pspReference'];
        $booking = find_booking_by_psp($ref) ?? find_booking_by_reference($n['merchantReference']);
        ```

        Keep answering `[accepted]` even when you can't match, and log it, otherwise Adyen keeps retrying."""),
    T("U", "That fixed the refunds. And the 3DS: you're right, our custom checkout wasn't passing browserInfo."),
    T("A", """\
        With Drop-in, take it from the `state.data` that `onSubmit` gives you and pass it through to your server unchanged:

        ```js
        onSubmit: async (state, dropin) => {
          const res = await fetch('/checkout/pay', {
            method: 'POST',
            headers: { 'Content-Type': 'application/json' },
            body: JSON.stringify({ ...state.data, bookingRef }),  // includes browserInfo
          });
          const result = await res.json();
          result.action ? dropin.handleAction(result.action) : showResult(result);
        }
        ```"""),
    T("U", """\
        Refusals back to normal within the hour. Aoife asked whether we did this by the book. I changed the checkout on Tuesday at 09:30, inside the Tuesday-to-Thursday-before-11 window, and it went through CAB the Thursday before.""", "s18.window"),
    T("A", "That's by the book. Add today's two fixes to the same change record as follow-ups, with a note that Opayo is still configured as the rollback until the last refunds are done."),
    T("U", "One cosmetic thing: Paxport labels Adyen payments as 'Opayo' in its payment method field, because it only knows one gateway. Not worth fixing; Carus replaces it in February.", "s18.label"),
    T("A", "Agreed, not worth it. If finance's reports need the split before February, the PSP reference format tells them apart: Adyen's are 16 characters, Opayo's transaction codes look different."),
])

# ---------------------------------------------------------------------------------------------
# s19  Wed 2024-11-20  group
session(19, "2024-11-20", "09:40", "Corrach got hit", [
    T("Gareth", """\
        Heads up: Corrach Seaways got ransomware on Sunday night. Their Hogia server and file shares are encrypted and they're selling tickets on paper at Port Ardrin. Nothing of ours is affected; we don't share any network with them, only the linkspan at Holmsay.""", "s19.corrach"),
    T("Tomasz", "Their people came to our Holmsay office yesterday asking to print boarding lists. I said no to plugging their laptop into our network. Was that right?"),
    T("Morag", "Exactly right. Nice one."),
    T("Gareth", """\
        The bit that worries me: they restored from the night before and lost a whole day of bookings. We'd be the same. Veeam runs nightly at 01:00, so in the worst case we lose up to a day too. Our Wasabi copies are immutable for 30 days, so nobody can encrypt those, but they're only as fresh as the last job.""", "s19.risk"),
    T("Morag", "So what do you want?"),
    T("Gareth", """\
        From the 1st of December: Veeam every four hours between 06:00 and 22:00 on Paxport and the file server, plus the nightly as now. The Synology can take it, I've checked.""", "s19.cadence"),
    T("Morag", """\
        Approved; it goes to CAB tomorrow as a formality. And I've been thinking about out of hours: from January I want Cobalt Bay IT, the MSP in Port Ardrin, to take first-line calls out of hours, so you lot aren't woken up for password resets. I've had their proposal.""", "s19.msp"),
    T("Priya", "Would they know Paxport, or the boats?"),
    T("Morag", "First line only. They'd escalate to whoever's on our rota. We'll see what it costs."),
    T("Tomasz", "If they take the nights I will not complain 😄"),
])

# ---------------------------------------------------------------------------------------------
# s20  Wed 2024-12-11  group
session(20, "2024-12-11", "13:00", "No MSP after all, and a new hire", [
    T("Morag", """\
        Update on out of hours: we're not going with Cobalt Bay. Their price came back at nearly £2,000 a month for first line, and when I asked what they'd do if the Elsa Marr's Wi-Fi went down at 6am they said "log a ticket". So that plan's off. The rota stays as it is, the three of you.""", "s20.cancel"),
    T("Gareth", "Fair. Honestly, we get two or three calls a week out of hours."),
    T("Morag", "Instead I've got budget for another infrastructure person. Dafydd Rees starts on 6 January. Gareth, he'll shadow you.", "s20.dafydd"),
    T("Gareth", "Good. Backup side: the four-hourly jobs have run since the 1st with no failures. Storage grew 6% in ten days, less than I expected.", "s20.cadence"),
    T("Priya", "Carus: migration test number two done, 14,380 future bookings loaded, 12 failed on vehicle types with no length. Aoife's team is cleaning those up."),
    T("Tomasz", "Christmas timetable: the Kelda run has no sailing on the 25th and 26th, but the site says it does. Priya?"),
    T("Priya", "Fixed tomorrow morning: Thursday before 11, and CAB has a standing approval for timetable text."),
    T("Morag", "Thanks. One more, for the annual review: the board wants to know whether we use Hogia anywhere. I said no, that's Corrach's. Correct?", "s20.hogia"),
    T("Priya", "Correct. We looked at it in September and went with Carus. Paxport until February, then Carus.", "s20.hogia2"),
])

# ---------------------------------------------------------------------------------------------
# s21  Wed 2025-01-08  group
session(21, "2025-01-08", "10:00", "Carus go-live date, and who looks after the website", [
    T("Morag", "Happy new year. Three things. First, say hello to Dafydd, who joined on Monday: infrastructure, shadowing Gareth for now."),
    T("Dafydd", "Bore da, everyone. Ex-council IT, so I know about old servers and tight budgets. Looking forward to the boats."),
    T("Priya", """\
        Welcome! Second thing is mine: the Carus go-live is fixed. Paxport stops selling at 22:00 on Monday 3 February, the final migration runs overnight, and Carus is live on Tuesday the 4th with the first sailing at 07:00.""", "s21.golive"),
    T("Aoife", "The booking team trains on the Carus sandbox from next week. Resident discount cards need re-registering, so we'll email the islanders."),
    T("Morag", """\
        Third: with Carus, Priya will be full time on it until the spring. So from Monday Ines looks after the booking website: content, releases, the Adyen checkout, the lot. Priya stays on Carus.""", "s21.owner"),
    T("Ines", "OK! Priya already showed me the deploy on Kinsta. And I follow the Tuesday-to-Thursday-morning rule.", "s21.ines"),
    T("Priya", "I'll still be around for the Carus booking API side of the site, obviously."),
    T("Dafydd", "Question from the new guy: PRTG is our monitoring, right? Gareth showed me the dashboard.", "s21.prtg"),
    T("Morag", "Right, PRTG. Gareth will walk you through the sensors.", "s21.prtg2"),
])

# ---------------------------------------------------------------------------------------------
# s22  Wed 2025-01-22  assistant  (Ines)
session(22, "2025-01-22", "14:00", "The booking widget on the Carus API", [
    T("U", """\
        Hi! I'm Ines, developer at Tarnwick Ferries, a ferry company. Last week I took over the booking website from Priya: WordPress on Kinsta with a custom booking widget. Now the widget must call the Carus booking API instead of the old Paxport XML interface, for our go-live on 4 February. Carus uses OAuth2 client credentials, and sometimes I get a 401 after about one hour.""", "s22.ines"),
    T("A", """\
        An error after about an hour is nearly always an expired access token. Client-credentials tokens usually live for `expires_in` seconds (often 3600); you have to fetch a new one before then, not reuse the first one for the rest of the day. Show me how you cache it."""),
    T("U", """\
        ```php
        function carus_token() {
            $token = get_transient('carus_token');
            if ($token) { return $token; }
            $res = wp_remote_post(CARUS_AUTH_URL, ['body' => [
                'grant_type'    => 'client_credentials',
                'client_id'     => CARUS_CLIENT_ID,
                'client_secret' => CARUS_CLIENT_SECRET,
            ]]);
            $body = json_decode(wp_remote_retrieve_body($res), true);
            set_transient('carus_token', $body['access_token'], DAY_IN_SECONDS);
            return $body['access_token'];
        }
        ```"""),
    T("A", """\
        There it is: the transient lives for a day, the token for an hour. Use the token's own lifetime, minus a margin, and retry once on a 401:

        ```php
        set_transient('carus_token', $body['access_token'], max(60, (int) $body['expires_in'] - 120));

        function carus_get($path, $args = []) {
            $res = wp_remote_get(CARUS_API . $path, ['headers' => ['Authorization' => 'Bearer ' . carus_token()]] + $args);
            if (wp_remote_retrieve_response_code($res) === 401) {
                delete_transient('carus_token');
                $res = wp_remote_get(CARUS_API . $path, ['headers' => ['Authorization' => 'Bearer ' . carus_token()]] + $args);
            }
            return $res;
        }
        ```"""),
    T("U", "Next: the availability calls are slow, 1.8 s each, and the calendar widget calls once for every date, 30 calls."),
    T("A", """\
        Two things, in this order:
        1. Ask Carus whether there's a date-range availability endpoint; one call for 30 days beats 30 calls.
        2. Cache each route-and-date answer for 60 seconds. Availability changes, but not so fast that a minute matters for a calendar view, and the final price and space are re-checked at booking anyway. A persistent object cache (Redis) makes this work across PHP workers."""),
    T("U", "Kinsta has Redis as an add-on, I'll ask Morag for the budget. Last thing: the rule for the site is Tuesday to Thursday before 11:00. Go-live is a Tuesday morning, so that's fine?", "s22.window"),
    T("A", """\
        It fits the window. Since Carus goes live the same morning, make the switch a setting, not a deploy: ship the Carus code beforehand behind a flag, and on the day you only flip the flag. If Carus has a bad first hour, flipping back is one line."""),
    T("U", "Good idea: a constant in wp-config, BOOKING_BACKEND, 'paxport' or 'carus'. Thanks!"),
])

# ---------------------------------------------------------------------------------------------
# s23  Wed 2025-02-12  group
session(23, "2025-02-12", "09:15", "Carus, week two", [
    T("Priya", """\
        Status: Carus has been live since Tuesday last week. 2,940 bookings taken, no oversold car decks. Paxport stays read-only on the old server until the end of March for lookups, then it's switched off.""", "s23.carus"),
    T("Aoife", "Check-in at Tarnwick was slow on the first Saturday, staff scanning boarding cards twice, but it's fine now. Resident card re-registration is at 61%."),
    T("Tomasz", """\
        The Dojo terminals at the ticket offices are still standalone with Carus, the staff type the amount. Carus has an Adyen terminal integration, but we have Dojo. Is that a problem?""", "s23.dojo"),
    T("Priya", "Not now. We keep Dojo at the ticket offices until the Dojo contract is up in 2026, then we decide. The website stays on Adyen.", "s23.dojo2"),
    T("Ines", "Website: zero errors on the Carus API since go-live, after the token fix. I removed the Paxport fallback from the code yesterday."),
    T("Morag", "Great work, all. Priya, are you still on the on-call rota while Carus settles?", "s23.oncall"),
    T("Priya", "Until the end of February, then we've agreed I come off it.", "s23.oncall2"),
    T("Morag", "Gareth is finishing his handover notes for Dafydd; I'll say more about that soon."),
])

# ---------------------------------------------------------------------------------------------
# s24  Wed 2025-02-26  assistant  (Gareth)
session(24, "2025-02-26", "10:30", "Handover notes for Dafydd", [
    T("U", """\
        Gareth Bain, Tarnwick Ferries. I'm going down to three days a week, and from Monday the 3rd Dafydd Rees, who joined in January, becomes the owner of our infrastructure: servers, network, backups, the Teams phones and the firewalls. Can you help me structure a handover document? The stack: Veeam B&R onto a Synology, Wasabi for the offsite copies, a two-host Hyper-V cluster, FortiGate firewalls at each port, Teams Phone through Gamma, Peplink routers on the boats (those are Tomasz's), and PRTG for monitoring with 212 sensors.""", "s24.handover"),
    T("A", """\
        A structure that works for handovers:

        1. **Map**: one diagram per site, plus the links between them and to the boats.
        2. **Systems**: one page each (what it does, where it runs, how to log in, where the docs are, vendor and contract, renewal date).
        3. **Routines**: daily, weekly, monthly and yearly jobs, and who does them now.
        4. **Backups and restore**: schedule, retention, and how a restore is actually done.
        5. **Known weirdnesses**: everything you know and nobody wrote down.
        6. **People and suppliers**: who to call, account numbers, escalation paths.
        7. **Open items**: what's half done."""),
    T("U", "Backups: the schedule is every four hours during the day (06:00 to 22:00) plus the nightly at 01:00, since December, and a nightly copy to Wasabi with 30-day immutability. Write that section for me?", "s24.backups"),
    T("A", """\
        **Backups and restore**
        - *Jobs*: Veeam B&R. Incremental every four hours 06:00–22:00 on the file server (and Paxport until it's switched off), plus the nightly job at 01:00 for all VMs. Repository: the Synology NAS in the Tarnwick server room.
        - *Offsite*: nightly backup copy job to Wasabi (London region), object lock 30 days. Nothing can delete or change those copies for 30 days, including us.
        - *Checks*: Veeam's morning email; any failed job is retried the same day.
        - *Restore tests*: quarterly, alternating a file restore and a whole VM restore, one of them from Wasabi."""),
    T("U", """\
        The on-call rota also changes from the 3rd: I come off it, Priya comes off it, and it becomes Dafydd, Tomasz and Ines, a week each, still with the Monday 09:00 handover.""", "s24.rota"),
    T("A", """\
        For the rota section:
        - *From Monday 3 March 2025*: weekly rota of Dafydd, Tomasz and Ines; handover Monday 09:00 with the on-call phone.
        - *Escalation*: Carus problems to Priya (no longer on the rota, but the system owner); infrastructure questions to Gareth on his working days, by agreement.
        - PRTG keeps texting the on-call number, so nothing in the alerting changes."""),
    T("U", """\
        Also list the known weirdnesses. The FortiGate at Holmsay reboots itself whenever the UPS self-test runs. Host 2 of the Hyper-V cluster has a flaky NIC, and the teaming covers it. The PRTG licence is up for renewal in March; I'd leave that decision to him.""", "s24.prtg"),
    T("A", """\
        **Known weirdnesses**
        - *Holmsay FortiGate*: reboots when the UPS runs its self-test. Until the UPS is replaced, schedule the self-test outside sailing hours.
        - *HV02*: one NIC drops intermittently; NIC teaming hides it. Replace the card at the next maintenance window, before teaming hides a second failure.
        - *PRTG*: licence renewal due in March 2025; Dafydd to decide whether to renew or move to something else."""),
    T("U", "Perfect. I'll walk him through it on Friday. Strange handing it over after eleven years, but he's good."),
    T("A", "Eleven years of knowledge in one document is a good handover. And working three days a week means he can still ask you the questions the document doesn't answer."),
])

# ---------------------------------------------------------------------------------------------
# s25  Wed 2025-03-12  group
session(25, "2025-03-12", "11:00", "MarineTraffic renewal, and a disk alert", [
    T("Callum", """\
        MarineTraffic have sent the renewal for the fleet account: nearly three times last year's price, and they want us on an annual bundle with Kpler data we'd never use. For three ships. I'm not paying that.""", "s25.mt"),
    T("Tomasz", """\
        VesselFinder has a fleet plan with an API, much cheaper, and the positions near Kelda are better because they take satellite AIS too. I tested it for two weeks.""", "s25.vf"),
    T("Morag", "Did anyone look at Spire?", "s25.spire"),
    T("Callum", "Spire's an enterprise data feed; we'd have to build the map ourselves. No.", "s25.spire2"),
    T("Morag", "VesselFinder then. When does MarineTraffic run out?"),
    T("Callum", """\
        31 March. So VesselFinder from the 1st of April: the lobby screens and the ops dashboard switch over that day. Corrach are staying with MarineTraffic, their harbour master told me, so don't be surprised if their ops people talk about it.""", "s25.date"),
    T("Dafydd", """\
        Different subject, and it's mine now: Zabbix flagged FS01 at 86% on the D: drive this morning.

        ```
        Problem: FS01: D:: Disk space is low (used > 85%)
        Severity: Warning
        Problem started at 07:42:10 on 2025.03.12
        ```

        It's the Paxport export folder: 40 GB of CSVs nobody has read since we moved to Carus.""", "s25.zabbix"),
    T("Morag", "Archive them to Wasabi and delete. Keep a year."),
    T("Dafydd", "Will do, I'll log it in Freshservice."),
    T("Tomasz", "Now that bookings come through Carus, do we still need the Paxport export job at all? It runs at 02:00 every night.", "s25.carus"),
    T("Morag", "No. Kill it, and tell Priya."),
])

# ---------------------------------------------------------------------------------------------
# s26  Wed 2025-03-26  assistant  (Helen)
session(26, "2025-03-26", "15:00", "Payroll: Sage 50 to BrightPay", [
    T("U", """\
        Hello, I'm Helen Ashworth, finance and HR manager at Tarnwick Ferries. I run payroll for 96 staff, including crew with sea-going allowances and overtime from the rota. We've been on Sage 50 Payroll for years, and from the new tax year we're moving to BrightPay. Main reasons: Sage's subscription went up again, and it runs on one PC in my office that Gareth has to nurse, while BrightPay's cloud side gives employees their payslips online. BreatheHR stays as our HR system. What do I need to get right?""", "s26.payroll"),
    T("A", """\
        Switching at the start of a tax year is the cleanest way to do it, because nothing carries over mid-year. Checklist:

        1. **Finish 2024/25 in Sage**: final pay runs, final FPS, P60s, and the year-end submission. Don't run any 2025/26 period in Sage.
        2. **Employee data into BrightPay**: names, NI numbers, tax codes (apply the 2025/26 code changes), student loans, pension details.
        3. **Pay elements**: set up basic pay, overtime, the sea-going allowances and deductions as named items, so they show clearly on payslips.
        4. **Pension**: connect BrightPay to your auto-enrolment provider and check the contribution settings.
        5. **Parallel check**: run your first 2025/26 period in BrightPay and compare the net pay with what Sage would have produced for the same inputs."""),
    T("U", "Our first BrightPay monthly run is April, paid on the 25th. The weekly-paid crew's first run is paid on Friday 11 April. Anything different for weekly?", "s26.weekly"),
    T("A", """\
        Tax week 1 runs from 6 to 12 April, so a payday on Friday 11 April is week 1. Make sure BrightPay's pay frequency and first pay date are set so that the 11th is week 1, not week 2; getting that wrong shifts every tax calculation for the year. Monthly staff paid on 25 April are month 1."""),
    T("U", "Crew allowances: a daily sea allowance depends on the days on board. Today I key it in by hand from the rota spreadsheet.", "s26.rota"),
    T("A", """\
        BrightPay can import pay additions from a CSV each period. If the rota spreadsheet can produce one row per person with their days on board for the period, it's a two-minute import instead of an afternoon of typing:

        ```
        Employee ID,Payment,Units,Rate
        C0142,Sea allowance,12,18.50
        C0157,Sea allowance,9,18.50
        ```

        Someone who knows the rota file could build that export once."""),
    T("U", "Ines is busy with the crew app rebuild, but I'll ask her. BreatheHR and BrightPay don't sync, do they?", "s26.breathe"),
    T("A", """\
        Check with both vendors what integrations they offer now; I wouldn't count on a live sync. The usual arrangement is BreatheHR as the record for people data, leave and absence, and a monthly check that starters, leavers and changes have reached payroll. A short checklist does that job."""),
    T("U", "OK. I'll do a parallel run for March in BrightPay with real data, to compare. Thanks!"),
])

# ---------------------------------------------------------------------------------------------
# s27  Wed 2025-04-09  group
session(27, "2025-04-09", "10:00", "VesselFinder in the ops room, and crew app plans", [
    T("Tomasz", """\
        VesselFinder is on the lobby screens and the ops dashboard since the 1st. Only problem: the Kittiwake shows as "KITTIWAKE II", because the AIS static data on the ship is wrong. Callum?""", "s27.vf"),
    T("Callum", "That's the transponder configuration, from before the name change in 2019. I'll get the electrician on it."),
    T("Ines", """\
        For the crew app: the Glide app has hit its row limit and the offline mode is bad. The plan is rebuilding it in Power Apps on Dataverse; we have the licences with Microsoft 365 anyway. The rota still comes from the spreadsheet.""", "s27.crewapp"),
    T("Callum", "As long as the crew see their rota and the drills checklist, I don't mind what it's built with."),
    T("Tomasz", "I made the Glide one in 2022 in one weekend, it did its job 😄", "s27.glide"),
    T("Dafydd", "Power Apps offline on the boats with 4G only, so the Kittiwake and the Ardrin Isle: does it sync properly?"),
    T("Ines", "Power Apps has offline mode for Dataverse tables now. I test it on the Kittiwake tomorrow."),
    T("Callum", "Ardrin Isle gets her Starlink in the June refit, by the way. The Kittiwake stays on 4G: she's on a 40-minute run and it's not worth it.", "s27.starlink"),
    T("Dafydd", "Noted for the network diagram."),
])

# ---------------------------------------------------------------------------------------------
# s28  Wed 2025-04-30  group
session(28, "2025-04-30", "14:00", "Crew app cutover, and when the Elsa got Starlink", [
    T("Ines", "The Power Apps crew app is ready. Plan: crew get it on Tuesday 6 May, and from the same day the Glide app only shows a 'please use the new app' screen.", "s28.plan"),
    T("Morag", "Through CAB tomorrow?"),
    T("Ines", "Yes, it's on the list."),
    T("Tomasz", "And then it's yours, Ines. Once the new app is live I'm out of the crew app business; any crew app ticket goes to her in Freshservice.", "s28.handover"),
    T("Morag", "Agreed: from the go-live Ines owns the crew app. Tomasz keeps the rest of the vessel IT.", "s28.owner"),
    T("Tomasz", "The offline test on the Elsa was fine, but the Elsa has Starlink since July last year, so that's easy. The Kittiwake was the real test.", "s28.wrong"),
    T("Callum", """\
        Small correction, Tomasz: the Elsa got Starlink in the August drydock. She came back into service with it on Monday 19 August. July was when we ordered it.""", "s28.correct"),
    T("Tomasz", "Ah yes, you are right, August."),
    T("Ines", "Kittiwake offline test: 14 checklists filled in with no signal, all synced when she came alongside at Kelda."),
    T("Callum", "Good. The masters will want a one-page guide."),
])

# ---------------------------------------------------------------------------------------------
# s29  Mon 2025-05-12  assistant  (Ines)
session(29, "2025-05-12", "10:00", "Delegation warnings in the crew app", [
    T("U", """\
        Hi, Ines from Tarnwick Ferries. Our crew app in Power Apps went live last Tuesday, replacing the old Glide app, for about 110 crew. Problem: the "my drills" gallery shows only 500 rows, and there's a delegation warning on my Filter with the `in` operator.""", "s29.live"),
    T("A", """\
        That's the delegation limit: when a filter can't be delegated to Dataverse, Power Apps pulls only the first 500 rows (up to 2,000 if you raise the setting) and filters them locally, so the results are silently incomplete. Show me the formula."""),
    T("U", """\
        ```
        Filter(Drills, VesselName in colMyVessels.Name && Status <> "Closed")
        ```"""),
    T("A", """\
        `in` against a collection isn't delegable. If each crew member belongs to one vessel at a time, filter on a single value instead, and use a lookup column rather than a text name:

        ```
        With({v: LookUp(CrewMembers, Email = User().Email).Vessel},
            Filter(Drills, Vessel.Vessel = v.Vessel && Status <> "Closed"))
        ```

        Equality comparisons on a lookup and on a choice column delegate to Dataverse, so the 500-row limit no longer applies."""),
    T("U", "Works. Second thing: the Kittiwake crew are on 4G only. For the offline profile, the rota table has 8,000 rows."),
    T("A", """\
        Don't take all of it offline. In the offline profile, filter the rota table to the signed-in user's rows from yesterday to 30 days ahead, and the drills to their own vessel. That's a few dozen rows per person, syncs quickly over 4G, and keeps the device small."""),
    T("U", "The rota comes from the Excel sheet in SharePoint, through a Power Automate flow into Dataverse every hour. Is that a good idea?", "s29.rota"),
    T("A", """\
        It works, with two caveats: a half-edited sheet can be copied mid-change, and hourly runs do work even when nothing changed. Trigger the flow when the file is modified, with a short delay to let the editor finish, and upsert on a stable key (person + date) so reruns don't create duplicates."""),
    T("U", "Hourly is OK for now, the masters publish the rota once a week. Thanks!"),
])

# ---------------------------------------------------------------------------------------------
# s30  Wed 2025-06-04  group
session(30, "2025-06-04", "10:00", "CAB, one year on", [
    T("Morag", """\
        CAB turns one this week. It works, but we're spending half of every meeting on things like a new starter's laptop and timetable text. Proposal: a list of standard changes that are pre-approved and just get logged in Freshservice, and CAB goes fortnightly, for normal changes only. Emergency changes as now.""", "s30.proposal"),
    T("Callum", "Vessel systems stay normal changes. I want to see anything that touches the ships.", "s30.vessels"),
    T("Aoife", "Fare changes in Carus: standard or normal?"),
    T("Morag", "Standard if it's a price update on an existing fare with a future valid-from date and a second pair of eyes; normal if it's a new fare type or a new route."),
    T("Priya", "Carus admin changes that follow the vendor's release notes: normal, please."),
    T("Dafydd", "Patching: standard if it's the monthly Windows patching in the window. Firewall changes normal."),
    T("Morag", "Good. It starts on Thursday the 12th: the next CAB is on the 12th, then every other Thursday. I'll put the standard change list in Freshservice.", "s30.start"),
    T("Aoife", "What about changes to the website, Ines's?"),
    T("Morag", "Text and timetable updates are standard; anything in the checkout is normal. And the Tuesday-to-Thursday-morning rule for the site doesn't change.", "s30.window"),
])

# ---------------------------------------------------------------------------------------------
# s31  Wed 2025-06-18  group
session(31, "2025-06-18", "16:00", "Ardrin Isle back from refit, and a port inspection", [
    T("Tomasz", "The Ardrin Isle is back from refit and her Starlink has been up since Friday, when she returned to service. Peplink failover with the same config as the Elsa.", "s31.starlink"),
    T("Callum", "Good. The Kittiwake stays on the 4G, as agreed.", "s31.kittiwake"),
    T("Dafydd", "I've added the Ardrin's Starlink to Zabbix; the dish reports obstruction stats, nice graphs.", "s31.zabbix"),
    T("Aoife", """\
        Port inspection at Port Ardrin yesterday: the harbour trust's inspector asked about our CCTV retention at the ticket office. I said the cameras on the pier are the Trust's, not ours.""", "s31.cctv"),
    T("Callum", """\
        Correct. The pier CCTV and the Milestone system behind it belong to Ardrin Harbour Trust. Our only camera there is the one inside the ticket office, on our own recorder.""", "s31.cctv2"),
    T("Dafydd", "Our recorder keeps 30 days. I'll send the inspector our retention policy."),
    T("Tomasz", "Also, the Dojo at the Port Ardrin office needed paper rolls, I ordered from Dojo direct."),
    T("Aoife", "Thanks. And the summer timetable has started: the Ardrin Isle does five a day on the Port Ardrin–Holmsay run until September."),
])

# ---------------------------------------------------------------------------------------------
# s32  Wed 2025-07-16  assistant  (Dafydd)
session(32, "2025-07-16", "09:30", "Overlapping Veeam jobs", [
    T("U", """\
        Hi, Dafydd Rees, infrastructure at Tarnwick Ferries (a ferry company; I took the infrastructure over from Gareth in March). Our Veeam schedule: incrementals every four hours from 06:00 to 22:00 on the file server and a couple of other VMs, the nightly at 01:00, and a nightly backup copy to Wasabi. The Paxport VM has been out of the jobs since it was switched off in April. Problem: the 22:00 run is sometimes still going at 01:00 when the nightly starts, and I get "Job is already running" warnings.""", "s32.veeam"),
    T("A", """\
        First find out why the 22:00 run is long. Usually it's the night a synthetic full, or the retention merge, lands on that run. Check the job's session history: are the long ones always on the same weekday?"""),
    T("U", """\
        Yes, Saturdays:

        ```
        Sat 12/07/2025 22:00  FS01-4h  Success  Duration 03:21:44  Synthetic full backup created
        Sat 05/07/2025 22:00  FS01-4h  Success  Duration 03:09:12  Synthetic full backup created
        Wed 09/07/2025 22:00  FS01-4h  Success  Duration 00:07:31
        ```"""),
    T("A", """\
        There it is. Two options:

        1. Move the synthetic full of the four-hourly job to Sunday, and schedule it for the 01:00 run.
        2. Simpler: make it one job. One job for those VMs, set to run *periodically every 4 hours* with a permitted window of 06:00–22:00, plus the 01:00 run from the same job, and the synthetic full on the 01:00 run on Sundays. One chain, no collisions.

        Option 2 also halves the number of restore points you have to reason about."""),
    T("U", "One job it is. Next: how do I get the Veeam job results into Zabbix? Gareth used to read the Veeam emails every morning.", "s32.zabbix"),
    T("A", """\
        Zabbix ships a template, "Veeam Backup and Replication by HTTP", which reads the Veeam REST API: job states, last results, durations. You need Veeam B&R 12 or later with the REST API enabled (port 9419), a read-only Veeam account, and the template's macros set to the URL and the credentials. Then trigger on failed or missed jobs instead of reading emails."""),
    T("U", "We're on Zabbix 7.0 LTS and Veeam 12.1, so I'll use that. The Wasabi bill is fine, by the way: 3.1 TB stored.", "s32.wasabi"),
    T("A", """\
        Good. One thing to know for the budget: Wasabi bills a minimum storage duration (90 days on most plans), so restore points that Veeam deletes after 30 days are still charged until day 90. And test a restore from Wasabi this quarter if nobody has done one recently."""),
    T("U", "Done: the jobs show up in Zabbix with triggers. Gareth will be pleased, he won't get the morning emails any more."),
])

# ---------------------------------------------------------------------------------------------
# s33  Tue 2025-09-09  group
session(33, "2025-09-09", "11:30", "Chargebacks and the winter timetable", [
    T("Aoife", """\
        We've had six chargebacks this summer from customers who say they were "no-shows" because of the storm cancellations in August. Adyen wants evidence for each one. Where do I get proof that the sailing was cancelled and a refund was offered?""", "s33.adyen"),
    T("Priya", "Carus keeps the disruption log per sailing and the refund email we sent. I'll export them for the six.", "s33.carus"),
    T("Ines", "The website logs the disruption notice with timestamps too. I can add screenshots from the Kinsta backups.", "s33.kinsta"),
    T("Morag", "Good. Aoife, are these on Freshdesk tickets?"),
    T("Aoife", "Yes, each one has a Freshdesk ticket with the customer's emails.", "s33.freshdesk"),
    T("Ines", "Website change for the winter timetable: I want to deploy on Tuesday the 23rd at 09:30. It's a normal change because the booking calendar changes. On the CAB list for Thursday?", "s33.deploy"),
    T("Morag", "There's no CAB this Thursday; the next one is on the 18th. Put it there.", "s33.cab"),
    T("Priya", "And the old Paxport server is finally gone: it had sat powered off since April, and last week the contractor wiped it and destroyed the disks. The certificate is attached to the Freshservice ticket."),
    T("Aoife", "End of an era 🥲"),
])

# ---------------------------------------------------------------------------------------------
# s34  Wed 2025-10-22  assistant  (Morag)
session(34, "2025-10-22", "14:00", "Systems and suppliers list for the cyber insurer", [
    T("U", """\
        Morag Lennie, head of IT at Tarnwick Ferries. Our cyber insurer wants a list of our key IT systems and suppliers by category. A colleague wrote this draft from an old spreadsheet. Can you tidy it into a table?

        - Email and identity: Microsoft 365 (Entra ID)
        - Phones: Avaya IP Office
        - Reservations: Carus
        - Website: WordPress on Kinsta, payments through Opayo
        - Ticket office card terminals: Dojo
        - Onboard cafés: Square
        - Planned maintenance: Helm CONNECT
        - Crew rostering: Planday
        - Crew app: Power Apps
        - Fleet tracking: VesselFinder
        - Monitoring: PRTG
        - Backups: Veeam, offsite copies in Wasabi
        - IT service desk: Freshservice; customer service: Freshdesk
        - Payroll: BrightPay; HR: BreatheHR""", "s34.draft"),
    T("A", """\
        Here it is as a table. A few entries look like they may come from an older version of that spreadsheet (an on-prem phone system next to Microsoft 365, and two payment providers mentioned in different places), so please confirm them before it goes to the insurer.

        | Category | System | Supplier / hosting |
        |---|---|---|
        | Email and identity | Microsoft 365, Entra ID | Microsoft (cloud) |
        | Phones | Avaya IP Office (?) | on-premises |
        | Reservations | Carus | Carus (cloud) |
        | Booking website | WordPress | Kinsta (hosting); payments: Opayo (?) |
        | Ticket office card terminals | Dojo | Dojo |
        | Onboard cafés | Square | Square |
        | Planned maintenance | Helm CONNECT | Helm Operations (cloud) |
        | Crew rostering | Planday (?) | Planday (cloud) |
        | Crew app | Power Apps | Microsoft (cloud) |
        | Fleet tracking | VesselFinder | VesselFinder |
        | Monitoring | PRTG (?) | on-premises |
        | Backups | Veeam | on-premises; offsite copies in Wasabi |
        | Service desk | Freshservice (IT), Freshdesk (customers) | Freshworks (cloud) |
        | Payroll / HR | BrightPay / BreatheHR | cloud |"""),
    T("U", """\
        Good instinct. Corrections: the phones have been Teams Phone through Gamma since last July; the Avaya went in the skip. The website takes payments through Adyen; Opayo was closed in the spring once the last refunds were done. Rostering is the Excel rota in SharePoint again, Planday was only a short trial in 2024. And monitoring is Zabbix: Dafydd replaced PRTG back in March when its licence came up.""", "s34.corrections"),
    T("A", """\
        Corrected rows:

        | Category | System | Supplier / hosting |
        |---|---|---|
        | Phones | Microsoft Teams Phone | Microsoft; Gamma (Operator Connect) |
        | Booking website | WordPress | Kinsta (hosting); Adyen (payments) |
        | Crew rostering | Excel rota in SharePoint | Microsoft 365 |
        | Monitoring | Zabbix | on-premises |

        Everything else stays as in the first table, without the question marks."""),
    T("U", "They also ask about backup frequency and offsite copies. Correct answer: every four hours during the day plus nightly, and a nightly copy to Wasabi with 30-day immutability.", "s34.backups"),
    T("A", """\
        *Backups:* "Servers are backed up with Veeam every four hours between 06:00 and 22:00 and nightly at 01:00. A copy of every night's backups goes to Wasabi object storage (London region) with 30-day immutability, so it cannot be deleted or encrypted within that period. Restores are tested quarterly.\""""),
    T("U", "Next question: 'Do you have a formal change approval process?' Yes: a list of pre-approved standard changes that just get logged in Freshservice, a CAB every other Thursday for everything else, and an emergency route.", "s34.change"),
    T("A", """\
        *Change management:* "Yes. Changes to booking, payment and vessel systems are approved by a Change Advisory Board. Routine changes from an agreed list are pre-approved as standard changes and logged in our service desk (Freshservice); other changes go to the CAB, which meets every other Thursday. Emergency changes are reviewed at the following CAB." Add the date the current process started if they ask for it."""),
    T("U", """\
        Plus on-call: a weekly rota of Dafydd, Tomasz and Ines. For the owners column: Dafydd has the infrastructure, Priya has Carus, Ines the website and the crew app, and Tomasz the vessel IT. They also ask whether we outsource anything out of hours. We don't: we looked at an MSP last year and dropped it.""", "s34.owners"),
    T("A", """\
        *Out of hours:* "Out-of-hours support is provided in-house by a weekly on-call rota of three IT staff. We do not use a managed service provider."

        And an owner column for the table: Infrastructure, backups, phones, monitoring: Dafydd Rees. Reservations (Carus): Priya Nair. Booking website and crew app: Ines Carvalho. Vessel IT (onboard networks, tills): Tomasz Wójcik."""),
    T("U", """\
        One question I can answer myself: "Have you suffered a ransomware incident in the last three years?" No. Our neighbour Corrach Seaways did, in November last year, but not us. Thanks, this is done.""", "s34.ransomware"),
])


# =============================================================================================
# facts
# =============================================================================================

FACTS: list[dict] = []


def F(timeline, subject, predicate, obj, start, end, evidence, note=None):
    row = {"subject": subject, "predicate": predicate, "object": obj, "valid_from": start,
           "valid_to": end, "evidence": evidence, "timeline": timeline}
    if note:
        row["note"] = note
    FACTS.append(row)


FIRST = "in place when first mentioned ({}); its true start is unknown"

F("email_platform", "tarnwick ferries", "email_platform", "Exchange Server 2016 (on-premises)", "2024-02-06", "2024-03-16",
  ["s01.intro", "s01.decision", "s03.cutover"], FIRST.format("2024-02-06") + "; afterwards kept only as a relay and for recipient management")
F("email_platform", "tarnwick ferries", "email_platform", "Microsoft 365 (Exchange Online)", "2024-03-16", None,
  ["s01.decision", "s03.cutover", "s06.intro", "s34.draft"],
  "planned for Saturday 16 March (said 2024-02-06); 'over the weekend: the MX record flipped on Saturday afternoon' said Mon 2024-03-18; Google Workspace rejected")

F("phone_system", "tarnwick ferries", "phone_system", "Avaya IP Office (ISDN30)", "2024-02-06", "2024-07-08",
  ["s01.gws", "s02.avaya", "s06.intro", "s10.port"], FIRST.format("2024-02-06"))
F("phone_system", "tarnwick ferries", "phone_system", "Microsoft Teams Phone (Gamma Operator Connect)", "2024-07-08", None,
  ["s06.decision", "s10.port", "s10.confirm", "s10.window", "s11.phones", "s34.corrections"],
  "decided 2024-05-08 (3CX rejected); 'from next Monday' said Wed 2024-07-03 and confirmed as 'the 8th'; 'a fortnight ago' said Mon 2024-07-22")

F("reservation_system", "tarnwick ferries", "reservation_system", "Paxport (on-premises)", "2024-02-20", "2025-02-04",
  ["s02.site", "s02.paxport", "s14.paxport", "s21.golive", "s23.carus"],
  FIRST.format("2024-02-20") + " (installed 2014); read-only for lookups until the end of March 2025")
F("reservation_system", "tarnwick ferries", "reservation_system", "Carus", "2025-02-04", None,
  ["s14.carus", "s21.golive", "s23.carus", "s25.carus"],
  "board sign-off 'on Monday' (said 2024-09-11); go-live fixed for Tuesday 4 February in s21; 'live since Tuesday last week' said Wed 2025-02-12; Hogia rejected")
F("corrach_reservation_system", "corrach seaways", "reservation_system", "Hogia", "2024-04-03", None,
  ["s04.corrach", "s14.carus", "s19.corrach", "s20.hogia"],
  "the neighbouring operator's system, not Tarnwick's; Tarnwick evaluated Hogia in September 2024 and chose Carus")

F("website_payment_gateway", "tarnwick booking website", "payment_gateway", "Opayo (Elavon)", "2024-02-20", "2024-11-05",
  ["s02.site", "s10.opayo", "s14.gateway", "s16.adyen", "s18.adyen"],
  FIRST.format("2024-02-20") + "; after 2024-11-05 kept only for refunds on older bookings, closed in spring 2025")
F("website_payment_gateway", "tarnwick booking website", "payment_gateway", "Adyen", "2024-11-05", None,
  ["s16.adyen", "s16.agreed", "s18.adyen", "s23.dojo2", "s33.adyen", "s34.corrections"],
  "decided 2024-10-02 (Stripe rejected); 'we flipped the website's payments to Adyen on Tuesday' said Thu 2024-11-07")

F("ticket_office_card_terminals", "tarnwick ticket offices", "card_terminals", "Ingenico terminals from Barclaycard", "2024-04-03", "2024-06-10",
  ["s04.terminal", "s04.ingenico", "s04.dojoquote", "s09.refund"], FIRST.format("2024-04-03"))
F("ticket_office_card_terminals", "tarnwick ticket offices", "card_terminals", "Dojo", "2024-06-10", None,
  ["s09.dojo", "s23.dojo", "s23.dojo2", "s34.draft"],
  "only in passing: 'since the Dojo machines went in on Monday' said Wed 2024-06-12; standalone, not integrated with Paxport or Carus; the website's gateway is a separate series")

F("onboard_tills", "tarnwick onboard cafés", "tills", "Casio cash registers", "2024-04-03", "2024-04-29",
  ["s04.tills", "s07.offline"], FIRST.format("2024-04-03"))
F("onboard_tills", "tarnwick onboard cafés", "tills", "Square", "2024-04-29", None,
  ["s04.tills", "s07.tills", "s07.offline", "s13.square", "s34.draft"],
  "planned for 'Monday the 29th' (said 2024-04-03); afterwards told only by its effect: 'since the new tills went in' (2024-05-22); date approximate")

F("planned_maintenance", "tarnwick fleet", "planned_maintenance_system", "Excel planner workbooks and paper job cards", "2024-04-03", "2024-10-01",
  ["s04.excel", "s11.audit", "s16.helm"], FIRST.format("2024-04-03"))
F("planned_maintenance", "tarnwick fleet", "planned_maintenance_system", "Helm CONNECT", "2024-10-01", None,
  ["s11.decision", "s16.helm", "s17.helm", "s34.draft"],
  "decided 2024-07-22 'from 1 October' (AMOS rejected); 'went live yesterday' said 2024-10-02")

F("crew_rostering", "tarnwick crew", "rostering_tool", "Excel rota spreadsheet", "2024-04-03", "2024-08-05",
  ["s04.excel", "s12.planday"], FIRST.format("2024-04-03"))
F("crew_rostering", "tarnwick crew", "rostering_tool", "Planday", "2024-08-05", "2024-10-14",
  ["s12.planday", "s12.trial", "s12.kelda", "s13.planday", "s16.planday", "s17.revert"],
  "a monthly-paid trial: 'went live ... on Monday' said Wed 2024-08-07; dropped over hours of rest and the two-on/two-off pattern")
F("crew_rostering", "tarnwick crew", "rostering_tool", "Excel rota spreadsheet", "2024-10-14", None,
  ["s16.date", "s17.revert", "s26.rota", "s29.rota", "s34.corrections"],
  "'From Monday the 14th' said 2024-10-02; 'we dropped Planday on Monday' said Wed 2024-10-16; Mintra OCS mentioned for later, never adopted")

F("crew_app_platform", "tarnwick crew app", "built_with", "Glide", "2024-08-07", "2025-05-06",
  ["s12.glide", "s17.glide", "s27.crewapp", "s27.glide"], "in place when first mentioned (2024-08-07); built by Tomasz in 2022")
F("crew_app_platform", "tarnwick crew app", "built_with", "Microsoft Power Apps (Dataverse)", "2025-05-06", None,
  ["s27.crewapp", "s28.plan", "s29.live", "s34.draft"],
  "planned for 'Tuesday 6 May' (said 2025-04-30); 'went live last Tuesday' said Mon 2025-05-12")

F("website_hosting", "tarnwick booking website", "hosted_on", "WP Engine", "2024-02-20", "2024-05-20",
  ["s02.site", "s05.intro", "s07.wpe"], FIRST.format("2024-02-20"))
F("website_hosting", "tarnwick booking website", "hosted_on", "Kinsta", "2024-05-20", None,
  ["s05.decision", "s05.date", "s07.kinsta", "s22.ines", "s33.kinsta"],
  "decided 2024-04-17 for Monday 20 May; 'since Monday morning's move' said Wed 2024-05-22")

F("fleet_tracking", "tarnwick ferries", "fleet_tracking", "MarineTraffic (fleet account)", "2024-07-03", "2025-04-01",
  ["s10.mt", "s10.mt2", "s25.mt", "s25.date"], FIRST.format("2024-07-03") + "; the contract ran until 31 March 2025")
F("fleet_tracking", "tarnwick ferries", "fleet_tracking", "VesselFinder", "2025-04-01", None,
  ["s25.vf", "s25.date", "s27.vf", "s34.draft"],
  "decided 2025-03-12 'from the 1st of April' (Spire rejected); 'since the 1st' said 2025-04-09")
F("corrach_fleet_tracking", "corrach seaways", "fleet_tracking", "MarineTraffic", "2025-03-12", None,
  ["s25.date"], "the neighbouring operator's; Tarnwick's own switch to VesselFinder does not close it")

F("offsite_backup", "tarnwick it", "offsite_backup", "LTO tapes taken home weekly", "2024-02-06", "2024-11-20",
  ["s01.backups", "s15.tape"], FIRST.format("2024-02-06"))
F("offsite_backup", "tarnwick it", "offsite_backup", "Wasabi (immutable object storage, Veeam backup copy job)", "2024-11-20", None,
  ["s15.wasabi", "s19.risk", "s24.backups", "s32.wasabi", "s34.backups"],
  "decided 2024-09-25 (Backblaze B2 rejected; tapes to stop 'once the first copy job is green'); implicit: first seen in use on 2024-11-20, the switch itself is never dated")

F("backup_schedule", "tarnwick it", "backup_schedule", "nightly incremental at 01:00, weekly full on Sunday", "2024-02-06", "2024-12-01",
  ["s01.backups", "s19.risk"], FIRST.format("2024-02-06"))
F("backup_schedule", "tarnwick it", "backup_schedule", "every four hours 06:00-22:00 plus the nightly run at 01:00", "2024-12-01", None,
  ["s19.cadence", "s20.cadence", "s24.backups", "s32.veeam", "s34.backups"],
  "'From the 1st of December' said 2024-11-20, after Corrach Seaways' ransomware; 'run since the 1st' said 2024-12-11")

F("infrastructure_monitoring", "tarnwick it", "infrastructure_monitoring", "PRTG", "2024-02-06", "2025-03-12",
  ["s01.prtg", "s06.prtg", "s21.prtg", "s21.prtg2", "s24.prtg"], FIRST.format("2024-02-06"))
F("infrastructure_monitoring", "tarnwick it", "infrastructure_monitoring", "Zabbix", "2025-03-12", None,
  ["s25.zabbix", "s31.zabbix", "s32.zabbix", "s34.corrections"],
  "implicit: a Zabbix alert simply appears on 2025-03-12, the switch is never announced; 'Dafydd replaced PRTG back in March' said 2025-10-22")

F("it_service_desk", "tarnwick it", "it_service_desk", "it@ shared mailbox", "2024-03-18", "2024-09-30",
  ["s03.cutover", "s03.itmailbox", "s08.where", "s15.freshservice"], FIRST.format("2024-03-18"))
F("it_service_desk", "tarnwick it", "it_service_desk", "Freshservice", "2024-09-30", None,
  ["s15.freshservice", "s16.fs", "s28.handover", "s30.proposal"],
  "'From Monday' said Wed 2024-09-25; not Freshdesk, which is customer services' tool")
F("customer_service_desk", "tarnwick customer services", "customer_service_desk", "Freshdesk", "2024-02-20", None,
  ["s02.refunds", "s10.queue", "s15.freshservice", "s33.freshdesk"],
  "passenger enquiries and refunds; a different series from the IT service desk (Freshservice)")

F("payroll", "tarnwick ferries", "payroll_software", "Sage 50 Payroll", "2025-03-26", "2025-04-06",
  ["s26.payroll"], FIRST.format("2025-03-26") + " (used 'for years')")
F("payroll", "tarnwick ferries", "payroll_software", "BrightPay", "2025-04-06", None,
  ["s26.payroll", "s26.weekly", "s34.draft"],
  "'from the new tax year' said 2025-03-26: the 2025/26 tax year starts on 6 April 2025; first pay runs 11 April (weekly) and 25 April (monthly)")
F("hr_system", "tarnwick ferries", "hr_system", "BreatheHR", "2025-03-26", None,
  ["s26.payroll", "s26.breathe", "s34.draft"], "unchanged by the payroll switch")

F("change_approval", "tarnwick it", "change_approval_rule", "informal: ask Morag first, an email is enough", "2024-02-20", "2024-06-06",
  ["s02.askmorag", "s08.intro"], FIRST.format("2024-02-20"))
F("change_approval", "tarnwick it", "change_approval_rule",
  "weekly CAB on Thursdays for changes to the reservation system, the booking site, payments or vessel systems", "2024-06-06", "2025-06-12",
  ["s08.cab", "s08.policy", "s08.start", "s09.cab", "s15.cab", "s18.window"],
  "'I want to start tomorrow' said Wed 2024-06-05; policy effective Thursday 6 June 2024; fare and timetable edits count as changes")
F("change_approval", "tarnwick it", "change_approval_rule",
  "standard changes pre-approved and logged in Freshservice; fortnightly CAB (every other Thursday) for normal changes", "2025-06-12", None,
  ["s30.proposal", "s30.start", "s33.cab", "s34.change"],
  "'It starts on Thursday the 12th ... then every other Thursday' said 2025-06-04")

F("on_call_rota", "tarnwick it", "on_call_rota", "Gareth alone, permanently on call", "2024-02-06", "2024-05-13",
  ["s01.prtg", "s06.rota"], FIRST.format("2024-02-06") + " ('on call alone for three years')")
F("on_call_rota", "tarnwick it", "on_call_rota", "weekly rota: Gareth, Tomasz and Priya", "2024-05-13", "2025-03-03",
  ["s06.rota", "s10.oncall", "s10.oncall2", "s20.cancel", "s23.oncall2"],
  "'From Monday' said Wed 2024-05-08; handover Mondays 09:00 with an on-call phone")
F("on_call_rota", "tarnwick it", "on_call_rota", "weekly rota: Dafydd, Tomasz and Ines", "2025-03-03", None,
  ["s24.rota", "s34.owners"],
  "'from the 3rd' said Wed 2025-02-26, with Gareth's handover; Priya came off at the end of February")
F("planned_out_of_hours_support", "tarnwick it", "planned_out_of_hours_support",
  "Cobalt Bay IT (an MSP) as first-line out-of-hours support from January 2025, announced and then cancelled", "2024-11-20", "2024-12-11",
  ["s19.msp", "s20.cancel"],
  "valid while the plan stood; it never started and the on-call rota was unaffected")

F("website_release_window", "tarnwick booking website", "release_window", "no fixed window: changes went out whenever they were ready", "2024-02-20", "2024-05-22",
  ["s02.nowindow", "s07.window"], FIRST.format("2024-02-20"))
F("website_release_window", "tarnwick booking website", "release_window", "Tuesday to Thursday before 11:00, never on a disruption day", "2024-05-22", None,
  ["s07.window", "s18.window", "s21.ines", "s22.window", "s30.window", "s33.deploy"],
  "'From today' said 2024-05-22; unchanged by the 2025 change-approval rework")

F("owner_booking_website", "booking website", "owner", "Priya Nair", "2024-02-20", "2025-01-13",
  ["s02.askmorag", "s05.intro"], FIRST.format("2024-02-20"))
F("owner_booking_website", "booking website", "owner", "Ines Carvalho", "2025-01-13", None,
  ["s21.owner", "s22.ines", "s34.owners"],
  "'from Monday Ines looks after the booking website' said Wed 2025-01-08; 'last week I took over' said 2025-01-22")
F("owner_infrastructure", "infrastructure", "owner", "Gareth Bain", "2024-02-06", "2025-03-03",
  ["s01.intro", "s24.handover"], FIRST.format("2024-02-06"))
F("owner_infrastructure", "infrastructure", "owner", "Dafydd Rees", "2025-03-03", None,
  ["s24.handover", "s25.zabbix", "s32.veeam", "s34.owners"],
  "'from Monday the 3rd' said Wed 2025-02-26; Gareth went down to three days a week")
F("owner_crew_app", "crew app", "owner", "Tomasz", "2024-08-07", "2025-05-06",
  ["s12.glide", "s27.glide", "s28.handover"], "in place when first mentioned (2024-08-07); he built the Glide app in 2022")
F("owner_crew_app", "crew app", "owner", "Ines Carvalho", "2025-05-06", None,
  ["s28.handover", "s28.owner", "s34.owners"],
  "'from the go-live Ines owns the crew app' said 2025-04-30; go-live Tuesday 6 May")
F("owner_vessel_it", "vessel it", "owner", "Tomasz", "2024-04-03", None,
  ["s04.vesselit", "s09.dojo", "s28.owner", "s34.owners"], "onboard networks, tills and non-navigation PCs")
F("owner_reservation_system", "reservation system", "owner", "Priya Nair", "2024-04-17", None,
  ["s05.intro", "s14.owner", "s34.owners"], "Paxport, then Carus; Aoife owns fares and commercial rules, not the system")

F("elsa_marr_connectivity", "mv elsa marr", "internet_connectivity", "4G (Peplink router on EE)", "2024-04-03", "2024-08-19",
  ["s04.4g", "s13.starlink"], FIRST.format("2024-04-03"))
F("elsa_marr_connectivity", "mv elsa marr", "internet_connectivity", "Starlink Maritime, with the Peplink cellular link as backup", "2024-08-19", None,
  ["s13.starlink", "s28.wrong", "s28.correct"],
  "'since Monday' said Wed 2024-08-21; s28 wrongly says 'since July last year', corrected in the same session to Monday 19 August (July was the order)")
F("ardrin_isle_connectivity", "mv ardrin isle", "internet_connectivity", "4G (Peplink router on EE)", "2024-04-03", "2025-06-13",
  ["s04.4g", "s13.starlink", "s27.starlink"], FIRST.format("2024-04-03"))
F("ardrin_isle_connectivity", "mv ardrin isle", "internet_connectivity", "Starlink Maritime, with the Peplink cellular link as backup", "2025-06-13", None,
  ["s27.starlink", "s31.starlink", "s31.zabbix"],
  "planned for the June refit (said 2025-04-09); 'up since Friday, when she returned to service' said Wed 2025-06-18")
F("kittiwake_connectivity", "mv kittiwake", "internet_connectivity", "4G (Peplink router on EE)", "2024-04-03", None,
  ["s04.4g", "s13.starlink", "s27.starlink", "s31.kittiwake"],
  "deliberately left without Starlink; the other vessels' switches do not close it")


# =============================================================================================
# questions
# =============================================================================================

QUESTIONS: list[dict] = []
NEG = ["never", "did not", "didn't", "not adopted", "rejected", "no"]
MONTHS = ["january", "february", "march", "april", "may", "june", "july", "august", "september",
          "october", "november", "december"]


def when_accept(iso: str) -> list[str]:
    d = date.fromisoformat(iso)
    month = MONTHS[d.month - 1]
    short = month[:3]
    suffix = "th" if 11 <= d.day <= 13 else {1: "st", 2: "nd", 3: "rd"}.get(d.day % 10, "th")
    forms = [iso, f"{month} {d.day}", f"{short} {d.day}"]
    if month == "september":
        forms.append(f"sept {d.day}")
    forms += [f"{d.day} {month}", f"{d.day} {short}", f"{d.day}{suffix} of {month}"]
    out: list[str] = []
    for f in forms:
        if f not in out:
            out.append(f)
    return out


def Q(kind, timeline, question, answer, accept, evidence, as_of=None, ordered=None):
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


# --- before (10)
Q("before", "email_platform", "What did Tarnwick Ferries run its email on before Microsoft 365?",
  "An on-premises Exchange Server 2016, until the cutover on Saturday 2024-03-16; afterwards it only relayed for the scanners and handled recipient management.",
  ["exchange server", "exchange 2016", "on-premises exchange", "on-prem exchange"], ["s01.intro", "s01.decision", "s03.cutover"])
Q("before", "phone_system", "Which phone system did we have before Teams Phone?",
  "An Avaya IP Office 500 on ISDN30 lines, until the numbers were ported to Teams on 2024-07-08.",
  ["avaya", "ip office"], ["s01.gws", "s02.avaya", "s06.intro", "s10.port"])
Q("before", "reservation_system", "What reservation system did Tarnwick use before Carus?",
  "Paxport, installed on-premises in 2014, until Carus went live on 2025-02-04.",
  ["paxport"], ["s02.paxport", "s14.paxport", "s23.carus"])
Q("before", "website_payment_gateway", "Which payment gateway took the booking website's card payments before Adyen?",
  "Opayo (Elavon), until 2024-11-05; after that it only handled refunds on older bookings.",
  ["opayo"], ["s02.site", "s16.adyen", "s18.adyen"])
Q("before", "ticket_office_card_terminals", "What card machines did the ticket offices use before Dojo?",
  "Ingenico terminals rented from Barclaycard, until the Dojo terminals went in on 2024-06-10.",
  ["ingenico", "barclaycard"], ["s04.terminal", "s04.ingenico", "s09.refund"])
Q("before", "website_hosting", "Where was the booking website hosted before Kinsta?",
  "WP Engine, until the move on Monday 2024-05-20.",
  ["wp engine", "wpengine"], ["s02.site", "s05.intro", "s07.kinsta"])
Q("before", "planned_maintenance", "How was planned maintenance on the vessels tracked before Helm CONNECT?",
  "In Excel planner workbooks, one per vessel, with paper job cards, until Helm CONNECT went live on 2024-10-01.",
  ["excel", "spreadsheet", "workbook"], ["s04.excel", "s11.audit", "s16.helm"])
Q("before", "fleet_tracking", "What did we use for AIS fleet tracking before VesselFinder?",
  "A MarineTraffic fleet account, until its contract ran out on 31 March 2025.",
  ["marinetraffic", "marine traffic"], ["s10.mt2", "s25.mt", "s25.date"])
Q("before", "offsite_backup", "Before Wasabi, how did the offsite backup copies leave the building?",
  "On LTO tapes: Gareth took the Friday tape home every week. A restore test in September 2024 found one unreadable.",
  ["lto", "tapes"], ["s01.backups", "s15.tape"])
Q("before", "crew_app_platform", "What was the crew app built with before Power Apps?",
  "Glide: Tomasz built it in 2022 on top of the rota spreadsheet; the Power Apps version replaced it on 2025-05-06.",
  ["glide"], ["s12.glide", "s27.crewapp", "s27.glide", "s29.live"])

# --- after (10)
Q("after", "phone_system", "What replaced the Avaya phone system?",
  "Microsoft Teams Phone, with Gamma as the Operator Connect carrier, from 2024-07-08.",
  ["teams phone", "microsoft teams", "teams"], ["s06.decision", "s10.port"])
Q("after", "reservation_system", "What was Paxport replaced with?",
  "Carus, live since Tuesday 2025-02-04 (chosen in September 2024).",
  ["carus"], ["s14.carus", "s21.golive", "s23.carus"])
Q("after", "planned_maintenance", "What did the fleet move its planned maintenance to after the Excel planners?",
  "Helm CONNECT, live on all three vessels from 2024-10-01.",
  ["helm connect", "helm"], ["s11.decision", "s16.helm"])
Q("after", "payroll", "What payroll software came after Sage 50?",
  "BrightPay, from the start of the 2025/26 tax year on 6 April 2025.",
  ["brightpay", "bright pay"], ["s26.payroll"])
Q("after", "it_service_desk", "After the it@ shared mailbox, where did IT requests get logged?",
  "In Freshservice, from Monday 2024-09-30; the it@ address forwards into it.",
  ["freshservice"], ["s15.freshservice", "s16.fs"])
Q("after", "crew_rostering", "When the Planday trial ended, what did crew rostering go back to?",
  "The Excel rota spreadsheet, with its hours-of-rest tab, from Monday 2024-10-14.",
  ["excel", "spreadsheet"], ["s16.planday", "s16.date", "s17.revert"])
Q("after", "website_hosting", "Where did the booking website go after WP Engine?",
  "Kinsta, from Monday 2024-05-20.",
  ["kinsta"], ["s05.decision", "s07.kinsta"])
Q("after", "onboard_tills", "What replaced the Casio cash registers in the onboard cafés?",
  "Square tills, installed on 2024-04-29 in the cafés of the Elsa Marr and the Ardrin Isle.",
  ["square"], ["s04.tills", "s07.tills", "s07.offline"])
Q("after", "elsa_marr_connectivity", "What did the Elsa Marr's internet connection change to after 4G?",
  "Starlink Maritime, live from 2024-08-19 after her drydock, with the Peplink 4G kept as backup.",
  ["starlink"], ["s13.starlink", "s28.correct"])
Q("after", "website_payment_gateway", "Which gateway did the website move to after Opayo?",
  "Adyen, from Tuesday 2024-11-05.",
  ["adyen"], ["s16.adyen", "s18.adyen"])

# --- current (12)
Q("current", "reservation_system", "Which reservation system does Tarnwick run on now?",
  "Carus, since 2025-02-04.",
  ["carus"], ["s23.carus", "s25.carus", "s33.carus", "s34.draft"])
Q("current", "crew_rostering", "What do the masters publish the crew rota in today?",
  "The Excel rota spreadsheet in SharePoint, again since 2024-10-14 after the Planday trial.",
  ["excel", "spreadsheet"], ["s17.revert", "s29.rota", "s34.corrections"])
Q("current", "infrastructure_monitoring", "Which monitoring system watches our servers these days?",
  "Zabbix (7.0 LTS), which replaced PRTG around March 2025.",
  ["zabbix"], ["s25.zabbix", "s32.zabbix", "s34.corrections"])
Q("current", "change_approval", "How are IT changes approved at the moment?",
  "Standard changes from an agreed list are pre-approved and logged in Freshservice; normal changes go to a fortnightly CAB (every other Thursday), since 2025-06-12. Emergency changes are reviewed at the next CAB.",
  ["fortnightly", "every other thursday", "pre-approved", "standard change"], ["s30.proposal", "s30.start", "s33.cab", "s34.change"])
Q("current", "on_call_rota", "Who is on the out-of-hours rota now?",
  "A weekly rota of Dafydd, Tomasz and Ines, since 2025-03-03.",
  ["dafydd", "ines"], ["s24.rota", "s34.owners"])
Q("current", "backup_schedule", "How often do the server backups run now?",
  "Every four hours between 06:00 and 22:00, plus the nightly run at 01:00, since 2024-12-01.",
  ["every four hours", "every 4 hours", "four-hourly", "4-hourly"], ["s19.cadence", "s24.backups", "s32.veeam", "s34.backups"])
Q("current", "crew_app_platform", "What is the crew app built on today?",
  "Microsoft Power Apps on Dataverse, since 2025-05-06.",
  ["power apps", "powerapps"], ["s28.plan", "s29.live", "s34.draft"])
Q("current", "ardrin_isle_connectivity", "How does the Ardrin Isle get online now?",
  "Through Starlink Maritime since 2025-06-13, with the Peplink 4G as backup.",
  ["starlink"], ["s27.starlink", "s31.starlink"])
Q("current", "kittiwake_connectivity", "What internet connection does MV Kittiwake have today?",
  "4G only, through the Peplink router on EE; she was deliberately left without Starlink.",
  ["4g"], ["s27.starlink", "s31.kittiwake"])
Q("current", "ticket_office_card_terminals", "Which card terminals are in the ticket offices now?",
  "Dojo terminals, standalone (not integrated with Carus), since 2024-06-10.",
  ["dojo"], ["s09.dojo", "s23.dojo2", "s34.draft"])
Q("current", "website_payment_gateway", "Who processes the booking website's card payments today?",
  "Adyen, since 2024-11-05; the Opayo account was closed in spring 2025.",
  ["adyen"], ["s18.adyen", "s33.adyen", "s34.corrections"])
Q("current", "fleet_tracking", "What shows our ships' positions on the lobby screens now?",
  "VesselFinder, since 2025-04-01.",
  ["vesselfinder", "vessel finder"], ["s25.date", "s27.vf", "s34.draft"])

# --- as_of (12)
Q("as_of", "email_platform", "As of 1 March 2024, where did our mailboxes live?",
  "On the on-premises Exchange Server 2016; the move to Microsoft 365 happened on 2024-03-16.",
  ["exchange server", "exchange 2016", "on-premises exchange", "on-prem exchange"], ["s01.decision", "s03.cutover"], as_of="2024-03-01")
Q("as_of", "phone_system", "What phone system did Tarnwick Ferries have on 1 June 2024?",
  "Still the Avaya IP Office. Teams Phone had been chosen on 2024-05-08, but the numbers were only ported on 2024-07-08.",
  ["avaya", "ip office"], ["s06.decision", "s10.port"], as_of="2024-06-01")
Q("as_of", "reservation_system", "On 15 December 2024, which reservation system was taking bookings?",
  "Paxport. Carus had been chosen in September 2024 but only went live on 2025-02-04.",
  ["paxport"], ["s14.carus", "s20.hogia2", "s23.carus"], as_of="2024-12-15")
Q("as_of", "crew_rostering", "As of 1 September 2024, what tool were the crew rosters published in?",
  "Planday, on trial from 2024-08-05 until the return to the spreadsheet on 2024-10-14.",
  ["planday"], ["s12.planday", "s17.revert"], as_of="2024-09-01")
Q("as_of", "owner_booking_website", "Who looked after the booking website on 20 January 2025?",
  "Ines Carvalho, who took it over from Priya on Monday 2025-01-13.",
  ["ines"], ["s21.owner", "s22.ines"], as_of="2025-01-20")
Q("as_of", "backup_schedule", "As of 2024-10-20, how often were the servers backed up?",
  "A nightly incremental at 01:00 and a weekly full on Sunday; four-hourly daytime backups only started on 2024-12-01.",
  ["weekly full", "full on sunday"], ["s01.backups", "s19.risk", "s19.cadence"], as_of="2024-10-20")
Q("as_of", "ardrin_isle_connectivity", "As of 1 May 2025, how was the Ardrin Isle connected to the internet?",
  "4G only, through the Peplink router on EE; her Starlink went live on 2025-06-13 after the June refit.",
  ["4g"], ["s27.starlink", "s31.starlink"], as_of="2025-05-01")
Q("as_of", "elsa_marr_connectivity", "What internet link did the Elsa Marr have on 1 August 2024?",
  "4G through the Peplink router on EE. Starlink was ordered in July but fitted in the August drydock and only live from 2024-08-19.",
  ["4g"], ["s13.starlink", "s28.wrong", "s28.correct"], as_of="2024-08-01")
Q("as_of", "on_call_rota", "Who shared the on-call phone as of 1 July 2024?",
  "Gareth, Tomasz and Priya, on the weekly rota that started on 2024-05-13.",
  ["priya"], ["s06.rota", "s10.oncall", "s10.oncall2"], as_of="2024-07-01")
Q("as_of", "change_approval", "As of 1 June 2025, how often did the CAB meet?",
  "Weekly, every Thursday at 10:00, for changes to the reservation system, the booking site, payments and vessel systems. The fortnightly CAB with pre-approved standard changes only started on 2025-06-12.",
  ["weekly", "every thursday"], ["s08.cab", "s08.policy", "s30.proposal", "s30.start"], as_of="2025-06-01")
Q("as_of", "fleet_tracking", "On 20 March 2025, which service tracked our vessels?",
  "MarineTraffic, whose contract ran until 31 March; VesselFinder took over on 2025-04-01.",
  ["marinetraffic", "marine traffic"], ["s25.mt", "s25.date"], as_of="2025-03-20")
Q("as_of", "payroll", "Which payroll software was in use on 31 March 2025?",
  "Sage 50 Payroll; BrightPay took over from the new tax year, 6 April 2025.",
  ["sage"], ["s26.payroll"], as_of="2025-03-31")

# --- when (9)
Q("when", "email_platform", "When did Tarnwick's mail move to Microsoft 365?",
  "On Saturday 2024-03-16 (the MX record flipped that afternoon), as planned in February.",
  when_accept("2024-03-16"), ["s01.decision", "s03.cutover"])
Q("when", "phone_system", "When were the phone numbers ported to Teams?",
  "On Monday 2024-07-08, in an 08:00-10:00 porting window.",
  when_accept("2024-07-08"), ["s10.port", "s10.confirm", "s10.window", "s11.phones"])
Q("when", "reservation_system", "When did Carus go live?",
  "On Tuesday 2025-02-04; Paxport stopped selling at 22:00 the night before.",
  when_accept("2025-02-04"), ["s21.golive", "s23.carus"])
Q("when", "website_hosting", "When did the booking site move to Kinsta?",
  "On Monday 2024-05-20, early in the morning (DNS switched at 06:20).",
  when_accept("2024-05-20"), ["s05.date", "s07.kinsta"])
Q("when", "planned_maintenance", "When did Helm CONNECT go live on the vessels?",
  "On Tuesday 2024-10-01.",
  when_accept("2024-10-01"), ["s11.decision", "s16.helm"])
Q("when", "elsa_marr_connectivity", "When did MV Elsa Marr get Starlink?",
  "On Monday 2024-08-19, when she came back from drydock. A later claim of 'July' was corrected: July is when it was ordered.",
  when_accept("2024-08-19"), ["s13.starlink", "s28.wrong", "s28.correct"])
Q("when", "crew_rostering", "When did crew rostering go back from Planday to the spreadsheet?",
  "On Monday 2024-10-14.",
  when_accept("2024-10-14"), ["s16.date", "s17.revert"])
Q("when", "backup_schedule", "When did the four-hourly backups start?",
  "On 2024-12-01.",
  when_accept("2024-12-01"), ["s19.cadence", "s20.cadence"])
Q("when", "website_payment_gateway", "When did the website start taking payments through Adyen?",
  "On Tuesday 2024-11-05.",
  when_accept("2024-11-05"), ["s18.adyen"])

# --- why (9)
Q("why", "email_platform", "Why did Tarnwick move its email off its own Exchange server?",
  "Exchange 2016 was going out of support in October 2025, it needed emergency patching for every new CVE, and it kept failing: three incidents that winter, including an expired certificate that stopped outbound mail in February 2024.",
  ["out of support", "end of support", "patching", "cve", "certificate"], ["s01.intro", "s01.decision"])
Q("why", "planned_maintenance", "Why did the fleet get a planned maintenance system?",
  "An internal ISM audit in July 2024 raised a non-conformity: the Kittiwake's emergency fire pump service was marked done in the Excel planner with no job card and had not been done (the planner had been wrong before), and an MCA survey was due in October.",
  ["ism", "audit", "non-conformity", "fire pump"], ["s04.excel", "s11.audit"])
Q("why", "phone_system", "Why was Teams Phone chosen over 3CX?",
  "Gareth didn't want another internet-facing server to patch, the board remembered the 2023 supply-chain compromise of 3CX's desktop app, and mail was already on Microsoft 365.",
  ["supply-chain", "supply chain", "patch", "internet-facing"], ["s06.intro", "s06.decision"])
Q("why", "reservation_system", "Why did we replace Paxport?",
  "Its server ran the unsupported Windows Server 2012 R2, the vendor was ending on-prem support, the old XML interface had no real-time deck availability so the Elsa Marr's car deck was oversold a few times a month, and the server leaked memory (it failed during a Saturday check-in).",
  ["2012", "out of support", "oversold", "oversell", "memory", "car deck"], ["s14.paxport", "s14.leak"])
Q("why", "website_payment_gateway", "Why did the website's payments move to Adyen?",
  "Opayo kept having 3DS outages, Elavon was going to migrate every Opayo merchant to a new platform (a re-integration anyway), and Carus, due in February, connects to Adyen natively; Stripe had no Carus connector.",
  ["carus", "3ds", "elavon", "outage"], ["s14.gateway", "s16.adyen", "s16.stripe2"])
Q("why", "crew_rostering", "Why was the Planday trial abandoned?",
  "It couldn't check MLC hours of rest, it showed the Kelda crew's two-weeks-on, two-weeks-off pattern wrongly, the app logged crew out at sea, and the masters ended up keeping the spreadsheet alongside it.",
  ["hours of rest", "mlc", "two-weeks-on", "two weeks on", "two-on"], ["s12.kelda", "s12.mlc", "s13.planday", "s16.planday"])
Q("why", "backup_schedule", "Why did backups go to every four hours?",
  "Corrach Seaways was hit by ransomware in November 2024 and lost a whole day of bookings restoring from the night before; with only nightly backups Tarnwick could lose up to a day too.",
  ["corrach", "ransomware", "whole day", "up to a day"], ["s19.corrach", "s19.risk", "s19.cadence"])
Q("why", "offsite_backup", "Why did we stop sending backup tapes offsite?",
  "A quarterly restore test in September 2024 found the offsite LTO tape unreadable (it had sat in a hot car boot). Wasabi was picked for its London region, no egress charges and the Veeam partner's experience, with 30-day immutability.",
  ["unreadable", "restore test", "corrupted", "heatwave", "car boot"], ["s15.tape", "s15.wasabi"])
Q("why", "fleet_tracking", "Why did Tarnwick drop MarineTraffic?",
  "The fleet account renewal came in at nearly three times the previous price, bundled with Kpler data nobody needed; VesselFinder was much cheaper, had an API and better positions near Kelda thanks to satellite AIS.",
  ["three times", "price", "kpler", "cheaper"], ["s25.mt", "s25.vf"])

# --- history (6)
Q("history", "crew_rostering", "How has crew rostering been done over time?",
  "First the Excel rota spreadsheet; then Planday, on trial from 2024-08-05; then back to the Excel spreadsheet from 2024-10-14.",
  ["excel", "planday"], ["s04.excel", "s12.planday", "s17.revert"],
  ordered=[["excel", "spreadsheet"], ["planday"], ["excel", "spreadsheet"]])
Q("history", "change_approval", "How has change approval worked over time?",
  "Informally at first (ask Morag, an email was enough); from 2024-06-06 a weekly CAB on Thursdays; since 2025-06-12 pre-approved standard changes plus a fortnightly CAB for normal changes.",
  ["informal", "weekly", "fortnightly"], ["s02.askmorag", "s08.cab", "s30.proposal", "s30.start"],
  ordered=[["informal", "ask morag"], ["weekly"], ["fortnightly", "every other thursday"]])
Q("history", "on_call_rota", "Who has been on call over time?",
  "Gareth alone until 2024-05-12; then a weekly rota of Gareth, Tomasz and Priya; since 2025-03-03 a weekly rota of Dafydd, Tomasz and Ines.",
  ["gareth", "priya", "dafydd"], ["s01.prtg", "s06.rota", "s24.rota"],
  ordered=[["gareth"], ["priya"], ["dafydd"]])
Q("history", "elsa_marr_connectivity", "How has the Elsa Marr connected to the internet over time?",
  "4G through the Peplink router on EE, then Starlink Maritime from 2024-08-19, with the 4G kept as backup.",
  ["4g", "starlink"], ["s04.4g", "s13.starlink", "s28.correct"],
  ordered=[["4g"], ["starlink"]])
Q("history", "crew_app_platform", "What has the crew app been built with, in order?",
  "Glide (built by Tomasz in 2022), then Microsoft Power Apps on Dataverse from 2025-05-06.",
  ["glide", "power apps"], ["s12.glide", "s27.crewapp", "s29.live"],
  ordered=[["glide"], ["power apps", "powerapps"]])
Q("history", "infrastructure_monitoring", "Which monitoring tools have we used, in order?",
  "PRTG, then Zabbix (first seen in March 2025).",
  ["prtg", "zabbix"], ["s01.prtg", "s24.prtg", "s25.zabbix", "s34.corrections"],
  ordered=[["prtg"], ["zabbix"]])

# --- negative (7)
Q("negative", "phone_system", "Did we ever run our phones on 3CX?",
  "No. 3CX was considered in May 2024 and rejected (another internet-facing server to patch, and its 2023 supply-chain compromise); the phones went from the Avaya to Teams Phone.",
  NEG, ["s06.intro", "s06.decision"])
Q("negative", "planned_maintenance", "Is AMOS our planned maintenance system?",
  "No. AMOS was quoted in July 2024 but rejected as too costly and needing a dedicated administrator; the fleet uses Helm CONNECT.",
  ["no", "rejected", "helm connect"], ["s11.audit", "s11.decision"])
Q("negative", "reservation_system", "Does Tarnwick take its bookings in Hogia?",
  "No. Hogia is Corrach Seaways' booking system. Tarnwick looked at it in September 2024 but chose Carus; bookings went from Paxport to Carus.",
  ["no", "never", "corrach", "rejected"], ["s04.corrach", "s14.carus", "s20.hogia", "s20.hogia2"])
Q("negative", "on_call_rota", "Did Cobalt Bay IT ever take our out-of-hours calls?",
  "No. In November 2024 Morag announced the MSP would take first-line out-of-hours calls from January, but cancelled it in December over the price and their lack of vessel knowledge; the in-house rota carried on.",
  ["never", "did not", "didn't", "cancelled", "canceled", "no"], ["s19.msp", "s20.cancel", "s34.owners"])
Q("negative", "website_payment_gateway", "Has the booking website ever taken payments through Stripe?",
  "No. Stripe was suggested in October 2024 and rejected because it had no Carus connector; the site went from Opayo to Adyen.",
  NEG, ["s16.stripe", "s16.stripe2"])
Q("negative", "kittiwake_connectivity", "Does MV Kittiwake have Starlink?",
  "No. Starlink went onto the Elsa Marr (2024) and the Ardrin Isle (2025); the Kittiwake stays on 4G because her run is only 40 minutes.",
  ["no", "4g"], ["s27.starlink", "s31.kittiwake"])
Q("negative", "crew_rostering", "Did we ever roster crew in Mintra OCS?",
  "No. Mintra's OCS was mentioned in October 2024 as something to look at later, but never adopted; rostering went from the spreadsheet to a Planday trial and back to the spreadsheet.",
  ["never", "did not", "didn't", "not adopted", "no"], ["s16.mintra", "s34.corrections"])

# --- ownership (5)
Q("ownership", "owner_booking_website", "Who looks after the booking website now?",
  "Ines Carvalho, since 2025-01-13; she took it over from Priya Nair.",
  ["ines"], ["s21.owner", "s22.ines", "s34.owners"])
Q("ownership", "owner_infrastructure", "Who's responsible for the servers, backups and phones today?",
  "Dafydd Rees, since 2025-03-03; Gareth Bain handed it over when he went down to three days a week.",
  ["dafydd"], ["s24.handover", "s32.veeam", "s34.owners"])
Q("ownership", "owner_crew_app", "Who owns the crew app now?",
  "Ines Carvalho, since the Power Apps version went live on 2025-05-06.",
  ["ines"], ["s28.handover", "s28.owner", "s34.owners"])
Q("ownership", "owner_crew_app", "Who looked after the crew app before Ines?",
  "Tomasz, who built the original Glide app in 2022.",
  ["tomasz"], ["s12.glide", "s27.glide", "s28.handover"])
Q("ownership", "owner_reservation_system", "Who is in charge of Carus on the IT side?",
  "Priya Nair, the system owner (admin, integrations, upgrades, vendor contact); Aoife owns the fares and commercial rules.",
  ["priya"], ["s14.owner", "s34.owners"])


# =============================================================================================
# writing
# =============================================================================================

def gap_minutes(speaker: str, text: str) -> int:
    if speaker == "assistant":
        return 2 + len(text) // 700
    return min(15, 1 + len(text) // 90)


def build() -> tuple[dict, dict[str, str]]:
    labels: dict[str, str] = {}
    sessions = []
    for s in sorted(SESSIONS, key=lambda x: x["num"]):
        sid = f"{PREFIX}/s{s['num']:02d}"
        started = datetime.fromisoformat(f"{s['day']}T{s['start']}:00")
        at = started
        turns = []
        for n, (speaker, text, label) in enumerate(s["turns"], start=1):
            if speaker == "U":
                speaker, role = "user", "user"
            elif speaker == "A":
                speaker, role = "assistant", "assistant"
            else:
                role = "user"
            at = at + timedelta(minutes=1 if n == 1 else gap_minutes(role, text))
            tid = f"{sid}#{n}"
            if label:
                assert label.startswith(f"s{s['num']:02d}."), label
                assert label not in labels, label
                labels[label] = tid
            turns.append({"id": tid, "speaker": speaker, "role": role, "text": text, "at": at.isoformat()})
        sessions.append({"id": sid, "title": s["title"], "started_at": started.isoformat(), "turns": turns})
    return {"format": "graphmem-chat/1", "sessions": sessions}, labels


def resolve(evidence: list[str], labels: dict[str, str]) -> list[str]:
    missing = [e for e in evidence if e not in labels]
    if missing:
        raise SystemExit(f"unknown evidence labels: {missing}")
    ids = [labels[e] for e in evidence]
    return sorted(ids, key=lambda t: (int(t.split("/s")[1].split("#")[0]), int(t.split("#")[1])))


def main() -> None:
    corpus, labels = build()
    (HERE / "corpus.chat.json").write_text(json.dumps(corpus, ensure_ascii=False, indent=1) + "\n", encoding="utf-8")
    with (HERE / "facts.jsonl").open("w", encoding="utf-8") as fh:
        for f in FACTS:
            fh.write(json.dumps(dict(f, evidence=resolve(f["evidence"], labels)), ensure_ascii=False) + "\n")
    with (HERE / "questions.jsonl").open("w", encoding="utf-8") as fh:
        for q in QUESTIONS:
            fh.write(json.dumps(dict(q, evidence=resolve(q["evidence"], labels)), ensure_ascii=False) + "\n")
    n_turns = sum(len(s["turns"]) for s in corpus["sessions"])
    print(f"{len(corpus['sessions'])} sessions, {n_turns} turns, {len(FACTS)} facts, {len(QUESTIONS)} questions")


if __name__ == "__main__":
    main()
