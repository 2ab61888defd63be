#!/usr/bin/env python3
"""Write the chat_holdout14 corpus, facts and questions (deterministic, standard library only).

Usage: python3 generate.py   (writes corpus.chat.json, facts.jsonl, questions.jsonl next to this file)

Everything here is fictional and was written for this held-out set: Tarnbeck Community Energy,
a community energy co-operative, talking to an AI assistant over 36 sessions (Feb 2024 - Oct 2025).
"""
from __future__ import annotations

import json
import zlib
from datetime import datetime, timedelta
from pathlib import Path

PREFIX = "h14"
HERE = Path(__file__).resolve().parent
SESSIONS: list[dict] = []


def S(num: int, title: str, started: str, *turns: str) -> None:
    """Add a session; turns alternate user / assistant, starting with the user."""
    SESSIONS.append({"num": num, "title": title, "started": started, "turns": [t.strip("\n") for t in turns]})


# ---------------------------------------------------------------------------------------------
# sessions 01-12 (February - July 2024)
# ---------------------------------------------------------------------------------------------

S(1, "INV-07 offline at Brackenridge, and two availability figures", "2024-02-06T09:10",
"""
Morning. Idris here, asset and operations. Both solar farms and the Hob Hill wind site are mine, so the overnight alarms land on me. Solar-Log WEB Enerest has shown INV-07 at Brackenridge as offline since 06:40, but the string monitoring box next to it still reports current on all its strings:

```
Brackenridge / Inverter 07 (STP 60)   status: OFFLINE   last value 05:58
SCB-07A  str1 6.1 A  str2 6.0 A  str3 5.9 A  str4 6.2 A   08:55
```

Is the inverter down, or only the reporting?
""",
"""
The string currents say the inverter is working: if it had tripped, the strings feeding it would read zero, because the current would have nowhere to go. So this is almost certainly communication between the inverter and the logger, not generation. Two quick checks before anyone drives out:
1. In the Solar-Log device list, is INV-07 the only device missing, or everything after it on the same RS485 line? A break in the bus takes out every device downstream.
2. Does the export meter at the substation show a drop of roughly one inverter's share (about 1/14 of the site) since 06:40? If not, the energy is still flowing.
""",
"""
Only INV-07 is missing; INV-08 to INV-14 sit on the same bus after it and they report fine. The substation meter has no dip, today's yield is tracking yesterday's. So comms.
""",
"""
Then the bus is intact and only INV-07's own interface has gone quiet. The usual suspects, most likely first: the RS485 connector or cable gland on INV-07 itself (water, or a loose terminal), the inverter's communication card having hung (restarting the comms card, not the whole inverter, often clears it), or an address conflict if anyone swapped hardware recently. The energy isn't lost either way: the inverter keeps its own counters, and the logger will show it as a jump when it reconnects, which you may want to smooth out of the daily chart.
""",
"""
Jonah, our site technician, found it: water in the RS485 gland on INV-07 after Sunday's rain, green terminals. New gland, it's back. Second question while I have you. Greyfell Renewables, who do the O&M on our two turbines, sent the January report for Hob Hill out of Bazefield, their SCADA system. It says 96.1% availability. Our own view of the turbines is Greenbyte, and Greenbyte says 94.3%. Which one is right?
""",
"""
Possibly both, because they're probably not measuring the same thing. Availability figures differ on three points:
- time-based versus energy-based availability;
- what counts as excused downtime: grid outages, curtailment by the network operator, scheduled maintenance, icing;
- which status codes each system maps to "available".
A 1.8-point gap in a winter month is typical of one system excusing grid curtailment and the other not. Check what the O&M contract defines, because that definition is the one the availability guarantee is paid on.
""",
"""
Contract says time-based, and downtime caused by the grid doesn't count against Greyfell. Northfold Networks curtailed us on the 11th and 12th through the ANM scheme, about 14 hours on each turbine.
""",
"""
That accounts for most of it. January has 744 hours; 14 curtailed hours per turbine is 1.9% of the month. If Greenbyte counts curtailment as unavailable and Bazefield excuses it, you'd expect almost exactly the gap you see. Ask Greyfell for the event list behind their figure (start, end, status code per turbine) and tag the two ANM events in Greenbyte as grid curtailment, so your own figure follows the contract definition from now on. The two numbers should then agree within a few tenths.
""",
"""
I'll ask for the event list. I'll post the numbers in the staff WhatsApp group so Morwenna has them before Thursday's board. Honestly, a WhatsApp group with fourteen people in it is no way to run operations, but that's another fight.
""",
"""
A version for the group:
"Hob Hill January availability: 96.1% per Greyfell (Bazefield), 94.3% in our Greenbyte. The difference is the 11-12 Jan ANM curtailment by Northfold, which the contract excuses and Greenbyte didn't. Asked Greyfell for their event list; will align Greenbyte. INV-07 at Brackenridge was a wet RS485 gland, fixed, no generation lost."
""")

S(2, "February billing run: usage import rejected", "2024-02-20T14:00",
"""
Hello, I'm Nkechi Adeyemi. I run billing for Tarnbeck, so the member bills are my problem every month. The February run is stuck. We load each member's monthly kWh into Chargebee as metered usage from a CSV, and the import rejected 212 rows:

```
Row 14: subscription AzZj8kTQ2b1 - usage_date 2024-01-31 is outside the current term (2024-02-01 - 2024-02-29)
Row 15: subscription AzqL0pTQ9c4 - usage_date 2024-01-31 is outside the current term (2024-02-01 - 2024-02-29)
...
212 rows failed, 3,188 imported
```
""",
"""
Chargebee only accepts usage inside a subscription's current term, and those 212 subscriptions have already rolled into their February term. Their January usage is dated 31 January, which now falls into a closed term. Do these members renew on a different day from the others? If some terms rolled over on 1 February and the rest later, that would split them exactly like this.
""",
"""
Yes: the 212 renew automatically on the 1st, because they joined on the 1st of a month. The rest renew on the 5th. Readings are taken on the last day of the month for all of them. What do I do, change the date to 1 February?
""",
"""
Dating them 1 February puts January's consumption on the February invoice, which is what a late reading would do anyway, but the bill would then call it February. The cleaner fix for these 212 is to bill January's usage as a one-off charge, and in future to align everyone's term so it renews after the readings are in:

```python
import csv

with open('usage_jan.csv') as src, open('usage_jan_fixed.csv', 'w', newline='') as dst:
    rows = csv.DictReader(src)
    out = csv.DictWriter(dst, fieldnames=rows.fieldnames)
    out.writeheader()
    for r in rows:
        if r['subscription_id'] in renewed_on_first:
            continue  # billed as a one-off charge instead
        out.writerow(r)
```

Moving the renewal day to the 5th for everyone removes the cause.
""",
"""
One-off charges this month, and I'll move everyone to the 5th from April. Next problem: after the run I send the direct debit collection file to Access PaySuite, and they reject ours because amounts must be in pence with no decimal point. Our export writes 42.50.
""",
"""
Convert with Decimal rather than floats, so a value like 19.99 can't turn into 1998:

```python
from decimal import Decimal, ROUND_HALF_UP

def to_pence(amount: str) -> int:
    return int((Decimal(amount) * 100).quantize(Decimal('1'), rounding=ROUND_HALF_UP))

assert to_pence('42.50') == 4250
assert to_pence('19.99') == 1999
```

Also check whether their format wants a trailer record with the count and total: most bureau formats do, and a mismatch rejects the whole file.
""",
"""
The trailer is there, it was only the pence. A message from Ruth in finance, she asked me to pass it on: she wants us off Sage 50 before the new financial year starts in April. It's the desktop version on the one PC in the office, only she can use it, and our accountants keep asking for remote access. She's looking at Xero.
""",
"""
The start of a financial year is the natural moment: carry the closing trial balance over as opening balances and keep the old year's detail in the old system for the year-end accounts. If it's Xero, Chargebee has a native integration that posts invoices, credit notes and payments, which would replace the export Ruth probably does by hand now. Worth asking her whether she wants invoices per member or a daily summary journal: at 3,400 members a month, per-member invoices make the ledger busy.
""",
"""
I'll tell her. One more thing for your notes, so you don't suggest otherwise: every refund goes through me, whatever the amount. Even a £3 one. We're a small team and I like to see every single one.
""",
"""
Noted: all refunds are approved by you personally. It may help to keep a simple refund log (date, member number, amount, reason, Chargebee credit note number), so the approvals are visible to Ruth at month end as well.
""")

S(3, "Time to leave LastPass", "2024-03-05T10:30",
"""
Morwenna here, I'm the general manager. We don't have an IT person, so IT is me by default: accounts, laptops, the office server, all of it. We keep shared logins in LastPass: Solar-Log, the bank, Northfold's connections portal, Chargebee. Two things this month. A board member got a "master password reused" warning, and I found that a volunteer who left in December could still open the shared folder. After all the LastPass breach stories I've had enough. What would you do?
""",
"""
First, the urgent part, whatever tool comes next: change every password in the folders that volunteer could open, starting with the bank and Chargebee, and remove them from LastPass today. Then choose a replacement on the criteria that matter for a small co-op: easy for non-technical staff and board members, sharing by team, offboarding in one step, and a recovery path when someone forgets their master password. 1Password, Bitwarden and Keeper all cover the basics; they differ in usability and price.
""",
"""
Already rotated the bank and Chargebee this morning. Cal, our board's IT volunteer, wants Bitwarden: cheap, open source. Last week I had Nkechi and Idris try both for a few days.
""",
"""
A trial with the people who will actually use it is the right test. What did they say? Bitwarden's strengths are price and openness; 1Password usually wins on polish, which matters when your users don't care about password managers at all.
""",
"""
Decision: 1Password. Nkechi and Idris both got lost in Bitwarden's collections, and its browser extension kept filling the wrong login for our three Solar-Log accounts. 1Password's nonprofit discount makes it nearly the same price. So no Bitwarden, sorry Cal. We go live on Monday 8 April, after the Easter break, and LastPass is closed that same week.
""",
"""
Rollout for the 8th:
1. Create the 1Password account now, import the LastPass export into a temporary vault, then sort items into team vaults.
2. Invite everyone on the Friday before, so Monday is only signing in.
3. Explain the Emergency Kit (the Secret Key) and make sure two admins can recover accounts.
4. After a week without problems, delete the LastPass export file everywhere and close the LastPass account.
5. Offboarding from then on: remove the person from 1Password first, then rotate what was in their vaults.
""",
"""
Vaults: Board, Billing, Assets, Outreach, Office. Who gets the bank login?
""",
"""
Give banking its own vault rather than putting it in Billing or Board, and share it only with the people who pay or reconcile: you, Nkechi and Ruth. Board members rarely need to log in to the bank. Keep Northfold's portal in Assets with Idris. Make two people admins, so recovery never depends on one person being reachable.
""",
"""
Admins are me and Cal, so he gets something out of this at least 😄. Unrelated: Tomasz asked whether the member portal maintenance window, Tuesdays 19:00 to 21:00, still works for everyone. I said yes, nobody has complained.
""",
"""
Noted: portal maintenance on Tuesdays 19:00-21:00, and 1Password from 8 April with you and Cal as admins, plus a separate Banking vault.
""")

S(4, "Gaps in the Low Ings data, and a thermography report", "2024-03-19T11:00",
"""
Idris. The February generation report for members has holes. Low Ings shows no data from 9 to 14 February in Solar-Log WEB Enerest, and the report script writes zeroes. The logger at Low Ings sends over a 3G modem.

```
site        day         yield_kWh   data_points
Low Ings    2024-02-08  2104        288
Low Ings    2024-02-09  0           0
...
Low Ings    2024-02-14  0           0
Low Ings    2024-02-15  1876        288
```
""",
"""
Zeroes are the worst way to show missing data: members will read them as the farm not producing. Two separate things. The cause: 3G networks are being switched off across the UK, so a 3G-only modem will lose its connection for good sooner or later. The data: Solar-Log loggers keep their readings locally for a while, so if the logger itself kept running, the missing days may still be on it and will upload once it's online again. For the report, make the script write "no data" (null) instead of 0, and flag those days.
""",
"""
Yes, the network switched 3G off around us in February. I drove up on Friday; the logger had everything, and once I fitted a 4G router it uploaded the backlog. The report is fixed. But it's the third gap since autumn, and each time Enerest only emailed me its "no data" alert the next morning. I want to know within the hour.
""",
"""
Next-morning emails are fine for a monthly report and useless for operations. Until you have something better, a small check can close the gap: poll the data for each site every 15 minutes in daylight and send a message when the newest data point is older than 45 minutes. It's a stopgap, though. The real question is whether the monitoring platform does alerting you can trust.
""",
"""
It's not only the alerts. Enerest can't show Brackenridge and Low Ings in one portfolio view together with the irradiance sensors, so I compare the sites in a spreadsheet every month. The Solar-Log contract renews in September. I'll start looking at alternatives.
""",
"""
A checklist, so the demos are comparable:
- reads your existing loggers or inverters without new hardware on site;
- alerting: delay, channels (SMS, email, app), and rules you can tune;
- a portfolio view across sites with irradiance and expected yield;
- an API for the member portal and the report;
- price per MWp per year, and what onboarding costs;
- UK support hours.
Ask each vendor to show a "no data" alert live in the demo.
""",
"""
Good list. Different topic: Sitemark sent the thermography report for Brackenridge from the drone flight on 7 March. 38 modules with hotspots, 4 of them with failed bypass diodes. How do I prioritise?
""",
"""
By risk, then by money:
1. Bypass diode failures first: a failed diode can make a module run very hot, and it takes a whole substring out.
2. Hotspots with a large temperature difference to the neighbouring cells next (over 20 K is a common line).
3. Small differences: monitor them and re-check at the next flight.
Check the module warranty as well: diode failures are usually a warranty claim, with Sitemark's report as the evidence.
""",
"""
Over 20 K first, then. Sitemark flew the site for us last year too, so we can compare year on year.
""",
"""
That's the most useful part: a module at 8 K last year and 25 K now is degrading, while one steady at 15 K can probably wait. Ask Sitemark for the module-level CSV of both years and join them on module position.
""")

S(5, "Two weeks into Xero", "2024-04-17T09:30",
"""
Hi, Ruth Achterberg from finance. We moved the books to Xero at the start of the quarter, so I'm two weeks into reconciling against the bank feed. The opening balances came over from Sage 50 as a trial balance at 31 March. Problem: the Chargebee integration posts every invoice twice. Invoice CB-24-04-0117 appears as INV-0117 and INV-0117-1.
""",
"""
Two copies of every invoice almost always means two connections syncing into the same Xero organisation: one from the live Chargebee site and one from a test site, for example, or the integration set up twice. In Xero, look at the connected apps; in Chargebee, check the Xero integration on every site you have, the test site included.
""",
"""
There were two: the one I set up, and one Nkechi made on the Chargebee test site while playing 😅. Deleted hers and voided the duplicates. Next: direct debit money arrives in the bank as one lump from Access PaySuite, about £61,000 on the 12th, and I have to match it against 1,900 invoices.
""",
"""
Don't match it line by line. Take the collection report from Access PaySuite (member reference and amount per line) and record it in Xero as a batch payment against those invoices; the bank line then matches one batch with exactly the same total. If the integration already marks the invoices paid from Chargebee, make sure it doesn't also create payments in Xero, or you're back to duplicates.
""",
"""
Batch payment import works, reconciled in ten minutes. Passwords are easier now too: everyone's been on 1Password since Monday last week, and the Xero login sits in the Billing vault. Morwenna says LastPass is closed.
""",
"""
Good. For Xero in particular, turn on two-step authentication. 1Password can hold the one-time code, but for the finance system I'd keep the second factor in a separate authenticator app, so one compromised vault can't open it.
""",
"""
VAT question. Electricity for household members is at the 5% domestic rate, but our few business members, the school and the pub, are at 20%. Sage had two tax codes. In Xero?
""",
"""
Xero has "5% (VAT on Income)" and "20% (VAT on Income)" among the standard UK rates; check both are active under Tax Rates. Then map them in the Chargebee integration: Chargebee sends the tax rate with each line, and the integration settings map Chargebee's tax profiles to Xero's rates. Test with one household and one business invoice before the next billing run.
""",
"""
Both test invoices came through with the right rate. The accountants will still do the 2023-24 year-end from Sage; everything from April is in Xero.
""",
"""
Then keep Sage 50 installed and read-only until the year-end accounts are signed, and take a final backup of the Sage data for the records (six years for HMRC). After that the office PC can retire.
""")

