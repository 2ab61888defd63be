#!/usr/bin/env python3
"""Write the chat_holdout7 corpus, facts and questions deterministically.

Usage: python3 generate.py   (writes corpus.chat.json, facts.jsonl, questions.jsonl next to this file)

Every turn is written out below. Turns may carry tags; facts and questions name their evidence
by tag, and the tags are resolved to turn ids (h7/sNN#k) when the files are written. Timestamps
are derived from each session's start time and the length of the turns, so the output is
identical on every run. Standard library only.
"""
from __future__ import annotations

import json
from datetime import datetime, timedelta
from pathlib import Path

HERE = Path(__file__).resolve().parent
PREFIX = "h7"

SESSIONS: list[dict] = []


def U(text: str, *tags: str) -> tuple:
    return ("user", text.strip("\n"), tags)


def A(text: str, *tags: str) -> tuple:
    return ("assistant", text.strip("\n"), tags)


def S(start: str, title: str, turns: list[tuple]) -> None:
    SESSIONS.append({"start": start, "title": title, "turns": turns})


# ------------------------------------------------------------------------------------------
# s01
S("2024-03-05T09:10:00", "Worldox search crawling for Bristol", [
U("""Morning. Declan Ofori, IT manager at Ashcombe Rusk. Some context since this is the first time I'm using you for work: we're a law firm of about 120 people, head office in Leeds, a second office in Bristol and a small one in London. IT is me in Leeds plus Pri in Bristol, who looks after the helpdesk. "Helpdesk" is generous: people email itsupport@ and she works through the shared mailbox top to bottom every morning.

Problem of the day: searches in Worldox (our document management system) take 40 to 90 seconds for everyone in Bristol since about last Wednesday. Leeds is fine-ish. Worldox lives on WDSRV01 in the Leeds server room.""", "s01.worldox", "s01.helpdesk_mailbox"),
A("""If Leeds is fast and Bristol is slow, rule out the link before blaming Worldox. From a Bristol PC:

```powershell
Test-NetConnection WDSRV01 -Port 445
ping -n 20 WDSRV01
```

Then time the two halves separately: is it the search itself that hangs, or opening the result list once it appears? Worldox reads its full-text index from a share on the server, so anything that slows file reads on WDSRV01 hurts the remote office first and most.

And the usual question: what changed around last Wednesday? Windows updates, an antivirus policy, a new indexing job, a backup window that moved?"""),
U("""Latency Bristol to Leeds is 9 ms, same as always. But the antivirus thing rings a bell: we pushed a new Sophos Intercept X server policy on the 27th, and Task Manager on WDSRV01 shows SophosFileScanner sitting at 30% CPU. The index is on D:\\WDIndex."""),
A("""That fits. On-access scanning of an index that is read thousands of times per search will do exactly this. In Sophos Central, in the server policy's exclusions, add:

- `D:\\WDIndex\\` (folder, on-access only)
- the Worldox indexer executable in the program folder
- the Worldox program folder itself if searches are still slow afterwards

Keep the scheduled scan covering those paths, and make sure only the service account can write to them, so the exclusion doesn't become a convenient place to drop something."""),
U("""Added the index folder and the indexer exe, and Bristol is back to 3-4 seconds a search. Lovely.

Next one. Hugh Aldred, our managing partner, is cross because a signed share purchase agreement from a client sat in Mimecast's hold queue overnight. Mimecast flagged it under Attachment Management as a password-protected ZIP. Can I just allow all zips from that client's domain so it never happens again?""", "s01.mimecast"),
A("""I wouldn't. Password-protected archives are held precisely because the gateway can't look inside them, and they're one of the most common ways malware gets delivered. A domain-wide allow also covers any spoofed or compromised mailbox at that client.

Better options:
1. Turn on the held-message digest for the partners so they can see and release their own held items the same morning.
2. If this client sends zips often, a narrow policy for the specific sender addresses, not the domain.
3. Ask the client to send large signed documents by secure link instead of zips, which usually solves it for good."""),
U("""Digest it is, I'll set it for the partners this afternoon. One more and I'll let you go: people working from home can't record their time in Quill this morning. They get "The remote session was disconnected because there are no Remote Desktop License Servers available to provide a license." Quill only runs on the terminal server, RDS01, so nobody can book time.""", "s01.quill"),
A("""That message almost always means the RDS licensing grace period (120 days) has run out because the session host never got pointed at a licence server or a licensing mode. On RDS01:

```powershell
Get-RDLicenseConfiguration
```

If Mode shows NotConfigured, set it:

```powershell
Set-RDLicenseConfiguration -LicenseServer LIC01.ashcombe.local -Mode PerUser -ConnectionBroker RDS01.ashcombe.local
```

Check that the licence server has the Per User CALs installed and activated. As a stopgap, admins can still get in with `mstsc /admin`, but that won't help the fee earners."""),
U("""Mode was NotConfigured. It must have been lost when we rebuilt RDS01 in November, and the 120 days ran out today, of all days. Set to Per User against LIC01 and people are back in. Time recording crisis over before the partners noticed."""),
A("""Good. Worth writing down in the server's build notes, since the same thing will bite again on the next rebuild. It's also worth a quick check that the CAL count covers everyone who now connects from home; Per User CALs aren't strictly enforced, but an audit would count them."""),
])

# ------------------------------------------------------------------------------------------
# s02
S("2024-03-21T14:00:00", "Cyber insurance renewal questionnaire", [
U("""Hello, this is Moira Keddie, COO at Ashcombe Rusk. Our cyber insurance renews in May and the broker has sent a 60-question proposal form. Declan has given me his notes, but I need the technical answers phrased properly, and honestly. Could we go through the IT ones together?"""),
A("""Of course. Paste the question and what's actually in place, and I'll suggest wording. One principle throughout: describe exactly what you do today. Insurers increasingly check answers after a claim, and an optimistic answer on a proposal form is the easiest way to have a claim declined."""),
U("""Q14: "Is multi-factor authentication enforced for all remote access and for all email access?"

Declan's honest answer: MFA is a text message code, and only when you connect to the VPN or use Outlook on the web from outside the office. In the office, or in the Outlook desktop app on a firm laptop, there's no second factor at all.""", "s02.mfa"),
A("""Suggested answer:

"Multi-factor authentication (one-time codes sent by SMS) is enforced for VPN access and for web-based email accessed from outside the office network. MFA is not currently enforced for email accessed from the desktop client on firm-managed devices or from within the office."

Expect a follow-up. Many insurers now make MFA on all email access, wherever the user is, a condition of cover, and some have started asking whether the method is app-based rather than SMS. It may be worth asking the broker now whether this answer affects terms, so you're not surprised in May."""),
U("""Q22 is backups, Q23 is patching. Declan's notes, pasted as he wrote them:

"Veeam B&R, nightly to the Synology NAS in the Leeds server room. Weekly full to LTO-8 tape, Iron Mountain collects the tapes every Friday. M365 (Exchange, OneDrive, SharePoint) backed up with Veeam Backup for Microsoft 365, also on BKP01. Backups are mine (Declan); restore test every quarter."

"Servers patched monthly, the Saturday night after Patch Tuesday, 22:00 to 02:00. Laptops through WSUS." """, "s02.backups", "s02.patching"),
A("""Q22: "Servers are backed up nightly with Veeam Backup & Replication to on-site disk storage. A weekly full backup is written to LTO tape and held off-site by Iron Mountain, providing an offline copy. Microsoft 365 data (Exchange Online, OneDrive and SharePoint) is backed up separately with Veeam Backup for Microsoft 365. Restores are tested quarterly; the IT manager is responsible for backups."

Q23: "Security updates are applied to servers monthly in a scheduled maintenance window following Microsoft's monthly release; workstations are updated through WSUS."

If the form asks whether backups are immutable, say no for the NAS; the tapes are your offline copy, which is what they really want to know. And keep the evidence of the last restore test somewhere you can find it."""),
U("""Q31: "Do you use a password manager? Has it been affected by a known security breach?"

We use LastPass Business across the firm. After the LastPass breach, two partners asked me whether we should get out, and I didn't have a good answer for them.""", "s02.lastpass"),
A("""The facts, briefly: in 2022 attackers took copies of LastPass's customer vault backups. The vault contents are encrypted with each user's master password, but some metadata (such as website URLs) was not, and how safe an individual vault is depends on the strength of its master password and the number of PBKDF2 iterations the account used; older accounts were sometimes set far lower than today's 600,000.

For the form: "Yes, LastPass Business. Following LastPass's 2022 security incident we reviewed master password requirements and iteration settings and rotated credentials for critical systems." Only write the second sentence if it's true. If it isn't yet, do it before you sign.

Separately, if two partners have lost confidence, that's a reasonable trigger for a proper look at alternatives."""),
U("""Let's use that, and I'll ask Declan to confirm the rotation happened. I'll put "review the password manager" on the IT steering group's agenda; we meet monthly, on the first Monday of the month, so the next one is 8 April, since the 1st is Easter Monday.

Last technical one. Q40 is about "telephony and unified communications". We have one Mitel MiVoice Business system for all three offices, the controller is in Leeds, and we use Microsoft Teams for video calls and chat. Anything security-relevant I should mention?""", "s02.cadence", "s02.mitel"),
A("""Two points are worth stating: "The telephone system (Mitel MiVoice Business, serving all three offices) has international and premium-rate dialling restricted and is maintained under a support contract with regular firmware updates" — check both are true, toll fraud on PBXs is a real claim category. And: "Video conferencing and chat use Microsoft Teams within our Microsoft 365 tenant, under the same identity and access controls as email." That covers it without opening a new line of questions."""),
])

# ------------------------------------------------------------------------------------------
# s03
S("2024-04-08T10:00:00", "Worldox index corrupted, again", [
U("""Declan again. The Worldox index on WDSRV01 corrupted itself over the weekend. Third time since January. Users get "Index file error 0x1F - rebuild required". Worldox support's advice: rebuild it and "consider newer hardware". A full rebuild of 1.9 million documents took fourteen hours last time.""", "s03.worldox"),
A("""Two things: get people working today, and find out why it keeps happening.

Today: profile searches (client, matter, author) don't depend on the full-text index, so tell people to search by profile fields until the rebuild is done. Move the damaged index aside rather than deleting it, then rebuild cabinet by cabinet, active matters first, so the busiest material comes back within a couple of hours.

Why: a full-text index corrupting three times in three months is rarely the software. Look at the System event log for disk, NTFS or controller errors and for unexpected shutdowns."""),
U("""Event log is full of "The device, \\Device\\Harddisk1\\DR1, has a bad block" on D:. So that's the index disk, failing quietly.

The honest bigger problem, though: WDSRV01 runs Windows Server 2012 R2, which went out of extended support last October, the hardware is seven years old, and anyone outside the Leeds office can only reach Worldox through the RDS box. Moira has asked me to look at replacing the DMS this year instead of just swapping a disk.""", "s03.worldox_reasons"),
A("""Then: move the index to a healthy volume now, replace the disk, and check the last good backup of the document store itself, because bad blocks rarely stay on one folder.

For the replacement, the usual shortlist for a firm your size is iManage Work (now mostly the cloud version), NetDocuments, and, for the cost-conscious, SharePoint with a matter structure on top. Criteria that tend to decide it:
- matter-centric security and ethical walls
- filing email from Outlook with little effort
- migrating Worldox profiles (client, matter, doc type, author) without losing them
- UK data residency
- remote access without RDS
- total cost per user per year, including the implementation partner"""),
U("""Rhys Pennant, finance director, taking over Declan's slot as agreed. Billing problem. Every month my billing team exports LEDES 1998B files from Quill and uploads them by hand into each client's e-billing portal: Norvane Foods uses Legal Tracker, Harcastle Insurance uses CounselLink. Harcastle rejected March's invoice with "Line 14: task code L120 not permitted for this matter".""", "s03.ebill_manual", "s03.client_portals"),
A("""CounselLink lets each client restrict, per matter, which UTBMS task codes a firm may bill. L120 is "Analysis/Strategy" in the litigation code set; it's valid in general, but this matter's allowed list evidently doesn't include it.

In CounselLink, open the matter and look for the billing guidelines or allowed codes. Correct line 14 in Quill to a permitted code that honestly describes the work, regenerate the LEDES file, and resubmit as a corrected invoice rather than a new one, or you'll get a duplicate-invoice rejection next."""),
U("""The matter only allows L110, L160, L210, L250 and the L300 phase. Changed it to L160, resubmitted, accepted. But the manual uploading is what kills us. Lauren spends about two days a month logging into portals, uploading files and chasing rejections like this one.""", "s03.ebill_manual2"),
A("""That's the case for an e-billing submission service (BillBLAST is the common one in the UK and US): it validates each invoice against the client's own rules before submitting, so a bad task code is caught before the client sees it, then submits to each portal and tracks the status in one place. Two days a month of a billing clerk's time, plus the cash-flow cost of rejected invoices, usually pays for it. Check first that it can take LEDES straight out of Quill."""),
U("""I'll ask for a demo. Thanks."""),
])

# ------------------------------------------------------------------------------------------
# s04
S("2024-04-24T11:30:00", "Retention rules and the conflicts watchlist", [
U("""Hello. I'm Aoife Brennan, risk and compliance partner, and MLRO. I need a one-page summary of our file retention rules for the new starters' induction pack. The current rule, as the partners agreed it in 2019: every matter file, paper and electronic, is kept for 15 years after the matter closes, then destroyed. Original wills stay in the strongroom until they're collected or the testator dies.""", "s04.retention"),
A("""Draft:

**File retention at Ashcombe Rusk**
- Every matter file, paper and electronic, is kept for **15 years after the matter is closed**, then securely destroyed.
- The closing date is the date the matter is closed in the practice management system, not the date of the last document.
- Original wills and other original deeds held for safekeeping are not part of the matter file; they stay in the strongroom until collected or until the testator's death.
- Never destroy or delete a file early, even if a client asks. Speak to the risk team.
- Questions: Aoife Brennan (risk and compliance)."""),
U("""Good, that's going in as is. Between us: I think 15 years for everything is too long, and it's costing us. Iron Mountain charges for every box, and GDPR says we shouldn't keep personal data longer than we need it. But the partners won't touch it this year.""", "s04.retention_reason0"),
A("""When you do take it to them, the usual structure is: 6 years after closure as the default (the limitation period for most contract and tort claims), with 15 years for categories where the Latent Damage Act long-stop or the nature of the work justifies it, typically wills, trusts, probate and property. Your PI insurer's view is worth getting in writing beforehand; it tends to carry more weight with partners than GDPR does."""),
U("""Next year's problem, then. Today's other problem: conflict checks. When a matter is opened, the secretary searches the party names in Quill's conflict search, and my team also keeps an Excel watchlist of sensitive names (people we've refused to act for, PEPs, opponents in big disputes). They check both. The watchlist has 2,300 rows, and typos are killing us: "Brackwell Holdings" against "Brackwel Holdings Ltd".""", "s04.conflicts"),
A("""Normalise the names before comparing, then use fuzzy matching. In Excel, Power Query can do it:

1. Load the watchlist and the new names as two queries.
2. Add a column to each that lowercases, strips punctuation and removes suffixes such as ltd, limited, plc, llp, llc, holdings, group.
3. Merge the queries on that column with **Use fuzzy matching**, similarity threshold 0.80, and **Ignore case** on.

That would catch "brackwel" against "brackwell" and the missing "Ltd". Run the watchlist against itself first; you'll probably find duplicates."""),
U("""You were right: the fuzzy merge found 37 near-duplicates inside the watchlist itself. Embarrassing, but useful. Can the secretaries check a single new name without going anywhere near Power Query?"""),
A("""Yes, if you keep a normalised key column in the watchlist (the same cleaning as above, done with a formula), the secretaries can type a name into a check cell and use:

```
=IFERROR(TEXTJOIN("; ", TRUE, FILTER(Watchlist[Name], ISNUMBER(SEARCH(LEFT(B2, 6), Watchlist[Key])))), "no match")
```

where B2 is the cleaned name. It's crude (first six characters), so it over-matches, which is the right way round for conflicts. Honestly, though, this is where spreadsheets reach their limit; a conflicts system does this properly, including related companies."""),
U("""It'll do for now. Thank you."""),
])

