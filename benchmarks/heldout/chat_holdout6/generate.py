#!/usr/bin/env python3
"""Write the chat_holdout6 corpus, facts and questions deterministically.

Usage: python3 generate.py [DIR]   (DIR defaults to this file's folder)

Everything here was written by hand for this held-out set: the story of Pebblewright Games, a
~25-person indie studio making the co-op survival game Driftwake (PC on Steam, a Nintendo Switch
port, live-ops backend services and a Flutter companion app), told as 36 team-chat sessions between
named people from March 2024 to October 2025. Turn timestamps are derived from the session start and
the length of the previous turn, so the output is byte-identical on every run. Standard library only.
"""
from __future__ import annotations

import json
import sys
from datetime import datetime, timedelta
from pathlib import Path

PREFIX = "h6"

# (started_at, title, [(speaker, text), ...])
SESSIONS: list[tuple[str, str, list[tuple[str, str]]]] = []


def session(started_at: str, title: str, *turns: tuple[str, str]) -> None:
    SESSIONS.append((started_at, title, list(turns)))


# ---------------------------------------------------------------------------------------------
# s01  Mon 2024-03-04
session("2024-03-04T09:40:00", "Nightly build red after a Perforce sync",
    ("Tobi", "Morning all. Tobi here, I look after the build pipeline, so the red nightly is mine to explain. "
             "Jenkins job `driftwake-win64-nightly` died in the p4 sync step at 02:10:\n\n```\n[p4] Sync: //driftwake/main/...@latest\n"
             "P4: Error: Librarian checkout depot/Art/Terrain/ArchipelagoNorth.psd failed.\n"
             "open for write: /p4root/depot/Art/Terrain/ArchipelagoNorth.psd,d/1.34.gz: No space left on device\n```\n\n"
             "So it's not Unity, it's the Perforce server. The Helix Core box in the cupboard had 38 GB free out of 4 TB, and somebody submitted a 9 GB terrain PSD at midnight."),
    ("Dariusz", "Not me for once 😄 I only live in the backend repo and that one is on GitHub, not in the depot. But I saw three failed submits from the commit bot in Slack last night, same 'no space' message."),
    ("Tobi", "Found the culprit: Joon's outsourcer pushed the layered terrain sources straight into //driftwake/main/Art instead of putting them on Dropbox. "
             "After asking Joon I obliterated revision 1.34 and ran `p4 verify -q //driftwake/main/Art/...`. 410 GB free again, nightly re-queued."),
    ("Signe", "Thanks Tobi. Can we make it impossible for raw PSDs to land in the depot? Source art lives on Dropbox, only the exported textures go into Perforce. "
              "That has been the rule since the prototype, it's just never been enforced."),
    ("Tobi", "A submit trigger can do it. Roughly this in the triggers table, rejecting .psd/.blend/.spp/.ztl files over 200 MB under Art/:\n\n```\n"
             "art-size change-submit //driftwake/main/Art/... \"python3 /p4/triggers/reject_source_art.py %change%\"\n```\n\n"
             "I'll try it on a scratch stream first. Bad news though, the re-run nightly failed again, somewhere else this time. IL2CPP."),
    ("Dariusz", "Paste it, I had IL2CPP fun last week on my machine."),
    ("Tobi", "```\nBuilding Library/Bee/artifacts/WinPlayerBuildProgram/il2cppOutput/cpp/GameAssembly.dll failed with output:\n"
             "C:\\Jenkins\\workspace\\driftwake-win64-nightly\\Library\\Bee\\artifacts\\...\\Assembly-CSharp.cpp(184233): fatal error C1060: compiler is out of heap space\n```\n\n"
             "Unity 2022.3.20f1, on the Windows agent with 32 GB."),
    ("Dariusz", "That's the MSVC heap, not the RAM of the machine. What helped me: fewer parallel compile jobs, `UNITY_IL2CPP_JOBS=4` in the environment, and delete Library/Bee. After a broken sync there is half-written junk in it."),
    ("Tobi", "Jobs capped at 4, Bee folder wiped: green, 47 minutes. Side note, Sentry collected 212 crash events overnight from the Early Access build on Steam, "
             "all the same null ref in `RaftBuilder.SnapToGrid`. I'll make a HacknPlan card for gameplay and post it in Slack."),
    ("Signe", "Perfect. And don't sit around waiting for someone to review the trigger script: there's no mandatory review here, "
              "just post the changelist in #changes like everyone does so people can see it. We're 24 people at Pebblewright, let's keep process light."),
)

# s02  Wed 2024-03-13
session("2024-03-13T14:10:00", "Switch dev kit crash in the crafting radial",
    ("Ravi", "Hi Hélène, Ravi from the Switch port. I saw your MantisBT ticket 0004127, 'crash when opening crafting radial on dev kit'. Backtrace has grouped it already, 31 instances, all from the dev kits in the QA room:\n\n```\n"
             "Backtrace | driftwake-switch | fingerprint 9c1e04b7\nSIGSEGV in CraftingRadial_BuildSlots\n  #0 0x00000080037a4c10 CraftingRadial_BuildSlots_m3A1F...\n  #1 0x00000080037a2f48 RadialMenu_Open_m71B2...\n```"),
    ("Hélène", "Yes it's mine. Repro is 100% when the inventory has more than 48 item types, that is end-game for our testers. With the same save on PC nothing happens. I attached the save to the Mantis ticket this morning."),
    ("Ravi", "Makes sense. PC has a pool of 64 slots, on Switch we cut it to 48 for memory and the radial never checks the bound. Trivial fix behind the platform define. "
             "The Switch build is the same Unity 2022.3 project as the PC, just the other platform, so I'll be careful not to touch the PC path. "
             "Good thing also: Backtrace symbolicates the NSO now, before it took forever because the symbol upload from Jenkins was missing."),
    ("Hélène", "Great. Other thing: German. 'Rohstoffverarbeitungsstation' doesn't fit on the button in handheld mode, 720p. It comes from the loc Google Sheet, row 1882. "
               "Pim says the translators are not allowed to change the key column but somebody did, and now 14 strings show the key instead of the text."),
    ("Ravi", "Ugh, the sheet export. The importer matches by key, so when a key changes you get the key as fallback. I can make the button auto-size on Switch but honestly the text should be shorter. Can Pim ask the translator for a short variant?"),
    ("Hélène", "I ask him. Question for the test plan: online co-op on Switch goes over the same relay as on Steam?"),
    ("Ravi", "No, different path. On PC it's Steam's networking, Steam Datagram Relay through Steamworks, lobbies and everything. On Switch we can't use that, "
             "so it's Epic Online Services P2P with EOS lobbies. Same game protocol on top, different transport underneath. Voice chat is Vivox on both, that part is identical."),
    ("Hélène", "OK so I need separate NAT test cases for Switch. And crossplay PC-Switch?"),
    ("Ravi", "Not this year. Signe was very clear, crossplay is after 1.0 at the earliest. The port is mine, so if somebody promises crossplay to Kestrel, send them to me 🙂"),
    ("Hélène", "Haha, noted. I write the NAT matrix tomorrow and attach it to the 'Switch' project in Mantis."),
)

# s03  Tue 2024-03-26
session("2024-03-26T10:15:00", "Weekly leaderboard reset throttled",
    ("Amaka", "Dariusz, the weekly leaderboard reset threw a wall of errors into Sentry at 00:00 UTC:\n\n```\n"
              "ProvisionedThroughputExceededException: The level of configured provisioned throughput for the table was exceeded. Consider increasing your provisioning level with the UpdateTable API.\n"
              "    at leaderboard.(*Store).PutScore (store/dynamo.go:142)\n    at leaderboard.(*Service).ResetWeek (service.go:88)\n```\n\n"
              "About 9,000 of them in four minutes. Players got the 'score not submitted' toast."),
    ("Dariusz", "Classic hot partition. All weekly scores sit under one partition key, `LB#weekly#2024-W13`, so every write hits the same partition. On-demand mode would only hide it. "
                "We need write sharding, suffix 0..9 on the key and scatter-gather when reading. Ugly but it works. Backend is my area, I fix it today."),
    ("Amaka", "OK. Should I flip the table to on-demand as a stopgap meanwhile? The Elastic Beanstalk environment already scaled to 6 instances and they're bored, it's purely Dynamo."),
    ("Dariusz", "Yes, on-demand for now, the cost is fine for a week. Honestly, DynamoDB was a mistake for a game like ours. Every live-ops question is a scan. "
                "'How many players have the Kraken trophy and played this week' means scan, export to S3, Athena. A relational database answers that with one query. "
                "I want us to think about leaving it. Not now. After summer."),
    ("Amaka", "+1. Design asked me exactly that question yesterday and I spent two hours in Athena. Shall I write it up as a proposal?"),
    ("Dariusz", "Write it in the backend notes, but no decision yet. And please don't deploy the fix on Friday: rule is still no backend deploys on Fridays or at the weekend, hotfixes included, unless prod is actually down."),
    ("Amaka", "Understood. Sharding PR is up on GitHub, backend#412. GitHub Actions is green, scatter-gather tests included."),
    ("Dariusz", "Two comments. The shard should be a hash of the player id, not random, otherwise the same player gets two entries when he submits twice. And in `ReadTop` merge with a heap, you sort 10×1000 items on every call."),
    ("Amaka", "Both fixed, shard is fnv32a(playerID) % 10. Deploying to the prod EB environment now, it's a Tuesday 🙂"),
    ("Dariusz", "Merged. Sentry quiet since 11:02. Nice work."),
)

# s04  Thu 2024-04-04
session("2024-04-04T15:30:00", "Jenkins down on patch day",
    ("Kasia", "Kasia here, producer hat on. 0.8.3 was supposed to go out on Steam today, we patch every other Thursday and today is that Thursday, but Tobi tells me there's no build. What happened?"),
    ("Tobi", "Jenkins ate itself. Updating the Git plugin pulled in a new Credentials plugin, which broke the Perforce plugin, and now the controller doesn't start:\n\n```\n"
             "SEVERE jenkins.InitReactorRunner$1#onTaskFailed: Failed Loading plugin P4 Plugin v1.14.7 (p4)\n"
             "java.io.IOException: Failed to load: P4 Plugin (p4 1.14.7)\n"
             " - Update required: Credentials Plugin (credentials 1311.vcf0a_900b_37c2) to be updated to 1337.v60b_d7b_c7b_c9f or higher\n```\n\n"
             "Third time this year a plugin update has taken us down."),
    ("Signe", "How long until we have a build?"),
    ("Tobi", "Restoring the plugins folder from last night's backup, an hour. Then the 0.8.3 build is another 50 minutes. So we ship around 18:00 instead of 14:00."),
    ("Kasia", "Fine for today. But I want this to stop. Jenkins is 'free', and I count four lost patch days since January."),
    ("Tobi", "I've wanted TeamCity for a while. Perforce support is built in, no plugin zoo, proper build chains for Win64, Switch and the dedicated server, and the Professional edition is free up to three agents. "
             "We have four, so we'd buy one agent licence. I also looked at Buildkite, but we'd still host every agent ourselves and pay per user on top."),
    ("Signe", "OK, decision: game builds move to TeamCity. Not this week. After the 0.9 update is out, and Jenkins stays as a fallback until we trust the new thing. Tobi, it's yours."),
    ("Tobi", "Deal. I'll run it in parallel first. Jenkins is back up by the way, 0.8.3 is building."),
    ("Kasia", "Thank you. Unrelated, but while I have you both: people stayed until 22:00 twice this week for 0.9. Reminder of how we do overtime: it's voluntary, you log it in the overtime sheet, and you take it back 1:1 as time off. Nobody has to be a hero."),
    ("Signe", "Agreed, and please actually log it, otherwise I can't see it. For the mood: GameAnalytics says 0.8.2 had our best day-7 retention so far, 31%. The work shows."),
)

# s05  Wed 2024-04-17
session("2024-04-17T11:00:00", "Map tiles for the companion app",
    ("Bram", "Joon, Bram here. The companion app is mine (the Flutter one with the map and the crafting planner), and for the interactive map I need the island tiles at four zoom levels. Are the map sources on Dropbox or in the depot?"),
    ("Joon", "Sources are on Dropbox, `/Art/Source/Map/Archipelago_v7.kra` plus the layered PSDs. The exported PNGs go into Perforce under Art/UI/Map. Please don't pull from Dropbox for builds, the paths change whenever my team reorganises."),
    ("Bram", "Got it, I'll take the exports. The app isn't built on the game's Jenkins anyway, it builds on Codemagic from its own GitHub repo, so I'll copy the PNGs in with a little script. Tiles at 256 px, zoom 0 to 3, webp?"),
    ("Joon", "webp is fine. Zoom 3 of the whole archipelago is 8192×8192, that's 1,024 tiles. OK for you?"),
    ("Bram", "Too heavy for the bundle, about 60 MB. I'll ship zoom 0-2 and fetch zoom 3 on demand from the CDN. Bonus: Crashlytics has 40 crashes on Android 9 devices when decoding images:\n\n```\n"
             "Fatal Exception: java.lang.OutOfMemoryError: Failed to allocate a 67108872 byte allocation with 25165824 free bytes and 46MB until OOM\n"
             "    at android.graphics.BitmapFactory.nativeDecodeStream\n    at io.flutter.embedding.engine.FlutterJNI.decodeImage\n```\n\n"
             "That's the one big map PNG I load today, so tiles fix that too."),
    ("Joon", "Two birds, one stone. I'll export tonight. I own the art pipeline, so if the export script breaks, ping me, not Tobi."),
    ("Bram", "Thanks! And for the Kraken event Kasia wants a push notification at event start. OneSignal is set up, I just need a banner."),
    ("Joon", "Banner art is on Dropbox in /Art/Marketing/Events, take the 1200×628 one."),
    ("Bram", "Found it. Tiles came through: app is 38 MB now, and it goes to the App Store and Google Play next week."),
)

