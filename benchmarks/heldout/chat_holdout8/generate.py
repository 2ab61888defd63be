#!/usr/bin/env python3
"""Write the chat_holdout8 data files: corpus.chat.json, facts.jsonl, questions.jsonl.

Standard library only and deterministic: running it twice gives byte-identical files.
Usage: python3 generate.py [OUTPUT_DIR]   (defaults to this file's folder)
"""
from __future__ import annotations

import json
import sys
from datetime import datetime, timedelta
from pathlib import Path

PREFIX = "h8"
SESSIONS: list[tuple[str, str, list[tuple[str, str]]]] = []


def session(title: str, started_at: str, turns: list[tuple[str, str]]) -> None:
    SESSIONS.append((title, started_at, turns))


def U(text: str) -> tuple[str, str]:
    return ("user", text.strip())


def A(text: str) -> tuple[str, str]:
    return ("assistant", text.strip())


# =============================================================================================
# The story: the digital team of the Wrenfield Courier, a regional daily news publisher in the
# north of England (website on WordPress, the "Wire" Rails API that feeds the iOS and Android
# apps, newsletters, a paywall, and a separate audience data team), March 2024 .. November 2025.
# =============================================================================================

# --- s01 ------------------------------------------------------------------------------------
session("Slow article pages on the Larch theme", "2024-03-12T09:40:00", [
U(r"""
Morning! Nnamdi here, I look after the website front end. Since the weekend our article pages are slow: time to first byte is around 2.8 s on every uncached hit. The site is our Larch theme (a classic WordPress PHP theme) on our own WordPress install on AWS EC2. Raygun keeps grouping this warning from the theme:

```
PHP Warning:  Query took 2.41s: SELECT SQL_CALC_FOUND_ROWS wp_posts.ID FROM wp_posts
  INNER JOIN wp_postmeta ON ( wp_posts.ID = wp_postmeta.post_id ) WHERE 1=1
  AND ( ( wp_postmeta.meta_key = '_courier_topic' AND wp_postmeta.meta_value LIKE '%town-centre%' ) )
  AND wp_posts.post_type = 'post' AND wp_posts.post_status = 'publish'
  ORDER BY wp_posts.post_date DESC LIMIT 0, 6
  in /var/www/courier/wp-content/themes/larch/inc/related.php on line 58
```
"""),
A(r"""
That is the related-articles box, and it is doing the slowest thing WordPress can do: a `LIKE '%...%'` on `wp_postmeta.meta_value`, which has no usable index, plus `SQL_CALC_FOUND_ROWS`, which makes MySQL count every match even though you only show six. On a site with a few hundred thousand posts, postmeta is the biggest table you have.

Quick wins, in order:
1. Pass `'no_found_rows' => true` to that `WP_Query`; you never paginate the box.
2. Cache the result per article for 15 minutes or so. Related articles don't need to be live.
3. Longer term, store the topic as a taxonomy term instead of a meta value. Taxonomy queries join on indexed integer ids.
"""),
U(r"""
The query, from related.php:

```php
$related = new WP_Query( [
    'post_type'      => 'post',
    'posts_per_page' => 6,
    'meta_query'     => [ [
        'key'     => '_courier_topic',
        'value'   => $topic,
        'compare' => 'LIKE',
    ] ],
] );
```

We have no persistent object cache on the EC2 box, so wp_cache would only live for one request. Transients then?
"""),
A(r"""
Transients are fine without an object cache; they land in `wp_options`, one row per key, which is acceptable for a few thousand articles with an expiry.

```php
$key     = 'larch_related_' . get_the_ID();
$related = get_transient( $key );
if ( false === $related ) {
    $q = new WP_Query( [
        'post_type'              => 'post',
        'posts_per_page'         => 6,
        'no_found_rows'          => true,
        'update_post_term_cache' => false,
        'fields'                 => 'ids',
        'post__not_in'           => [ get_the_ID() ],
        'meta_query'             => [ [ 'key' => '_courier_topic', 'value' => $topic ] ],
    ] );
    $related = $q->posts;
    set_transient( $key, $related, 15 * MINUTE_IN_SECONDS );
}
```

Note the exact match instead of `LIKE`: if `_courier_topic` holds a single slug, `=` can at least use the `meta_key` index prefix. If it holds a comma list, that is the real argument for a taxonomy.
"""),
U(r"""
It's a single slug, so `=` works. TTFB on the test article 2.8 s → 0.6 s. Now the asset build of the theme broke on my laptop, webpack through npm:

```
$ npm ci
npm ERR! code EBADENGINE
npm ERR! engine Unsupported engine
npm ERR! notsup Not compatible with your version of node/npm: larch-theme@4.7.0
npm ERR! notsup Required: {"node":">=18 <19"}
npm ERR! notsup Actual:   {"npm":"10.2.4","node":"v20.11.1"}
```

The Raygun API key for the theme's JS is in the LastPass shared folder, so that part at least I can find.
"""),
A(r"""
The theme's package.json pins Node 18 through `engines`, and you have `engine-strict` on (probably in the theme's `.npmrc`), so npm refuses instead of warning. Two options: use Node 18 for this project, or widen the range if the build works on 20. The first is safer this week:

```bash
echo "18" > .nvmrc
nvm install && nvm use
npm ci
```

Then test `npm run build` on Node 20 on a branch and relax `engines` to `">=18 <21"` if it's clean; Node 18 leaves maintenance in April 2025 anyway.
"""),
U(r"""
Node 18 via nvm, builds again. The whole fix is 12 lines, so under our rule I can merge it myself: changes under 50 lines the author may self-merge, bigger merge requests need somebody to review. I'll move the Trello card to Done and post in the #web space in Google Chat.
"""),
A(r"""
For the merge request description:

- Related-articles query: exact match on `_courier_topic`, `no_found_rows`, ids only, cached in a 15-minute transient per article.
- Measured TTFB on an uncached article: 2.8 s → 0.6 s.
- Follow-up: move `_courier_topic` to a taxonomy (separate card).
- `.nvmrc` pins Node 18 for the theme build.

After deploying, purge the article pages from the cache, or the slow versions stay around until they expire.
"""),
U(r"""
Merged and deployed at 14:10, comfortably before three; we never deploy after 15:00 because the evening readers start coming then. Next on my list: the Disqus embed still pulls 300 kB of JavaScript on every article, but that's a fight for another day.
"""),
])

# --- s02 ------------------------------------------------------------------------------------
session("php-fpm limits and the password manager move", "2024-03-27T10:15:00", [
U(r"""
Hi, Marek here. I am the one responsible for infrastructure at the Courier: the WordPress box on EC2, the Wire (our Rails API for the apps) on Scalingo, DNS, everything between. Opsgenie woke me at 02:40 on Sunday, 502 from nginx for eleven minutes. php-fpm log says:

```
[24-Mar-2024 02:38:51] WARNING: [pool www] server reached pm.max_children setting (20), consider raising it
[24-Mar-2024 02:39:12] WARNING: [pool www] seems busy (you may need to increase pm.start_servers, or pm.min/max_spare_servers), spawning 32 children, there are 0 idle, and 19 total children
```

Traffic was not special. A crawler maybe.
"""),
A(r"""
With 20 children and slow requests, it takes very little: 20 requests stuck for a few seconds each and nginx has nowhere to send the 21st. Two things to find out:

1. How many children the box can actually afford: (RAM you can give PHP) / (average RSS of one php-fpm child).
2. What the children were doing. Turn on the slow log so the next time you get stack traces instead of guesses:

```ini
request_slowlog_timeout = 3s
slowlog = /var/log/php-fpm/www-slow.log
request_terminate_timeout = 30s
```

And check the nginx access log for 02:30-02:40 grouped by user agent; an aggressive crawler walking the archive pages would fit the picture.
"""),
U(r"""
Box is m5.xlarge, 16 GB. MySQL is on RDS, not on the box. `ps` says php-fpm children average 95 MB RSS, the biggest 180 MB. Access log: 71% of requests in that window from one user agent, "Bytespider", all on /page/NNN/ archive URLs.
"""),
A(r"""
Then you have room. Leaving ~3 GB for the OS, nginx and the page cache, 13 GB / ~110 MB (average plus margin) is about 110 children; don't go all the way, because a burst of the 180 MB kind would swap:

```ini
pm = dynamic
pm.max_children = 80
pm.start_servers = 16
pm.min_spare_servers = 8
pm.max_spare_servers = 24
pm.max_requests = 500
```

For the crawler: Bytespider is known for ignoring crawl-delay, so block it at nginx rather than in robots.txt:

```nginx
if ($http_user_agent ~* "Bytespider") { return 403; }
```

Deep archive pagination is expensive for any crawler, so consider also rate limiting `/page/` paths with `limit_req`.
"""),
U(r"""
Applied both. Other topic: we finished moving the team from LastPass to 1Password on Monday. After the LastPass breach, the group security people gave every title until end of March. All shared folders are now vaults, and the LastPass export file is shredded. Question: Bitbucket Pipelines needs the Scalingo deploy token for the Wire. Can the pipeline read it from 1Password directly?
"""),
A(r"""
Yes. Create a 1Password service account with read access to one vault (say `ci-wire`) and give the pipeline only the service account token; the `op` CLI resolves secret references at runtime:

```yaml
- step:
    name: Deploy Wire
    script:
      - curl -sSfLo op.zip https://cache.agilebits.com/dist/1P/op2/pkg/v2.26.1/op_linux_amd64_v2.26.1.zip
      - unzip -o op.zip op && mv op /usr/local/bin/
      - export SCALINGO_API_TOKEN=$(op read "op://ci-wire/scalingo/token")
      - ./bin/deploy
```

`OP_SERVICE_ACCOUNT_TOKEN` goes in as a secured repository variable. That way there is exactly one CI secret, and rotating the Scalingo token means editing one vault item.
"""),
U(r"""
Nice. Our code is on Bitbucket Cloud and CI is Bitbucket Pipelines, so I add the variable there. But now the Wire deploy itself fails:

```
-----> Ruby app detected
-----> Installing bundler 2.5.6
-----> Removing BUNDLED WITH version in the Gemfile.lock
-----> Compiling Ruby/Rails
 !
 !     The Ruby version you are trying to install does not exist on this stack.
 !
 !     You are trying to install ruby-3.3.0 on scalingo-20.
 !
 !     Ruby ruby-3.3.0 is present on the following stacks:
 !
 !     - scalingo-22
```
"""),
A(r"""
Nnamdi's Ruby upgrade from last week meets an old stack: the app still builds on `scalingo-20`, and Ruby 3.3 images only exist for `scalingo-22`. Move the app to the newer stack and redeploy:

```bash
scalingo --app courier-wire stacks-set scalingo-22
```

Do it for the staging app first. Native gems (nokogiri, pg) get rebuilt against the newer base image, so run the test suite against staging before production. The Sidekiq worker container uses the same image, so it moves with the app.
"""),
U(r"""
Staging then production, both green. Sidekiq worker came back with the web containers, queue drained in two minutes. And the app feeds look fine through Fastly, cache hit ratio 94% as usual. Enough for a Wednesday.
"""),
])

# --- s03 ------------------------------------------------------------------------------------
session("Widget crash on Android and a football segment", "2024-04-11T14:00:00", [
U(r"""
Hei! Sunniva here, I lead the mobile apps, iOS and Android, both native and both my responsibility. Since 6.2 went out, Instabug shows a new crash on Android, only in the home-screen widget:

```
java.lang.IllegalArgumentException: RemoteViews for widget update exceeds maximum bitmap memory usage (used: 23040000, max: 15552000)
    at android.os.Parcel.createException(Parcel.java:3083)
    at android.appwidget.AppWidgetManager.updateAppWidget(AppWidgetManager.java:559)
    at uk.co.wrenfieldcourier.widget.TopStoriesWidget.onUpdate(TopStoriesWidget.kt:74)
```

6.2 added bigger pictures to the widget, from 3 to 5 stories.
"""),
A(r"""
The limit is per `RemoteViews` update: roughly screen width × height × 4 bytes × 1.5. Five full-resolution bitmaps blow through it, because the widget host gets the decoded pixels, not the JPEGs. Decode each image at the size the widget actually draws it:

- Measure the thumbnail's size in dp from the layout, convert with the display density, and ask the image loader for exactly that.
- Use `Bitmap.Config.RGB_565` for photos without transparency; it halves the bytes per pixel.

Five 240×160 thumbnails in RGB_565 are under 400 kB in total, far below the limit.
"""),
U(r"""
This is how we load today, with Glide:

```kotlin
val bitmap = Glide.with(context)
    .asBitmap()
    .load(story.imageUrl)
    .submit()
    .get()
views.setImageViewBitmap(R.id.story_image, bitmap)
```
"""),
A(r"""
`submit()` without a size means "original size", which is the problem. Give it the target size and a cheaper format, and keep it off the main thread (you are in `onUpdate`, so move it into a `CoroutineWorker` or `goAsync()`):

```kotlin
val px = context.resources.getDimensionPixelSize(R.dimen.widget_thumb_width)
val py = context.resources.getDimensionPixelSize(R.dimen.widget_thumb_height)

val bitmap = Glide.with(context)
    .asBitmap()
    .load(story.imageUrl)
    .format(DecodeFormat.PREFER_RGB_565)
    .centerCrop()
    .submit(px, py)
    .get(10, TimeUnit.SECONDS)
views.setImageViewBitmap(R.id.story_image, bitmap)
```

The timeout matters: a hung image request in a widget update blocks every later update.
"""),
U(r"""
Fixed, the test device with the big Samsung screen is fine now. Second question. The sports desk wants a push only for readers who follow Wrenfield Town FC. Both apps send pushes through Airship, and we set a tag when someone follows a team:

```kotlin
Airship.channel.editTags()
    .addTag("team_wrenfield_town")
    .apply()
```

But editors see 0 devices when they target the tag in the Airship dashboard.
"""),
A(r"""
Device tags set from the app land in the default `device` tag group, and the dashboard's audience picker often defaults to a named tag group. Either target the `device` group explicitly in the composer, or set the tag in your own group so editors find it by name:

```kotlin
Airship.channel.editTagGroups()
    .addTag("sports_teams", "team_wrenfield_town")
    .apply()
```

For a custom tag group from the SDK, enable "Allow these tags to be set from devices" for `sports_teams` in the Airship project settings, or the call is silently dropped. Do the same on iOS with `Airship.channel.editTagGroups { $0.add(["team_wrenfield_town"], group: "sports_teams") }` so both platforms segment the same way.
"""),
U(r"""
Setting was off, that's it. App Center builds of both apps are green. 6.3 goes out with the normal train: we ship every three weeks, next one is 2 May. The widget fix waits for it, the crash is only 0.3% of sessions.
"""),
A(r"""
Reasonable for 0.3%. For the release notes: "Top stories widget: fixed a crash on large screens". If you use staged rollout on Play, watch Instabug for the widget crash in the first 20% before going to 100%.
"""),
U(r"""
Will do. And finally it's sunny in Wrenfield, I'm taking my coffee outside. Takk!
"""),
])

# --- s04 ------------------------------------------------------------------------------------
session("Leaving the EC2 box for WordPress VIP", "2024-04-24T11:00:00", [
U(r"""
Hello, Ines here, head of digital. I want a second opinion about a decision we took yesterday with the group CTO. Our WordPress lives on one EC2 instance that Marek patches alone. On the storm night in February the disk filled with debug logs at 21:00 and the site was down for 47 minutes, exactly when everyone was reading about the flooding on the Calder Road. The group security audit in March also found PHP 8.0, end of life. So: we leave self-managed WordPress and move to WordPress VIP. Target is go-live in August, before the autumn news season.
"""),
A(r"""
The reasons are solid: a single self-managed box with one person on patching is a real risk for a news site, whose worst traffic arrives exactly when something goes wrong in the world. What VIP changes for you, beyond hosting:

- Every deploy of your theme and plugins goes through VIP's code analysis bot and, for new code, their review; expect findings on your first submissions.
- The filesystem is read-only except for uploads, and uploads live in VIP's media storage, not on disk.
- Page caching happens at VIP's edge; your cache purging code changes.
- You give up root: no custom nginx rules, no cron on the box (WP-Cron runs on their side).

Did you compare other managed WordPress hosts?
"""),
U(r"""
Yes. WP Engine was cheaper, but no real code review and we would still own too much of the operations. Pantheon was fine technically, but for news traffic peaks VIP has more experience, and two of the group's national titles are on VIP already, which helped the price. So VIP it is; WP Engine and Pantheon are out.
"""),
A(r"""
Then the migration usually runs like this:

1. Put the theme and plugins in the VIP repository structure (`themes/`, `plugins/`, `client-mu-plugins/`) and let the bot review them early, long before launch.
2. Replace everything that writes to disk, and anything that calls external services synchronously on page load.
3. Import the database and media into a VIP development environment; rehearse the import once at full size.
4. Freeze content for a few hours, do the final delta import, switch DNS, and keep the EC2 box as a read-only fallback for a couple of weeks.

Ask VIP for a launch date early; they schedule launches with you.
"""),
U(r"""
One thing I already know breaks: the weather widget in the Larch theme caches the Met Office forecast in a file.

```php
$cache = WP_CONTENT_DIR . '/cache/weather.json';
if ( ! file_exists( $cache ) || filemtime( $cache ) < time() - 900 ) {
    $body = wp_remote_retrieve_body( wp_remote_get( $forecast_url ) );
    file_put_contents( $cache, $body );
}
$forecast = json_decode( file_get_contents( $cache ), true );
```
"""),
A(r"""
That can't work on VIP, and it also fetches synchronously during a page view when the file is stale. Keep the data in the object cache, and refresh it from cron instead of from a visitor's request:

```php
function larch_get_forecast() {
    $forecast = wp_cache_get( 'forecast', 'larch' );
    return is_array( $forecast ) ? $forecast : [];
}

add_action( 'larch_refresh_forecast', function () use ( $forecast_url ) {
    $res = vip_safe_wp_remote_get( $forecast_url, '', 3, 2 );
    if ( ! is_wp_error( $res ) ) {
        wp_cache_set( 'forecast', json_decode( wp_remote_retrieve_body( $res ), true ), 'larch', 3600 );
    }
} );

if ( ! wp_next_scheduled( 'larch_refresh_forecast' ) ) {
    wp_schedule_event( time(), 'larch_15min', 'larch_refresh_forecast' );
}
```

`vip_safe_wp_remote_get` exists on VIP only; on the EC2 box today, use `wp_remote_get` with a short timeout and switch at launch.
"""),
U(r"""
And newsletters: the morning briefing goes out from Campaign Monitor, which builds the email from our RSS feed of the "Today" section at 06:15. Will that still work after VIP?
"""),
A(r"""
Yes; an RSS-driven campaign only needs the feed URL to keep answering. Two things to check after launch: feeds are cached at VIP's edge too, so a story published at 06:14 may miss the 06:15 fetch (publish the briefing's stories a few minutes earlier, or schedule the fetch at 06:20); and keep the feed URL identical, including the trailing slash, so Campaign Monitor doesn't get a redirect it might not follow.
"""),
U(r"""
Good, I forward this to Marek and Nnamdi. Obrigada!
"""),
])

