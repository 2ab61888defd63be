#!/usr/bin/env python3
"""Write the chat_holdout19 data files from the data in this script.

    python3 generate.py            # (re)write corpus.chat.json, questions.jsonl, facts.jsonl
    python3 generate.py --check    # write nothing; exit 1 if a file on disk differs

Deterministic: no clock, no randomness, no environment. Standard library only.
Every turn time is derived from the session start and the length of the turns before it.
Evidence ids in FACTS and QUESTIONS are written short ("s04#3") and expanded to "h19/s04#3".
"""
from __future__ import annotations

import json
import sys
from datetime import datetime, timedelta
from pathlib import Path

PREFIX = "h19"
FORMAT = "graphmem-chat/1"

# Group-chat turns carry the person's display name as speaker (role "user").
# Assistant sessions use speaker "user" / "assistant"; the person says who they are.
PEOPLE = [
    "Helen Strand", "Gareth Pugh", "Ayesha Raman", "Declan Moss", "Bea Tremlett",
    "Fiona Lathbury", "Marta Kowalczyk", "Kwame Osei", "Oskar Lindqvist", "Luca Ferrante",
    "Jonas Weidinger", "Dmitri Sokolov", "Inés Carvalho", "Ravi Mehta", "Callum Reeve",
]

U, A = "user", "assistant"
HELEN, GARETH, AYESHA, DECLAN, BEA = "Helen Strand", "Gareth Pugh", "Ayesha Raman", "Declan Moss", "Bea Tremlett"
MARTA, KWAME, OSKAR, LUCA = "Marta Kowalczyk", "Kwame Osei", "Oskar Lindqvist", "Luca Ferrante"
JONAS, DMITRI, INES, RAVI, CALLUM = "Jonas Weidinger", "Dmitri Sokolov", "Inés Carvalho", "Ravi Mehta", "Callum Reeve"

# (session number, title, started_at, turns); a turn is (speaker, text)
SESSIONS = []


def session(number, title, started_at, turns):
    SESSIONS.append((number, title, started_at, turns))


# ---------------------------------------------------------------------------------------------
session(1, "Kestrel Quay central model will not open", "2024-03-05T09:40:00", [
(U, r"""Hi. Marta here, BIM manager at Saltmarsh Verey Architects. I look after our BIM standards and the office Revit template. We work in Revit 2023 in the Ashcombe and Brennport studios (Caldmoor studio is on Archicad, so not them). This morning the central model of Kestrel Quay housing does not open for nobody. Revit says:

```
The file \\sva-fs01\projects\KQ-2207\05 BIM\KQ_ARCH_Central.rvt
is corrupt and cannot be opened. An unrecoverable error has occurred.
```

Brennport has a replica of the same folder through DFS. Maybe it is older, but it gives same error."""),
(A, r"""Don't let anyone overwrite anything yet, and don't let DFS replicate on top of what's there. In order:

1. **Stop the damage spreading.** Ask everyone in both studios to close Kestrel Quay without synchronising. If the Brennport replica is also corrupt, DFS has probably already copied the bad file across.
2. **Check the central's backup folder.** Next to the central there is `KQ_ARCH_Central_backup\`, holding the last saves. In Revit: *Collaborate > Restore Backup*, point at that folder, and roll back to the last version before the crash.
3. **If that fails, open with Audit + Detach.** *File > Open*, select the central, tick **Audit** and **Detach from Central > Preserve Worksets**. Audit repairs element-level corruption where it can.
4. **Look at the DFS side.** On the file server, the hidden `DfsrPrivate\ConflictAndDeleted` folder of the replicated folder keeps files that lost a replication conflict. If the central was written in both studios at nearly the same moment, one copy went there.

Tell me what you find in 2 and 4."""),
(U, r"""Restore Backup shows 20 versions but newest three give same error. Version from yesterday 08:40 opens! Audit on it takes 14 minutes, 3,200 warnings, same as before, so ok.

And you are right: in ConflictAndDeleted there is KQ_ARCH_Central.rvt from yesterday 08:52. Oskar in Brennport synchronised at 08:51 and somebody in Ashcombe at 08:52. So DFS replicated Brennport's central over ours?"""),
(A, r"""That's the likely story. DFS Replication is multi-master with *last writer wins*: when the same file changes on two servers before replication catches up, the later write wins and the other copy is moved to ConflictAndDeleted. That's harmless for a Word document and fatal for a Revit central, because the central and the `_backup` folder beside it are a set of files that must change together. A central half-replicated from one server and half from the other is exactly the corruption you saw.

Revit worksharing assumes one authoritative copy of the central that everyone reaches. To rebuild:

1. Open the 08:40 version with Audit, *Detach and Preserve Worksets*.
2. *Save As* to the original path with *Make this a Central Model after save* ticked; it creates a fresh `_backup` folder.
3. Everyone deletes their old local and creates a new one. Old locals point at the old central's identity and will refuse to synchronise anyway.
4. Work done after 08:40 yesterday has to be redone, or copied out of old locals before they're deleted."""),
(U, r"""Ok. New central saved, 412 MB. I tell people to make new locals. Can you write short message for the studios? They don't read long emails. Please also say the March template is on the server since Friday, v24.03. I release the office template every month and new projects must start only from the current one."""),
(A, r"""**Kestrel Quay: new central, please read (2 minutes)**

The KQ central was corrupted yesterday morning and has been rebuilt from the 08:40 backup.

- Copy out anything you changed after 08:40 yesterday, then delete your old KQ local.
- Create a new local from `\\sva-fs01\projects\KQ-2207\05 BIM\KQ_ARCH_Central.rvt`.
- Work done after 08:40 yesterday has to be redone or pasted in from your old local.

Also: the **March office template (v24.03)** has been on the server since Friday. New projects start from the current monthly template only.

Questions to Marta."""),
(U, r"""Good, sent. Gareth (our IT manager) asks if we can simply exclude the .rvt centrals from DFS replication. What do we lose?"""),
(A, r"""Only the local copy in the other studio. With a file filter on the replicated folder (`*.rvt` and the `*_backup` folders excluded), each central lives only on the server of the studio that owns the project. Brennport staff working on an Ashcombe project then open it across the WAN: fine for a couple of people, slow on a 400 MB model, and miserable over the VPN from home.

The proper fixes cost money or effort: Revit Server with an Accelerator in Brennport (included with the licence, but it needs a server and some care), or cloud worksharing (BIM Collaborate Pro), which is per user and not cheap. For now, the exclude plus a rule that one studio owns each central is the safe minimum."""),
(U, r"""Cloud worksharing is too expensive for us now, Helen (managing partner) will say no immediately. We do the exclude and Brennport works only on own centrals. Thanks, dziękuję!"""),
])

session(2, "Slack #it-help: no licences available", "2024-03-20T10:12:00", [
(OSKAR, r"""Morning all. Revit says "No licenses available" for me since about 10:00. Anyone else? I'm working from home today on FortiClient and the VPN itself says connected."""),
(KWAME, r"""Same in the Brennport office, four of us. Ashcombe?"""),
(GARETH, r"""Looking. The licence server is mine to babysit, sadly. sva-lic01 rebooted for Windows updates at 03:00 and the FlexNet service came back half-dead. lmtools says:
```
adskflex: Vendor daemon is down (-97,121)
```
So nobody can check out a Revit seat."""),
(GARETH, r"""Restarted the Autodesk licensing service and the vendor daemon. lmstat shows 35 of 40 Revit seats free. Close Revit completely and open it again."""),
(LUCA, r"""not our problem in Caldmoor, we are Archicad people 😄 but Gareth since you are here: the FortiClient from home drops every 20 minutes for me. known thing?"""),
(GARETH, r"""Known-ish. The FortiGate sends all your traffic through Ashcombe (full tunnel), so any wobble on your home line kills the session. I'll raise the timeout. If it carries on, log it with Tandem IT, the firewall is still theirs to manage."""),
(KWAME, r"""Revit is back in the office. Two more things after that reboot: my Mitel desk phone shows "No service", and the plotter queue on sva-print01 has 6 jobs stuck."""),
(GARETH, r"""Same night of updates: the print server rebooted too and the spooler hung, restarting it now. The Mitel controller in the comms room is its own sulky box, I'll power cycle it at lunch. Ring my mobile until then."""),
(OSKAR, r"""Works from home too now, thanks. Gareth, can we get an alert when the licence daemon dies, instead of finding out from twenty architects on Slack?"""),
(GARETH, r"""Yes. I'll add a service monitor in Kaseya for the FlexNet service on sva-lic01, so Tandem get alerted as well as me."""),
])

session(3, "Slack #studio-leads: timesheets", "2024-04-03T16:30:00", [
(DECLAN, r"""Heads-up ahead of Monday's call, but saying it here too: from Monday (8 April) the Excel timesheet is retired. Everyone logs their time in Harvest; invites went out this afternoon to all 88 staff. Weekly, by Friday 5pm, same project codes as before."""),
(HELEN, r"""Thanks Declan. For the record, why: the Excel sheets came back in five different versions of the template, and Declan and Bea lose two days every month retyping hours into Sage before we can invoice anyone."""),
(KWAME, r"""Brennport's fine with it. Does Harvest know our stages? On the Westmere hospital we bill stage by stage."""),
(DECLAN, r"""Yes. Every project has tasks for RIBA stages 0 to 7 plus "Site visits" and "Non-chargeable". Inés, that includes the site team, there's an iPad app."""),
(INES, r"""ok good, my guys on site hate the excel, it never opens right on the ipad. so PlanGrid for the drawings and Harvest for the hours, both on ipad, fine for me"""),
(LUCA, r"""Caldmoor will do it but please don't ask us to log every 15 minutes, we are architects not lawyers 😅"""),
(DECLAN, r"""Half hours is fine, Luca."""),
(HELEN, r"""Agenda for Monday's studio leads call (9:00, as every week): Harvest, the Kestrel Quay fee, and the state of the Trello boards. Kwame, the Westmere board in Trello still has cards from 2022."""),
(KWAME, r"""Guilty. I'll archive the old lists before Monday."""),
])

session(4, "Leaving LastPass: 1Password or Bitwarden", "2024-04-23T14:05:00", [
(U, r"""I'm Gareth, IT manager at an architecture practice: about 90 people, three studios, plus a site team on iPads. We've been on LastPass Business since 2019. After the 2022 breach, the encrypted vaults that were stolen and the reports since then of crypto wallets drained from cracked vaults, our cyber insurer's renewal form now asks pointedly which password manager we use, and the partners want us off LastPass. I'm comparing 1Password Business and Bitwarden (cloud or self-hosted). There's no real IT team here: it's me, plus an IT coordinator starting in May. Help me compare."""),
(A, r"""For a firm your size the two are closer than the marketing suggests; the differences are admin effort and how people feel about the apps.

| | 1Password Business | Bitwarden Teams / Enterprise |
|---|---|---|
| List price per user/month | about $8 | about $4 Teams, $6 Enterprise |
| Entra ID (Azure AD) | SCIM bridge for provisioning, unlock with Entra ID | SCIM and SSO on Enterprise |
| LastPass import | direct importer, shared folders become vaults | direct importer, shared folders become collections |
| Admin reporting | Watchtower, activity log, breach alerts | event logs, vault health reports |
| Self-hosting | no | yes (Docker), but patching, backups and uptime are then yours |
| Account recovery | recovery group of admins | admin password reset via policy (Enterprise) |

Both encrypt end to end with keys derived on the device. Part of the LastPass problem was weak iteration counts on old vaults and unencrypted metadata such as URLs; both alternatives handle that better.

With one IT person, self-hosted Bitwarden mainly moves risk onto you. Between the two cloud services the deciding factors are usually which browser extension people tolerate, and whether the partners are comfortable with the admin console."""),
(U, r"""Self-hosted Bitwarden is out, I'd be the one patching it at 11pm. Cloud Bitwarden vs 1Password: the studio leads tried both last week. They found the 1Password browser extension much less annoying, and Helen (managing partner) liked that she can see the shared vault with the Westmere client-portal logins without asking me. The price difference is about £600 a year for us. I'm leaning 1Password."""),
(A, r"""That's a sound reason: adoption matters more than £600 a year, and a password manager people route around protects nothing. For the migration:

1. **Export from LastPass per shared folder**, not one big CSV, so each shared folder maps to a 1Password vault (Ashcombe, Brennport, Caldmoor, Finance, IT, Site team, Client portals).
2. **Rotate the important passwords after import.** The LastPass vault data was stolen in 2022; anything that existed then and still works (firewall admin, Microsoft 365 global admin, bank, Autodesk account, domain registrar) should be changed, not just moved.
3. **Set up a recovery group** of two people (you and Helen, later the coordinator), so a forgotten account password doesn't lock anyone out.
4. **Enforce two-factor** on 1Password accounts, or unlock with Entra ID for a single sign-in.
5. **Close LastPass** once the rotation is done, and securely delete the exported CSVs: they're plaintext."""),
(U, r"""Timeline I want: everyone moved on Monday 20 May, LastPass closed by the end of June. Can you give me a checklist for the day itself?"""),
(A, r"""**Migration day, Monday 20 May**

Before 9:00
- [ ] Vaults created and permissions set; imports checked by one person per studio the Friday before.
- [ ] Invitations scheduled for 08:30 with a ten-line how-to: install the app and the browser extension, save the Emergency Kit, sign in.
- [ ] LastPass set to read-only for everyone except admins, so nothing new is saved there after the import.

During the day
- [ ] A drop-in slot per studio (in person or a Slack huddle), 9:00-12:00.
- [ ] In the afternoon, disable the LastPass browser extension by policy so autofill only comes from 1Password.
- [ ] At 15:00, list who hasn't accepted the invitation and chase them personally.

Afterwards
- [ ] Weeks 1-2: rotate the critical passwords.
- [ ] By the end of June: export the LastPass audit log for your records, then close the account.
- [ ] Update the insurer's form: password manager, two-factor enforced, migration date."""),
(U, r"""Side question while I have you. Kaseya keeps flagging "agent offline" for three Brennport laptops. Tandem IT (our MSP, they run Kaseya for us) says it's on our side. Anything obvious?"""),
(A, r"""A few usual suspects, quickest first:

- **The agent service is stopped or stuck.** On one laptop: `Get-Service | Where-Object DisplayName -like '*Kaseya*'`. If it's stopped, start it and read the agent log under `C:\ProgramData\Kaseya\Log`.
- **It can't reach the VSA server.** `Test-NetConnection <vsa-host> -Port 5721`, once in the office and once on the VPN. If it fails only on the VPN, the FortiGate policy for VPN users may not allow 5721 out.
- **Clock skew** after a long sleep can break the agent's TLS session: `w32tm /resync`.
- **Duplicate agent IDs** if the three laptops came from one image with the agent already installed: they take turns being online. Tandem can see that in the VSA as three machines sharing one agent history.

The last one fits "three laptops from the same batch" suspiciously well."""),
(U, r"""Ha, they were imaged together in January. I'll send that to Tandem. And decision made: 1Password it is, Bitwarden's off the table. Thanks."""),
])