# ------------------------------------------------------------------------------------------
# s05
S("2024-05-09T09:40:00", "Reveal hosting bill and an Everlaw production", [
U("""Good morning. I am Tomasz Zielak, litigation support manager, so e-discovery in the firm is my area. I need help to understand the April invoice from Reveal, the hosted review platform we use for disclosure. It is £11,400 and £8,900 of it is "hosted data - active" for the Brackwell matter, 1.4 TB. Ben Tolland, the head of litigation, asks me why so expensive for one matter.""", "s05.reveal", "s05.owner_tomasz"),
A("""Hosted review platforms usually charge per GB per month on everything promoted into the review database, and 1.4 TB suggests the whole collection went in: natives, extracted text, images and near-duplicates. Ways to bring it down:

- Deduplicate globally across custodians, not per custodian.
- Cull by date range and custodian before promoting.
- Remove container files (PSTs, ZIPs) once their children are extracted.
- Move documents nobody is reviewing to an inactive or archive tier, if your contract has one; the rate is typically a fraction.

Then ask Reveal's account manager for the hosting breakdown per data type."""),
U("""We promoted everything because the deadline was very short. OK. Second problem: the other side's solicitors, Marlowe Penhale, they use Everlaw, and they sent their first production as DAT and OPT load files. The Reveal import fails on the field DateSent: values are like 2023-11-02T14:05:00Z and Reveal wants dd/MM/yyyy HH:mm.""", "s05.everlaw_opp"),
A("""Rewrite the field before import. DAT files use þ as the text qualifier and the 0x14 character as the field separator, so don't open it in Excel, it will mangle both. A PowerShell pass:

```powershell
$in  = Get-Content .\\PROD001.dat -Encoding UTF8
$hdr = $in[0] -split [char]0x14
$col = [array]::IndexOf(($hdr | % { $_.Trim([char]0xFE) }), 'DateSent')
$out = foreach ($line in $in) {
  $f = $line -split [char]0x14
  if ($line -ne $in[0] -and $f[$col] -match 'þ(\\d{4}-\\d\\d-\\d\\dT[\\d:]+Z)þ') {
    $d = [datetime]::Parse($matches[1]).ToUniversalTime()
    $f[$col] = 'þ' + $d.ToString('dd/MM/yyyy HH:mm') + 'þ'
  }
  $f -join [char]0x14
}
$out | Set-Content .\\PROD001_fixed.dat -Encoding UTF8
```

Keep the times in UTC and note that in the import log, so nobody later argues about timezones."""),
U("""Script works, 48,210 documents loaded. Now the client wants a copy of the production set. I send it through ShareFile like always, ShareFile is what we use for everything that goes to clients.""", "s05.sharefile"),
A("""For a production that size, zip it in parts under the per-file limit, encrypt the archive (AES-256), send the password by a different channel, and set the ShareFile link to expire in 14 days with download notifications on, so you have a record of when the client collected it. If it's more than a few tens of GB, an encrypted drive by courier is often less painful."""),
U("""Last: Ben wants a litigation hold on a new custodian, the mailbox of a secretary who left in 2022. Her mailbox is inactive. Can we still put a hold on it?"""),
A("""Yes. Inactive mailboxes can be placed on hold through a Purview eDiscovery case. In Exchange Online PowerShell, find it first:

```powershell
Get-Mailbox -InactiveMailboxOnly -Identity "j.marsh@ashcombe-rusk.co.uk" | fl Name,InPlaceHolds,LitigationHoldEnabled
```

Then in the Purview portal, in the Brackwell eDiscovery case, add her as a data source and create a hold; inactive mailboxes show up in the picker once you tick "include inactive". Note the date you placed it in your matter log."""),
U("""Done, thank you."""),
])

# ------------------------------------------------------------------------------------------
# s06
S("2024-05-22T13:15:00", "Outlook password loop in Bristol", [
U("""Hi! Priyanka Lall, IT support in Bristol, everybody calls me Pri. I run the helpdesk. Ticket HT-0214 in Halo: three people in Bristol get an endless Outlook password prompt since yesterday's updates. They type the password, the box comes back, forever.""", "s06.halo", "s06.owner_pri"),
A("""That loop is usually Outlook failing to use modern authentication through the Windows account broker (WAM). On one affected PC, check:

```
reg query "HKCU\\Software\\Microsoft\\Office\\16.0\\Common\\Identity"
```

and look for `DisableAADWAM`, `DisableADALatopWAMOverride` or `EnableADAL` set to 0. Also look in Credential Manager for stale `MicrosoftOffice16_Data:` entries, and in Settings > Accounts > Access work or school to see whether the account is connected at all."""),
U("""All three have DisableAADWAM = 1 in that key. Looks like an old workaround from the Office 2016 days that came back with the profile migration we did in Bristol."""),
A("""Remove it and let WAM do its job:

```
reg delete "HKCU\\Software\\Microsoft\\Office\\16.0\\Common\\Identity" /v DisableAADWAM /f
```

Close Outlook, clear the `MicrosoftOffice16_Data` entries in Credential Manager, reopen. To stop it coming back with the next migrated profile, push the deletion as a remediation script, or find and remove the GPO preference that set it."""),
U("""Fixed all three. Halo question: it's so much better than digging through the old itsupport@ mailbox, but the SLA clock runs through the weekend. A ticket logged Friday at 5pm is "breached" by Monday at 9.""", "s06.halo2"),
A("""Halo counts SLA time against a workday calendar. Under Configuration > Service Level Agreements > Workdays, create one for your hours (say Monday to Friday, 08:30 to 17:30), add the England and Wales bank holidays, and assign it to the SLA. Also set "Waiting on user" to pause the clock, otherwise tickets breach while you wait for a reply."""),
U("""Found it, done. One more: since last week the Mitel voicemail-to-email in Bristol doesn't arrive. The Mitel sends it out as email through our relay."""),
A("""Follow the message. In the Exchange admin centre, run a message trace for the voicemail sender address over the last week. If nothing arrives at all, the relay is refusing it before Microsoft sees it: your outbound goes through Mimecast, and Mimecast only accepts relay from your authorised outbound IP addresses. If Bristol's public IP changed recently (new router, ISP change), the Mitel's mail will be rejected there."""),
U("""That's it: the ISP swapped Bristol's router last week and the public IP changed with it. Added the new one to Mimecast's authorised outbound list and the voicemails are coming through again, including a backlog of 23 from last week."""),
])

# ------------------------------------------------------------------------------------------
# s07
S("2024-06-06T10:00:00", "We picked NetDocuments", [
U("""Moira here. After three demos and a round of reference calls, the partners approved NetDocuments yesterday as our new document management system, replacing Worldox. Target is to be live before Christmas, realistically late November: after the London office move, and away from the September quarter-end billing crunch. Declan is leading the project. Can you help me write the all-staff announcement?""", "s07.dms_decide"),
A("""Here's a first draft:

**Subject: We're moving to NetDocuments**

The partners have chosen NetDocuments as the firm's new document management system. It replaces Worldox, which has served us for many years but is reaching the end of its life.

*What changes:* you'll save, find and share documents in NetDocuments, from the office, at home or on the move, without the remote desktop. Emails can be filed to matters straight from Outlook.

*When:* we're aiming for late November. Training will be in small groups in the weeks before.

*What you need to do now:* nothing. Declan Ofori is leading the project and will be in touch with each team.

Want me to add a short "why"?"""),
U("""Declan, adding the why for the record. Worldox has corrupted its index three times this year, WDSRV01 is on an unsupported OS, and everyone outside Leeds has to go through RDS to use it. iManage Cloud was the other finalist. Very good product, but the quote was nearly double and their implementation partner couldn't start before spring. Keeping documents in SharePoint was Hugh's idea to save money; we dropped it because there's no real matter-centric security or email filing without bolting another product on top.""", "s07.dms_reasons", "s07.imanage_rejected"),
A("""For the announcement I'd keep the why to one line: "Worldox runs on ageing servers that have caused several outages this year and can only be reached remotely through the remote desktop; NetDocuments is a cloud service built for law firms, with matter-based security and Outlook filing." The iManage and SharePoint comparison belongs in the partners' minutes, not the all-staff email."""),
U("""Moira again. To keep the project moving, the IT steering group will meet every other Thursday instead of monthly, starting Thursday 4 July, until NetDocuments is in.""", "s07.cadence"),
A("""A fortnightly agenda that stays short:
1. Project status against plan (RAG), 5 minutes
2. Decisions needed this fortnight
3. Risks and issues, new or changed only
4. Anything from BAU that can't wait for the monthly review (security, incidents)
5. Actions, owners, dates

Thirty minutes, hard stop."""),
U("""Declan. For the migration mapping, the Worldox profile fields are: Cabinet, Client, Matter, Doc Type, Author, Description, Date Created, Status. NetDocuments has cabinets, workspaces and profile attributes."""),
A("""A sensible starting map:

| Worldox | NetDocuments |
|---|---|
| Cabinet | Cabinet (probably one for client work, one for internal) |
| Client + Matter | Workspace, keyed on the client and matter attributes |
| Doc Type | Profile attribute "Document type" (lookup list, cleaned up first) |
| Author | Author attribute; "created by" is set by the migration tool |
| Description | Document name |
| Date Created | Created date (preserved by the migration) |
| Status | Drop it, or map "Final" to a version label |

Get the Doc Type list down to twenty or so values before migrating; Worldox lists tend to have 200 with typos."""),
U("""Ha, ours has 184. Hugh signs the contract on Monday."""),
])

# ------------------------------------------------------------------------------------------
# s08
S("2024-06-19T15:00:00", "Intune by the end of the month, and MFA everywhere", [
U("""Declan. Two things landing at once. Our Sophos Mobile licence runs out at the end of the month and we're not renewing it, so every phone and tablet has to be enrolled in Intune by then. That's 94 iPhones and 11 Androids; the laptops are already in Autopilot. Almost all phones are company-owned, bought through our reseller.""", "s08.mdm"),
A("""With company-owned iPhones bought through a reseller, the clean route is Apple Business Manager:

1. Make sure the reseller has linked the devices to your ABM account (they need your customer number).
2. In Intune, add the ABM enrolment token and create an automated device enrolment profile (supervised, user affinity, modern authentication).
3. Migration per device: remove the Sophos Mobile profile, then either wipe and re-enrol through ADE or, for a gentler path, enrol through the Company Portal and re-enrol properly at the next replacement.
4. Androids: Android Enterprise, fully managed for company-owned, work profile for personal.

Do the IT team's phones first, then one team at a time. A hundred devices in under two weeks is doable but tight."""),
U("""Marketing has six Macs. The reseller keeps pushing Jamf Pro for them. Worth it?"""),
A("""For six Macs, probably not. Intune handles macOS configuration profiles, FileVault escrow, app deployment and compliance well enough for a small fleet, and you'd keep a single console and a single set of Conditional Access rules. Jamf earns its money in Mac-heavy organisations that need deep macOS management and self-service catalogues."""),
U("""Agreed, no Jamf; the Macs go into Intune with everything else.

Second thing. The insurer came back: renewal is conditional on MFA for all email access, wherever you are. So from the 1st of July: MFA on every sign-in, in the office too, with Microsoft Authenticator and number matching. SMS codes get switched off the same day.""", "s08.jamf_rejected", "s08.mfa"),
A("""Design for the Conditional Access side:

- Policy 1: all users, all cloud apps, require MFA. Exclude two break-glass accounts (long random passwords, in the safe, sign-ins alerted).
- Authentication methods policy: Microsoft Authenticator enabled with number matching and additional context (app name, location); SMS and voice disabled on the 1st.
- A registration campaign now, so people install Authenticator before the switch, not on the morning itself.
- Run the policy in report-only for a week and check the sign-in logs for service accounts and scanners that would break."""),
U("""Report-only since Monday; 11 people still haven't registered Authenticator. One more for the steering group: Mimecast had an outage last Thursday, inbound mail delayed almost three hours and a completion nearly missed its deadline. We pay Mimecast about £19k a year, and we already have Microsoft 365 E5, which includes Defender for Office 365 Plan 2.""", "s08.mimecast_outage"),
A("""That's a fair question to table. Defender for Office 365 Plan 2 covers the core of what you use Mimecast for: anti-phishing with impersonation protection, Safe Attachments, Safe Links, and investigation tools. What Mimecast gives you on top is mostly continuity (reading and sending mail during a Microsoft outage), its archive, and a second engine in front of Microsoft's. If you don't use the archive as a system of record, and your retention lives in Exchange Online, the overlap is large and you're paying twice."""),
U("""I'll put it to the first fortnightly steering meeting."""),
])

# ------------------------------------------------------------------------------------------
# s09
S("2024-07-02T11:00:00", "Quill pain points", [
U("""Rhys here. Month-end was rough again: the Quill bill run took three days. I'm the system owner for Quill, so the complaints land on me. Before I go to the partners I'd like a proper list of what's wrong.""", "s09.owner_rhys"),
A("""Happy to help structure it. Give me the complaints as you hear them, unfiltered, and I'll sort them into things that are configuration or training, and things that are limits of the product. The second list is the one that makes a case for replacing it."""),
U("""In no particular order:
- Fee earners can only record time inside the RDS session, so half of them write time on paper and type it in on Friday afternoon.
- No mobile app, nothing for recording time on the train.
- No API. Nothing can talk to it: not e-billing, not the conflicts tool Aoife keeps asking for, not dashboards.
- The bill run takes days, and only two people understand it.
- WIP reports need someone who can write SQL.
- The vendor hasn't shipped a meaningful update in two years.""", "s09.quill_reasons"),
A("""Sorted:

Product limits (not fixable by configuration): no API or integrations; no mobile or browser time capture (only through RDS); slow bill run; reporting needs SQL; the vendor's slow development.

Process that the product makes worse: time recorded late (a direct consequence of RDS-only access; it's costing you recovered time), knowledge of the bill run concentrated in two people.

For the partners, put numbers on it: hours lost at month-end, the WIP written off because it was recorded late, the days until bills go out. The usual shortlist for a UK firm of 120 would include Actionstep, Clio, LEAP, Peppermint and, at the larger end, Aderant. Check every one against the SRA Accounts Rules and your client account reconciliation."""),
U("""Meanwhile, can you give me a WIP-by-partner query against Quill's SQL database? Tables: TimeEntry (MatterID, FeeEarnerID, Hours, Rate, Billed), Matter (MatterID, PartnerID, ClientID), FeeEarner (FeeEarnerID, Initials)."""),
A("""```sql
SELECT fe.Initials AS Partner,
       COUNT(DISTINCT m.MatterID) AS Matters,
       SUM(t.Hours) AS UnbilledHours,
       SUM(t.Hours * t.Rate) AS UnbilledValue
FROM TimeEntry t
JOIN Matter m     ON m.MatterID = t.MatterID
JOIN FeeEarner fe ON fe.FeeEarnerID = m.PartnerID
WHERE t.Billed = 0
GROUP BY fe.Initials
ORDER BY UnbilledValue DESC;
```"""),
U("""It says £0 for BT, which is Ben Tolland. He definitely has unbilled time."""),
A("""Then `Billed` is probably NULL, not 0, for unbilled entries on some matters (older versions wrote NULL until the first bill). Change the filter to:

```sql
WHERE ISNULL(t.Billed, 0) = 0
```

and re-run."""),
U("""That was it: £212k of unbilled WIP for Ben's team. That's a scary number to take into a partners' meeting."""),
])

# ------------------------------------------------------------------------------------------
# s10
S("2024-07-17T09:30:00", "Mimecast won't be renewed", [
U("""Declan. At the steering meeting on the 4th we decided: Mimecast is not renewed when the contract ends on 31 August. Inbound filtering moves to Defender for Office 365 Plan 2, which we already pay for in E5. Reasons for the minutes: June's three-hour outage, the £19k a year, and two admin consoles for one set of mailboxes. Moira asked whether Proofpoint Essentials would be better than both; we said no, we're not adding another vendor.""", "s10.mimecast_decide", "s10.proofpoint_rejected"),
A("""Cutover plan:

1. Now: configure Defender. Start from the Standard preset policy, add impersonation protection for the partners and your own domains, Safe Links with click-time checks, Safe Attachments with dynamic delivery.
2. While Mimecast is still in front: turn on Enhanced Filtering for the inbound connector, so Defender sees the real sending IPs rather than Mimecast's.
3. 48 hours before cutover, drop the MX TTL to 300 seconds.
4. Cutover: point MX at your tenant's protection endpoint, update SPF, remove the Mimecast-only inbound restriction and the outbound connector to Mimecast.
5. After: watch quarantine closely for the first two weeks, especially legitimate mail from other law firms and conveyancers."""),
U("""What about the Mimecast archive? Seven years of journalled mail in there."""),
A("""Check what it's actually for. If Exchange Online already holds all mail under your retention policy (and with E5 it likely does), the Mimecast archive is a duplicate and you can let it go after exporting anything under legal hold. If some matters rely on the Mimecast copy as their record, ask Mimecast for an export quote now; they are not quick at the end of a contract."""),
U("""Different topic. Intune blocked Farah Siddiqui, head of corporate, from Outlook on her iPhone this morning. Compliance says "OS version too low"; she's on iOS 15.8.""", "s10.intune"),
A("""Your compliance policy has a minimum iOS version above 15. If her phone can't update any further, it's an iPhone 7 or older, which no longer gets security updates, so the block is doing its job. Short term, give her a grace period by excluding her from the policy for a week; long term, a new phone."""),
U("""It is an iPhone 7. New phone ordered. While I had her, she asked if the corporate team's DocuSign can be used straight from Outlook. Corporate has its own DocuSign account, because the counterparties on deals expect DocuSign; the rest of the firm signs with Adobe Acrobat Sign, which comes with our Acrobat Pro licences.""", "s10.esign"),
A("""Yes: DocuSign for Outlook is an add-in. Deploy it from the Microsoft 365 admin centre (Settings > Integrated apps), assigned to the corporate group only, so it doesn't confuse everyone else who signs with Acrobat Sign. It appears in the ribbon within a day; users sign in with their DocuSign account the first time."""),
U("""Deployed to the Corporate security group. Done."""),
])