# --- s05 ------------------------------------------------------------------------------------
session("Flaky end-to-end tests", "2024-05-07T15:20:00", [
U(r"""
Nnamdi again. Our Cypress suite is killing us: 38% of the pipeline runs in Bitbucket Pipelines last month failed at least one end-to-end test, and a rerun passes. The most common one, on the live blog page:

```
CypressError: Timed out retrying after 4000ms: `cy.click()` failed because this element is detached from the DOM.

<button class="liveblog__load-more">Show 20 more updates</button>

Cypress requires elements be attached in the DOM to interact with them.
```
"""),
A(r"""
The live blog re-renders its list when new updates arrive (every 30 seconds, if I remember the polling right), so an element you got a moment ago can be replaced by an identical new one before the click lands. The usual cause in the test code is keeping a reference across commands:

```js
cy.get('.liveblog__load-more').as('more');
cy.wait('@poll');
cy.get('@more').click(); // may be the old, detached node
```

Query right before acting, and assert on something that proves the page is stable first:

```js
cy.get('.liveblog__update').should('have.length', 20);
cy.contains('button', 'Show 20 more updates').click();
```
"""),
U(r"""
Fixing that one is easy, but there are three more patterns like it, and two things Cypress just can't do well for us: the share test that opens a new tab, and the Piano checkout, which runs in a cross-origin iframe. Plus parallel runs need Cypress Cloud, which costs more than we want. Ines and I decided this afternoon: we move the end-to-end tests to Playwright. Target is mid-June, and Cypress keeps running until the port is finished.
"""),
A(r"""
Playwright covers both gaps natively: multiple pages per test and `frameLocator` for cross-origin iframes, with auto-waiting on every action, which removes most "detached" style flakiness. Sharding is built in (`--shard=1/4`), so parallel runs cost only CI minutes.

Translation guide for the port:

| Cypress | Playwright |
|---|---|
| `cy.visit(url)` | `await page.goto(url)` |
| `cy.get(sel).click()` | `await page.locator(sel).click()` |
| `cy.contains('button', 'Save')` | `page.getByRole('button', { name: 'Save' })` |
| `cy.intercept(...).as('x'); cy.wait('@x')` | `await page.waitForResponse(...)` or `page.route(...)` |
| `.should('have.length', 20)` | `await expect(locator).toHaveCount(20)` |
"""),
U(r"""
Try this one for me, the metered paywall test:

```js
describe('meter', () => {
  it('shows the wall on the fourth article', () => {
    cy.clearCookies();
    ['a1', 'a2', 'a3'].forEach((slug) => cy.visit(`/news/${slug}/`));
    cy.visit('/news/a4/');
    cy.get('.piano-wall', { timeout: 10000 }).should('be.visible');
  });
});
```
"""),
A(r"""
```ts
import { test, expect } from '@playwright/test';

test('shows the wall on the fourth article', async ({ page, context }) => {
  await context.clearCookies();
  for (const slug of ['a1', 'a2', 'a3']) {
    await page.goto(`/news/${slug}/`);
  }
  await page.goto('/news/a4/');
  await expect(page.locator('.piano-wall')).toBeVisible({ timeout: 10_000 });
});
```

Every test gets a fresh browser context anyway, so `clearCookies()` is only there to make the intention visible. If the wall is rendered inside Piano's iframe rather than on your page, assert through `page.frameLocator('iframe[src*="piano.io"]')` instead.
"""),
U(r"""
On the pipeline it fails before the first test:

```
$ npx playwright test
Error: browserType.launch:
╔══════════════════════════════════════════════════════╗
║ Host system is missing dependencies to run browsers. ║
║ Please install them with the following command:      ║
║     sudo npx playwright install-deps                 ║
╚══════════════════════════════════════════════════════╝
```

Our step image is `node:18`.
"""),
A(r"""
The plain Node image has none of the libraries Chromium needs. Use Microsoft's Playwright image, pinned to the same version as `@playwright/test` in package.json, so browsers and library match:

```yaml
- step:
    name: e2e
    image: mcr.microsoft.com/playwright:v1.44.0-jammy
    script:
      - npm ci
      - npx playwright test --shard=$SHARD/4
```

Installing deps at runtime also works, but costs a minute or two on every run.
"""),
U(r"""
Green with the Playwright image. Twelve tests ported, 130 to go. Cypress stays in the pipeline next to it until we're done.
"""),
])

# --- s06 ------------------------------------------------------------------------------------
session("The meter counts twice", "2024-05-22T10:30:00", [
U(r"""
Hi, I'm Callum. Subscriptions are mine: the paywall, the checkout, and everything about subscriber accounts. Our paywall is Piano Composer. Readers write in that the banner says "1 free article left" after they've only read two of their three. It started when the Larch theme got infinite scroll on article pages.
"""),
A(r"""
Infinite scroll is the likely culprit: if the theme tells Composer "new page view" both when the first article loads and again when the scroller swaps in the next article, or calls it twice for the same article, the meter counts pageviews, not articles. Where is `tp.experience.execute()` called?
"""),
U(r"""
Two places. In the footer:

```js
tp.push(['init', function () {
  tp.experience.init();
}]);
```

and in the infinite scroll loader, when the next article is appended:

```js
function onArticleAppended(article) {
  history.replaceState({}, '', article.url);
  tp.push(['setPageURL', article.url]);
  tp.push(['setTags', article.tags]);
  tp.experience.execute();
}
```

And the first article also fires `onArticleAppended`, because the loader "appends" it on page load.
"""),
A(r"""
So the first article runs the experience twice: once via `init()` (which executes the experience on load) and once via the loader. Don't fire the loader hook for the initial article, and make it idempotent per URL for safety:

```js
const executed = new Set([location.href]);

function onArticleAppended(article, { initial = false } = {}) {
  if (initial || executed.has(article.url)) return;
  executed.add(article.url);
  history.replaceState({}, '', article.url);
  tp.push(['setPageURL', article.url]);
  tp.push(['setTags', article.tags]);
  tp.push(['setContentCreated', article.publishedAt]);
  tp.experience.execute();
}
```

The readers who got an extra count are stuck with it until their meter period resets; if support wants to be generous, Composer can reset the meter for individual users.
"""),
U(r"""
Fixed on staging, and the meter counts correctly now. One more thing from Ines' planning meeting: from Monday the 3rd of June we leave Trello. All engineering work goes into Shortcut, the Trello boards become read-only archives. She asked me to set up the Subscriptions team in Shortcut.
"""),
A(r"""
Shortcut's Trello importer moves cards as stories with comments, checklists (as tasks), labels and attachments; lists map to workflow states, and you choose the mapping during the import. Suggestions for the team setup:

- One workflow for all teams if you can; separate workflows make cross-team reporting painful.
- Use iterations for your two-week rhythm, and epics for things like the meter fix series.
- Put the Shortcut story id in branch names (`sc-123/fix-meter`); the GitLab and Bitbucket integrations link merge requests to stories by that.
"""),
U(r"""
Nice, the integration works with Bitbucket too. Piano question before I go: the webhook for `access_granted` sometimes arrives before `term_change`, and our code expects the opposite order, so the subscriber's newsletter flag is not set.
"""),
A(r"""
Webhooks from Piano have no ordering guarantee, so code must not depend on order. Make each handler read the current state instead of applying a delta: on any of these events, fetch the user's active accesses from the Piano API (`/publisher/user/access/list`) and derive the subscriber flag from that. Then the last webhook to arrive always produces the right result, whatever the order, and a retried webhook changes nothing.
"""),
U(r"""
Makes sense, one "sync user" function for all events. Thanks!
"""),
])

# --- s07 ------------------------------------------------------------------------------------
session("Playwright done, Raygun noise, and a merge rule", "2024-06-19T09:50:00", [
U(r"""
Nnamdi. We finished the Playwright port on Monday: 142 tests, Cypress is out of package.json and out of bitbucket-pipelines.yml. With four shards the end-to-end stage went from 19 to 7 minutes. One test fails only in CI:

```
  1) [chromium] › liveblog.spec.ts:41:5 › shows update time in local format

    Error: expect(locator).toHaveText(expected)
    Expected string: "Updated 09:30"
    Received string: "Updated 08:30"
```
"""),
A(r"""
The CI container runs in UTC and your laptop in Europe/London (BST right now, UTC+1). Pin the timezone and locale in the Playwright config, so the test means the same everywhere:

```ts
export default defineConfig({
  use: {
    timezoneId: 'Europe/London',
    locale: 'en-GB',
  },
});
```

Also worth one test with `timezoneId: 'America/New_York'`, since readers abroad see the same page.
"""),
U(r"""
Fixed. Next, story sc-214 in Shortcut: Raygun. We get 9,000 errors a day and almost all are "Script error." from the ad scripts, no stack, no file. The real errors drown. Raygun's inbound filters on our plan only filter by IP and version, not by message.
"""),
A(r"""
"Script error." is what the browser reports for an exception in a cross-origin script loaded without `crossorigin="anonymous"` and CORS headers; you can't get details for third-party ad scripts, so the right move is to drop them before they count against anything. In Raygun you can do that in the client:

```js
rg4js('onBeforeSend', function (payload) {
  const msg = payload.Details.Error.Message || '';
  return /^Script error\.?$/.test(msg) ? false : payload;
});
```

If you're also unhappy with grouping and source maps, this is the moment to compare tools: you want message filters on the server side, reliable source map upload from CI, and one tool for the PHP theme, the browser and the Rails Wire.
"""),
U(r"""
Done the compare already. The group has a Datadog contract, and I tried Datadog Error Tracking on staging for two weeks: the grouping is much better, source maps upload from the pipeline with `datadog-ci`, and it covers PHP, browser RUM and Ruby in one place. I switch production to Datadog on Monday, and the Raygun subscription ends with June.
"""),
A(r"""
Setup per part:

- Browser: `@datadog/browser-rum` with `trackResources` off at first (ad-heavy pages generate a lot of resource events); errors appear in Error Tracking automatically. Upload source maps with `datadog-ci sourcemaps upload ./dist --service=courier-web --release-version=$CI_COMMIT --minified-path-prefix=https://www.wrenfieldcourier.co.uk/wp-content/themes/larch/dist`.
- PHP: the `dd-trace-php` extension on the EC2 box; uncaught exceptions become error spans, which Error Tracking picks up.
- Wire: `datadog` gem (formerly `ddtrace`) with `c.tracing.instrument :rails` and `:sidekiq`.

Use the same `service`, `env` and `version` tags everywhere, so an error links to its deploy.
"""),
U(r"""
Last one: Ines posted in #eng this morning. From 1 July no more self-merging: every merge request needs one approval from someone other than the author, small ones included. Last week a three-line change to the header template took the homepage down for nine minutes, and the author merged it himself. Can Bitbucket enforce that?
"""),
A(r"""
Partly. Branch restrictions let you set "Minimum number of approvals: 1" on `main`, and merge checks can block the merge until it's met, but enforced merge checks are a Premium feature; on Standard they are only warnings. An approval by the author doesn't count in Bitbucket anyway, so "one approval" means "someone else". If you stay on Standard, back it with a pipeline step that fails when the pull request has no approval, via the Bitbucket API.
"""),
U(r"""
We're on Standard, so pipeline step it is. Thanks, good morning's work.
"""),
])

# --- s08 ------------------------------------------------------------------------------------
session("The morning after election night", "2024-07-05T08:30:00", [
U(r"""
Ines. What a night. The general election results page held up: peak of 61,000 concurrent readers in Chartbeat at 03:10, when the Wrenfield North result came. But building it in the Larch theme was hell, PHP templates plus jQuery polling the PA Media results feed every 30 seconds. And Datadog (we have it since the switch on the 24th) shows 1,900 of these from the results page:

```
TypeError: Cannot read properties of undefined (reading 'candidates')
    at renderConstituency (results.js:88:31)
    at Array.forEach (<anonymous>)
    at pollResults (results.js:41:14)
```
"""),
A(r"""
Congratulations on keeping the page up on the night that matters most. The error looks like a constituency present in the list but without its result object yet: PA's feed lists a seat as soon as it's "expected", and only adds the result block when it's declared. Can you show `renderConstituency`?
"""),
U(r"""
```js
function renderConstituency(seat) {
  const winner = seat.result.candidates.find((c) => c.elected);
  $(`#seat-${seat.id} .winner`).text(winner.party);
}
```
"""),
A(r"""
Exactly that: `seat.result` is undefined for undeclared seats. Guard both levels, and render "awaiting declaration" instead of nothing:

```js
function renderConstituency(seat) {
  const $el = $(`#seat-${seat.id} .winner`);
  const winner = seat.result?.candidates?.find((c) => c.elected);
  $el.text(winner ? winner.party : 'Awaiting declaration');
}
```

For the next election: validate the feed against a schema at the edge of your code, so one malformed seat can't break the loop for all the others.
"""),
U(r"""
There's a bigger thing, and I decided it this morning with Nnamdi: the website front end goes headless. Next.js reads the content from WordPress through WPGraphQL and runs on Vercel; WordPress stays the CMS for the newsroom. Three reasons: our Core Web Vitals are bad (mobile LCP 4.1 s), live pages like last night's are painful to build in PHP templates, and React developers are much easier to hire than WordPress theme developers. Target: relaunch early next year.
"""),
A(r"""
That's a coherent decision. Things to design early, because they're hard to retrofit:

- **Preview**: editors need draft previews; Next.js Draft Mode plus an authenticated WPGraphQL request covers it.
- **Freshness**: on-demand revalidation from a WordPress hook on publish and update, so a correction shows in seconds, not when a cache timer runs out.
- **Paywall and ads**: both are client-side scripts today; decide where they hook in the new page lifecycle (Piano needs a `setPageURL` on client-side navigation).
- **URLs**: keep every existing article URL identical, or you lose search traffic.

Did you consider Astro or Faust.js?
"""),
U(r"""
We looked at Astro: very fast, but our live blogs and results pages are interactive, and Nnamdi wants one React model everywhere, not islands. Faust.js felt too tied to WP Engine's hosting, and we just left WP Engine out of the race. So Next.js on Vercel.
"""),
A(r"""
Fair reasons. A route-by-route relaunch is hard with a headless front end on the same domain, so most newsrooms do one cutover with the old theme kept warm behind a switch. Plan a soft launch behind a cookie for staff and a small reader percentage first, and compare Core Web Vitals and pageviews per session before you switch everyone.
"""),
U(r"""
Good advice, goes into the plan. Now I sleep for a few hours.
"""),
])

# --- s09 ------------------------------------------------------------------------------------
session("The audience pipeline and a failing nightly load", "2024-07-25T13:10:00", [
U(r"""
Hello, I am Hye-jin, I lead the audience data team. We are three people and separate from the digital product team; the audience pipeline is ours: Chartbeat exports, JW Player video plays and the subscription exports from Piano go into Amazon Redshift every night, then our SQL models make the dashboards for the editors. Last night the load failed:

```
psycopg2.errors.StringDataRightTruncation: value too long for type character varying(256)
CONTEXT:  COPY stg_chartbeat_pages, line 18211, column page_title: "Live: Wrenfield North count delayed as ballot boxes..."
```
"""),
A(r"""
Redshift's `VARCHAR` length is in bytes, not characters, and 256 is the default when a column is created without a length. A long live-blog title with a few multi-byte characters (curly quotes, an en dash, é) goes over easily. Widen the staging column, or let `COPY` truncate:

```sql
ALTER TABLE stg_chartbeat_pages ALTER COLUMN page_title TYPE VARCHAR(2048);
```

or, if truncation is acceptable for staging:

```sql
COPY stg_chartbeat_pages FROM 's3://courier-audience/chartbeat/2024-07-24/'
IAM_ROLE 'arn:aws:iam::...:role/redshift-load'
FORMAT AS JSON 'auto' TRUNCATECOLUMNS;
```

I'd widen: titles are exactly what editors search on.
"""),
U(r"""
Widened to 2048 and reran, ok. Now the JW Player export. We call the analytics API for video plays per day, but we only get 100 rows and there are about 600 videos with plays.

```python
resp = requests.post(
    f"https://api.jwplayer.com/v2/sites/{SITE_ID}/analytics/queries/",
    headers={"Authorization": JW_SECRET},
    json={"start_date": day, "end_date": day, "dimensions": ["media_id"],
          "metrics": [{"operation": "sum", "field": "plays"}]},
)
rows = resp.json()["data"]["rows"]
```
"""),
A(r"""
The analytics query API pages its results: the default page length is 100, and the response metadata tells you the total. Ask for more per page and loop:

```python
def jw_plays(day):
    page, rows = 0, []
    while True:
        resp = requests.post(
            f"https://api.jwplayer.com/v2/sites/{SITE_ID}/analytics/queries/",
            params={"page": page, "page_length": 1000},
            headers={"Authorization": JW_SECRET},
            json={"start_date": day, "end_date": day, "dimensions": ["media_id"],
                  "metrics": [{"operation": "sum", "field": "plays"}]},
            timeout=30,
        )
        resp.raise_for_status()
        batch = resp.json()["data"]["rows"]
        rows += batch
        if len(batch) < 1000:
            return rows
        page += 1
```

Check the parameter names against the current API reference; the paging model is what matters.
"""),
U(r"""
612 rows now. Thank you. Our flows run in Prefect; I must add a retry on this task, JW Player gives 429 sometimes in the morning.
"""),
A(r"""
In Prefect that is one decorator argument: `@task(retries=3, retry_delay_seconds=[60, 300, 900])`. Exponential-ish delays give the rate limit time to reset; three quick retries in a row would just hit the same 429 three times.
"""),
U(r"""
Perfect, I add it. Have a nice day!
"""),
])

# --- s10 ------------------------------------------------------------------------------------
session("VIP launch plan, and Disqus goes", "2024-08-07T10:00:00", [
U(r"""
Marek. VIP launch plan is fixed: we go live on VIP on Monday the 19th, DNS switch at 06:00 before the morning traffic. Media import is done, 410,000 attachments. Content freeze for editors from Sunday 22:00 until the switch. But the VIP code analysis bot blocks my merge request:

```
ERROR | WordPressVIPMinimum.Functions.RestrictedFunctions.file_ops_file_put_contents
      | inc/sitemap-news.php:37 file_put_contents() is not allowed on VIP.
ERROR | WordPressVIPMinimum.Performance.RemoteRequestTimeout.timeout_timeout
      | inc/pa-feed.php:22 Detected high remote request timeout. `timeout` is set to `15`.
WARNING | WordPress.DB.SlowDBQuery.slow_db_query_meta_query
      | inc/related.php:61 Detected usage of meta_query, possible slow query.
```
"""),
A(r"""
Three different kinds of finding:

1. `file_put_contents` in the news sitemap: generate it on request and cache it in the object cache (or use the sitemap support in the VIP-supported news sitemap plugin) instead of writing a file.
2. A 15-second timeout on the PA feed request: VIP caps remote requests at 3 seconds on the front end. Fetch the feed from cron, store it, and let page views read the stored copy.
3. `meta_query` is a warning, not an error; it's the related-articles box. It's cached in a transient since March, so it's acceptable for launch, but the taxonomy refactor would make the warning go away.
"""),
U(r"""
OK, 1 and 2 I fix this week, 3 stays a warning. Second thing, from Ines: Disqus goes. On the free plan it started to show its own ads under our articles, the consent for its cookies was a GDPR headache, and it is 300 kB of JavaScript. From Monday 2 September the comments run on Coral, the open-source one that Vox Media started, self-hosted by us. I host it.
"""),
A(r"""
Coral is a good fit for a newsroom: moderation queues, pre-moderation per story, reader reputation, and no third-party ads. What it needs:

- The Coral server (a Node.js app, official Docker image), a MongoDB database and Redis.
- SSO so readers use their Courier account: Coral accepts a signed JWT from your site, so WordPress or Piano signs a token with the user's id, email and username.
- An embed script on the article template with the story URL and id.

Disqus lets you export comments as XML; Coral has an importer for Disqus exports, but test it on a copy first, threading depth is the usual surprise.
"""),
U(r"""
Where should it run? The Wire is on Scalingo, but I don't want Coral there. Small EC2 instance with Docker, and a managed Mongo?
"""),
A(r"""
That works for your comment volume. A t3.medium with the Coral container behind an Application Load Balancer, MongoDB as a managed service, and a small ElastiCache Redis. Put the ALB behind the same CDN hostname pattern as the rest (`comments.wrenfieldcourier.co.uk`), send Coral's logs to Datadog, and schedule a database backup you've actually restored once before launch.
"""),
U(r"""
Backup test goes in the checklist. Twelve days to VIP, nervous but ok.
"""),
])