# s06  Wed 2024-05-08
session("2024-05-08T10:30:00", "Analytics trial and an impossible Kraken run",
    ("Kasia", "Morning! Heads-up before standup: from Monday the 13th the Early Access build sends its events to Unity Analytics instead of GameAnalytics. "
              "The Unity SDK has been sitting in the build since 0.8.5 last Thursday, switched off; on Monday we flip the remote config. Treat it as a trial, we look at it again at the end of June."),
    ("Pim", "Hi, Pim (community and loc). Why the change? The GameAnalytics dashboards are what I screenshot for the dev updates on our Discord."),
    ("Kasia", "Two reasons. It comes with the Unity Gaming Services bundle we already pay for because of Vivox, so one contract less. And SQL Data Explorer: I can ask my own questions instead of begging Amaka for Athena queries."),
    ("Signe", "I'm fine with a trial, but I'm attached to GameAnalytics' retention cohorts. That's the one number Kestrel asks for every month. If Unity's version is worse we go back, no drama."),
    ("Pim", "Fine by me. Different topic: the Discord is full of screenshots of 'impossible' Kraken times on the leaderboard. 00:41, when the boss has a 90-second invulnerable phase. People ask whether we have anti-cheat."),
    ("Signe", "We don't run any client-side anti-cheat. The server validates runs: minimum time per phase, damage caps. A 41-second run should never have passed that. Amaka?"),
    ("Kasia", "Amaka's off today. I'll make a HacknPlan card and flag it in the backend channel on Slack."),
    ("Pim", "Can I tell the community we're on it without saying the word 'anti-cheat'?"),
    ("Signe", "Say: 'we found a gap in our server-side validation and invalid runs get wiped this week'. That's true."),
    ("Pim", "Posted 👍"),
)

# s07  Tue 2024-05-21
session("2024-05-21T16:00:00", "TeamCity cutover on Monday",
    ("Tobi", "Build status: TeamCity has been building in parallel to Jenkins for ten days. Same changelists, same output, byte-identical apart from timestamps. "
             "I want to cut over on Monday the 27th. From then Jenkins is read-only until the end of June, and then I switch off the VM."),
    ("Kasia", "0.9 went out last Thursday, so that's what Signe asked for. What changes for people?"),
    ("Tobi", "Build notifications in Slack come from a TeamCity bot. Build numbers continue where Jenkins stopped. The chain is `Driftwake :: Win64`, `Driftwake :: Switch`, `Driftwake :: DedicatedServer`, "
             "then `Driftwake :: Steam Upload`, which needs a manual click. Ravi gets a separate agent with the NintendoSDK for Switch."),
    ("Amaka", "The backend isn't affected, right? We stay on GitHub Actions."),
    ("Tobi", "Not affected. TeamCity only builds what's in the Perforce depot."),
    ("Amaka", "Good. Kasia, first impressions of the Unity Analytics data: custom events show up in the dashboards with about a day of delay. Is that normal?"),
    ("Kasia", "We've only had Unity Analytics since the 13th, eight days. Their docs say 'up to 24 hours' for custom events, and the retention view needs seven days of data anyway. I'm giving it time."),
    ("Amaka", "Fair. The leaderboard validation fix went out with 0.9 on Thursday by the way; we removed 212 invalid Kraken runs."),
    ("Tobi", "Monday it is then. I'll send a migration note tomorrow."),
)

# s08  Wed 2024-05-29
session("2024-05-29T09:50:00", "Switch agent can't find the NintendoSDK",
    ("Ravi", "Tobi, the Switch configuration on TeamCity failed twice since Monday's cutover:\n\n```\n[Step 2/5] Unity Build Switch\n"
             "  error: NINTENDO_SDK_ROOT is not set. Please install NintendoSDK and set the environment variable.\n  Process exited with code 1\n```\n\n"
             "On Jenkins it worked because the variable was in the node config."),
    ("Tobi", "Mine, sorry. The agent runs as a Windows service and the service account doesn't see the user environment. I'll set it in buildAgent.properties as `env.NINTENDO_SDK_ROOT=D:\\\\Nintendo\\\\NintendoSDK` and restart the agent."),
    ("Ravi", "And the Backtrace symbol upload? On Jenkins it was a post-build script."),
    ("Tobi", "Ported as step 5, but it only runs when the build is green. Which it never was. Starting a build now."),
    ("Ravi", "Green, 38 minutes, symbols in Backtrace at 10:31. Nice. Is Jenkins still around if something else breaks?"),
    ("Tobi", "Read-only until the end of June. Don't start builds there, nothing gets uploaded from it any more."),
    ("Ravi", "OK. While I have you: EOS SDK 1.16.3 wants a newer plugin. Update on main now, or after the patch?"),
    ("Tobi", "After. 0.9.1 goes out tomorrow. And post the changelist in #changes when you do it."),
    ("Ravi", "Will do."),
)

# s09  Mon 2024-06-17
session("2024-06-17T11:20:00", "Corrupted saves, and reviews from today",
    ("Hélène", "Bad news from the weekend: 0.9.2 from Thursday corrupts saves when you quit during the autosave. 63 reports already from the Steam forum, all in MantisBT under 0005310. The save file is cut at exactly 64 KB."),
    ("Dariusz", "I looked. The new autosave writes straight into `slot_1.sav` with a FileStream, no temp file, and the async flush gets killed when the game quits. "
                "The old code wrote `slot_1.sav.tmp` and then did `File.Replace`. Somebody refactored that away in CL 48812, 'cleanup save IO'."),
    ("Signe", "Who reviewed CL 48812?"),
    ("Dariusz", "Nobody. We don't review. It was posted in #changes on a Friday evening and nobody read it."),
    ("Signe", "Then that changes, from today. Every changelist to main needs one reviewer before it's submitted. Use Swarm, it's already installed on the Perforce box and nobody ever used it. Typos in docs and art-only changes are exempt."),
    ("Tobi", "I can add a pre-submit trigger that rejects changelists touching Scripts/ without an approved Swarm review ID in the description."),
    ("Signe", "Do it. Dariusz, the hotfix?"),
    ("Dariusz", "Putting back tmp plus replace, plus a copy of the last good save as `slot_1.sav.bak`. And a recovery path: if the save is truncated, load the .bak. Hélène, can you test quitting during autosave fifty times?"),
    ("Hélène", "Yes, with the script that kills the process at a random moment. 0.9.2b today?"),
    ("Signe", "Today, outside the normal cadence. Kasia knows."),
    ("Hélène", "50 of 50 pass, no corruption, and the recovery loads the broken 0.9.2 saves. Ship it."),
)

# s10  Wed 2024-06-26
session("2024-06-26T14:00:00", "Analytics goes back to GameAnalytics",
    ("Kasia", "Short one: analytics is back on GameAnalytics since Monday. We kept both SDKs in the build, so on Monday morning I flipped the remote config back, and Unity Analytics gets nothing any more."),
    ("Pim", "Oh, that was quick. What went wrong?"),
    ("Kasia", "A few things. The dashboards lag by a day, which kills our live-event post-mortems: on event day I want numbers by the evening. "
              "The retention cohort that Kestrel asks for every month doesn't exist in the same form, I rebuilt it in SQL Data Explorer and it disagreed with GameAnalytics by four points, and I couldn't tell which one was right. "
              "And the Kraken weekend ate the free event volume of our tier, so it would have cost us more, not less."),
    ("Amaka", "From my side too: exporting the raw events into our own bucket was a paid add-on there. GameAnalytics gives us the raw export in the plan we already have."),
    ("Pim", "So the six weeks were wasted?"),
    ("Kasia", "Not wasted, we learned which questions we actually ask. But GameAnalytics it is. I'll remove the Unity SDK in the next patch so it stops bloating the build."),
    ("Pim", "OK. Unrelated: the French translators asked again for a proper loc tool. They hate the Google Sheet, no context screenshots and they overwrite each other."),
    ("Kasia", "Put it on the list for after summer. Not now."),
    ("Amaka", "And for the record, the leaderboard was clean this weekend, no impossible runs since the validation fix."),
)

# s11  Tue 2024-07-09
session("2024-07-09T10:00:00", "The Perforce box is dying",
    ("Marit", "Hi everyone, I'm Marit, I started yesterday as build engineer. Tobi asked me to write up what happened this morning, so: the RAID in the Perforce server reported a second degraded disk at 06:12. "
              "The depot is fine for now, but we're one disk away from restoring from last night's checkpoint."),
    ("Tobi", "Thanks Marit, and welcome 🙂 Context for you: that server is a 2019 tower in a cupboard running Helix Core, and all nine remote artists plus both outsourcers connect through the office VPN, which is why a submit from Seoul takes forever."),
    ("Signe", "I've been waiting for a reason to get rid of that cupboard. Options?"),
    ("Tobi", "Three. One, a new server with the same setup: cheapest now, same VPN pain. Two, Unity Version Control in the cloud, the thing that used to be Plastic SCM: it locks binary files, has Gluon for the artists, no VPN, and the Unity integration is decent. "
             "Three, Diversion, a newer cloud VCS with a lovely UI, but it's young, binary locking was still 'coming soon' when I checked, and I'm not betting 3 TB of history on a startup's beta."),
    ("Joon", "For my team only one thing matters: locks. If two people edit the same .fbx we lose a day. And no VPN please, the Seoul outsourcer uploads at 2 MB/s through it."),
    ("Signe", "Then UVC. Tobi, Marit, when can we move?"),
    ("Tobi", "Importing with full history takes a weekend. Weekend of the 10th of August: Perforce goes read-only on Friday evening the 9th, the import runs Saturday and Sunday, and on Monday the 12th everybody starts in UVC. "
             "Until then I'll order two spare disks so the RAID survives the summer."),
    ("Marit", "I'll take the TeamCity side: the VCS roots move from Perforce to Plastic, and the trigger that checks for a Swarm review needs a replacement, UVC has its own code reviews."),
    ("Signe", "Good. The review rule itself stays as it is, one reviewer, just in the new tool."),
    ("Joon", "Can the artists get a Gluon training before that weekend?"),
    ("Marit", "I'll run two sessions the week before, one in the morning for the Seoul time zone."),
)

# s12  Thu 2024-07-25
session("2024-07-25T13:30:00", "Backend: leaving AWS, and leaving Dynamo",
    ("Signe", "I have the June AWS bill in front of me: 6,840 dollars. In March it was 2,100. Dariusz, explain it to me like I'm a producer."),
    ("Dariusz", "Steam Next Fest demo. Players came, the Elastic Beanstalk environment scaled to 14 instances and stayed there, the scaling policy never scaled back in properly. "
                "Then the NAT gateway: every instance talks to DynamoDB and to the internet through NAT, and AWS charges per gigabyte. 2,300 of the 6,840 is NAT and data transfer. Plus on-demand Dynamo since the leaderboard incident."),
    ("Amaka", "I priced the same load on Scaleway: Serverless Containers in Paris, their managed PostgreSQL next to it, no NAT charges inside the region. Around 1,600 euros a month at June traffic. And they're EU, which you wanted anyway for the GDPR paperwork."),
    ("Signe", "What about Azure? Kestrel keeps offering us Azure credits, their own games run on PlayFab and Azure."),
    ("Dariusz", "I looked at Azure Container Apps. The credits end after a year, and then we are on Azure prices and on Kestrel's goodwill. I don't want our backend to depend on our publisher's deal. So no."),
    ("Signe", "Fine. Decision: the backend moves to Scaleway. When?"),
    ("Dariusz", "First Monday of September: after the August event, before the autumn update. The player database I want off DynamoDB too, but not in the same weekend. "
                "Services move first and keep talking to Dynamo for a few weeks, then the player data goes into Scaleway's managed PostgreSQL. You know why: every live-ops question is a scan, and the hot partition in March."),
    ("Amaka", "Dual writes from the Go services for a few weeks, then a cutover on a Saturday night. I'd aim for early October."),
    ("Signe", "Agreed. Amaka does the Postgres schema, Dariusz the infrastructure."),
    ("Dariusz", "One remark so nobody panics: Sentry stays for backend errors, nothing changes there. Only the DSN environment variable moves."),
)