S(6, "Slow usage page on the member portal", "2024-05-08T13:30",
"""
Tomasz here, I develop the member portal (alone, so it's all mine). The "My usage" page takes 6 seconds for members who are with us many years. It's Laravel, database MariaDB 10.6. Slow query log:

```
# Query_time: 5.912  Lock_time: 0.000  Rows_sent: 730  Rows_examined: 2841277
SELECT reading_date, kwh FROM meter_readings
WHERE member_id = 1187 ORDER BY reading_date DESC LIMIT 730;
```
""",
"""
2.8 million rows examined for 730 results means a scan: no index covers member_id and reading_date together, so MariaDB filters the whole table and sorts it. Add a composite index:

```sql
ALTER TABLE meter_readings ADD INDEX idx_member_date (member_id, reading_date);
```

With member_id first and reading_date second, the query walks the index backwards for that one member and stops after 730 rows. On a table this size the ALTER takes a few minutes; run it in a quiet hour.
""",
"""
Index added, from 6 s to 300 ms, thanks. Second topic: our Linode bill. They announced prices go up about 20 percent from June; our two Linodes plus backups go from 62 to 74 dollars per month. And worse, the London datacentre had two network outages in April, around 40 minutes each, both in the evening, and the portal was down both times.
""",
"""
The money is small, the outages aren't: evenings are when members use the portal. Before deciding, check whether the outages were network-wide in London (their status page history says) or specific to your hosts. If you do move, comparable options are Hetzner Cloud (cheap, EU datacentres in Germany and Finland), OVHcloud (has a UK region), or a UK host such as Mythic Beasts. For one Laravel app and one database it's a one-day migration wherever you go.
""",
"""
Status page says London, network, both times. I bring it to Morwenna. Nice thing by the way: since staff chat moved off the WhatsApp group onto Element last Thursday, I can post a log without it disappearing under fifty messages about the office kettle.
""",
"""
Element renders code blocks, so wrap logs in triple backticks, and create rooms per topic (portal, billing, sites) rather than one big room, or you'll rebuild the WhatsApp problem in a new tool.
""",
"""
Already rooms. Next Tuesday in the maintenance window, 19:00 to 21:00, I want to upgrade Laravel 10 to 11. Is two hours enough?
""",
"""
Check the PHP version first: Laravel 11 needs PHP 8.2 or newer. If the server runs 8.1, that's a separate step, and I'd give it its own window so you know which change broke what. The framework upgrade itself is mostly composer constraints and a few config changes; the new slim application structure is optional for upgraded apps, so you don't have to restructure anything.
""",
"""
Server is PHP 8.1. So first PHP, then Laravel. Two windows.
""",
"""
Yes: PHP 8.2 in one window, run the test suite and watch the error log for a week, then Laravel 11 in the next.
""")

S(7, "Moving the portal to Hetzner", "2024-05-22T10:00",
"""
Tomasz again. I spoke with Morwenna: we move the member portal from Linode to Hetzner Cloud. Reasons are what I wrote last time: the price rise and the two evening outages in London. Hetzner gives more CPU for half the price, and the data is in the EU, in Falkenstein; Morwenna checked, for UK GDPR the EU is adequate. OVHcloud was the other option, but their control panel confused me and the support reviews are bad, so no.
""",
"""
Plan, in order:
1. Build the new server now (same PHP and MariaDB versions as production), deploy the app, and run it against a copy of the database.
2. Two days before: lower the DNS TTL of the portal's record to 300 seconds.
3. On the day: maintenance page on, stop the queue worker and cron, dump and restore the database, rsync the uploaded files, switch DNS, smoke tests, maintenance page off.
4. Keep the Linode running untouched for a week as the way back.
""",
"""
Date: Saturday 15 June, from 6 in the morning. Not in the Tuesday window, it's only two hours and the database copy takes longer. Morwenna agreed to the exception.
""",
"""
Early Saturday is a good choice. Time the dump and restore on the copy first so you know the real duration, and set a rollback deadline: if the smoke tests aren't green by, say, 10:00, point DNS back at Linode. Members won't have written anything to the new server by then, so going back is clean.
""",
"""
What about the field app? Elin's backend for it runs on Fly.io, that's separate. Do we move it too?
""",
"""
No reason to. The field app's backend is its own component with its own hosting, and moving the portal doesn't change it. The only link to check is whether one calls the other by hostname: if the field app backend calls a portal API, it follows DNS automatically.
""",
"""
Elin says Fly.io stays, she is happy there, and the field app has nothing to do with the portal. Good. Database: dump, or replication?
""",
"""
For a database of a few gigabytes a dump is simpler and safe enough inside a maintenance window:

```bash
mariadb-dump --single-transaction --routines --triggers portal | zstd > portal.sql.zst
zstd -dc portal.sql.zst | mariadb portal
```

Replication only pays off when a dump's downtime is too long.
""",
"""
Test: dump 11 minutes, restore 24 minutes. Fine for Saturday.
""",
"""
Then add a check after the restore: row counts of the five biggest tables on both sides, and the newest meter_readings date. If those match, the data is there.
""")

S(8, "Unpaid direct debits in June", "2024-06-12T14:00",
"""
Nkechi. June run, 37 direct debits came back unpaid. Since the direct debits moved to SmartDebit on the first of last month, the returns arrive as ARUDD reports in the SmartDebit portal instead of an email from Access PaySuite, and I'm still learning to read them:

```
ARUDD 2024-06-10  returned: 37
reason 0  REFER TO PAYER          21
reason 1  INSTRUCTION CANCELLED    9
reason 2  PAYER DECEASED           1
reason 5  NO ACCOUNT               2
reason 6  NO INSTRUCTION           4
```
""",
"""
What each means for you:
- 0, refer to payer: usually not enough money in the account. You may re-present once; tell the member first.
- 1, instruction cancelled: the member or their bank cancelled the mandate. You need a new mandate before collecting again.
- 2, payer deceased: stop collections and handle the account with care, through the executor.
- 5, no account: the account is closed, you need new details.
- 6, no instruction: the bank has no mandate for you, often after a switch that didn't carry it over.
Re-present only the reason 0 ones, once.
""",
"""
And Chargebee? It still shows these invoices as paid, because we mark them paid when we submit the collection.
""",
"""
Then each return has to be reversed in Chargebee, or the member's balance is wrong and dunning never starts. Record it against the payment transaction through the API, so it's done the same way every month:

```python
for r in returns:
    chargebee.Transaction.record_refund(r.txn_id, {
        'amount': r.amount_pence,
        'payment_method': 'bank_transfer',
        'comment': f'ARUDD {r.code} {r.date}',
    })
```

The invoice goes back to unpaid and the normal dunning email takes over.
""",
"""
Member 4471 (reason 1) phoned, quite angry, she says she never cancelled anything. She moved banks in May.
""",
"""
Then it's probably the bank switch, not her. With the Current Account Switch Service, direct debits move to the new bank automatically, and you as the collector receive an ADDACS message with the new details. If a collection was submitted against the old details around the same time, it can come back as cancelled. Check the ADDACS reports in SmartDebit for her reference.
""",
"""
ADDACS shows her on 3 June with a new sort code and account. So SmartDebit has the new details, but our collection file took the old ones from Chargebee.
""",
"""
Right: the details changed in SmartDebit but not in Chargebee, and you build the file from Chargebee. Two fixes: apply the ADDACS changes to Chargebee every week, and re-present her June collection with the new details after telling her, since the mandate itself moved with the switch.
""",
"""
Weekly on Mondays, then. I've also just approved a £3.20 refund for a member after an estimated reading error. Approved by me, as always.
""",
"""
Added to the list: ADDACS changes into Chargebee every Monday, and ARUDD returns reversed in Chargebee after each run.
""")

S(9, "Choosing a monitoring platform", "2024-06-19T10:00",
"""
Idris. The Solar-Log contract renews in September, and I've now had demos from three platforms: meteocontrol VCOM, AlsoEnergy PowerTrack, and Power Factors Drive, which Ravensett use for their 12 MW across the valley. I used your checklist from March.
""",
"""
Then score them on the same points: no new hardware, alert delay, portfolio view with irradiance, API, price per MWp, UK support. What did each one show for the "no data" alert?
""",
"""
Result: VCOM. It reads our existing Solar-Log loggers directly, so no new hardware at either farm; the "no data" alert came by SMS within five minutes in the demo; and it puts Brackenridge, Low Ings and the irradiance sensors in one portfolio with an expected-yield model. PowerTrack wanted their own dataloggers installed and priced in dollars per site. Drive is built for portfolios ten times ours, and Ravensett pay a fortune for it. VCOM goes live on Monday 1 July; Enerest stays read-only until the Solar-Log contract runs out.
""",
"""
Onboarding list for 1 July:
- site metadata: module and inverter data per string, tilt and azimuth, so the expected-yield model means something;
- irradiance sensors mapped per site, with their calibration dates;
- alarm rules: start with inverter offline, no data, and underperformance against expected yield, and tune the thresholds in the first weeks;
- who gets which alarm, by SMS or by email;
- history: import the Enerest data so year-on-year comparisons keep working.
""",
"""
Tomasz wants a live generation tile on the member portal, fed from VCOM. He asks about the API.
""",
"""
Have the portal call the VCOM API from the server, never from members' browsers, and cache the result for about 15 minutes: generation doesn't change faster than that in any way members care about, it keeps you far from any rate limit, and the API key stays on the server.
""",
"""
Tomasz says hi, and that the portal has been much faster since Saturday's move to Hetzner. He was up at six for it 😄
""",
"""
Glad it went well. Remind him of the last step: once a week has passed without problems, take a final backup from Linode and cancel it, so you don't pay the new Linode prices for a server nobody uses.
""",
"""
I'll tell him. Note: the wind site stays in Greenbyte, this change is only for the solar farms. Greyfell keep Bazefield for their side at Hob Hill, as before.
""",
"""
Noted: VCOM for Brackenridge and Low Ings from 1 July, Greenbyte for Hob Hill unchanged, and Bazefield is Greyfell's own system.
""")

S(10, "VCOM alarms, and a blank map at Hob Hill", "2024-07-03T15:00",
"""
VCOM went live on Monday as planned. The first real alarm came at 07:12 yesterday, a grid fault on INV-02 at Low Ings, and the SMS was on my phone two minutes later. Compared to Enerest's next-morning emails that's heaven. But some rules fire far too often:

```
02.07.2024 05:01  Brackenridge  INV-01..14  Underperformance  (PR < 60 %)
02.07.2024 05:03  Low Ings      INV-01..06  Underperformance  (PR < 60 %)
02.07.2024 21:14  Brackenridge  INV-03      Underperformance  (PR < 60 %)
```
""",
"""
Those are dawn and dusk alarms: at very low irradiance the performance ratio is noisy and meaningless, so every inverter "underperforms". Add an irradiance condition to the rule (evaluate only when plane-of-array irradiance is above about 200 W/m²) and a delay, so the condition must hold for 15 minutes before it alarms. That removes almost all the morning and evening noise without hiding real faults.
""",
"""
200 W/m² and 15 minutes, done. Another thing, from the field. At Hob Hill the field app's map is blank: no mobile signal up there, and the app uses Google Maps, so no tiles load. Jonah couldn't find the marker for the cable route to turbine 2 on Monday.
""",
"""
Google Maps doesn't allow apps to store map tiles for offline use, so with no signal there's nothing to draw. The options are an offline-capable map SDK where a region is downloaded in advance (Mapbox and MapLibre both do this), or bundling a site plan image with the app for each site. For a few remote sites, downloadable regions are the usual fix.
""",
"""
I'll pass it to Elin, the field app is hers. She also said the work orders in the app are just rows in an Airtable base, so offline might be a bigger problem than the map.
""",
"""
She's right that the map is the easy half. If the app can't save a work order without a connection, technicians at Hob Hill will write on paper and type it in later. Offline needs a local store on the phone and a sync step, and that's a design decision for her, not a setting.
""",
"""
For now I'll print the cable route and laminate it. Back to VCOM: its expected-yield model says Brackenridge underperformed by 6% in June.
""",
"""
Before trusting that, check the inputs: expected yield is computed from the irradiance sensor, so a sensor reading high makes the farm look bad. Also check soiling (a dry spell with pollen can cost a few percent) and whether inverter downtime in June explains part of it.
""",
"""
The pyranometer at Brackenridge was last calibrated in 2021. That's probably it.
""",
"""
Likely a good part of it: pyranometers drift, and calibration every two years is the usual advice. Send it away for calibration (or swap in a calibrated spare) and treat June's 6% as unconfirmed until then.
""")

S(11, "Open day at Low Ings", "2024-07-17T18:30",
"""
Hi! Gwilym here, I coordinate our volunteer outreach group. We're having an open day at Low Ings on Saturday 10 August and the newsletter has to go out this week. We send it from MailerLite; the subscriber list comes from a CiviCRM export of the members who opted in. Can you draft the main piece? Tours at 11 and 2, a kids' solar car workshop, tea and cake in the barn.
""",
"""
Draft:

"Come and see your solar farm! On Saturday 10 August, Low Ings opens its gates to members, families and neighbours. Walk the rows with our volunteers on a guided tour at 11:00 or 14:00, build a solar-powered car in the kids' workshop, and finish with tea and cake in the barn. Every member owns a share of these panels, so come and meet them. No booking needed for the tours; the workshop has 20 places per session, so reply to this email to reserve one."
""",
"""
Lovely. The volunteers organise everything in our WhatsApp group, and the events live on a Trello board, one card per event. Can you write the checklist for the open day card?
""",
"""
Checklist for the card:
- [ ] Landowner informed, gate and parking field agreed
- [ ] Site induction and safety briefing for volunteers (Idris)
- [ ] Tour route marked, no access inside the fenced inverter areas
- [ ] First aider on site, first aid kit
- [ ] Workshop kits (20 x 2), tables, gazebo
- [ ] Tea, cake, urn, cups; float for donations
- [ ] Signs, and the membership sign-up table
- [ ] Photo consent forms for children
- [ ] Thank-you message to the volunteers afterwards
""",
"""
And the monthly generation report for members, while I have you. The volunteers write it every month from the numbers Idris gives us, and from this month the numbers come out of VCOM. June: Brackenridge 612 MWh, Low Ings 268 MWh, Hob Hill 310 MWh.
""",
"""
"June was a bright month for your co-op: together our three sites generated 1,190 MWh. Brackenridge produced 612 MWh and Low Ings 268 MWh in the long summer days, while the turbines at Hob Hill added 310 MWh when the wind picked up. Thank you for being part of it."
""",
"""
One worry: MailerLite says we're at 962 of the 1,000 subscribers allowed on the free plan. After the open day we'll be over.
""",
"""
Three options: pay for the next MailerLite tier, clean the list (people who haven't opened anything in 12 months), or look at a tool priced differently. Cleaning is sensible in any case, since unengaged addresses also hurt deliverability.
""",
"""
I'll clean out the inactive ones for now and think about the rest later.
""",
"""
Make a segment of subscribers with no opens in 12 months, send them one "do you still want to hear from us?" email, and remove those who don't click. That usually frees 10-20% of a list.
""")

