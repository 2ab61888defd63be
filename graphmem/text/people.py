"""Whether a name stands for a person in the sentences that say it, by how English speaks of people.

A tool is used, installed, moved to; a person introduces themself ("Alex here"), tells, thinks,
agrees, joins, goes on leave, is thanked or told. No list of names is needed: "Alex said the
rota moves" makes Alex a person wherever else the text names him, so he never holds a slot of
the stack.
"""

from __future__ import annotations

import re
from functools import lru_cache

# What people do, right after their name.
# ("says" and "wants" are not among them: "the workflow tool says only this", "the ledger wants a tax rate".)
_ACTS = (r"said|told|tells|thinks|thought|reckons|feels|agreed|agrees|joined|joins|asked\s+(?:if|whether|me|us|about|to)"
         r"|replied|mentioned|explained|promised|complained|is\s+on\s+(?:leave|holiday|vacation)"
         r"|was\s+on\s+(?:leave|holiday|vacation)|is\s+off\s+sick")
# What is done to people, right before their name.
# ("ask" is not: one asks a vendor's support too.)
_ADDRESSED = r"tell|told|thank|thanks|thanked|ping|pinged|remind|reminded|cc|cc'd|welcome|welcomed"
# What only people have, after their name's possessive.
_OWNED = r"last\s+day|first\s+day|first\s+week|leave|maternity|paternity|holiday|onboarding|manager|desk"


@lru_cache(maxsize=4096)
def _signals(name: str) -> re.Pattern[str]:
    quoted = re.escape(name)
    return re.compile(
        rf"(?:^|[\n.!?]\s*)\W*(?:(?i:hi|hey|hello)[,!.]?\s+)?(?:it['’]s\s+|this\s+is\s+)?{quoted}(?:\s+[A-Z][\w'’-]+)?"
        rf"\s+(?:here|again)\b"  # "Alex here", "Sam again": who is talking
        rf"|(?:^|[\n.!?]\s*)\W*(?i:hi|hey|hello|good\s+morning)[,!.]?\s+{quoted}"
        rf"(?:(?:\s+[A-Z][\w'’-]+)?,|\s+[A-Z][\w'’-]+\s+(?:from|in|on)\s+(?:the\s+)?[a-z])"  # "Hi! Pri Lall, IT", "Hi, Wren Ashby from payroll"
        rf"|\b(?:I['’]m|I\s+am|[Mm]y\s+name\s+is)\s+{quoted}(?![\w-])"  # "Hi, I'm Callum"
        rf"|(?<![\w-]){quoted}\s+(?:{_ACTS})\b"
        rf"|\b(?i:{_ADDRESSED}),?\s+{quoted}(?![\w-])"
        rf"|(?<![\w-]){quoted}['’]s\s+(?:{_OWNED})\b")


def acts_as_person(name: str, text: str) -> bool:
    """True when `text` speaks of `name` as of a person ("Dana said", "thanks Alex", "Sam's last day")."""
    return bool(name) and name[:1].isupper() and _signals(name).search(text) is not None


def person_shaped(name: str) -> bool:
    """A name written as people's are: capitalised words of letters ("Dana", "Ana-Maria Popescu"),
    not a lowercase word ("the worker dyno runs ...") nor an acronym ("the VM runs ...")."""
    words = name.split()
    return bool(words) and all(w[:1].isupper() and not w.isupper() and w.replace("-", "").replace("'", "").isalpha()
                               for w in words)