# s13  Wed 2024-08-14
session("2024-08-14T10:10:00", "First days in Unity Version Control",
    ("Marit", "UVC status after the weekend migration: all 3.1 TB and 52k changesets imported, history intact back to 2019. Everybody's been working in it since Monday. Three issues so far, listed below."),
    ("Joon", "Issue one was mine: Gluon didn't show locks on the .spp files. Marit fixed it with a lock rule, thank you! The artists are happy, the Seoul team checked in 4 GB yesterday in twenty minutes."),
    ("Marit", "Lock rules now cover `*.fbx *.psd *.spp *.blend *.unity *.prefab *.asset`. Issue two was TeamCity: the VCS root polled every 60 seconds and hammered the cloud server, now it's a webhook trigger. Issue three is the old Perforce box. Tobi?"),
    ("Tobi", "It's off, disks wiped after a final checkpoint went to cold storage. RIP cupboard server. And since this is the right moment: from the 2nd of September Marit owns the build pipeline, so TeamCity, the agents, UVC admin and the Steam upload. "
             "I'm moving to tools programming full time, the level editor needs me."),
    ("Marit", "Happy to take it. Tobi stays my backup for the first month."),
    ("Ravi", "Question for the new owner then 🙂 The Switch agent needs the NintendoSDK 18 update before 0.10. Can I do it myself or should I ask?"),
    ("Marit", "Do it with me on Friday, I want to see how that agent is set up."),
    ("Tobi", "Also, code reviews in UVC: work on a branch, 'Request review', pick a reviewer. The pre-merge check on main verifies there's an approved review before anything lands."),
    ("Ravi", "Works. Got my first approved review from Dariusz this morning."),
)

# s14  Tue 2024-08-27
session("2024-08-27T15:00:00", "Switch memory, and crash dumps on PC",
    ("Ravi", "Switch memory report with the 0.10 content: in handheld we peak at 3.02 GB of the 3.2 available, on the Kraken island. Textures are the big block, 1.1 GB."),
    ("Dariusz", "The water normals are 2k on PC. Did you add platform overrides?"),
    ("Ravi", "Now yes, 1k with ASTC 6x6, saves 180 MB. Other thing I want to raise: crash reporting. On Switch, Backtrace gives us full minidumps, symbolicated, with memory regions and the attached log. "
             "On PC we only have Sentry's Unity SDK, which gives the managed exception, but for native crashes in D3D12 or in the FMOD plugin we see nothing useful. Last week 700 PC crashes were just 'UnityPlayer.dll', no stack at all."),
    ("Dariusz", "It's true. Sentry can do native crashes in Unity too, but we never set it up, and the event quota is already tight at 200k a month."),
    ("Hélène", "For QA it would help a lot to have PC and Switch crashes in one place. Today I link Backtrace reports into Mantis for Switch and Sentry links for PC, two workflows."),
    ("Ravi", "Backtrace does Windows crash dumps from Unity. We'd pay for more seats, but the contract is already there because of the Switch."),
    ("Dariusz", "I'll bring it up with Signe. The backend would stay on Sentry anyway, Go errors aren't crash dumps."),
    ("Hélène", "Please do. Last point: the lotcheck rehearsal checklist says the error applet must show when the EOS login fails. Now we show our own popup."),
    ("Ravi", "Noted, I'll replace our popup with the error applet call this week."),
)

# s15  Wed 2024-09-04
session("2024-09-04T09:30:00", "403s from the companion API",
    ("Bram", "Amaka, since this morning the companion app gets a 403 on `GET /v2/inventory` for about 10% of requests. Crashlytics is quiet because we catch it, but the app shows an empty inventory."),
    ("Amaka", "Hm. Since we moved the backend to Scaleway on Monday, the companion API runs in Serverless Containers behind their load balancer. Container logs:\n\n```\n"
              "2024-09-04T07:12:44Z WARN auth: token rejected: iat 1725433975 is in the future (now=1725433961, skew=14s)\n```\n\n"
              "The token was issued 14 seconds in the future. Clock skew."),
    ("Bram", "But the tokens come from our own auth service..."),
    ("Amaka", "Which runs in a different container, and one of those instances has a drifting clock. I'll allow 30 seconds of leeway on iat, that's normal for JWTs anyway. Deploying now, it's Wednesday."),
    ("Bram", "Thanks! Is the old AWS stuff gone, then?"),
    ("Amaka", "The Elastic Beanstalk environments are shut down, yes. DynamoDB is still live and still holds the player data; the services on Scaleway talk to it over the internet, and dual writes to Postgres start next week. The player data cutover is planned for October."),
    ("Marit", "Jumping in because you mention migrations. Bram, your Codemagic workflow still pulls the map PNGs with `p4 print` from the old depot path. That stopped working when the depot moved. I have a UVC CLI snippet for you."),
    ("Bram", "Oh, that explains the stale tiles. Send it please."),
    ("Marit", "Sent. Also, for my onboarding doc: we've been on TeamCity since April, right? Tobi said something about spring."),
    ("Bram", "No idea, I'm the mobile person, my builds never touched Jenkins 🙂"),
)

# s16  Thu 2024-09-19
session("2024-09-19T16:30:00", "After Deep Water: no more crunch",
    ("Signe", "The 0.10 'Deep Water' update went out on the 5th and the reviews are great. But I've read the overtime sheet: 14 people above 50 hours for three weeks in a row, two above 60. That's on me. From October 1 we have a real no-crunch policy."),
    ("Kasia", "Details so everyone reads the same thing: a normal week is 40 hours. Overtime only with Signe's written sign-off beforehand, at most 5 hours in a week, never two weeks in a row, and it's paid back at 1.5x as time off within the month. "
              "The old 'voluntary, log it, take it back 1:1' rule ends on September 30."),
    ("Tobi", "And when an update slips?"),
    ("Signe", "Then it slips. Kestrel would rather get an update a week late than lose half the team. I asked them."),
    ("Marit", "Good to hear in my third month 🙂 Also a correction for the record: in my onboarding doc I wrote that TeamCity went live in April. Tobi corrected me: April was only the decision, it went live on 27 May, and Jenkins was read-only until the end of June. The doc is fixed."),
    ("Tobi", "Right. April was the day Jenkins died before 0.8.3 and we decided. Live was Monday the 27th of May."),
    ("Kasia", "Thanks both. Marit, since builds are yours now: can we make the Switch builds faster? 58 minutes for the last one."),
    ("Marit", "The Switch agent is the old 2019 machine. A new one arrives next week, then I expect about 35."),
    ("Signe", "Buy it. And everyone: take your time off. That's not a suggestion."),
)

# s17  Mon 2024-10-07
session("2024-10-07T09:15:00", "First Monday with player data in Postgres",
    ("Amaka", "Saturday night's cutover went through. Since 23:10 UTC on Saturday the services read and write player data in PostgreSQL on Scaleway; DynamoDB is read-only and gets deleted in 30 days. "
              "Numbers: 1.94M player profiles, 61M inventory rows, zero mismatches in the final compare."),
    ("Dariusz", "One hiccup on Sunday: the top-100 leaderboard query did a seq scan on `scores` because I forgot the index on (board_id, week, score desc). Added it, 1.2 s down to 4 ms."),
    ("Pim", "Question from the community: some players on Discord say their Kraken event cosmetics disappeared on Sunday."),
    ("Amaka", "Checking... yes, 312 players. In Dynamo the items used `KRAKEN_2024` as set id, and the import mapped through the new enum, which calls it `kraken_event_2024`. The rows are there, just not shown:\n\n```sql\n"
              "UPDATE inventory SET set_id = 'kraken_event_2024' WHERE set_id = 'KRAKEN_2024';\n-- UPDATE 19334\n```"),
    ("Pim", "So they're back?"),
    ("Amaka", "As soon as the game or the app refreshes the inventory. Tell them to restart."),
    ("Dariusz", "And the question design asked in March, how many players have the Kraken trophy and played this week, is now one SQL query. 41,202."),
    ("Pim", "Ha, that's my number for the community post. Thanks!"),
    ("Amaka", "I'll write the postmortem for the enum thing. Not today though. It's Monday and I was up until one on Saturday."),
)

# s18  Thu 2024-10-31
session("2024-10-31T11:00:00", "PC crashes go to Backtrace",
    ("Signe", "Decision from Monday's leads meeting, and it's live now: as of today's 0.11.1 patch the PC client reports its crashes to Backtrace. The Sentry SDK is out of the client. Ravi made the case in August and the Sentry invoice did the rest."),
    ("Dariusz", "For the record, the Sentry numbers: 200k events a month in our plan, and in October we burned through it by the 19th because of the FMOD null-ref spam. The overage would have been about 1,100 dollars. Backtrace charges for seats and storage, not per event."),
    ("Ravi", "And now PC and Switch land in the same Backtrace project group, same dedupe rules, same symbol server. First PC native crash with a full stack already:\n\n```\n"
             "Backtrace | driftwake-pc | 0.11.1 (8841) | EXCEPTION_ACCESS_VIOLATION_READ\n  #0 fmod.dll!FMOD::ChannelControl::setPaused+0x4a\n  #1 GameAssembly.dll!AudioZone_OnTriggerExit_m1F2A...\n  #2 UnityPlayer.dll!...\n```"),
    ("Hélène", "Nice, that's the 'crash when leaving the cave', Mantis 0006022. Finally a stack."),
    ("Dariusz", "Important: the backend stays on Sentry. Nobody touches the backend DSNs. Sentry for the Go services, Backtrace for the game clients."),
    ("Hélène", "And the companion app?"),
    ("Ravi", "Bram's app stays on Crashlytics. He says it's fine for Flutter and it costs nothing."),
    ("Signe", "Good. Marit, symbol upload for PC on TeamCity?"),
    ("Marit", "Added as a step after Win64, same as Switch. PDBs go up on every build, not only on releases."),
    ("Hélène", "I'll update the QA wiki page 'where do crashes go'."),
)

# s19  Tue 2024-11-05
session("2024-11-05T14:00:00", "Time to leave MantisBT",
    ("Hélène", "I want to propose we leave MantisBT. 11,400 tickets, the search is slow, there's no proper API for a TeamCity integration, and our plugin for Backtrace links broke with the PHP 8.2 update."),
    ("Kasia", "What do you want instead? And please not Jira. I know Kestrel's QA lives in Jira, but their Jira is their Jira."),
    ("Hélène", "YouTrack. It's JetBrains so it fits with TeamCity, there is a VCS integration, the search queries are good, and it's free up to 10 users, which is exactly QA plus the leads. "
               "Kestrel's QA vendor keeps logging in their Jira and running their test plans in TestRail, and I copy the A and B bugs over to us, like today."),
    ("Kasia", "If it's free and you own it, go. From when?"),
    ("Hélène", "From Monday. This week I import the open tickets, the closed ones stay read-only in Mantis."),
    ("Pim", "Can loc bugs go there too? I keep them on a tab of the loc Google Sheet and they get lost. Honestly the whole sheet is falling apart: 9 languages, 14,000 rows, the formulas broke twice this month, translators overwrite each other's cells. "
            "And no context: the Polish translator translated 'Hook' as the pirate's hand instead of the fishing hook."),
    ("Kasia", "Haha. Loc bugs: yes, in YouTrack. The loc tool is a bigger question, bring me two options in December."),
    ("Hélène", "I'll make a 'Loc' project in YouTrack."),
    ("Pim", "Thanks. I'll look at Lokalise and Gridly. Making myself a HacknPlan card so I don't forget."),
)

# s20  Thu 2024-11-21
session("2024-11-21T10:30:00", "Unity 6 for the PC client",
    ("Tobi", "Engine proposal: move the PC client to Unity 6, 6000.0 LTS, which has been LTS for a few weeks now. What we get: the GPU Resident Drawer (the forest islands have 40k draw calls), better shader stripping, and 2022.3 runs out of support next year anyway."),
    ("Ravi", "For the Switch I say no until we pass lotcheck. The Unity 6 versions of the Switch plugins, EOS and Backtrace, are new, and I won't change the engine between rehearsal and submission."),
    ("Signe", "Agreed for the Switch. And before someone asks again: no, we are not going to Godot. We looked at it after the runtime-fee mess last year. Our whole toolchain is Unity, a Switch port in Godot needs a porting house, "
              "and Fernbrook, who love Godot, told us what they pay for their console ports. Fernbrook ship great games with it. Not for us."),
    ("Dariusz", "When for PC?"),
    ("Tobi", "After the holidays. The upgrade branch starts now, and on the first Monday when everybody's back, that's the 13th of January, main goes to Unity 6 for PC. Switch builds come from a `switch/2022` branch until Ravi says go."),
    ("Ravi", "Fine, but merging main into switch/2022 will hurt after January. I'll do it weekly."),
    ("Dariusz", "Netcode side: Unity 6 changes nothing in our Steamworks transport, I checked."),
    ("Signe", "Then it's decided. Tobi drives the upgrade, Marit handles the build side."),
    ("Tobi", "Upgrade branch is open. The first import took three hours and gave 1,912 warnings and 14 errors. Great start 😅"),
)

