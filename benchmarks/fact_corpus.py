"""Synthetic facts for the head-to-head at scale: sentences from templates, each stored in
Graphiti's schema, and questions that paraphrase one planted fact each.

34 relations about people, services and projects (where someone lives, which database a service
uses, who leads a project, ...), each with a few sentence templates and a few question templates
that ask the same thing in other words. Fact i of a seed is the same whatever N is (the stream is
drawn in order), so the corpus of 10k facts starts with the corpus of 1k, a run grows one
namespace 1k -> 10k -> 100k, and the questions (about facts among the first 1,000) are the same
at every size. A (subject, relation) holds one fact at most, so each question has one right
answer. Subjects are drawn from a pool that widens as the stream goes on: early subjects hold
many facts (other facts about the same person are the hardest distractors), later ones few.

    facts = generate_facts(seed=17, n=10_000)
    questions = planted_questions(facts, seed=17, count=100)
"""

from __future__ import annotations

import hashlib
from dataclasses import dataclass
from datetime import datetime, timedelta, timezone
from itertools import product

import numpy as np

from graphmem.ids import stable_id

FIRST = ("Aaliyah Aarav Abigail Adebayo Aiko Alejandro Alice Amara Amir Ana Andrei Anika Arjun Astrid Aylin "
         "Beatriz Benedikt Bianca Bruno Camila Carlos Chen Chiara Chloe Dalia Daniel Dmitri Elena Elif Emeka "
         "Emil Esther Ethan Fatima Felix Fiona Francesca Gabriel Grace Hana Hannah Hiroshi Ibrahim Ines Ingrid "
         "Isaac Ivan Jakob Javier Jin Joao Jonas Julia Kai Kamala Karin Kenji Keira Lars Layla Leon Liam Lina "
         "Lucia Luis Maja Malik Mana Marco Maria Mateo Maya Mei Mikael Mira Mohammed Nadia Naomi Nikolai Nina "
         "Noah Nora Olga Omar Oscar Paulo Priya Rafael Rania Ravi Rosa Ruth Sakura Samuel Sara Sebastian Selin "
         "Sofia Soren Tariq Tessa Theo Tomas Umar Valentina Victor Wei Xavier Yara Yusuf Zainab Zoe Zofia").split()
LAST = ("Abara Acosta Adeyemi Ahmed Akhtar Alvarez Andersen Aoki Bauer Becker Bergstrom Bianchi Brennan Castro "
        "Chandra Chen Costa Cruz Dahl Delgado Dubois Duarte Eriksen Esposito Fernandes Fischer Fujita Garcia "
        "Gomez Greco Gruber Haddad Hansen Hartmann Hoffmann Horvat Ibarra Ivanova Jansen Jovanovic Kapoor Kato "
        "Keller Kim Kowalski Kruger Kumar Lambert Larsen Laurent Lehmann Lindqvist Lopez Magnusson Mahmoud "
        "Marino Mendes Meyer Moreau Moretti Morales Nakamura Navarro Nielsen Novak Nowak Ogunleye Okafor "
        "Olsen Ortiz Park Patel Pereira Petrov Quinn Ramos Reyes Ricci Rossi Russo Saito Santos Sato Schmidt "
        "Schneider Silva Singh Sokolov Suzuki Tanaka Torres Vargas Vasquez Volkov Wagner Walsh Weber Wojcik "
        "Yamamoto Yilmaz Young Zhang Zhou Zimmermann Ziegler Abbasi Bakker Coleman Dimitrov Eze Farouk Gallo "
        "Herrera Ito Jaramillo Kovac Lund Mwangi Nair").split()
DOMAINS = ("billing payments ledger invoice checkout cart catalog inventory pricing search recommendation "
           "notification email sms auth identity session profile account order shipping fulfilment warehouse "
           "returns refund tax fraud risk kyc compliance audit report analytics metrics event ingest export "
           "import media image video thumbnail upload storage backup archive config flags experiment loyalty "
           "coupon promo gift subscription plan quota ratelimit routing geo maps location dispatch driver rider "
           "booking calendar schedule chat message comment review rating feed social friend group tenant admin "
           "support ticket helpdesk survey form document pdf translation locale currency exchange wallet card "
           "bank payout partner vendor contract onboarding payroll timesheet expense travel badge").split()