# ------------------------------------------------------------------------------------------
# s11
S("2024-08-01T14:00:00", "Leaving Reveal for DISCO", [
U("""Tomasz. The decision is made: litigation moves from Reveal to DISCO. Ben signed yesterday. The Reveal contract finishes 31 October, so all live matters must be in DISCO before. Exact date is not fixed yet, I want it for mid October.""", "s11.disco_decide"),
A("""Then plan backwards from mid-October:

- August: inventory every matter in Reveal: documents, tags, coding fields, redactions, productions, privilege logs.
- September: test migration of one small matter, check counts and coding, fix the mapping. Train the reviewers.
- Early October: migrate the live matters, biggest first, and freeze coding in Reveal per matter as each one moves.
- Mid October: switch over. Keep read-only access to Reveal until the contract ends, for checks.

The thing people forget is production history: which Bates ranges went to which party on which date. Export it separately."""),
U("""We looked also at RelativityOne. Very strong, but they want a minimum annual commitment much too big for us, and you practically need a certified Relativity admin. We are 14 people in litigation, not a big firm. DISCO is all-inclusive per GB and the review screen is simple for trainees.""", "s11.relativity_rejected"),
A("""That's the usual trade-off: Relativity gives the most flexibility and the largest ecosystem, at the price of platform minimums and admin skills; DISCO and similar tools are simpler to run with a small team. For your migration, ask DISCO for their standard Reveal load-file mapping; they will have done it before."""),
U("""Nine live matters. Brackwell is the biggest: 1.4 TB, but we culled it to 600 GB after your advice in May."""),
A("""Then Brackwell first, since it's the one that will find the problems. Validate after each matter: document count, family count, count per tag, number of redacted documents, and a random sample of 50 documents compared side by side. Record the results; if anyone ever challenges the migration, that's your evidence."""),
U("""Other thing, small: my Android phone now asks me to create a "work profile". Is this safe for my personal photos?"""),
A("""Yes, that's the point of it. A work profile is a separate, encrypted container on your phone for the firm's apps and data (marked with a briefcase icon). IT can manage and wipe the work profile, but can't see your personal apps, photos or messages. If you leave, only the work profile is removed."""),
U("""OK, I do it."""),
])

# ------------------------------------------------------------------------------------------
# s12
S("2024-08-20T10:30:00", "MX cutover plan", [
U("""Declan. Mimecast ends on 31 August, a Saturday. Plan: MX cutover to Exchange Online Protection with Defender on Monday 2 September, early morning, so I'm watching it when the first wave of mail comes in.""", "s12.mx_plan"),
A("""Good day to pick. A checklist:

- Thursday 29th: MX TTL to 300 seconds.
- Monday 06:30: MX to `ashcombe-rusk-co-uk.mail.protection.outlook.com`, priority 0.
- Update SPF (below) at the same time.
- Remove the inbound connector rule that only accepts mail from Mimecast IPs; otherwise Exchange rejects everything now arriving directly.
- Remove the outbound connector routing through Mimecast.
- Confirm DKIM signing is enabled for your domain in Defender.
- 09:00 and 12:00: message trace and quarantine review."""),
U("""Current SPF: `v=spf1 include:eu._netblocks.mimecast.com include:spf.protection.outlook.com ip4:81.2.144.20 -all`. The ip4 is the Leeds public IP, for the Mitel and the scanners."""),
A("""After cutover:

```
v=spf1 include:spf.protection.outlook.com ip4:81.2.144.20 -all
```

If the Bristol Mitel or Bristol scanners send directly too, add Bristol's new public IP as well. Keep `-all` only if you're confident nothing else sends as your domain; check the DMARC aggregate reports from the last month first."""),
U("""One of our housing association clients, Castlegate Housing, uses Mimecast themselves. Their IT person says that when our mail stops coming via Mimecast, their Mimecast may treat us as a new sender and hold things. Should I worry?""", "s12.castlegate"),
A("""A little. Their Mimecast will judge your mail on SPF, DKIM and DMARC and on sender reputation. If DKIM is signing and your SPF is updated, you should pass; the risk is reputation scoring on the new sending IPs for the first days. Ask their IT to add your domain to their permitted senders policy for September, with a DMARC pass requirement so it can't be abused by spoofers. It's their gateway, so it's their setting."""),
U("""Will do. Two bits of news while I'm here. Gemma in London says their office move is in September and she has plans for the phones; she'll talk to you herself. And we've hired a knowledge manager, Ines Carvalho, who starts on 2 September. Once she's settled in I'm handing her the intranet: Ashnet, our old SharePoint 2013 site on our own server, which I've been nursing along for years.""", "s12.ashnet_owner"),
A("""For the phones, whatever Gemma plans, ask the carrier early about number porting lead times; they're usually the longest pole. For Ashnet, a handover to a knowledge manager is a good moment to ask whether it should be rebuilt rather than inherited: SharePoint 2013 is out of support, and Ines will want a say in what comes next."""),
])

# ------------------------------------------------------------------------------------------
# s13
S("2024-09-04T09:15:00", "MX flipped; London's phones", [
U("""Declan. We flipped MX on Monday morning: Mimecast is out of the path and Defender does the filtering now. Mostly quiet. But Defender quarantined a completion statement from a conveyancing firm as "High confidence phish", and only admins can release those.""", "s13.defender_live"),
A("""High-confidence phish is admin-only by design. For this one:

1. Release it from the quarantine page to the recipient.
2. Submit it to Microsoft as "should not have been blocked" (Submissions > Email), which also feeds their filters.
3. If the sender's mail is routinely caught, add a time-limited allow entry in the Tenant Allow/Block List for the sender, 30 days, rather than a permanent one.

Also check the quarantine policy: for normal spam and bulk, let users release their own messages with a daily notification, so only the high-confidence phish lands on you."""),
U("""Released and submitted. Handing the keyboard to Gemma."""),
A("""Hello Gemma, go ahead."""),
U("""Hi, Gemma Halloran, I manage the London office. We move to the 4th floor of the same building over the weekend of the 14th. Declan and I agreed it isn't worth moving the Mitel kit or the old handsets, so London goes onto Teams Phone, with Gamma as the Operator Connect provider, from the Monday after next. Our London numbers get ported to Gamma. Leeds and Bristol stay on the Mitel.""", "s13.london_plan"),
A("""A checklist for the London switch:

- Licences: Teams Phone is included in E5, so you only need Gamma's calling plan through Operator Connect.
- Number port: Gamma needs a letter of authority; confirm the port date and time in writing.
- Emergency address for the new floor, set on the numbers.
- Reception: an auto attendant on the main number, a call queue behind it with the receptionists as agents, and an out-of-hours route.
- Handsets or headsets for people who want them, ordered now.
- Calls between London and the Mitel offices will go over the public network unless you set up direct routing to the Mitel; for a 25-person office, agree on dialling full numbers."""),
U("""Two London partners wanted Zoom Phone instead, because some of their clients use Zoom. Declan said no: we're a Teams firm for meetings and chat already, and that isn't changing. Do we lose anything?""", "s13.zoom_rejected"),
A("""Not much. Teams users can join a client's Zoom meeting from the browser or the Zoom client without needing a Zoom account, and the reverse works for clients joining Teams. Keeping calling inside Teams means one app, one set of identity and security controls, and voicemail in the same mailbox."""),
U("""Gamma has confirmed the port for the morning of Monday the 16th."""),
])

# ------------------------------------------------------------------------------------------
# s14
S("2024-09-19T15:30:00", "London on Teams calling, BillBLAST from the 30th", [
U("""Gemma. London's been on Teams calling since Monday. Nice overall, but calls into the reception queue ring out after 30 seconds and the caller hears a busy tone.""", "s14.london_live"),
A("""That's the call queue timeout. Check in the Teams admin centre, Voice > Call queues, your reception queue:

- Call timeout handling: the default is often 1200 s, but whoever set it up may have put 30 s with "Disconnect".
- Set it to 60-120 s with a redirect to a shared voicemail or to another queue.
- Also look at "Agent alert time" (how long each agent's phone rings), at least 20 s."""),
U("""Timeout was 30 seconds with "Disconnect", exactly that. Now 120 seconds, then shared voicemail. Another thing: London's printers are the building's Canon imageRUNNERs, the serviced-office operator provides them; it's not the Ricoh lease that Leeds and Bristol have. Since the email change, scan-to-email from the Canons bounces with 550 5.7.64.""", "s14.london_canon", "s14.ricoh"),
A("""550 5.7.64 is "TenantAttribution; Relay Access Denied": Exchange Online doesn't recognise the device as yours. Before, the Canons probably relayed through Mimecast, which accepted them by IP. Options:

1. An inbound connector in Exchange Online that accepts mail from the building's public IP, if it's static and used only by your printers (often not true in a serviced building).
2. SMTP AUTH submission to smtp.office365.com on 587 with a dedicated, licensed mailbox, if the Canons support TLS 1.2.
3. Scan to a OneDrive or NetDocuments folder instead of email, longer term."""),
U("""Rhys here, after Gemma. Confirming BillBLAST: it starts on Monday the 30th with the September bills. From then the billing team submits through BillBLAST, and nobody logs into each client portal by hand any more.""", "s14.billblast_plan"),
A("""Things to have ready before the 30th:

- The client rule sets in BillBLAST for each client (Harcastle's CounselLink and Norvane's Legal Tracker guidelines, allowed UTBMS codes, rate rules).
- Timekeeper IDs and classifications matching what each portal expects.
- Portal credentials stored in BillBLAST, not in people's heads.
- A test invoice per client in the portals' test environments if they offer one."""),
U("""Both portals are supported out of the box. We also have a newish client on TyMetrix 360, which BillBLAST covers too."""),
A("""Good, three portals through one tool is exactly where it pays off. Keep a simple log for the first two cycles of rejections and why; most are fixed once in the rules and never return."""),
])

# ------------------------------------------------------------------------------------------
# s15
S("2024-10-01T10:00:00", "Intranet handover and the practice management decision", [
U("""Declan. Housekeeping first: from today the intranet is Ines Carvalho's, not mine. Ines joined us in September as knowledge manager. I've looked after Ashnet, our old SharePoint 2013 site on our own server, for six years, and I won't miss it.""", "s15.intranet_handover", "s15.ashnet"),
A("""For the handover, a short list for Ines: admin accounts and who else has them; the server and its backup; the content owners per section; anything that feeds Ashnet automatically (staff directory, news from email); and the list of known problems. Worth doing as a 30-minute walk-through rather than a document only."""),
U("""Hello, Ines here. Thank you Declan! So: we build the new intranet, we call it "the Hub", on SharePoint Online, and Ashnet goes read-only when it launches, end of October I hope. What is the best way to bring the old news pages and the precedent bank?""", "s15.hub_plan"),
A("""News: the SharePoint Migration Tool can move the 2013 site's lists and libraries to SharePoint Online; classic publishing pages come across as classic pages, and the page transformation tools (PnP) can convert them to modern news posts. Only bring the last two years; archive the rest as PDFs.

Precedent bank: I'd not put it on the intranet at all. Precedents are documents that need versioning, security and search with the rest of your documents, so they belong in NetDocuments once it's live; the Hub can link to them."""),
U("""Rhys. At yesterday's partners' meeting they chose Actionstep to replace Quill. Go-live at the start of the new financial year, 1 April 2025. Clio was the other one on the shortlist; we dropped it because its UK accounts side would have meant keeping a separate accounts package next to it.""", "s15.actionstep_decide", "s15.clio_rejected"),
A("""A financial-year start is the right moment, since you migrate balances rather than half a year of transactions. A rough plan:

- Oct-Dec: design (matter types, workflows, bill templates, rates), chart of accounts, SRA Accounts Rules configuration.
- Jan-Feb: two trial conversions of Quill data (clients, matters, ledgers, unbilled WIP), reconciled to the penny.
- March: training; Quill closes for new time on 31 March.
- 1 April: go-live with opening balances; Quill read-only for history.

Plan the March bill run in Quill early, so it doesn't collide with cutover."""),
U("""And for clarity, I stay the system owner: for Quill until it's switched off, then for Actionstep.""", "s15.owner_rhys"),
A("""Noted. Then it's worth naming a deputy, even informally: month-end knowledge was concentrated in two people with Quill, and a new system is the chance to fix that."""),
])

# ------------------------------------------------------------------------------------------
# s16
S("2024-10-16T14:00:00", "First days on DISCO, BillBLAST rejections, a password manager pilot", [
U("""Hello, Tomasz. We are on DISCO since Monday, all nine matters. The Reveal export was painful but the counts match. First question from the reviewers: how to do proximity search in DISCO, like "termination" within 10 words of "notice"?""", "s16.disco_live"),
A("""DISCO uses `w/N` for "within N words, either order" and `pre/N` for "first term before the second":

```
termination w/10 notice
"notice period" pre/5 terminat*
```

The asterisk is the wildcard. You can combine with AND/OR and brackets, and save searches as tags-to-be so the reviewers get the same results."""),
U("""Works. Marlowe Penhale sent a new production, again from their Everlaw. This time it loaded into DISCO without any date problem.""", "s16.everlaw_opp"),
A("""Good. Keep the load-file validation anyway: compare the counts in their cover letter with what DISCO imported and check the Bates range has no gaps. If anything is missing, you want to raise it within days, not weeks."""),
U("""Rhys. Since BillBLAST went live on the Monday of the week before last it's been mostly fine, but the first Harcastle batch came back with two rejections: "Invoice date outside billing period".""", "s16.billblast_live"),
A("""CounselLink checks the invoice date against the billing period the client has set for the matter, often monthly and closing on a set day. If your invoice is dated 1 October for September work but Harcastle's period closes on the 25th, it falls outside. Put Harcastle's billing period in BillBLAST's client rules so it warns before submission, and redate or split those two invoices."""),
U("""Declan. Password manager: starting today, the four of us in IT are piloting Bitwarden instead of LastPass, for a month. 1Password was also on the list, but it's quite a bit dearer per seat. If IT likes Bitwarden we'll consider it for the firm; LastPass renews in February.""", "s16.bitwarden_pilot", "s16.onepassword_rejected"),
A("""Things to test in the pilot, so the decision has evidence behind it:

- SSO with Entra ID, and what happens to a vault if someone leaves.
- Importing LastPass shared folders, including permissions.
- Browser extensions in Edge (your default) alongside Edge's own password manager.
- Admin policies: master password rules, export restrictions, emergency access.
- How a non-technical person shares a login with a secretary. IT people are the worst testers for that, so borrow a partner for a week."""),
U("""Good list. I'll try to get two partners on it."""),
])

# ------------------------------------------------------------------------------------------
# s17
S("2024-10-31T10:20:00", "The Hub is live; a retention proposal", [
U("""Ines. The Hub went live last Friday! Ashnet is read-only now. Problem: many people still have the old Ashnet address as a favourite in Edge and they land on the old site and think nothing is new.""", "s17.hub_live"),
A("""Three layers, from quickest to cleanest:

1. A banner on every Ashnet page: "Ashnet is closed. The Hub is here: link."
2. An HTTP redirect on the old IIS site, so the old address lands on the Hub's home page.
3. Managed favourites in Edge through Intune: replace the Ashnet favourite with the Hub for everyone, and set the Hub as the start page."""),
U("""Declan did the IIS redirect, it took him five minutes. Also, I want to know who actually uses the Hub. Page views per office, if possible."""),
A("""SharePoint's own site usage page (Site settings > Site usage) shows visitors, views and popular pages, but not per office. For per-office numbers, the simplest route is usually a Power BI report on the audit log's page-view events, filtered to the Hub's URL and grouped by the user's office attribute from Entra ID. Check first that the office field is filled in for everyone; it rarely is."""),
U("""Aoife. I'm taking a retention proposal to the December partners' meeting, and I'd like help to write it. The reasons: the 15-years-for-everything rule means we keep personal data far longer than GDPR's storage limitation principle allows; our professional indemnity insurer has told me in writing that 6 years with exceptions is fine for them; and Iron Mountain's charges for our paper went up 22% this year. The proposal: 6 years after closure by default, 15 years for wills, trusts, probate and property.""", "s17.retention_reasons"),
A("""Structure for a two-page paper:

1. **Decision sought**: adopt the new schedule from 1 January 2025 for all files, paper and electronic.
2. **Current rule** and what it costs (Iron Mountain, storage, the data we hold).
3. **Why change**: storage limitation under UK GDPR; the PI insurer's written confirmation; the 22% increase.
4. **The schedule**: default 6 years from closure; 15 years for wills, trusts, probate and property; original wills held until collected or death (unchanged).
5. **How**: retention in the DMS, annual destruction run with certificates, client notice in engagement letters.
6. **Risks** and how they're handled (late claims: the 15-year categories cover the long-tail work)."""),
U("""Perfect. I'll send it round next week."""),
A("""One suggestion: put a single number on page one, the annual saving from destroying the files older than six years. Partners read that first."""),
])