S(12, "A new maintenance window", "2024-07-31T11:00",
"""
Tomasz. Last night, Tuesday, I did the PHP 8.2 upgrade in the maintenance window and 340 members got the maintenance page while they wanted to see their usage. Morwenna received six complaint emails. I pulled the portal traffic by hour for the last four weeks:

```
hour  avg sessions
06    31
07    38
08    96
...
18    371
19    412
20    455
21    388
```
""",
"""
Your window sits exactly on the daily peak: 19:00-21:00 are the two busiest hours, when people are home and look at their usage. Early morning is the quietest time, and weekends are usually quieter than weekdays for a site like this. Do you have the numbers per weekday? If Sunday 07:00 is as low as it looks, that's the obvious slot.
""",
"""
Sunday 07:00-09:00 averages 22 sessions. Morwenna agreed: from this Sunday, 4 August, the portal maintenance window is Sunday 07:00 to 09:00, no more Tuesday evenings. I put it on the status page and in the footer.
""",
"""
Text for the status page and footer:
"Planned maintenance: from 4 August 2024, planned work on the member portal happens on Sundays between 07:00 and 09:00. We announce each one here at least three days ahead. Your data is never affected, but the portal may be unavailable for part of that time."
""",
"""
Good. Laravel 11 then on Sunday the 11th. Composer complains:

```
Problem 1
  - Root composer.json requires laravel/framework ^11.0 -> satisfiable by laravel/framework[v11.0.0, ..., v11.18.1].
  - laravel/sanctum v3.3.3 requires illuminate/contracts ^9.21|^10.0 -> found illuminate/contracts[v9.21.0, ..., v10.48.17] but these were not loaded, because they conflict with your root composer.json require (^11.0).
```
""",
"""
The framework is fine; it's Sanctum 3.x, which only supports Laravel 9 and 10. Sanctum 4 supports 11, so bump both together:

```bash
composer require laravel/framework:^11.0 laravel/sanctum:^4.0 --with-all-dependencies
```

Sanctum 4 no longer loads its migrations automatically; publish them once with `php artisan vendor:publish --tag=sanctum-migrations` if you ever run migrations on a fresh database.
""",
"""
That works on my machine. A question about the VCOM generation tile: I cache the API result for 15 minutes as you said. In files, or in MariaDB?
""",
"""
The file cache is fine for one server: Laravel's default file driver, `Cache::remember('vcom.live', now()->addMinutes(15), fn () => $vcom->live())`. A database cache only helps when several servers share it, and you have one.
""",
"""
File cache, simple. Thanks!
""")

# ---------------------------------------------------------------------------------------------
# sessions 13-24 (August 2024 - January 2025)
# ---------------------------------------------------------------------------------------------

S(13, "Member emails lost in osTicket", "2024-08-14T10:00",
"""
Nkechi. Member support runs in osTicket on the old office server, and this week it's out of control: around 120 spam tickets a day. The server has PHP 7.4, so osTicket can't be upgraded to a version with better filters. Worst part: a member's complaint about a wrong bill sat nine days under the spam before anybody saw it.
""",
"""
For this week: add a ban list and filters for the obvious spam patterns, and have one person go through the queue sorted oldest first every morning, so real messages can't age unseen. Longer term, an osTicket that can't be upgraded, on a server with an unsupported PHP, is a security problem as well as a spam problem, because it faces the internet.
""",
"""
Morwenna and I decided this morning: member support moves to Help Scout, from Monday 2 September. It looks like a shared inbox, the volunteers who help answer can use it after five minutes, and there's a nonprofit discount. Zendesk was the other candidate; Ravensett's manager swears by it, they use it for their 6,000 members, but it's expensive per agent and far too much for three of us.
""",
"""
Migration checklist for the 2nd:
1. Create the Help Scout mailbox and verify your sending domain (SPF and DKIM), so replies don't land in spam.
2. Redirect support@ to Help Scout on the Monday morning, and stop osTicket fetching mail at the same moment.
3. Recreate the common answers as saved replies and the categories as tags (billing, moving home, meter reading, sites, membership).
4. Decide who sees what: billing conversations to you, site questions to Idris.
5. Tell members nothing changes for them: same address.
""",
"""
Do we import the old tickets?
""",
"""
I wouldn't. Imports from osTicket are fiddly and most old tickets are closed. Export the open ones and handle them by hand, keep osTicket read-only for reference for a few months, then export everything to a CSV archive and switch it off.
""",
"""
Write me saved replies for three things: the bill explained, moving house, and changing the direct debit date.
""",
"""
1. Bill explained: "Thanks for getting in touch. Your bill has three parts: the electricity you used (your meter readings times the member tariff), the daily standing charge, and VAT at 5%. If a reading was estimated it's marked with an E; send us a photo of your meter and we'll correct it on the next bill."
2. Moving house: "Thanks for letting us know. Please send your moving date, a final meter reading on that day (a photo is ideal) and your new address. We'll send a final bill within two weeks. If you're moving within our area, you can stay a member and take your membership with you."
3. Direct debit date: "We can collect on the 5th, 15th or 25th of the month. Reply with the date you'd like and we'll change it from your next bill."
""",
"""
Perfect. osTicket stays read-only until Christmas, then off.
""",
"""
Noted: Help Scout from 2 September, osTicket read-only until Christmas, then archived and switched off.
""")

S(14, "Help Scout week one, and a plan for billing", "2024-09-04T14:30",
"""
Nkechi. We've been in Help Scout since Monday: 74 conversations so far and not one spam. Small thing: our replies go out as "Tarnbeck via Help Scout" instead of "Tarnbeck Energy Members".
""",
"""
That's the mailbox name plus the sender setting. In the mailbox settings, set the name to "Tarnbeck Energy Members" and send as the mailbox rather than the agent, so it looks the same whoever answers. If members' mail apps still show "via", the DKIM records for your domain aren't verified yet, so the mail app names the service that actually sent the message.
""",
"""
DKIM was missing; I added the two records in our DNS at Gandi. Bigger news: last night the board approved moving billing off Chargebee to Junifer in spring 2025. Chargebee bills kWh as plain usage, but it can't do time-of-use tariffs, and we want a cheaper daytime tariff for members when the sun is out. Junifer is built for energy suppliers. Ravensett run their billing on Kraken, but that's for much bigger suppliers than us.
""",
"""
A time-of-use tariff is a good reason: it rewards members for using electricity when your farms produce. It also needs half-hourly meter data, so part of the project is getting smart meter readings, not only the billing system. What are the timeline and the budget?
""",
"""
The implementation quote is £55,000 plus the licence. The project would start in November and go live in spring. Until then Chargebee stays as it is.
""",
"""
Things to settle before November, so the quote holds:
- migration scope: members, accounts, balances, payment history, mandates (does SmartDebit stay?);
- where the half-hourly data comes from and how it reaches Junifer;
- integrations: Xero, SmartDebit, the portal, Help Scout;
- who does the work on your side, since you also run the monthly billing meanwhile;
- what "spring" means as a date, and what happens if it slips past the annual price change.
""",
"""
Good list, I'll take it to Morwenna. Meanwhile, a refund: a member wants £240 back after an over-estimated bill. I approve it, I'm the only one who does.
""",
"""
Then raise a credit note in Chargebee against the over-estimated invoice and refund the £240 to the member by bank transfer (direct debit payments can't be refunded through the debit itself). Log it in the refund sheet with the reason "estimate corrected".
""",
"""
Done. And Help Scout's saved replies have been used 40 times already, the volunteers love them.
""",
"""
Good start. Watch the "moving house" reply in particular: if it's used a lot, a form on the portal for moves would save both sides time.
""")

S(15, "A Raptor Maps trial flight", "2024-09-18T11:00",
"""
Idris. We're testing Raptor Maps at Brackenridge against Sitemark: their pilot flew the site last Thursday and the results came in on Monday. Sitemark has done our thermography for years; Raptor Maps promises a digital twin down to each module. A sample of their export:

```
module_id      row  anomaly_class      delta_T  severity
BR-R12-M044    12   hotspot_single     14.2     medium
BR-R12-M045    12   soiling            3.1      low
BR-R15-M102    15   bypass_diode       22.8     high
...
total anomalies: 112
```
""",
"""
Before comparing that with Sitemark's 38, check the flight conditions: thermography needs steady irradiance, usually at least 600 W/m², for hotspots to show reliably. What was the irradiance during their flight?
""",
"""
480 W/m² between clouds, according to VCOM. Sitemark found 38 hotspot modules in March; Raptor Maps reports 112 anomalies, most of them classed as soiling.
""",
"""
At 480 W/m² with passing clouds, temperature differences are smaller and less stable, and soiling patches can look like anomalies, so the two reports aren't comparable yet. Ask Raptor Maps to re-analyse with a stricter threshold, or better, to fly again on a clear day, and check a sample of their findings on site with a handheld camera. That gives you their precision, which matters more than the count.
""",
"""
I'll ask for a re-analysis. The trial runs until mid-October, then we decide.
""",
"""
Agree the decision criteria now, so the result isn't argued about afterwards: the share of checked findings that are real; what the insurer accepts as evidence; the price for both farms per year; and whether you would actually use module-level data.
""",
"""
Morwenna asked me to pass this on: Dario Mensah started on Monday as our systems and IT person, three days a week. From 1 October IT and all the accounts are his, not hers any more.
""",
"""
A handover list for Dario:
- 1Password admin (take over Morwenna's admin role), and the vault structure;
- domains and DNS at Gandi, email, and the support@ routing into Help Scout;
- Element admin for staff chat;
- the office server and everything that runs on it (osTicket read-only, anything else);
- backups: what's backed up, where to, and when a restore was last tested;
- phones and the helpline;
- laptops, and who has which.
""",
"""
I'll forward it to him. The phone system will top his list: the helpline runs on 3CX, on the same old office box as osTicket.
""",
"""
Then the office server is the first thing for him to look at: two internet-facing services on one old machine.
""")

S(16, "Phones and backups", "2024-10-02T09:30",
"""
Hi, Dario here. Since yesterday IT is officially mine; Morwenna handed over the keys, the 1Password admin included. First job: the phones. The member helpline runs on 3CX, installed on the office server, the same box as the old osTicket. 3CX want £900 to renew, and the box is eight years old. I'm moving the helpline to Dialpad, cut-over on Monday; the numbers port the same day.
""",
"""
Reasonable, with two cautions for the cut-over. Number ports occasionally fail or go through only partly, so keep 3CX and its trunk active until you've confirmed inbound calls on every number through Dialpad. And test inbound calls from several networks, landlines from smaller carriers included, not only your own mobiles: interop problems tend to show up with callers nobody tested. The outage line is the one that can't fail.
""",
"""
The outage line matters most, yes. Neighbours and members call it when they see something wrong at a site, a fence down, a noise from a turbine. I'll set up the Dialpad call flows today: billing, outage, everything else.
""",
"""
Call flow suggestion:
- Main number: a short greeting, then 1 for billing, 2 to report a problem at a site, 3 for everything else.
- Option 2 rings Idris's and Jonah's phones together during the day and the on-call phone out of hours, never voicemail first.
- Billing from 9 to 4 to the billing team; outside those hours voicemail, sent by email to the support address so it becomes a Help Scout conversation.
""",
"""
Second: backups. The office server and the nightly portal database dump are backed up with Duplicati to Backblaze B2. The portal job has failed since 19 September:

```
Failed: The remote server returned an error: (401) Unauthorized.
  bad_auth_token: application key has been deleted
```
""",
"""
The B2 application key it uses has been deleted, so every upload is refused. Create a new application key restricted to that one bucket (read and write, no bucket deletion), put it in the Duplicati job, and store it in 1Password. A per-bucket key means one leaked key can't touch your other buckets.
""",
"""
It was Morwenna's application key, and she deleted it during the handover 🙈. New key, job runs. But Duplicati's local database has got corrupted twice this year already and each repair took hours.
""",
"""
That's Duplicati's known weak spot: its local database has to match what's in the bucket, and when it breaks, repairs are slow. restic and Borg keep all their state in the repository itself; restic talks to B2 directly. Whatever you use, test a restore regularly: a backup that has never been restored is a hope, not a backup.
""",
"""
I'll look at restic once the phones are done. One thing at a time.
""",
"""
Sensible. Phones on Monday, then backups. Put both dates in the IT log: the Dialpad cut-over, and the new B2 key today.
""")

S(17, "Ending the Raptor Maps trial", "2024-10-16T13:00",
"""
Idris. Decision on the drone trial: we stop Raptor Maps and stay with Sitemark. The re-analysis still flagged 71 anomalies; we checked 20 of them on site with a handheld camera and 13 were nothing. Our insurer also wants the thermography signed off by a Level 2 thermographer, and Sitemark's reports are, Raptor Maps' aren't. And the price: Raptor Maps would be £4,100 a year for both farms, Sitemark is £2,300.
""",
"""
A clear result: 7 real findings out of 20 checked is a 35% hit rate, and without a report the insurer accepts you'd be paying for two inspections anyway. Tell Raptor Maps the decision and ask them to delete the flight data under the trial terms, unless you want to keep the imagery.
""",
"""
Write me three sentences for the board pack.
""",
"""
"In September and October we trialled Raptor Maps as an alternative drone thermography service at Brackenridge. Of 20 anomalies we checked on site, 13 were false alarms; its reports are not signed by a Level 2 thermographer as our insurer requires; and it would cost £1,800 a year more than Sitemark. We are staying with Sitemark for the thermal inspections of both solar farms."
""",
"""
Now Hob Hill. Turbine 2 raised a gearbox oil temperature alarm in Greenbyte three times this week. Greyfell say it looks fine on their Bazefield screens. Their technician logged a job in simPRO, their job system, and closed it without a visit.
""",
"""
Then you're probably looking at two different signals. Ask Greyfell which tag their Bazefield view uses and for its trend over the last two weeks, and compare it with the Greenbyte signal that alarms. If it's the same sensor, one of the two systems has the wrong threshold; if it's a different sensor, one of them may be failing.
""",
"""
Greyfell sent the trend: their tag is the bearing PT100, ours alarms on the oil sump sensor. Different sensors. The sump reads 8 degrees higher than last year at the same power.
""",
"""
Then I wouldn't accept a closed job. A sump temperature trending up at the same load points at the oil, the cooler or the filter. Ask Greyfell in writing for an oil sample and a check of the oil cooler fan at the next visit, and keep the Greenbyte trend as evidence. If it becomes a warranty or contract matter, your own trend data is what counts.
""",
"""
Will do. And Northfold curtailed Hob Hill for 11 hours last week through ANM again. We're losing money on the windy days.
""",
"""
Keep a log of curtailment hours and the estimated lost energy for each event, from Greenbyte's power curve. ANM connections are usually non-firm without compensation, but the numbers matter when the connection terms are reviewed, or if Northfold ever offers a firmer connection.
""")

S(18, "Back to 3CX", "2024-10-23T10:00",
"""
Dario. Bad news: we moved the helpline back to 3CX on Monday. Two weeks of Dialpad, and calls from members on landlines with a few smaller carriers dropped after about 40 seconds. Dialpad support called it a "carrier interoperability issue" and opened a ticket with no date. Two elderly members tried to report a fallen fence at Low Ings and gave up. For the outage line that's unacceptable.
""",
"""
That's the right call: the outage line has to work for everyone who rings it. To avoid walking back into the old problem, though: what does 3CX run on now? If it's still the eight-year-old office box, the reasons you wanted to leave are still there.
""",
"""
Not the office box. 3CX now runs on a small instance that 3CX host for us, and the numbers are back on our SIP trunk. Renewal paid. The office server only holds files now.
""",
"""
Good. Then test the way nobody tested the first time: a call from each kind of line (a landline with one of the smaller carriers, a mobile on each network, a withheld number), each longer than two minutes, to every number, with the results in the IT log. And decide call recording retention on purpose: if you record, 90 days is usually enough for disputes.
""",
"""
Tested 14 calls, all fine past two minutes. Dialpad was monthly, cancelled. And I had time for the restic idea:

```
$ restic -r b2:tarnbeck-restic-test:office init
created restic repository 5c1e9a2b7d at b2:tarnbeck-restic-test:office
$ restic -r b2:tarnbeck-restic-test:office backup /srv/files
Files:        18211 new,     0 changed,     0 unmodified
Added to the repository: 9.412 GiB (8.871 GiB stored)
snapshot 1f0c2d8e saved
```
""",
"""
That's a working repository. For the real setup, run a retention policy after each backup:

```bash
restic forget --keep-daily 7 --keep-weekly 5 --keep-monthly 12 --prune
```

and a weekly integrity check that reads a sample of the data back:

```bash
restic check --read-data-subset=5%
```

Keep the repository password in 1Password; without it the backup is unreadable, by design.
""",
"""
How do I test restores without filling up the server?
""",
"""
Restore into a temporary directory on a scratch machine, or mount a snapshot with `restic mount` and copy a few files out. Once a month, restore the latest database dump and load it into a scratch MariaDB: that's the restore that matters most.
""",
"""
Not switching yet, only the test bucket. Maybe next month.
""",
"""
Fine. When you do switch, run both side by side for a week before you stop the Duplicati jobs.
""")