# s21  Tue 2024-12-10
session("2024-12-10T15:00:00", "Discord in January, and the fish dupers",
    ("Signe", "Two things before the holidays. First: we're moving team chat from Slack to Discord on January 6. The Slack bill for 25 people on Pro went up again, and we sit in Discord all day for the community anyway. I'll set up a private staff server."),
    ("Pim", "Oh nice, I live in Discord already 😄 One thing: the Kestrel channels are Slack Connect. How do we talk to them then?"),
    ("Signe", "Good point, I'll ask them. Second topic: cheaters. Amaka?"),
    ("Amaka", "Server validation catches the impossible runs, but since the 0.12 update we have memory editors: people give themselves 9,999 rare fish and trade them in co-op lobbies, and the economy in public lobbies is wrecked. "
              "The server can't see it because co-op inventory is host-authoritative."),
    ("Signe", "So client-side anti-cheat after all. Options?"),
    ("Amaka", "Easy Anti-Cheat or BattlEye. EAC is free through Epic Online Services, which Ravi already uses on Switch, and it supports Proton, so the Steam Deck keeps working. "
              "BattlEye costs money and their Proton support has to be switched on per game with them. I'd go with EAC."),
    ("Ravi", "Ha, EOS follows me everywhere. If it's the PC client only, EAC is fine, the Switch doesn't need it."),
    ("Signe", "EAC for the PC client then. Target?"),
    ("Amaka", "Integration plus a Steam Deck test pass: the 0.14 patch, February 20th."),
    ("Ravi", "Since we're talking money: Vivox. Their Switch SDK is two versions behind the PC one, and since Vivox is part of Unity Gaming Services the pricing changed; Kestrel's producer warned me our quote for next year is about 3x. Can we look at alternatives in January?"),
    ("Signe", "Put it on the January list."),
)

# s22  Wed 2025-01-08
session("2025-01-08T10:00:00", "Staying on Slack, a loc tool, a handover",
    ("Signe", "Happy new year everyone! Change of plan: we're not moving to Discord. Slack stays."),
    ("Pim", "Noooo 😄 Why?"),
    ("Signe", "Kestrel can't do Discord for partner channels, their security team said no, and without Slack Connect we'd end up with both tools anyway. Discord also has no proper company data export and our lawyer wanted retention settings. "
              "And when I told Slack we were leaving, they gave us a small-studio discount, so the price reason is gone too."),
    ("Kasia", "For the people who already joined the Discord staff server: it's closed, please archive whatever you put there. Slack stays our team chat."),
    ("Pim", "OK. Loc tool: I tested both. Lokalise is nice, but it's per seat, which with nine freelance translators gets expensive, and it's made for apps. "
            "Gridly is made for games, it looks like a spreadsheet so translators feel at home, it has context screenshots, and there's a Unity plugin that pulls the strings at build time. I'd go with Gridly."),
    ("Kasia", "Approved. When?"),
    ("Pim", "I import the 14,000 rows this week, translators start working in Gridly on Monday the 20th, and the Google Sheet goes read-only that day."),
    ("Dariusz", "My news: from February 3rd I move to gameplay, netcode for co-op, the host-migration work. Amaka owns the backend from then on: Scaleway, Postgres, the services, on-call."),
    ("Amaka", "Gulp. Happy to. Dariusz stays second reviewer on backend PRs until spring."),
    ("Signe", "Congratulations to you both. Amaka, you earned it with the Postgres migration."),
)

# s23  Thu 2025-01-16
session("2025-01-16T14:20:00", "Unity 6 on main: shader week",
    ("Tobi", "We've been on Unity 6 on main since Monday, PC builds green since Tuesday. Known problems:\n\n```\n"
             "Shader error in 'Driftwake/Water/Ocean': Couldn't open include file 'Packages/com.unity.render-pipelines.universal/ShaderLibrary/DeclareDepthTexture.hlsl'. at line 41\n```\n\n"
             "That's the URP 17 include paths. I'm fixing the custom water shaders one by one."),
    ("Marit", "TeamCity: the agents have a second Unity install now, 6000.0.32f1 for main and 2022.3.50f1 for the switch/2022 branch. Agent requirements pick the right one per branch."),
    ("Ravi", "The Switch build comes from switch/2022 and it's green. First weekly merge is on Friday. Please, nobody reformat files on main this week, I beg you 😅"),
    ("Tobi", "Noted. Shader variants went from 48k to 31k with the new stripping, so the PC build is 9 minutes shorter."),
    ("Marit", "Confirmed: the Win64 configuration went from 41 to 32 minutes."),
    ("Ravi", "Jealous. Switch is still at 36."),
    ("Tobi", "And the GPU Resident Drawer: forest islands went from 11.8 ms to 8.9 ms GPU frame time on a 3060. That was the whole point."),
    ("Marit", "I'll update the build doc: main is Unity 6 for PC, switch/2022 is Unity 2022.3 for the Switch."),
)

# s24  Tue 2025-02-04
session("2025-02-04T09:45:00", "Backend on-call and the sprint board",
    ("Amaka", "Hi all, since yesterday the backend is officially mine, so backend and on-call questions come to me now, not to Dariusz. First thing I did: the on-call runbook in the wiki, with the Scaleway console links and the Postgres failover steps."),
    ("Kasia", "Great. Can you put the backend tasks for 0.14 on the Codecks board? Your deck is empty and the sprint starts tomorrow."),
    ("Amaka", "Will do. Which deck, 'Backend' or 'Live Ops'?"),
    ("Kasia", "Backend for server work, Live Ops for event config. Tag the EAC ones #anticheat so I can filter them."),
    ("Pim", "Codecks question: how do I attach a screenshot from Gridly to a card? The Valentine strings came out of Gridly with three missing in Polish and I want to show it."),
    ("Kasia", "Just drag it onto the card. And put the card code in Slack, like 'card #d4k'."),
    ("Pim", "Done. Since the strings moved to Gridly two weeks ago the Polish translator can see the screenshots, and she's asked me about context twice instead of twenty times."),
    ("Amaka", "Backend cards are in: 11, three of them tagged #anticheat. The EAC session check on the lobby server, the ban-list endpoint, and the Steam Deck test matrix."),
    ("Kasia", "Perfect, thanks."),
)

# s25  Wed 2025-02-26
session("2025-02-26T11:30:00", "Easy Anti-Cheat, week one",
    ("Hélène", "Report after the first week with Easy Anti-Cheat: since last Thursday's patch EAC is live for everyone on PC. Steam Deck works, I tested three devices, and Proton on a Linux desktop too. "
               "Two issues in YouTrack: DW-1822, the EAC launcher is in English on every system, and DW-1825, an old MSI Afterburner overlay stops the game from starting."),
    ("Amaka", "DW-1822: the EAC bootstrapper only follows the Steam language if we pass it in, fixed in the launch arguments. DW-1825 is known, EAC blocks the hooks of old RTSS versions. We'll post an FAQ."),
    ("Pim", "The community is mostly positive. Some people on Discord are angry that single player needs EAC too."),
    ("Amaka", "I know, but the fish dupers edited their saves offline and then joined online. We thought about 'offline without EAC, online with', but then the saves become incompatible."),
    ("Hélène", "From QA: what do the rare-fish economy numbers say now?"),
    ("Amaka", "GameAnalytics: rare fish sold in public lobbies dropped from 2.1 million to 40 thousand a day. The dupers are gone. 1,400 accounts flagged, 380 banned after manual review."),
    ("Pim", "I'll post the numbers without the methods."),
    ("Hélène", "One more: a player asks if we'll add BattlEye for 'extra security'. We don't, right?"),
    ("Amaka", "No. We don't use BattlEye, it was considered in December and we went with EAC. One anti-cheat is enough."),
)

# s26  Tue 2025-03-04
session("2025-03-04T10:00:00", "Voice chat: goodbye Vivox",
    ("Ravi", "As promised, voice chat. We evaluated three options: Odin by 4Players, EOS Voice, and staying on Vivox with the new contract. Vivox's new quote is 3.2x for next year. "
             "EOS Voice is free, but it's tied to EOS lobbies, and on PC our lobbies are Steam. Odin is room-based, works with any lobby system, the SDK is the same version on Switch and PC, and at our peak CCU it costs less than what we pay Vivox today."),
    ("Dariusz", "I tried Odin in the netcode branch. Latency is comparable, and proximity chat works better than ours on Vivox because they have spatial audio built in. Integration is about two weeks."),
    ("Signe", "Go with Odin. When?"),
    ("Kasia", "The 0.16 patch on the 20th? Vivox's contract runs until the 31st, so we'd have 11 days of buffer."),
    ("Ravi", "Fine for the Switch too. It's a patch, not a new lotcheck submission."),
    ("Dariusz", "The 20th then, both platforms."),
    ("Kasia", "I'll add the card in Codecks, deck 'Netcode'."),
    ("Signe", "One more thing: I don't want proximity chat on by default in public lobbies. The last thing we need is moderation headlines."),
    ("Ravi", "Off by default in public lobbies, on in friends' lobbies."),
)

# s27  Wed 2025-04-02
session("2025-04-02T15:00:00", "1.0 plans: GOG and monthly updates",
    ("Kasia", "1.0 planning. The date is locked: Thursday, May 15. Two things change with 1.0. One, we also release on GOG, not only on Steam. "
              "Two, the rhythm: no more patch every other Thursday. After 1.0 we do one content update a month, plus hotfixes when something is on fire. The biweekly patches end with 1.0."),
    ("Pim", "GOG means no Steam Workshop mods for GOG players?"),
    ("Signe", "Right, maybe mod.io later. Why GOG: Kestrel's data says 8-12% extra sales for our genre, the DRM-free crowd loves co-op survival, and the Galaxy SDK handles achievements. "
              "Epic asked too, for an exclusive window. No. We don't do exclusives, whatever Kestrel did with Ashgrove."),
    ("Ravi", "And EAC on GOG works the same way? It's a launcher thing."),
    ("Kasia", "Amaka tested it, yes."),
    ("Pim", "Voice news: since the 0.16 patch two weeks ago everybody is on Odin, and the echo complaints are gone. People love proximity chat in friends' lobbies."),
    ("Ravi", "On Switch too, nothing Odin-related in Backtrace."),
    ("Signe", "Good. The monthly rhythm is also a health thing: the biweekly patch made every second week a mini deadline."),
    ("Kasia", "I'll put the 1.0 schedule in Codecks and the monthly update dates for the rest of 2025 in the shared calendar."),
)

# s28  Thu 2025-04-17
session("2025-04-17T13:00:00", "Lotcheck passed",
    ("Ravi", "LOTCHECK PASSED!!! Switch version 1.0.0 is approved for May 15, same day as PC 🎉"),
    ("Hélène", "Finally!! After two failed rehearsals."),
    ("Ravi", "So the switch/2022 branch can die. Plan: the Switch 1.0 ships from switch/2022 on Unity 2022.3, because that's the build that got approved. "
             "From Monday the 5th of May, Switch builds come from main on Unity 6, and the first Switch patch on Unity 6 will be the June update."),
    ("Marit", "TeamCity: on May 5 I point the Switch configuration at main and keep the 2022.3 configuration paused, not deleted, in case 1.0.0 needs a hotfix."),
    ("Tobi", "Plugins for Unity 6 on Switch: EOS 1.17 and Backtrace are fine, and Odin got its Unity 6 Switch build last month."),
    ("Ravi", "Yes, I tested them in a side branch. The only missing piece is NintendoSDK 19 for Unity 6."),
    ("Hélène", "I'll plan a full regression on the Unity 6 Switch build in the week of the 5th."),
    ("Marit", "NintendoSDK 19 goes on the Switch agent next week."),
)

# s29  Tue 2025-05-06
session("2025-05-06T10:00:00", "A new deploy freeze for launch",
    ("Ravi", "Status: since yesterday the Switch build comes from main on Unity 6. First build green this morning, 34 minutes. switch/2022 is frozen for 1.0.0 hotfixes only."),
    ("Kasia", "🎉 Now the backend. With 1.0 coming I want to change the deploy freeze. Amaka?"),
    ("Amaka", "Proposal. The old rule, no backend deploys on Fridays or weekends, comes from the time when an Elastic Beanstalk deploy took 25 minutes and a rollback was a prayer. On Scaleway a rollback is one click and 40 seconds. "
              "What actually hurts us is deploying right before a content update. So: from today, backend freeze from 48 hours before each content update until the day after it ships, and Fridays are fine again."),
    ("Dariusz", "+1. For 1.0 that means the freeze starts on Tuesday the 13th in the morning."),
    ("Kasia", "Approved, from today. Launch freeze from the 13th to the 16th."),
    ("Amaka", "I'll put it in the on-call runbook, and the GitHub Actions deploy job will check the release calendar and refuse to run during a freeze."),
    ("Dariusz", "One more launch thing: Postgres connections. Scaleway's managed PG allows 200 on our node type. With the 1.0 traffic estimate..."),
    ("Amaka", "PgBouncer has been in front since March. Pool of 80 to Postgres, 2,000 on the client side. We're fine."),
    ("Ravi", "Tell me if the lobby side needs anything for the Switch crowd. EOS lobbies scale on Epic's side."),
)

# s30  Wed 2025-05-21
session("2025-05-21T16:00:00", "1.0 launch retro",
    ("Signe", "1.0 went out last Thursday on Steam, GOG and Switch. 212,000 copies in six days. Thank you all. And almost no overtime: three sign-offs from me, all under five hours. That's how it should be."),
    ("Pim", "Community: GOG players are lovely, 94% positive there. Steam is at 91%."),
    ("Amaka", "Backend held up: 61k concurrent at peak, p99 latency 140 ms. One incident: the Odin token service hit a rate limit at 19:00 CET on Thursday, eight minutes without voice. Fixed by caching tokens."),
    ("Kasia", "Next: the first monthly content update, 'Tidepools', on June 12. No more biweekly Thursday patches, hotfixes only when needed. The backend freeze for it starts June 10."),
    ("Signe", "Also, a journalist is asking about our tech. Pim, can you prepare a short list? Engine, networking, voice. Don't name the anti-cheat vendor."),
    ("Pim", "Sure: Unity on PC and Switch, Steam networking on PC and EOS on Switch, Odin for voice. OK?"),
    ("Signe", "Perfect."),
    ("Amaka", "And GameAnalytics says day-1 retention was 52%. The best number we've ever had."),
)