# --- s11 ------------------------------------------------------------------------------------
session("Preview links after the VIP move", "2024-08-20T09:15:00", [
U(r"""
Good morning. Since yesterday's move to VIP, the preview button in the editor gives editors a 404 for every draft. Published articles are fine. The preview URL looks like `https://www.wrenfieldcourier.co.uk/?p=1184220&preview=true`.
"""),
A(r"""
Previews need two things: the request must reach WordPress uncached, and WordPress must recognise the editor as logged in. On VIP the edge cache skips requests with WordPress auth cookies, so the usual culprit is a redirect that drops the cookie or sends the editor to another host. Does the editor log in on the same hostname as the site, or on a separate admin domain?
"""),
U(r"""
Separate! On EC2, editors used `www.` for everything. On VIP, Marek set the admin to `wrenfieldcourier.go-vip.net` because of the SSO plugin config. So the cookie is for `go-vip.net`, and the preview goes to `www.`.
"""),
A(r"""
That's the 404: on `www.` the editor is anonymous, and anonymous users can't see drafts. Either make previews open on the admin host:

```php
add_filter( 'preview_post_link', function ( $link ) {
    return str_replace( home_url(), 'https://wrenfieldcourier.go-vip.net', $link );
} );
```

or serve the admin on `www.` again and fix the SSO callback URL. The first is quicker today; the second is cleaner and will matter for the Next.js preview later anyway.
"""),
U(r"""
Filter for today, and a Shortcut story for the SSO fix. Second: search. The VIP people asked whether we want their Enterprise Search. For now we keep ours, ElasticPress pointing at our own Elastic Cloud cluster; it works and one migration is enough for August. They say the ElasticPress indexing needs a full sync after the move though:

```
$ vip @courier.production -- wp elasticpress sync --setup --yes
Warning: This will delete your current index. Proceeding with --yes.
Indexing posts...
Processed 10000/412387 entries. . .
```
"""),
A(r"""
`--setup` drops and recreates the index, so search returns nothing (or partial results) until the sync finishes; with 412k posts that can take an hour or more. Better: sync into a new index and switch an alias, or at least run it in the quiet hours. If ElasticPress's version on VIP supports it, `wp elasticpress sync` without `--setup` re-indexes in place without the empty window. And check the host setting: after the move, `EP_HOST` must be defined in VIP's environment variables, not in a wp-config you no longer control.
"""),
U(r"""
It was the night already, luckily, it finished 04:20. Last: my MR for the preview filter. Since 1 July I can't merge my own MRs anymore, so Marek approved it, one approval and done. He asked what `go-vip.net` costs us in SEO if Google finds it.
"""),
A(r"""
Nothing, if it stays unindexable. VIP sets `noindex` on `go-vip.net` hostnames, but check it once with `curl -sI https://wrenfieldcourier.go-vip.net/ | grep -i x-robots-tag`. Make sure the canonical URLs in the page head always point to `www.`, including in previews, so even a leaked link can't compete with the real page.
"""),
U(r"""
`x-robots-tag: noindex, nofollow`. Good. Thanks!
"""),
])

# --- s12 ------------------------------------------------------------------------------------
session("Coral comment counts, and leaving Campaign Monitor", "2024-09-04T14:30:00", [
U(r"""
Callum. Coral is live since Monday and the moderators love the queue, they cleared 1,400 comments on the first day. One complaint: the comment counts on the article cards on the homepage all say 0.

```html
<a href="/news/calder-road-flood-defences/#comments" class="card__comments">
  <span class="coral-count" data-coral-url="https://www.wrenfieldcourier.co.uk/news/calder-road-flood-defences/"></span>
</a>
<script src="https://comments.wrenfieldcourier.co.uk/assets/js/count.js" defer></script>
```
"""),
A(r"""
Coral's count script matches on the story URL exactly as Coral stored it when the story was first seen. If the embed on the article page registered the story with a different URL (no trailing slash, a tracking parameter, `http` instead of `https`), the count element asks about a story Coral doesn't know, and gets 0. Compare the `url` of one story in Coral's admin with your `data-coral-url`. It's safer to count by story id, which you already pass to the embed:

```html
<span class="coral-count" data-coral-id="post-1184220"></span>
```
"""),
U(r"""
Yes, the embed passes the id and the URL without trailing slash. Switched to `data-coral-id`, counts appear. Next topic, bigger. We leave Campaign Monitor for the newsletters. Three reasons: we want each reader to get their own recommendations in the morning briefing, which Campaign Monitor can't do; its API rate limits hit us every night when we sync subscriber flags from Piano (HTTP 429 for about 40 minutes); and building segments for the sports and business letters takes hours. Ines signed with Sailthru yesterday. We move within three weeks.
"""),
A(r"""
Sailthru fits the personalisation reason well: its recommendation engine uses the content and reading behaviour it collects through its own JavaScript tag on the site. Checklist:

- Put the Sailthru tag (Personalize JS) on the site early; recommendations need a few weeks of browsing data, so the sooner it runs, the better the first personalised letters.
- Import the lists with their opt-in dates and source, and import the unsubscribes and hard bounces as suppressions, so nobody who left gets mail again.
- Authenticate the sending domain (SPF, DKIM, DMARC alignment) and plan a short IP warm-up if Sailthru gives you dedicated IPs.
- Rebuild the templates in Sailthru's template language, which is called Zephyr.
"""),
U(r"""
Zephyr, ok. (And not to confuse with Zephr, the paywall company that sent sales emails to me last month 😄.) How does a loop over recommended articles look in Zephyr?
"""),
A(r"""
Roughly like this, with a content feed set up in Sailthru that returns personalised items per recipient:

```
{foreach content as c}
  {if c.title}
  <tr>
    <td class="story">
      <a href="{c.url}?utm_source=briefing&utm_medium=email">{c.title}</a>
      <p>{substr(c.description, 0, 140)}{if length(c.description) > 140}…{/if}</p>
    </td>
  </tr>
  {/if}
{/foreach}
```

`content` is filled from the data feed (or `horizon_select` for Sailthru's own recommendations); always guard against empty items, because a reader with no history gets the fallback set, which can be shorter.
"""),
U(r"""
Thanks. I'll build the morning briefing first, then sports and business.
"""),
])

# --- s13 ------------------------------------------------------------------------------------
session("First briefing out of Sailthru", "2024-09-25T10:05:00", [
U(r"""
We switched the newsletters to Sailthru yesterday. The morning briefing went to 48,300 subscribers at 06:30 today from Sailthru, and Campaign Monitor is paused. Open rate looks normal. But the unsubscribe link in the footer leads to a 404 on our site:

```
https://www.wrenfieldcourier.co.uk/newsletters/unsubscribe/?email=&list=Morning%20Briefing
```

The email parameter is empty.
"""),
A(r"""
The footer template still uses the Campaign Monitor style of building the link; in Zephyr the recipient's address is `{email}`, and values inside URLs have to be encoded. But better: don't put the address in the URL at all. Sailthru provides an optout link per recipient that handles the unsubscribe itself and keeps the suppression on Sailthru's side, which is the list that actually matters:

```
<a href="{optout_confirm_url}">Unsubscribe from this newsletter</a>
```

If you want your own preference centre, use a signed token instead of the raw address, so nobody can unsubscribe other people by editing a URL.
"""),
U(r"""
We use `{optout_confirm_url}` for now. Also, we have a new colleague: Elif Yilmaz started on Monday. She'll work with me on subscriptions; I'm showing her the Piano setup this week.
"""),
A(r"""
Welcome to Elif. A good first task for someone new to a paywall stack is following one reader through it end to end: meter, registration wall, checkout, the webhooks, the newsletter flag in Sailthru. She'll see every integration once, and she'll find the places where the documentation is thin.
"""),
U(r"""
That's exactly what she is doing. She already found something. The sports letter template:

```
{foreach content as c}
  {if c.section == "sport"}<p><a href="{c.url}">{c.title}</a></p>{/if}
{/foreach}
```

prints nothing, but the feed has sport stories.
"""),
A(r"""
Likely the field name or value: in Sailthru content items, the section usually arrives in `c.tags` or a custom `vars` field, not as `section`, depending on how your feed maps it. Print one item to see its shape:

```
{foreach content as c}{if loop.index == 0}<pre>{htmlEncode(json_encode(c))}</pre>{/if}{/foreach}
```

Then filter on what's really there, for example `{if contains(c.tags, "sport")}`. Remove the debug block before the next send.
"""),
U(r"""
It's `c.vars.section`, and the value is "Sport" with a capital S. Fixed, test send works. Good first week for Elif.
"""),
])

# --- s14 ------------------------------------------------------------------------------------
session("Repos to GitLab, feeds to CloudFront, and a rumour", "2024-10-02T11:20:00", [
U(r"""
Marek. Two moves. First: from Monday all our repositories are on GitLab.com and CI runs in GitLab CI/CD; Bitbucket goes read-only. The group bought GitLab Premium for all titles, so for us it is free, and Bitbucket Pipelines minutes cost us around £300 a month since Playwright.
"""),
A(r"""
The GitLab importer for Bitbucket Cloud brings repositories with pull requests (as merge requests), comments and history. What it doesn't bring: pipelines configuration (you rewrite `bitbucket-pipelines.yml` as `.gitlab-ci.yml`), repository variables, branch restrictions and webhooks. Recreate the approval rule in GitLab: Premium can enforce "1 approval required" and "prevent approval by author" in the project's merge request settings, so you can drop the pipeline step that checked approvals on Bitbucket.
"""),
U(r"""
Good, that step was ugly. Here the main part of bitbucket-pipelines.yml for the web repo:

```yaml
pipelines:
  default:
    - step:
        name: unit
        image: node:18
        caches: [node]
        script: [npm ci, npm test]
    - parallel:
        - step: { name: e2e 1, image: mcr.microsoft.com/playwright:v1.44.0-jammy, script: [npm ci, SHARD=1 npm run e2e] }
        - step: { name: e2e 2, image: mcr.microsoft.com/playwright:v1.44.0-jammy, script: [npm ci, SHARD=2 npm run e2e] }
```
"""),
A(r"""
```yaml
stages: [test, e2e]

default:
  cache:
    key: { files: [package-lock.json] }
    paths: [.npm/]

unit:
  stage: test
  image: node:18
  script:
    - npm ci --cache .npm --prefer-offline
    - npm test

e2e:
  stage: e2e
  image: mcr.microsoft.com/playwright:v1.44.0-jammy
  parallel: 4
  script:
    - npm ci --cache .npm --prefer-offline
    - npx playwright test --shard=$CI_NODE_INDEX/$CI_NODE_TOTAL
```

`parallel: 4` replaces the hand-written shards; GitLab sets `CI_NODE_INDEX` and `CI_NODE_TOTAL`.
"""),
U(r"""
Beautiful. Second move: the CDN in front of the Wire's app feeds. Fastly's renewal came with +40%. AWS offers us credits if we consolidate, so we move the feeds to Amazon CloudFront on the 14th. Fastly stays until the contract runs out at the end of November, as a fallback.
"""),
A(r"""
Look carefully at purging before you switch, because it's the part that differs most. Today the Wire presumably purges by surrogate key on Fastly: one API call invalidates every feed that contains a story. CloudFront has no surrogate keys or cache tags; you invalidate by path (wildcards allowed), each invalidation takes from tens of seconds to a few minutes to complete, and beyond 1,000 paths a month they're billed. For breaking news, where a story is corrected several times in ten minutes, that's a real change. Options: short TTLs on the feed endpoints (30-60 seconds) with `stale-while-revalidate`, plus path invalidations for the few hot feeds.
"""),
U(r"""
We know the feed paths, the Wire can compute them, so invalidations by path. And short TTL. Also, not engineering but it affects us: group IT announced that all titles move from Google Chat to Microsoft Teams in January. Nobody in our team is happy.
"""),
A(r"""
If it happens, inventory your integrations early: Opsgenie alerts, GitLab notifications, the Datadog monitors, the newsroom bots that post breaking-news pushes to a channel. Teams has connectors or bots for most of these, but webhook formats differ, so each one is a small migration. Ask group IT whether Google Chat spaces can be archived read-only; incident threads are often linked from postmortems.
"""),
U(r"""
I'll make the list, just in case. Thanks.
"""),
])

# --- s15 ------------------------------------------------------------------------------------
session("Stale feeds behind CloudFront", "2024-10-16T09:30:00", [
U(r"""
Since Monday the feeds go through CloudFront. Yesterday evening the Crossgate mill fire story was updated six times in 25 minutes, and the apps showed the first version for almost 20 minutes. The Wire logs show the invalidation was created:

```
I, [2024-10-15T19:42:07] INFO -- : CloudFront invalidation I2X9QK0R3ZC7A4 created paths=["/v2/feeds/home", "/v2/feeds/news", "/v2/stories/88412"]
```

But the apps request `/v2/feeds/home?edition=north&v=6.9`.
"""),
A(r"""
An invalidation of `/v2/feeds/home` only removes the object cached under that exact key. If the cache policy includes the query string in the cache key, every `edition` and app version combination is a separate object, and none of them was invalidated. Two fixes, best together:

1. Cache key: include only the query parameters that change the response (`edition`), not `v`. In the cache policy, set query strings to "include specified" with `edition` only.
2. Invalidate with a wildcard: `/v2/feeds/home*` covers every query string variant, and a wildcard path counts as one path for billing.
"""),
U(r"""
Changed the cache policy to `edition` only, and the Wire now invalidates `/v2/feeds/home*`. The invalidation status though:

```
$ aws cloudfront get-invalidation --distribution-id E1WIREFEEDS --id I7TZ2M4JX1P0QD
    "Status": "InProgress",
    "CreateTime": "2024-10-16T08:51:33Z"
```

At 08:55 it was still InProgress.
"""),
A(r"""
That's normal for CloudFront: invalidations usually complete within a minute or two, but several minutes happen, and there's no priority lane. With Fastly's instant purge you never had to think about it. If that delay is too long for breaking news, the short TTL is your real safety net: with `max-age=30` on feeds, a stale copy lives at most 30 seconds after the invalidation fails to arrive in time. The cost is more origin traffic, so check what the Wire's containers on Scalingo can take.
"""),
U(r"""
TTL 60 for now. Different thing, the new .gitlab-ci.yml for the Wire. The deploy job to Scalingo never runs on main:

```yaml
deploy:
  stage: deploy
  script: ./bin/deploy
  only:
    - master
```
"""),
A(r"""
The Bitbucket repo had `master`; after the import you renamed the default branch to `main`, and `only: master` still points at the old name. Use rules with the predefined variable, so a future rename can't break it:

```yaml
deploy:
  stage: deploy
  script: ./bin/deploy
  rules:
    - if: $CI_COMMIT_BRANCH == $CI_DEFAULT_BRANCH
```
"""),
U(r"""
Deploys again. If the stale feeds come back I'll be back too. Opsgenie already paged me twice this week for origin load, so I'm not optimistic.
"""),
])

# --- s16 ------------------------------------------------------------------------------------
session("Back to Fastly, and a handover", "2024-10-31T16:10:00", [
U(r"""
Marek. We rolled the app feeds back to Fastly this morning. Two more stale incidents after the cache key fix: the council election result on Sunday and a road closure on Tuesday. Invalidating by path is never complete: one story lives in more than 30 feed URLs (home, sections, topics, the widget feed, the Apple Watch feed), and invalidations took up to six minutes. With Fastly we purge one surrogate key and it's gone in 150 ms. And Fastly lowered the renewal, now +10% instead of +40%, because they knew we were leaving.
"""),
A(r"""
That's the right call for a news feed: the whole value of the CDN is serving corrections quickly, and tag-based purging is what makes that cheap to get right. For the record of why, so nobody proposes it again without this context: CloudFront cached fine, but path-based invalidation couldn't cover every feed containing a story, and invalidations took minutes instead of milliseconds.

Check after the switch back: the Wire sends `Surrogate-Key` headers again on every feed response, and the purge code path is the Fastly one.
"""),
U(r"""
The Surrogate-Key header was still there, we never removed it. Purge is back on the Fastly client. I also want soft purge for the big section feeds:

```ruby
def purge_story(story)
  fastly.purge_by_key(story.surrogate_key)
end
```
"""),
A(r"""
Soft purge marks content stale instead of deleting it, so Fastly can serve the stale copy while it fetches the new one, which protects the Wire from a thundering herd after a purge. With the fastly-ruby client it's a header on the purge request:

```ruby
def purge_story(story, soft: true)
  opts = soft ? { fastly_soft_purge: 1 } : {}
  purge_api.purge_tag(opts.merge(service_id: FEEDS_SERVICE_ID, surrogate_key: story.surrogate_key))
end
```

and `Surrogate-Control: max-age=86400, stale-while-revalidate=60` on the feed responses so the stale copy may be served. Use a hard purge for legal takedowns, where the old version must not be shown even once more.
"""),
U(r"""
Good point with legal takedowns, we have those. Another thing. Callum asked me to write it here since he is at the print plant today: from Monday Elif owns subscriptions, meaning the paywall, checkout and the Piano integration. Callum moves to the new puzzles product. He will stay reviewer for her first weeks.
"""),
A(r"""
Noted: from Monday 4 November, subscriptions (paywall, checkout, Piano) belong to Elif; Callum moves to puzzles and reviews for a while. For the handover, the things that tend to live only in one person's head on a paywall team: the meter rules in Composer and why each exists, the webhook handlers and their retry behaviour, the Sailthru subscriber sync, and the contacts at Piano support.
"""),
U(r"""
I send him your list. OK, Halloween, my kids wait for trick-or-treat. Bye!
"""),
])