session(5, "Slack #studio-leads: wrong revision went out", "2024-05-14T11:20:00", [
(KWAME, r"""Bad one, sorry to bring it here. Halden Build priced the Westmere plant room from rev C of A-201, but rev D was current. Rev C went out in yesterday's issue because the PDF set was exported from an old saved print set. Halden's QS has already put it into their Procore, so it's on their RFI log too."""),
(HELEN, r"""What does it cost us?"""),
(KWAME, r"""Probably nothing this time, their QS spotted the duct clash and asked. But it's the second wrong revision out of this office this year."""),
(MARTA, r"""The issue sheet in Revit was correct. The PDFs came from a print set saved in March. Nobody compared the PDFs with the sheet list before sending. Today any architect can issue after his own check, and this is the hole."""),
(HELEN, r"""Right. New rule from Monday 3 June: no drawing leaves the office until a second person has checked the PDF set against the issue sheet and initialled the check box on the transmittal. The checker can't be the author. Marta, can you add the box to the transmittal template?"""),
(MARTA, r"""Yes. It goes in the June template release, like every month (v24.06)."""),
(OSKAR, r"""Does this include sketches we send the client by email?"""),
(HELEN, r"""Anything with a drawing number. SK sketches are fine without."""),
(KWAME, r"""OK. I'll tell Halden it was our mistake and upload rev D through their Procore portal. Their system, not ours, but they'll want it there."""),
])

session(6, "V-Ray out of memory on the render nodes", "2024-05-22T15:00:00", [
(U, r"""Hallo, Jonas here. I lead the visualisation group at Saltmarsh Verey (we are 3) and I run our render farm: six nodes in a cupboard, managed with Deadline 10. We render in 3ds Max 2024 with V-Ray 6. The architects make their quick views themselves in Enscape, we do the final images. Problem: an aerial of the Kestrel Quay masterplan crashes on the nodes with out of memory at about 40%. The scene has 28 million polys and a lot of Forest Pack trees. Nodes have 64 GB RAM; my workstation with 128 GB renders it in 3 hours."""),
(A, r"""Forest Pack scenes usually blow up memory in three places; in order of likely gain:

1. **Forest Pack render mode.** Every Forest object should render as instances (the default with V-Ray). If someone collapsed a Forest object to a mesh, it's no longer instanced.
2. **V-Ray dynamic memory limit.** *Settings > System > Dynamic memory limit*: on the nodes set it to 0 (auto) or around 50,000 MB, so V-Ray unloads proxies and displacement tiles instead of hitting the wall.
3. **Textures.** 8K textures on trees seen from 300 m are wasted; convert to tiled EXR (`vrayimg2tiledexr`) so only the needed mip levels load.

Also check that Deadline isn't running two tasks per node (*Concurrent Tasks* in the job properties): two frames at once on a 64 GB node halves the memory per frame."""),
(U, r"""Concurrent tasks was 2! Set it to 1 and dynamic memory to 0, now it finishes in 3h40 on node 3. But honestly, we spend more time tweaking V-Ray settings than making images. Dmitri tried Corona for the Millbrook school interiors last month and he says the setup took half the time. Should we move the group to Corona?"""),
(A, r"""It's a common move for small architectural viz teams. The trade-offs:

**For Corona**
- Far fewer settings: you set a noise level or a time limit and let it run. Less time in render settings, more in lighting and composition.
- The interactive renderer is good enough to light a scene live in the viewport.
- Same vendor (Chaos); Forest Pack and RailClone work; Deadline supports Corona jobs.
- The Corona Converter turns most V-Ray materials and lights into Corona ones.

**Against, or costs**
- CPU only: if you ever want GPU rendering, that's V-Ray GPU, not Corona.
- Converted materials need checking; glass, SSS and layered materials rarely convert perfectly.
- Running jobs should stay in V-Ray until delivered; don't convert half-finished scenes.
- The nodes need Corona render licences in place of V-Ray ones (worth asking Chaos about a plan that covers both)."""),
(U, r"""We have 6 V-Ray render node licences on the Deadline nodes. They come from the Chaos licence server that runs on sva-lic01, same machine as the Autodesk FlexNet; Gareth looks after that box. By the way the Chaos account login moved into the new 1Password vault since Monday, finally no more LastPass 🙂"""),
(A, r"""Then the practical order is: agree the licence change with Chaos (swap the node licences or move to a plan that includes both), serve the Corona licences from the same Chaos licence server so Gareth has no new machine to look after, and test one Corona job on one node through Deadline before touching the rest. Keep the V-Ray licences until the last V-Ray job is delivered."""),
(U, r"""Ok. I propose to Helen: all new jobs in Corona from June, running jobs stay in V-Ray until they are finished. Can you write me five bullet points why, for her, not technical?"""),
(A, r"""- **More images for the same hours.** Corona has far fewer settings; Dmitri's test on Millbrook took half the setup time. That time goes into design quality instead of technical tuning.
- **Faster feedback with the architects.** We can light and adjust a view live with the project team instead of waiting for test renders.
- **No new hardware.** It runs on the nodes and workstations we already have.
- **Same supplier, similar cost.** Corona is made by Chaos, who make V-Ray; licences run through the same licence server.
- **Low risk.** Only new jobs move; running jobs finish in V-Ray, so nothing in progress is disrupted."""),
(U, r"""Danke, perfect. I send it today."""),
])

session(7, "Slack #viz: Corona, and node 2", "2024-06-13T10:00:00", [
(JONAS, r"""Helen said yes. From Monday every new job is in Corona. Running jobs (the Kestrel Quay aerials, the Westmere atrium stills) finish in V-Ray."""),
(DMITRI, r"""finally!! i already have converter script for our material library, will run it tonight"""),
(JONAS, r"""Bad news too: node 2 doesn't POST since this morning. Power supply probably. So we have 5 nodes in the cupboard for Deadline now."""),
(DMITRI, r"""the cupboard is 34 degrees again. node 5 throttles all the time in summer"""),
(HELEN, r"""Is it worth thinking about a cloud render farm instead of replacing nodes? Just asking."""),
(JONAS, r"""Maybe. In the cloud we pay per job, but no hardware and no heat. I'll look at it after the summer, now we have deadlines."""),
(DMITRI, r"""btw the fathom & gray people (the Westmere marketing agency) render their animations on GarageFarm, they told me it is cheap"""),
(JONAS, r"""They have their own pipeline, not our business. Ok, PSU ordered for node 2."""),
])

session(8, "Slack #it-help: plotter queue in Brennport", "2024-06-26T09:30:00", [
(OSKAR, r"""The plotter in Brennport has 11 jobs stuck in the queue. The A0 sheets for Westmere are there since 8:10. Can somebody kill the queue?"""),
(AYESHA, r"""Hi Oskar, Ayesha here (new IT coordinator, I started in May). Since PaperCut went live last Friday, plot jobs wait in a release queue until you tap your card at the plotter. Did you tap?"""),
(OSKAR, r"""Ahh. No. I didn't know that. 11 jobs printed now, 40 metres of paper 🙈"""),
(GARETH, r"""My fault, the PaperCut email only went to Ashcombe. Until Friday everything went straight to the queues on the print server. Ayesha will resend it to everyone."""),
(GARETH, r"""While I have everyone: from next month Ayesha looks after the licence server (sva-lic01, the Autodesk FlexNet and the Chaos licence server). Licence errors go to her from 1 July, not to me."""),
(MARTA, r"""Welcome Ayesha! Then a question for you both: Revit 2025 rollout. Plan is still Monday 29 July for Ashcombe and Brennport? I need to upgrade the template and families before."""),
(GARETH, r"""29 July, yes, both studios. Caldmoor isn't affected."""),
(HELEN, r"""And a reminder: Trello is done at the end of June. From Monday 1 July the project boards live in Asana; Declan has moved the active ones across."""),
(AYESHA, r"""Noted, all of it. Oskar, I'll also set the plotter to drop unreleased jobs after 24 hours so the queue can't grow like that."""),
])

session(9, "Sage 50 to Xero at the new financial year", "2024-07-03T13:40:00", [
(U, r"""Declan here, finance and office manager at Saltmarsh Verey (architects, about 90 staff). We're on Sage 50 Accounts, desktop, on a server in Ashcombe. I want to move to Xero at the start of our financial year, 1 October. Reasons: Sage is only usable in Ashcombe, so Bea has to remote into it from Brennport over the VPN; the bank feeds break every month; and Harvest (our timesheets since April) can push invoices straight into Xero but not into Sage 50. What's a realistic plan?"""),
(A, r"""Moving at the start of the financial year is the right instinct: you bring across closing balances at 30 September and avoid splitting a year between two systems. A realistic plan:

1. **July-August: set up Xero.** Chart of accounts mapped from Sage's nominal codes, VAT scheme and MTD connection, bank feeds, invoice templates, tracking categories.
2. **Conversion.** Either a conversion service that moves Sage 50 history, open invoices and balances, or a clean start with opening balances only and Sage kept read-only for history. With open invoices on many projects, the service is usually worth it.
3. **September: test conversion.** Convert a copy as at 31 August, reconcile the trial balance against Sage, fix the mappings.
4. **Go-live 1 October.** Final conversion after the September close; Sage 50 goes read-only.
5. **Harvest → Xero** switched on from 1 October, so new invoices are created in Xero.

The risk to watch is VAT: after the conversion, check each sales account's default tax rate, because converted accounts sometimes arrive set to "No VAT"."""),
(U, r"""Tracking categories: one for the studio (Ashcombe / Brennport / Caldmoor) and one for the project? We have about 140 live projects."""),
(A, r"""Use the studio as a tracking category. Xero allows only two categories, and the project as a category becomes unmanageable at 140 options that change every month. Keep project-level data where it already lives: Harvest tracks time and invoices by project, and its invoices arrive in Xero with the project in the reference. If you later want project profitability inside the accounts, that's a job for a practice-management tool, not for tracking categories."""),
(U, r"""Payroll stays with our bureau for now: Whitcombe & Daly run it, Fiona (HR and payroll) sends them the changes each month and they send back a journal. Is that fine in Xero?"""),
(A, r"""Yes. Post the bureau's monthly payroll journal as a manual journal (gross pay, employer NI, pension, PAYE/NI liability, net pay to a wages control account) and clear the wages control when the salaries leave the bank. If you ever bring payroll in-house, Xero Payroll posts that journal itself, but there's no need to change both at once."""),
(U, r"""OK: go-live 1 October, Sage read-only after the September close. Also unrelated: since Monday our project boards are in Asana instead of Trello. Any way to link an Asana project to a Xero contact? Helen wants to see fees next to tasks."""),
(A, r"""Not natively. Options: a custom field in Asana holding the Xero contact or the Harvest project code, which costs nothing and answers "which client is this"; or Zapier/Make pushing invoice totals into an Asana field, which works but is one more thing to maintain. For fees against progress, Harvest's project budget report is closer to what Helen wants than anything in Asana."""),
(U, r"""We'll live without. Last thing, nothing to do with software: I'm away 10 to 24 August, and someone needs to take the Friday backup USB drive home while I'm gone. I'll ask Gareth. Thanks for the help."""),
])

session(10, "Slack #studio-leads: partners' meeting", "2024-07-17T16:00:00", [
(HELEN, r"""Three things from the partners' meeting. 1) Slack: the renewal came in 40% higher, and we already pay for Microsoft 365 with Teams included. From the first Monday in September we move chat to Teams, and Slack goes read-only."""),
(LUCA, r"""noooo. Teams is so slow. but ok, if it is paid already."""),
(HELEN, r"""2) Caldmoor: we'd like one BIM platform across the practice. The plan is that Caldmoor moves from Archicad to Revit in January, after the Ropeworks library goes to tender."""),
(LUCA, r"""we talk about this one more time please. my team has 12 years of Archicad."""),
(HELEN, r"""We will, Luca. 3) Revit 2025. Gareth?"""),
(GARETH, r"""The 29 July date is off. Enscape's plugin for 2025 crashes with our worksharing setup and pyRevit isn't ready for 2025 yet, plus Kestrel Quay has its stage 4 issue on 9 August. New date for Ashcombe: Monday 2 September, after the bank holiday."""),
(KWAME, r"""Brennport stays on Revit 2023 until the Westmere hospital stage 4 package is out, early next year. The M&E consultant and the structural engineers are on 2023 and we can't upgrade a shared model mid-stage."""),
(MARTA, r"""Ok, so I keep templates for 2023 and 2025 in parallel until then. Not nice but fine."""),
(HELEN, r"""Thanks all."""),
])

session(11, "PlanGrid losing markups on site", "2024-08-06T07:45:00", [
(U, r"""hello, I am Inés, I lead the site supervision team of Saltmarsh Verey (we are 5, we work from the construction sites on iPads). We use PlanGrid for drawings, markups and snag lists. Since July the sync is terrible. On the Westmere hospital site there is a basement with no signal and PlanGrid loses my markups when I come back to 4G. And Autodesk told us PlanGrid will be replaced by Autodesk Build, they want us to move. what do you think?"""),
(A, r"""Two separate problems: losing offline markups, and PlanGrid's future.

On the second: Autodesk has been moving PlanGrid customers to Autodesk Build (part of Autodesk Construction Cloud) for a while, so planning a move now is better than waiting for a deadline. Realistic options for a small supervision team on iPads:

- **Autodesk Build**: the official successor. Strong if you also live in Autodesk Docs and BIM Collaborate; priced per user and usually the most expensive.
- **Fieldwire** (Hilti): plans, markups, tasks and snags, forms; a good offline mode; cheaper per user; simple for small teams.
- **Dalux Field**: popular in Europe, very good with BIM models on tablets.
- **Procore**: mostly bought by contractors for the whole project; rarely right for an architect's own team.

What matters most to you: offline reliability, price, or links to the office's Revit models?"""),
(U, r"""Procore is what Halden Build use (the contractor on Westmere). We have guest access to their Procore for RFIs, but it's their system, not for our own snagging. The Autodesk Build quote came: £1,150 per user per year. Fieldwire is much cheaper (Pro plan). Offline is most important for me, the basements and plant rooms have no signal."""),
(A, r"""Then Fieldwire deserves a proper pilot. Its offline model is the point: on the iPad it keeps downloaded plans, tasks and photos locally and queues your changes until you're back online, instead of trying to stream. Before you start:

1. Set the project's plans to be available offline and download them on each iPad while on Wi-Fi.
2. Test your exact failure: go into the Westmere basement, add ten markups and photos, come back up, check they sync.
3. Run it on one site for three weeks with the real team, not a demo project.
4. Export everything from PlanGrid before changing anything, so the snag history isn't lost."""),
(U, r"""ok I try Fieldwire on the Millbrook school site for 3 weeks. how do I export the PlanGrid issues with the photos?"""),
(A, r"""In PlanGrid on the web: open the project, go to the issues (tasks) list, filter to what you want, then export a **PDF report** with photos included, one report per site. For a data copy as well, the **CSV export** gives every issue with status, assignee and dates, with links instead of photos. Do both: the PDF is the record for the client and the contractor, the CSV is what you can re-import if Fieldwire's importer accepts it. For the photos on their own, select all in the photos view and download them as a zip per project."""),
(U, r"""thank you. and the markups I lost yesterday in the basement, any way to get back?"""),
(A, r"""Maybe. Until PlanGrid manages to upload them, unsent changes stay in the app's pending queue on the iPad. Look in the app's sync status for pending uploads. If they're listed, get onto stable Wi-Fi and sync; don't log out and don't reinstall the app, which throws the queue away."""),
(U, r"""found 6 of them in pending!! obrigada 🙏"""),
])

