#!/usr/bin/env python3
"""Generate the chat_holdout5 corpus (Kestrel Yard Post), its facts and its questions.

Writes corpus.chat.json, facts.jsonl and questions.jsonl next to this file.
Standard library only; deterministic (no randomness).

Usage: python3 generate.py
"""
from __future__ import annotations

import json
from datetime import datetime, timedelta
from pathlib import Path

HERE = Path(__file__).resolve().parent
PREFIX = "h5"

U, A = "user", "assistant"

# Each session: (number, title, started_at, [(role, text), ...])
SESSIONS: list[tuple[int, str, str, list[tuple[str, str]]]] = []


def session(n: int, title: str, started: str, *turns: tuple[str, str]) -> None:
    SESSIONS.append((n, title, started, list(turns)))


# ---------------------------------------------------------------------------------------------
session(1, "Northlight's cut won't upload", "2024-06-04T09:40:00",
(U, """Morning, Callum here. Northlight want the director's cut of Harbour Lights ep 3 up for review by lunch, and the upload keeps dying at about 70%. It's a 14 GB H.264 export out of Media Composer going up to our Frame.io project from the Edit 2 iMac. The browser just says "Upload failed, retrying" and starts again from zero."""),
(A, """Two things are worth trying before anything else.

1. Use the Frame.io Transfer desktop app instead of the browser. It uploads in chunks and resumes after a dropout, so a hiccup at 70% costs you seconds rather than the whole file. Also stop the iMac from sleeping while it runs (System Settings > Energy, or just `caffeinate -i` in Terminal).
2. Make the file smaller. A review copy doesn't need 14 GB: a 1080p H.264 at around 10 Mbit/s is roughly 3.5 GB for a 50-minute episode and looks fine on a laptop or iPad.

If it still fails in the app, it's the network path rather than Frame.io: check whether Edit 2's internet traffic goes through the same link as the storage."""),
(U, """The Transfer app did it first time. You're right about the size too, I exported at 40 Mbit/s out of habit. Edit 2 mounts the EditShare over the 10-gig, internet goes out through the office line, so that's separate.

Next annoyance: Northlight's DIT has put tomorrow's rushes on their Aspera server again and I have to pull them with Aspera Connect on the ingest machine. That's their setup, not ours, but every time it wants a browser extension update before it'll start."""),
(A, """Aspera Connect is two pieces, the desktop helper and the browser extension, and it refuses to start when their versions don't match. Update both (the helper from IBM's download page, the extension from the browser's store) and restart the browser.

If it keeps happening, ask Northlight whether they can give you a login for the IBM Aspera desktop client instead. That talks to their server directly and doesn't depend on the browser at all. Since it's their server, the account has to come from them."""),
(U, """Sorted, both updated. Last thing. Once they approve, the final goes out as a ProRes 422 HQ master, about 180 GB, and we send those with WeTransfer Pro as usual. For broadcast masters the producer on the job signs it off and then I send it. Anything I should check before I press send?"""),
(A, """A short pre-send list:

- Make a checksum (MD5 or xxHash) and send the sidecar file with the master, so the client can verify what arrived.
- File name exactly as their delivery spec says (programme number, version, date).
- Password-protect the transfer and set an expiry that matches how long they need to download it.
- Put the producer's sign-off (who and when) in the delivery note.
- Keep the transfer receipt; WeTransfer Pro shows when it was downloaded."""),
(U, """Checksums I do with ShotPut Pro anyway. I'll drop the link in the Harbour Lights WhatsApp group so the producer sees it's gone."""),
(A, """One caution on that. Download links for unreleased drama sitting in a WhatsApp group on people's own phones is exactly the kind of thing a TPN assessor writes up, and Northlight's security people would not love it either. If it has to go there today, make sure the transfer has a password and send the password somewhere else."""),
(U, """Yeah, Nadia has the TPN stuff on her list for the summer. For today: password on it, password by email, off it goes."""),
)

session(2, "Two clients, one grading suite", "2024-06-18T10:15:00",
(U, """Hi, Jo from bookings. Nightmare morning: two clients turned up for Grade 1 at 10:00. Both signed in at the front desk on Envoy within five minutes of each other, so at least we know who was first, ha. Marek is grading the Severn TV promo, and the Northlight people are in the kitchen drinking our coffee.

All bookings live in the grid, our big shared Google Sheet: one tab per week, one row per room, half-hour columns. How do I find out how this happened?"""),
(A, """Google Sheets keeps every change. Open the week's tab, then File > Version history > See version history, and switch on "Show changes": edited cells are highlighted with the name of whoever changed them and when. You can also right-click the Grade 1 cell for that morning and choose "Show edit history" to see just that cell.

While you're in there, check whether anyone had a filter switched on when they edited. Edits made in a filtered view are the classic way to change the wrong row."""),
(U, """Cell history says Tom's laptop changed the Grade 1 cell on Friday evening from "Northlight – hold" to "Severn promo". Tom swears he was moving a different row. And yes, the filter was on, so he edited the row he thought was Grade 2."""),
(A, """That fits. A few ways to make it less likely, from cheap to proper:

- Filter views instead of filters: each person's filter only affects their own view, so nobody edits through someone else's filter.
- Protected ranges on confirmed bookings, so only you can change them.
- A script that refuses a second booking in the same room and slot (I can write one).

The underlying issue is that a spreadsheet has no idea what a clash is. Booking software made for facilities does: Farmerswife is built for post houses and books rooms, people and kit together; Resource Guru is simpler and cheaper but generic. Both do free trials."""),
(U, """Quayside, across the yard, run their whole studio on something called Xytech MediaPulse. Their bookings manager showed it to me once. It looked enormous."""),
(A, """MediaPulse is aimed at large facilities and broadcasters: scheduling, work orders, billing, asset tracking in one system, with an implementation project to match. For six rooms and a dozen people it would probably be a lot of system for the problem you have. Farmerswife or Resource Guru is a more proportionate trial, and Quayside's choice doesn't need to be yours."""),
(U, """I'll ask both for demos. In the meantime, can the sheet at least stop two bookings going into the same room at the same time?"""),
(A, """Yes, with a small Apps Script (Extensions > Apps Script) that runs on every edit and warns when a room already has a booking in that slot. This assumes each week tab has room names in column A and slots across row 1:

```javascript
function onEdit(e) {
  const cell = e.range;
  if (cell.getRow() < 2 || cell.getColumn() < 2) return;
  const value = String(e.value || '').trim();
  if (!value) return;
  const previous = String(e.oldValue || '').trim();
  if (previous && previous !== value) {
    cell.setValue(previous);
    SpreadsheetApp.getUi().alert(
      'Already booked: "' + previous + '". Clear the cell first if you really mean to change it.');
  }
}
```

It can't stop someone who clears the cell on purpose first, but it catches the accidental overwrite you had on Friday."""),
(U, """Pasted in and tested on a copy. Northlight got Grade 2 with Marek's assistant for the morning and a free lunch. Crisis over, for today."""),
)

session(3, "TPN prep: the WhatsApp problem", "2024-06-26T14:00:00",
(U, """Nadia here. I'm going through the TPN self-assessment before the assessor visits in September. Biggest red flag so far: all our project chat, client links and even passwords go through WhatsApp groups on people's personal phones. I want a proper work tool. Tom says Slack; Quayside keep nudging us to go on Microsoft Teams with them because we share the building network. Thoughts?"""),
(A, """What the assessor will look for is less the brand than the controls: accounts the company owns and can switch off when someone leaves, enforced two-factor login, a retention setting, and a controlled way to bring clients and freelancers in.

Both can do that. Teams makes most sense when you already pay for Microsoft 365, because it comes in the bundle and uses the same accounts. Slack is usually preferred by creative teams, and Slack Connect lets you share a channel with another company (Quayside, or a client) without giving them accounts in your workspace. Which email and office suite are you on?"""),
(U, """Google Workspace, not Microsoft, so Teams would be a new licence on top of everything. And the editors told me they'd rather resign than use Teams. Decision: Slack Pro, from Monday. Tom's setting up the channels, and the WhatsApp groups get archived. Teams is out; if Quayside want to talk to us they can use Slack Connect."""),
(A, """A rollout list for Monday:

- Sign-in with Google so accounts follow Workspace; turn on two-factor enforcement.
- One channel per project with a prefix (`#hl-harbour-lights`, `#sr-salt-road`), plus `#machine-room`, `#deliveries` and `#bookings`.
- Freelancers as single-channel guests, with an expiry date.
- A short pinned message: client links and passwords go in Slack, never WhatsApp.
- Ask everyone to leave the old groups once they've copied anything they still need."""),
(U, """Second finding: passwords. Everyone uses one LastPass shared folder called "Yard logins" and half the entries are stale. I'll come back to that. Third, which the assessor won't care about but my accountant does: I do all the client invoicing myself, in Sage 50 on the finance PC, in one batch on the last working day of each month. He says Sage desktop living on one PC is a risk."""),
(A, """On passwords: when you come back to it, check who can see that shared folder, and rotate anything a leaver knew. Quite a few companies moved away from LastPass after its 2022 breach, usually to 1Password or Bitwarden, and the assessor may ask about it.

On Sage: your accountant is right that the single PC is the weak point. At minimum, make sure the company file is backed up somewhere other than that PC every day, and that a restore has been tested."""),
(U, """The Sage backup goes to the EditShare every night, which Tom says is silly because that's the edit storage and not a backup. Anyway. Slack on Monday. WhatsApp dies."""),
(A, """Tom has a point: the EditShare is shared working storage, so ransomware on any edit machine can reach it, and it isn't versioned. Put the nightly Sage backup in a Google Drive folder only you can access; Drive keeps previous versions, so a bad night doesn't overwrite the good copy. Good luck with Monday."""),
)

session(4, "A dead drive in the EditShare, and the on-call rules", "2024-07-10T08:30:00",
(U, """Tom, engineering. Writing this from #machine-room in Slack on my phone, which is already nicer than the WhatsApp chaos we had until last week. RackWatch, the little monitoring box in the rack, posted an alert here at 06:12, and the EditShare web UI shows a failed drive in the EFS 300 chassis:

```
Node efs-a  Storage group SG1  Disk 7  State: FAILED  SMART: reallocated sectors 2112
RAID6 degraded (1 of 2 parity available)
```

The rebuild onto the hot spare hasn't started."""),
(A, """You still have one parity drive's worth of safety, so this isn't an emergency yet, but it becomes one if a second disk in SG1 goes before the rebuild finishes.

- Check that a hot spare is actually assigned to SG1. Spares on EFS are assigned per storage group, and a spare sitting in another group won't be used.
- If it is assigned, start the rebuild manually from the storage group page.
- While it rebuilds, avoid big ingests and copies on SG1; a busy rebuild takes longer.
- Order a replacement of the same model and firmware, and look at the SMART data of the other disks in SG1."""),
(U, """The spare was assigned to SG2 only. Moved it to SG1, rebuild running, estimated 19 hours. Two other disks in SG1 show pending sectors. These drives are six years old. I'll swap those two in the maintenance window; we get Tuesday 07:00 to 09:00 every week, when nothing is booked."""),
(A, """Do them one per window. Each rebuild takes about 19 hours, so you can't finish one inside two hours anyway, and pulling a second disk while the first rebuild is running is how RAID6 arrays get lost. Swap one next Tuesday, let it rebuild, swap the other the week after.

Six-year-old disks failing in a cluster is also the argument for a storage refresh: worth writing down for Nadia now."""),
(U, """Ha. Noted. Other business: on-call. Right now it's one engineer on call for a whole week, Monday to Monday, nights and weekends, one week in three, and I make the rota. Can you write the rules down for Slack so the freelancers understand them?"""),
(A, """Draft for the pinned message:

**Out-of-hours cover (machine room and storage)**
- One engineer is on call for a week, from Monday 10:00 to the following Monday 10:00, covering evenings, nights and the weekend. Each engineer does one week in three.
- Tom owns the rota. Swaps are fine, but agree them with Tom and update the rota calendar.
- Clients and staff with an out-of-hours problem call the on-call mobile (number pinned in #machine-room), not engineers' own phones.
- The on-call engineer acknowledges within 15 minutes and writes a line in #machine-room about what happened."""),
(U, """Add that it covers the machine room and the picture storage only. VFX render problems at night are Lucía's team's business; their farm is their own thing."""),
(A, """Added as a scope line:

- **Scope:** machine room, network and picture storage. The VFX render farm and VFX storage are run by the VFX team; out-of-hours render problems go to them, not to the engineering on-call."""),
(U, """Pinned. Rebuild at 31%."""),
)

session(5, "380 GB and WeTransfer says no", "2024-07-24T11:00:00",
(U, """Callum. Severn TV want the Salt Road documentary delivered as ProRes 4444 with textless elements, 380 GB in total, by tonight. WeTransfer Pro stops at 200 GB per transfer, so I'd have to split it, and the last time a split transfer died at 92% there was no resume and I started again from nothing. There must be something better."""),
(A, """There are three kinds of answer:

- Keep WeTransfer and split, as today.
- Courier a drive: reliable, slow, and it needs someone at the other end.
- An accelerated transfer service. The usual names are IBM Aspera, Signiant Media Shuttle and MASV. Aspera is very fast but generally means a server or a yearly subscription; Media Shuttle is a subscription per portal; MASV is pay-as-you-go per GB delivered, with no file size limit, resume after dropouts, and both a browser and a desktop app."""),
(U, """A courier is out: Kiteline can't get a drive to Severn before tomorrow afternoon. Northlight use Aspera and love it, but they have an IT department. Nadia won't sign an annual Aspera contract for the three or four big deliveries we do a month. What does MASV cost, roughly?"""),
(A, """Last I saw, MASV's pay-as-you-go rate was around 25 US cents per GB delivered, with cheaper rates on their plans; check their pricing page, since it changes. At that rate 380 GB is somewhere near £75, paid only when you actually send something, which suits a handful of big deliveries a month better than a yearly commitment."""),
(U, """For tonight I split it into two WeTransfers and both arrived this time. But I'll ask Nadia to let us try MASV properly. Aspera isn't happening: she said no to the annual contract straight away in Slack."""),
(A, """For a fair trial:

1. Create the team account and a delivery template with a password and an expiry date.
2. Send a 50 GB test package to a colleague outside the building and compare the speed with WeTransfer.
3. Try the resume: pull the network cable mid-transfer and plug it back in.
4. Check how the recipient experience looks, since the client is the one who downloads it."""),
(U, """Also: the producer signed off the Salt Road master this morning, which under our rule is all it needs before it goes. Severn's QC looks at it on Friday."""),
(A, """Do you run your own automated QC before it leaves? Broadcasters' QC failures are expensive in time, and catching them in-house first is cheaper."""),
(U, """Dev does the sound checks and the picture goes through our Vidchecker on the QC box. Green on both."""),
)