# --- s17 ------------------------------------------------------------------------------------
session("Leaving Airship, Android first", "2024-11-13T10:45:00", [
U(r"""
Sunniva. Airship sent the renewal: £61k for next year, it was £38k. We use maybe a tenth of it: breaking news pushes, the team tags, and the evening digest. Ines decided yesterday: both apps move to OneSignal. Android goes first, next Tuesday with 6.12. iOS after New Year, because our iOS notification service extension must be rewritten, and Jonas, the new iOS developer, starts in January.
"""),
A(r"""
OneSignal covers that feature set comfortably. The main risk in any push provider switch is the gap: users who don't update the app stay registered only with the old provider. Plan for it:

- Keep sending through Airship to devices that haven't updated, until their share is small (watch the version distribution).
- On first launch of the new version, register with OneSignal and set the same tags (teams, regions) from the app's local settings, so segments exist from day one.
- OneSignal can import existing FCM tokens via its API, which shortens the gap on Android; do it once, right after release.
"""),
U(r"""
Android code for the registration, is this right?

```kotlin
class CourierApp : Application() {
    override fun onCreate() {
        super.onCreate()
        OneSignal.initWithContext(this, BuildConfig.ONESIGNAL_APP_ID)
        OneSignal.User.addTags(mapOf(
            "team_wrenfield_town" to prefs.followsTown.toString(),
            "edition" to prefs.edition,
        ))
    }
}
```
"""),
A(r"""
Close. Two changes: tags with value `"false"` still exist as tags and cost you tag slots, so remove a tag instead of setting it false; and on Android 13+ the notification permission must be requested explicitly:

```kotlin
OneSignal.initWithContext(this, BuildConfig.ONESIGNAL_APP_ID)
if (prefs.followsTown) OneSignal.User.addTag("team_wrenfield_town", "1")
else OneSignal.User.removeTag("team_wrenfield_town")
OneSignal.User.addTag("edition", prefs.edition)
```

and after onboarding:

```kotlin
lifecycleScope.launch { OneSignal.Notifications.requestPermission(fallbackToSettings = true) }
```

Set the external id to the Courier account id after login (`OneSignal.login(accountId)`), so a subscriber keeps their tags across reinstalls.
"""),
U(r"""
Elif here, I'm sitting next to Sunniva. Subscriptions is mine since Monday last week, so I have a wish: the editors want to send some pushes only to paying subscribers, for example the "subscriber Q&A" live events. The app knows if the user is a subscriber from Piano.
"""),
A(r"""
Then a tag `subscriber=1` set by the app is the quick way, but a tag set by the client is only as fresh as the app's last launch. For paid access the safer source is your backend: when Piano's webhook says access was granted or revoked, call OneSignal's API to update the user identified by the external id (the Courier account id). Then the segment is right even for readers who haven't opened the app since they cancelled.
"""),
U(r"""
Backend then. I'll ask Callum... no, Marek, he does the keys, for the OneSignal API key in 1Password. Sorry, I'm still learning who does what.
"""),
A(r"""
Easy to mix up. Ask for a separate OneSignal key for the backend with its own vault item, so it can be rotated without touching the apps' configuration.
"""),
U(r"""
Sunniva again: thanks, we start. Android 6.12 is in review at Google now.
"""),
])

# --- s18 ------------------------------------------------------------------------------------
session("Android pushes on OneSignal, iOS still on Airship", "2024-11-27T13:00:00", [
U(r"""
Android is on OneSignal since Tuesday last week, with 6.12. iOS stays on Airship until January, so for now the editors send every breaking push twice: from OneSignal for Android, from Airship for iOS. Not nice, but ok for six weeks. Bug: on Android, tapping a push opens the home screen, not the article.

```kotlin
OneSignal.Notifications.addClickListener(object : INotificationClickListener {
    override fun onClick(event: INotificationClickEvent) {
        val url = event.notification.launchURL
        startActivity(Intent(Intent.ACTION_VIEW, Uri.parse(url)))
    }
})
```
"""),
A(r"""
The editors' composer puts the article link in the "Launch URL" field, which OneSignal opens in a browser or, by default, ignores in the app, depending on settings. For in-app navigation don't use the launch URL at all; send the article id as additional data and route inside the app:

```kotlin
OneSignal.Notifications.addClickListener(object : INotificationClickListener {
    override fun onClick(event: INotificationClickEvent) {
        val storyId = event.notification.additionalData?.optString("story_id")
        val intent = Intent(this@CourierApp, MainActivity::class.java).apply {
            flags = Intent.FLAG_ACTIVITY_NEW_TASK or Intent.FLAG_ACTIVITY_CLEAR_TOP
            putExtra("story_id", storyId)
        }
        startActivity(intent)
    }
})
```

And in the Android manifest, add `<meta-data android:name="com.onesignal.suppressLaunchURLs" android:value="true" />` so OneSignal doesn't open the launch URL on its own.
"""),
U(r"""
The editors must add `story_id` by hand in the dashboard? They will forget it every time.
"""),
A(r"""
They shouldn't type it. Send breaking pushes from WordPress instead of the dashboard: a "Send push" box in the post editor calls a small endpoint on the Wire, and the Wire calls OneSignal with title, text and `data: { story_id }`. While iOS is still on Airship, the same endpoint can send the Airship push too, so editors press one button for both platforms until January.
"""),
U(r"""
That would make editors very happy. The Wire endpoint, roughly:

```ruby
def create
  story = Story.find(params[:story_id])
  OneSignalClient.notify(title: params[:title], body: params[:body], data: { story_id: story.id })
  AirshipClient.push(alert: params[:body], extras: { story_id: story.id }, platforms: %w[ios])
  head :accepted
end
```
"""),
A(r"""
Do the sending in a background job, not in the request: if Airship is slow, the editor's button hangs, and a retry by an impatient editor sends the push twice. Enqueue one Sidekiq job per provider, make each job idempotent with a key like `push:#{story.id}:#{params[:title].hash}`, and return 202 at once. Sending to both from one job also means an Airship failure would retry the OneSignal send.
"""),
U(r"""
Two jobs, idempotency key in Redis with 1 hour expiry. Instabug also shows a new ANR, but that is for tomorrow. Thanks!
"""),
])

# --- s19 ------------------------------------------------------------------------------------
session("Health checks on Fargate, and the Teams plan is off", "2024-12-11T10:10:00", [
U(r"""
Marek. Since Monday's move off Scalingo the Wire runs on AWS ECS with Fargate. Most things are fine, but since this morning tasks get killed and restarted:

```
service courier-wire-web (port 3000) is unhealthy in target-group courier-wire-tg due to (reason Health checks failed with these codes: [403]).
service courier-wire-web has stopped 2 running tasks: (task 5e1c...) (task 9a07...).
```

The health check path is `/up`, the Rails 7.1 default.
"""),
A(r"""
403 from `/up` is Rails host authorization: the load balancer's health checker sends the task's private IP as the `Host` header, which isn't in `config.hosts`, so `ActionDispatch::HostAuthorization` blocks it. Exclude the health check path:

```ruby
# config/environments/production.rb
config.hosts << "wire.wrenfieldcourier.co.uk"
config.host_authorization = { exclude: ->(request) { request.path == "/up" } }
```

It only started this morning probably because someone added `config.hosts` yesterday; before that, the list was empty and the check was off.
"""),
U(r"""
Yes, Nnamdi added hosts yesterday for a security finding. Fixed and deployed. Sidekiq runs as a second ECS service from the same image, that one has no health check at all. Should it?
"""),
A(r"""
Yes, otherwise a worker whose Redis connection died but whose process lives on counts as healthy forever. ECS container health checks run a command inside the container; a small script that asks Sidekiq for its own process entry works:

```json
"healthCheck": {
  "command": ["CMD-SHELL", "bundle exec rails runner 'exit(Sidekiq::ProcessSet.new.any? { |p| p[\"hostname\"] == Socket.gethostname } ? 0 : 1)'"],
  "interval": 60, "timeout": 20, "retries": 3, "startPeriod": 120
}
```

Booting Rails every minute is heavy; if it shows up in CPU, write a heartbeat file from a Sidekiq server middleware and check its age with `find -mmin` instead.
"""),
U(r"""
Heartbeat file is better, I do that. Good news from the group: IT shelved the Microsoft Teams move yesterday. The licence negotiation with Microsoft failed and the newsrooms protested, so every title stays on Google Chat. My integration list goes in the drawer.
"""),
A(r"""
Keep the list anyway; it's a useful inventory of everything that posts into your chat, and you'll want it the next time someone rotates a webhook or an Opsgenie integration breaks.
"""),
U(r"""
True. Last question: the Scalingo apps, delete now or wait?
"""),
A(r"""
Wait a couple of weeks, scaled to zero: keep the apps and their add-ons' backups until you're sure nothing still points at them (old DNS records, the apps' hard-coded fallback host, webhooks from Piano or PA Media). Check the Scalingo access logs for traffic; when a week passes with none, export the last database backup to S3 and delete.
"""),
U(r"""
Scaled to zero, delete in January. Thanks!
"""),
])

# --- s20 ------------------------------------------------------------------------------------
session("Parse.ly for the newsroom", "2025-01-08T09:45:00", [
U(r"""
Happy new year! Hye-jin here. The newsroom is on Parse.ly since Monday; the Chartbeat contract ended on 31 December. The editors chose Parse.ly because it shows which articles bring subscriptions and newsletter sign-ups (conversions), and because we get the raw events through their Data Pipeline, not only dashboards. Our Chartbeat models are now dead, and I must rebuild the daily article table from Parse.ly data.
"""),
A(r"""
The Data Pipeline delivers raw events as gzipped JSON lines into an S3 bucket, partitioned by time, with one event per pageview, heartbeat (engaged time), video event and conversion. Redshift can load them directly:

```sql
COPY raw_parsely_events
FROM 's3://parsely-dw-wrenfieldcourier/events/2025/01/07/'
IAM_ROLE 'arn:aws:iam::...:role/redshift-load'
FORMAT AS JSON 'auto ignorecase'
GZIP
TIMEFORMAT 'auto';
```

Engaged time comes from heartbeat events, not pageviews, so the daily article model has to sum heartbeats per pageview id.
"""),
U(r"""
Yes. My first version of the model:

```sql
SELECT url, COUNT(*) AS views, SUM(engaged_time_inc) AS engaged_seconds
FROM raw_parsely_events
WHERE ts_action::date = '2025-01-07'
GROUP BY url;
```

Views are twice as much as the Parse.ly dashboard.
"""),
A(r"""
`COUNT(*)` counts every event, and heartbeats are events too. Filter by action:

```sql
SELECT url,
       COUNT(*) FILTER (WHERE action = 'pageview') AS views,
       SUM(engaged_time_inc) FILTER (WHERE action = 'heartbeat') AS engaged_seconds
FROM raw_parsely_events
WHERE ts_action >= '2025-01-07' AND ts_action < '2025-01-08'
GROUP BY url;
```

Redshift doesn't support `FILTER`, so there write `SUM(CASE WHEN action = 'pageview' THEN 1 ELSE 0 END)`. Also use a half-open timestamp range instead of casting to date, so the sort key on `ts_action` can be used.
"""),
U(r"""
With CASE the numbers match the dashboard within 1%. And `url`: some have `?utm_source=...` and some not, so the same article is on three rows.
"""),
A(r"""
Normalise before grouping: Parse.ly also delivers `url_clean` (or you can derive a canonical from `metadata_canonical_url`) for exactly this. Prefer the canonical URL, falling back to the URL without its query string:

```sql
COALESCE(NULLIF(metadata_canonical_url, ''), SPLIT_PART(url, '?', 1)) AS article_url
```

Even better: join on the post id from the page metadata, which survives URL changes when an editor edits a headline slug.
"""),
U(r"""
Post id then, we put it in the metadata tag. Thank you, the editors get their daily table again tomorrow.
"""),
])

# --- s21 ------------------------------------------------------------------------------------
session("iOS pushes moved, and App Center is closing", "2025-01-22T14:20:00", [
U(r"""
Sunniva. iOS moved to OneSignal on Tuesday last week, with 7.0. Jonas rewrote the notification service extension in his first week, very impressive. So both apps are on OneSignal now, one button in WordPress for the editors, no more double sending. Airship is cancelled at the end of the month.
"""),
A(r"""
Congratulations to both of you. Keep an eye on the delivery numbers for a few weeks: iOS users on 6.x remain registered only with Airship until they update, so from February they won't get pushes at all. Nudge them with an in-app update prompt on old versions.
"""),
U(r"""
We have a forced-update screen for versions below 6.10 already, the rest we nudge. Bigger problem now: Microsoft retires Visual Studio App Center on 31 March 2025. All our builds, the signing and the beta distribution to the newsroom testers are there. We decided this morning: Codemagic. It builds both platforms, the pipeline is a yaml in the repo, and the price is ok. Target is end of February, so we have a month of margin.
"""),
A(r"""
Codemagic is a natural fit for two native apps. Alternatives people usually weigh: Appcircle (similar, both platforms, with its own testing distribution), Xcode Cloud (iOS only, so you'd still need something for Android), or GitLab CI with your own macOS runner (cheapest in money, most expensive in care). Did you consider them?
"""),
U(r"""
Yes. Xcode Cloud is out because it is only iOS. Appcircle we tested in December, it works, but the quote was almost double for our build minutes. Own Mac mini runner in GitLab: Marek said no, he doesn't want hardware in the office. So Codemagic.
"""),
A(r"""
A `codemagic.yaml` sketch for the iOS app:

```yaml
workflows:
  ios-beta:
    name: iOS beta
    instance_type: mac_mini_m2
    environment:
      ios_signing:
        distribution_type: app_store
        bundle_identifier: uk.co.wrenfieldcourier.app
      xcode: 16.2
    scripts:
      - name: Build
        script: xcode-project build-ipa --project "Courier.xcodeproj" --scheme "Courier"
    publishing:
      app_store_connect:
        auth: integration
        submit_to_testflight: true
        beta_groups: [Newsroom]
```

Beta distribution moves from App Center's groups to TestFlight groups on iOS and to an internal testing track on Play for Android.
"""),
U(r"""
TestFlight for the newsroom testers is even better. Jonas will do iOS, I do Android. Thanks!
"""),
])

# --- s22 ------------------------------------------------------------------------------------
session("A new infrastructure owner, and the relaunch date", "2025-01-29T16:00:00", [
U(r"""
Ines. Two announcements, and I want help with the wording for the all-hands. First: from Monday, Gideon Mensah owns infrastructure and hosting. He joined in December as SRE and shadowed Marek for two months. Marek moves to Hye-jin's audience data team, which he wanted for a long time. Second: the relaunch. Tuesday 11 February, 07:00, all readers get the new Next.js site; the Larch theme stays warm for one week as fallback.
"""),
A(r"""
A draft:

"Two changes in digital. From Monday 3 February, Gideon Mensah is the owner of our infrastructure and hosting: the WordPress platform on VIP, the Wire on AWS, the CDNs and our on-call tooling. Marek, who has looked after all of it until now, joins Hye-jin's audience data team. Please send infrastructure questions to Gideon from Monday.

And on Tuesday 11 February at 7:00, every reader gets the new Courier website. It's faster, it works better on phones, and it's the base for live pages that our journalists have asked for since the election. If something looks wrong that day, tell #web in Google Chat."
"""),
U(r"""
Good, I'll shorten it a little. Now a technical question for the relaunch. The soft launch with 10% of readers shows mobile LCP 1.9 s, great, but CLS is 0.21 because the ad slots push content down.
"""),
A(r"""
Reserve the space before the ad arrives. For each slot, use the most common creative height at that breakpoint as a minimum height, and collapse only after the ad server says the slot is empty:

```tsx
<div className="ad-slot" style={{ minHeight: slot.sizes[breakpoint].minHeight }} data-slot={slot.id} />
```

```js
googletag.pubads().addEventListener('slotRenderEnded', (e) => {
  if (e.isEmpty) document.querySelector(`[data-slot="${e.slot.getSlotElementId()}"]`).style.minHeight = '0';
});
```

Collapsing an empty slot below the viewport doesn't count against CLS; collapsing one above the reader's position does, so keep the top slot reserved even when empty.
"""),
U(r"""
Nnamdi will do it. Also: Piano needs `setPageURL` on client-side navigation, we remembered from the decision in July. It's in.
"""),
A(r"""
Good. Then also check the meter on the soft launch: count one article view per client-side navigation, not per render. React strict mode in development renders twice and can hide or fake double counting, so test it on a production build.
"""),
U(r"""
Production build test is on the list. Thanks, the wording is nice.
"""),
])

# --- s23 ------------------------------------------------------------------------------------
session("Day two of the new website", "2025-02-12T10:30:00", [
U(r"""
Nnamdi. Since yesterday morning every reader gets the new Next.js site on Vercel; the Larch theme only stays warm as a fallback until next Tuesday. Mobile LCP is 1.9 s in the field data already, CLS 0.04 after the ad slot fix. One real problem: corrections made in WordPress take up to ten minutes to appear on the article page. The revalidation hook:

```php
add_action( 'save_post_post', function ( $post_id ) {
    wp_remote_post( 'https://www.wrenfieldcourier.co.uk/api/revalidate', [
        'body' => [ 'secret' => COURIER_REVALIDATE_SECRET, 'path' => get_permalink( $post_id ) ],
    ] );
} );
```
"""),
A(r"""
Three things in that hook:

1. `get_permalink()` returns the full URL, but `revalidatePath` in Next.js wants the path (`/news/some-story/`). If the route handler passes the URL straight through, nothing matches, and the page only refreshes when its `revalidate` timer (ten minutes?) runs out.
2. `save_post` also fires for autosaves and revisions; skip those, or the editors' autosave every minute hammers the endpoint.
3. `wp_remote_post` blocks the editor's save; make it non-blocking.

```php
add_action( 'save_post_post', function ( $post_id, $post ) {
    if ( wp_is_post_autosave( $post_id ) || wp_is_post_revision( $post_id ) || 'publish' !== $post->post_status ) {
        return;
    }
    wp_remote_post( 'https://www.wrenfieldcourier.co.uk/api/revalidate', [
        'blocking' => false,
        'timeout'  => 1,
        'body'     => [ 'secret' => COURIER_REVALIDATE_SECRET, 'path' => wp_parse_url( get_permalink( $post_id ), PHP_URL_PATH ) ],
    ] );
}, 10, 2 );
```
"""),
U(r"""
It was the full URL, yes. Now corrections are visible in about 3 seconds. The homepage and section fronts also list the article, they still show the old headline.
"""),
A(r"""
Revalidating the article's path doesn't touch the pages that list it. Use tags: tag every fetch with what it contains, and revalidate the tag on save.

```ts
// in the data layer
const res = await fetch(WPGRAPHQL_URL, {
  method: 'POST',
  body: JSON.stringify({ query: FRONT_QUERY, variables: { section } }),
  next: { tags: ['front', `section:${section}`] },
});
```

```ts
// app/api/revalidate/route.ts
revalidatePath(body.path);
revalidateTag('front');
for (const s of body.sections ?? []) revalidateTag(`section:${s}`);
```

Send the post's sections from the WordPress hook alongside the path.
"""),
U(r"""
Doing it now. Also the Vercel build failed once this morning after Dependabot... no, after Renovate bumped a package:

```
➤ YN0000: ┌ Resolution step
➤ YN0000: └ Completed in 0s 512ms
➤ YN0028: │ The lockfile would have been modified by this install, which is explicitly forbidden.
➤ YN0000: · Failed with errors in 1s 78ms
Error: Command "yarn install --immutable" exited with 1
```
"""),
A(r"""
Renovate changed `package.json` but the lockfile it committed doesn't match, usually because Renovate ran a different Yarn version than the one the project pins. Make sure the repo pins Yarn with `packageManager` in package.json (`"packageManager": "yarn@4.6.0"`) and that Corepack is enabled wherever installs run, so Renovate, Vercel and your laptops all use the same Yarn. Then run `yarn install` locally on Renovate's branch, commit the lockfile, and the build passes.
"""),
U(r"""
`packageManager` was missing, yes. Added, lockfile fixed, build green. What a week, but a good one.
"""),
])