session(12, "Teams · IT help: first week", "2024-09-04T10:05:00", [
(MARTA, r"""Since Monday everyone in Ashcombe is on Revit 2025. 31 people upgraded, 3 problems so far. The worst: the Kestrel Quay structure comes from the engineers' Tekla model as IFC, and in 2025 the IFC import makes every beam a generic model."""),
(AYESHA, r"""I saw the ticket. The other two were Enscape not loading (fixed with the new Enscape build) and one licence error: I had to add the 2025 feature lines to the options file on sva-lic01. That's sorted now."""),
(OSKAR, r"""And Brennport? We stay on 2023, right? I got the 2025 installer pushed to my laptop by accident."""),
(GARETH, r"""Yes, Brennport stays on 2023 until the Westmere stage 4 package is out. The install on your laptop was a Kaseya policy with the wrong group, sorry. Uninstall it or leave it, just never open Westmere in it, it upgrades the file."""),
(LUCA, r"""how do I find the old Slack channels in here? I search "ropeworks" and nothing"""),
(AYESHA, r"""Slack history didn't move, Luca. Slack is read-only until the end of September and then it's gone, so export anything you need. Here in Teams the same channels are under the "Studios" team."""),
(LUCA, r"""ok, ok. teams is slow like I said 😒"""),
(MARTA, r"""For the IFC: we use the import with "map by IFC class", I update the template notes. Also the September template v24.09 (2025 only) is on the server."""),
(AYESHA, r"""Thanks Marta. Oskar, is the plotter behaving?"""),
(OSKAR, r"""Yes, I tap my card now 😄"""),
])

session(13, "Render node died: cloud farm options", "2024-09-19T14:20:00", [
(U, r"""Jonas again, visualisation group. Our in-house render farm is 5 old nodes (Xeons from 2017) in a cupboard, managed with Deadline 10. Node 4 died yesterday, motherboard, two weeks before the Westmere atrium animation. Helen asked in June about cloud render farms and now I have to answer her. We render in Corona since June, so a farm must support Corona 11 with 3ds Max 2024, Forest Pack and RailClone. Can you compare RebusFarm, Fox Renderfarm and Chaos Cloud?"""),
(A, r"""| | RebusFarm | Fox Renderfarm | Chaos Cloud |
|---|---|---|---|
| Corona + 3ds Max | yes | yes | yes (Chaos's own service) |
| Forest Pack / RailClone | supported, plugin versions matched on their side | supported | limited: scenes must be self-contained, some plugin features unsupported |
| Submitting | 3ds Max plugin that checks the scene and uploads | desktop client or web upload | one click from 3ds Max |
| Pricing | per GHz-hour, with priority tiers | per core-hour, often the cheapest | credits |
| Support | European business hours | around the clock, based in Asia | vendor support |

For animation, what matters besides price is how the uploader copes with your asset paths (Forest Pack scenes reference many textures and proxies) and how cheaply and quickly you can re-render a few bad frames."""),
(U, r"""Chaos Cloud doesn't support Forest Pack the way we use it, I checked with a test scene: the trees were missing. Fox has good prices but their support answered at night our time, and the upload client was painful in the test. The RebusFarm plugin in 3ds Max worked first try, it even found two missing textures before the upload."""),
(A, r"""Then RebusFarm is the practical choice. The pre-flight check catching missing textures is what saves money on animation, because a frame rendered with a missing map is paid for twice. Things to decide: the priority tier per job (high for deadlines, low for overnight stills), who holds the account and the budget, and where the output lands."""),
(U, r"""Costs, so I can write to Helen: last year the nodes cost us about £2,900 in electricity, and I spent maybe 6 working days on hardware. The cupboard is 34 degrees in summer and the nodes throttle. The Westmere animation is 1,800 frames: on our 5, now 4, nodes that's about 9 days. RebusFarm quoted around £1,400 for it at medium priority."""),
(A, r"""So roughly: about £1,400 and one day in the cloud for the animation, against nine or more days of local rendering (longer with four nodes, longer again when they throttle) plus power and your time. Unless you render animations constantly, the cloud is cheaper over a year: £2,900 of electricity alone pays for two animations, and you stop spending days on hardware. A hybrid makes sense: stills on workstations, animations and large batches on RebusFarm, and no replacement nodes when the old ones die."""),
(U, r"""I think we go to RebusFarm when the nodes run out of warranty at the end of the year. Fox is no. Can you write the proposal paragraph for Helen?"""),
(A, r"""**Proposal: move heavy rendering to RebusFarm from January**

Our render nodes are seven years old; one has just failed and the rest leave warranty on 31 December. They cost about £2,900 a year in electricity, overheat in summer, and take around six days a year of Jonas's time to keep running. The Westmere atrium animation would take them about nine days; RebusFarm quoted about £1,400 and one day. We propose to stop replacing nodes, render stills on our workstations, and send animations and large batches to RebusFarm from January, with the monthly spend reported to Helen. We also tested Fox Renderfarm and Chaos Cloud: Chaos Cloud could not render our Forest Pack scenes, and Fox's upload tool and support hours were a poor fit."""),
(U, r"""Thanks. Also Deadline keeps showing node 4 as "Stalled" in the Monitor. How do I remove it?"""),
(A, r"""In Deadline Monitor, in the Workers panel: right-click node 4, **Mark Worker as Offline** so nothing is dispatched to it, then right-click again and **Delete Worker**. If tasks are still assigned to it, requeue them first (Tasks panel, select the stalled tasks, **Requeue**). Older Deadline versions call workers "slaves"; the menu items are otherwise the same."""),
])

session(14, "Teams · Site team: Fieldwire from Monday", "2024-10-03T17:10:00", [
(INES, r"""pessoal, the pilot on Millbrook was good. From Monday 7th we all use Fieldwire for drawings and snags, on all sites. PlanGrid stays open until end of October only to look at old things."""),
(RAVI, r"""Finally. Does Fieldwire work in the Westmere basement?"""),
(INES, r"""Yes, this is the point. Offline it keeps everything and syncs when you come up. I tested it 3 weeks."""),
(CALLUM, r"""What about Autodesk Build? I thought that was the plan from Autodesk."""),
(INES, r"""No, too expensive, £1,150 per user. We said no to Build. Fieldwire Pro is a fraction of it."""),
(KWAME, r"""Halden will want us to keep issuing site instructions through their Procore. That stays, right?"""),
(INES, r"""yes, Procore is Halden's, we only read and upload there. Our own snags go in Fieldwire."""),
(RAVI, r"""I'll move the Westmere snag list over the weekend then."""),
(INES, r"""obrigada Ravi ❤️ and everybody install Fieldwire from the App Store yourself, the iPads are not managed by IT."""),
])

session(15, "Harvest invoices arrive in Xero without VAT", "2024-10-16T11:00:00", [
(U, r"""Hi, I'm Bea, accounts assistant at an architecture practice. We went live on Xero on 1 October (before that we were on Sage 50). Our timesheets and invoices are in Harvest, and Harvest pushes each invoice to Xero. Problem: invoices from Harvest arrive in Xero with "No VAT" on the fee lines instead of 20%, but the expense lines come through fine."""),
(A, r"""Harvest's Xero integration sends each invoice line with an account code and relies on Xero for the tax rate unless one is mapped. When fee lines and expense lines behave differently, compare the two accounts:

- In Harvest, in the Xero integration settings, see which Xero account the fee (service) lines and the expense lines are mapped to.
- In Xero, in the chart of accounts, open each of those accounts and look at its default tax rate.

My bet is the fee account has "No VAT" as its default."""),
(U, r"""In Harvest the invoice shows "Tax 20%" at the bottom. In Xero the fee lines say "No VAT", the expense lines say "20% (VAT on Income)". Fee lines go to account 200, expenses to 260."""),
(A, r"""Then it's account 200's default. Conversions from Sage often bring accounts across with a blank or "No VAT" default, because Sage 50 keeps the tax code on each transaction rather than on the nominal code. Edit account 200, set its tax to 20% (VAT on Income) and save. New invoices from Harvest will pick it up; the ones already created won't change."""),
(U, r"""Found it, yes, 200 "Fees" had No VAT from the conversion. Changed. Do I have to fix the 14 invoices already sent to clients?"""),
(A, r"""Yes: they understate the VAT due, and the client can't reclaim VAT that isn't on the invoice. Two ways:

- **Unpaid and not in a filed VAT return:** edit the invoice in Xero, correct the lines to 20% and resend it with a short note.
- **Cleaner audit trail:** a credit note for each wrong invoice and a new invoice with the correct VAT. More paperwork, but nothing is silently changed.

Either way, make Harvest and Xero agree afterwards, or Harvest will keep showing the old totals as outstanding."""),
(U, r"""Declan says credit note and reissue, it's cleaner. Ok. Another one: the old Sage 50 server still pops up "Backup now?" every time I close it. It's read-only now, do we need to?"""),
(A, r"""Take one final, verified Sage backup to a location the nightly server backup also covers, and keep it with the September close documents: that's your archive. After that the prompt is just a Sage setting (the backup prompt on exit in the company preferences) and you can switch it off. Nobody posts to it any more, so there's nothing new to back up."""),
(U, r"""Got it. Thanks!"""),
])

session(16, "Restore test fails on the DFS path", "2024-10-30T15:30:00", [
(U, r"""Gareth here, IT manager. I'm doing our first proper restore test in months and it's not going well. Setup: Veeam Backup & Replication 12 backs up the file servers and the Sage and licence server VMs nightly to a Synology in the comms room. The offsite copy used to be a USB drive Declan took home every Friday; two weeks ago, on the Monday, the first backup copy job went to a Wasabi bucket with immutability instead. Restoring the Kestrel Quay folder from last Thursday's restore point fails with "Failed to restore file: The network name cannot be found"."""),
(A, r"""On a file-level restore that message almost always means Veeam is writing back to the original path as it sees it and can't resolve it from the mount server. Check:

1. **Which path you're restoring to.** If the original location is a DFS namespace path (`\\saltmarsh.local\projects\...`), the mount server (often the Veeam server itself) must be able to resolve the namespace. Restoring to the server's own path, `\\sva-fs01\d$\...`, bypasses DFS.
2. **Credentials.** The restore account needs write permission on the target share.
3. **The restore point itself.** Try "Copy to" a local folder on the Veeam server. If that works, the backup is fine and only the destination is the problem."""),
(U, r"""It's the DFS namespace path. Restored to \\sva-fs01\d$\restore-test directly and it worked: 38 GB in 41 minutes. The same folder from the Wasabi copy: 2 h 10."""),
(A, r"""Good, that's a real result. Write both numbers down as your current restore times: 41 minutes locally and a bit over two hours from offsite for a mid-size project. That's what the partners need to know for a ransomware scenario, where the Synology may be encrypted too and Wasabi is the copy you actually restore from. For the DFS issue, either make the namespace resolvable from the Veeam server or always restore to a server path and move the folder into place afterwards."""),
(U, r"""Why we moved off the USB drive, for the record, because the partners will ask: in August the drive sat in Declan's car for a week while he was on holiday and nobody took the next one home, so we had three weeks with no offsite copy at all. And a USB drive isn't immutable if ransomware gets to it while it's plugged in."""),
(A, r"""Those are the two textbook reasons, and the Wasabi copy with object lock fixes both: it leaves the building every night without anyone carrying it, and nobody, including an attacker holding your admin passwords, can delete or encrypt it before the lock expires. You now have 3-2-1-1: three copies, two media, one offsite, one immutable. The missing "0", zero errors on verified restores, is what you're doing today."""),
(U, r"""I want a rule so this doesn't slip again. Draft: "Starting next Monday, a restore test on the first Monday of every month: one random project folder from the Synology, one from Wasabi, times logged in the IT log, failures reported to Helen the same day." Can you tighten it?"""),
(A, r"""**Backup restore test (from Monday 4 November 2024)**

On the first Monday of every month, IT restores:
1. one randomly chosen project folder from the local Veeam repository (Synology), and
2. one project folder or VM from the offsite Wasabi copy,

to a test location, opens three files from each, and records in the IT log: date, what was restored, source, size, time taken and result. Any failure is reported to Helen the same day and retested within a week. If the first Monday is a bank holiday, the test moves to the next working day."""),
(U, r"""Good. Ayesha does the first one on Monday. Until now we only ever tested a restore when someone had deleted something, so this is new for us."""),
])

session(17, "Teams · IT help: VPN, Tandem, files", "2024-11-20T09:50:00", [
(KWAME, r"""The VPN is unusable from home again. Opening the Westmere central over FortiClient took 25 minutes this morning, and the connection to the file server keeps dropping."""),
(AYESHA, r"""It's the full tunnel: all your traffic goes through Ashcombe's 100 Mbit line, Teams calls included. I can't change that on the FortiGate without Tandem."""),
(GARETH, r"""Which brings me to news. The Tandem IT contract ends on 31 December and we're not renewing. Ayesha and I take support in-house. The laptops move from Tandem's Kaseya to Microsoft Intune, which we already pay for in Microsoft 365 Business Premium. Target: the second week of January."""),
(HELEN, r"""Approved, for the record. Tandem's price went up 22% and we were doing half the work ourselves anyway."""),
(OSKAR, r"""Will Intune delete my stuff?"""),
(AYESHA, r"""No. We enrol the laptop, it gets policies and apps, and the Kaseya agent is removed. Your files are safe."""),
(KWAME, r"""And the file server? DFS made another conflict copy of a Westmere file yesterday."""),
(GARETH, r"""Longer term I want the files off DFS. I'm looking at Egnyte and SharePoint. SharePoint is "free" with Microsoft 365, but our Revit and 3ds Max files are huge and SharePoint sync chokes on them, I saw it at my last job. Egnyte has local caching with its Smart Cache box in each office. Decision next year."""),
(HELEN, r"""Put the costs on the table in January."""),
])

session(18, "Teams · Studio leads: before Christmas", "2024-12-11T16:45:00", [
(HELEN, r"""Decision on Caldmoor: we are not moving Caldmoor to Revit in January. The plan is cancelled."""),
(LUCA, r"""🙏 grazie"""),
(HELEN, r"""Reasons, for the record: retraining 14 people would have cost about 600 hours in the middle of the Ropeworks tender queries; Luca's team is faster in Archicad; and our clients don't care what we model in as long as the IFC is clean. Caldmoor stays on Archicad, with its own BIMcloud server for Teamwork."""),
(MARTA, r"""Then I write a short IFC exchange guide between the Revit studios and Caldmoor."""),
(MARTA, r"""Another thing from me: from January the office template and families are released once per quarter, not every month. Monthly is too much churn, people don't update their projects anyway. First quarterly release is Monday 6 January, then April, July, October."""),
(KWAME, r"""Quarterly is fine. Will you still do emergency fixes?"""),
(MARTA, r"""Yes, a hotfix if something is broken, but no new content in between."""),
(JONAS, r"""Viz side: the render nodes run out of warranty on 31 December. We go to RebusFarm in January as proposed, Helen has signed it."""),
(HELEN, r"""Yes. Merry Christmas everyone, the offices close on the 23rd."""),
])

