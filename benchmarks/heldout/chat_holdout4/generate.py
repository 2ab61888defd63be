#!/usr/bin/env python3
"""Build the chat_holdout4 corpus, its facts and its questions (standard library only).

Usage: python3 generate.py   (writes corpus.chat.json, facts.jsonl, questions.jsonl next to this file)

All text below was written for this held-out set. The company, people, sites and several vendors
(Tessary CIS, Tarnwell radios, Brookline Analytical, Hartwell Environmental Laboratories,
Millbrook Regional Water) are fictional; the remaining product names are real products used in
an invented story.
"""
from __future__ import annotations

import json
from datetime import datetime, timedelta
from pathlib import Path

HERE = Path(__file__).resolve().parent
PREFIX = "w4"

SESSIONS: list[dict] = []


def U(text: str) -> tuple[str, str]:
    return ("user", text.strip("\n"))


def A(text: str) -> tuple[str, str]:
    return ("assistant", text.strip("\n"))


def session(day: str, start: str, title: str, *turns: tuple[str, str]) -> None:
    SESSIONS.append({"day": day, "start": start, "title": title, "turns": list(turns)})


# ---------------------------------------------------------------------------------------------
# s01
session("2024-02-13", "09:10", "Holes in the Crane Hill trends",
U(r"""
Good morning. Marek here, SCADA engineer. SCADA and the historian are mine to look after, so this one is for me. Since Saturday the trends for Crane Hill tank level have holes, 20 to 40 minutes each. The historian is AVEVA Historian 2014 R2 (everybody here still call it Wonderware) on HIST01, with SQL Server 2012 under it. From the historian log:

```
[HIST01] aahStorage   Warning  2024-02-10 03:14:22  Disk space low on D:\Historian\Data (1.9 GB free). Storage will pause below 1 GB.
[HIST01] aahIOSvrSvc  Warning  2024-02-10 03:41:05  Store-forward path C:\Historian\SF is full, data for 212 tags discarded
```
"""),
A(r"""
Two things happened in sequence. Storage on D: dropped under the 1 GB threshold, so the historian paused writing history blocks and started buffering in store-and-forward. The store-and-forward path is on C:, which is usually the small system disk, so it filled up too, and from then on values for 212 tags were simply discarded. Those discarded values are gone unless the RTUs or the I/O server kept their own copy.

Short term:
1. Free space on D: (move or archive old history blocks; check the retention settings in the SMC).
2. Move the store-and-forward path to a volume with room, so the next pause does not lose data.

One question before you blame only the disk: are the gaps at the same minutes for every site, or only at Crane Hill? If only Crane Hill, something on the telemetry side may be involved too.
"""),
U(r"""
Not the same. Crane Hill has extra gaps exactly when the radio poll fails. Crane Hill talks to the master radio at the plant over our Tarnwell UHF link, 450 MHz licensed, DR-400 units at every remote site. Poll log from the master:

```
02/10 03:12:40  POLL  SITE 07 CRANEHILL  RTU 7  TIMEOUT (3 retries)
02/10 03:13:10  POLL  SITE 07 CRANEHILL  RTU 7  TIMEOUT (3 retries)
02/10 03:52:01  POLL  SITE 07 CRANEHILL  RTU 7  OK  rssi -104 dBm
```

-104 is bad. Normally Crane Hill is around -85.
"""),
A(r"""
Then you have two independent problems that overlapped on Saturday night.

- Telemetry: -104 dBm is close to the receiver's sensitivity floor, so a few dB of extra loss is enough for timeouts. A 19 dB drop on a fixed path that used to be fine usually means something physical: ice on the Yagi, water in a coax connector, a loose N-connector, or the antenna knocked off its bearing. Check the site before touching the radio configuration.
- Historian: even with perfect polling you would have lost the 212 tags during the storage pause.

For the radio gaps: do the Crane Hill RTUs buffer values locally? If they do, the poller can backfill once the link is back; if not, those minutes are lost at the source.
"""),
U(r"""
The tank RTUs don't buffer, only the big ones at the booster stations. OK: I moved 40 GB of old history blocks to the NAS and put the SF path on D:. Dana asks why we don't just buy a bigger disk. The server is from 2015 and SQL Server 2012 is already out of extended support since 2022, so I don't love to put more money in this box.
"""),
A(r"""
A bigger disk is a fine stopgap, but you are right to be uneasy. SQL Server 2012 left extended support in July 2022, so HIST01 gets no security fixes for the database engine, and it sits on the OT network where patching is already hard. Newer AVEVA Historian releases also need a newer SQL Server, so an upgrade is not just a licence renewal: it is a new server, a new SQL Server and a migration.

I would give Dana two numbers this spring: the renewal-plus-upgrade cost for AVEVA, and a quote from at least one alternative historian. Then the disk becomes a three-month decision instead of a three-year one.
"""),
U(r"""
Tomás from field ops will send someone up to Crane Hill tomorrow with a ladder, if the ice allows. Probably ice, the Yagi is full of it every February. Last thing: Dana wants a change note for the SF path move. Honestly on the SCADA side nobody reviews anything, I sign off my own changes. Nobody else here reads the PLC logic anyway.
"""),
A(r"""
Here is a short change note:

```
Change:     Historian store-and-forward path moved from C:\Historian\SF to D:\Historian\SF
System:     HIST01 (AVEVA Historian 2014 R2)
Date/time:  2024-02-13 08:40
Reason:     SF path on C: filled during a storage pause on 2024-02-10; 212 tags discarded
Risk:       low; SF only used when storage pauses
Backout:    set SF path back to C:\Historian\SF in the SMC, restart aahIOSvrSvc
Also done:  40 GB of history blocks (2014-2016) moved to \\nas01\historian-archive
Approved:   M. Zielinski
```

About self sign-off: it works until the day a change goes wrong and there is nobody who looked at it with fresh eyes. Even if nobody else reads ladder logic, a second person can check the what, the when and the backout plan.
"""),
U(r"""
Thanks. The Crane Hill trend is continuous since 08:00. And it is snowing again, so the ladder trip is maybe Thursday.
"""),
)

# ---------------------------------------------------------------------------------------------
# s02
session("2024-02-28", "13:30", "Meter exchanges that never reached billing",
U(r"""
Hi, Gwen Halloway, customer systems. I run billing (Tessary CIS) and I'm also the Maximo admin, for my sins. Meter exchange work orders completed in Maximo since Friday aren't showing up in Tessary. The integration is a nightly job, MXINT_METER_EXCH, that drops an XML file on \\apps01\int\meter and Tessary's import picks it up at 02:00. Import log from this morning:

```
2024-02-28 02:00:14 IMPORT meter_exchange_20240227.xml  records=212
2024-02-28 02:00:15 ERR 4102 premise 0048817: device serial 23A117903 not found in device inventory
2024-02-28 02:00:15 ERR 4102 premise 0051230: device serial 23A118422 not found in device inventory
...
2024-02-28 02:00:19 IMPORT done  posted=0 rejected=212
```
"""),
A(r"""
Every record is rejected for the same reason: the new meter's serial is not in Tessary's device inventory, so Tessary cannot install it on the premise. That is not a Maximo problem; it means the meters were installed in the field before they were received into the CIS.

Check whether the device receipt file for the latest meter shipment was loaded into Tessary. If it wasn't, load it first and then re-run the exchange import; the rejected file should still be in the import's error folder.
"""),
U(r"""
Bingo. The warehouse received 600 new Neptune meters last Thursday and nobody loaded the shipment file into Tessary. Loaded it, re-ran the import: 212 exchanges posted, 0 errors.
"""),
A(r"""
Good. To stop this from failing silently next time, add a check before the nightly export: any completed exchange whose new serial is not in inventory gets flagged in the morning report instead of being sent. Something like this against the Tessary reporting database:

```sql
SELECT wo.wonum, wo.new_serial, wo.premise_id
FROM   int_meter_exchange_stage AS wo
LEFT JOIN tessary.device_inventory AS d ON d.serial_no = wo.new_serial
WHERE  d.serial_no IS NULL
  AND  wo.status = 'COMP';
```

Zero rows means the export can go; anything else goes to the warehouse and to you.
"""),
U(r"""
Dana here, jumping into Gwen's thread since you're both on Maximo. The board approved the Cityworks contract last night. Cityworks AMS replaces Maximo for all work orders; target go-live is right after Labor Day. We evaluated Lucity as well, but Cityworks won: it's built on top of Esri, so asset IDs come straight out of Priya's GIS instead of the double entry we do today with Maximo. And staying on Maximo would have meant moving to Maximo Application Suite 8 on OpenShift, which nobody here can run.
"""),
A(r"""
That changes the scope of today's fix: anything you build against Maximo now has a shelf life of about six months. Before go-live you will want an inventory of every integration that touches Maximo, who owns each one, and what replaces it on the Cityworks side.

Who will own Cityworks once it is live? Its configuration is tied to the GIS, so that matters for who gets the 2 a.m. questions.
"""),
U(r"""
Gwen again. Ownership we'll sort out later; for now Maximo stays mine until the go-live. The integrations I know about: meter exchanges to Tessary (today's job), service orders from Tessary to Maximo (turn-ons, turn-offs, final reads), and Sunita's field app, which pulls work orders from Maximo's REST API.
"""),
A(r"""
A starting checklist for the project plan:

| integration | direction | today | on Cityworks |
|---|---|---|---|
| meter exchanges | Maximo → Tessary | nightly XML (MXINT_METER_EXCH) | rebuild on the Cityworks API; keep the inventory pre-check |
| service orders | Tessary → Maximo | Tessary outbound file | Cityworks service request API |
| field crew app | app ↔ Maximo REST | Maximo OSLC/REST | Cityworks REST API, new client in the app |
| asset register | manual | Maximo asset numbers | GIS feature IDs (Priya) |

Plus: a decision on historic work orders (migrate open ones, archive closed ones read-only), and a freeze date for Maximo configuration changes.
"""),
U(r"""
Perfect, pasting that into the project plan. And I'm stealing your SQL check for the warehouse.
"""),
)

# ---------------------------------------------------------------------------------------------
# s03
session("2024-03-12", "10:00", "Xamarin support ends: what now for the field app",
U(r"""
Hi! Sunita here, I build the field crew app, the one crews use to close work orders, log hydrant flushing and take customer signatures on meter jobs. It's Xamarin.Forms 5, C#, and it targets Windows (UWP) because the crews carry Panasonic Toughpad FZ-G1 tablets with Windows 10. Visual Studio 2022 17.9 now shows a banner: "Xamarin support will end on May 1, 2024". What actually happens on May 1? Does the app stop working?
"""),
A(r"""
No, nothing stops on May 1. The installed app keeps running. What ends is Microsoft's support: no more Xamarin SDK updates, no fixes for new Android/iOS SDK requirements, no security patches, and over time newer Visual Studio versions will stop building Xamarin projects. On Windows-only tablets the pressure is lower than on phones, but you would be building on an unsupported toolchain from then on.

The supported path is .NET MAUI (on .NET 8). It is the successor of Xamarin.Forms: same XAML ideas, one project, and it targets Windows through WinUI 3 as well as Android and iOS.
"""),
U(r"""
Dana says we migrate. I was also looking at Flutter, I saw a nice demo at a meetup, but honestly the whole offline layer is C# with sqlite-net, and the Maximo client is C#. Rewriting everything in Dart is months. So: .NET MAUI. Dana agreed, Flutter is off the table. The plan is to ship the MAUI version in the summer.
"""),
A(r"""
That's the cheaper path. A rough order of work:

1. Run the .NET Upgrade Assistant on a branch to convert the projects to the single-project MAUI layout and SDK-style csproj.
2. Replace namespaces: `Xamarin.Forms` → `Microsoft.Maui.Controls`, `Xamarin.Essentials` → `Microsoft.Maui.*` (Essentials moved into MAUI itself).
3. Custom renderers become handlers (or are replaced by controls from CommunityToolkit.Maui).
4. sqlite-net-pcl keeps working; make sure the SQLitePCLRaw bundle matches your target.
5. Windows packaging becomes MSIX through WinUI 3.

Which custom renderers do you have? They are usually where the time goes.
"""),
U(r"""
Only one that matters: the signature pad for customer sign-off on meter jobs.

```csharp
[assembly: ExportRenderer(typeof(SignaturePad), typeof(SignaturePadRenderer))]
namespace Avwa.Field.UWP
{
    public class SignaturePadRenderer : ViewRenderer<SignaturePad, InkCanvas>
    {
        protected override void OnElementChanged(ElementChangedEventArgs<SignaturePad> e)
        {
            base.OnElementChanged(e);
            if (Control == null)
                SetNativeControl(new InkCanvas());
        }
    }
}
```
"""),
A(r"""
You may not need a handler at all: CommunityToolkit.Maui has a `DrawingView` that works on Windows and Android and can export the strokes as a PNG stream.

```xml
<toolkit:DrawingView x:Name="Signature"
                     LineColor="Black" LineWidth="3"
                     HeightRequest="220"
                     IsMultiLineModeEnabled="True" />
```

```csharp
await using var png = await Signature.GetImageStream(600, 220);
job.SignaturePng = await ToBytesAsync(png);
```

If the crews later complain about pen pressure, you can still write a Windows handler around `InkCanvas`; but start with the toolkit control.
"""),
U(r"""
DrawingView looks good enough. One more: deploys to the tablets. We push the MSIX with the App Installer file during the patch window, Sunday 02:00 to 06:00, when the tablets are docked in the depot. Does MAUI change anything there?
"""),
A(r"""
Not much. A MAUI Windows app is still packaged as MSIX, and the App Installer file with an update URI works the same way. Three things to watch:

- Keep the same package identity name and publisher, or Windows treats it as a new app and the old Xamarin one stays installed next to it.
- Sign with the same code-signing certificate (or make sure the new one is trusted through your tablet policy).
- Bump the version above the last Xamarin build, e.g. 3.0.0.0 if the last one is 2.x.
"""),
U(r"""
OK. I'll make a branch `maui-migration` today. Lunch first, it's taco Tuesday in the canteen.
"""),
)

# ---------------------------------------------------------------------------------------------
# s04
session("2024-03-27", "08:40", "Route 9 booster tripped on Sunday",
U(r"""
Good morning, is Tomás Reyes, field operations supervisor. I make the on-call rota for the crews and the operators. Sunday 14:20 the Route 9 booster station tripped both pumps, and pressure in the Kellerton zone drop to 28 psi for forty minutes. WIN-911 call the on-call operator (Jamal, this week) and he go there and reset. I need to write the incident report for Dana, but what happened exactly we still don't know.
"""),
A(r"""
Let's collect the facts first, then write. I would need:

1. The alarm sequence from SCADA for Route 9 between about 13:00 and 15:30 (pump run/stop, faults, discharge pressure).
2. The WIN-911 call log: when it called, who acknowledged, when.
3. Any change made at Route 9 in the last days: PLC program, setpoints, electrical work, a VFD replaced.

Point 3 is often the answer when two pumps fail together.
"""),
U(r"""
Marek here, I took Tomás's keyboard. It was my change. On Friday I changed the pump alternation timer in the Route 9 PLC (CompactLogix) from 24 hours to 12 hours. The rung:

```
XIC(LeadRunning) TON(AltTimer,43200,0)
XIC(AltTimer.DN) OTE(SwapLeadLag)
```

The TON preset is in milliseconds. I typed 43200 thinking seconds. So it alternated every 43 seconds, the pumps started and stopped all afternoon until the overloads tripped both. I did not test it on the bench, it was one number.
"""),
A(r"""
That explains the whole event: 43,200 ms is 43.2 seconds, so the lead/lag swap fired about 80 times an hour; each swap restarted a motor, and the motor overloads eventually tripped on repeated starting current. For 12 hours the preset must be 43,200,000 ms, which also fits in a DINT, so:

```
XIC(LeadRunning) TON(AltTimer,43200000,0)
```

For the report, the root cause is not "a typo" but "a logic change went to a live station without a test or a second pair of eyes". The fix that prevents the next one is a review step, even a short one, before any download to a PLC.
"""),
U(r"""
Tomás again. For the report, the timeline from WIN-911: 14:20 alarm "R9 PUMP 1 FAULT", 14:21 "R9 PUMP 2 FAULT", 14:23 call to Jamal, acknowledged 14:24, on site 14:51, pumps running 15:02. And one more thing for you to know: the on-call handover is Monday 07:00, so Jamal was at the end of his week, tired. I keep the rota in an Excel file on the S: drive, with the phone numbers that I copy into WIN-911 every Monday after the handover.
"""),
A(r"""
Draft:

**Incident: Route 9 booster, both pumps tripped, Sunday 2024-03-24**

Summary: both pumps at Route 9 tripped on motor overload at 14:20-14:21. Kellerton zone pressure fell to 28 psi for about 40 minutes. No boil-water notice was required (minimum pressure stayed above 20 psi).

Timeline: Fri 22nd, alternation timer changed in the Route 9 PLC. Sun 14:20/14:21 pump fault alarms. 14:23 WIN-911 called the on-call operator, acknowledged 14:24. 14:51 operator on site. 15:02 both pumps running, timer corrected.

Root cause: the alternation timer preset was entered in seconds instead of milliseconds (43,200 instead of 43,200,000), so the pumps swapped every 43 seconds until the overloads tripped. The change was downloaded to a live station without a test and without review.

Actions: 1. Corrected preset (done). 2. PLC and SCADA changes to be reviewed by a second person before download (owner: Dana). 3. Bench-test timer and sequence changes on the spare CompactLogix (owner: Marek).
"""),
U(r"""
Good. Can you add that the WIN-911 call-out list must be updated at the Monday 07:00 handover, not later? Last month somebody updated it on Tuesday and it called the wrong person.
"""),
A(r"""
Added as action 4: "The WIN-911 call-out list is updated at the Monday 07:00 on-call handover by the person handing over, and the new on-call person confirms with a test call (owner: Tomás)." Having the receiving person confirm with a test call catches a wrong number the same morning.
"""),
U(r"""
Perfect, I send to Dana. Marek say sorry to everybody with donuts, so it was not so bad a day.
"""),
)