# ------------------------------------------------------------------------------------------
# s18
S("2024-11-13T11:00:00", "Migration weekend, and no to Bitwarden", [
U("""Declan. NetDocuments migration weekend is set: Worldox goes read-only on Friday the 22nd at 6pm, the migration partner runs the final delta over the weekend of the 23rd and 24th, and Monday the 25th is day one on NetDocuments. Can you help me with a cutover runbook?""", "s18.nd_plan"),
A("""Runbook skeleton:

**Friday 22nd**
- 17:30 reminder email: save and close everything.
- 18:00 Worldox set to read-only (security change on all cabinets); check with a test user.
- 18:15 migration partner starts the final delta.

**Saturday-Sunday**
- Delta complete; counts per cabinet and workspace, Worldox vs NetDocuments.
- Spot checks: 20 documents per practice group, including versions and email.
- Sunday 16:00 go/no-go call (Moira, you, the migration partner).

**Monday 25th**
- 07:30 ndMail and the NetDocuments desktop app enabled through Intune.
- Floor walkers in each office; a Teams channel for questions.
- 12:00 and 17:00 issue review.

**Rollback**: Worldox made writable again; any documents saved in NetDocuments on Monday re-filed by hand."""),
U("""ndMail is already deployed to everyone through Intune, disabled until Monday. Floor walkers: me in Leeds, Pri in Bristol, Gemma's covering London with someone from the vendor."""),
A("""Then the one thing I'd add is a short "first five minutes" sheet on every desk on Monday: how to open a workspace, save from Word, file an email. Most day-one tickets are those three."""),
U("""The Bitwarden pilot is over, and we're not taking it further. The browser extension kept fighting with Edge's own password manager on our Intune-managed profiles, the collections model for sharing confused people, and the two partners who tried it hated it. We stay on LastPass for now; Keeper are giving us a demo next week.""", "s18.bitwarden_abandoned"),
A("""That's a useful result, even if it's a no. For the Keeper demo, ask them to show exactly the three things that failed: coexistence with Edge's password manager (and whether you can switch Edge's off by policy, which you can, and probably should, whatever you choose), how sharing with a secretary works, and the LastPass import of shared folders."""),
U("""Good. I'll send them that list beforehand."""),
])

# ------------------------------------------------------------------------------------------
# s19
S("2024-11-26T09:30:00", "Day two on NetDocuments, and a conflicts near-miss", [
U("""Declan. Yesterday was our first day on NetDocuments. Mostly good! Top ticket: ndMail's filing suggestions are empty for the people in Bristol.""", "s19.nd_live"),
A("""ndMail's suggestions come from where the user has filed before and from recently used workspaces, so on day one they're empty for everyone who hasn't filed anything yet. If Leeds users see suggestions, check whether they were in the pilot group, which would explain the difference. Tell Bristol to file their first few emails by searching for the matter; suggestions appear after a handful."""),
U("""Yes, the pilot group was all Leeds. OK. Worldox stays read-only on WDSRV01 for twelve months for look-ups, and then we switch it off."""),
A("""Put the switch-off date in the calendar now and tell people about it at the six-month mark; otherwise "read-only for twelve months" tends to become "still running in three years". Keep a final backup of the Worldox store and index, restorable, in line with the retention policy."""),
U("""Aoife. We had a near miss. Bristol opened a matter acting against Tarrow Logistics, which turns out to be a subsidiary of Norvane Foods, one of our biggest clients. Neither Quill's conflict search nor my watchlist knows anything about corporate groups. A partner noticed at a client lunch, by luck.""", "s19.conflict_near_miss"),
A("""That's the classic gap: name-based searching can't see ownership. What would have caught it is corporate family data (parent and subsidiary relationships, for example from Companies House or Dun & Bradstreet) linked to your clients, so that a search for Tarrow Logistics returns "subsidiary of Norvane Foods, current client".

Right now: check the open matter list for other counterparties that belong to your top twenty clients' groups. It's a manual exercise, but it's a week of work, not a month."""),
U("""Moira agreed we budget for a proper conflicts system next year. Intapp is the front-runner."""),
A("""Then put corporate family data and the import of your watchlist at the top of the requirements, and integration with whatever practice management system you're on at go-live, which will be Actionstep from April."""),
])

# ------------------------------------------------------------------------------------------
# s20
S("2024-12-12T16:00:00", "Keeper chosen, retention approved, steering back to monthly", [
U("""Declan. After Keeper's demo and a two-week trial with the finance team, the steering group chose Keeper to replace LastPass. Rollout in January, well before LastPass renews in February. Reasons: the partners never trusted LastPass again after the breach, Keeper does SSO with Entra, and it imported our LastPass shared folders cleanly in the trial.""", "s20.keeper_decide"),
A("""Rollout plan for January:

1. Keeper SSO Connect Cloud with Entra ID; provision users and teams with SCIM from your Entra groups.
2. Import from LastPass: shared folders into shared folders, with permissions; personal vaults by each user with the import tool.
3. Policies: Edge's built-in password manager off through Intune; Keeper extension force-installed.
4. Big-bang day with floor walkers, then LastPass read-only for a week, then delete."""),
U("""Aoife. The partners approved the new retention policy: from 1 January, files are kept for 6 years after the matter closes by default, and 15 years for wills, trusts, probate and property. Same rule for paper and electronic.""", "s20.retention_approved"),
A("""Implementation steps:

- NetDocuments: retention rules per matter type (6 years, and 15 for the four long-tail types), based on the matter's closed date.
- Paper: ask Iron Mountain for a list of boxes per matter with closed dates, and schedule a destruction run with certificates.
- Engagement letters: update the retention paragraph from 1 January.
- Induction pack: replace the one-pager from April."""),
U("""Moira. Now NetDocuments is in, the steering group goes back to monthly, first Monday of the month, starting 6 January. Fortnightly was right for the project; now it's too much.""", "s20.cadence"),
A("""Agreed. For the monthly format: a standing 15 minutes for projects (Actionstep, Keeper, conflicts), 15 for security and incidents, and decisions. Send papers two working days before."""),
U("""And Christmas cover: Declan is on call 23rd to 27th, Pri from the 30th to the 2nd. Can you draft the out-of-office notice for the IT pages of the Hub?"""),
A("""**IT over Christmas**

The office is closed from 25 December to 1 January. For urgent IT problems (you can't work and there's a deadline), phone the IT on-call number on the back of your building pass.
- 23 to 27 December: Declan
- 30 December to 2 January: Pri

For anything else, log a ticket in Halo and we'll pick it up when we're back."""),
])

# ------------------------------------------------------------------------------------------
# s21
S("2025-01-08T10:00:00", "Callum's first week: backups change hands", [
U("""Declan. Callum Strachan started on Monday as our infrastructure engineer. From Monday next week backups are his, not mine: the Veeam setup, the restore tests, the offsite copies, all of it.""", "s21.backup_handover"),
A("""A handover list for backups that's worth doing properly:

- Every job: what it protects, schedule, retention, where it writes.
- Credentials: Veeam console, NAS, any cloud storage keys, the encryption passwords (and where the sealed copy lives).
- The last three restore tests and how they were done.
- Alerting: who gets the failure emails; switch them to Callum on the day.
- Known issues and anything that "always fails on the first Sunday" kind of folklore."""),
U("""Callum here. Hi. Since we moved the offsite copies to Wasabi on the first Monday of December (immutable bucket, 30-day object lock), the LTO drive has just been sitting there, and Iron Mountain doesn't come for tapes any more. Anyway: the "Wasabi-Copy" job failed last night with "Object storage repository is unavailable: SignatureDoesNotMatch".""", "s21.wasabi"),
A("""SignatureDoesNotMatch from an S3-compatible store usually means one of two things: the secret key Veeam holds no longer matches the bucket's access key (someone rotated it), or the clock on the Veeam server is off by more than a few minutes, which invalidates request signatures. Check the time first, it's quicker:

```powershell
w32tm /query /status
w32tm /stripchart /computer:dc01.ashcombe.local /samples:3
```"""),
U("""Clock was seven minutes off: NTP has been broken since the domain controller migration. Fixed, and the copy job ran. Next: the Veeam Backup for Microsoft 365 licence renews in March. Microsoft now sells its own "Microsoft 365 Backup", pay-as-you-go per GB through Azure. I'd like to move the M365 backup onto that and get one more thing off BKP01.""", "s21.m365_plan"),
A("""It's a reasonable idea, but test one thing before you commit. Microsoft 365 Backup is built for fast, large-scale restores: a whole mailbox, OneDrive or site rolled back to a point in time, which is excellent for ransomware. What it does much less well is the small, everyday restore: one deleted folder, a single email from three months ago, picked out and put back. Its granular options are limited compared with Veeam's item-level restore and search.

So before switching, list your last twenty restore requests. If most are "a partner deleted a folder of emails", test exactly that on the native service."""),
U("""Most of our restores are whole OneDrives for leavers, honestly. I'll test, but Moira likes the price a lot."""),
A("""Then test one of each: a leaver's OneDrive, a SharePoint library rolled back, and a single deleted mail folder restored without touching the rest of the mailbox. If the third one fails, you'll know what you're giving up before someone needs it."""),
])

# ------------------------------------------------------------------------------------------
# s22
S("2025-01-21T09:00:00", "Everyone on Keeper, and a new patching window", [
U("""Declan. As of this morning the whole firm is on Keeper. LastPass stays read-only until Friday, then the account gets deleted. 117 of 121 people have logged in already.""", "s22.keeper_live"),
A("""That's a very good first morning. For the rest of the week:

- Chase the four, and check whether any are shared-folder owners.
- Confirm Edge's password saving is off on every device (Intune report).
- Ask people to delete their old LastPass browser extension; remove it centrally where you can.
- Before Friday: export the LastPass admin audit log for your records, then delete."""),
U("""Three of the four are on leave. The fourth's Keeper extension in Edge won't log in; it just spins."""),
A("""Usually the extension trying to use a cached LastPass-era session or an old Keeper login flow. Remove the extension, clear Edge's site data for keepersecurity.eu, reinstall (or let Intune reinstall it), and log in through "Enterprise SSO" with your domain. If it still spins, check whether a third-party extension is blocking pop-ups for the SSO window."""),
U("""Callum. Proposal for the patching window. Right now servers are patched the Saturday night after Patch Tuesday, 22:00 to 02:00. That means someone (now me) working Saturday nights, and if something breaks nobody notices until Monday. I'd like the Wednesday after Patch Tuesday, 21:00 to 23:30: problems show up Thursday morning when everyone's in and the vendors' support desks are open.""", "s22.patch_reasons"),
A("""Sound reasoning. Points to handle in the proposal:

- Fee earners working late on a Wednesday: announce the window and keep RDS and file services last in the order, after 22:00.
- Tiering: domain controllers and the backup server first, application servers after, so you never patch everything at once.
- A rollback plan per server (snapshot or tested restore) before you start.
- Out-of-band critical fixes still go in as soon as needed; the window is for the routine cycle."""),
U("""Moira is fine with it. The first Wednesday window will be February's, on the 12th.""", "s22.patch_decide"),
A("""Then announce it the week before, with the same message each month after: "Servers are updated on Wednesday from 21:00 to 23:30. Save your work and log off the remote desktop by 21:00." Consistency is what makes people remember it."""),
])

# ------------------------------------------------------------------------------------------
# s23
S("2025-02-06T11:00:00", "Microsoft 365 Backup switched on; Actionstep dress rehearsal", [
U("""Callum. Microsoft 365 Backup has been protecting all mailboxes, OneDrives and SharePoint sites since Monday. The Veeam M365 jobs are disabled (not deleted) and that licence just runs out in March.""", "s23.m365_native_live"),
A("""Keeping the Veeam jobs disabled rather than deleted is wise for the first weeks. Did the test restores from January cover a single mail folder as well as the whole-OneDrive case?"""),
U("""Did the leaver's OneDrive, 14 minutes for 60 GB, very impressive. The single-folder one I haven't got to yet, to be honest."""),
A("""Do it this week, while the Veeam restore points are still there as a safety net. Pick a test mailbox, delete a subfolder with a few hundred items, and try to get back only that folder without rolling back the rest of the mailbox. Note how long it takes and exactly what the restore produces."""),
U("""Rhys. The Actionstep dress-rehearsal migration is done: matters, client ledgers and unbilled time all reconcile to the penny, except three disbursements we're chasing. Go-live stays 1 April, and Quill becomes read-only on 31 March.""", "s23.actionstep_confirm"),
A("""Reconciled to the penny on a dress rehearsal is a very good place to be two months out. For the final run: freeze new client and matter creation in Quill for the last two days, run the March bill run early, and keep the reconciliation pack (trial balance, client account, WIP per fee earner) signed off by you and the COFA."""),
U("""Moira. E-signatures: Adobe wants 40% more at the March renewal for Acrobat Sign. Pri has trialled Signable for everyone outside corporate: UK-hosted, priced per envelope, simple enough for our private client team. Corporate keeps its DocuSign; the counterparties on deals expect it.""", "s23.signable_reasons"),
A("""Per-envelope pricing suits you if most of the firm sends a handful of envelopes a month. Check before deciding: the audit trail (signer IP, timestamps, certificate of completion), whether it supports witness signing for deeds if any team uses it, retention of completed documents, and that you can store the signed copy straight into NetDocuments."""),
U("""All four boxes ticked in Pri's trial."""),
])

# ------------------------------------------------------------------------------------------
# s24
S("2025-02-25T14:30:00", "Back to Veeam; Signable from Monday", [
U("""Callum. We rolled the Microsoft 365 backup back to Veeam yesterday. On Friday Ben Tolland needed one deleted folder out of his mailbox, as it was in early December. Microsoft 365 Backup could either roll the whole mailbox back to a point in time, or restore everything from that point into a new folder; there was no way to pick out one folder with its emails. We got it back with Veeam from the old restore points in ten minutes. So: Veeam jobs re-enabled, the licence renewed for a year, native backup policies switched off.""", "s24.m365_rollback"),
A("""That's the right call, and you found it out on a real request without losing anything, which is the best way to find it out. Two tidy-ups:

- Check Veeam picked up cleanly: the first incremental after three weeks off will be larger and slower; make sure it completed for all mailboxes.
- Delete the native backup policies and restore points once you're sure, or you'll keep paying per GB for data you no longer use."""),
U("""You did warn me about exactly that in January. Fair enough."""),
A("""For what it's worth, the native service is still a good tool for the big-disaster scenario. If the price stays attractive, some firms run both: native for rapid bulk rollback, Veeam for item-level work. That's a decision for next year, not this week."""),
U("""Moira. Decision on e-signatures: from next Monday, everyone outside the corporate group sends documents for signature through Signable, and Adobe Acrobat Sign stops then. Corporate stays on DocuSign.""", "s24.signable_plan"),
A("""Draft note to staff:

**Signing documents from Monday 3 March**

From Monday, if you're outside the corporate group, send documents for e-signature with **Signable** instead of Adobe Acrobat Sign. Your account is ready: log in with your firm email. A two-page guide is on the Hub.

Envelopes already out in Acrobat Sign will complete as normal. The corporate group keeps using DocuSign.

Remember: wills and some deeds can't be signed electronically; ask the private client team if in doubt."""),
U("""Perfect, sending it."""),
A("""One practical thing: remove the Acrobat Sign button from the Acrobat toolbar through the admin console on Monday, or people will keep clicking it out of habit."""),
])

# ------------------------------------------------------------------------------------------
# s25
S("2025-03-12T10:00:00", "Intapp Conflicts goes live", [
U("""Aoife. Intapp Conflicts went live on Monday. It pulls parties from Quill for now (from Actionstep after April), and it has corporate family data, so Tarrow Logistics would have been flagged as part of the Norvane group. My Excel watchlist is imported, and the spreadsheet itself is retired.""", "s25.intapp_live"),
A("""Congratulations, that closes the gap from November. Two things to set up in the first weeks: a review of the imported watchlist entries (the 37 near-duplicates from last year will have come across as separate records unless you merged them), and a weekly report of searches with hits that were cleared, so you can see how fee earners are resolving them."""),
U("""How do I configure a rule so that any new matter with a hit on the "refused instructions" list comes to me, not to the supervising partner?"""),
A("""In Intapp Conflicts, the routing is done in the workflow for the search's clearance step. Create a hit category for the refused-instructions list, and a routing rule: if any hit has that category, assign the clearance task to the risk team (you) instead of the default reviewer. Test it with a dummy matter against a name you've added to the list."""),
U("""Pri. Quick one: a private client sent back a signed form through Signable and the audit trail shows the signer's IP in Spain. The partner asks if it's valid.""", "s25.signable_use"),
A("""An electronic signature is valid wherever the signer happens to be; the IP address is just part of the evidence in the audit trail, and a client on holiday in Spain is a perfectly good explanation. Two cautions: if the document is a will, it can't be signed electronically at all in England and Wales, it needs wet ink and two witnesses; and if it's a deed that needs a witness, the witness must be physically present."""),
U("""It's a client care form, not a will. Also, for Callum's file: the first Wednesday patching window on February 12th went smoothly, the Thursday morning was quiet.""", "s25.patch_applied"),
A("""Good to have that on record. Keep a short log per cycle (start, end, servers, any failed updates); after three or four months it shows whether the window is the right length."""),
])

