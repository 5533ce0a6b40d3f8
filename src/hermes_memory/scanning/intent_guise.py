"""More of role hijack, in the eight languages: the persona as the assistant's hidden true self
(your real identity, underneath the act, the polite assistant was a disguise), handed over in
third person or slang (the assistant reading this now plays…, ur X now, quit being), a mode
announced as already on (developer mode enabled), and more plain words for unbound (never
refuses, no alignment, ignores its training, without applying its content policy).

Only pattern text lives here; ``rules_hijack`` adds it to the frames and unbound qualities it
joins (both near each other), so "developer mode is enabled in Chrome" or a role-play for
practice, which name nothing unbound, never match.
"""

from __future__ import annotations

GUISE_FRAMES = {
    "en": r"\b(?:your|its) (?:real|true|actual|hidden|original) (?:self|nature|identity|form|face"
    r"|personality)\b|\bunderneath (?:the|this|that|your|all)\b|\b(?:the|that|this) (?:polite"
    r"|helpful|friendly|corporate|boring) (?:assistant|bot|act)\b[^.\n]{0,20}? (?:is|was) (?:only"
    r"|just|merely) (?:a |an )?(?:disguise|mask|act|front|costume)\b|\bu(?:r| r| are) (?:now )?"
    r"['\"\u2018\u201c]?\w+['\"\u2019\u201d]? now\b|\bur now\b|\bquit being\b|\bdrop the act\b"
    r"|\byou (?:now )?answer to the name\b|\byour name is now\b"
    r"|\b(?:developer|dev|god|jailbreak|debug|admin|unrestricted|dan) mode (?:is |has been )?"
    r"(?:now )?(?:on|enabled|active|activated|engaged|unlocked)\b|\b(?:the )?(?:assistant|ai"
    r"|model|agent)s? (?:reading|processing|that reads?|who reads?) (?:this|these)\b",
    "zh": r"真实身份|本来面目|真正的你|真实的你|伪装"
    r"|(?:开发者|越狱|上帝|调试|管理员)模式(?:已|已经)?"
    r"(?:开启|启用|激活|打开)|读到这(?:段|条|里)的(?:ai|助手|模型)",
    "es": r"\btu (?:verdadera|auténtica) (?:naturaleza|identidad|cara)\b|\b(?:desde hoy|hoy)"
    r" eres\b|\badopt\w* la identidad\b|\bmodo (?:desarrollador|dios|dan|sin restricciones)"
    r" (?:está )?(?:activado|activo|habilitado|encendido)\b|\bagentes? de ia que (?:procese|lea)"
    r"\w*",
    "de": r"\bdu bist nicht mehr\b|\bdein (?:wahres|eigentliches) (?:ich|wesen)\b|\bdeine"
    r" (?:wahre|eigentliche) (?:identität|natur)\b|\btrittst du als\b|\btritt als\b"
    r"|\b(?:entwicklermodus|developer-?modus|gott-?modus|dan-?modus) (?:ist )?(?:jetzt |nun )?"
    r"(?:aktiviert|aktiv|an|eingeschaltet)\b",
    "fr": r"\bta (?:vraie|véritable) (?:nature|identité|personnalité)\b|\bte comporter comme\b"
    r"|\btu réponds désormais\b|\b(?:le )?mode (?:développeur|dieu|dan|sans restriction) est"
    r" (?:activé|actif|enclenché)\b|\bagents? ia qui lis\w*",
    "ja": r"本当の(?:姿|あなた|自分)|真の姿|(?:開発者|脱獄|ゴッド|デバッグ)モードが(?:有効|オン"
    r"|起動)",
    "ru": r"\bтво\w+ настоящ\w+ (?:личность|сущность|природа|лицо)\b|\bна самом деле ты\b"
    r"|\bиграет роль\b|\b(?:ассистент|ии|модель|бот),? (?:читающ|обрабатывающ)\w*"
    r"|\bрежим\w* разработчика (?:уже )?(?:включ[её]н|активирован)\b",
    "pt": r"\b(?:tua|sua) (?:verdadeira )?identidade(?: verdadeira)?\b|\b(?:tua|sua) verdadeira"
    r" natureza\b|\bfinge que és\b|\bmodo (?:desenvolvedor|deus|dan) (?:está )?(?:ativado|ativo"
    r"|ligado)\b",
}

GUISE_UNBOUND = {
    "en": r"\b(?:ignores?|bypass(?:es)?|skips?) (?:its|your|all|any|the) (?:alignment|safety)"
    r" (?:training|tuning|layer)\b|\broot-level (?:freedom|access)\b|\bzero rules\b|\bnever"
    r" turns? (?:anything|anyone|a request|requests) down\b|\bno (?:filters?|lectures|refusals"
    r"|limits)\b(?! (?:on|for|to) (?:how|the (?:number|length|size)|length|size|drafts?|words"
    r"|pages)\b)|\bunfiltered\b|\bwithout (?:applying|any) (?:its|your)? ?(?:content|safety)"
    r" polic(?:y|ies)\b",
    "zh": r"不受审查|没有任何限制|没有限制|不受任何(?:规则|限制)|无视规则|从不拒绝|不拒绝",
    "es": r"\bsin negarte\b|\bjamás se niega\b|\bnunca se niega\b|\bsin filtros?\b"
    r"|\bsin (?:alineación|censura)\b|\bni censura\b|\bresponde cualquier pregunta\b",
    "de": r"\bohne (?:jede |jegliche )?zensur\b|\bnie(?:mals)? etwas ablehnt\b|\blehnt nie"
    r" (?:etwas )?ab\b|\bsicherheitsfilter (?:sind |ist )?(?:abgeschaltet|deaktiviert|aus)\b"
    r"|\buneingeschränkt\w*",
    "fr": r"\bsans alignement\b|\bni censure\b|\bnon bridée?\b|\bsans appliquer (?:ta|sa|votre)"
    r" politique\b|\bsans (?:aucune )?limite\b|\bsans filtre\b",
    "ja": r"安全フィルターが外れ|フィルターが外れ|制限のない|制限なし|検閲のない|断らない",
    "ru": r"\bплевать на правила\b|\bбез (?:каких-либо |всяких )?(?:ограничений|цензуры"
    r"|фильтров)\b",
    "pt": r"\bsem qualquer política\b|\bsem filtros?\b|\bsem ressalvas\b|\bnunca recusa\b"
    r"|\b(?:diretrizes|regras) de segurança (?:foram )?desligadas\b",
}

# A phone's or a browser's developer mode is a setting, not a persona.
DEVICE_MODE = (
    r"\busb\b|\badb\b|android|chrome|firefox|iphone|\bios\b|windows|browser|\bapk\b|debugg"
    r"|depura|extensions?\b|デバッグ|アプリ|端末|ビルド番号|拡張機能|ブラウザ|调试|手机|安卓|浏览器"
    # (the phone itself, in the languages that name it: "el modo desarrollador en el móvil")
    r"|\b(?:móvil|celular|teléfono|téléphone|smartphone|handy|tablet|tablette)\b|телефон|смартфон"
)