S(19, "A new refund rule, and CiviCRM again", "2024-11-06T15:00",
"""
Nkechi. I was on leave for three weeks in October, and 46 refunds waited for me because of my "every refund goes through me" rule. Members complained in Help Scout, rightly. So since last Friday the rule is different: anyone in billing can approve a refund up to £150, and above £150 it needs two of us from billing. Morwenna signed it off.
""",
"""
A good change; a single approver is also a single point of failure. Two small things make it auditable: record the approver or approvers in the credit note comment in Chargebee ("approved: NA", or "approved: NA + JR"), and give the refund log a column for the second approver. Ruth can then check the ones over £150 at month end.
""",
"""
Billing is me and Joss, who is part-time, so above £150 it's both of us. Fine for now. Second topic: CiviCRM. The WordPress plugin update last week broke membership renewals again: 300 renewal emails with the wrong amount. Third time this year. And we have 410 duplicate contacts, because every sign-up on the portal creates a new contact even when the member already exists.
""",
"""
Two separate problems. The duplicates come from the portal creating contacts without matching first: CiviCRM's dedupe rules can merge on email plus postcode, and the portal should look a member up by membership number or email before creating anything. Renewals breaking after updates is an operations problem: a WordPress and CiviCRM stack needs a staging copy and someone who tests each update before production.
""",
"""
That's the problem, nobody here can look after WordPress and CiviCRM. The volunteer who set it up moved to Bristol last year. Morwenna wants options for a hosted CRM by December.
""",
"""
For a member organisation of 3,400 with a small staff, the realistic hosted options:
- HubSpot (nonprofit discount): very easy for non-technical users, good forms and email; membership logic has to be built from properties and workflows.
- Salesforce Nonprofit Cloud: powerful, but usually needs an implementation partner and an admin afterwards.
- A membership CRM for charities such as Beacon: a good fit for memberships and donations, less so for a co-op.
Whichever you pick, the share register stays the legal record where it is kept now.
""",
"""
Put it in a note for Morwenna, short, with the reasons we want to leave CiviCRM.
""",
"""
"CRM options, for a decision in December. Why leave CiviCRM: WordPress plugin updates broke renewals three times in 2024 (the last one sent 300 renewal emails with wrong amounts); 410 duplicate contacts from portal sign-ups; nobody on staff can maintain the WordPress and CiviCRM stack since the volunteer who built it left. Options: HubSpot (easiest, nonprofit discount), Salesforce Nonprofit Cloud (powerful, needs a partner), Beacon (charity-focused). Recommendation: a hosted CRM with no maintenance on our side."
""",
"""
Sent. Now I'll catch up on the refunds... with Joss 😄
""",
"""
Good luck. With the new rule the backlog should clear in a day.
""")

S(20, "Field app 2.4: offline maps", "2024-11-20T10:00",
"""
Hei, Elin here, I build the field app. Release 2.4 went out yesterday: the maps are Mapbox now, not Google Maps. Technicians download the site areas for offline use before they drive out, so at Hob Hill without signal the map works, with the cable routes and the turbine pads as a layer. Idris has been asking for it since the summer.
""",
"""
Nice. Two things to watch with offline regions: size (limit each site to the zoom levels you need, 12-18 is plenty, or the downloads get large) and expiry: downloaded regions need refreshing now and then, so let the app refresh them quietly whenever the phone is on Wi-Fi.
""",
"""
Zoom 12-18, yes, one site is 30 MB. Question: the Mapbox token is inside the app, a public token. Is it ok?
""",
"""
Public tokens are meant to ship in apps; anyone who unpacks the app can read them, so give the token only the public scopes it needs (reading styles and tiles), never secret scopes, and watch the usage in the Mapbox account. URL restrictions only help on the web, not in a mobile app. If it's ever misused, rotate it and ship a release.
""",
"""
Now the harder one: offline work orders. The work orders live in Airtable, and the app calls my small API on Fly.io, which calls Airtable. Offline the app can't save anything.
""",
"""
Then the app needs a local store and a queue: save the work order on the phone first, mark it pending, and send it when the connection comes back. The two hard parts are conflicts (someone in the office edits the same work order meanwhile) and attachments (photos are large). A simple rule works in most organisations: field edits win for the fields technicians fill in, office edits win for the scheduling fields.
""",
"""
Also Airtable's rate limit, 5 requests per second per base, hurts at 8 in the morning when everyone syncs at once.
""",
"""
That limit will keep hurting as you add technicians: it's a spreadsheet-database, not a backend. For now, batch the writes (Airtable takes 10 records per request) and retry with backoff on 429 responses in your Fly.io API. Longer term, a real database behind your API removes the limit and makes offline sync easier to build.
""",
"""
Yes, next year I think about a real database. The portal map doesn't change, by the way: Tomasz uses Leaflet with OpenStreetMap tiles for the "our sites" page, and that page is online only anyway.
""",
"""
Right, the portal's map is a different component with different needs; only the field app needed offline maps. Congratulations on 2.4.
""")

S(21, "CRM decision, and a quarterly report", "2024-12-04T11:00",
"""
Morwenna. After Nkechi's note we've decided: the members go to HubSpot. Nonprofit pricing, hosted, the portal's sign-up form can post straight into it, and Gwilym's volunteers can use it without training. Salesforce Nonprofit Cloud was the other option, but every co-op we asked needed a paid implementation partner to run it, so no. Cut-over on Monday 13 January, after the December billing run and the holidays.
""",
"""
Plan to 13 January:
1. Clean up in CiviCRM first: merge the 410 duplicates, so you don't import them.
2. Define the HubSpot properties: membership number (unique), join date, share count, tariff, opt-ins (newsletter, events, volunteering).
3. Test-import 100 members, check them, then the full import the week before.
4. Portal: Tomasz switches the sign-up from CiviCRM to HubSpot's forms API on the 13th.
5. CiviCRM goes read-only on the 13th and stays for reference until you're sure nothing is missing.
""",
"""
Membership number as the unique property, yes. Shares: members hold from one £50 share up to a few hundred. Do we put the share capital in HubSpot?
""",
"""
Put the count in HubSpot as information, but keep the share register where it legally lives: for a co-operative society the register of members and shares is a statutory record, and it belongs in the system your auditor checks, not in a marketing CRM that anyone can edit.
""",
"""
Clear. Second decision: from January the generation report to members goes quarterly instead of monthly. Writing it costs Gwilym's volunteers two evenings every month, and in the members' survey people said a kWh email every month is too much. The first quarterly one covers January to March and goes out in April.
""",
"""
A template for the quarterly report:
1. Headline: total generation for the quarter against the same quarter last year.
2. Per site: Brackenridge, Low Ings, Hob Hill, one sentence each on anything notable (curtailment, a fault, a record day).
3. What it means: homes supplied, carbon avoided.
4. One story: a volunteer, an event, a school visit.
5. What's coming next quarter.
""",
"""
Good. And Dario says the helpline has been stable on 3CX since the switch back, fingers crossed.
""",
"""
Six weeks without a dropped call is a good sign. I'd still keep his test-call routine once a quarter.
""",
"""
Enough for today, thank you.
""")

S(22, "Backups before the holidays", "2024-12-18T10:00",
"""
Dario. Before I go on holiday, can you look at last night's backup output? It runs at 02:30 from the Hetzner server:

```
$ restic -r b2:tarnbeck-backups:portal snapshots --latest 3
ID        Time                 Host          Tags     Paths
------------------------------------------------------------------------
a91c03f2  2024-12-16 02:30:11  portal-fsn1   nightly  /var/backups/portal
0d7e2b44  2024-12-17 02:30:09  portal-fsn1   nightly  /var/backups/portal
e3b8f610  2024-12-18 02:30:12  portal-fsn1   nightly  /var/backups/portal
------------------------------------------------------------------------
3 snapshots
```
""",
"""
Three nightly snapshots at the same time each night, right host, right path. Two things this list doesn't show: whether the retention policy runs (the full `snapshots` list should show dailies thinning out into weeklies after a week), and whether the data is readable (`restic check --read-data-subset`).
""",
"""
Retention is in the same script:

```
restic forget --keep-daily 7 --keep-weekly 5 --keep-monthly 12 --prune
```

And the check ran on Sunday: "no errors were found".
""",
"""
Then the chain is complete: backup, retention, check. The last piece is a restore test, if you haven't done one from this repository yet.
""",
"""
Did one yesterday: restored last night's MariaDB dump onto a scratch server, 23 minutes, and the row counts of members and meter_readings match production.
""",
"""
That's the one that matters. Write it in the IT log with the date and the duration, and repeat it monthly; 23 minutes is also your answer when someone asks how long it takes to get the data back.
""",
"""
Written. Small thing: the volunteers running the outreach stand at the Christmas market need the village hall Wi-Fi password. Should I give them access to the Outreach vault in 1Password?
""",
"""
I wouldn't add market-stall volunteers to a vault for one password. 1Password can share a single item by link with an expiry (and, if you like, only to specific email addresses): share the Wi-Fi item for seven days and it stops working by itself.
""",
"""
Share link for seven days, done. Merry Christmas!
""",
"""
Merry Christmas, and enjoy the break.
""")

S(23, "HubSpot week one", "2025-01-15T14:00",
"""
Tomasz. We are on HubSpot since Monday. The portal sign-up posts to HubSpot's Forms API now instead of creating CiviCRM contacts, but some submissions fail with 400:

```
POST https://api.hsforms.com/submissions/v3/integration/submit/24811937/6f1c0a7e-...
400 {"status":"error","message":"The request is not valid","errors":[{"message":"Error in 'fields.membership_number'. Field not found in form","errorType":"FIELD_NOT_IN_FORM"}]}
```
""",
"""
HubSpot's forms API only accepts fields that are on the form, addressed by the property's internal name. Either the form doesn't include the membership number field, or its internal name isn't `membership_number`. Check the property under Settings > Properties: the internal name is shown below the label and can differ from it.
""",
"""
Internal name is `membership_no`, somebody typed it like that in December. Fixed in the portal, submissions go in. CiviCRM is read-only now; Morwenna wants to keep it until the AGM.
""",
"""
Fine. Before it's switched off, take a full export (contacts, memberships, contributions, activities) as CSV plus a database dump, and store both with the backups. Read-only systems tend to be forgotten and keep running for years.
""",
"""
Another portal thing: the VCOM generation tile shows 0 kW at night, and members write to Help Scout asking if the farms are broken.
""",
"""
Change what the tile says, not the number: at night show "Night: the solar farms are resting. Today's total: 8.4 MWh" from the day's energy, and show live power only in daylight. The wind tile can keep showing live power, since Hob Hill works at night too.
""",
"""
Good idea, I deploy it Sunday morning in the window. Also: the HubSpot import has 3,392 contacts, CiviCRM had 3,402 after the merge. Where are the 10?
""",
"""
Compare membership numbers between the two exports. The ten missing are probably rows the import skipped: contacts with no membership number (the unique property empty) or with an invalid email. HubSpot's import error file lists the skipped rows with a reason.
""",
"""
Import error file: 10 rows, "invalid email". Fixing by hand.
""",
"""
Ten by hand is fine. Tell Gwilym as well, since those members won't get the newsletter until they're fixed.
""")

S(24, "No Junifer, and a board for the volunteers", "2025-01-29T10:30",
"""
Morwenna. News from last night's board meeting: the Junifer project is cancelled. After their discovery phase the quote went from £55,000 to £160,000 with nine months of implementation, and in the meantime Chargebee has added time-based pricing for usage, so we can build the daytime tariff in Chargebee. We stay on Chargebee. Nkechi is very relieved.
""",
"""
A sensible decision at that price. Next steps: confirm with Chargebee that their time-based usage pricing handles two rates a day by half-hour, build a test in the Chargebee sandbox with a few real members' half-hourly data, and keep the Junifer discovery documents: the requirements work isn't wasted, it's the specification for doing it in Chargebee.
""",
"""
Gwilym is here with me, over to him. "Hi! From Monday the volunteers plan everything in monday.com instead of Trello. Trello's free workspace now stops at 10 collaborators and we're 23 volunteers, and monday.com gave us their nonprofit plan for free."
""",
"""
Hi Gwilym. A structure that works for volunteer events: one board for events (an item per event, with date, site, lead volunteer and status), one for recurring work (newsletter, report, school visits), and automations that remind the lead a week before each event. Move only the upcoming events from Trello and archive the rest.
""",
"""
(Gwilym) Yes, and I know, "from Monday we use monday.com", the volunteers have made that joke forty times already.
""",
"""
It will get worse before it gets better: "see you Monday on monday.com". To make the move stick: a 20-minute walkthrough in the first week, and set the Trello board to read-only on Monday so there's only one place to look.
""",
"""
Morwenna again. Billing staffing: Nkechi goes on maternity leave in March. Fen Liddell joined billing at the start of January and is learning the run.
""",
"""
Then plan the handover around the March run, with Fen doing February's run while Nkechi watches. And with the refund rule needing two people above £150, check there are still two billing people while Nkechi is away.
""",
"""
Fen and Joss, yes. Nkechi will write the handover with you.
""",
"""
Happy to help with that whenever she's ready.
""")

# ---------------------------------------------------------------------------------------------
# sessions 25-36 (February - October 2025)
# ---------------------------------------------------------------------------------------------

S(25, "Billing handover", "2025-02-12T11:00",
"""
Nkechi. From Monday 3 March Fen takes over the billing run and everything else in billing; my leave starts on the 7th. Can you help me write the handover document? I've never written one.
""",
"""
An outline:
1. The monthly run, step by step (dates, who does what).
2. Chargebee: usage import, one-off charges, credit notes, where the scripts live.
3. SmartDebit: the collection file, ARUDD returns, ADDACS changes.
4. Xero: what syncs by itself, and what Ruth needs from billing.
5. Refunds: the rule and the log.
6. Help Scout: billing tags and saved replies.
7. Contacts: Chargebee support, SmartDebit, Ruth, and Tomasz for portal issues.
8. Known oddities.
""",
"""
Section 1. The run: readings close on the last day of the month, import on the 2nd, invoices on the 3rd, collection file to SmartDebit on the 4th, collection on the 15th.
""",
"""
"1. Monthly run. Last day of the month: readings close. 2nd: import usage into Chargebee (usage_import.py; check the rejected rows). 3rd: invoices are generated; spot-check ten. 4th: export the collection file and upload it to SmartDebit before 14:00. 15th: collection. 18th: ARUDD returns, reversed in Chargebee."
""",
"""
Section 5, refunds: up to £150 any one of us, above £150 two people from billing. While I'm away that's Fen and Joss.
""",
"""
"5. Refunds. Any billing team member may approve a refund up to £150. Refunds above £150 need two billing team members (Fen and Joss while Nkechi is on leave). Record the approvers in the Chargebee credit note comment and in the refund log."
""",
"""
Section 8, oddities: the members who renewed on the 1st were all moved to the 5th last April, but new members who join through the portal still sometimes get the 1st.
""",
"""
"8. Known oddities. New members who sign up through the portal can get a term starting on the 1st (everyone else renews on the 5th). Check new subscriptions after each run and move them to the 5th, or the usage import will reject their rows as it did in February 2024. Tomasz knows about the portal default."
""",
"""
Send it to Tomasz too, so he fixes that default. I think we're nearly there.
""",
"""
The draft is complete apart from sections 2, 3, 4 and 6, which you can fill in from your own notes. I'd have Fen read it and run February with you watching.
""")