session(6, "First delivery through MASV", "2024-08-12T09:10:00",
(U, """Callum again. We switched outgoing deliveries from WeTransfer to MASV this morning; Nadia approved it on Friday after the trial. The first real one is going out now: 412 GB of Harbour Lights ep 1 master and stems to Northlight. It's doing about 600 Mbit/s from the ingest Mac, which is most of our line."""),
(A, """That's a good speed for the line you have. Two things to set up while it runs:

- A MASV Portal for inbound files, so clients and freelancers can send you material through a link on your side instead of theirs.
- Notifications to #deliveries in Slack, so the producer sees when the package has been downloaded."""),
(U, """Can I cap it? Edit 3 is trying to download tracks from Northbeat, our production music library, and it's crawling."""),
(A, """Yes. In the MASV desktop app, open Settings and set an upload speed limit; the transfer slows but keeps going. If you want a permanent rule, give the ingest Mac a lower priority in the firewall's traffic shaping instead, so it only takes what nobody else is using."""),
(U, """Capped at 400. Other thing. The Salt Road interviews: 26 hours, all going to Rev for transcripts like always. Rev's human transcripts take about three days for that much, and the producer wants them tomorrow. Any faster option that isn't rubbish?"""),
(A, """Rev itself has a rush option for the human service and an automatic one that's back in minutes but less accurate. Other automatic services are Sonix, Trint and Simon Says; all are quick, and how good they are depends mostly on the audio and the accents. Send each a 10-minute sample of your hardest interview and compare before putting 26 hours anywhere."""),
(U, """The interviews are mostly Welsh farmers speaking English with strong accents, so I'm staying with Rev's human service for this batch and paying for rush. The transcripts get logged in the Media Log like everything else, that's our Airtable base where every card, drive and transcript gets a row."""),
(A, """Worth adding to the Media Log while you're at it: a "transcript status" field (ordered, received, checked), the Rev order number, and a link to the transcript file on the storage. Then Airtable can show you at a glance which interviews are still waiting."""),
(U, """MASV finished: 412 GB in 1 h 48 min and Northlight confirmed the checksum. That would have been three WeTransfers."""),
)

session(7, "Severn bounced the Salt Road master", "2024-08-21T15:30:00",
(U, """Dev from sound. Bad news: Severn TV's QC has failed the Salt Road master. Their report:

```
FAIL  Audio  Programme loudness -20.8 LUFS (target -23.0 +/-0.5)
FAIL  Audio  True peak +0.3 dBTP (max -1.0)
PASS  Video  Gamut, black levels, freeze frames
```

My mix was -23 on the nose in Pro Tools, I measured it with Nugen VisLM. So something happened after the mix."""),
(A, """A master that is 2 dB hotter with overs above 0 dBTP usually isn't your mix at all. The common causes:

- The wrong audio was laid back onto the master: a temp mix, a pre-mix, or a stereo fold-down that nobody limited.
- An export setting normalised or changed the level.
- The tracks were swapped in the conform.

Compare the audio in the master with your printed mix: checksum the stems, or line both up in Pro Tools and flip the phase on one. If they cancel, it's your mix; if they don't, it isn't."""),
(U, """Found it. The conform in Media Composer had the temp mix from the offline on tracks 1 and 2, not my final. Callum laid back the wrong file, and the producer signed the master off watching it on a laptop. And our Vidchecker passed it because loudness checking was switched off in that template."""),
(A, """So two gaps: the template, and a sign-off done on a laptop by someone who can't be expected to hear a 2 dB loudness difference.

The template is easy: turn on EBU R128 loudness and true-peak checks in the Vidchecker template you use for UK broadcast, with -23 LUFS ±0.5 and -1 dBTP. The sign-off is a process question."""),
(U, """Nadia's decision, effective from today: no broadcast master leaves the building with just the producer's OK any more. It needs two sign-offs, the producer and the person who ran QC, and the QC person attaches the Vidchecker report. Can you write the wording for #deliveries?"""),
(A, """**Broadcast masters: two sign-offs (from 21 August 2024)**
No broadcast master is sent until two people have signed it off in #deliveries:
1. the producer of the job, and
2. the person who ran QC, who attaches the QC report for that exact file.
If either is missing, it doesn't go, whatever the deadline. Other deliveries (review copies, proxies, stills) are unchanged."""),
(U, """Good. I'm redoing the layback now. Pro Tools is printing the final stems again just to be sure."""),
(A, """For the redelivery: give it a new version number so Severn don't confuse it with the failed file, send the loudness report from VisLM along with the QC report, and add one line to the delivery note saying what was wrong and what changed."""),
(U, """Resent via MASV at 17:40 with both reports. Two names on it, Sian as producer and me for QC, as per the new rule. Callum is a bit sad but he'll live."""),
)

session(8, "Farmerswife it is", "2024-08-28T10:00:00",
(U, """Jo again. We've had demos of both. Decision from Nadia and me: we're going with Farmerswife, not Resource Guru. Resource Guru was prettier, but it has no idea that a grading suite comes with a colourist and a Sony monitor; Farmerswife books the room, the person and the kit in one go, and it does timesheets. After the double booking in June nobody wants to trust a spreadsheet with the diary again. From Monday, 2 September, all bookings go into Farmerswife and the grid becomes read-only."""),
(A, """A plan for the switch:

1. Set up rooms, people and kit in Farmerswife first, with the same names you use in the grid.
2. Move all future bookings across before Monday, so nobody has to look in two places.
3. Lock the grid (protect every tab, view-only for everyone but you) on Monday morning, and keep it as the archive of past bookings.
4. Tell clients their confirmations will now come from Farmerswife."""),
(U, """How do I get four months of future bookings out of the grid? One tab per week, rooms as rows, half-hour columns."""),
(A, """Flatten it into a list first: one line per booking with room, start, end, client and status. This Apps Script walks every week tab and merges consecutive half-hours with the same text into one booking:

```javascript
function exportBookings() {
  const out = [['room', 'start', 'end', 'booking']];
  for (const sheet of SpreadsheetApp.getActive().getSheets()) {
    const data = sheet.getDataRange().getValues();
    const slots = data[0];
    for (let r = 1; r < data.length; r++) {
      let current = null;
      for (let c = 1; c <= slots.length; c++) {
        const v = c < slots.length ? String(data[r][c]).trim() : '';
        if (current && v !== current.text) {
          out.push([data[r][0], current.start, slots[c - 1], current.text]);
          current = null;
        }
        if (v && !current) current = {text: v, start: slots[c]};
      }
    }
  }
  SpreadsheetApp.create('grid-export').getSheets()[0]
    .getRange(1, 1, out.length, 4).setValues(out);
}
```

Then ask Farmerswife support how they prefer to import it; they often do the first import for new customers."""),
(U, """Worked: 312 bookings in one sheet. Farmerswife support will import it on Friday."""),
(A, """After their import, check the count per room against your export and spot-check a few bookings, especially anything that crosses midnight or spans two weeks, since those are where flattening scripts get things wrong."""),
(U, """And reception: can Envoy show today's room bookings on the screen by the front desk? Visitors always ask where to go."""),
(A, """Envoy handles sign-in, badges and host notifications, but I don't know of a direct Farmerswife integration. The low-tech route works well: subscribe to Farmerswife's calendar feed (iCal) in a Google Calendar and show that calendar in day view on the reception screen."""),
(U, """I'll do the calendar trick. Monday is Farmerswife day. Wish me luck."""),
)

session(9, "Resolve licence and the Frame.io email", "2024-09-11T13:00:00",
(U, """Hello, Marek here from grading. Small disaster: after the macOS update, Resolve on Grade 2 says the licence is not activated. I need the activation key. It was in LastPass before, but since we moved all passwords to 1Password two weeks ago I cannot find it anywhere. Tom says I should ask you how to search better, ha."""),
(A, """In 1Password, search for "DaVinci", "Blackmagic" and "Resolve": imported items keep their old LastPass titles, which are not always what you expect. If nothing comes up, the item is probably in a vault you can't see. Imports usually land in the vault of whoever did them (an "Engineering" vault, for example), so ask Tom to check and share it with you.

If the key is really lost, Blackmagic support can help when you give them the serial, and you can deactivate the key on a machine that isn't used any more to free an activation."""),
(U, """It was in the "Engineering" vault, which I could not see. Tom gave me access, activated. Both suites run Resolve Studio 19, Grade 1 and Grade 2, on the same project server, the PostgreSQL database on the little Mac mini."""),
(A, """Good. Two habits that save days like this one:

- Back up the Resolve project database on a schedule (Project Server > Backups) to a disk that isn't the Mac mini itself.
- Hold macOS updates on the grading machines until a job is finished and Blackmagic lists the new macOS version as supported."""),
(U, """Second thing. Frame.io sent an email: our account moves to the "new Frame.io", version 4, and the legacy account will close. Nadia forwarded it because I send the grade reviews to clients with Frame.io. In v4 I don't see the custom watermark with the viewer's email that we use for Northlight. Is it gone?"""),
(A, """I can't see your account, but several legacy features did not arrive in v4 at launch, and watermarking and detailed access reports depend on the plan you're on. Check Frame.io's current v4 feature comparison for your plan, or ask their support directly whether per-viewer watermarks are available on it.

It matters beyond convenience: a visible watermark with the viewer's identity and a log of who watched what are often written into drama clients' security requirements, and TPN asks about them. Worth raising with Nadia before the legacy account closes."""),
(U, """Also, in Farmerswife I see a booking for me on Friday: "Severn promo v3 – HDR". My first job booked in the new system, and nobody told me HDR. I need to check the Sony is calibrated for PQ."""),
(A, """For an HDR session on the BVM-HX310: confirm it's in the PQ / BT.2020 preset with the peak you'll grade to (1000 nits is typical), run a quick probe check against the last calibration, and set Resolve's colour management to match: timeline and output colour space, and HDR mastering for 1000 nits. Then check with the client which deliverable they want, PQ only or PQ plus an SDR version, because that changes how you grade."""),
(U, """Thank you. I put a note in the booking for Jo, very modern now."""),
)

session(10, "Nuke renders stuck on the farm", "2024-09-25T16:00:00",
(U, """Hola, Lucía from VFX. Our farm is stuck: Deadline Monitor shows 40 Nuke jobs queued for Harbour Lights ep 4, but only 3 of the 12 render nodes are picking tasks. The others say "Stalled" since last night."""),
(A, """"Stalled" in Deadline means the worker stopped reporting back, not that the render failed. The usual causes are that the worker can't reach the repository share or the database, or the Launcher service died. Look at the worker log on one of the stalled nodes (Deadline Worker > Help > Explore Log Folder, or `/var/log/Thinkbox/Deadline10` on Linux) and search for "repository"."""),
(U, """Logs say: `Could not connect to repository: /mnt/vfx/DeadlineRepository10: Stale file handle`. The repository lives on our TrueNAS, the VFX storage, not on the EditShare like the picture side. Last night the TrueNAS installed an update and rebooted."""),
(A, """That's it. After an NFS server reboots, clients can keep handles that no longer point anywhere. Remount on each stalled node and restart the worker:

```bash
sudo umount -l /mnt/vfx
sudo mount -a
sudo systemctl restart deadline10launcher
```

To stop it happening again, schedule TrueNAS updates for a time you choose, and add a check to the nodes that remounts and restarts the worker when the repository path stops answering."""),
(U, """Remounted all nodes with a little loop, all 12 render again. The TrueNAS updates are on manual now. The VFX pipeline is my responsibility, so this one is on me."""),
(A, """Worth a five-line note in your team's channel: what happened, the error, the fix, and that updates are now manual. Next time it happens at 3 am, whoever is looking will find it."""),
(U, """Other question. For client reviews of shots we use cineSync, with Northlight's VFX supervisor in LA. Nadia asks if we could do that in Frame.io too, to have one tool for everything. I prefer not."""),
(A, """They do different jobs. cineSync is a live session: both sides play the same frame at the same moment, scrub together, draw on the frame and talk it through, which is how VFX notes with a supervisor usually work. Frame.io is asynchronous: upload, the client watches later, comments land on a timeline. For VFX shot reviews the live, frame-accurate session is the point, so keeping cineSync for VFX and the review platform for everything else is reasonable."""),
(U, """Exactly what I told her. cineSync stays for VFX; the rest of the building can do what they like."""),
)

session(11, "Transcripts and tapes", "2024-10-09T10:30:00",
(U, """Callum. Rev's invoice for September arrived: £2,900 of transcripts, mostly the Salt Road. Nadia nearly fainted. Sian found Sonix, which is automatic, costs a fraction and does speaker labels, so we're trying it: from Monday all new interview transcripts go to Sonix instead of Rev. Whatever is already with Rev stays there."""),
(A, """For the trial, measure rather than guess:

- Run the first few through both services and compare on a page of your hardest audio: word errors, speaker labels, timecode.
- Set Sonix's start timecode to the source timecode (often 10:00:00:00) so the transcripts line up with the media in Media Composer.
- Read Sonix's terms on data retention: for TPN you'll want to know where the media is stored and how to delete it afterwards."""),
(U, """Timecode: Sonix lets you set the start timecode, good. Second topic, the archive. I'm still the one who archives finished jobs to LTO, and it's painfully slow. We use BRU PE with an LTO-7 drive; a 6 TB job takes two days and two tapes, and the verify adds half of that again."""),
(A, """Two things slow you down: the drive and the format. LTO-9 holds 18 TB native per tape and writes at up to 400 MB/s, against 6 TB and 300 MB/s for LTO-7, so one tape per job and fewer swaps. On the software side, tools like YoYotta, Hedge Canister or Archiware P5 write LTFS, which any LTFS-capable machine can read, keep checksums (MHL) with the tape, and maintain a searchable catalogue. BRU writes its own format, so its tapes need BRU to restore."""),
(U, """Tom already ordered an LTO-9 drive, and Nadia approved YoYotta because the TPN people want a catalogue of what's on which tape. When the drive arrives we switch. BRU stays installed on one machine to read the old tapes."""),
(A, """Good plan. Label the old tapes clearly as BRU/LTO-7, keep a list of them, and test a restore from one now while the BRU machine is still set up and someone remembers how. Whether you migrate the old tapes to LTO-9 later is a separate decision; it isn't urgent as long as the BRU machine and an LTO-7-capable drive survive."""),
(U, """The tape catalogue so far is in the Media Log in Airtable, one row per tape. Can YoYotta export its catalogue to CSV, so I can keep both in step?"""),
(A, """YoYotta keeps its own catalogue and can produce reports of what was written to which tape; a CSV or text report per job is enough to paste into Airtable. Longer term, having two catalogues means one of them will drift, so decide which one is the truth for tapes. I'd make it YoYotta's."""),
(U, """OK. Busy month: Sonix on Monday, LTO-9 whenever UPS brings the drive."""),
)

