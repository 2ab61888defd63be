#!/usr/bin/env python3
"""Build corpus.chat.json, facts.jsonl and questions.jsonl of chat_holdout3.

The turn texts are hand-written in sessions_a.py, sessions_b.py and sessions_c.py; this script
only numbers them, gives them timestamps, resolves evidence tags to turn ids and writes the files.
Usage: python3 generate.py   (writes next to this file). Standard library only; deterministic.
"""
from __future__ import annotations

import json
import random
import re
from datetime import datetime, timedelta
from pathlib import Path

from sessions_a import SESSIONS_A
from sessions_b import SESSIONS_B
from sessions_c import SESSIONS_C

HERE = Path(__file__).resolve().parent
PREFIX = "h3"
SESSIONS = SESSIONS_A + SESSIONS_B + SESSIONS_C


def build_corpus():
    rng = random.Random(20251020)
    tags: dict[str, str] = {}
    sessions = []
    for n, s in enumerate(SESSIONS, start=1):
        sid = f"{PREFIX}/s{n:02d}"
        t = datetime.fromisoformat(s["start"])
        turns = []
        for i, turn in enumerate(s["turns"], start=1):
            who, text = turn[0], turn[1]
            role = "user" if who == "U" else "assistant"
            if i == 1:
                t += timedelta(minutes=1)
            elif role == "user":
                t += timedelta(minutes=1 + len(text) // 350 + rng.randint(0, 4))
            else:
                t += timedelta(minutes=1 + len(text) // 700 + rng.randint(0, 2))
            tid = f"{sid}#{i}"
            if len(turn) > 2:
                if turn[2] in tags:
                    raise SystemExit(f"duplicate tag {turn[2]}")
                tags[turn[2]] = tid
            turns.append({"id": tid, "speaker": role, "role": role, "text": text,
                          "at": t.isoformat(timespec="seconds")})
        sessions.append({"id": sid, "title": s["title"],
                         "started_at": datetime.fromisoformat(s["start"]).isoformat(timespec="seconds"),
                         "turns": turns})
    return {"format": "graphmem-chat/1", "sessions": sessions}, tags


def resolve(refs, tags):
    out = []
    for r in refs:
        if re.fullmatch(r"s\d\d#\d+", r):
            out.append(f"{PREFIX}/{r}")
        elif r in tags:
            out.append(tags[r])
        else:
            raise SystemExit(f"unknown evidence ref {r}")
    return out


# --- facts ------------------------------------------------------------------------------------
# (timeline, subject, predicate, object, valid_from, valid_to, evidence refs, note)
PIPE = "northmere exome pipeline"
PORTAL = "genresults portal"
FACTS = [
    ("workflow_manager", PIPE, "workflow_manager", "Snakemake", "2024-03-04", "2024-09-02",
     ["A1", "s07#5", "A1d", "A4"], "in place when first mentioned (2024-03-04), in use since 2019; last production run was the Friday batch before 2024-09-02"),
    ("workflow_manager", PIPE, "workflow_manager", "Nextflow (DSL2, nf-core modules)", "2024-09-02", None,
     ["A2d", "s08#4", "A4", "A5", "A6"], "decided 2024-06-19 (CC-2024-017); 'production switches on Monday' said Thu 2024-08-29; 'the cutover went fine' on Wed 2024-09-04 without naming it"),
    ("job_scheduler", "northmere hpc cluster", "job_scheduler", "Sun Grid Engine (SGE)", "2024-03-04", "2024-07-17",
     ["A1", "s01#3", "B1", "B2"], "in place when first mentioned (qsub/qacct in 2024-03-04)"),
    ("job_scheduler", "northmere hpc cluster", "job_scheduler", "Slurm", "2024-07-17", None,
     ["s10#5", "B3", "s26#3", "B4"], "'planned for next week' said Tue 2024-07-09; 'since Rhys swapped SGE out for Slurm two weeks ago' said Wed 2024-07-31 -> 2024-07-17; later implicit (sbatch, squeue)"),
    ("pipeline_ci", PIPE, "ci", "Jenkins", "2024-03-04", "2025-06-23",
     ["s01#5", "C1", "C1b"], "in place when first mentioned; kept when the portal moved in May 2024"),
    ("pipeline_ci", PIPE, "ci", "GitLab CI", "2025-06-23", None,
     ["C2", "C3"], "'running there since Monday' said Wed 2025-06-25 -> 2025-06-23; an assistant draft in s34 wrongly dates it May 2024 and is corrected"),
    ("portal_ci", PORTAL, "ci", "Jenkins", "2024-03-14", "2024-05-20",
     ["s02#5", "D1"], "in place when first mentioned (2024-03-14)"),
    ("portal_ci", PORTAL, "ci", "GitLab CI", "2024-05-20", None,
     ["D1", "s12#3", "O1b", "C3"], "'moved ... this morning' on Mon 2024-05-20"),
    ("portal_error_tracking", PORTAL, "error_tracking", "Rollbar", "2024-03-14", "2024-12-09",
     ["s02#1", "E0", "E1"], "in place when first mentioned (2024-03-14)"),
    ("portal_error_tracking", PORTAL, "error_tracking", "GlitchTip (self-hosted)", "2024-12-09", None,
     ["E2", "E3", "O1b", "O2"], "decided 2024-11-12 after the IG incident; 'catching the portal's errors since Monday' said Wed 2024-12-11 -> 2024-12-09; Sentry (hosted and self-hosted) rejected"),
    ("variant_interpretation", "northmere clinical scientists", "variant_interpretation_tool", "Alamut Visual Plus", "2024-04-12", "2025-01-13",
     ["s04#1", "s04#7", "s09#5", "F1"], "in place when first mentioned (2024-04-12); cases already open could be finished in it until the licence ended 2025-01-31"),
    ("variant_interpretation", "northmere clinical scientists", "variant_interpretation_tool", "VarSeq (Golden Helix)", "2025-01-13", None,
     ["F2", "F3", "F4", "F5"], "trial in December 2024; 'from today all new cases' on Mon 2025-01-13; Franklin (Genoox) rejected"),
    ("production_sequencer", "northmere wet lab", "production_sequencer", "Illumina NextSeq 550", "2024-03-26", "2025-06-03",
     ["s03#1", "G1"], "in place when first mentioned; backup instrument after 2025-06-03"),
    ("production_sequencer", "northmere wet lab", "production_sequencer", "Illumina NovaSeq X", "2025-06-03", None,
     ["G1", "G3"], "validation runs in May 2025; s29 wrongly says it went live in May, s30 corrects: clinical go-live Tue 2025-06-03"),
    ("temperature_monitoring", "northmere wet lab", "temperature_monitoring", "Tempriva", "2024-03-26", "2024-12-02",
     ["s03#7", "J3", "s15#6", "H1"], "in place when first mentioned (freezer alarm, 2024-03-26)"),
    ("temperature_monitoring", "northmere wet lab", "temperature_monitoring", "kelvyn.io", "2024-12-02", "2024-12-16",
     ["H1", "H2"], "'installer comes on Monday, from then Tempriva is off' said Wed 2024-11-27 -> 2024-12-02; tried and rolled back"),
    ("temperature_monitoring", "northmere wet lab", "temperature_monitoring", "Tempriva", "2024-12-16", None,
     ["H3", "H4"], "'we went back to Tempriva on Monday' said Wed 2024-12-18 -> 2024-12-16"),
    ("sample_courier", "northmere genomics laboratory", "sample_courier", "CityMed Couriers", "2024-03-04", "2024-11-01",
     ["s01#7", "s03#5", "I1"], "in place when first mentioned; contract ended 2024-10-31"),
    ("sample_courier", "northmere genomics laboratory", "sample_courier", "Blue Heron Medical Transport", "2024-11-01", None,
     ["I1", "s27#6", "I2"], "'from the 1st of next month' said Wed 2024-10-09 -> 2024-11-01"),
    ("team_meeting", "northmere informatics team", "meeting_cadence", "weekly Thursday 10:00 team meeting (one hour)", "2024-05-30", "2024-10-07",
     ["J1", "s06#6", "J2"], "in place when first mentioned (2024-05-30)"),
    ("team_meeting", "northmere informatics team", "meeting_cadence", "15-minute huddles on Mondays and Thursdays at 9:15", "2024-10-07", None,
     ["J2", "s14#7", "J3", "s31#6"], "announced Wed 2024-09-04 'from the first Monday of October' -> 2024-10-07"),
    ("signoff_rule", "northmere clinical reports", "authorisation_rule", "every report signed by two clinical scientists", "2024-04-12", "2025-02-03",
     ["s04#5", "K1"], "in place when first mentioned (2024-04-12)"),
    ("signoff_rule", "northmere clinical reports", "authorisation_rule", "negatives signed by one scientist, positives (incl. VUS) by two", "2025-02-03", None,
     ["K1", "s21#6", "K3"], "announced Mon 2025-01-13 for 3 February (GEN-SOP-031 v7); applied 'since Monday' on Wed 2025-02-05"),
    ("data_archive", "northmere run data", "long_term_archive", "LTO-8 tape library", "2024-06-11", "2025-04-10",
     ["M1", "s07#1", "M2", "M3"], "in place when first mentioned (2024-06-11)"),
    ("data_archive", "northmere run data", "long_term_archive", "Arcus Vault (arcusvault.co.uk)", "2025-04-10", None,
     ["M3", "M4", "M5"], "implicit and approximate: chosen 2025-01-23 'once the contract is signed, probably in March'; the first session showing it (Thu 2025-04-17) says the nightly upload 'worked every night since we started last week'; dated to the middle of that week. Do not ask 'when'. AWS Glacier Deep Archive rejected"),
    ("owner_pipeline", PIPE, "owner", "Tomasz Wrona", "2024-03-04", "2025-03-03",
     ["A1", "A1d", "N1"], "in place when first mentioned"),
    ("owner_pipeline", PIPE, "owner", "Mateo Quiroga", "2025-03-03", None,
     ["N0", "N1", "N2", "N3"], "'from Monday Mateo owns the pipeline' said Wed 2025-02-26 -> 2025-03-03; Mateo joined in early January 2025"),
    ("owner_portal", PORTAL, "owner", "Priya Raman", "2024-03-14", "2025-04-14",
     ["s02#1", "s12#1", "O1"], "in place when first mentioned"),
    ("owner_portal", PORTAL, "owner", "Imogen Pryce", "2025-04-14", "2025-08-18",
     ["O1", "G2", "O2", "N3"], "cover during Priya's parental leave: 'from the 14th' said Wed 2025-04-02"),
    ("owner_portal", PORTAL, "owner", "Priya Raman", "2025-08-18", None,
     ["O2", "N3"], "'back since Monday and the portal is mine again' said Wed 2025-08-20 -> 2025-08-18"),
    ("portal_hosting", PORTAL, "hosted_on", "on-premises VM genport01", "2024-03-14", None,
     ["s02#5", "s12#1", "P1", "P2", "O1b"], "a move to Azure App Service was announced 2024-11-12 'from January' and called off 2025-01-23 before it started; the portal never ran on Azure"),
    ("halden_workflow", "halden centre for population genomics", "workflow_manager", "Cromwell (WDL) on Terra", "2024-05-30", None,
     ["Q1", "A2d", "Q2"], "another organisation's stack (the university research group); never the lab's pipeline"),
]


# --- questions ----------------------------------------------------------------------------------
NO = ["no", "never", "did not", "didn't", "not adopted", "rejected"]


def dates(iso: str, *spelled: str) -> list[str]:
    return [iso, *spelled]


Q = []


def q(kind, timeline, question, answer, accept, evidence, **extra):
    Q.append(dict(type=kind, timeline=timeline, question=question, answer=answer,
                  accept=accept, evidence=evidence, **extra))


# before
q("before", "workflow_manager", "What was our exome analysis pipeline written in before it was rebuilt on Nextflow?",
  "Snakemake (since 2019), until production moved to Nextflow on 2024-09-02.", ["snakemake"], ["A1", "A1d", "A4"])
q("before", "job_scheduler", "Which batch system handed out jobs on the compute cluster before Slurm?",
  "Sun Grid Engine (SGE), an unmaintained 2016 fork, until mid-July 2024.", ["sge", "grid engine"], ["A1", "B1", "B2"])
q("before", "portal_ci", "Where did the clinician portal's automated builds and tests run before it used GitLab?",
  "Jenkins, until 2024-05-20.", ["jenkins"], ["s02#5", "D1"])
q("before", "portal_error_tracking", "Which exception-reporting service did the results website send its errors to before we hosted our own?",
  "Rollbar (a US-hosted SaaS), until GlitchTip took over on 2024-12-09.", ["rollbar"], ["s02#1", "E1", "E3"])
q("before", "variant_interpretation", "What software did the clinical scientists classify variants in before VarSeq?",
  "Alamut Visual Plus, until 2025-01-13 (open cases could be finished there until the licence ended on 31 January 2025).", ["alamut"], ["s04#1", "F1", "F3"])
q("before", "sample_courier", "Who drove our samples in from the district hospitals before Blue Heron?",
  "CityMed Couriers, whose contract ended on 31 October 2024.", ["citymed", "city med"], ["s01#7", "s03#5", "I1"])
q("before", "team_meeting", "How did the informatics team get together before the short stand-ups started?",
  "A weekly one-hour team meeting on Thursdays at 10:00, until October 2024.", ["weekly", "one-hour", "one hour", "an hour"], ["J1", "J2"])
q("before", "data_archive", "Before Arcus, where did old sequencing runs go for long-term keeping?",
  "Onto LTO-8 tapes in the lab's tape library (a weekly Friday archive run), until the Arcus Vault uploads started in April 2025.", ["tape", "lto"], ["M1", "s07#1", "M3"])
q("before", "production_sequencer", "Which instrument did the clinical sequencing before the NovaSeq X?",
  "The Illumina NextSeq 550, until the NovaSeq X went live on 2025-06-03; the NextSeq is now the backup.", ["nextseq"], ["s03#1", "G1", "G3"])

# after
q("after", "workflow_manager", "What replaced Snakemake for the exome pipeline?",
  "Nextflow (DSL2 with nf-core modules), live for production batches from 2024-09-02.", ["nextflow"], ["A2d", "A4", "A6"])
q("after", "job_scheduler", "Once SGE was retired, what did the cluster switch to?",
  "Slurm, from about 2024-07-17.", ["slurm"], ["B1", "B3"])
q("after", "portal_error_tracking", "After the portal dropped Rollbar, what did it use for error monitoring?",
  "GlitchTip, self-hosted on a small VM next to genport01, from 2024-12-09.", ["glitchtip", "glitch tip"], ["E2", "E3"])
q("after", "variant_interpretation", "Which interpretation tool did we adopt when Alamut went?",
  "VarSeq from Golden Helix, for all new cases from 2025-01-13.", ["varseq"], ["F2", "F3"])
q("after", "sample_courier", "Which company took over sample transport when the CityMed contract ended?",
  "Blue Heron Medical Transport, from 1 November 2024.", ["blue heron"], ["I1", "I2"])
q("after", "temperature_monitoring", "What did we go back to after giving up on the wireless freezer sensors?",
  "Tempriva again, from 2024-12-16; its probes had never been taken off the walls.", ["tempriva"], ["H3"])
q("after", "temperature_monitoring", "What replaced Tempriva for freezer and fridge alarms at the start of December 2024?",
  "kelvyn.io wireless LoRa sensors, from 2024-12-02, for two weeks only; Tempriva was back from 2024-12-16.", ["kelvyn"], ["H1", "H2", "H3"])
q("after", "pipeline_ci", "After Jenkins, which CI system did the analysis pipeline move to?",
  "GitLab CI, from 2025-06-23 (the nightly test became a scheduled GitLab pipeline).", ["gitlab"], ["C2"])
q("after", "data_archive", "What took over from the tape robot for archiving run data?",
  "Arcus Vault (arcusvault.co.uk), a UK-hosted S3-compatible archive, with a nightly rclone upload job from April 2025.", ["arcus"], ["M3", "M4"])

# current
q("current", "workflow_manager", "What workflow engine runs our clinical exome analysis today?",
  "Nextflow (DSL2, nf-core modules), since 2024-09-02.", ["nextflow"], ["A4", "A6", "M4"])
q("current", "pipeline_ci", "Where do the analysis pipeline's automated tests run now?",
  "GitLab CI (scheduled pipeline submitting to Slurm), since 2025-06-23.", ["gitlab"], ["C2", "C3"])
q("current", "portal_ci", "What builds and tests the results portal nowadays?",
  "GitLab CI, since 2024-05-20.", ["gitlab"], ["D1", "O1b", "C3"])
q("current", "portal_error_tracking", "Where do crashes in the clinician portal get reported these days?",
  "GlitchTip, self-hosted (upgraded to 4.2 in 2025).", ["glitchtip", "glitch tip"], ["E3", "O2"])
q("current", "temperature_monitoring", "What alerts us at the moment when a freezer or fridge warms up?",
  "Tempriva (back since 2024-12-16 after the short kelvyn.io trial; renewed at the same price for next year).", ["tempriva"], ["H3", "H4"])
q("current", "production_sequencer", "Which sequencer does our clinical runs now?",
  "The Illumina NovaSeq X, since 2025-06-03; the NextSeq 550 is the backup.", ["novaseq"], ["G3"])
q("current", "sample_courier", "Which transport firm brings the samples in these days?",
  "Blue Heron Medical Transport, since 1 November 2024.", ["blue heron"], ["I1", "I2"])
q("current", "team_meeting", "What's the team's regular meeting rhythm now?",
  "Two 15-minute stand-up huddles a week, Mondays and Thursdays at 9:15, since 2024-10-07.", ["huddle", "15-minute", "15 minute", "stand-up"], ["J2", "J3", "s31#6"])
q("current", "signoff_rule", "How many scientists have to authorise a result with no findings today?",
  "Just one: since 2025-02-03 negative reports need a single clinical scientist's signature; reports with a reportable variant or a VUS still need two.", ["one scientist", "one signature", "single", "just one", "only one"], ["K1", "K3"])
q("current", "portal_hosting", "Where is the results portal hosted at the moment?",
  "On the trust's on-premises VM genport01 (gunicorn behind nginx); the planned move to Azure App Service was called off.", ["genport01", "on-prem", "on premises", "on-premises"], ["O1b", "P2"])
q("current", "data_archive", "Where does old run data get archived now?",
  "Arcus Vault (arcusvault.co.uk), UK-hosted object storage, via a nightly rclone job; object lock in governance mode was being set up in October 2025.", ["arcus"], ["M4", "M5"])
q("current", "halden_workflow", "What do the Halden university genomics people run their workflows with?",
  "Cromwell with WDL on Terra (Google Cloud); they asked in October 2025 to run Cromwell on the lab's Slurm cluster in a separate partition. It is not the lab's own pipeline.", ["cromwell", "wdl"], ["Q1", "Q2"])

# as_of
q("as_of", "workflow_manager", "As of 15 August 2024, which engine ran production exome batches?",
  "Snakemake. The Nextflow version was being validated and only went live on 2024-09-02.", ["snakemake"], ["A4", "A6"], as_of="2024-08-15")
q("as_of", "job_scheduler", "On 1 July 2024, what scheduler was the cluster running?",
  "Sun Grid Engine (SGE); Slurm came in mid-July 2024.", ["sge", "grid engine"], ["B1", "B2", "B3"], as_of="2024-07-01")
q("as_of", "pipeline_ci", "In December 2024 (say 1 December 2024), what CI ran the analysis pipeline's tests?",
  "Jenkins: only the portal had moved to GitLab CI; the pipeline moved in June 2025.", ["jenkins"], ["C1", "C1b", "C3"], as_of="2024-12-01")
q("as_of", "portal_ci", "As of 1 December 2024, what CI did the results portal use?",
  "GitLab CI (since May 2024).", ["gitlab"], ["D1", "C3"], as_of="2024-12-01")
q("as_of", "temperature_monitoring", "What was monitoring the freezers on 10 December 2024?",
  "The kelvyn.io wireless sensors (2024-12-02 to 2024-12-16), which were dropping out in the basement cold room.", ["kelvyn"], ["H1", "H2"], as_of="2024-12-10")
q("as_of", "temperature_monitoring", "And on 20 December 2024, which system raised the freezer alarms?",
  "Tempriva again; the lab went back to it on 2024-12-16.", ["tempriva"], ["H3"], as_of="2024-12-20")
q("as_of", "production_sequencer", "As of 20 May 2025, which instrument produced the clinical sequencing data?",
  "The NextSeq 550. The NovaSeq X was installed but only doing validation runs in May; clinical go-live was 2025-06-03.", ["nextseq"], ["G1", "G3"], as_of="2025-05-20")
q("as_of", "owner_portal", "Who was looking after the results portal on 1 June 2025?",
  "Imogen Pryce, covering Priya's parental leave (2025-04-14 to 2025-08-18).", ["imogen"], ["O1", "G2"], as_of="2025-06-01")
q("as_of", "signoff_rule", "On 20 January 2025, how many signatures did a negative report need?",
  "Two: every report was signed by two clinical scientists; the one-signature rule for negatives only started on 2025-02-03.", ["every report", "all reports", "two clinical scientists", "two scientists"], ["s04#5", "K1"], as_of="2025-01-20")
q("as_of", "team_meeting", "How did the team meet as of 20 September 2024?",
  "A weekly one-hour meeting on Thursdays at 10:00; the huddles started on 2024-10-07.", ["weekly", "one-hour", "one hour", "an hour"], ["J1", "J2"], as_of="2024-09-20")
q("as_of", "variant_interpretation", "Mid-December 2024 (15 December 2024), what did the scientists use to interpret variants?",
  "Alamut Visual Plus; VarSeq was only on trial (run by Femi) until it replaced Alamut on 2025-01-13.", ["alamut"], ["F1", "F3"], as_of="2024-12-15")
q("as_of", "sample_courier", "Who was the sample courier on 20 October 2024?",
  "CityMed Couriers; Blue Heron took over on 1 November 2024.", ["citymed", "city med"], ["I1"], as_of="2024-10-20")

# when
q("when", "workflow_manager", "When did production exome batches start going through the new Nextflow pipeline?",
  "On Monday 2024-09-02 (announced on Thursday 2024-08-29 as 'on Monday').",
  dates("2024-09-02", "2 september 2024", "september 2, 2024", "september 2nd", "2nd september", "2nd of september"), ["A4", "A6"])
q("when", "job_scheduler", "When did the cluster change over to Slurm?",
  "Around Wednesday 2024-07-17: on 2024-07-31 it was 'two weeks ago'.",
  dates("2024-07-17", "17 july", "july 17", "17th of july", "17th july"), ["s10#5", "B3"])
q("when", "portal_ci", "When were the portal's builds moved off Jenkins?",
  "On the morning of Monday 2024-05-20.",
  dates("2024-05-20", "20 may", "may 20", "20th of may", "20th may"), ["D1"])
q("when", "portal_error_tracking", "When did GlitchTip start receiving the portal's errors?",
  "Monday 2024-12-09 ('since Monday', said on 2024-12-11).",
  dates("2024-12-09", "9 december", "december 9", "9th of december", "9th december", "dec 9"), ["E3"])
q("when", "temperature_monitoring", "When did we go back to the old wired freezer probes?",
  "Monday 2024-12-16 (said on 2024-12-18 as 'on Monday').",
  dates("2024-12-16", "16 december", "december 16", "16th of december", "16th december", "dec 16"), ["H3"])
q("when", "sample_courier", "From what date did Blue Heron collect our samples?",
  "From 2024-11-01 ('the 1st of next month', said on 2024-10-09).",
  dates("2024-11-01", "1 november", "november 1", "1st of november", "1st november", "nov 1"), ["I1"])
q("when", "production_sequencer", "When did the NovaSeq X go live for clinical work?",
  "Tuesday 2025-06-03. Not in May: May 2025 was validation runs only.",
  dates("2025-06-03", "3 june", "june 3", "3rd of june", "3rd june"), ["G2", "G3"])
q("when", "owner_pipeline", "When did Mateo take over the exome pipeline?",
  "Monday 2025-03-03 ('from Monday', said on Wednesday 2025-02-26).",
  dates("2025-03-03", "3 march", "march 3", "3rd of march", "3rd march"), ["N1"])
q("when", "signoff_rule", "From what date could a negative report go out with just one signature?",
  "From Monday 2025-02-03 (GEN-SOP-031 v7).",
  dates("2025-02-03", "3 february", "february 3", "3rd of february", "3rd february", "feb 3"), ["K1", "K3"])
q("when", "pipeline_ci", "When did the analysis pipeline's CI leave Jenkins?",
  "Monday 2025-06-23 ('since Monday', said on 2025-06-25); not in May 2024, which is when the portal moved.",
  dates("2025-06-23", "23 june", "june 23", "23rd of june", "23rd june"), ["C2", "C3"])

# why
q("why", "workflow_manager", "Why did the lab rebuild the exome pipeline on Nextflow?",
  "Snakemake's resume after failed nodes kept biting them, only one person understood the 4,000-line pipeline while nf-core offers maintained modules, and Nextflow's trace and execution reports give the run provenance UKAS asks for.",
  ["resume", "nf-core", "provenance", "trace", "ukas", "maintainer", "one person"], ["A2d", "s08#4"])
q("why", "portal_error_tracking", "Why did the portal stop using Rollbar?",
  "An IG incident: Rollbar captured stack-trace local variables including a patient's NHS number and name, and Rollbar is hosted in the US, so patient data left the trust.",
  ["nhs number", "patient", "identif", "hosted in the us", "us-hosted", "information governance", "ig"], ["E1", "E2"])
q("why", "temperature_monitoring", "Why did we abandon the kelvyn.io sensors?",
  "The wireless sensors in the basement cold room kept dropping out (two concrete walls, marginal LoRa signal), once with no readings for five hours, and a second gateway needed a network point that would take six weeks.",
  ["basement", "cold room", "signal", "dropping", "drop out", "concrete", "no readings"], ["H2", "H3"])
q("why", "temperature_monitoring", "Why did we try to replace Tempriva in the first place?",
  "Tempriva's renewal came in at nearly double, and its wired probes meant an electrician every time a freezer moved; kelvyn.io's wireless sensors were 40% cheaper.",
  ["double", "price", "cost", "cheaper", "wired", "electrician"], ["H1"])
q("why", "sample_courier", "What was wrong with the old sample courier?",
  "CityMed had eleven late deliveries since March 2024 and four temperature excursions (the worst at 11 degrees).",
  ["late", "temperature", "excursion", "11 degrees"], ["s03#5", "I1"])
q("why", "signoff_rule", "Why were the sign-off requirements relaxed for negative results?",
  "Turnaround: negatives were at about six weeks, mostly waiting for the second scientist's signature.",
  ["turnaround", "backlog", "six weeks", "6 weeks", "waiting"], ["K1", "K3"])
q("why", "portal_hosting", "Why didn't the portal move to Azure in the end?",
  "The trust's cloud team couldn't finish the DPIA before March, their cost estimate came in at twice the VM, and Priya had enough on her plate.",
  ["dpia", "cost", "twice", "data protection"], ["P2"])
q("why", "data_archive", "Why did we give up the tape library, and why Arcus rather than Glacier?",
  "The tape library's support ended in June 2025 and its robot kept jamming. Arcus keeps data in UK-only data centres with no egress fees; AWS Glacier Deep Archive was cheaper per TB but meant data in a US company's cloud and painful retrieval fees.",
  ["jam", "support", "residency", "uk", "egress", "retrieval"], ["s07#1", "M2", "M3"])
q("why", "variant_interpretation", "What made us move variant interpretation off Alamut?",
  "The Alamut renewal came in 40% higher, and Alamut is a viewer rather than a workflow tool; VarSeq runs on-prem with ACMG built in and CNV support, and a 20-case trial agreed on 19 and caught a CNV missed in Alamut.",
  ["40%", "renewal", "price", "workflow", "cnv", "on-prem", "trial"], ["F1", "F2", "F3"])

# history
q("history", "temperature_monitoring", "Walk me through what has handled our freezer temperature alarms over time.",
  "Tempriva until 2024-12-02, then kelvyn.io wireless sensors for two weeks, then Tempriva again from 2024-12-16.",
  ["tempriva", "kelvyn"], ["s03#7", "H1", "H3"], accept_all=True, ordered_accept=[["tempriva"], ["kelvyn"], ["tempriva"]])
q("history", "owner_portal", "Who has been responsible for the results portal over time, in order?",
  "Priya Raman until 2025-04-14, Imogen Pryce while Priya was on parental leave, then Priya Raman again from 2025-08-18.",
  ["priya", "imogen"], ["O1", "O2", "N3"], accept_all=True, ordered_accept=[["priya"], ["imogen"], ["priya"]])
q("history", "workflow_manager", "What has the exome pipeline been built on over the years?",
  "Snakemake (since 2019) until 2024-09-02, then Nextflow.",
  ["snakemake", "nextflow"], ["A1", "A4", "A6"], accept_all=True, ordered_accept=[["snakemake"], ["nextflow"]])
q("history", "pipeline_ci", "What's the CI history of the analysis pipeline?",
  "Jenkins until 2025-06-23, then GitLab CI.",
  ["jenkins", "gitlab"], ["C1", "C2", "C3"], accept_all=True, ordered_accept=[["jenkins"], ["gitlab"]])
q("history", "production_sequencer", "Which sequencers have done our clinical runs, in order?",
  "The Illumina NextSeq 550 until 2025-06-03, then the NovaSeq X (the NextSeq became the backup).",
  ["nextseq", "novaseq"], ["s03#1", "G1", "G3"], accept_all=True, ordered_accept=[["nextseq"], ["novaseq"]])
q("history", "team_meeting", "How has the team's meeting set-up changed over time?",
  "A weekly one-hour Thursday meeting at 10:00 until October 2024, then two 15-minute huddles a week (Mondays and Thursdays at 9:15) from 2024-10-07.",
  ["weekly", "huddle"], ["J1", "J2", "J3"], accept_all=True, ordered_accept=[["weekly"], ["huddle"]])

# negative
q("negative", "workflow_manager", "Did our clinical pipeline ever run on Cromwell?",
  "No. Cromwell/WDL was considered in June 2024 and rejected (no WDL skills, Terra is a public cloud, self-hosting means a server and database); Cromwell is what the Halden research group uses. Our pipeline went from Snakemake to Nextflow.",
  NO, ["A2d", "s08#4", "Q2"])
q("negative", "variant_interpretation", "Did we ever use Franklin for variant interpretation?",
  "No. Franklin (franklin.genoox.com) was looked at in November 2024 and dropped because it is cloud-only and would not pass a DPIA; Alamut was replaced by VarSeq.",
  NO, ["F1", "F2"])
q("negative", "portal_hosting", "Has the results portal ever been hosted on Azure?",
  "No. A move to Azure App Service was announced for January 2025 but called off on 2025-01-23; the portal stays on genport01.",
  NO, ["P1", "P2"])
q("negative", "portal_error_tracking", "Did we ever send the portal's errors to Sentry?",
  "No. Hosted Sentry was rejected by IG and self-hosted Sentry was too heavy; the portal went from Rollbar to GlitchTip (which only uses the Sentry SDK as its client).",
  NO, ["E1", "E2"])
q("negative", "data_archive", "Did we ever archive sequencing data in AWS Glacier?",
  "No. Glacier Deep Archive was considered in January 2025 and rejected (data residency, retrieval fees); the archive went from LTO-8 tape to Arcus Vault.",
  NO, ["M3"])
q("negative", "temperature_monitoring", "Did we ever use kelvyn.io for the freezers?",
  "Yes, briefly: kelvyn.io wireless sensors replaced Tempriva from 2024-12-02 and were removed on 2024-12-16 after dropouts in the basement cold room.",
  ["yes", "briefly", "two weeks"], ["H1", "H3"])
q("negative", "job_scheduler", "Did the cluster ever run PBS Pro or Torque?",
  "No, neither is ever mentioned: the cluster ran Sun Grid Engine and then Slurm.",
  ["no", "never", "not mentioned", "did not", "didn't"], ["B1", "B3"])
q("negative", "sample_courier", "Have we ever used DHL Medical Express to move samples?",
  "No, not that the conversations show: samples came with CityMed Couriers and, from November 2024, Blue Heron Medical Transport.",
  ["no", "never", "not mentioned", "did not", "didn't"], ["I1"])
q("negative", "workflow_manager", "Was Snakemake ever part of our setup?",
  "Yes: the exome pipeline ran on Snakemake from 2019 until Nextflow took over production on 2024-09-02.",
  ["yes"], ["A1", "A4"])

# ownership
q("ownership", "owner_pipeline", "Who's in charge of the exome analysis pipeline now?",
  "Mateo Quiroga, since 2025-03-03; he took it over from Tomasz Wrona.", ["mateo"], ["N1", "N3"])
q("ownership", "owner_portal", "Who looks after the clinician results website today?",
  "Priya Raman (again since 2025-08-18, after Imogen covered her parental leave).", ["priya"], ["O2", "N3"])
q("ownership", "owner_pipeline", "Who maintained the pipeline before the hand-over in March 2025?",
  "Tomasz Wrona, who then went half-time to the Halden collaboration.", ["tomasz"], ["A1d", "N1"])
q("ownership", "owner_portal", "Who was the go-to person for the portal while its developer was on parental leave?",
  "Imogen Pryce, from 2025-04-14 to 2025-08-18.", ["imogen"], ["O1", "O2"])


def main() -> None:
    corpus, tags = build_corpus()
    (HERE / "corpus.chat.json").write_text(json.dumps(corpus, indent=1, ensure_ascii=False) + "\n", encoding="utf-8")
    with open(HERE / "facts.jsonl", "w", encoding="utf-8") as fh:
        for timeline, subj, pred, obj, vf, vt, ev, note in FACTS:
            row = {"subject": subj, "predicate": pred, "object": obj, "valid_from": vf, "valid_to": vt,
                   "evidence": resolve(ev, tags), "timeline": timeline, "note": note}
            fh.write(json.dumps(row, ensure_ascii=False) + "\n")
    with open(HERE / "questions.jsonl", "w", encoding="utf-8") as fh:
        for i, item in enumerate(Q, start=1):
            row = {"id": f"q{i:02d}", "type": item["type"], "timeline": item["timeline"],
                   "question": item["question"]}
            if "as_of" in item:
                row["as_of"] = item["as_of"]
            row["answer"] = item["answer"]
            row["accept"] = item["accept"]
            if "accept_all" in item:
                row["accept_all"] = item["accept_all"]
                row["ordered_accept"] = item["ordered_accept"]
            row["evidence"] = resolve(item["evidence"], tags)
            fh.write(json.dumps(row, ensure_ascii=False) + "\n")
    print(f"{len(corpus['sessions'])} sessions, {sum(len(s['turns']) for s in corpus['sessions'])} turns, "
          f"{len(FACTS)} facts, {len(Q)} questions")


if __name__ == "__main__":
    main()
