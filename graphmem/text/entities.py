"""Entities named in a text: technologies from a gazetteer, issue keys, file paths and proper names.

Everything here is pattern matching on the text itself (no model), so it is cheap enough to run on
every idea and turn. Technologies carry the role they play in a stack as their kind
("error_tracking", "hosting", "test_runner"...), which facts use as their predicate.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from functools import lru_cache

from graphmem.model import EntityMention
from graphmem.text.vocabulary import is_common_word, is_english_word

# One line per kind: "kind: Name|alias|alias; Name|alias; ...". The first spelling is the display
# name and its lowercase form the canonical key. Spellings match case-insensitively on word
# boundaries, except those written with a leading "=", which must match exactly: they are also
# common English words or names ("Fly", "Go", "Render", "Ruby"), safe only when capitalised as here.
_GAZETTEER = """
database: PostgreSQL|Postgres|=pg|psql; MySQL; MariaDB; SQLite|sqlite3; MongoDB|=Mongo; Redis; \
 Cassandra|Apache Cassandra; DynamoDB|Amazon DynamoDB; CockroachDB; Neo4j; ClickHouse; =Snowflake; \
 BigQuery; Firestore|Cloud Firestore; PlanetScale; =Neon; CouchDB; Couchbase; InfluxDB; TimescaleDB; \
 Oracle Database; SQL Server|MSSQL|Microsoft SQL Server; DuckDB; Valkey; ScyllaDB; =Realm; Turso; \
 Memgraph; ArangoDB; =Dgraph; SurrealDB; Amazon Aurora|=Aurora; Amazon RDS|RDS; Cloud SQL; LiteFS
vector_database: Pinecone; Weaviate; Qdrant; Milvus; Chroma|ChromaDB; pgvector; FAISS; LanceDB; Vespa
search_engine: Elasticsearch; OpenSearch; Algolia; Meilisearch; Typesense; Apache Solr|Solr
cache: Memcached; Varnish; =Dragonfly|DragonflyDB
language: Python; JavaScript; TypeScript; Java; Kotlin; =Swift; Objective-C; =Go|Golang; =Rust; \
 =Ruby; PHP; C#|csharp; C++|cpp; Scala; Elixir; Erlang; Haskell; Clojure; =Dart; Lua; Perl; Zig; \
 OCaml; F#; Groovy; =Julia; =Crystal; =Nim; =Bash; Solidity; =Gleam
runtime: Node.js|nodejs|=Node; Deno; =Bun; JVM; .NET|dotnet; Hermes|Hermes engine; GraalVM; WebAssembly|Wasm
web_framework: Django; Flask; FastAPI; =Express|Express.js|expressjs; Koa; NestJS; Fastify; hapi|hapi.js; \
 Ruby on Rails|=Rails; Laravel; Symfony; Spring Boot|=Spring; ASP.NET|ASP.NET Core; =Phoenix|Phoenix Framework; \
 =Gin; Actix|actix-web; Axum; Sinatra; Starlette; Tornado; =Hono; AdonisJS; Ktor; Quarkus; Micronaut; \
 Strawberry GraphQL; Apollo Server; Flask-RESTful; Sails.js
frontend_framework: React|React.js|ReactJS; Vue|Vue.js|VueJS; Angular|AngularJS; Svelte; SvelteKit; \
 Next.js|NextJS; Nuxt|Nuxt.js; =Remix; Astro; SolidJS|Solid.js; Preact; =Ember|Ember.js; Backbone.js; \
 jQuery; Alpine.js; htmx; Gatsby; Qwik; =Lit; LiveView|Phoenix LiveView; Blazor
mobile_framework: React Native|=RN|react-native; Flutter; Cordova|Apache Cordova|PhoneGap; =Ionic; \
 =Capacitor; Xamarin|Xamarin.Forms; .NET MAUI|MAUI; Kotlin Multiplatform|KMP|Kotlin Multiplatform Mobile; \
 NativeScript; =Expo; SwiftUI; Jetpack Compose; UIKit; Compose Multiplatform; Titanium|Appcelerator Titanium
desktop_framework: Electron; Tauri; =Qt; GTK; WPF; WinForms
css_framework: Tailwind CSS|Tailwind|tailwindcss; Bootstrap; Bulma; Material UI|MUI; Chakra UI; \
 styled-components; Sass|SCSS; shadcn/ui|shadcn; Ant Design
test_runner: Jest; Vitest; Mocha; =Jasmine; =Karma; =AVA; Cypress; Playwright; Selenium; Puppeteer; \
 pytest|py.test; unittest; nose2; RSpec; Minitest; JUnit; TestNG; PHPUnit; go test; cargo test; \
 flutter test; node --test|node:test; Detox; Appium; XCTest; Espresso; WebdriverIO; TestCafe; uvu; \
 ExUnit; bun test; Deno test