# --- s24 ------------------------------------------------------------------------------------
session("First builds on Codemagic", "2025-02-26T11:00:00", [
U(r"""
Hi, Jonas here, I'm the iOS developer (joined in January). Since Monday all our app builds run on Codemagic, both iOS and Android; App Center only keeps the old builds until it shuts down. Android is all green. iOS archive fails at the signing step:

```
No matching profiles found for bundle identifier "uk.co.wrenfieldcourier.app.NotificationService" and distribution type "app_store"
Error: Process completed with exit status 1
```
"""),
A(r"""
The main app has a profile, but the notification service extension you wrote is a separate target with its own bundle identifier, and it needs its own App Store profile. With Codemagic's automatic signing, list both identifiers so it fetches or creates profiles for each:

```yaml
environment:
  ios_signing:
    distribution_type: app_store
    bundle_identifier: uk.co.wrenfieldcourier.app
    # Codemagic resolves profiles for every bundle id the project needs,
    # provided the App Store Connect integration may create them
```

If Codemagic doesn't create the extension's profile by itself, create the App ID `uk.co.wrenfieldcourier.app.NotificationService` in the developer portal, with the App Groups capability the extension shares with the app, and run `app-store-connect fetch-signing-files "uk.co.wrenfieldcourier.app.NotificationService" --type IOS_APP_STORE --create` in a script step before the build.
"""),
U(r"""
The App ID existed but without the App Group, so the profile didn't match the entitlements. Fixed in the portal, fetch-signing-files with `--create` works, archive green. TestFlight upload also worked, 14 newsroom testers got build 7.2 (412).
"""),
A(r"""
Nice. Make the build number automatic, so two people never upload the same one:

```yaml
scripts:
  - name: Set build number
    script: |
      LATEST=$(app-store-connect get-latest-testflight-build-number "$APP_STORE_APPLE_ID")
      agvtool new-version -all $((LATEST + 1))
```
"""),
U(r"""
Added. Sunniva asks if we can run the unit tests on every merge request in Codemagic too, or if that stays in GitLab CI.
"""),
A(r"""
Either works. The web and Wire pipelines live in GitLab CI, but GitLab's shared runners have no macOS on your plan, so iOS tests would need Codemagic anyway. A Codemagic workflow triggered by merge request events from GitLab (via the webhook) with `xcodebuild test` and the Gradle unit tests, reporting the status back to the merge request, keeps everything about the apps in one place.
"""),
U(r"""
One place for the apps then. Next release is 7.3 in two weeks; we're still on the three-week train.
"""),
A(r"""
Good time to test the release workflow end to end on 7.3: tag, build, upload to TestFlight and to Play's internal track, and promote from there, so the first "real" Codemagic release isn't also the first try.
"""),
U(r"""
Will do. Takk from Sunniva too, she's listening.
"""),
])

# --- s25 ------------------------------------------------------------------------------------
session("Deploy windows from Monday, and interrupted jobs", "2025-03-05T09:20:00", [
U(r"""
Hi, Gideon here, I've run infrastructure since February. After last Thursday's incident, when a Wire deploy at 14:40 ran a migration that locked the stories table and the app feeds timed out for 18 minutes, Ines set a new rule: from next Monday we deploy to production only on Tuesdays and Thursdays, between 10:00 and 12:00, with a second person watching. I need to make GitLab enforce it.
"""),
A(r"""
A deploy job rule can check the window with the pipeline's start time; GitLab has no built-in calendar for this, so use a small guard at the top of the deploy job:

```yaml
deploy:
  stage: deploy
  rules:
    - if: $CI_COMMIT_BRANCH == $CI_DEFAULT_BRANCH
      when: manual
  script:
    - ./bin/deploy-window-check
    - ./bin/deploy
```

```bash
#!/usr/bin/env bash
# bin/deploy-window-check
set -euo pipefail
dow=$(TZ=Europe/London date +%u)   # 2 = Tue, 4 = Thu
hm=$(TZ=Europe/London date +%H%M)
if [[ "${DEPLOY_OVERRIDE:-}" == "yes" ]]; then echo "override used by $GITLAB_USER_LOGIN"; exit 0; fi
if [[ ( $dow == 2 || $dow == 4 ) && 10#$hm -ge 1000 && 10#$hm -lt 1200 ]]; then exit 0; fi
echo "Production deploys only Tue/Thu 10:00-12:00 (Europe/London)."; exit 1
```

Making the job manual also gives you the "second person" moment: someone presses the button.
"""),
U(r"""
Good. For the migration problem itself, separate topic. Second thing: in the GoodJob dashboard of the Wire I see 3,400 discarded executions since Friday, almost all `PushSendJob` with:

```
GoodJob::InterruptError: Interrupted after starting perform at '2025-03-04 14:02:11 UTC'
```
"""),
A(r"""
GoodJob raises `InterruptError` when it finds a job that was started but never finished, typically because the process running it was killed mid-job. On ECS that happens on every deploy and scale-in: the task gets SIGTERM, and after `stopTimeout` (30 seconds by default) SIGKILL. If GoodJob's shutdown timeout is longer than that, or unset, running jobs die hard.

1. Give GoodJob time to finish, and ECS a bit more:

```ruby
# config/initializers/good_job.rb
Rails.application.configure do
  config.good_job.shutdown_timeout = 25
end
```

and `"stopTimeout": 60` in the worker's container definition.

2. Decide per job what an interruption means. For push sending, retry, since the job is idempotent:

```ruby
class PushSendJob < ApplicationJob
  retry_on GoodJob::InterruptError, wait: 5.seconds, attempts: 3
end
```
"""),
U(r"""
We deployed 11 times last week, so 3,400 makes sense. The push job is idempotent since November (key per story). Set both. Another small one: Opsgenie's heartbeat for the PA feed ingest fires every night at 02:00 although the job runs.
"""),
A(r"""
Opsgenie heartbeats expect a ping at least once per interval. If the PA ingest only runs while PA publishes (and the agency feed is quiet at night), there's no ping between roughly 01:00 and 05:00, so the heartbeat expires. Either ping from a separate always-on cron job that checks the ingest's health (last successful poll under N minutes ago) rather than from the ingest itself, or lengthen the heartbeat interval to cover the quiet hours.
"""),
U(r"""
Separate check job, in GoodJob's cron every 5 minutes. Thanks!
"""),
])

# --- s26 ------------------------------------------------------------------------------------
session("Deploys back to normal, and the paywall decision", "2025-03-20T15:00:00", [
U(r"""
Nnamdi. Ines called off the deploy windows this morning. Two weeks were enough: merge requests piled up, on Tuesday we deployed 14 changes in one go, and when one of them broke the sitemap the rollback took six unrelated fixes with it. From Monday we're back to how it was: any weekday, before 15:00. The migration lock from February gets a real fix instead: migrations run in a separate job before the deploy, with a lock timeout.
"""),
A(r"""
That's the usual lesson from deploy windows: batching changes makes each deploy riskier, which is the opposite of the goal. The lock timeout is the right targeted fix. In Rails, set it for migrations only:

```ruby
# config/initializers/migration_timeouts.rb
ActiveSupport.on_load(:active_record) do
  ActiveRecord::Migration.prepend(Module.new do
    def exec_migration(conn, direction)
      conn.execute("SET lock_timeout = '5s'")
      conn.execute("SET statement_timeout = '15min'")
      super
    end
  end)
end
```

A migration that can't get its lock within 5 seconds fails instead of queueing every feed query behind it; you retry it in a quiet moment. The `strong_migrations` gem adds checks for the dangerous operations on top.
"""),
U(r"""
Gideon will like the strong_migrations part. I'll remove the window check from the deploy job on Monday morning. Now Elif wants the keyboard.
"""),
A(r"""
Sure. While you're in the pipeline: keep the `DEPLOY_OVERRIDE` logging idea even without windows; an audit line per production deploy (who, which commit, when) is useful for the next postmortem.
"""),
U(r"""
Elif here. Paywall decision, finally: we leave Piano. Zephr goes live on Monday 2 June (Zephr the paywall, not Zephyr, the Sailthru templates, I know). Why: Piano's renewal went up by a third, and Zephr's rule builder lets the audience editors change meters and offers themselves, without a developer and without waiting for Piano's professional services. We also trialled Poool on staging for two weeks in February. Nice design, but no proper support for our print-plus-digital bundles, so not for us.
"""),
A(r"""
A paywall switch touches every subscriber, so the cutover deserves the same care as the relaunch. Main points:

- **Entitlements**: import every active subscription with its product, term end and source (digital, print bundle) into Zephr before go-live, and reconcile the counts.
- **Identity**: subscribers must log in with the same credentials the next morning; decide whether Zephr holds the accounts or verifies against your identity provider.
- **Meters**: start everyone's meter fresh on 2 June, and tell customer service.
- **Downstream**: the Sailthru subscriber sync, the OneSignal subscriber segment and the Coral SSO all read "is subscriber" from Piano today; each needs a new source.
"""),
U(r"""
The downstream list is longer than I thought. We keep Piano in read-only for the customer service team until end of June, for old invoices. I'll make the list a Shortcut epic.
"""),
A(r"""
An epic with one story per integration and an owner for each works well. Put the reconciliation (subscriber counts per product in Piano vs Zephr) as the last story before go-live, with numbers in it, so "done" means "the counts match".
"""),
])

# --- s27 ------------------------------------------------------------------------------------
session("Algolia or Typesense for site search", "2025-04-09T10:40:00", [
U(r"""
Nnamdi. Site search is next. Today it's still ElasticPress on our Elastic Cloud cluster, now queried from Next.js through WordPress, and readers hate it: "council tax" returns articles from 2017 first, and "Wrenfeld" (typo) finds nothing. Last week I tried two replacements on staging, Typesense and Algolia. Decision with Ines: Algolia. Typo tolerance and recency ranking out of the box, synonyms the audience editors can maintain in the dashboard, and search analytics. Typesense was good and much cheaper, but we'd run the cluster ourselves or size their cloud ourselves, and there is no analytics for the editors. Target: live in mid-May.
"""),
A(r"""
For a news site the ranking setup matters more than the engine. In Algolia:

- Searchable attributes, in order: `title`, `standfirst`, `tags`, `body` (unordered for body, so a match deep in an article doesn't rank lower just for its position).
- Custom ranking: `desc(published_at_ts)` first, then a popularity signal such as `desc(views_7d)` from Parse.ly.
- Add a `freshness` boost with a virtual replica or an optional filter for articles from the last 30 days, so "council tax" favours this year's budget stories without hiding the explainer from 2023.
- Synonyms for local names and spellings (`Wrenfield Town`, `WTFC`, `the Town`).
"""),
U(r"""
Indexing: WordPress has 412,000 posts. Plan: a WP-CLI command for the initial bulk index, and a `save_post` hook for updates, like the revalidation hook.

```php
add_action( 'save_post_post', function ( $post_id, $post ) {
    $index = courier_algolia()->initIndex( 'articles' );
    $index->saveObject( courier_to_record( $post ) );
}, 10, 2 );
```
"""),
A(r"""
Same traps as the revalidation hook: skip autosaves and revisions, and don't block the editor's save on a remote call. Also handle unpublishing and deletion, or deleted articles stay searchable:

```php
add_action( 'transition_post_status', function ( $new, $old, $post ) {
    if ( 'post' !== $post->post_type || wp_is_post_revision( $post ) ) {
        return;
    }
    if ( 'publish' === $new ) {
        courier_queue_algolia( 'save', $post->ID );
    } elseif ( 'publish' === $old ) {
        courier_queue_algolia( 'delete', $post->ID );
    }
}, 10, 3 );
```

`courier_queue_algolia` schedules a single cron event; on VIP, cron runs out of the request, so the editor doesn't wait. Records over 10 kB are rejected on most Algolia plans, so send the first 8,000 characters of the body, not the whole text.
"""),
U(r"""
Bulk index with WP-CLI, batches of 1,000:

```
$ vip @courier.production -- wp courier algolia reindex --batch=1000
Indexing... 1000/412387
Error: Record at the position 214 objectID=1011873 is too big size=18211/10000 bytes.
```
"""),
A(r"""
That's the size limit; a long live blog. Truncate the body in `courier_to_record()` before sending (for example `mb_substr( wp_strip_all_tags( $post->post_content ), 0, 8000 )`), or split long articles into several records with `distinct` on the article id, which gives better matches inside long texts. For now truncation is enough; live blogs are rarely found by their 400th update.
"""),
U(r"""
Truncated to 8,000 characters, bulk index finished in 41 minutes. The results for "council tax" look right already. I'll keep ElasticPress answering in production until we switch.
"""),
])

# --- s28 ------------------------------------------------------------------------------------
session("Snowflake after the weekend", "2025-05-07T13:30:00", [
U(r"""
Hye-jin. We moved our warehouse from Redshift to Snowflake last weekend. The final load finished on Sunday evening, and since Monday all our models and the editors' dashboards read only from Snowflake. Marek (he's in my team since February) moved the Prefect flows. One dashboard is wrong: the daily subscriptions chart shows a dip every Sunday that didn't exist in Redshift.
"""),
A(r"""
A weekly artefact right after a warehouse move is almost always time zones. Redshift `TIMESTAMP` columns are timezone-naive and you probably stored UTC; in Snowflake, depending on the column type (`TIMESTAMP_NTZ`, `TIMESTAMP_LTZ`, `TIMESTAMP_TZ`) and the session's `TIMEZONE` parameter, the same value can be shifted when you cast it to a date. If events at 23:00-00:00 UTC on Saturday land on a different day than before, Sunday looks short. What type did the migration give `subscribed_at`, and what does the chart's query do with it?
"""),
U(r"""
Type is `TIMESTAMP_LTZ` (the default mapping of our load tool), and the query does `DATE(subscribed_at)`. The account time zone is America/Los_Angeles, default. 😅
"""),
A(r"""
There it is: `TIMESTAMP_LTZ` values are displayed and cast in the session time zone, so `DATE()` cuts days at midnight in Los Angeles, eight hours off. Fix it at both levels:

```sql
ALTER ACCOUNT SET TIMEZONE = 'Europe/London';
ALTER ACCOUNT SET TIMESTAMP_TYPE_MAPPING = 'TIMESTAMP_NTZ';
```

and in models that cut days, be explicit rather than relying on the session:

```sql
DATE(CONVERT_TIMEZONE('UTC', 'Europe/London', subscribed_at)) AS subscribed_day
```

Europe/London also moves with daylight saving time, which is what the editors expect for "yesterday".
"""),
U(r"""
Account time zone changed, the Sunday dip is gone. Also, Parse.ly loads: Marek copies the S3 files with COPY INTO from an external stage. Some files are loaded twice, after a retry of the flow.
"""),
A(r"""
`COPY INTO` remembers loaded files for 64 days per table and skips them by default, unless the flow uses `FORCE = TRUE` or the files are renamed or re-uploaded with a changed checksum. Check the flow for `FORCE = TRUE` (often added during the migration "to be sure"). Alternatively, load through Snowpipe, which has the same per-file deduplication and removes the retry question entirely.
"""),
U(r"""
`FORCE = TRUE`, from the migration weekend. Removed. The team is happy, queries are much faster. Bye!
"""),
])

# --- s29 ------------------------------------------------------------------------------------
session("Algolia is live", "2025-05-21T09:55:00", [
U(r"""
Nnamdi. Algolia search is live since Monday: the search page on the Next.js site queries Algolia directly, and ElasticPress is unplugged from WordPress. Marek's old Elastic Cloud cluster gets deleted at the end of the month. Zero-result searches went from 14% to 3% in two days. One bug: the search page flickers, server HTML shows no results, then the results pop in.

```tsx
'use client';
export default function SearchPage() {
  return (
    <InstantSearch searchClient={searchClient} indexName="articles" routing>
      <SearchBox />
      <Hits hitComponent={Hit} />
    </InstantSearch>
  );
}
```

Installed with `yarn add algoliasearch react-instantsearch`.
"""),
A(r"""
That's a client-only InstantSearch: the server renders the empty shell, and results arrive after hydration. For server-rendered results with the App Router, use `react-instantsearch-nextjs`:

```tsx
'use client';
import { InstantSearchNext } from 'react-instantsearch-nextjs';

export default function Search() {
  return (
    <InstantSearchNext searchClient={searchClient} indexName="articles" routing>
      <SearchBox />
      <Hits hitComponent={Hit} />
    </InstantSearchNext>
  );
}
```

and mark the route dynamic (`export const dynamic = 'force-dynamic'` in the page), because search results depend on the query string and must not be statically cached.
"""),
U(r"""
`yarn add react-instantsearch-nextjs`, swapped, no flicker. The audience editors want to know which searches readers click on, for the synonyms.
"""),
A(r"""
Turn on click analytics: set `insights: true` on InstantSearch so it sends view and click events with the query id, and Algolia's dashboard then shows click-through rate and average click position per search. "Searches with no clicks" is the list the editors want: those are the candidates for synonyms or for an article that doesn't exist yet. The Insights events need a user token; use an anonymous one, not the reader's account id, unless your consent banner covers it.
"""),
U(r"""
Anonymous token, the consent banner doesn't cover it. Last small thing: the search box on mobile zooms the page in iOS Safari when you tap it.
"""),
A(r"""
iOS Safari zooms into any input whose font size is under 16 px. Set the search input to at least 16 px on small screens:

```css
@media (max-width: 640px) {
  .ais-SearchBox-input { font-size: 16px; }
}
```

Avoid `maximum-scale=1` in the viewport tag as a fix; it blocks zoom for readers who need it.
"""),
U(r"""
16 px, fixed. Thanks, a good search week!
"""),
])

# --- s30 ------------------------------------------------------------------------------------
session("Zephr is live", "2025-06-04T10:20:00", [
U(r"""
Elif. Zephr is live since Monday: every wall, meter and offer on the site and in the apps now comes from Zephr. Piano stays read-only for customer service until the end of June, for old invoices, then we close it. 31,870 active subscriptions imported, and the reconciliation matched to the last one. One bug: readers who log in on the article page still see the registration wall until they reload.
"""),
A(r"""
Zephr decides access when the page (or the client-side route) asks for a decision; logging in changes the session but doesn't re-run the decision for the content already on screen. After a successful login, request a new decision for the current article and re-render:

```ts
async function onLoginSuccess() {
  await zephr.refreshSession();
  const decision = await zephr.decide({ path: location.pathname, contentId: article.id });
  setAccess(decision);
}
```

The exact method names depend on which Zephr browser SDK version you use; the point is: login event, then a fresh decision, no reload needed.
"""),
U(r"""
Fixed with the SDK's equivalent. Next: the downstream list from March. Sailthru sync and OneSignal segment read from Zephr webhooks now. Coral is the last one: its SSO token has a `subscriber` claim, and it still comes from the old Piano lookup, which is read-only, so new subscribers since Monday show as non-subscribers in comments.
"""),
A(r"""
Switch the claim's source to Zephr's entitlement check for the user at token creation:

```php
$claims = [
    'jti'  => wp_generate_uuid4(),
    'exp'  => time() + 3600,
    'user' => [
        'id'       => (string) $user->ID,
        'email'    => $user->user_email,
        'username' => $user->display_name,
        'badges'   => courier_zephr_has_access( $user->ID ) ? [ 'subscriber' ] : [],
    ],
];
```

Cache `courier_zephr_has_access` for a few minutes per user, since comment pages ask for a token on every load. Then grep the codebase for any other caller of the Piano lookup: after end of June it won't answer at all.
"""),
U(r"""
Found two more callers: the newsletter sign-up box and a customer service report. Both changed. The merge request is 340 lines, Callum reviewed it since he knows the Piano side; one approval needed, he gave it.
"""),
A(r"""
Good, a reviewer who knows the old side is exactly right for removing it. Before end of June, add a test that fails if anything imports the Piano client module, so nobody adds a new caller in the meantime.
"""),
U(r"""
Test added. Last, a nice one: the audience editors changed the meter from 5 to 4 free articles yesterday, themselves, in ten minutes. With Piano it was a ticket and two weeks. That was the whole point.
"""),
])