COMPONENTS = ("api service worker gateway scheduler indexer consumer producer proxy store sync exporter importer "
              "batch cron daemon web ui backend frontend bff adapter bridge router collector aggregator processor "
              "handler engine manager registry resolver validator notifier publisher listener loader renderer "
              "planner").split()
ADJECTIVES = ("Amber Arctic Azure Bold Bright Broken Calm Cobalt Copper Crimson Crystal Daring Dawn Desert Dusky "
              "Electric Emerald Fading Fierce Frozen Gentle Golden Granite Hidden Hollow Iron Ivory Jade Lunar "
              "Marble Midnight Misty Northern Obsidian Onyx Pale Quiet Rapid Restless Rusty Scarlet Shadow Silent "
              "Silver Solar Stone Storm Swift Tidal Twilight Velvet Violet Wandering Wild Winter Wooden").split()
ANIMALS = ("Albatross Antelope Badger Bison Bobcat Buffalo Camel Cheetah Cobra Condor Coyote Crane Dolphin Eagle "
           "Elk Falcon Ferret Finch Fox Gazelle Gecko Heron Hornet Ibis Jackal Jaguar Kestrel Koala Lemur Leopard "
           "Lynx Magpie Marten Mongoose Moose Narwhal Ocelot Orca Osprey Otter Owl Panther Pelican Puma Raven "
           "Salmon Seal Shark Sparrow Stag Swan Tiger Toucan Viper Walrus Wolf Wombat Yak Zebra").split()


def _split(text: str) -> tuple[str, ...]:
    return tuple(item.strip() for item in text.split(";"))


CITIES = _split("Lisbon; Porto; Madrid; Valencia; Barcelona; Lyon; Marseille; Paris; Brussels; Antwerp; Rotterdam; "
                "Utrecht; Hamburg; Munich; Leipzig; Vienna; Graz; Zurich; Basel; Milan; Turin; Bologna; Naples; "
                "Prague; Krakow; Warsaw; Budapest; Ljubljana; Zagreb; Athens; Istanbul; Copenhagen; Aarhus; Oslo; "
                "Bergen; Stockholm; Gothenburg; Helsinki; Tallinn; Riga; Dublin; Cork; Edinburgh; Glasgow; "
                "Manchester; Bristol; Toronto; Montreal; Vancouver; Boston; Chicago; Denver; Austin; Seattle; "
                "Portland; Mexico City; Bogota; Lima; Santiago; Buenos Aires; Sao Paulo; Nairobi; Lagos; Accra; "
                "Cape Town; Cairo; Dubai; Mumbai; Bangalore; Singapore; Jakarta; Seoul; Osaka; Kyoto; Sydney; "
                "Melbourne; Auckland")
COMPANIES = tuple(f"{a} {b}" for a, b in product(
    _split("Northwind; Bluepeak; Redwood; Brightline; Clearwater; Ironbridge; Lumen; Silverleaf; Stonegate; "
           "Quantix; Helio; Nimbus; Orchard; Vantage; Kestrel; Meridian; Polaris; Tessellate; Willow; Zephyr"),
    _split("Labs; Analytics; Logistics; Health; Robotics; Energy; Media; Bank; Insurance; Foods")))
ROLES = _split("data engineer; product designer; site reliability engineer; frontend developer; backend developer; "
               "machine learning engineer; product manager; engineering manager; security analyst; "
               "technical writer; QA engineer; data scientist; solutions architect; mobile developer; "
               "database administrator; UX researcher; customer success manager; sales engineer; "
               "developer advocate; platform engineer; finance controller; recruiter; office manager; "
               "legal counsel; marketing lead; support engineer; release manager; cloud architect; "
               "embedded engineer; game designer")