# s31  Tue 2025-06-10
session("2025-06-10T11:00:00", "Source art has outgrown Dropbox",
    ("Joon", "I want to move our source art off Dropbox. We're at 2.8 TB. The .blend and .spp files are 2 to 6 GB each, Dropbox re-syncs the whole file on every save, and last week two artists got 'conflicted copy' files on the Tidepools hero model and we lost half a day. "
             "And the outsourcers in Seoul and Kraków can't manage selective sync well."),
    ("Signe", "What's the alternative?"),
    ("Joon", "LucidLink. It's a filesystem streamed from cloud storage: you mount it like a drive, it only fetches the blocks you actually open, and it has file locking. Video and VFX studios use it a lot. For 3 TB and 14 users the price is about what we pay for Dropbox Business plus the extra storage."),
    ("Marit", "Couldn't the art sources just go into UVC? We have locks there already."),
    ("Joon", "I thought about it. But sources change many times a day, and we don't want forty versions of a 6 GB Blender file in the repository history. UVC stays for the exported game assets, like now."),
    ("Signe", "Makes sense. When?"),
    ("Joon", "End of the month. Last Dropbox sync on Friday the 27th, LucidLink from Monday the 30th. Dropbox stays read-only through July and then we cancel it."),
    ("Signe", "Do it. And Joon, this is part of the art pipeline, so it's yours."),
    ("Marit", "I'll check that the TeamCity art-export job doesn't read from Dropbox anywhere."),
    ("Joon", "It reads exactly one path, /Art/Source/Map, for the map tiles. Bram's companion script too."),
)

# s32  Wed 2025-07-09
session("2025-07-09T14:00:00", "Companion app handover",
    ("Bram", "News: I'm leaving Pebblewright, moving to Lisbon. My last day is Friday, August 1st, and from that day Noor owns the companion app."),
    ("Noor", "Hi all, for those who don't know me yet: Noor, I've done UI in the game team for a year and now I'm taking over the companion app from Bram. I've shipped Flutter before, at my last job."),
    ("Kasia", "Welcome to the app! Bram, handover plan?"),
    ("Bram", "Three weeks of pairing. The stack: Flutter, builds on Codemagic, crashes in Crashlytics, push through OneSignal, and the API is Amaka's companion API on Scaleway. "
             "The map tiles come from the art export, which, since we moved to LucidLink at the end of last month, reads from the LucidLink mount on the export machine, not Dropbox."),
    ("Joon", "Correct, and only the export machine has it mounted."),
    ("Noor", "What's the app's release rhythm?"),
    ("Bram", "With the monthly content update. The app gets the event content the same day."),
    ("Noor", "OK. And the app's repo is on GitHub next to the backend?"),
    ("Bram", "Separate repo, same GitHub organisation."),
    ("Kasia", "I'll make Codecks cards for the handover."),
)

# s33  Thu 2025-08-07
session("2025-08-07T10:30:00", "Blank map on Android 15",
    ("Noor", "First week as app owner. Bram's last day was last Friday, so I'm on my own now 😬 Bug: Android users get a blank map at the highest zoom."),
    ("Hélène", "YouTrack DW-3120, 44 reports. Mostly Pixel 8 and Galaxy S24."),
    ("Noor", "Network log from my Pixel:\n\n```\nGET https://cdn.driftwake.game/tiles/v7/3/5/12.webp -> 404\nGET https://cdn.driftwake.game/tiles/v7/3/5/13.webp -> 404\n```\n\nOnly zoom 3, the levels we download on demand."),
    ("Amaka", "The July export uploaded the tiles under v8, the app still asks for v7. I can add a redirect rule on the Scaleway object storage, or you change the constant in the app."),
    ("Noor", "Redirect now please, app fix in the next release. Also, something I wanted to ask: the companion app reports crashes to Backtrace like the game, right? I can't find the project."),
    ("Amaka", "Not sure, I only ever look at Sentry for the backend. Ask Ravi."),
    ("Hélène", "I think yes? I remember a Backtrace link for a companion crash once."),
    ("Noor", "OK, I'll look again."),
    ("Amaka", "Redirect rule is live: /tiles/v7/ goes to /tiles/v8/."),
    ("Noor", "Map works on my Pixel. I'll close DW-3120 after Hélène checks."),
)

# s34  Tue 2025-09-02
session("2025-09-02T11:00:00", "Two reviewers for netcode and saves",
    ("Signe", "After last week's host-migration bug that desynced 3,000 co-op sessions, a rule change, from today: changes under Netcode/ and SaveSystem/ need two reviewers, and one of them must be Dariusz or Ravi. Everything else stays at one reviewer."),
    ("Dariusz", "Good. Anyone who knows the host-migration state machine would have seen it. The reviewer was a UI programmer, not his fault."),
    ("Ravi", "I'll add it to the UVC pre-merge check: path patterns mapped to the number of required approvals."),
    ("Noor", "Does it apply to the companion app?"),
    ("Signe", "No, the app lives on GitHub and the game's rules don't apply there automatically. Amaka reviews your PRs anyway."),
    ("Noor", "Thanks. Ravi, while you're here: last month I asked about the companion app in Backtrace and I couldn't find it."),
    ("Ravi", "Because it isn't there 🙂 The companion app has always reported to Firebase Crashlytics, never to Backtrace. Backtrace is for the PC client and the Switch. Hélène was thinking of a crash of the PC launcher."),
    ("Noor", "Haha, OK. Crashlytics it is, I have it open already."),
    ("Dariusz", "And the backend is Sentry, for completeness. Three tools for three kinds of software."),
    ("Ravi", "Pre-merge check updated: Netcode/** and SaveSystem/** need 2 approvals, one from the owners list."),
)

# s35  Wed 2025-09-24
session("2025-09-24T15:30:00", "Tech overview for Kestrel",
    ("Kasia", "Kestrel wants a one-page tech overview for the sequel deal. My draft:\n\n"
              "- Engine: Unity 6 (PC), Unity 2022.3 (Switch)\n- Version control: Unity Version Control\n- Builds: TeamCity\n- Crash reporting: Sentry\n"
              "- Backend: Scaleway, PostgreSQL\n- Analytics: Unity Analytics\n- Localisation: Gridly\n- Voice: Odin\n- Anti-cheat: Easy Anti-Cheat\n\nPlease check."),
    ("Marit", "The engine line is out of date: the Switch has been on Unity 6 since May too. Builds is right."),
    ("Amaka", "Crash reporting: Sentry is only the backend. PC and Switch go to Backtrace, the companion app to Crashlytics. And analytics is GameAnalytics. Unity Analytics was the six-week trial last year, we went back in June 2024."),
    ("Kasia", "Ouch, I copied from an old deck. Fixed."),
    ("Pim", "Localisation is right. Add 'QA: YouTrack' and 'Tasks: Codecks'? Their producer asked what we track in, because they want to give us access to their Jira and TestRail for the sequel."),
    ("Kasia", "Added. And I'll tell them we stay on our own tools, they can have guest access to our YouTrack."),
    ("Marit", "Add art storage: LucidLink for sources, UVC for the game assets."),
    ("Kasia", "Final version:\n\n- Engine: Unity 6 (PC and Switch)\n- Version control: Unity Version Control; source art on LucidLink\n"
              "- Builds: TeamCity (game), Codemagic (companion app), GitHub Actions (backend)\n- Crash reporting: Backtrace (PC, Switch), Crashlytics (companion app), Sentry (backend)\n"
              "- Backend: Scaleway, PostgreSQL\n- Analytics: GameAnalytics\n- Localisation: Gridly; QA: YouTrack; tasks: Codecks\n- Voice: Odin; anti-cheat: Easy Anti-Cheat (PC)\n- Stores: Steam and GOG, Nintendo eShop"),
    ("Amaka", "Looks right to me."),
)

# s36  Mon 2025-10-27
session("2025-10-27T09:30:00", "Onboarding Elif",
    ("Elif", "Hi everyone! Elif here, I started today as a gameplay programmer. I come from Fernbrook, so I know Godot, Perforce, and Discord for everything 😄 Where do I start?"),
    ("Marit", "Welcome! None of those here: the engine is Unity 6, version control is Unity Version Control (install the desktop client, not Gluon, Gluon is for the artists), and builds run on TeamCity. "
              "Reviews: every change to main needs one reviewer, and Netcode/ and SaveSystem/ need two."),
    ("Elif", "Noted. And chat is Slack? I got an invite."),
    ("Kasia", "Slack for everything internal. Discord is only the community server, Pim runs it. Tasks live on Codecks, bugs in YouTrack. And we don't crunch: anything over 40 hours needs Signe's sign-off beforehand."),
    ("Elif", "Wow, OK. At Fernbrook we had Discord and HacknPlan for everything. Where do crashes go?"),
    ("Marit", "Backtrace for the game. You'll see your first crash with your name on it by Friday, everyone does."),
    ("Amaka", "If you touch anything online: the backend is mine, the services run on Scaleway with PostgreSQL, and there are no deploys in the 48 hours before a content update. The next one is November 13, so the freeze starts on the 11th."),
    ("Elif", "And the patch rhythm?"),
    ("Kasia", "One content update a month, hotfixes when needed."),
    ("Elif", "Great, thanks all. The workspace is downloading: 212 GB 😅"),
)


# ---------------------------------------------------------------------------------------------
# corpus builder