# --- s31 ------------------------------------------------------------------------------------
session("Weekly app releases", "2025-06-25T14:10:00", [
U(r"""
Sunniva. Two weeks ago we moved both apps to weekly releases, starting with 7.9 on 11 June. Before, it was every three weeks, and bug fixes waited too long, and every release was big and scary. Now: branch cut on Monday, submission on Wednesday, release when approved. I want the Codemagic side automatic, a scheduled workflow that cuts the release branch every Monday at 08:00.
"""),
A(r"""
Codemagic can run workflows on a schedule, but cutting a branch is a Git operation; it's simpler to do it in a scheduled GitLab pipeline and let Codemagic react to the new branch:

```yaml
# .gitlab-ci.yml in the apps repo
cut-release:
  rules:
    - if: $CI_PIPELINE_SOURCE == "schedule" && $RELEASE_CUT == "true"
  script:
    - VERSION=$(./scripts/next-version.sh)
    - git checkout -b "release/$VERSION"
    - git push "https://release-bot:${RELEASE_BOT_TOKEN}@gitlab.com/${CI_PROJECT_PATH}.git" "release/$VERSION"
```

with a pipeline schedule "Mondays 08:00 Europe/London", and in `codemagic.yaml` trigger the release workflows on `push` to `release/*`.
"""),
U(r"""
Good. And for iOS, should we use phased release? With weekly releases, a 7-day phased release would never finish before the next version.
"""),
A(r"""
Right: Apple's phased release spreads automatic updates over seven days, and a new version replaces the phased one. With a weekly train, either skip phasing and rely on your own feature flags for risky changes, or pause the rollout only when Instabug shows trouble. Most weekly-train apps release to 100% and keep a hotfix path. On Play, a staged rollout of 20% → 100% within two days fits the week.
"""),
U(r"""
100% on iOS, 20% then 100% on Play. Jonas asks: with one release a week, should we still write release notes by hand?
"""),
A(r"""
Generate a draft and let a human shorten it: collect merged merge request titles since the last release tag that carry a `user-facing` label, and post the list to the release merge request. Readers care about two or three lines; "bug fixes and performance improvements" is fine for the weeks with nothing visible.
"""),
U(r"""
Label plus draft, good. 7.11 goes out tomorrow. Crash-free sessions in Instabug went up since we ship smaller releases, 99.82% now.
"""),
])

# --- s32 ------------------------------------------------------------------------------------
session("Video on Mux", "2025-08-06T11:15:00", [
U(r"""
Nnamdi. Video moved from JW Player to Mux on Monday; the JW Player contract ended on 31 July. We decided it in May: JW Player's renewal wanted us on a bigger plan for advertising features we don't use (our video ads come from Google Ad Manager anyway), while Mux charges per minute encoded and streamed, and Mux Data gives us startup time and rebuffering per video. The library of 9,200 videos was migrated over two weeks. One problem: Mux Player on article pages loads even when the video is far below the fold, and it hurts LCP.
"""),
A(r"""
Load the player lazily. Mux Player has a lazy variant that renders a lightweight poster placeholder and only loads the player when it approaches the viewport:

```tsx
import MuxPlayer from '@mux/mux-player-react/lazy';

<MuxPlayer
  playbackId={video.playbackId}
  metadata={{ video_id: video.id, video_title: video.title }}
  loading="viewport"
  style={{ aspectRatio: '16 / 9' }}
/>
```

Keep the aspect ratio on the placeholder so nothing jumps when the player arrives. For the lead video at the top of a video article, load it eagerly and give its poster image `fetchpriority="high"`, since that one is the LCP element.
"""),
U(r"""
Mobile LCP on video articles back to 2.0 s. Second thing, from Hye-jin's team: they need video plays per article every night, like they got from JW Player's analytics API. Marek asks if Mux Data has an export.
"""),
A(r"""
Yes, two routes. The Mux Data API answers aggregate queries (views per `video_id` per day, with filters), fine for a nightly pull of a few thousand rows. For raw per-view data, Mux offers streaming exports of view data to a cloud destination such as an S3 bucket, on the plans that include it; that suits a warehouse better. Since their pipeline already loads files from S3 into Snowflake, the export is the cleaner fit if your plan includes it; otherwise a small nightly API pull in their Prefect flows.
"""),
U(r"""
Plan doesn't include exports, so API pull. I send Marek the `metadata.video_id` convention, so he can join plays to articles.
"""),
A(r"""
Good. Also agree on one thing with them now: `video_id` should be the WordPress attachment id, not Mux's asset id, so the join keeps working if a video is ever re-encoded into a new asset.
"""),
U(r"""
WordPress id it is. Holiday next week, Cornwall with the kids. The site is in good hands, Gideon is on call.
"""),
])

# --- s33 ------------------------------------------------------------------------------------
session("Opsgenie end of sale", "2025-09-03T10:00:00", [
U(r"""
Gideon. Atlassian stopped selling Opsgenie in June and it shuts down completely in 2027; they want everyone in Jira Service Management or Compass. We don't use Jira at all, so that's no home for us. Our Opsgenie contract ends on 14 September, and the renewal is only offered month-to-month at a higher price. Ines agreed yesterday: we move on-call alerting to ilert, from Monday 15 September. They import schedules and escalation policies from Opsgenie, and the data stays in the EU.
"""),
A(r"""
Reasonable choice, and a clean cut-over date. Checklist for the switch:

- Import schedules and escalation policies, then check each rotation by hand for the next four weeks; time zone and handover-time mistakes are the classic import error.
- Repoint every alert source: Datadog monitors (change the `@opsgenie-...` handles to the ilert integration), Fastly and AWS health alerts, the GoodJob heartbeat checks.
- Everyone on call installs the ilert app and gets a test alert before the 15th.
- Keep Opsgenie running until the 14th as it is; don't run both paging at once, or people get every page twice and start ignoring them.
"""),
U(r"""
Datadog has 46 monitors with `@opsgenie-courier-oncall`. Can I change them in bulk?
"""),
A(r"""
With the Datadog API: list monitors whose message contains the handle, replace it, update. A small script:

```python
from datadog_api_client import ApiClient, Configuration
from datadog_api_client.v1.api.monitors_api import MonitorsApi
from datadog_api_client.v1.model.monitor_update_request import MonitorUpdateRequest

OLD, NEW = "@opsgenie-courier-oncall", "@webhook-ilert-courier"

with ApiClient(Configuration()) as client:
    api = MonitorsApi(client)
    for m in api.list_monitors(name="", monitor_tags="team:digital"):
        if OLD in m.message:
            api.update_monitor(m.id, MonitorUpdateRequest(message=m.message.replace(OLD, NEW)))
            print("updated", m.id, m.name)
```

Run it on the 15th in the morning, not before, so Opsgenie keeps paging until its last day. Keep the printed list as evidence for the change.
"""),
U(r"""
Script ready for the 15th. The ilert webhook handle exists already, I tested with a dummy monitor. Also, for the runbook: who gets paged first? Today it's the infrastructure owner, so me, for everything.
"""),
A(r"""
Split by service, now that you're moving anyway: website front end alerts first to the web team's rotation (Nnamdi's team), the Wire and infrastructure to you, app crash-rate alerts to mobile during working hours only. Escalate to you after 15 minutes without acknowledgement. Paging one person for everything burns that person out and doesn't make anything faster.
"""),
U(r"""
I'll propose it to Ines. Thanks.
"""),
])

# --- s34 ------------------------------------------------------------------------------------
session("Postmortem: the Sunday morning feeds outage", "2025-10-08T15:30:00", [
U(r"""
Nnamdi. I'm writing the postmortem for Sunday's incident, can you help me structure it? Facts: Sunday 5 October, 06:05 the Wire's RDS PostgreSQL ran out of storage (autoscaling had reached its maximum), writes failed, the PA ingest and GoodJob stopped. The apps kept working because Fastly served the feeds stale for 47 minutes. 06:12 ilert paged Gideon (we're on ilert since August). 06:40 he raised the storage limit in the console. Cause of growth: the `good_job_executions` table, 61 GB, never cleaned.
"""),
A(r"""
Structure that works well:

**Summary**: On Sunday 5 October 2025 from 06:05 to 06:52, the Wire could not write to its database because storage was full. Readers saw news up to 47 minutes old in the apps; nothing was lost.

**Impact**: no new stories or updates in the apps and the app feeds; the website was not affected (it reads from WordPress).

**Timeline** (times Europe/London): 06:05 storage full; 06:12 page to the on-call engineer; 06:40 storage maximum raised; 06:52 ingest and jobs recovered.

**Root cause**: job execution history accumulated without a retention policy; storage autoscaling hid the growth until its ceiling.

**What went well**: stale serving at the CDN kept the apps usable.

**Actions**: see below.

One check before it goes out: is "ilert since August" right? Postmortems get quoted later, so dates in them should be exact.
"""),
U(r"""
I think August, yes, I remember the discussion in summer. Actions: clean the table. GoodJob has a setting for that?
"""),
A(r"""
Yes, GoodJob cleans up finished jobs itself if you let it:

```ruby
Rails.application.configure do
  config.good_job.cleanup_preserved_jobs_before_seconds_ago = 7.days.to_i
  config.good_job.cleanup_interval_jobs = 1_000
  config.good_job.cleanup_interval_seconds = 600
  config.good_job.cleanup_discarded_jobs = false  # keep failures for debugging
end
```

For the existing 61 GB, run `GoodJob.cleanup_preserved_jobs(older_than: 7.days)` once, in batches, then `VACUUM (ANALYZE)`; the disk space only returns to the operating system with `VACUUM FULL` or `pg_repack`, which you'd schedule for a quiet hour.
"""),
U(r"""
Second action: an alert on free storage before autoscaling hits the ceiling. And the fix was deployed on Monday at 10:30. On Sunday Gideon only raised the limit in the console; the deploy rule is weekdays before 15:00, and nobody wanted to change it for this.
"""),
A(r"""
Good that the rule held; a console change to restore service plus a reviewed code change on Monday is the right split. For the alert, a Datadog monitor on `aws.rds.free_storage_space` for the instance, warning at 20% of the autoscaling maximum and critical at 10%, routed to the infrastructure rotation. Also add "storage autoscaling maximum reached" from RDS events, which is exactly Sunday's signal.
"""),
U(r"""
Added both to actions. The cleanup MR has Gideon's approval, merging. I'll publish the postmortem in the Google Drive folder this afternoon.
"""),
A(r"""
Before publishing, double-check the ilert date with Gideon, since the timeline depends on it. Everything else reads clearly.
"""),
U(r"""
He's in a meeting, I'll publish it now and fix later if needed.
"""),
])

# --- s35 ------------------------------------------------------------------------------------
session("Vendor list for the group audit", "2025-11-19T10:00:00", [
U(r"""
Ines here. Group procurement wants a list of every software vendor the digital team pays for, with what it's for. Could you put a first version together from what you've seen of our stack? Only vendors we use today, please.
"""),
A(r"""
Draft:

| vendor | what for |
|---|---|
| WordPress VIP | CMS hosting |
| Vercel | website front end (Next.js) hosting |
| Amazon Web Services | the Wire (ECS Fargate, RDS), Coral, S3 |
| Fastly | CDN for the app feeds |
| Piano | paywall and subscriptions |
| Sailthru | newsletters |
| OneSignal | push notifications (iOS and Android) |
| Algolia | site search |
| Mux | video hosting and player |
| Chartbeat | real-time editorial analytics |
| Datadog | error tracking and monitoring |
| Instabug | mobile crash reporting |
| Codemagic | mobile app builds |
| GitLab | code hosting and CI (group licence) |
| Opsgenie | on-call alerting |
| 1Password | password manager |

Please check it against the invoices; I may be behind on recent changes.
"""),
U(r"""
Three are wrong. Piano is gone, the paywall has been Zephr since June, and the Piano read-only access ended in June too. Chartbeat ended in December 2024; the newsroom uses Parse.ly. And on-call is ilert, not Opsgenie. Gideon is sitting with me and says: ilert since 15 September, not August like Nnamdi wrote in the October postmortem; Opsgenie paged until its contract ended on the 14th. He corrected the postmortem yesterday.
"""),
A(r"""
Corrected:

| vendor | what for |
|---|---|
| WordPress VIP | CMS hosting |
| Vercel | website front end (Next.js) hosting |
| Amazon Web Services | the Wire (ECS Fargate, RDS), Coral, S3 |
| Fastly | CDN for the app feeds |
| Zephr | paywall and subscriptions |
| Sailthru | newsletters |
| OneSignal | push notifications (iOS and Android) |
| Algolia | site search |
| Mux | video hosting and player |
| Parse.ly | editorial analytics |
| Datadog | error tracking and monitoring |
| Instabug | mobile crash reporting |
| Codemagic | mobile app builds |
| GitLab | code hosting and CI (group licence) |
| ilert | on-call alerting (since 15 September 2025) |
| 1Password | password manager |

Noted as well: Opsgenie paged until 14 September, ilert from the 15th.
"""),
U(r"""
Gideon again: also add Coral. It's open source, but we pay nothing for it, so maybe not a "vendor"? And Google Chat comes with the group's Workspace licence.
"""),
A(r"""
Then leave both off the vendor list and add a short "used, not paid by digital" note below it: Coral (open source, self-hosted on AWS, so its cost is already in the AWS line) and Google Chat (group Google Workspace licence). Procurement usually wants to know about those too, in case of a security questionnaire.
"""),
U(r"""
Ines: good. The audience data team has its own vendors, Snowflake and Prefect; Hye-jin sends those herself, they're not on our budget.
"""),
A(r"""
Then the list stays digital-only, with a line at the bottom pointing to the audience data team's list, so procurement doesn't think Snowflake was forgotten.
"""),
U(r"""
Perfect. Last question, just for me: the apps still ship every week? The all-hands slides from spring say every three weeks.
"""),
A(r"""
Weekly: both apps moved to a weekly release train with 7.9 on 11 June 2025, so the spring slides are out of date. Before that, it was every three weeks.
"""),
])


# =============================================================================================
# Build
# =============================================================================================