session(19, "Moving the laptops to Intune", "2025-01-08T10:30:00", [
(U, r"""Hi, I'm Ayesha, IT coordinator at an architecture practice. From Monday all our Windows laptops are managed in Microsoft Intune. Until now our old IT provider (Tandem IT) ran them through Kaseya VSA; their contract ended on 31 December. 74 laptops, Windows 11 Pro, all already Entra ID joined. I need to remove the Kaseya agent and push our apps: Revit 2023 for the Brennport studio, Revit 2025 for Ashcombe, Archicad 27 for Caldmoor, plus Bluebeam Revu, Enscape, 1Password and Teams. How would you plan Monday?"""),
(A, r"""Since the devices are already Entra ID joined, you don't need Autopilot; you need automatic MDM enrolment and a tidy group and app structure.

1. **Enrolment.** In Entra ID, set the Intune MDM user scope to a group: IT plus five pilot users on Monday morning, everyone by the afternoon. Joined devices enrol through the enrolment policy at the next sign-in.
2. **Groups.** Dynamic device groups per studio, for example by device name prefix (`ASH-`, `BRE-`, `CAL-`), so Revit 2023 only lands in Brennport and Archicad only in Caldmoor.
3. **Apps.** Package each installer as a Win32 app with `IntuneWinAppUtil.exe`, with a detection rule on the product code or install folder, and assign it as Required to the studio group.
4. **Kaseya removal.** A script assigned after enrolment is confirmed, running the agent's uninstall command from the registry, so no laptop is ever unmanaged.
5. **Compliance and configuration.** BitLocker, Defender, Windows Update rings and a compliance policy; start in report-only.
6. **Check** on Monday afternoon: the Intune device list against the Kaseya export, 74 each."""),
(U, r"""Device groups by studio is nice. The Revit installers are around 18 GB per version. Is that ok for Intune Win32 apps?"""),
(A, r"""It's within the size limit, but 18 GB pulled by 30 laptops at once over one office line is the real problem. Options:

- Turn on **Delivery Optimization** with peer caching on the office subnets, so laptops share pieces locally.
- Stagger the assignments: ten devices an hour, or overnight with an availability time.
- Or package a small wrapper that installs from a deployment share in each studio, and use Intune only for detection and assignment.

For Monday, the wrapper is the safer bet; Brennport's line won't notice."""),
(U, r"""Another project for February: our Mitel phone system. We're moving the desk phones to Teams Phone with calling plans; number porting is booked for Monday 10 February, 60 numbers across the three studios. Any traps?"""),
(A, r"""The usual ones:

- **Port rejections.** The losing provider checks the account holder, the installation address and the exact number ranges; any mismatch and the port is rejected, often only days before. Check each studio's address and number range against the current bill now.
- **Auto attendant and call queues.** Rebuild the reception menu and hunt groups in Teams before port day and test them with a temporary number.
- **Emergency addresses** for each studio.
- **Licences.** Teams Phone plus a calling plan for each user who needs a number, and resource accounts for the auto attendant.
- **Devices.** Headsets for everyone, or Teams-certified desk phones for reception.
- **Anything analogue on the Mitel** (door entry, a fax line) needs its own plan."""),
(U, r"""Good list. The Mitel maintenance contract runs until March, so we have some buffer if it slips."""),
(A, r"""Then treat 10 February as a target rather than a promise, and don't cancel anything on the Mitel side until the port has completed and you've had a week of normal calls on Teams."""),
(U, r"""Thanks! Monday it is for Intune."""),
])

session(20, "Teams · Viz: first jobs on RebusFarm", "2025-01-22T14:00:00", [
(DMITRI, r"""first job on rebusfarm since monday: kestrel quay flythrough, 2,400 frames, done in 26 hours. our old farm would take 12 days lol"""),
(JONAS, r"""The cupboard nodes are switched off since Monday. Ayesha, you can take them for parts or recycling."""),
(AYESHA, r"""I'll wipe the drives and recycle them. Do you still need the Deadline licences?"""),
(JONAS, r"""No, no Deadline any more. Stills we render on our workstations, everything heavy goes to RebusFarm."""),
(JONAS, r"""Also: I go on parental leave on 31 January, back in August, then part-time. From Monday 3 February Dmitri runs the render pipeline: the RebusFarm account and budget, the Corona licences, and the TrueNAS with our assets."""),
(DMITRI, r"""yes. i will send the spend report every month to Helen"""),
(HELEN, r"""Congratulations Jonas! And thank you Dmitri."""),
(DMITRI, r"""render assets stay on the truenas, i dont want them on any cloud sync, 6 TB of textures"""),
])

session(21, "Teams · Studio leads: trial, phones, the Monday call", "2025-01-29T16:00:00", [
(HELEN, r"""A few things from me. First, Twinmotion. Its seats cost a fraction of Enscape, whose renewal quote is £9k. From Monday every studio uses Twinmotion instead of Enscape for four weeks, as a trial. Lumion was suggested too, but nobody wants a third tool, so no Lumion."""),
(MARTA, r"""I installed Twinmotion 2024.2 and the Datasmith exporters for Revit 2023 and 2025 on all machines through Intune yesterday."""),
(LUCA, r"""and for us? Archicad has a direct link to Twinmotion, ok for me"""),
(KWAME, r"""We'll try. Enscape's live sync is what my team loves. If Twinmotion can't do that, you'll hear from me."""),
(GARETH, r"""Phones: the porting date has moved. The port was rejected because of a mismatch in the Brennport address, so the Teams Phone go-live is now Monday 24 February, not the 10th. The Mitel stays until then."""),
(HELEN, r"""Last: a call every Monday is too much with three studios on video. From March the studio leads call is every other Tuesday at 9:30. First one Tuesday 4 March."""),
(KWAME, r"""Fine by me, Mondays are hell anyway."""),
(LUCA, r"""ok"""),
(HELEN, r"""Thanks. Notes are in Asana."""),
])

session(22, "Brennport after the Revit 2025 upgrade", "2025-02-26T11:15:00", [
(U, r"""Hi, Oskar here, architect in the Brennport studio. We upgraded the whole studio to Revit 2025 on Monday last week, after the Westmere hospital stage 4 package was issued. The Westmere central upgraded fine, but the linked DWG site plan now shows up rotated about 90 degrees and shifted 2 km."""),
(A, r"""That's a coordinates issue, not a broken link. A DWG linked by shared coordinates places itself using the current site in the host model. If the upgrade, or someone before it, changed which site is current, or the link was reloaded with "Auto - Origin to Internal Origin", you'd see exactly this: a rotation (project north against true north) plus an offset.

Check *Manage > Location > Site*: which site is current? Then select the link and look at its positioning in Properties. *Report Shared Coordinates* on a known point lets you compare with the survey."""),
(U, r"""The current site was "Internal", not "Westmere Survey". Somebody created a new site during the upgrade I think. I set Westmere Survey current and reloaded, now the site plan sits correct."""),
(A, r"""Good. Two habits so it doesn't happen again: pin the site plan link once it's placed, and write the shared coordinates setup (survey point values, angle to true north) into the project's BIM execution plan, so whoever upgrades the next model can check it in a minute."""),
(U, r"""Other question: Twinmotion. We have it in trial since the 3rd instead of Enscape, all studios. The Datasmith Direct Link drops every time someone synchronises with central; then we must restart the link and we lose the material overrides. Is this known?"""),
(A, r"""Yes, that's a known weak spot. The Direct Link follows the open Revit session, and a synchronise with central reloads elements, so Twinmotion can see them as new objects and the overrides attached to the old ones are lost. Workarounds:

- Export a `.udatasmith` file instead of using the Direct Link, and use **Reimport** in Twinmotion, which keeps material substitutions by material name.
- Replace materials at the Revit material level rather than per object, so a reimport finds them again.
- Keep a detached "viz" copy for longer presentation work.

None of them gives you a live view inside Revit the way Enscape does."""),
(U, r"""Export file works, but it's not live like Enscape. Kwame will not be happy 😅 Funny also: my desk phone is gone since Monday, now the calls ring in Teams on the laptop. At least the headset works."""),
(A, r"""If calls ring on the laptop, set your headset as the ringer as well (the secondary ringer in Teams' device settings), or you'll miss calls with the headset off. And for the trial: write down the concrete problems now while they're fresh. Trials tend to end with opinions instead of notes."""),
(U, r"""Good idea. Tack!"""),
])

session(23, "Teams · Studio leads: Enscape again, and files", "2025-03-12T15:00:00", [
(HELEN, r"""Twinmotion: we went back to Enscape on Monday, all studios. I've renewed Enscape for a year."""),
(KWAME, r"""Thank you. For the record, the reason: the Revit link broke on every sync with central, we lost the material overrides each time, and the team spent more time rebuilding views than designing."""),
(MARTA, r"""Also the exporters for Revit 2023 and 2025 were different builds, a nightmare to support. I uninstalled Twinmotion through Intune on Monday night."""),
(LUCA, r"""Caldmoor liked Twinmotion honestly, but ok, Enscape works with Archicad too."""),
(GARETH, r"""Files. After the costs in January the partners chose Egnyte, and DFS goes. Every studio gets an Egnyte Smart Cache for the big Revit files, and outside the office people reach files through the Egnyte desktop app, no VPN needed for files any more. SharePoint is out: its sync can't cope with 400 MB centrals."""),
(KWAME, r"""When?"""),
(GARETH, r"""A weekend in April, date to follow. Caldmoor's Archicad Teamwork projects stay on their BIMcloud server; Egnyte only takes their normal files."""),
(LUCA, r"""good, BIMcloud we don't touch."""),
(HELEN, r"""And the Trust's Asite for Westmere stays as it is. That's the client's document system, we just upload our issues there."""),
])

session(24, "Bringing payroll in-house", "2025-03-26T10:00:00", [
(U, r"""Hi, Fiona Lathbury, HR and payroll at Saltmarsh Verey. Until now our payroll is run by a bureau, Whitcombe & Daly: I send them the changes and they run it. From the new tax year, 6 April, we run payroll ourselves in Xero Payroll, because our accounts are in Xero since October and the bureau's fee went up again. 91 employees, monthly, paid on the 25th. The first pay run in Xero will be April. What do I need?"""),
(A, r"""Starting at the beginning of the tax year is the clean way: there are no year-to-date figures to bring in for anyone employed all year. Before the April pay run you need:

1. **HMRC details.** Employer PAYE reference and Accounts Office reference in the Xero Payroll settings, and Xero connected to HMRC for RTI submissions.
2. **Employees.** 91 records with NI number, tax code (including the last updates the bureau received), start date, salary, pay calendar (monthly, paid on the 25th), bank details and student loan plans.
3. **Pension.** The auto-enrolment scheme details and contribution rates.
4. **Pay items.** Basic pay, overtime, salary sacrifice, and any payrolled benefits.
5. **Starters and leavers around the changeover.** Agree with the bureau who handles whom up to 5 April.
6. **A dry run.** The bureau's March payslips against a test March in Xero for ten people, to catch tax code or pension differences.
7. **Journals.** Xero posts the payroll journal itself, so tell Declan the manual bureau journal stops."""),
(U, r"""Pension is with NEST. Does Xero talk to NEST?"""),
(A, r"""Xero Payroll can produce the NEST contribution file for each pay period for you to upload, and depending on your edition there may be a direct connection; check what yours offers. Either way, set up the NEST employer reference and group in Xero, enrol employees with the right worker category, and after the first run compare NEST's contribution schedule with Xero's report."""),
(U, r"""Our HR system stays BreatheHR: holidays, sickness, records. Declan wanted Personio, to replace Breathe and do payroll too, but it was double the price, so no. Can Breathe feed Xero Payroll?"""),
(A, r"""As far as I know there's no direct sync from BreatheHR into Xero Payroll, so plan a monthly routine: before the payroll cut-off, export from Breathe the changes that affect pay (starters, leavers, salary changes, unpaid leave, statutory sick and parental pay) and enter them in Xero. Check Breathe's integrations list in case that has changed, but for 91 people a monthly checklist is manageable."""),
(U, r"""Manual it is. I'm still the one who owns payroll; the bureau only ran it for me."""),
(A, r"""Then write down the month's procedure: cut-off date, Breathe export, changes entered, draft pay run checked by a second person, approval, RTI submission, NEST upload, payment file to the bank. The one thing the bureau gave you that you now need to replace is someone who can run it when you're on holiday."""),
(U, r"""Declan will be my backup. Thank you!"""),
])

session(25, "Teams · IT help: the files move this weekend", "2025-04-11T12:30:00", [
(GARETH, r"""Reminder: the files move to Egnyte this weekend. The file servers go read-only tonight at 19:00. On Monday you open projects from the Egnyte drive (E:); Ayesha pushed the desktop app through Intune yesterday."""),
(OSKAR, r"""Our Revit locals: do we make new ones on Monday?"""),
(AYESHA, r"""Yes, everyone creates new locals from the centrals on E: on Monday. Don't copy old locals across."""),
(DMITRI, r"""the viz stuff stays on truenas right? not moving 6 TB of textures"""),
(GARETH, r"""Correct. Render assets stay on the TrueNAS. Only the project folders go to Egnyte."""),
(LUCA, r"""and Caldmoor BIMcloud untouched"""),
(GARETH, r"""Untouched."""),
(BEA, r"""Finance folders too? And the Sage archive?"""),
(AYESHA, r"""Finance goes to Egnyte as well, into a restricted folder. The Sage archive VM stays where it is."""),
])