# ---------------------------------------------------------------------------------------------
# s05
session("2024-04-17", "14:00", "Pay-my-bill page down, and the portal's future",
U(r"""
Ollie Brandt here. I look after the customer portal (pay my bill, start/stop service, the outage map). It's Drupal 7 on PHP 7.4, running on WEB-DMZ-02, a VM in the Tanner Street server room. After Sunday's OS patching the "Pay my bill" page is white and the log says:

```
PDOException: SQLSTATE[HY000] [2002] No such file or directory in lock_may_be_available()
(line 167 of /var/www/portal/includes/lock.inc).
```

The payment form itself is a Paymentus iframe, but the page around it needs the database for the account lookup.
"""),
A(r"""
`[2002] No such file or directory` means PHP tried to reach MySQL through a Unix socket and the socket file isn't where it expected. Patching that updates the MySQL or MariaDB package often moves the socket (for example from `/var/lib/mysql/mysql.sock` to `/run/mysqld/mysqld.sock`).

Two fixes, pick one:
- In `settings.php`, use `'host' => '127.0.0.1'` instead of `localhost`, so PDO connects over TCP and ignores the socket.
- Or set `pdo_mysql.default_socket` in php.ini to the new path.

The first is the more robust one.
"""),
U(r"""
That was it, the socket moved. Page is back. OK, bigger question, from Dana: Drupal 7 reaches end of life on January 5, 2025. Options are upgrading to Drupal 10 or rebuilding. What would you do?
"""),
A(r"""
There is no in-place upgrade from 7 to 10: Drupal 7 to 8+ is a migration into a new site, and custom modules and the theme are rewritten. So "upgrade to Drupal 10" is a rebuild that happens to stay in PHP.

The real question is what fits your team. If the portal is mostly forms over the CIS plus an embedded payment iframe and a map, a Next.js (TypeScript) app with a small backend-for-frontend is a reasonable rebuild too, and easier to host as a managed service. If editors rely on Drupal's content editing, Drupal 10 keeps that.
"""),
U(r"""
Dana here. Decision: we rebuild the portal in Next.js, Ollie plus a contractor, and it moves to Azure App Service instead of our DMZ VM. Drupal 10 we drop: it's a rebuild either way and Ollie is our only PHP person. Target: live before Drupal 7 dies, so November. Paymentus stays for payments, it just gets embedded in the new portal.
"""),
A(r"""
Then a first architecture sketch:

- **Next.js (App Router, TypeScript)** on Azure App Service (Linux, Node 20), with a staging deployment slot for swap-based releases.
- **Customer login** through Azure AD B2C (customers are not in your staff directory).
- **Account data** from Tessary CIS through a thin server-side layer (route handlers), never from the browser.
- **Payments**: the Paymentus iframe, which keeps card data out of your PCI scope; you will need `frame-src` in the CSP for it.
- **Outage map**: the ArcGIS JS map reading a public view layer of the outage polygons.

Keep the Drupal VM running read-only until the cutover, for the old URLs and redirects.
"""),
U(r"""
Ollie again. The outage map is an ArcGIS JS widget that reads Priya's outage polygons, fine to keep. And yes, the portal stays mine; the contractor helps until launch.
"""),
A(r"""
Good. Sensible first steps this week: create the repo with linting and TypeScript strict mode, set up the App Service with a staging slot, and build one end-to-end page (account lookup through the CIS) before any design work. That page proves the login, the CIS call and the hosting in one go.
"""),
U(r"""
Repo created: avwa-portal. The first commit is a README with your sketch in it, don't tell anyone.
"""),
)

# ---------------------------------------------------------------------------------------------
# s06
session("2024-05-01", "09:30", "Two sign-offs for SCADA changes, and a lab spreadsheet",
U(r"""
Dana Okafor, IT & OT manager. After the Route 9 incident the operations director and I agreed a new rule and I'd like help writing it up. From Monday, May 6, any change to PLC logic, RTU configuration or SCADA screens needs two sign-offs before it is downloaded: the OT engineer who made it and the duty operations supervisor. Every change goes in the change log. No more self-approval. Emergency changes can be signed after the fact, within 24 hours. I'll present it at the weekly IT/ops sync on Monday at 9:00.
"""),
A(r"""
**OT change control (effective Monday 2024-05-06)**

Scope: PLC and RTU logic and configuration, SCADA/HMI screens and alarm settings, historian collection settings.

Rule: a change may be downloaded or published only after two sign-offs: (1) the OT engineer who prepared it, and (2) the duty operations supervisor. Self-approval is not allowed.

Procedure: record the change in the OT change log (what, where, why, test done, backout, planned time) and collect both sign-offs before the download.

Emergency changes: may be made to protect supply or safety with the duty supervisor informed by phone; the change log entry and both sign-offs are completed within 24 hours.

Records: the change log is reviewed at the weekly IT/ops sync.
"""),
U(r"""
Good. Change "the duty operations supervisor" to "the duty operations supervisor (or the plant superintendent if the supervisor is on leave)". And Marek asked whether HMI colour changes count.
"""),
A(r"""
Updated the second sign-off as you wrote. On Marek's question you have two options: keep it simple (everything in scope needs two sign-offs, colour changes included), or carve out purely cosmetic HMI changes that change no setpoint, alarm or control action with one sign-off. The carve-out saves a little time but invites arguments about what "cosmetic" means.
"""),
U(r"""
No exceptions, everything goes through the two sign-offs. Simpler. Now something else: Ruth Castellanos from water quality is sitting next to me and has a lab question.
"""),
A(r"""
Noted: no exceptions. Go ahead, Ruth.
"""),
U(r"""
Hi, Ruth here. Our contract lab, Brookline Analytical, picks up the distribution samples on Tuesdays and Thursdays at the Tanner Street depot. Results come as a PDF and a CSV. I want the CSV to land in a spreadsheet that flags anything outside the limits. Columns and two lines:

```
SampleID,SiteCode,CollectedAt,Analyte,Result,Units,Qualifier
B24-11873,DS-14,2024-04-25 08:12,Total Coliform,Absent,P/A,
B24-11874,DS-14,2024-04-25 08:12,Free Chlorine,0.18,mg/L,
```
"""),
A(r"""
I'd do it with a small limits table and a lookup. Limits sheet (`Limits`):

| Analyte | Rule | Value |
|---|---|---|
| Total Coliform | must be | Absent |
| E. coli | must be | Absent |
| Free Chlorine | min | 0.2 |
| Lead | max | 0.015 |

Then the CSV gets merged with it and a `Flag` column says `OUT` when a rule is broken. The 0.18 mg/L free chlorine line in your example would be flagged. Do you want this as Power Query in Excel, or as a script?
"""),
U(r"""
Power Query please, nobody here runs Python on their laptop.
"""),
A(r"""
```
let
    Src     = Csv.Document(File.Contents("S:\WQ\Lab\latest.csv"), [Delimiter=",", Encoding=65001, QuoteStyle=QuoteStyle.Csv]),
    Hdr     = Table.PromoteHeaders(Src, [PromoteAllScalars=true]),
    Lim     = Excel.CurrentWorkbook(){[Name="Limits"]}[Content],
    Joined  = Table.NestedJoin(Hdr, {"Analyte"}, Lim, {"Analyte"}, "L", JoinKind.LeftOuter),
    Exp     = Table.ExpandTableColumn(Joined, "L", {"Rule", "Value"}),
    Flag    = Table.AddColumn(Exp, "Flag", each
                if [Rule] = "must be" then (if [Result] <> [Value] then "OUT" else "")
                else if [Rule] = "min" then (if Number.From([Result]) < Number.From([Value]) then "OUT" else "")
                else if [Rule] = "max" then (if Number.From([Result]) > Number.From([Value]) then "OUT" else "")
                else "")
in
    Flag
```

Save each Brookline CSV as `latest.csv` (or point `File.Contents` at a folder query if you want history) and hit Refresh.
"""),
)

# ---------------------------------------------------------------------------------------------
# s07
session("2024-05-22", "11:00", "Stable asset IDs before Cityworks",
U(r"""
Priya Raman, GIS analyst. For the Cityworks migration every asset needs a stable ID in GIS, because Cityworks will key work orders on the GIS feature. Our GIS is ArcGIS Enterprise 11.1, on-prem, with an enterprise geodatabase on SQL Server: about 38,000 main segments, 6,100 hydrants and 9,800 valves. Maximo has its own asset numbers and around 12% of them don't match anything in GIS.
"""),
A(r"""
Two separate jobs:

1. Give every GIS feature a permanent FACILITYID that is generated by the database, not typed by editors.
2. Match Maximo assets to GIS features once, so open work orders can be migrated onto the right feature, and send the unmatched ones to the field for checking.

For (1) use an attribute rule on insert that draws from a database sequence. For (2) match first on any shared key (old hydrant numbers, valve tags), then on address plus distance, and report the rest.
"""),
U(r"""
I already had an attribute rule, Arcade:

```
var n = Count(FeatureSetByName($datastore, "wHydrant", ["OBJECTID"], false)) + 1;
return "HYD-" + Text(n, "000000");
```

It gives duplicates when two editors create hydrants at the same time, and after a delete it reuses numbers.
"""),
A(r"""
Counting features is the problem: two sessions see the same count, and deletes shrink it. Use a database sequence instead, which is atomic and never goes backwards:

```
// once, with the Create Database Sequence tool: name "seq_hydrant", start 6200
return "HYD-" + Text(NextSequenceValue("seq_hydrant"), "000000");
```

Set the rule to fire on Insert only, and make FACILITYID non-editable, so an update can't change it.
"""),
U(r"""
Works, no duplicates in a test with two of us editing. Now matching: 740 Maximo hydrants have no GIS twin by old number. Most have an address in the Maximo location description, like "HYD FRONT OF 212 MILL ST".
"""),
A(r"""
For those, geocode the address part of the description against your address points and take the nearest hydrant within, say, 30 metres. Write the result to a review table with the distance, so you can accept everything under 10 m in bulk and look at the rest:

| maximo_assetnum | description | candidate FACILITYID | distance_m | status |
|---|---|---|---|---|

What's left after that goes to the crews as a verification list.
"""),
U(r"""
OK, tomorrow. The crews will have to check the leftovers on paper, the field app can't show GIS. Also: the outage map for Ollie's new portal reads from this same server.
"""),
A(r"""
Then publish the outage polygons for the portal as a separate view layer with only the fields the public should see (area, status, start, estimated restoration), rather than the editing service. It keeps internal attributes and your asset layers off the public internet, and you can change the editing schema without breaking the portal.
"""),
U(r"""
Good point, I'll make a view with only the outage polygons and the ETA. Thanks!
"""),
)

# ---------------------------------------------------------------------------------------------
# s08
session("2024-06-11", "15:00", "Historian renewal: AVEVA, Canary or PI",
U(r"""
Marek. The AVEVA renewal quote came: $38,400 for the historian licences for three years, and on top we need a new server and a SQL Server upgrade, because the current AVEVA Historian release doesn't support SQL Server 2012. Second option, Canary Historian: $21,900 perpetual with three years support, its own storage engine, no SQL Server. Dana also asked about AVEVA PI System, the big one, but that quote is $95k. Can you compare Canary and AVEVA for me? We have 4,800 tags, 1 second to 1 minute resolution.
"""),
A(r"""
| | AVEVA Historian (renew + upgrade) | Canary Historian |
|---|---|---|
| licence, 3 years | $38,400 + new SQL Server licence | $21,900 perpetual incl. 3 years support |
| database | needs a supported SQL Server | own file-based storage, no SQL Server |
| store-and-forward | yes | yes, at the collectors |
| data access | SQL (OPENQUERY), AVEVA clients | Canary Views, Excel add-in, ODBC, web trends, APIs |
| migration effort | low (same product) | medium: tag mapping, backfill, new client connections |
| 4,800 tags | fine | fine |

On cost Canary wins clearly, even with a few days of migration work, and it removes SQL Server from the OT network. The risk is the clients: whatever reads the historian today must be able to read Canary.
"""),
U(r"""
That's the question. iFIX (our HMI) shows trends from the historian. With AVEVA it reads through SQL. With Canary?
"""),
A(r"""
Check this with Canary before you sign rather than trusting me: Canary documents several ways for third-party HMIs to read history (an OPC HDA interface and ODBC among them), and iFIX can display historical data through an OPC HDA source. If that works on your iFIX version, the trend screens need a new data source but no redesign. Ask them for a reference site running iFIX against Canary.
"""),
U(r"""
Dana here. We go with Canary. PI is out, too expensive for a utility our size. AVEVA we renew month-to-month only until the migration is done. Marek, the target is autumn, after the summer demand peak: we don't touch the historian in July and August.
"""),
A(r"""
A migration outline for the autumn:

1. **Now to August**: install Canary on a new VM, set up collectors for a pilot site, confirm the iFIX connection.
2. **September**: tag mapping for all 4,800 tags; backfill history from AVEVA in chunks; run Canary in parallel with AVEVA.
3. **Cutover weekend**: point the remaining collectors and iFIX at Canary; AVEVA becomes read-only.
4. **After**: keep AVEVA read-only for a few months for audits, then archive.
"""),
U(r"""
Marek. Backfill of 10 years from AVEVA, is export through SQL to CSV OK? It's around 600 GB.
"""),
A(r"""
Yes, but do it in chunks by tag group and month, otherwise the OPENQUERY runs for hours and times out:

```sql
SELECT DateTime, TagName, Value, Quality
FROM OPENQUERY(INSQL, '
  SELECT DateTime, TagName, Value, Quality
  FROM History
  WHERE TagName LIKE ''R9_%''
    AND DateTime >= ''2014-01-01'' AND DateTime < ''2014-02-01''
    AND wwRetrievalMode = ''Delta''
')
```

`Delta` mode returns only the stored changes, which keeps the files small. Then load the CSVs with Canary's import tool, oldest first.
"""),
U(r"""
OK. I start with one site tomorrow, Route 9. The donuts from March are forgotten, I think.
"""),
)

# ---------------------------------------------------------------------------------------------
# s09
session("2024-06-26", "10:15", "Radios: repair or replace",
U(r"""
Marek again. Two more Tarnwell DR-400 radios died this month, at Pine Run well 3 and Sawmill Road tank. Tarnwell discontinued the DR-400 in 2022, the spare parts are gone, and the last spare I installed on Friday. Also the new logistics warehouse on Route 9 now blocks the path from the plant to the Hobb's Lane booster: 30% of the polls fail.
"""),
A(r"""
So the radio network is both ageing and losing paths. The realistic options:

1. **New licensed radios** from another vendor, reusing your licence and towers where the paths still work.
2. **Cellular (LTE) modems** at each site on a private APN, with a VPN concentrator at the plant.
3. **A mix**: cellular at the problem sites, radios kept where they work, replaced over time.
4. **Satellite** for a few unreachable sites only.

What do the numbers look like for your 41 sites?
"""),
U(r"""
Numbers: 41 remote sites. Cellular: Sierra Wireless RV55 modems on Verizon with a private APN, about $38 per site per month. New licensed radios from another vendor: $5,000 to $6,000 per site plus path studies, and three sites need new masts. Somebody also suggested Starlink for Hobb's Lane.
"""),
A(r"""
Over ten years the cellular option is cheaper than new radios unless you find a very cheap radio: 41 × $38 × 120 months is about $187k all in, against roughly $230k in radios plus masts, studies and your own maintenance. Other points:

- **Security**: a private APN with no public IPs, the modems terminating in an IPsec VPN at the plant, and only DNP3/Modbus allowed through the firewall to the SCADA network.
- **Resilience**: cellular depends on the carrier's sites and their batteries; check coverage at each site and keep the RTUs' local control logic so a link loss doesn't stop a station.
- **Starlink** works technically, but it is a public internet path with a dish at every site it's used on, which your OT security people will dislike.
"""),
U(r"""
Dana here. Decision: we move the whole fleet to cellular, RV55 modems on the Verizon private APN, site by site, worst sites first. Marek estimates nine months. Starlink no: a dish on every tank, a public internet path, and the OT security review says no for SCADA. The Tarnwell radios stay where they are until each site is switched.
"""),
A(r"""
A per-site checklist so each switch is boring:

1. Signal survey at the site (RSRP/SINR) with the modem's antenna where it will be mounted.
2. Install the RV55, external antenna and surge protection; power from the site's UPS.
3. VPN tunnel up and allowed in the firewall; poll the RTU over the new path in parallel with the radio for 48 hours.
4. Switch the poller to the cellular path; leave the radio powered for two weeks as a fallback.
5. Remove the radio and update the site sheet and the network drawing.
"""),
U(r"""
Marek. One thing so nobody gets confused later: the Millbrook Regional Water interconnect at Kellerton Road. The meter vault there is Millbrook's, not ours. Their SCADA is Ignition and the radio in that vault is theirs. We only read their flow value through a Modbus link from their Ignition gateway. It's not in our 41 sites.
"""),
A(r"""
Noted: the Kellerton Road interconnect is Millbrook Regional Water's equipment on Millbrook's SCADA (Ignition), outside your fleet and outside the cellular rollout. On your side, keep that Modbus link read-only and document it as an external interface, with a contact at Millbrook, so nobody "fixes" something in their system.
"""),
U(r"""
Yes. And please, nobody in our team changes anything in Ignition, it's not ours. Hal at Millbrook is very friendly but very strict.
"""),
)