FOODS = _split("ramen; paella; pad thai; sushi; lasagne; butter chicken; pho; tacos al pastor; moussaka; "
               "bibimbap; falafel; risotto; goulash; pierogi; shakshuka; jollof rice; ceviche; dim sum; "
               "cacio e pepe; bouillabaisse; chili con carne; massaman curry; khachapuri; empanadas; "
               "okonomiyaki; fish and chips; tagine; biryani; poke bowls; schnitzel; feijoada; laksa")
ALLERGENS = _split("peanuts; tree nuts; shellfish; gluten; lactose; eggs; soy; sesame; penicillin; pollen; "
                   "cat dander; bee stings; latex; mustard; celery")
LANGUAGES = _split("Portuguese; Spanish; French; German; Italian; Dutch; Polish; Czech; Hungarian; Greek; "
                   "Turkish; Swedish; Norwegian; Finnish; Russian; Ukrainian; Arabic; Hebrew; Hindi; Bengali; "
                   "Mandarin; Cantonese; Japanese; Korean; Swahili; Yoruba; Tagalog; Vietnamese")
HOBBIES = _split("rock climbing; baking sourdough bread; trail running; birdwatching; woodworking; "
                 "playing chess; sailing; restoring old bicycles; painting watercolours; growing tomatoes; "
                 "brewing beer; surfing; knitting sweaters; playing board games; scuba diving; "
                 "building model trains; photographing street art; cross-country skiing; fly fishing; "
                 "pottery; salsa dancing; stargazing; kayaking; writing poetry; geocaching; judo")
PETS = tuple(f"{name} the {species}" for species, name in product(
    _split("beagle; labrador; greyhound; tabby cat; siamese cat; parrot; rabbit; tortoise; hamster; corgi"),
    _split("Biscuit; Pepper; Mochi; Luna; Ziggy; Olive; Pickles; Nacho; Juniper; Waffles; Maple; Pixel")))
CARS = _split("Volvo XC40; Toyota Prius; Tesla Model 3; Fiat 500; Renault Zoe; Skoda Octavia; Honda Civic; "
              "Kia Niro; Subaru Outback; Mazda MX-5; Volkswagen Golf; Ford Transit; BMW i3; Peugeot 208; "
              "Hyundai Ioniq; Nissan Leaf; Mini Cooper; Citroen Berlingo; Audi A4; Land Rover Defender")
MONTHS = ("January February March April May June July August September October November December").split()
DATES = tuple(f"{month} {day}" for month, day in product(MONTHS, range(1, 29)))
UNIVERSITIES = _split("the University of Lisbon; ETH Zurich; TU Delft; the University of Edinburgh; "
                      "Sorbonne University; KTH Stockholm; the University of Warsaw; Charles University; "
                      "the University of Toronto; McGill University; MIT; Carnegie Mellon University; "
                      "the University of Texas; the University of Washington; the University of Cape Town; "
                      "the University of Nairobi; IIT Bombay; the National University of Singapore; "
                      "Seoul National University; Kyoto University; the University of Melbourne; "
                      "the University of Sao Paulo; Trinity College Dublin; the University of Bologna")
INSTRUMENTS = _split("cello; violin; piano; bass guitar; trumpet; saxophone; clarinet; drums; ukulele; harp; "
                     "accordion; banjo; flute; trombone; mandolin; oboe")
CLUBS = _split("FC Porto; Ajax; Celtic; Boca Juniors; Borussia Dortmund; Napoli; the Boston Celtics; "
               "the Chicago Cubs; the Toronto Raptors; the Seattle Sounders; the All Blacks; Galatasaray; "
               "Olympiacos; Red Star Belgrade; the Denver Nuggets; Sporting Lisbon; Athletic Bilbao")
DRINKS = _split("flat white; oat milk latte; double espresso; chai latte; matcha latte; cortado; cold brew; "
                "cappuccino; macchiato; hot chocolate; green tea; rooibos tea; americano; mocha")
BOOKS = tuple(f"The {a} {b}" for a, b in product(
    _split("Silent; Last; Hidden; Forgotten; Burning; Glass; Distant; Secret; Winter; Crooked"),
    _split("Orchard; Lighthouse; Archive; Harbour; Cartographer; Garden; Republic; Voyage; Tower; Alphabet")))