test_library: =Chai|chai.js; Sinon|Sinon.js; Enzyme; Testing Library|React Testing Library; nock; \
 supertest; Hypothesis; Mockito; MSW|Mock Service Worker; Storybook
error_tracking: Sentry; Rollbar; Bugsnag; Raygun; Honeybadger; Airbrake; Crashlytics|Firebase Crashlytics; \
 TrackJS; GlitchTip; Bugsink; Instabug; AppSignal; Errbit; Exceptionless
monitoring: Datadog; New Relic; Grafana; Prometheus; Honeycomb; Dynatrace; OpenTelemetry|OTel; Jaeger; \
 Zipkin; PagerDuty; Opsgenie; Pingdom; UptimeRobot; Better Stack|Better Uptime; Kibana; Grafana Loki|=Loki; \
 Splunk; Papertrail; Loggly; Logtail; Mezmo|LogDNA; Sumo Logic; Statuspage; LogRocket; Checkly; Nagios; Zabbix
hosting: Heroku; Fly.io|fly.dev|=Fly; =Render|Render.com; =Railway|Railway.app; Vercel; Netlify; \
 DigitalOcean App Platform; =Linode; Hetzner; Vultr; OVHcloud|OVH; Scaleway; GitHub Pages; \
 Cloudflare Pages; Cloudflare Workers; Firebase Hosting; AWS Lambda|=Lambda; Elastic Beanstalk|AWS Elastic Beanstalk; \
 Google App Engine|App Engine; Google Cloud Run|Cloud Run; Azure App Service; AWS Amplify|Amplify; \
 Amazon EC2|EC2; Amazon ECS|ECS; AWS Fargate|Fargate; Deno Deploy; Northflank; Koyeb; Dokku; Coolify; \
 PythonAnywhere; =Glitch; Surge|surge.sh; Azure Functions; Google Cloud Functions|Cloud Functions; Kamal
cloud: AWS|Amazon Web Services; Google Cloud|GCP|Google Cloud Platform; Azure|Microsoft Azure; Cloudflare; \
 DigitalOcean; Oracle Cloud|OCI; IBM Cloud; Alibaba Cloud
object_storage: Amazon S3|S3|AWS S3; Cloudflare R2|=R2; Backblaze B2|=B2; Google Cloud Storage|GCS; \
 Azure Blob Storage|Azure Blob; MinIO; Wasabi; DigitalOcean Spaces; Supabase Storage; Firebase Storage; \
 Cloudinary; Uploadcare; imgix; ImageKit; Local disk|local filesystem|local file system
cdn: Fastly; Akamai; CloudFront|Amazon CloudFront; Bunny CDN|BunnyCDN|bunny.net; jsDelivr; unpkg; KeyCDN
ci: GitHub Actions|GH Actions|=GHA; GitLab CI|GitLab CI/CD; CircleCI; Travis CI; Jenkins; Buildkite; \
 Azure Pipelines; Bitbucket Pipelines; TeamCity; Drone CI; Bitrise; Codemagic; AppVeyor; Semaphore CI; \
 AWS CodeBuild|CodeBuild; Google Cloud Build|Cloud Build; Woodpecker CI; Argo CD|ArgoCD; Spinnaker; \
 Tekton; fastlane; EAS Build; Dagger
code_hosting: GitHub; GitLab; Bitbucket; Gitea; Codeberg; Forgejo; SourceHut
version_control: =Git; Mercurial; Subversion|SVN; Perforce
container: Docker; Podman; Kubernetes|k8s; =Helm; Docker Compose|docker-compose; =Nomad; OpenShift; \
 Amazon EKS|EKS; GKE; AKS; k3s; minikube; Docker Swarm; containerd
infrastructure: Terraform; Pulumi; Ansible; =Chef; =Puppet; CloudFormation|AWS CloudFormation; \
 AWS CDK; OpenTofu; Vagrant; =Packer; Crossplane
message_queue: Kafka|Apache Kafka; RabbitMQ; Amazon SQS|SQS; Amazon SNS|SNS; NATS; Google Pub/Sub|Pub/Sub; \
 =Celery; Sidekiq; BullMQ; ActiveMQ; Amazon Kinesis|Kinesis; Apache Pulsar; ZeroMQ|ZMQ; Azure Service Bus; \
 Resque; =Temporal; Inngest; Amazon EventBridge|EventBridge
bundler: Webpack; Vite; Rollup; esbuild; =Parcel; Turbopack; SWC; Babel; Rspack; Snowpack; =Gulp; \
 =Grunt; Browserify; tsup; Metro
build_tool: Gradle; Maven; Bazel; CMake; =Nx; Turborepo; Lerna; =Buck; Pants; =Make|GNU Make
package_manager: npm; =Yarn; pnpm; pip; =Poetry; =uv; Pipenv; conda|Anaconda; Homebrew; =Cargo; \
 =Composer; CocoaPods; NuGet; =Bundler; pub.dev