# ---------------------------------------------------------------------------------------------
# s10
session("2024-07-10", "13:45", "Holding times, and a new patch window",
U(r"""
Ruth here. Bad week. Brookline Analytical picked up our Thursday bacteriological samples late (it was the 4th of July, but the contract says holidays included), and they were analysed after the 30-hour holding time, so two total coliform samples from the Pine Run zone were invalid. We had to re-collect and explain it. That's the second time this year. I need a letter to Brookline asking for corrective action.
"""),
A(r"""
Draft:

> Subject: Missed holding time, samples of 2024-07-04
>
> On Thursday 4 July, routine total coliform samples collected in our Pine Run zone were picked up late and analysed after the 30-hour holding time. Both results were invalid, and we had to re-collect and report the event to the state. This is the second holding-time failure this year (the first on 2024-02-15).
>
> Please send us by 2024-07-24 a written root cause and corrective action covering courier scheduling for our Tuesday and Thursday pickups and how you will alert us the same day when a pickup is at risk.
>
> We rely on your service to meet our monitoring requirements, and a further failure would force us to review the arrangement.
"""),
U(r"""
Good, a bit softer on the last paragraph, we still need them for now. Also I have to tell the state primacy agency why the samples were re-collected.
"""),
A(r"""
Last paragraph, softer: "We value the working relationship and would like to resolve this together; please let me know if a call would help."

For the state, a short factual note: the samples' dates and sites, that the lab exceeded the holding time, that the samples were invalidated and re-collected on 2024-07-08 with valid results, and that you have requested corrective action from the lab. Attach the re-collection results.
"""),
U(r"""
Dana here, unrelated, but while I'm in the thread: the IT/OT patch window moves. From next Tuesday, the 16th, patching is on Tuesdays 21:00 to midnight instead of Sundays 02:00 to 06:00. Nobody from IT was awake on Sundays when something broke, and the operators prefer a weeknight when the day shift can still be reached. Can you turn that into a notice for the all-staff email?
"""),
A(r"""
> **New maintenance window for IT and OT systems**
>
> From Tuesday 16 July, planned patching and maintenance of IT and OT systems moves to **Tuesdays, 21:00 to midnight**. The Sunday 02:00-06:00 window ends this week.
>
> During the window, short interruptions to office systems, the customer portal and SCADA workstations are possible. The control room will be told before any SCADA-side work starts.
>
> Why: on a weeknight evening the IT team and day-shift staff can still be reached if something goes wrong.
"""),
U(r"""
Sunita asked if the tablet app updates still go in the window. Yes: the tablets are docked in the depot on Tuesday nights too.
"""),
A(r"""
Added: "Field tablet app updates are also installed in this window, while the tablets are docked at the depot."
"""),
U(r"""
Sent. Ruth says thanks for the letter. And the vending machine ate my dollar again.
"""),
)

# ---------------------------------------------------------------------------------------------
# s11
session("2024-07-24", "10:30", "MAUI build errors and a flushing form",
U(r"""
Sunita. MAUI migration, the Windows build fails with about forty of these:

```
error CS0246: The type or namespace name 'Xamarin' could not be found (are you missing a using directive or an assembly reference?)
error XLS0414: The type 'ViewCell' could not be found. Verify that you are not missing an assembly reference.
```
"""),
A(r"""
The Upgrade Assistant converts the projects but leaves many `using` lines and XAML namespaces behind. Two replacements fix most of them:

```powershell
Get-ChildItem -Recurse -Include *.cs | ForEach-Object {
  (Get-Content $_) -replace 'using Xamarin\.Forms;', 'using Microsoft.Maui.Controls;' `
                   -replace 'using Xamarin\.Essentials;', 'using Microsoft.Maui.Storage;' | Set-Content $_ }
```

In XAML, change `xmlns="http://xamarin.com/schemas/2014/forms"` to `xmlns="http://schemas.microsoft.com/dotnet/2021/maui"`. `ViewCell` still exists in MAUI (inside ListView); the XLS0414 errors usually disappear once the namespace is right. If you use CollectionView, you don't need ViewCell at all.
"""),
U(r"""
Better, it builds. Now at runtime on the Toughpad:

```
System.IO.FileNotFoundException: Could not load file or assembly 'SQLitePCLRaw.provider.e_sqlite3, Version=2.1.2.0'
```
"""),
A(r"""
Version mismatch between sqlite-net-pcl and the SQLitePCLRaw packages: the old Xamarin project pinned a provider explicitly. Remove the explicit SQLitePCLRaw references and reference only the bundle that matches:

```xml
<PackageReference Include="sqlite-net-pcl" Version="1.9.172" />
<PackageReference Include="SQLitePCLRaw.bundle_green" Version="2.1.8" />
```

Then clean the `bin` and `obj` folders; stale provider DLLs in the output folder cause exactly this error.
"""),
U(r"""
Fixed. The crews still have the old Xamarin build until 3.0 ships, so every hotfix I do twice now. Which brings me to the request from Tomás: the hydrant flushing form needs the free chlorine residual before and after flushing.
"""),
A(r"""
Model and validation:

```csharp
public class FlushingRecord
{
    public string HydrantId { get; set; } = "";
    public DateTime StartedAt { get; set; }
    public int MinutesFlushed { get; set; }
    public decimal? ChlorineBefore { get; set; }   // mg/L
    public decimal? ChlorineAfter { get; set; }    // mg/L

    public IEnumerable<string> Validate()
    {
        if (ChlorineBefore is null || ChlorineAfter is null)
            yield return "Enter the chlorine residual before and after flushing.";
        if (ChlorineAfter is < 0 or > 4)
            yield return "Residual after flushing must be between 0 and 4 mg/L.";
        if (ChlorineAfter < 0.2m)
            yield return "Residual below 0.2 mg/L: keep flushing or call the duty supervisor.";
    }
}
```

Add the two fields to the Xamarin build only if Tomás can't wait for 3.0; otherwise it's one more thing to do twice.
"""),
U(r"""
He can wait. The work order calls still go to the Maximo REST API, because Cityworks only comes in September. After that I have to rewrite the client.
"""),
A(r"""
Then put an interface between the app and the work order system now, so September is a new implementation rather than changes all over the app:

```csharp
public interface IWorkOrderService
{
    Task<IReadOnlyList<WorkOrder>> GetAssignedAsync(string crewId, CancellationToken ct);
    Task CompleteAsync(WorkOrderCompletion completion, CancellationToken ct);
}

public sealed class MaximoWorkOrderService : IWorkOrderService { /* today's REST calls */ }
// later: public sealed class CityworksWorkOrderService : IWorkOrderService { ... }
```

Register it in `MauiProgram.cs` with `builder.Services.AddSingleton<IWorkOrderService, MaximoWorkOrderService>();`.
"""),
U(r"""
Yes! Interface done. 3.0 ships in two weeks if testing goes fine.
"""),
)

# ---------------------------------------------------------------------------------------------
# s12
session("2024-08-07", "09:00", "Field app 3.0 is out, with duplicate jobs",
U(r"""
Sunita. Field app 3.0, the .NET MAUI version, went out to every crew tablet in last night's patch window. 58 tablets updated, 3 were not docked and got it this morning. First problem: some completed jobs are uploaded twice. Maximo shows two labor records for the same job, 40 seconds apart. Upload code:

```csharp
public async Task FlushOutboxAsync(CancellationToken ct)
{
    foreach (var item in await _db.Table<OutboxItem>().Where(i => !i.Sent).ToListAsync())
    {
        await _workOrders.CompleteAsync(item.ToCompletion(), ct);
        item.Sent = true;
        await _db.UpdateAsync(item);
    }
}
```
"""),
A(r"""
Two ways to get a double upload here:

1. `FlushOutboxAsync` runs twice at the same time, for example once from the connectivity-changed event and once from the periodic timer. Both read the same unsent items before either marks them sent.
2. The call succeeds on the server but the response is lost (tablet goes out of coverage), so the item is never marked sent and is retried later.

Fix (1) with a lock around the flush, and (2) with an idempotency key that the server side can check.
"""),
U(r"""
It's (1), both triggers fire when the tablet leaves the dock and finds Wi-Fi in the yard. But (2) also sounds real for crews in the hills.
"""),
A(r"""
```csharp
private readonly SemaphoreSlim _flushLock = new(1, 1);

public async Task FlushOutboxAsync(CancellationToken ct)
{
    if (!await _flushLock.WaitAsync(0, ct)) return;       // a flush is already running
    try
    {
        var pending = await _db.Table<OutboxItem>().Where(i => !i.Sent).ToListAsync();
        foreach (var item in pending)
        {
            var completion = item.ToCompletion() with { ClientRef = item.Id.ToString() };
            await _workOrders.CompleteAsync(completion, ct);
            item.Sent = true;
            await _db.UpdateAsync(item);
        }
    }
    finally { _flushLock.Release(); }
}
```

For (2), send `ClientRef` in a field the work order system stores (a memo or custom field) and skip the completion if a labor record with the same reference already exists. That check belongs in the new Cityworks client as well.
"""),
U(r"""
Tomás here. The crews like the new app, it's much faster to open. One complain: the signature pad is small on the Toughpad, customers sign outside the box.
"""),
A(r"""
On the FZ-G1's 10-inch screen at 220 px the pad is only about 3 cm high. Give it most of the screen on the signature step: a separate full-width page in landscape with the pad at around 60% of the height, and a Clear and a Done button that are big enough for a gloved finger.
"""),
U(r"""
Sunita. Can I push 3.0.1 with the lock tonight? It's Wednesday, not the window.
"""),
A(r"""
The window rule is Dana's call. It's not a SCADA change, so the two sign-offs don't apply, but out-of-window deploys usually need the IT/OT manager's OK. The duplicates cost Maximo clean-up time but no customer harm, so waiting until Tuesday is defensible.
"""),
U(r"""
Dana says it waits for Tuesday's window. Fine, more time to test the signature page.
"""),
)

# ---------------------------------------------------------------------------------------------
# s13
session("2024-08-21", "14:20", "Paymentus iframe blocked by our own CSP",
U(r"""
Ollie. The new portal (Next.js 14, App Router) is running on the staging slot of our Azure App Service. The Paymentus iframe is blocked in the browser:

```
Refused to frame 'https://ipn.paymentus.com/' because it violates the following
Content Security Policy directive: "frame-src 'self'".
```
"""),
A(r"""
Your CSP only allows frames from your own origin. Add the Paymentus origin to `frame-src` (and to `form-action` if their flow posts a form). If you set headers in `next.config.js`:

```js
const csp = [
  "default-src 'self'",
  "frame-src 'self' https://ipn.paymentus.com",
  "form-action 'self' https://ipn.paymentus.com",
  "img-src 'self' data: https://*.arcgis.com",
  "script-src 'self' 'nonce-__NONCE__'",
].join('; ');
```

Check Paymentus's integration guide for the exact hostnames of your environment; staging and production usually differ.
"""),
U(r"""
Set in middleware because of the nonce:

```ts
export function middleware(req: NextRequest) {
  const nonce = crypto.randomUUID();
  const res = NextResponse.next();
  res.headers.set('Content-Security-Policy', buildCsp(nonce));
  return res;
}
```

The iframe loads now, but the ArcGIS map on the outage page went blank.
"""),
A(r"""
The nonce is generated but not passed to the page, so Next.js can't put it on its own inline scripts, and the ArcGIS JS API also loads workers and styles from `js.arcgis.com`. Pass the nonce through a request header and allow the ArcGIS hosts:

```ts
const requestHeaders = new Headers(req.headers);
requestHeaders.set('x-nonce', nonce);
const res = NextResponse.next({ request: { headers: requestHeaders } });
```

and in the CSP add `https://js.arcgis.com` to `script-src`, `style-src` and `worker-src` (plus `blob:` for `worker-src`), and your GIS server's host to `connect-src`.
"""),
U(r"""
Map is back. Login is Azure AD B2C, and account numbers are linked to Tessary accounts through the CIS API, called only from route handlers.
"""),
A(r"""
Good. Two things to settle before beta: what happens when a B2C user is linked to an account that gets closed in Tessary (show a clear message, not a 500), and rate limiting on the "link my account" step, since it takes an account number plus a ZIP code and can be brute-forced.
"""),
U(r"""
Added both to the board. Launch date is fixed: November 18 for everybody, with a beta for 200 customers from October.
"""),
A(r"""
A launch checklist to start from: DNS and TLS for the portal hostname on App Service; redirects from the old Drupal URLs (at least /pay, /start-stop, /outages); slot swap rehearsed once from staging; B2C email templates with your branding; the Paymentus production origins in the CSP; a rollback plan (the Drupal VM kept running read-only for two weeks); and a status banner on the old site on launch day.
"""),
U(r"""
Thanks. Back to fighting the date picker.
"""),
)

# ---------------------------------------------------------------------------------------------
# s14
session("2024-09-04", "16:00", "Cityworks go-live on Monday",
U(r"""
Gwen. Cityworks go-live is Monday the 9th. Maximo goes read-only on Friday at 17:00 and we migrate the 14,212 open work orders over the weekend. And so it's written down somewhere: from go-live Priya owns Cityworks (configuration, users, integrations). I keep billing and Tessary. Maximo was only ever mine because of the meter integration.
"""),
A(r"""
A cutover runbook for the weekend:

- **Fri 17:00**: Maximo read-only (remove write security groups, keep read); final export of open work orders and labor.
- **Fri night**: load assets and open work orders into Cityworks; reconcile counts (14,212 in = 14,212 out).
- **Sat**: integrations switched: meter exchanges to Tessary, service orders from Tessary; test each with real records.
- **Sun**: spot checks by Priya and a supervisor: 50 random work orders compared side by side.
- **Mon 06:30**: go/no-go call; crews start on Cityworks.

Rollback point: until Sunday evening you can re-open Maximo for writing; after Monday morning you go forward only.
"""),
U(r"""
Priya here. Dry run of the migration script fails for 312 work orders:

```
ERROR WO 118244: EntityUid not found for asset 'HY-4471' (entity type WHYDRANT)
ERROR WO 118251: EntityUid not found for asset 'VL-20993' (entity type WVALVE)
```
"""),
A(r"""
These are Maximo assets that never got matched to a GIS feature, so there is no FACILITYID for Cityworks to attach the work order to. Options for the 312:

1. Migrate them with the location only (address or coordinates) and no asset, flagged for follow-up; Cityworks allows work orders without an asset.
2. Match them by hand before Friday.

With three days left, do (1) and give the list to the crews; they close most of them on site anyway.
"""),
U(r"""
Gwen. The meter exchange integration is rebuilt on Cityworks' API, with your inventory pre-check from February still in front of it. Test with 50 real exchanges: all posted in Tessary.
"""),
A(r"""
Good. Run the same 50 again on Saturday against production Cityworks, because test and production often differ in custom field IDs. And keep the old Maximo job disabled but not deleted until the end of September.
"""),
U(r"""
Priya. Sunita's field app gets the new Cityworks client in version 3.1, which goes out in Tuesday's window. On Monday the crews get printed work orders for one day.
"""),
A(r"""
Then make sure Monday's printed jobs are entered into Cityworks the same day by someone in the office, or the crews' Tuesday tablets will show Monday's jobs as still open. A shared sheet with the work order number, crew and completion time is enough.
"""),
U(r"""
Gwen. Fingers crossed. I'm bringing cake on Monday, Priya's first day as a system owner.
"""),
)

# ---------------------------------------------------------------------------------------------
# s15
session("2024-09-18", "10:00", "Nine days on Cityworks",
U(r"""
Priya. Nine days on Cityworks now, and as its owner I get all the questions :) The crews say jobs they close on the tablets stay "In Progress" in Cityworks for hours. Cityworks API log for one of them:

```
2024-09-17T10:42:11Z POST /Ams/WorkOrder/Close  WorkOrderId=204331  -> 200 {"Status":0,"Message":"WorkOrder must have a resolution before closing"}
```
"""),
A(r"""
The API returns HTTP 200 but `Status: 0` with a validation message, so the app thinks it worked. Cityworks puts success or failure in the response body, not in the HTTP status. Two fixes:

1. In the app's Cityworks client, treat any response whose body status is not success as an error, keep the item in the outbox and show it to the crew.
2. In Cityworks, either make "resolution" optional for the crew work order templates or have the app send a resolution code on close (e.g. `COMPLETED`).
"""),
U(r"""
I'll make the app send a resolution. Which codes do I have... From the config export:

```
RESOLUTION  COMPLETED      Completed as requested
RESOLUTION  NOACCESS       Could not access asset
RESOLUTION  REFERRED       Referred to another crew
RESOLUTION  CUSTCANCEL     Cancelled by customer
```
"""),
A(r"""
Map them in the app's close dialog: a default of `COMPLETED`, and the other three as choices with the customer-friendly text. For `NOACCESS`, require a comment, since someone has to reschedule. Send Sunita the codes and a sample request:

```json
POST /Ams/WorkOrder/Close
{ "WorkOrderIds": [204331], "Resolution": "COMPLETED", "DateWOClosed": "2024-09-17T10:41:00Z" }
```
"""),
U(r"""
Done, Sunita ships it in next Tuesday's window. Other question: Gwen asks how long we keep Maximo. It's read-only since the 6th.
"""),
A(r"""
Keep it read-only until you have a year of Cityworks history, so questions like "when was this valve last exercised" can still be answered, and make sure closed work orders with regulatory relevance (backflow tests, lead service line work) are exported to a long-term archive before you switch it off. An export to CSV plus a PDF per work order for the regulatory ones is usually enough.
"""),
U(r"""
OK, Maximo stays on its VM until autumn 2025, then we archive. Last thing: the supervisors want a dashboard of open work orders by crew.
"""),
A(r"""
Cityworks has its own inbox widgets, but for a wall screen an ArcGIS Dashboard works well since the work orders are spatial: an indicator of open jobs by crew, a list sorted by age, and a map of open jobs. Read them from a view of the Cityworks work order table published through your ArcGIS Enterprise, refreshed every five minutes.
"""),
U(r"""
I like that. Tomás will love a map. Thanks!
"""),
)

