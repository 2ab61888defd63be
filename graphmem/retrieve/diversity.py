"""Fold hits that show nothing a better-ranked hit does not, so the top of a search holds distinct
memories: a turn or idea whose turns a better hit cites, a text a better hit already holds, and
the further facts of a timeline a better hit answers from."""

from __future__ import annotations

from graphmem.store.hits import HitKind, SearchHit

CITING_TURNS = (HitKind.TURN, HitKind.IDEA)
# Two texts repeat each other when one holds the other's opening this long (case and spacing
# aside): a span's summary and the turn it summarises, a span and its parent of one summary.
REPEAT_PROBE_CHARS = 160


def collapse_same_evidence(ranked: list[SearchHit]) -> list[SearchHit]:
    """Fold a turn or idea into a higher-ranked hit that already cites all of its turns."""
    kept: list[SearchHit] = []
    # A host cites every turn of the hit, so its first one too: the kept turns and ideas by each
    # turn they cite, in rank order (a search fuses hundreds of hits; comparing each with every
    # kept one cost milliseconds).
    citing: dict[str, list[tuple[SearchHit, frozenset[str]]]] = {}
    for hit in ranked:
        turns = frozenset(hit.source_turn_ids)
        host = None
        if hit.kind in CITING_TURNS and turns:
            host = next((k for k, cited in citing.get(hit.source_turn_ids[0], ())
                         if turns <= cited and k.session_id == hit.session_id), None)
        if host is None:
            kept.append(hit)
            if hit.kind in CITING_TURNS:
                for turn in turns:
                    citing.setdefault(turn, []).append((hit, turns))
        else:
            _join_via(host, hit)
    return kept


def fold_repeats(ranked: list[SearchHit], limit: int) -> list[SearchHit]:
    """The first `limit` distinct hits in rank order. A hit whose text repeats a better-ranked
    one's of the same sort (fact, or not) is dropped, or stands in its place when it is the longer
    text holding it (the whole turn an idea's sentence or a span's summary comes from); a fact of
    a timeline a better-ranked fact belongs to (same subject and predicate) adds its text to it."""
    return _one_hit_per_timeline(_without_repeated_text(ranked), limit)


def _without_repeated_text(ranked: list[SearchHit]) -> list[SearchHit]:
    kept: list[SearchHit] = []
    texts: list[str] = []
    # Texts that repeat each other come from the same turns: a hit is compared only with the kept
    # hits citing one of its turns. A fact quotes the sentence it stands on, and that sentence
    # stays a memory of its own (shorter, for a context pack's budget).
    by_turn: dict[str, list[int]] = {}
    for hit in ranked:
        text = " ".join(hit.text.lower().split())
        near = sorted({i for turn in hit.source_turn_ids for i in by_turn.get(turn, ())
                       if (kept[i].kind is HitKind.FACT) == (hit.kind is HitKind.FACT)})
        place = next((i for i in near if _repeats(text, texts[i]) or _repeats(texts[i], text)), None)
        if place is None:
            place = len(kept)
            kept.append(hit)
            texts.append(text)
        elif len(text) > len(texts[place]):
            kept[place], texts[place] = hit, text
        else:
            continue
        for turn in hit.source_turn_ids:
            by_turn.setdefault(turn, []).append(place)
    return kept


def _one_hit_per_timeline(ranked: list[SearchHit], limit: int) -> list[SearchHit]:
    kept: list[SearchHit] = []
    timelines: dict[tuple[str, str], SearchHit] = {}
    for hit in ranked:
        timeline = _timeline_of(hit)
        if timeline is not None and timeline in timelines:
            _add_fact(timelines[timeline], hit)
        elif len(kept) < limit:
            kept.append(hit)
            if timeline is not None:
                timelines[timeline] = hit
    return kept


def _timeline_of(hit: SearchHit) -> tuple[str, str] | None:
    if hit.kind is not HitKind.FACT or not hit.predicate:
        return None
    return hit.subject or "", hit.predicate


def _add_fact(host: SearchHit, fact: SearchHit) -> None:
    if fact.text and fact.text not in host.text:
        host.text = f"{host.text} {fact.text}"
        host.source_turn_ids = list(dict.fromkeys([*host.source_turn_ids, *fact.source_turn_ids]))
    _join_via(host, fact)


def _join_via(host: SearchHit, folded: SearchHit) -> None:
    """The host was found by the retrievers that found what is folded into it, too."""
    host.via.extend(v for v in folded.via if v not in host.via)


def _repeats(text: str, other: str) -> bool:
    """`text` says nothing `other` does not: its opening (all of it, if short) is in `other`."""
    probe = text[:REPEAT_PROBE_CHARS]
    return bool(probe) and probe in other