orm: Prisma; Sequelize; TypeORM; =Drizzle|Drizzle ORM; Knex|Knex.js; =Mongoose; SQLAlchemy; Django ORM; \
 ActiveRecord|Active Record; Hibernate; Entity Framework; Objection.js; MikroORM; Ecto; GORM; =Diesel; \
 Alembic; Flyway; Liquibase; Ash Framework
auth: Auth0; Okta; =Clerk; Firebase Authentication|Firebase Auth; Supabase Auth; Amazon Cognito|Cognito; \
 Keycloak; NextAuth.js|NextAuth|Auth.js; Passport.js|=Passport; WorkOS; Stytch; FusionAuth; =Ory; Lucia
payments: =Stripe; PayPal; Braintree; Adyen; =Paddle; Lemon Squeezy; RevenueCat; Chargebee
email: SendGrid; Mailgun; =Postmark; Amazon SES|SES; Mailchimp; =Resend; Mandrill; SparkPost; Brevo|Sendinblue
analytics: Google Analytics|GA4; Mixpanel; Amplitude; =Segment; PostHog; Plausible; =Heap; Matomo; \
 =Fathom; Hotjar; FullStory; Umami; Firebase Analytics
feature_flags: LaunchDarkly; Unleash; Flagsmith; GrowthBook; ConfigCat; Statsig
issue_tracker: Jira; =Linear; Trello; =Asana; GitHub Issues; YouTrack; =Shortcut; ClickUp; =Basecamp; \
 Pivotal Tracker; Beads
chat: =Slack; =Discord; Microsoft Teams|MS Teams; Mattermost; Zulip; Rocket.Chat; Telegram; WhatsApp
docs: Confluence; =Notion; Docusaurus; MkDocs; Sphinx; GitBook; Read the Docs; VitePress; Jekyll; =Hugo
editor: VS Code|VSCode|Visual Studio Code; Vim; Neovim|nvim; Emacs; IntelliJ IDEA|IntelliJ; PyCharm; \
 WebStorm; Xcode; Android Studio; Sublime Text; =Cursor; =Zed; =Eclipse; Visual Studio; JetBrains; Windsurf
ai_tool: Claude Code; GitHub Copilot|Copilot; Aider; Codex CLI; Cody; Tabnine; Devin; Gemini CLI
llm_vendor: OpenAI; Anthropic; Mistral AI|Mistral; Cohere; Hugging Face|HuggingFace; Together AI; Groq; \
 Ollama; llama.cpp; vLLM; LM Studio; DeepSeek; OpenRouter; Fireworks AI; Replicate; Amazon Bedrock|AWS Bedrock; \
 Azure OpenAI; Vertex AI; Google DeepMind
llm_model: GPT-4o|GPT-4|GPT-4 Turbo; GPT-3.5|GPT-3.5 Turbo; GPT-5; =Claude|Claude Sonnet|Claude Opus|Claude Haiku; \
 =Gemini; =Llama|Llama 2|Llama 3; Mixtral; Qwen; Phi-3; all-MiniLM-L6-v2|MiniLM
llm_framework: LangChain; LlamaIndex; =Haystack; DSPy; Semantic Kernel; AutoGen; CrewAI; Graphiti|graphiti-core; \
 Model Context Protocol|MCP; sentence-transformers; Transformers|Hugging Face Transformers
ml_framework: PyTorch; TensorFlow; scikit-learn|sklearn; Keras; JAX; NumPy; Jupyter|Jupyter Notebook; \
 Apache Spark|=Spark; Apache Airflow|Airflow; =dbt; Dagster; =Prefect; Databricks; Hadoop; Apache Flink|Flink; \
 MLflow; Weights & Biases|W&B|wandb
operating_system: Linux; macOS|Mac OS|OS X; =Windows; Ubuntu; Debian; Alpine Linux|=Alpine; CentOS; Fedora; \
 Arch Linux; iOS; Android; iPadOS; watchOS; FreeBSD; NixOS|Nix
app_store: App Store|Apple App Store; Google Play|Play Store|Google Play Store; TestFlight; F-Droid
api_protocol: GraphQL; gRPC; WebSocket|WebSockets; tRPC; OpenAPI|Swagger; JSON-RPC; =REST|REST API
web_server: Nginx; Apache HTTP Server|httpd; Caddy; Traefik; HAProxy; =Envoy; Gunicorn; uWSGI; Uvicorn; PM2; =Puma
cms: WordPress; Contentful; =Sanity; Strapi; =Ghost; Drupal; Shopify; Webflow; Squarespace; Wix
backend_platform: Firebase; Supabase; Appwrite; PocketBase; Convex; Hasura; Parse Server
secrets: HashiCorp Vault|=Vault; AWS Secrets Manager; 1Password; Doppler; Infisical
linter: ESLint; Prettier; =Biome; Ruff; =Black; Flake8; Pylint; mypy; Pyright; RuboCop; ktlint; SwiftLint; \
 Stylelint; TSLint; golangci-lint; Clippy; Credo; Dialyzer; flutter analyze|dart analyze