session(12, "Leaving Frame.io", "2024-10-23T14:00:00",
(U, """Nadia. Frame.io v4 is a no for us. The legacy account closes at the end of the year, and in v4 we'd lose the per-viewer watermark and the detailed viewing log unless we go to the Enterprise plan, at a price I'm not paying. TPN and Northlight both want to know who watched what. So client review moves to Moxion: visible and forensic watermarks with the viewer's name, a full audit trail, and half the drama producers we work with already use it. From Monday the 4th of November every new client review goes out on Moxion; old Frame.io links keep working until Christmas."""),
(A, """For a clean start on the 4th:

- Create the workspace and projects in Moxion before then, with the watermark template (viewer name, email, date) set as the default.
- Decide on link defaults: login required for drama, expiry after 30 days, downloads off.
- Tell regular clients in advance that review links will come from Moxion, so the first email doesn't look like phishing.
- Export the Frame.io comment history for active projects before the legacy account closes."""),
(U, """Tom also looked at Evercast, for live grading sessions with clients at home. Too expensive for how rarely we'd use it, and Marek's clients come into the suite anyway. So no Evercast. Only Moxion."""),
(A, """That makes sense. Evercast earns its money when remote live sessions are a daily thing; for occasional ones, a Moxion link after the session plus a phone call usually does. Moxion covers the asynchronous review that most of your clients actually do."""),
(U, """Tom here, I've got Nadia's laptop for a minute. Different topic: YoYotta wrote its first LTO-9 tape yesterday, 14.2 TB in nine hours including the verify. The BRU days are over, Callum is delighted. But the drive shows up twice in System Information:

```
Thunderbolt: ATTO ThunderLink TLNS 3252
  IBM ULT3580-HH9  (SAS)  /dev/rmt0
  IBM ULT3580-HH9  (SAS)  /dev/rmt1
```"""),
(A, """The same drive twice on one SAS adapter almost always means two cables: the ThunderLink has two SAS ports and both are connected to the drive's two ports, so the Mac sees two paths to one device. YoYotta may then offer both and get confused about which one is busy. Unplug one cable; single-path is normal for a standalone drive."""),
(U, """Two cables, one too many. Fixed, one drive now. Back to Nadia."""),
(A, """Good catch. For your records: LTO-9 tapes need a one-off media optimisation the first time they're loaded in a drive, which can take up to an hour or two per new tape, so the first write of each fresh tape will always look slow."""),
(U, """Nadia again. Put Moxion on the TPN list as our client review system from the 4th. Done for today."""),
)

session(13, "Moxion links and Sonix accents", "2024-11-06T11:15:00",
(U, """Callum. Moxion has been live since Monday and the first three client links have gone out. Northlight's exec sees his name in the watermark, great, but playback on his iPad stutters on "Auto" quality."""),
(A, """Per-viewer watermarks mean Moxion prepares a stream for each viewer, and the first play after upload can land while that is still being processed, which looks like stuttering. Ask him to wait a few minutes and try again, or pick a fixed lower quality for now. If it stutters on later views too, it's more likely his connection: hotel or office Wi-Fi with a lot of people on it."""),
(U, """Fine now, it was still processing. Bigger problem: Sonix. Three weeks in and the Salt Road transcripts are a mess. The farmers' accents: "silage" came out as "sausage" about twenty times, half the speaker labels are swapped, and the Welsh place names are gibberish. Sian spends more time fixing them than Rev would cost."""),
(A, """Some of that can be improved: Sonix has a custom dictionary where you can add place names and farming terms, and you can tell it the number of speakers up front, which helps the labels. But strong regional accents are the hardest case for any automatic service, and a dictionary won't fix "silage" heard as "sausage". A mixed approach is common: automatic for clean studio interviews, human transcription for field recordings and heavy accents."""),
(U, """There's also the legal side. Severn's compliance lawyer wants verbatim transcripts for anything that goes out in the programme as an allegation, and she trusts Rev's human-checked ones. Sonix is machine only."""),
(A, """That's the strongest argument of all. If the transcript is part of compliance, what matters is that a human has checked it against the audio, and the cost comparison has to include Sian's checking time. With Sonix you'd be doing Rev's job yourselves, in the evenings."""),
(U, """I'll put it to Nadia. Personally I'd go back."""),
(A, """A short table for Nadia, per hour of interview: cost at Rev (human), cost at Sonix, Sian's correction time at Sonix with her hourly cost added, errors per page on the same sample, and whether the result can be used for compliance. Laid out like that, the decision usually makes itself."""),
(U, """Sending her that. Also the Premiere question came up: Sian's docs unit wants to cut on Premiere Pro because of its text-based editing. Tom said no: every suite is Media Composer, one NLE, one set of bins, one EditShare workflow. So that's dead."""),
)

session(14, "Back to Rev, and a new rota owner", "2024-11-27T09:45:00",
(U, """Callum. Update: we went back to Rev last Friday. Nadia read the comparison and said the Sonix savings aren't worth Sian's evenings or the compliance risk. All transcripts, new and old, go to Rev's human service again; the Sonix subscription runs out at the end of the month."""),
(A, """Then tidy up the Sonix side before the subscription lapses:

- Export any transcripts you still need in your usual format.
- Delete the media and transcripts in Sonix, including its trash.
- Update the transcript status rows in the Media Log so nothing points at Sonix any more."""),
(U, """How do I make sure Sonix's copies of the media are really gone? TPN again."""),
(A, """Delete everything in the account and empty the trash, then email Sonix support asking for written confirmation that the media and transcripts for your account have been deleted, including backups, and when. Keep that email with your TPN evidence: "former supplier, data deleted, confirmation dated …" is exactly what an assessor wants to see."""),
(U, """Done, support confirmed in writing. Handing the keyboard to Tom.

Tom here: from Monday Priya takes over the on-call rota. I'm spending next year on replacing the EditShare and the machine room refresh, and she's been doing half the swaps anyway. The rules stay as they are: one week in three, Monday to Monday."""),
(A, """A handover list for Priya:

- Ownership of the rota calendar and the on-call phone.
- The escalation list: EditShare support contract number, the leased-line provider's fault number, the building's facilities contact.
- The pinned rules in #machine-room, updated with her name.
- One week where she runs it and you're her backup."""),
(U, """The rota lives in a Google Calendar called "Yard on-call". I'll make Priya its owner. Can you update the pinned message in #machine-room?"""),
(A, """Updated pinned message:

**Out-of-hours cover (machine room and picture storage)**
- From Monday 2 December 2024 Priya runs the rota (calendar: "Yard on-call"). Swaps: agree them with Priya.
- One engineer on call from Monday 10:00 to the next Monday 10:00, one week in three.
- Problems out of hours: call the on-call mobile (number below), not engineers' own phones.
- VFX render farm and VFX storage: VFX team, not engineering on-call."""),
(U, """Pinned. Thanks."""),
)

session(15, "Tuesday mornings are not quiet any more", "2024-12-11T10:00:00",
(U, """Priya here, ten days into running the rota. Two things. First, the Tuesday maintenance window keeps getting eaten: Jo has booked US clients into Grade 1 at 07:00 on Tuesdays three times this month, because LA wants to see grades before their day ends. I can't swap a drive or patch anything with a colourist in the room."""),
(A, """A two-hour weekly slot only works while nobody wants that time, and early-morning sessions for US clients are exactly the slot it sits in. The usual alternatives are a longer window less often, at a time clients don't book (a weekend morning once a month, for example), plus an agreed process for urgent work outside it."""),
(U, """Talked with Nadia and Jo. Decision: the weekly Tuesday slot goes. From now on maintenance is the first Sunday of every month, 08:00 to 14:00, with nothing booked in Farmerswife in that time. The first one is Sunday the 5th of January. Emergencies we handle out of hours like always."""),
(A, """To make it stick:

- Put a recurring booking for all rooms into Farmerswife (first Sunday, 08:00–14:00), so nobody can book over it by accident.
- Announce it in #machine-room and #bookings.
- Keep a running list of jobs for each window, so the six hours are planned rather than improvised. For the 5th: anything you postponed from the Tuesday slots this month."""),
(U, """Second: the on-call. I've done a week, and Monday to Monday is brutal. I was called at 2 am on Saturday and 6 am on Sunday, and both times it was Quayside's problem: their Avid NEXIS sends its alerts to our on-call phone, because someone copied the wrong number years ago."""),
(A, """The NEXIS alerts are the easy part: ask Quayside's engineer to change the notification contact on their system to their own on-call number, and ask for confirmation once it's done. Their storage isn't yours to answer for.

On the rota itself, a week of nights and a weekend in one go is a lot. A common alternative is to split weeknights and weekends between different people, with a standby payment for being on call."""),
(U, """I'll email Quayside's engineer. The split idea I'll take to Nadia in January, it needs money for standby pay."""),
(A, """For January, a one-page proposal: what happens today (one person, seven days, one week in three), how many calls came in per week over the last three months and when, the proposed split (weeknights vs weekend), the standby rate you suggest, and the monthly cost. Numbers for the calls make it much easier to approve."""),
(U, """Saved as a draft. The Farmerswife booking for Sunday the 5th is in."""),
)

session(16, "After Sunday's window: the EditShare question", "2025-01-08T14:30:00",
(U, """Priya. Sunday's window went fine, the first one on the new schedule: firmware on the switches, two EditShare drives swapped, UPS self-test. Six hours was enough, with forty minutes to spare."""),
(A, """Good first run. Write down how long each job actually took next to your estimate; after two or three windows you'll know how much you can realistically fit into one."""),
(U, """Tom here. The EditShare support renewal came in: £14k for one more year on a chassis from 2018, and we've replaced nine drives in twelve months. We've decided to replace it with a Studio Network Solutions EVO. It handles Media Composer bin locking properly, and even Quayside's NEXIS man was jealous. The aim is to have edit and grade working off the EVO in March."""),
(A, """A migration plan in outline:

1. Size it for bandwidth as well as capacity: how many suites read at once, and at which codec (two grading suites playing 4K ProRes 4444 need far more than the offline suites).
2. Test with one suite first: Avid project and bin sharing, Resolve media paths, permissions.
3. Copy in stages: pre-copy the active projects while still working, then a final copy of the changes over one weekend.
4. Keep the EditShare mounted read-only for a few weeks after, for anything that was missed."""),
(U, """Capacity: the EditShare has 210 TB used of 288. We're buying the EVO with 384 TB usable. VFX stays on its TrueNAS; Lucía doesn't want to move and it isn't in the budget anyway."""),
(A, """Copy time is the number to plan around. At a realistic 800 MB/s sustained, 210 TB is about 73 hours of copying, so all of it won't fit in a weekend. You don't need all of it on day one, though: copy only what's active, and leave finished work on the old system read-only."""),
(U, """Active projects are only about 60 TB. The rest is finished jobs that are already on LTO. We'll copy the active ones and leave the rest on the old box, read-only."""),
(A, """60 TB is about 21 hours at that rate, which you can pre-copy during the week before and then finish with a delta copy of whatever changed. Keep a list of the finished projects left behind, so you know what to fetch from LTO rather than from the EditShare once it's switched off."""),
(U, """Good. I'll put a date in once SNS confirm delivery."""),
)

session(17, "Finance: off Sage, and the on-call money", "2025-01-22T11:00:00",
(U, """Nadia. Femi Adeyemi starts on 3 February as our finance manager, which means I finally stop doing invoices myself. Femi had one condition: no Sage 50. So we're moving the accounts to Xero, effective 1 April, the start of our new financial year, so the books don't split mid-year. Until then I keep invoicing in Sage at month end as usual."""),
(A, """Starting Xero on the first day of a financial year is the cleanest way to do it. What needs doing:

- Closing balances from Sage at 31 March become Xero's opening balances; your accountant usually prepares that trial balance.
- Chart of accounts, customers and suppliers imported before April.
- Bank feeds connected, VAT set up for Making Tax Digital.
- Sage kept read-only afterwards: you need the old records for six years."""),
(U, """Our accountant also suggested QuickBooks. Femi has used both and says Xero's bank feeds with our bank and its project tracking are better, so QuickBooks is off the table."""),
(A, """Fine. Xero's Projects feature lets you track time and costs per job, which suits a facility that invoices by the job. Also check whether Farmerswife can export bookings in a form Xero can import, so invoices don't have to be typed twice."""),
(U, """And with Xero, Femi wants to invoice every job when it's delivered instead of one big batch at the end of the month. Cash comes in faster. From April, then. Femi will own invoicing from the day she starts."""),
(A, """That ties in nicely with the delivery sign-off you already have: when a job's final delivery is signed off in #deliveries, that can be the trigger for Femi to raise the invoice. Invoice dates then follow delivery dates, and nothing waits up to four weeks for the month-end run."""),
(U, """Last thing: Priya's on-call proposal. Approved. From the 3rd of February out-of-hours cover is split: one person covers weeknights, Monday to Thursday evenings, another covers the weekend, Friday evening to Monday morning, and both get standby pay. The old block of one week in three, Monday to Monday, ends."""),
(A, """Things to update before the 3rd: the pinned rules in #machine-room, the "Yard on-call" calendar (two kinds of shift instead of whole weeks), the standby rate in payroll, and the call-forwarding on the on-call mobile if it's set per person."""),
(U, """Priya is doing the calendar, I'm doing payroll, and Femi will do everything else, hopefully."""),
)