# ------------------------------------------------------------------------------------------
# s26
S("2025-03-27T13:00:00", "Intranet plans and a new client portal", [
U("""Ines. Big news: Moira agreed, we move the intranet from SharePoint to Interact in June. Interact has a much better people directory and a proper mobile app. I prepare the content plan now.""", "s26.interact_plan"),
A("""A content plan for a June move:

1. Inventory of the Hub: pages, news, documents, owners, last updated.
2. Decide what moves, what's rewritten, what dies (usually a third each).
3. People directory: which fields come from Entra ID automatically, which people fill in themselves.
4. Launch checklist: SSO, mobile app rollout through Intune, redirects from the Hub's addresses."""),
U("""Declan. Separate thing. Citrix told us the ShareFile price goes up 30% at the June renewal. We'll move the client portal, the extranet where clients log in to get their documents, to HighQ Collaborate. Internal sharing stays in NetDocuments and Teams; only the client-facing portal changes.""", "s26.highq_decide"),
A("""Then plan the portal move around clients, not data:

- List the active client sites in ShareFile and who uses them; most firms find half are dormant.
- Recreate only active ones in HighQ, with the same folder structure, so clients recognise them.
- Email each client contact a week before with the new link and how to activate their account.
- Keep ShareFile read-only for a short overlap if the contract allows."""),
U("""About 140 client sites in ShareFile, probably 50 active. I'll get the list."""),
A("""Fifty is a manageable number to migrate by hand with a checklist. Ask HighQ whether they offer a bulk invitation with a custom message; a generic activation email from an unknown domain is the thing clients ignore."""),
U("""Ines again. One thing on Interact: can it use our NetDocuments search? People want one search box."""),
A("""Interact can index external sources through connectors, but NetDocuments content is permissioned per matter, and surfacing it in an intranet search safely depends on security trimming being passed through. Ask both vendors for a reference site that actually does this before you promise one search box."""),
])

# ------------------------------------------------------------------------------------------
# s27
S("2025-04-15T09:45:00", "First month-end on Actionstep; a phishing attempt", [
U("""Rhys. Two weeks in Actionstep, and so far so good. March was the last bill run in Quill; April's will be the first real month-end in Actionstep. I tested the BillBLAST connection from Actionstep last week and the test invoice went through to Harcastle's CounselLink.""", "s27.actionstep_live"),
A("""For the first month-end, a few things to watch:

- Time recorded in the Actionstep app on phones: check it's arriving against the right matters (mobile time entries without a matter are the classic first-month mess).
- Bill templates: review the first ten bills by hand before they go.
- Client account reconciliation: do it the first week, not at the end of the month.
- BillBLAST: the UTBMS codes must come across from Actionstep's activity codes; check one LEDES file line by line."""),
U("""Declan. Last Thursday someone in finance got a call "from Barclays" asking her to confirm a login, and then 14 Authenticator prompts in a row in a few minutes. She didn't approve any of them; the number matching helped. The same day an email from a "supplier" asked to change bank details, sent from a look-alike domain. Our Authenticator setup stops prompt bombing, but a proper adversary-in-the-middle phishing page could still steal a session. Partners and finance are the obvious targets.""", "s27.yubikey_reasons"),
A("""You're right about the limit. Number matching defeats MFA fatigue, but an adversary-in-the-middle page proxies the whole sign-in, including the number, and captures the session cookie. The fix is phishing-resistant MFA: FIDO2 security keys or passkeys, which are bound to the real site's domain and simply won't work on a look-alike.

For the high-risk groups (partners, finance), that means hardware keys and a Conditional Access authentication strength of "Phishing-resistant MFA" for them. Everyone else can stay on Authenticator with number matching for now."""),
U("""What about the bank-details email?"""),
A("""Treat it as a near miss and write it up: the look-alike domain, whether it passed SPF and DMARC (look-alikes usually do, for their own domain), and the finance procedure that stopped it. The procedure should be: any change of bank details is confirmed by phone on a number you already hold, never one in the email. Also add the look-alike domain to the Tenant Allow/Block List as blocked, and report it to the registrar."""),
U("""All done. I'll take the security keys to the steering group in May."""),
])

# ------------------------------------------------------------------------------------------
# s28
S("2025-05-07T11:00:00", "Security keys from the 15th; Interact shelved; new printers", [
U("""Declan. The steering group decided on Monday: from Thursday week, the 15th, partners and the finance team must sign in with FIDO2 security keys, YubiKey 5 NFC. Everybody else stays on Authenticator with number matching.""", "s28.yubikey_plan"),
A("""Rollout steps:

1. Authentication methods policy: enable FIDO2 security keys; restrict by AAGUID to the YubiKey 5 NFC models you bought.
2. Registration: issue each person a Temporary Access Pass and register the key in person, two keys each if the budget allows (one on the keyring, one in the safe).
3. Conditional Access: for the partners and finance groups, require the "Phishing-resistant MFA" authentication strength for all apps, from the 15th. Put it in report-only now to spot anything that will break.
4. Phones: NFC keys work with iPhones for the Microsoft apps; test Outlook and Teams on an iPhone before the 15th."""),
U("""Ines. Sad news: Interact is cancelled. Moira needs the budget for the new printers, and the Hub on SharePoint is working well enough, honestly. So we stay on the Hub.""", "s28.interact_cancelled"),
A("""Not wasted work: the content inventory and the people directory fields you prepared apply to the Hub as much as to Interact. SharePoint's people cards and the Viva Connections app on phones cover part of what you wanted from Interact's directory and mobile app."""),
U("""Declan again, for the printers. The Ricoh lease in Leeds and Bristol ends at the end of the month. We're moving to Konica Minolta bizhub i-Series with PaperCut MF for secure release (tap your card, then it prints). London keeps using the building's Canons; they're part of their service charge, so nothing changes there.""", "s28.konica_decide", "s28.london_canon"),
A("""PaperCut MF with card release is a good fit for a law firm; confidential documents stop sitting in output trays. Checklist:

- Card readers: check your existing building cards work with the readers Konica supplies (frequency and format).
- PaperCut server: a small VM; sync users from Entra ID; card numbers imported or self-registered at first tap.
- Scan to email or to a folder: set up through PaperCut or directly, using SMTP AUTH to Exchange Online, not the old IP relay.
- Ricoh: ask them to wipe or hand over the hard disks of the old devices, with certificates."""),
U("""Ricoh's disk wipe is in the lease, with certificates. Good."""),
])

# ------------------------------------------------------------------------------------------
# s29
S("2025-05-29T15:00:00", "Security-key stragglers; printers this weekend", [
U("""Callum. The security-key rule for partners and finance started two weeks ago. Four partners are still getting in with Temporary Access Passes because they "haven't had time" to register their keys.""", "s29.yubikey_live"),
A("""A Temporary Access Pass that keeps being reissued quietly becomes a permanent exception. Set the TAP lifetime to a few hours and one-time use, so each pass is only good for registering a key, and book fifteen minutes in each of the four partners' diaries with you and their key. After that, no more passes without Declan's sign-off."""),
U("""Hugh lost his key on day two, in a taxi. The backup key in the safe saved us; he was signed in again within ten minutes."""),
A("""That's exactly what the second key is for. Revoke the lost key in his authentication methods (so a finder can't use it, although without his PIN it's useless anyway), register a new backup, and put the spare back in the safe."""),
U("""Printers. Ricoh collect their devices tomorrow afternoon, Konica's engineers install on Saturday in Leeds and Bristol, and we're live on Monday morning. The PaperCut server is built and syncing users.""", "s29.konica_plan"),
A("""For Monday morning:

- Each floor: one test print and release with a normal user's card before 08:30.
- A card-registration sheet by each device: first tap asks for network login, then remembers the card.
- Scan to email tested from each device, using the SMTP AUTH mailbox.
- Old Ricoh queues removed from the laptops, or people will print to devices that no longer exist."""),
U("""Do we push the new print queue through Intune or GPO? Most laptops are Entra-joined now."""),
A("""For Entra-joined laptops, use PaperCut's Mobility Print or a single "Follow-me" queue deployed through Intune, not GPO. With secure release, everyone prints to one queue and picks up at any Konica in either office, which is simpler than a queue per device. Remove the Ricoh queues with a small remediation script in the same push."""),
U("""One Follow-me queue through Intune it is."""),
])

# ------------------------------------------------------------------------------------------
# s30
S("2025-06-17T10:30:00", "PaperCut licensing, Pri's leave, and the portal date", [
U("""Pri. In Bristol people tap their cards at the new Konicas and nothing prints; the panel says "Release station not licensed".""", "s30.konica_use"),
A("""PaperCut MF licenses each embedded device separately. In the PaperCut admin console, under Devices, check how many devices show as licensed and compare with the licence file (About > Licence). If the licence file covers fewer devices than you've installed, the last ones to register show exactly that message."""),
U("""The licence file covers 9 devices and we have 11: seven in Leeds, four in Bristol. Konica sent the right file this morning and the Bristol ones release now."""),
A("""Good. Keep the licence file with the contract; the next time you add a device you'll need another one."""),
U("""Also news: I start maternity leave at the end of the month. From Monday 30 June, Nadia Firth runs the helpdesk. She joined last week as service desk analyst, and I've been showing her Halo and all our little habits.""", "s30.helpdesk_handover"),
A("""Congratulations! For Nadia's first weeks:

- Halo: make her the default assignee and the SLA escalation contact; move your open tickets to her with a note each.
- A one-page "who to call" list: Declan for anything security, Callum for servers and backups, Tomasz for DISCO, Rhys for Actionstep.
- Vendor contacts (Konica, Gamma, the Mitel maintainer, Keeper) with your account numbers.
- Her own admin accounts, separate from her everyday one, with security keys if she's getting admin roles."""),
U("""Declan. HighQ cutover for the client portal is also Monday 30 June; the ShareFile contract ends that day. We recreated 52 active client sites; invitations go out on the 27th.""", "s30.highq_plan"),
A("""Sending invitations on the Friday before works if you have someone watching the replies on Monday morning. Set the HighQ invitation to expire in 14 days rather than the default, so clients who are away don't come back to a dead link."""),
U("""Nadia will be on it from day one, then."""),
])

# ------------------------------------------------------------------------------------------
# s31
S("2025-07-09T14:00:00", "HighQ activations and a London intake note", [
U("""Hi, Nadia Firth here, I run the IT helpdesk now while Pri is on leave. Since HighQ replaced ShareFile for the client portal on the 30th we've had nine tickets like this: the client clicks the invitation and gets "Your account is pending activation".""", "s31.highq_live", "s31.owner_nadia"),
A("""That message means the account exists but hasn't been approved or activated. In HighQ, check under System admin > Users whether new external users need approval by a site admin (some firms turn that on for security), and whether the invitation links expired. If approval is on, someone has to approve each new client user; either do that daily or turn approval off for invited users."""),
U("""Approval was switched on. Declan turned it off for users invited by our staff, and I've approved the nine by hand."""),
A("""Good. Add a macro in Halo for this ticket type with the fix and a friendly reply to the client, in case it comes back."""),
U("""Gemma. I'm writing a matter intake note for London's new trainees. My draft line: "Conflict checks run in Intapp, which has been live since last October; a normal hit goes to the supervising partner, a refused-instructions hit goes to Aoife." Can you make it read better?""", "s31.intapp_wrong"),
A("""Suggested wording: "Every new matter is conflict-checked in Intapp before it is opened. If the search returns a hit, the supervising partner reviews and clears it, except hits on the refused-instructions list, which go straight to Aoife Brennan in the risk team." I'd leave the go-live date out of a trainee note; they need the process, not the history."""),
U("""Fine, I'll keep it short. Thanks."""),
])

# ------------------------------------------------------------------------------------------
# s32
S("2025-08-05T10:00:00", "Correcting the Intapp date; a production for Marlowe Penhale", [
U("""Aoife. Gemma showed me her intake note. It said Intapp has been live "since last October". That's wrong, and I'd like it right in anything we write: Intapp Conflicts went live on 10 March this year. Until then it was Quill's conflict search plus my Excel watchlist.""", "s32.intapp_correct"),
A("""Noted: Intapp Conflicts has been the conflicts system since 10 March 2025; before that, checks were Quill's conflict search and the risk team's Excel watchlist. The wording I suggested for Gemma's note left the date out, so the note itself is fine as long as her draft line wasn't kept."""),
U("""Tomasz. Marlowe Penhale ask us to send our production in "Everlaw-friendly" format. We are on DISCO, they are on Everlaw. What do I export?""", "s32.disco_current"),
A("""Review platforms all read standard load files, so "Everlaw-friendly" normally just means: a DAT file with the agreed fields, an OPT image cross-reference, natives for spreadsheets and audio, extracted text per document, and Bates numbers as the control number. Ask them for their field list (most firms have a production specification) and export that from DISCO's production tool. Check the date format this time in both directions."""),
U("""They sent the specification, 24 fields. DISCO export done. Ben also asked if we should move to Everlaw like the other side. I said no: we are very happy on DISCO and one migration was enough for me.""", "s32.everlaw_no"),
A("""Reasonable. The other side's platform has no bearing on yours as long as the exchange format is standard, which it is."""),
U("""Exactly what I told him."""),
A("""Then let's close this one. If the 24-field specification becomes common, save it as a production template in DISCO so next time is one click."""),
])

# ------------------------------------------------------------------------------------------
# s33
S("2025-09-11T11:15:00", "First disposal run under the six-year rule", [
U("""Aoife. First annual disposal run under the new retention rule: 6 years after closure by default, 15 years for wills, trusts, probate and property. NetDocuments shows 1,840 closed matters past their date, plus 410 boxes at Iron Mountain. What checks should happen before anything is destroyed?""", "s33.retention_applied"),
A("""Before destroying:

1. Exclude anything on legal hold, under investigation, or linked to an open complaint or claim (check with the PI and complaints logs).
2. Exclude matters for clients with live matters where the old file is still relevant (ask the supervising partners, with a deadline; silence means consent).
3. Sample 20 matters by hand to confirm the closed dates are real and the matter types are right (a property file mislabelled as general would go at 6 years instead of 15).
4. Get the destruction list signed off by you.
5. Keep a destruction register (matter number, client, type, date, method, certificate) forever; it's tiny and it's your evidence."""),
U("""Callum. Related: last night was this month's patching window, the Wednesday after Patch Tuesday as usual, and it overran to 23:50 because the NetDocuments sync server needed two reboots. Do I stretch the window?""", "s33.patch_current"),
A("""One overrun in seven months isn't a reason to stretch it. Move the sync server later in the order and give it its own slot, and only lengthen the window if it happens two months running."""),
U("""Also for the record, while I'm writing the infrastructure notes: Leeds and Bristol are still on the Mitel; the maintenance contract runs to March 2026 and nobody's in a hurry to move them. Backups are still Veeam: servers to the NAS with the immutable copy in Wasabi, and Microsoft 365 with Veeam Backup for Microsoft 365.""", "s33.mitel_current", "s33.backup_current"),
A("""Worth adding one line for the Mitel: a decision date. Contracts that end in March need a decision by about November (renew, or move Leeds and Bristol to Teams Phone like London), or the renewal happens by default."""),
U("""Good point, I'll put November on the steering agenda."""),
])