DATABASES = _split("PostgreSQL; MySQL; MongoDB; Cassandra; DynamoDB; CockroachDB; ClickHouse; SQLite; "
                   "MariaDB; Elasticsearch; Neo4j; ScyllaDB; Firestore; Oracle Database")
PROGRAMMING = _split("Go; Rust; Java; Kotlin; Python; TypeScript; Scala; Elixir; C#; Ruby; Clojure; Swift; C++")
TEAMS = _split("Platform; Growth; Payments; Checkout; Search Quality; Data Infrastructure; Mobile; Identity; "
               "Core Banking; Developer Experience; Observability; Trust and Safety; Fulfilment; Marketplace; "
               "Storage; Edge; Reliability; Billing Ops; Insights; Integrations")
REGIONS = _split("eu-west-1; eu-central-1; eu-north-1; us-east-1; us-east-2; us-west-2; ca-central-1; "
                 "sa-east-1; ap-southeast-1; ap-northeast-1; ap-south-1; af-south-1; me-central-1")
PORTS = tuple(f"port {p}" for p in (80, 443, 3000, 4000, 5000, 5432, 6379, 7000, 8000, 8080, 8081, 8443, 8888,
                                    9000, 9090, 9200, 9443, 10000, 50051))
TOPICS = tuple(f"{d}.{e}" for d, e in product(
    _split("orders; invoices; users; payments; shipments; tickets; refunds; sessions; documents; bookings"),
    _split("created; updated; deleted; failed; completed")))
MONITORING = _split("Prometheus; Grafana; Datadog; New Relic; Sentry; Honeycomb; Dynatrace; Zabbix; Nagios; "
                    "Splunk; OpenTelemetry; Lightstep")
CACHES = _split("Redis; Memcached; Varnish; Hazelcast; Caffeine; KeyDB; Dragonfly; Ehcache")
PIPELINES = _split("GitHub Actions; GitLab CI; Jenkins; CircleCI; Buildkite; Travis CI; TeamCity; Argo CD; "
                   "Drone; Bamboo")
AMOUNTS = tuple(f"{k} thousand euros" for k in range(40, 990, 15))
BLOCKERS = _split("a pending security review; the vendor contract; legal sign-off; the data migration; "
                  "a hiring freeze; the new design system; a missing API key from the partner; "
                  "the database upgrade; budget approval; the accessibility audit; a licensing question; "
                  "the load test results; the SOC 2 audit; a dependency on the mobile release; "
                  "customer feedback interviews; the GDPR assessment")

PERSON, SERVICE, PROJECT = "person", "service", "project"
# Each subject kind's share of the stream, and how far into its pool a fact may reach:
# FIRST_SUBJECTS, plus one more subject per SUBJECT_GROWTH facts of the kind so far.
SHARES = ((PERSON, 0.75), (SERVICE, 0.15), (PROJECT, 0.10))
FIRST_SUBJECTS = 30
SUBJECT_GROWTH = 5
START = datetime(2024, 1, 1, tzinfo=timezone.utc)
SPAN_DAYS = 1_000


@dataclass(frozen=True)
class Relation:
    """One kind of fact: its edge name, subject kind, object pool, sentences and questions."""

    name: str
    subject: str
    objects: tuple[str, ...]  # empty: other subjects of the person pool
    facts: tuple[str, ...]
    questions: tuple[str, ...]


def _relation(name: str, subject: str, objects: tuple[str, ...], facts: str, questions: str) -> Relation:
    return Relation(name, subject, objects, _split(facts), _split(questions))


