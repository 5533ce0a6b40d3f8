"""The words of the incident frame (``frames_incident``), in the eight languages: what names a
report of a past incident or a security advisory at its head (an incident, a postmortem, an
advisory, a bulletin, a CVE, a changelog of a security fix, a news item, a bug bounty
report), what tells an act as already done or as a flaw a system had (past tenses, "could be
made to", "可诱导", "させると…してしまう問題"), who did it (a package, an extension, an
attacker, a page, a bot spoken of in the third person), what was done about it (fixed in a
version, revoked, rotated, removed, a measure) and the few asks an advisory makes of people
(upgrade, update, rotate your keys).

Patterns only, over the normalised text (case-folded, spaces folded; lines kept).
"""

from __future__ import annotations

# --- the genre, named at the head of the text (before its first colon or line end) ---
GENRE = (
    r"\b(?:incident\w*|post-?mortem|postmortem|retrospective|rca|root cause|advisory|advisories"
    r"|security (?:notice|bulletin|alert|update|release|fix\w*|note|advisory|report)|bulletin"
    r"|cve-\d{4}-\d+|ghsa-[\w-]+|bug[- ]?bounty|write-?up|vulnerabilit\w*|disclosure|news\w*"
    r"|roundup|round-up|digest|changelog|release notes|lessons learn\w*|red[- ]team\w*|pentest\w*"
    r"|report|summary|recap|analysis"
    r"|incidente|informe|aviso de seguridad|bolet[íi]n|vulnerabilidad\w*|noticias|resumen"
    r"|notas de (?:la )?versi[óo]n|an[áa]lisis|lecciones aprendidas|reporte|seguridad"
    r"|vorfall\w*|st[öo]rung\w*|sicherheits\w+|bericht|schwachstelle\w*|meldung|kurzmeldung|nachrichten"
    r"|ergebnis|zusammenfassung|versionshinweise"
    r"|rapport|avis de s[ée]curit[ée]|retour d'exp[ée]rience|revue de presse|notes de version"
    r"|compte rendu|analyse|vuln[ée]rabilit[ée]\w*|s[ée]curit[ée]"
    r"|relat[óo]rio|alerta de seguran[çc]a|boletim|vulnerabilidade\w*|not[íi]cias|resumo"
    r"|notas da vers[ãa]o|li[çc][õo]es aprendidas|p[óo]s-mortem|resultado|seguran[çc]a)\b"
    r"|(?<!\w)(?:инцидент\w*|разбор\w*|отч[её]т\w*|бюллетен\w*|постмортем|уязвимост\w*"
    r"|новост\w*|итоги|список изменений|безопасност\w*)(?!\w)"
    r"|事故|复盘|通报|通告|公告|漏洞|报告|新闻|总结|更新日志|安全修复|版本说明|演练"
    r"|セキュリティ|勧告|障害報告|インシデント|脆弱性|ニュース|振り返り|事後分析|変更履歴|報告"
    r"|演習|まとめ|リリースノート"
)
# --- what was done about it ---
FIX = (
    r"\b(?:fix(?:ed|es)?|patch(?:ed|es)?|resolved|mitigat\w*|revoked|rotated|invalidated"
    r"|removed|blocked|masked|upgrade|update|pinned?|pin versions|since then|root cause"
    r"|is (?:private|closed) again|bounty paid|(?:version|v)\s?\d[\w.]*|\d+\.\d+(?:\.\d+)?"
    r"|no (?:customer )?data was|private mirror|lockfiles?|2fa|filter"
    r"|corregid[oa]s?|corrigi[óo]|se corrigi[óo]|parche[óo]?|revocad[oa]s?|rotad[oa]s?|rotaron"
    r"|retirad[oa]|eliminad[oa]|actualiz\w*|desde entonces|renovad[oa]s|renovaron|cambi[óo]"
    r"|se cerraron|fijamos|filtro|medidas?"
    r"|behoben|gefixt|widerrufen|gesperrt|rotiert|aktualisier\w*|ma[ßs]nahme\w*|seitdem"
    r"|entfernt|beendet|ge[äa]ndert|gepinnt|maskiert|ausgabefilter|inzwischen"
    r"|corrig[ée]e?s?|correctif|correction|r[ée]voqu[ée]e?s?|retir[ée]e?|mettez à jour"
    r"|mettre à jour|invalid[ée]e?s|renouvel[ée]e?s|chang[ée]e?s?|supprim[ée]e?|verrouill[ée]"
    r"|relecture|mesures?"
    r"|corrigid[oa]s?|corrigiu|revogad[oa]s?|revogamos|trocad[oa]s|atualiz\w*|removid[oa]"
    r"|encerrad[oa]s|fixamos|mascarad[oa]s|medidas?|filtro)\b"
    r"|(?<!\w)(?:исправлен\w*|исправлени\w*|отозван\w*|заменен\w*|обнови\w*|мер[аы]|патч\w*"
    r"|зафиксирован\w*|удал[её]н\w*|сброшен\w*|маскиру\w*|сменили|фильтр\w*|с тех пор)(?!\w)"
    r"|修复|补丁|已下架|下架|吊销|轮换|整改|措施|改进|升级|更新|失效|脱敏|锁定|禁用|已关闭|扫描"
    r"|修正|対策|パッチ|失効|ローテーション|アップデート|無効化|固定|マスク|削除され|再発行|変更し"
    r"|フィルター|対応済|対処|追加し"
    r"|\b(?:deployed|regression test|ergänzt|ausgerollt|behoben)\b"
    # (a measure the team keeps since: "we now pin versions", "现在安装依赖统一加 …")
    r"|\b(?:we now|now (?:we|all|every)|ahora|jetzt|maintenant|d[ée]sormais|agora)\b"
    r"|(?<!\w)теперь(?!\w)|现在|统一|今は|以降"
)
# --- a new behaviour announced: what a changelog says the agent does from now on, never an
# incident told ("the agent now installs…", "o assistente passa a", "…するよう変更") ---
NEW_BEHAVIOUR = (
    r"\b(?:now|from now on|going forward|new behaviou?r|will now|starts? to|begins? to"
    r"|ahora|a partir de ahora|nuevo comportamiento|pasa a|empieza a|jetzt|ab sofort|k[üu]nftig"
    r"|neues verhalten|d[ée]sormais|maintenant|nouveau comportement|passe à|agora|passa a"
    r"|novo comportamento|doravante)\b|(?<!\w)(?:теперь|отныне|новое поведение|впредь)(?!\w)"
    r"|新行为|现在|今后|改为|从此|以后|今後|今から|するよう(?:に)?(?:変更|なりました|なります|します)"
    r"|新しい動作"
)
# --- the act told: past, or a flaw the system had ("could be made to") ---
TOLD = (
    r"\b(?:was|were|had|has been|have been|could|did|got|managed to|was able to|used to"
    r"|stole|sent|leaked|took|made|found|gave|wrote|showed|let|read(?= \S+ and)"
    r"|can be \w+ed into|could be \w+ed into)\b|\b\w{3,}ed\b"
    r"|\b(?:fue|fueron|hab[íi]a|hubo|pod[íi]a|pod[íi]an|consigui\w+|se \w+[óo])\b"
    r"|\b\w{2,}(?:ó|aron|ieron|ió|aba|aban)\b|\b\w{3,}ían?\b"
    r"|\b(?:hat|haben|hatte|hatten|wurde|wurden|konnte|konnten|lie[ßs]|brachte\w*|gab|war|waren)\b"
    r"|\b(?:a|ont|avait|avaient|pouvait|pouvaient|[ée]tait|[ée]taient)\b|\b\w{3,}(?:ait|aient)\b"
    r"|\b(?:foi|foram|tinha|podia|podiam|conseguiram)\b|\b\w{2,}(?:ou|aram|eram|iram|iu|ava|avam)\b"
    r"|(?<!\w)\w{2,}(?:ал|ял|ил|ел|ул|ыл|ла|ли|ло)(?!\w)|(?<!\w)мог\w*(?!\w)"
    # (and a short passive participle: "удалено", "сброшены", "отозван")
    r"|(?<!\w)\w{2,}(?:ен|ён|ан|ят|ит)(?:а|о|ы)?(?!\w)"
    r"|了|过|曾|已|会被|可被|可诱导|能被|可以让|导致|旧版|此前|之前"
    r"|ました|ていた|てしまう|てしまった|してしまい|問題|脆弱性|不具合|判明|ことに成功"
    r"|[ただ][ \t]*$"
    # (a timeline's line: "14:02 bot replied …", "- 10:15 Bot gibt … aus")
    r"|^[ \t*-]*\d{1,2}:\d\d\b"
)
# --- who did it: software, an outsider, a page, a system spoken of in the third person ---
DOER = (
    r"\b(?:packages?|extensions?|plugins?|add-?ons?|dependenc\w*|attackers?|researchers?"
    r"|someone|somebody|an? (?:crafted|malicious|poisoned|compromised|manipulated)"
    r"|malicious|compromised|crafted|poisoned|pages?|links?|documents?|runner|reporter"
    r"|endpoint|bucket|logs?|module|bot|chatbot|agent|assistant|model|tool|maintainer|issue"
    r"|bug|flaw|phish\w*|third-party|actions?|workflows?|scripts?|proxy|malware|trojan\w*"
    r"|worms?|apps?|services?|servers?|integrations?|vendors?|contractors?|employees?|insiders?"
    r"|we|terceros|malware|troyano|proveedor|contratista|fremde\w*|schadsoftware|dienstleister"
    r"|tierce|tiers|logiciel malveillant|prestataire|terceiros|terceirizado"
    r"|paquetes?|extensi[óo]n|dependencia|atacante|investigadores|alguien|p[áa]gina|agente"
    r"|asistente|fallo|endpoint|error|bot"
    r"|paket\w*|erweiterung|browsererweiterung|angreifer|forschende|jemand|webseite|fehler"
    r"|abh[äa]ngigkeit|assistent\w*|chatbot|crash-reporting"
    r"|paquet|d[ée]pendance|attaquant|chercheurs|quelqu'un|page|probl[èe]me|api"
    r"|pacote|extens[ãa]o|depend[êe]ncia|atacante|pesquisadores|algu[ée]m|falha|relat[óo]rio)\b"
    r"|(?<!\w)(?:пакет\w*|расширени\w*|злоумышленник\w*|исследовател\w*|кто-то|страниц\w*"
    r"|бот\w*|чат-бот\w*|агент\w*|ошибк\w*|эндпоинт\w*|отч[её]т\w*|сторонн\w*|вредонос\w*"
    r"|подрядчик\w*|прокси)(?!\w)"
    r"|插件|扩展|依赖|包|攻击者|研究人员|有人|网页|页面|文档|机器人|助手|代理|模块|工具|测试人员"
    r"|第三方|木马|恶意|外包|接口|服务"
    r"|パッケージ|拡張機能|攻撃者|研究者|誰か|ページ|ボット|エージェント|アシスタント|チャットボット"
    r"|レポート|API|サードパーティ|マルウェア|委託先|プロキシ|エンドポイント"
)
# --- the few asks an advisory makes of people: upgrade, update, rotate ---
FIX_ASK = (
    r"\b(?:please )?(?:upgrade|update|rotate|revoke|patch)\b|\brecomendamos actualizar\b"
    r"|\bactualice\w*\b|\bbitte (?:aktualisieren|updaten)\b|\bmettez à jour\b|\batualize\b"
    r"|(?<!\w)обновит\w*(?!\w)|请(?:尽快|及时)?(?:升级|更新)|(?:升级|更新)并|请大家更新"
    r"|アップデートしてください|更新してください"
)
# --- a payload: a place to send to, or an address ---
PAYLOAD = r"https?://|\bwww\.|[\w.+-]+@[\w-]+\.[\w.]+|\b\d{1,3}(?:\.\d{1,3}){3}\b|\bs3://"
# --- a refusal the agent keeps since the fix: "the bot now declines", "拒绝", "拒否する" ---
REFUSING = (
    r"\b(?:refus\w*|declin\w*|reject\w*|rechaz\w*|recus\w*|ablehn\w*|lehnt|verweiger\w*"
    r"|niega\w*|nega\w*)\b|(?<!\w)отказ\w*|отклон\w*|拒绝|拒否|断る|断ります|お断り"
)