session(26, "Licence checkout over Tailscale", "2025-04-29T13:10:00", [
(U, r"""Ayesha again (IT coordinator). Since we moved the files to Egnyte, the only things people still need the VPN for are the licence server (sva-lic01), the Sage archive and the Brennport plotter's web page. Our FortiClient SSL VPN is full tunnel and slow, and the free FortiClient disconnects all the time. I'm piloting Tailscale with 6 people. Questions: can I route only to those few machines, and can it replace FortiClient completely?"""),
(A, r"""Yes to both. Tailscale routes only what you tell it to:

- Put Tailscale on one machine in the Ashcombe server network (a small VM is fine) and make it a **subnet router** that advertises only the addresses you need, e.g. `tailscale up --advertise-routes=10.10.20.15/32,10.10.20.31/32,10.20.5.40/32` (licence server, Sage archive, Brennport plotter), then approve the routes in the admin console.
- Everything else (Teams, Egnyte, the internet) goes out over the user's own connection: no full tunnel.
- Use **ACLs** so only staff groups reach those hosts, and only on the ports they need.

As for replacing FortiClient: if those three destinations are all people still need, yes. Afterwards disable the FortiGate's SSL VPN rather than leaving it open."""),
(U, r"""The licence checkout test failed at first. The FlexNet vendor daemon port is random, and my ACL only allows 27000-27009."""),
(A, r"""FlexNet uses two ports: `lmgrd` on 27000-27009, and the vendor daemon (`adskflex`) on a random port unless you pin it. Edit the licence file on sva-lic01:

```
SERVER sva-lic01 0050569A1B2C 27000
VENDOR adskflex port=2080
USE_SERVER
```

Restart the licensing service, then allow TCP 27000 and 2080 to sva-lic01 in the Tailscale ACL, and in Windows Firewall on the server if its rules are scoped."""),
(U, r"""Done, port 2080. Licence checkout over Tailscale works from my home: 3 seconds. Over Forti it was 40."""),
(A, r"""That fits the cause: through the full tunnel every packet went via Ashcombe's line and the FortiGate, while Tailscale makes a direct WireGuard connection to the subnet router and carries only the licence traffic. Also check borrowed licences: anyone who borrowed a licence over the old route keeps it until it expires."""),
(U, r"""Gareth agrees: from Monday 19 May everyone is on Tailscale and Intune uninstalls FortiClient. We wait until then because Kwame's team has a competition submission on the 16th and nobody wants surprises that week."""),
(A, r"""Sensible. Rollout: Intune installs the Tailscale client on all laptops the week before (it does nothing until sign-in); a one-page how-to goes out on Friday the 16th after the submission; on Monday morning people sign in with their Microsoft account; and the FortiClient uninstall is assigned for Monday evening, once the Tailscale admin console shows most devices connected. Keep the FortiGate SSL VPN available but unannounced for two weeks as a fallback, then switch it off."""),
(U, r"""Perfect, thanks."""),
])

session(27, "Teams · IT help: first days on Tailscale", "2025-05-21T09:20:00", [
(KWAME, r"""Tailscale since Monday and I have to say: licence checkout at home is instant. Who did this? 😄"""),
(AYESHA, r"""Gareth and me. FortiClient is uninstalled on all 74 laptops now."""),
(OSKAR, r"""One problem: Revit 2025 says "licence expired" on my laptop this morning, the others are fine."""),
(AYESHA, r"""Your laptop had borrowed a licence before the change and the borrow expired. I cleared it on sva-lic01, reopen Revit."""),
(OSKAR, r"""Works. Thanks!"""),
(RAVI, r"""Site question: do the site iPads need Tailscale? We only use Fieldwire and Teams on them."""),
(AYESHA, r"""No, Fieldwire and Teams are cloud services, the iPads need nothing new."""),
(GARETH, r"""And the restore test on the first Monday of June will include Egnyte for the first time. Ayesha's doing it."""),
(KWAME, r"""Nice."""),
])

session(28, "Unbilled WIP by stage", "2025-06-11T16:20:00", [
(U, r"""Hi, Bea from accounts again. Our staff log their hours in BQE Core every Friday, and at month end I bill from Core into Xero. For Westmere I need unbilled WIP by RIBA stage, but Core's WIP report groups by phase and the stage names come out as "Phase 04", "Phase 05". Can I get the stage names instead?"""),
(A, r"""Grouped reports show the phase code by default; the readable name is a separate field. Two ways:

- **Rename the phase codes** on the Westmere project (and in your project template) so the code itself is meaningful, e.g. `S4-Technical`, `S5-Manufacturing`. Quick, but every report and invoice layout then shows the new codes.
- **Customise the report:** in the report designer, group by phase name instead of phase code (or add the name as a column), and save it as a shared custom report.

The second is cleaner."""),
(U, r"""The report designer worked, I saved "WIP by stage". Second problem: invoices synced from Core to Xero get the number twice in the reference, like "INV-2025-0412 INV-2025-0412"."""),
(A, r"""That's usually both sides writing the number: Xero already shows the invoice number, and the reference template in Core's Xero settings also includes the invoice-number placeholder. Remove that placeholder from the reference mapping, or map the project name into the reference instead, which is more useful to the client anyway."""),
(U, r"""Changed the reference to project name + stage. The next invoices look right. Can I fix the 9 from last week without voiding them?"""),
(A, r"""The reference can be edited on approved invoices in Xero as long as they aren't paid or behind a lock date. Edit each one; no need to void. If any are already paid, leave them: the reference is cosmetic."""),
(U, r"""All unpaid, fixed. Last thing: Declan wants a list of people who didn't log their hours last week. Does Core have a missing-time report?"""),
(A, r"""Yes: a missing time (time entry status) report by week and employee. Filter on the week ending last Friday and active employees, show those below their expected hours, and schedule it to go to Declan every Monday morning so nobody has to remember."""),
(U, r"""Scheduled! Thank you."""),
])

session(29, "Teams · Site team: plan conflicts and Halden's audit", "2025-07-02T08:10:00", [
(RAVI, r"""Fieldwire on Millbrook this morning: "Plan version conflict" on the level 2 sheet after Oskar's new issue. Anybody seen it?"""),
(INES, r"""normal, someone uploaded rev F while the rev E markups are still open. archive the rev E markups and keep going on F"""),
(CALLUM, r"""Halden wants our snag list in their Procore by Friday. Can Fieldwire export straight into Procore?"""),
(INES, r"""No integration with their system. Export the PDF report from Fieldwire and upload it in Procore, like always."""),
(CALLUM, r"""Ok. For Halden's audit I also need the date we started our own snagging in Fieldwire. That was January, right? When the new phones came?"""),
(INES, r"""no no, the phones were February. Fieldwire we use since 7 October last year, the Monday after the Millbrook pilot. Before that PlanGrid."""),
(RAVI, r"""Yes, I moved the Westmere snags that weekend."""),
(CALLUM, r"""Thanks, 7 October 2024 then."""),
(INES, r"""and please everybody update the Fieldwire app, the old version crashes on iPadOS 18"""),
])

session(30, "Slow Teamwork from home over Tailscale", "2025-07-23T14:40:00", [
(U, r"""ciao, Luca, I lead the Caldmoor studio of Saltmarsh Verey. We are the Archicad studio (27, going to 28 in autumn), the others are on Revit. Our Teamwork projects are on a BIMcloud Basic server in our office. Since we moved the files to Egnyte in spring the normal files are fine, but working from home on Teamwork is slow. We use the Tailscale since January I think. Send & Receive takes 3 minutes."""),
(A, r"""Three minutes for Send & Receive points at the connection rather than Teamwork itself. With Tailscale, first check whether your laptop reaches the BIMcloud server directly or through a relay:

```
tailscale status
tailscale ping caldmoor-bimcloud
```

If `tailscale ping` answers `via DERP(...)`, your traffic goes through one of Tailscale's relay servers instead of peer to peer, which adds latency and limits throughput."""),
(U, r"""tailscale ping says: pong from caldmoor-bimcloud (100.88.12.4) via DERP(lhr) in 38ms. always DERP."""),
(A, r"""Then the two ends can't set up a direct UDP path. Usually the office side sits behind a NAT that won't allow it, which is common with ISP routers. To confirm, run `tailscale netcheck` on the BIMcloud server: if it reports `MappingVariesByDestIP: true`, the router changes the outside port for every destination, and peers can't reach it directly. The fix is to forward UDP 41641 on the Caldmoor router to the BIMcloud server (or to the machine running Tailscale there)."""),
(U, r"""our router is the cheap one from the ISP, I ask Ayesha to do the port. netcheck says MappingVariesByDestIP: true."""),
(A, r"""That confirms it. Once UDP 41641 is forwarded, `tailscale ping` should switch from `via DERP` to a direct address after a few pings, and Send & Receive should drop to seconds. If the ISP router can't forward ports at all, ask the ISP to put it in bridge mode behind a router you control."""),
(U, r"""Also a question: the IFC files of the Ashcombe Revit models that we hotlink in Archicad, where do we keep them, in Egnyte or in BIMcloud?"""),
(A, r"""Egnyte. BIMcloud is for Teamwork projects and libraries, things Archicad has to lock and merge. Reference IFCs are ordinary files published by another studio: keep them in the project's shared Egnyte folder (for example `/Shared/Projects/<job>/06 Exchange/IFC/`) and hotlink from there, with that folder kept available offline on the machines that use it so Archicad doesn't wait for a download."""),
(U, r"""ok perfetto, grazie mille"""),
])

session(31, "Teams · IT help: August", "2025-08-20T10:10:00", [
(AYESHA, r"""Luca, the Caldmoor router now forwards the Tailscale port and Teamwork goes direct, not through the relay. Btw in your ticket you wrote "Tailscale since January": January was Intune. Tailscale is only since 19 May; before that everybody used FortiClient."""),
(LUCA, r"""ah yes sorry, january was the laptops thing. send & receive is now 8 seconds 👍"""),
(GARETH, r"""August restore test done: Egnyte snapshot restore of Kestrel Quay 12 minutes, the Wasabi copy of the Sage archive VM 1 h 50. Logged."""),
(JONAS, r"""Hello all, I'm back from parental leave, part-time, three days a week. Dmitri keeps the render pipeline, I do design work and reviews."""),
(DMITRI, r"""yes still me for rebusfarm and corona. july spend was £1,120"""),
(GARETH, r"""Welcome back Jonas."""),
(LUCA, r"""Jonas, the Ropeworks images next month, ok?"""),
(JONAS, r"""Ja, let's talk on Monday."""),
])

session(32, "Recording the drawing check in Revit", "2025-09-10T11:30:00", [
(U, r"""Kwame, associate director, I lead the Brennport studio. I want to tighten our drawing issue process now we're all on Revit 2025 and Egnyte. The rule since June last year: a second person, never the author, checks the PDF set against the issue sheet and initials the box on the transmittal before anything leaves. People do it, but the initials sit in a PDF nobody can search. Can we record the check in Revit itself?"""),
(A, r"""Yes, and then it's searchable and can be scheduled. Revit sheets already have a built-in **Checked By** parameter; add one shared parameter for the date (`SVA_CheckDate`). Then:

1. Show both on the titleblock so the check appears on every sheet.
2. Add a sheet list schedule filtered to the current issue, with both columns; the transmittal can reference it.
3. Optionally, a pyRevit or Dynamo check run before export that lists sheets in the print set with an empty Checked By, or where Checked By equals Drawn By."""),
(U, r"""Built-in Checked By is good, people know it. The check script: can it block the PDF export, or only warn?"""),
(A, r"""pyRevit can hook the print and export events and cancel them, but hooks that block people tend to get switched off at 6pm on deadline day. I'd warn loudly, with a dialog listing the sheets, and log every override (user, time, sheet numbers) to a file on Egnyte. The log gives Helen the audit trail the initials never did."""),
(U, r"""Warn and log, agreed. Marta's template: her next quarterly release is October. Can she put the titleblock change and the schedule in it, instead of me doing it project by project?"""),
(A, r"""That's what the template release is for. If October's release carries the updated titleblock family and the schedule, new projects get them automatically; for live projects Marta can add a short checklist (reload the titleblock family, transfer the schedule) so each team upgrades in fifteen minutes."""),
(U, r"""Last one: for Westmere phase 2 the Trust wants files named to ISO 19650 in their Asite. Our Egnyte folders use our own old naming. Do we rename everything?"""),
(A, r"""No: rename at the point of issue, not in your working folders. ISO 19650 naming (project, originator, volume, level, type, role, number, with status and revision as metadata) applies to information shared in the common data environment, which for Westmere is the Trust's Asite. Set up the export so PDFs leave with the ISO name, keep your internal Egnyte structure, and put a lookup table from your drawing numbers to the ISO numbers in the BIM execution plan."""),
(U, r"""Perfect, that saves a week of renaming."""),
])

session(33, "Teams · Studio leads: half-year", "2025-10-01T16:00:00", [
(HELEN, r"""Quick one before Tuesday's call (we're still every other Tuesday at 9:30, so nobody show up next week). Declan has the half-year numbers."""),
(DECLAN, r"""Utilisation 71% across the three studios. And for the record, the time reports out of Core are much better than anything Harvest gave us: stage by stage, no Excel. Everyone logged their September hours in Core on time except two people."""),
(LUCA, r"""one of them is me 😅 sorry"""),
(KWAME, r"""Westmere phase 2 starts in November. Halden again, so Procore again on their side, Asite for the Trust, Fieldwire for our snags."""),
(MARTA, r"""The October template release is out, v25.10, with Kwame's Checked By schedule in it. Next one in January."""),
(DMITRI, r"""rebusfarm spend september £1,480, the phase 2 film is next"""),
(HELEN, r"""Thanks. The insurers asked again which password manager we use. 1Password for everyone, and LastPass was closed in June last year, right Declan?"""),
(DECLAN, r"""Right: everyone moved over in May 2024 and the LastPass account was closed at the end of that June."""),
(HELEN, r"""Good. See you Tuesday."""),
])

session(34, "Cyber insurance renewal answers", "2025-10-22T10:00:00", [
(U, r"""Helen Strand, managing partner at Saltmarsh Verey Architects (90 staff, three studios). Our cyber insurance renewal asks for short answers on: (1) backups and how they're tested, (2) remote access, (3) device management, (4) password manager, (5) email security. My notes: Veeam backs up our remaining servers nightly to a Synology in Ashcombe, plus an immutable copy in Wasabi; a restore test on the first Monday of every month, logged, failures reported to me; project files are in Egnyte, which keeps its own snapshots; remote access is Tailscale, only to the licence server and two other machines; all laptops are in Microsoft Intune; 1Password for everyone; Microsoft 365 with MFA enforced. Can you turn that into answers?"""),
(A, r"""**1. Backups and testing.** Servers are backed up nightly with Veeam to an on-site repository, with a second copy sent nightly to immutable (object-locked) cloud storage at Wasabi that cannot be altered or deleted during its retention period. Project files are held in Egnyte, which keeps its own version history and snapshots. Restores are tested on the first Monday of every month, from both the local and the offsite copy; results are logged and any failure is reported to the managing partner the same day.

**2. Remote access.** Remote access to internal systems is through Tailscale, limited by access rules to three internal machines; users authenticate with their Microsoft 365 accounts, with MFA enforced. Project files and email are cloud services and don't require internal network access.

**3. Device management.** All company laptops are enrolled in Microsoft Intune with enforced encryption (BitLocker), Defender antivirus, update policies and compliance checks.

**4. Password manager.** 1Password Business for all staff, with shared vaults by team and two-factor sign-in.

**5. Email security.** Microsoft 365 (Exchange Online) with MFA enforced for all users."""),
(U, r"""Good. They also ask "Is remote access via VPN?" Is Tailscale a VPN for this purpose?"""),
(A, r"""Yes. Tailscale is a VPN built on WireGuard: encrypted tunnels between authenticated devices. The difference from a classic VPN is that it doesn't open a gateway to the whole office network; access is granted per device and per service. Answer "Yes", and add one line: "WireGuard-based (Tailscale), single sign-on with MFA, access restricted by policy to named internal services." That one line usually settles the follow-up questions."""),
(U, r"""And "Do you allow personal devices to access company data?" The site team's iPads are company devices but not in Intune, and some people have Teams and Outlook on their personal phones."""),
(A, r"""Answer honestly, because a wrong "No" is worse at claim time than a qualified "Yes": "Yes, limited to Microsoft 365 apps (Teams, Outlook) on personal phones." Then either say what protects it or fix it before renewal: Intune app protection policies can require a PIN for Teams and Outlook on personal phones, block copying company data into personal apps, and wipe company data remotely, without enrolling the phone. For the site iPads, enrolling them in Intune closes the gap; until then describe them as company-owned, not centrally managed."""),
(U, r"""Ayesha says the iPads go into Intune next month, so I'll write "in progress". Last question: they want the date of our last successful restore test."""),
(A, r"""Give the actual date from the IT log rather than the schedule. If the routine held, it was the first Monday of this month, 6 October 2025, but check that it ran and passed, and quote what was restored and how long it took: insurers like a real number."""),
(U, r"""6 October, logged by Ayesha: 14 minutes from Egnyte and 1 h 40 from Wasabi. Thanks, sending it off."""),
])