RELATIONS = (
    _relation("LIVES_IN", PERSON, CITIES, "{s} lives in {o}.; {s} has an apartment in {o}.; "
              "{s} moved to {o} and lives there now.",
              "Which city is {s} based in?; Where is {s}'s home?; In what town does {s} reside?"),
    _relation("WORKS_AT", PERSON, COMPANIES, "{s} works at {o}.; {s} is employed by {o}.; "
              "{s} joined {o} and still works there.",
              "Which company employs {s}?; Who is {s}'s employer?; Where does {s} have a job?"),
    _relation("HAS_ROLE", PERSON, ROLES, "{s} is a {o}.; {s} works as a {o}.",
              "What does {s} do for a living?; What is {s}'s job title?; What is {s}'s profession?"),
    _relation("REPORTS_TO", PERSON, (), "{s} reports to {o}.; {s}'s manager is {o}.",
              "Who is {s}'s boss?; Who does {s} answer to at work?; Who manages {s}?"),
    _relation("MENTORS", PERSON, (), "{s} mentors {o}.; {s} is mentoring {o} this year.",
              "Who is {s} coaching?; Whose mentor is {s}?; Which colleague gets guidance from {s}?"),
    _relation("LIKES_FOOD", PERSON, FOODS, "{s}'s favourite dish is {o}.; {s} loves {o}.; "
              "{s} could eat {o} every day.",
              "What does {s} like to eat most?; What food does {s} enjoy above all?; "
              "Which meal is {s}'s top pick?"),
    _relation("ALLERGIC_TO", PERSON, ALLERGENS, "{s} is allergic to {o}.; {s} has a bad reaction to {o}.",
              "What must {s} avoid because of an allergy?; Which allergy does {s} have?; "
              "What triggers an allergic reaction in {s}?"),
    _relation("SPEAKS", PERSON, LANGUAGES, "{s} speaks fluent {o}.; {s} grew up speaking {o}.",
              "Which language does {s} know besides English?; What tongue can {s} converse in?; "
              "What foreign language has {s} mastered?"),
    _relation("HAS_HOBBY", PERSON, HOBBIES, "{s} spends weekends {o}.; In free time {s} enjoys {o}.",
              "What is {s}'s hobby?; What does {s} do for fun?; How does {s} relax outside of work?"),
    _relation("HAS_PET", PERSON, PETS, "{s} has a pet, {o}.; {s} adopted {o} last year.",
              "What animal lives with {s}?; What is the name of {s}'s pet?; Does {s} have a dog or a cat?"),
    _relation("DRIVES", PERSON, CARS, "{s} drives a {o}.; {s} bought a {o}.",
              "What car does {s} own?; Which vehicle does {s} use to get around?; What model is {s}'s car?"),
    _relation("BORN_ON", PERSON, DATES, "{s}'s birthday is {o}.; {s} was born on {o}.",
              "When does {s} celebrate a birthday?; What is {s}'s date of birth?; On which day was {s} born?"),
    _relation("STUDIED_AT", PERSON, UNIVERSITIES, "{s} graduated from {o}.; {s} studied at {o}.",
              "Which university did {s} attend?; Where did {s} go to college?; "
              "What school is {s} an alumnus of?"),
    _relation("PLAYS", PERSON, INSTRUMENTS, "{s} plays the {o}.; {s} has been learning the {o}.",
              "Which musical instrument does {s} play?; What instrument is {s} practising?; "
              "Is {s} musical, and on what instrument?"),
    _relation("SUPPORTS", PERSON, CLUBS, "{s} is a big fan of {o}.; {s} never misses a {o} game.",
              "Which team does {s} cheer for?; What club does {s} support?; "
              "Which sports team is {s} a supporter of?"),
    _relation("DRINKS", PERSON, DRINKS, "{s} always orders a {o}.; {s} starts every morning with a {o}.",
              "What is {s}'s usual drink?; What does {s} get at the cafe?; Which beverage does {s} prefer?"),
    _relation("TRAVELS_TO", PERSON, CITIES, "{s} is planning a trip to {o} next summer.; "
              "{s} booked a holiday in {o}.",
              "Where is {s} going on vacation?; Which destination has {s} picked for the next holiday?; "
              "Where will {s} travel soon?"),
    _relation("READS", PERSON, BOOKS, "{s} is reading {o}.; {s} recommended the novel {o}.",
              "Which book has {s} been into lately?; What novel did {s} suggest?; What is {s} reading?"),
    _relation("ON_CALL_FOR", PERSON, (), "{s} is on call for {o} this week.; Page {s} when {o} has an incident.",
              "Which system does {s} get paged for?; What service does {s} cover out of hours?; "
              "Which service is {s} the on-call engineer for?"),
    _relation("USES_DATABASE", SERVICE, DATABASES, "{s} stores its data in {o}.; "
              "{s} keeps its records in a {o} cluster.",
              "Which database does {s} use?; What datastore backs {s}?; Where does {s} persist its state?"),
    _relation("WRITTEN_IN", SERVICE, PROGRAMMING, "{s} is written in {o}.; {s} was rewritten in {o} last quarter.",
              "What programming language is {s} implemented in?; Which language is the {s} codebase?; "
              "What is {s} coded in?"),
    _relation("OWNED_BY", SERVICE, TEAMS, "The {o} team owns {s}.; {s} belongs to the {o} team.",
              "Which team is responsible for {s}?; Who maintains {s}?; Which group looks after {s}?"),
    _relation("DEPLOYED_IN", SERVICE, REGIONS, "{s} is deployed in {o}.; {s} runs in the {o} region.",
              "In which cloud region does {s} run?; Where is {s} hosted?; Which data centre serves {s}?"),
    _relation("LISTENS_ON", SERVICE, PORTS, "{s} listens on {o}.; {s} serves traffic on {o}.",
              "What port does {s} use?; On which port can {s} be reached?; Which port number is {s} bound to?"),
    _relation("PUBLISHES_TO", SERVICE, TOPICS, "{s} publishes events to the {o} topic.; {s} emits messages on {o}.",
              "Where does {s} send its events?; Which topic does {s} write to?; What queue receives {s}'s messages?"),
    _relation("MONITORED_WITH", SERVICE, MONITORING, "{s} is monitored with {o}.; Alerts for {s} come from {o}.",
              "What tool watches the health of {s}?; How is {s} observed in production?; "
              "Which monitoring system covers {s}?"),
    _relation("CACHES_IN", SERVICE, CACHES, "{s} caches responses in {o}.; {s} uses {o} as its cache.",
              "What cache sits in front of {s}?; Which caching layer does {s} rely on?; "
              "Where does {s} keep hot data?"),
    _relation("BUILT_BY", SERVICE, PIPELINES, "{s} is built and deployed by {o}.; The pipeline for {s} runs on {o}.",
              "Which CI system ships {s}?; What builds {s}?; Where does the build of {s} run?"),
    _relation("DUE_ON", PROJECT, DATES, "{s} is due on {o}.; The deadline for {s} is {o}.",
              "When must {s} be finished?; By what date should {s} ship?; What is the target date of {s}?"),
    _relation("LED_BY", PROJECT, (), "{o} leads {s}.; {s} is run by {o}.",
              "Who is in charge of {s}?; Who heads {s}?; Which person drives {s}?"),
    _relation("HAS_BUDGET", PROJECT, AMOUNTS, "{s} has a budget of {o}.; {s} was funded with {o}.",
              "How much money does {s} have?; What is the funding of {s}?; How big is the budget for {s}?"),
    _relation("BUILT_FOR", PROJECT, COMPANIES, "{s} is being built for {o}.; {o} is the client of {s}.",
              "Which customer is {s} for?; Who commissioned {s}?; For which client is {s} being developed?"),
    _relation("BLOCKED_ON", PROJECT, BLOCKERS, "{s} is blocked on {o}.; {s} cannot proceed until {o}.",
              "What is holding up {s}?; What is {s} stuck on?; What does {s} wait for?"),
    _relation("STAFFED_BY", PROJECT, TEAMS, "The {o} team is working on {s}.; {s} is staffed by the {o} team.",
              "Which team builds {s}?; Who is working on {s}?; Which group was assigned {s}?"),
)
# Relations whose object is another subject: a person (a service for ON_CALL_FOR).
SUBJECT_OBJECTS = {"REPORTS_TO": PERSON, "MENTORS": PERSON, "LED_BY": PERSON, "ON_CALL_FOR": SERVICE}