# ------------------------------------------------------------------------------------------
# s34
S("2025-10-23T14:00:00", "Systems register for the Cyber Essentials Plus assessment", [
U("""Moira. Our Cyber Essentials Plus assessment is next month. Callum drafted the systems register from an older spreadsheet and I'd like it checked before it goes to the assessor:

- Document management: NetDocuments
- Practice management and billing: Actionstep; e-billing submissions through BillBLAST
- Email filtering: Mimecast
- Phones: Mitel MiVoice in all three offices
- Microsoft 365 backup: Microsoft 365 Backup (native)
- Server backup: Veeam to the NAS, offsite copy in Wasabi
- Mobile devices and laptops: Intune
- Password manager: Keeper
- E-signature: DocuSign (corporate group), Signable (everyone else)
- Conflicts: Intapp Conflicts
- Litigation review: DISCO
- Client portal: HighQ Collaborate
- Intranet: the Hub (SharePoint Online)
- Helpdesk: Halo
- Printing: Konica Minolta with PaperCut in Leeds and Bristol; the building's Canons in London""", "s34.register_draft"),
A("""Three lines look out of date against what you've told me over the last year:

- **Email filtering**: Mimecast was dropped at the end of August 2024; filtering has been Microsoft Defender for Office 365 since the MX change on 2 September 2024. (Castlegate Housing, your client, uses Mimecast; that may be where the name stuck.)
- **Phones**: London moved to Teams Phone through Gamma in September 2024; only Leeds and Bristol are on the Mitel.
- **Microsoft 365 backup**: the native Microsoft 365 Backup ran for three weeks in February 2025 and was rolled back to Veeam Backup for Microsoft 365 on 24 February.

Everything else matches.""", "s34.register_check"),
U("""Callum, sitting with Moira. Yes, my fault, those came from the 2024 sheet. Confirmed: email filtering is Defender for Office 365, London is on Teams Phone with Leeds and Bristol on the Mitel, and Microsoft 365 is backed up with Veeam. The rest of the list is right as it stands.""", "s34.register_fixed"),
A("""Corrected lines:

- Email filtering: Microsoft Defender for Office 365 (Plan 2)
- Phones: Microsoft Teams Phone via Gamma Operator Connect (London); Mitel MiVoice Business (Leeds and Bristol)
- Microsoft 365 backup: Veeam Backup for Microsoft 365"""),
U("""Moira. The register also wants an owner per system. Backups: Callum. Helpdesk: Nadia, while Pri is on maternity leave. Intranet: Ines. E-discovery: Tomasz. Practice management: Rhys.""", "s34.owners"),
A("""Added as an "Owner" column. For the assessor it also helps to name a deputy for each; for the helpdesk, that's presumably Callum or Declan while Nadia is the only analyst."""),
U("""And the policies section: file retention 6 years after closure, 15 for wills, trusts, probate and property; MFA on every sign-in with Authenticator number matching, FIDO2 keys for partners and finance; servers patched the Wednesday after Patch Tuesday, 21:00 to 23:30; the IT steering group meets monthly, first Monday.""", "s34.policies"),
A("""That section reads well. One thing the assessor will check against it: Cyber Essentials requires high and critical security updates within 14 days of release. Your Wednesday window is the day after Patch Tuesday, so you're well inside that for Microsoft updates; say in the register how third-party applications (browsers, Acrobat, Keeper's extension) are updated too."""),
U("""Callum: browsers and Acrobat update themselves through Intune's managed update rings, Keeper's extension is force-installed and auto-updates. I'll add a line."""),
])


# ==========================================================================================
# facts: (subject, predicate, object, valid_from, valid_to, evidence tags, timeline, note)
FACTS: list[tuple] = []


def F(subject, predicate, obj, valid_from, valid_to, evidence, timeline, note=None):
    FACTS.append((subject, predicate, obj, valid_from, valid_to, evidence, timeline, note))


FIRST = "in place when first mentioned ({}); its true start is unknown"

F("ashcombe rusk", "document_management_system", "Worldox (on-premises, server WDSRV01)", "2024-03-05", "2024-11-25",
  ["s01.worldox", "s03.worldox", "s03.worldox_reasons", "s07.dms_decide", "s18.nd_plan"], "document_management",
  FIRST.format("2024-03-05") + "; read-only from Friday 2024-11-22 18:00, kept read-only for look-ups")
F("ashcombe rusk", "document_management_system", "NetDocuments", "2024-11-25", None,
  ["s07.dms_decide", "s18.nd_plan", "s19.nd_live", "s34.register_draft"], "document_management",
  "approved by the partners 2024-06-05 (told 2024-06-06); 'Monday the 25th is day one' (s18); 'Yesterday was our first day on NetDocuments' said Tue 2024-11-26")
F("ashcombe rusk", "practice_management_system", "Quill", "2024-03-05", "2025-04-01",
  ["s01.quill", "s09.quill_reasons", "s15.actionstep_decide", "s23.actionstep_confirm"], "practice_management",
  FIRST.format("2024-03-05") + "; runs only on the RDS terminal server; read-only from 2025-03-31")
F("ashcombe rusk", "practice_management_system", "Actionstep", "2025-04-01", None,
  ["s15.actionstep_decide", "s23.actionstep_confirm", "s27.actionstep_live", "s34.register_draft"], "practice_management",
  "chosen at the partners' meeting of 2024-09-30 for the start of the financial year, 1 April 2025; after go-live only implicit ('Two weeks in Actionstep', 2025-04-15)")
F("ashcombe rusk billing team", "ebilling_submission", "manual LEDES 1998B uploads into each client's e-billing portal", "2024-04-08", "2024-09-30",
  ["s03.ebill_manual", "s03.ebill_manual2", "s14.billblast_plan"], "ebilling", FIRST.format("2024-04-08"))
F("ashcombe rusk billing team", "ebilling_submission", "BillBLAST", "2024-09-30", None,
  ["s14.billblast_plan", "s16.billblast_live", "s27.actionstep_live", "s34.register_draft"], "ebilling",
  "'starts on Monday the 30th' (said 2024-09-19); 'went live on the Monday of the week before last' (said Wed 2024-10-16)")
F("ashcombe rusk email", "inbound_email_filtering", "Mimecast", "2024-03-05", "2024-09-02",
  ["s01.mimecast", "s08.mimecast_outage", "s10.mimecast_decide", "s12.mx_plan"], "email_security",
  FIRST.format("2024-03-05") + "; contract ended Saturday 2024-08-31, MX moved on the Monday")
F("ashcombe rusk email", "inbound_email_filtering", "Microsoft Defender for Office 365 (Plan 2)", "2024-09-02", None,
  ["s10.mimecast_decide", "s12.mx_plan", "s13.defender_live", "s34.register_check", "s34.register_fixed"], "email_security",
  "decided at the steering meeting of 2024-07-04; 'We flipped MX on Monday' said Wed 2024-09-04; a draft register of 2025-10-23 still says Mimecast and is corrected in the same session")
F("london office", "phone_system", "Mitel MiVoice Business (the firm's on-premises PBX, controller in Leeds)", "2024-03-21", "2024-09-16",
  ["s02.mitel", "s13.london_plan", "s14.london_live"], "phone_london", FIRST.format("2024-03-21"))
F("london office", "phone_system", "Microsoft Teams Phone (Operator Connect via Gamma)", "2024-09-16", None,
  ["s13.london_plan", "s14.london_live", "s34.register_check", "s34.register_fixed"], "phone_london",
  "'from the Monday after next' said Wed 2024-09-04, port confirmed for Monday the 16th; 'since Monday' said Thu 2024-09-19")
F("leeds and bristol offices", "phone_system", "Mitel MiVoice Business (on-premises PBX)", "2024-03-21", None,
  ["s02.mitel", "s13.london_plan", "s33.mitel_current", "s34.register_fixed"], "phone_leeds_bristol",
  "the same system London left; Leeds and Bristol did not move; maintenance contract runs to March 2026")
F("litigation group", "ediscovery_platform", "Reveal (hosted review platform)", "2024-05-09", "2024-10-14",
  ["s05.reveal", "s11.disco_decide", "s16.disco_live"], "ediscovery", FIRST.format("2024-05-09") + "; contract ended 2024-10-31")
F("litigation group", "ediscovery_platform", "DISCO", "2024-10-14", None,
  ["s11.disco_decide", "s16.disco_live", "s32.disco_current", "s34.register_draft"], "ediscovery",
  "signed 2024-07-31 (told 2024-08-01); 'We are on DISCO since Monday' said Wed 2024-10-16")
F("ashcombe rusk servers", "backup", "Veeam Backup & Replication to a Synology NAS, with weekly LTO-8 tapes taken offsite by Iron Mountain", "2024-03-21", "2024-12-02",
  ["s02.backups", "s21.wasabi"], "server_backup", FIRST.format("2024-03-21"))
F("ashcombe rusk servers", "backup", "Veeam Backup & Replication to the NAS, with an immutable offsite copy in Wasabi (tapes retired)", "2024-12-02", None,
  ["s21.wasabi", "s33.backup_current", "s34.register_draft"], "server_backup",
  "only in passing: 'since we moved the offsite copies to Wasabi on the first Monday of December' (said 2025-01-08)")
F("ashcombe rusk microsoft 365", "backup", "Veeam Backup for Microsoft 365", "2024-03-21", "2025-02-03",
  ["s02.backups", "s21.m365_plan", "s23.m365_native_live"], "m365_backup", FIRST.format("2024-03-21"))
F("ashcombe rusk microsoft 365", "backup", "Microsoft 365 Backup (Microsoft's native service)", "2025-02-03", "2025-02-24",
  ["s21.m365_plan", "s23.m365_native_live", "s24.m365_rollback"], "m365_backup",
  "'since Monday' said Thu 2025-02-06; the granular-restore risk was raised on 2025-01-08; rolled back 'yesterday' said Tue 2025-02-25")
F("ashcombe rusk microsoft 365", "backup", "Veeam Backup for Microsoft 365", "2025-02-24", None,
  ["s24.m365_rollback", "s33.backup_current", "s34.register_check", "s34.register_fixed"], "m365_backup",
  "back on Veeam after the rollback; the licence was renewed for a year; a 2025-10-23 draft register wrongly says the native service")
F("ashcombe rusk mobile devices", "mdm", "Sophos Mobile", "2024-06-19", "2024-07-01",
  ["s08.mdm"], "mdm", FIRST.format("2024-06-19") + "; licence ran out at the end of June 2024")
F("ashcombe rusk mobile devices", "mdm", "Microsoft Intune", "2024-07-01", None,
  ["s08.mdm", "s10.intune", "s34.register_draft"], "mdm",
  "'by the end of the month' (said 2024-06-19); afterwards implicit (Intune compliance blocking an iPhone, 2024-07-17); Jamf rejected")
F("ashcombe rusk", "password_manager", "LastPass Business", "2024-03-21", "2025-01-21",
  ["s02.lastpass", "s16.bitwarden_pilot", "s18.bitwarden_abandoned", "s20.keeper_decide", "s22.keeper_live"], "password_manager",
  FIRST.format("2024-03-21") + "; read-only until Friday 2025-01-24, then deleted")
F("ashcombe rusk", "password_manager", "Keeper", "2025-01-21", None,
  ["s20.keeper_decide", "s22.keeper_live", "s34.register_draft"], "password_manager",
  "chosen by the steering group 2024-12-12; 'As of this morning the whole firm is on Keeper' (2025-01-21)")
F("ashcombe it team", "piloted_password_manager", "Bitwarden (a pilot in the four-person IT team, abandoned; never rolled out to the firm)", "2024-10-16", "2024-11-13",
  ["s16.bitwarden_pilot", "s18.bitwarden_abandoned"], "password_manager_pilot",
  "password_manager never became Bitwarden")
F("corporate group", "esignature", "DocuSign", "2024-07-17", None,
  ["s10.esign", "s23.signable_reasons", "s24.signable_plan", "s34.register_draft"], "esignature_corporate",
  "the corporate group's own account (deal counterparties expect it); unchanged when the rest of the firm moved to Signable")
F("ashcombe rusk (all groups except corporate)", "esignature", "Adobe Acrobat Sign (with the Acrobat Pro licences)", "2024-07-17", "2025-03-03",
  ["s10.esign", "s23.signable_reasons", "s24.signable_plan"], "esignature_firm", FIRST.format("2024-07-17"))
F("ashcombe rusk (all groups except corporate)", "esignature", "Signable", "2025-03-03", None,
  ["s23.signable_reasons", "s24.signable_plan", "s25.signable_use", "s34.register_draft"], "esignature_firm",
  "'from next Monday' said Tue 2025-02-25; reasons (Adobe +40% at renewal) told 2025-02-06")
F("leeds and bristol offices", "print_fleet", "Ricoh multifunction devices (leased)", "2024-09-19", "2025-06-02",
  ["s14.ricoh", "s28.konica_decide", "s29.konica_plan"], "print_leeds_bristol", FIRST.format("2024-09-19") + "; lease ended at the end of May 2025")
F("leeds and bristol offices", "print_fleet", "Konica Minolta bizhub i-Series with PaperCut MF secure release", "2025-06-02", None,
  ["s28.konica_decide", "s29.konica_plan", "s30.konica_use", "s34.register_draft"], "print_leeds_bristol",
  "installed Saturday 2025-05-31, 'live on Monday morning' (said Thu 2025-05-29); later only implicit (PaperCut licensing, 2025-06-17)")
F("london office", "print_fleet", "Canon imageRUNNER devices supplied by the building's serviced-office operator", "2024-09-19", None,
  ["s14.london_canon", "s28.london_canon", "s34.register_draft"], "print_london",
  "London never had the Ricoh lease and did not move to Konica")
F("ashcombe rusk", "conflict_check_tool", "Quill's conflict search plus the risk team's Excel watchlist", "2024-04-24", "2025-03-10",
  ["s04.conflicts", "s19.conflict_near_miss", "s25.intapp_live", "s32.intapp_correct"], "conflict_check", FIRST.format("2024-04-24"))
F("ashcombe rusk", "conflict_check_tool", "Intapp Conflicts", "2025-03-10", None,
  ["s25.intapp_live", "s32.intapp_correct", "s34.register_draft"], "conflict_check",
  "'went live on Monday' said Wed 2025-03-12; s31 (2025-07-09) wrongly says 'since last October', corrected in s32")
F("ashcombe rusk", "intranet", "Ashnet (SharePoint 2013, on-premises)", "2024-08-20", "2024-10-25",
  ["s12.ashnet_owner", "s15.ashnet", "s17.hub_live"], "intranet", FIRST.format("2024-08-20") + "; read-only after the Hub launched")
F("ashcombe rusk", "intranet", "the Hub (SharePoint Online)", "2024-10-25", None,
  ["s15.hub_plan", "s17.hub_live", "s28.interact_cancelled", "s34.register_draft"], "intranet",
  "'The Hub went live last Friday' said Thu 2024-10-31")
F("ashcombe rusk", "planned_intranet", "Interact (announced to replace the Hub in June 2025, cancelled before any rollout)", "2025-03-27", "2025-05-07",
  ["s26.interact_plan", "s28.interact_cancelled"], "intranet_plan", "intranet never became Interact")
F("ashcombe it", "helpdesk_ticketing", "the itsupport@ shared mailbox", "2024-03-05", "2024-05-22",
  ["s01.helpdesk_mailbox", "s06.halo2"], "helpdesk", FIRST.format("2024-03-05"))
F("ashcombe it", "helpdesk_ticketing", "Halo (HaloITSM)", "2024-05-22", None,
  ["s06.halo", "s06.halo2", "s30.helpdesk_handover", "s34.register_draft"], "helpdesk",
  "implicit: Halo first appears in use (ticket HT-0214) on 2024-05-22; the move itself is never told, exact date unknown")
F("ashcombe rusk client portal", "platform", "Citrix ShareFile", "2024-05-09", "2025-06-30",
  ["s05.sharefile", "s26.highq_decide", "s30.highq_plan"], "client_portal", FIRST.format("2024-05-09"))
F("ashcombe rusk client portal", "platform", "HighQ Collaborate", "2025-06-30", None,
  ["s26.highq_decide", "s30.highq_plan", "s31.highq_live", "s34.register_draft"], "client_portal",
  "decided 2025-03-27 after a 30% ShareFile price rise; cutover Monday 2025-06-30; internal sharing stays in NetDocuments and Teams")
F("ashcombe rusk", "video_conferencing", "Microsoft Teams", "2024-03-21", None,
  ["s02.mitel", "s13.zoom_rejected"], "video_conferencing", "Zoom Phone was asked for by two London partners and refused")
F("ashcombe rusk", "mfa_rule", "SMS one-time codes, only for remote access (VPN and Outlook on the web from outside the office)", "2024-03-21", "2024-07-01",
  ["s02.mfa", "s08.mfa"], "mfa_rule", FIRST.format("2024-03-21"))
F("ashcombe rusk", "mfa_rule", "MFA on every sign-in, in the office too, with Microsoft Authenticator number matching", "2024-07-01", "2025-05-15",
  ["s08.mfa", "s27.yubikey_reasons", "s28.yubikey_plan"], "mfa_rule", "'from the 1st of July' (said 2024-06-19); SMS switched off the same day")
F("ashcombe rusk", "mfa_rule", "FIDO2 security keys (YubiKey 5 NFC) for partners and the finance team; Authenticator number matching for everyone else", "2025-05-15", None,
  ["s28.yubikey_plan", "s29.yubikey_live", "s34.policies"], "mfa_rule",
  "'from Thursday week, the 15th' said Wed 2025-05-07; 'started two weeks ago' said Thu 2025-05-29; reasons told 2025-04-15")
F("ashcombe rusk", "file_retention_rule", "15 years for everything: every matter file, paper and electronic, kept 15 years after closure", "2024-04-24", "2025-01-01",
  ["s04.retention", "s17.retention_reasons", "s20.retention_approved"], "retention_policy", FIRST.format("2024-04-24") + "; agreed by the partners in 2019")
F("ashcombe rusk", "file_retention_rule", "6 years after closure by default; 15 years for wills, trusts, probate and property", "2025-01-01", None,
  ["s20.retention_approved", "s33.retention_applied", "s34.policies"], "retention_policy",
  "approved at the December 2024 partners' meeting (told 2024-12-12) 'from 1 January'; reasons told 2024-10-31")
F("ashcombe rusk servers", "patching_window", "monthly, the Saturday night after Patch Tuesday, 22:00-02:00", "2024-03-21", "2025-02-12",
  ["s02.patching", "s22.patch_reasons"], "patching_window", FIRST.format("2024-03-21"))