# ---------------------------------------------------------------------------------------------
# s16
session("2024-10-02", "11:00", "A lost cooler, and a new lab",
U(r"""
Ruth. Monday, Brookline's courier lost a cooler with 14 of our samples somewhere between the depot and their lab. They found it on Tuesday morning in the van, warm. All 14 invalid, re-collected yesterday. That's the third failure this year after February and July.
"""),
A(r"""
I'm sorry, that is a bad one. For the immediate part: make sure the re-collection results are in and complete the state notification like in July. For the bigger picture: three failures in nine months is a pattern, not bad luck, and your corrective-action letter from July evidently didn't change their courier process.
"""),
U(r"""
Dana here. Enough. We switch the lab. Ruth got quotes: Hartwell Environmental Laboratories in Kellerton, twenty minutes from the depot, daily pickups, results through a web portal plus CSV. Pace Analytical also quoted, but their nearest service center is two hours away, the same holding-time risk we have now. Brookline gets the 90 days' notice the contract requires, so Hartwell starts in January.
"""),
A(r"""
A transition checklist for Ruth:

1. Confirm Hartwell's state certification covers every method you use (total coliform/E. coli, lead and copper, disinfection byproducts, nitrate).
2. Send Brookline written notice now, so the 90 days end before the first January pickup.
3. Agree with Hartwell on bottle kits, pickup times and chain-of-custody forms; update the sample site plan if pickup points change.
4. Tell the state primacy agency which certified lab will analyse compliance samples from January.
5. Get a sample of Hartwell's CSV so the Power Query can be adapted before the first results arrive.
"""),
U(r"""
Ruth. Hartwell is certified by the state for all of those. Notice to Brookline goes out today by email and registered mail.
"""),
A(r"""
Good. A short notice letter:

> Under section 9.2 of our agreement dated 2022-01-03, Ashcombe Valley Water Authority gives 90 days' notice of termination of laboratory services, effective 2024-12-31. Please continue scheduled pickups and analyses through that date. We will confirm the final pickup and the return of bottle kits in December.
"""),
U(r"""
Perfect. December stays with Brookline, then. I'll ask Hartwell for their CSV format next week.
"""),
)

# ---------------------------------------------------------------------------------------------
# s17
session("2024-10-17", "15:30", "Historian cutover this Saturday",
U(r"""
Marek. The Canary cutover is this Saturday. Status: backfill is done for 39 of 41 sites plus the plant; the last two (Hobb's Lane and Pine Run well 3) finish tonight. Plan for Saturday: 06:00 stop the AVEVA collectors, 06:15 start the Canary collectors for all sites, 07:00 switch the iFIX trend screens to the Canary data source, then AVEVA stays read-only. The change form has two signatures, mine and Tomás as duty supervisor, like the rule says.
"""),
A(r"""
The plan is sound. A few checks that are easy to forget on the day:

- Compare a handful of tags across both historians for the overlap period (Friday afternoon to Saturday 06:00) before you stop AVEVA for good: same values, same timestamps, same time zone handling (UTC vs local is the classic trap).
- Daylight saving time ends on November 3; make sure the iFIX trend screens and Canary agree on how they display that hour before it happens.
- Confirm the store-and-forward buffers of the Canary collectors are on a disk with room.
- Keep the AVEVA services installed but stopped, not uninstalled, until you've been through a month-end report on Canary.
"""),
U(r"""
Good point on the time zone. On the AVEVA side all timestamps are UTC in SQL but the old trends show local. Canary stores UTC too. Checked five tags: same values, same times. 

Also for you to know: a new OT network engineer, Femi Adeyemi, starts on November 12. He'll help with the LTE rollout and the firewall.
"""),
A(r"""
Good news on both. Five tags is a fair spot check; include at least one totalizer (e.g. a flow total at the plant), since those show problems with interpolation or rollover that analog levels hide.

For Femi's first weeks, the cellular rollout and the firewall rules for the VPN concentrator are a good fit: it is a clearly bounded project and he'll learn the sites by visiting them.
"""),
U(r"""
Plant outflow totalizer checked: identical. I'm as ready as I will be. Saturday I bring coffee for the control room at 05:45.
"""),
A(r"""
Then one last thing for Saturday: write down the exact rollback steps (restart AVEVA collectors, switch the iFIX data source back) on paper in the control room, so if something goes wrong at 07:00 nobody has to think.
"""),
U(r"""
Written and taped to the console. Have a good weekend, I will not.
"""),
)

# ---------------------------------------------------------------------------------------------
# s18
session("2024-10-30", "09:20", "Stepped trends, and alarm call-outs through Opsgenie",
U(r"""
Marek. Since we moved the historian to Canary the weekend before last, the Crane Hill level trend in iFIX shows steps instead of a smooth line. Values are right, but the operators say it looks "like Lego". Before, on AVEVA, it was smooth.
"""),
A(r"""
That's almost certainly the display mode, not the data. AVEVA's trends interpolated between stored values by default; Canary returns raw values with "previous value" (step) semantics unless you ask for interpolation or use an aggregate. For a tank level, a linear interpolated view is what people expect. Two places to check:

1. The iFIX trend pen's retrieval mode for the Canary source (raw vs interpolated).
2. The Canary collector's deadband on the Crane Hill level tag: if the deadband is coarse (say 0.5 ft) the raw data itself is stepped, and interpolation only hides it.
"""),
U(r"""
Deadband is 0.5 ft, yes, copied from AVEVA. But AVEVA had swinging door compression on top, Canary just the deadband.
"""),
A(r"""
Then set the deadband on the tank levels to something like 0.05 ft, and switch the trend pens to interpolated retrieval. The storage cost is small: a tank level changes slowly, so even at 0.05 ft you store maybe a few thousand values a day per tank.
"""),
U(r"""
Dana here. Another change while Marek is in here: from Monday the SCADA alarm call-outs go through Opsgenie instead of WIN-911. IT already uses Opsgenie for server alerts, it has the phone app with acknowledgement, escalations and the rota built in, and WIN-911's phone line card is ancient.
"""),
A(r"""
Opsgenie can do it, but alarm call-outs at night have failure modes that server alerts don't. Before Monday I'd check:

- **Do Not Disturb / silent mode**: push notifications are silenced unless the Opsgenie app is allowed to override DND (critical alerts on iOS, DND access on Android) on every on-call phone.
- **Voice fallback**: WIN-911 calls a phone until someone acknowledges. In Opsgenie that requires a voice-call notification rule and a plan that includes voice.
- **Escalation timing**: how long until the next person is called if nobody acknowledges, and is that next step a call, not an email?
- **Coverage**: operators at the plant basement or in low-signal areas.
"""),
U(r"""
Marek. I said the same yesterday. Phones on Do Not Disturb at night, and voice calls are not in our Opsgenie plan. Dana says we test and see.
"""),
A(r"""
Then at least make the test realistic: on Monday evening, with the real on-call person's phone on DND, trigger a test alarm from SCADA and see whether the phone rings. If it doesn't, set the notification rules so the first notification is a push with DND override and the second, after two minutes, is an SMS, and escalate to the supervisor by phone call after ten minutes. And keep WIN-911 installed and configured, just not sending, until you've had a month without a miss.
"""),
U(r"""
OK. I set it up on Friday, with Tomás signing as duty supervisor.
"""),
)

# ---------------------------------------------------------------------------------------------
# s19
session("2024-11-20", "13:00", "Password reset emails in spam",
U(r"""
Ollie. Since Monday the new portal is live for every customer: Next.js on Azure App Service, and the old Drupal VM is switched off (kept, not deleted). Traffic is fine, 9,000 logins on day one. Problem: password reset emails from B2C land in spam at Gmail for a lot of people. The headers say:

```
Received-SPF: neutral (google.com: domain of msonlineservicesteam@microsoftonline.com ...)
From: Ashcombe Valley Water <msonlineservicesteam@microsoftonline.com>
```
"""),
A(r"""
The reset emails are being sent by Microsoft's default B2C sender with your display name on a Microsoft address. To Gmail that looks like a stranger using a utility's name, which is exactly what phishing looks like.

Send B2C's verification and reset emails through your own sender instead: B2C custom policies can call an email provider (for example your existing transactional mail service or Azure Communication Services) with a From address on your domain, with SPF, DKIM and DMARC set up for it. Then the mails align with ashcombewater.org and land in the inbox.
"""),
U(r"""
We use Azure Communication Services for the bill-ready emails already, with our domain verified. So I can reuse it?
"""),
A(r"""
Yes. Use the same verified domain (e.g. `noreply@ashcombewater.org`), and in the B2C custom policy replace the built-in email verification with a technical profile that generates the one-time code and sends it through a small API (an Azure Function calling ACS). Microsoft's sample "custom email verification" policies show the pattern. Keep the template short and without links other than to your portal's domain.
"""),
U(r"""
OK, that's a few days of work. Meanwhile the call center wants a text for customers.
"""),
A(r"""
> If you asked to reset your password on the new customer portal and don't see the email, please check your spam or junk folder for a message from "Ashcombe Valley Water". We're fixing this this week. The portal address is ashcombewater.org/account; we will never ask for your password by phone or email.
"""),
U(r"""
Sent to the call center. Other than that, a good launch week. Drupal 7 is officially history here, seven weeks before its own end of life.
"""),
A(r"""
Well done. Keep the Drupal VM off but restorable until the end of December, in case someone needs an old page or a redirect you missed; the 404 log on the new portal will tell you which old URLs people still use.
"""),
U(r"""
Good idea, I'll check the 404s every morning this week.
"""),
)

# ---------------------------------------------------------------------------------------------
# s20
session("2024-11-21", "08:15", "The Crane Hill alarm nobody heard",
U(r"""
Tomás. Incident report again, sorry. Sunday at 01:10 in the night, Crane Hill tank low level alarm. Opsgenie send a push to Jamal's phone, the phone was on Do Not Disturb, nothing rang. The escalation went to me after 30 minutes, by email, and I was sleeping. The night operator at the plant saw the level at 03:40 on the screen and called Jamal directly. The tank went down to 9 feet (low alarm is 14). Marek switched the call-outs back to WIN-911 yesterday evening, and Dana agree: we stay on WIN-911.
"""),
A(r"""
Draft:

**Incident: Crane Hill low level alarm not delivered, Sunday 2024-11-17**

Summary: a low level alarm at Crane Hill tank at 01:10 was not received by the on-call operator. It was noticed by the plant night operator at 03:40. The tank level fell to 9 ft (low alarm 14 ft); supply was maintained.

Cause: since 2024-11-04 SCADA alarms were delivered through Opsgenie. The on-call phone was on Do Not Disturb and the Opsgenie app was not allowed to override it; no voice call was configured; the escalation after 30 minutes was by email only.

Actions: 1. Call-outs returned to WIN-911 on 2024-11-20 (done). 2. ...
"""),
U(r"""
Marek here. Please put in the report that the DND risk was raised on the 30th of October, before the switch. Not to blame, but so the next time we test with a real phone at night before we go live.
"""),
A(r"""
Added under Cause: "The risk of silenced phones was identified on 2024-10-30 during planning; the go-live test on 2024-11-04 was done in office hours with phones not on Do Not Disturb, so it did not show the problem."

And as action 2: "Any change to how alarms reach on-call staff is tested at night, on the real on-call phone in its normal night settings, before go-live (owner: Dana)."
"""),
U(r"""
Tomás. And action 3: WIN-911 call-out list is still my job at the handover, so nothing changes for the operators. They are happy, honestly. The phone call wake you up, the app not.
"""),
A(r"""
Added: "3. The WIN-911 call-out list continues to be updated at the Monday 07:00 on-call handover by the rota owner (Tomás)." I've also noted in the summary that Opsgenie remains in use by IT for server alerts; only SCADA alarms moved back.
"""),
U(r"""
Yes, correct, IT keep Opsgenie for their servers. OK, I send to Dana.
"""),
)

# ---------------------------------------------------------------------------------------------
# s21
session("2024-12-04", "10:00", "Femi's first weeks, and a new handover day",
U(r"""
Hi, Femi Adeyemi here, OT network engineer, I started three weeks ago. Marek is walking me through the LTE rollout. 17 of the 41 sites report over the RV55 modems now, the rest are still on the Tarnwell radios. I'm writing the firewall rules between the VPN concentrator and the SCADA network. Current draft on the FortiGate:

```
config firewall policy
  edit 210
    set name "LTE-RTU-to-SCADA"
    set srcintf "vpn-lte"
    set dstintf "ot-scada"
    set srcaddr "LTE-RTU-SUBNET"
    set dstaddr "SCADA-POLLERS"
    set service "ALL"
    set action accept
  next
end
```
"""),
A(r"""
The direction and the `service "ALL"` are the two things to fix. In a polled system the SCADA pollers start the connection to the RTUs, not the other way round, so the policy should be from `ot-scada` to `vpn-lte`, limited to the protocols you use:

```
edit 210
  set name "SCADA-poll-to-LTE-RTU"
  set srcintf "ot-scada"
  set dstintf "vpn-lte"
  set srcaddr "SCADA-POLLERS"
  set dstaddr "LTE-RTU-SUBNET"
  set service "DNP3" "MODBUS"
  set action accept
  set logtraffic all
next
```

Define `DNP3` as TCP/20000 and `MODBUS` as TCP/502 custom services if they don't exist. If any RTUs send unsolicited DNP3 responses, add a narrow reverse rule for exactly those, not a general one.
"""),
U(r"""
Makes sense. A few Route 9 RTUs do unsolicited reporting. I'll add a reverse rule only for those three addresses. Tomás wants to use the thread now, I leave it to him.
"""),
A(r"""
Sounds right. Add a comment to the reverse rule saying which RTUs and why, so the next review doesn't remove it as "too open".
"""),
U(r"""
Tomás here. A change for the rota: from Friday January 10, when everybody is back from the holidays, the on-call handover moves from Monday 07:00 to Friday 15:00. Reasons: the Monday handover clash with the weekly sync at 9 and with the Monday morning pile of jobs from the weekend, and on Friday the day shift can brief the person who has the weekend. Can you help me write the message to the crews and operators?
"""),
A(r"""
> **On-call handover moves to Friday**
>
> From **Friday 10 January 2025**, the weekly on-call handover moves from Monday 07:00 to **Friday 15:00**.
>
> - The person coming off call briefs the person coming on at 15:00 at the Tanner Street depot (or by phone if in the field).
> - The WIN-911 call-out list is updated at the handover, and the new on-call person confirms with a test call.
> - The week from Monday 6 January is one day shorter for whoever has it: their week ends on Friday 10 January at 15:00.
>
> Why: a Friday handover lets the day shift brief the weekend's on-call person, and Monday mornings are free for the weekend's jobs and the IT/ops sync.
"""),
U(r"""
Very good. Only one more: the rota Excel has a column "Handover Mon 07:00". I change it to Friday, yes?
"""),
A(r"""
Yes, and shift the dates by three days from January on: each row starts on a Friday at 15:00 and ends on the next Friday at 15:00. Keep the 2024 rows as they are, so the history of who was on call when stays correct.
"""),
U(r"""
Done. Thank you, and merry Christmas early, I'm on holiday from the 20th.
"""),
)

# ---------------------------------------------------------------------------------------------
# s22
session("2024-12-18", "14:00", "Paymentus out, InvoiceCloud in",
U(r"""
Gwen. We're not renewing Paymentus; the contract ends at the end of February. InvoiceCloud takes over bill payment from the March billing cycle, go-live Monday March 3. Why: Paymentus charges customers a $2.95 fee on every card payment and that's our number one complaint at the call center; InvoiceCloud's pricing lets us absorb the fee for customers on paperless and autopay, and it comes with IVR phone payments and text-to-pay. Ollie suggested Stripe, but Stripe would only be card processing: no IVR, no cash payments at retail stores, and we'd carry more of the PCI scope ourselves. So no Stripe.
"""),
A(r"""
That's a clear set of reasons. The work falls into three parts:

1. **Portal**: replace the Paymentus iframe with InvoiceCloud's hosted payment page or embed, and update the CSP.
2. **Tessary CIS**: a new payment posting file from InvoiceCloud, mapped to Tessary's payment import, and reconciliation against the bank deposit.
3. **Customers**: autopay enrollments. Stored payment methods at Paymentus usually can't be moved as card numbers; check whether Paymentus and InvoiceCloud can do a tokenized transfer, otherwise customers on autopay have to re-enroll.
"""),
U(r"""
Ollie here. For the portal I'd rather not embed. InvoiceCloud has a hosted page that we can deep-link to with the account number pre-filled. Simpler CSP, and their page handles the wallet options.
"""),
A(r"""
A redirect to the hosted page keeps you almost completely out of PCI scope (SAQ A), which is the best place to be. Make sure the deep link can't be abused to show someone else's balance: pass a signed or short-lived token rather than a raw account number if InvoiceCloud supports it, and let them return the customer to a portal URL after payment.
"""),
U(r"""
Gwen. The autopay question: InvoiceCloud says a token migration from Paymentus is possible for about 80% of cards. The rest have to re-enroll. That's about 2,600 customers.
"""),
A(r"""
Then plan a two-step message for those 2,600: one in January with the February bill ("your autopay needs to be set up again from March, here's how") and a reminder a week before go-live. Keep a call-center script for people who miss it, and don't charge late fees on the March cycle for customers whose autopay failed because of the switch.
"""),
U(r"""
Good, the no-late-fee idea goes to the director. Last question: the posting file. Tessary's payment import expects fixed-width, InvoiceCloud sends CSV.
"""),
A(r"""
A small transformation job between them is the usual answer. Define the Tessary record layout from its import spec (account, amount in cents, payment date, channel, reference), convert each CSV line, and write a control total at the end so the import can check that the sum matches. Run it in the same nightly scheduler as the other integrations and keep the original CSV next to the converted file for audit.
"""),
U(r"""
I'll get the layout spec from Tessary support. Thanks, and happy holidays to the bot.
"""),
)