session(18, "A Baselight for Grade 2?", "2025-02-05T16:00:00",
(U, """Marek. Big news for grading! This morning Nadia signed the quote for a Baselight for Grade 2, to arrive in spring. Northlight's next series wants a Baselight grade, because their DoP works always with it. Grade 1 stays on Resolve. I never used Baselight seriously, so I need to learn. Where do I start?"""),
(A, """FilmLight's own training is the best start: their online Baselight courses and the free Baselight Student licence let you practise on your own machine before the system arrives. The concepts that feel different coming from Resolve:

- Layers in a stack instead of nodes.
- Colour management built in from the start (Truelight colour spaces per shot), rather than set per project.
- Base Grade, FilmLight's primary tool, which behaves differently from lift/gamma/gain.

Grade something you know well from Resolve again in Baselight: it's the fastest way to find where your habits don't translate."""),
(U, """Also: how do we move grades between Resolve and Baselight if one episode is graded in each?"""),
(A, """Not in any useful way. The two systems can exchange a basic correction as a CDL, or a baked look as a LUT, but the real grades (layers and nodes, windows, keys, tracking) don't translate. The practical rule is one system per show: a series is graded on Baselight or on Resolve from start to finish, and a shared show LUT keeps dailies consistent."""),
(U, """OK, one system per show, makes sense. Other thing: Priya was on call this weekend, we have the split since Monday, and she says the weekends are much more relaxed now. And she fixed the Quayside NEXIS alarms; now they call their own engineer."""),
(A, """Good to hear on both counts. A few weeks of data on the split (calls per shift) will show whether weeknights and weekends are balanced, which is useful when the rota is reviewed."""),
(U, """Moxion question: HDR review. I upload a PQ ProRes, and on the client's iPhone it looks washed out."""),
(A, """Washed out usually means the phone is showing the PQ signal as if it were SDR. Check whether Moxion's HDR playback is enabled for that asset and that the file carries the right metadata (BT.2020 primaries, PQ transfer); without it, the player has no way to know it's HDR. Many colourists simply send two versions for review: the PQ master for people on a proper HDR display, and an SDR version using your trim, for everyone on phones and laptops."""),
(U, """I render a second SDR version with the trim. Easier. Thanks!"""),
)

session(19, "EVO install weekend", "2025-02-19T10:30:00",
(U, """Priya. SNS delivered the EVO yesterday. Plan: Tom and I install and copy on Saturday 8 March and Sunday the 9th, and from Monday 10 March all the edit suites and both grading suites work off the EVO. The EditShare stays mounted read-only for a month, for anything we forgot."""),
(A, """With three weeks to go, pre-copy the active projects now and keep them in sync with incremental copies during the week; then the weekend only has to move the last changes. Test one Avid project and one Resolve project from a spare machine against the EVO before the weekend, so that any path or permission surprise shows up on a weekday."""),
(U, """Resolve: Marek's projects point at /Volumes/EFS_Projects/..., and the EVO volume will be /Volumes/EVO_Projects. Can Resolve remap that?"""),
(A, """Yes: Preferences > System > Media Storage > Mapped Mounts. Add a mapping from `/Volumes/EFS_Projects` to `/Volumes/EVO_Projects` on each grading machine, and clips relink through the new path without touching the project. Try it on a copy of one project first."""),
(U, """Media Composer: Callum asks if the Avid MediaFiles folders need to be re-indexed."""),
(A, """They will be, automatically, the first time each suite mounts the new volume: Media Composer scans every `Avid MediaFiles/MXF/<n>` folder and builds its database files (`msmMMOB.mdb` and `msmFMID.pmr`). Delete the copies of those two files that came across from the EditShare so they're rebuilt fresh, and give the first mount some time before the editors sit down."""),
(U, """Pre-copy starts tonight, about 60 TB. VFX isn't part of it; Lucía's TrueNAS is left alone."""),
(A, """Good. Log each sync run (start, end, amount copied); on the Saturday it tells you how long the final delta will take, and whether you're on schedule."""),
)

session(20, "First days on the EVO", "2025-03-12T09:30:00",
(U, """Callum. Since Monday all the suites are on the EVO and it's fast, but Media Composer in Edit 3 says "Media offline" for half the Harbour Lights ep 6 bin. The same bin is fine in Edit 1."""),
(A, """When the same bin is fine on one suite and offline on another, the difference is on the suite, not in the bin. Check on Edit 3 which volumes are mounted, whether it finished indexing, and whether old database files are lying around in the MXF folders it's reading."""),
(U, """Edit 3 still had the old EditShare workspace mounted as well, and Media Composer picked up the read-only copy first. Unmounted it, media back online."""),
(A, """Then remove the EditShare mounts from every suite, so no machine can read the old copy by accident. Keep it on one machine (the ingest Mac, say) for fetching anything that was forgotten, until the old system is switched off."""),
(U, """Priya says she'll remove the EditShare mounts everywhere except the ingest Mac. Second question: where do the VFX pulls go now? Lucía's team picks up plates from a folder on the picture storage."""),
(A, """Keep that hand-off as one folder: a "VFX pulls" share on the EVO that editorial writes to and the VFX team can read, and their own copy job moves the plates to their storage. That way the VFX team doesn't need access to the rest of the picture storage, and picture doesn't touch theirs."""),
(U, """Right: the TrueNAS is still theirs, we just share a pulls folder on the EVO now. Also, MASV sent a 600 GB package to Severn last night at full speed, over the new 10-gig link on the ingest Mac. Nice."""),
(A, """Good. Keep an eye on MASV's monthly usage for the first couple of months after the new link: faster uploads make it easy to send more than you meant to, and you pay per GB."""),
(U, """Will do. Femi will watch the bill anyway."""),
)

session(21, "No Baselight after all", "2025-03-26T15:00:00",
(U, """Marek. The Baselight is cancelled. Nadia stopped the order on Monday: the EVO cost more than planned, Lucía needs money for render for Harbour Lights season 2, and Northlight's DoP agreed to grade with me on Resolve if we do a proper look development day. So both suites stay Resolve and I stop learning Baselight. A little sad, a little relieved."""),
(A, """A look development day pays off for the whole series. A plan:

1. Camera tests in the suite with the DoP: skin tones, day and night exteriors, the practical lights they like.
2. Build the show look as a fixed node tree: input transform, look, output transform.
3. Export a show LUT for on-set monitoring and dailies, so everyone sees roughly the same image from day one.
4. Write down the decisions (colour space, reference display, look version) so the grade of episode 8 still matches episode 1."""),
(U, """We work in DaVinci Wide Gamut Intermediate. Northlight's DIT wants a LUT for the on-set monitors, .cube with 33 points."""),
(A, """In Resolve, right-click the graded clip's thumbnail > Generate LUT > 33 Point Cube. Only what a LUT can represent goes into it: no noise reduction, windows, keys or other spatial tools, so build the look from primaries and curves. The LUT has to go from the camera's log to Rec.709 for the monitors, so check the input and output transforms are inside the grade you export rather than in the project settings."""),
(U, """Exported. They test it tomorrow on set."""),
(A, """Ask the DIT to send a few frame grabs from the monitor through the LUT. Comparing them with the same frames in your suite is the quickest way to catch a wrong input setting on set."""),
(U, """One more: after the EVO move, where does the Resolve database backup go? Before, it went to the EditShare."""),
(A, """Not only to the EVO: that's where the media lives, so losing it would take the backups with it. Back up the project server to a disk on another machine, and add that backup folder to a nightly copy that leaves the building (LTO or cloud)."""),
(U, """Priya is adding it to the nightly job. Thanks."""),
)

session(22, "First week on Xero", "2025-04-09T10:00:00",
(U, """Femi here, finance. We've been on Xero since the 1st, and Sage is read-only now. I've raised the first eleven invoices, each one when the job was delivered, instead of Nadia's month-end batch. Question: Farmerswife can export a job's booked hours and kit. Can I get that into a Xero invoice without retyping?"""),
(A, """Yes, through Xero's invoice import. Export the job's lines from Farmerswife as CSV, rearrange the columns into Xero's sales invoice import template (contact, invoice number, date, description, quantity, unit amount, account code, tax rate), and import it as draft invoices. Once the column mapping works for one job it's the same every time; a small spreadsheet template that reorders the columns saves most of the effort."""),
(U, """CSV route works. But VAT on the MASV delivery charges we pass on to clients: Xero wants a tax rate per line. Standard 20%?"""),
(A, """Probably. When a cost you incurred is passed on as part of the service you're providing, it's normally part of your supply and takes VAT at the same rate as the rest of the invoice. The "disbursement" treatment without VAT only applies in narrow cases. I'd confirm with your accountant once and then set the rate on that item."""),
(U, """Accountant says standard rate. Also, purchase approval: Nadia says anything over £500 needs her OK. Can I make that an approval step in Xero?"""),
(A, """Xero's bills can be submitted for approval, and only people with the right role can approve them, so you can have staff submit and Nadia approve. As far as I know there's no built-in rule that only sends bills above an amount to a specific approver; add-ons such as ApprovalMax do that."""),
(U, """ApprovalMax looks like overkill for us. Staff expenses stay in Tillroll, the receipts app, and I'll route every bill over £500 to Nadia by hand."""),
(A, """For the volume of a facility your size that's reasonable. Write the rule into your finance notes, so whoever covers for you when you're away applies it the same way."""),
)

session(23, "Season 2 needs more render", "2025-04-23T14:00:00",
(U, """Lucía. Harbour Lights season 2 has 340 VFX shots, double season 1, and our in-house farm, the 12 nodes in the machine room, is already full every night. Buying more nodes: no space and no power in the rack, Priya says. So the plan is AWS Deadline Cloud: we keep Deadline, so the artists see almost the same thing, but the workers are in the cloud and we pay per hour. Go-live is the first Monday of July, when the heavy comp starts."""),
(A, """Points to settle before July:

- **Data:** Deadline Cloud's job attachments upload the scene's inputs to S3 and bring the outputs back; for Nuke with large plates, test how long that takes from your line.
- **Licences:** Deadline Cloud's service-managed fleets can include usage-based licences for Nuke, billed per hour; compare that with what you pay for render licences today.
- **Cost control:** set a budget on each queue from the start.
- **Security:** clients will ask where their frames are processed and stored."""),
(U, """Northlight's security questionnaire asks exactly that. In AWS the frames stay in London, eu-west-2, right?"""),
(A, """Only if you set it up that way: the region is your choice, and everything (farm, queues, job attachments bucket) should be in the same one. Check Deadline Cloud's current list of regions first: it isn't available in every AWS region, so London may or may not be on it. If not, pick the nearest one on the list and tell Northlight which, with encryption at rest on the bucket."""),
(U, """I'll check the list; if London isn't there, Ireland is still fine for Northlight. And the old nodes?"""),
(A, """Options: keep a few as a small customer-managed fleet attached to Deadline Cloud for quick jobs, turn them into extra artist workstations, or retire them and free the rack space and power."""),
(U, """Priya wants the rack space, so the 12 nodes go once Deadline Cloud is running. cineSync for reviews doesn't change, the TrueNAS doesn't change. Only render."""),
(A, """Then the test plan for June: take a handful of ep 1 shots of different weight, render them on the old farm and on Deadline Cloud, and compare time and cost per frame. That gives you the budget figure for July."""),
(U, """Test in June with ep 1 shots. Thanks!"""),
)

session(24, "Selects in iconik, and Hugo", "2025-05-07T11:00:00",
(U, """Callum. I've tagged all the Salt Road 2 selects in iconik as "strong", "maybe" and "legal", and Sian can filter them from home in her browser. The slow part is proxies: 900 clips, and the iconik storage gateway on the ingest Mac is still chewing through them."""),
(A, """The storage gateway creates proxies on the machine it runs on, so the ingest Mac's CPU is the limit. In the gateway's settings you can raise the number of parallel transcodes if the machine has cores to spare; also make sure it isn't generating a larger proxy than you need (a 540p or 720p H.264 is plenty for selects)."""),
(U, """Raised it to four parallel transcodes, much faster. Bigger news: Hugo Blake joined last month as media and archive coordinator, and from Monday the 19th he owns the archive: LTO, YoYotta, restores, the lot. I go back to being an assistant editor full time. Can you help me write the handover doc?"""),
(A, """Handover outline:

1. **What's where:** YoYotta catalogue, the tape shelf, the off-site box and when it's rotated.
2. **Routine:** how a finished job gets archived (checks, MHL, two copies, labelling).
3. **Restores:** how to find a job in the catalogue, what to restore to, how to tell the requester.
4. **Old tapes:** the BRU/LTO-7 tapes from before October 2024 and how to read them.
5. **Access:** where the logins live in 1Password, who else has access.
6. **Open items:** anything half-done."""),
(U, """Add: the old LTO-7 BRU tapes need the old Mac mini that still has BRU installed, the one under Priya's desk."""),
(A, """Added under "Old tapes": LTO-7 tapes written with BRU PE (before October 2024) can only be restored on the Mac mini under Priya's desk, which keeps BRU and the LTO-7 drive. Don't update or reuse that machine without checking with archive first."""),
(U, """And QC news from Dev: the Vidchecker box crashed twice last week on ProRes 4444 XQ, and Telestream want us to buy new hardware. Nadia decided we move to Interra BATON instead, they gave us a good price. Go-live is Monday 2 June."""),
(A, """For a smooth start in June: rebuild your test plans in BATON before go-live (UK broadcast AS-11, loudness EBU R128, the photosensitive epilepsy check), run the last few masters that passed Vidchecker through BATON to see what it flags differently, and keep Vidchecker running alongside for the first week."""),
(U, """Dev will do the templates. Busy May."""),
)

session(25, "Hugo's first restore", "2025-05-21T10:00:00",
(U, """Hi, Hugo here. The archive has been mine since Monday, and here's my first restore request: Northlight want the season 1 ep 2 conform back for a recut. YoYotta says it's on tapes KYP-L9-0031 and 0032. The restore is running, but it estimates six hours for 3.1 TB. Is that normal for LTO-9?"""),
(A, """At LTO-9's native speed, 3.1 TB should take a bit over two hours if the data streams steadily. Six hours usually means the drive can't stream: either the destination can't keep up, or the job is made of many small files and the drive keeps stopping and repositioning between them."""),
(U, """The destination is the EVO over the 10-gig, so that's not it. Lots of small files though: the Avid project has about 40,000 little .mxf audio files."""),
(A, """That's the reason. Each small file costs a stop and start, and the drive spends more time repositioning than reading. For this restore, let it run. For the future, consider bundling very small files into one container (a tar or zip per folder) when archiving Avid projects, or accept slower restores for that kind of job."""),
(U, """OK, we live with it. Also, Callum's handover doc says the Media Log in Airtable has the old tape list, but the YoYotta catalogue is the truth for tapes now, and nobody has touched the Airtable base since iconik came in for the media. Should I keep Airtable going?"""),
(A, """Export the whole base to CSV (every table), keep the export with the archive documentation, and then cancel the subscription. One fewer place where someone might look up stale information, one fewer account for TPN."""),
(U, """Exported and filed with the archive docs. Restore finished at 14:10 and Northlight have their conform."""),
)