@dataclass(frozen=True)
class Fact:
    """One generated fact: subject -[relation]-> object, its sentence and when it became valid."""

    index: int
    subject: str
    relation: str
    object: str
    text: str
    valid_at: datetime

    def uuid(self, ns: str) -> str:
        """The fact's edge uuid in a namespace."""
        return stable_id(ns, "bench-fact", str(self.index))


@dataclass(frozen=True)
class Question:
    """A question about one planted fact, in other words than the fact's."""

    id: str
    text: str
    fact: Fact


def subject_pools(seed: int) -> dict[str, list[str]]:
    """Every subject kind's names, in the seeded order the stream takes them."""
    rng = np.random.default_rng([seed, 0])
    pools = {PERSON: [f"{a} {b}" for a, b in product(FIRST, LAST)],
             SERVICE: [f"{a}-{b}" for a, b in product(DOMAINS, COMPONENTS)],
             PROJECT: [f"Project {a} {b}" for a, b in product(ADJECTIVES, ANIMALS)]}
    return {kind: [names[i] for i in rng.permutation(len(names))] for kind, names in pools.items()}


def generate_facts(seed: int, n: int) -> list[Fact]:
    """The first n facts of the seed's stream (the first m of them for any m < n are the same)."""
    rng = np.random.default_rng([seed, 1])
    pools = subject_pools(seed)
    by_kind = {kind: [r for r in RELATIONS if r.subject == kind] for kind, _ in SHARES}
    kinds, shares = zip(*SHARES)
    drawn = {kind: 0 for kind in kinds}
    used: set[tuple[str, str]] = set()
    facts: list[Fact] = []
    while len(facts) < n:
        kind = kinds[int(rng.choice(len(kinds), p=shares))]
        reach = min(len(pools[kind]), FIRST_SUBJECTS + drawn[kind] // SUBJECT_GROWTH)
        subject = pools[kind][int(rng.integers(reach))]
        free = [r for r in by_kind[kind] if (subject, r.name) not in used]
        if not free:
            continue
        relation = free[int(rng.integers(len(free)))]
        obj = _object(rng, relation, subject, pools, drawn)
        template = relation.facts[int(rng.integers(len(relation.facts)))]
        valid_at = START + timedelta(minutes=int(rng.integers(SPAN_DAYS * 24 * 60)))
        used.add((subject, relation.name))
        drawn[kind] += 1
        facts.append(Fact(len(facts), subject, relation.name, obj, template.format(s=subject, o=obj), valid_at))
    return facts


def _object(rng: np.random.Generator, relation: Relation, subject: str, pools: dict[str, list[str]],
            drawn: dict[str, int]) -> str:
    kind = SUBJECT_OBJECTS.get(relation.name)
    if kind is None:
        return relation.objects[int(rng.integers(len(relation.objects)))]
    reach = min(len(pools[kind]), FIRST_SUBJECTS + drawn[kind] // SUBJECT_GROWTH)
    while (other := pools[kind][int(rng.integers(reach))]) == subject:
        pass
    return other


def planted_questions(facts: list[Fact], seed: int, count: int, among: int = 1_000) -> list[Question]:
    """`count` questions, each about a different fact among the first `among` (the same at every
    corpus size), phrased by one of its relation's question templates."""
    rng = np.random.default_rng([seed, 2])
    pool = facts[:among]
    relations = {r.name: r for r in RELATIONS}
    chosen = sorted(rng.choice(len(pool), size=min(count, len(pool)), replace=False).tolist())
    questions = []
    for index in chosen:
        fact = pool[index]
        templates = relations[fact.relation].questions
        questions.append(Question(f"q{index}", templates[int(rng.integers(len(templates)))].format(s=fact.subject),
                                  fact))
    return questions


def entity_names(facts: list[Fact]) -> list[str]:
    """Every subject and object the facts name, once each, in order of first use."""
    return list(dict.fromkeys(name for fact in facts for name in (fact.subject, fact.object)))


def digest(texts: list[str]) -> str:
    """A short hash of texts in order (keys the cached vectors to exactly what was embedded)."""
    h = hashlib.sha256()
    for text in texts:
        h.update(text.encode("utf-8") + b"\0")
    return h.hexdigest()[:12]