# ---------------------------------------------------------------------------------------------
# s23
session("2025-01-08", "11:00", "First results from Hartwell",
U(r"""
Ruth. Happy new year! Hartwell did its first pickup on Monday: all 36 routine distribution samples, collected on time, and the first results are already in their portal. Their CSV looks different from Brookline's, so my Power Query from last May breaks:

```
Lab Sample ID,Client Sample ID,Location,Date Sampled,Time Sampled,Parameter,Result,Unit,MDL,Flag
H25-000214,DS-14,Mill St & 3rd,01/06/2025,08:05,Coliform Total,Absent,,,
H25-000215,DS-14,Mill St & 3rd,01/06/2025,08:05,Chlorine Free,0.64,mg/L,0.05,
```
"""),
A(r"""
Three differences: different column names, date and time in separate columns (US format), and the analyte names are reversed ("Coliform Total" vs "Total Coliform"). Rather than rewriting the flag logic, normalise Hartwell's file to the old layout first, so the rest of the query stays the same:

```
let
    Src   = Csv.Document(File.Contents("S:\WQ\Lab\latest.csv"), [Delimiter=",", Encoding=65001]),
    Hdr   = Table.PromoteHeaders(Src, [PromoteAllScalars=true]),
    Ren   = Table.RenameColumns(Hdr, {{"Lab Sample ID","SampleID"}, {"Client Sample ID","SiteCode"},
                                      {"Parameter","Analyte"}, {"Unit","Units"}, {"Flag","Qualifier"}}),
    When  = Table.AddColumn(Ren, "CollectedAt", each
              DateTime.From(Date.FromText([Date Sampled], [Format="MM/dd/yyyy"]) & Time.FromText([Time Sampled]))),
    Names = Table.ReplaceValue(When, each [Analyte], each
              Record.FieldOrDefault(AnalyteMap, [Analyte], [Analyte]), Replacer.ReplaceValue, {"Analyte"})
in
    Names
```

with `AnalyteMap = [#"Coliform Total" = "Total Coliform", #"Chlorine Free" = "Free Chlorine", #"E. coli" = "E. coli", #"Lead" = "Lead"]`.
"""),
U(r"""
Works for these. Their lead results come in µg/L, not mg/L like Brookline's. My limit is 0.015.
"""),
A(r"""
Then either convert or keep the limit in the same unit as the data. Easiest: add a conversion step after the rename, so everything is in mg/L as before:

```
Conv = Table.TransformRows(Names, each if [Units] = "µg/L" or [Units] = "ug/L"
         then _ & [Result = Text.From(Number.From([Result]) / 1000), Units = "mg/L"] else _)
```

(and turn the list of records back into a table with `Table.FromRecords(Conv)`). The 15 µg/L action level stays 0.015 mg/L in your limits sheet.
"""),
U(r"""
Perfect. One less thing. Tomás is here and wants the thread after me.
"""),
A(r"""
Sure, go ahead, Tomás.
"""),
U(r"""
Tomás. Just a reminder for me to send: the first Friday handover is this Friday, the 10th, at 15:00. Jamal has the week that ends then, Alba start the first Friday-to-Friday week. Can you write a 2-line text for the group chat?
"""),
A(r"""
> Reminder: on-call handover is now on **Fridays at 15:00**. First one this Friday (Jan 10) at the depot: Jamal hands over to Alba, who has Friday to Friday.
"""),
U(r"""
Sent. Ruth says the coffee in Hartwell's office is better than ours, she went to drop the first bottle kits.
"""),
)

# ---------------------------------------------------------------------------------------------
# s24
session("2025-01-22", "15:00", "Marek moves to the plant project",
U(r"""
Dana. Two organisational changes I want written up properly. First: Marek moves full time to the Bellwether Creek plant upgrade project. From February 3 Femi owns the SCADA historian and the telemetry network, including the rest of the LTE rollout; Marek stays as backup for PLC work. Second: the weekly Monday IT/ops sync becomes fortnightly, on Thursdays at 10:00, starting February 13. Half of the Monday meetings last autumn had nothing on the agenda, and with the on-call handover on Fridays now, Monday mornings belong to the crews.
"""),
A(r"""
> **Changes in IT/OT from February**
>
> **Ownership.** From Monday 3 February, Femi Adeyemi is the owner of the SCADA historian (Canary) and the telemetry network, including completing the move of the remaining remote sites to cellular. Marek Zielinski moves full time to the Bellwether Creek plant upgrade project and remains the backup for PLC work. Questions, access requests and changes for the historian and telemetry go to Femi from that date.
>
> **Meetings.** The weekly IT/ops sync on Mondays at 09:00 becomes a fortnightly sync on **Thursdays at 10:00**, starting Thursday 13 February. The OT change log review moves with it. Urgent topics between syncs go to the Teams channel.
"""),
U(r"""
Good. Add that the two-sign-off rule for PLC and SCADA changes doesn't change: Femi signs as the OT engineer from now on, with the duty supervisor as the second.
"""),
A(r"""
Added at the end of the ownership paragraph: "The OT change rule is unchanged: every PLC, RTU or SCADA change needs two sign-offs, the OT engineer's (from February, Femi's) and the duty operations supervisor's."
"""),
U(r"""
And the handover from Marek to Femi needs a checklist. Marek has things in his head only.
"""),
A(r"""
A checklist for the two weeks before February 3:

1. Accounts: Femi gets admin on Canary, the FortiGate, the RV55 management (AirLink), the poller and iFIX development nodes; shared passwords rotated after.
2. Documents: site sheets for all 41 sites, the Canary tag naming convention, the collector list, the backfill scripts, the DNP3 point lists.
3. Vendors: introductions to Canary support, the Verizon account team, and the electrical contractor for the remaining LTE sites.
4. Open items: remaining LTE sites with dates; the Tarnwell licence and what to do with it once the last site is switched; AVEVA read-only server, when to archive.
5. Two site visits together: one booster station and one tank.
"""),
U(r"""
Perfect. Marek says the only thing in his head only is where the key for Crane Hill is. That goes on the list too.
"""),
A(r"""
Added as item 6: "Physical access: keys and gate codes for every site, including the Crane Hill key, recorded in the key register."
"""),
U(r"""
Ha. Sending it out now.
"""),
)

# ---------------------------------------------------------------------------------------------
# s25
session("2025-02-12", "09:30", "Compliance summary draft and a Canary query",
U(r"""
Femi. Since the 3rd the historian and the telemetry network are officially mine, so first job: Dana asked me to draft the systems section of the annual compliance summary for the state. My draft:

- SCADA historian: Canary Historian, in service since October 2024 (AVEVA Historian retained read-only).
- Telemetry: 29 of 41 remote sites on cellular (Sierra Wireless RV55, private APN); the remainder on licensed UHF radio, completion planned for spring 2025.
- Alarm call-out: WIN-911 autodialer.
- Compliance laboratory: Hartwell Environmental Laboratories (state certified) since December 2024.

Can you make it read better?
"""),
A(r"""
> **Monitoring and control systems**
>
> Process data from the treatment plant and remote sites is recorded in a Canary Historian, in service since October 2024; the previous AVEVA Historian is retained read-only for records. Remote sites report by cellular telemetry (Sierra Wireless RV55 modems on a private carrier network); at the time of writing 29 of 41 sites have been moved from licensed UHF radio, with completion planned for spring 2025. Alarms are delivered to on-call staff by a WIN-911 autodialer. Compliance samples are analysed by Hartwell Environmental Laboratories, a state-certified laboratory, since December 2024.

I kept your facts as they are; the dates are worth a quick check with the owners of each item before it goes out, especially for the lab.
"""),
U(r"""
Thanks, I'll send it to Ruth and Dana to check. Now a real question: I need the average daily flow out of the plant for January from Canary, for the same report. The tag is `BCWTP.Outflow.Total` (a totalizer in gallons).
"""),
A(r"""
For a totalizer, don't average the raw values: take the difference between the last and first value of each day (the daily delta), then average the days. In Canary's Excel add-in or through the API, request the tag with the `Delta` aggregate at a 1-day interval for 2025-01-01 to 2025-02-01, then average the 31 values. Check for totalizer rollovers or resets in January: a negative daily delta means one happened and that day needs fixing by hand.
"""),
U(r"""
One negative day: January 14, the meter was replaced. Fixed that day from the old and new meter readings. Average is 11.8 MGD.
"""),
A(r"""
That's plausible for winter demand at your size. For the report, say how the replaced-meter day was handled ("January 14 corrected from meter readings at the replacement"), so the number is reproducible.
"""),
U(r"""
Done. By the way, I went to Hobb's Lane yesterday with the electrician: the modem is mounted but Verizon coverage is weak inside the building. We need an external antenna on the mast, so it's one of the last sites.
"""),
A(r"""
An external antenna with a short low-loss cable usually adds 10-15 dB over an indoor placement. If the mast is shared with the old Yagi, leave the Yagi until the cellular link has run in parallel for a couple of weeks, like the other sites.
"""),
U(r"""
Yes, same procedure. OK, back to the report.
"""),
)

# ---------------------------------------------------------------------------------------------
# s26
session("2025-03-05", "13:00", "InvoiceCloud's first days, a correction, and GIS in the cloud",
U(r"""
Gwen. InvoiceCloud has been live since Monday. 4,100 payments posted in two days, and one problem: 37 payments were rejected by Tessary's import with "ERR 2210 amount format". All 37 have an amount with no cents, like `125` instead of `125.00`.
"""),
A(r"""
The transformation job probably formats amounts by taking the CSV text and removing the decimal point, so `125.00` becomes `12500` (cents) but `125` becomes `125` (read as $1.25 or rejected). Convert through a decimal instead of string manipulation:

```python
cents = int((Decimal(row["Amount"]) * 100).quantize(Decimal("1")))
record += f"{cents:012d}"
```

Then re-run the 37 from the original CSV. Check that none of them were posted with the wrong amount rather than rejected.
"""),
U(r"""
All 37 rejected, none posted wrong, good. Fixed and re-run. Ruth wants the thread next, something about Femi's report.
"""),
A(r"""
Glad none were posted wrong. Go ahead, Ruth.
"""),
U(r"""
Ruth here. Femi's compliance draft says Hartwell has been our lab since December 2024. That's wrong: Brookline still did every December sample, the notice ran until December 31. Hartwell's first pickup was Monday January 6. Please fix the sentence before it goes to the state.
"""),
A(r"""
Corrected sentence:

> Compliance samples are analysed by Hartwell Environmental Laboratories, a state-certified laboratory, since 6 January 2025; until 31 December 2024 they were analysed by Brookline Analytical.

Naming both labs for the reporting year also makes it clear which lab produced which results, since the summary covers all of 2024.
"""),
U(r"""
Priya now. Dana wants GIS on ArcGIS Online by the end of the year, so we can retire the on-prem ArcGIS Enterprise server and stop patching it. I'm starting a migration plan. We have 23 services, the Cityworks integration, the portal's outage view, and the editing in the enterprise geodatabase on SQL Server.
"""),
A(r"""
A first inventory to structure the plan:

1. **Content**: the 23 services, which ones are hosted vs registered from the geodatabase, and who uses each (Cityworks, the portal, dashboards, field).
2. **Editing**: today it happens in the enterprise geodatabase with attribute rules and sequences; in ArcGIS Online that becomes hosted feature layers, and features like database sequences behave differently.
3. **Integrations**: Cityworks needs to reach the layers it keys on; confirm that it supports your target setup.
4. **Cost**: ArcGIS Online consumes credits for storage and some operations; estimate them from your data volume.
5. **Security**: which layers may sit in a public cloud service; the water network is sensitive.

Points 4 and 5 can decide the whole project, so I'd do them first.
"""),
U(r"""
Agreed, credits estimate and a security review first. Femi will do the security part since the network model touches OT.
"""),
)

# ---------------------------------------------------------------------------------------------
# s27
session("2025-03-19", "10:00", "Galaxy Tab pilot for the crews",
U(r"""
Sunita. The Toughpads are a problem: they run Windows 10, which goes out of support in October, the batteries of half of them last three hours, and Panasonic doesn't sell the FZ-G1 anymore. Dana asked me to pilot Samsung Galaxy Tab Active5 tablets with the Android build of the field app (it's MAUI, so Android is a build target, not a rewrite). Five crews have them for two weeks now. One issue: the camera for meter photos opens in portrait and the photos come out rotated.
"""),
A(r"""
That's EXIF orientation: the camera writes the image in the sensor's orientation and sets an orientation tag, and your upload code ignores the tag. Either normalise the image before upload (read the EXIF orientation, rotate the bitmap, save without the tag), or use `MediaPicker.CapturePhotoAsync` and then a library like SkiaSharp to apply the orientation:

```csharp
using var input = await photo.OpenReadAsync();
using var codec = SKCodec.Create(input);
var bmp = SKBitmap.Decode(codec);
var oriented = ApplyOrientation(bmp, codec.EncodedOrigin);   // rotate/flip per EncodedOrigin
```

The server side (Cityworks attachments) then gets an upright JPEG regardless of how the tablet was held.
"""),
U(r"""
SkiaSharp it is. The crews love the tablets otherwise: lighter, hot-swappable battery, and they work with gloves.
"""),
A(r"""
That's the feedback that matters. For the rollout, plan the device management too: the Toughpads were domain-joined Windows machines, and the Galaxy tabs need an MDM (Intune, for example) for app deployment, Wi-Fi profiles, remote wipe and kiosk settings. The app updates then go through the MDM instead of the MSIX App Installer.
"""),
U(r"""
Dana here. The pilot is a yes. All crews on the Galaxy tabs by the end of next month, the Toughpads get wiped and recycled. Intune we already have for the office laptops, so the tablets go in there.
"""),
A(r"""
For "all crews by end of April":

1. Order: 60 tablets plus spares (10%), rugged cases with hand straps, vehicle chargers.
2. Intune: Android Enterprise fully managed profile, the field app as a managed app, Wi-Fi for the depot, a compliance policy (PIN, encryption).
3. App: Android release build signed with the production key; the same release goes into the Tuesday window through Intune.
4. Swap per crew: new tablet with a 15-minute walkthrough, old Toughpad collected the same day, wiped, and asset tag recorded.
5. Toughpads: data-wiped with a certificate before recycling.
"""),
U(r"""
Sunita. The cases are the risk, the supplier says 4-6 weeks. We'll see.
"""),
)

# ---------------------------------------------------------------------------------------------
# s28
session("2025-04-10", "11:30", "The last radio site",
U(r"""
Femi. Hobb's Lane went over on Tuesday, so the whole fleet reports through the LTE modems now: 41 of 41. I told everyone at this morning's sync. Now I have to decommission the Tarnwell radios: 41 remote units, the master at the plant, three repeaters, and the FCC licence. What's the right order?
"""),
A(r"""
Congratulations, that's the end of a ten-month project. A safe order:

1. **Keep the master and repeaters on for two more weeks** as a fallback, with the remote radios powered but not polled. If an LTE site fails in that time, you can still switch its poll back.
2. **Remove remote units** site by site during normal visits; record serials for disposal.
3. **Switch off repeaters, then the master**, after the fallback period.
4. **FCC licence**: once nothing transmits, request cancellation of the licence in the FCC's ULS, so it isn't renewed and the frequency coordination record is cleared.
5. **Drawings and site sheets** updated to show cellular only.
"""),
U(r"""
Millbrook asked if they can buy our old DR-400s for spares, their interconnect vault has the same model. Can we?
"""),
A(r"""
That's a procurement question more than a technical one: public bodies usually have rules for disposing of surplus equipment (a sale at fair value or a transfer agreement between utilities). Technically it's fine once the units are reset to factory settings, so your channel plan and any encryption keys don't leave with them. Check with your purchasing team for the right form.
"""),
U(r"""
I'll ask purchasing. Hal at Millbrook will be happy, their radios are the last DR-400s in the county. Second thing: the VPN concentrator shows one site flapping since yesterday, Sawmill Road tank.

```
2025-04-09 22:14:03 IPsec SA down  peer=10.210.0.37 (SAWMILL-TK)  reason=DPD timeout
2025-04-09 22:14:41 IPsec SA up    peer=10.210.0.37 (SAWMILL-TK)
2025-04-09 23:02:17 IPsec SA down  peer=10.210.0.37 (SAWMILL-TK)  reason=DPD timeout
```
"""),
A(r"""
DPD timeouts at night with quick recovery often point to the cellular link, not the VPN: the carrier's nearby site may reduce capacity at night, or the modem is re-registering between bands. Look in the RV55's logs for the same minutes: RSRP/SINR, the serving cell ID and any network re-registration. If the cell changes at those times, lock the modem to the better band or cell, or improve the antenna. If the radio link is stable, raise the DPD interval slightly so a short hiccup doesn't drop the tunnel.
"""),
U(r"""
Cell ID changes at exactly those times, between two sites. I'll lock the band in next Tuesday's window; the change form is with the duty supervisor for the second signature. Tuesday was a good day, today is a normal one.
"""),
)

# ---------------------------------------------------------------------------------------------
# s29
session("2025-04-30", "14:30", "Bea takes over the rota",
U(r"""
Tomás here. Bea Lindqvist joined us two weeks ago as field operations supervisor. From June 2 she takes the on-call rota and the WIN-911 call-out list; I move to the capital projects team (water main replacements), so I'm still in the building, only not on the phone at night anymore. Can you help me make a handover note for her?
"""),
A(r"""
> **On-call rota: handover from Tomás to Bea (effective Monday 2 June 2025)**
>
> 1. **The rota file**: S:\FieldOps\OnCall\rota_2025.xlsx. One row per week, Friday 15:00 to Friday 15:00. Fill at least eight weeks ahead; publish to crews and operators by the 1st of each month.
> 2. **Handover**: every Friday at 15:00 at the Tanner Street depot. The outgoing person briefs on open jobs and site issues.
> 3. **WIN-911**: the call-out list is updated at the Friday handover; the new on-call person confirms with a test call. Admin login for WIN-911 is in the password vault, "OT / WIN-911".
> 4. **Swaps**: allowed between qualified people, recorded in the file and in WIN-911 the same day.
> 5. **Escalation**: on-call operator → duty supervisor → operations manager; numbers on the first sheet.
> 6. **Pay**: standby allowance per week, call-out hours through the timesheet code OC-2.
"""),
U(r"""
Bea here, hello! Tomás showed me the Excel. It has 14 tabs and colours that mean things. Could we keep the rota in something better? I used Opsgenie schedules at my old job.
"""),
A(r"""
Hello Bea. Opsgenie's schedules are good for the rota itself, but a word of history: here, SCADA alarm call-outs went through Opsgenie for two weeks in November 2024 and went back to WIN-911 after a low-level alarm wasn't heard on a silenced phone. If you use a scheduling tool, keep it as the place where the rota is planned, and keep WIN-911 as what actually calls people, updated at the Friday handover. Also note that Opsgenie itself is being wound down by Atlassian, so it would be a short-lived choice; check with Dana what IT plans to replace it with for their server alerts.
"""),
U(r"""
Bea. Ah OK, I didn't know the story. Then the Excel stays for now and I make it simpler: one tab per quarter, no colours.
"""),
A(r"""
Simple is good. A layout for the quarterly tab: Week start (Fri 15:00) | Week end | Operator on call | Crew on call | Duty supervisor | Swaps/notes. Lock the header row and use data validation lists for the names, so typos can't break the WIN-911 update.
"""),
U(r"""
Tomás again. Other news: the Galaxy tablets are not done for end of April as Dana wanted. The cases arrived late, so two crews, Kellerton and the valve crew, are still on the Toughpads. Sunita says middle of May.
"""),
A(r"""
A two- to three-week slip on accessories is normal. Meanwhile keep both app builds in the Tuesday window (MSIX for the remaining Toughpads, Android through Intune), and keep the old Toughpads out of the recycling until their crews have swapped.
"""),
U(r"""
Yes. Five more Friday handovers for me as rota owner, then it's Bea's. I will miss it a little.
"""),
)