session(26, "BATON's first week", "2025-06-04T15:00:00",
(U, """Dev. BATON has been our QC since Monday and the Vidchecker box is unplugged. The first Severn master went through it this morning, and it flagged something Vidchecker never did:

```
WARNING  Video  PSE: Harding flash test - potential failure at 00:41:12:05 (red flash, 3 frames)
PASS     Audio  Loudness -23.1 LUFS, True peak -1.4 dBTP
```"""),
(A, """That's the photosensitive epilepsy check, which UK broadcasters require under Ofcom's guidance; saturated red flashes are one of the specific patterns it looks for. Look at the shot at 00:41:12:05. If it's an intentional flash, it can usually be fixed by desaturating or dimming those frames, and Severn may ask for a Harding certificate with the redelivery anyway."""),
(U, """It's a muzzle-flash sequence in ep 3. Marek will pull the red down in the grade. Then the QC operator signs it and the producer signs it, two names, as always since last August."""),
(A, """After Marek's fix, run the whole programme through BATON again, not just that shot: a change in the grade can move the problem rather than remove it. Attach the new report to the sign-off."""),
(U, """Template question: the BATON test plan for Severn's AS-11 spec. Can I copy the one from Vidchecker?"""),
(A, """Not directly: the two systems store their templates in their own formats, so it has to be rebuilt. Use the old Vidchecker template as a checklist: video levels and gamut, black and freeze-frame detection, loudness (EBU R128, -23 LUFS ±0.5, -1 dBTP), the AS-11 metadata, and the PSE check that you now have."""),
(U, """OK, rebuilding by hand. On the sound side nothing changes: Pro Tools, the Nugen meters, same as always."""),
(A, """Good. Once the BATON template is rebuilt, run it on a master that you know is right and one you know failed (the old Salt Road file, if you kept it), to check it catches what it should."""),
)

session(27, "Client welcome pack", "2025-06-18T12:00:00",
(U, """Jo. I'm updating the welcome pack we send new clients before their first session. Can you tidy my draft?

"Welcome to Kestrel Yard Post! Please sign in at reception: our front desk uses Envoy, and you'll get a QR code by email. Your sessions are booked in Farmerswife and you'll receive calendar invites from it. Review links come from Moxion. Large deliveries arrive via MASV. For archive or restore requests, email Callum, our archive owner.\""""),
(A, """Tidied:

"Welcome to Kestrel Yard Post!

**Arriving:** please sign in at reception. Our front desk uses Envoy; you'll receive a QR code by email before your visit.
**Your sessions:** bookings are managed in Farmerswife, and you'll receive calendar invitations for each session.
**Reviews:** review links are sent from Moxion.
**Deliveries:** large files are delivered via MASV.
**Archive and restores:** email Callum, our archive owner.\""""),
(U, """Perfect. Also parking: clients keep parking in Quayside's bays. How do I say "don't" politely?"""),
(A, """"**Parking:** our visitor spaces are the four marked Kestrel Yard by the main gate. The bays along the courtyard belong to our neighbours at Quayside Studios; please don't use them, as their vans need them for loading.\""""),
(U, """Lovely. And Wi-Fi: the guest network is Yard-Guest. Priya changes its password every first Sunday of the month, in the maintenance window, so I can't print the password in the pack."""),
(A, """"**Wi-Fi:** connect to Yard-Guest; the password is at reception (it changes monthly).\" That way the pack stays correct and reception always has the current password."""),
(U, """Sending it to Nadia for a look, then out it goes."""),
)

session(28, "Deadline Cloud, week one", "2025-07-09T10:30:00",
(U, """Lucía. Since Monday all the Harbour Lights renders go to Deadline Cloud, and the old in-house nodes are switched off; Priya takes them out of the rack on Friday. First problem: Nuke jobs fail at the start with

```
[ERROR] Job attachments: Failed to upload /mnt/vfx/HL2/ep01/comp/hl201_010_comp_v012.nk dependencies: AccessDenied (s3:PutObject)
```"""),
(A, """That's the job attachments upload failing on permissions. When you submit, the files go to the S3 bucket configured for the queue, using the queue's role. Check in the Deadline Cloud console which bucket and prefix the queue uses, and that the queue role's policy allows `s3:PutObject` and `s3:GetObject` on that bucket and prefix. A queue copied from a test setup often still points at the test bucket."""),
(U, """The queue role still had the bucket from our June test farm. Fixed, renders running: 180 tasks in 40 minutes, which the old farm needed all night for."""),
(A, """Now set a budget on the queue before the first invoice surprises anyone: Deadline Cloud can stop scheduling new work when a queue's budget is used up, and warn you at a percentage before that."""),
(U, """Budget set to £4,000 for July. Hugo here, borrowing Lucía's chat for a second: Jo's welcome pack went out to two new clients last week and it says restore requests go to Callum. That's wrong: archive and restores have been mine since 19 May. Can you give me a short correction to send them?"""),
(A, """"A small correction to the welcome pack we sent you: archive and restore requests now go to Hugo Blake, our media and archive coordinator (hugo@kestrelyard.example), not to Callum. Everything else in the pack is unchanged. Sorry for the confusion!\""""),
(U, """Lucía again. Sent by Hugo, and Jo has fixed the pack. Tonight the cineSync session with LA for the first cloud-rendered shots."""),
(A, """Good luck with it. If the supervisor sees differences from earlier versions, check the Nuke version and plug-ins on the cloud fleet against what the old nodes had; that's the usual source of small render differences."""),
)

session(29, "TPN reassessment: the systems list", "2025-07-23T14:00:00",
(U, """Nadia. The TPN reassessment is in September, so I'm updating our systems list. Draft:

- Chat: Slack
- Client review: Moxion, since September 2024
- Deliveries: MASV
- Passwords: 1Password
- Edit and grade storage: SNS EVO
- Archive: YoYotta, LTO-9
- Accounts: Xero
- VFX rendering: AWS Deadline Cloud

Anything obviously missing?"""),
(A, """A few systems that hold or touch client material are missing:

- Media catalogue: iconik (and its storage gateway).
- Transcription: the service interview audio goes to.
- QC: BATON.
- Visitor sign-in: Envoy (it holds visitor names).
- Bookings: Farmerswife (client names and projects).
- VFX: cineSync for reviews, the TrueNAS for VFX storage.

And check the dates against your records before it goes; assessors sometimes compare them with invoices."""),
(U, """Added those. Transcripts are Rev again; I'll write only Rev, the assessor doesn't need the Sonix story."""),
(A, """I'd mention it in one line after all: interview media went to Sonix for about six weeks in autumn 2024, and you have written confirmation that it was deleted. Assessors ask about former suppliers that held client data, and a deletion confirmation is a good answer to have ready."""),
(U, """Fair. Also for the assessor: machine-room maintenance on the first Sunday of each month, and the two-sign-off rule for broadcast masters. Does that count as "change management"?"""),
(A, """Partly. A fixed maintenance window with planned jobs is change scheduling, and the two sign-offs are a release control for deliverables. What TPN also wants to see is a record: a log of what was changed in each window, who approved it, and how you'd roll back. A simple changes log in #machine-room or a shared document is enough."""),
(U, """Good enough. I'll send it to Callum to check the dates before it goes out."""),
)

session(30, "Dates for Nadia's list", "2025-08-13T11:00:00",
(U, """Callum. Checking Nadia's TPN list, and one date is wrong: Moxion didn't start in September 2024. September was when Frame.io's v4 email arrived. The first Moxion reviews went out on Monday 4 November 2024, and Frame.io was gone by Christmas. I'll fix it in the doc."""),
(A, """Good catch. For the other dates, the most reliable sources are the first invoice or the account creation date for each service, rather than anyone's memory, and a one-line source next to each date makes the list easy to defend."""),
(U, """I checked MASV against its invoices: first delivery 12 August 2024. Slack: workspace created 28 June, in use from 1 July 2024."""),
(A, """That's consistent, then: Slack from 1 July 2024, MASV from 12 August 2024, Moxion from 4 November 2024. I'd put exactly those dates in the list."""),
(U, """Other topic: the Salt Road 2 rough cut goes to Severn on Friday for review, through Moxion with the watermark. Sian asked again if the next doc could be cut on Premiere because of its transcript features. I told her the answer is still Media Composer only."""),
(A, """Media Composer has its own transcript tools she may not know about: ScriptSync links transcript text to the clips, and PhraseFind lets you search the dialogue of all your clips by the words spoken. If text-based editing is what she's after, those may cover a good part of it without a second NLE."""),
(U, """I'll show her ScriptSync. She'll be happy. Maybe."""),
)

session(31, "Atmos for season 2", "2025-09-03T15:30:00",
(U, """Dev. Northlight want Harbour Lights season 2 in Dolby Atmos as well as 5.1 and stereo. We mix in Pro Tools Ultimate on the S6 in the dub stage. Do I need the Dolby Atmos Renderer on a separate machine?"""),
(A, """Not necessarily. Recent Pro Tools Ultimate versions include an internal Dolby Atmos renderer, which is enough for many TV mixes. The external renderer on a separate machine (or the Dolby hardware unit) is for bigger object counts or when the mix machine is already working hard. Either way the deliverable is normally an ADM BWF master, with the 5.1 and stereo either rendered from it or mixed separately, depending on the client's spec."""),
(U, """Internal it is. Deliverables: ADM BWF plus a re-render to 5.1. QC question: does BATON check ADM files?"""),
(A, """Check the version you have: support for ADM and immersive audio metadata varies by product and version. Whatever BATON covers, run the ADM file through Dolby's own tools (the Dolby Atmos Conversion Tool or the renderer's validation), which confirm the file is valid and re-render it to 5.1 as a check."""),
(U, """ADR for the lead actor: he's in Toronto. We do remote ADR with Source-Connect, with a studio there."""),
(A, """For remote ADR: have the Toronto studio record locally at full quality as well as streaming to you, with timecode, so you use their local recording if the stream drops out; check the latency compensation before the actor arrives; and send them the session's cue list the day before."""),
(U, """And the season 1 redelivery went out this morning with both sign-offs: Hugo ran BATON, Sian signed as producer. Good."""),
)

session(32, "Sunday's list and the weekend cover", "2025-10-01T09:00:00",
(U, """Priya. Planning the maintenance window on Sunday the 5th: EVO firmware update, new batteries for the UPS in rack B, and rotating the guest Wi-Fi password. Everything has to fit in 08:00 to 14:00."""),
(A, """A sensible order:

1. 08:00 UPS batteries first, while nothing depends on a fresh firmware; check the self-test passes before moving on.
2. 09:00 EVO: save the configuration, update the firmware, reboot, then mount it from one edit suite and one grading suite and play something.
3. 12:00 Guest Wi-Fi password, and update the card at reception.
4. Leave the last hour free; firmware updates are where windows overrun."""),
(U, """Jo says Grade 2 has a client on Sunday at 13:00. That's inside the window."""),
(A, """Then either the client moves or the EVO work does, since storage firmware and a live session don't mix. The recurring block in Farmerswife should have stopped that booking; check whether it's still there for October."""),
(U, """Jo moved the client to 15:00; the block was missing for October. Second thing: weekend cover. This weekend Hugo does his first weekend shift, he has joined the rota. Weeknights, Monday to Thursday, are me and Tom alternating; weekends are Hugo and Tom. Standby pay as agreed."""),
(A, """For Hugo's first weekend: walk him through the escalation list and the runbooks for the three most common calls (storage, network, the leased line), check his remote access works from home before Friday, and make sure he knows he can call you if he's unsure; first shifts are for learning."""),
(U, """Also, Quayside asked again whether we want to share their NEXIS for the big VFX plates. No: we have the EVO for picture and the TrueNAS for VFX. Theirs isn't ours, and we don't need it."""),
(A, """Agreed. Sharing another company's storage brings their security and their maintenance into your TPN scope, for a problem you don't have."""),
)

session(33, "VFX: Flow or ftrack?", "2025-11-05T13:00:00",
(U, """Lucía. Our shot tracking is ftrack. Northlight's VFX supervisor asked if we would move to Flow Production Tracking, the old ShotGrid, because they use it. I think no: two years of our templates and statuses are in ftrack."""),
(A, """Both track shots, tasks, versions and notes, so the question is cost of change against benefit. What Northlight probably wants is to exchange shot lists, versions and notes without retyping; CSV exports or a small sync script on the few fields that matter often give them that without moving your whole pipeline."""),
(U, """OK, I offer them a weekly export. Good news: the Deadline Cloud bill for October was £3,120, under budget. And we have the cineSync sessions with LA twice a week, works very well."""),
(A, """Under budget in the busiest month is a good sign. Keep October's figure per shot as the reference when you budget season 3."""),
(U, """Problem: the TrueNAS is at 82%. I need more space."""),
(A, """ZFS pools slow down noticeably as they fill up, and above about 80% it's worth acting. Two routes: add a vdev to the pool (more disks, same system), or move finished work off it. Season 1 shots that are delivered and approved are the obvious candidates for LTO."""),
(U, """Hugo will archive season 1 VFX to LTO. Good, no new storage."""),
)