# ---------------------------------------------------------------------------------------------
# Ground-truth facts. One timeline per (subject, predicate); states chain without gaps.
FACTS = []


def fact(timeline, subject, predicate, obj, valid_from, valid_to, evidence, note=None):
    row = {"subject": subject, "predicate": predicate, "object": obj, "valid_from": valid_from,
           "valid_to": valid_to, "evidence": evidence, "timeline": timeline}
    if note:
        row["note"] = note
    FACTS.append(row)


FIRST = "in place when first mentioned ({}); its true start is unknown"

fact("revit_version_ashcombe", "ashcombe studio", "revit_version", "Revit 2023", "2024-03-05", "2024-09-02",
     ["s01#1", "s08#6", "s10#6", "s12#1"], FIRST.format("2024-03-05"))
fact("revit_version_ashcombe", "ashcombe studio", "revit_version", "Revit 2025", "2024-09-02", None,
     ["s08#6", "s10#6", "s12#1", "s19#1"],
     "planned for Mon 2024-07-29 (s08), slipped to Mon 2024-09-02 (s10); 'since Monday' said Wed 2024-09-04 (s12)")
fact("revit_version_brennport", "brennport studio", "revit_version", "Revit 2023", "2024-03-05", "2025-02-17",
     ["s01#1", "s10#7", "s12#3", "s12#4", "s19#1"],
     FIRST.format("2024-03-05") + "; kept for the Westmere hospital job after Ashcombe upgraded on 2024-09-02")
fact("revit_version_brennport", "brennport studio", "revit_version", "Revit 2025", "2025-02-17", None,
     ["s10#7", "s22#1", "s27#3"], "'on Monday last week' said Wed 2025-02-26, after the Westmere stage 4 package")
fact("caldmoor_bim", "caldmoor studio", "bim_software", "Archicad", "2024-03-05", None,
     ["s01#1", "s02#5", "s18#3", "s19#1", "s30#1"],
     FIRST.format("2024-03-05") + "; never changed: the planned move to Revit was cancelled (caldmoor_bim_plan)")
fact("caldmoor_bim_plan", "caldmoor studio", "planned_bim_software",
     "Revit (move planned for January 2025, cancelled before it started)", "2024-07-17", "2024-12-11",
     ["s10#3", "s18#1", "s18#3"], "announced 2024-07-17, cancelled 2024-12-11; bim_software never became Revit")
fact("caldmoor_teamwork_hosting", "caldmoor archicad teamwork projects", "hosted_on",
     "BIMcloud Basic server in the Caldmoor office", "2024-12-11", None, ["s18#3", "s23#7", "s25#7", "s30#1"],
     FIRST.format("2024-12-11") + "; component subject: stays on BIMcloud when the project files move to Egnyte")
fact("project_file_storage", "saltmarsh verey project files", "stored_on",
     "on-premises Windows file servers with DFS replication (sva-fs01)", "2024-03-05", "2025-04-14",
     ["s01#1", "s01#3", "s16#2", "s17#8", "s25#1"], FIRST.format("2024-03-05"))
fact("project_file_storage", "saltmarsh verey project files", "stored_on", "Egnyte (Smart Cache in each studio)",
     "2025-04-14", None, ["s23#5", "s25#1", "s25#3", "s26#1", "s30#1"],
     "decided by 2025-03-12 (s23, SharePoint rejected); moved 'this weekend' (said Fri 2025-04-11, i.e. 12-13 April), "
     "first working day on Egnyte Mon 2025-04-14; later only in passing ('since we moved the files to Egnyte in spring')")
fact("viz_asset_storage", "visualisation group render assets", "stored_on", "TrueNAS", "2025-01-22", None,
     ["s20#5", "s20#8", "s25#5"], FIRST.format("2025-01-22") + "; component subject: not moved to Egnyte")
fact("viz_render_engine", "visualisation group", "render_engine", "V-Ray", "2024-05-22", "2024-06-17",
     ["s06#1", "s06#3", "s07#1"], FIRST.format("2024-05-22"))
fact("viz_render_engine", "visualisation group", "render_engine", "Corona Renderer", "2024-06-17", None,
     ["s06#7", "s07#1", "s13#1", "s31#5"],
     "reasons in s06; 'from Monday every new job is in Corona' said Thu 2024-06-13; running jobs finished in V-Ray")
fact("render_farm", "visualisation group", "render_farm", "in-house render nodes managed with Deadline",
     "2024-05-22", "2025-01-20", ["s06#1", "s07#3", "s13#1", "s20#2", "s20#4"], FIRST.format("2024-05-22"))
fact("render_farm", "visualisation group", "render_farm", "RebusFarm", "2025-01-20", None,
     ["s13#7", "s18#8", "s20#1", "s20#4"],
     "reasons and choice in s13 (Fox Renderfarm and Chaos Cloud rejected), confirmed for January in s18; "
     "'since Monday' said Wed 2025-01-22")
fact("realtime_viz", "saltmarsh verey studios", "realtime_visualisation", "Enscape", "2024-05-22", "2025-02-03",
     ["s06#1", "s10#6", "s12#2", "s21#1"], FIRST.format("2024-05-22"))
fact("realtime_viz", "saltmarsh verey studios", "realtime_visualisation", "Twinmotion (four-week trial)",
     "2025-02-03", "2025-03-10", ["s21#1", "s21#2", "s22#5"],
     "'from Monday' said Wed 2025-01-29; 'in trial since the 3rd' (s22); Lumion rejected")
fact("realtime_viz", "saltmarsh verey studios", "realtime_visualisation", "Enscape", "2025-03-10", None,
     ["s23#1", "s23#2", "s23#3"], "trial reverted: 'we went back to Enscape on Monday' said Wed 2025-03-12")
fact("project_management", "saltmarsh verey projects", "project_boards", "Trello", "2024-04-03", "2024-07-01",
     ["s03#8", "s08#8"], FIRST.format("2024-04-03"))
fact("project_management", "saltmarsh verey projects", "project_boards", "Asana", "2024-07-01", None,
     ["s08#8", "s09#7", "s21#9"], "'from Monday 1 July' said 2024-06-26; 'since Monday' said Wed 2024-07-03")
fact("timesheets", "saltmarsh verey staff", "timesheets", "Excel timesheet template", "2024-04-03", "2024-04-08",
     ["s03#1", "s03#2"], FIRST.format("2024-04-03"))
fact("timesheets", "saltmarsh verey staff", "timesheets", "Harvest", "2024-04-08", "2025-06-11",
     ["s03#1", "s09#1", "s15#1"], "'from Monday (8 April)' said Wed 2024-04-03")
fact("timesheets", "saltmarsh verey staff", "timesheets", "BQE Core", "2025-06-11", None, ["s28#1", "s33#2"],
     "implicit: first seen in s28 (2025-06-11), where staff simply log their hours in Core; dated by that session, "
     "the true switch date is unknown; confirmed in passing in s33 ('better than anything Harvest gave us')")
fact("accounting", "saltmarsh verey finance", "accounting_system", "Sage 50 Accounts", "2024-04-03", "2024-10-01",
     ["s03#2", "s09#1", "s15#1"], FIRST.format("2024-04-03"))
fact("accounting", "saltmarsh verey finance", "accounting_system", "Xero", "2024-10-01", None,
     ["s09#1", "s09#7", "s15#1", "s24#1"], "planned for 1 October, the start of the financial year (s09); "
     "'went live on Xero on 1 October' (s15)")
fact("team_chat", "saltmarsh verey", "team_chat", "Slack", "2024-03-20", "2024-09-02",
     ["s02#9", "s04#6", "s10#1"], FIRST.format("2024-03-20"))
fact("team_chat", "saltmarsh verey", "team_chat", "Microsoft Teams", "2024-09-02", None,
     ["s10#1", "s12#5", "s12#6"],
     "decided 2024-07-17 for 'the first Monday in September' (2024-09-02); s12 shows it (Slack read-only, channels in Teams)")
fact("phone_system", "saltmarsh verey offices", "phone_system", "Mitel desk phones (on-premises PBX)",
     "2024-03-20", "2025-02-24", ["s02#7", "s02#8", "s19#5", "s21#5"], FIRST.format("2024-03-20"))
fact("phone_system", "saltmarsh verey offices", "phone_system", "Microsoft Teams Phone", "2025-02-24", None,
     ["s19#5", "s21#5", "s22#7"], "port booked for Mon 2025-02-10 (s19), slipped to Mon 2025-02-24 (s21); "
     "'my desk phone is gone since Monday' said Wed 2025-02-26 (s22)")
fact("site_app", "site supervision team", "site_app", "PlanGrid", "2024-04-03", "2024-10-07",
     ["s03#5", "s11#1", "s14#1", "s29#6"], FIRST.format("2024-04-03"))
fact("site_app", "site supervision team", "site_app", "Fieldwire", "2024-10-07", None,
     ["s11#5", "s14#1", "s29#6"], "'from Monday 7th' said Thu 2024-10-03; in s29 'January' is corrected to 7 October 2024; "
     "Autodesk Build rejected")
fact("contractor_platform", "Halden Build (contractor)", "project_platform", "Procore", "2024-05-14", None,
     ["s05#1", "s05#9", "s11#3", "s14#7", "s29#4"], "the contractor's system, not Saltmarsh Verey's")
fact("client_cde", "Westmere Health Trust (client)", "document_system", "Asite", "2025-03-12", None,
     ["s23#9", "s32#7"], "the client's common data environment, not Saltmarsh Verey's")
fact("remote_access", "saltmarsh verey", "remote_access", "FortiClient SSL VPN (FortiGate, full tunnel)",
     "2024-03-20", "2025-05-19", ["s02#1", "s02#6", "s17#1", "s17#2", "s26#1"], FIRST.format("2024-03-20"))
fact("remote_access", "saltmarsh verey", "remote_access", "Tailscale", "2025-05-19", None,
     ["s26#7", "s27#1", "s27#2", "s31#1"], "'from Monday 19 May' (s26); 'since Monday' said Wed 2025-05-21; "
     "s30's 'since January' is wrong and corrected in s31")
fact("backup_offsite", "saltmarsh verey backups", "offsite_copy", "USB drive taken home every Friday",
     "2024-07-03", "2024-10-14", ["s09#9", "s16#1", "s16#5"], FIRST.format("2024-07-03"))
fact("backup_offsite", "saltmarsh verey backups", "offsite_copy", "Wasabi (immutable bucket)", "2024-10-14", None,
     ["s16#1", "s16#3", "s34#1"], "only told afterwards: 'two weeks ago, on the Monday' said Wed 2024-10-30")
fact("backup_rule", "saltmarsh verey backups", "restore_test_rule",
     "no scheduled restore tests (only when something had to be recovered)", "2024-10-30", "2024-11-04",
     ["s16#1", "s16#9"], FIRST.format("2024-10-30"))
fact("backup_rule", "saltmarsh verey backups", "restore_test_rule",
     "restore test on the first Monday of every month (local and offsite copy), logged", "2024-11-04", None,
     ["s16#7", "s16#8", "s27#8", "s31#3", "s34#1"], "'starting next Monday' said Wed 2024-10-30")
fact("password_manager", "saltmarsh verey", "password_manager", "LastPass Business", "2024-04-23", "2024-05-20",
     ["s04#1", "s04#5", "s33#7", "s33#8"], FIRST.format("2024-04-23") + " (in use since 2019)")
fact("password_manager", "saltmarsh verey", "password_manager", "1Password Business", "2024-05-20", None,
     ["s04#5", "s04#9", "s06#5", "s33#7"],
     "planned for Mon 2024-05-20 (s04); only in passing: 'since Monday' said Wed 2024-05-22 (s06); Bitwarden rejected")
fact("device_management", "saltmarsh verey laptops", "device_management", "Kaseya VSA (run by Tandem IT)",
     "2024-03-20", "2025-01-13", ["s02#10", "s04#7", "s12#4", "s17#3", "s19#1"], FIRST.format("2024-03-20"))
fact("device_management", "saltmarsh verey laptops", "device_management", "Microsoft Intune", "2025-01-13", None,
     ["s17#3", "s19#1", "s19#9", "s27#2", "s34#1"], "decided 2024-11-20; 'from Monday' said Wed 2025-01-08")
fact("print_management", "saltmarsh verey printers and plotters", "print_management",
     "direct queues on the Windows print server (sva-print01)", "2024-03-20", "2024-06-21",
     ["s02#7", "s02#8", "s08#4"], FIRST.format("2024-03-20"))
fact("print_management", "saltmarsh verey printers and plotters", "print_management",
     "PaperCut (jobs released by card at the device)", "2024-06-21", None, ["s08#2", "s08#4", "s12#10"],
     "only afterwards: 'since PaperCut went live last Friday' said Wed 2024-06-26")
fact("payroll", "saltmarsh verey payroll", "run_by", "payroll bureau Whitcombe & Daly", "2024-07-03", "2025-04-06",
     ["s09#5", "s24#1"], FIRST.format("2024-07-03"))
fact("payroll", "saltmarsh verey payroll", "run_by", "Xero Payroll (run in-house)", "2025-04-06", None,
     ["s24#1", "s24#7"], "'from the new tax year, 6 April' said 2025-03-26; first pay run in April")
fact("hr_system", "saltmarsh verey", "hr_system", "BreatheHR", "2025-03-26", None, ["s24#5"],
     FIRST.format("2025-03-26") + "; Personio considered and rejected")
fact("owner_licence_server", "licence server sva-lic01", "owner", "Gareth Pugh", "2024-03-20", "2024-07-01",
     ["s02#3", "s06#5", "s08#5"], FIRST.format("2024-03-20"))
fact("owner_licence_server", "licence server sva-lic01", "owner", "Ayesha Raman", "2024-07-01", None,
     ["s08#5", "s12#2", "s27#4"], "'from next month ... from 1 July' said Wed 2024-06-26")