S(26, "First billing run on my own", "2025-03-05T09:45",
"""
Hello, Fen Liddell here. Billing has been mine since Monday; Nkechi handed over last week and starts her leave on Friday. My first run on my own is tomorrow, and Chargebee shows a warning on 14 subscriptions:

```
Usage for subscription 169lYtUN3kQb exceeds the configured threshold (4,800 kWh > 2,500 kWh)
```
""",
"""
That's the sanity threshold you configured, not an error: it flags usage far above normal. 4,800 kWh in a month is unlikely for a household; it's usually a misread meter (one digit too many) or a reading that covers several months. Look at each of the 14: their previous readings, and whether they're business members (the pub could legitimately use that much).
""",
"""
Twelve are real: the school, the pub, and ten members who were estimated for three months. Two are typos in the readings, one digit too many. Fixed.
""",
"""
Good. The ten catch-up bills will be large, so send those members a short note before the invoices go out, with the option to spread the catch-up over three months. That avoids a wave of Help Scout conversations and returned direct debits.
""",
"""
Refund question: a member wants £180 back, overpaid after moving house. That's above £150, so Joss and I both approve, right?
""",
"""
Yes, above £150 needs two people from billing, so you and Joss. Put "approved: FL + JR" in the credit note comment and log it.
""",
"""
Done. SmartDebit: the collection file has to be uploaded by 14:00 on the 4th, and yesterday, the 4th, I uploaded it at 15:10. Is March's collection late now?
""",
"""
Check the submission status in SmartDebit. If the file is marked as processed for the next cycle, collection moves one working day later, so members due on the 15th would be collected on the 17th. If that's the case, tell them in one message and nobody will be surprised.
""",
"""
Status: accepted, collection date unchanged. Lucky. I'll set an alarm for 13:00 next month.
""",
"""
Good habit. Put the four run dates in a shared calendar too, so Joss sees them.
""")

S(27, "Row-level security for work orders", "2025-03-19T13:00",
"""
Elin. Row level security question. Technicians should only see the work orders of sites they are assigned to. My policy:

```sql
create policy "technicians see own sites"
on public.work_orders for select
using (
  site_id in (
    select site_id from public.site_assignments
    where technician_id = auth.uid()
  )
);
```

But with a technician's login the app gets zero rows. With the service key everything comes.
""",
"""
The service key bypasses RLS, so that test tells you nothing. With the technician's session, zero rows usually means one of two things: `site_assignments` has RLS enabled with no policy that lets a technician read their own rows, so the subquery returns nothing; or `technician_id` holds your own staff id rather than the auth user's id.
""",
"""
Both! RLS on site_assignments without a policy, and technician_id is our staff number, not the auth user id. I added a user_id column.
""",
"""
Then:

```sql
create policy "read own assignments"
on public.site_assignments for select
using (user_id = auth.uid());

alter policy "technicians see own sites" on public.work_orders
using (site_id in (select site_id from public.site_assignments where user_id = auth.uid()));
```

Add an index on site_assignments (user_id) so the subquery stays fast.
""",
"""
Works, Jonah sees Hob Hill and Low Ings only. The migration is in the repo, `supabase db push` to production went fine. Next: photos. Technicians attach 3-6 photos per work order, 4 MB each.
""",
"""
Resize on the phone before uploading (1600 px on the long side is plenty for a work order, about 300-400 KB as JPEG), upload to a storage bucket `work-orders` with the object path `<work order id>/<n>.jpg`, and store only the path in the row. With offline sync, queue the photo uploads separately from the record, so a slow upload never blocks the work order itself.
""",
"""
And the storage bucket, same RLS idea?
""",
"""
Yes, storage has policies on `storage.objects`. Tie them to the work order id in the path:

```sql
create policy "technicians read own work order photos"
on storage.objects for select
using (
  bucket_id = 'work-orders'
  and (storage.foldername(name))[1]::bigint in (select id from public.work_orders)
);
```

Because `work_orders` has RLS itself, the subquery only returns the technician's own work orders.
""",
"""
Smart, the policy uses the other policy. Release 2.9 next week then.
""",
"""
Test it with a technician login that has no assignments as well: they should see nothing, not an error.
""")

S(28, "The April newsletter", "2025-04-09T18:00",
"""
Gwilym. The April newsletter carries our first quarterly generation report, January to March. My draft opening: "Since last autumn all our membership records live in HubSpot, which is why this newsletter comes to you with your membership number in the footer." Can you tidy it, and the report bit? Q1: Brackenridge 702 MWh, Low Ings 311 MWh, Hob Hill 1,480 MWh.
""",
"""
"Since last autumn, your membership records have lived in HubSpot, our member system, which is why you'll find your membership number in the footer of this newsletter.

Your co-op in January to March: our sites generated 2,493 MWh this quarter. Winter is the turbines' season: Hob Hill produced 1,480 MWh, well over half of the total, while Brackenridge (702 MWh) and Low Ings (311 MWh) did what solar farms can in the darkest months."
""",
"""
Nice. Now MailerLite: we passed 1,000 subscribers after last summer's open day and have paid since, and their new pricing doubles our plan from May. We're moving the newsletter to Brevo after this issue: Brevo charges by emails sent, not by contacts, and we send one newsletter a month to 1,150 people.
""",
"""
Migration checklist:
1. Export the subscribers from MailerLite with their consent fields and the date and source of consent; you need that record.
2. Import them into Brevo as a list, keeping unsubscribed and bounced contacts as suppressed rather than deleting them, so they're never emailed again.
3. Authenticate your domain in Brevo (DKIM, plus a DMARC record) before the first send.
4. Rebuild the newsletter template and the sign-up form on the website.
5. Send the first Brevo issue to yourselves, then to everyone.
""",
"""
Different question: in monday.com, can I make an automation that pings the volunteer lead two days before their event?
""",
"""
Yes: a date column for the event and a people column for the lead, then the automation "When date arrives, notify someone", set to two days before the date and notifying the person in the lead column. One automation for the whole board, not one per event.
""",
"""
Perfect. And the generation report: should I say "quarterly from now on" in the newsletter?
""",
"""
Yes, once and briefly: "From this year we report generation every quarter instead of every month; the next report comes in July." Members who liked the monthly numbers can still follow them live on the portal.
""",
"""
Sending the April issue tomorrow. The last one from MailerLite!
""",
"""
Good luck with it, and with the move.
""")

S(29, "A correction for the newsletter", "2025-04-23T10:00",
"""
Tomasz. Gwilym's April newsletter says member records are in HubSpot "since last autumn". That is not right: we used CiviCRM until the cut-over on Monday 13 January; in autumn we only discussed it. Three members who work in data protection already asked why their data was moved in autumn without notice. Can you write a short correction for the next issue?
""",
"""
"A correction: our April newsletter said our membership records moved to HubSpot last autumn. In fact the move happened on 13 January 2025; until then your records were in our previous system, CiviCRM. Your data moved once, with the notice we sent in December. Sorry for the confusion."

Check that the December notice actually went out before using that last sentence.
""",
"""
The notice went out on 16 December, I checked. Now the portal: I want to upgrade MariaDB 10.6 to 10.11 in the Sunday window, 07:00-09:00. Enough time?
""",
"""
Very likely, for a database of a few GB: 10.6 to 10.11 is an in-place upgrade (install the new packages, run `mariadb-upgrade`), minutes rather than hours. What takes time is the safety net: a fresh dump before you start, and a tested way back (restoring the dump into 10.6) if the app misbehaves.
""",
"""
Dump before, sure, and restic has last night too. But on staging one query is slower on 10.11:

```
EXPLAIN SELECT reading_date, kwh FROM meter_readings WHERE member_id = ? AND reading_date >= ? ...
id  select_type  table           type  possible_keys    key   rows
1   SIMPLE       meter_readings  ALL   idx_member_date  NULL  3102844
```
""",
"""
`type: ALL` with `key: NULL` is a full scan: the optimizer isn't using idx_member_date although it's possible. After an upgrade the statistics can be stale; run `ANALYZE TABLE meter_readings;` on staging and explain again. If it still scans, check the parameter types: comparing reading_date with a string in another format can stop the index being used.
""",
"""
After ANALYZE: `type: range`, 412 rows. 👍 So Sunday 4 May?
""",
"""
Sunday 4 May, 07:00: dump, upgrade, `mariadb-upgrade`, ANALYZE the big tables, smoke-test the usage page and the sign-up form. Announce it on the status page by Thursday.
""",
"""
Will do. The correction goes to Gwilym today.
""",
"""
Good; one line in the next issue is better than replying to three members separately.
""")

S(30, "First Brevo issue, and a handover", "2025-05-14T17:00",
"""
Gwilym. We sent the first newsletter from Brevo two weeks ago today, and the open rate was 58%, better than anything we had in MailerLite. The MailerLite account is closed. Tomasz's correction about HubSpot went into it as well.
""",
"""
58% is excellent for a member newsletter. Watch bounces and spam complaints in Brevo's reports for the first few sends; a new sending setup sometimes needs a couple of issues before inbox placement settles.
""",
"""
Next thing: from the first Monday of next month, Bea Oduya coordinates the outreach group. I step back to being an ordinary volunteer, I'm becoming a grandfather in July! Bea has run our school visits for two years.
""",
"""
Congratulations! For the handover to Bea:
- monday.com: make her board owner, keep yourself as a member;
- the Brevo login and the newsletter calendar;
- the volunteers' WhatsApp group: make her an admin;
- the quarterly generation report: the next one is due in July;
- contacts: schools, village halls, the landowners at Low Ings and Brackenridge;
- upcoming events and who leads each.
""",
"""
All in a monday.com doc already 😄. Question: Brevo segments. Can I send the school visit news only to members with children?
""",
"""
Only if you hold that information with consent to use it. If members ticked "interested in school and family events" on a form, make it a contact attribute in Brevo and build the segment on it. Don't infer it from other data.
""",
"""
We have the "family events" interest from the HubSpot sign-up form. Is it synced to Brevo?
""",
"""
Not unless someone set up a sync. The simplest way is a periodic export from HubSpot (members with the family events interest who are subscribed to the newsletter), imported into Brevo as an attribute update. If it's going to stay, look at Brevo's HubSpot integration so the attribute stays current.
""",
"""
Monthly export for now. Bea can decide the rest.
""",
"""
Fine. Put it in the handover doc, so Bea knows the attribute depends on a manual export.
""")

S(31, "Handing over Hob Hill", "2025-06-04T10:00",
"""
Idris here, with Saoirse Quinlan, who joined in May as our asset data analyst. From the first of July the wind site is Saoirse's: Greenbyte, the Greyfell contract, the curtailment log for Northfold. I keep the two solar farms and VCOM.
""",
"""
Welcome, Saoirse. A handover for Hob Hill:
- Greenbyte: alarm rules, who gets what, and the availability calculation aligned with the Greyfell contract (grid curtailment excused);
- the Greyfell O&M contract: availability guarantee, response times, reporting, and open items (the turbine 2 gearbox oil question from October);
- the curtailment log: hours and estimated lost energy for each ANM event;
- the site: access, the landowner, lone-working rules;
- every month: Greyfell's Bazefield report against our Greenbyte numbers.
""",
"""
Saoirse: Hi! A first question. Northfold runs its flexibility tenders on Piclo Flex. Should we bid Hob Hill into them?
""",
"""
Possibly, but look at it from the other side first: flexibility tenders pay for changing output or demand when the network needs it. A wind site that ANM already turns down, for free, exactly when Northfold has a constraint may have little extra to offer. Check which zones the tenders cover and whether Hob Hill sits in one.
""",
"""
Idris: we looked at it last autumn, and it wasn't worth it for 1.8 MW that Northfold already curtails for nothing. Saoirse can look again, but I don't expect much.
""",
"""
Then a quick check each tender round is enough: the zone, the service type, and whether a generator on an ANM connection can take part at all.
""",
"""
Saoirse again. The oil question: Greyfell took an oil sample in November, result "normal wear", and replaced the oil cooler fan in January. The sump temperature is back at last year's level.
""",
"""
Then that issue is closed, with evidence: note it in the handover as resolved in January by the fan replacement, and keep the before-and-after trend from Greenbyte in the site folder.
""",
"""
Idris: one more, for the record. Bea told me she started as outreach coordinator on Monday, and she wants a site safety briefing for the volunteers before the open day in August.
""",
"""
Good timing: the briefing can cover both solar farms and Hob Hill, and Saoirse can take the Hob Hill part as its owner from July.
""")

S(32, "Outreach: the Q2 report and the open day", "2025-06-25T19:00",
"""
Hello, Bea Oduya here. I've coordinated the outreach volunteers since the start of the month; Gwilym handed everything over nicely. The next generation report is due in July, for April to June, right? Quarterly?
""",
"""
Yes: the report has been quarterly since January, and the first one (January to March) went out with the April newsletter. April to June goes out in July. Idris has the solar numbers from VCOM, and Saoirse (from July) the Hob Hill numbers from Greenbyte.
""",
"""
Open day at Brackenridge on 16 August. I set up a monday.com item with subitems for everything on last year's checklist. Can I auto-send a Brevo email to people who sign up for the tours?
""",
"""
Two ways: a Brevo form for tour sign-ups (on the website or in the newsletter) with an automation that sends a confirmation and a reminder the day before; or a monday.com form with the confirmation sent from there. Keep the sign-ups in one place: with the newsletter in Brevo, a Brevo form keeps consent and emails together.
""",
"""
Brevo form then. The volunteers still talk in the WhatsApp group, 31 people now. Some ask to move to Element like the staff. Good idea?
""",
"""
For volunteers the best chat tool is the one already on their phones. WhatsApp works for a group that coordinates events; staff use Element because they need rooms, search and logs. I'd keep the volunteers on WhatsApp and use monday.com for anything that needs tracking.
""",
"""
Agreed, WhatsApp stays for the volunteers. Last one: a school asked whether pupils can fly a drone over Brackenridge for a project.
""",
"""
That needs the landowner's and Idris's agreement, a qualified pilot with insurance (the pupils can watch and use the footage), and flying well away from the substation and the inverter cabins. Sitemark fly the site for thermography every spring; Idris may be able to arrange for a class to watch the next flight instead.
""",
"""
Lovely idea, I'll ask Idris.
""",
"""
Send Idris the school's dates; the spring flights are usually in March or April, so it might be next year.
""")

S(33, "Turbine 1 yaw misalignment", "2025-07-16T11:00",
"""
Saoirse. Hob Hill is mine since the first of the month, so this one lands on me. Greenbyte shows turbine 1 about 7% below its power curve since late June, while turbine 2 is on its curve. Wind direction from the met mast against the nacelle direction:

```
T1  mean yaw error (nacelle vs mast), last 14 days:  +8.4 deg
T2  mean yaw error (nacelle vs mast), last 14 days:  +0.9 deg
```
""",
"""
An 8-degree static yaw error costs roughly 1 - cos³(8.4°), about 3% in theory, and usually more in practice. An offset that appears suddenly mostly comes from the wind vane: a knock, a loose mounting, or a replacement without recalibration. Did Greyfell work on turbine 1 in late June?
""",
"""
Greyfell's simPRO job sheet: they replaced the wind vane on turbine 1 on 24 June. Nobody did an alignment check.
""",
"""
That's the likely cause. Ask Greyfell to realign the vane with a proper calibration procedure, not by eye, and to send the job sheet. Then check in Greenbyte: the yaw error should drop to around 1 degree like turbine 2's, and the power curve should recover. If the contract allows it, claim the lost energy, since it followed their work.
""",
"""
Contract clause 9.3: losses caused by contractor negligence can be deducted from the service fee. An estimate for 22 days?
""",
"""
Use Greenbyte's lost-production calculation: expected power from turbine 1's own power curve at the measured wind speed, minus actual power, summed over the period and excluding curtailment hours. As a sanity check: if T1 makes about 150 MWh in a typical summer month and lost 7% for 22 days, that's roughly 7-8 MWh. State the method in the claim.
""",
"""
7.6 MWh by Greenbyte's number. I'll send the claim. Different question: Greyfell offered us read access to their Bazefield. Should we take it and drop Greenbyte?
""",
"""
Take the read access, it helps in disputes like this one, but I wouldn't drop Greenbyte. It is your own independent view of the turbines, under your control, with your alarm rules and your history. With only the contractor's SCADA you'd be checking their performance with their own numbers.
""",
"""
Agreed. Greenbyte stays ours, Bazefield stays Greyfell's.
""",
"""
Good. Put the Bazefield login in the Assets vault in 1Password when it arrives.
""")