def build_corpus() -> dict:
    sessions = []
    for number, (started_at, title, turns) in enumerate(SESSIONS, start=1):
        sid = f"{PREFIX}/s{number:02d}"
        start = datetime.fromisoformat(started_at)
        at = start + timedelta(minutes=1)
        out = []
        for index, (speaker, text) in enumerate(turns, start=1):
            if index > 1:
                previous = turns[index - 2][1]
                at += timedelta(minutes=2 + len(previous) // 160 + (index % 3))
            out.append({"id": f"{sid}#{index}", "speaker": speaker, "role": "user",
                        "text": text, "at": at.isoformat(timespec="seconds")})
        sessions.append({"id": sid, "title": title, "started_at": start.isoformat(timespec="seconds"),
                         "turns": out})
    return {"format": "graphmem-chat/1", "sessions": sessions}


# ---------------------------------------------------------------------------------------------
# facts: one line per state; timelines chain without gaps (see README)

def F(timeline, subject, predicate, obj, valid_from, valid_to, evidence, note=None):
    row = {"subject": subject, "predicate": predicate, "object": obj, "valid_from": valid_from,
           "valid_to": valid_to, "evidence": [f"{PREFIX}/{e}" for e in evidence], "timeline": timeline}
    if note:
        row["note"] = note
    return row


FIRST = "in place when first mentioned ({}); its true start is unknown"

FACTS = [
    # engines: PC and Switch move on different dates
    F("engine_pc", "driftwake pc client", "engine", "Unity 2022.3 LTS", "2024-03-04", "2025-01-13",
      ["s01#7", "s20#1", "s23#1"], FIRST.format("2024-03-04")),
    F("engine_pc", "driftwake pc client", "engine", "Unity 6 (6000.0 LTS)", "2025-01-13", None,
      ["s20#1", "s20#5", "s23#1", "s23#8", "s35#8"],
      "decided 2024-11-21 for 'the first Monday when everybody's back, the 13th of January'; 'on Unity 6 on main since Monday' said Thu 2025-01-16"),
    F("engine_switch", "driftwake switch port", "engine", "Unity 2022.3 LTS", "2024-03-13", "2025-05-05",
      ["s02#3", "s20#2", "s23#3", "s23#8", "s28#3"], FIRST.format("2024-03-13") + "; kept on a switch/2022 branch after PC moved"),
    F("engine_switch", "driftwake switch port", "engine", "Unity 6 (6000.0 LTS)", "2025-05-05", None,
      ["s28#3", "s28#4", "s29#1", "s35#2"],
      "planned 2025-04-17 'from Monday the 5th of May'; 'since yesterday' said Tue 2025-05-06. The released Switch 1.0.0 (2025-05-15) was still built from switch/2022; the first Switch release on Unity 6 was the June update"),
    # version control of the game (the backend and the app are on GitHub)
    F("game_version_control", "driftwake game repository", "version_control", "Perforce Helix Core (self-hosted office server)",
      "2024-03-04", "2024-08-12", ["s01#1", "s01#3", "s11#1", "s11#2", "s13#4"], FIRST.format("2024-03-04")),
    F("game_version_control", "driftwake game repository", "version_control", "Unity Version Control (cloud, formerly Plastic SCM)",
      "2024-08-12", None, ["s11#4", "s11#6", "s11#7", "s13#1", "s36#2"],
      "decided 2024-07-09; imported over the weekend of 10-11 August, everybody in UVC from Monday 2024-08-12 ('since Monday' said 2024-08-14). Diversion was considered and rejected"),
    F("code_hosting_other", "driftwake backend services and companion app", "code_hosting", "GitHub",
      "2024-03-04", None, ["s01#2", "s03#7", "s05#3", "s32#9"], "component-specific: the game itself is in Perforce, later UVC"),
    # CI
    F("game_ci", "driftwake game builds", "ci", "Jenkins", "2024-03-04", "2024-05-27",
      ["s01#1", "s04#2", "s07#1", "s16#5"], FIRST.format("2024-03-04") + "; read-only until the end of June 2024"),
    F("game_ci", "driftwake game builds", "ci", "TeamCity", "2024-05-27", None,
      ["s04#6", "s04#7", "s07#1", "s08#1", "s16#5", "s16#6", "s35#8"],
      "decided 2024-04-04; cut over Monday 2024-05-27 ('Monday's cutover' said 2024-05-29). s15 wrongly says 'since April'; corrected in s16"),
    F("mobile_ci", "driftwake companion app", "ci", "Codemagic", "2024-04-17", None,
      ["s05#3", "s15#7", "s32#4", "s35#8"], "component-specific: not the game's Jenkins/TeamCity"),
    F("backend_ci", "driftwake backend services", "ci", "GitHub Actions", "2024-03-26", None,
      ["s03#7", "s07#4", "s29#6", "s35#8"], "component-specific"),
    # crash and error reporting: Sentry used by PC and backend; only the PC client moves away
    F("pc_crash_reporting", "driftwake pc client", "crash_reporter", "Sentry", "2024-03-04", "2024-10-31",
      ["s01#9", "s14#3", "s14#4", "s18#1"], FIRST.format("2024-03-04")),
    F("pc_crash_reporting", "driftwake pc client", "crash_reporter", "Backtrace", "2024-10-31", None,
      ["s14#3", "s18#1", "s18#2", "s18#3", "s35#3", "s36#6"],
      "'as of today's 0.11.1 patch' (Thu 2024-10-31); proposed by Ravi in August (s14)"),
    F("backend_error_tracking", "driftwake backend services", "error_tracker", "Sentry", "2024-03-26", None,
      ["s03#1", "s12#10", "s18#5", "s34#9", "s35#3"], "stays on Sentry when the PC client moves to Backtrace"),
    F("switch_crash_reporting", "driftwake switch port", "crash_reporter", "Backtrace", "2024-03-13", None,
      ["s02#1", "s02#3", "s14#3", "s35#3"], "component-specific"),
    F("mobile_crash_reporting", "driftwake companion app", "crash_reporter", "Firebase Crashlytics", "2024-04-17", None,
      ["s05#5", "s18#7", "s32#4", "s34#7", "s35#3"], "s33 wrongly suggests Backtrace; corrected in s34 ('always Crashlytics')"),
    # backend
    F("backend_hosting", "driftwake backend services", "hosted_on", "AWS Elastic Beanstalk", "2024-03-26", "2024-09-02",
      ["s03#3", "s12#1", "s12#2", "s15#6"], FIRST.format("2024-03-26")),
    F("backend_hosting", "driftwake backend services", "hosted_on", "Scaleway (Serverless Containers, Paris)", "2024-09-02", None,
      ["s12#3", "s12#6", "s12#7", "s15#2", "s36#7"],
      "decided 2024-07-25 for the 'first Monday of September'; only in passing: 'since we moved the backend to Scaleway on Monday' (said Wed 2024-09-04). Azure Container Apps rejected"),
    F("player_database", "driftwake backend services", "player_database", "Amazon DynamoDB", "2024-03-26", "2024-10-05",
      ["s03#2", "s03#4", "s12#7", "s15#6", "s17#1"], FIRST.format("2024-03-26")),
    F("player_database", "driftwake backend services", "player_database", "PostgreSQL (Scaleway managed database)", "2024-10-05", None,
      ["s12#7", "s12#8", "s17#1", "s29#7", "s36#7"],
      "decided 2024-07-25; 'Saturday night's cutover' (Sat 2024-10-05) reported Mon 2024-10-07"),
    # game analytics: tried and reverted
    F("game_analytics", "driftwake game", "game_analytics", "GameAnalytics", "2024-04-04", "2024-05-13",
      ["s04#10", "s06#1", "s06#2"], FIRST.format("2024-04-04")),
    F("game_analytics", "driftwake game", "game_analytics", "Unity Analytics", "2024-05-13", "2024-06-24",
      ["s06#1", "s06#3", "s07#7", "s10#1"], "a trial: 'from Monday the 13th' (said 2024-05-08), switched back after six weeks"),
    F("game_analytics", "driftwake game", "game_analytics", "GameAnalytics", "2024-06-24", None,
      ["s10#1", "s10#3", "s25#6", "s30#8", "s35#3"],
      "'back on GameAnalytics since Monday' said Wed 2024-06-26; s35's draft wrongly lists Unity Analytics and is corrected"),
    # localisation
    F("localisation_tool", "driftwake localisation", "localisation_tool", "Google Sheets (shared loc spreadsheet)", "2024-03-13", "2025-01-20",
      ["s02#4", "s10#7", "s19#6", "s22#7"], FIRST.format("2024-03-13")),
    F("localisation_tool", "driftwake localisation", "localisation_tool", "Gridly", "2025-01-20", None,
      ["s22#5", "s22#7", "s24#5", "s24#7", "s35#8"],
      "chosen 2025-01-08 ('on Monday the 20th'); 'two weeks ago' said 2025-02-04. Lokalise considered, not adopted"),
    # chat
    F("team_chat", "pebblewright studio", "team_chat", "Slack", "2024-03-04", None,
      ["s01#9", "s21#1", "s22#1", "s22#4", "s36#4"], "never left Slack: the Discord move was cancelled (team_chat_plan)"),
    F("team_chat_plan", "pebblewright studio", "planned_team_chat",
      "Discord (announced as the move away from Slack for 2025-01-06, cancelled before it happened)", "2024-12-10", "2025-01-08",
      ["s21#1", "s22#1", "s22#3"], "team_chat never became Discord"),
    F("community_platform", "driftwake community", "community_platform", "Discord (public community server)", "2024-05-08", None,
      ["s06#2", "s06#5", "s36#4"], "the players' server, run by Pim; not the team chat"),
    # voice
    F("ingame_voice_chat", "driftwake game", "voice_chat", "Vivox", "2024-03-13", "2025-03-20",
      ["s02#7", "s06#3", "s21#10", "s26#1"], FIRST.format("2024-03-13") + "; PC and Switch"),
    F("ingame_voice_chat", "driftwake game", "voice_chat", "Odin (4Players)", "2025-03-20", None,
      ["s26#1", "s26#3", "s26#6", "s27#6", "s27#7"],
      "decided 2025-03-04 for the 0.16 patch on Thu 2025-03-20; 'since the 0.16 patch two weeks ago' said 2025-04-02. EOS Voice considered"),
    # trackers
    F("task_tracker", "pebblewright studio", "task_tracker", "HacknPlan", "2024-03-04", "2025-02-04",
      ["s01#9", "s06#7", "s19#9"], FIRST.format("2024-03-04")),
    F("task_tracker", "pebblewright studio", "task_tracker", "Codecks", "2025-02-04", None,
      ["s24#2", "s24#5", "s26#7", "s35#8", "s36#4"],
      "implicit: first seen in use (the Codecks board) on 2025-02-04; the switch itself is never told, last HacknPlan mention 2024-11-05"),
    F("qa_bug_tracker", "driftwake qa", "bug_tracker", "MantisBT", "2024-03-13", "2024-11-11",
      ["s02#1", "s09#1", "s19#1"], FIRST.format("2024-03-13")),
    F("qa_bug_tracker", "driftwake qa", "bug_tracker", "YouTrack", "2024-11-11", None,
      ["s19#3", "s19#5", "s25#1", "s33#2", "s35#5"], "'from Monday' said Tue 2024-11-05"),
    # store, anti-cheat, art, networking
    F("pc_storefronts", "driftwake pc client", "storefronts", "Steam only (Early Access)", "2024-03-04", "2025-05-15",
      ["s01#9", "s04#1", "s27#1"], FIRST.format("2024-03-04")),
    F("pc_storefronts", "driftwake pc client", "storefronts", "Steam and GOG", "2025-05-15", None,
      ["s27#1", "s27#3", "s30#1", "s35#8"], "announced 2025-04-02 for 1.0; 1.0 'went out last Thursday' said Wed 2025-05-21. Epic exclusivity declined"),
    F("anti_cheat", "driftwake pc client", "anti_cheat", "none (server-side validation only)", "2024-05-08", "2025-02-20",
      ["s06#6", "s21#4", "s21#5"], FIRST.format("2024-05-08")),
    F("anti_cheat", "driftwake pc client", "anti_cheat", "Easy Anti-Cheat", "2025-02-20", None,
      ["s21#6", "s21#8", "s21#9", "s25#1", "s25#9", "s35#8"],
      "decided 2024-12-10 for the 0.14 patch on 2025-02-20; 'since last Thursday's patch' said Wed 2025-02-26. BattlEye rejected"),
    F("source_art_storage", "pebblewright art team", "source_art_storage", "Dropbox", "2024-03-04", "2025-06-30",
      ["s01#3", "s01#4", "s05#2", "s31#1"], FIRST.format("2024-03-04")),
    F("source_art_storage", "pebblewright art team", "source_art_storage", "LucidLink", "2025-06-30", None,
      ["s31#3", "s31#7", "s32#4", "s35#7"],
      "'end of the month', 'LucidLink from Monday the 30th' (said 2025-06-10); 'since we moved to LucidLink at the end of last month' said 2025-07-09"),
    F("pc_networking", "driftwake pc client", "multiplayer_transport", "Steam Datagram Relay (Steamworks)", "2024-03-13", None,
      ["s02#7", "s20#7", "s30#6"], "component-specific"),
    F("switch_networking", "driftwake switch port", "multiplayer_transport", "Epic Online Services P2P", "2024-03-13", None,
      ["s02#7", "s29#9", "s30#6"], "component-specific"),
    F("mobile_framework", "driftwake companion app", "framework", "Flutter", "2024-04-17", None,
      ["s05#1", "s32#2", "s32#4"]),
    # owners
    F("owner_backend", "backend services", "owner", "Dariusz", "2024-03-26", "2025-02-03",
      ["s03#2", "s22#8"], FIRST.format("2024-03-26")),
    F("owner_backend", "backend services", "owner", "Amaka", "2025-02-03", None,
      ["s22#8", "s24#1", "s36#7"], "announced 2025-01-08 'from February 3rd'; 'since yesterday' said 2025-02-04"),
    F("owner_build_pipeline", "build pipeline", "owner", "Tobi", "2024-03-04", "2024-09-02",
      ["s01#1", "s04#7", "s13#4"], FIRST.format("2024-03-04")),
    F("owner_build_pipeline", "build pipeline", "owner", "Marit", "2024-09-02", None,
      ["s13#4", "s13#5", "s16#7"], "announced 2024-08-14 'from the 2nd of September'"),
    F("owner_companion_app", "companion app", "owner", "Bram", "2024-04-17", "2025-08-01",
      ["s05#1", "s32#1"], FIRST.format("2024-04-17")),
    F("owner_companion_app", "companion app", "owner", "Noor", "2025-08-01", None,
      ["s32#1", "s32#2", "s33#1"], "announced 2025-07-09 for Friday 2025-08-01; 'Bram's last day was last Friday' said Thu 2025-08-07"),
    F("owner_switch_port", "switch port", "owner", "Ravi", "2024-03-13", None, ["s02#1", "s02#9"]),
    F("owner_art_pipeline", "art pipeline", "owner", "Joon", "2024-04-17", None, ["s05#6", "s31#8"]),
    # rules and policies
    F("code_review_rule", "driftwake game repository", "code_review_rule",
      "no mandatory review; changelists are posted in #changes", "2024-03-04", "2024-06-17",
      ["s01#10", "s08#8", "s09#4"], FIRST.format("2024-03-04")),
    F("code_review_rule", "driftwake game repository", "code_review_rule",
      "one reviewer for every changelist to main (docs typos and art-only changes exempt)", "2024-06-17", "2025-09-02",
      ["s09#5", "s11#9", "s13#8"], "'from today' (2024-06-17), after the save-corruption bug; carried over to UVC code reviews"),
    F("code_review_rule", "driftwake game repository", "code_review_rule",
      "two reviewers for changes under Netcode/ and SaveSystem/ (one of them Dariusz or Ravi); one reviewer for everything else",
      "2025-09-02", None, ["s34#1", "s34#10", "s36#2"], "'from today' (2025-09-02), after the host-migration desync"),
    F("pc_patch_cadence", "driftwake pc client", "release_cadence", "a patch every other Thursday", "2024-04-04", "2025-05-15",
      ["s04#1", "s27#1"], FIRST.format("2024-04-04")),
    F("pc_patch_cadence", "driftwake pc client", "release_cadence", "one content update a month, plus hotfixes when needed",
      "2025-05-15", None, ["s27#1", "s27#8", "s30#4", "s36#9"], "announced 2025-04-02, starting with 1.0 on 2025-05-15"),
    F("overtime_policy", "pebblewright studio", "overtime_policy",
      "voluntary overtime, logged, taken back 1:1 as time off", "2024-04-04", "2024-10-01",
      ["s04#9", "s16#2"], FIRST.format("2024-04-04") + "; ended 2024-09-30"),
    F("overtime_policy", "pebblewright studio", "overtime_policy",
      "no-crunch policy: 40-hour weeks, overtime only with Signe's prior sign-off, max 5 hours a week, never two weeks in a row, repaid 1.5x",
      "2024-10-01", None, ["s16#1", "s16#2", "s30#1", "s36#4"], "announced 2024-09-19 'from October 1'"),
    F("backend_deploy_freeze", "driftwake backend services", "deploy_freeze_rule",
      "no backend deploys on Fridays or at weekends", "2024-03-26", "2025-05-06",
      ["s03#6", "s15#4", "s29#3"], FIRST.format("2024-03-26")),
    F("backend_deploy_freeze", "driftwake backend services", "deploy_freeze_rule",
      "freeze from 48 hours before each content update until the day after it ships; Fridays allowed", "2025-05-06", None,
      ["s29#3", "s29#5", "s30#4", "s36#7"], "'from today' (2025-05-06)"),
    # other companies' stacks: never ours
    F("kestrel_qa_tools", "kestrel (publisher) qa", "bug_tracker", "Jira (with TestRail for test runs)", "2024-11-05", None,
      ["s19#2", "s19#3", "s35#5"], "the publisher's tools, not Pebblewright's"),
    F("kestrel_backend", "kestrel (publisher) games", "backend_platform", "PlayFab on Azure", "2024-07-25", None,
      ["s12#4"], "the publisher's own games; Pebblewright rejected Azure"),
    F("fernbrook_stack", "fernbrook studio", "engine", "Godot", "2024-11-21", None,
      ["s20#3", "s36#1"], "another studio (Elif's former employer); Pebblewright never used Godot"),
]


# ---------------------------------------------------------------------------------------------
# questions

NO = ["never", "did not", "didn't", "not adopted", "rejected", "no"]

QUESTIONS: list[dict] = []


def Q(kind, timeline, question, answer, accept, evidence, as_of=None, ordered=None):
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


# before
Q("before", "game_version_control", "What source control did the game's depot live in before Unity Version Control?",
  "Perforce Helix Core, self-hosted on an old server in the office cupboard, until the migration over the weekend of 10-11 August 2024; everyone worked in UVC from 2024-08-12.",
  ["perforce", "helix"], ["s01#1", "s11#2", "s11#7", "s13#1"])
Q("before", "game_ci", "Which build server produced the game builds before TeamCity?",
  "Jenkins, until the cutover on 2024-05-27 (it stayed read-only until the end of June 2024).",
  ["jenkins"], ["s01#1", "s04#2", "s07#1", "s16#6"])
Q("before", "pc_crash_reporting", "Where did PC client crashes get reported before Backtrace?",
  "Sentry (its Unity SDK), until the 0.11.1 patch on 2024-10-31.",
  ["sentry"], ["s01#9", "s14#3", "s18#1"])
Q("before", "backend_hosting", "Where were the backend services hosted before Scaleway?",
  "On AWS, in an Elastic Beanstalk environment, until the move on 2024-09-02.",
  ["elastic beanstalk", "aws"], ["s03#3", "s12#2", "s15#6"])
Q("before", "player_database", "What stored the player data before it moved to PostgreSQL?",
  "Amazon DynamoDB, until the Saturday-night cutover on 2024-10-05.",
  ["dynamodb", "dynamo"], ["s03#2", "s03#4", "s17#1"])
Q("before", "localisation_tool", "Before Gridly, how were the game's translations managed?",
  "In a shared Google Sheet (the loc spreadsheet, about 14,000 rows in 9 languages), which went read-only on 2025-01-20.",
  ["google sheet", "spreadsheet"], ["s02#4", "s19#6", "s22#7"])
Q("before", "qa_bug_tracker", "What bug database did QA use before YouTrack?",
  "MantisBT, until 2024-11-11; the closed tickets stayed read-only there.",
  ["mantis"], ["s02#1", "s09#1", "s19#1", "s19#5"])
Q("before", "ingame_voice_chat", "Which voice chat service was in the game before Odin?",
  "Vivox, on both PC and Switch, until the 0.16 patch on 2025-03-20.",
  ["vivox"], ["s02#7", "s21#10", "s26#1"])
Q("before", "engine_switch", "Which Unity version was the Switch port on before it moved to Unity 6?",
  "Unity 2022.3 LTS; after the PC client moved in January 2025 the Switch kept building from a switch/2022 branch until 2025-05-05.",
  ["2022.3", "2022 lts"], ["s02#3", "s23#3", "s28#3", "s29#1"])
Q("before", "source_art_storage", "Where did the artists keep their source files before LucidLink?",
  "On Dropbox (Dropbox Business), until the move at the end of June 2025.",
  ["dropbox"], ["s01#4", "s05#2", "s31#1"])

# after
Q("after", "game_version_control", "What replaced Perforce for the game repository?",
  "Unity Version Control in the cloud (formerly Plastic SCM), from 2024-08-12.",
  ["unity version control", "uvc", "plastic"], ["s11#6", "s11#7", "s13#1"])
Q("after", "game_ci", "After Jenkins, what did the studio build the game on?",
  "TeamCity, from Monday 2024-05-27.",
  ["teamcity", "team city"], ["s04#7", "s07#1", "s08#1"])
Q("after", "game_analytics", "What did the game's analytics switch to right after GameAnalytics in spring 2024?",
  "Unity Analytics, from 2024-05-13, but only as a six-week trial: it went back to GameAnalytics on 2024-06-24.",
  ["unity analytics"], ["s06#1", "s07#7", "s10#1"])
Q("after", "pc_crash_reporting", "After Sentry, what did the PC client use for crash reports?",
  "Backtrace, since the 0.11.1 patch on 2024-10-31 (the backend stayed on Sentry).",
  ["backtrace"], ["s18#1", "s18#3", "s18#5"])
Q("after", "task_tracker", "What task tracker did the studio use after HacknPlan?",
  "Codecks (decks and cards on the Codecks board), in use by February 2025.",
  ["codecks"], ["s19#9", "s24#2", "s26#7"])
Q("after", "player_database", "Where did the player data go after DynamoDB?",
  "Into PostgreSQL, Scaleway's managed database, with the cutover on the night of 2024-10-05.",
  ["postgresql", "postgres"], ["s12#7", "s17#1"])
Q("after", "backend_hosting", "After AWS, where did the backend move?",
  "To Scaleway (Serverless Containers in Paris), on 2024-09-02.",
  ["scaleway"], ["s12#3", "s12#6", "s15#2"])
Q("after", "ingame_voice_chat", "What took over in-game voice comms from Vivox?",
  "Odin by 4Players, with the 0.16 patch on 2025-03-20, on PC and Switch.",
  ["odin"], ["s26#1", "s26#3", "s27#6"])
Q("after", "anti_cheat", "What did the PC version adopt after relying on server-side validation alone?",
  "Easy Anti-Cheat (EAC), live with the 0.14 patch on 2025-02-20.",
  ["easy anti-cheat", "easy anticheat", "eac"], ["s21#6", "s21#8", "s25#1"])
Q("after", "pc_storefronts", "After the Steam-only Early Access, where was the PC game sold?",
  "On Steam and GOG, from the 1.0 release on 2025-05-15 (an Epic exclusive was declined).",
  ["gog"], ["s27#1", "s27#3", "s30#1"])

# current
Q("current", "engine_pc", "Which engine version is the PC client on now?",
  "Unity 6 (6000.0 LTS), since main moved on 2025-01-13.",
  ["unity 6", "6000"], ["s20#5", "s23#1", "s35#8"])
Q("current", "engine_switch", "What engine version does the Switch port use today?",
  "Unity 6 as well: Switch builds come from main on Unity 6 since 2025-05-05.",
  ["unity 6", "6000"], ["s28#3", "s29#1", "s35#2"])
Q("current", "game_version_control", "What does the game's source control run on today?",
  "Unity Version Control (cloud, formerly Plastic SCM), since 2024-08-12.",
  ["unity version control", "uvc", "plastic"], ["s13#1", "s35#8", "s36#2"])
Q("current", "game_ci", "What CI server builds the game now?",
  "TeamCity, since 2024-05-27.",
  ["teamcity", "team city"], ["s16#6", "s35#8", "s36#2"])
Q("current", "backend_error_tracking", "Which tool catches errors from the backend services now?",
  "Sentry, as it always has; only the PC client moved its crash reporting to Backtrace.",
  ["sentry"], ["s18#5", "s34#9", "s35#3"])
Q("current", "pc_crash_reporting", "Where do PC crash reports go today?",
  "To Backtrace, since 2024-10-31, together with the Switch crashes.",
  ["backtrace"], ["s18#1", "s35#3", "s36#6"])
Q("current", "game_analytics", "Which analytics service does the game send its telemetry to now?",
  "GameAnalytics: back since 2024-06-24 after a six-week Unity Analytics trial.",
  ["gameanalytics", "game analytics"], ["s10#1", "s30#8", "s35#3"])
Q("current", "team_chat", "What do we use for internal team chat these days?",
  "Slack. The move to Discord announced for January 2025 was cancelled; Discord is only the community server.",
  ["slack"], ["s22#1", "s22#4", "s36#4"])
Q("current", "task_tracker", "Where are the studio's tasks tracked now?",
  "On Codecks.",
  ["codecks"], ["s24#2", "s35#8", "s36#4"])
Q("current", "localisation_tool", "Which localisation platform do the translators work in now?",
  "Gridly, since 2025-01-20.",
  ["gridly"], ["s22#7", "s24#7", "s35#8"])
Q("current", "code_review_rule", "What is the review rule for netcode changes at the moment?",
  "Changes under Netcode/ (and SaveSystem/) need two reviewers, one of them Dariusz or Ravi; everything else needs one. In force since 2025-09-02.",
  ["two reviewers", "2 reviewers", "two approvals", "2 approvals"], ["s34#1", "s34#10", "s36#2"])
Q("current", "backend_deploy_freeze", "When are backend deploys frozen nowadays?",
  "From 48 hours before each content update until the day after it ships (since 2025-05-06); Friday deploys are allowed again.",
  ["48 hours", "48h", "48-hour"], ["s29#3", "s29#5", "s36#7"])

# as_of
Q("as_of", "engine_pc", "As of 15 December 2024, which Unity version was the PC client built with?",
  "Unity 2022.3 LTS. Unity 6 had been decided on 2024-11-21, but main only moved on 2025-01-13.",
  ["2022.3"], ["s20#1", "s20#5", "s23#1"], as_of="2024-12-15")
Q("as_of", "engine_switch", "On 1 March 2025, what engine version was the Switch port on?",
  "Unity 2022.3 LTS, built from the switch/2022 branch, although the PC client had been on Unity 6 since January.",
  ["2022.3"], ["s20#2", "s23#3", "s23#8", "s28#3"], as_of="2025-03-01")
Q("as_of", "game_analytics", "As of June 1, 2024, which analytics service received the game's events?",
  "Unity Analytics, during the trial from 2024-05-13 to 2024-06-24.",
  ["unity analytics"], ["s06#1", "s07#7", "s10#1"], as_of="2024-06-01")
Q("as_of", "game_analytics", "Which analytics tool was the game using on 2024-07-15?",
  "GameAnalytics, again since 2024-06-24, when the Unity Analytics trial ended.",
  ["gameanalytics", "game analytics"], ["s10#1", "s10#6"], as_of="2024-07-15")
Q("as_of", "game_version_control", "As of 1 August 2024, where did the game's depot live?",
  "Still in Perforce Helix Core on the office server; UVC had been decided on 2024-07-09, but the move only happened on the weekend of 10-11 August.",
  ["perforce", "helix"], ["s11#2", "s11#7", "s13#1"], as_of="2024-08-01")
Q("as_of", "backend_hosting", "Where were the backend services hosted on 20 August 2024?",
  "On AWS Elastic Beanstalk; the move to Scaleway came on 2024-09-02.",
  ["elastic beanstalk", "aws"], ["s12#2", "s12#6", "s12#7", "s15#2"], as_of="2024-08-20")
Q("as_of", "player_database", "As of September 20, 2024, which database held the player profiles?",
  "Still DynamoDB, even though the services already ran on Scaleway; the cutover to PostgreSQL was on 2024-10-05.",
  ["dynamodb", "dynamo"], ["s15#6", "s17#1"], as_of="2024-09-20")
Q("as_of", "pc_crash_reporting", "As of 2024-09-01, what did the PC client report its crashes to?",
  "Sentry; Backtrace was only proposed at that point and took over on 2024-10-31.",
  ["sentry"], ["s14#3", "s14#4", "s18#1"], as_of="2024-09-01")
Q("as_of", "game_ci", "On May 1, 2024, what were the game builds running on?",
  "Jenkins. TeamCity had been decided on 2024-04-04 but only went live on 2024-05-27.",
  ["jenkins"], ["s04#7", "s07#1", "s08#1"], as_of="2024-05-01")
Q("as_of", "qa_bug_tracker", "As of 1 December 2024, which bug tracker did QA use?",
  "YouTrack, since 2024-11-11.",
  ["youtrack"], ["s19#3", "s19#5"], as_of="2024-12-01")
Q("as_of", "owner_backend", "Who owned the backend services on 20 January 2025?",
  "Dariusz; the handover to Amaka had been announced but only took effect on 2025-02-03.",
  ["dariusz"], ["s22#8", "s24#1"], as_of="2025-01-20")
Q("as_of", "code_review_rule", "What was the code review rule for the game on 1 May 2024?",
  "There was no mandatory review: changelists were just posted in #changes. One reviewer per changelist became required on 2024-06-17.",
  ["no mandatory review", "no review", "not required", "no required review"], ["s01#10", "s09#4", "s09#5"], as_of="2024-05-01")

# when
Q("when", "game_version_control", "When did the team start working in Unity Version Control?",
  "On Monday 2024-08-12, after the import over the weekend of 10-11 August.",
  ["2024-08-12", "august 12", "aug 12", "12 august", "12 aug", "12th of august"], ["s11#7", "s13#1"])
Q("when", "game_ci", "When did TeamCity take over the game builds?",
  "On Monday 2024-05-27 (decided on 2024-04-04; not in April, as an onboarding doc once said).",
  ["2024-05-27", "may 27", "27 may", "27th of may"], ["s07#1", "s08#1", "s15#9", "s16#5", "s16#6"])
Q("when", "backend_hosting", "When did the backend move to Scaleway?",
  "On Monday 2024-09-02, the first Monday of September.",
  ["2024-09-02", "september 2nd", "2nd of september", "sep 2nd", "sept 2nd", "september 2,"], ["s12#7", "s15#2"])
Q("when", "player_database", "When was player data cut over from DynamoDB to Postgres?",
  "On the night of Saturday 2024-10-05 (done from 23:10 UTC).",
  ["2024-10-05", "october 5th", "5th of october", "oct 5th", "october 5,"], ["s12#8", "s17#1"])
Q("when", "engine_pc", "When did the PC client switch to Unity 6?",
  "On Monday 2025-01-13, the first Monday after the holidays.",
  ["2025-01-13", "january 13", "jan 13", "13 january", "13 jan", "13th of january"], ["s20#5", "s23#1"])
Q("when", "anti_cheat", "When did Easy Anti-Cheat go live?",
  "With the 0.14 patch on Thursday 2025-02-20.",
  ["2025-02-20", "february 20", "feb 20", "20 february", "20 feb", "20th of february"], ["s21#9", "s25#1"])
Q("when", "game_analytics", "When did the game go back to GameAnalytics after the Unity Analytics trial?",
  "On Monday 2024-06-24, by flipping the remote config.",
  ["2024-06-24", "june 24", "jun 24", "24 june", "24 jun", "24th of june"], ["s10#1"])
Q("when", "source_art_storage", "When did the artists move their sources to LucidLink?",
  "On Monday 2025-06-30, at the end of June (last Dropbox sync on Friday the 27th).",
  ["2025-06-30", "june 30", "jun 30", "30 june", "30 jun", "30th of june"], ["s31#7", "s32#4"])
Q("when", "owner_companion_app", "When did Noor take over the companion app?",
  "On Friday 2025-08-01, Bram's last day.",
  ["2025-08-01", "august 1st", "1st of august", "aug 1st", "first of august", "august 1,"], ["s32#1", "s33#1"])

# why
Q("why", "game_version_control", "Why did the studio move off Perforce?",
  "The self-hosted Helix Core server, a 2019 tower in a cupboard, reported a second degraded RAID disk, and the remote artists and outsourcers had to submit through the office VPN (2 MB/s from Seoul). "
  "The artists needed binary file locking without a VPN, which Unity Version Control offered.",
  ["raid", "disk", "vpn", "cupboard"], ["s11#1", "s11#2", "s11#4", "s11#5"])
Q("why", "game_analytics", "Why was the Unity Analytics trial abandoned?",
  "Its dashboards lagged by a day, which ruined live-event post-mortems; the retention cohort Kestrel asks for disagreed with GameAnalytics by four points; "
  "the Kraken weekend used up the tier's free event volume, so it would have cost more; and raw data export was a paid add-on.",
  ["lag", "delay", "retention", "event volume", "export", "add-on"], ["s10#3", "s10#4"])
Q("why", "player_database", "Why did player data leave DynamoDB?",
  "Every live-ops question needed a scan, an export to S3 and Athena, and the single leaderboard partition got throttled (a hot partition) at the weekly reset in March 2024; a relational database answers such questions with one query.",
  ["scan", "hot partition", "athena", "relational", "throttl"], ["s03#2", "s03#4", "s12#7", "s17#7"])
Q("why", "backend_hosting", "What was the reason for leaving AWS?",
  "Cost: the June 2024 bill was 6,840 dollars against 2,100 in March. After Steam Next Fest the Elastic Beanstalk environment never scaled back in, NAT gateway and data transfer alone were 2,300 dollars, and DynamoDB was on on-demand. "
  "Scaleway was priced at about 1,600 euros a month and is in the EU.",
  ["nat", "6,840", "bill", "data transfer", "cost"], ["s12#1", "s12#2", "s12#3"])
Q("why", "pc_crash_reporting", "Why did PC crash reporting move to Backtrace?",
  "Sentry's Unity SDK gave managed exceptions but no useful stacks for native crashes (D3D12, FMOD; 700 crashes showed only UnityPlayer.dll), and the 200k-event Sentry quota was used up by 19 October with a 1,100-dollar overage looming, "
  "while Backtrace charges per seat and storage, already had a contract for the Switch, and puts PC and Switch crashes in one place for QA.",
  ["native", "quota", "minidump", "overage", "one place", "stack"], ["s14#3", "s14#4", "s14#5", "s18#1", "s18#2"])
Q("why", "ingame_voice_chat", "Why did the game drop Vivox?",
  "After Vivox became part of Unity Gaming Services its pricing changed (the quote for the next year was 3.2x), and its Switch SDK was two versions behind the PC one. "
  "Odin works with any lobby system, has the same SDK on Switch and PC, costs less at peak CCU and has spatial audio for proximity chat built in.",
  ["3.2x", "3x", "quote", "price", "pricing", "behind"], ["s21#10", "s26#1", "s26#2"])
Q("why", "team_chat_plan", "Why did the studio not move its chat to Discord after all?",
  "Kestrel's security team would not use Discord for partner channels, so without Slack Connect both tools would be needed; Discord had no proper company data export or retention settings for the lawyer; and Slack offered a small-studio discount, removing the price reason.",
  ["slack connect", "kestrel", "export", "retention", "discount"], ["s22#3"])
Q("why", "overtime_policy", "What prompted the no-crunch policy?",
  "The overtime log for the 0.10 'Deep Water' update: 14 people worked over 50 hours a week for three weeks in a row, two of them over 60.",
  ["50 hours", "60", "deep water", "three weeks"], ["s16#1"])
Q("why", "source_art_storage", "Why did the source art leave Dropbox?",
  "At 2.8 TB with 2-6 GB .blend and .spp files, Dropbox re-synced whole files on every save, artists got 'conflicted copy' files on the Tidepools hero model and lost half a day, and the outsourcers struggled with selective sync. "
  "LucidLink streams only the blocks you open and has file locking.",
  ["conflict", "whole file", "sync", "block", "lock"], ["s31#1", "s31#3"])

# history
Q("history", "game_analytics", "Trace the game's analytics provider over time.",
  "GameAnalytics until 2024-05-13, then Unity Analytics as a six-week trial until 2024-06-24, then back to GameAnalytics, which is still in use.",
  ["gameanalytics", "unity analytics"], ["s04#10", "s06#1", "s10#1"],
  ordered=[["gameanalytics", "game analytics"], ["unity analytics"], ["gameanalytics", "game analytics"]])
Q("history", "code_review_rule", "How has the code review rule for the game changed over time?",
  "At first there was no mandatory review: changelists were just posted in #changes. From 2024-06-17 every changelist to main needed one reviewer (in Swarm, later in UVC). "
  "Since 2025-09-02 changes under Netcode/ and SaveSystem/ need two reviewers, everything else still one.",
  ["no mandatory review", "one reviewer", "two reviewers"], ["s01#10", "s09#5", "s34#1"],
  ordered=[["no mandatory review", "no review", "not required"], ["one reviewer", "1 reviewer"], ["two reviewers", "2 reviewers"]])
Q("history", "owner_backend", "Who has owned the backend services over time?",
  "Dariusz until 2025-02-02, then Amaka from 2025-02-03, when Dariusz moved to gameplay netcode.",
  ["dariusz", "amaka"], ["s03#2", "s22#8", "s24#1"],
  ordered=[["dariusz"], ["amaka"]])
Q("history", "pc_crash_reporting", "How has crash reporting for the PC client evolved?",
  "Sentry (Unity SDK) until 2024-10-30, then Backtrace from the 0.11.1 patch on 2024-10-31. The backend services stayed on Sentry.",
  ["sentry", "backtrace"], ["s01#9", "s18#1", "s18#5"],
  ordered=[["sentry"], ["backtrace"]])
Q("history", "engine_switch", "Which engine versions has the Switch port gone through?",
  "Unity 2022.3 LTS (kept on a switch/2022 branch after the PC moved in January 2025), then Unity 6 from 2025-05-05.",
  ["2022.3", "unity 6"], ["s02#3", "s23#3", "s28#3", "s29#1"],
  ordered=[["2022.3", "2022 lts"], ["unity 6", "6000"]])
Q("history", "game_version_control", "Which version control systems has the game repository used, in order?",
  "Perforce Helix Core on the office server until August 2024, then Unity Version Control in the cloud from 2024-08-12.",
  ["perforce", "unity version control"], ["s01#1", "s11#7", "s13#1"],
  ordered=[["perforce", "helix"], ["unity version control", "uvc", "plastic"]])

# negative
Q("negative", "game_version_control", "Did we ever move the game repository to Diversion?",
  "No. Diversion was considered in July 2024 and rejected (too young, binary locking still 'coming soon'); the repository went from Perforce to Unity Version Control.",
  NO, ["s11#4", "s11#6"])
Q("negative", "engine_pc", "Has Driftwake ever been built in Godot?",
  "No. Godot was considered after the Unity runtime-fee affair and rejected again in November 2024 (the toolchain is Unity, a Switch port would need a porting house). Fernbrook, another studio, is the one that uses Godot.",
  NO, ["s20#3", "s36#1"])
Q("negative", "team_chat", "Did the team move its internal chat to Discord?",
  "No. A move from Slack to Discord was announced on 2024-12-10 for January 6 but cancelled on 2025-01-08 before it happened; Slack stayed, and Discord is only the players' community server.",
  ["never", "did not", "didn't", "cancelled", "canceled", "no"], ["s21#1", "s22#1", "s22#4", "s36#4"])
Q("negative", "qa_bug_tracker", "Do we track QA bugs in Jira?",
  "No. Jira (with TestRail) belongs to Kestrel, the publisher, and its QA vendor. Pebblewright's QA used MantisBT and, since 2024-11-11, YouTrack.",
  ["no", "youtrack"], ["s19#2", "s19#3", "s35#6"])
Q("negative", "anti_cheat", "Does the PC version use BattlEye?",
  "No. BattlEye was considered in December 2024 and rejected (it costs money, and Proton support has to be arranged per game); the PC client uses Easy Anti-Cheat.",
  NO, ["s21#6", "s25#9"])
Q("negative", "mobile_crash_reporting", "Does the companion app send its crashes to Backtrace?",
  "No. The companion app has always reported to Firebase Crashlytics; Backtrace is for the PC client and the Switch port (a claim in August 2025 was corrected).",
  ["no", "crashlytics"], ["s33#5", "s33#7", "s34#7"])
Q("negative", "backend_hosting", "Did the backend ever run on Azure?",
  "No. Azure Container Apps was considered in July 2024 because of Kestrel's Azure credits and rejected; the backend went from AWS Elastic Beanstalk to Scaleway.",
  NO, ["s12#4", "s12#5"])

# ownership
Q("ownership", "owner_backend", "Who is responsible for the backend today?",
  "Amaka, since 2025-02-03; she took over from Dariusz.",
  ["amaka"], ["s22#8", "s24#1", "s36#7"])
Q("ownership", "owner_build_pipeline", "Who looks after the build pipeline now?",
  "Marit, since 2024-09-02; she took it over from Tobi.",
  ["marit"], ["s13#4", "s16#7"])
Q("ownership", "owner_companion_app", "Who's in charge of the companion app now?",
  "Noor, since 2025-08-01, when Bram left.",
  ["noor"], ["s32#1", "s33#1"])
Q("ownership", "owner_backend", "Who ran the backend before Amaka?",
  "Dariusz, until 2025-02-03, when he moved to gameplay netcode.",
  ["dariusz"], ["s03#2", "s22#8"])
Q("ownership", "owner_switch_port", "Who owns the Switch port?",
  "Ravi.",
  ["ravi"], ["s02#1", "s02#9"])


# ---------------------------------------------------------------------------------------------

def write_jsonl(path: Path, rows: list[dict]) -> None:
    path.write_text("".join(json.dumps(r, ensure_ascii=False) + "\n" for r in rows), encoding="utf-8")


def main(folder: Path) -> None:
    corpus = build_corpus()
    (folder / "corpus.chat.json").write_text(json.dumps(corpus, ensure_ascii=False, indent=1) + "\n", encoding="utf-8")
    write_jsonl(folder / "facts.jsonl", FACTS)
    write_jsonl(folder / "questions.jsonl", QUESTIONS)
    turns = sum(len(s["turns"]) for s in corpus["sessions"])
    print(f"wrote {len(corpus['sessions'])} sessions, {turns} turns, {len(FACTS)} facts, {len(QUESTIONS)} questions")


if __name__ == "__main__":
    main(Path(sys.argv[1]) if len(sys.argv) > 1 else Path(__file__).resolve().parent)