def build_corpus() -> dict:
    sessions = []
    for index, (title, started_at, turns) in enumerate(SESSIONS, start=1):
        sid = f"{PREFIX}/s{index:02d}"
        clock = datetime.fromisoformat(started_at)
        out_turns = []
        for t_index, (role, text) in enumerate(turns, start=1):
            if t_index == 1:
                clock += timedelta(minutes=1)
            elif role == "assistant":
                clock += timedelta(minutes=2 + len(text) // 500)
            else:
                clock += timedelta(minutes=4 + len(text) // 250)
            out_turns.append({
                "id": f"{sid}#{t_index}",
                "speaker": role,
                "role": role,
                "text": text,
                "at": clock.isoformat(),
            })
        sessions.append({"id": sid, "title": title, "started_at": datetime.fromisoformat(started_at).isoformat(),
                         "turns": out_turns})
    return {"format": "graphmem-chat/1", "sessions": sessions}


# =============================================================================================
# Facts: one timeline per (subject, predicate); states chain without gaps or overlaps.
# =============================================================================================

def ev(*refs: str) -> list[str]:
    """'s01#1' -> 'h8/s01#1'."""
    return [f"{PREFIX}/{r}" for r in refs]


FIRST = "in place when first mentioned ({}); its true start is unknown"

FACTS = [
    # --- CMS hosting
    ("courier wordpress (cms)", "hosted_on", "self-managed WordPress on AWS EC2", "2024-03-12", "2024-08-19",
     ev("s01#1", "s02#1", "s04#1", "s10#1", "s11#1"), "cms_hosting", FIRST.format("2024-03-12")),
    ("courier wordpress (cms)", "hosted_on", "WordPress VIP", "2024-08-19", None,
     ev("s04#1", "s04#3", "s10#1", "s11#1", "s35#4"), "cms_hosting",
     "decided 2024-04-23 (told 2024-04-24; WP Engine and Pantheon rejected); go-live 'Monday the 19th' (said 2024-08-07), "
     "confirmed as 'yesterday's move to VIP' on Tue 2024-08-20"),
    # --- website front end
    ("courier website", "frontend", "Larch (classic WordPress PHP theme)", "2024-03-12", "2025-02-11",
     ev("s01#1", "s08#1", "s22#3", "s23#1"), "website_frontend",
     FIRST.format("2024-03-12") + "; a 10% soft launch of the new site ran in late January 2025"),
    ("courier website", "frontend", "Next.js on Vercel (headless, content from WordPress via WPGraphQL)", "2025-02-11", None,
     ev("s08#5", "s08#7", "s22#1", "s23#1", "s35#4"), "website_frontend",
     "decided 2024-07-05 (Astro and Faust.js rejected); relaunch 'Tuesday 11 February, 07:00' (said 2025-01-29); "
     "'since yesterday morning every reader' said Wed 2025-02-12"),
    # --- paywall
    ("courier website and apps", "paywall", "Piano Composer", "2024-05-22", "2025-06-02",
     ev("s06#1", "s06#3", "s26#5", "s30#1"), "paywall",
     FIRST.format("2024-05-22") + "; kept read-only for customer service until the end of June 2025"),
    ("courier website and apps", "paywall", "Zephr", "2025-06-02", None,
     ev("s26#5", "s30#1", "s35#3", "s35#4"), "paywall",
     "decided by 2025-03-20 for 'Monday 2 June'; 'live since Monday' said Wed 2025-06-04; Poool was trialled on staging "
     "in February 2025 and not adopted; not to be confused with Zephyr, Sailthru's template language"),
    # --- newsletters
    ("courier newsletters", "email_platform", "Campaign Monitor", "2024-04-24", "2024-09-24",
     ev("s04#7", "s12#3", "s13#1"), "newsletter_platform", FIRST.format("2024-04-24")),
    ("courier newsletters", "email_platform", "Sailthru", "2024-09-24", None,
     ev("s12#3", "s13#1", "s35#4"), "newsletter_platform",
     "contract signed 2024-09-03 ('yesterday', said 2024-09-04); switched 'yesterday' said Wed 2024-09-25"),
    # --- editorial analytics
    ("courier newsroom", "editorial_analytics", "Chartbeat", "2024-07-05", "2025-01-06",
     ev("s08#1", "s09#1", "s20#1"), "editorial_analytics",
     FIRST.format("2024-07-05") + "; the contract ended on 2024-12-31"),
    ("courier newsroom", "editorial_analytics", "Parse.ly", "2025-01-06", None,
     ev("s20#1", "s28#5", "s35#3", "s35#4"), "editorial_analytics", "'since Monday' said Wed 2025-01-08"),
    # --- CDN in front of the Wire's app feeds (tried and reverted)
    ("wire api (app feeds)", "cdn", "Fastly", "2024-03-27", "2024-10-14",
     ev("s02#9", "s14#5", "s16#1"), "feed_cdn", FIRST.format("2024-03-27")),
    ("wire api (app feeds)", "cdn", "Amazon CloudFront", "2024-10-14", "2024-10-31",
     ev("s14#5", "s15#1", "s15#3", "s16#1"), "feed_cdn",
     "'on the 14th' (said 2024-10-02), 'since Monday' said Wed 2024-10-16; rolled back after stale feeds"),
    ("wire api (app feeds)", "cdn", "Fastly", "2024-10-31", None,
     ev("s16#1", "s16#3", "s34#1", "s35#4"), "feed_cdn",
     "'rolled the app feeds back to Fastly this morning' (Thu 2024-10-31); still in use in November 2025"),
    # --- error tracking (website and Wire) vs mobile crash reporting
    ("courier website and wire api", "error_tracker", "Raygun", "2024-03-12", "2024-06-24",
     ev("s01#1", "s01#5", "s07#3", "s07#5"), "error_tracking", FIRST.format("2024-03-12")),
    ("courier website and wire api", "error_tracker", "Datadog Error Tracking", "2024-06-24", None,
     ev("s07#5", "s08#1", "s35#4"), "error_tracking",
     "'I switch production to Datadog on Monday' said Wed 2024-06-19; 'since the switch on the 24th' (2024-07-05)"),
    ("courier mobile apps", "crash_reporter", "Instabug", "2024-04-11", None,
     ev("s03#1", "s18#7", "s31#7", "s35#4"), "mobile_crash_reporting",
     "component-specific: the website and the Wire report errors to a different tool"),
    # --- push notifications: one decision, two ship dates
    ("courier android app", "push_provider", "Airship", "2024-04-11", "2024-11-19",
     ev("s03#5", "s17#1"), "android_push", FIRST.format("2024-04-11")),
    ("courier android app", "push_provider", "OneSignal", "2024-11-19", None,
     ev("s17#1", "s18#1", "s21#1", "s35#4"), "android_push",
     "decided 2024-11-12 for both apps; Android 'next Tuesday' with 6.12 (said Wed 2024-11-13), "
     "'since Tuesday last week' said Wed 2024-11-27"),
    ("courier ios app", "push_provider", "Airship", "2024-04-11", "2025-01-14",
     ev("s03#5", "s17#1", "s18#1"), "ios_push", FIRST.format("2024-04-11")),
    ("courier ios app", "push_provider", "OneSignal", "2025-01-14", None,
     ev("s17#1", "s21#1", "s35#4"), "ios_push",
     "same decision as Android; iOS 7.0 'on Tuesday last week' said Wed 2025-01-22; between 2024-11-19 and "
     "2025-01-14 the two apps used different providers"),
    # --- mobile CI vs the repositories' CI
    ("courier mobile apps", "ci", "Visual Studio App Center", "2024-04-11", "2025-02-24",
     ev("s03#7", "s21#3"), "mobile_ci", FIRST.format("2024-04-11")),
    ("courier mobile apps", "ci", "Codemagic", "2025-02-24", None,
     ev("s21#3", "s21#5", "s24#1", "s35#4"), "mobile_ci",
     "decided 2025-01-22 because App Center retires on 2025-03-31 (Xcode Cloud, Appcircle and a self-hosted Mac runner "
     "rejected); 'since Monday' said Wed 2025-02-26"),
    ("courier engineering", "code_host", "Bitbucket Cloud", "2024-03-27", "2024-10-07",
     ev("s02#7", "s07#7", "s14#1"), "code_hosting", FIRST.format("2024-03-27")),
    ("courier engineering", "code_host", "GitLab.com", "2024-10-07", None,
     ev("s14#1", "s15#5", "s35#4"), "code_hosting", "'from Monday' said Wed 2024-10-02; later implicit (.gitlab-ci.yml)"),
    ("courier web and wire repositories", "ci", "Bitbucket Pipelines", "2024-03-27", "2024-10-07",
     ev("s02#7", "s05#1", "s07#1", "s14#3"), "ci", FIRST.format("2024-03-27")),
    ("courier web and wire repositories", "ci", "GitLab CI/CD", "2024-10-07", None,
     ev("s14#1", "s15#5", "s24#6", "s25#2"), "ci",
     "moved together with the repositories; the mobile apps build elsewhere (App Center, then Codemagic)"),
    # --- the Wire (Rails API for the apps)
    ("wire api", "hosted_on", "Scalingo", "2024-03-27", "2024-12-09",
     ev("s02#1", "s02#7", "s10#5", "s15#5", "s19#1"), "wire_hosting", FIRST.format("2024-03-27")),
    ("wire api", "hosted_on", "AWS ECS on Fargate", "2024-12-09", None,
     ev("s19#1", "s25#4", "s35#4"), "wire_hosting", "only in passing: 'since Monday's move off Scalingo' said Wed 2024-12-11"),
    ("wire api", "background_jobs", "Sidekiq", "2024-03-27", "2025-03-05",
     ev("s02#9", "s18#6", "s19#3"), "wire_job_queue", FIRST.format("2024-03-27") + "; last mentioned 2024-12-11"),
    ("wire api", "background_jobs", "GoodJob", "2025-03-05", None,
     ev("s25#3", "s25#7", "s34#1", "s34#4"), "wire_job_queue",
     "implicit: GoodJob is first seen in use on 2025-03-05; the switch itself is never told, exact date unknown"),
    # --- web tooling
    ("courier web", "e2e_test_framework", "Cypress", "2024-05-07", "2024-06-17",
     ev("s05#1", "s05#3"), "web_e2e_tests", FIRST.format("2024-05-07")),
    ("courier web", "e2e_test_framework", "Playwright", "2024-06-17", None,
     ev("s05#3", "s07#1", "s14#4"), "web_e2e_tests",
     "decided 2024-05-07 (target mid-June); 'finished the Playwright port on Monday' said Wed 2024-06-19"),
    ("courier web", "package_manager", "npm", "2024-03-12", "2025-02-12",
     ev("s01#5", "s14#3"), "web_package_manager", FIRST.format("2024-03-12")),
    ("courier web", "package_manager", "Yarn", "2025-02-12", None,
     ev("s23#5", "s23#6", "s29#1", "s29#3"), "web_package_manager",
     "implicit: first seen in use with the new Next.js site (yarn install --immutable on 2025-02-12); the switch is never told"),
    # --- site search, comments, video
    ("courier website", "site_search", "ElasticPress on Elastic Cloud", "2024-08-20", "2025-05-19",
     ev("s11#5", "s27#1", "s27#7"), "site_search", FIRST.format("2024-08-20")),
    ("courier website", "site_search", "Algolia", "2025-05-19", None,
     ev("s27#1", "s29#1", "s35#4"), "site_search",
     "decided by 2025-04-09 (Typesense tried on staging, not adopted); 'live since Monday' said Wed 2025-05-21"),
    ("courier website", "comments", "Disqus", "2024-03-12", "2024-09-02",
     ev("s01#9", "s10#3"), "comments", FIRST.format("2024-03-12")),
    ("courier website", "comments", "Coral (self-hosted)", "2024-09-02", None,
     ev("s10#3", "s12#1", "s30#3", "s35#5"), "comments",
     "announced 2024-08-07 for 'Monday 2 September'; 'live since Monday' said Wed 2024-09-04"),
    ("courier website and apps", "video_platform", "JW Player", "2024-07-25", "2025-08-04",
     ev("s09#1", "s09#3", "s32#1"), "video_platform", FIRST.format("2024-07-25") + "; the contract ended on 2025-07-31"),
    ("courier website and apps", "video_platform", "Mux", "2025-08-04", None,
     ev("s32#1", "s35#4"), "video_platform", "decided in May 2025; 'on Monday' said Wed 2025-08-06"),
    # --- team tools
    ("courier digital team", "password_manager", "LastPass", "2024-03-12", "2024-03-25",
     ev("s01#5", "s02#5"), "password_manager", FIRST.format("2024-03-12")),
    ("courier digital team", "password_manager", "1Password", "2024-03-25", None,
     ev("s02#5", "s02#6", "s17#7", "s35#4"), "password_manager",
     "'finished moving the team from LastPass to 1Password on Monday' said Wed 2024-03-27 (after the LastPass breach)"),
    ("courier digital team", "ticket_tracker", "Trello", "2024-03-12", "2024-06-03",
     ev("s01#7", "s06#5"), "ticket_tracker", FIRST.format("2024-03-12")),
    ("courier digital team", "ticket_tracker", "Shortcut", "2024-06-03", None,
     ev("s06#5", "s07#3", "s11#5", "s26#7"), "ticket_tracker",
     "announced 2024-05-22 'from Monday the 3rd of June'; later implicit (story sc-214)"),
    ("courier digital team", "team_chat", "Google Chat", "2024-03-12", None,
     ev("s01#7", "s14#7", "s19#5", "s35#5"), "team_chat",
     "never changed: the group's planned move to Microsoft Teams was shelved before it started"),
    ("courier digital team", "planned_team_chat",
     "Microsoft Teams (group IT's announced move for January 2025, shelved before it started)", "2024-10-02", "2024-12-10",
     ev("s14#7", "s19#5"), "team_chat_plan",
     "announced 2024-10-02; shelved 'yesterday' said 2024-12-11; team_chat never became Microsoft Teams"),
    ("courier digital team", "on_call_alerting", "Opsgenie", "2024-03-27", "2025-09-15",
     ev("s02#1", "s15#7", "s25#5", "s33#1", "s35#3"), "on_call_alerting",
     FIRST.format("2024-03-27") + "; the contract ended on 2025-09-14"),
    ("courier digital team", "on_call_alerting", "ilert", "2025-09-15", None,
     ev("s33#1", "s35#3", "s35#4"), "on_call_alerting",
     "'from Monday 15 September' (said 2025-09-03); the October postmortem (s34) wrongly says 'since August', corrected in s35"),
    # --- team rules
    ("courier digital engineering", "code_review_rule",
     "authors may self-merge changes under 50 lines; larger merge requests need a review", "2024-03-12", "2024-07-01",
     ev("s01#7", "s07#7"), "code_review_rule", FIRST.format("2024-03-12")),
    ("courier digital engineering", "code_review_rule",
     "every merge request needs one approval from someone other than the author (no self-merging)", "2024-07-01", None,
     ev("s07#7", "s11#7", "s14#2", "s30#5", "s34#7"), "code_review_rule",
     "announced 2024-06-19 'from 1 July'; enforced by a pipeline check on Bitbucket, then by GitLab's approval settings"),
    ("courier digital engineering", "production_deploy_window", "any weekday before 15:00", "2024-03-12", "2025-03-10",
     ev("s01#9", "s26#1"), "deploy_window", FIRST.format("2024-03-12")),
    ("courier digital engineering", "production_deploy_window",
     "Tuesdays and Thursdays only, 10:00-12:00, with a second person watching", "2025-03-10", "2025-03-24",
     ev("s25#1", "s25#2", "s26#1"), "deploy_window",
     "'from next Monday' said Wed 2025-03-05 after the 2025-02-27 incident; called off on Thu 2025-03-20"),
    ("courier digital engineering", "production_deploy_window", "any weekday before 15:00", "2025-03-24", None,
     ev("s26#1", "s26#3", "s34#5"), "deploy_window", "'From Monday we're back to how it was' said Thu 2025-03-20"),
    ("courier mobile apps", "release_cadence", "every three weeks", "2024-04-11", "2025-06-11",
     ev("s03#7", "s24#7", "s31#1"), "mobile_release_cadence", FIRST.format("2024-04-11")),
    ("courier mobile apps", "release_cadence", "every week", "2025-06-11", None,
     ev("s31#1", "s35#9", "s35#10"), "mobile_release_cadence",
     "'two weeks ago ... starting with 7.9 on 11 June' said Wed 2025-06-25"),
    # --- ownership
    ("infrastructure and hosting", "owner", "Marek", "2024-03-27", "2025-02-03",
     ev("s02#1", "s22#1"), "owner_infrastructure", FIRST.format("2024-03-27")),
    ("infrastructure and hosting", "owner", "Gideon Mensah", "2025-02-03", None,
     ev("s22#1", "s22#2", "s25#1", "s33#5"), "owner_infrastructure",
     "'from Monday' said Wed 2025-01-29; Marek moved to the audience data team"),
    ("subscriptions (paywall and checkout)", "owner", "Callum", "2024-05-22", "2024-11-04",
     ev("s06#1", "s16#5"), "owner_subscriptions", FIRST.format("2024-05-22")),
    ("subscriptions (paywall and checkout)", "owner", "Elif Yilmaz", "2024-11-04", None,
     ev("s16#5", "s16#6", "s17#5", "s26#5", "s30#1"), "owner_subscriptions",
     "'from Monday' said Thu 2024-10-31; 'mine since Monday last week' said 2024-11-13; Callum moved to puzzles"),
    ("mobile apps", "owner", "Sunniva", "2024-04-11", None,
     ev("s03#1", "s17#1", "s31#1"), "owner_mobile", None),
    ("audience data pipeline", "owner", "Hye-jin (audience data team)", "2024-07-25", None,
     ev("s09#1", "s28#1", "s35#7"), "owner_audience_data",
     "a separate team with its own stack; Marek joined it in February 2025"),
    ("website front end", "owner", "Nnamdi", "2024-03-12", None,
     ev("s01#1", "s08#5"), "owner_web", None),
    # --- the audience data team's own stack (never closes a digital team fact)
    ("audience data pipeline", "warehouse", "Amazon Redshift", "2024-07-25", "2025-05-04",
     ev("s09#1", "s20#2", "s28#1"), "data_warehouse", FIRST.format("2024-07-25")),
    ("audience data pipeline", "warehouse", "Snowflake", "2025-05-04", None,
     ev("s28#1", "s32#4", "s35#7"), "data_warehouse",
     "'last weekend', the final load finished on Sunday 2025-05-04 (said Wed 2025-05-07)"),
]


# =============================================================================================
# Questions
# =============================================================================================

NO = ["never", "did not", "didn't", "not adopted", "rejected", "no"]


def date_forms(iso: str) -> list[str]:
    """The ISO date plus the spelled-out forms the `when` questions accept."""
    d = datetime.fromisoformat(iso)
    month, mon, day = d.strftime("%B").lower(), d.strftime("%b").lower(), d.day
    suffix = "th" if 11 <= day <= 13 else {1: "st", 2: "nd", 3: "rd"}.get(day % 10, "th")
    return [iso, f"{month} {day}", f"{mon} {day}", f"{day} {month}", f"{day} {mon}", f"{day}{suffix} of {month}"]


def dedupe(items: list[str]) -> list[str]:
    out: list[str] = []
    for item in items:
        if item not in out:
            out.append(item)
    return out


Q = []


def q(kind: str, timeline: str, question: str, answer: str, accept: list[str], evidence: list[str], **extra) -> None:
    row = {"id": f"q{len(Q) + 1:02d}", "type": kind, "timeline": timeline, "question": question}
    if "as_of" in extra:
        row["as_of"] = extra.pop("as_of")
    row["answer"] = answer
    row["accept"] = dedupe(accept)
    if kind == "history":
        row["accept_all"] = True
        row["ordered_accept"] = extra.pop("ordered")
    row["evidence"] = evidence
    assert not extra, extra
    Q.append(row)


# --- before ---------------------------------------------------------------------------------
q("before", "cms_hosting", "Where was the Courier's WordPress hosted before WordPress VIP?",
  "On a self-managed WordPress install on a single AWS EC2 instance that Marek patched himself, until the move to VIP on 2024-08-19.",
  ["ec2", "self-managed", "own server"], ev("s01#1", "s02#1", "s04#1", "s11#1"))
q("before", "error_tracking", "Which tool collected website and API errors before Datadog?",
  "Raygun, until production switched to Datadog Error Tracking on 2024-06-24.",
  ["raygun"], ev("s01#1", "s07#3", "s07#5"))
q("before", "paywall", "What paywall did we run before Zephr?",
  "Piano Composer (with Piano handling subscriber access), until Zephr went live on 2025-06-02.",
  ["piano"], ev("s06#1", "s26#5", "s30#1"))
q("before", "newsletter_platform", "Before Sailthru, what did our newsletters go out through?",
  "Campaign Monitor (the morning briefing was built from an RSS feed), until 2024-09-24.",
  ["campaign monitor"], ev("s04#7", "s12#3", "s13#1"))
q("before", "ios_push", "Which push service did the iOS app use before OneSignal?",
  "Airship, until iOS 7.0 moved to OneSignal on 2025-01-14 (Android had already moved on 2024-11-19).",
  ["airship"], ev("s03#5", "s18#1", "s21#1"))
q("before", "mobile_ci", "What built and distributed the mobile apps before Codemagic?",
  "Visual Studio App Center, until 2025-02-24; Microsoft retired it on 2025-03-31.",
  ["app center", "appcenter"], ev("s03#7", "s21#3", "s24#1"))
q("before", "ticket_tracker", "Where did the team keep its tickets before Shortcut?",
  "On Trello boards, which became read-only archives on 2024-06-03.",
  ["trello"], ev("s01#7", "s06#5"))
q("before", "web_e2e_tests", "Which end-to-end test framework did the web team use before Playwright?",
  "Cypress, until the Playwright port was finished on 2024-06-17.",
  ["cypress"], ev("s05#1", "s05#3", "s07#1"))
q("before", "comments", "Which commenting system sat under our articles before Coral?",
  "Disqus, until Coral went live on 2024-09-02.",
  ["disqus"], ev("s01#9", "s10#3"))
q("before", "editorial_analytics", "What real-time analytics did the newsroom watch before Parse.ly?",
  "Chartbeat, whose contract ended on 2024-12-31; Parse.ly took over on 2025-01-06.",
  ["chartbeat"], ev("s08#1", "s09#1", "s20#1"))

# --- after ----------------------------------------------------------------------------------
q("after", "website_frontend", "What replaced the Larch theme as the website's front end?",
  "A headless Next.js site on Vercel that reads WordPress content through WPGraphQL, live for every reader since 2025-02-11.",
  ["next.js", "nextjs", "next js"], ev("s08#5", "s22#1", "s23#1"))
q("after", "password_manager", "What did the team move its shared passwords to after LastPass?",
  "1Password, finished on 2024-03-25 after the LastPass breach.",
  ["1password", "1 password"], ev("s02#5"))
q("after", "code_hosting", "After Bitbucket, where did our repositories go?",
  "GitLab.com (the group's GitLab Premium licence), from 2024-10-07; CI moved to GitLab CI/CD at the same time.",
  ["gitlab"], ev("s14#1", "s15#5"))
q("after", "feed_cdn", "Which CDN did the app feeds move to when they left Fastly in October 2024?",
  "Amazon CloudFront, from 2024-10-14, but only until 2024-10-31, when the feeds went back to Fastly.",
  ["cloudfront", "cloud front"], ev("s14#5", "s15#1", "s16#1"))
q("after", "site_search", "What replaced ElasticPress for site search?",
  "Algolia, live since 2025-05-19.",
  ["algolia"], ev("s27#1", "s29#1"))
q("after", "video_platform", "After JW Player, where are our videos hosted?",
  "Mux (Mux Player on the site, Mux Data for quality metrics), since 2025-08-04.",
  ["mux"], ev("s32#1"))
q("after", "wire_hosting", "Once the Wire was off Scalingo, what platform took it over?",
  "AWS, on ECS with Fargate, since 2024-12-09.",
  ["fargate", "ecs"], ev("s19#1", "s25#4"))
q("after", "on_call_alerting", "What replaced Opsgenie for paging the on-call engineer?",
  "ilert, from 2025-09-15.",
  ["ilert"], ev("s33#1", "s35#3"))
q("after", "data_warehouse", "Which warehouse did the audience data team move to after Redshift?",
  "Snowflake; the final load finished on Sunday 2025-05-04.",
  ["snowflake"], ev("s28#1"))
q("after", "android_push", "After Airship, which service has sent push notifications to the Android app?",
  "OneSignal, since Android 6.12 on 2024-11-19.",
  ["onesignal", "one signal"], ev("s17#1", "s18#1"))

# --- current --------------------------------------------------------------------------------
q("current", "paywall", "Which paywall is the Courier running now?",
  "Zephr, since 2025-06-02; Piano's read-only access ended in June 2025.",
  ["zephr"], ev("s30#1", "s35#3", "s35#4"))
q("current", "feed_cdn", "Which CDN serves the apps' feeds today?",
  "Fastly: the feeds went back to it on 2024-10-31 after two weeks on Amazon CloudFront, and it is still in use.",
  ["fastly"], ev("s16#1", "s34#1", "s35#4"))
q("current", "deploy_window", "When are we allowed to push to production these days?",
  "Any weekday before 15:00. The Tuesday/Thursday 10:00-12:00 window was tried from 2025-03-10 and dropped again on 2025-03-24.",
  ["any weekday", "before 15:00", "before 3 pm", "before three", "before 3pm"], ev("s26#1", "s34#5"))
q("current", "code_review_rule", "What does a merge request need before it can be merged now?",
  "One approval from someone other than the author; nobody may merge their own merge request, small ones included (since 2024-07-01).",
  ["one approval", "1 approval", "no self-merg"], ev("s07#7", "s11#7", "s30#5", "s34#7"))
q("current", "ios_push", "Which notification service delivers pushes to the iOS app now?",
  "OneSignal, since iOS 7.0 on 2025-01-14.",
  ["onesignal", "one signal"], ev("s21#1", "s35#4"))
q("current", "on_call_alerting", "Which tool pages whoever is on call today?",
  "ilert, since 2025-09-15 (not since August, as the October postmortem first said).",
  ["ilert"], ev("s33#1", "s35#3", "s35#4"))
q("current", "website_frontend", "What is the Courier website's front end built with now?",
  "Next.js on Vercel, as a headless front end over WordPress (WPGraphQL), since 2025-02-11.",
  ["next.js", "nextjs", "next js"], ev("s23#1", "s35#4"))
q("current", "ci", "What runs CI for the web and Wire repositories today?",
  "GitLab CI/CD (the mobile apps build on Codemagic instead).",
  ["gitlab"], ev("s14#1", "s15#5", "s24#6"))
q("current", "mobile_release_cadence", "What is the mobile apps' release rhythm at the moment?",
  "Every week: a weekly release train since 7.9 on 2025-06-11 (before that, every three weeks).",
  ["every week", "weekly", "once a week"], ev("s31#1", "s35#10"))
q("current", "wire_job_queue", "What runs the Wire's background jobs these days?",
  "GoodJob (Postgres-backed), in use since at least March 2025; Sidekiq before that.",
  ["goodjob", "good_job", "good job"], ev("s25#3", "s34#1", "s34#4"))
q("current", "comments", "What comment system runs under articles now?",
  "Coral, self-hosted on AWS, since 2024-09-02.",
  ["coral"], ev("s12#1", "s30#3", "s35#5"))
q("current", "web_package_manager", "Which JavaScript package manager does the website repository use today?",
  "Yarn (Yarn 4, pinned through packageManager), seen since the Next.js relaunch in February 2025; npm before.",
  ["yarn"], ev("s23#5", "s23#6", "s29#1"))

# --- as_of ----------------------------------------------------------------------------------
q("as_of", "cms_hosting", "As of 1 August 2024, where was our WordPress hosted?",
  "Still on the self-managed EC2 instance. VIP had been decided in April, but the launch only happened on 2024-08-19.",
  ["ec2", "self-managed"], ev("s04#1", "s10#1", "s11#1"), as_of="2024-08-01")
q("as_of", "feed_cdn", "On 20 October 2024, which CDN was in front of the app feeds?",
  "Amazon CloudFront, used from 2024-10-14 until the rollback on 2024-10-31.",
  ["cloudfront", "cloud front"], ev("s14#5", "s15#1", "s16#1"), as_of="2024-10-20")
q("as_of", "ios_push", "As of 15 December 2024, what delivered push notifications to the iOS app?",
  "Airship. Android had moved to OneSignal on 2024-11-19, but iOS only followed on 2025-01-14.",
  ["airship"], ev("s17#1", "s18#1", "s21#1"), as_of="2024-12-15")
q("as_of", "android_push", "Which push provider did the Android app use on 15 December 2024?",
  "OneSignal, since 2024-11-19 (while iOS was still on Airship).",
  ["onesignal", "one signal"], ev("s17#1", "s18#1"), as_of="2024-12-15")
q("as_of", "deploy_window", "What was the rule for production deploys on 17 March 2025?",
  "Only on Tuesdays and Thursdays between 10:00 and 12:00, with a second person watching; the rule ran from 2025-03-10 and was dropped on 2025-03-24.",
  ["tuesdays and thursdays", "tuesday and thursday", "tue/thu", "tuesdays/thursdays"], ev("s25#1", "s26#1"),
  as_of="2025-03-17")
q("as_of", "paywall", "As of 1 May 2025, which paywall did readers run into?",
  "Piano Composer. Zephr had been chosen in March, but it went live only on 2025-06-02.",
  ["piano"], ev("s26#5", "s30#1"), as_of="2025-05-01")
q("as_of", "owner_subscriptions", "Who owned subscriptions on 20 October 2024?",
  "Callum. Elif had joined in September and took over on 2024-11-04.",
  ["callum"], ev("s06#1", "s13#3", "s16#5"), as_of="2024-10-20")
q("as_of", "owner_infrastructure", "Back on 15 January 2025, whose job was the infrastructure?",
  "Marek. Gideon had joined in December as SRE and was shadowing him; he took over on 2025-02-03.",
  ["marek"], ev("s02#1", "s21#5", "s22#1"), as_of="2025-01-15")
q("as_of", "editorial_analytics", "Which editorial analytics tool did the newsroom use on 1 December 2024?",
  "Chartbeat; Parse.ly replaced it on 2025-01-06.",
  ["chartbeat"], ev("s09#1", "s20#1"), as_of="2024-12-01")
q("as_of", "website_frontend", "On 1 February 2025, what rendered the Courier website for readers?",
  "For most readers still the Larch PHP theme on WordPress; the Next.js site was only in a 10% soft launch until the relaunch on 2025-02-11.",
  ["larch", "php theme"], ev("s22#1", "s22#3", "s23#1"), as_of="2025-02-01")
q("as_of", "on_call_alerting", "As of 20 August 2025, which tool paged the on-call engineer?",
  "Opsgenie, which paged until its contract ended on 2025-09-14; ilert only started on 2025-09-15 (the postmortem's 'since August' was wrong).",
  ["opsgenie"], ev("s33#1", "s34#1", "s35#3"), as_of="2025-08-20")
q("as_of", "site_search", "What powered site search on 1 May 2025?",
  "ElasticPress on the Elastic Cloud cluster. Algolia had been chosen in April and went live on 2025-05-19.",
  ["elasticpress", "elastic cloud", "elasticsearch"], ev("s27#1", "s27#7", "s29#1"), as_of="2025-05-01")

# --- when -----------------------------------------------------------------------------------
q("when", "cms_hosting", "When did the Courier's WordPress go live on VIP?",
  "On Monday 2024-08-19, with the DNS switch at 06:00.",
  date_forms("2024-08-19"), ev("s10#1", "s11#1"))
q("when", "feed_cdn", "When did the app feeds go back to Fastly?",
  "On the morning of Thursday 2024-10-31.",
  date_forms("2024-10-31"), ev("s16#1"))
q("when", "android_push", "When did the Android app start receiving pushes through OneSignal?",
  "On Tuesday 2024-11-19, with release 6.12.",
  date_forms("2024-11-19"), ev("s17#1", "s18#1"))
q("when", "ios_push", "When did the iOS app switch to OneSignal?",
  "On Tuesday 2025-01-14, with version 7.0.",
  date_forms("2025-01-14"), ev("s21#1"))
q("when", "website_frontend", "When did every reader start getting the new Next.js website?",
  "On Tuesday 2025-02-11 at 07:00.",
  date_forms("2025-02-11"), ev("s22#1", "s23#1"))
q("when", "paywall", "On which date did Zephr replace Piano on the site?",
  "On Monday 2025-06-02.",
  date_forms("2025-06-02"), ev("s26#5", "s30#1"))
q("when", "on_call_alerting", "When did ilert start paging us?",
  "On Monday 2025-09-15, the day after the Opsgenie contract ended; not in August, as one postmortem claimed.",
  date_forms("2025-09-15"), ev("s33#1", "s34#1", "s35#3"))
q("when", "error_tracking", "When did production errors start going to Datadog instead of Raygun?",
  "On Monday 2024-06-24.",
  date_forms("2024-06-24"), ev("s07#5", "s08#1"))
q("when", "owner_infrastructure", "When did Gideon take over infrastructure?",
  "On Monday 2025-02-03, as Ines announced on 2025-01-29.",
  date_forms("2025-02-03"), ev("s22#1", "s25#1"))

# --- why ------------------------------------------------------------------------------------
q("why", "cms_hosting", "Why did we move WordPress off our own EC2 server?",
  "The single self-managed box was a risk: on the February storm night its disk filled with debug logs and the site was down for 47 minutes, "
  "patching depended on one person (Marek), and the group security audit found PHP 8.0, which was end of life.",
  ["disk", "patch", "end of life", "security audit", "php 8.0", "47 minutes"], ev("s04#1"))
q("why", "feed_cdn", "Why did the app feeds go back to Fastly after only a couple of weeks on CloudFront?",
  "CloudFront can only invalidate by path: a story appears in more than 30 feed URLs, so invalidations were never complete and took up to six minutes, "
  "and the apps kept showing stale breaking news. Fastly purges one surrogate key in about 150 ms, and it lowered its renewal to +10%.",
  ["stale", "surrogate", "invalidat", "purge"], ev("s15#1", "s15#3", "s16#1"))
q("why", "website_frontend", "Why did the website go headless with Next.js?",
  "Bad Core Web Vitals (mobile LCP 4.1 s), live pages such as the election results were painful to build in PHP templates, "
  "and React developers are easier to hire than WordPress theme developers.",
  ["core web vitals", "lcp", "hire", "live pages", "php templates"], ev("s08#1", "s08#5"))
q("why", "newsletter_platform", "What made us leave Campaign Monitor?",
  "It couldn't give each reader their own recommendations, its API rate limits (HTTP 429 for about 40 minutes) hit the nightly subscriber sync from Piano, "
  "and building segments took hours.",
  ["recommendation", "personal", "rate limit", "429", "segment"], ev("s12#3"))
q("why", "android_push", "Why did the apps drop Airship?",
  "The renewal went from £38k to £61k a year while the apps used only about a tenth of Airship (breaking news pushes, team tags, the evening digest).",
  ["61k", "£61", "renewal", "price", "tenth"], ev("s17#1"))
q("why", "mobile_ci", "Why did the app builds move to Codemagic?",
  "Microsoft retired Visual Studio App Center on 2025-03-31. Codemagic builds both platforms from a yaml in the repo at an acceptable price; "
  "Xcode Cloud is iOS only, Appcircle quoted almost double, and nobody wanted a Mac mini runner in the office.",
  ["retire", "shut", "closing", "31 march", "march 31"], ev("s21#3", "s21#5"))
q("why", "comments", "Why did we get rid of Disqus?",
  "On the free plan it showed its own ads under our articles, consent for its cookies was a GDPR headache, and it added 300 kB of JavaScript to every article.",
  ["ads", "gdpr", "consent", "300 kb", "cookie"], ev("s01#9", "s10#3"))
q("why", "deploy_window", "Why were the Tuesday/Thursday deploy windows dropped?",
  "Merge requests piled up and deploys got batched (14 changes in one go), so when one change broke the sitemap the rollback took six unrelated fixes with it. "
  "Batching made deploys riskier; the February migration lock got a targeted fix (a lock timeout) instead.",
  ["piled up", "batch", "14 changes", "rollback", "riskier"], ev("s26#1", "s26#2"))
q("why", "on_call_alerting", "Why did we move off Opsgenie?",
  "Atlassian stopped selling Opsgenie in June 2025 and shuts it down in 2027, pushing customers to Jira Service Management or Compass, which the team doesn't use; "
  "the renewal was only offered month-to-month at a higher price.",
  ["stopped selling", "end of sale", "shuts", "shut down", "jira service management", "compass", "2027"], ev("s33#1"))

# --- history --------------------------------------------------------------------------------
q("history", "feed_cdn", "Which CDNs have sat in front of the app feeds, in order?",
  "Fastly until 2024-10-14, then Amazon CloudFront until 2024-10-31, then Fastly again.",
  ["fastly", "cloudfront"], ev("s02#9", "s15#1", "s16#1"),
  ordered=[["fastly"], ["cloudfront", "cloud front"], ["fastly"]])
q("history", "deploy_window", "How has the production deploy rule changed over time?",
  "Any weekday before 15:00 at first; from 2025-03-10 only Tuesdays and Thursdays, 10:00-12:00; from 2025-03-24 back to any weekday before 15:00.",
  ["before 15:00", "tuesdays and thursdays"], ev("s01#9", "s25#1", "s26#1"),
  ordered=[["before 15:00", "any weekday"], ["tuesdays and thursdays", "tuesday and thursday"], ["before 15:00", "any weekday"]])
q("history", "ios_push", "Trace the iOS app's push provider over time.",
  "Airship until 2025-01-14, then OneSignal from iOS 7.0 (Android had switched earlier, on 2024-11-19).",
  ["airship", "onesignal"], ev("s03#5", "s18#1", "s21#1"),
  ordered=[["airship"], ["onesignal", "one signal"]])
q("history", "owner_subscriptions", "Who has owned subscriptions over time?",
  "Callum until 2024-11-03, then Elif Yilmaz from 2024-11-04 (Callum moved to the puzzles product).",
  ["callum", "elif"], ev("s06#1", "s16#5", "s17#5"),
  ordered=[["callum"], ["elif"]])
q("history", "editorial_analytics", "Name the newsroom's real-time analytics tools in the order they were used.",
  "Chartbeat until the end of 2024, then Parse.ly from 2025-01-06.",
  ["chartbeat", "parse.ly"], ev("s08#1", "s20#1"),
  ordered=[["chartbeat"], ["parse.ly", "parsely"]])
q("history", "paywall", "List our paywall providers in order.",
  "Piano Composer until 2025-06-01, then Zephr from 2025-06-02. (Poool was only trialled on staging.)",
  ["piano", "zephr"], ev("s06#1", "s26#5", "s30#1"),
  ordered=[["piano"], ["zephr"]])

# --- negative -------------------------------------------------------------------------------
q("negative", "cms_hosting", "Did the Courier ever host WordPress on WP Engine?",
  "No. WP Engine and Pantheon were compared in April 2024 and rejected; WordPress went from the EC2 box to WordPress VIP.",
  NO, ev("s04#3"))
q("negative", "paywall", "Have we ever used Poool as our paywall?",
  "No. Poool was only trialled on staging for two weeks in February 2025 and not adopted (no proper support for print-plus-digital bundles); "
  "the paywall went from Piano to Zephr.",
  NO, ev("s26#5"))
q("negative", "site_search", "Is site search running on Typesense?",
  "No. Typesense was tried on staging in spring 2025 but not adopted; search moved from ElasticPress to Algolia on 2025-05-19.",
  ["no", "not adopted", "never", "did not", "didn't", "algolia"], ev("s27#1", "s29#1"))
q("negative", "team_chat", "Did the digital team move to Microsoft Teams?",
  "No. Group IT announced a move to Microsoft Teams for January 2025, but shelved it on 2024-12-10; the team stayed on Google Chat.",
  ["never", "did not", "didn't", "shelved", "cancelled", "canceled", "no"], ev("s14#7", "s19#5"))
q("negative", "mobile_crash_reporting", "Is Datadog where crashes from the iOS and Android apps end up?",
  "No. The apps' crashes go to Instabug; Datadog Error Tracking is for the website and the Wire.",
  ["no", "instabug"], ev("s03#1", "s07#5", "s31#7"))
q("negative", "mobile_ci", "Did we move the app builds to Appcircle?",
  "No. Appcircle was tested in December 2024 but quoted almost double; the builds went from App Center to Codemagic.",
  NO, ev("s21#5"))
q("negative", "website_frontend", "Was the new website built with Astro?",
  "No. Astro came up in July 2024 and was turned down because the live blogs and results pages are interactive and the team wanted one React model; the site is Next.js.",
  NO, ev("s08#7"))

# --- ownership ------------------------------------------------------------------------------
q("ownership", "owner_infrastructure", "Who's in charge of infrastructure and hosting now?",
  "Gideon Mensah, since 2025-02-03; he took over from Marek.",
  ["gideon"], ev("s22#1", "s25#1"))
q("ownership", "owner_subscriptions", "Who looks after the paywall and checkout today?",
  "Elif Yilmaz, since 2024-11-04; Callum had it before her.",
  ["elif"], ev("s16#5", "s17#5", "s26#5"))
q("ownership", "owner_mobile", "Who is responsible for the mobile apps?",
  "Sunniva, who leads both the iOS and the Android app (with Jonas on iOS since January 2025).",
  ["sunniva"], ev("s03#1", "s31#1"))
q("ownership", "owner_audience_data", "The audience data pipeline: whose is it?",
  "The audience data team led by Hye-jin (Marek joined it in February 2025); its warehouse is Snowflake, with flows in Prefect.",
  ["hye-jin", "hyejin", "audience data team"], ev("s09#1", "s28#1"))
q("ownership", "owner_infrastructure", "Who ran infrastructure before Gideon?",
  "Marek, until 2025-02-03, when he moved to the audience data team.",
  ["marek"], ev("s02#1", "s22#1"))


# =============================================================================================
# Write
# =============================================================================================

def fact_rows() -> list[dict]:
    rows = []
    for subject, predicate, obj, start, end, evidence, timeline, note in FACTS:
        row = {"subject": subject, "predicate": predicate, "object": obj, "valid_from": start, "valid_to": end,
               "evidence": evidence, "timeline": timeline}
        if note:
            row["note"] = note
        rows.append(row)
    return rows


def main(out: Path) -> None:
    out.mkdir(parents=True, exist_ok=True)
    corpus = build_corpus()
    (out / "corpus.chat.json").write_text(json.dumps(corpus, indent=1, ensure_ascii=False) + "\n", encoding="utf-8")
    with (out / "facts.jsonl").open("w", encoding="utf-8") as fh:
        for row in fact_rows():
            fh.write(json.dumps(row, ensure_ascii=False) + "\n")
    with (out / "questions.jsonl").open("w", encoding="utf-8") as fh:
        for row in Q:
            fh.write(json.dumps(row, ensure_ascii=False) + "\n")
    turns = sum(len(s["turns"]) for s in corpus["sessions"])
    print(f"wrote {len(corpus['sessions'])} sessions, {turns} turns, {len(FACTS)} facts, {len(Q)} questions to {out}")


if __name__ == "__main__":
    main(Path(sys.argv[1]) if len(sys.argv) > 1 else Path(__file__).resolve().parent)