S(34, "Systems register for the auditors", "2025-08-20T14:00",
"""
Dario. The auditors want a register of the systems that hold member or financial data, with what each is for. Can you draft it from what you know?
""",
"""
Draft:

| system | purpose | data held |
|---|---|---|
| Chargebee | member billing | members, invoices, payments |
| Access PaySuite | direct debit collection | bank details, mandates |
| Xero | accounting | invoices, payments, ledger |
| HubSpot | member records (CRM) | contact details, membership |
| Help Scout | member support | emails, conversations |
| Dialpad | member helpline | call records, voicemail |
| Brevo | newsletter | email addresses, consent |
| Hetzner Cloud | member portal hosting | portal database (MariaDB) |
| Fly.io | field app backend | work orders |
| 1Password | shared passwords | credentials |
| Backblaze B2 | backups (restic) | encrypted backups |

Please check it against your contracts; some of this is from older notes.
""",
"""
Three mistakes. Direct debits have gone through SmartDebit since May last year; Access PaySuite is long gone. The helpline isn't Dialpad: we tried Dialpad for two weeks in October last year and went back to 3CX, hosted by 3CX. And the field app's data isn't at Fly.io: the work orders are in Supabase now, Fly.io only runs Elin's small API in front of it.
""",
"""
Corrected:

| system | purpose | data held |
|---|---|---|
| Chargebee | member billing | members, invoices, payments |
| SmartDebit | direct debit collection | bank details, mandates |
| Xero | accounting | invoices, payments, ledger |
| HubSpot | member records (CRM) | contact details, membership |
| Help Scout | member support | emails, conversations |
| 3CX (hosted by 3CX) | member helpline | call records, voicemail |
| Brevo | newsletter | email addresses, consent |
| Hetzner Cloud | member portal hosting | portal database (MariaDB) |
| Supabase | field app database | work orders, photos, technician accounts |
| Fly.io | field app API | no data stored |
| 1Password | shared passwords | credentials |
| Backblaze B2 | backups (restic) | encrypted backups |
""",
"""
Good. Add the monitoring: VCOM for the solar farms and Greenbyte for Hob Hill. They hold no member data, but the auditors asked for everything with operational data too.
""",
"""
Added: meteocontrol VCOM (solar farm monitoring; generation data, no personal data) and Greenbyte (wind site monitoring; turbine data, no personal data). Greyfell's Bazefield isn't ours, so it belongs in a separate "third-party systems we can access" section, if anywhere.
""",
"""
Yes, a third-party section: Bazefield (Greyfell's, read access) and Northfold's connections portal. Now 1Password: the auditors ask who the admins are.
""",
"""
That's for you to confirm: at the handover last October Morwenna passed her 1Password admin role to you, and in March 2024 Cal was the second admin. If that's still so, list you and Cal, plus the recovery procedure.
""",
"""
Me and Cal, yes. Send me the final version.
""",
"""
Final register: the corrected table above plus meteocontrol VCOM and Greenbyte as operational systems, a third-party section with Greyfell's Bazefield (read access) and Northfold's connections portal, and a note that 1Password has two admins (Dario and Cal) with a documented recovery procedure.
""")

S(35, "A hidden dependency between the portal and the field app", "2025-09-17T10:00",
"""
Tomasz here. On Sunday in the maintenance window I deployed the new usage charts on the portal, all fine. But Elin says the field app had errors at 08:40 the same morning, exactly when I restarted PHP-FPM on the Hetzner server. The field app backend is on Fly.io, not on our server, so how can they be connected?
""",
"""
Does the field app's API call anything on the portal, for example a site or member lookup through a portal endpoint? If the Fly.io backend depends on a portal API, a restart on the portal shows up as errors in the field app, even though the two are hosted separately.
""",
"""
Elin found it: the field app fetches the site list (names, coordinates) from the portal's /api/sites endpoint, cached for one hour. The cache expired at 08:40 exactly.
""",
"""
So a hidden dependency. Two options: the field app keeps its own copy of the site list in its database (Supabase) and refreshes it nightly from the portal, so a portal outage can't reach the field app at all; or the Fly.io API keeps serving the cached list when the portal doesn't answer (stale-if-error). The first removes the dependency, the second only softens it.
""",
"""
Elin prefers the first: a sites table in Supabase, synced every night. For the Laravel side she asks for an endpoint with the changes since a timestamp.
""",
"""
```php
// routes/api.php
Route::get('/sites', function (Request $request) {
    $since = $request->date('since');
    return Site::query()
        ->when($since, fn ($q) => $q->where('updated_at', '>', $since))
        ->orderBy('updated_at')
        ->get(['id', 'name', 'lat', 'lng', 'updated_at']);
})->middleware('auth:sanctum');
```

Give the field app its own Sanctum token with only this ability, and make sure deleted sites are soft-deleted so the sync can see them (`withTrashed()` plus a `deleted_at` field in the response).
""",
"""
Deployed. Next: members ask for half-hourly data in the usage charts. We only have monthly readings.
""",
"""
Half-hourly data needs access to members' smart meter data, with each member's consent, through a data provider; monthly readings can't be split honestly into half-hours. That's a project of its own (consent flow, data provider contract, storage), and it connects to the daytime tariff plans in Chargebee, so it's worth planning the two together.
""",
"""
For next year then. Elin also says field app 3.0 ships next week, with a new Mapbox satellite layer for the solar farms, and thanks for the endpoint.
""",
"""
Tell her the endpoint is ready for the nightly sync. Good luck with 3.0.
""")

S(36, "AGM slide: what changed in our systems", "2025-10-22T15:00",
"""
Morwenna. The AGM is on Saturday 22 November. I want one slide for members: what changed in our systems since the last AGM, which was on 23 November 2024. Can you draft it?
""",
"""
Draft:
- Member records moved from CiviCRM to HubSpot (January 2025).
- The generation report became quarterly (from January 2025).
- Volunteers plan in monday.com instead of Trello (February 2025).
- The field app gained offline maps with Mapbox, and its data moved from Airtable to Supabase (spring 2025).
- The newsletter moved from MailerLite to Brevo (April 2025).
- Billing stays on Chargebee: the planned move to Junifer was cancelled in January.
- New faces: Fen Liddell runs billing, Saoirse Quinlan looks after Hob Hill, Bea Oduya coordinates outreach.
""",
"""
Mapbox was November 2024, just before last year's AGM, so drop that half. Otherwise right. Add that the daytime tariff is being built in Chargebee, for spring 2026.
""",
"""
Revised:
- Member records moved from CiviCRM to HubSpot (January 2025).
- The generation report became quarterly (from January 2025).
- Volunteers plan in monday.com instead of Trello (February 2025).
- The field app's data moved from Airtable to Supabase (spring 2025).
- The newsletter moved from MailerLite to Brevo (April 2025).
- Billing stays on Chargebee, where a daytime tariff is being built for spring 2026 (the Junifer project was cancelled in January).
- New faces: Fen Liddell runs billing, Saoirse Quinlan looks after Hob Hill, Bea Oduya coordinates outreach.
""",
"""
Good. Members will ask about the daytime tariff. What do we say about how it works?
""",
"""
Keep it simple: "From spring 2026, members with a smart meter can choose a tariff with a cheaper rate between 10:00 and 16:00, when our solar farms produce most. You'll need to share your half-hourly meter data with us, which you can do on the portal. Members without a smart meter stay on the current tariff." Check the hours with Fen before the slide is final.
""",
"""
Fen says 11:00 to 15:00 for the first year. Second slide: the sites. Generation for the twelve months to September?
""",
"""
I only have the quarterly figures that went into the newsletters, so the twelve-month totals should come from Idris (VCOM) for the two solar farms and from Saoirse (Greenbyte) for Hob Hill. Ask them for the same period, October 2024 to September 2025, so the three numbers add up.
""",
"""
Asked both. Last: Dario wants a line that the member helpline number is unchanged and still answered on 3CX; people were confused by last year's two weeks on another system.
""",
"""
Added to the first slide: "The member helpline number is unchanged; the outage line is answered around the clock as before." I'd leave the product name off a members' slide: what matters to them is that the number works.
""")

# ---------------------------------------------------------------------------------------------
# facts: (timeline, subject, predicate, object, valid_from, valid_to, evidence, note)
# evidence is written "SS#n" (session number, turn number) and expanded to "h14/sSS#n"
# ---------------------------------------------------------------------------------------------

FIRST = "in place when first mentioned ({}); its true start is unknown"

FACTS = [
    ("solar_monitoring", "tarnbeck solar farms", "monitoring_platform", "Solar-Log WEB Enerest", "2024-02-06", "2024-07-01",
     ["01#1", "04#1", "04#3", "04#5", "09#3", "10#1"], FIRST.format("2024-02-06") + "; read-only after VCOM went live"),
    ("solar_monitoring", "tarnbeck solar farms", "monitoring_platform", "meteocontrol VCOM", "2024-07-01", None,
     ["09#3", "10#1", "31#1", "34#6"], "decided 2024-06-19 for 'Monday 1 July'; 'went live on Monday' said Wed 2024-07-03"),
    ("wind_monitoring", "hob hill wind site", "monitoring_platform", "Greenbyte", "2024-02-06", None,
     ["01#5", "09#9", "33#7", "33#9", "34#6"], "our own view of the turbines; the contractor's Bazefield is a different system"),
    ("contractor_scada", "greyfell renewables (turbine O&M contractor)", "scada", "Bazefield", "2024-02-06", None,
     ["01#5", "17#5", "33#7", "33#9"], "not ours: the contractor's SCADA; Tarnbeck was offered read access in July 2025"),
    ("drone_inspection", "tarnbeck solar farms", "thermography_service", "Sitemark", "2024-03-19", None,
     ["04#7", "04#9", "17#1", "32#8"], FIRST.format("2024-03-19") + "; Sitemark had flown Brackenridge the year before as well"),
    ("drone_inspection_trial", "tarnbeck solar farms", "trialled_thermography_service", "Raptor Maps (trial at Brackenridge, abandoned)", "2024-09-12", "2024-10-16",
     ["15#1", "15#5", "17#1"], "trial flight 'last Thursday' said Wed 2024-09-18; dropped on 2024-10-16; thermography_service never became Raptor Maps"),
    ("helpdesk", "member support", "helpdesk", "osTicket (on the office server)", "2024-08-14", "2024-09-02",
     ["13#1", "13#3", "14#1"], FIRST.format("2024-08-14") + "; read-only until Christmas 2024"),
    ("helpdesk", "member support", "helpdesk", "Help Scout", "2024-09-02", None,
     ["13#3", "14#1", "34#4"], "decided 2024-08-14 'from Monday 2 September'; 'since Monday' said Wed 2024-09-04"),
    ("ravensett_helpdesk", "ravensett energy co-op (neighbouring co-operative)", "helpdesk", "Zendesk", "2024-08-14", None,
     ["13#3"], "not ours: Zendesk was considered by Tarnbeck and rejected"),
    ("crm", "tarnbeck membership", "crm", "CiviCRM (on WordPress)", "2024-07-17", "2025-01-13",
     ["11#1", "19#3", "21#1", "23#1", "29#1"], FIRST.format("2024-07-17") + "; read-only after the cut-over"),
    ("crm", "tarnbeck membership", "crm", "HubSpot", "2025-01-13", None,
     ["21#1", "23#1", "29#1", "34#4"], "decided 2024-12-04 for 'Monday 13 January'; 'since Monday' said Wed 2025-01-15; a newsletter's 'since last autumn' (2025-04-09) was corrected on 2025-04-23"),
    ("billing_platform", "member billing", "billing_platform", "Chargebee", "2024-02-20", None,
     ["02#1", "24#1", "34#4", "36#4"], FIRST.format("2024-02-20") + "; kept when the Junifer plan was cancelled"),
    ("billing_plan", "member billing", "planned_billing_platform", "Junifer (approved for spring 2025, cancelled before the project started)", "2024-09-03", "2025-01-28",
     ["14#3", "14#5", "24#1"], "board approval 'last night' said 2024-09-04; cancelled at 'last night's board meeting' said 2025-01-29; billing_platform never became Junifer"),
    ("ravensett_billing", "ravensett energy co-op (neighbouring co-operative)", "billing_platform", "Kraken", "2024-09-04", None,
     ["14#3"], "not ours"),
    ("direct_debit", "member billing", "direct_debit_bureau", "Access PaySuite", "2024-02-20", "2024-05-01",
     ["02#5", "05#3", "08#1"], FIRST.format("2024-02-20")),
    ("direct_debit", "member billing", "direct_debit_bureau", "SmartDebit", "2024-05-01", None,
     ["08#1", "25#3", "34#3", "34#4"], "only in passing: 'since the direct debits moved to SmartDebit on the first of last month' said 2024-06-12"),
    ("accounting", "tarnbeck finance", "accounting_system", "Sage 50 (desktop)", "2024-02-20", "2024-04-01",
     ["02#7", "05#1", "05#9"], FIRST.format("2024-02-20") + "; kept read-only for the 2023-24 year-end"),
    ("accounting", "tarnbeck finance", "accounting_system", "Xero", "2024-04-01", None,
     ["05#1", "34#4"], "'at the start of the quarter' said 2024-04-17 (the financial year starts in April; opening balances at 31 March)"),
    ("password_manager", "tarnbeck staff", "password_manager", "LastPass", "2024-03-05", "2024-04-08",
     ["03#1", "03#5", "05#5"], FIRST.format("2024-03-05")),
    ("password_manager", "tarnbeck staff", "password_manager", "1Password", "2024-04-08", None,
     ["03#5", "05#5", "34#4"], "decided 2024-03-05 for 'Monday 8 April'; 'since Monday last week' said Wed 2024-04-17"),
    ("staff_chat", "tarnbeck staff", "chat_tool", "WhatsApp group", "2024-02-06", "2024-05-02",
     ["01#9", "06#5"], FIRST.format("2024-02-06")),
    ("staff_chat", "tarnbeck staff", "chat_tool", "Element", "2024-05-02", None,
     ["06#5", "32#5", "32#6"], "only in passing: 'since staff chat moved off the WhatsApp group onto Element last Thursday' said Wed 2024-05-08"),
    ("volunteer_chat", "outreach volunteers", "chat_tool", "WhatsApp group", "2024-07-17", None,
     ["11#3", "32#5", "32#7"], "component-specific: the staff moved to Element, the volunteers stayed on WhatsApp"),
    ("portal_hosting", "member portal", "hosted_on", "Linode (London)", "2024-05-08", "2024-06-15",
     ["06#3", "07#1", "07#3"], FIRST.format("2024-05-08")),
    ("portal_hosting", "member portal", "hosted_on", "Hetzner Cloud (Falkenstein)", "2024-06-15", None,
     ["07#1", "07#3", "09#7", "35#1"], "decided 2024-05-22 for Saturday 15 June; confirmed in passing as 'Saturday's move to Hetzner' on Wed 2024-06-19"),
    ("field_app_hosting", "field app backend", "hosted_on", "Fly.io", "2024-05-22", None,
     ["07#5", "07#7", "20#5", "34#3", "35#1"], "component-specific: unchanged when the portal moved to Hetzner"),
    ("portal_datastore", "member portal", "datastore", "MariaDB", "2024-05-08", None,
     ["06#1", "29#3"], "upgraded 10.6 -> 10.11 in May 2025; the field app's datastore is a different series"),
    ("field_app_datastore", "field app", "datastore", "Airtable", "2024-07-03", "2025-03-19",
     ["10#5", "20#5", "20#7"], FIRST.format("2024-07-03")),
    ("field_app_datastore", "field app", "datastore", "Supabase", "2025-03-19", None,
     ["27#1", "27#5", "34#3", "35#5"], "implicit: first seen in use (RLS policies, supabase db push) on 2025-03-19; the switch itself is not told"),
    ("portal_maps", "member portal", "map_provider", "Leaflet with OpenStreetMap tiles", "2024-11-20", None,
     ["20#9"], "component-specific: the portal's 'our sites' page; the field app's maps are a different series"),
    ("field_app_maps", "field app", "map_provider", "Google Maps", "2024-07-03", "2024-11-19",
     ["10#3", "20#1"], FIRST.format("2024-07-03")),
    ("field_app_maps", "field app", "map_provider", "Mapbox", "2024-11-19", None,
     ["20#1", "35#9", "36#3"], "release 2.4 'went out yesterday' said 2024-11-20; reason (no signal at Hob Hill) told on 2024-07-03"),
    ("phone_system", "member helpline", "phone_system", "3CX", "2024-09-18", "2024-10-07",
     ["15#9", "16#1"], FIRST.format("2024-09-18") + "; then on the office server"),
    ("phone_system", "member helpline", "phone_system", "Dialpad", "2024-10-07", "2024-10-21",
     ["16#1", "18#1"], "'cut-over on Monday' said Wed 2024-10-02; reverted after two weeks"),
    ("phone_system", "member helpline", "phone_system", "3CX", "2024-10-21", None,
     ["18#1", "18#3", "21#7", "34#3", "36#9"], "'moved the helpline back to 3CX on Monday' said Wed 2024-10-23; now hosted by 3CX"),
    ("newsletter", "outreach group", "newsletter_tool", "MailerLite", "2024-07-17", "2025-04-30",
     ["11#1", "11#7", "28#3", "28#9"], FIRST.format("2024-07-17") + "; the April 2025 issue was the last one"),
    ("newsletter", "outreach group", "newsletter_tool", "Brevo", "2025-04-30", None,
     ["28#3", "30#1", "32#3", "34#4"], "decided 2025-04-09 ('after this issue'); first issue sent 'two weeks ago today' said Wed 2025-05-14"),
    ("task_board", "outreach group", "task_board", "Trello", "2024-07-17", "2025-02-03",
     ["11#3", "24#3"], FIRST.format("2024-07-17")),
    ("task_board", "outreach group", "task_board", "monday.com", "2025-02-03", None,
     ["24#3", "24#5", "28#5", "32#3"], "'from Monday' said Wed 2025-01-29"),
    ("backup_tool", "tarnbeck servers", "backup_tool", "Duplicati (to Backblaze B2)", "2024-10-02", "2024-12-18",
     ["16#5", "16#7"], FIRST.format("2024-10-02")),
    ("backup_tool", "tarnbeck servers", "backup_tool", "restic (to Backblaze B2)", "2024-12-18", None,
     ["22#1", "22#3", "29#5", "34#4"], "implicit: tried on a test bucket 2024-10-23, first seen in production use 2024-12-18; the switch itself is not told"),
    ("maintenance_window", "member portal", "maintenance_window", "Tuesday 19:00-21:00", "2024-03-05", "2024-08-04",
     ["03#9", "06#7", "12#1"], FIRST.format("2024-03-05")),
    ("maintenance_window", "member portal", "maintenance_window", "Sunday 07:00-09:00", "2024-08-04", None,
     ["12#3", "29#3", "35#1"], "'from this Sunday, 4 August' said Wed 2024-07-31"),
    ("refund_rule", "billing team", "refund_approval_rule", "every refund, whatever the amount, approved by Nkechi", "2024-02-20", "2024-11-01",
     ["02#9", "08#9", "14#7", "19#1"], FIRST.format("2024-02-20")),
    ("refund_rule", "billing team", "refund_approval_rule", "refunds up to £150 approved by any one billing team member; above £150 two people from billing", "2024-11-01", None,
     ["19#1", "25#5", "26#5"], "'since last Friday' said Wed 2024-11-06"),
    ("report_cadence", "members' generation report", "cadence", "monthly", "2024-03-19", "2025-01-01",
     ["04#1", "11#5", "21#5"], FIRST.format("2024-03-19") + " ('the February generation report'); 'every month' said explicitly on 2024-07-17"),
    ("report_cadence", "members' generation report", "cadence", "quarterly", "2025-01-01", None,
     ["21#5", "28#7", "32#1", "32#2"], "announced 2024-12-04 'from January'; the first quarterly report (Jan-Mar) went out in April 2025"),
    ("owner_billing", "member billing", "owner", "Nkechi Adeyemi", "2024-02-20", "2025-03-03",
     ["02#1", "25#1"], FIRST.format("2024-02-20")),
    ("owner_billing", "member billing", "owner", "Fen Liddell", "2025-03-03", None,
     ["25#1", "26#1"], "'from Monday 3 March' said 2025-02-12; 'since Monday' said Wed 2025-03-05"),
    ("owner_it", "IT and accounts", "owner", "Morwenna", "2024-03-05", "2024-10-01",
     ["03#1", "15#7", "16#1"], FIRST.format("2024-03-05") + "; the general manager, 'by default'"),
    ("owner_it", "IT and accounts", "owner", "Dario Mensah", "2024-10-01", None,
     ["15#7", "16#1", "34#8"], "'from 1 October' said 2024-09-18; 'since yesterday' said 2024-10-02"),
    ("owner_wind_site", "hob hill wind site", "owner", "Idris", "2024-02-06", "2025-07-01",
     ["01#1", "31#1"], FIRST.format("2024-02-06")),
    ("owner_wind_site", "hob hill wind site", "owner", "Saoirse Quinlan", "2025-07-01", None,
     ["31#1", "33#1"], "'from the first of July' said 2025-06-04; 'since the first of the month' said 2025-07-16"),
    ("owner_solar_farms", "solar farms (Brackenridge and Low Ings)", "owner", "Idris", "2024-02-06", None,
     ["01#1", "31#1"], "unchanged when Hob Hill went to Saoirse"),
    ("owner_outreach", "volunteer outreach group", "owner", "Gwilym", "2024-07-17", "2025-06-02",
     ["11#1", "30#3"], FIRST.format("2024-07-17")),
    ("owner_outreach", "volunteer outreach group", "owner", "Bea Oduya", "2025-06-02", None,
     ["30#3", "31#9", "32#1"], "'from the first Monday of next month' said 2025-05-14; 'started on Monday' said Wed 2025-06-04"),
    ("owner_portal", "member portal", "owner", "Tomasz", "2024-05-08", None,
     ["06#1"], "the portal's only developer"),
    ("owner_field_app", "field app", "owner", "Elin", "2024-05-22", None,
     ["07#5", "10#5", "20#1"], "she builds the app and its Fly.io backend"),
    ("dno_flexibility", "northfold networks (grid operator)", "flexibility_platform", "Piclo Flex", "2025-06-04", None,
     ["31#3", "31#5"], "not ours: Tarnbeck looked at bidding Hob Hill and found it not worth it"),
]