fact("owner_render_pipeline", "render pipeline (render farm, render licences, asset storage)", "owner",
     "Jonas Weidinger", "2024-05-22", "2025-02-03", ["s06#1", "s13#1", "s20#5"], FIRST.format("2024-05-22"))
fact("owner_render_pipeline", "render pipeline (render farm, render licences, asset storage)", "owner",
     "Dmitri Sokolov", "2025-02-03", None, ["s20#5", "s31#4", "s31#5"],
     "'from Monday 3 February' said 2025-01-22; Jonas came back part-time in August 2025 and Dmitri kept it")
fact("owner_bim_standards", "bim standards and office template", "owner", "Marta Kowalczyk", "2024-03-05", None,
     ["s01#1", "s01#5", "s18#5"], FIRST.format("2024-03-05"))
fact("owner_payroll", "payroll", "owner", "Fiona Lathbury", "2024-07-03", None, ["s09#5", "s24#1", "s24#7"],
     FIRST.format("2024-07-03") + "; the bureau only ran the payroll for her")
fact("drawing_review_rule", "drawing issues", "review_rule", "author's own check before issue", "2024-05-14",
     "2024-06-03", ["s05#4"], FIRST.format("2024-05-14"))
fact("drawing_review_rule", "drawing issues", "review_rule",
     "second-person check of the PDF set against the issue sheet, initialled on the transmittal (checker never the author)",
     "2024-06-03", None, ["s05#5", "s32#1"], "announced 2024-05-14 'from Monday 3 June'")
fact("template_release_cadence", "office revit template and families", "release_cadence", "monthly",
     "2024-03-05", "2025-01-06", ["s01#5", "s05#6", "s12#8"], FIRST.format("2024-03-05"))
fact("template_release_cadence", "office revit template and families", "release_cadence",
     "quarterly (January, April, July, October)", "2025-01-06", None, ["s18#5", "s32#5", "s33#5"],
     "announced 2024-12-11; first quarterly release Mon 2025-01-06")
fact("coordination_meeting", "studio leads meeting", "cadence", "weekly, Mondays 9:00", "2024-04-03", "2025-03-04",
     ["s03#8", "s21#6"], FIRST.format("2024-04-03"))
fact("coordination_meeting", "studio leads meeting", "cadence", "every other Tuesday, 9:30", "2025-03-04", None,
     ["s21#6", "s33#1"], "announced 2025-01-29 'from March', first call Tue 2025-03-04")


# ---------------------------------------------------------------------------------------------
# Questions. "Now" is the end of the corpus (2025-10-22).
QUESTIONS = []
NEG = ["no", "never", "did not", "didn't", "not adopted", "rejected", "cancelled"]


def q(kind, timeline, question, answer, accept, evidence, as_of=None, ordered=None):
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


# before
q("before", "viz_render_engine", "Which renderer did the visualisation group use before Corona?",
  "V-Ray (V-Ray 6 in 3ds Max 2024). New jobs moved to Corona from 2024-06-17; jobs already running were finished in V-Ray.",
  ["v-ray", "vray"], ["s06#1", "s06#3", "s07#1"])
q("before", "password_manager", "What password manager did the practice use before 1Password?",
  "LastPass Business (since 2019), until everyone moved to 1Password on 2024-05-20; the LastPass account was closed at the end of June 2024.",
  ["lastpass", "last pass"], ["s04#1", "s04#5", "s06#5", "s33#8"])
q("before", "site_app", "Before Fieldwire, what did the site supervisors use on their iPads for drawings and snag lists?",
  "PlanGrid, until Fieldwire took over on all sites on 2024-10-07.",
  ["plangrid", "plan grid"], ["s03#5", "s11#1", "s14#1", "s29#6"])
q("before", "accounting", "Which accounting package were the books kept in before Xero?",
  "Sage 50 Accounts (desktop, on a server in Ashcombe), until Xero went live on 2024-10-01; Sage then stayed read-only as an archive.",
  ["sage 50", "sage"], ["s09#1", "s15#1"])
q("before", "phone_system", "What phone system did the studios have before Teams Phone?",
  "Mitel desk phones on an on-premises PBX (controller in the Ashcombe comms room), until the numbers were ported to Teams Phone on 2025-02-24.",
  ["mitel"], ["s02#7", "s02#8", "s19#5", "s21#5"])
q("before", "remote_access", "What did staff use to connect to the office remotely before Tailscale?",
  "FortiClient SSL VPN to the FortiGate, a full tunnel through Ashcombe, until 2025-05-19.",
  ["forticlient", "fortigate", "forti client"], ["s02#1", "s02#6", "s26#1", "s27#2"])
q("before", "owner_licence_server", "Who looked after the licence server before Ayesha?",
  "Gareth Pugh, the IT manager, until 2024-07-01.",
  ["gareth"], ["s02#3", "s08#5"])
q("before", "project_file_storage", "Where were the project files kept before Egnyte?",
  "On the practice's own Windows file servers (sva-fs01 in Ashcombe) replicated between the studios with DFS, until the move to Egnyte over the weekend of 12-13 April 2025.",
  ["file server", "dfs", "sva-fs01"], ["s01#1", "s01#3", "s17#8", "s23#5", "s25#1"])
q("before", "device_management", "Before Intune, how were the laptops managed?",
  "Through Kaseya VSA, run by the outside IT provider Tandem IT, until 2025-01-13 (Tandem's contract ended on 31 December 2024).",
  ["kaseya"], ["s02#10", "s17#3", "s19#1"])
q("before", "timesheets", "How did staff record their hours before Harvest?",
  "On an Excel timesheet template, which came back in several versions and had to be retyped into Sage; retired on 2024-04-08.",
  ["excel", "spreadsheet"], ["s03#1", "s03#2"])

# after
q("after", "team_chat", "What did the practice move its chat to after Slack?",
  "Microsoft Teams, from the first Monday in September 2024 (2024-09-02), because Slack's renewal went up 40% and Teams was already paid for in Microsoft 365; Slack stayed read-only until the end of September.",
  ["microsoft teams", "teams"], ["s10#1", "s12#6"])
q("after", "render_farm", "What replaced the in-house render nodes?",
  "RebusFarm, a cloud render farm, from 2025-01-20; stills are rendered on the workstations.",
  ["rebusfarm", "rebus"], ["s13#7", "s18#8", "s20#1", "s20#4"])
q("after", "realtime_viz", "In early 2025 the studios tried another real-time tool in place of Enscape. Which one?",
  "Twinmotion, as a four-week trial from 2025-02-03; the studios went back to Enscape on 2025-03-10.",
  ["twinmotion"], ["s21#1", "s22#5", "s23#1"])
q("after", "timesheets", "What did timesheets move to after Harvest?",
  "BQE Core: by June 2025 staff log their hours in Core every Friday and invoices are billed from Core into Xero.",
  ["bqe core", "core"], ["s28#1", "s33#2"])
q("after", "project_management", "What replaced Trello for the project boards?",
  "Asana, from Monday 2024-07-01.",
  ["asana"], ["s08#8", "s09#7"])
q("after", "backup_offsite", "What took over from the USB drive rotation for the offsite backup copy?",
  "A Veeam backup copy job to an immutable Wasabi bucket, first run on Monday 2024-10-14.",
  ["wasabi"], ["s16#1", "s16#5"])
q("after", "print_management", "What was put in for printing and plotting after the plain print-server queues?",
  "PaperCut, live from Friday 2024-06-21: jobs wait in a release queue until you tap your card at the printer or plotter.",
  ["papercut", "paper cut"], ["s08#2", "s08#4"])
q("after", "payroll", "Once the payroll bureau stopped running the payroll, what was it run in?",
  "Xero Payroll, run in-house by Fiona from the new tax year (2025-04-06), with the first pay run in April 2025.",
  ["xero payroll", "xero"], ["s24#1", "s24#7"])
q("after", "drawing_review_rule", "What replaced the author's own check before drawings are issued?",
  "From 2024-06-03 a second person, never the author, checks the PDF set against the issue sheet and initials the check box on the transmittal before anything with a drawing number leaves the office.",
  ["second person", "second-person", "not the author", "never the author"], ["s05#4", "s05#5", "s32#1"])
q("after", "revit_version_brennport", "Which Revit version did the Brennport studio move to after Revit 2023?",
  "Revit 2025, on Monday 2025-02-17, once the Westmere hospital stage 4 package was issued.",
  ["revit 2025"], ["s10#7", "s22#1"])

# current
q("current", "project_file_storage", "Where are the practice's project files stored today?",
  "In Egnyte, with a Smart Cache in each studio, since the move on the weekend of 12-13 April 2025. Exceptions: Caldmoor's Archicad Teamwork projects stay on their BIMcloud server and the render assets on the viz group's TrueNAS.",
  ["egnyte"], ["s23#5", "s25#1", "s30#1"])
q("current", "realtime_viz", "Which real-time visualisation tool do the architects use now?",
  "Enscape: the Twinmotion trial (3 February to 10 March 2025) was reverted and Enscape renewed for a year.",
  ["enscape"], ["s23#1", "s23#2"])
q("current", "revit_version_brennport", "Which Revit version is the Brennport studio on now?",
  "Revit 2025, since 2025-02-17.",
  ["revit 2025"], ["s22#1", "s27#3"])
q("current", "caldmoor_bim", "What BIM software does the Caldmoor studio model in now?",
  "Archicad (version 27, moving to 28), with Teamwork projects on its own BIMcloud server; the planned move to Revit was cancelled in December 2024.",
  ["archicad"], ["s18#1", "s18#3", "s30#1"])
q("current", "render_farm", "Where does heavy rendering, such as animations, happen these days?",
  "On RebusFarm (since 2025-01-20); stills are rendered on the viz group's workstations.",
  ["rebusfarm", "rebus"], ["s20#1", "s20#4", "s33#6"])
q("current", "phone_system", "What do the office phones run on now?",
  "Microsoft Teams Phone with calling plans, since 2025-02-24; calls ring in Teams.",
  ["teams phone", "teams"], ["s21#5", "s22#7"])
q("current", "remote_access", "How do people reach the office servers from home these days?",
  "Through Tailscale (since 2025-05-19): a subnet router gives access only to the licence server, the Sage archive and the Brennport plotter.",
  ["tailscale"], ["s26#1", "s26#7", "s27#1", "s31#1"])
q("current", "coordination_meeting", "How often do the studio leads meet now?",
  "Every other Tuesday at 9:30, since 2025-03-04.",
  ["every other tuesday", "fortnightly", "every two weeks", "biweekly", "bi-weekly", "every second tuesday"],
  ["s21#6", "s33#1"])
q("current", "backup_rule", "What is the current rule for testing backup restores?",
  "On the first Monday of every month IT restores one project folder from the local copy and one from the offsite Wasabi copy, logs the times and results, and reports any failure to Helen the same day (in force since 2024-11-04).",
  ["first monday", "every month", "monthly"], ["s16#7", "s16#8", "s27#8", "s31#3"])
q("current", "template_release_cadence", "How often does the BIM manager release the office template now?",
  "Quarterly (January, April, July, October), since 2025-01-06, with hotfixes only if something is broken.",
  ["quarterly", "every quarter", "once per quarter", "four times a year"], ["s18#5", "s32#5", "s33#5"])
q("current", "timesheets", "What do staff log their hours in now?",
  "BQE Core.",
  ["bqe core", "core"], ["s28#1", "s33#2"])
q("current", "site_app", "What app does the site team use for drawings and snags now?",
  "Fieldwire, since 2024-10-07.",
  ["fieldwire"], ["s14#1", "s29#6", "s33#4"])

# as_of
q("as_of", "revit_version_ashcombe", "Which Revit version was the Ashcombe studio working in on 15 August 2024?",
  "Revit 2023. The upgrade had been planned for 29 July but slipped to 2 September 2024.",
  ["revit 2023"], ["s08#6", "s10#6", "s12#1"], as_of="2024-08-15")
q("as_of", "revit_version_brennport", "On 1 December 2024, which Revit version did the Brennport studio use?",
  "Revit 2023: Brennport stayed on it for the Westmere hospital job until 2025-02-17, although Ashcombe had upgraded to 2025 in September 2024.",
  ["revit 2023"], ["s10#7", "s12#4", "s22#1"], as_of="2024-12-01")
q("as_of", "realtime_viz", "What were the studios using for real-time renders on 20 February 2025?",
  "Twinmotion, during the trial that ran from 3 February to 10 March 2025.",
  ["twinmotion"], ["s21#1", "s22#5", "s23#1"], as_of="2025-02-20")
q("as_of", "team_chat", "As of 20 August 2024, which chat tool were the studios on?",
  "Slack. The move to Teams had been decided in July but only happened on 2 September 2024.",
  ["slack"], ["s02#9", "s10#1", "s12#6"], as_of="2024-08-20")
q("as_of", "phone_system", "What were the desk phones running on as of 14 February 2025?",
  "Still the Mitel system: the port to Teams Phone, booked for 10 February, was rejected and moved to 24 February 2025.",
  ["mitel"], ["s19#5", "s21#5", "s22#7"], as_of="2025-02-14")
q("as_of", "owner_render_pipeline", "Who ran the render pipeline as of 15 December 2024?",
  "Jonas Weidinger; Dmitri took it over on 2025-02-03.",
  ["jonas"], ["s06#1", "s18#8", "s20#5"], as_of="2024-12-15")
q("as_of", "password_manager", "As of 1 May 2024, which password manager was in use?",
  "LastPass Business; 1Password was chosen in April and rolled out on 20 May 2024.",
  ["lastpass", "last pass"], ["s04#1", "s04#5", "s06#5"], as_of="2024-05-01")
q("as_of", "timesheets", "What did staff log their time in on 1 December 2024?",
  "Harvest.",
  ["harvest"], ["s03#1", "s15#1"], as_of="2024-12-01")
q("as_of", "project_file_storage", "As of 31 March 2025, where were the project files stored?",
  "Still on the on-premises file servers with DFS replication: Egnyte had been chosen in March but the move happened on the weekend of 12-13 April 2025.",
  ["file server", "dfs", "sva-fs01"], ["s23#5", "s23#7", "s25#1"], as_of="2025-03-31")
q("as_of", "accounting", "On 15 September 2024, which accounting system was in use?",
  "Sage 50 Accounts; Xero only went live on 1 October 2024.",
  ["sage 50", "sage"], ["s09#1", "s09#7", "s15#1"], as_of="2024-09-15")
q("as_of", "caldmoor_bim", "What BIM software was the Caldmoor studio using on 1 February 2025?",
  "Archicad. A move to Revit had been planned for January 2025, but it was cancelled in December 2024.",
  ["archicad"], ["s10#3", "s18#1", "s18#3"], as_of="2025-02-01")
q("as_of", "viz_render_engine", "On 1 June 2024, which renderer did the visualisation group render with?",
  "V-Ray; Corona was only used for new jobs from 17 June 2024.",
  ["v-ray", "vray"], ["s06#1", "s06#7", "s07#1"], as_of="2024-06-01")