state_management: Redux|Redux Toolkit; MobX; Zustand; Recoil; Pinia; Vuex; Riverpod|flutter_riverpod; \
 TanStack Query|React Query; Apollo Client; =Relay; =SWR; Jotai
http_client: Axios; =dio; httpx; OkHttp; Alamofire; =Requests
push_notifications: Firebase Cloud Messaging|FCM; APNs; OneSignal; Pusher; Ably; Socket.IO
design_tool: Figma; =Sketch; Adobe XD; Canva; Penpot
"""


# Acronyms that are vocabulary, not names of anything a memory should link.
_GENERIC_ACRONYMS = frozenset("""
API APIS CI CD DNS QA UTC GMT ESM SDK URL URI PR PRS UI UX CPU GPU RAM SSD JSON YAML TOML HTML CSS
HTTP HTTPS SQL CLI IDE OK TODO FAQ ID IDS EOF PDF USB ETA ASAP FYI IMO IMHO LOL LMAO OMG BTW TBH TV
DIY NOTE NOT AND THE FOR YES NO WIP MVP POC CRUD REST JWT SSO SSH TLS SSL TCP UDP IP DB ORM AI ML LLM
CEO CTO VP HR PM AM USA UK EU RN OS MB GB KB TB MS SMS DM DMS ENV VAR CSV XML SVG PNG JPG JPEG GIF MP4
NEW FIX BUG ERROR WARN INFO DEBUG IMPORTANT NEVER ALWAYS MUST STOP DONE TBD NA
""".split())
# Capitalised words that start sentences or fill them, never names on their own.
_COMMON_WORDS = frozenset("""
i i'm i've i'd i'll a an the this that these those it it's its we we're we've we'll you you're your
they they're he she his her our my me us them there here what what's when where why who how which
and but or so if then also just well oh hey hi hello yes no yeah yep nope ok okay thanks thank sure
great nice cool wow awesome good perfect right now today yesterday tomorrow let let's maybe please
anyway also still already both all any some each every everyone someone nobody everything something last
next congrats bye goodbye go make woohoo yay aww haha omg absolutely remember mon tue tues wed thu thur
thurs fri sat sun
not only is are was were be been do does did have has had can could would should will may might must
in on at of for to from with by as about after before since until during into over under
monday tuesday wednesday thursday friday saturday sunday january february march april may june july
august september october november december mr mrs ms dr mondays tuesdays wednesdays thursdays fridays
saturdays sundays
""".split())
_VERSION = r"(?:\s?v?\d{1,3}(?:\.(?:\d+|x))*(?![\w.]))?"
_BEFORE = r"(?<![\w-])"
_AFTER = r"(?!\w|[.-]\w)"
_ISSUE_KEY = re.compile(r"\b[A-Z][A-Z0-9]{1,9}(?:-[A-Z][A-Z0-9]*)*-[A-Z0-9]*\d[A-Z0-9]*\b")
_NOT_ISSUES = ("UTF-", "ISO-", "SHA-", "COVID-", "MD5", "RFC-", "GPT-", "PHI-", "ES-", "TLS-", "HTTP-")
_FILE_EXT = (r"md|mdx|json|jsonl|toml|ya?ml|py|pyi|ts|tsx|js|jsx|mjs|cjs|dart|lock|txt|cfg|ini|sh|go|rs"
             r"|java|kt|swift|rb|php|cs|cpp|hpp|c|h|sql|html|css|scss|xml|gradle|env|ex|exs|heex|vue|svelte")
# A file's name up to its extension: "file.", "vite.config.".
_FILE_STEM = r"[\w-]+(?:\.[\w-]+)*\."
_PATH = re.compile(
    r"(?<![\w/.:@-])(?:~|\.{1,2})?/?(?:[\w.-]+/)+[\w.-]*\w"  # a/b, /a/b, ./a/b.c
    rf"|(?<![\w/.:@-]){_FILE_STEM}(?:{_FILE_EXT})\b(?![/.]\w)"  # file.ext
)
_NOT_PATHS = frozenset("and/or w/o n/a i/o km/h tcp/ip 24/7 either/or input/output yes/no on/off he/she his/her "
                       "s/he true/false read/write client/server pros/cons before/after".split())
_URL = re.compile(r"https?://\S+")
_URL_OR_CODE = re.compile(r"https?://\S+|`[^`\n]*`")
# A web domain's ending: part of a product's own name ("Frame.io", "incident.io", "Monday.com").
_DOMAIN_END = r"\.(?:io|ai|dev|app|com|so|co|ly|me|net|org|cloud|run|fm|gg|tv|xyz|tech)(?!\w|\.\w)"
_CAPITALISED_WORD = rf"[A-ZÀ-ÖØ-Þ][\w'’&-]*(?:{_DOMAIN_END})?"
# A number in a product's name ("Office 365", "Pixel 8 Pro"), not a year, time, range or decimal.
_NAME_NUMBER = r"(?!(?:19|20)\d\d\b)\d{1,4}(?![\w%:/-]|\.\d)"
_CAPITALISED_RUN = re.compile(  # not the capital inside a word ("iPads", "eBay")
    rf"(?<!\w){_CAPITALISED_WORD}(?:(?:\s(?:of|de|da|del|van|von|la|le)\s|\s){_CAPITALISED_WORD}|\s{_NAME_NUMBER}"
    rf"|\sfor\s(?:{_CAPITALISED_WORD}\s)+{_NAME_NUMBER})*"  # "Backup for Office 365"
)
_SUBJECT_FOLLOWS = re.compile(r"['’]s\b|\s+(?:is|are|was|were|has|had|does|did|made|makes|runs|works|handles"
                              r"|supports|gives|uses|can|will|would|should|and|or|stays|stayed|remains|remained"
                              r"|replaced|replaces|goes|went)\b")
# Verbs that make a sentence-opening capitalised word the name of someone doing something.
_NAME_VERB = re.compile(r"\s+(?:[a-z]{2,}ed|went|said|says|is|was|has|had|got|made|came|took|told|thinks|knows|built"
                        r"|wrote|ran|found|left|wants|loves|likes|maintains|owns|leads|manages|joins|takes\s+over"
                        r"|stays|remains)\b")
# A sentence opening with a verb ("Switched CI to ...", "Moving the API ...") is not a name.
_INFLECTED_VERB = re.compile(r"[A-Z][a-z]{2,}(?:ed|ing)$")
# Shouted names, also after a digit ("3CX", "3DS2"): not a unit ("46MB"), a status class ("5XX") nor
# an id ("2OFI5T8F").
_ALL_CAPS = re.compile(r"\b(?:[A-Z][A-Z0-9]{1,}|[1-9](?P<letters>(?!XX)[A-Z]{2,3})\d?)\b(?!-\w)")
# Two capitals that are English words or units when shouted, not names ("IT", "TO", "KB").
_TWO_LETTER_WORDS = frozenset("IT IN ON NO GO AT TO OF IS BE OR IF AS BY UP SO WE ME MY DO AN HI US AM PM".split())


@dataclass(frozen=True)
class Technology:
    """One gazetteer entry: how to display it, its canonical key and its role in a stack."""

    name: str
    canonical: str
    kind: str


@dataclass(frozen=True)
class EntitySpan:
    """An entity mention with its position in the scanned text (`text[start:end]` is the surface)."""

    mention: EntityMention
    start: int
    end: int


def _parse_gazetteer(table: str) -> list[tuple[str, bool, Technology]]:
    """(spelling, exact case, technology) for every spelling in the table."""
    spellings = []
    for line in table.replace("\\\n", "").strip().splitlines():
        kind, _, entries = line.partition(":")
        for entry in entries.split(";"):
            names = [n.strip() for n in entry.split("|") if n.strip()]
            display = names[0].lstrip("=")
            tech = Technology(display, display.lower(), kind.strip())
            spellings.extend((n.lstrip("="), n.startswith("="), tech) for n in names)
    return spellings


_SPELLINGS = _parse_gazetteer(_GAZETTEER)
TECHNOLOGIES: dict[str, Technology] = {s.lower(): t for s, _, t in _SPELLINGS}


def _alternation(spellings: list[str]) -> str:
    # Longest first, so "Cloudflare R2" wins over "Cloudflare" and "flutter test" over "Flutter".
    return "|".join(re.escape(s) for s in sorted(spellings, key=len, reverse=True))


_TECH_ANY_CASE = re.compile(
    _BEFORE + f"(?:{_alternation([s for s, exact, _ in _SPELLINGS if not exact])})" + _AFTER + _VERSION,
    re.IGNORECASE,
)
_TECH_EXACT = re.compile(
    _BEFORE + f"(?:{_alternation([s for s, exact, _ in _SPELLINGS if exact])})" + _AFTER + _VERSION,
)
_TRAILING_VERSION = re.compile(r"\s?v?\d{1,3}(?:\.(?:\d+|x))*$")


def canonical_key(name: str) -> str:
    """The key one entity is stored under: "Postgres", "PostgreSQL 14" and "pg" give "postgresql"."""
    plain = " ".join(name.strip().strip("`'\"").split())
    plain = re.sub(r"['’]s$", "", plain)
    tech = TECHNOLOGIES.get(plain.lower()) or TECHNOLOGIES.get(_TRAILING_VERSION.sub("", plain).lower())
    return tech.canonical if tech else plain.lower()


def spoken_version(version: str) -> str:
    """A version as people name a language's: major.minor ("1.18.4" -> "1.18", "3.3.6" -> "3.3"), the
    major alone where majors come yearly ("21.0.5" -> "21", "22.11.0" -> "22"); a patch release is
    no change of the stack."""
    parts = version.split(".")
    return parts[0] if int(parts[0]) >= 10 else ".".join(parts[:2])


def language_name(word: str) -> str:
    """The name a language or runtime goes by ("node" -> "Node.js", "php" -> "PHP"), for naming its
    versions as people do ("Node.js 22"); any other word as written, capitalised."""
    tech = technology(word)
    return tech.name if tech is not None and tech.kind in ("language", "runtime") else word[:1].upper() + word[1:]


def technology(name: str) -> Technology | None:
    """The gazetteer entry for a name or alias, versions ignored ("RN 0.72" -> React Native)."""
    return TECHNOLOGIES.get(canonical_key(name))


def thing_kind(name: str) -> str | None:
    """A thing's role in a stack: the gazetteer's, or for a platform's offering ("Azure Redis",
    "OVH VPS") the offered thing's when known, else the platform's."""
    if (tech := technology(name)) is not None:
        return tech.kind
    words = name.split()
    for cut in range(len(words) - 1, 0, -1):  # the longest platform name first ("Google Cloud ...")
        platform = technology(" ".join(words[:cut]))
        if platform is not None and platform.kind in _PLATFORM_KINDS:
            offered = technology(" ".join(words[cut:]))
            return offered.kind if offered is not None else platform.kind
    return None


def find_entities(text: str) -> list[EntityMention]:
    """Distinct entities named in `text`, in order of first appearance."""
    seen: dict[str, EntityMention] = {}
    for span in scan_entities(text):
        seen.setdefault(span.mention.canonical, span.mention)
    return list(seen.values())


@lru_cache(maxsize=4096)
def scan_entities(text: str) -> tuple[EntitySpan, ...]:
    """Every entity mention in `text` with its position, non-overlapping, in text order.

    Cached: ingest scans each sentence up to four times (intent, importance, facts, mentions).
    """
    taken: list[EntitySpan] = []
    for finder in (_technologies, _issue_keys, _paths, _names, _digit_led_names, _lowercase_led_names, _acronyms):
        for span in finder(text):
            if not any(span.start < t.end and t.start < span.end for t in taken):
                taken.append(span)
    return tuple(sorted(taken, key=lambda s: s.start))


def _technologies(text: str) -> list[EntitySpan]:
    found = list(_TECH_ANY_CASE.finditer(text))
    found += [m for m in _TECH_EXACT.finditer(text) if not _imperative(text, m)]
    found.sort(key=lambda m: (-(m.end() - m.start()), m.start()))
    spans = []
    for m in found:
        surface = m.group(0)
        tech = technology(surface)
        if tech is not None:
            mention = EntityMention(surface, tech.canonical, tech.name, tech.kind)
            spans.append(EntitySpan(mention, m.start(), m.end()))
    return spans


def _imperative(text: str, m: re.Match[str]) -> bool:
    """ "Go for it", "Make sure": a common word opening a sentence names a technology only as a subject."""
    word = m.group(0)
    if not (word.istitle() and word.isalpha()):
        return False
    return _starts_sentence(text, m.start()) and not _SUBJECT_FOLLOWS.match(text, m.end())


def _issue_keys(text: str) -> list[EntitySpan]:
    return [
        EntitySpan(EntityMention(m.group(0), m.group(0).lower(), m.group(0), "issue"), m.start(), m.end())
        for m in _ISSUE_KEY.finditer(text)
        if not m.group(0).startswith(_NOT_ISSUES)
    ]


def _paths(text: str) -> list[EntitySpan]:
    spans = []
    for m in _PATH.finditer(_URL.sub(lambda u: " " * len(u.group(0)), text)):
        path = m.group(0).rstrip(".")
        if path.lower() in _NOT_PATHS or not re.search(r"[a-z]", path) or _looks_like_prose(path):
            continue
        spans.append(EntitySpan(EntityMention(path, path, path, "file"), m.start(), m.start() + len(path)))
    return spans


# A file named for its tool or its role ("Jenkinsfile", "Dockerfile", "Procfile"), or a dotfile (".sdkmanrc").
_TOOL_FILE = re.compile(r"[A-Z][a-z]{2,}file|\.[\w.-]+")
# ".js" names products as often as files ("Chart.js", "Three.js"): it alone is left out here.
_FILE_NAME = re.compile(rf"{_FILE_STEM}(?!js$)(?:{_FILE_EXT})")


def is_file_name(word: str) -> bool:
    """A file's name, not a thing's: "Jenkinsfile", ".sdkmanrc", "App.tsx", "requirements-dev.txt"."""
    return bool(_FILE_NAME.fullmatch(word) or _TOOL_FILE.fullmatch(word) and not is_common_word(word))


def _looks_like_prose(path: str) -> bool:
    """ "ESM/TypeScript" or "read/write" are words joined by a slash, not paths."""
    if path.startswith(("/", "./", "../", "~/")) or "." in path.rsplit("/", 1)[-1]:
        return False
    return any(c.isupper() for c in path) or path.count("/") == 1 and path.lower() in _NOT_PATHS


@lru_cache(maxsize=1024)
def _prose(text: str) -> str:
    """`text` with its links and code blanked out, positions kept: what the name finders read."""
    return _URL_OR_CODE.sub(lambda m: " " * len(m.group(0)), text)


def _names(text: str) -> list[EntitySpan]:
    masked = _prose(text)
    runs = [(start, words) for m in _CAPITALISED_RUN.finditer(masked) for start, words in _split_possessives(m)]
    # A capitalised word that also occurs mid-sentence is a name even where it starts one.
    recurring = {w for start, words in runs for w in (words if not _starts_sentence(masked, start) else words[1:])}
    spans = []
    for start, words in runs:
        while words and (_plain(words[0]) in _COMMON_WORDS or words[0].isdigit()
                         or _starts_sentence(masked, start) and _INFLECTED_VERB.match(words[0])):
            start += len(words[0]) + 1
            words = words[1:]
        while words and _plain(words[-1]) in _COMMON_WORDS:
            words = words[:-1]
        if not words or all(w.isupper() or w.isdigit() for w in words):
            continue
        name = " ".join(words).rstrip("'’")
        if is_file_name(name):
            spans.append(EntitySpan(EntityMention(name, name, name, "file"), start, start + len(name)))
            continue
        possessive = re.match(r"['’]s\s+[A-ZÀ-ÖØ-Þ]", masked[start + len(name):start + len(name) + 4]) is not None
        acting = _NAME_VERB.match(masked, start + len(name)) is not None
        opener = (len(words) == 1 and name not in recurring and _starts_sentence(masked, start)
                  and is_common_word(name))
        if opener and not (possessive or acting):
            continue
        spans.append(EntitySpan(EntityMention(name, canonical_key(name), name, "name"), start, start + len(name)))
    return spans


# A brand that starts in lowercase ("iCloud", "eBay", "ezyVet"): a short lowercase head, then a capital.
_LOWERCASE_LED = re.compile(r"(?<![\w/.@-])(?P<head>[a-z]{1,4})[A-Z][A-Za-z0-9]*(?:[A-Z][a-z]+)?(?![\w/@(]|\.\w)")


def _lowercase_led_names(text: str) -> list[EntitySpan]:
    """Brands written with a lowercase head ("iPad", "ezyVet") in prose, not code identifiers named
    by an English head word ("useState", "isEnabled", "getUser")."""
    return [span for span, m in _brands(_LOWERCASE_LED, text)
            if len(m.group("head")) == 1 or not is_common_word(m.group("head"))]


# A brand that starts with a digit ("1Password", "3DPrinterOS"): digits, then a capitalised word.
_DIGIT_LED = re.compile(r"(?<![\w/.@-])\d{1,2}[A-Z]?[A-Z][a-z]{4,}[A-Za-z0-9]*(?![\w/@]|\.\w)")


def _digit_led_names(text: str) -> list[EntitySpan]:
    """Brands written with a leading number in prose, outside code and links."""
    return [span for span, _ in _brands(_DIGIT_LED, text)]


def _brands(pattern: re.Pattern[str], text: str) -> list[tuple[EntitySpan, re.Match[str]]]:
    """The names `pattern` finds in the prose of `text` (links and code masked), with their matches."""
    masked = _prose(text)
    return [(EntitySpan(EntityMention(m.group(0), canonical_key(m.group(0)), m.group(0), "name"), m.start(), m.end()), m)
            for m in pattern.finditer(masked)]


def _split_possessives(match: re.Match[str]) -> list[tuple[int, list[str]]]:
    """Runs of capitalised words, cut after each possessive: "Jo's Pixmill" -> "Jo", "Pixmill"."""
    runs, start, words = [], match.start(), []
    for word in match.group(0).split(" "):
        if re.search(r"['’]s$", word):
            runs.append((start, words + [word[:-2]]))
            start, words = start + sum(len(w) + 1 for w in words) + len(word) + 1, []
        else:
            words.append(word)
    return runs + [(start, words)] if words else runs


def _plain(word: str) -> str:
    return re.sub(r"['’](s|m|re|ve|ll|d)$", "", word.lower())


def _acronyms(text: str) -> list[EntitySpan]:
    masked = _prose(text)
    return [
        EntitySpan(EntityMention(m.group(0), canonical_key(m.group(0)), m.group(0), "term"), m.start(), m.end())
        for m in _ALL_CAPS.finditer(masked)
        if m.group(0) not in _GENERIC_ACRONYMS and m.group(0) not in _TWO_LETTER_WORDS
        and m.group("letters") not in _GENERIC_ACRONYMS
        and (re.search(r"[A-Z]{3}", m.group(0)) or re.fullmatch(r"[A-Z]{2}", m.group(0)) or m.group("letters"))
    ]


def _starts_sentence(text: str, position: int) -> bool:
    before = text[max(0, position - 40):position].rstrip(" \t*_\"'([>#-")
    return not before or before[-1] in ".!?:;\n"


# Kinds of entity that never hold a slot of a stack: files, issue keys.
_NOT_THINGS = frozenset({"file", "issue"})
_CODE_SPAN = re.compile(r"`([^`\n]{1,40})`")
_CODE_NAME = re.compile(r"@?[\w.+-]+(?:/[\w.+-]+)?(?:@[\w.^~-]+)?")
_LOWER_WORD = re.compile(r"(?<![\w/.@-])[a-z][a-z0-9]*(?:[.-][a-z0-9]+)*(?![\w/@]|\.\w)")


def name_spans(text: str, project: str = "") -> list[EntitySpan]:
    """Names of things in `text`: the entities above (but files and issue keys), backticked code
    names, and lowercase words no English word list holds ("httpx", "date-fns"), in text order.

    The project's own name is left out: "Brightmoor moves to X" is about the project, not a thing.
    """
    spans = [s for s in scan_entities(text) if s.mention.kind not in _NOT_THINGS
             and s.mention.canonical != canonical_key(project)]
    for m in _CODE_SPAN.finditer(text):
        inner = m.group(1).strip()
        if not (_CODE_NAME.fullmatch(inner) and _names_a_thing(inner)):
            continue
        if is_package_path(inner):  # `@nestjs/platform-express` names the package, not NestJS
            spans = [s for s in spans if not (m.start() <= s.start and s.end <= m.end())]
        if not _overlaps(m.start(), m.end(), spans):
            spans.append(EntitySpan(EntityMention(inner, canonical_key(inner), inner, "code"), m.start(), m.end()))
    for m in _LOWER_WORD.finditer(text):
        word = m.group(0)
        if _rare(word) and not _overlaps(m.start(), m.end(), spans):
            spans.append(EntitySpan(EntityMention(word, canonical_key(word), word, "code"), m.start(), m.end()))
    return _platform_offerings(sorted(spans, key=lambda s: s.start), text)


# Kinds of platforms whose name before another name makes one thing: "Vercel Postgres", "AWS Fargate".
_PLATFORM_KINDS = frozenset({"cloud", "hosting", "backend_platform"})


def _platform_offerings(spans: list[EntitySpan], text: str) -> list[EntitySpan]:
    """A platform's name right before another name is the platform's own offering of it ("Azure
    Redis" is not Azure), one thing of the kind `thing_kind` gives it ("OVH VPS" is hosting)."""
    merged: list[EntitySpan] = []
    for span in spans:
        last = merged[-1] if merged else None
        if last is not None and last.mention.kind in _PLATFORM_KINDS and text[last.end:span.start] == " ":
            surface = text[last.start:span.end]
            kind = thing_kind(surface) or last.mention.kind
            merged[-1] = EntitySpan(EntityMention(surface, canonical_key(surface), surface, kind), last.start, span.end)
        else:
            merged.append(span)
    return merged


def is_package_path(name: str) -> bool:
    """A package's path ("lib/pq", "goccy/go-json"), not a file's ("scripts/migrate.py")."""
    return "/" in name.strip("/") and not re.search(r"\.[a-z0-9]{1,5}$", name)


_IDENTIFIER = re.compile(r"_|\(|^\.|[a-z][A-Z]|\.[A-Z]|^[\d.]+$|^(\w)\1*$|\.(?:" + _FILE_EXT + r")$")


def _names_a_thing(code: str) -> bool:
    """Backticked code that names a tool or library (`date-fns`, `@js-temporal/polyfill`), not a
    variable, function, type, file, version or format token (`restore_cache`, `isEnabled`,
    `TodoFilter`, `session.State`, `setup.cfg`)."""
    return len(code) >= 2 and not _IDENTIFIER.search(code)


# A lowercase name shaped like a web domain ("incident.io", "render.com"): a product's own name,
# though its parts are English words.
_DOMAIN_NAME = re.compile(rf"[a-z][a-z0-9-]*{_DOMAIN_END}")


def _rare(word: str) -> bool:
    """A lowercase word no English word list holds, or a code-like name ("date-fns", "pip-tools",
    "incident.io")."""
    parts = re.split(r"[.-]", word)
    if len(word) < 3 or word.isdigit() or any(not p for p in parts):
        return False
    if _DOMAIN_NAME.fullmatch(word):
        return True
    return any(not is_english_word(p) and not p.isdigit() and len(p) > 1 for p in parts)


def _overlaps(start: int, end: int, spans: list[EntitySpan]) -> bool:
    return any(start < s.end and s.start < end for s in spans)