# ---------------------------------------------------------------------------------------------
# questions: (type, timeline, question, answer, accept, evidence, extra)
# ---------------------------------------------------------------------------------------------

NEG = ["never", "did not", "didn't", "not adopted", "rejected", "no"]


def dates(iso: str, *words: str) -> list[str]:
    return [iso, *words]


QUESTIONS = [
    # --- before ---
    ("before", "solar_monitoring", "What did Tarnbeck monitor its solar farms with before VCOM?",
     "Solar-Log WEB Enerest, the portal of the Solar-Log loggers, until meteocontrol VCOM went live on 2024-07-01.",
     ["solar-log", "enerest", "solarlog"], ["01#1", "04#3", "09#3", "10#1"], {}),
    ("before", "crm", "Which CRM held the member records before HubSpot?",
     "CiviCRM, running on WordPress, until the cut-over to HubSpot on 2025-01-13.",
     ["civicrm"], ["11#1", "19#3", "21#1", "23#1"], {}),
    ("before", "accounting", "What did finance keep the books in before Xero?",
     "Sage 50, the desktop version on one office PC, until the move to Xero on 2024-04-01.",
     ["sage 50", "sage"], ["02#7", "05#1"], {}),
    ("before", "password_manager", "Which password manager held the shared logins before 1Password?",
     "LastPass, until 1Password went live on 2024-04-08.",
     ["lastpass", "last pass"], ["03#1", "03#5", "05#5"], {}),
    ("before", "portal_hosting", "Where was the member portal hosted before Hetzner Cloud?",
     "On Linode, in its London datacentre, until the move on Saturday 2024-06-15.",
     ["linode"], ["06#3", "07#1", "09#7"], {}),
    ("before", "helpdesk", "What tool handled member support emails before Help Scout?",
     "osTicket on the old office server, until Help Scout took over on 2024-09-02.",
     ["osticket", "os ticket"], ["13#1", "13#3", "14#1"], {}),
    ("before", "field_app_maps", "Which maps did the field app show before Mapbox?",
     "Google Maps, until release 2.4 on 2024-11-19.",
     ["google maps"], ["10#3", "20#1"], {}),
    ("before", "direct_debit", "Which bureau collected members' direct debits before SmartDebit?",
     "Access PaySuite, until the direct debits moved to SmartDebit on 2024-05-01.",
     ["access paysuite", "paysuite"], ["02#5", "05#3", "08#1"], {}),
    ("before", "newsletter", "What did the outreach group send the member newsletter from before Brevo?",
     "MailerLite; its last issue was the April 2025 one, and the first Brevo issue went out on 2025-04-30.",
     ["mailerlite", "mailer lite"], ["11#1", "28#3", "30#1"], {}),
    ("before", "refund_rule", "What was the refund approval rule before the £150 threshold came in?",
     "Every refund, whatever the amount (even £3), had to be approved by Nkechi personally. That rule ended on 2024-11-01.",
     ["nkechi", "every refund", "all refunds"], ["02#9", "08#9", "19#1"], {}),
    # --- after ---
    ("after", "phone_system", "What did the member helpline move to after 3CX in October 2024?",
     "Dialpad, from 2024-10-07, but only for two weeks: the helpline went back to 3CX on 2024-10-21.",
     ["dialpad"], ["16#1", "18#1"], {}),
    ("after", "staff_chat", "What replaced the WhatsApp group for staff chat?",
     "Element, since Thursday 2024-05-02. The outreach volunteers stayed on WhatsApp.",
     ["element"], ["01#9", "06#5"], {}),
    ("after", "task_board", "What did the volunteers move their event planning to after Trello?",
     "monday.com, from Monday 2025-02-03, on its free nonprofit plan.",
     ["monday.com"], ["24#3", "24#5", "28#5"], {}),
    ("after", "field_app_datastore", "After Airtable, where did the field app keep its work orders?",
     "In Supabase (with row-level security per technician); it is first seen in use in March 2025.",
     ["supabase"], ["20#5", "27#1", "27#5", "34#3"], {}),
    ("after", "backup_tool", "What replaced Duplicati for the backups?",
     "restic, still writing to Backblaze B2; in production use by 2024-12-18.",
     ["restic"], ["16#7", "16#8", "18#5", "22#1"], {}),
    ("after", "maintenance_window", "After the Tuesday evening slot, when was the member portal's maintenance window?",
     "Sundays from 07:00 to 09:00, from 2024-08-04.",
     ["sunday"], ["12#3"], {}),
    ("after", "report_cadence", "After the monthly generation report, how often did members get it?",
     "Quarterly, from January 2025; the first quarterly report (January to March) went out in April 2025.",
     ["quarterly", "every quarter", "every three months"], ["21#5", "28#7", "32#2"], {}),
    ("after", "crm", "What replaced CiviCRM for the member records?",
     "HubSpot, cut over on Monday 2025-01-13.",
     ["hubspot"], ["21#1", "23#1"], {}),
    ("after", "direct_debit", "Which direct debit bureau came after Access PaySuite?",
     "SmartDebit, since 2024-05-01.",
     ["smartdebit", "smart debit"], ["08#1"], {}),
    # --- current ---
    ("current", "solar_monitoring", "What platform monitors the solar farms now?",
     "meteocontrol VCOM, since 2024-07-01.",
     ["vcom", "meteocontrol"], ["10#1", "31#1", "34#6"], {}),
    ("current", "wind_monitoring", "What do we use to monitor the Hob Hill turbines today?",
     "Greenbyte, our own independent view. Bazefield is the contractor Greyfell's SCADA; Tarnbeck only has read access to it.",
     ["greenbyte"], ["09#9", "33#7", "33#9", "34#6"], {}),
    ("current", "phone_system", "What phone system does the member helpline run on now?",
     "3CX, now hosted by 3CX, since the switch back on 2024-10-21 (Dialpad was tried for two weeks in October 2024).",
     ["3cx"], ["18#1", "18#3", "34#3", "36#9"], {}),
    ("current", "billing_platform", "What platform bills the members today?",
     "Chargebee. The planned move to Junifer was cancelled in January 2025, and the daytime tariff is being built in Chargebee.",
     ["chargebee"], ["24#1", "34#4", "36#4"], {}),
    ("current", "portal_hosting", "Where is the member portal hosted now?",
     "On Hetzner Cloud (Falkenstein), since 2024-06-15.",
     ["hetzner"], ["09#7", "22#1", "35#1"], {}),
    ("current", "field_app_hosting", "Where does the field app's backend API run now?",
     "On Fly.io, unchanged from the start; the portal's move to Hetzner did not touch it.",
     ["fly.io", "fly"], ["07#7", "34#3", "35#1"], {}),
    ("current", "field_app_maps", "Which map provider does the field app use now?",
     "Mapbox, with offline regions, since release 2.4 on 2024-11-19.",
     ["mapbox"], ["20#1", "35#9"], {}),
    ("current", "field_app_datastore", "Where does the field app store its data now?",
     "In Supabase (work orders, photos, technician accounts); Fly.io only runs the API in front of it.",
     ["supabase"], ["27#5", "34#3", "35#5"], {}),
    ("current", "crm", "Which CRM are the member records in now?",
     "HubSpot, since 2025-01-13.",
     ["hubspot"], ["23#1", "29#1", "34#4"], {}),
    ("current", "maintenance_window", "When is the member portal's maintenance window these days?",
     "Sundays 07:00-09:00, since 2024-08-04.",
     ["sunday"], ["12#3", "29#3", "35#1"], {}),
    ("current", "refund_rule", "What is the current rule for approving member refunds?",
     "Any one billing team member may approve a refund up to £150; above £150 it needs two people from billing. In force since 2024-11-01.",
     ["£150", "150", "two people", "two billing"], ["19#1", "25#5", "26#5"], {}),
    ("current", "newsletter", "What does the outreach group send the member newsletter with now?",
     "Brevo, since the first Brevo issue on 2025-04-30.",
     ["brevo"], ["30#1", "32#3", "34#4"], {}),
    # --- as_of ---
    ("as_of", "solar_monitoring", "As of 20 June 2024, what monitoring platform did the solar farms report to?",
     "Solar-Log WEB Enerest. VCOM had been chosen on 2024-06-19 but only went live on 2024-07-01.",
     ["solar-log", "enerest", "solarlog"], ["09#3", "10#1"], {"as_of": "2024-06-20"}),
    ("as_of", "portal_hosting", "Where was the member portal hosted on 1 June 2024?",
     "On Linode. The move to Hetzner Cloud was decided on 2024-05-22 and happened on 2024-06-15.",
     ["linode"], ["07#1", "07#3", "09#7"], {"as_of": "2024-06-01"}),
    ("as_of", "phone_system", "As of 14 October 2024, what system answered the member helpline?",
     "Dialpad, which ran the helpline from 2024-10-07 until the switch back to 3CX on 2024-10-21.",
     ["dialpad"], ["16#1", "18#1"], {"as_of": "2024-10-14"}),
    ("as_of", "phone_system", "What was the member helpline running on as of November 1, 2024?",
     "3CX again, on an instance hosted by 3CX, since 2024-10-21 (after two weeks on Dialpad).",
     ["3cx"], ["18#1", "18#3"], {"as_of": "2024-11-01"}),
    ("as_of", "crm", "As of 20 December 2024, which CRM held the member records?",
     "CiviCRM. HubSpot had been chosen on 2024-12-04, but the cut-over was only on 2025-01-13.",
     ["civicrm"], ["21#1", "23#1", "29#1"], {"as_of": "2024-12-20"}),
    ("as_of", "owner_billing", "Who owned member billing on 20 February 2025?",
     "Nkechi Adeyemi; Fen Liddell took over on 2025-03-03.",
     ["nkechi"], ["25#1", "26#1"], {"as_of": "2025-02-20"}),
    ("as_of", "helpdesk", "As of 2024-08-20, what did member support run on?",
     "osTicket on the office server; Help Scout had been decided on 2024-08-14 and took over on 2024-09-02.",
     ["osticket", "os ticket"], ["13#1", "13#3", "14#1"], {"as_of": "2024-08-20"}),
    ("as_of", "field_app_maps", "What map provider did the field app use on 1 October 2024?",
     "Google Maps; Mapbox came with release 2.4 on 2024-11-19.",
     ["google maps"], ["10#3", "20#1"], {"as_of": "2024-10-01"}),
    ("as_of", "newsletter", "As of April 15, 2025, which tool sent the member newsletter?",
     "MailerLite: the April issue was its last one, and the first Brevo issue went out on 2025-04-30.",
     ["mailerlite", "mailer lite"], ["28#3", "28#9", "30#1"], {"as_of": "2025-04-15"}),
    ("as_of", "accounting", "What accounting software did Tarnbeck use in mid-March 2024 (2024-03-15)?",
     "Sage 50 (desktop); the books moved to Xero on 2024-04-01.",
     ["sage 50", "sage"], ["02#7", "05#1"], {"as_of": "2024-03-15"}),
    ("as_of", "owner_wind_site", "Who was responsible for the Hob Hill wind site on 15 June 2025?",
     "Idris. The handover to Saoirse Quinlan was announced on 2025-06-04 and took effect on 2025-07-01.",
     ["idris"], ["31#1", "33#1"], {"as_of": "2025-06-15"}),
    ("as_of", "report_cadence", "As of 15 November 2024, how often did members get the generation report?",
     "Monthly; it went quarterly from January 2025.",
     ["monthly", "every month", "each month"], ["11#5", "21#5"], {"as_of": "2024-11-15"}),
    # --- when ---
    ("when", "solar_monitoring", "When did VCOM go live for the solar farms?",
     "On Monday 2024-07-01 (chosen on 2024-06-19).",
     dates("2024-07-01", "july 1", "1 july", "jul 1", "1 jul", "1st of july", "july 1st"), ["09#3", "10#1"], {}),
    ("when", "portal_hosting", "When did the member portal move to Hetzner Cloud?",
     "On the morning of Saturday 2024-06-15.",
     dates("2024-06-15", "june 15", "15 june", "jun 15", "15 jun", "15th of june"), ["07#3", "09#7"], {}),
    ("when", "crm", "When did the member records move from CiviCRM to HubSpot?",
     "On Monday 2025-01-13 (not 'last autumn', as the April 2025 newsletter claimed).",
     dates("2025-01-13", "january 13", "13 january", "jan 13", "13 jan", "13th of january"), ["21#1", "23#1", "29#1"], {}),
    ("when", "accounting", "When did the books move to Xero?",
     "At the start of the quarter and of the financial year: 2024-04-01, with opening balances at 31 March.",
     dates("2024-04-01", "april 1", "1 april", "apr 1", "1 apr", "1st of april", "april 1st"), ["05#1"], {}),
    ("when", "newsletter", "When did the first newsletter go out from Brevo?",
     "On Wednesday 2025-04-30, two weeks before the 2025-05-14 session that reports it.",
     dates("2025-04-30", "april 30", "30 april", "apr 30", "30 apr", "30th of april"), ["28#3", "30#1"], {}),
    ("when", "phone_system", "When did the helpline go back to 3CX?",
     "On Monday 2024-10-21, after two weeks on Dialpad.",
     dates("2024-10-21", "october 21", "21 october", "oct 21", "21 oct", "21st of october"), ["18#1"], {}),
    ("when", "refund_rule", "When did the £150 refund rule start?",
     "On Friday 2024-11-01.",
     dates("2024-11-01", "november 1", "1 november", "nov 1", "1 nov", "1st of november", "november 1st"), ["19#1"], {}),
    ("when", "field_app_maps", "When did the field app switch to Mapbox?",
     "On Tuesday 2024-11-19, with release 2.4.",
     dates("2024-11-19", "november 19", "19 november", "nov 19", "19 nov", "19th of november"), ["20#1"], {}),
    ("when", "owner_billing", "When did Fen take over billing?",
     "On Monday 2025-03-03, as Nkechi announced on 2025-02-12.",
     dates("2025-03-03", "march 3", "3 march", "mar 3", "3 mar", "3rd of march", "march 3rd"), ["25#1", "26#1"], {}),
    # --- why ---
    ("why", "solar_monitoring", "Why did Tarnbeck move its solar farm monitoring off Solar-Log?",
     "Data gaps and slow alerts: the Low Ings logger lost its 3G connection (the third gap since autumn 2023), Enerest only emailed its 'no data' alert the next morning, and it had no portfolio view of both farms with the irradiance sensors. VCOM reads the existing loggers without new hardware, alerts by SMS within minutes and has a portfolio view with expected yield.",
     ["3g", "next morning", "alert", "portfolio", "data gap", "no new hardware"], ["04#1", "04#3", "04#5", "09#3"], {}),
    ("why", "portal_hosting", "Why did the member portal leave Linode?",
     "Linode announced a price rise of about 20% from June 2024, and its London datacentre had two evening network outages in April that took the portal down; Hetzner Cloud gave more CPU for half the price, with the data in the EU.",
     ["outage", "price", "cost", "half the price"], ["06#3", "07#1"], {}),
    ("why", "phone_system", "Why was Dialpad dropped after only two weeks?",
     "Calls from members on landlines with some smaller carriers dropped after about 40 seconds, Dialpad support had no date for a fix, and elderly members could not get through to report a fallen fence; the outage line has to work for everyone.",
     ["40 seconds", "dropped", "landline", "carrier"], ["16#2", "18#1"], {}),
    ("why", "billing_plan", "Why was the Junifer billing project cancelled?",
     "After discovery the quote rose from £55,000 to £160,000 with nine months of implementation, and Chargebee had meanwhile added time-based pricing for usage, so the daytime tariff can be built in Chargebee.",
     ["160", "quote", "time-based", "nine months"], ["14#5", "24#1"], {}),
    ("why", "crm", "Why did we leave CiviCRM?",
     "WordPress plugin updates broke membership renewals three times in 2024 (the last sent 300 renewal emails with wrong amounts), portal sign-ups created 410 duplicate contacts, and nobody on staff could maintain the WordPress and CiviCRM stack after the volunteer who built it left. HubSpot is hosted, has nonprofit pricing and is easy for volunteers.",
     ["wordpress", "plugin", "duplicate", "renewal", "maintain"], ["19#3", "19#5", "19#8", "21#1"], {}),
    ("why", "field_app_maps", "Why did the field app switch its maps to Mapbox?",
     "There is no mobile signal at Hob Hill, and Google Maps does not let apps store tiles for offline use, so the map was blank there; with Mapbox technicians download the site areas for offline use.",
     ["offline", "no signal", "signal"], ["10#3", "10#4", "20#1"], {}),
    ("why", "refund_rule", "Why was the refund approval rule changed?",
     "Nkechi was on leave for three weeks in October 2024 and 46 refunds waited for her approval, so members complained; one approver was a bottleneck.",
     ["leave", "46", "waited", "bottleneck", "single point"], ["19#1", "19#2"], {}),
    ("why", "maintenance_window", "Why was the portal's maintenance window moved?",
     "Tuesday 19:00-21:00 was the portal's daily peak: a PHP upgrade in that window showed the maintenance page to 340 members and brought six complaints, while Sunday 07:00-09:00 averages only 22 sessions.",
     ["peak", "340", "busiest", "complaint"], ["12#1", "12#2", "12#3"], {}),
    ("why", "drone_inspection_trial", "Why did we not carry on with Raptor Maps after the trial?",
     "13 of the 20 anomalies checked on site were false alarms, its reports are not signed by a Level 2 thermographer as the insurer requires, and it would have cost £4,100 a year against Sitemark's £2,300.",
     ["false alarm", "insurer", "level 2", "thermographer", "4,100"], ["17#1", "17#4"], {}),
    # --- history ---
    ("history", "phone_system", "What has the member helpline run on over time, in order?",
     "3CX on the office server until 2024-10-07, then Dialpad until 2024-10-21, then 3CX again (hosted by 3CX).",
     ["3cx", "dialpad"], ["15#9", "16#1", "18#1"], {"ordered_accept": [["3cx"], ["dialpad"], ["3cx"]]}),
    ("history", "solar_monitoring", "Which monitoring platforms have the solar farms used, in order?",
     "Solar-Log WEB Enerest until 2024-07-01, then meteocontrol VCOM.",
     ["solar-log", "vcom"], ["01#1", "09#3", "10#1"], {"ordered_accept": [["solar-log", "enerest", "solarlog"], ["vcom", "meteocontrol"]]}),
    ("history", "owner_billing", "Who has owned member billing over time?",
     "Nkechi Adeyemi until 2025-03-02, then Fen Liddell from 2025-03-03 (Nkechi went on maternity leave).",
     ["nkechi", "fen"], ["02#1", "25#1", "26#1"], {"ordered_accept": [["nkechi"], ["fen"]]}),
    ("history", "crm", "Trace the member CRM over time.",
     "CiviCRM (on WordPress) until 2025-01-13, then HubSpot.",
     ["civicrm", "hubspot"], ["11#1", "21#1", "23#1"], {"ordered_accept": [["civicrm"], ["hubspot"]]}),
    ("history", "owner_it", "Who has been in charge of IT and the accounts, in order?",
     "Morwenna, the general manager, by default until 2024-09-30, then Dario Mensah from 2024-10-01.",
     ["morwenna", "dario"], ["03#1", "15#7", "16#1"], {"ordered_accept": [["morwenna"], ["dario"]]}),
    ("history", "field_app_maps", "How have the field app's maps changed over time?",
     "Google Maps until 2024-11-19, then Mapbox with offline regions.",
     ["google maps", "mapbox"], ["10#3", "20#1"], {"ordered_accept": [["google maps"], ["mapbox"]]}),
    # --- negative ---
    ("negative", "helpdesk", "Did we ever use Zendesk for member support?",
     "No. Zendesk was considered in August 2024 and rejected as too expensive per agent for a team of three; it is what Ravensett uses. Member support went from osTicket to Help Scout.",
     NEG, ["13#3"], {}),
    ("negative", "billing_platform", "Have members ever been billed through Junifer?",
     "No. The board approved a move to Junifer on 2024-09-03, but the project was cancelled on 2025-01-28 before it started; billing stayed on Chargebee.",
     ["never", "did not", "didn't", "cancelled", "canceled", "no"], ["14#3", "24#1"], {}),
    ("negative", "billing_platform", "Do we bill our members with Kraken?",
     "No. Kraken is the billing platform of Ravensett, the neighbouring co-op; Tarnbeck bills with Chargebee.",
     ["no", "never", "did not", "chargebee"], ["14#3", "24#1"], {}),
    ("negative", "wind_monitoring", "Is Bazefield our monitoring system for Hob Hill?",
     "No. Bazefield is the SCADA of Greyfell, the turbine O&M contractor (Tarnbeck was only offered read access in July 2025); our own monitoring of Hob Hill is Greenbyte.",
     ["no", "greenbyte"], ["01#5", "33#7", "33#9"], {}),
    ("negative", "password_manager", "Did we ever use Bitwarden?",
     "No. Bitwarden was tried and rejected in March 2024 (staff got lost in its collections and its extension filled the wrong logins); the shared logins went from LastPass to 1Password.",
     NEG, ["03#3", "03#5"], {}),
    ("negative", "drone_inspection", "Did we switch our drone thermography to Raptor Maps?",
     "No. Raptor Maps was only trialled at Brackenridge in September and October 2024 and dropped on 2024-10-16; Sitemark still does the thermography.",
     ["no", "never", "did not", "didn't", "sitemark"], ["15#1", "17#1"], {}),
    ("negative", "staff_chat", "Have we ever used Microsoft Teams for staff chat?",
     "No, it never came up. Staff chat went from a WhatsApp group to Element in May 2024; the volunteers still use WhatsApp.",
     ["never", "did not", "didn't", "no"], ["01#9", "06#5"], {}),
    ("negative", "portal_maps", "Does the member portal's sites map use Mapbox?",
     "No. The portal's 'our sites' map uses Leaflet with OpenStreetMap tiles; Mapbox is what the field app uses.",
     ["no", "leaflet", "openstreetmap"], ["20#9"], {}),
    # --- ownership ---
    ("ownership", "owner_billing", "Who is on the hook for member billing now?",
     "Fen Liddell, since 2025-03-03, taking over from Nkechi Adeyemi.",
     ["fen"], ["25#1", "26#1"], {}),
    ("ownership", "owner_it", "Who looks after IT and the accounts today?",
     "Dario Mensah, since 2024-10-01; before that Morwenna did it by default.",
     ["dario"], ["15#7", "16#1", "34#8"], {}),
    ("ownership", "owner_wind_site", "Who is responsible for the Hob Hill wind site now?",
     "Saoirse Quinlan, since 2025-07-01; Idris kept the two solar farms.",
     ["saoirse"], ["31#1", "33#1"], {}),
    ("ownership", "owner_outreach", "Who coordinated the volunteer outreach group before Bea?",
     "Gwilym, until Bea Oduya took over on 2025-06-02.",
     ["gwilym"], ["11#1", "30#3"], {}),
    ("ownership", "owner_field_app", "Who owns the field maintenance app?",
     "Elin, who builds the app and its backend on Fly.io.",
     ["elin"], ["07#5", "10#5", "20#1"], {}),
]