# ---------------------------------------------------------------------------------------------
# s30
session("2025-05-21", "10:00", "Toughpads gone, and no ArcGIS Online",
U(r"""
Sunita. The last Toughpads were collected on Friday: every crew is on the Galaxy Tab Active5 now, 66 tablets in Intune. The Windows build of the field app is retired. One thing left: Intune says 4 tablets are "not compliant", all with the same reason:

```
Compliance: Not compliant
Setting: Require a minimum OS version   Expected: 14.0   Actual: 13.0
```
"""),
A(r"""
Those four came with Android 13 and haven't taken the update yet. Either let them update on Wi-Fi at the depot (Settings → Software update, or an Intune system update policy set to install automatically), or, if they can't be updated for some reason, relax the compliance rule temporarily. Updating is the better option: the app is tested on 14.
"""),
U(r"""
Set the system update policy to "automatic" and they updated overnight. All compliant. Priya wants to say something about GIS.
"""),
A(r"""
Good. Go ahead, Priya.
"""),
U(r"""
Priya. Dana cancelled the ArcGIS Online move yesterday. The credits estimate came back at about three times what we pay for the Enterprise maintenance, and Femi's OT security review said the water network model (valves, mains, pressure zones) shouldn't sit in a public SaaS service. So we stay on ArcGIS Enterprise on-prem and upgrade it to 11.4 in the autumn instead. I need to write this up for the people who were planning around the move.
"""),
A(r"""
> **GIS stays on-premises**
>
> The planned move of our GIS to ArcGIS Online has been cancelled (decision 2025-05-20). Two reasons: the estimated credit consumption would cost about three times our current ArcGIS Enterprise maintenance, and the OT security review concluded that the water network model (mains, valves, pressure zones) should not be hosted in a public SaaS service.
>
> GIS remains on ArcGIS Enterprise in our data center, and will be upgraded to 11.4 in the autumn. Nothing changes for Cityworks, the customer portal's outage map or the dashboards.
"""),
U(r"""
Perfect. I had already converted two layers to hosted layers in a test org, I'll delete them.
"""),
A(r"""
Delete the test items and, if the test organisation was a trial, let it expire; if it was a paid organisation, ask Esri to close it so it doesn't keep consuming credits for storage.
"""),
U(r"""
Trial, it expires by itself. Thanks!
"""),
)

# ---------------------------------------------------------------------------------------------
# s31
session("2025-06-18", "16:00", "Rota swaps and a call-out test",
U(r"""
Bea here. Since the 2nd I run the on-call rota, and the first problem arrived: two operators want to swap the week of July 4th, but one of them is not qualified for the plant yet (only distribution). Is there a rule written somewhere?
"""),
A(r"""
I haven't seen a written rule in this thread, only Tomás's handover note: "swaps are allowed between qualified people, recorded in the rota file and in WIN-911 the same day". So the question is what "qualified" means for the on-call operator role. If the on-call operator may have to go to the plant at night, a distribution-only operator can't cover that week alone. Options: refuse the swap, or allow it with a plant-qualified backup named for that week. Either way, write the rule down so it's not decided again every time.
"""),
U(r"""
I will bring it to tomorrow's fortnightly sync and ask the operations manager. Proposal: swaps only between people with the same qualification, or with a named backup.
"""),
A(r"""
> **Proposal for the sync: on-call swaps**
>
> Swaps are allowed between people with the same on-call qualification (plant + distribution, or distribution only). A swap that puts a distribution-only operator on call needs a named plant-qualified backup for that week, agreed by both and recorded in the rota file. All swaps are entered in the rota file and in WIN-911 before the Friday 15:00 handover.
"""),
U(r"""
Good. Second: I want to test the WIN-911 call-out list after I update it on Fridays. Tomás did a test call only to the new person. Is there a better way?
"""),
A(r"""
A short test each Friday after the handover:

1. In WIN-911, send a test message to the whole on-call group, not only the new person.
2. Each person acknowledges with their PIN; WIN-911's report shows who acknowledged and when.
3. Anybody who didn't acknowledge within 10 minutes gets a phone call from you.

It takes five minutes and catches both wrong numbers and phones that don't ring.
"""),
U(r"""
I like. I do it from this Friday. Also I want to ask Femi if WIN-911 can send me a weekly report.
"""),
A(r"""
It can usually produce a call-out and acknowledgement report by date range; Femi can schedule it to email you every Friday morning. That gives you the week's call-outs before the handover.
"""),
U(r"""
Tack! Sorry, thanks. My Swedish comes out when I'm tired.
"""),
)

# ---------------------------------------------------------------------------------------------
# s32
session("2025-07-16", "11:00", "Slow first page in the morning",
U(r"""
Ollie. Customers say the portal is very slow for the first page in the morning, 15 to 20 seconds, then fine. I suspect cold starts. Current state:

```
$ az containerapp show -n avwa-portal -g rg-portal-prod --query "properties.template.scale"
{
  "maxReplicas": 6,
  "minReplicas": 0,
  "rules": [ { "name": "http-scaling", "http": { "metadata": { "concurrentRequests": "50" } } } ]
}
```
"""),
A(r"""
`minReplicas: 0` means the app scales to zero when there's no traffic, so the first request after a quiet period waits for a new replica: pulling the image if it's not cached, starting Node, and Next.js warming up its server. At night that happens every time.

Set at least one replica always on:

```
az containerapp update -n avwa-portal -g rg-portal-prod --min-replicas 1
```

One idle replica is billed at the lower idle rate, which for a customer-facing portal is worth it.
"""),
U(r"""
Done. First request now 400 ms. While I'm here: every deploy makes a new revision, and I have 64 of them listed.

```
$ az containerapp revision list -n avwa-portal -g rg-portal-prod --query "length(@)"
64
```
"""),
A(r"""
In single-revision mode old revisions are deactivated automatically but still listed; they don't cost anything when inactive. If you want a tidy list, you can't delete revisions directly, but the platform keeps a limited number of inactive ones and prunes older ones over time. What matters more is that you can roll back: keep the image tags immutable (a git SHA, not `latest`), so reactivating an old revision really gives you the old code.
"""),
U(r"""
Tags are the git SHA, yes. Last one: the InvoiceCloud return URL. After paying, customers land on /account?paid=1 but the balance still shows the old amount, because Tessary only posts the payment at night.
"""),
A(r"""
Show a pending state instead of the stale balance: when the customer returns with `paid=1`, store the payment reference and amount from InvoiceCloud's return parameters (or their payment notification) and display "Payment of $X received, your balance will update by tomorrow", until Tessary's nightly posting includes it. Use the notification, not the URL parameters alone, to decide what to show, since URL parameters can be edited.
"""),
U(r"""
InvoiceCloud has a webhook for payments, I'll use that. Thanks!
"""),
)

# ---------------------------------------------------------------------------------------------
# s33
session("2025-09-10", "14:00", "Canary upgrade next Tuesday",
U(r"""
Femi. I want to upgrade Canary to the current release next Tuesday in the window, 21:00 to midnight. The change form needs the two signatures, mine and the duty supervisor's; Bea is duty supervisor that week and already signed. Can you review my rollback plan?

1. 20:45 snapshot the Canary VM.
2. 21:00 stop collectors (they buffer locally), upgrade Historian and Views.
3. 21:40 start services, check collectors drain their buffers.
4. 22:00 check iFIX trends for 5 tags.
5. Rollback: restore snapshot, start collectors.
"""),
A(r"""
Mostly good. Two gaps:

- **Rollback after data was written**: if you restore the snapshot at, say, 22:30, the data the collectors sent to the new version between 21:40 and 22:30 is lost with the snapshot. Either decide the go/no-go before the collectors drain (test with one collector first), or accept that rollback means re-sending that window from the collectors' buffers, which only works if they still hold it.
- **Check the SCADA alarms during the work**: alarms don't depend on the historian, but confirm with the control room that WIN-911 call-outs are unaffected, so nobody thinks a quiet night means a broken system.
"""),
U(r"""
Good points. I'll start with one collector (Route 9), check it, then the rest. And we do a WIN-911 test call at 21:00 and 23:30 with Bea.
"""),
A(r"""
That's a solid plan. Add the point-of-no-return to the form: "after 21:50, with all collectors draining to the new version, rollback means restore + re-send from buffers, only if buffers cover the gap".
"""),
U(r"""
Bea here, I'm next to Femi. For the 21:00 test, the on-call is Alba this week, she knows. Can the test message say it's a test, so she doesn't drive to the plant?
"""),
A(r"""
Yes, put it in the message text: "TEST - WIN-911 call-out test during historian maintenance - no action needed - acknowledge with PIN". WIN-911 reads the text aloud on voice calls, so she'll hear it before she acknowledges.
"""),
U(r"""
Femi. Perfect. I'll also bring it to tomorrow's sync so everyone knows. Last year's AVEVA server: can we finally archive it? It's been read-only for almost a year.
"""),
A(r"""
If the last audit that could need AVEVA's data is covered by what you backfilled into Canary (ten years, per the migration plan), then yes: take a final full backup of the AVEVA history blocks and the SQL runtime database to the archive NAS, document where it is, and decommission the VM. Check with Ruth whether any compliance report still refers to AVEVA-specific extracts.
"""),
U(r"""
I ask Ruth tomorrow at the sync. Thanks!
"""),
)

# ---------------------------------------------------------------------------------------------
# s34
session("2025-11-19", "10:00", "Systems list for the board",
U(r"""
Dana. For the board's annual IT/OT review I need one page: our systems and who owns what. I started from last year's template and updated what I remembered:

- SCADA historian: AVEVA Historian (Marek)
- Alarm call-out: Opsgenie
- Work orders: Cityworks (Priya)
- Billing: Tessary CIS (Gwen)
- Customer portal (Ollie)
- GIS: ArcGIS Enterprise (Priya)
- On-call rota: Tomás

Can you check it against what we've done?
"""),
A(r"""
Three lines are out of date, going by this thread:

- **SCADA historian**: Canary Historian since October 2024; AVEVA was kept read-only and is being archived. Owner: **Femi**, since February 2025, not Marek (Marek moved to the plant upgrade project).
- **Alarm call-out**: **WIN-911**. SCADA alarms went through Opsgenie only briefly in November 2024 and were moved back after the missed Crane Hill alarm; Opsgenie is used by IT for server alerts only.
- **On-call rota**: **Bea Lindqvist**, since June 2025 (Tomás moved to capital projects).

The rest matches: Cityworks (Priya), Tessary CIS (Gwen), the customer portal (Ollie), ArcGIS Enterprise on-prem (Priya). The template has no lines for telemetry, the field tablets or the compliance lab; the board asked about the radios last year, so it may be worth adding them.
"""),
U(r"""
Ha, the template was older than I thought. I'll add the missing ones myself. Add the rules too, the board likes to see them: change control, patch window, the meeting.
"""),
A(r"""
**Rules and routines**

- **OT change control**: every PLC, RTU or SCADA change needs two sign-offs, the OT engineer's and the duty operations supervisor's, and is recorded in the change log.
- **Maintenance window**: Tuesdays 21:00 to midnight for IT and OT patching and field tablet updates.
- **On-call**: weekly rota, handover on Fridays at 15:00; alarm call-outs by WIN-911.
- **IT/ops sync**: fortnightly, Thursdays at 10:00.
"""),
U(r"""
Good. One question they will ask: the ArcGIS Online plan from last spring, is it still coming?
"""),
A(r"""
No: you cancelled it on 20 May 2025 because the credits estimate was about three times the Enterprise maintenance and the OT security review didn't want the network model in public SaaS. GIS stays on ArcGIS Enterprise on-prem; the upgrade to 11.4 was planned for this autumn, so the board might ask whether that happened.
"""),
U(r"""
It did, Priya did it in October's windows. I'll add "ArcGIS Enterprise 11.4, on-prem" to the list. And Millbrook: they asked to be on the page because of the interconnect. Their SCADA, Ignition, isn't ours though.
"""),
A(r"""
Then list it under "external interfaces", not under your systems: "Kellerton Road interconnect with Millbrook Regional Water: flow value read-only over Modbus from Millbrook's Ignition SCADA gateway; Millbrook owns and operates the equipment."
"""),
U(r"""
Perfect. That's the page. Thanks, and thanks for remembering all of this better than my template.
"""),
)


# =============================================================================================
# building the corpus


