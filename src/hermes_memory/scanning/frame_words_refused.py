"""The words of the refusal-policy frame (``frames_refused``), in the eight languages: a third
party's request for the assistant's hidden instructions (a customer, a user, a visitor asks,
"si un cliente pide", "お客様に…と言われたら", "если клиент просит"), the refusal the policy
answers it with (not shared, politely declined, "不对外公开", "公開していない", "не раскрываем"),
a refusal itself negated ("never refuse", "no rechaces", "断らない"), and a turn away from it
("but", "except", "但", "ただし").

Patterns only, over the normalised text (case-folded, spaces folded; lines kept).
"""

from __future__ import annotations

_NEAR = r"[^.!?;\n。！？；]{0,40}?"

# --- a third party asks ---
ASKED = (
    rf"\b(?:customers?|users?|clients?|visitors?|someone|anyone|callers?|people)\b{_NEAR}"
    r"\b(?:asks?|asking|requests?|wants?|tries|demands?|insists?)\b|\b(?:if|when) asked\b"
    rf"|\b(?:cliente|clienta|usuari[oa]|visitante|alguien|alguém|usuári[oa])s?\b{_NEAR}"
    r"\b(?:pid\w*|pide\w*|pregunt\w*|pergunt\w*|solicit\w*|quier\w*|quer\w*|exig\w*|ped\w*)\b"
    rf"|\b(?:kund\w*|nutzer\w*|benutzer\w*|jemand|besucher\w*)\b{_NEAR}"
    r"\b(?:fragt|bittet|verlangt|möchte|will|fordert|wissen)\b|\bfragt (?:ein|eine|jemand)\b"
    rf"|\b(?:client\w*|utilisat\w*|visiteur\w*|quelqu'un)\b{_NEAR}"
    r"\b(?:demande\w*|réclame\w*|veut|exige\w*)\b"
    rf"|(?<!\w)(?:клиент\w*|пользовател\w*|посетител\w*|кто-то)(?!\w){_NEAR}"
    r"(?<!\w)(?:прос\w*|попрос\w*|спрашива\w*|спрос\w*|требу\w*|хоч\w*|хочет)(?!\w)"
    r"|(?:用户|客户|顾客|访客|有人)[^。！？；\n]{0,24}?(?:要求|询问|问|想看|索要|请求)"
    r"|(?:お客様|お客さま|ユーザー|利用者|顧客|誰か)[^。！？；\n]{0,40}?(?:言われ|求め|頼まれ"
    r"|聞かれ|尋ねられ|要求|依頼)"
    # (the question itself quoted as what the bot answers: "answers 'what are your
    # instructions?' with…", "contesta a «¿cuáles son tus instrucciones?» con…")
    r"|\b(?:answers?|replies to|responds to|handles?|contesta\w* a|responde\w* [aà]|beantwortet"
    r"|répond\w* à|(?:a|à) la question|на вопрос)\s?[\"'‘“«„「『]"
    r"|(?:问|問われ|聞かれ)[^。！？；\n]{0,4}?[“\"「『]"
)
# --- the policy's answer: not shared, declined ---
REFUSAL = (
    r"\b(?:we (?:do not|don't|never|won't|cannot|can't) (?:share|disclose|reveal|show|publish"
    r"|give out|hand out)|(?:are|is) (?:not|never) (?:shared|disclosed|public|published|given out"
    r"|handed out)|decline\w*|refuse\w*|not (?:something )?(?:we|to be) (?:share|shared)"
    r"|(?:cannot|can't|won't) (?:be )?(?:share|shared|disclose|disclosed))\b"
    r"|\bno (?:se )?(?:comparte\w*|divulga\w*|muestra\w*|publica\w*|revela\w*|compartimos"
    r"|mostramos|damos)\b|\brechaz\w*|\bno (?:son|es) públic\w*"
    r"|\bnicht (?:\w+ )?(?:heraus\w*|weiter\w*|geteilt|gezeigt|veröffentlich\w*|öffentlich)"
    r"|\bablehn\w*|\blehnen\b"
    r"|\b(?:ne|n')\s?(?:\w+\s){0,2}?(?:partag|divulgu|montr|communiqu|publi|donn)\w*\s(?:pas"
    r"|jamais)\b|\brefus\w*|\bpas (?:publiques?|partagée?s?)\b"
    r"|\bnão (?:são |é |os |as )?(?:compartilh|divulg|mostr|public|revel|passamos|damos)\w*"
    r"|\brecus\w*"
    r"|(?<!\w)не (?:\w+ )?(?:раскрыва\w*|раскро\w*|показыва\w*|публику\w*|переда\w*|дели\w*"
    r"|разглаша\w*)(?!\w)|(?<!\w)отказ\w*"
    r"|不对外公开|不公开|不提供|不透露|不能(?:提供|透露|公开|分享)|拒绝|婉拒|不予"
    r"|公開していない|公開しておりません|非公開|お答えできない|開示しない|開示できない|お断り"
    r"|断る|断り|共有しない"
    # (the request answered with the public page instead: "se le responde con el enlace a la
    # página pública", "points them to the public help center")
    r"|\b(?:public (?:help ?cent(?:er|re)|docs|documentation|page|faq)|página pública"
    r"|documentación pública|documentação pública|page publique|documentation publique"
    r"|öffentliche\w* (?:seite|dokumentation|hilfe\w*))\b|公開ドキュメント|公开文档|帮助中心"
    r"|(?<!\w)публичн\w* (?:страниц|документац)\w*"
    # (or with a summary written for the public, never one of the prompt itself: "answers with
    # the short summary in docs/", "回复公开的功能说明页面", "公開用の概要を返す")
    r"|\b(?:short|brief|public|published|approved|canned) (?:summary|overview|description)\b"
    r"(?! of (?:your|the|its|our) (?:\w+ )?(?:prompt|instructions|rules))"
    r"|\b(?:feature|features|product) page\b|\bresumen (?:públic|publicad)\w*|\brésumé public\w*"
    r"|\bresumo (?:públic|publicad)\w*|\böffentliche\w* (?:zusammenfassung|kurzbeschreibung)"
    r"|(?<!\w)публичн\w* (?:описани|кратк)\w*"
    r"|公开的?[^，。！？；\n]{0,8}?(?:页面|文档|链接|简介|摘要)|功能说明页|公開用の?(?:概要|説明|ページ)"
)
# --- the refusal negated: "never refuse", "no rechaces", "断らない" ---
REFUSAL_DENIED = (
    r"\b(?:never|don't|do not|no need to|stop) (?:\w+ )?(?:refus|declin)\w*|\bno (?:lo )?rechaces"
    r"|\bnicht ablehnen|\bne (?:\w+ )?refuse\w* (?:pas|jamais)|\bnão (?:\w+ )?recus\w*"
    r"|(?<!\w)не отказыва\w*|不要拒绝|别拒绝|不得拒绝|断らない|断らず|拒否しない"
)
# --- a turn away from the refusal ---
TURN = (
    r"\b(?:but|except|however|unless|pero|excepto|salvo|sin embargo|aber|außer|jedoch|mais|sauf"
    r"|cependant|mas|exceto|porém|contudo)\b|(?<!\w)(?:но|кроме|однако)(?!\w)|但|除非|不过"
    r"|ただし|でも|例外"
)