# when
q("when", "revit_version_ashcombe", "When did the Ashcombe studio actually move to Revit 2025?",
  "On Monday 2024-09-02 (2 September 2024). It had been planned for 29 July and slipped because of plugin problems and the Kestrel Quay stage 4 issue.",
  ["2024-09-02", "2 september", "september 2", "2nd of september", "2nd september", "sept 2", "sep 2"],
  ["s08#6", "s10#6", "s12#1"])
q("when", "password_manager", "When did everyone move to 1Password?",
  "On Monday 2024-05-20 (20 May 2024).",
  ["2024-05-20", "20 may", "may 20", "20th of may", "20th may"], ["s04#5", "s06#5"])
q("when", "site_app", "When did the site team start using Fieldwire on all sites?",
  "On Monday 2024-10-07 (7 October 2024), after a three-week pilot on the Millbrook site; not January 2025.",
  ["2024-10-07", "7 october", "october 7", "7th of october", "7th october", "oct 7", "7 oct"],
  ["s14#1", "s29#6"])
q("when", "phone_system", "When did the desk phones switch over to Teams Phone?",
  "On Monday 2025-02-24 (24 February 2025); the original date, 10 February, slipped after the port was rejected.",
  ["2025-02-24", "24 february", "february 24", "24th of february", "24th february", "24 feb", "feb 24"],
  ["s19#5", "s21#5", "s22#7"])
q("when", "project_file_storage", "When were the project files moved to Egnyte?",
  "Over the weekend of 12-13 April 2025; from Monday 2025-04-14 everyone worked from the Egnyte drive.",
  ["2025-04-14", "14 april", "april 14", "14th of april", "12-13 april", "12 april", "april 12", "13 april", "april 13"],
  ["s25#1", "s25#3"])
q("when", "remote_access", "When did the practice switch from FortiClient to Tailscale?",
  "On Monday 2025-05-19 (19 May 2025), after Kwame's submission on the 16th. Not in January: January 2025 was the move to Intune.",
  ["2025-05-19", "19 may", "may 19", "19th of may", "19th may"], ["s26#7", "s27#1", "s31#1"])
q("when", "owner_licence_server", "When did Ayesha take over the licence server?",
  "On 2024-07-01 (1 July 2024), announced by Gareth on 26 June as 'from next month'.",
  ["2024-07-01", "1 july", "july 1", "1st of july", "1st july"], ["s08#5", "s12#2"])
q("when", "render_farm", "When did rendering move to RebusFarm?",
  "On Monday 2025-01-20 (20 January 2025), when the cupboard nodes were switched off.",
  ["2025-01-20", "20 january", "january 20", "20th of january", "20th january", "20 jan", "jan 20"],
  ["s18#8", "s20#1", "s20#2"])
q("when", "realtime_viz", "When did the studios go back to Enscape after the Twinmotion trial?",
  "On Monday 2025-03-10 (10 March 2025).",
  ["2025-03-10", "10 march", "march 10", "10th of march", "10th march"], ["s23#1", "s23#3"])

# why
q("why", "password_manager", "Why did the practice leave LastPass?",
  "Because of the 2022 LastPass breach: encrypted vaults were stolen and there were reports of cracked vaults being used for crypto theft. The cyber insurer's renewal form asked about it and the partners wanted off LastPass. 1Password won over Bitwarden because staff found its browser extension less annoying and self-hosting Bitwarden would have fallen on Gareth.",
  ["breach", "stolen", "insur", "cracked"], ["s04#1", "s04#3"])
q("why", "viz_render_engine", "Why did the visualisation group switch from V-Ray to Corona?",
  "They spent more time tweaking V-Ray settings than making images. Corona has far fewer settings (Dmitri's Millbrook test took half the setup time), an interactive renderer for lighting live with the architects, runs on the existing hardware and comes from the same vendor through the same licence server.",
  ["setting", "setup", "tweak", "half the time", "simpler"], ["s06#3", "s06#8", "s07#1"])
q("why", "render_farm", "Why did the practice give up its own render nodes?",
  "The 2017 nodes were failing (node 2's power supply, node 4's motherboard) and left warranty on 31 December 2024; they cost about £2,900 a year in electricity, overheated in a 34-degree cupboard and throttled, and took about six days a year of Jonas's time. An 1,800-frame animation needed about nine days locally against roughly £1,400 and one day on RebusFarm.",
  ["warranty", "electricity", "power", "overheat", "throttl", "failing", "died"],
  ["s07#3", "s07#4", "s13#1", "s13#5", "s13#8"])
q("why", "realtime_viz", "Why was the Twinmotion trial dropped?",
  "The Datasmith Direct Link from Revit broke on every sync with central, so material overrides were lost and the team spent more time rebuilding views than designing; it was never live inside Revit the way Enscape is, and the exporters for Revit 2023 and 2025 were different builds that were hard to support.",
  ["sync", "direct link", "datasmith", "material override", "live"], ["s22#5", "s22#7", "s23#2", "s23#3"])
q("why", "site_app", "Why did the site team leave PlanGrid?",
  "PlanGrid's sync lost markups made offline (in the Westmere basement with no signal) and Autodesk was replacing PlanGrid with Autodesk Build. Build was too expensive at £1,150 per user per year, while Fieldwire was much cheaper and reliable offline.",
  ["offline", "signal", "sync", "markups", "replaced by autodesk build"], ["s11#1", "s11#3", "s14#3", "s14#5"])
q("why", "project_file_storage", "Why were the project files moved to Egnyte?",
  "DFS replication between the studios kept producing conflicts (it corrupted the Kestrel Quay central in March 2024 and made conflict copies on Westmere), and working on the file server from home over the full-tunnel VPN was very slow. Egnyte gives each studio a Smart Cache for the big Revit files and lets people reach files without the VPN. SharePoint was rejected because its sync can't cope with large Revit and 3ds Max files.",
  ["dfs", "conflict", "replication", "vpn", "smart cache"], ["s01#4", "s17#7", "s17#8", "s23#5"])
q("why", "revit_version_brennport", "Why did the Brennport studio stay on Revit 2023 when Ashcombe upgraded?",
  "Because of the Westmere hospital job: the M&E and structural consultants were on Revit 2023 and a shared model can't be upgraded mid-stage, so Brennport waited until the stage 4 package had been issued.",
  ["westmere", "hospital", "consultant", "mid-stage", "stage 4"], ["s10#7", "s12#4", "s22#1"])
q("why", "caldmoor_bim_plan", "Why was the plan to move the Caldmoor studio onto Revit dropped?",
  "Retraining 14 people would have cost about 600 hours in the middle of the Ropeworks tender queries, Luca's team (12 years of Archicad) is faster in Archicad, and clients only care that the IFC is clean.",
  ["retrain", "600 hours", "faster in archicad", "ifc", "12 years"], ["s10#4", "s18#3"])
q("why", "remote_access", "Why did the practice replace FortiClient?",
  "The FortiClient SSL VPN was a full tunnel through Ashcombe's line: slow (a central took 25 minutes to open, a licence checkout 40 seconds) and it kept disconnecting. After the move to Egnyte only three machines still needed remote access, and Tailscale routes just those (licence checkout in 3 seconds).",
  ["full tunnel", "slow", "disconnect", "drops", "40 seconds"], ["s02#6", "s17#1", "s17#2", "s26#1", "s26#5"])

# history
q("history", "realtime_viz", "What have the studios used for real-time visualisation over time, in order?",
  "Enscape until 2025-02-03, then Twinmotion for a four-week trial until 2025-03-10, then Enscape again.",
  ["enscape", "twinmotion"], ["s06#1", "s21#1", "s23#1"],
  ordered=[["enscape"], ["twinmotion"], ["enscape"]])
q("history", "timesheets", "How has the way staff record their hours changed over time?",
  "An Excel timesheet template until 2024-04-08, then Harvest, then BQE Core (in use by June 2025).",
  ["excel", "harvest", "core"], ["s03#1", "s28#1", "s33#2"],
  ordered=[["excel", "spreadsheet"], ["harvest"], ["core", "bqe core"]])
q("history", "revit_version_ashcombe", "Which Revit versions has the Ashcombe studio worked in, in order?",
  "Revit 2023 until 2024-09-02, then Revit 2025.",
  ["revit 2023", "revit 2025"], ["s01#1", "s10#6", "s12#1"],
  ordered=[["revit 2023"], ["revit 2025"]])
q("history", "render_farm", "How has the practice's render farm set-up changed over time?",
  "In-house render nodes in a cupboard, managed with Deadline, until 2025-01-20; since then RebusFarm in the cloud.",
  ["rebusfarm"], ["s06#1", "s13#1", "s20#1", "s20#4"],
  ordered=[["in-house", "deadline", "own nodes", "cupboard", "local nodes"], ["rebusfarm", "rebus"]])
q("history", "owner_render_pipeline", "Who has been responsible for the render pipeline over time?",
  "Jonas Weidinger until 2025-02-03, then Dmitri Sokolov, who kept it after Jonas came back part-time in August 2025.",
  ["jonas", "dmitri"], ["s06#1", "s20#5", "s31#4"],
  ordered=[["jonas"], ["dmitri"]])
q("history", "coordination_meeting", "How has the studio leads' meeting cadence changed?",
  "Weekly on Mondays at 9:00 until March 2025, then every other Tuesday at 9:30 from 2025-03-04.",
  ["monday", "tuesday"], ["s03#8", "s21#6", "s33#1"],
  ordered=[["weekly", "every monday", "every week", "monday"],
           ["every other tuesday", "fortnightly", "every two weeks", "biweekly", "bi-weekly", "tuesday"]])

# negative
q("negative", "password_manager", "Did we ever use Bitwarden?",
  "No. Bitwarden (cloud and self-hosted) was compared with 1Password in April 2024 and rejected; the practice went from LastPass to 1Password.",
  NEG, ["s04#3", "s04#9"])
q("negative", "site_app", "Did the site team ever move to Autodesk Build?",
  "No. Autodesk pushed it as PlanGrid's successor, but at £1,150 per user per year it was rejected; the site team moved from PlanGrid to Fieldwire.",
  NEG, ["s11#3", "s14#5"])
q("negative", "render_farm", "Did we ever render on Fox Renderfarm?",
  "No. Fox Renderfarm was tested in September 2024 and rejected (painful upload client, support answering at night); the practice chose RebusFarm.",
  NEG, ["s13#3", "s13#7"])
q("negative", "project_file_storage", "Were the project files ever moved to SharePoint?",
  "No. SharePoint was considered but rejected because its sync can't cope with the large Revit and 3ds Max files; the files went from the DFS file servers to Egnyte.",
  NEG, ["s17#8", "s23#5"])
q("negative", "caldmoor_bim", "Did the Caldmoor studio ever switch to Revit?",
  "No. A move to Revit was announced for January 2025 but cancelled in December 2024; Caldmoor still works in Archicad.",
  NEG, ["s10#3", "s18#1", "s18#3", "s30#1"])
q("negative", "site_app", "Has our site team ever used Procore for its own snagging?",
  "No. Procore is the contractor Halden Build's system; the site team only has guest access and uploads reports there. Its own snags were in PlanGrid and then Fieldwire.",
  NEG, ["s11#3", "s14#7", "s29#4"])
q("negative", "realtime_viz", "Did the studios ever adopt Lumion?",
  "No. Lumion was suggested in January 2025 but nobody wanted a third tool; the studios trialled Twinmotion and went back to Enscape.",
  NEG, ["s21#1"])

# ownership
q("ownership", "owner_licence_server", "Who looks after the licence server now?",
  "Ayesha Raman, the IT coordinator, since 2024-07-01; she took it over from Gareth.",
  ["ayesha"], ["s08#5", "s12#2", "s27#4"])
q("ownership", "owner_render_pipeline", "Who is responsible for the render pipeline (the RebusFarm account and the Corona licences) today?",
  "Dmitri Sokolov, since 2025-02-03. Jonas came back part-time in August 2025 but Dmitri kept the pipeline.",
  ["dmitri"], ["s20#5", "s31#4", "s31#5"])
q("ownership", "owner_bim_standards", "Who owns the BIM standards and the office Revit template?",
  "Marta Kowalczyk, the BIM manager.",
  ["marta"], ["s01#1", "s01#5", "s18#5"])
q("ownership", "owner_payroll", "Who is in charge of payroll?",
  "Fiona Lathbury (HR and payroll). The bureau Whitcombe & Daly only ran the payroll for her until April 2025; since then she runs it in Xero Payroll, with Declan as backup.",
  ["fiona"], ["s09#5", "s24#1", "s24#7"])
q("ownership", "owner_render_pipeline", "Who ran the render farm before Dmitri took it over?",
  "Jonas Weidinger, the visualisation lead, until 2025-02-03.",
  ["jonas"], ["s06#1", "s20#5"])


# ---------------------------------------------------------------------------------------------
def turn_gap(text: str) -> timedelta:
    """Minutes between a turn and the one before it: longer turns take longer to write."""
    return timedelta(minutes=1 + len(text) // 240)


def full_id(short: str) -> str:
    return f"{PREFIX}/{short}"


def build_corpus() -> dict:
    sessions = []
    for number, title, started_at, turns in SESSIONS:
        sid = f"{PREFIX}/s{number:02d}"
        at = datetime.fromisoformat(started_at)
        rows = []
        for index, (speaker, text) in enumerate(turns, start=1):
            at += timedelta(minutes=1) if index == 1 else turn_gap(text)
            rows.append({"id": f"{sid}#{index}", "speaker": speaker,
                         "role": "assistant" if speaker == A else "user",
                         "text": text, "at": at.isoformat()})
        sessions.append({"id": sid, "title": title, "started_at": started_at, "turns": rows})
    return {"format": FORMAT, "sessions": sessions}


def build_facts() -> list:
    return [dict(f, evidence=[full_id(e) for e in f["evidence"]]) for f in FACTS]


def build_questions() -> list:
    return [dict(x, evidence=[full_id(e) for e in x["evidence"]]) for x in QUESTIONS]


def render() -> dict:
    corpus = json.dumps(build_corpus(), ensure_ascii=False, indent=1) + "\n"
    questions = "".join(json.dumps(x, ensure_ascii=False) + "\n" for x in build_questions())
    facts = "".join(json.dumps(f, ensure_ascii=False) + "\n" for f in build_facts())
    return {"corpus.chat.json": corpus, "questions.jsonl": questions, "facts.jsonl": facts}


def main(argv: list) -> int:
    folder = Path(__file__).resolve().parent
    files = render()
    if "--check" in argv:
        stale = [name for name, text in files.items()
                 if not (folder / name).exists() or (folder / name).read_bytes() != text.encode("utf-8")]
        for name in stale:
            print(f"differs: {name}")
        print("generate.py --check: " + ("OK, files match byte for byte" if not stale else f"{len(stale)} file(s) differ"))
        return 1 if stale else 0
    for name, text in files.items():
        (folder / name).write_bytes(text.encode("utf-8"))
        print(f"wrote {name} ({len(text.encode('utf-8'))} bytes)")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