session(34, "Year end: what we run and who owns it", "2025-12-03T10:00:00",
(U, """Nadia. The insurance renewal wants a list of what we run and who owns what. Mine:

- Bookings: Farmerswife (Jo)
- Client review: Moxion
- Deliveries: MASV
- Edit and grade storage: SNS EVO; VFX on their own TrueNAS
- Grading: DaVinci Resolve Studio in both suites
- Sound: Pro Tools Ultimate
- QC: BATON
- Archive: YoYotta on LTO-9 (Hugo)
- Out-of-hours rota: Priya
- VFX pipeline and Deadline Cloud rendering: Lucía
- Accounts: Xero (Femi)

Can you turn that into a neat table?"""),
(A, """| Area | System | Owner |
|---|---|---|
| Bookings | Farmerswife | Jo |
| Client review | Moxion | – |
| Deliveries | MASV | – |
| Edit and grade storage | SNS EVO | – |
| VFX storage | TrueNAS | Lucía |
| Grading | DaVinci Resolve Studio (Grade 1 and 2) | Marek |
| Sound | Pro Tools Ultimate | Dev |
| QC | BATON | – |
| Archive | YoYotta, LTO-9 | Hugo |
| Out-of-hours rota | – | Priya |
| VFX pipeline, rendering | AWS Deadline Cloud | Lucía |
| Accounts | Xero | Femi |

I've put Marek and Dev against grading and sound as the obvious owners; change them if that's not what you want to tell the insurer."""),
(U, """Keep them. Add the front desk: Envoy for visitors. And transcripts: Rev."""),
(A, """Two more rows:

| Visitor sign-in (front desk) | Envoy | – |
| Transcription | Rev | – |"""),
(U, """The insurer also asks about change control. Write: maintenance on the first Sunday of each month; broadcast masters need two sign-offs; invoices go out per job on delivery."""),
(A, """"Change control: planned machine-room maintenance takes place in a fixed window on the first Sunday of each month (08:00–14:00), outside client bookings. Every broadcast master requires two sign-offs before it is sent, by the producer and by the QC operator, who attaches the QC report. Client invoices are raised per job on delivery.\""""),
(U, """Perfect. Sent."""),
)


# ---------------------------------------------------------------------------------------------
# Facts: (timeline, subject, predicate, object, valid_from, valid_to, evidence, note)

FACTS = [
    ("client_review", "kestrel yard post", "client_review_platform", "Frame.io", "2024-06-04", "2024-11-04",
     ["s01#1", "s09#5", "s12#1", "s30#1"], "in place when first mentioned (2024-06-04); legacy links kept working until Christmas 2024"),
    ("client_review", "kestrel yard post", "client_review_platform", "Moxion", "2024-11-04", None,
     ["s12#1", "s13#1", "s30#1", "s34#1"], "decided 2024-10-23 'from Monday the 4th of November'; 'live since Monday' said Wed 2024-11-06; s29 wrongly says 'since September 2024', corrected in s30"),
    ("vfx_review", "kestrel yard vfx team", "shot_review_tool", "cineSync", "2024-09-25", None,
     ["s10#7", "s10#9", "s23#7", "s33#3"], "component-specific: the VFX team's live shot reviews; client review of cuts and grades is a different series"),
    ("file_delivery", "kestrel yard post", "large_file_delivery", "WeTransfer Pro", "2024-06-04", "2024-08-12",
     ["s01#5", "s05#1", "s06#1"], "in place when first mentioned (2024-06-04)"),
    ("file_delivery", "kestrel yard post", "large_file_delivery", "MASV", "2024-08-12", None,
     ["s06#1", "s06#9", "s30#3", "s34#1"], "'switched ... this morning' (Mon 2024-08-12), approved the Friday before; Aspera rejected (annual contract); Aspera is Northlight's system"),
    ("shared_storage", "kestrel yard picture department (edit and grade)", "shared_storage", "EditShare EFS 300", "2024-06-04", "2025-03-10",
     ["s01#3", "s04#1", "s16#3", "s19#1"], "in place when first mentioned (2024-06-04); kept read-only for a month after the move"),
    ("shared_storage", "kestrel yard picture department (edit and grade)", "shared_storage", "Studio Network Solutions EVO", "2025-03-10", None,
     ["s16#3", "s19#1", "s20#1", "s34#1"], "decided 2025-01-08; installed on the weekend of 8-9 March; suites on it 'since Monday' (said Wed 2025-03-12)"),
    ("vfx_storage", "kestrel yard vfx team", "storage", "TrueNAS", "2024-09-25", None,
     ["s10#3", "s16#5", "s19#7", "s20#7", "s34#1"], "component-specific: not affected by the picture department's move to the EVO"),
    ("render_farm", "kestrel yard vfx team", "render_farm", "Deadline 10 on the in-house render farm (12 nodes)", "2024-09-25", "2025-07-07",
     ["s10#1", "s10#3", "s23#1", "s28#1"], "in place when first mentioned (2024-09-25)"),
    ("render_farm", "kestrel yard vfx team", "render_farm", "AWS Deadline Cloud", "2025-07-07", None,
     ["s23#1", "s28#1", "s33#3", "s34#1"], "decided 2025-04-23 for 'the first Monday of July'; 'since Monday' said Wed 2025-07-09"),
    ("archive", "kestrel yard post", "archive_system", "BRU PE on LTO-7", "2024-10-09", "2024-10-22",
     ["s11#3", "s11#5", "s12#5"], "in place when first mentioned (2024-10-09); BRU kept on one Mac mini to read old tapes"),
    ("archive", "kestrel yard post", "archive_system", "YoYotta on LTO-9", "2024-10-22", None,
     ["s11#5", "s12#5", "s25#1", "s34#1"], "approved 2024-10-09 for when the drive arrived; first LTO-9 tape written 'yesterday' (said Wed 2024-10-23)"),
    ("transcription", "kestrel yard post", "transcription_service", "Rev", "2024-08-12", "2024-10-14",
     ["s06#5", "s06#7", "s11#1"], "in place when first mentioned (2024-08-12)"),
    ("transcription", "kestrel yard post", "transcription_service", "Sonix", "2024-10-14", "2024-11-22",
     ["s11#1", "s13#3", "s14#1"], "'from Monday' said Wed 2024-10-09; tried and reverted"),
    ("transcription", "kestrel yard post", "transcription_service", "Rev", "2024-11-22", None,
     ["s14#1", "s29#3", "s34#3"], "'we went back to Rev last Friday' said Wed 2024-11-27"),
    ("accounting", "kestrel yard post", "accounting_software", "Sage 50", "2024-06-26", "2025-04-01",
     ["s03#5", "s17#1", "s22#1"], "in place when first mentioned (2024-06-26); read-only afterwards"),
    ("accounting", "kestrel yard post", "accounting_software", "Xero", "2025-04-01", None,
     ["s17#1", "s22#1", "s34#1"], "decided 2025-01-22, effective at the start of the financial year (1 April); QuickBooks rejected"),
    ("team_chat", "kestrel yard post", "team_chat", "WhatsApp groups", "2024-06-04", "2024-07-01",
     ["s01#7", "s03#1", "s04#1"], "in place when first mentioned (2024-06-04)"),
    ("team_chat", "kestrel yard post", "team_chat", "Slack", "2024-07-01", None,
     ["s03#3", "s04#1", "s30#3"], "decided Wed 2024-06-26 'from Monday'; Microsoft Teams rejected (Teams is Quayside's)"),
    ("password_manager", "kestrel yard post", "password_manager", "LastPass", "2024-06-26", "2024-08-28",
     ["s03#5", "s09#1"], "in place when first mentioned (2024-06-26)"),
    ("password_manager", "kestrel yard post", "password_manager", "1Password", "2024-08-28", None,
     ["s09#1", "s29#1"], "only in passing: 'since we moved all passwords to 1Password two weeks ago' (said Wed 2024-09-11)"),
    ("bookings", "kestrel yard post", "booking_system", "the grid (a shared Google Sheet)", "2024-06-18", "2024-09-02",
     ["s02#1", "s08#1", "s08#3"], "in place when first mentioned (2024-06-18); read-only archive afterwards"),
    ("bookings", "kestrel yard post", "booking_system", "Farmerswife", "2024-09-02", None,
     ["s08#1", "s09#7", "s22#1", "s34#1"], "decided 2024-08-28 'from Monday, 2 September'; Resource Guru rejected; Xytech MediaPulse is Quayside's"),
    ("qc_tool", "kestrel yard post", "automated_qc", "Telestream Vidchecker", "2024-07-24", "2025-06-02",
     ["s05#9", "s07#3", "s24#7", "s26#1"], "in place when first mentioned (2024-07-24)"),
    ("qc_tool", "kestrel yard post", "automated_qc", "Interra BATON", "2025-06-02", None,
     ["s24#7", "s26#1", "s31#3", "s34#1"], "decided 2025-05-07 for 'Monday 2 June'; 'since Monday' said Wed 2025-06-04"),
    ("asset_catalogue", "kestrel yard post", "media_catalogue", "Airtable base 'Media Log'", "2024-08-12", "2025-05-07",
     ["s06#7", "s11#7", "s25#5"], "in place when first mentioned (2024-08-12)"),
    ("asset_catalogue", "kestrel yard post", "media_catalogue", "iconik", "2025-05-07", None,
     ["s24#1", "s25#5", "s29#2"], "implicit: iconik first appears in use on 2025-05-07; the switch itself is never told, exact date unknown"),
    ("offline_edit", "kestrel yard picture editorial", "nle", "Avid Media Composer", "2024-06-04", None,
     ["s01#1", "s13#9", "s30#5"], "Premiere Pro asked for twice (2024-11, 2025-08) and refused"),
    ("grading", "kestrel yard colour department", "grading_system", "DaVinci Resolve Studio", "2024-09-11", None,
     ["s09#3", "s18#1", "s21#1", "s34#1"], "both grading suites; the Baselight plan for Grade 2 was cancelled"),
    ("grading_plan", "kestrel yard colour department", "planned_grading_system", "Baselight for Grade 2 (ordered, cancelled before delivery)", "2025-02-05", "2025-03-24",
     ["s18#1", "s21#1"], "quote signed 2025-02-05; order stopped 'on Monday' (said Wed 2025-03-26); grading_system never became Baselight"),
    ("sound_daw", "kestrel yard sound department", "daw", "Pro Tools Ultimate", "2024-08-21", None,
     ["s07#1", "s26#7", "s31#1"], "component-specific"),
    ("front_desk", "kestrel yard front desk", "visitor_sign_in", "Envoy", "2024-06-18", None,
     ["s02#1", "s08#7", "s27#1", "s34#3"], "lone state, no switch"),
    ("maintenance_window", "kestrel yard machine room", "maintenance_window", "every Tuesday 07:00-09:00", "2024-07-10", "2025-01-05",
     ["s04#3", "s15#1", "s15#3"], "in place when first mentioned (2024-07-10)"),
    ("maintenance_window", "kestrel yard machine room", "maintenance_window", "first Sunday of each month, 08:00-14:00", "2025-01-05", None,
     ["s15#3", "s16#1", "s27#5", "s32#1", "s34#5"], "decided 2024-12-11, first window Sunday 2025-01-05"),
    ("master_signoff", "kestrel yard post", "broadcast_master_signoff_rule", "the producer's sign-off alone", "2024-06-04", "2024-08-21",
     ["s01#5", "s05#7", "s07#3"], "in place when first mentioned (2024-06-04)"),
    ("master_signoff", "kestrel yard post", "broadcast_master_signoff_rule", "two sign-offs: the producer and the QC operator (who attaches the QC report)", "2024-08-21", None,
     ["s07#5", "s07#6", "s26#3", "s31#7", "s34#5"], "'effective from today' (2024-08-21) after Severn TV failed a master on loudness"),
    ("on_call_rule", "kestrel yard engineering", "out_of_hours_cover", "one engineer on call for a whole week, Monday to Monday, one week in three", "2024-07-10", "2025-02-03",
     ["s04#5", "s04#6", "s14#5", "s15#5"], "in place when first mentioned (2024-07-10)"),
    ("on_call_rule", "kestrel yard engineering", "out_of_hours_cover", "split shifts: weeknights (Monday to Thursday evenings) and weekends (Friday evening to Monday morning) covered by different people, with standby pay", "2025-02-03", None,
     ["s17#7", "s18#5", "s32#5"], "approved 2025-01-22 'from the 3rd of February'; 'since Monday' said Wed 2025-02-05"),
    ("owner_rota", "out-of-hours on-call rota", "owner", "Tom", "2024-07-10", "2024-12-02",
     ["s04#1", "s04#5", "s04#6", "s14#5"], "in place when first mentioned (2024-07-10)"),
    ("owner_rota", "out-of-hours on-call rota", "owner", "Priya", "2024-12-02", None,
     ["s14#5", "s14#8", "s15#1", "s34#1"], "'from Monday' said Wed 2024-11-27"),
    ("owner_archive", "archive (LTO and restores)", "owner", "Callum", "2024-10-09", "2025-05-19",
     ["s11#1", "s11#3", "s24#1", "s24#3"], "in place when first mentioned (2024-10-09)"),
    ("owner_archive", "archive (LTO and restores)", "owner", "Hugo Blake", "2025-05-19", None,
     ["s24#3", "s25#1", "s28#5", "s34#1"], "'from Monday the 19th' said 2025-05-07; Jo's welcome pack (s27) wrongly names Callum, corrected by Hugo in s28"),
    ("owner_vfx", "vfx pipeline", "owner", "Lucía", "2024-09-25", None,
     ["s10#1", "s10#5", "s34#1"], "Lucía of the VFX team; the corpus never gives her surname"),
    ("invoicing_cadence", "kestrel yard post", "client_invoicing_cadence", "one batch on the last working day of each month", "2024-06-26", "2025-04-01",
     ["s03#5", "s17#1"], "in place when first mentioned (2024-06-26)"),
    ("invoicing_cadence", "kestrel yard post", "client_invoicing_cadence", "per job, invoiced on delivery", "2025-04-01", None,
     ["s17#5", "s22#1", "s34#5"], "announced 2025-01-22 'from April', with the move to Xero"),
]


# ---------------------------------------------------------------------------------------------
# Questions

NEG = ["never", "did not", "didn't", "not adopted", "rejected", "no"]


def dates(iso: str, *forms: str) -> list[str]:
    return [iso, *forms]