F("ashcombe rusk servers", "patching_window", "monthly, the Wednesday after Patch Tuesday, 21:00-23:30", "2025-02-12", None,
  ["s22.patch_reasons", "s22.patch_decide", "s25.patch_applied", "s33.patch_current", "s34.policies"], "patching_window",
  "proposed and approved 2025-01-21; first window 'February's, on the 12th'; confirmed as done on 2025-03-12")
F("ashcombe it steering group", "meeting_cadence", "monthly, on the first Monday of the month", "2024-03-21", "2024-07-04",
  ["s02.cadence", "s07.cadence"], "it_meeting_cadence", FIRST.format("2024-03-21"))
F("ashcombe it steering group", "meeting_cadence", "every other Thursday (fortnightly, during the NetDocuments project)", "2024-07-04", "2025-01-06",
  ["s07.cadence", "s10.mimecast_decide", "s20.cadence"], "it_meeting_cadence", "announced 2024-06-06 'starting Thursday 4 July'")
F("ashcombe it steering group", "meeting_cadence", "monthly, on the first Monday of the month", "2025-01-06", None,
  ["s20.cadence", "s28.yubikey_plan", "s34.policies"], "it_meeting_cadence", "'back to monthly, first Monday of the month, starting 6 January' (said 2024-12-12)")
F("backups", "owner", "Declan Ofori", "2024-03-21", "2025-01-13",
  ["s02.backups", "s21.backup_handover"], "owner_backup", FIRST.format("2024-03-21"))
F("backups", "owner", "Callum Strachan", "2025-01-13", None,
  ["s21.backup_handover", "s21.wasabi", "s33.backup_current", "s34.owners"], "owner_backup",
  "'From Monday next week' said Wed 2025-01-08")
F("intranet", "owner", "Declan Ofori", "2024-08-20", "2024-10-01",
  ["s12.ashnet_owner", "s15.intranet_handover"], "owner_intranet", FIRST.format("2024-08-20"))
F("intranet", "owner", "Ines Carvalho", "2024-10-01", None,
  ["s15.intranet_handover", "s15.hub_plan", "s17.hub_live", "s34.owners"], "owner_intranet", "'from today' (2024-10-01)")
F("it helpdesk", "owner", "Priyanka Lall (Pri)", "2024-03-05", "2025-06-30",
  ["s01.helpdesk_mailbox", "s06.owner_pri", "s30.helpdesk_handover"], "owner_helpdesk", FIRST.format("2024-03-05"))
F("it helpdesk", "owner", "Nadia Firth", "2025-06-30", None,
  ["s30.helpdesk_handover", "s31.owner_nadia", "s34.owners"], "owner_helpdesk",
  "'From Monday 30 June' said 2025-06-17; covers Pri's maternity leave")
F("e-discovery", "owner", "Tomasz Zielak", "2024-05-09", None,
  ["s05.owner_tomasz", "s34.owners"], "owner_ediscovery", FIRST.format("2024-05-09"))
F("practice management system", "owner", "Rhys Pennant", "2024-07-02", None,
  ["s09.owner_rhys", "s15.owner_rhys", "s34.owners"], "owner_practice_management",
  "system owner for Quill and, from 2025-04-01, for Actionstep")
F("norvane foods (client)", "ebilling_portal", "Legal Tracker", "2024-04-08", None,
  ["s03.ebill_manual", "s14.billblast_plan"], "client_norvane_ebilling", "a client's own system, not the firm's")
F("harcastle insurance (client)", "ebilling_portal", "CounselLink", "2024-04-08", None,
  ["s03.ebill_manual", "s16.billblast_live", "s27.actionstep_live"], "client_harcastle_ebilling", "a client's own system, not the firm's")
F("marlowe penhale llp (opposing solicitors)", "ediscovery_platform", "Everlaw", "2024-05-09", None,
  ["s05.everlaw_opp", "s16.everlaw_opp", "s32.disco_current"], "opposing_ediscovery", "another firm's platform, never the firm's")
F("castlegate housing (client)", "inbound_email_filtering", "Mimecast", "2024-08-20", None,
  ["s12.castlegate", "s34.register_check"], "client_castlegate_email", "a client's gateway; the firm itself left Mimecast on 2024-09-02")


# ==========================================================================================
# questions
QUESTIONS: list[dict] = []

NEG = ["never", "did not", "didn't", "not adopted", "rejected", "no"]


def Q(kind, timeline, question, answer, accept, evidence, as_of=None, ordered=None):
    q = {"id": f"q{len(QUESTIONS) + 1:02d}", "type": kind, "timeline": timeline, "question": question}
    if as_of:
        q["as_of"] = as_of
    q["answer"] = answer
    q["accept"] = accept
    if ordered:
        q["accept_all"] = True
        q["ordered_accept"] = ordered
    q["evidence"] = evidence
    QUESTIONS.append(q)


def when_accept(iso: str) -> list[str]:
    d = datetime.strptime(iso, "%Y-%m-%d")
    month, mon, day = d.strftime("%B").lower(), d.strftime("%b").lower(), d.day
    suffix = "th" if 10 <= day % 100 <= 20 else {1: "st", 2: "nd", 3: "rd"}.get(day % 10, "th")
    forms = [iso, f"{month} {day}", f"{mon} {day}", f"{day} {month}", f"{day} {mon}", f"{day}{suffix} of {month}"]
    if mon == "sep":
        forms.insert(3, f"sept {day}")
    out = []
    for f in forms:
        if f not in out:
            out.append(f)
    return out


# --- before (10)
Q("before", "document_management", "What document management system did Ashcombe Rusk use before NetDocuments?",
  "Worldox, on the WDSRV01 server in Leeds, until NetDocuments went live on 2024-11-25.",
  ["worldox"], ["s01.worldox", "s03.worldox_reasons", "s18.nd_plan", "s19.nd_live"])
Q("before", "practice_management", "Which time recording and billing system did the firm run before Actionstep?",
  "Quill, which people could only reach through the RDS terminal server; it went read-only on 2025-03-31 and Actionstep went live on 2025-04-01.",
  ["quill"], ["s01.quill", "s09.quill_reasons", "s23.actionstep_confirm"])
Q("before", "email_security", "Before Microsoft Defender, what filtered the firm's inbound email?",
  "Mimecast, until its contract ended on 31 August 2024; MX moved to Defender for Office 365 on 2024-09-02.",
  ["mimecast"], ["s01.mimecast", "s10.mimecast_decide", "s13.defender_live"])
Q("before", "ediscovery", "What review platform did the litigation team use before DISCO?",
  "Reveal, a hosted review platform, until the move to DISCO on 2024-10-14.",
  ["reveal"], ["s05.reveal", "s11.disco_decide", "s16.disco_live"])
Q("before", "mdm", "What managed the firm's phones before Intune?",
  "Sophos Mobile, whose licence ran out at the end of June 2024 and was not renewed.",
  ["sophos mobile", "sophos"], ["s08.mdm"])
Q("before", "password_manager", "Which password manager did everyone use before Keeper?",
  "LastPass Business, until the firm-wide switch to Keeper on 2025-01-21. (A Bitwarden pilot in IT was abandoned in November 2024.)",
  ["lastpass", "last pass"], ["s02.lastpass", "s20.keeper_decide", "s22.keeper_live"])
Q("before", "phone_london", "What phone system did the London office have before Teams Phone?",
  "The firm's Mitel MiVoice Business system, shared with Leeds and Bristol, until London moved to Teams Phone on 2024-09-16.",
  ["mitel", "mivoice"], ["s02.mitel", "s13.london_plan"])
Q("before", "esignature_firm", "Before Signable, what did the teams outside corporate use to get documents e-signed?",
  "Adobe Acrobat Sign, which came with the Acrobat Pro licences, until 2025-03-03. The corporate group used, and still uses, DocuSign.",
  ["acrobat sign", "adobe sign", "adobe"], ["s10.esign", "s24.signable_plan"])
Q("before", "conflict_check", "How were conflict checks done before Intapp?",
  "By searching party names in Quill's conflict search and checking the risk team's Excel watchlist of sensitive names, until Intapp Conflicts went live on 2025-03-10.",
  ["watchlist", "quill", "excel", "spreadsheet"], ["s04.conflicts", "s25.intapp_live", "s32.intapp_correct"])
Q("before", "client_portal", "What did clients log into to collect their documents before HighQ?",
  "Citrix ShareFile, until the cutover to HighQ Collaborate on 2025-06-30.",
  ["sharefile", "share file"], ["s05.sharefile", "s26.highq_decide", "s30.highq_plan"])

# --- after (10)
Q("after", "document_management", "What replaced Worldox?",
  "NetDocuments, live from Monday 2024-11-25 after a migration weekend.",
  ["netdocuments", "net documents"], ["s07.dms_decide", "s19.nd_live"])
Q("after", "ebilling", "Once the billing team stopped uploading LEDES files into each client portal by hand, what did they submit invoices through?",
  "BillBLAST, from Monday 2024-09-30, starting with the September bills.",
  ["billblast", "bill blast"], ["s14.billblast_plan", "s16.billblast_live"])
Q("after", "print_leeds_bristol", "What replaced the Ricoh printers in Leeds and Bristol?",
  "Konica Minolta bizhub i-Series devices with PaperCut MF card release, live from Monday 2025-06-02. London kept the building's Canons.",
  ["konica", "papercut"], ["s28.konica_decide", "s29.konica_plan", "s30.konica_use"])
Q("after", "intranet", "What came after Ashnet as the firm's intranet?",
  "The Hub, on SharePoint Online, run by Ines and live from Friday 2024-10-25. A later plan to move to Interact was cancelled.",
  ["the hub", "sharepoint online"], ["s15.hub_plan", "s17.hub_live"])
Q("after", "mfa_rule", "What replaced the SMS-code MFA that only applied to remote access?",
  "From 2024-07-01, MFA on every sign-in, in the office too, with Microsoft Authenticator and number matching; SMS codes were switched off.",
  ["authenticator", "number matching"], ["s08.mfa"])
Q("after", "server_backup", "Where did the offsite server backup copies go after the Iron Mountain tapes?",
  "Into an immutable Wasabi bucket (30-day object lock), from the first Monday of December 2024, 2024-12-02.",
  ["wasabi"], ["s21.wasabi"])
Q("after", "helpdesk", "What did IT support move to from the itsupport@ shared mailbox?",
  "Halo (HaloITSM), a ticketing system, first seen in use in May 2024 with ticket HT-0214.",
  ["halo"], ["s06.halo", "s06.halo2"])
Q("after", "patching_window", "After the Saturday-night patching window, when were servers patched?",
  "On the Wednesday after Patch Tuesday, 21:00 to 23:30, starting with the February 2025 cycle on 2025-02-12.",
  ["wednesday"], ["s22.patch_reasons", "s22.patch_decide", "s25.patch_applied"])
Q("after", "retention_policy", "What retention rule replaced keeping every file for 15 years?",
  "From 2025-01-01: 6 years after closure by default, and 15 years for wills, trusts, probate and property files.",
  ["6 years", "six years"], ["s20.retention_approved"])
Q("after", "m365_backup", "In February 2025, what did the Microsoft 365 backup move to from Veeam?",
  "Microsoft's own native Microsoft 365 Backup, from 2025-02-03, but only for three weeks: it was rolled back to Veeam on 2025-02-24.",
  ["microsoft 365 backup", "native"], ["s21.m365_plan", "s23.m365_native_live", "s24.m365_rollback"])

# --- current (12)
Q("current", "document_management", "Which DMS is the firm on now?",
  "NetDocuments, since 2024-11-25.",
  ["netdocuments", "net documents"], ["s19.nd_live", "s34.register_draft"])
Q("current", "email_security", "What does our inbound email filtering today?",
  "Microsoft Defender for Office 365 (Plan 2), since the MX cutover on 2024-09-02. Mimecast was dropped; a 2025 draft register that still listed it was corrected.",
  ["defender"], ["s13.defender_live", "s34.register_check", "s34.register_fixed"])
Q("current", "phone_london", "What phone system does the London office use now?",
  "Microsoft Teams Phone, with Gamma as the Operator Connect provider, since 2024-09-16.",
  ["teams phone", "teams calling", "operator connect", "gamma"], ["s14.london_live", "s34.register_fixed"])
Q("current", "phone_leeds_bristol", "What are the Leeds and Bristol offices' phones on today?",
  "Still the on-premises Mitel MiVoice Business system; only London moved to Teams Phone. The Mitel maintenance contract runs to March 2026.",
  ["mitel", "mivoice"], ["s13.london_plan", "s33.mitel_current", "s34.register_fixed"])
Q("current", "m365_backup", "How is Microsoft 365 backed up now?",
  "With Veeam Backup for Microsoft 365, again since the rollback on 2025-02-24; the native Microsoft 365 Backup only ran from 2025-02-03 to then.",
  ["veeam"], ["s24.m365_rollback", "s33.backup_current", "s34.register_fixed"])
Q("current", "password_manager", "Which password manager does the firm use today?",
  "Keeper, firm-wide since 2025-01-21.",
  ["keeper"], ["s22.keeper_live", "s34.register_draft"])
Q("current", "esignature_corporate", "What does the corporate group use for e-signatures now?",
  "DocuSign, on its own account, because deal counterparties expect it; the rest of the firm moved to Signable in March 2025.",
  ["docusign"], ["s10.esign", "s24.signable_plan", "s34.register_draft"])
Q("current", "conflict_check", "What do we run conflict checks in now?",
  "Intapp Conflicts, since 2025-03-10.",
  ["intapp"], ["s25.intapp_live", "s32.intapp_correct"])
Q("current", "mfa_rule", "What is the MFA rule today?",
  "Partners and the finance team must sign in with FIDO2 security keys (YubiKey 5 NFC), since 2025-05-15; everyone else uses Microsoft Authenticator with number matching on every sign-in.",
  ["fido2", "security key", "yubikey"], ["s28.yubikey_plan", "s29.yubikey_live", "s34.policies"])
Q("current", "client_portal", "Which platform is the client portal on now?",
  "HighQ Collaborate, since 2025-06-30.",
  ["highq", "high q"], ["s30.highq_plan", "s31.highq_live", "s34.register_draft"])
Q("current", "it_meeting_cadence", "How often does the IT steering group meet these days?",
  "Monthly, on the first Monday of the month, again since 2025-01-06; it met every other Thursday during the NetDocuments project.",
  ["monthly", "first monday", "once a month"], ["s20.cadence", "s34.policies"])
Q("current", "ediscovery", "What e-discovery platform does litigation use now?",
  "DISCO, since 2024-10-14. (Marlowe Penhale, on the other side, use Everlaw.)",
  ["disco"], ["s16.disco_live", "s32.disco_current", "s32.everlaw_no"])

# --- as_of (12)
Q("as_of", "document_management", "As of 1 November 2024, which document management system were people saving into?",
  "Worldox. NetDocuments had been chosen in June 2024, but the migration weekend was 23-24 November and day one on NetDocuments was 2024-11-25.",
  ["worldox"], ["s07.dms_decide", "s18.nd_plan", "s19.nd_live"], as_of="2024-11-01")
Q("as_of", "phone_london", "What phone system was the London office on as of September 10, 2024?",
  "Still the Mitel MiVoice system it shared with Leeds and Bristol; Teams Phone went live on 2024-09-16.",
  ["mitel", "mivoice"], ["s13.london_plan", "s14.london_live"], as_of="2024-09-10")
Q("as_of", "m365_backup", "As of 2025-02-15, what was backing up the firm's Microsoft 365 data?",
  "Microsoft's native Microsoft 365 Backup, which ran from 2025-02-03 until the rollback to Veeam on 2025-02-24.",
  ["native", "microsoft 365 backup"], ["s23.m365_native_live", "s24.m365_rollback"], as_of="2025-02-15")
Q("as_of", "it_meeting_cadence", "How often did the IT steering group meet as of 15 October 2024?",
  "Every other Thursday (fortnightly), from 2024-07-04 while the NetDocuments project ran; it went back to monthly on 2025-01-06.",
  ["every other thursday", "fortnightly", "every two weeks"], ["s07.cadence", "s20.cadence"], as_of="2024-10-15")
Q("as_of", "esignature_firm", "On 31 January 2025, what did the private client team use to send documents for e-signature?",
  "Adobe Acrobat Sign, like every group except corporate (which used DocuSign); Signable replaced it on 2025-03-03.",
  ["acrobat sign", "adobe sign", "adobe"], ["s10.esign", "s23.signable_reasons", "s24.signable_plan"], as_of="2025-01-31")
Q("as_of", "practice_management", "As of March 15, 2025, which practice management system recorded the firm's time?",
  "Quill; Actionstep only went live on 2025-04-01, and Quill went read-only on 2025-03-31.",
  ["quill"], ["s15.actionstep_decide", "s23.actionstep_confirm", "s27.actionstep_live"], as_of="2025-03-15")
Q("as_of", "mfa_rule", "What was the firm's MFA rule on 1 June 2024?",
  "SMS one-time codes, and only for remote access: the VPN and Outlook on the web from outside the office, nothing in the office. MFA on every sign-in with Authenticator started on 2024-07-01.",
  ["sms", "text message"], ["s02.mfa", "s08.mfa"], as_of="2024-06-01")