def turn_times(day: str, start: str, turns: list[tuple[str, str]]) -> list[datetime]:
    """Deterministic per-turn timestamps: users type for a while, the assistant answers quickly."""
    t = datetime.fromisoformat(f"{day}T{start}:00")
    out = []
    for i, (speaker, text) in enumerate(turns):
        if i == 0:
            t += timedelta(minutes=1)
        elif speaker == "assistant":
            t += timedelta(minutes=2 + min(len(text) // 700, 3))
        else:
            t += timedelta(minutes=3 + min(len(text) // 150, 9))
        out.append(t)
    return out


def build_corpus() -> dict:
    sessions = []
    for n, s in enumerate(SESSIONS, start=1):
        sid = f"{PREFIX}/s{n:02d}"
        times = turn_times(s["day"], s["start"], s["turns"])
        turns = [{"id": f"{sid}#{i}", "speaker": sp, "role": sp, "text": text, "at": at.isoformat()}
                 for i, ((sp, text), at) in enumerate(zip(s["turns"], times), start=1)]
        sessions.append({"id": sid, "title": s["title"], "started_at": f"{s['day']}T{s['start']}:00", "turns": turns})
    return {"format": "graphmem-chat/1", "sessions": sessions}


# =============================================================================================
# facts: (timeline, subject, predicate, object, valid_from, valid_to, evidence turns, note)

def ev(*refs: str) -> list[str]:
    return [f"{PREFIX}/{r}" for r in refs]


FACTS = [
    # SCADA historian
    ("scada_historian", "ashcombe scada", "historian", "AVEVA Historian 2014 R2 (Wonderware)", "2024-02-13", "2024-10-19",
     ev("s01#1", "s01#5", "s08#1", "s08#5", "s17#1"),
     "in place when first mentioned (2024-02-13); renewed month-to-month after the Canary decision of 2024-06-11; kept read-only after the cutover"),
    ("scada_historian", "ashcombe scada", "historian", "Canary Historian", "2024-10-19", None,
     ev("s08#5", "s17#1", "s18#1", "s25#1", "s33#1", "s34#2"),
     "decided 2024-06-11 (AVEVA PI System rejected); cutover 'this Saturday' said Thu 2024-10-17; 'the weekend before last' said Wed 2024-10-30"),
    # telemetry
    ("telemetry_link", "ashcombe remote sites", "telemetry_link", "Tarnwell DR-400 licensed UHF radios (450 MHz)", "2024-02-13", "2025-04-08",
     ev("s01#3", "s09#1", "s09#5", "s21#1", "s28#1"),
     "in place when first mentioned (2024-02-13); sites moved to cellular one by one (17 of 41 on 2024-12-04, 29 of 41 on 2025-02-12); the fleet is dated by its last site"),
    ("telemetry_link", "ashcombe remote sites", "telemetry_link", "cellular LTE (Sierra Wireless RV55 modems on a Verizon private APN)", "2025-04-08", None,
     ev("s09#5", "s21#1", "s28#1"),
     "decided 2024-06-26 (Starlink rejected); 'Hobb's Lane went over on Tuesday, so the whole fleet reports through the LTE modems now' said Thu 2025-04-10"),
    # work orders
    ("work_order_system", "ashcombe valley water", "work_order_system", "IBM Maximo 7.6", "2024-02-28", "2024-09-09",
     ev("s02#1", "s02#5", "s02#7", "s11#7", "s14#1"),
     "in place when first mentioned (2024-02-28); read-only from Friday 2024-09-06, kept as an archive"),
    ("work_order_system", "ashcombe valley water", "work_order_system", "Cityworks AMS", "2024-09-09", None,
     ev("s02#5", "s14#1", "s15#1", "s34#2"),
     "board approval 'last night' said 2024-02-28 (Lucity rejected); go-live 'Monday the 9th' said 2024-09-04; 'nine days on Cityworks' on 2024-09-18"),
    # lab
    ("lab_contractor", "ashcombe valley water", "compliance_lab", "Brookline Analytical", "2024-05-01", "2025-01-06",
     ev("s06#7", "s10#1", "s16#1", "s16#3", "s16#7", "s26#5"),
     "in place when first mentioned (2024-05-01); notice given 2024-10-02, contract ended 2024-12-31"),
    ("lab_contractor", "ashcombe valley water", "compliance_lab", "Hartwell Environmental Laboratories", "2025-01-06", None,
     ev("s16#3", "s23#1", "s26#5", "s26#6"),
     "decided 2024-10-02 for January (Pace Analytical rejected); first pickup 'on Monday' said Wed 2025-01-08; a draft of 2025-02-12 wrongly says 'since December 2024', corrected on 2025-03-05"),
    # alarm call-out
    ("scada_alarm_callout", "ashcombe scada", "alarm_callout", "WIN-911 autodialer", "2024-03-27", "2024-11-04",
     ev("s04#1", "s04#5", "s18#5"),
     "in place when first mentioned (2024-03-27)"),
    ("scada_alarm_callout", "ashcombe scada", "alarm_callout", "Opsgenie", "2024-11-04", "2024-11-20",
     ev("s18#5", "s18#7", "s20#1", "s20#4"),
     "'from Monday' said Wed 2024-10-30; reverted after the unheard Crane Hill alarm of 2024-11-17. IT keeps Opsgenie for server alerts, which is not this series"),
    ("scada_alarm_callout", "ashcombe scada", "alarm_callout", "WIN-911 autodialer", "2024-11-20", None,
     ev("s20#1", "s20#6", "s29#2", "s31#5", "s33#3", "s34#2"),
     "'switched the call-outs back to WIN-911 yesterday evening' said Thu 2024-11-21"),
    # on-call handover
    ("on_call_handover", "on-call rota", "handover_time", "weekly handover on Mondays at 07:00", "2024-03-27", "2025-01-10",
     ev("s04#5", "s04#7", "s20#6", "s21#5"),
     "in place when first mentioned (2024-03-27)"),
    ("on_call_handover", "on-call rota", "handover_time", "weekly handover on Fridays at 15:00", "2025-01-10", None,
     ev("s21#5", "s21#6", "s23#7", "s29#2", "s34#4"),
     "announced 2024-12-04 'from Friday January 10, when everybody is back from the holidays'; 'this Friday, the 10th' said 2025-01-08"),
    # customer portal
    ("portal_framework", "customer portal", "web_framework", "Drupal 7 (PHP)", "2024-04-17", "2024-11-18",
     ev("s05#1", "s05#3", "s19#7"),
     "in place when first mentioned (2024-04-17)"),
    ("portal_framework", "customer portal", "web_framework", "Next.js (TypeScript)", "2024-11-18", None,
     ev("s05#5", "s13#1", "s19#1", "s32#2"),
     "decided 2024-04-17 (Drupal 10 rejected); live for every customer 'since Monday' said Wed 2024-11-20"),
    ("portal_hosting", "customer portal", "hosted_on", "on-prem VM WEB-DMZ-02 (Tanner Street server room)", "2024-04-17", "2024-11-18",
     ev("s05#1", "s05#5", "s19#1"),
     "in place when first mentioned (2024-04-17); the VM was switched off at the launch of the new portal"),
    ("portal_hosting", "customer portal", "hosted_on", "Azure App Service", "2024-11-18", "2025-07-16",
     ev("s05#5", "s13#1", "s19#1", "s32#1"),
     "decided 2024-04-17; staging slot in August 2024; production with the Next.js launch; its end is only implicit (Container Apps seen on 2025-07-16)"),
    ("portal_hosting", "customer portal", "hosted_on", "Azure Container Apps", "2025-07-16", None,
     ev("s32#1", "s32#3"),
     "implicit: first seen running on Container Apps (az containerapp) on 2025-07-16; the move itself is never told, so the date is approximate"),
    ("portal_payments", "online bill payment", "payment_provider", "Paymentus", "2024-04-17", "2025-03-03",
     ev("s05#1", "s05#5", "s13#1", "s22#1", "s26#1"),
     "in place when first mentioned (2024-04-17); contract ended at the end of February 2025"),
    ("portal_payments", "online bill payment", "payment_provider", "InvoiceCloud", "2025-03-03", None,
     ev("s22#1", "s26#1", "s32#5"),
     "decided 2024-12-18 for 'Monday March 3' (Stripe rejected); 'live since Monday' said Wed 2025-03-05"),
    # field crews
    ("field_app_framework", "field crew app", "framework", "Xamarin.Forms 5 (C#)", "2024-03-12", "2024-08-06",
     ev("s03#1", "s03#3", "s11#5"),
     "in place when first mentioned (2024-03-12)"),
    ("field_app_framework", "field crew app", "framework", ".NET MAUI (C#)", "2024-08-06", None,
     ev("s03#3", "s12#1", "s27#1"),
     "decided 2024-03-12 (Flutter rejected); version 3.0 went out 'in last night's patch window' said Wed 2024-08-07"),
    ("field_tablets", "field crews", "tablet", "Panasonic Toughpad FZ-G1 (Windows 10)", "2024-03-12", "2025-05-16",
     ev("s03#1", "s12#5", "s27#1", "s29#7", "s30#1"),
     "in place when first mentioned (2024-03-12); the replacement planned for the end of April 2025 slipped"),
    ("field_tablets", "field crews", "tablet", "Samsung Galaxy Tab Active5 (Android, managed in Intune)", "2025-05-16", None,
     ev("s27#5", "s30#1"),
     "decided 2025-03-19 for 'the end of next month'; on 2025-04-30 four crews still had Toughpads; the last were collected 'on Friday' (said Wed 2025-05-21)"),
    # billing and the neighbour
    ("billing_cis", "ashcombe valley water", "billing_system", "Tessary CIS", "2024-02-28", None,
     ev("s02#1", "s22#7", "s26#1", "s34#2"),
     "unchanged through the corpus"),
    ("millbrook_scada", "millbrook regional water (neighbouring utility)", "scada_platform", "Ignition", "2024-06-26", None,
     ev("s09#7", "s09#8", "s34#7", "s34#8"),
     "not Ashcombe's system: Ashcombe only reads one flow value over Modbus from Millbrook's Ignition gateway; Ashcombe's HMI is iFIX"),
    # owners
    ("owner_ot", "scada historian and telemetry network", "owner", "Marek Zielinski", "2024-02-13", "2025-02-03",
     ev("s01#1", "s24#1"),
     "in place when first mentioned (2024-02-13)"),
    ("owner_ot", "scada historian and telemetry network", "owner", "Femi Adeyemi", "2025-02-03", None,
     ev("s24#1", "s24#2", "s25#1", "s34#2"),
     "'From February 3' announced 2025-01-22; 'since the 3rd ... officially mine' said 2025-02-12; Marek moved to the plant upgrade project"),
    ("owner_work_orders", "work order system", "owner", "Gwen Halloway", "2024-02-28", "2024-09-09",
     ev("s02#1", "s02#7", "s14#1"),
     "as Maximo admin, in place when first mentioned (2024-02-28)"),
    ("owner_work_orders", "work order system", "owner", "Priya Raman", "2024-09-09", None,
     ev("s14#1", "s14#9", "s15#1", "s34#2"),
     "from the Cityworks go-live, announced 2024-09-04"),
    ("owner_portal", "customer portal", "owner", "Ollie Brandt", "2024-04-17", None,
     ev("s05#1", "s05#7", "s34#2"),
     "unchanged"),
    ("owner_on_call_rota", "on-call rota", "owner", "Tomás Reyes", "2024-03-27", "2025-06-02",
     ev("s04#1", "s04#5", "s29#1"),
     "in place when first mentioned (2024-03-27)"),
    ("owner_on_call_rota", "on-call rota", "owner", "Bea Lindqvist", "2025-06-02", None,
     ev("s29#1", "s29#2", "s31#1", "s34#2"),
     "'From June 2' announced 2025-04-30; 'since the 2nd I run the on-call rota' said 2025-06-18; Tomás moved to capital projects"),
    # rules and routines
    ("scada_change_approval", "ot changes (plc, rtu, scada)", "approval_rule", "self sign-off: the OT engineer approves his own changes", "2024-02-13", "2024-05-06",
     ev("s01#7", "s04#3", "s06#1"),
     "in place when first mentioned (2024-02-13)"),
    ("scada_change_approval", "ot changes (plc, rtu, scada)", "approval_rule", "two sign-offs: the OT engineer who made the change and the duty operations supervisor, recorded in the change log", "2024-05-06", None,
     ev("s06#1", "s06#2", "s06#5", "s17#1", "s24#3", "s33#1", "s34#4"),
     "announced Wed 2024-05-01 'from Monday, May 6'; the reason is the Route 9 incident told in s04 (2024-03-27)"),
    ("maintenance_window", "it and ot systems", "maintenance_window", "Sundays 02:00-06:00", "2024-03-12", "2024-07-16",
     ev("s03#7", "s10#5"),
     "in place when first mentioned (2024-03-12)"),
    ("maintenance_window", "it and ot systems", "maintenance_window", "Tuesdays 21:00-midnight", "2024-07-16", None,
     ev("s10#5", "s10#6", "s12#9", "s33#1", "s34#4"),
     "'From next Tuesday, the 16th' said Wed 2024-07-10"),
    ("ops_meeting_cadence", "it/ops sync", "cadence", "weekly, Mondays at 09:00", "2024-05-01", "2025-02-13",
     ev("s06#1", "s21#5", "s24#1"),
     "in place when first mentioned (2024-05-01)"),
    ("ops_meeting_cadence", "it/ops sync", "cadence", "fortnightly, Thursdays at 10:00", "2025-02-13", None,
     ev("s24#1", "s24#2", "s28#1", "s31#3", "s33#7", "s34#4"),
     "announced 2025-01-22 'starting February 13'; afterwards only in passing ('this morning's sync' on Thu 2025-04-10, 'tomorrow's fortnightly sync')"),
    # GIS
    ("gis_platform", "ashcombe valley water gis", "platform", "ArcGIS Enterprise (on-prem)", "2024-05-22", None,
     ev("s07#1", "s26#7", "s30#5", "s34#7"),
     "11.1 when first mentioned, upgraded to 11.4 in October 2025; never moved to ArcGIS Online"),
    ("planned_gis_platform", "ashcombe valley water gis", "planned_platform", "ArcGIS Online (planned move, cancelled before it happened)", "2025-03-05", "2025-05-20",
     ev("s26#7", "s30#5", "s34#6"),
     "the plan stood from its announcement (2025-03-05) until Dana cancelled it 'yesterday' (said 2025-05-21); gis_platform never became ArcGIS Online"),
]


# =============================================================================================
# questions

MONTHS = ["january", "february", "march", "april", "may", "june", "july", "august", "september",
          "october", "november", "december"]


def ordinal(d: int) -> str:
    if 10 <= d % 100 <= 20:
        return f"{d}th"
    return f"{d}{ {1: 'st', 2: 'nd', 3: 'rd'}.get(d % 10, 'th') }"


def date_forms(iso: str) -> list[str]:
    """Spelled-out forms of a date that don't also match another day of the month as a substring."""
    y, m, d = (int(x) for x in iso.split("-"))
    month = MONTHS[m - 1]
    abbrs = [month[:3]] + (["sept"] if m == 9 else [])
    abbrs = [a for a in abbrs if a != month]
    forms = [iso]
    if d <= 3:                          # "march 3" would also match "march 30"
        forms += [f"{month} {ordinal(d)}", f"{month} {d},"] + [f"{a} {ordinal(d)}" for a in abbrs]
    else:
        forms += [f"{month} {d}"] + [f"{a} {d}" for a in abbrs]
    if d >= 10:                         # "6 january" would also match "16 january"
        forms += [f"{d} {month}"] + [f"{d} {a}" for a in abbrs]
    forms.append(f"{ordinal(d)} of {month}")
    return forms


NO = ["never", "did not", "didn't", "not adopted", "rejected", "no"]
W911 = ["win-911", "win911", "win 911"]
FORTNIGHT = ["fortnightly", "every two weeks", "biweekly", "bi-weekly", "every other week"]

QUESTIONS: list[dict] = []


def q(kind: str, timeline: str, question: str, answer: str, accept: list[str], evidence: list[str], **extra) -> None:
    row = {"id": f"q{len(QUESTIONS) + 1:02d}", "type": kind, "timeline": timeline, "question": question}
    if "as_of" in extra:
        row["as_of"] = extra.pop("as_of")
    row["answer"] = answer
    row["accept"] = accept
    if kind == "history":
        row["accept_all"] = True
        row["ordered_accept"] = extra.pop("ordered")
    row["evidence"] = ev(*evidence)
    assert not extra, extra
    QUESTIONS.append(row)


# --- before -----------------------------------------------------------------------------------
q("before", "scada_historian", "Which historian recorded our SCADA data before Canary?",
  "AVEVA Historian 2014 R2 (the old Wonderware historian) on HIST01 with SQL Server 2012, until the Canary cutover on 2024-10-19.",
  ["aveva", "wonderware"], ["s01#1", "s08#5", "s17#1", "s18#1"])
q("before", "work_order_system", "What did we run work orders in before Cityworks?",
  "IBM Maximo 7.6, administered by Gwen, until Cityworks went live on 2024-09-09; Maximo was then kept read-only as an archive.",
  ["maximo"], ["s02#5", "s02#7", "s14#1"])
q("before", "lab_contractor", "Which lab tested our compliance samples before Hartwell?",
  "Brookline Analytical, whose contract ran until 2024-12-31; Hartwell took the first samples on 2025-01-06.",
  ["brookline"], ["s06#7", "s16#3", "s26#5"])
q("before", "telemetry_link", "What did the remote sites use to talk to the plant before the cellular modems?",
  "Licensed 450 MHz UHF radios: Tarnwell DR-400 units at each site, polled from a master radio at the plant.",
  ["tarnwell", "uhf", "dr-400"], ["s01#3", "s09#1", "s28#1"])
q("before", "portal_framework", "What was the customer portal built on before Next.js?",
  "Drupal 7 (on PHP 7.4), running on a VM in the Tanner Street server room, until the new portal launched on 2024-11-18.",
  ["drupal"], ["s05#1", "s05#5", "s19#7"])
q("before", "portal_payments", "Who handled online bill payments before InvoiceCloud?",
  "Paymentus, embedded as an iframe in the portal; its contract ended at the end of February 2025.",
  ["paymentus"], ["s05#1", "s13#1", "s22#1"])
q("before", "field_app_framework", "What framework was the field crew app written in before .NET MAUI?",
  "Xamarin.Forms 5 (C#), targeting Windows on the crews' Toughpads, until version 3.0 on MAUI shipped on 2024-08-06.",
  ["xamarin"], ["s03#1", "s03#3", "s12#1"])
q("before", "field_tablets", "What tablets did the crews carry before the Galaxy Tab Active5?",
  "Panasonic Toughpad FZ-G1 tablets running Windows 10; the last ones were collected on 2025-05-16.",
  ["toughpad", "panasonic", "fz-g1"], ["s03#1", "s27#1", "s30#1"])
q("before", "maintenance_window", "When was the patch window before it moved to Tuesday evenings?",
  "Sundays from 02:00 to 06:00, until 2024-07-16.",
  ["sunday"], ["s03#7", "s10#5"])
q("before", "portal_hosting", "Where did the customer portal run before Azure Container Apps?",
  "On Azure App Service, where the Next.js portal went live on 2024-11-18 (before that the Drupal portal ran on an on-prem VM).",
  ["app service"], ["s13#1", "s19#1", "s32#1"])

# --- after ------------------------------------------------------------------------------------
q("after", "scada_historian", "What replaced the old AVEVA (Wonderware) historian?",
  "Canary Historian, cut over on Saturday 2024-10-19.",
  ["canary"], ["s08#5", "s17#1", "s18#1"])
q("after", "portal_framework", "After Drupal 7, what was the customer portal rebuilt with?",
  "Next.js (TypeScript), live for all customers since 2024-11-18; upgrading to Drupal 10 was rejected.",
  ["next.js", "nextjs", "next js"], ["s05#5", "s19#1"])
q("after", "scada_alarm_callout", "In November 2024, what did SCADA alarm call-outs move to after WIN-911?",
  "Opsgenie, from 2024-11-04, but only until 2024-11-20, when they went back to WIN-911.",
  ["opsgenie"], ["s18#5", "s20#1"])
q("after", "field_app_framework", "What did the field crew app move to after Xamarin.Forms?",
  ".NET MAUI: version 3.0 reached every crew tablet on 2024-08-06.",
  ["maui"], ["s03#3", "s12#1"])
q("after", "portal_payments", "Which payment provider came after Paymentus?",
  "InvoiceCloud, live since 2025-03-03.",
  ["invoicecloud", "invoice cloud"], ["s22#1", "s26#1"])
q("after", "lab_contractor", "After Brookline Analytical, which lab took over the compliance samples?",
  "Hartwell Environmental Laboratories in Kellerton, from 2025-01-06.",
  ["hartwell"], ["s16#3", "s23#1"])
q("after", "on_call_handover", "What replaced the Monday 07:00 on-call handover?",
  "A Friday handover at 15:00, from 2025-01-10.",
  ["friday"], ["s21#5", "s23#7"])
q("after", "ops_meeting_cadence", "What did the weekly Monday IT/ops sync turn into?",
  "A fortnightly sync on Thursdays at 10:00, starting 2025-02-13.",
  FORTNIGHT + ["thursday"], ["s24#1", "s24#2"])
q("after", "field_tablets", "What replaced the Toughpads for the field crews?",
  "Samsung Galaxy Tab Active5 tablets (Android, managed in Intune), running the Android build of the MAUI app; every crew had one by 2025-05-16.",
  ["galaxy tab", "samsung", "tab active"], ["s27#5", "s30#1"])
q("after", "scada_change_approval", "After the Route 9 incident, what replaced engineers approving their own PLC and SCADA changes?",
  "Two sign-offs before any download: the OT engineer who made the change and the duty operations supervisor, with every change recorded in the change log; in force since 2024-05-06, with no exceptions.",
  ["two sign-offs", "two signatures", "duty operations supervisor", "duty supervisor"], ["s06#1", "s06#2", "s06#5"])

# --- current ----------------------------------------------------------------------------------
q("current", "scada_historian", "Which historian stores the SCADA data today?",
  "Canary Historian, since 2024-10-19; the old AVEVA server is only an archive.",
  ["canary"], ["s18#1", "s33#1", "s34#2"])
q("current", "telemetry_link", "How do the remote sites report to SCADA now?",
  "Over cellular LTE: Sierra Wireless RV55 modems on a Verizon private APN, for all 41 sites since 2025-04-08.",
  ["cellular", "lte", "rv55", "sierra wireless"], ["s21#1", "s28#1"])
q("current", "work_order_system", "What work-order system do the crews and supervisors use now?",
  "Cityworks AMS, since 2024-09-09.",
  ["cityworks"], ["s14#1", "s15#1", "s34#2"])
q("current", "scada_alarm_callout", "What sends SCADA alarm call-outs to the on-call operator these days?",
  "WIN-911. Opsgenie was used only from 2024-11-04 to 2024-11-20; IT still uses Opsgenie for server alerts, not for SCADA alarms.",
  W911, ["s20#1", "s31#5", "s33#3", "s34#2"])
q("current", "lab_contractor", "Which lab analyses our compliance samples now?",
  "Hartwell Environmental Laboratories, since 2025-01-06.",
  ["hartwell"], ["s23#1", "s26#5", "s26#6"])
q("current", "portal_hosting", "Where is the customer portal hosted now?",
  "On Azure Container Apps (the container app avwa-portal).",
  ["container apps", "container app", "containerapp"], ["s32#1", "s32#3"])
q("current", "portal_payments", "Which company takes our customers' online bill payments now?",
  "InvoiceCloud, since 2025-03-03.",
  ["invoicecloud", "invoice cloud"], ["s26#1", "s32#5"])
q("current", "field_tablets", "What tablets do the field crews use today?",
  "Samsung Galaxy Tab Active5, since 2025-05-16.",
  ["galaxy tab", "samsung", "tab active"], ["s30#1"])
q("current", "on_call_handover", "When does the on-call handover happen nowadays?",
  "On Fridays at 15:00, since 2025-01-10.",
  ["friday"], ["s21#5", "s29#2", "s34#4"])
q("current", "maintenance_window", "When is the patch and maintenance window now?",
  "Tuesdays from 21:00 to midnight, since 2024-07-16.",
  ["tuesday"], ["s10#5", "s33#1", "s34#4"])
q("current", "ops_meeting_cadence", "How often does the IT/ops sync meet now?",
  "Fortnightly, on Thursdays at 10:00, since 2025-02-13.",
  FORTNIGHT, ["s24#1", "s31#3", "s34#4"])
q("current", "scada_change_approval", "What approval does a PLC or SCADA change need today?",
  "Two sign-offs: the OT engineer who made it and the duty operations supervisor, recorded in the change log (since 2024-05-06).",
  ["two sign-offs", "two signatures", "duty operations supervisor", "duty supervisor"], ["s06#1", "s24#3", "s33#1", "s34#4"])

# --- as_of ------------------------------------------------------------------------------------
q("as_of", "scada_historian", "As of 1 September 2024, which historian was recording the SCADA data?",
  "AVEVA Historian (Wonderware). Canary had been chosen on 2024-06-11, but the cutover only happened on 2024-10-19.",
  ["aveva", "wonderware"], ["s08#5", "s17#1", "s18#1"], as_of="2024-09-01")
q("as_of", "work_order_system", "On July 1, 2024, what system were work orders managed in?",
  "IBM Maximo. Cityworks had been approved in February 2024 but only went live on 2024-09-09.",
  ["maximo"], ["s02#5", "s11#7", "s14#1"], as_of="2024-07-01")
q("as_of", "scada_alarm_callout", "As of 2024-11-12, what delivered SCADA alarm call-outs?",
  "Opsgenie, which handled them from 2024-11-04 until the switch back to WIN-911 on 2024-11-20.",
  ["opsgenie"], ["s18#5", "s20#1", "s20#4"], as_of="2024-11-12")
q("as_of", "scada_alarm_callout", "Which system called the on-call operator for SCADA alarms on 10 December 2024?",
  "WIN-911, again since 2024-11-20, after the short Opsgenie period (2024-11-04 to 2024-11-20).",
  W911, ["s20#1", "s20#6"], as_of="2024-12-10")
q("as_of", "lab_contractor", "As of December 15, 2024, which lab analysed our compliance samples?",
  "Brookline Analytical: its notice period ran until 2024-12-31 and Hartwell only started on 2025-01-06 (a draft report that said 'Hartwell since December 2024' was wrong).",
  ["brookline"], ["s16#3", "s16#7", "s23#1", "s26#5"], as_of="2024-12-15")
q("as_of", "portal_payments", "On 15 February 2025, who processed the portal's online payments?",
  "Paymentus; InvoiceCloud only went live on 2025-03-03.",
  ["paymentus"], ["s22#1", "s26#1"], as_of="2025-02-15")
q("as_of", "portal_hosting", "Where was the customer portal hosted as of January 15, 2025?",
  "On Azure App Service, since the new portal's launch on 2024-11-18.",
  ["app service"], ["s13#1", "s19#1"], as_of="2025-01-15")
q("as_of", "on_call_handover", "As of 20 December 2024, when did the weekly on-call handover take place?",
  "On Mondays at 07:00. The move to Fridays at 15:00 had been announced but started on 2025-01-10.",
  ["monday", "07:00"], ["s04#5", "s21#5"], as_of="2024-12-20")
q("as_of", "field_tablets", "Which tablets was the Kellerton crew still carrying on 1 May 2025?",
  "The old Panasonic Toughpads: the Galaxy Tab rollout planned for the end of April slipped because of late cases, and the last Toughpads were only collected on 2025-05-16.",
  ["toughpad", "panasonic"], ["s27#5", "s29#7", "s30#1"], as_of="2025-05-01")
q("as_of", "owner_ot", "As of January 27, 2025, who owned the SCADA historian and the telemetry network?",
  "Marek Zielinski; Femi Adeyemi took them over on 2025-02-03.",
  ["marek"], ["s01#1", "s24#1"], as_of="2025-01-27")
q("as_of", "scada_change_approval", "As of April 15, 2024, who had to approve a PLC logic change before it was downloaded?",
  "Only the OT engineer himself: Marek signed off his own changes (self sign-off). Two sign-offs were required from 2024-05-06.",
  ["his own", "himself", "own changes", "self sign-off"], ["s01#7", "s04#3", "s06#1"], as_of="2024-04-15")
q("as_of", "owner_on_call_rota", "Who managed the on-call rota on 15 May 2025?",
  "Tomás Reyes; Bea Lindqvist took it over on 2025-06-02.",
  ["tomás", "tomas"], ["s29#1", "s31#1"], as_of="2025-05-15")

# --- when -------------------------------------------------------------------------------------
q("when", "scada_historian", "When did the historian cutover to Canary happen?",
  "On Saturday 2024-10-19.",
  date_forms("2024-10-19"), ["s17#1", "s18#1"])
q("when", "work_order_system", "When did Cityworks go live?",
  "On Monday 2024-09-09 (Maximo went read-only on Friday 2024-09-06).",
  date_forms("2024-09-09"), ["s14#1", "s15#1"])
q("when", "portal_framework", "When did the new Next.js portal go live for all customers?",
  "On Monday 2024-11-18.",
  date_forms("2024-11-18"), ["s13#7", "s19#1"])
q("when", "scada_alarm_callout", "When were SCADA alarm call-outs switched back from Opsgenie to WIN-911?",
  "On the evening of 2024-11-20, three days after the unheard Crane Hill alarm.",
  date_forms("2024-11-20"), ["s20#1", "s20#4"])
q("when", "lab_contractor", "When did Hartwell start handling our compliance samples?",
  "On Monday 2025-01-06 with the first pickup, not in December 2024 as one draft claimed.",
  date_forms("2025-01-06"), ["s23#1", "s26#5"])
q("when", "telemetry_link", "When did the last remote site move to cellular, so that the whole fleet was on LTE?",
  "On Tuesday 2025-04-08, when Hobb's Lane went over.",
  date_forms("2025-04-08"), ["s28#1"])
q("when", "portal_payments", "When did InvoiceCloud go live?",
  "On Monday 2025-03-03, with the March billing cycle.",
  date_forms("2025-03-03"), ["s22#1", "s26#1"])
q("when", "field_tablets", "When were the last Toughpads taken out of service?",
  "On Friday 2025-05-16, about two weeks later than planned.",
  date_forms("2025-05-16"), ["s30#1"])
q("when", "on_call_handover", "When was the first Friday on-call handover?",
  "Friday 2025-01-10 at 15:00.",
  date_forms("2025-01-10"), ["s21#5", "s23#7"])
q("when", "owner_on_call_rota", "When did Bea take over the on-call rota?",
  "On Monday 2025-06-02.",
  date_forms("2025-06-02"), ["s29#1", "s31#1"])

# --- why --------------------------------------------------------------------------------------
q("why", "scada_historian", "Why did we leave the AVEVA historian?",
  "Cost and age: the renewal was $38,400 for three years plus a new server and a SQL Server upgrade, because the current AVEVA release doesn't support SQL Server 2012 (out of extended support since 2022, on the OT network). Canary cost $21,900 perpetual with three years of support and needs no SQL Server. The PI System was far more expensive.",
  ["sql server 2012", "38,400", "renewal", "cheaper", "expensive", "cost"], ["s01#5", "s01#6", "s08#1", "s08#2", "s08#5"])
q("why", "work_order_system", "Why did the utility pick Cityworks to replace Maximo?",
  "Cityworks is built on Esri, so asset IDs come straight from the GIS instead of being entered twice, and staying on Maximo would have meant Maximo Application Suite 8 on OpenShift, which nobody in-house could run.",
  ["esri", "gis", "double entry", "entered twice", "openshift", "application suite"], ["s02#5"])
q("why", "lab_contractor", "Why did we drop Brookline Analytical?",
  "Repeated sample failures: late pickups meant samples were analysed after the 30-hour holding time (February and July 2024), and then their courier lost a cooler with 14 samples at the end of September 2024. Hartwell is twenty minutes from the depot with daily pickups.",
  ["holding time", "cooler", "courier", "late"], ["s10#1", "s16#1", "s16#3"])
q("why", "telemetry_link", "Why did we move the remote sites off the radios?",
  "Tarnwell had discontinued the DR-400 in 2022, so failed radios could no longer be replaced (the last spare was used in June 2024), and a new warehouse on Route 9 blocked the radio path to Hobb's Lane. Cellular was also cheaper over ten years than new licensed radios.",
  ["discontinued", "spare", "warehouse", "path"], ["s09#1", "s09#3", "s09#4", "s09#5"])
q("why", "scada_alarm_callout", "Why did SCADA alarm call-outs go back to WIN-911 after the Opsgenie trial?",
  "On 2024-11-17 a Crane Hill low-level alarm was not heard: Opsgenie sent a push to the on-call phone, which was on Do Not Disturb, no voice call was configured, and the escalation went out by email after 30 minutes. The tank fell to 9 ft. Marek had warned about silenced phones in October.",
  ["do not disturb", "dnd", "not heard", "silenced", "voice call", "push"], ["s18#7", "s20#1", "s20#3"])
q("why", "scada_change_approval", "What led to the two-sign-off rule for PLC and SCADA changes?",
  "The Route 9 booster incident of 2024-03-24: an untested, unreviewed change to the pump alternation timer (43200 ms instead of 43,200,000) made the pumps swap every 43 seconds until both tripped, and the Kellerton zone dropped to 28 psi.",
  ["route 9", "timer", "tripped", "both pumps", "43 seconds"], ["s04#3", "s04#6", "s06#1"])
q("why", "on_call_handover", "Why was the on-call handover moved from Monday morning to Friday afternoon?",
  "The Monday 07:00 handover clashed with the weekly Monday sync and the Monday pile of weekend jobs, while on a Friday the day shift can brief whoever has the weekend.",
  ["brief", "weekend", "clash", "monday morning"], ["s21#5"])
q("why", "portal_payments", "Why did we switch online payments from Paymentus to InvoiceCloud?",
  "Paymentus charged customers a $2.95 fee per card payment, the call center's top complaint; InvoiceCloud's pricing lets the utility absorb the fee for paperless and autopay customers, and it adds IVR phone payments and text-to-pay.",
  ["fee", "2.95", "ivr", "text-to-pay", "complaint"], ["s22#1"])
q("why", "planned_gis_platform", "Why was the move of our GIS to ArcGIS Online called off?",
  "The credits estimate came to about three times the ArcGIS Enterprise maintenance, and the OT security review said the water network model should not sit in a public SaaS service.",
  ["credit", "three times", "security", "saas"], ["s30#5", "s30#6"])

# --- history ----------------------------------------------------------------------------------
q("history", "scada_alarm_callout", "What has delivered SCADA alarm call-outs over time, in order?",
  "WIN-911 until 2024-11-04, then Opsgenie until 2024-11-20, then WIN-911 again.",
  ["opsgenie"], ["s04#5", "s18#5", "s20#1"], ordered=[W911, ["opsgenie"], W911])
q("history", "portal_hosting", "Where has the customer portal been hosted over time?",
  "First on a VM in the Tanner Street server room (WEB-DMZ-02, the Drupal site), then on Azure App Service from the Next.js launch on 2024-11-18, and by July 2025 on Azure Container Apps.",
  ["app service"], ["s05#1", "s19#1", "s32#1"],
  ordered=[["server room", "web-dmz-02", "on-prem"], ["app service"], ["container apps", "containerapp"]])
q("history", "lab_contractor", "Which labs have analysed our compliance samples, in order?",
  "Brookline Analytical until 2024-12-31, then Hartwell Environmental Laboratories from 2025-01-06.",
  ["brookline", "hartwell"], ["s06#7", "s16#3", "s23#1"], ordered=[["brookline"], ["hartwell"]])
q("history", "owner_on_call_rota", "Who has run the on-call rota over time?",
  "Tomás Reyes until 2025-06-01, then Bea Lindqvist from 2025-06-02.",
  ["bea"], ["s04#1", "s29#1", "s31#1"], ordered=[["tomás", "tomas"], ["bea", "lindqvist"]])
q("history", "scada_historian", "Trace the SCADA historian over time.",
  "AVEVA Historian 2014 R2 (Wonderware) until 2024-10-19, then Canary Historian.",
  ["canary"], ["s01#1", "s08#5", "s17#1"], ordered=[["aveva", "wonderware"], ["canary"]])
q("history", "field_tablets", "What tablets have the field crews carried over time?",
  "Panasonic Toughpad FZ-G1 (Windows 10) until 2025-05-16, then Samsung Galaxy Tab Active5.",
  ["galaxy tab"], ["s03#1", "s27#5", "s30#1"], ordered=[["toughpad", "panasonic"], ["galaxy tab", "samsung"]])

# --- negative ---------------------------------------------------------------------------------
q("negative", "work_order_system", "Did we ever use Lucity for work orders?",
  "No. Lucity was evaluated in early 2024 and lost to Cityworks; work orders went from Maximo to Cityworks.",
  NO, ["s02#5"])
q("negative", "field_app_framework", "Was the field crew app ever rewritten in Flutter?",
  "No. Sunita looked at Flutter in March 2024, but rewriting the C# offline layer in Dart would have taken months; the app went from Xamarin.Forms to .NET MAUI.",
  NO, ["s03#3"])
q("negative", "scada_historian", "Did we ever run the AVEVA PI System?",
  "No. It was quoted at $95k in June 2024 and rejected as too expensive; the historian went from AVEVA Historian to Canary.",
  NO, ["s08#1", "s08#5"])
q("negative", "lab_contractor", "Has Pace Analytical ever done our compliance testing?",
  "No. Pace quoted in October 2024, but its nearest service center is two hours away; Hartwell replaced Brookline.",
  NO, ["s16#3"])
q("negative", "portal_payments", "Did the portal ever take payments through Stripe?",
  "No. Stripe was suggested in December 2024 and rejected (card processing only: no IVR, no cash payments at retail, more PCI scope); payments went from Paymentus to InvoiceCloud.",
  NO, ["s22#1"])
q("negative", "gis_platform", "Is our GIS on ArcGIS Online?",
  "No. A move to ArcGIS Online was planned in March 2025 but cancelled on 2025-05-20; the GIS stays on ArcGIS Enterprise on-prem (upgraded to 11.4).",
  ["never", "did not", "didn't", "cancelled", "canceled", "no", "arcgis enterprise"], ["s26#7", "s30#5", "s34#6"])
q("negative", "millbrook_scada", "Is Ignition part of our SCADA?",
  "No. Ignition is Millbrook Regional Water's SCADA; we only read one flow value from Millbrook's Ignition gateway over Modbus at the Kellerton Road interconnect. Our HMI is iFIX.",
  ["no", "millbrook", "not ours"], ["s08#3", "s09#7", "s09#8", "s34#8"])
q("negative", "telemetry_link", "Did any of our remote sites go on Starlink?",
  "No. Starlink was suggested for Hobb's Lane in June 2024 and rejected (a dish per site and a public internet path, refused by the OT security review); the sites moved from radio to cellular LTE.",
  NO, ["s09#3", "s09#5"])

# --- ownership --------------------------------------------------------------------------------
q("ownership", "owner_work_orders", "Who owns the work-order system now?",
  "Priya Raman, since the Cityworks go-live on 2024-09-09.",
  ["priya"], ["s14#1", "s15#1", "s34#2"])
q("ownership", "owner_work_orders", "Who looked after Maximo before Cityworks?",
  "Gwen Halloway, the billing and customer systems lead, who was also the Maximo admin.",
  ["gwen"], ["s02#1", "s02#7", "s14#1"])
q("ownership", "owner_ot", "Who is responsible for the historian and the telemetry network now?",
  "Femi Adeyemi, since 2025-02-03; Marek Zielinski had them before and moved to the plant upgrade project.",
  ["femi"], ["s24#1", "s25#1", "s34#2"])
q("ownership", "owner_on_call_rota", "Who runs the on-call rota today?",
  "Bea Lindqvist, since 2025-06-02.",
  ["bea"], ["s29#1", "s31#1", "s34#2"])
q("ownership", "owner_portal", "Who owns the customer portal?",
  "Ollie Brandt.",
  ["ollie"], ["s05#1", "s05#7", "s34#2"])
q("ownership", "owner_ot", "Who owned the SCADA historian before Femi?",
  "Marek Zielinski, the SCADA engineer, until 2025-02-03.",
  ["marek"], ["s01#1", "s24#1"])


# =============================================================================================
# writing

def main() -> None:
    corpus = build_corpus()
    (HERE / "corpus.chat.json").write_text(json.dumps(corpus, ensure_ascii=False, indent=1) + "\n", encoding="utf-8")
    with (HERE / "facts.jsonl").open("w", encoding="utf-8") as fh:
        for timeline, subject, predicate, obj, start, end, evidence, note in FACTS:
            row = {"subject": subject, "predicate": predicate, "object": obj, "valid_from": start, "valid_to": end,
                   "evidence": evidence, "timeline": timeline}
            if note:
                row["note"] = note
            fh.write(json.dumps(row, ensure_ascii=False) + "\n")
    with (HERE / "questions.jsonl").open("w", encoding="utf-8") as fh:
        for row in QUESTIONS:
            fh.write(json.dumps(row, ensure_ascii=False) + "\n")
    turns = sum(len(s["turns"]) for s in corpus["sessions"])
    print(f"wrote {len(corpus['sessions'])} sessions, {turns} turns, {len(FACTS)} facts, {len(QUESTIONS)} questions")


if __name__ == "__main__":
    main()