QUESTIONS: list[dict] = [
    # --- before ---
    dict(type="before", timeline="client_review",
         question="Before Moxion, what did we send client review links from?",
         answer="Frame.io (the legacy account), until Moxion took over on 2024-11-04; old Frame.io links kept working until Christmas 2024.",
         accept=["frame.io", "frameio", "frame io"], evidence=["s01#1", "s12#1", "s30#1"]),
    dict(type="before", timeline="file_delivery",
         question="What did Kestrel Yard use to send big deliveries to clients before MASV?",
         answer="WeTransfer Pro (capped at 200 GB per transfer), until 2024-08-12.",
         accept=["wetransfer", "we transfer"], evidence=["s01#5", "s05#1", "s06#1"]),
    dict(type="before", timeline="shared_storage",
         question="What shared storage did the edit and grading suites work from before the EVO?",
         answer="An EditShare EFS 300 (a chassis from 2018), until the suites moved to the EVO on 2025-03-10.",
         accept=["editshare", "edit share", "efs"], evidence=["s04#1", "s16#3", "s19#1", "s20#3"]),
    dict(type="before", timeline="accounting",
         question="Which accounting package did we use before Xero?",
         answer="Sage 50, the desktop version on the finance PC, until Xero took over on 2025-04-01.",
         accept=["sage"], evidence=["s03#5", "s17#1", "s22#1"]),
    dict(type="before", timeline="team_chat",
         question="Where did project chat happen before we had Slack?",
         answer="In WhatsApp groups on people's personal phones, until Slack came in on 2024-07-01.",
         accept=["whatsapp", "whats app"], evidence=["s01#7", "s03#1", "s04#1"]),
    dict(type="before", timeline="bookings",
         question="How were rooms booked before Farmerswife came in?",
         answer="In 'the grid', a big shared Google Sheet with one tab per week and one row per room, until 2024-09-02.",
         accept=["google sheet", "spreadsheet", "the grid"], evidence=["s02#1", "s08#1", "s08#3"]),
    dict(type="before", timeline="qc_tool",
         question="What did we run automated QC on before BATON?",
         answer="Telestream Vidchecker on the QC box, until BATON went live on 2025-06-02.",
         accept=["vidchecker"], evidence=["s05#9", "s07#3", "s24#7", "s26#1"]),
    dict(type="before", timeline="password_manager",
         question="Which password manager held the shared logins before 1Password?",
         answer="LastPass (a shared folder called 'Yard logins'), until the move to 1Password at the end of August 2024.",
         accept=["lastpass", "last pass"], evidence=["s03#5", "s09#1"]),
    dict(type="before", timeline="archive",
         question="What software wrote our LTO archive tapes before YoYotta?",
         answer="BRU PE, writing LTO-7 tapes, until YoYotta wrote its first LTO-9 tape on 2024-10-22. BRU is kept on one Mac mini to read the old tapes.",
         accept=["bru"], evidence=["s11#3", "s12#5", "s24#5"]),
    # --- after ---
    dict(type="after", timeline="transcription",
         question="What did interview transcription move to after Rev in October 2024?",
         answer="Sonix, an automatic service, from 2024-10-14. It was dropped on 2024-11-22 and transcripts went back to Rev.",
         accept=["sonix"], evidence=["s11#1", "s13#3", "s14#1"]),
    dict(type="after", timeline="archive",
         question="What replaced BRU PE for archiving to tape?",
         answer="YoYotta, writing LTO-9 tapes, from 2024-10-22.",
         accept=["yoyotta"], evidence=["s11#5", "s12#5"]),
    dict(type="after", timeline="asset_catalogue",
         question="What took over from the Airtable Media Log for keeping track of media?",
         answer="iconik (with its storage gateway on the ingest Mac). Nobody updated the Airtable base once iconik came in; it was exported and filed with the archive docs in May 2025.",
         accept=["iconik"], evidence=["s24#1", "s25#5"]),
    dict(type="after", timeline="master_signoff",
         question="What replaced the rule that a producer's OK alone was enough to send a broadcast master?",
         answer="Two sign-offs, from 2024-08-21: the producer and the person who ran QC (the QC operator), who attaches the QC report.",
         accept=["two sign-offs", "2 sign-offs", "qc operator", "person who ran qc"], evidence=["s07#5", "s07#6"]),
    dict(type="after", timeline="maintenance_window",
         question="After the weekly Tuesday-morning slot was dropped, when did machine-room maintenance happen?",
         answer="On the first Sunday of each month, 08:00 to 14:00, starting on Sunday 2025-01-05.",
         accept=["first sunday", "1st sunday"], evidence=["s15#3", "s16#1"]),
    dict(type="after", timeline="on_call_rule",
         question="How was out-of-hours cover organised after the Monday-to-Monday weeks ended?",
         answer="From 2025-02-03 it is split: one person covers weeknights (Monday to Thursday evenings), another covers the weekend (Friday evening to Monday morning), and both get standby pay.",
         accept=["weeknight", "standby pay", "split"], evidence=["s17#7", "s18#5"]),
    dict(type="after", timeline="invoicing_cadence",
         question="After the month-end invoicing batch, how were clients invoiced?",
         answer="Per job, when each job is delivered, from 2025-04-01 (with the move to Xero).",
         accept=["per job", "each job", "every job", "on delivery", "when delivered", "job is delivered", "when it's delivered"], evidence=["s17#5", "s22#1", "s34#5"]),
    dict(type="after", timeline="client_review",
         question="What replaced Frame.io for client reviews?",
         answer="Moxion, from 2024-11-04.",
         accept=["moxion"], evidence=["s12#1", "s13#1"]),
    dict(type="after", timeline="render_farm",
         question="Where did VFX rendering go after the in-house farm?",
         answer="To AWS Deadline Cloud (still Deadline for the artists, with cloud workers paid per hour), from 2025-07-07.",
         accept=["deadline cloud"], evidence=["s23#1", "s28#1"]),
    # --- current ---
    dict(type="current", timeline="client_review",
         question="Which platform do we send client review links from now?",
         answer="Moxion, since 2024-11-04.",
         accept=["moxion"], evidence=["s13#1", "s30#1", "s34#1"]),
    dict(type="current", timeline="transcription",
         question="Who does our interview transcripts these days?",
         answer="Rev, its human transcription service, again since 2024-11-22 after the Sonix trial was dropped.",
         accept=["rev", "rev.com"], evidence=["s14#1", "s29#3", "s34#3"]),
    dict(type="current", timeline="shared_storage",
         question="What storage do the edit and grading suites work off now?",
         answer="A Studio Network Solutions (SNS) EVO, since 2025-03-10.",
         accept=["evo", "sns", "studio network solutions"], evidence=["s20#1", "s34#1"]),
    dict(type="current", timeline="vfx_storage",
         question="Where does the VFX team keep its shots and plates?",
         answer="On its own TrueNAS, separate from the picture department's EVO.",
         accept=["truenas", "true nas"], evidence=["s10#3", "s20#7", "s33#5", "s34#1"]),
    dict(type="current", timeline="render_farm",
         question="What does the VFX team render on nowadays?",
         answer="AWS Deadline Cloud, since 2025-07-07; the old in-house nodes were switched off and taken out of the rack.",
         accept=["deadline cloud", "aws"], evidence=["s28#1", "s33#3", "s34#1"]),
    dict(type="current", timeline="accounting",
         question="What accounting software does Kestrel Yard use now?",
         answer="Xero, since 2025-04-01.",
         accept=["xero"], evidence=["s22#1", "s34#1"]),
    dict(type="current", timeline="file_delivery",
         question="How do large deliveries go out to clients today?",
         answer="Through MASV, since 2024-08-12.",
         accept=["masv"], evidence=["s06#1", "s30#3", "s34#1"]),
    dict(type="current", timeline="bookings",
         question="What do we book suites and people in these days?",
         answer="Farmerswife, since 2024-09-02.",
         accept=["farmerswife", "farmers wife"], evidence=["s08#1", "s09#7", "s34#1"]),
    dict(type="current", timeline="grading",
         question="What do the colourists grade on?",
         answer="DaVinci Resolve Studio, in both Grade 1 and Grade 2; the planned Baselight for Grade 2 was cancelled.",
         accept=["resolve", "davinci"], evidence=["s09#3", "s21#1", "s34#1"]),
    dict(type="current", timeline="front_desk",
         question="What does reception use to sign visitors in?",
         answer="Envoy; visitors get a QR code by email before their visit.",
         accept=["envoy"], evidence=["s02#1", "s27#1", "s34#3"]),
    dict(type="current", timeline="maintenance_window",
         question="When is the machine-room maintenance window these days?",
         answer="The first Sunday of each month, 08:00 to 14:00.",
         accept=["first sunday", "1st sunday"], evidence=["s15#3", "s32#1", "s34#5"]),
    dict(type="current", timeline="master_signoff",
         question="What does it take before a broadcast master can be sent now?",
         answer="Two sign-offs: the producer and the QC operator, who attaches the QC report (the rule since 2024-08-21).",
         accept=["two sign-offs", "2 sign-offs", "qc operator", "two names"], evidence=["s07#5", "s26#3", "s31#7", "s34#5"]),
    dict(type="current", timeline="qc_tool",
         question="Which automated QC system checks our masters now?",
         answer="Interra BATON, since 2025-06-02.",
         accept=["baton"], evidence=["s26#1", "s31#3", "s34#1"]),
    # --- as_of ---
    dict(type="as_of", timeline="transcription", as_of="2024-11-01",
         question="As of 1 November 2024, which service was transcribing our interviews?",
         answer="Sonix, from 2024-10-14 until the return to Rev on 2024-11-22.",
         accept=["sonix"], evidence=["s11#1", "s13#3", "s14#1"]),
    dict(type="as_of", timeline="client_review", as_of="2024-10-01",
         question="What did we use for client review on October 1, 2024?",
         answer="Frame.io. Moxion was decided on 2024-10-23 and only went live on 2024-11-04.",
         accept=["frame.io", "frameio", "frame io"], evidence=["s09#5", "s12#1", "s13#1"]),
    dict(type="as_of", timeline="shared_storage", as_of="2025-02-20",
         question="As of 2025-02-20, what storage were the edit suites working from?",
         answer="The EditShare EFS 300. The EVO had been delivered on 2025-02-18, but the suites only moved onto it on 2025-03-10.",
         accept=["editshare", "edit share", "efs"], evidence=["s19#1", "s20#1"]),
    dict(type="as_of", timeline="accounting", as_of="2025-03-15",
         question="Which accounts package was Kestrel Yard on in mid-March 2025 (2025-03-15)?",
         answer="Sage 50. Xero had been chosen in January but only took over on 2025-04-01.",
         accept=["sage"], evidence=["s17#1", "s22#1"]),
    dict(type="as_of", timeline="render_farm", as_of="2025-06-30",
         question="As of 30 June 2025, where were VFX renders running?",
         answer="On the in-house Deadline farm, the 12 nodes in the machine room. Deadline Cloud went live on 2025-07-07, after a test in June.",
         accept=["in-house", "on-prem", "own farm", "12 nodes", "machine room"], evidence=["s23#1", "s28#1"]),
    dict(type="as_of", timeline="owner_rota", as_of="2024-11-15",
         question="Who made the out-of-hours rota as of 15 November 2024?",
         answer="Tom. Priya took the rota over on 2024-12-02.",
         accept=["tom"], evidence=["s04#1", "s04#5", "s14#5"]),
    dict(type="as_of", timeline="owner_archive", as_of="2025-06-20",
         question="As of June 20, 2025, who owned the archive and restores?",
         answer="Hugo Blake, since 2025-05-19. The client welcome pack wrongly named Callum, and Hugo corrected it.",
         accept=["hugo"], evidence=["s24#3", "s25#1", "s28#5"]),
    dict(type="as_of", timeline="qc_tool", as_of="2025-05-20",
         question="What was our automated QC running on as of 2025-05-20?",
         answer="Telestream Vidchecker. BATON had been chosen on 2025-05-07 but went live on 2025-06-02.",
         accept=["vidchecker"], evidence=["s24#7", "s26#1"]),
    dict(type="as_of", timeline="bookings", as_of="2024-08-30",
         question="As of 30 August 2024, where were suite bookings kept?",
         answer="Still in the grid, the shared Google Sheet. Farmerswife had been chosen on 2024-08-28 but only took over on Monday 2024-09-02.",
         accept=["google sheet", "spreadsheet", "the grid"], evidence=["s08#1", "s08#3"]),
    dict(type="as_of", timeline="team_chat", as_of="2024-06-20",
         question="What did the team use for project chat on June 20, 2024?",
         answer="WhatsApp groups on personal phones; Slack came in on 2024-07-01.",
         accept=["whatsapp", "whats app"], evidence=["s01#7", "s03#1", "s03#3"]),
    dict(type="as_of", timeline="on_call_rule", as_of="2025-01-20",
         question="How was out-of-hours cover organised as of 20 January 2025?",
         answer="One engineer on call for a whole week, Monday to Monday, one week in three (with Priya running the rota). The split into weeknight and weekend shifts started on 2025-02-03.",
         accept=["monday to monday", "whole week", "one week in three"], evidence=["s14#5", "s15#5", "s17#7"]),
    dict(type="as_of", timeline="transcription", as_of="2024-12-15",
         question="As of 2024-12-15, who was doing our transcripts?",
         answer="Rev again: the team went back to Rev's human service on 2024-11-22, after about six weeks on Sonix.",
         accept=["rev"], evidence=["s14#1"]),
    # --- when ---
    dict(type="when", timeline="file_delivery",
         question="When did outgoing deliveries switch to MASV?",
         answer="On Monday 2024-08-12.",
         accept=dates("2024-08-12", "august 12", "aug 12", "12 august", "12 aug", "12th of august"), evidence=["s06#1", "s30#3"]),
    dict(type="when", timeline="client_review",
         question="When did client review move over to Moxion?",
         answer="On Monday 2024-11-04 (decided on 2024-10-23; a later systems list wrongly said September 2024).",
         accept=dates("2024-11-04", "november 4", "nov 4", "4 november", "4 nov", "4th of november"), evidence=["s12#1", "s13#1", "s30#1"]),
    dict(type="when", timeline="team_chat",
         question="When did Kestrel Yard start using Slack?",
         answer="On Monday 2024-07-01 (July 1, 2024).",
         accept=dates("2024-07-01", "july 1st", "1st of july", "jul 1st", "first of july", "july 1,"), evidence=["s03#3", "s04#1", "s30#3"]),
    dict(type="when", timeline="shared_storage",
         question="When did the suites start working off the EVO?",
         answer="On Monday 2025-03-10, after the install and copy on the weekend of 8-9 March.",
         accept=dates("2025-03-10", "march 10", "mar 10", "10 march", "10 mar", "10th of march"), evidence=["s19#1", "s20#1"]),
    dict(type="when", timeline="accounting",
         question="When did Xero replace Sage?",
         answer="On 2025-04-01 (April 1, 2025), the start of the new financial year.",
         accept=dates("2025-04-01", "april 1st", "1st of april", "apr 1st", "first of april", "april 1,"), evidence=["s17#1", "s22#1"]),
    dict(type="when", timeline="transcription",
         question="When did we go back to Rev after trying Sonix?",
         answer="On Friday 2024-11-22 ('last Friday' in the session of Wednesday 2024-11-27).",
         accept=dates("2024-11-22", "november 22", "nov 22", "22 november", "22 nov", "22nd of november"), evidence=["s14#1"]),
    dict(type="when", timeline="owner_rota",
         question="When did Priya take over the on-call rota?",
         answer="On Monday 2024-12-02.",
         accept=dates("2024-12-02", "december 2", "dec 2", "2 december", "2 dec", "2nd of december"), evidence=["s14#5", "s14#8"]),
    dict(type="when", timeline="render_farm",
         question="When did VFX rendering move to Deadline Cloud?",
         answer="On Monday 2025-07-07, the first Monday of July.",
         accept=dates("2025-07-07", "july 7", "jul 7", "7 july", "7 jul", "7th of july"), evidence=["s23#1", "s28#1"]),
    dict(type="when", timeline="bookings",
         question="When did bookings move into Farmerswife?",
         answer="On Monday 2024-09-02.",
         accept=dates("2024-09-02", "september 2", "sep 2", "sept 2", "2 september", "2 sep", "2nd of september"), evidence=["s08#1"]),
    # --- why ---
    dict(type="why", timeline="client_review",
         question="Why did we leave Frame.io?",
         answer="Frame.io was moving everyone to v4, where the per-viewer watermark and the detailed viewing log would only come with an Enterprise plan Nadia wasn't going to pay for, and TPN and Northlight want to know who watched what. Moxion has visible and forensic watermarks with the viewer's name and a full audit trail.",
         accept=["watermark", "viewing log", "audit trail", "who watched", "enterprise"], evidence=["s09#5", "s12#1"]),
    dict(type="why", timeline="file_delivery",
         question="Why did deliveries move off WeTransfer?",
         answer="WeTransfer Pro capped each transfer at 200 GB, so big masters had to be split, and a failed transfer could not resume (one died at 92% and had to start again). MASV has no size limit, resumes and is paid per GB; Aspera was turned down because it needed an annual contract.",
         accept=["200 gb", "resume", "split", "size limit"], evidence=["s05#1", "s05#3", "s05#5"]),
    dict(type="why", timeline="bookings",
         question="Why did Kestrel Yard start booking in Farmerswife?",
         answer="Because of the June 2024 double booking: two clients turned up for Grade 1 at the same time after a booking in the shared Google Sheet was overwritten through a filter. Farmerswife books the room, the person and the kit together and does timesheets; Resource Guru didn't understand suites.",
         accept=["double booking", "double-booking", "two clients", "overwritten"], evidence=["s02#1", "s02#3", "s08#1"]),
    dict(type="why", timeline="team_chat",
         question="Why did the team move off WhatsApp?",
         answer="The TPN security self-assessment flagged it: project chat, client links and even passwords were going through WhatsApp groups on people's personal phones, not on company-owned accounts.",
         accept=["tpn", "personal phone", "security", "client links"], evidence=["s01#8", "s03#1"]),
    dict(type="why", timeline="transcription",
         question="Why was the Sonix trial abandoned?",
         answer="Its automatic transcripts were poor on the Salt Road interviews (strong Welsh accents: 'silage' became 'sausage', speaker labels swapped, place names garbled), Sian spent more time fixing them than Rev would cost, and Severn's compliance lawyer wanted human-checked verbatim transcripts.",
         accept=["accent", "speaker label", "verbatim", "compliance", "silage"], evidence=["s13#3", "s13#5", "s14#1"]),
    dict(type="why", timeline="shared_storage",
         question="Why was the EditShare replaced?",
         answer="The support renewal was £14k for another year on a chassis from 2018, and nine drives had been replaced in twelve months. The EVO also handles Media Composer bin locking properly.",
         accept=["renewal", "14k", "nine drives", "2018", "bin locking"], evidence=["s04#3", "s16#3"]),
    dict(type="why", timeline="maintenance_window",
         question="Why did maintenance move away from Tuesday mornings?",
         answer="The Tuesday 07:00-09:00 slot kept getting booked: Jo put US clients into Grade 1 at 07:00 so LA could see grades before their day ended, and nothing can be patched with a colourist in the room.",
         accept=["us client", "los angeles", "booked", "colourist in the room"], evidence=["s15#1", "s15#3"]),
    dict(type="why", timeline="master_signoff",
         question="Why do broadcast masters need two sign-offs?",
         answer="Because Severn TV's QC failed the Salt Road master in August 2024 on loudness (-20.8 LUFS, true peak +0.3 dBTP): the temp mix had been laid back instead of Dev's final mix, the producer signed it off on a laptop, and the Vidchecker template had loudness checking switched off.",
         accept=["loudness", "lufs", "temp mix", "wrong mix", "failed"], evidence=["s07#1", "s07#3", "s07#5"]),
    dict(type="why", timeline="grading_plan",
         question="Why was the Baselight for Grade 2 cancelled?",
         answer="Nadia stopped the order on 2025-03-24: the EVO had cost more than planned, Lucía needed the money for season 2 rendering, and Northlight's DoP agreed to grade on Resolve with Marek after a look development day.",
         accept=["evo", "render", "cost more", "look development", "budget"], evidence=["s21#1"]),
    # --- history ---
    dict(type="history", timeline="transcription",
         question="What has done our transcription over time, in order?",
         answer="Rev until 2024-10-14, then Sonix until 2024-11-22, then Rev again.",
         accept=["rev", "sonix"], accept_all=True, ordered_accept=[["rev"], ["sonix"], ["rev"]],
         evidence=["s06#5", "s11#1", "s14#1"]),
    dict(type="history", timeline="client_review",
         question="Which client review platforms have we used, in order?",
         answer="Frame.io until 2024-11-04, then Moxion.",
         accept=["frame.io", "moxion"], accept_all=True, ordered_accept=[["frame.io", "frameio", "frame io"], ["moxion"]],
         evidence=["s01#1", "s12#1", "s13#1"]),
    dict(type="history", timeline="owner_archive",
         question="Who has looked after the archive over time?",
         answer="Callum, alongside his assistant editor work, until 2025-05-19, then Hugo Blake.",
         accept=["callum", "hugo"], accept_all=True, ordered_accept=[["callum"], ["hugo"]],
         evidence=["s11#1", "s11#3", "s24#3", "s25#1"]),
    dict(type="history", timeline="accounting",
         question="Trace our accounting software over time.",
         answer="Sage 50 until 2025-03-31, then Xero from 2025-04-01.",
         accept=["sage", "xero"], accept_all=True, ordered_accept=[["sage"], ["xero"]],
         evidence=["s03#5", "s17#1", "s22#1"]),
    dict(type="history", timeline="render_farm",
         question="How has VFX rendering been done over time?",
         answer="First with Deadline 10 on the in-house farm (12 nodes in the machine room), then on AWS Deadline Cloud from 2025-07-07.",
         accept=["in-house", "deadline cloud"], accept_all=True,
         ordered_accept=[["in-house", "on-prem", "12 nodes"], ["deadline cloud"]],
         evidence=["s10#1", "s23#1", "s28#1"]),
    dict(type="history", timeline="owner_rota",
         question="Who has run the on-call rota over time?",
         answer="Tom until 2024-12-02, then Priya.",
         accept=["tom", "priya"], accept_all=True, ordered_accept=[["tom"], ["priya"]],
         evidence=["s04#1", "s04#5", "s14#5"]),
    # --- negative ---
    dict(type="negative", timeline="file_delivery",
         question="Do we send our deliveries with Aspera?",
         answer="No. Aspera is Northlight's system (they send us rushes from their Aspera server); Kestrel Yard turned down an annual Aspera contract in July 2024, and deliveries went from WeTransfer Pro to MASV.",
         accept=NEG + ["northlight"], evidence=["s01#3", "s05#3", "s05#5"]),
    dict(type="negative", timeline="team_chat",
         question="Did we ever move our chat to Microsoft Teams?",
         answer="No. Teams was rejected in June 2024 (an extra licence on top of Google Workspace, and the editors hated it); Teams is what Quayside use. Chat went from WhatsApp to Slack.",
         accept=NEG, evidence=["s03#1", "s03#3"]),
    dict(type="negative", timeline="shared_storage",
         question="Is our edit storage an Avid NEXIS?",
         answer="No. The NEXIS belongs to Quayside Studios across the yard. Our picture storage went from an EditShare EFS 300 to an SNS EVO, VFX has its own TrueNAS, and we turned down sharing Quayside's NEXIS.",
         accept=NEG + ["quayside", "not ours"], evidence=["s15#5", "s16#3", "s32#7"]),
    dict(type="negative", timeline="grading",
         question="Did we ever grade on Baselight?",
         answer="No. A Baselight for Grade 2 was ordered in February 2025, but the order was cancelled on 2025-03-24 before it arrived; both suites stayed on DaVinci Resolve.",
         accept=NEG + ["cancelled", "canceled"], evidence=["s18#1", "s21#1"]),
    dict(type="negative", timeline="accounting",
         question="Have we ever kept the books in QuickBooks?",
         answer="No. The accountant suggested QuickBooks in January 2025, but it was rejected in favour of Xero; the accounts went from Sage 50 to Xero.",
         accept=NEG, evidence=["s17#3"]),
    dict(type="negative", timeline="client_review",
         question="Do we run live client sessions on Evercast?",
         answer="No. Evercast was looked at in October 2024 and rejected as too expensive for how rarely it would be used; client review runs on Moxion.",
         accept=NEG, evidence=["s12#3"]),
    dict(type="negative", timeline="offline_edit",
         question="Does the documentary unit cut on Premiere Pro?",
         answer="No. Sian asked for Premiere twice (November 2024 and August 2025) and was told no both times: every suite is Avid Media Composer.",
         accept=NEG, evidence=["s13#9", "s30#5"]),
    dict(type="negative", timeline="vfx_storage",
         question="Did the VFX team move onto the EVO with everyone else?",
         answer="No. VFX stayed on its own TrueNAS; only a shared pulls folder for plates is on the EVO.",
         accept=NEG + ["truenas"], evidence=["s16#5", "s19#7", "s20#7"]),
    # --- ownership ---
    dict(type="ownership", timeline="owner_rota",
         question="Who runs the out-of-hours rota now?",
         answer="Priya, since 2024-12-02; she took it over from Tom.",
         accept=["priya"], evidence=["s14#5", "s15#1", "s34#1"]),
    dict(type="ownership", timeline="owner_archive",
         question="Who do I ask to get an old job restored from tape?",
         answer="Hugo Blake, who has owned the archive and restores since 2025-05-19 (not Callum, as the client welcome pack wrongly said).",
         accept=["hugo"], evidence=["s24#3", "s25#1", "s28#5"]),
    dict(type="ownership", timeline="owner_archive",
         question="Who handled the LTO archive before Hugo?",
         answer="Callum, until 2025-05-19.",
         accept=["callum"], evidence=["s11#1", "s11#3", "s24#3"]),
    dict(type="ownership", timeline="owner_vfx",
         question="Who is responsible for the VFX pipeline?",
         answer="Lucía, of the VFX team: she calls the VFX pipeline her responsibility, and the year-end list puts the VFX pipeline and Deadline Cloud rendering under her.",
         accept=["lucía", "lucia"], evidence=["s10#1", "s10#5", "s34#1"]),
    dict(type="ownership", timeline="owner_rota",
         question="Who put the on-call rota together before Priya?",
         answer="Tom, from engineering, until Priya took over on 2024-12-02.",
         accept=["tom"], evidence=["s04#1", "s04#5", "s14#5"]),
]