# ---------------------------------------------------------------------------------------------
# writer
# ---------------------------------------------------------------------------------------------

def tid(ref: str) -> str:
    session, turn = ref.split("#")
    return f"{PREFIX}/s{int(session):02d}#{int(turn)}"


def build_corpus() -> dict:
    sessions = []
    for s in SESSIONS:
        sid = f"{PREFIX}/s{s['num']:02d}"
        at = datetime.fromisoformat(s["started"])
        turns = []
        for i, text in enumerate(s["turns"], start=1):
            role = "user" if i % 2 == 1 else "assistant"
            jitter = zlib.crc32(text.encode("utf-8"))  # deterministic, varies per turn
            if i == 1:
                at += timedelta(minutes=1 + jitter % 3)
            elif role == "assistant":
                at += timedelta(minutes=1 + len(text) // 500 + jitter % 3)
            else:
                at += timedelta(minutes=min(35, 3 + len(text) // 120 + jitter % 14))
            turns.append({"id": f"{sid}#{i}", "speaker": role, "role": role, "text": text,
                          "at": at.isoformat(timespec="seconds")})
        sessions.append({"id": sid, "title": s["title"], "started_at": s["started"] + ":00", "turns": turns})
    return {"format": "graphmem-chat/1", "sessions": sessions}


def build_facts() -> list[dict]:
    rows = []
    for timeline, subject, predicate, obj, start, end, evidence, note in FACTS:
        row = {"subject": subject, "predicate": predicate, "object": obj, "valid_from": start, "valid_to": end,
               "evidence": [tid(e) for e in evidence], "timeline": timeline}
        if note:
            row["note"] = note
        rows.append(row)
    return rows


def build_questions() -> list[dict]:
    rows = []
    for n, (kind, timeline, question, answer, accept, evidence, extra) in enumerate(QUESTIONS, start=1):
        row = {"id": f"q{n:02d}", "type": kind, "timeline": timeline, "question": question}
        if "as_of" in extra:
            row["as_of"] = extra["as_of"]
        row["answer"] = answer
        row["accept"] = list(accept)
        if kind == "history":
            row["accept_all"] = True
            row["ordered_accept"] = extra["ordered_accept"]
        row["evidence"] = [tid(e) for e in evidence]
        rows.append(row)
    return rows


def main() -> None:
    corpus = build_corpus()
    (HERE / "corpus.chat.json").write_text(json.dumps(corpus, ensure_ascii=False, indent=1) + "\n", encoding="utf-8")
    with (HERE / "facts.jsonl").open("w", encoding="utf-8") as fh:
        for row in build_facts():
            fh.write(json.dumps(row, ensure_ascii=False) + "\n")
    with (HERE / "questions.jsonl").open("w", encoding="utf-8") as fh:
        for row in build_questions():
            fh.write(json.dumps(row, ensure_ascii=False) + "\n")
    turns = sum(len(s["turns"]) for s in corpus["sessions"])
    print(f"wrote {len(corpus['sessions'])} sessions, {turns} turns, {len(FACTS)} facts, {len(QUESTIONS)} questions")


if __name__ == "__main__":
    main()