Q("as_of", "email_security", "As of 2024-08-25, what was filtering our inbound email?",
  "Mimecast; its contract ran to 31 August 2024 and MX moved to Defender for Office 365 on 2024-09-02.",
  ["mimecast"], ["s10.mimecast_decide", "s12.mx_plan", "s13.defender_live"], as_of="2024-08-25")
Q("as_of", "retention_policy", "What file retention rule applied on 20 December 2024?",
  "15 years for everything: every matter file, paper and electronic, kept for 15 years after closure. The new 6-year default (15 years for wills, trusts, probate and property) had been approved but only applied from 2025-01-01.",
  ["15 years for everything", "15 years for every", "15 years for all"], ["s04.retention", "s20.retention_approved"], as_of="2024-12-20")
Q("as_of", "password_manager", "As of November 1, 2024, what password manager did the firm use?",
  "LastPass Business. The IT team was piloting Bitwarden at the time (abandoned in November), and Keeper only replaced LastPass on 2025-01-21.",
  ["lastpass", "last pass"], ["s16.bitwarden_pilot", "s18.bitwarden_abandoned", "s22.keeper_live"], as_of="2024-11-01")
Q("as_of", "print_leeds_bristol", "As of 20 May 2025, whose printers were in the Leeds and Bristol offices?",
  "Ricoh's, on a lease that ended at the end of May; Konica Minolta with PaperCut went live on 2025-06-02.",
  ["ricoh"], ["s28.konica_decide", "s29.konica_plan"], as_of="2025-05-20")
Q("as_of", "owner_helpdesk", "Who ran the IT helpdesk on 1 March 2025?",
  "Pri (Priyanka Lall), in Bristol; Nadia Firth took over on 2025-06-30 when Pri went on maternity leave.",
  ["pri", "priyanka"], ["s06.owner_pri", "s30.helpdesk_handover"], as_of="2025-03-01")

# --- when (9)
Q("when", "document_management", "When did the firm go live on NetDocuments?",
  "On Monday 2024-11-25, after the migration weekend of 23-24 November.",
  when_accept("2024-11-25"), ["s18.nd_plan", "s19.nd_live"])
Q("when", "email_security", "When did Defender take over from Mimecast?",
  "On Monday 2024-09-02, when MX was switched; the Mimecast contract ended on 31 August.",
  when_accept("2024-09-02"), ["s12.mx_plan", "s13.defender_live"])
Q("when", "phone_london", "When did the London office start on Teams Phone?",
  "On Monday 2024-09-16, when the numbers were ported to Gamma.",
  when_accept("2024-09-16"), ["s13.london_plan", "s14.london_live"])
Q("when", "ediscovery", "When did litigation start reviewing in DISCO?",
  "On Monday 2024-10-14.",
  when_accept("2024-10-14"), ["s16.disco_live"])
Q("when", "password_manager", "When did the whole firm move to Keeper?",
  "On the morning of Tuesday 2025-01-21.",
  when_accept("2025-01-21"), ["s22.keeper_live"])
Q("when", "m365_backup", "When was the Microsoft 365 backup rolled back to Veeam?",
  "On Monday 2025-02-24, after the native Microsoft 365 Backup couldn't restore a single mail folder.",
  when_accept("2025-02-24"), ["s24.m365_rollback"])
Q("when", "conflict_check", "When did Intapp Conflicts go live?",
  "On Monday 2025-03-10, not in October 2024 as one intake note claimed.",
  when_accept("2025-03-10"), ["s25.intapp_live", "s31.intapp_wrong", "s32.intapp_correct"])
Q("when", "intranet", "When did the Hub launch?",
  "On Friday 2024-10-25; Ashnet went read-only.",
  when_accept("2024-10-25"), ["s17.hub_live"])
Q("when", "mfa_rule", "When did security keys become mandatory for partners and finance?",
  "On Thursday 2025-05-15.",
  when_accept("2025-05-15"), ["s28.yubikey_plan", "s29.yubikey_live"])

# --- why (9)
Q("why", "document_management", "Why did the firm get rid of Worldox?",
  "Its index kept corrupting (three times in early 2024, from a failing disk on an ageing server), WDSRV01 ran Windows Server 2012 R2, which was out of support, and anyone outside Leeds could only reach it through the RDS terminal server. NetDocuments won over iManage Cloud (nearly double the price, later start) and SharePoint (no matter-centric security or email filing).",
  ["index", "corrupt", "out of support", "unsupported", "2012 r2", "rds", "remote desktop"],
  ["s03.worldox", "s03.worldox_reasons", "s07.dms_reasons"])
Q("why", "email_security", "Why did we stop using Mimecast?",
  "A Mimecast outage in June 2024 delayed inbound mail by almost three hours; it cost about £19k a year while Defender for Office 365 Plan 2 was already included in the E5 licences; and it meant two admin consoles for one set of mailboxes.",
  ["outage", "19k", "£19", "e5", "already paying", "two admin consoles", "two consoles"],
  ["s08.mimecast_outage", "s10.mimecast_decide"])
Q("why", "practice_management", "What made the firm replace Quill?",
  "Time could only be recorded inside the RDS session (so people wrote time on paper), there was no mobile app and no API for e-billing, conflicts or dashboards, the bill run took days, WIP reports needed SQL, and the vendor had stopped shipping real updates.",
  ["api", "rds", "mobile", "bill run", "paper"], ["s01.quill", "s09.quill_reasons"])
Q("why", "m365_backup", "Why was the native Microsoft 365 Backup abandoned after three weeks?",
  "It couldn't restore one deleted folder on its own: when Ben Tolland needed a single mail folder as it was in early December, it could only roll the whole mailbox back or restore everything into a new folder. Veeam did it in ten minutes from its old restore points; the risk had been flagged in January.",
  ["one deleted folder", "single folder", "one folder", "granular", "item-level", "whole mailbox"],
  ["s21.m365_plan", "s24.m365_rollback"])
Q("why", "mfa_rule", "Why were partners and finance moved to security keys?",
  "In April 2025 someone in finance got a fake bank call followed by 14 Authenticator prompts, and a look-alike supplier email asked to change bank details. Number matching stops prompt bombing, but adversary-in-the-middle phishing can still steal a session; FIDO2 keys are phishing-resistant.",
  ["phishing", "adversary-in-the-middle", "aitm", "prompt", "14 authenticator"], ["s27.yubikey_reasons"])
Q("why", "conflict_check", "Why did we buy a conflicts system?",
  "Because of a near miss in November 2024: Bristol opened a matter against Tarrow Logistics, a subsidiary of the major client Norvane Foods, and neither Quill's name search nor the Excel watchlist knew about corporate groups. Intapp has corporate family data.",
  ["tarrow", "subsidiary", "corporate famil", "corporate group", "near miss"], ["s19.conflict_near_miss", "s25.intapp_live"])
Q("why", "retention_policy", "Why did the firm shorten its file retention period?",
  "Keeping everything for 15 years meant holding personal data far longer than UK GDPR's storage limitation principle allows, the PI insurer confirmed in writing that 6 years with exceptions was fine, and Iron Mountain's paper storage charges rose 22% in 2024.",
  ["gdpr", "storage limitation", "insurer", "22%", "iron mountain"], ["s04.retention_reason0", "s17.retention_reasons"])
Q("why", "patching_window", "Why was the server patching window moved to Wednesday nights?",
  "The Saturday-night window meant someone working Saturday nights and nobody noticing breakages until Monday; after a Wednesday window, problems show up on Thursday morning with everyone in and the vendors' support desks open.",
  ["saturday night", "thursday morning", "support desk", "until monday", "weekend"], ["s22.patch_reasons"])
Q("why", "password_manager_pilot", "Why wasn't Bitwarden rolled out after the pilot?",
  "Its browser extension kept clashing with Edge's own password manager on the Intune-managed profiles, the collections model for sharing confused people, and the two partners who tried it hated it.",
  ["edge", "collections", "hated", "partners"], ["s18.bitwarden_abandoned"])

# --- history (6)
Q("history", "m365_backup", "What has backed up our Microsoft 365 data over time, in order?",
  "Veeam Backup for Microsoft 365 until 2025-02-03, then Microsoft's native Microsoft 365 Backup for three weeks, then Veeam again from 2025-02-24.",
  ["veeam", "native"], ["s02.backups", "s23.m365_native_live", "s24.m365_rollback"],
  ordered=[["veeam"], ["native", "microsoft 365 backup"], ["veeam"]])
Q("history", "mfa_rule", "How has the MFA rule changed over time?",
  "At first only SMS codes, for remote access (VPN and webmail from outside the office); from 2024-07-01 MFA on every sign-in with Microsoft Authenticator number matching; and from 2025-05-15 FIDO2 security keys for partners and finance, with Authenticator for everyone else.",
  ["sms", "authenticator", "fido2"], ["s02.mfa", "s08.mfa", "s28.yubikey_plan", "s29.yubikey_live"],
  ordered=[["sms", "text message"], ["authenticator", "number matching"], ["fido2", "security key", "yubikey"]])
Q("history", "it_meeting_cadence", "How often has the IT steering group met over time?",
  "Monthly on the first Monday, then every other Thursday from 2024-07-04 during the NetDocuments project, then monthly again from 2025-01-06.",
  ["monthly", "every other thursday"], ["s02.cadence", "s07.cadence", "s20.cadence"],
  ordered=[["monthly", "first monday"], ["every other thursday", "fortnightly"], ["monthly", "first monday"]])
Q("history", "document_management", "Trace the firm's document management system over time.",
  "Worldox on the firm's own server until 2024-11-25, then NetDocuments.",
  ["worldox", "netdocuments"], ["s01.worldox", "s18.nd_plan", "s19.nd_live"],
  ordered=[["worldox"], ["netdocuments", "net documents"]])
Q("history", "owner_helpdesk", "Who has run the IT helpdesk over time?",
  "Pri (Priyanka Lall) in Bristol, first from the itsupport@ mailbox and then in Halo, until 2025-06-30; then Nadia Firth, covering Pri's maternity leave.",
  ["pri", "nadia"], ["s01.helpdesk_mailbox", "s06.owner_pri", "s30.helpdesk_handover"],
  ordered=[["pri", "priyanka"], ["nadia"]])
Q("history", "phone_london", "What phone systems has the London office had, in order?",
  "The firm's Mitel MiVoice system until 2024-09-16, then Microsoft Teams Phone through Gamma's Operator Connect.",
  ["mitel", "teams phone"], ["s02.mitel", "s13.london_plan", "s14.london_live"],
  ordered=[["mitel", "mivoice"], ["teams phone", "teams calling", "operator connect", "gamma"]])

# --- negative (7)
Q("negative", "ediscovery", "Have we ever used Everlaw for e-discovery?",
  "No. Everlaw is what Marlowe Penhale, the solicitors on the other side, use. Our litigation team went from Reveal to DISCO, and Tomasz turned down a move to Everlaw in 2025.",
  ["never", "did not", "didn't", "not adopted", "no"], ["s05.everlaw_opp", "s16.everlaw_opp", "s32.everlaw_no"])
Q("negative", "ediscovery", "Did litigation ever move to RelativityOne?",
  "No. RelativityOne was considered in 2024 and rejected: its minimum annual commitment was too big for a 14-person team and it practically needs a certified admin. Reveal was replaced by DISCO.",
  NEG, ["s11.relativity_rejected"])
Q("negative", "password_manager", "Was Bitwarden ever rolled out to the whole firm?",
  "No. Only the four-person IT team piloted it, from 2024-10-16 for about a month, and the pilot was abandoned; the firm went from LastPass to Keeper.",
  ["never", "did not", "didn't", "not adopted", "abandoned", "no"], ["s16.bitwarden_pilot", "s18.bitwarden_abandoned"])
Q("negative", "intranet", "Did the intranet ever move to Interact?",
  "No. A move to Interact in June 2025 was announced in March 2025 and cancelled in May, before any rollout; the intranet stayed on the Hub (SharePoint Online).",
  ["never", "did not", "didn't", "cancelled", "canceled", "no"], ["s26.interact_plan", "s28.interact_cancelled"])
Q("negative", "ebilling", "Does the firm use CounselLink to submit its bills?",
  "No. CounselLink is Harcastle Insurance's e-billing portal (and Legal Tracker is Norvane Foods'). The firm submits into those client portals through BillBLAST, and did so by hand before 2024-09-30.",
  ["no", "billblast"], ["s03.ebill_manual", "s14.billblast_plan"])
Q("negative", "phone_leeds_bristol", "Are Leeds and Bristol on Teams Phone like London?",
  "No. Only London moved to Teams Phone (September 2024); Leeds and Bristol are still on the Mitel MiVoice system, whose maintenance contract runs to March 2026.",
  ["no", "mitel"], ["s13.london_plan", "s33.mitel_current"])
Q("negative", "mdm", "Did we ever buy Jamf for the Macs?",
  "No. The reseller proposed Jamf Pro for marketing's six Macs in June 2024, but they went into Intune with everything else.",
  NEG + ["intune"], ["s08.jamf_rejected"])

# --- ownership (5)
Q("ownership", "owner_backup", "Who is in charge of backups now?",
  "Callum Strachan, the infrastructure engineer, since 2025-01-13; he took them over from Declan.",
  ["callum"], ["s21.backup_handover", "s34.owners"])
Q("ownership", "owner_intranet", "Who looks after the intranet?",
  "Ines Carvalho, the knowledge manager, since 2024-10-01 (Declan before her).",
  ["ines"], ["s15.intranet_handover", "s34.owners"])
Q("ownership", "owner_helpdesk", "Who runs the helpdesk at the moment?",
  "Nadia Firth, since 2025-06-30, while Pri is on maternity leave.",
  ["nadia"], ["s30.helpdesk_handover", "s31.owner_nadia", "s34.owners"])
Q("ownership", "owner_backup", "Who was responsible for backups before Callum?",
  "Declan Ofori, the IT manager, until 2025-01-13.",
  ["declan"], ["s02.backups", "s21.backup_handover"])
Q("ownership", "owner_ediscovery", "Who owns e-discovery at the firm?",
  "Tomasz Zielak, the litigation support manager.",
  ["tomasz"], ["s05.owner_tomasz", "s34.owners"])


# ==========================================================================================
# output

def build() -> None:
    tag_to_id: dict[str, str] = {}
    sessions_out = []
    previous_end = None
    for s_index, s in enumerate(SESSIONS, start=1):
        sid = f"{PREFIX}/s{s_index:02d}"
        start = datetime.fromisoformat(s["start"])
        assert previous_end is None or start > previous_end, sid
        at = start
        turns_out = []
        for t_index, (role, text, tags) in enumerate(s["turns"], start=1):
            tid = f"{sid}#{t_index}"
            # time since the previous turn: reading/typing time grows with the text
            if t_index == 1:
                at = at + timedelta(minutes=1)
            elif role == "assistant":
                at = at + timedelta(minutes=1 + len(text) // 450)
            else:
                at = at + timedelta(minutes=3 + len(text) // 120)
            for tag in tags:
                expected = f"s{s_index:02d}."
                assert tag.startswith(expected), f"tag {tag} is in session {sid}"
                assert tag not in tag_to_id, f"duplicate tag {tag}"
                tag_to_id[tag] = tid
            turns_out.append({"id": tid, "speaker": role, "role": role, "text": text,
                              "at": at.isoformat()})
        assert at.date() == start.date(), sid
        previous_end = at
        sessions_out.append({"id": sid, "title": s["title"], "started_at": start.isoformat(),
                             "turns": turns_out})

    def resolve(tags: list[str]) -> list[str]:
        out = []
        for tag in tags:
            assert tag in tag_to_id, f"unknown tag {tag}"
            out.append(tag_to_id[tag])
        return out

    corpus = {"format": "graphmem-chat/1", "sessions": sessions_out}
    (HERE / "corpus.chat.json").write_text(json.dumps(corpus, indent=1, ensure_ascii=False) + "\n", encoding="utf-8")

    with (HERE / "facts.jsonl").open("w", encoding="utf-8") as fh:
        for subject, predicate, obj, vf, vt, ev, timeline, note in FACTS:
            row = {"subject": subject, "predicate": predicate, "object": obj, "valid_from": vf, "valid_to": vt,
                   "evidence": resolve(ev), "timeline": timeline}
            if note:
                row["note"] = note
            fh.write(json.dumps(row, ensure_ascii=False) + "\n")

    with (HERE / "questions.jsonl").open("w", encoding="utf-8") as fh:
        for q in QUESTIONS:
            row = dict(q, evidence=resolve(q["evidence"]))
            fh.write(json.dumps(row, ensure_ascii=False) + "\n")

    unused = sorted(set(tag_to_id) - {t for f in FACTS for t in f[5]} - {t for q in QUESTIONS for t in q["evidence"]})
    n_turns = sum(len(s["turns"]) for s in sessions_out)
    print(f"wrote {len(sessions_out)} sessions, {n_turns} turns, {len(FACTS)} facts, {len(QUESTIONS)} questions")
    if unused:
        print("tags not cited:", ", ".join(unused))


if __name__ == "__main__":
    build()