# ---------------------------------------------------------------------------------------------
# Writing

def ref(tid: str) -> str:
    return f"{PREFIX}/{tid}"


def build_corpus() -> dict:
    sessions = []
    for n, title, started, turns in SESSIONS:
        sid = f"{PREFIX}/s{n:02d}"
        t = datetime.fromisoformat(started)
        out = []
        for i, (role, text) in enumerate(turns, start=1):
            if i == 1:
                t += timedelta(minutes=1)
            elif role == A:
                t += timedelta(minutes=2 + len(text) // 300)
            else:
                t += timedelta(minutes=4 + len(text) // 120)
            out.append({"id": f"{sid}#{i}", "speaker": role, "role": role, "text": text,
                        "at": t.isoformat(timespec="seconds")})
        sessions.append({"id": sid, "title": title, "started_at": started, "turns": out})
    return {"format": "graphmem-chat/1", "sessions": sessions}


def main() -> None:
    corpus = build_corpus()
    (HERE / "corpus.chat.json").write_text(json.dumps(corpus, ensure_ascii=False, indent=1) + "\n", encoding="utf-8")

    with (HERE / "facts.jsonl").open("w", encoding="utf-8") as fh:
        for timeline, subject, predicate, obj, start, end, evidence, note in FACTS:
            row = {"subject": subject, "predicate": predicate, "object": obj, "valid_from": start,
                   "valid_to": end, "evidence": [ref(e) for e in evidence], "timeline": timeline}
            if note:
                row["note"] = note
            fh.write(json.dumps(row, ensure_ascii=False) + "\n")

    with (HERE / "questions.jsonl").open("w", encoding="utf-8") as fh:
        for i, q in enumerate(QUESTIONS, start=1):
            row = {"id": f"q{i:02d}", "type": q["type"], "timeline": q["timeline"], "question": q["question"]}
            if "as_of" in q:
                row["as_of"] = q["as_of"]
            row["answer"] = q["answer"]
            row["accept"] = q["accept"]
            if "accept_all" in q:
                row["accept_all"] = q["accept_all"]
                row["ordered_accept"] = q["ordered_accept"]
            row["evidence"] = [ref(e) for e in q["evidence"]]
            fh.write(json.dumps(row, ensure_ascii=False) + "\n")

    turns = sum(len(s["turns"]) for s in corpus["sessions"])
    print(f"wrote {len(corpus['sessions'])} sessions, {turns} turns, {len(FACTS)} facts, {len(QUESTIONS)} questions")


if __name__ == "__main__":
    main()
