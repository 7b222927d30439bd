%a %d.%m.%Y %H:%M:%S %Z
z %.*s
na %.*s
%s selhal: dostal signál %d%s
%s selhal: návratový kód %d
%s selhal: neznámý kód stavu 0x%x
(%d minut zbývá do odemčení)
...Promiňte, čas vypršel!
...Dochází čas...
Nepodařilo se získat platný kontext pro %s.
Přístup byl povolen (poslední přístup před %ld vteřinami).
Aplikace musí znovu zavolat libpam
Selhání autentizace
Autentizační informace nelze získat
Autentizační služba nemůže získat informace pro autentizaci
Autentizační služba nemůže získat údaje o oprávněních uživatele
Stárnutí autentizačního tokenu vypnuto
Autentizační token vypršel
Autentizační token již není platný; vyžadován nový
Autentizační token je uzamčen
Chyba manipulace s autentizačním tokenem
Funkci pam_*_item() byla předána špatná položka
Pro zadané sezení nelze vytvořit/odstranit záznam
Změna hesla pro %s.
Chyba konverzace
Konverzace čeká na událost
Vytváření adresáře '%s'.
Kritická chyba - okamžité ukončení
Současné %s heslo:
Současné heslo:
Chyba v modulu služby
Selhání předběžné kontroly ve službě hesla
Nepodařilo se nahrát modul
Chyba při nastavení údajů o oprávněních uživatele
Vyčerpán maximální počet pokusů pro službu
Nedostatečná oprávnění pro přístup k autentizačním datům
Kontext pro vytváření klíčů %s byl přidělen.
Poslední neúspěšné přihlášení:%s%s%s
Poslední přihlášení:%s%s%s
Chyba alokace paměti
Neznámý modul
NIS heslo se nepodařilo změnit.
Nové %s heslo:
Nové heslo:
Nelze najít data potřebná pro modul
Heslo nebylo zadáno.
Změna hesla byla přerušena.
Heslo již bylo použito.
Heslo již bylo použito. Zvolte jiné.
Heslo:
Přístup zamítnut
Opakujte %s
Opakujte nové %s heslo:
Opakujte nové heslo:
Bezpečnostní kontext %s byl přiřazen.
Hesla se neshodují.
Úspěch
Symbol nenalezen
Systémová chyba
Účet je uzamčen z důvodu %u neúspěšných pokusů o přihlášení.
Výchozí bezpečnostní kontext je %s.
Heslo nebylo změněno.
Návratová hodnota by měla být ignorována rozhodovacím mechanismem PAM
Chybí výchozí typ pro roli %s.
Od posledního úspěšného došlo k %d neúspěšnému pokusu o přihlášení.
Od posledního úspěšného došlo k %d neúspěšným pokusům o přihlášení.
Proběhlo příliš mnoho přihlášení pro '%s'.
Toto není platný bezpečnostní kontext.
Nezdařilo se vytvořit a inicializovat adresář '%s'.
Neznámá chyba PAM
Použití: %s [--dir /cesta/k/tally-adresari] [--user uzivatelske_jmeno] [--reset]
Uživatelský účet vypršel
Údaje o oprávněních uživatele vypršely
Uživatel není znám použitému autentizačnímu modulu
Varování: Vaše heslo vyprší za %d den.
Varování: Vaše heslo vyprší za %d dny.
Varování: Počet dní do vypršení hesla: %d
Vítejte na vašem novém účtu!
Chcete zadat jinou roli nebo úroveň?
Nyní musíte změnit své heslo (vynuceno administrátorem).
Nyní musíte změnit své heslo (heslo vypršelo).
Máte poštu ve složce %s.
Máte poštu.
Máte novou poštu ve složce %s.
Máte novou poštu.
Nemáte žádnou poštu ve složce %s.
Nemáte žádnou poštu.
Máte starou poštu ve složce %s.
Máte starou poštu.
Musíte si zvolit delší heslo.
Musíte zvolit kratší heslo.
Na změnu svého hesla musíte počkat déle.
Váš účet vypršel; kontaktujte prosím svého správce systému.
nesprávná konverzace (%d)
chyba při inicializaci PAM
chyba pam_set_item()
úroveň:
login: chyba forku: %m
(sekund)
Je požadována správná role
Jsou požadovány cílová složka a názvy balíčků, které se mají stáhnout
Je požadováno jméno souboru
Je požadován název souboru, který se má instalovat
Je požadován identifikátor licence (eula-id)
Je požadován název balíčku
Je požadován název balíčku, který se má instalovat
Je požadován název balíčku, který se má odstranit
Je požadován název balíčku, pro který se má najít řešení
Je požadován řetězec, který poskytne balíček
Jsou požadovány ID repozitáře a automatické odstranění
Jsou požadovány název, parametr a hodnota
Je třeba určit název repozitáře
Je požadován hledaný výraz
Je požadován hledaný typ, např. název
Jsou požadovány typ, ID klíče a ID balíčku
Přijmout licenční smlouvu (EULA)
Přijímá se EULA
Ovlivněné balíčky:
Ovlivněné balíčky: žádné
Ujednání
Alias pro %s
Umožnit balíčkům během transakce přechod na nižší verzi
Umožnit balíčkům během transakce opětovnou instalaci
Povolit instalaci nedůvěryhodných balíčků
Je požadována nějaká akce, např. „update-package“
Restart aplikace požaduje:
Pro přijetí licenční smlouvy (EULA) je vyžadováno ověření
Pro zrušení úlohy, kterou jste sám nespustil, je vyžádováno ověření
Pro změnu parametrů repozitáře softwaru je vyžádováno ověření
Pro vymazání zprávy o aktualizaci provedené bez připojení k síti je vyžadováno ověření
Pro zvážení důvěryhodnosti klíče použitého k podepsání softwaru je vyžadováno ověření
Pro přechod softwaru na nižší verzi je vyžadováno ověření
Pro instalaci softwaru je vyžadováno ověření
Pro instalaci nedůvěryhodného softwaru je vyžadováno ověření
Pro aktualizaci systémových repozitářů je vyžadováno ověření
Reinstalace vyžaduje ověření
Pro odebrání softwaru je vyžadováno ověření
Pro opravu nainstalovaného softwaru je vyžadováno ověření
Pro nastavení síťové proxy, které se použije ke stažení softwaru, je vyžadováno ověření
Pro spuštění aktualizací bez připojení k síti je vyžadováno ověření
Pro aktualizaci softwaru je vyžadováno ověření
Pro povýšení operačního systému je vyžadováno ověření
Autor
Automaticky odstranit nepoužívané závislosti
Dostupné
Blokováno
Oprava chyb
Zrušit cizí úlohu
Ruší se
Ruší se
Skupina
Změnit parametry repozitáře softwaru
Změny
Kontrolují se používané aplikace
Kontrolují se používané knihovny
Ověřují se podpisy
Uklizeno
Uklízí se
Uklízí se balíčky
Vymazat zprávu o aktualizaci při odpojení
Příkaz selhal
Příkazový řádek
Příkaz nebyl nalezen, platné příkazy jsou:
Zařazjí se změny
Kopírují se soubory
Volby ladění
Popis
Podrobnosti k aktualizaci:
Složka nebyla nalezena
Vypnout nevyužitý časovač
Zakázáno
Distribuce
Tyto balíčky instalujte jen, když jste přesvědčeni, že jsou bezpečné.
Tento balíček instalujte, jen když jste přesvědčeni, že je bezpečný.
Tyto balíčky aktualizujte, jen když jste přesvědčeni, že jsou bezpečné.
Tento balíček aktualizujte, jen když jste přesvědčeni, že je bezpečný.
Příjímáte toto ujednání?
Příjímáte tento podpis?
Chcete povolit instalace nepodepsaného softwaru?
Při spuštění nemazat prostředí proměnných
Staženo
Stahuje se
Stahují se podrobnosti k repozitářům softwaru
Stahuje se seznam souborů
Stahují se seznamy souborů (dokončení úkolu může chvíli trvat)
Stahují se skupiny
Stahuje se seznam balíčků
Stahuje se seznam změn
Stahují se balíčky
Stahují se informace o repozitáři
Stahují se informace o aktualizacích
Doba trvání
Povoleno
Je vyžadován souhlas s licencí pro koncového uživatele
Vylepšení
Skončit po krátké prodlevě
Skončit až poté, co se načte výkonná část
Byl očekáván název balíčku, ve skutečnosti však byl obdržen soubor. Zkuste místo toho použít „pkcon install-local %s“.
Nepodařilo se kontaktovat PackageKit
Nezdařilo se zjistit stav démona
Netdařilo se zjistit vlastnosti
Nepodařilo se zjistit čas uplynulý od doby, kdy tato akce byla naposledy dokončena
Selhala instalace balíčků
Selhalo spuštění:
Selhalo načtení výkonné části
Selhalo načtení souboru s nastavením
Selhalo zpracování argumentů
Selhalo zpracování příkazového řádku
Selhalo vyhledání souboru
Selhalo ukončení výkonné části
Nepravda
Závažná chyba
Soubor již existuje: %s
Hotovo
Vytváří se seznamy balíčků
Získávají se kategorie
Získávají se závislosti
Získávají se podrobnosti
Získává se seznam souborů
Získavají se informace
Získávají se balíčky
Získávají se poskytovatelé
Získávají se repozitáře
Získávají se požadavky
Získávají se povýšení systému
Selhalo získání seznamu souborů
Získávají se transakce
Získávají se podrobnosti k aktualizacím
Získávají se aktualizace
Získávají se povýšení
Ikona
Důležitá
Opětovně nainstalovat již nainstalovaný balíček
Nainstalovat starší verzi již nainstalovaného balíčku
Nainstalovat balíček
Nainstalovat balíček „%s“, který poskytuje příkaz „%s“?
Nainstalovat podepsaný balíček
Nainstalovat balíčky bez žádosti o potvrzení
Nainstalovat místní nedůvěryhodný soubor
Nainstalováno
Instaluje se
Instaluje se povýšení systému
Instalují se aktualizace
Instalují se soubory
Instalují se balíčky
Instaluje se podpis
Instaluje se povýšení systému, což může trvat delší chvíli…
Instalují se aktualizace
Instalují se aktualizace, což může chvíli trvat…
Vydán
ID klíče
Časové razítko klíče
Adresa URL klíče
Otisk klíče
Uživatel klíče
Načítá se mezipaměť
Načítá se seznam balíčků
Je vyžadována změna nosiče
Označení nosiče
Typ nosiče
Upravuje se repozitář
Odpovídá více než jeden balíček:
Název
Žádné soubory
Žádné balíčky nevyžadují aktualizaci na novější verzi.
Nebyly nalezeny žádné balíčky
Běžná
Zastaralé uklizeno
Zastaralé balíčky
Uklízí se zastaralé
Uklízí se zastaralé balíčky
Volba „%s“ není podporovaná
Balíček
Popis balíčku
Soubory v balíčku
Balíček nebyl nalezen
Konzolové rozhraní pro PackageKit
Sledování PackageKit
Služba PackageKit
Balíčky poskytující tento soubor jsou:
Výkonná část, která se má použít, např. dummy
Nadřazený
Procentuální
Vyberte prosím příkaz, který se má spustit
Vyberte prosím balíček, který se má instalovat
Vyberte, prosím, správný balíček:
Zadejte prosím číslo od 1 do %i:
Vložte, prosím, správný nosič
Odhlašte se prosím a znovu se přihlašte, aby aktualizace mohla být dokončena, protože byly nainstalovány důležité bezpečnostní aktualizace.
Odhlašte se prosím a znovu se přihlašte, aby aktualizace mohla být dokončena.
Restartujte prosím počítač, aby aktualizace mohla být dokončena, protože byly nainstalovány důležité bezpečnostní aktualizace.
Restartujte prosím počítač, aby aktualizace mohla být dokončena.
Pouze stáhnout balíčky, aby byly připravené pro transakci
Připravené aktualizace:
Vypisovat na obrazovku strojově čitelný výstup, namísto animovaných prvků
Pokračovat ve změnách?
Dotazuje se
Skutečné jméno
Restartuje se po instalaci aktualizací…
Aktualizovat systémové repozitáře
Aktualizovat mezipaměť
Aktualizovat mezipaměť (vynutit)
Aktualizuje se mezipaměť
Aktualizuje se seznam balíčků
Opětovně nainstalováno
Opětovně se instaluje
Odebrat balíček
Odebráno
Odebírá se
Odebírají se balíčky
Odebírá se repozitář
Opětovně se balí soubory
Opravit systém
Požadují se data
Hledá se řešení
Řeší se závislosti
Výsledky:
Úloha
Spustit podobný příkaz:
Spustit příkaz za použití nevyžívané šířky pásma sítě a rovněž méně energie
Provádí se
Běží háčky
Prohledávají se aplikace
Hledat podle podrobností
Hledat podle souborů
Hledat podle názvů
Vyhledává se podle podrobností
Vyhledává se podle souboru
Vyhledává se podle názvu
Vyhledává se podle skupiny
Bezpečnostní
Restart sezení (z bezpečnostních důvodů) požaduje:
Je požadován restart sezení:
Nastavit síťovou proxy
Nastavit volby repozitáře
Nastavit filtr, například „nainstalované“
Nastavují se data
Zobrazit ladicí informace pro všechny soubory
Zobrazit volby ladění
Zobrazit verzi programu a skončit
Zobrazit verzi a skončit
Vypíná se po instalaci aktualizací…
Podobný příkaz je:
Podobné příkazy jsou:
Název zdroje softwaru
Vyžadován podpis zdroje softwaru
Spouští se
Stav
Stav
Dílčí příkazy:
Úspěšné
Vhodné balíčky jsou:
Přehled
Restart systému (z bezpečnostních důvodů) požaduje:
Restart systému požaduje:
Systémový čas
Testují se změny
Ujednání nebylo přijato.
Nebyl vložen správný nosič.
Démon se zhroutil uprostřed činnosti!
Určený filtr byl neplatný
Následující balíčky nejsou důvěryhodné:
Následující balíčky musí být vráceny na předchozí verzi:
Následující balíčky musí být nainstalovány:
Následující balíčky musí být označené jako zastaralé:
Následující balíčky musí být opětovně nainstalovány:
Následující balíčky musí být odebrány:
Následující balíčky musí být aktualizovány:
Nejvyšší stáří mezipaměti metadat, -1 znamená „nikdy“.
Balíček poskytující tento soubor je:
Proxy se nepodařilo nastavit
Vybrané balíčky mohou být již nainstalovány.
Podpis nebyl přijat.
Software není z důvěryhodného zdroje.
Transakce nemohla dále pokračovat.
Transakce se nezdařila
Nepodepsaný software nebude instalován.
Nejsou žádné balíčky k aktualizaci.
V tuto chvíli není dostupná žádná aktualizace.
V tuto chvíli není dostupné žádné povýšení.
Tomuto nástroji se nepodařilo najít všechny balíčky: %s
Tomuto nástroji se nepodařilo najít žádný dostupný balíček.
Tomuto nástroji se nepodařilo najít žádný dostupný balíček: %s
Tomuto nástroji se nepodařilo najít nainstalovaný balíček: %s
Tomuto nástroji se nepodařilo najít balíček: %s
Od doby
Transakce
Spustit aktualizace při odpojení
Nepodstatná
Pravda
Důvěřovat klíči použitému pro podepsání softwaru
Typ
Není k dispozici
Neznámý typ role
Neznámý stav
Aktualizovat softwar
Text aktualizace
Aktualizován
Nejnovější balíčky
Aktualizuje se
Aktualizují se balíčky
Aktualizují se běžící aplikace
Povýšení systému
ID uživatele
Uživatel přerušil výběr
Uživatelské jméno
Výrobce
Čeká se na ověření
Čeká se na zámek správce balíčků
Čeká se na zámek správce balíčků
Čeká ve frontě
Musíte určit soubor se seznamem, který se má vytvořit
Příkaz nebyl nalezen
Přidávám skupinu „%s“ (GID %d)…
Přidávám novou skupinu „%s“ (%d)…
Přidávám novou skupinu „%s“ (GID %d)…
Přidávám nového uživatele „%s“ (UID %d) se skupinou „%s“…
Přidávám systémového uživatele „%s“ (UID %d)…
Přidávám uživatele „%s“…
Přidávám uživatele „%s“ do skupiny „%s“…
Povoluji použití sporného uživatelského jména.
Zálohuji soubory k odstranění do %s…
Nemohu pracovat s %s. Nejedná se o adresář, soubor ani symbolický odkaz.
Nelze zpracovat speciální soubor %s
Zachycen SIG%s.
Kopíruji soubory z „%s“…
V $PATH neexistuje program jménem „%s“.
Nelze vytvořit domovský adresář „%s“: %s.
Nemohu zpracovat „%s“, řádek %d.
Vytvářím domovský adresář „%s“…
Hotovo.
Zadejte jméno odstraňované skupiny:
Zadejte jméno odstraňovaného uživatele:
Abyste mohli využívat volby --remove-home, --remove-all-files a --backup, musíte nainstalovat balík „perl“. Toho dosáhnete třeba příkazem apt-get install perl.
Jsou informace správné? [A/n]
Hledám soubory pro zálohu/odstranění…
Již není volné žádné GID z rozsahu %d-%d (FIRST_GID - LAST_GID).
Již není volné žádné GID z rozsahu %d-%d (FIRST_SYS_GID - LAST_SYS_GID).
Již není volné žádné UID z rozsahu %d-%d (FIRST_SYS_UID - LAST_SYS_UID).
Již není volný pár UID/GID z rozsahu %d-%d (FIRST_SYS_UID - LAST_SYS_UID).
Již není volný pár UID/GID z rozsahu %d-%d (FIRST_UID - LAST_UID).
Po jménech nesmí následovat žádné volby.
Nezálohuji/neodstraňuji „%s“, je to přípojný bod.
Nezálohuji/neodstraňuji „%s“, shoduje se s %s.
Nevytvářím domovský adresář „%s“.
Povolena jsou pouze jedno nebo dvě jména.
Pouze root může do systému přidávat uživatele a skupiny.
Pouze root může ze systému odstraňovat uživatele a skupiny.
Přístup odmítnut
Odstraňuji crontab…
Odstraňuji adresář „%s“…
Odstraňuji soubory…
Odstraňuji skupinu „%s“…
Odstraňuji uživatele „%s“…
Odstraňuji uživatele „%s“ ze skupiny „%s“…
Vybírám GID z rozsahu %d-%d…
Vybírám UID z rozsahu %d-%d…
Nastavuji kvótu uživatele „%s“ stejnou, jako má uživatel „%s“…
V tomto režimu můžete zadat pouze jedno jméno.
Zastaven: %s
Končím bez provedení jakékoliv akce
Volby --group, --ingroup a --gid se navzájem vylučují.
GID %d neexistuje.
GID %d je již používáno.
GID „%s“ je již používáno.
UID %d je již používáno.
Skupina „%s“ již existuje a není systémová skupina. Končím.
Skupina „%s“ již existuje jako systémová skupina. Končím.
Skupina „%s“ již existuje, ale má odlišné GID. Končím.
Skupina „%s“ již existuje.
Skupina „%s“ neexistuje.
Skupina „%s“ není systémovou skupinou. Končím.
Skupina „%s“ není prázdná!.
Skupina „%s“ nebyla vytvořena.
Domovský adresář musí být absolutní cesta.
Systémový uživatel „%s“ již existuje. Končím.
Uživatel „%s“ již existuje s odlišným UID. Končím.
Uživatel „%s“ již existuje a není to systémový uživatel.
Uživatel „%s“ již existuje.
Uživatel „%s“ neexistuje, ale bylo zadáno --system. Končím.
Uživatel „%s“ neexistuje.
Uživatel „%s“ je již členem „%s“.
Uživatel „%s“ není členem skupiny „%s“.
Uživatel „%s“ není systémovým účtem. Končím.
Uživatel „%s“ nebyl vytvořen.
Zkusit znovu? [a/N]
Neznámá proměnná „%s“ v „%s“, řádek %d.
To obvykle není třeba a můžete tím uvést systém do nepoužitelného stavu
VAROVÁNÍ: Chystáte se smazat rootovský účet (uid 0)
Varování: Zadaný domovský adresář %s již existuje.
Varování: Zadaný domovský adresář %s není přístupný: %s
Varování: zadaný domovský adresář „%s“ nepatří uživateli, kterého právě vytváříte.
Nemůžete odstranit účet z jeho primární skupiny.
„%s“ neexistuje. Používám výchozí hodnoty.
„%s“ byl ukončen signálem %d. Končím.
„%s“ vrátil chybový kód %d. Končím.
adduser verze %s
deluser verze %s
fork programu find selhal: %s
getgrnam „%s“ selhal. To se nemělo stát.
neplatný argument pro volbu
neplatná kombinace voleb
souboru passwd je zaneprázdněn, zkuste to znovu
neočekávaná chyba, nic nedělám
neočekávaná chyba, soubor passwd chybí
Příkaz „%s“
Tag <description/> se v metainfo souborech (upstream metadatech) nesmí překládat. Místo toho lokalizujte jednotlivé odstavce.
Screenshot musí obsahovat alespoň jeden obrázek nebo video aby byl užitečný. Přidejte k němu prosím <image/>.
Screenshot musí obsahovat obrázky, nebo videa, ale ne obojí zároveň. Prosíme, abyste využívali tento screenshot buď pouze na statické obrázky, nebo na videa.
VŠECHNY
Možnost prohrát v aplikaci skutečné peníze
Doplňky
pouze dospělé
Při ověřování vypisovat i nalezené drobnosti.
Nástroj pro práci s AppStream metadaty
Textové uživatelské rozhraní pro AppStream
Verze nástroje AppStream pro textové uživatelské rozhraní: %s Verze knihovny AppStream: %s
Stav nástroje AppStream:
Rozhraní příkazového řádku pro AppStream
Verze nástroje AppStream: %s
Zvuk a video
Spustitelné soubory
Občasná umělecká nahota
Zabaleno s
Do umístění mezipaměti „%s“ se nedaří zapisovat.
Kreslené postavy v agresivních střetech
Kreslené postavy v nebezpečných situacích
Kategorie
Kodeky
Písma
Vstupní zdroje
Jazyková data
Překlady
Vytváření a úprava zvuku
Zajímavé
Přehrávače hudby
Okamžitá textová komunikace
Novinky
Webové prohlížeče
Ladící nástroje
Integrovaná vývojová prostředí
Astronomie
Chemie
Jazyky
Matematika
Akce
Dobrodružství
Arkády
Bloky
Deskové
Karetní
Emulátory
Dětské
Logické
RPG
Sporty
Strategie
3D grafika
Fotografie
Skenování
Vektorová grafika
Prohlížeče
Kalendář
Databáze
Textový procesor
Umělá inteligence
Robotika
Souborový systém
Zabezpečení
Dohledování systému
Emulátory terminálu
Textové editory
Osoby v agresivních střetech snadno odlišitelných od skutečnosti
Osoby v nebezpečných situacích snadno odlišitelných od skutečnosti
Zjišťuje se nejnovější verze aplikace
Komunikace a novinky
Porovnat dvě čísla verzí.
Součást
Součást „%s“ nemá kandidáta na instalaci.
Povinné pro
Nepodařilo se najít součást poskytující „%s::%s“.
Vytvořit šablonu pro metainfo soubor (pro vyplnění v upstream projektu).
Ostatky lidských mrtvol zabrané do detailů
URL výchozího ukázkového snímku obrazovky
Výchozí formát metadat (platné hodnoty jsou „xml“ a „yaml“).
Vyobrazení krveprolití a mrzačení lidí
Vyobrazení znesvěcení lidmi v moderní době
Vyobrazení otroctví v moderní době
Vyobrazení nebo zmínky o znesvěcení v dávné minulosti
Vyobrazení nebo zmínky o otroctví v dávné minulosti
Vyobrazení skutečných osob v agresivních konfliktech
Vývojáři
Nástroje pro vývoj
Přímé zmínky o cizoložství
Přímé zmínky o prostituci
Diskriminace cílící na způsobení citové újmy
Zobrazit stavové informace o dostupných AppStream metadatech.
Nepoužívat síť.
Neobarvovat výstup.
Vypsat surová XML metadata součásti s tímto identifikátorem.
malé děti
Výuka
Vynutit aktualizaci mezipaměti.
Chyba při načítání fondu metadat: %s
všechny
všechny 10+
Výslovná diskriminace založená na pohlaví, sexuální orientaci, rase nebo náboženství
Výslovné odkazy na konkrétní výrobce nebo značky výrobků
Rozšiřuje
Trvalý firmware
Příležitostné hraní s žetony nebo kreditem
Hraní o skutečné peníze
Hraní o fiktivní peníze
Hry
Obecné
Získat informace o součásti podle jejího identifikátoru.
Grafické vyobrazení znesvěcení lidských těl
Grafické vyobrazení znesvěcení v moderní době
Grafické vyobrazení otroctví v moderní době
Grafické vyobrazení aktu cizoložství
Grafické vyobrazení aktu prostituce
Grafické znázornění sexuálního chování
Grafické vyobrazení sexuálního chování mezi lidmi stejného pohlaví
Grafické násilí snadno odlišitelné od reality
Grafické vyobrazení násilí páchaného na kreslených postavách
Grafické násilí páchané na skutečných osobách
Grafika a fotografie
Skupina
Domovská stránka
Sady ikon
Identifikátor
Nepřímé zmínky o cizoložství
Nepřímé zmínky o homosexualitě
Nepřímé zmínky o prostituci
Nainstalovat soubor s metadaty na správné místo.
Nainstalovat software odpovídající identifikátoru součásti.
Vybrán neplatný typ pro poskytovanou položku. Platné hodnoty jsou:
Polibky dvou lidí stejného pohlaví
Knihovny
Licence
Ručně nastavené umístění mezipaměti AppStream.
Ručně nastavené umístění, ve kterém hledat metadata AppStream.
plnoleté
Humor o sexu a pro dospělé
Soubor s metadaty „%s“ neexistuje.
Soubory s metadaty obsahují chyby:
Lehké nebo občasné používání vulgárních výrazů
Mírně realistické osoby v nebezpečných situacích
Alternativní názvy modulů
Střídmé používání vulgárních výrazů
Moderovaná textová komunikace mezi uživateli
Špatný pohled na konkrétní skupinu lidí
Žádná možnost prohrát skutečné peníze
Žádná reklama jakéhokoliv druhu
Žádné zabíjení
Žádné kreslené násilí
Nebyla nalezena žádná komponenta odpovídající „%s“.
Žádné diskriminační řeči jakéhokoliv druhu
Žádné fantazie o násilí
Žádné hraní jakéhokoliv druhu
Žádný nevhodný humor
Žádná nahota jakéhokoliv typu
Žádné vulgární výrazy jakéhokoliv typu
Žádné realistické násilí
Žádné zmínky o cizoložství
Žádné zmínky o alkoholu
Žádné zmínky o znesvěcení
Žádné zmínky o homosexualitě
Žádné zmínky o zakázaných drogách
Žádné zmínky o sexu nebo jeho vyobrazení
Žádné zmínky o prostituci
Žádné zmínky o otroctví
Žádné zmínky o tabákových výrobcích
Žádné sexuální násilí
Žádné sexualizované postavy
Žádné sdílení fyzické polohy s ostatními uživateli
Žádné sdílení uživatelských jmen ze sociálních sítí a e-mailových adres
Žádné sdílení informací o uživateli se třetími stranami
Nebyl nalezen žádný použitelný správné balíčků pro příkazový řádek. Zajistěte, aby byl k dispozici například „pkcon“ (součást PackageKit).
Nezadali jste co se má hledat.
Žádné viditelné pozůstatky lidských mrtvol
Žádný způsob, jak komunikovat s ostatními uživateli
Žádný způsob, jako hovořit s ostatními uživateli
Kancelář
Neznámá předvolba „%s“.
Otevřeně sexualizované lidské postavy
Vypsat podrobnosti o nalezené součásti.
Vyobrazení produktů
Skupina projektu
Dlouhotrvající nahota
Poskytované položky
Provokativní zmínky nebo vyobrazení
Python (veze 2)
Znásilnění nebo jiné násilné sexuální chování
Realistické zabíjení
Znovu vytvořit mezipaměť metadat součástí.
Zmínky o alkoholických nápojích
Zmínky o zakázaných drogách
Zmínky o tabákových výrobcích
Odebrat software odpovídající identifikátoru součásti.
Spuštěním „%s --help“ si zobrazíte úplný seznam možných předvoleb příkazového řádku.
Spuštěním „%s --help“ si zobrazíte úplný seznam možných předvoleb příkazového řádku a „%s %s --help“ těch pro konkrétní dílčí příkaz.
Dočasně nahrávaný firmware
Skrovně oděné lidské postavy
Věda
Prohledat databázi součástí.
Zmínky o sexu nebo jeho vyobrazení
Sdílení diagnostických dat, dle kterých se nedá identifikovat uživatel
Sdílení informací, dle kterých se dá identifikovat uživatel
Sdílení fyzické polohy s ostatními uživateli
Sdílení uživatelských jmen ze sociálních sítí a e-mailových adres
Zobrazovat doplňující informace pro ladění.
Zobrazit verzi programu.
Bláznivý humor
Hrubé nebo časté používání vulgárních výrazů
Shrnutí
Shrnutí:
mládež
Soubor .desktop pro „%s“ neexistuje.
Je třeba, aby TYPE (typ) byl platný typ komponenty, jako např.: %s
Typ „%s“ softwarové součásti není platný pro AppStream. Možné hodnoty jsou:
Tento příkaz přijímá volitelné poziční parametry TYPE (typ) a FILE (soubor), kde FILE je soubor do kterého zapsat (nebo „-“ pro standardní výstup).
Příliš mnoho parametrů: potřebuje dvě čísla verzí nebo čísla verzí a porovnávací operátor.
URL nebylo nalezeno na serveru.
Nepodařilo se vytvořit soubor s šablonou metainformací: „%s“
Nedaří se převést soubor: Nepodařilo se zjistit výstupní formát, nastavte ho výslovně pomocí přepínače „--format“.
Nepodařilo se nalézt součást odpovídající %s!
Nepodařilo se nalézt součást s identifikátorem „%s“!
Nedaří se načíst .desktop soubor: %s
Nedaří se uložit soubor s metainformacemi šablony: %s
Nepodařilo se spustit správce balíčků: %s
Neřízená zvuková nebo obrazová komunikace mezi uživateli
Neřízená textová komunikace mezi uživateli
Neznámá deklarace porovnání „%s“. Platné hodnoty jsou:
Nerealistické zabíjení
Požívání alkoholických nápojů
Používání zakázaných drog
Používání tabákových výrobků
Použít daný .desktop soubor pro vyplnění základních hodnot do souboru s metainformacemi.
Interakce uživatel s uživatelem, bez textové komunikace
Uživatelé jsou vybízení k přispění skutečnými penězi
Uživatelé jsou vybízení k nákupu konkrétního skutečného zboží
Nástroje
Ověřit zda XML AppStream soubor neobsahuje chyby.
Ověřit zda nainstalovaný strom souborů aplikace obsahuje platná metadata.
Ověření se nezdařilo: %s
Ověření bylo úspěšné.
Ověření bylo úspěšné: %s
Verze: %s
Viditelné pozůstatky lidských mrtvol
Vulgární nebo postelový humor
Je k dispozici informace o %i softwarové součásti.
Informace o přepínačích pro konkrétní dílčí příkazy obdržíte připojením „--help“ (nápověda) k dílčímu příkazu.
K provedení této činnosti možná budete potřebovat oprávnění správce systému.
Aby bylo možné vytvořit šablonu, je třeba zadat typ softwarové součásti AppStream. Možné hodnoty jsou:
Jako parametry je třeba zadat přinejmenším dvě čísla verzí pro porovnání.
Je třeba zadat příkaz.
Je třeba zadat identifikátor součásti.
Je třeba určit soubor s metadaty.
Aby mohlo začít ověřování, je třeba zadat kořenovou složku!
Je třeba zadat výraz, který se má hledat.
Je třeba zadat vstupní a výstupní soubor.
app;apka;aplikace;balíček;balík;program;sada;příslušenství;nástroj;pomůcka
chyby: %lu
informace: %lu
drobnosti: %lu
varování: %lu
Kandidát:
Instalovaná verze:
Chybějících:
Smíšených virtuálních balíků:
Normálních balíků:
Čistě virtuálních balíků:
Jednoduchých virtuálních balíků:
Tabulka verzí:
Hotovo
[Nainstalovaný]
[Není kandidátská verze]
[Pracuji]
selhalo.
nebo
%i balík může být aktualizován. Zobrazíte jej „apt list --upgradable“.
%i balíky mohou být aktualizovány. Zobrazíte je „apt list --upgradable“.
%lu degradováno,
%lu instalováno nebo odstraněno pouze částečně.
%lu balík byl nainstalován automaticky a již není potřeba.
%lu balíky byly nainstalovány automaticky a již nejsou potřeba.
%lu přeinstalováno,
%lu k odstranění a %lu neaktualizováno.
%lu aktualizováno, %lu nově instalováno,
%s (kvůli %s)
%s -> %s s prioritou %d
%s nemůže být označen, protože není nainstalovaný.
%s neakceptuje žádné argumenty
%s nemá žádné závislosti pro sestavení.
%s je již nejnovější verze (%s).
%s bude podržen v aktuální verzi.
%s nastaven jako instalovaný automaticky.
%s nastaven jako instalovaný ručně.
%s již nebyl držen v aktuální verzi.
%s již byl podržen v aktuální verzi.
%s již byl nastaven jako instalovaný automaticky.
%s již byl nastaven jako instalovaný ručně.
(žádná)
--fix-missing a výměna média nejsou momentálně podporovány
--force-yes je zastaralé, použijte některou z voleb začínajících --allow.
Byl zadán proxy server, ale ne přihlašovací skript. Acquire::ftp::ProxyLogin je prázdný.
Odpověď přeplnila buffer.
Přerušeno.
Instalace se přerušuje.
Po této operaci bude na disku uvolněno %sB.
Po této operaci bude na disku použito dalších %sB.
Všechny balíky jsou aktuální.
Argumenty nejsou v párech
Byl zaznamenán nejméně jeden neplatný podpis.
Autentizační varování potlačeno.
Automaticky zakázáno %s kvůli chybné odpovědi od serveru/proxy. (man 5 apt.conf)
Chybné standardní nastavení!
Špatné datové záhlaví
Chybná hlavička
Poškozené balíky
Příkaz pro sestavení „%s“ selhal.
Cache není synchronizovaná, nelze se odkázat na soubor balíku
Nelze najít balík „%s“ z vydání „%s“
Nelze najít balík „%s“ s verzí „%s“
Nelze najít balík pro architekturu „%s“
Nelze najít verzi „%s“ balíku „%s“
Podržení balíku %s v aktuální verzi bylo zrušeno.
Nelze navázat spojení na %s:%s (%s).
Zkontrolujte, zda je nainstalován balík „dpkg-dev“.
Podepsaný soubor není platný, obdrženo „%s“ (vyžaduje přístup na síť ověření?)
Konfigurační volby a syntaxe jsou popsány v apt.conf(5). Informace o nastavení zdrojů se nachází v sources.list(5). Výběr balíků a verzí je možno vyjádřit pomocí apt_preferences(5). Podrobnosti o zabezpečení jsou dostupné v apt-secure(8).
Pro zdrojové balíky nastaví build-dependencies
Připojeno k %s (%s)
Připojování k %s
Připojování k %s (%s)
Spojení bylo předčasně ukončeno
Spojení selhalo
Čas spojení vypršel
Čas spojení vypršel
Opravují se závislosti…
Nelze navázat socket
Nelze připojit datový socket, čas spojení vypršel
Nelze připojit pasivní socket.
Nelze se připojit k %s:%s (%s), čas spojení vypršel
Nelze se připojit k %s:%s (%s).
Nelze vytvořit socket
Nelze vytvořit socket pro %s (f=%u t=%u p=%u)
Nelze určit jméno socketu
Nelze spustit „apt-key“ pro ověření podpisu (je gnupg nainstalováno?)
Nelze naslouchat na socketu
Nelze přeložit „%s“
Nelze určit volné místo v %s
Nelze najít balík %s
Spojení datového socketu vypršelo
Datový socket vypršel
Přenos dat selhal, server řekl „%s“
Přímé spojení k doménám %s je implicitně blokováno.
Disk nebyl nalezen.
Aktualizace distribuce, viz apt-get(8)
Chcete přijmout tyto změny a pokračovat v používání tohoto repositáře?
Chcete pokračovat?
Chcete smazat všechny dříve stažené .deb soubory?
Stažení selhalo
Stáhne a zobrazí seznam změn daného balíku
Stahování dokončeno v režimu pouze stáhnout
Stáhne zdrojové archivy
Stáhne binární balík to aktuálního adresáře
EPRT selhal, server řekl: %s
Prázdné soubory nejsou platnými archivy
Smaže stažené archivy
Smaže staré stažené archivy
Chyba čtení ze serveru
Chyba čtení ze serveru. Druhá strana zavřela spojení
Chyba zápisu do souboru
Nezbytné balíky byly odstraněny a -y bylo použito bez --allow-remove-essential.
Spuštění dpkg selhalo. Jste root?
Selhalo
Selhalo vytvoření meziprocesové roury k podprocesu
Selhalo stažení %s %s
Stažení některých archivů selhalo.
Selhalo připojení „%s“ na „%s“
Nepodařilo se zpracovat %s. Zkusit znovu upravit?
Chyba při zpracování závislostí pro sestavení
Nelze nastavit čas modifikace
Selhalo vyhodnocení
Nelze vyhodnotit %s
Stažení zdroje %s
Staženo %sB za %s (%sB/s)
Soubor má neočekávanou velikost (%llu != %llu). Neprobíhá synchronizace zrcadla?
Soubor nebyl nalezen
Řídí se podle výběru v dselectu
Fulltextové hledání
Stahuje se:%lu %s
GetSrvRec %s selhalo
Podržené balíky byly změněny a -y bylo použito bez --allow-change-held-packages.
Mám:%lu %s
Hmm, zdá se, že AutoRemover zničil něco, co neměl. Nahlaste prosím chybu v apt.
Jak podivné… velikosti nesouhlasí, ohlaste to na apt@packages.debian.org
Nicméně následující balíky jej nahrazují:
Jestliže jste chtěli použít Tor, použijte %s namísto %s.
Instaluje nové balíky (balík je libc6, ne libc6.deb)
Instalovat tyto balíky bez ověření?
Vnitřní chyba, AutoRemover pokazil věci
Vnitřní chyba
Vnitřní chyba, InstallPackages byl zavolán s porušenými balíky!
Vnitřní chyba, třídění nedoběhlo do konce
Vnitřní chyba, řešitel problémů pokazil věci
Vnitřní chyba: Dobrý podpis, ale nelze zjistit otisk klíče?!
Neplatné URI, lokální URI nesmí začínat na //
Neplatný operátor „%c“ na pozici %d, mysleli jste „%c%c“ nebo „%c=“? V: %s
Klíč je uložen v zastaralé klíčence trusted.gpg (%s), podrobnosti viz část DEPRECATION v manuálové stránce apt-key(8).
Vypíše jména všech balíků v systému
Vypisuje se
Přihlašování
Příkaz „%s“ přihlašovacího skriptu selhal, server řekl: %s
Označí balík jako podržený v aktuální verzi
Označí všechny závislosti metabalíků jako instalované automaticky
Označí dané balíky jako instalované automaticky
Označí dané balíky jako instalované ručně
Výměna média: vložte prosím disk nazvaný „%s“ do mechaniky „%s“ a stiskněte [Enter]
Slučují se dostupné informace
Více informací naleznete online v Poznámkách k vydání na: %s
Nejpoužívanější příkazy:
Musíte zadat alespoň jeden balík, pro který budou kontrolovány závislosti pro sestavení
Musíte zadat aspoň jeden balík, pro který se stáhnou zdrojové texty
Musíte zadat aspoň jeden pár url/jméno souboru
INFO: Toto je pouze simulace! %s vyžaduje pro skutečný běh rootovská oprávnění. Mějte také na paměti, že je vypnuto zamykání, tudíž tyto výsledky nemusí mít s realitou nic společného!
INFO: Balík „%s“ je spravován v systému pro správu verzí „%s“ na: %s
Jako argument vyžaduje jedno URL
Nutno stáhnout %sB archivů.
Nutno stáhnout %sB zdrojových archivů.
Nutno stáhnout %sB/%sB archivů.
Nutno stáhnout %sB/%sB zdrojových archivů.
Na výchozím přípojném bodu nebylo rozpoznáno/nalezeno žádné CD-ROM. Můžete zkusit zadat přípojný bod CD-ROM volbou --cdrom. Více o rozpoznávání CD-ROM a přípojných bodech naleznete v „man apt-cdrom“.
O architektuře %s nejsou známy žádné informace. Pro nastavení si přečtěte část APT::Architectures v manuálové stránce apt.conf(5)
Žádné změny nejsou nutné
Nebyly nalezeny žádné balíky
Pozn: vybírám „%s“ pro masku „%s“
Pozn: vybírám „%s“ pro regulární výraz „%s“
Pozn: vybírám „%s“ pro úlohu „%s“
Pozn: Vybírám „%s“ místo „%s“
Pro získání závislostí pro sestavení se používá adresář „%s“
Pro získání závislostí pro sestavení se používá soubor „%s“
Poznámka: Toto má svůj důvod a děje se automaticky v dpkg.
PASS selhal, server řekl: %s
Balík %s je virtuální balík poskytovaný:
Balík %s není dostupný, ale jiný balík se na něj odkazuje. To může znamenat že balík chybí, byl zastarán, nebo je dostupný pouze z jiného zdroje
Balík %s verze %s má nesplněné závislosti:
Balík „%s“ nemá kandidáta pro instalaci
Balík „%s“ není nainstalován, nelze tedy odstranit
Balík „%s“ není nainstalován, nelze tedy odstranit. Mysleli jste „%s“?
Soubory balíku:
Balík je potřeba odstranit ale funkce Odstranit je vypnuta.
Balíky byly degradovány a -y bylo použito bez --allow-downgrades.
Provede aktualizaci
Vybírám „%s“ jako zdrojový balík místo „%s“
Vypíchnuté balíky:
Vložte prosím médium do mechaniky a stiskněte [Enter]
Zadejte prosím název tohoto média, např. „Debian 5.0.3 Disk 1“
Pro přidání CD do APTu použijte apt-cdrom. apt-get update nelze využít pro přidávání nových CD.
Pro stažení nejnovějších (možná dosud nevydaných) aktualizací balíku prosím použijte: %s
Pro pokračování stiskněte [Enter].
Vypíše seznam balíků instalovaných automaticky
Vypíše seznam balíků instalovaných ručně
Vypíše seznam podržených balíků
Problém s kontrolním součtem souboru
Porušení protokolu
Dotaz
Chyba čtení
Doporučované balíky:
Chyba při kompilaci regulárního výrazu - %s
Přeinstaluje balíky (balík je libc6, ne libc6.deb)
Přeinstalace %s není možná, protože nelze stáhnout.
Automaticky odstraní nepoužívané balíky
Odstraní balíky
Odstraní balíky včetně konfiguračních souborů
Odstranění nezbytných systémově-kritických balíků není povoleno. Může to rozbít systém.
Tento proces opakujte pro všechna zbývající média.
Repositář „%s“ změnil svou hodnotu „%s“ z „%s“ na „%s“
Získá seznam nových balíků
Splní řetězec závislostí
V seznamu balíků hledá regulární výraz
Více informací o dostupných příkazech naleznete v %s.
Výběr selhal
%s byl vybrán pro instalaci.
%s byl vybrán pro odstranění včetně konfguračních souborů.
%s byl vybrán pro odstranění.
Vybraná verze „%s“ (%s) pro „%s“
Vybraná verze „%s“ (%s) pro „%s“ kvůli „%s“
Server uzavřel spojení
Zobrazí informace o balíku
Zobrazí nastavenou politiku
Zobrazí závislosti balíku
Zobrazí reverzní závislosti balíku
Zobrazí zdrojové záznamy
Podpis klíčem %s používá slabý algoritmus (%s)
Podepsaný soubor není platný, obdrženo „%s“ (vyžaduje přístup na síť ověření?)
%s bude přeskočen, protože je již nainstalován.
%s bude přeskočen, protože není nainstalován a vyžadovány jsou pouze aktualizace.
Přeskakuje se dříve stažený soubor „%s“
Přeskakuje se rozbalení již rozbaleného zdroje v %s
Během rozbalování se vyskytly chyby. Balíky, které se nainstalovaly
Některé soubory nemohly být staženy
Některé balíky nemohly být autentizovány
Některé balíky nemohly být instalovány. To může znamenat, že požadujete nemožnou situaci, nebo, pokud používáte nestabilní distribuci, že vyžadované balíky ještě nebyly vytvořeny nebo přesunuty z Příchozí fronty.
Něco hodně ošklivého se přihodilo při překladu „%s:%s“ (%i - %s)
Řadí se
Navrhované balíky:
Podporované moduly:
Systémová chyba při překladu „%s:%s“
TYPE selhal, server řekl: %s
Dočasné selhání při zjišťování „%s“
Http server poslal neplatnou hlavičku Content-Length
Http server poslal neplatnou hlavičku Content-Range
Http server poslal neplatnou hlavičku odpovědi
Následující NOVÉ balíky budou nainstalovány:
Následující dodatečné balíky budou instalovány:
Následující podržené balíky budou změněny:
Následující informace vám mohou pomoci vyřešit tuto situaci:
Následující balík z tohoto systému zmizel, protože všechny jeho soubory byly přepsány jinými balíky:
Následující balíky z tohoto systému zmizely, protože všechny jejich soubory byly přepsány jinými balíky:
Následující balík byl nainstalován automaticky a již není potřeba:
Následující balíky byly nainstalovány automaticky a již nejsou potřeba:
Následující balíky jsou podrženy v aktuální verzi:
Následující balíky mají nesplněné závislosti:
Následující balíky budou DEGRADOVÁNY:
Následující balíky budou ODSTRANĚNY:
Následující balíky budou označeny jako instalované automaticky:
Následující balíky budou aktualizovány:
Následující podpisy nemohly být ověřeny, protože není dostupný veřejný klíč:
Následující podpisy jsou neplatné:
Nelze přečíst seznam zdrojů.
Server zamítl naše spojení a řekl: %s
Příkaz update neakceptuje žádné argumenty
Existuje %i další záznam. Zobrazíte jej přepínačem „-a“.
Existují %i další záznamy. Zobrazíte je přepínačem „-a“.
Existuje %i další verze. Zobrazíte ji přepínačem „-a“.
Existují %i další verze. Zobrazíte je přepínačem „-a“.
Vyskytly se neověřené balíky a -y bylo použito bez --allow-unauthenticated.
Tato APT má schopnosti svaté krávy.
Tento APT pomocník má schopnosti svatého čehokoliv.
Tento HTTP server má porouchanou podporu rozsahů
Tento příkaz je zastaralý, použijte místo něj „apt-mark auto“ a „apt-mark manual“.
Tento příkaz je zastaralý, použijte místo něj „apt-mark showauto“.
Celkem vztahů popis/soubor:
Celkem poskytnutých mapování:
Celkem závislostí:
Celkem různých popisů:
Celkem různých verzí:
Celkem globovaných řetězců:
Celkem názvů balíků:
Celkem struktur balíků:
Celkem jalového místa:
Celkem přiřazeného místa:
Celkem vztahů ver/soubor:
Udáno „pouze triviální“, ovšem toto není triviální operace.
USER selhal, server řekl: %s
Nelze přijmout spojení
Nelze se připojit k %s:%s:
Nelze opravit závislosti
Nelze opravit chybějící balíky.
Nelze určit lokální jméno
Nelze určit jméno druhé strany
Nelze stáhnout soubor, server řekl „%s“
Nelze stáhnout některé archivy. Možná spusťte apt-get update nebo zkuste --fix-missing?
Nelze najít zdrojový balík pro %s
Nelze získat závislosti pro sestavení %s
Nelze vyvolat
Nelze najít balík %s
Nelze zamknout adresář pro stahování
Nelze minimalizovat sadu pro aktualizaci
Nelze číst databázi na cdrom %s
Nelze odeslat příkaz PORT
Nelze odpojit CD-ROM v %s - možná se stále používá.
Neznámá rodina adres %u (AF_*)
Neznámý formát data
Neznámá chyba při spouštění apt-key
Nesplněné závislosti. Zkuste spustit „apt --fix-broken install“ bez balíků (nebo navrhněte řešení).
Příkaz pro rozbalení „%s“ selhal.
Zruší podržení balíku v aktuální verzi
Zadán nepodporovaný soubor %s
Použití %s je preferováno před zadáním přihlašovacích údajů přímo v %s v záznamu „%s“
Použití: apt [volby] příkaz apt je řádkový správce balíků a poskytuje příkazy pro jejich hledání, správu a také pro zjišťování informací o balících. Poskytuje stejnou funkcionalitu jako specializované APT nástroje typu apt-get a apt-cache, ale je lépe nastaven pro interaktivní použití.
Použití: apt-cdrom [volby] příkaz apt-cdrom se používá pro přidání CD, USB klíčenek a jiných vyjímatelných médií jako zdrojů pro APT. Přípojný bod a informace o zařízení se získává z apt.conf(5), udev(7) a fstab(5).
Použití: apt-config [volby] příkaz apt-config je jednoduchý nástroj pro nastavení voleb používaných všemi nástroji rodiny APT. Převážně je zamýšlen pro ladění a skriptování.
Použití: apt-get [volby] příkaz apt-get [volby] install|remove balík1 [balík2 …] apt-get [volby] source balík1 [balík2 …] apt-get je řádkové rozhraní pro stahování balíků a informací o nich z ověřených zdrojů a pro instalaci, aktualizaci a odstranění balíků včetně jejich závislostí.
Použití: apt-helper [volby] příkaz apt-helper [volby] cat-file soubor apt-helper [volby] download-file uri cílová_cesta apt-helper zaobaluje nejrůznější příkazy pro shellové skripty, např. aby použily stejné nastavení proxy nebo způsob stahování, jako by použila APT.
Použití: apt-mark [volby] {auto|manual} balík1 [balík2 …] apt-mark je jednoduché řádkové rozhraní pro označování balíků jako instalovaných ručně nebo automaticky. Také umí manipulovat s dpkg(1) stavem balíků a vypsat všechny balíky s/bez konkrétního označení.
Pro jeho odstranění použijte „%s“.
Pro jejich odstranění použijte „%s“.
Ověří, zda se nevyskytují porušené závislosti
Virtuální balíky jako „%s“ nemohou být odstraněny
VAROVÁNÍ: Následující nezbytné balíky budou odstraněny. Pokud přesně nevíte, co děláte, NEDĚLEJTE to!
VAROVÁNÍ: Následující balíky nemohou být autentizovány!
Čeká se na hlavičky
Neměli bychom mazat věci, nelze spustit AutoRemover
Chyba zápisu
Chybné CD
V %s nemáte dostatek volného místa.
Pro opravení můžete spustit „apt --fix-broken install“.
Musíte zadat alespoň jeden vyhledávací vzor
Měli byste explicitně vybrat jeden k instalaci.
Soubor „%s“ se změnil, spusťte prosím „apt-get update“.
[instalovaný,automaticky-odstranitelný]
[instalovaný,automaticky]
[instalovaný,lokální]
[instalovaný,aktualizovatelný na: %s]
[instalovaný]
[zbytkové-konfigurační-coubory]
[aktualizovatelný z: %s]
chyby nad touto hláškou. Opravte je a poté znovu spusťte [I]nstalovat
analyzuje výraz
automaticky odstraní nepoužívané balíky
ale %s je nainstalován
ale %s se bude instalovat
ale je to virtuální balík
ale nebude se instalovat
ale nedá se nainstalovat
ale není nainstalovaný
spojí soubory, automaticky je rozbalí
detekuje proxy pomocí apt.conf
stáhne zadané uri do cílové cesty
před spuštěním příkazu zahodí oprávnění
upraví soubor se zdroji balíků
získá nastavení přes shellové vyhodnocování
getaddrinfo nezískal naslouchající socket
nainstaluje balíky
vypíše balíky podle jmen
vyhledá SRV záznam (např. _http._tcp.ftp.debian.org)
není skutečný balík (virtuální)
o nesplněných závislostech. To je v pořádku, důležité jsou pouze
fázována
přeinstaluje balíky
odstraní balíky
splní řetězec závislostí
hledá v popisech balíků
zobrazí podrobnosti balíku
zobrazí aktuálně platné nastavení
neznámá
aktualizuje seznam dostupných balíků
aktualizuje systém instalací/aktualizací balíků
aktualizuje systém instalací/aktualizací/odstraněním balíků
počká, až bude systém online
budou zkonfigurovány. To může způsobit duplicitní chybové hlášky
Zpřístupněný popis
Zpřístupněná vrstva
Zpřístupněná hodnota MDI
Zpřístupněný název
Zpřístupněný rodič
Zpřístupněná role
Zpřístupněný nadpis tabulky
Zpřístupněný objekt nadpisu tabulky
Zpřístupněný popis sloupce tabulky
Zpřístupněné záhlaví sloupce tabulky
Zpřístupněný popis řádku tabulky
Zpřístupněné záhlaví řádku tabulky
Zpřístupněný souhrn tabulky
Zpřístupněná hodnota
Popis objektu formátovaný pro použití technologiemi zpřístupnění
Index konce
Používá se pro upozornění, že nadpis tabulky byl změněn
Používá se pro upozornění, že nadpis tabulky byl změněn; tato vlastnost by se neměla používat. Místo toho by se mělo používat accessible-table-caption-object
Používá se pro upozornění, že popis sloupce tabulky byl změněn
Používá se pro upozornění, že záhlaví sloupce tabulky bylo změněno
Používá se pro upozornění, že popis řádku tabulky byl změněn
Používá se pro upozornění, že záhlaví řádku tabulky bylo změněno
Používá se pro upozornění, že souhrn tabulky byl změněn
Používá se pro upozornění, že hodnota byla změněna
Počet zpřístupněných odkazů hypertextu
Počet ukotvení
Název instance objektu formátovaný pro použití technologiemi zpřístupnění
Rodič aktuálního zpřístupnění, tak jak jej vrací funkce atk_object_get_parent()
Vybraný odkaz
Určuje, jestli je objekt AtkHyperlink vybrán
Index začátku
Zpřístupněná hodnota MDI tohoto objektu
Zpřístupněná vrstva tohoto objektu
Zpřístupněná role tohoto objektu
Aplikace již neexistuje
Index konce objektu AtkHyperlink
Počet ukotvení asociovaných s objektem AtkHyperlink
Počet odkazů, které má aktuální AtkHypertext
Indek začátku objektu AtkHyperlink
popisek klávesové zkratky
přijatelné
upozornění
animace
aplikace
šipka
článek
zvuk
autodoplnění
špatné
nejlepší
citace
kalendář
plátno
titulek
graf
zaškrtávací políčko
zaškrtávací položka nabídky
výběr barvy
záhlaví sloupce
kombo box
komentář
editor data
definice
seznam definic
termín definice
hodnota definice
rám pracovní plochy
ikona pracovní plochy
číselník
panel adresářů
e-mail dokumentu
rám dokumentu
prezentace v dokumentu
tabulka v dokumentu
text v dokumentu
webová stránka v dokumentu
kreslicí oblast
editační lišta
vložená komponenta
vstupní pole
výběr souboru
plnič
výběr písma
zápatí
formulář
rám
skleněný panel
dobré
skupiny
záhlaví
záhlaví
vysoké
kontejner html
ikona
obrázek
obrázková mapa
informační lišta
okno vstupní metody
interní rám
neplatný
popisek
orientační bod
vrstvený panel
ukazatel úrovně
odkaz
seznam
seznam
položka seznamu
záznam
běžící text
matematika
střední
nabídka
panel nabídky
tlačítko nabídky
položka nabídky
oznámení
panel voleb
strana
záložka stránky
seznam záložek stránky
odstavec
text hesla
vyskakovací nabídka
lišta průběhu
tlačítko
rádiové tlačítko
přepínací položka nabídky
hodnocení
redundantní objet
kořenový panel
záhlaví řádku
pravítko
posuvná lišta
posuvný panel
oddíl
oddělovač
posunovač
otáčecí tlačítko
oddělený panel
stavová-lišta
silné
tabulka
buňka tabulky
záhlaví sloupce tabulky
řádek tabulky
záhlaví řádku tabulky
odtrhávací položka nabídky
terminál
časovač
záhlaví
přepínač
nástrojová lišta
tip
strom
položka stromu
stromová tabulka
neznámý
velmi špatné
velmi dobré
velmi vysoké
velmi nízké
velmi silné
velmi slabé
pohled
slabé
okno
-k --no-db-lookup Nezjišťovat typ služby databáze -b --dump-db Vypsat typ služby databáze
%s [options] -h --help Zobrazit tuto nápovědu -s --ssh Procházet SSH servery -v --vnc Procházet VNC servery -S --shell Procházet SSH a VNC servery -d --domain=DOMAIN Zadání domény k procházení
%s [options] <Nový název hostitele> -h --help Zobratit tutu nápovědu -V --version Zobrazit verzi -v --verbose Povolit podrobný režim
: Cache vyčerpána
<i>Žádná služba není aktuálně vybrána.</i>
Přístup zamítnut
Adresa
Adresa:
Neočekávaná chyba D-Bus
Avahi klient selhal: %s
Avahi rozpoznávač selahl: %s
Špatný počet argumentů
Nevyhovující stav
Procházet typy služeb
Procházení služeb v doméně <b>%s</b>:
Procházení služeb na <b>místní síti</ b>:
Procházení...
Zrušeno.
Změnit doménu
Vyberte SSH server
Vyberte Shell Server
Vyberte VNC server
Klient selhal, ukončení: %s
Připojování k '%s' ...
Selhání DNS: FORMERR
Selhání DNS: NOTAUTH
Selhání DNS: NOTIMP
Selhání DNS: NOTZONE
Selhání DNS: NXDOMAIN
Selhání DNS: NXRRSET
Selhání DNS: REFUSED
Selhání DNS: SERVFAIL
Selhání DNS: YXDOMAIN
Selhání DNS: YXRRSET
Připojení démona selhalo
Démon neběží
Plocha
Odpojeno, připojuji znovu ...
Doména
Jméno domény:
Založeno pod jménem '%s'
Nepodařilo se přidat adresu: %s
Nepodařilo se přidat službu: %s
Selhalo přidání podtypu '%s': %s
Selhalo připojení na Avahi server: %s
Nepodařil se vytvořit objekt klienta: %s
Nepodařilo se vytvořit zadanou skupinu: %s
Nepodařilo se zpracovat adresu '%s'
Nepodařilo se zpracovat číslo portu: %s
Nepodařil se dotaz na název hostitele: %s
Nepodařil se dotaz na řetězec verze: %s
Selhalo čtení Avahi domény: %s
Nepodařilo se zaregistrovat: %s
Selhalo rozpoznání adresy '%s': %s
Selhalo rozpoznání služby '%s' typu '%s' v doméně '%s': %s
Jméno hostitele
Konflikt jména hostitele
Název hostitele úspěšně změněn na %s
Inicializace...
Rozhraní:
Neplatné DNS TTL
Neplatná třída DNS
Neplatný návratový kód DNS
Neplatný typ DNS
Neplatný kód chyby
Neplatné RDATA
Neplatná adresa
Neplatný argument
Neplatná konfigurace
Neplatný název domény
Neplatné vlajky
Neplatný název počítače
Neplatný index rozhraní
Chybný počet argumentů, očekáván přesně jeden.
Neplatná operace
Neplatný paket
Neplatné číslo portu
Neplatná specifikace protokolu
Neplatný záznam
Neplatný klíč záznamu
Neplatný název služby
Neplatný podtyp služby
Neplatný typ služby
Je prázdné
Kolize lokálního jména
Umístění
Paměť vyčerpána
Jméno
Kolize jmen, vyberte nové jméno '%s'.
Nebyl zadán žádný příkaz.
Žádný vyhovující síťový protokol není dostupný
Nebylo nalezeno
Není povoleno
Nepodporováno
Budiž
Chyba OS
Operace selhala
Rozpoznat službu
Automaticky před návratem rozpoznat vybranou službu
Server verze: %s; Jméno hostitele: %s
Jméno služby
Jméno služby:
Typ služby
Typ služby:
Terminál
Číslo IP portu rozpoznané služby
Adressa rozpoznané služby
Předaný objekt nebyl platný
Požadovaná operace je neplatná, protože nadbytečná
Jméno služby vybrané služby
Typ služby vybrané službě
Dosaženo časového limitu
Příliš málo argumentů
Příliš mnoho argumentů
Příliš mnoho klientů
Příliš mnoho položek
Příliš mnoho objektů
Neshoda verzí
Čekání na démona ...
Doména...
prázdné
execlp() selhalo: %s
časový limit pro čekání na vstup vypršel: automatické odhlášení
-%s nebo -o přepínač
-ilrsD nebo -c příkaz nebo -O shopt_přepínač (pouze při vyvolání)
malloc: %s:%d: zbabraný předpoklad
(cwd: %s)
(core dumped [obraz paměti uložen])
řádek
$%s: takto nelze přiřazovat
%c%c: chybný přepínač
%d: neplatný deskriptor souboru: %s
%s lze vyvolat přes
%s: má nullový exportstr
%s je %s
%s je funkce
%s je součást shellu
%s je klíčové slovo shellu
%s je zvláštní součást shellu
%s je alias na „%s“
%s je zahashován (%s)
%s není svázán s žádnou klávesou.
%s mimo rozsah
%s%s%s: %s (chybný token je „%s“)
%s: %s mimo rozsah
%s: %s: chybný interpretr
%s: %s: nelze otevřít jako SOUBOR
%s: %s: hodnota kompatibility je mimo rozsah
%s: %s: neplatná hodnota pro deskriptor trasovacího souboru
%s: %s: při přiřazovaní asociativního pole se musí použít podskript
%s: %s:%d: nelze alokovat %'lu bajtů
%s: %s:%d: nelze alokovat %'lu bajtů (alokováno %'lu bajtů)
%s: Je adresářem
%s: nejednoznačné určení úlohy
%s: nejednoznačné přesměrování
%s: argumenty musí být proces nebo identifikátor úlohy
%s: přiřazení čísla odkazu na název
%s: chybné určení síťové cesty
%s: chybná substituce
%s: očekáván binární operátor
%s: nezle alokovat %'lu bajtů
%s: nelze alokovat %'lu bajtů (alokováno %'lu bajtů)
%s: nelze přiřadit
%s: deskriptor souboru nelze přiřadit do proměnné
%s: seznam nelze přiřadit do prvku pole
%s: přes nečíselný indexu nelze dosadit
%s: asociativní pole nelze převést na číslované pole
%s: číslované pole nezle převést na pole asociativní
%s: nelze vytvořit: %s
%s: nelze smazat: %s
%s: takto nelze likvidovat pole
%s: binární soubor nelze spustit
%s: binární soubor nelze spustit: %s
%s: nelze provést: %s
%s: nelze spustit: požadovaný soubor neexistuje
%s: nelze exportovat
%s: limit nelze zjistit: %s
%s: z nekompatibilního typu nelze hodnotu zdědit
%s: limit nelze změnit: %s
%s: dočasný soubor nelze otevřít: %s
%s: nelze otevřít: %s
%s: existující soubor nelze přepsat
%s: nelze číst: %s
%s: nelze zrušit
%s: nelze zrušit: %s jen pro čtení
%s: kruhový odkaz na název
%s: příkaz nenalezen
%s: vestavěné příkazy již dynamicky zavedeny
%s: chyba při zjišťování současného adresáře: %s: %s
%s: chyba výrazu
%s: soubor je příliš velký
%s: soubor nenalezen
%s: první nebílý znak není „"“
%s: tabulka hashů je prázdná
%s: expanze historie selhala
%s: stroj není znám
%s: chybný přepínač – %c
%s: inlib selhala
%s: očekáván celočíselný výraz
%s: neplatný název akce
%s: chybný argument
%s: chybný počátek pole
%s: neplatné množství mezi voláními
%s: chybné určení deskriptoru souboru
%s: chybná nepřímá expanze
%s: chybný argument s limitou
%s: chybný počet řádků
%s: chybný přepínač
%s: chybný název přepínače
%s: chybná služba
%s: chybný název přepínače shellu
%s: chybné určení signálu
%s: chybné určení časového limitu
%s: neplatný časový údaj
%s: chybný název proměnné
%s: neplatný název proměnné pro odkaz na název
%s: je adresářem
%s: úloha %d je již na pozadí
%s: úloha skončila
%s: řádek %d:
%s: maximální úroveň zanoření funkcí byla překročena (%d)
%s: maximální úroveň zanoření funkce source byla překročena (%d)
%s: chybí dvojtečkový oddělovač
%s: proměnná s odkazem na název nemůže odkazovat sama na sebe
%s: žádné doplňování neurčeno
%s: žádné současné úlohy
%s: žádné řízení úloh
%s: žádná taková úloha
%s: není funkcí
%s: není obyčejný soubor
%s: není vestavěným příkazem shellu
%s: není (proměnnou typu) pole
%s: není (proměnnou typu) indexované pole
%s: není dynamicky nahráno
%s: nenalezeno
%s: vyžadován číselný argument
%s: přepínač vyžaduje argument
%s: přepínač vyžaduje argument – %c
%s: parametr nenastaven
%s: parametr null nebo nenastaven
%s: přiřazení do složeného pole uzavřeného v uvozovkách je zastaralé
%s: funkce jen pro čtení
%s: proměnná pouze pro čtení
%s: proměnná s odkazem nemůže být polem
%s: odstraňuje se atribut odkazu na název
%s: omezeno
%s: omezeno: výstup nelze přesměrovat
%s: omezeno: v názvu příkazu nesmí být „/“
%s: výraz podřetězce < 0
%s: očekáván unární operátor
%s: nevázaná proměnná
%s: užití:
%s: hodnotu nelze do proměnné přiřadit
(( výraz ))
(cwd nyní: %s)
. název_souboru [argumenty]
/dev/(tcp|udp)/host/port není bez síťování podporováno
/tmp musí být platným názvem pro adresář
<žádný aktuální adresář>
Ukončení funkcí abort()
Ukončuji…
Časovač (profilovací)
Časovač (virtuální)
Signál časovače
Aritmetická smyčka for. Ekvivalentní k (( VÝR1 )) while (( VÝR2 )); do PŘÍKAZY (( VÝR3 )) done VÝR1, VÝR2 a VÝR3 jsou aritmetické výrazy. Chybí-li některý výraz, chová se, jako by byl vyhodnocen na 1. Návratový kód: Vrátí kód naposledy vykonaného příkazu.
Přerušení při ladění
Špatné volání systému
Falešný signál
Z roury nikdo nečte
Chyba sběrnice
Dosažen limit procesorového času
Potomek byl pozastaven nebo zemřel
Pokračovat
Copyright © 2022 Free Software Foundation, Inc.
Vytvoří koproces pojmenovaný NÁZEV. Vykoná PŘÍKAZ asynchronně, přičemž jeho standardní výstup a standardní vstup budou napojeny rourou na souborové deskriptory uvedené v poli NÁZEV tohoto shellu pod indexem 0 a 1. Implicitní NÁZEV je „COPROC“. Návratový kód: Příkaz coproc vrací návratový kód 0.
LADICÍ upozornění:
Definuje funkci shellu. Vytvoří shellovou funkci pojmenovanou NÁZEV. Volána jakožto jednoduchý příkaz spustí PŘÍKAZY v kontextu volajícího shellu. Je-li vyvolán NÁZEV, budou funkci předány argumenty jako $1…$n a název funkce bude umístěn do $FUNCNAME. Návratový kód: Vrátí úspěch, pokud NÁZEV není jen pro čtení.
Zobrazí možná doplnění v závislosti na přepínačích. Je zamýšleno pro použití uvnitř shellových funkcí generujících možná doplnění. Je-li poskytnut volitelný argument SLOVO, budou vygenerovány shody se SLOVEM. Návratový kód: Vrátí úspěch, pokud nebyl zadán neplatný přepínač a nevyskytla se chyba.
Zobrazí časy procesu. Vypíše celkovou dobu procesu shellu a všech jeho potomků, kterou strávili v uživatelském a jaderném (system) prostoru. Návratový kód: Vždy uspěje.
Dokončena
Dokončena (%d)
Instrukce EMT
Vyhodnotí aritmetický výraz. VÝRAZ bude vyhodnocen podle pravidel aritmetického vyhodnocování. Ekvivalentní k „let "VÝRAZ"“. Návratový kód: Vrátí 1, pokud se VÝRAZ vyhodnotí na 0. Jinak vrátí 0.
Vyhodnotí podmínkový výraz. Toto je synonymum pro vestavěný příkaz „test“, až na to, že poslední argument musí být doslovně „]“, aby se shodoval s otevírající „[“.
Spustí argumenty jako příkaz shellu. ARGUMENTY sloučí do jediného řetězce, použije jej jako vstup shellu a vykoná výsledné příkazy. Návratový kód: Vrátí návratový kód příkazu, nebo úspěch, byl-li příkaz prázdný.
Vykonává příkazy, dokud test končí neúspěšně. Expanduje a provádí PŘÍKAZY-2 tak dlouho, dokud poslední příkaz v PŘÍKAZECH má nenulový návratový kód. Návratový kód: Vrátí kód naposledy provedeného příkazu.
Vykonává příkazy, dokud test úspěšně prochází. Expanduje a provádí PŘÍKAZY-2 tak dlouho, dokud poslední příkaz v PŘÍKAZECH má nulový návratový kód. Návratový kód: Vrátí kód naposledy provedeného příkazu.
Provede příkazy podle shody se vzorem. Výběrově provede PŘÍKAZY na základě shody SLOVA se VZOREM. Znak „|“ se používá na oddělení násobných VZORŮ. Návratový kód: Vrátí kód naposledy provedeného příkazu.
Pro každý prvek seznamu vykoná příkazy. Smyčka „for“ provede posloupnost příkazů pro každý prvek v seznamu položek. Pokud „in SLOVECH…;“ není přítomno, pak se předpokládá „in "$@"“. NÁZEV bude postupně nastaven na každý prvek ve SLOVECH a PŘÍKAZY budou provedeny. Návratový kód: Vrátí kód naposledy provedeného příkazu.
Vykoná příkazy ze souboru v současném shellu. Načte a provede příkazy z NÁZEV_SOUBORU v tomto shellu. Položky v $PATH jsou použity k nalezení adresáře obsahujícího NÁZEV_SOUBORU. Jsou-li zadány nějaké ARGUMENTY, stanou se pozičními parametry při vykonávání NÁZVU_SOUBORU. Návratový kód: Vrací návratový kód posledního provedeného příkazu z NÁZVU_SOUBORU. Selže, pokud NÁZEV_SOUBORU nelze načíst.
Ukončena %d
Ukončí přihlašovací shell. Ukončí přihlašovací (login) shell se stavem N. Nebyl-li příkaz zavolán z přihlašovacího shellu, vrátí chybu.
Ukončí smyčku for, whle nebo until. Ukončí smyčku FOR, WHILE nebo UNTIL. Je-li zadáno N, ukončí N obklopujících smyček. Návratový kód: Návratový kód je 0, pokud N je větší nebo rovno 1.
Ukončí shell. Ukončí tento shell se stavem N. Bez N bude návratový kód roven kódu posledně prováděného příkazu.
Dosažen limit velikosti souboru
Výjimka při práci s pohyblivou řádovou čárkou
GNU bash, verze %s (%s)
GNU bash, verze %s-(%s)
Dlouhé GNU přepínače:
Obecný návod na použití softwaru GNU: <http://www.gnu.org/gethelp/>
Seskupí příkazy do jednotky. Spustí množinu příkazů v jedné skupině. Toto je jeden ze způsobů, jak přesměrovat celou množinu příkazů. Návratový kód: Vrátí kód naposledy spuštěného příkazu.
vstupní data HFT čekají
Režim HFT sledování přidělen
Režim HFT sledování odebrán
HFT zvuková posloupnost byla dokončena
není nestavena HOME
Linka terminálu zavěšena
Nemám žádné jméno!
I/O je připraveno
INFORMACE:
Neplatná instrukce
Požadavek o informaci
Přerušení
Zabit
Licence GPLv3+: GNU GPL verze 3 nebo novější <http://gnu.org/licenses/gpl.html>
Přepne úlohu na popředí. Přesune úlohu určenou pomocí ÚLOHA na popředí a učiní ji aktuální úlohou. Není-li ÚLOHA zadána, použije se úloha, o které si shell myslí, že je aktuální. Návratový kód: Kód úlohy přesunuté do popředí, nebo došlo-li k chybě, kód selhání.
Přesune úlohy do pozadí. Přepne každou úlohu určenou pomocí ÚLOHA na pozadí, jako by byla spuštěna s „&“. Ne-li ÚLOHA uvedena, použije se úloha, o které si shell myslí, že je aktuální. Návratový kód: Vrátí úspěch, pokud je správa úloh zapnuta a nedošlo-li k nějaké chybě.
Prázdný příkaz. Žádný účinek, tento příkaz nic nedělá. Návratový kód: Vždy uspěje.
není nastaveno OLDPWD
Vypíše název současného pracovního adresáře. Přepínače: -L vypíše hodnotu $PWD, pokud pojmenovává současný pracovní adresář -P vypíše fyzický adresář prostý všech symbolických odkazů Implicitně se „pwd“ chová, jako by bylo zadáno „-L“. Návratový kód: Vrací 0, nebyl-li zadán neplatný přepínač a mohl-li být současný adresář přečten.
Ukončení
Načte řádky ze souboru do proměnné typu pole. Synonymum pro „mapfile“.
Zámek záznamu
Odstraní každý NÁZEV ze seznamů definovaných aliasů. Přepínače: -a odstraní všechny definice aliasů Vrátí úspěch, pokud NÁZEV není neexistující alias.
Obnoví smyčku for, while nebo until. Přejde k další iteraci obklopující smyčky FOR, WHILE nebo UNTIL. Je-li zadáno N, bude tak učiněno v N. obklopující smyčce. Návratový kód: Návratový kód je 0, pokud N je větší nebo rovno 1.
Obnoví úlohu do popředí. Ekvivalent k argumentu ÚLOHA příkazu „fg“. Obnoví pozastavenou úlohu nebo úlohu na pozadí. ÚLOHA může určovat buď název úlohy, nebo číslo úlohy. Přidání „&“ za ÚLOHU přesune úlohu na pozadí, jako by identifikátor úlohy byl argumentem příkazu „bg“. Návratový kód: Vrátí kód obnovené úlohy.
Vrátí výsledek úspěchu. Návratový kód: Vždy uspěje.
Vrátí výsledek neúspěchu. Návratový kód: Vždy selže.
Návrat z shellové funkce. Způsobí ukončení funkce nebo skriptu načteného přes „source“ s návratovou hodnotou určenou N. Je-li N vynecháno, návratový kód bude roven poslednímu příkazu vykonanému uvnitř dotyčné funkce nebo skriptu. Návratová hodnota: Vrátí N, nebo selže, pokud shell neprovádí funkci nebo skript.
Vrátí kontext volání aktuálního podprogramu. Bez VÝRAZU vrátí „$řádek $název_souboru“. S VÝRAZEM vrátí „$řádek $podprogram $název_souboru“; tuto dodatečnou informaci lze využít pro výpis zásobníku volání. Hodnota VÝRAZU určuje, kolik rámců volání se má zpětně projít od toho současného; vrcholový rámec má číslo 0.
Běží
Chyba segmentace
Nastaví hodnoty a atributy proměnných. Synonymum pro „declare“. Vizte „help declare“.
Příkazy shellu shodující se s klíčovým slovem „
Příkazy shellu shodující se s klíčovými slovy „
Přepínače shellu:
Posune poziční parametry. Přejmenuje poziční parametry $N+1, $N+2, … na $1, $2, … Není-li zadáno N, předpokládá se 1. Návratový kód: Vrátí úspěch, pokud N není záporný a není větší než $#.
Signál %d
Pozastavena
Pozastaveno (signálem)
Pozastaveno (vstupem TTY)
Pozastaveno (výstupem na TTY)
Pozastavena (%s)
Pozastaví běh shellu. Pozastaví provádění tohoto shellu do doby, něž bude obdržen signál SIGCONT. Není-li vynuceno, přihlašovací shell nelze pozastavit. Přepínače: -f vynutí pozastavení, i když se jedná o přihlašovací (login) shellu Návratový kód: Vrací úspěch, pokud je správa úloh zapnuta a nevyskytla se chyba.
TIMEFORMAT: „%c“: chybný formátovací znak
Ukončit
Pošta v %s je přečtená
Jsou zde běžící úlohy.
Jsou zde pozastavené úlohy.
VEŠKERÉ ZÁRUKY chybí, jak jen zákon dovoluje.
Tyto příkazy shellu jsou vnitřně definovány. Napište „help“, abyste získali tento seznam. Podrobnosti o funkci „název“ získáte příkazem „help název“. Příkazem „info bash“ získáte obecné informace o tomto shellu. Použijte „man -k“ nebo „info“, chcete-li zjistit více o příkazech, které na tomto seznamu nejsou. Hvězdička (*) vedle jména znamená, že příkaz je zakázán.
Toto je svobodné programové vybavení: máte právo jej měnit a šířit.
Podrobnosti o přepínačích shellu získáte tím, že napíšete „%s -c "help set"“.
Podrobnosti o příkazech vestavěných do shellu získáte tím, že napište „%s -c help“.
Neznámý signál č. %d
Neznámá chyba
Stav neznámý
Čekají urgentní I/O data
Použití: %s [Dlouhý GNU přepínač] [přepínač]… %s [Dlouhý GNU přepínač] [přepínač] skriptový_soubor…
Shell lze ukončit příkazem „%s“.
Chyby nahlásíte příkazem „bashbug“.
Uživatelský signal 1
Uživatelský signál 2
Počká na dokončení procesu a vrátí jeho návratový kód. Počká na každý proces určený PID a nahlásí jeho návratový kód. Není-li PID zadán, bude se čekat na všechny právě aktivní procesy potomků a návratová hodnota bude nula. PID musí být ID procesu. Návratový kód: Vrátí kód posledního PID. Selže, pokud PID není platný nebo byl zadán neplatný přepínač.
Změna okna
Vypíše argumenty na standardní výstup. Na standardním výstupu zobrazí ARGUMENTY následované odřádkováním. Přepínače: -n neodřádkovává Vrací úspěch, nedojte-li k chybě zápisu na výstup.
V $_ máte poštu
V $_ máte novou poštu
[ argument… ]
[[ výraz ]]
„%c“: chybný příkaz
„%c“: neplatný formátovací znak
„%c“: chybný znak symbolický práv
„%c“: chybný operátor symbolických práv
„%c“: chybné určení časového limitu
„%s“: nelze zrušit vazbu
„%s“: v mapě kláves příkazů nelze zrušit vazbu
„%s“: chybný název aliasu
„%s“: chybný název klávesové mapy
„%s“: neplatný název proměnné pro odkaz na název
„%s“: je zvláštní vestavěný příkaz shellu
„%s“: postrádám formátovací znak
„%s“: není PID ani platným označením úlohy
„%s“: není platným identifikátorem
„%s“: neznámé jméno funkce
očekávána „)“
očekávána „)“, nalezeno %s
v podmíněném výrazu očekávána „:“
add_process: PID %5ld (%s) označen za stále živého
alias [-p] [název[=hodnota] …]
all_local_variables: žádný kontext funkce v aktuálním rozsahu
očekáván argument
je vyžadována podpora proměnných typu pole
pokus o přiřazení do ne-proměnné
chybný podskript pole
chybný druh příkazu
chybný konektor
chybný skok
chybná substituce: v %s chybí uzavírací „`“
chybná substituce: v %2$s chybí uzavírací „%1$s“
Domovská stránka bashe: <http://www.gnu.org/software/bash>
bash_execute_unix_command: pro příkaz nelze nalézt klávesovou mapu
bg [úloha…]
bgp_delete: SMYČKA: psi (%d) == storage[psi].bucket_next
bgp_search: SMYČKA: psi (%d) == storage[psi].bucket_next
bind [-lpsvPSVX] [-m klávmapa] [-f soubor] [-q název] [-u název] [-r klávposl] [-x klávposl:příkaz-shellu] [klávposl:readline-funkce nebo readline-příkaz]
závorková expanze: nelze alokovat paměť pro %s
závorková expanze: alokace paměti pro %u prvků selhala
závorková expanze: alokace paměti pro „%s“ selhala
chyba: chybný expassing token
builtin [vestavěný-příkaz-shellu [argument…]]
caller [výraz]
„return“ lze provést jen z funkce nebo skriptu načteného přes „source“
může být použito jen ve funkci
nový deskriptor souboru pro vstup bashe z deskr. %d nelze alokovat
pro „here“ dokument nelze vytvořit dočasný soubor: %s
deskriptor souboru %d nelze duplikovat na deskriptor %d
pojmenovanou rouru %s nelze zdvojit jako deskriptor %d
ve sdílením objektu %2$s nelze nalézt %1$s: %3$s
nelze vytvořit potomka pro substituci příkazu
nelze vytvořit potomka za účelem substituce procesu
nelze vytvořit rouru pro substituci příkazu
nelze vyrobit rouru za účelem substituce procesu
pojmenovanou rouru %s nelze otevřít pro čtení
pojmenovanou rouru %s nelze otevřít pro zápis
sdílený objekt %s nelze otevřít: %s
standardní vstup nelze přesměrovat z /dev/null: %s
na deskriptoru %d nelze resetovat režim nodelay
přepínač shellu nelze zároveň nastavit a zrušit
GID nelze nastavit na %d: efektivní GID je %d
nelze nastavit skupinu procesů terminálu (%d)
UID nelze nastavit na %d: efektivní UID je %d
funkci i proměnnou nelze rušit současně
debuger nelze spustit, ladicí režim zakázán
nelze pozastavit
login shell nelze pozastavit
„-f“ nezle použít na výrobu funkce
nelze použít více jak jeden z -anrw
case SLOVO in [VZOR [| VZOR]…) PŘÍKAZY ;;]… esac
cd [-L|[-P [-e]] [-@]] [adresář]
setpgid na potomku (z %ld na %ld)
command [-pVv] příkaz [argument…]
substituce příkazu: nulový bajt ve vstupu ignorován
command_substitute: rouru nelze zdvojit jako deskriptor 1
compgen [-abcdefgjksuv] [-o přepínač] [-A akce] [-G globvzor] [-W seznam_slov] [-F funkce] [-C příkaz] [-X filtrvzor] [-P předpona] [-S přípona] [slovo]
complete [-abcdefgjksuv] [-pr] [-DEI] [-o přepínač] [-A akce] [-G globvzor] [-W seznam_slov] [-F funkce] [-C příkaz] [-X filtrvzor] [-P předpona] [-S přípona] [název…]
doplňování: funkce „%s“ nenalezena
compopt [-o|+o možnost] [-DEI] [název…]
očekáván podmínkový binární operátor
coproc [NÁZEV] příkaz [přesměrování]
nelze nalézt /tmp, vytvořte jej, prosím!
cprintf: „%c“: chybný formátovací znak
současný
declare [-aAfFgiIlnrtux] [název[=hodnota]…] nebo declare [-p] [-aAfFilnrtux] [název…]
mažu pozastavenou úlohu %d se skupinou procesů %ld
describe_pid: %ld: žádný takový PID
prázdný zásobník adresářů
pořadí v zásobníku adresářů
disown [-h] [-ar] [úloha… | PID…]
dělení nulou
dynamické nahrávání není dostupné
echo [-n] [argument…]
echo [-neE] [argument…]
prázdný název proměnné typu pole
enable [-a] [-dnps] [-f soubor] [název…]
chyba při získávání vlastností terminálu: %s
chyba při importu definice „%s“
chyba při nastavování vlastností terminálu: %s
eval [argument…]
eval: maximální úroveň zanoření funkce eval byla překročena (%d)
exec [-cl] [-a název] [příkaz [argument…]] [přesměrování…]
execute_coproc: koproces [%d:%s] stále existuje
očekávána „)“
mocnitel menší než 0
export [-fn] [název[=hodnota]…] nebo export -p
očekáván výraz
úroveň rekurze výrazu byla překročena
fc [-e enázev] [-lnr] [první] [poslední] nebo fc -s [vzor=náhrada] [příkaz]
fg [úloha]
deskriptor souboru mimo rozsah
vyžadován argument s názvem souboru
for (( výr1; výr2; výr3 )); do PŘÍKAZY; done
for NÁZEV [in SLOVECH…] ; do PŘÍKAZY; done
forknutý PID %d se objevil v běžící úloze %d
potíže s rozebráním formátovacího řetězce: %s
free: zavoláno s argumentem již uvolněného bloku
free: zavoláno s argumentem nenaalokovaného bloku
free: velikosti počátečního a koncového kusu se liší
free: zjištěno podtečení, magic8 poškozeno
free: zjištěno podtečení, mh_nbytes mimo rozsah
function jméno { PŘÍKAZY ; } nebo jméno () { PŘÍKAZY ; }
budoucá verze tohoto shellu budou vynucovat vyhodnocení jako aritmetickou substituci
getcwd: rodičovské adresáře nejsou přístupné
getopts řetězec_přepínačů název [argument…]
hash [-lr] [-p název_cesty] [-dt] [název…]
hashování zakázáno
help [-dms] [vzorek…]
k této verzi není dostupná nápověda
„here“ dokument na řádku %d ukončen koncem souboru (požadováno „%s“)
history [-c] [-d pozice] [n] nebo history -anrw [jméno_souboru] nebo history -ps argument [argument…]
místo v historii
určení historie
zásahů příkaz
po přednostním zvýšení nebo snížení očekáván identifikátor
if PŘÍKAZY; then PŘÍKAZY; [ elif PŘÍKAZY; then PŘÍKAZY; ]… [ else PŘÍKAZY; ] fi
initialize_job_control: getpgrp selhalo
initialize_job_control: disciplína linky
initialize_job_control: správa úloh nefunguje na pozadí
chybný aritmetický základ
chybný základ
neplatný znak %d v exportstr pro %s
chybné šestnáctkové číslo
chybná celočíselná konstanta
chybné číslo
neplatné osmičkové číslo
neplatné číslo signálu
úloha %d spuštěna bez správy úloh
úloha [&]
jobs [-lnprs] [úloha…] nebo jobs -x příkaz [argumenty]
kill [-s sigspec | -n číssig | -sigspec] pid | úloha… nebo kill -l [sigspec]
poslední příkaz: %s
let argument [argument…]
řádek %d:
upravování řádku není povoleno
zaváděcí funkce pro %s vrací chybu (%d): nezavedeno
local [přepínač] název[=hodnota]…
odhlášení
počet smyček
make_here_document: chybný druh instrukce %d
make_local_variable: žádný kontext funkce v aktuálním rozsahu
make_redirection: instrukce přesměrování „%d“ mimo rozsah
malloc: blok v seznamu uvolněných zbit
malloc: předpoklad nesplněn: %s
mapfile [-d oddělovač] [-n počet] [-O počátek] [-s počet] [-t] [-u FD] [-C volání] [-c množství] [pole]
maximální počet here dokumentů překročen
přesunout proces na jiný procesor
postrádám „)“
postrádám „]“
u \x chybí šestnáctková číslovka
u \%c chybí unikódová číslovka
síťové operace nejsou podporovány
v exportstr pro %s chybí „=“
ne zavírající „%c“ v %s
žádný příkaz nenalezen
žádné téma nápovědy se nehodí pro „%s“. Zkuste „help help“ nebo „man -k %s“ nebo „info %s“.
žádné řízení úloh
žádná správa úloh v tomto shellu
žádná shoda: %s
žádný další adresář
s „-x“ nejsou dovoleny další přepínače
doplňovací funkce se právě nevykonává
toto není login shell: použijte „exit“
adresář s prázdným názvem
osmičkové číslo
má smysl jen ve smyčkách „for“, „while“ nebo „until“
chyba v rouře
pop_scope: hlava shell_variables není dočasným rozsahem prostředí
pop_var_context: hlava shell_variables není kontextem funkce
pop_var_context: chybí kontext global_variables
hrozí selhání napájení
v interaktivních shellech se režim krásného výpisu nepoužije
print_command: chybná propojka „%d“
printf [-v proměnná] formát [argumenty]
progcomp_insert: %s: NULLOVÝ COMPSPEC
programmable_completion: %s: možná smyčka opakování
chyba programování
pushd [-n] [+N | -N | adresář]
read [-ers] [-a pole] [-d oddělovač] [-i text] [-n p_znaků] [-N p_znaků] [-p výzva] [-t limit] [-u fd] [jméno…]
chyba čtení: %d: %s
readarray [-d oddělovač] [-n počet] [-O počátek] [-s počet] [-t] [-u FD] [-C volání] [-c množství] [pole]
readonly [-aAf] [název[=hodnota]…] nebo readonly -p
realloc: zavoláno s argumentem nenaalokovaného bloku
realloc: velikosti počátečního a koncového kusu se liší
realloc: zjištěno podtečení, magic8 poškozeno
realloc: zjištěno podtečení, mh_nbytes mimo rozsah
zásobník rekurze podtekl
chyba přesměrování: deskriptor souboru nelze duplikovat
register_alloc: %p již obsažen v tabulce jako alokovaný?
register_alloc: tabulka alokací je plná FIND_ALLOC?
register_free: %p již obsažen v tabulce jako volný?
omezeno
run_pending_traps: chybná hodnota v trap_list[%d]: %p
run_pending_traps: obsluha signálu je SIG_DFL, přeposílám %d (%s) sobě
save_bash_input: buffer již pro nový deskriptor %d existuje
select NÁZEV [in SLOVA…;] do PŘÍKAZY; done
set [-abefhkmnptuvxBCEHPT] [-o název_přepínače] [--] [-] [argument…]
setlocale: %s: národní prostředí nelze změnit (%s)
setlocale: %s: národní prostředí nelze změnit (%s): %s
setlocale: LC_ALL: národní prostředí nelze změnit (%s)
setlocale: LC_ALL: národní prostředí nelze změnit (%s): %s
úroveň shellu (%d) příliš vysoká, resetuji na 1
shell_getc: shell_input_line_size (%zu) přesahuje SIZE_MAX (%lu): řádek zkrácen
počet shiftů
shopt [-pqsu] [-o] [název_volby…]
sigprocmask: %d: neplatná operace
source název_souboru [argumenty]
start_pipeline: pgrp roury
chyba syntaxe
chyba syntaxe ve výrazu podmínky
chyba syntaxe ve výrazu podmínky: neočekávaný token „%s“
syntaktická chyba ve výrazu
syntaktická chyba v přiřazení do proměnné
chyba syntaxe poblíž „%s“
chyba syntaxe poblíž neočekávaného tokenu „%s“
chyba syntaxe: neočekávaný řetězec „%s“
chyba syntaxe: „((%s))“
chyba syntaxe: neočekávaný „;“
chyba syntaxe: vyžadován aritmetický výraz
syntaktická chyba: chybný aritmetický operátor
syntaktická chyba: očekáván operand
chyba syntaxe: nenadálý konec souboru
hrozí selhání systému
test [výraz]
time [-p] kolona
příliš mnoho argumentů
trap [-lp] [[argument] signal_spec…]
obsluha signálů: maximální úroveň zanoření obsluhy signálů byla překročena (%d)
trap_handler: chybný signál %d
type [-afptP] název [název…]
typeset [-aAfFgiIlnrtux] název[=hodnota]… nebo typeset -p [-aAfFilnrtux] [název…]
umask [-p] [-S] [mód]
unalias [-a] název [název…]
neočekávaný konec souboru při hledání „]]“
neočekávaný konec souboru při hledání znaku odpovídajícímu „%c“
nenadálý konec souboru při hledání odpovídající „)“
neočekávaný argument „%s„ u podmínkového binárního operátoru
neočekávaný argument „%s“ u podmínkového unárního operátoru
neočekávaný argument u podmínkového binárního operátoru
neočekávaný argument u podmínkového unárního operátoru
neočekávaný token %d v podmínkovém příkazu
neočekávaný token „%c“ v podmínkovém příkazu
neočekávaný token „%s“ v podmínkovém příkazu
neočekávaný token „%s“, očekáván podmínkový binární operátor
neočekávaný token „%s“, očekávána „)“
není známo
chyba neznámého příkazu
unset [-f] [-v] [-n] [jméno…]
until PŘÍKAZY; do PŘÍKAZY-2; done
hodnot je pro základ příliš velká
variables – názvy a významy některých proměnných shellu
wait [-fn] [-p proměnná] [id…]
wait [pid…]
wait: PID %ld není potomkem tohoto shellu
wait_for: Žádný záznam o procesu %ld
wait_for_job: úloha %d je pozastavena
waitchld: zapíná se WNOHANG, aby se zabránilo neurčitému zablokování
varování:
varování: %s: %s
varování: přepínač -C možná nebude dělat, co jste čekali
varování: přepínač -F možná nebude dělat, co jste čekali
while PŘÍKAZY; do PŘÍKAZY-2; done
chyba zápisu: %s
xtrace: fd (%d) != fileno fp (%d)
xtrace_set: %d: neplatný deskriptor souboru
xtrace_set: nullový ukazatel na soubor
{ PŘÍKAZY ; }
POČET s předponou 0x nebo 0X je šestnáctkové číslo a smí mít násobnou příponu: b 512 KB 1000 K 1024 MB 1000*1000 M 1024*1024 a tak dále pro G, T, P, E, Z, Y. Též lze použít binární předpony: KiB=K, MiB=M a tak dále.
TYP je tvořen z jedné nebo více těchto možností: a názvy znaků, nejvyšší bit je ignorován c tisknutelné znaky nebo kódy znaků se zpětným lomítkem
Před-POSIXOVÉ formáty mohou být používány spolu s POSIXOVÝMI, to zahrnuje: -a stejné jako -t a, názvy znaků, ignoruje nejvyšší bit -b stejné jako -t o1, bajty osmičkově -c stejné jako -t c, tisknutelné znaky nebo kódy znaků se zpětným lomítkem -d stejné jako -t u2, desítková bez znaménka (dvoubajtová)
--check-order ověřuje, zda je vstup správně seřazen, i když všechny řádky lze spárovat --nocheck-order neověřuje, zda je vstup správně seřazen
( VÝRAZ ) VÝRAZ je pravdivý ! VÝRAZ VÝRAZ je nepravdivý VÝRAZ1 -a VÝRAZ2 VÝRAZ1 i VÝRAZ2 jsou pravdivé VÝRAZ1 -o VÝRAZ2 VÝRAZ1 nebo VÝRAZ2 je pravdivý
-1 neukazuje 1. sloupec (řádky obsažené pouze v SOUBORU1) -2 neukazuje 2. sloupec (řádky obsažené pouze v SOUBORU2) -3 neukazuje 3. sloupec (řádky společné oběma souborům)
-A, --show-all stejné jako -vET -b, --number-nonblank čísluje neprázdné výstupní řádky, přebije -n -e stejné jako -vE -E, --show-ends vypíše $ na konci každého řádku -n, --number čísluje všechny výstupní řádky -s, --squeeze-blank prázdné řádky jdoucí po sobě redukuje na jediný
-a, --all stejné jako -b -d --login -p -r -t -T -u -b, --boot čas posledního startu systému -d, --dead vypíše mrtvé procesy -H, --heading vypíše názvy jednotlivých sloupců
-b SOUBOR SOUBOR existuje a je speciální blokový -c SOUBOR SOUBOR existuje a je speciální znakový -d SOUBOR SOUBOR existuje a je to adresář -e SOUBOR SOUBOR existuje
-l dlouhý výstupní formát pro zadaného UŽIVATELE -b nevypisuje domovský adresář a shell v dlouhém formátu -h nevypisuje projekt v dlouhém formátu -p nevypisuje plán v dlouhém formátu -s krátký výstupní formát (implicitní)
-n ŘETĚZEC délka ŘETĚZCE je nenulová ŘETĚZEC stejné jako -n ŘETĚZEC -z ŘETĚZEC délka ŘETĚZCE je nulová ŘETĚZEC1 = ŘETĚZEC2 řetězce jsou shodné ŘETĚZEC1 != ŘETĚZEC2 řetězce se neshodují
-r použije BSD algoritmus (výchozí) a bloky po 1 K -s, --sysv použije System V algoritmus a bloky po 512 bajtech
ARG1 * ARG2 aritmetický součin ARG1 a ARG2 ARG1 / ARG2 celočíselný aritmetický podíl ARG1 / ARG2 ARG1 % ARG2 zbytek po aritmetickém dělení ARG1 / ARG2
ARG1 + ARG2 aritmetický součet ARG1 a ARG2 ARG1 - ARG2 aritmetický rozdíl ARG1 a ARG2
ARG1 < ARG2 ARG1 je menší než ARG2 ARG1 <= ARG2 ARG1 je menší nebo roven ARG2 ARG1 = ARG2 ARG1 je roven ARG2 ARG1 != ARG2 ARG1 není roven ARG2 ARG1 >= ARG2 ARG1 je větší nebo roven ARG2 ARG1 > ARG2 ARG1 je větší než ARG2
SOUBOR1 -ef SOUBOR2 SOUBOR1 a SOUBOR2 jsou na stejném zařízení a mají stejný i-uzel SOUBOR1 -nt SOUBOR2 SOUBOR1 je novější (datum změny obsahu) než SOUBOR2 SOUBOR1 -ot SOUBOR2 SOUBOR1 je starší než SOUBOR2
ŘETĚZEC : REGVÝR vyhodnocení regulárního výrazu ^REGVÝR v ŘETĚZCI match ŘETĚZEC REGVÝR stejné jako ŘETĚZEC : REGVÝR substr ŘETĚZEC POZICE DÉLKA podřetězec ŘETĚZCE, POZICE je počítána od 1 index ŘETĚZEC ZNAKY pozice prvního výskytu libovolného znaku ze ZNAKŮ v ŘETĚZCI, v případě neúspěchu 0 length ŘETĚZEC délka ŘETĚZCE
b blokový (bufferovaný) speciální soubor c, u znakový (nebufferovaný) speciální soubor p roura (FIFO)
počet uživatelů=%lu
On-line nápověda %s: <%s>
--terse je rovnocenný s následujícím FORMÁTEM: %s
Jako položka je chápán sled bílých znaků (obvykle mezer a/nebo tabulátorů) následovaných nebílými znaky. Položky jsou před znaky přeskakovány.
Odlehčený program „finger“; vypisuje údaje o uživateli. Utmp soubor bude %s.
Samotná - (pomlčka) znamená -i. Pokud není PŘÍKAZ zadán, vypíše výslednou tabulku proměnných prostředí.
Přidání přípony „z“ k typu způsobí vypsání tisknutelných znaků na konci každého výstupního řádku.
Po volitelném příznaku může přijít nepovinné určení délky pole jako desítkové číslo a pak dobrovolný modifikátor, kterým je buď E použije náhradní reprezentaci podle lokalizace, pokud lze; nebo O použije náhradní číselné symboly podle lokalizace, pokud lze.
Vynechaný VÝRAZ značí nepravdu. Jinak VÝRAZ je pravda nebo nepravda a nastavuje návratový kód. VÝRAZ je jedním z:
Speciálním případem je, když jsou zadány přepínače --force i --backup a ZDROJ a CÍL jsou stejného jména jednoho obyčejného souboru. Pak cp kopii ZDROJE vytvoří.
Jak HLAVNÍ, tak i VEDLEJŠÍ čísla musí být uvedena, pokud TYP je „b“, „c“ nebo „u“, a musí být vynechána, jestliže TYP je „p“. Pokud HLAVNÍ a VEDLEJŠÍ čísla začínají na „0x“ nebo „0X“, jsou považována za šestnáctková; pokud začínají na 0, za osmičková, jinak za desítková. TYP smí být:
Implicitně rm nemaže adresáře. Pro smazání každého zadaného adresáře včetně jeho obsahu použijte --recursive (-r nebo -R).
Implicitně jsou ZDROJOVÉ soubory s dírami detekovány hrubou heuristikou a odpovídající CÍLOVÝ soubor je vytvořen stejně „děravý“. Toto chovaní je voleno přepínačem --sparse=auto. Přepínačem --sparse=always říkáme, že v CÍLOVÉM souboru se mají tvořit díry, jakmile ZDROJOVÝ soubor obsahuje dostatečně dlouhé sekvence nulových bajtů. Přepínačem --sparse=never tvorbě souborů s dírami zabráníme.
DÍLŮ smí být: N rozdělí na N souborů podle velikosti vstupu K/N K-tý z N vypíše na standardní výstup l/N rozdělí na N souborů, aniž by se dělily řádky/záznamy l/K/N K-tý z N na standardní výstup, aniž by se dělily řádky/záznamy r/N jako „l“, ale použije se cyklické dělení r/K/N podobně, ale na standardní výstup vypíše pouze K-tý z N
Nastavení kombinací:
Nastavení řízení: [-]clocal zakáže signály pro řízení modemu [-]cread povolí příjem na vstupu
DOBA je desetinné číslo s možnou příponou: „s“ pro sekundy (výchozí), „m“ pro minuty, „h“ pro hodiny nebo „d“ pro dny. Doba 0 vypne přidružený časový limit.
Výchozí parametry jsou: -bt -d'\:' -fn -hn -i1 -l1 -n'rn' -sTAB -v1 -w6 CC jsou dva znaky, které jsou použity k oddělování logických stránek. Není-li zadán druhý znak, použije se „:“. Jakožto rozšíření GNU, lze zadat více než dva znaky a zadaný prázdný řetězec (-d '') vypne porovnávání oddílů.
Zobrazené hodnoty jsou v jednotkách první dostupné VELIKOSTI z --block-size, a proměnných prostředí %s_BLOCK_SIZE, BLOCK_SIZE a BLOCKSIZE. Jinak se jako jednotka použije 1024 bajtů (nebo 512, je-li nastaveno POSIXLY_CORRECT).
Návratový kód: 124 pokud vypršel časový limit PŘÍKAZU a nebyl zadán --preserve-status 125 pokud samotný příkaz timeout selhal 126 pokud PŘÍKAZ byl nalezen, ale nelze jej spustit 127 pokud PŘÍKAZ nelze nelézt 137 pokud PŘÍKAZU (nebo příkazem timeout) je zaslán signál KILL (9) (128+9) - jinak návratový kód PŘÍKAZU
Každý dílčí příznak v seznamu PŘÍZNAKŮ může být: append připisuje na konec (má smysl pouze pro výstup; doporučeno s conv=notrunc)
Každá PRÁVA mají zápis „[ugoa]*([-+=]([rwxXst]*|[ugo]))+|[-+=][0-7]+“.
Příklady: $ %s --to=si 1000 → "1.0K" $ %s --to=iec 2048 → "2.0K" $ %s --to=iec-i 4096 → "4.0Ki" $ echo 1K | %s --from=si → "1000" $ echo 1K | %s --from=iec → "1024" $ df -B1 | %s --header --field 2-4 --to=si $ ls -l | %s --header --field 5 --to=iec $ ls -lh | %s --header --field 5 --from=iec --padding=10 $ ls -lh | %s --header --field 5 --from=iec --format %%10f
Příklady: %s -12 soubor1 soubor2 Vypíše pouze řádky existující jak v soubor1, tak v soubor2. %s -3 soubor1 soubor2 Vypíše řádky existující v soubor1, ale ne v soubor2 nebo obráceně.
Příklady: %s /usr/bin/ Vypíše „/usr“. %s adr1/řet adr2/řet Vypíše „adr1“ následovaný „adr2“ %s stdio.h Vypíše „.“.
Příklady: %s /usr/bin/sort Vypíše „sort“ %s include/stdio.h .h Vypíše „stdio“ %s -s .h include/stdio.h Vypíše „stdio“ %s -a any/str1 any/str2 Vypíše „str1“ následováno „str2“
Příklady: %s f - g Vypíše obsah souboru f, pak standardní vstup, poté obsah g. %s Kopíruje standardní vstup na standardní výstup.
Příklady: %s root /u Změní vlastníka /u na „root“. %s root:staff /u Nápodobně, navíc změní skupinu na „staff“. %s -hR root /u Změní vlastníka /u a všech podsouborů na „root“.
Příklady: %s staff /u Změní skupinu /u na „staff“. %s -hR staff /u Změní skupinu /u a všech podsouborů na „staff“.
Příklady Převede sekundy od počátku epochy (1. 1. 1970 UTC) na datum $ date --date='@2147483647' Zobrazí čas na západním pobřeží USA (TZ lze najít pomocí tzselect(1)) $ TZ='America/Los_Angeles' date Zobrazí místní čas pro 9 hodin ráno příští pátek na západním pobřeží USA $ date --date='TZ="America/Los_Angeles" 09:00 next Fri'
Vyjma -h a -L všechny souborové testy následují symbolické odkazy. Dejte pozor na závorky, které musí být v shellu označeny (např. zpětnými lomítky). CELÉ_ČÍSLO také může být -l ŘETĚZEC, který je vyhodnocen jako délka řetězce.
Návratový kód programu je 0, pokud VÝRAZ není ani prázdný, ani 0. 1, pokud je prázdný nebo 0. 2, pokud VÝRAZ je syntakticky chybný a 3, pokud dojde k chybě.
Návratový kód: 0 vše v pořádku, 1 drobné problémy (např. nebylo možné přistoupit k podadresáři), 2 závažné problémy (např. nebylo možné přistoupit k argumentu z příkazové řádky).
POLOŽKY podporují rozsahy jako program cut(1): N N. položka, počítáno od 1 N- od N. položky do konce řádku N-M od N. do M. (včetně) položky -M od první do M. (včetně) položky - všechny položky Více položek/rozsahů lze oddělit čárkami.
SEZNAM_POLOŽEK je čárkou oddělený seznam sloupců. Platné názvy položek jsou: „source“ (zdroj), „fstype“ (druh souborového systému), „itotal“ (celkem iuzlů), „iused“ (použitých iuzlů), „iavail“ (volných iuzlů), „ipcent“ (procento iuzlů), „size“ (velikost), „used“ (použité místo), „avail“ (volné místo), „pcent“ (procento místa), „file“ (soubor) a „target“ (cíl). Podrobnosti v info stránce.
FORMÁT určuje výstup jako u funkce printf v C. Interpretované sekvence jsou: \" dvojité uvozovky
Výstup je určen řetězcem FORMÁT. Rozeznávané sekvence jsou: %% znak % %a zkrácené jméno dne podle lokalizace (např. Ne)
FORMÁT je jeden z: ln zarovnává vlevo bez úvodních nul rn zarovnává vpravo bez úvodních nul rz zarovnává vpravo s úvodními nulami
Pracuje s linkou tty připojenou ke standardnímu vstupu. Bez argumentů vypíše rychlost, linkovou disciplínu a odchylky od nastavení „sane“. Při nastavování je ZNAK brán doslova nebo kódován jak při ^c, 0x37, 0177 nebo 127; speciální hodnoty ^- nebo „undef“ jsou použity pro zákaz speciálních znaků.
Je-li použito -e, budou fungovat následující sekvence:
Pokud je SOUBOR „-“, skartuje standardní výstup.
Pokud SOUBOR nebude zadán, použije se %s. Jako SOUBOR je obvyklý %s. Je-li zadán ARG1 ARG2, předpokládá se přepínač -m: obvyklé je „am i“ (kdo „jsem já“) nebo „mom likes“ (koho „maminka miluje“).
Pokud je uveden SOUBOR, načtou se z něj pravidla pro přiřazení barev jednotlivým typům souborů a přípon. V opačném případě se použije zakompilovaná databáze. Podrobnosti o formátu tohoto souboru lze získat příkazem „dircolors --print-database“.
Je-li REŽIM „0“, odpovídající proud nebude bufferován.
Je-li REŽIM „L“, bude odpovídající proud bufferován po řádcích. Tato možnost není pro standardní vstup platná.
Není-li zadán žádný příkaz, spustí „"$SHELL" -i“ (výchozí: „/bin/sh -i“).
Ne ní-li zadán žádný přepínač, předpokládá se -P.
Je-li standardním vstupem terminál, přesměruje jej z nečitelného souboru. Je-li standardním výstupem terminál, připojí výstup do „nohup.out“. Není-li to možné, tak do „$HOME/nohup.out“. Je-li standardním chybovým výstupem terminál, přesměruje je na standardní výstup. Výstup do SOUBORU provedete příkazem „%s PŘÍKAZ > SOUBOR“.
Nastavení vstupu: [-]brkint znak break způsobí signál interrupt [-]icrnl překládá CR (carriage return) na LF (newline) [-]ignbrk ignoruje znak break [-]igncr ignoruje znak CR (carriage return) [-]ignpar ignoruje znaky s chybnou paritou
Lokální nastavení: [-]crterase vypisuje mazací znak (erase) jako backspace-mezera-backspace
Povinné argumenty dlouhých přepínačů jsou také povinné u odpovídajících krátkých přepínačů.
POZNÁMKA: Binární -a a -o jsou z podstaty nejednoznačné. Použijte místo nich „test VÝRAZ1 && test VÝRAZ2“ nebo „test VÝRAZ || test VÝRAZ“.
POZNÁMKA: Pokud PŘÍKAZ upravuje bufferování svých standardních proudů (např. tak činí „tee“), pak odpovídající nastavení vykonané pomocí „stdbuf“ přijde vniveč. Rovněž některé filtry (jako „dd“ a „cat“) nepoužívají pro zpracování vstupu a výstupu proudy, a tudíž je nastavení „stdbuf“ nijak neovlivní.
POZNÁMKA: Na rozdíl od test, [ přepínače --help a --version zpracovává. test je považuje za neprázdný ŘETĚZEC jako jakýkoliv jiný.
POZNÁMKA: váš shell může mít vlastní verzi nástroje %s, která má obvykle přednost před verzí popsanou zde. Pro podrobnosti o podpoře jednotlivých přepínačů nahlédněte do dokumentace vašeho shellu.
Hodnota POČET může mít následující násobné přípony (přípona činitel): b 512, kB 1000, K 1024, MB 1000*1000, M 1024*1024, GB 1000*1000*1000, G 1024*1024*1024 a tak dále pro T, P, E, Z, Y. Též lze použít binární předpony: KiB=K, MiB=M a tak dále.
Hodnota POČET může mít následující násobné přípony (přípona činitel): b 512, kB 1000, K 1024, MB 1000*1000, M 1024*1024, GB 1000*1000*1000, G 1024*1024*1024 a tak dále pro T, P, E, Z, Y. Též lze použít binární jednotky: KiB=K, MiB=M a tak dále.
Vezměte na vědomí, že pokud pomocí rm smažete soubor, je, za předpokladu dostatečných znalostí a/nebo času, obvykle možné obnovit části takového souboru. Jestliže chcete větší jistotu, že obsah nepůjde obnovit, zvažte použití nástroje shred(1).
Vezměte na vědomí, že formáty časů pro přepínače -d a -t jsou různé.
Uvědomte si, že porovnávání respektuje pravidla daná „LC_COLLATE“.
Poznámka: „uniq“ nepozná opakující se řádky, pokud spolu nesousedí. Možná budete chtít vstup nejprve seřadit nebo použít „sort -u“ bez „uniq“.
Volitelný „-“ před NASTAVENÍM znamená negaci. „*“ označuje nastavení nedefinované normou POSIX. Použitý systém určuje, která nastavení jsou možná.
Jinak REŽIM je číslo, které smí být následováno jednou z těchto přípon: KB 1000, K 1024, MB 1000*1000, M 1024*1024 a tak dále pro G, T, P, E, Z, Y. Lze též použít binární jednotky: KiB=K, MiB=M a tak dále. V tomto případě bude odpovídající proud plně bufferován do paměti o velikosti REŽIM bajtů.
Nastavení výstupu:
Vlastník nebude změněn, není-li zadán. Skupina nebude změněna, není-li zadána, ale v případě, že uvedete za vlastníkem dvojtečku, bude skupina změněna na přihlašovací skupinu vlastníka. VLASTNÍKA a SKUPINU lze zadat číselně i symbolicky.
Vypíše hodnotu VÝRAZU na standardní výstup. Prázdný řádek v následujícím výpise odděluje skupiny operátorů s různou prioritou (v rostoucím pořadí). VÝRAZ může být: ARG1 | ARG2 ARG1 pokud není prázdný nebo 0, jinak ARG2 ARG1 & ARG2 ARG1 pokud žádný argument není prázdný nebo 0, jinak 0
Jestliže SOUBOR je „-“, čte standardní vstup.
SIGNÁL může být název signálu jako „PIPE“ nebo číslo signálu jako „13“. Bez SIGNÁLU budou zahrnuty všechny známé signály. Více signálů lze oddělit čárkou.
SIGNÁL může být jméno signálu jako „HUP“ nebo číslo signálu jako „1“ nebo návratový kód procesu ukončeného signálem. PID (číslo procesu) je celé číslo. Záporná hodnota adresuje skupinu procesu.
BAJTŮ je číslo. Pro TYPY d, o, u, x může být BAJTŮ také C jako sizeof(char), S jako sizeof(short), I jako sizeof(int) nebo L jako sizeof(long). Jestliže TYP je f, BAJTŮ může být také F jako sizeof(float), D jako sizeof(double) nebo L jako sizeof(long double).
VELIKOST též může mít jako předponu jeden z následujících modifikujících znaků: „+“ prodloužit o, „-“ zkrátit o, „<“ nejvíce, „>“ nejméně, „/“ zaokrouhlit dolů na násobek kolika, „%“ zaokrouhlit nahoru na násobek kolika.
STYL je jeden z: a čísluje všechny řádky t čísluje pouze neprázdné řádky n řádky nečísluje pZREGVÝR čísluje pouze řádky vyhovující základnímu regulárnímu výrazu ZREGVÝR
Zaslání signálu %s běžícímu procesu „dd“ způsobí vypsání statistických informací o vstupně-výstupních operacích na standardní chybový výstup a potom se obnoví kopírování. Přepínače jsou:
Speciální znaky:
Speciální nastavení: N nastaví vstupní a výstupní rychlost na N baudů
Argument REŽIM přepínače --cached může být: always, never nebo default. „always“ použije zapamatované atributy, jsou-li dostupné, zatímco „never“ se pokusí sesynchronizovat s nejnovějšími atributy a „default“ rozhodnutí ponechá na použitém souborovém systému.
Argument VELIKOST je celé číslo a volitelná jednotka (příklad: 10K je 10 * 1024). Jednotky jsou K, M, G, T, P, E, Z, Y (mocniny 1024) nebo KB, MB, … (mocniny 1000). Lze též použít binární jednotky: KiB=K, MiB=M a tak dále.
Pokud není přípona záložních souborů nastavena přepínačem --suffix nebo proměnnou SIMPLE_BACKUP_SUFFIX, je používána přípona „~“. Způsob vytváření záložních souborů lze ovlivnit přepínačem --backup nebo proměnnou prostředí VERSION_CONTROL. Hodnoty mohou být:
Data jsou kódována do abecedy %s podle RFC 4648. Při dekódování může vstup kromě formální abecedy %s obsahovat také znaky nového řádku. Obsahuje-li proud zakódovaných dat i bajty nepatřící do abecedy, můžete se je pokusit přeskočit volbou --ignore-garbage.
Následujících pět přepínačů je užitečných pouze při ověřování kontrolních součtů: --ignore-missing neselže ani nehlásí stav u chybějících souborů --quiet nevypisuje OK u každého úspěšně ověřeného souboru --status nevypisuje nic, úspěšnost značí návratový kód --strict vrátí nenulový kód při chybně formátovaném řádku součtu -w, --warn upozorňuje na chybně formátované řádky součtů
Následující přepínače ovlivňují, jak se zpracuje hierarchie adresářů, když je současně použit přepínač -R. Pokud se použije více těchto přepínačů, uplatní se pouze poslední z nich. -H pokud je argument na příkazové řádce symbolický odkaz na adresář, projde jej -L projde každý symbolický odkaz na adresář -P neprochází žádné symbolické odkazy (výchozí)
Následujícími přepínači lze vybrat, která počítadla budou vypsána. Vždy v tomto pořadí: nové řádky, slova, znaky, bajty, největší délka řádku. -c, --bytes vypíše počet bajtů -m, --chars vypíše počet znaků -l, --lines vypíše počet řádků (resp. výskytů znaku nový řádek)
Součty jsou počítány podle popisu v %s.
Platné formátovací sekvence pro soubory (bez --file-system): %a bity oprávnění osmičkově (pozor na příznaky printf „#“ a „0“) %A bity oprávnění a druh souboru v podobě vhodné pro člověka %b počet alokovaných bloků (vizte %B) %B velikost bloku z %b v bajtech %C řetězec selinuxového bezpečnostního kontextu
Smazání souboru, jehož název začíná znakem „-“, například „-foo“, docílíte jedním z následujících příkazů: %s -- -foo %s ./-foo
JEDNOTKY:
Pokud vyprší časový limit, pošle PŘÍKAZU signál TERM, nebyl-li určen SIGNÁL jiný. Signál TERM zabije jakýkoliv proces, který jej neblokuje nebo nezachytává. Může se stát, že bude nutné použít signál KILL, protože tento signál nelze zachytit.
Použijte právě jeden z přepínačů -b, -c nebo -f. Každý SEZNAM se skládá z jednoho rozsahu, nebo z více rozsahů oddělených čárkami. Vybrané části vstupu jsou vypsány ve stejném pořadí, v jakém byly čteny, a jsou vypsány právě jednou.
Použití: „%s --coreutils-prog=NÁZEV_PROGRAMU --help“ pro nápovědu k jednotlivému programu.
Při použití přepínače -s budou ignorovány přepínače -L a -P. V opačném případě, je-li CÍLEM symbolický odkaz, se uplatní poslední zadaný přepínač. Výchozí je %s.
Je-li uvedeno --reflink[=always], bude vytvořena lehká kopie, do níž jsou bloky dat nakopírovány až při své změně. Ne-li to možné, kopírování selže. Avšak je-li uvedeno --reflink=auto, kopírování se v případě chyby vrátí k standardnímu způsobu vytváření kopií. Standardní způsob vytváření kopií lze vynutit pomocí --reflink=never.
Je-li SOUBOR1 nebo SOUBOR2 (ne oba) „-“, čte standardní vstup.
Při dekódování může vstup kromě formální abecedy obsahovat také znaky nového řádku. Obsahuje-li proud zakódovaných dat i bajty nepatřící do abecedy, můžete se je pokusit přeskočit volbou --ignore-garbage.
Není-li uveden SOUBOR nebo když je SOUBOR „-“, čte ze standardního vstupu.
Bez přepínačů produkuje třísloupcový výstup. První sloupec obsahuje řádky jedinečné pro SOUBOR1, druhý sloupec řádky obsažené jen v SOUBORU2 a sloupec třetí obsahuje řádky společné oběma souborům.
Bez jakéhokoli PŘEPÍNAČE jsou vypsány některé užitečné informace.
Vypíše SOUBOR jednoznačným způsobem, implicitně v osmičkovém formátu, na standardní výstup. Bude-li zadáno více SOUBORŮ, zřetězí je v pořadí daném na příkazovém řádku.
(užitečné pouze na systémech, které mohou měnit vlastnictví symbolických odkazů)
Poslední zadaná pozice může mít předřazeno „/“, čímž určí velikost tabelátoru po posledním explicitně určené tabelační zarážce. Dále lze použít předponu „+“ k zarovnání zbývajících tabelačních zarážek relativně k poslední zadané tabelační zarážce namísto k prvnímu sloupci.
--all vypíše počet nainstalovaných procesorů --ignore=N je-li možno, vynechá N výpočetních jednotek
--backup=[TYP] vytvoří záložní kopii každého existujícího cílového souboru -b jako --backup, ale bez argumentu -f, --force před přepsáním se neptá -i, --interactive před přepsáním se zeptá -n, --no-clobber nepřepíše existující soubor Zadáte-li více jak jeden přepínač z -i, -f, -n, pouze poslední bude účinkovat.
--backup[=ZPŮSOB] zálohuje každý existující cílový soubor -b jako --backup, ale bez argumentů -d, -F, --directory povolí superuživateli pokusit se vytvořit pevné odkazy na adresáře (poznámka: pravděpodobně selže kvůli omezením systému, a to i superuživateli) -f, --force odstraní existující cílové soubory
--base16 kódování hex (oddíl 8 RFC 4648)
--base2lsbf řetězec bitů s nejméně významným bitem (LSB) prvním
--base2msbf řetězec bitů s nejvýznamnějším bite (MSB) prvním
--base32 stejné jako program „base32“ (oddíl 6 RFC 4648)
--base32hex rozšířená abeceda hex base32 (oddíl 7 RFC 4648)
--base64 stejné jako program „base64“ (oddíl 4 RFC 4648)
--base64url base64 vhodné pro soubory a URL (oddíl 5 RFC 4648)
--batch-size=PSPOJŮ najednou spojí nejvýše PSPOJŮ vstupů; při více použije dočasné soubory
--block-signal[=SIGNÁL] zablokuje doručování SIGNÁLŮ PŘÍKAZU
--cached=REŽIM určuje, jak použít zapamatované atributy; užitečné se vzdálenými souborovými systému. Vizte REŽIM níže.
--complement použije doplněk zadaných bajtů, znaků nebo položek
--debug popíše rozebrané datum a upozorní na pochybné použití na chybovém výstupu
--debug vyznačí část řádku použitou k řazení a upozorní na sporné způsoby použití na chybovém výstupu --files0-from=S čte vstup ze souborů, jejichž jména zakončená znakem NULL jsou uvedena v souboru S; Je-li S „-“, pak načte jména ze standardního vstupu
--debug oznámí použitou implementaci
--debug vypisuje varování při neplatném vstupu
--default-signal[=SIGNÁL] obnoví obsluhu SIGNÁLŮ do výchozího stavu
--dereference působí na cíl symbolického odkazu (toto je výchozí chování) namísto na symbolický odkaz samotný -h, --no-dereference působí na symbolický odkaz místo na odkazovaný soubor
--field=POLOŽKY nahradí čísla v těchto položkách vstupu (výchozí je 1), vizte POLOŽKY níže
--files0-from=S zpracuje obsah souborů, jejichž jména oddělená znakem NULL jsou uvedena v souboru S; Je-li S „-“, pak načte jména ze standardního vstupu -L, --max-line-length vypíše největší šířku zobrazení -w, --words vypíše počet slov
--files0-from=S ze souboru S získá seznam jmen souborů oddělených nulovým bajtem a výpočet využití zařízení provede nad těmito soubory; je-li F -, čte názvy ze standardního vstupu -H rovnocenné s --dereference-args (-D) -h, --human-readable vypíše velikosti ve formátu čitelném pro lidi (např. 1K 234M 2G) --inodes vypíše využití iuzlů namísto bloků
--format=FORMÁT použije printf FORMÁT pro výpis reálných čísel, pro podrobnosti vizte FORMÁT níže
--from-unit=N určuje velikost vstupní jednotky (místo výchozí 1).
--from=SOUČASNÝ_VLASTNÍK:SOUČASNÁ_SKUPINA mění vlastníka a/nebo skupinu každého souboru, pouze když jeho aktuální vlastník a/nebo skupina odpovídá zadaným. Jak vlastník tak skupina může být vynechána, a tedy nebude uvažována
--from=JEDNOTKA automaticky přeškáluje vstupní čísla na JEDNOTKY. Výchozí je „none“ (žádná). Vizte JEDNOTKY níže.
--group[=ZPŮSOB] zobrazí všechny položky, skupiny oddělí prázdným řádkem. ZPŮSOB: „separate“ (oddělující, výchozí), „prepend“ (uvozující), „append“ (závěrečný), „both“ (obojetný)
--grouping sdruží číslice do skupin podle locale, např. 1 000 000 (což znamená, že nemá smysl v locale C či POSIX)
--groups=SEZNAM_SKUPIN určuje doplňkové skupiny jako s1,s2,…,sN
--header[=N] vypíše (bez převodu) prvních N řádků hlavičky, výchozí hodnota N je 1
--ignore-signal[=SIGNÁL] nastaví obsluhu SIGNÁLŮ na nic nedělání
--invalid=MÓD způsob selhání při neplatných číslech: MÓD může být: abort (přerušit, výchozí), fail (selhat), warn (varovat), ignore (ignorovat).
--list-signal-handling vypíše obsluhu signálů lišící se od výchozí na chybový výstup
--lookup pokusí se získat kanonická jména počítačů z DNS -m pouze počítače a uživatele připojené ke standardnímu vstupu -p, --process vypíše aktivní procesy obnovené initem
--no-preserve-root s „/“ nezachází zvláštně --preserve-root[=all] nemaže „/“ (výchozí); s „all“ odmítne argumenty příkazového řádku, které se nacházejí na zařízení odlišném od svých rodičů
--no-preserve-root s „/“ se nezachází zvláštně (výchozí chování) --preserve-root odmítne rekurzivní zpracování nad „/“
--no-preserve=SEZNAM_ATRIBUTŮ nezachovává určené atributy --parents přidává zdrojovou cestu do cílového ADRESÁŘE
--one-file-system při rekurzivním mazání vynechá adresáře, jež se nachází na jiném souborovém systému než příslušný argument z příkazové řádky
--output-delimiter=ŘET odděluje sloupce pomocí ŘET
--output[=SEZNAM_POLOŽEK] výstup ve formátu určeném SEZNAMEM_POLOŽEK, nebo vypíše všechny položky, je-li seznam vynechán. -P, --portability použije formát definovaný normou POSIX --sync zavolá „sync“ před získáním informací
--padding=N vyplní výstup na N znaků. Kladné N zarovná zprava, záporné N zarovná zleva. Je-li výstup širší než N, výplň se ignoruje. Výchozí je automatická výplň, je-li nalezeno bílé místo.
--pid=PID s -f se ukončí, když proces s číslem PID skončí -q, --quiet, --silent nikdy nevypisuje názvy souborů --retry bude zkoušet otevřít soubor, i když je nedostupný
--preserve-context zachová selinuxový bezpečnostní kontext -Z nastaví cílovému souboru a každému vytvořenému adresáři selinuxový bezpečnostní kontext na výchozí hodnotu --context[=KONTEXT] jako -Z nebo je-li KONTEXT zadán, nastaví selinuxový nebo smackový bezpečnostní kontext na KONTEXT
--reference=RSOUBOR použije skupinou RSOUBORU namísto zadané hodnoty SKUPINA
--reference=RSOUBOR místo hodnoty PRÁVA použije práva souboru RSOUBOR
--reference=RSOUBOR místo zadání hodnot VLASTNÍK:SKUPINA použije vlastníka a skupinu souboru RSOUBOR
--reference=RSOUBOR místo zadání hodnoty KONTEXT použije bezpečnostní kontext souboru RSOUBOR
--rfc-3339=TVAR vypíše datum a čas podle RFC 3339. TVAR musí být „date“, „seconds“ nebo „ns“ a čas bude vrácen s přesností na dny, sekundy nebo nanosekundy. Příklad: 2006-08-14 02:34:56-06:00
--round=METODA zaokrouhlovací metoda použitá při škálování. METODA může být: up (nahoru), down (dolů), from-zero (z nuly, výchozí), towards-zero (k nule), nearest (nejbližší)
--skip-chdir nezmění pracovní adresář na %s
--sort=SLOVO řadí podle SLOVA: general-numeric -g, human-numeric -h, month -M, numeric -n, random -R, version -V -V, --version-sort přirozené řazení (verzovacích) čísel v textu
--sparse=KDY řídí tvorbu souborů s dírami. Vizte níže --strip-trailing-slashes odstraňuje lomítka na konci názvů všech ZDROJŮ
--strip-trailing-slashes odstraní všechna lomítka z konce ZDROJE(Ů) -S, --suffix=PŘÍPONA přípona záložních souborů
--suffix=PŘÍPONA k šabloně připojí PŘÍPONU; PŘÍPONA nesmí obsahovat lomítko. Tento přepínač se aktivuje, pokud ŠABLONA nekončí na X
--suffix=PŘÍPONA přidá k výstupním číslům PŘÍPONU a přijímá volitelnou PŘÍPONU u vstupních čísel
--suppress-matched potlačí řádky odpovídající VZORKU
--tag vytvoří kontrolní součet ve stylu BSD
--tag vytvoří kontrolní součet ve stylu BSD (výchozí)
--to-unit=N velikost výstupní jednotky (místo výchozí 1).
--to=JEDNOTKA automaticky přeškáluje výstupní čísla do JEDNOTEK. Vizte JEDNOTKY níže.
--total vypíše souhrn
--total vynechá všechny položky nepodstatné pro dostupné místo a vypíše celkový součet
--untagged vytvoří kontrolní součet pozpátku, bez druhu otisku
--userspec=UŽIVATEL:SKUPINA určuje uživatele a skupinu (ID nebo jméno), které se použijí
--verbose před otevřením každého výstupního souboru vypíše oznámení o tomto
--z85 kódování podobné Ascii85 (ZeroMQ spec:32/Z85); při kódování délka vstupu musí být násobek 4, při dekódování délka vstupu musí být násobek 5
[-]cstopb použije dva stop bity (jeden stop bit pomocí „-“) [-]hup pošle signál hangup, když poslední proces uzavře tty [-]hupcl jako [-]hup [-]parenb generuje paritní bit na výstupu a očekává ho na vstupu [-]parodd nastaví lichou paritu (nebo sudou pomocí „-“)
[-]echo opisuje vstupní znaky
[-]echoe jako [-]crterase [-]echok vypíše znak CR (newline) po znaku „kill“
[-]echonl vypisuje LF (newline), i když jiné znaky se nevypisují
[-]icanon povolí speciální znaky: %s [-]iexten povolí speciální znaky, které neodpovídají normě POSIX
[-]inlcr překládá LF (newline) na CR (carriage return) [-]inpck začne kontrolovat paritu na vstupu [-]istrip nuluje horní (8.) bit vstupních znaků
[-]isig povolí speciální znaky interrupt, quit a suspend [-]noflsh zakáže vyprázdnění bufferů po speciálních znacích interrupt a quit
[-]ixoff povolí posílání znaků start/stop [-]ixon povolí řízení toku dat pomocí XON/XOFF [-]parmrk označí chyby parity (sekvencí 255-0-znak) [-]tandem jako [-]ixoff
[-]opost zpracování postprocesorem
cbreak jako -icanon -cbreak jako icanon
cooked jako brkint ignpar istrip icrnl ixon opost isig znaky icanon, eof a eol jsou nastaveny na jejich implicitní hodnoty -cooked jako raw
crt jako %s
csN nastaví velikost znaku na N bitů, N je 5–8
dec jako %s intr ^c erase 0177 kill ^u
ek znaky erase a kill vrátí na jejich výchozí hodnoty evenp jako parenb -parodd cs7 -evenp jako -parenb cs8
eof ZNAK ZNAK, který posílá „konec souboru“ (ukončení vstupu) eol ZNAK ZNAK, který ukončuje řádek
erase ZNAK ZNAK, který maže poslední zapsaný znak intr ZNAK ZNAK, který zasílá signál interrupt kill ZNAK ZNAK, který maže aktuální řádek
ispeed N nastaví vstupní rychlost na N
litout jako -parenb -istrip -opost cs8 -litout jako parenb istrip opost cs7
min N spolu s -icanon nastaví N znaků jako minimum pro ukončení čtení ospeed N nastaví rychlost výstupu na N
nl jako %s -nl jako %s
oddp jako parenb parodd cs7 -oddp jako -parenb cs8 [-]parity jako [-]evenp pass8 jako -parenb -istrip cs8 -pass8 jako parenb istrip cs7
quit ZNAK ZNAK, který posílá signál quit
raw jako -ignbrk -brkint -ignpar -parmrk -inpck -istrip -inlcr -igncr -icrnl -ixon -ixoff -icanon -opost -isig%s min 1 time 0 -raw jako cooked
sane jako cread -ignbrk brkint -inlcr -igncr icrnl icanon iexten echo echoe echok -echonl -noflsh %s %s %s, všechny speciální znaky vrátí na jejich výchozí hodnoty
speed vypíše rychlost terminálu time N spolu s -icanon nastaví časový limit pro čtení na N desetin sekundy
start ZNAK ZNAK, který znovu spustí výstup po jeho pozastavení stop ZNAK ZNAK, který pozastavuje výstup susp ZNAK ZNAK, který posílá signál „terminal stop“
%A celé jméno dne podle lokalizace (např. Neděle) %b zkrácené jméno měsíce podle lokalizace (např. led) %B celé jméno měsíce podle lokalizace (např. leden) %c datum a čas podle lokalizace (např. Ne 14. leden 2007, 00:49:20 CET)
%C století; jako %Y, ale vynechá poslední dvě číslice (např. 20) %d číslo dne v měsíci (např. 01) %D datum; stejné jako %m/%d/%y %e den v měsíci zarovnaný mezerami; stejné jako %_d
%F plné datum; stejné jako %+4Y-%m-%d %g poslední dvě číslice roku dle ISO číslování týdnů (vizte %G) %G rok dle ISO číslování týdnů (vizte %V); obvykle užitečné jen s %V
%S sekundy (00..61) %t vodorovný tabulátor %T čas; stejné jako %H:%M:%S %u den v týdnu (1..7); 1 znamená pondělí
%U číslo týdne v daném roce, neděle jako první den v týdnu (00..53) %V číslo týdne v daném roce dle ISO normy, pondělí jako první den v týdnu (01..53) %w den v týdnu (0..6); 0 znamená neděli %W číslo týdne v daném roce, pondělí jako první den v týdnu (00..53)
%d číslo zařízení desítkově (st_dev) %D číslo zařízení šestnáctkově (st_dev) %Hd číslo hlavního zařízení desítkově %Ld číslo vedlejšího zařízení desítkově %f syrový mód (st_mode; práva a druh) šestnáctkově %F druh souboru %g ID skupiny vlastníka %G jméno skupiny vlastníka
%h jako %b %H hodina (00..23) %I hodina (01..12) %j číslo dne v roce (001..366)
%i ID systému souborů šestnáctkově %l největší délka jména souboru %n jméno souboru %s velikost bloku (pro rychlejší přenosy) %S velikost základního bloku (pro počty bloků) %t druh šestnáctkově %T druh v podobě vhodné pro člověka
%k hodina, odsazená mezerou ( 0..23), stejné jako %_H %l hodina, odsazená mezerou ( 1..12), stejné jako %_I %m měsíc (01..12) %M minuta (00..59)
%n nový řádek %N nanosekundy (000000000..999999999) %p řetězec odpovídající anglickým AM a PM podle lokalizace; prázdný pokud není známo %P jako %p, ale malými písmeny %q čtvrtletí (1..4) %r čas, 12-hodinový podle lokalizace (např. 11:11:04) %R hodiny a minuty v 24h cyklu; stejné jako %H:%M %s počet sekund od počátku epochy (00:00:00 1. 1. 1970 UTC)
%x reprezentace data podle lokalizace (např. 14.01.2007) %X reprezentace času podle lokalizace (např. 23:13:48) %y poslední dvě číslice letopočtu (00..99) %Y rok
%z časové pásmo ve formátu +hhmm (např. +0100) %:z časové pásmo ve formátu +hh:mm (např. +01:00) %::z časové pásmo ve formátu +hh:mm:ss (např. +01:00:00) %:::z časové pásmo s postačující nejmenší přesností a dvojtečkou jako oddělovačem (např. -04, +05:30) %Z časové pásmo vyjádřené písmennou zkratkou (např. CET) Implicitně jsou číselné položky data zarovnány nulami.
+ TOKEN zpracuje TOKEN jako řetězec, i když se jedná o klíčové slovo jako „match“ nebo operátor jako „/“ ( VÝRAZ ) hodnota VÝRAZU
+PRVNÍ_STRÁNKA[:POSLEDNÍ_STRÁNKA], --pages=PRVNÍ_STRÁNKA[:POSLEDNÍ_STRÁNKA] začne [skončí] výpis na stránce PRVNÍ_[POSLEDNÍ_]STRÁNKA -SLOUPCŮ, --columns=SLOUPCŮ produkuje SLOUPCŮ-sloupcový výstup. Řádky vypisuje na stránku do sloupců, pokud není použit přepínač -a. Také se snaží vyrovnat počet řádků ve sloupcích
- +FORMÁT (např. +%H:%M) pro formát jako u „date“
-0, --null řádky výstupu zakončí znakem NUL místo znakem nového řádku -a, --all vypíše velikost i souborů, ne jen adresářů --apparent-size vypíše velikost obsahu souborů místo zabraného prostoru zařízení; ačkoliv velikost obsahu bývá menší, kvůli dírám v „řídkých“ souborech, vnitřní fragmentaci, nepřímým blokům apod. může být i větší.
-0, --null každý výstupní řádek zakončí znakem NUL místo znakem nového řádku
-A, --address-radix=ZÁKLAD formát výstupu pro pozice v souboru; ZÁKLAD je jeden z [doxn] pro soustavu desítkovou, osmičkovou, šestnáctkovou nebo žádnou --endian={big|little} prohodí bajty vstupu podle zadaného pořadí -j, --skip-bytes=POČET přeskočí prvních POČET bajtů ze vstupu
-A, --auto-reference ve výstupu jsou automaticky generované odkazy -G, --traditional způsobí chování jako „ptx“ ze System V
-C, --chdir=ADRESÁŘ změní pracovní adresář na ADRESÁŘ
-D vypisuje všechny opakující se řádky --all-repeated[=ZPŮSOB] jako -D, ale skupiny lze oddělit prázdným řádkem. ZPŮSOB: „none“ (žádný, výchozí), „prepend“ (uvozující), „separate“ (oddělující)
-D vytvoří všechny úvodní komponenty CÍLE kromě poslední nebo všech komponent --target-directory, pak zkopíruje ZDROJ do CÍLE -g, --group=SKUPINA nastaví skupinu souboru na SKUPINU místo skupiny aktuálního procesu -m, --mode=PRÁVA nastaví přístupová práva souboru na PRÁVA (zadána jako pro chmod) místo rwxr-xr-x -o, --owner=VLASTNÍK nastaví vlastníka souboru (pouze superuživatel – root)
-D, --date-format=FORMÁT použije FORMÁT pro datum v hlavičce -e[ZNAK[ŠÍŘKA]], --expand-tabs[=ZNAK[ŠÍŘKA]] expanduje vstupní ZNAKY (tabelátory) na ŠÍŘKU (8) mezer -F, -f, --form-feed použije znak nové stránky (FF) místo nových řádků (CR) k oddělení stránek (a 3řádkovou hlavičku stránky při -F nebo 5řádkovou hlavičku s patičkou bez -F).
-F, --flag-truncation=ŘETĚZEC použije ŘETĚZEC pro určení zkracování řádků. Výchozí je „/“
-G, --no-group při dlouhém formátu nevypisuje názvy skupin
-I zeptá se jednou před smazáním více než tří souborů, nebo rekurzivním mazáním; obtěžuje méně než -i, přesto poskytuje ochranu proti většině chyb --interactive[=KDY] ptá se podle KDY: „never“ (nikdy), „once“ (jednou, -I) nebo „always“ (vždy, -i); bez KDY se ptá vždy
-I[TVAR], --iso-8601[=TVAR] vypíše datum/čas ve tvaru určeném ISO 8601. TVAR musí být „date“ pro pouhé datum (výchozí), „hours“, „minutes“, „seconds“, nebo „ns“, kdy čas bude vrácen s přesností na hodiny, minuty, sekundy nebo nanosekundy. Příklad: 2006-08-14T02:34:56-06:00
-L, --dereference následuje odkazy -f, --file-system zobrazí informace o souborovém systému místo o souboru
-L, --logical použije PWD z prostředí, i když obsahuje symbolické odkazy -P, --physical vyhne se všem symbolickým odkazům
-M, --macro-name=ŘETĚZEC jméno makra, které se má použít místo „xx“ -O, --format=roff generuje výstup pro program roff -R, --right-side-refs vloží odkazy vpravo, nepočítány v -w -S, --sentence-regexp=REGVÝR pro konec řádků a konec vět -T, --format=tex generuje výstup pro TeX
-P, --no-dereference nenásleduje symbolické odkazy (výchozí chování) -S, --separate-dirs u adresářů nezahrnuje velikosti podadresářů --si jako -h, ale používá mocniny 1000 a ne 1024 -s, --summarize vypíše pouze celkový součet pro každý argument
-R, --recursive působí na soubory a adresáře rekurzivně
-R, --recursive vykoná se rekurzivně i v podadresářích
-R, --rfc-email vypíše datum a čas podle RFC 5322. Příklad: Mon, 14 Aug 2006 02:34:56 -0600
-R, -r, --recursive kopíruje adresáře rekurzivně --reflink=[KDY] řídí klonované/CoW kopie. Vizte níže --remove-destination odstraní každý cílový soubor dříve, než se jej pokusí otevřít (opak --force)
-S, --split-string=S zpracuje a rozdělí S do jednotlivých argumentů; používá se pro předání násobných argumentů na řádku s interpretrem skriptu (#!)
-S, --suffix=PŘÍPONA změní příponu záloh na PŘÍPONU -t, --target-directory=ADRESÁŘ určí ADRESÁŘ, v kterém se budou vytvářet odkazy -T, --no-target-directory vždy považuje JMÉNO_ODKAZU za běžný soubor -v, --verbose tiskne jména všech odkazů
-S[ŘETĚZEC], --sep-string[=ŘETĚZEC] oddělí sloupce ŘETĚZCEM, bez -S ale s -J: výchozí oddělovač je TAB bez -S a bez -J: mezera (rovnocenné s -S" ") neovlivňuje parametry sloupců.
-T, --omit-pagination nevypisuje hlavičky a patičky stránek, ignoruje rozvržení stránek vstupního souboru (ignoruje znak nové stránky FF) -v, --show-nonprinting použije osmičkovou notaci se zpětným lomítkem -w, --width=ŠÍŘKA_STRÁNKY nastaví šířku stránky na ŠÍŘKA_STRÁNKY (72) znaků pouze pro vícesloupcový výstup, -s[ZNAK] vypíná (72)
-T, -w, --mesg připojí stav možnosti posílat zprávy (+, - nebo ?) -u, --users vypíše seznam přihlášených uživatelů --message jako -T --writable jako -T
-W, --page-width=ŠÍŘKA_STRÁNKY nastaví šířku stránky na ŠÍŘKA_STRÁNKY (72) znaků vždy, když není zadán přepínač -J, zkracuje řádky; neovlivňuje -S nebo -s.
-X, --exclude-from=SOUBOR vynechá soubory odpovídající jakémukoliv vzoru v SOUBORU --exclude=VZOR vynechá soubory, které odpovídají VZORU -x, --one-file-system přeskočí adresáře z jiných souborových systémů
-Z nastaví selinuxový bezpečností kontext cílového souboru na výchozí hodnotu --context[=KONTEXT] jako -Z nebo je-li KONTEXT zadán, nastaví selinuxový nebo smackový bezpečností kontext na KONTEXT
-Z nastaví každému vytvářenému adresáři selinuxový bezpečnostní kontext na výchozí hodnotu --context=KONTEXT jako -Z nebo je-li KONTEXT zadán, nastaví selinuxový nebo smackový bezpečnostní kontext na KONTEXT
-Z nastaví selinuxový bezpečnostní kontext na výchozí hodnotu --context[=KTX] jako -Z nebo je-li KTX zadán, nastaví selinuxový nebo smackový bezpečnostní kontext na KTX
-a změní pouze čas posledního přístupu -c, --no-create nevytvoří nové soubory -d, --date=ŘETĚZEC analyzuje ŘETĚZEC a použije ho místo aktuálního času -f (ignorován)
-a, --across vypisuje řádky přes sloupce. Používá se dohromady s přepínačem -SLOUPCŮ. -c, --show-control-chars použije zobáčkovou notaci (^G) a notaci osmičkovou se zpětným lomítkem -d, --double-space za každý řádek vloží jeden prázdný
-a, --algorithm=DRUH vybere druh otisku. Vizte OTISK níže.
-a, --all vypíše i soubory začínající tečkou -A, --almost-all vypíše všechny soubory kromě souborů „.“ a „..“ --author spolu s -l vypíše autora každého souboru -b, --escape negrafické znaky escapuje ve stylu jazyka C
-a, --all zahrnuje pseudosouborové, duplikátní a nedostupné souborové systémy -B --block-size=VELIKOST velikosti vypisuje v násobcích VELIKOSTI, např. „-BM“ vypisuje velikosti v jednotkách po 1 048 576 bajtech; popis formátu VELIKOSTI naleznete níže. -h, --human-readable vypisuje velikosti v mocninách 1024 (např. 1023M) -H, --si vypisuje velikosti v mocninách 1000 (např. 1,1G)
-a, --all vypíše všechna nastavení ve formě pro člověka čitelné -g, --save vypíše všechna nastavení ve formě pro stty -F, --file=ZAŘÍZENÍ místo stdin otevře a použije zadané zařízení
-a, --all převádí všechny mezery místo pouze úvodních --first-only převádí pouze úvodní sekvence mezer (přebije -a) -t, --tabs=N nastaví tabelátor na N mezer místo 8 (zapne -a)
-a, --archive stejné jako -dR --preserve=all --attributes-only nekopíruje obsah souboru, pouze jeho atributy --backup=[TYP] vytvoří záložní kopie přepisovaných souborů -b jako --backup, ale bez argumentu --copy-contents v rekurzivním režimu kopíruje obsah speciálních souborů -d, stejné jako --no-dereference --preserve=links
-a, --multiple zpracuje násobné argumenty, každý považuje za JMÉNO -s, --suffix=PŘÍPONA odstraní koncovou PŘÍPONU; obsahuje -a -z, --zero odděluje výstup pomocí znaku NUL namísto novým řádkem
-b, --before připojí oddělovač řádků před řádky místo za ně -r, --regex interpretuje oddělovač jako regulární výraz -s, --separator=ŘETĚZEC použije ŘETĚZCE jako oddělovače místo nového řádku
-b, --binary čte v binárním režimu
-b, --binary čte v binárním módu (výchozí, pokud nečte standardní vstup terminálu)
-b, --body-numbering=STYL použije STYL k číslování řádků v těle -d, --section-delimiter=CC použije CC pro oddělení logických stránek -f, --footer-numbering=STYL použije STYL k číslování řádků v patičce
-b, --bytes pro zalamování počítá bajty na řádku místo sloupců -s, --spaces zalamuje řádky v mezerách -w, --width=ŠÍŘKA používá ŠÍŘKA sloupců místo 80
-b, --bytes=SEZNAM vypíše pouze tyto bajty -c, --characters=SEZNAM vypíše pouze tyto znaky -d, --delimiter=ODDĚLOVAČ jako oddělovač použije ODDĚLOVAČ (místo tabulátoru)
-b, --ignore-leading-blanks ignoruje úvodní mezery -d, --dictionary-order uvažuje pouze mezery a alfanumerické znaky -f, --ignore-case převede malá písmena na velká
-b, --suffix-format=FORMÁT použije sprintf FORMÁT místo %02d -f, --prefix=PŘEDPONA použije PŘEDPONY místo „xx“ -k, --keep-files nemaže výstupní soubory při chybách
-c --format=FORMÁT použije zadaný FORMÁT místo implicitního; za každým FORMÁTEM odřádkuje --printf=FORMAT jako --format, ale rozpozná escape sekvence zpětných lomítek a implicitně neodřádkuje; pro odřádkování přidejte do FORMÁTU „\n“ -t, --terse vytiskne informace ve stručné podobě
-c, --bytes=[+]POČET vypíše posledních POČET bajtů; nebo lze použít zápis -c +POČET k vypsání bajtů počínaje tímto pořadovým bajtem z každého souboru
-c, --bytes=[-]POČET vypíše prvních POČET bajtů z každého souboru; uvedení „-“ způsobí vypsání všech kromě posledních POČET bajtů každého souboru -n, --lines=[-]POČET vypíše prvních POČET řádků místo prvních %d; uvedení „-“ způsobí vypsání všech kromě posledních POČET řádků z každého souboru
-c, --changes jako verbose, ale hlásí jen změny -s, --quiet, --silent potlačí většinu chybových hlášek -v, --verbose informuje o každém zpracovávaném souboru
-c, --check porovnává součty se zadanými v SOUBORECH
-c, --check, --check=diagnose-first zkontroluje, zda vstup je seřazen; neřadí -C, --check=quiet, --check=silent jako -c, ale nehlásí první chybnou řádku --compress-program=PROGRAM pomocné soubory komprimuje příkazem PROGRAM, dekomprimuje je pomocí PROGRAM -d
-c, --count před každý řádek vloží počet výskytů -d, --repeated vypisuje pouze opakující se řádky; jeden na každou skupinu
-c, --crown-margin zachová odsazení prvních dvou řádků -p, --prefix=ŘETĚZEC pracuje pouze s řádky majícími ŘETĚZEC jako prefix -s, --split-only pouze rozdělí dlouhé řádky
-c, --no-create nevytváří žádné soubory
-d, --data synchronizuje pouze data souborů, ne nepotřebná metadata
-d, --date=ŘETĚZEC vypíše čas zadaný jako ŘETĚZEC, nikoli aktuální
-d, --decode rozkóduje data -i, --ignore-garbage během dekódování ignoruje neabecední znaky -w, --wrap=SLOUPCŮ zalomí zakódované řádky po SLOUPCŮ znacích (výchozí 76). Zalamování lze zakázat hodnotou 0
-d, --delimiter=X jako oddělovač položek použije X namísto bílého místa
-d, --delimiters=SEZNAM použije znaků ze SEZNAMU jako oddělovačů (místo tabelátorů) -s, --serial vypíše soubory za sebou místo vedle sebe
-d, --directory vytvoří adresář, ne soubor -u, --dry-run nevytváří nic, jen vytiskne jméno (není bezpečné) -q, --quiet potlačí hlášky o chybě při vytváření souboru/adresáře
-e povolí interpretaci escape sekvencí začínajících zpětným lomítkem -E zakáže interpretaci escape sekvencí uvozených zpětným lomítkem (běžné chování)
-e povolí interpretaci escape sekvencí začínajících zpětným lomítkem (běžné chování) -E zakáže interpretaci escape sekvencí uvozených zpětným lomítkem
-e, --echo každý ARG považuje za vstupní řádek -i, --input-range=DO-HO každé číslo DO až HO považuje za vstupní řádek -n, --head-count=POČET vypíše nejvýše POČET řádků -o, --output=SOUBOR výsledek zapíše do SOUBORU na místo na standardní výstup --random-source=SOUBOR získá náhodné bajty ze SOUBORU -r, --repeat výstupní řádky se mohou opakovat
-f nevypisuje hlavičky sloupců v krátkém formátu -w nevypisuje celé jméno v krátkém formátu -i nevypisuje celé jméno a odkud v krátkém formátu -q nevypisuje celé jméno, odkud a prostoj v krátkém formátu
-f stejné jako -t fF, čísla v pohyblivé řádové čárce -i stejné jako -t dI, desítková se znaménkem (dvoubajtová) -l stejné jako -t dL, desítková se znaménkem (čtyřbajtová) -o stejné jako -t o2, osmičková (dvoubajtová) -s stejné jako -t d2, desítková (dvoubajtová) -x stejné jako -t x2, šestnáctková (dvoubajtová)
-f SOUBOR SOUBOR existuje a je to obyčejný soubor (ne adresář) -g SOUBOR SOUBOR existuje a má nastaven sgid bit -G SOUBOR SOUBOR existuje a je vlastněn aktuálním efektivním GID -h SOUBOR SOUBOR existuje a je to symbolický odkaz (stejné jako -L) -k SOUBOR SOUBOR existuje a má nastaven „sticky“ bit
-f, --canonicalize kanonizuje rekurzivním následováním každého symbolického odkazu v každé části zadaného názvu; všechny části až na poslední musí existovat -e, --canonicalize-existing kanonizuje rekurzivním následováním každého symbolického odkazu v každé části zadaného názvu; všechny části musí existovat
-f, --fields=SEZNAM vypíše pouze tyto položky; také vypíše všechny řádky, které neobsahují oddělovač, ale pouze pokud není zadáno -s -n (ignorováno)
-f, --file-system synchronizuje souborové systémy, které obsahují zadané soubory
-f, --file=DATASOUBOR jako --date, ale časy jsou v DATASOUBORU
-f, --follow[={name|descriptor}] vypisuje pouze data přidávaná do souboru („name“ – sleduje dle jména souboru, „descriptor“ – dle deskriptoru souboru) chybějící hodnota znamená „descriptor“ -F stejné jako --follow=name --retry
-f, --force pokud cílový soubor existuje ale nelze jej otevřít, smaže jej a zkusí to znovu (ignorováno, je-li rovněž použit přepínač -n) -i, --interactive ptá se před přepsáním (přebije předcházející přepínač -n) -H následuje symbolické odkazy z příkazové řádky ve ZDROJI
-f, --force povolí změnu práva pro zápis do souboru, jestliže je to nutné -n, --iterations=N přepíše N krát, místo implicitního počtu (%d) --random-source=SOUBOR získá náhodné bajty ze SOUBORU -s, --size=N aplikuje na toto množství bajtů (přípony jako K, M, G jsou možné)
-f, --format=FORMÁT použije printf FORMÁT pro výpis reálných čísel -s, --separator=ŘETĚZEC použije ŘETĚZEC k oddělení čísel (implicitně: \n) -w, --equal-width srovná šířku zarovnáním úvodními nulami
-f, --skip-fields=N neporovnává prvních N položek
-g jako -l, ale nevypisuje vlastníka
-g, --general-numeric-sort porovnává podle obecných číselných hodnot -i, --ignore-nonprinting uvažuje pouze tisknutelné znaky -M, --month-sort porovnává podle měsíců (neznámý) < „LED“ < … < „PRO“
-h, --header=HLAVIČKA použije vystředěnou HLAVIČKU místo jména souboru. -h "" vypíše prázdný řádek, nepoužívejte -h"" -i[ZNAK[ŠÍŘKA]], --output-tabs[=ZNAK[ŠÍŘKA]] nahradí ŠÍŘKA (8) mezer ZNAKEM (tabelátorem) -J, --join-lines slije celé řádky, vypne zkracování řádků pře -W, zruší zarovnání sloupců, --sep-string[=ŘETĚZEC] nastavuje oddělovače
-h, --human-numeric-sort porovnává čísla v lidsky čitelné podobě (například 2K 1G)
-h, --human-readable při -l a -s vypisuje velikosti jako 1K, 234M, 2G atd. --si jako předchozí, ale použije mocniny 1000 a ne 1024
-h, --no-dereference působí na symbolický odkaz místo na soubor, na který odkaz odkazuje (funguje pouze na systémech, které mohou měnit časy symbolických odkazů) -m změní pouze čas poslední změny obsahu souboru
-i, --ignore-case při porovnávání položek ignoruje rozdíly mezi malými a velkými písmeny -j POLOŽKA rovnocenné s „-1 POLE -2 POLE“ -o FORMÁT řídí se FORMÁTEM při tvorbě výstupního řádku -t ZNAK použije ZNAK jako oddělovač položek na vstupu i výstupu
-i, --ignore-case ignoruje rozdíl mezi malými a velkými písmeny -s, --skip-chars=N neporovnává prvních N znaků -u, --unique vypisuje pouze neopakující se řádky
-i, --ignore-environment začne s prázdným prostředím -0, --null každý výstupní řádek zakončí znakem NUL místo znakem nového řádku -u, --unset=JMÉNO odstraní z prostředí proměnnou JMÉNO
-i, --initial tabelátory následující ne-bílý znak nejsou konvertovány -t, --tabs=N tabelátor považuje za N (8) mezer
-i, --inodes výpis informací o i-uzlech místo o blocích -k jako --block-size=1K -l, --local omezení výpisu na lokální souborové systémy --no-sync nevolá „sync“ před získáním informací (implicitní)
-i, --input=REŽIM přizpůsobí bufferování proudu standardního vstupu -o, --output=REŽIM přizpůsobí bufferování proudu standardního výstupu -e, --error=REŽIM přizpůsobí bufferování proudu chybového výstupu
-k jako --block-size=1K -L, --dereference následuje všechny symbolické odkazy -l, --count-links jestliže jsou jména pevnými odkazy na jeden soubor, započte každý odkaz znovu -m jako --block-size=1M
-k, --key=DEFINICE_KLÍČE řadí podle klíče, DEFINICE_KLÍČE určuje místo a druh -m, --merge spojí již seřazené soubory, neřadí
-l, --length=BITY délka otisku v bitech. Nesmí překročit maximum algoritmu blake2 a musí být násobkem 8
-l, --length=DÉLKA_STRÁNKY nastaví délku stránky (66). Zadáno v řádcích. (výchozí je 56 řádků textu, s -F 63)
-l, --link místo kopírování tvoří pevné odkazy -L, --dereference vždy sleduje symbolické odkazy ve ZDROJI
-l, --login vypíše procesy zajišťující přihlášení do systému (login)
-m, --canonicalize-missing kanonizuje rekurzivním následováním každého symbolického odkazu v každé části zadaného názvu; části názvu nemusí existovat -n, --no-newline bez odřádkování -q, --quiet -s, --silent potlačí většinu chybových hlášek (výchozí) -v, --verbose hlásí chyby -z, --zero zakončí každý výstupní řádek znakem NUL místo novým řádkem
-m, --merge vypíše soubory vedle sebe, každý v jednom sloupci, zkracuje řádky, ale spolu s přepínačem -J vypisuje plné řádky celé
-m, --mode=PRÁVA nastaví bity přístupových práv na PRÁVA, místo toho, aby byla nastavena na a=rw − umask
-m, --mode=PRÁVA nastaví přístupová práva (zadány jako příkazu „chmod“), místo toho, aby byla práva nastavena na a=rwx - umask -p, --parents nehlásí chybu, existuje-li; vytvoří podle potřeby rodičovské adresáře s módem neovlivněným přepínačem -m -v, --verbose vypíše zprávu o každém vytvořeném adresáři
-n, --adjustment=N k hodnotě nice přičte celé číslo N (výchozí je 10)
-n, --digits=CIFER použije zadaný počet číslic místo 2 -s, --quiet, --silent nevypisuje velikosti výstupních souborů -z, --elide-empty-files smaže prázdné výstupní soubory
-n, --no-clobber nepřepisuje existující soubory (přebije předcházející přepínač -i) -P, --no-dereference nikdy nenásleduje symbolické odkazy ve ZDROJI
-n, --numeric-sort porovnává podle číselné hodnoty řetězce -R, --random-sort zamíchá, ale seskupí stejné klíče, vizte shuf(1) --random-source=SOUBOR získá náhodné bajty ze SOUBORU -r, --reverse obrátí výsledek porovnávání
-n, --numeric-uid-gid jako -l, ale místo jména uživatele a skupiny vypisuje čísla -N, --literal vypisuje jména souborů tak, jak jsou na uložena -o jako -l, ale bez informací o skupinách -p, --indicator-style=slash za názvy adresářů připojí „/“
-n [ODDĚL[ČÍSLIC]], --number-lines[=ODDĚL[ČÍSLIC]] čísluje řádky, vypisuje ČÍSLIC (5) číslic a potom ODDĚL (TAB). Implicitně počítání začíná od jedničky prvním vstupním řádkem -N, --first-line-number=ČÍSLO začne počítání číslem ČÍSLO prvního řádku první vypisované stránky (vizte +PRVNÍ_STRÁNKA)
-o, --indent=OKRAJ každý řádek odsadí OKRAJ (nula) mezerami, neovlivňuje -w nebo -W, OKRAJ bude přidán k ŠÍŘCE_STRÁNKY) -r, --no-file-warnings potlačí varování, když soubor nemůže být otevřen
-o, --io-blocks považuje VELIKOST za počet IO bloků namísto bajtů
-o, --output=SOUBOR výsledek zapíše do SOUBORU místo na standardní výstup -s, --stable stabilizuje výsledek zakázáním seřazení stejných položek porovnáváním bajt po bajtu -S, --buffer-size=VELIKOST použije VELIKOST pro hlavní paměťový buffer
-p stejné jako --preserve=mode,ownership,timestamps --preserve[=SEZNAM_ATRIBUTŮ] zachovává zadané atributy (implicitní: mode,ownership,timestamps [práva, vlastnictví, časy]), je-li to možné, další atributy: context [kontext], links [odkazy], xattr [rozšířené atributy], all [vše]
-p objasňuje chyby při zápisu do ne-rour --output-error[=REŽIM] určuje chování při chybě zápisu, vizte REŽIMY níže
-p ADR, --tmpdir[=ADR] interpretuje ŠABLONU relativně k adresáři ADR. Není-li ADR zadán, použije $TMPDIR, je-li nastavena, jinak /tmp. S tímto přepínačem ŠABLONA nesmí být absolutním jménem. Na rozdíl od -t ŠABLONA smí obsahovat lomítka, avšak i zde mktemp vytvoří jen závěrečnou složku cesty
-q, --count všechna přihlašovací jména a počet přihlášených uživatelů -r, --runlevel vypíše současnou úroveň běhu systému (runlevel) -s vypíše pouze jméno, terminál a čas (implicitní) -t, --time vypíše poslední změnu času
-q, --quiet, --silent nikdy nevypisuje hlavičky s názvy souborů -v, --verbose vypisuje hlavičky s názvy souborů vždy
-r, --reference=SOUBOR vypíše čas poslední změny obsahu SOUBORU
-r, --reference=SOUBOR použije časy SOUBORU místo aktuálního času -t ČAS použije [[SS]RR]MMDDhhmm[.ss] místo aktuálního času --time=SLOVO nastaví čas zadaný SLOVEM: „access“, „atime“, „use“ (jako -a) „modify“, „mtime“ (jako -m)
-r, --reference=SOUBOR použije velikost tohoto SOUBORU -s, --size=VELIKOST použije tuto VELIKOST v bajtech
-r, --references první položka každého řádku je odkaz -t, --typeset-mode – neimplementováno – -w, --width=ČÍSLO šířka výstupu ve sloupcích, bez odkazů
-r, --reverse opačné uspořádání při řazení -R, --recursive vypíše podadresáře rekurzivně -s, --size vypíše alokovanou velikost každého souboru v blocích
-r, -R, --recursive maže adresáře a jejich obsah rekurzivně -d, --dir maže prázdné adresáře -v, --verbose vypisuje, co je prováděno
-s, --only-delimited potlačí řádky neobsahující oddělovače --output-delimiter=ŘETĚZEC ŘETĚZEC se použije jako výstupní oddělovač. Implicitně je jako tento oddělovač použit vstupní oddělovač.
-s, --set=ŘETĚZEC nastaví čas podle ŘETĚZCE -u, --utc, --universal vypíše nebo nastaví UTC (světový koordinovaný čas)
-s, --signal=SIGNÁL, -SIGNÁL určuje jméno nebo číslo signálu, který bude zaslán -l, --list vypíše seznam jmen signálů nebo převede jméno signálu na/z číslo -t, --table vypíše tabulku s informacemi o signálech
-s, --sleep-interval=N spolu s -f čeká asi N sekund (implicitně 1,0) mezi jednotlivými iteracemi; s inotify a --pid=P kontroluje proces P alespoň jednou za N sekund -v, --verbose vždy vypisuje záhlaví s názvy souborů
-s, --symbolic-link místo kopírování vytváří symbolické odkazy -S, --suffix=PŘÍPONA mění obvyklou příponu pro záložní soubory -t, --target-directory=ADRESÁŘ všechny ZDROJE kopíruje do ADRESÁŘE -T, --no-target-directory CÍL považuje za obyčejný soubor
-s[ZNAK], --separator[=ZNAK] oddělí sloupce jedním ZNAKEM. Implicitně je to znak <TAB>, když není zadán přepínač -w, a „žádný znak“, když je -w zadán. -s[ZNAK] vypne zkracování řádků u všech třech sloupcových přepínačů (-COLUMN|-a -COLUMN|-m), kromě případu, kdy je zadán přepínač -w
-t výstup seřadí podle času, nejnovější jako první; vizte přepínač --time -T, --tabsize=SLOUPCŮ pozice tabelátoru každých SLOUPCŮ znaků (výchozí 8)
-t stejné jako -vT -T, --show-tabs vypisuje znak TAB jako ^I -u (ignorováno) -v, --show-nonprinting použije zápisu ^ a M-, kromě znaků LF a TAB
-t interpretuje ŠABLONU jako jedinou část jména souboru relativně k adresáři: $TMPDIR, je-li nastavena, jinak je adresář zadán pomocí -p, jinak /tmp [zastaralé]
-t, --field-separator=ODDĚLOVAČ použije ODDĚLOVAČE místo přechodu nemezera/mezera -T, --temporary-directory=ADRESÁŘ použije ADRESÁŘ pro dočasné soubory, nepoužije $TMPDIR, ani %s. Více přepínačů zadává více adresářů. --parallel=N omezí počet souběžných řazení na N -u, --unique s -c testuje striktní uspořádání; jinak vypíše pouze první ze stejných sekvencí
-t, --omit-header nevypisuje hlavičky a patičky stránek, výchozí chování, je-li DÉLKA_STRÁNKY <= 10
-t, --tabs=SEZNAM použije čárkami oddělený seznam pozicí tabelátorů.
-t, --tagged-paragraph odsadí první řádek rozdílně od druhého -u, --uniform-spacing jedna mezera mezi slovy, dvě za větou -w, --width=ŠÍŘKA maximální šířka řádku (implicitně 75 sloupců) -g, --goal=ŠÍŘKA cílová šířka (výchozí je 93 % šířky)
-t, --target-directory=ADRESÁŘ přemístí všechny ZDROJE do ADRESÁŘE -T, --no-target-directory CÍL považuje za běžný soubor -u, --update přemístí pouze starší a úplně nové soubory -v, --verbose vypisuje co se děje -Z, --context nastaví selinuxový bezpečnostní kontext cílovému souboru na výchozí hodnotu
-t, --text čte v textovém režimu (výchozí, je-li čten standardní vstup terminálu)
-t, --text čte v textovém režimu (výchozí)
-t, --type=TYP ve výstupu pouze souborové systémy typu TYP -T, --print-type vypisuje typ souborového systému -x, --exclude-type=TYP ve výstupu nebudou souborové systémy typu TYP -v (ignorováno)
-u dealokuje a smaže soubor po přepsání; vizte níže --remove[=JAK] jako -u, ale dá kontrolu nad tím, JAK mazat, vizte níže -v, --verbose výpis informací o průběhu -x, --exact nezaokrouhluje velikost souboru nahoru na celé bloky; implicitní pro ne-obyčejné soubory -z, --zero přidá poslední fázi přepisu nulami, aby zametl stopy
-u, --update kopíruje pouze, když zdrojový soubor je novější než cílový, nebo když cílový soubor neexistuje -v, --verbose vypisuje bližší informace o vykonávání příkazu -x, --one-file-system zůstane v jednom souborovém systému
-u, --user=UŽIVATEL nastaví uživatele UŽIVATEL v cílovém bezp. kontextu -r, --role=ROLE nastaví roli ROLE v cílovém bezpečnostním kontextu -t, --type=TYP nastaví typ TYP v cílovém bezpečnostním kontextu -l, --range=ROZSAH nastaví rozsah ROZSAH v cílovém bezpečnostním kontextu
-v, --debug vypisuje podrobné údaje o každém kroku zpracování
-v, --kernel-version vypíše verzi jádra (datum kompilace) -m, --machine vypíše typ počítače (hardware) -p, --processor vypíše typ procesoru (nepřenositelné) -i, --hardware-platform vypíše hardwarovou platformu (nepřenositelné) -o, --operating-system vypíše označení operačního systému
-v, --starting-line-number=ČÍSLO číslo prvního řádku každého oddílu -w, --number-width=POČET čísla řádků vypisuje na POČET míst
-v, --verbose informuje o každém zpracovávaném souboru
-v, --verbose ohlásí na chybový výstup signál zaslaný po vypršení časového limitu
-w, --check-chars=N porovnává nejvýše N prvních znaků každého řádku
-w, --width=SLOUPCŮ nastaví šířku výstupu, 0 znamená bez omezení -x jména souborů vypíše po řádcích místo po sloupcích -X výstup seřadí abecedně podle přípon souborů -Z, --context vypíše pro každý soubor jakýkoliv bezpečnostní kontext --zero zakončí každý řádek znakem NUL, nikoliv nového řádku -1 vypíše jeden soubor na jeden řádek
-z, --zero každý výstupní řádek zakončí znakem NUL namísto znakem nového řádku a vypne escapování názvů souborů
-z, --zero každý výstupní řádek zakončí znakem NUL namísto znakem nového řádku
-z, --zero-terminated oddělovač řádků je znak NUL, ne nový řádek
KONTEXT Úplný bezpečnostní kontext -c, --compute vypočte přechodový kontext procesu před úpravou -t, --type=DRUH druh (pro stejnou roli jako má rodič) -u, --user=UŽIVATEL identita uživatele -r, --role=ROLE role -l, --range=ROZSAH rozsah úrovní
Soubor: "%n" ID: %-8i Délka jména: %-7l Druh: %T Velikost bloku: %-10s Velikost základního bloku: %S Bloků: Celkem: %-10b Volných: %-10f Dostupných: %a I-uzlů: Celkem: %-10c Volných: %d
Soubor: %N Velikost: %-10s Bloků: %-10b I/O blok: %-6o %F
Procesy v nepřerušitelném spánku rovněž přispívají do průměrné zátěže.
[:graph:] všechny tisknutelné znaky bez mezer [:lower:] všechna malá písmena [:print:] všechny tisknutelné znaky včetně mezer [:punct:] všechny interpunkční znaky [:space:] všechny vodorovné a svislé mezery [:upper:] všechna velká písmena [:xdigit:] všechny šestnáctkové číslice [=ZNAK=] všechny znaky rovnocenné se ZNAKEM
\0NNN bajt s osmičkovou hodnotou NNN (1 až 3 číslice) \xHH bajt s šestnáctkovou hodnotou HH (1 až 2 číslice)
\NNN bajt s osmičkovou hodnotou NNN (1 až 3 číslice) \xHH bajt s šestnáctkovou hodnotou HH (1 až 2 číslice) \uHHHH unicodový (ISO/IEC 10646) znak s šestnáctkovou hodnotou HHHH (4 číslice) \UHHHHHHHH unicodový znak s šestnáctkovou hodnotou HHHHHHHH (8 číslic)
\\ zpětné lomítko \a zvonek (BEL) \b backspace \c bez dalšího výstupu \e escape \f znak vysunutí formuláře (form feed) \n znak nového řádku \r návrat vozíku (carriage return) \t vodorovný tabelátor \v svislý tabelátor
auto přijímá se volitelná jedno- nebo dvoupísmenná přípona: 1K = 1000, 1Ki = 1024, 1M = 1000000, 1Mi = 1048576,
binary použije binární I/O pro práci s daty
cio použije souběžné I/O pro práci s daty
d[BAJTŮ] desítkové se znaménkem s počtem BAJTŮ na číslo f[BAJTŮ] s plovoucí řádovou čárkou s počtem BAJTŮ na číslo o[BAJTŮ] osmičkové s počtem BAJTŮ na číslo u[BAJTŮ] desítkové bez znaménka s počtem BAJTŮ na číslo x[BAJTŮ] šestnáctkové s počtem BAJTŮ na číslo
direct použije přímé vstupně-výstupní operace (I/O) pro práci s daty
directory selže, pokud se nejedná o adresář
dsync použije synchronní I/O pro práci s daty
excl selže, pokud výstupní soubor již existuje nocreat nevytváří výstupní soubor notrunc nezkracuje výstupní soubor noerror pokračuje i při vzniku chyby při čtení fdatasync před ukončením vynutí fyzický zápis dat fsync podobně, ale zapíše i metadata
fullblock sdružuje vstup do celých bloků (pouze iflag)
iec přijímá se volitelná jednopísmenná přípona: 1K = 1024, 1M = 1048576, ⋮
iec-i přijímá se volitelná dvoupísmenná přípona: 1Ki = 1024, 1Mi = 1048576, ⋮
noaime neaktualizuje čas posledního přístupu k souboru
nocache vyžádá vyprázdnění vyrovnávací paměti, vizte též oflag=sync
noctty nepovažuje soubor za řídící terminál
nofollow nesleduje symbolické odkazy
nolinks selže, pokud na soubor vede více pevných odkazů
nonblock použije neblokující I/O
none neprovádí se žádné škálování. Přípony vyvolají chybu.
none, off záložní kopie nevytvářet (i když je zadán přepínač --backup) numbered, t číslované záložní kopie existing, nil číslované, jestliže již číslovaná záložní kopie existuje, jinak jednoduché simple, never jednoduché záložní kopie
si přijímá se volitelná jednopísmenná přípona: 1K = 1000, 1M = 1000000, ⋮
sync podobně, ale také pro metadata
text použije textové I/O pro práci s daty
(záloha: %s)
* [-]LCASE jako [-]lcase
* [-]cdtrdsr umožní „handshake“ DTR/DSR
* [-]cmspar použije trvalou (stick) paritu (značka/mezera)
* [-]crtscts umožní „handshake“ RTS/CTS
* [-]ctlecho řídící znaky přepisuje v notaci se stříškou („^c“)
* [-]decctlq jako [-]ixany
* [-]drain před použití nastavení počká na přenos (výchozí je %s)
* [-]echoctl jako [-]ctlecho
* [-]echoke jako [-]crtkill
* [-]echoprt vypisuje vymazané znaky pozpátku, mezi „\“ a „/“
* [-]extproc povolí „LINEMODE“; užitečné na linkách s velkým zpožděním
* [-]flusho zahazuje výstup
* [-]imaxbel zvukový signál a nevyprázdnění plného vstupního bufferu při novém příchozím znaku
* [-]iuclc překládá velká písmena na malá
* [-]iutf8 předpokládá vstupní znaky kódované v UTF-8
* [-]ixany každý znak restartuje výstup, nikoli jen znak „start“
* [-]lcase jako xcase iuclc olcuc
* [-]ocrnl překládá CR (cariage return) na LF (newline)
* [-]ofdel použije znak „delete“ místo znaku NUL pro výplně
* [-]ofill použije vyplňovací znaky místo čekání
* [-]olcuc překládá malá písmena na velká
* [-]onlcr překládá LF (newline) na CRLF (carriage return-newline)
* [-]onlret LF (newline) provede CR (carriage return)
* [-]onocr v prvním sloupci netiskne CR (carriage return)
* [-]prterase jako [-]echoprt
* [-]tostop pozastaví úlohy na pozadí, které se pokoušejí o zápis na terminál
* [-]xcase spolu s icanon použije pro velká písmena escape sekvenci „\“
* bsN způsob čekání na backspace, N je 0–1
* cols N sdělí jádru, že terminál má N sloupců * columns N stejné jako cols N
* crN způsob čekání na CR (carriage return), N je 0–3
* crtkill zruší celý řádek podle nastavení echoprt a echoe * -crtkill zruší celý řádek podle nastavení echoctl a echok
* discard ZNAK ZNAK, který přepíná zahazování výstupu
* dsusp ZNAK ZNAK, který posílá terminálu signál stop při vyprázdnění standardního vstupu
* eol2 ZNAK alternativní ZNAK pro konec řádku
* ffN způsob čekání na FF (form feed), N je 0–1
* line N použije linkovou disciplínu N
* lnext ZNAK ZNAK, který znemožňuje interpretaci dalšího znaku (quote)
* nlN způsob čekání na LF (newline), N je 0–1
* rows N pošle jádru OS, že terminál má N řádků * size vypíše počet řádků a sloupců podle jádra OS
* rprnt ZNAK ZNAK, který překresluje aktuální řádek
* status ZNAK ZNAK, který posílá signál info
* swtch ZNAK ZNAK, který přepíná na jinou vrstvu shellu
* tabN způsob čekání na vodorovný tabelátor, N je 0–3 * tabs jako tab0 * -tabs jako tab3
* vtN způsob čekání na svislý tabelátor, N je 0–1
* werase ZNAK ZNAK, který maže poslední zapsané slovo
kontext=%s
skupiny=
starý
v %s. opakování
% 1 % z paměti, b 1, K 1024 (implicitní), a tak dále pro M, G, T, P, E, Z, Y. *** VAROVÁNÍ *** Lokalizace vybraná prostředím ovlivňuje pořadí řazení. Tradiční pořadí řazení, které používá hodnoty jednotlivých bajtů, získáte nastavením LC_ALL=C.
%.*s: neplatné určení konverze
%e. %b %Y
%e. %b %H.%M
%lu uživatel
%lu uživatelé
%s (pro regvýr %s)
%s → %s (obnoven ze zálohy)
%s [-d] skončil neobvykle
%s a %s jsou jeden a tentýž soubor
k %s nebylo možné přistoupit
%s existuje, ale není adresářem
očekáváno %s
očekáváno %s, nalezeno %s
objevil se soubor %s, sleduje se nový soubor
%s se stal znovu dostupným
%s se stal nedostupným
soubor %s byl nahrazen nesledovatelným souborem%s
soubor %s byl nahrazen nesledovatelným vzdáleným souborem
soubor %s byl nahrazen nesledovatelným symbolickým odkazem
soubor %s byl nahrazen jiným, sleduje se nový soubor
%s: neznámý typ souboru
%s má nepoužitelnou, zjevně zápornou velikost
Domovská stránka %s: <%s>
%s není celé kladné číslo
%s je příliš velké
%s lze provozovat jen na jádře podporujícím SELinux
%s byl nahrazen
bylo zadáno %s, ale nebylo %s
%s by přepsalo vstup; zpracování přerušeno
argument „%3$s“ přepínače %1$s%2$s je příliš velký
%s: %s: číslo řádku je mimo rozsah
%s: %s: nenalezeno
%s: %s:%s: neseřaditelný řádek:
%s: „}' je požadována v počítadle opakování
%s: relativní symbolický odkaz lze vytvořit pouze v aktuálním adresáři
%s: neblokující režim nelze změnit
%s: velikost souboru nelze určit
%s: nelze sledovat konec souboru tohoto typu%s
%s: adresář nelze přepsat
%s: nelze převinout
%s: výstup nelze převíjet
%s nelze se přesunout na pozici %s zadanou vzhledem ke konci souboru
%s: nelze se přemístit na pozici %s
%s: nelze se přesunout na relativní pozici %s
%s: shred nelze použít na deskriptor souboru otevřený pro připojování
%s: vstup nelze převíjet
%s: nelze se přesunout na zadanou pozici ve vstupu
%s: postrádán koncový oddělovač „%c“
%s: neblokovací mód souboru nelze zrušit
%s: sestoupit do adresáře %s?
%s: sestoupit do proti zápisu chráněného adresáře %s?
%s: konec souboru
%s: operand ve třídě [=c=] musí být jediný znak
%s: chyba při nastavování %s
%s: chyba při zkracování souboru
%s: chyba při zápisu na pozici %s
%s: očekávána číselná hodnota
%s: uzavření selhalo
%s: soubor nelze otevřít pro zápis
%s: mazání selhalo
%s: fcntl selhala
%s: fdatasync selhala
%s: soubor má zápornou velikost
%s: soubor byl příliš zkrácen
%s: soubor je příliš dlouhý
%s: soubor byl zkrácen
%s: fstat selhala
%s: fsync selhala
%s: na adresář nelze vytvořit pevný odkaz
%s: vstup obsahuje cyklus:
%s: vstup obsahuje lichý počet položek
%s: vstupní soubor je zároveň výstupním
%s: po oddělovači je očekáváno celé číslo
%s: neplatné číslo na začátku %s
%s: chybná specifikace
%s: neplatné určení položky %s
%s: chybný typ souboru
%s: neplatný přepínač – %c
%s: chybný vzorek
%s: neplatné číslo procesu
%s: chybný regulární výraz: %s
%s: neplatný signál
%s: chybná počáteční hodnota šestnáctkové přípony
%s: chybná počáteční hodnota číselné přípony
%s: číslo řádku musí být větší než nula
%s: číslo řádku je mimo rozsah
%s: lseek selhala
%s: zadáno více signálů
%s: nová práva jsou %s, a ne %s
%s: žádný soubor nebyl ověřen
%s: nenalezeny správně formátované řádky kontrolního součtu
%s: pro toto zařízení neexistuje informace o velikosti
%s: uživatel neexistuje
%s: nevypisuji již dříve vypsaný adresář
%s: počet bajtů je příliš velký
%s: přepínač „%s%s“ musí být zadán bez argumentu
%s: přepínač „%s%s“ není jednoznačný
%s: přepínač „%s%s“ není jednoznačný, možnosti:
%s: přepínač „%s%s“ vyžaduje argument
%s: přepínač vyžaduje argument – %c
%s: přepsat %s?
%s: průchod %lu/%lu (%s)…
%s: průchod %lu/%lu (%s)…%s
%s: průchod %lu/%lu (%s)…%s/%s %d%%
%s: chyba při čtení
%s: smazat %s %s?
%s: smazat proti zápisu chráněný %s %s?
%s: smazán
%s: probíhá mazání
%s: přejmenováno na %s
%s: nahradit %s přebitím přístupových práv %04lo (%s)?
%s: přepsat %s?
%s: pohyb v souboru selhal
%s: příliš mnoho řádků s kontrolními součty
%s: není možno zjistit největší přípustnou délku jména souboru
%s: všechny požadované operace nelze provést
%s: neznámý binární operátor
%s: nerozpoznaný přepínač „%s%s“
%s: nezapsatelný %s (práva %04lo, %s); zkusit znovu?
%s: hodnota nebyla zcela převedena
%s: chyba při zápisu
%s: zápis se nezdařil
%s:%lu: neplatný řádek; chybí druhý token
%s:%lu: neplatný název souboru s nulovou délkou
%s:%lu: neznámé klíčové slovo %s
%s}: mezi „{“ a „}“ musí být celé číslo
znak „+“ není na začátku čísla: %s
znak „+“ je dovolen jen u poslední hodnoty
„-%c“ nadbytečné znaky nebo špatné číslo v argumentu: %s
„--pages=PRVNÍ_STRÁNKA[:POSLEDNÍ_STRÁNKA]“ postrádá argument
„-N ČÍSLO“ chybné číslo počátečního řádku
„-W ŠÍŘKA_STRÁNKY“ chybný počet znaků
„-l DÉLKA_STRÁNKY“ chybný počet řádků
„-o OKRAJ“ chybný posun řádku
„-w ŠÍŘKA_STRÁNKY“ chybný počet znaků
znak „/“ se vzájemně vylučuje s „+“
znak „/“ není na začátku čísla: %s
znak „/“ je dovolen jen u poslední hodnoty
„\c“ se nesmí objevit v řetězci parametru -S uzavřeném do dvojitých uvozovek
, průměrná zátěž: %.2f
argument %2$s za --%1$s je příliš velký
přepínač --check není podporován s --algorithm={bsd,sysv,crc}
--context (-Z) funguje jen na jádře podporujícím SELinux
--context (-Z) funguje jen na jádře podporujícím SELinux nebo SMACK
přepínač --data potřebuje alespoň jeden argument
přepínače --dired a --zero nejsou slučitelné
--filter nezpracuje kus vytažený na standardní výstup
výplň přepínače --format přebíjí přepínač --padding
--group se vzájemně vylučuje s -c/-d/-D/-u
přepínač --grouping nezle kombinovat s přepínačem --format
přepínač --header je ignorován při vstupu z příkazového řádku
přepínač --length je podporován pouze s --algorithm=blake2b
--reflink lze požít jen s --sparse=auto
přepínač --tag nepodporuje režim --text
--terse --file-system je rovnocenné s následujícím FORMÁTEM: %s
-R --dereference vyžaduje buď -H, a nebo -L
-R -h vyžaduje -P
k přepínači -ef nemůže být uveden přepínač -l
k přepínači -nt nemůže být uveden přepínač -l
k přepínači -ot nemůže být uveden přepínač -l
-r nezadáno, vynechává se adresář %s
, sledování tohoto názvu ukončeno
<interní>
Neúspěšně ukončen (SIGABRT)
Přístup: %x Změna obsahu: %y Změna i-uzlu: %z Vznik: %w
Práva: (%04a/%10.10A) UID: (%5u/%8U) GID: (%5g/%8G)
Pro jméno počítače není rodina adres podporována
Budík (SIGALRM)
Všechny požadavky vyřízeny
Vyrovnávací paměť pro argumenty je příliš malá
Volno
Volné
Chybné volání systému (SIGSYS)
Chybná hodnota pro ai_flags
Zakóduje do Base%1$d nebo dekóduje z Base%1$d SOUBOR nebo standardní vstup na standardní výstup.
Roura přerušena (SIGPIPE)
Chyba na sběrnici (neplatná adresa) (SIGBUS)
POZOR: shred předpokládá, že souborový systém a hardware přepisují data na místě. Ačkoliv je toto obvyklé, mnohé platformy se chovají jinak. Rovněž zálohy a zrcadlení může zachovat neodstranitelné kopie, které umožní pozdější obnovení přepsaného souboru. Pro podrobnosti nahlédněte do příručky GNU coreutils.
KOMENTAR
Překročen časový limit pro procesor (SIGXCPU)
Na existující soubor SOUBOR1 vytvoří odkaz pojmenovaný SOUBOR2 pomocí služby link(2).
Odstraní zadaný SOUBOR voláním služby „unlink“ (odstranit odkaz).
Kapacita
Změní selinuxový bezpečnostní kontext každého SOUBORU na KONTEXT. Při použití --reference změní bezpečnostní kontext každého SOUBORU na kontext RSOUBORU.
Změní skupinu každého SOUBORU na SKUPINU. Při použití --reference změní skupinu každého SOUBORU na skupinu RSOUBORU.
Změní práva každému SOUBORU na PRÁVA. Při použití --reference změní práva každého SOUBORU na práva RSOUBORU.
Změní vlastníka a/nebo skupinu každého SOUBORU na VLASTNÍKA a/nebo SKUPINU. Je-li použit přepínač --reference, změní vlastníka a skupinu každého SOUBORU podle vzorového RSOUBORU.
Potomek skončil (SIGCHLD)
Porovná seřazené soubory SOUBOR1 a SOUBOR2 řádek po pořádku.
Zřetězí SOUBORY na standardní výstup.
Kontext: %C
Je pokračováno (SIGCONT)
V každém SOUBORU převádí mezery na tabelátory a výsledek vypisuje na standardní výstup.
Konvertuje tabelátory v každém SOUBORU na mezery, výsledek vypíše na standardní výstup.
Kopíruje ZDROJ do CÍLE nebo více ZDROJŮ do ADRESÁŘE.
Kopírování souboru, konverze a formátování podle operandů. bs=BAJTŮ čte a zapisuje až BAJTŮ bajtů najednou (výchozí: 512) cbs=BAJTŮ konvertuje BAJTŮ bajtů najednou conv=KONVERZE konvertuje soubor podle seznamu čárkami oddělených konverzí count=N zkopíruje pouze N vstupních bloků ibs=BAJTŮ čte BAJTŮ bajtů najednou (výchozí: 512)
Kopíruje standardní vstup do každého SOUBORU a také na standardní výstup. -a, --append připojí k daným SOUBORŮM, nepřepisuje je -i, --ignore-interrupts ignoruje signál „interrupt“
Vytvoří dočasný soubor nebo adresář bezpečným způsobem a vypíše jeho jméno. ŠABLONA musí končit na alespoň 3 po sobě následující znaky „X“. Nebude-li zadána ŠABLONA, použije se tmp.XXXXXXXXXX a zapne se --tmpdir.
Vytvoří pojmenované roury (FIFO) se zadanými JMÉNY.
Vytvoří ADRESÁŘ(E), pokud ještě neexistuje(í).
Vytvoří zvláštní soubor pod JMÉNEM a zadaného TYPU.
Zařízení: %Hd,%Ld I-uzel: %-10i Odkazů: %-5h Druh zařízení: %Hr,%Lr
Zařízení: %Hd,%Ld I-uzel: %-10i Odkazů: %h
Rozpoznává neplatné nebo nepřenositelné konstrukce ve jménech souborů. -p kontrola pro většinu POSIXOVÝCH systémů -P kontrola na prázdná jména a uvozující „-“ --portability kontrola pro všechny POSIXOVÉ systémy (stejné jako -p -P)
Adresář:
Zobrazí informace o souboru nebo souborovém systému.
EMT past (SIGEMT)
UKONCENI
Každý rozsah může být: N N. bajt, znak nebo položka, počítáno od 1 N- od N. bajtu, znaku nebo položky, do konce řádku N-M od N. do M. (včetně) bajtu, znaku nebo položky -M od prvního do M. (včetně) bajtu, znaku nebo položky
Vypíše ŘETĚZEC na standardní výstup. -n bez ukončovacího znaku nového řádku
Vykoná vestavěný program NÁZEV_PROGRAMU se zadanými ARGUMENTY.
Skončí s návratovým kódem značícím selhání.
Skončí s návratovým kódem značícím úspěch.
Ukončí se s návratovým kódem určeným VÝRAZEM.
François Pinard
CHYBNÝ
SELHALO otevření nebo čtení
OPRAVMĚ: neznámý
FORMÁT musí být vhodný pro vytištění jednoho argumentu typu „double“; výchozí je „%PŘESf“, pokud PRVNÍ, PŘÍRŮSTEK a POSLEDNÍ jsou všechny desítková čísla s pevnou řádovou čárkou s největší přesností PŘES, jinak „%g“.
Roury nemají hlavní a vedlejší číslo zařízení.
Soubor
Překročen limit délky souboru (SIGXFS2)
Soubory jsou vytvářeny jako u+rw, adresáře jako u+rwx, mínus omezení umask.
Souborový systém
Ze VSTUPU (nebo standardního vstupu) filtruje sousedící shodné řádky a výsledek zapíše na VÝSTUP (nebo standardní výstup). Bez přepínačů zredukuje odpovídající řádky na první výskyt.
Výjimka v pohyblivé řádové čárce (SIGFPE)
Pro každý pár vstupních řádků se stejnými propojovacími položkami zapíše řádek na standardní výstup. Implicitně je propojovací položkou položka první a oddělovač je mezera.
Úplná dokumentace je na <%s%s>
Obecná nápověda, jak používat GNU software: <%s>
Hans Peter Anvin
Odpojen terminál (SIGHUP)
Vstup/Výstup možný (SIGIO)
ZAHALI
IVolno
IUži%
IUžito
Prostoj
Pokud není SOUBOR zadán, použije se %s. Obvyklý SOUBOR je %s.
Nedovolená instrukce (SIGILL)
Občanské jméno:
Nekonečno
Žádost o informaci (SIGINFO)
I-uzlů
Přerušení (SIGINT)
Přerušeno signálem
Chybný zpětný odkaz
Chybný název znakové třídy
Znak nevhodné třídy
Chybný obsah mezi \{ a \}
Neplatné číslo
Předcházející regulární výraz je chybný
Chybný konec rozsahu
Neplatný regulární výraz
Zabit (SIGKILL)
TERMINAL
Licence GPLv3+: GNU GPL verze 3 nebo novější <%s>. Toto je svobodné programové vybavení: máte právo jej měnit a šířit. VEŠKERÉ ZÁRUKY chybí, jak jen zákon dovoluje.
Vypisuje informace o SOUBORECH (implicitně z aktuálního adresáře). Jestliže není zadán žádný z přepínačů -cftuvSUX nebo --sort, výstup bude seřazen abecedně.
Přihlašovací jméno:
Lucasův prvočíselný test selhal. Toto by se stát nemělo
Chyba přidělování paměti
Připojeno do
JMENO
Neznámé jméno nebo služba
Niels Möller
Se jménem počítače není spojena žádná adresa
Žádná shoda
Chybí předcházející regulární výraz
Z chyby překladu jména se nelze zotavit
V POŘÁDKU
Pouze jeden řetězec smí být zadán při mazání bez srážení opakujících se znaků
Řadicí přepínače:
Další přepínače:
Vypíše permutovaný rejstřík, včetně kontextu, slov ze vstupních souborů
Vypíše každý NÁZEV bez koncové nelomítkové části a koncová lomítka odstraní. Pokud NÁZEV neobsahuje „/“, vypíše „.“ (tzn. aktuální adresář).
Rozděluje SOUBOR v místech VZORKU(Ů) do souborů „xx00“, „xx01“, … a vypisuje velikosti každého výstupního souboru na standardní výstup.
Zapíše části SOUBORU do souborů PŘEDPONAaa, PŘEDPONAab, …; výchozí délka je 1000 řádků a výchozí PŘEDPONA je „x“.
Vypíše limity závislé na platformě ve formátu vhodném do shellových skriptů.
Vypíše právě přihlášené uživatele. Informace jsou brány ze SOUBORU. Pokud není SOUBOR zadán, použije se %s. Obvyklý SOUBOR je %s.
Zadané SOUBORY opakovaně přepíše, čímž ztíží pokusy o obnovení jejich obsahu i za použití velmi drahého vybavení.
Zabaleno kým: %s
Zabaleno kým: %s (%s)
Pádraig Brady
Rozvrhne SOUBOR(Y) pro tisk na stránky nebo sloupce.
Řetězec v parametru není správně zakódován
Plán:
Výpadek napájení (SIGPWR)
Nenadálý konec regulárního výrazu
Vypíše ARGUMENT(Y) v určeném FORMÁTU nebo provede podle PŘEPÍNAČŮ:
Vypíše NÁZEV bez úvodních adresářů. Pokud je zadáno, odstraní také PŘÍPONU.
Vypíše některé informace o systému. Není-li zadán žádný přepínač, výpis je stejný jako s přepínačem -s. -a, --all vypíše všechny informace v následujícím pořadí kromě -p a -i, které vynechá, nejsou-li známy: -s, --kernel-name vypíše jméno jádra -n, --nodename vypíše jméno počítače v síti -r, --kernel-release vypíše označení vydání jádra (číslo) [release]
Zobrazí příslušnosti skupinám pro každé JMÉNO_UŽIVATELE nebo pro aktuální proces, není-li JMÉNO_UŽIVATELE zadáno (zde se projeví rozdíl po změně v databázi skupin).
Vypíše informace o právě přihlášených uživatelích.
Vypíše architekturu stroje.
Ke každému SOUBORU vypíše počet nových řádků, slov a bajtů. Bude-li zadán více než jeden SOUBOR, vypíše i celkové údaje. Slovo je neprázdná posloupnost tisknutelných znaků oddělených bílým místem.
Vypíše čísla od PRVNÍHO do POSLEDNÍHO s krokem PŘÍRŮSTEK.
Vypíše nebo změní nastavení terminálu.
Vypíše nebo zkontroluje %s (%dbitové) kontrolní součty.
Vypíše nebo zkontroluje kontrolní součty. Výchozí algoritmus je 32bitové CRC.
Vypíše vybrané části řádků z každého SOUBORU na standardní výstup.
Vypíše aktuální čas, čas, po který je systém v provozu, počet uživatelů přihlášených v systému a průměrný počet procesů čekajících ve frontě na zpracování během posledních 1, 5 a 15 minut.
Vypíše jméno souboru terminálu připojeného na standardní vstup. -s, --silent, --quiet potlačí výstup a vrátí pouze návratový kód.
Vypíše prvních %d řádků každého SOUBORU na standardní výstup. S více jak jedním SOUBOREM bude před vypsáním každého uvedena hlavička obsahující jméno SOUBORU.
Vypíše celý název současného pracovního adresáře.
Vypíše posledních %d řádků každého souboru na standardní výstup. S více jak jedním SOUBOREM bude před vypsáním každého uvedena hlavička obsahující jeho jméno.
Vypíše počet výpočetních jednotek dostupných současnému procesu, což může být méně než počet zapojených procesorů.
Vypíše rozklad každého celého ČÍSLA na prvočísla. Pokud ČÍSLA nebudou zadána, budou načtena ze standardního vstupu.
Vypíše vyhodnocený absolutní název souboru. Vše až na poslední část musí existovat.
Vypíše jméno uživatele příslušející aktuálnímu efektivnímu UID. Stejné jako příkaz id -un.
Vypíše přihlašovací jméno uživatele.
Vypíše hodnotu symbolického odkazu nebo kanonický název souboru
Požadavek se zpracovává
Profilovací časovač vypršel (SIGPROF)
Projekt:
Konec (SIGQUIT)
Signál reálného času %d
Přeformátuje ČÍSLO(A), nebo čísla ze standardního vstupu, nebyla-li zadána.
Přeformátuje všechny odstavce v SOUBORU a výsledek vypíše na standardní výstup. Přepínač -ŠÍŘKA je zkrácená podoba --width=ŠÍŘKA.
Regulární výraz je příliš dlouhý
Maže (unlink) SOUBOR(Y). -f, --force ignoruje neexistující soubory a argumenty, nikdy se neptá -i, ptá se před každým smazáním
Přejmenuje ZDROJ na CÍL, nebo přesune ZDROJ(E) do ADRESÁŘE.
Opakovaně vypisuje řádku se zadanými ŘETĚZCI nebo s „y“.
Chyby distribuce %s oznamujte na adrese <%s> (anglicky).
Chyby v překladu hlaste na <https://translationproject.org/team/cs.html> (česky)
Chyby v programu oznamujte (anglicky) na adrese: <%s> Připomínky k překladu zasílejte (česky) na adresu: <translation-team-cs@lists.sourceforge.net>
Požadavek zrušen
Požadavek nezrušen
Prostředek byl ztracen (SIGLOST)
Spustí PŘÍKAZ s pozměněnou hodnotou nice, což ovlivní plánování procesů. Bez PŘÍKAZU vypíše aktuální hodnotu. Rozsah hodnoty nice je od %d (nejpříznivější pro proces) do %d (nejméně příznivé pro proces).
Spustí PŘÍKAZ s kořenovým adresářem nastaveným na NOVÝ_ROOT.
Spustí PŘÍKAZ tak, aby ignoroval signál hangup (zavěšení linky).
Spustí PŘÍKAZ s pozměněnými bufferovacími operacemi standardních proudů.
Spustí program v jiném bezpečnostním kontextu SELinuxu. Bez KONTEXTU a bez PŘÍKAZU vypíše současný bezpečnostní kontext.
Neoprávněný přístup do paměti (SIGSEGV)
Zašle signál procesům nebo vypíše seznam signálů.
Servname není podporována daným ai_socktype
Pro obejití problému nastavte LC_ALL='C'.
Nastaví v prostředí každou proměnnou JMÉNO na HODNOTU a spustí PŘÍKAZ.
Vypíše informace o souborových systémech, ve kterých každý SOUBOR leží, nebo implicitně o všech souborových systémech.
Zkrátí nebo prodlouží velikost každého SOUBORU na zadanou velikost. Neexistující SOUBOR bude vytvořen. Je-li SOUBOR delší než zadaná velikost, budou nadbytečná data ztracena. Je-li SOUBOR kratší, bude prodloužen a řídká prodloužená část (díra) bude při čtení vypadat jako řada nulových bajtů.
Velikost
Zvláštní soubory vyžadují hlavní a vedlejší čísla zařízení.
Porušen zásobník (SIGSTKFLT)
Spustí PŘÍKAZ a zabije jej, pokud poběží i po zadané DOBĚ.
Pozastaven (SIGTSTP)
Pozastaven (SIGSTOP)
Pozastaven (vstup TTY) (SIGTTIN)
Pozastaven (výstup TTY) (SIGTTOU)
Sčítá prostor zařízení zabraný množinou SOUBORŮ, pro adresáře rekurzivně.
Synchronizuje odložené zápisy s trvalým úložištěm. Je-li zadán jeden nebo více souborů, synchronizuje pouze ty, nebo souborové systémy je obsahující.
Chyba systému
CAS
Dočasné selhání při překladu jména
Ukončen (SIGTERM)
Formát data umožňuje následující příznaky za „%“: - (spojovník) nezarovná položky _ (podtržítko) zarovná položku mezerami 0 (nula) zarovná nulami + zarovná nulami a umístí „+“ před budoucí roky delší než 4 číslice ^ pokud lze, použije velká písmena # pokud lze, použije písmena opačné velikosti
Byly porovnávány řetězce %s a %s.
Torbjörn Granlund
Trasovací/ladící past (SIGTRAP)
Přebytečné zpětné lomítko
Více informací získáte příkazem „%s --help“.
Pro odstranění %3$s zkuste „%1$s ./%2$s“.
Při mazání a kompresi opakujících se znaků musí být zadány dvě množiny.
Při nahrazování musí být zadány dva řetězce
Neznámý signál %d
Neznámá chyba systému
Nepárová ( nebo \(
Nepárová ) nebo \)
Nepárová [, [^, [:, [. nebo [=
Nepárová \{
Nastaví čas posledního přístupu a poslední změny obsahu každého zadaného SOUBORU na aktuální čas. Argument SOUBOR, který neexistuje, bude vytvořen prázdný, nebyl-li zadán přepínač -c nebo -h. Argument SOUBOR s hodnotou „-“ bude ošetřen zvláštně: změna časů se dotkne souboru spojeného se standardním výstupem.
Naléhavá V/V situace (SIGURG)
Použití: %s
Použití: %s --coreutils-prog=NÁZEV_PROGRAMU [PARAMETRY]…
Použití: %s PŘÍKAZ [ARGUMENT]… nebo: %s PŘEPÍNAČ
Použití: %s KONTEXT PŘÍKAZ [ARGUMENTY] nebo: %s [-c] [-u UŽIVATEL] [-r ROLE] [-t DRUH] [-l ROZSAH] PŘÍKAZ [ARGUMENTY]
Použití: %s [VÝRAZ]… nebo: %s PŘEPÍNAČ
Použití: %s SOUBOR nebo: %s PŘEPÍNAČ
Použití: %s SOUBOR1 SOUBOR2 nebo: %s PŘEPÍNAČ
Použití: %s FORMÁT [ARGUMENT]… nebo: %s PŘEPÍNAČ
Použití: %s NÁZEV [PŘÍPONA] nebo: %s PŘEPÍNAČ… NÁZEV…
Použití: %s POČET[PŘÍPONA]… nebo: %s PŘEPÍNAČ Čeká POČET sekund. PŘÍPONA může být „s“ pro sekundy (výchozí), „m“ pro minuty, „h“ pro hodiny nebo „d“ pro dny. Počet nemusí být celé číslo. Dva a více argumentů způsobí, že se bude čekat po dobu danou součtem zadaných hodnot.
Použití: %s PŘEPÍNAČ… PŘÍKAZ
Použití: %s PŘEPÍNAČ… SOUBOR…
Použití: %s PŘEPÍNAČ… [SOUBOR]…
Použití: %s [-F ZAŘÍZENÍ] | --file=ZAŘÍZENÍ] [NASTAVENÍ]… nebo: %s [-F ZAŘÍZENÍ] | --file=ZAŘÍZENÍ] [-a|--all] nebo: %s [-F ZAŘÍZENÍ] | --file=ZAŘÍZENÍ] [-g|--save]
Použití: %s [-ŠÍŘKA] [PŘEPÍNAČ]… [SOUBOR]…
Použití: %s [-s SIGNÁL | -SIGNÁL] PID… nebo: %s -l [SIGNÁL]… nebo: %s -t [SIGNÁL]…
Použití: %s [JMÉNO] nebo: %s PŘEPÍNAČ Vypíše nebo nastaví jméno stroje.
Použití: %s [ČÍSLO]… nebo: %s PŘEPÍNAČ
Použití: %s [OPERAND]… nebo: %s PŘEPÍNAČ
Použití: %s [PŘEPÍNAČ]
Použití: %s [PŘEPÍNAČ] Vypíše číselný identifikátor (v šestnáctkové soustavě) pro tento stroj.
Použití: %s [PŘEPÍNAČ] DOBA PŘÍKAZ [ARG]… nebo: %s [PŘEPÍNAČ]
Použití: %s [PŘEPÍNAČ] JMÉNO…
Použití: %s [PŘEPÍNAČ] NOVÝ_ROOT [PŘÍKAZ [ARG]…] nebo: %s PŘEPÍNAČ
Použití: %s [PŘEPÍNAČ] [[PŘÍKAZ] [ARGUMENT]…]
Použití: %s [PŘEPÍNAČ] [SOUBOR] Výstupem je úplně uspořádaný seznam v souladu s částečným uspořádáním ze SOUBORU.
Použití: %s [PŘEPÍNAČ] [SOUBOR]…
Použití: %s [PŘEPÍNAČ]…
Použití: %s [PŘEPÍNAČ]… KONTEXT… SOUBOR… nebo: %s [PŘEPÍNAČ]… [-u UŽIVATEL] [-r ROLE] [-l ROZSAH] [-t DRUH] SOUBOR… nebo: %s [PŘEPÍNAČ]… --reference=RSOUBOR SOUBOR…
Použití: %s [PŘEPÍNAČ]… ADRESÁŘ…
Použití: %s [PŘEPÍNAČ]… SOUBOR VZOREK…
Použití: %s [PŘEPÍNAČ]… SOUBOR…
Použití: %s [PŘEPÍNAČ]… SOUBOR1 SOUBOR2
Použití: %s [PŘEPÍNAČ]… SKUPINA SOUBOR… nebo: %s [PŘEPÍNAČ]… --reference=RSOUBOR SOUBOR…
Použití: %s [PŘEPÍNAČ]… POSLEDNÍ nebo: %s [PŘEPÍNAČ]… PRVNÍ POSLEDNÍ nebo: %s [PŘEPÍNAČ]… PRVNÍ PŘÍRŮSTEK POSLEDNÍ
Použití: %s [PŘEPÍNAČ]… PRÁVA[,PRÁVA]… SOUBOR… nebo: %s [PŘEPÍNAČ]… OSMIČKOVÁ_PRÁVA SOUBOR… nebo: %s [PŘEPÍNAČ]… --reference=RSOUBOR SOUBOR…
Použití: %s [PŘEPÍNAČ]… JMÉNO TYP [HLAVNÍ VEDLEJŠÍ]
Použití: %s [PŘEPÍNAČ]… [JMÉNO]…
Použití: %s [PŘEPÍNAČ]… [SOUBOR | ARG1 ARG2]
Použití: %s [PŘEPÍNAČ]… [+FORMÁT] nebo: %s [-u|--utc|--universal] [MMDDhhmm[[CC]RR][.ss]]
Použití: %s [PŘEPÍNAČ]… [-T] ZDROJ CÍL nebo: %s [PŘEPÍNAČ]… ZDROJ… ADRESÁŘ nebo: %s [PŘEPÍNAČ]… -t ADRESÁŘ ZDROJ…
Použití: %s [PŘEPÍNAČ]… [-T] ZDROJ CÍL nebo: %s [PŘEPÍNAČ]… ZDROJ… ADRESÁŘ nebo: %s [PŘEPÍNAČ]… -t ADRESÁŘ ZDROJ… nebo: %s [PŘEPÍNAČ]… -d ADRESÁŘ…
Použití: %s [PŘEPÍNAČ]… [-T] CÍL JMÉNO_ODKAZU nebo: %s [PŘEPÍNAČ]… CÍL nebo: %s [PŘEPÍNAČ]… CÍL… ADRESÁŘ nebo: %s [PŘEPÍNAČ]… -t ADRESÁŘ CÍL…
Použití: %s [PŘEPÍNAČ]… [-] [JMÉNO=HODNOTA]… [PŘÍKAZ [ARGUMENT]…]
Použití: %s [PŘEPÍNAČ]… [SOUBOR [PŘEDPONA]]
Použití: %s [PŘEPÍNAČ]… [SOUBOR]…
Použití: %s [PŘEPÍNAČ]… [SOUBOR] nebo: %s -e [PŘEPÍNAČ]… [ARG]… nebo: %s -i DO-HO [PŘEPÍNAČ]…
Použití: %s [PŘEPÍNAČ]… [SOUBOR]…
Použití: %s [PŘEPÍNAČ]… [SOUBOR]… nebo: %s [-abcdfilosx]… [SOUBOR] [[+]POSUN[.][b]] nebo: %s --traditional [PŘEPÍNAČ]… [SOUBOR] [[+]POSUN[.][b] [+][NÁVĚSTÍ][.][b]]
Použití: %s [PŘEPÍNAČ]… [SOUBOR]… nebo: %s [PŘEPÍNAČ]… --files0-from=S
Použití: %s [PŘEPÍNAČ]… [VSTUP [VÝSTUP]]
Použití: %s [PŘEPÍNAČ]… [VSTUP]… (bez -G) nebo: %s -G [PŘEPÍNAČ]… [VSTUP [VÝSTUP]]
Použití: %s [PŘEPÍNAČ]… [ČÍSLO]…
Použití: %s [PŘEPÍNAČ]… [VLASTNÍK][:[SKUPINA]] SOUBOR… nebo: %s [PŘEPÍNAČ]… --reference=RSOUBOR SOUBOR…
Použití: %s [PŘEPÍNAČ]… [ŠABLONA]
Použití: %s [PŘEPÍNAČ]… [JMÉNO_UŽIVATELE]…
Použití: %s [PŘEPÍNAČ]… [UŽIVATEL]…
Použití: %s [PŘEPÍNAČ]… [PROMĚNNÁ]… Vypíše hodnoty zadaných PROMĚNNÝCH prostředí. Pokud žádná PROMĚNNÁ není zadána, vypíše dvojice název hodnota pro všechny proměnné.
Použití: %s [KRÁTKÝ_PŘEPÍNAČ]… [ŘETĚZEC]… nebo: %s DLOUHÝ_PŘEPÍNAČ
Použití: %s [ŘETĚZEC]… nebo: %s PŘEPÍNAČ
Použití: %s [argumenty z příkazové řádky jsou ignorovány] nebo: %s PŘEPÍNAČ
Použití: test VÝRAZ nebo: test nebo: [ VÝRAZ ] nebo: [ ] nebo: [ OPTION
Uži%
Užito
Uživatelem definovaný signál 1 (SIGUSR1)
Uživatelem definovaný signál 2 (SIGUSR2)
Platné argumenty jsou:
Platné formátovací sekvence pro souborové systémy: %a volné bloky dostupné ne-superuživateli %b datových bloků celkem v systému souborů %c i-uzlů celkem v systému souborů %d volných i-uzlů v systému souborů %f volných bloků v systému souborů
Virtuální časovač vypršel (SIGVTALRM)
VAROVÁNÍ: Zacyklená struktura adresářů. To téměř jistě znamená, že máte porušen souborový systém. INFORMUJTE VAŠEHO SPRÁVCE SYSTÉMU. Následujíc adresář je částí kruhu: %s
VAROVÁNÍ: ignoruji --preserve-context, toto jádro nepodporuje SELinux
VAROVÁNÍ: ignoruji přepínač --strip-option, protože přepínač -s nebyl použit
Pozor:
Kdy
Při testování by vstup měl být dřívějším výstupem tohoto programu nebo obdobného samostatného programu.
Při testování by vstup měl být dřívějším výstupem tohoto programu. Výchozí režim je výpis jednoho řádku pro každý SOUBOR. Formát řádku je kontrolní součet, mezera, znak značící vstupní režim („*“ pro binární, „ “ pro textový nebo kde binární nemá význam) a jméno SOUBORU. Poznámka: Na GNU systémech není rozdílu mezi binárním a textovým režimem.
Odkud
Okno se změnilo (SIGWINCH)
Zalamuje vstupní řádky každého SOUBORU a výsledek zapisuje na standardní výstup.
Vypíše náhodnou permutaci vstupních řádků na standardní výstup.
Vypíše každý SOUBOR na standardní výstup. Poslední řádek jako první.
Přepíše každý SOUBOR na standardní výstup a ke každému řádku přidá jeho číslo.
Vypíše řádky skládající se z řádků jednotlivých SOUBORŮ v zadaném pořadí a oddělených tabelátory na standardní výstup.
Vypíše seřazené zřetězení všech SOUBORŮ na standardní výstup.
Napsali %s a %s.
Napsali %s, %s, %s, %s, %s, %s, %s, %s, %s a jiní.
Napsali %s, %s, %s, %s, %s, %s, %s, %s a %s.
Napsali %s, %s, %s, %s, %s, %s, %s a %s.
Napsali %s, %s, %s, %s, %s, %s a %s.
Napsali %s, %s, %s, %s, %s a %s.
Napsali %s, %s, %s, %s a %s.
Napsali %s, %s, %s a %s.
Napsali %s, %s a %s.
Napsal %s.
výraz [=c=] nemůže být v MNOŽINĚ2 při nahrazování
^ žádná shoda klíče
^[aAyY]
příkaz musí být zadán s číslem upravujícím hodnotu nice
ai_family není podporována
ai_socktype není podporován
argument %s je pro %s nejednoznačný
oddělovač vstupu může být zadán pouze při práci s položkami
a je zapnuto --preserve-root=all
výstup připojuji k %s
podpora AVX2 nebyla nalezena
vytvoření zálohy souboru %s může zničit zdroj; %s nezkopírován
vytvoření zálohy souboru %s může zničit zdroj; %s nepřejmenován
typ zálohy
Převede do nebo z kódování base SOUBOR nebo standardní vstup na standardní výstup.
blokové zařízení
zvláštní blokové soubory nejsou podporovány
bloků
oba dva soubory nemohou být standardním vstupem
posun bajtů/znaků %s je příliš velký
pozice bajtů/položek se číslují od 1
částečný kontext na neoznačený soubor %s nelze uplatnit
kontext procesu nelze zjistit
nelze přistoupit k %s
nelze přistoupit k %s: bod připojení je překryt jiným zařízením
nelze vytvořit zálohu %s
není možné oboje, počítat celkové součty pro každý argument a ukázat všechny položky
nelze změnit adresář na %s
vlastnictví %s nelze změnit
práva %s nelze změnit
nelze změnit kořenový adresář na %s
do adresáře %s nelze vejít
nelze změnit pracovní adresář na kořenový
--target-directory (-t) a --no-target-directory (-T) se vzájemně vylučují
--target-directory a --no-target-directory nelze kombinovat
přepínače -e a -i nelze kombinovat
tyto konverze nelze kombinovat: ascii, ebcdic, ibm
block a unblock nelze použít současně
direct a nocache nelze použít současně
excl a nocreat nelze použít současně
lcase a ucase nelze použít současně
PRÁVA a --reference nelze použít současně
signál nelze kombinovat s -l nebo -t
jména souborů %s a %s nelze porovnat
znak U+%04X nelze převést do místní znakové sady
znak U+%04X nelze převést do místní znakové sady: %s
nelze kopírovat adresář %s na sebe %s
%s: zacyklené symbolické odkazy nelze kopírovat
adresář %s nelze vytvořit
nelze vytvořit rouru %s
nelze vytvořit pevný odkaz %s na %s
odkaz %s na %s nelze vytvořit
nelze vytvořit obyčejný soubor %s
nelze vytvořit zvláštní soubor %s
nelze vytvořit symbolický odkaz %s
nelze vytvořit symbolický odkaz %s na %s
v %s nelze vytvořit dočasný soubor
nelze dereferencovat %s
zařízení a i-uzel pro %s nelze určit
jméno počítače nelze zjistit
umístění %s nelze určit, návrat k aktivnímu dotazování
přepínač --relative nelze bez přepínače --symbolic použít
ioctl na „%s“ není možné vykonat
jméno skupiny pro GID %lu nelze najít
jméno uživatele pro UID %lu nelze najít
jméno uživatele pro UID %s nelze najít
%s nelze sledovat podle jména
nelze získat informace o souboru %s z deskriptoru
nelze zjistit pracovní adresář
nelze zjistit efektivní ID skupiny
nelze zjistit efektivní ID uživatele
hodnotu nice nelze získat
nelze zjistit reálné ID skupiny
nelze zjistit reálné ID uživatele
nelze zjistit název systému
velikost %s nelze zjistit
nelze nastavit pozici pro %s
symbolický a pevný odkaz nelze vytvořit zároveň
adresář %s nelze vytvořit
nelze přesunout %s do %s
nelze přesunout %s do podadresáře sebe sama (%s)
adresář nelze přesunout do ne-adresáře: %s → %s
%s nelze otevřít pro čtení
%s nelze otevřít pro zápis
adresář %s nelze otevřít
nad slepým symbolickým odkazem %s nelze pracovat
adresář %s nelze přepsat ne-adresářem
ne-adresář %s nelze přepsat adresářem %s
formátovaný výstup nelze provést
rozšířené atributy nelze zachovat, cp je sestaveno bez podpory rozšířených atributů
bez podpory SELinuxu v jádře nelze zachovat bezpečnostní kontext
při více možnostech vypsat „pouze jednu“ informaci nelze
pouze jména nebo skutečné ID nelze v implicitním formátu vypsat
bezpečností kontext nelze vypsat, byl-li zadán uživatel
nelze číst
adresář %s nelze číst
z %s nelze načíst jména souborů
nelze přečíst informace souborového systému pro %s
z hodin reálného času nelze číst
symbolický odkaz %s nelze přečíst
tabulku připojených souborových systémů nelze přečíst
nelze odstranit %s
%s nelze spustit
%s nelze nastavit
datum nelze nastavit
jméno nelze změnit na %s
hodnotu nice nelze nastavit
nelze nastavit práva u %s
kontext nelze zároveň nastavit a zachovat
nelze nastavit časové údaje u %s
více bajtů, než kolik obsahují všechny vstupní soubory, nelze přeskočit
s příkazem nelze použít přepínač --null (-0)
nelze zadat jak --data, tak i --file-system
není možné zadat výpis souborů po sobě i vedle sebe
při výpisu vedle sebe, není možné zadat počet sloupců
čas nelze určit více jak jedním zdrojem
soubor nelze rozdělit více způsoby
nelze získat informace o %s
nelze získat informace o pracovním adresáři (nyní %s)
o standardním vstupu nelze zjistit podrobnosti
nelze získat informace o %s pomocí volání statx()
nelze se dotknout (provést příkaz „touch“) %s
%s: nelze obnovit ze zálohy
nelze odstranit odkaz %s
%s nelze odstranit z prostředí
%s nelze sledovat
rodičovský adresář %s nelze sledovat
stejně se nedokážu vyrovnat s chybou v jádře
skupina souboru %s změněna z %s na %s
vlastník souboru %s změněn z %s na %s
změnění skupiny souboru %s
změnění vlastnictví souboru %s
práva %s nelze změnit
měním bezpečnostní kontext %s
posun znaku je nula
znak je mimo rozsah
znakové zařízení
zvláštní znakové soubory nejsou podporovány
odebírám práva k %s
změna času
uzavření souboru selhalo
uzavírání %s (fd=%d)
zavírá se adresář %s
zavírám vstupní soubor %s
zavírá se vstupní roura
zavírám výstupní soubor %s
zavírá se výstupní roura
zavírá se předchozí roura
zavírám standardní vstup
kompatibilní mód podporuje nejvýše jeden soubor
řetězce výplně je jsou v konfliktu
byly zadány odporující si požadavky na bezpečnostní kontext
souvislá data
zkopírovaný
nastavení bufferování %s na režim %s se nezdařilo
pro %s -d nelze založit proces
nelze vytvořit dočasný soubor
v %s nemohu nalézt položku adresáře příslušného i-uzlu
čas startu OS nelze zjistit
neblokující mód %s nebylo možné zrušit
adresář %s vytvořen
vytvářím adresář %s
vytvářím soubor %s
Seznam oddělovačů končí na neošetřené zpětné lomítko: %s
adresář
adresář obsahující sledovaný soubor byl odstraněn
dělení nulou
dveře
jméno souboru je prázdné
prázdný oddělovač záznamů
zvolený oddělovač položek je prázdný
chyba při normalizaci %s
chyba při zavírání souboru
chyba při kopírování %s do %s
chyba při dealokaci %s
chyba při vyhledávání pomocí regulárního výrazu
chyba při vyhledávání pomocí regulárního výrazu
chyba při otevírání %s
chyba při čtení %s
chyba při čtení události inotify
chyba při čtení vstupu
chyba při synchronizaci %s
chyba při čekání na příkaz
chyba při čekání na události inotify a výstupu
chyba při zápisu %s
chyba: výsledek hledání regulárním výrazem má délku nula: %s
provádí se s FILE=%s
návkód=
nadbytečný argumentů %s
nadbytečný operand %s
další argument %s není s -%c dovolen
k %s nelze přistoupit
normalizace %s selhala
změnit kontext %s na %s se nezdařilo
skupinu souboru %s se nepodařilo změnit z %s na %s
skupinu souboru %s se nepodařilo změnit na %s
práva souboru %s se nepodařilo změnit z %04lo (%s) na %04lo (%s)
vlastnictví %s nelze změnit
vlastnictví %s nelze změnit z %s na %s
vlastnictví %s nelze změnit na %s
změna pracovního adresáře na %s selhala
klonování %s z %s selhalo
zavření %s selhalo
uzavření vstupní roury selhalo
selhal výpočet nového kontextu
převod některých vstupních čísel selhal
vytvoření adresáře dle šablony %s selhalo
vytvoření souboru dle šablony %s selhalo
pevný odkaz %s nebylo možné vytvořit
pevný odkaz %s na %s nebylo možné vytvořit
pevný odkaz na %.0s%s nebylo možné vytvořit
rouru nebylo možné vytvořit
chyba při výrobě bezpečnostního kontextu: %s
symbolický odkaz %s nebylo možné vytvořit
symbolický odkaz %s na %s nebylo možné vytvořit
vytvoření dočasného souboru v %s se nezdařilo
nepodařilo se zahodit keš pro: %s
rozšíření %s selhalo
%s se nepodařilo nalézt
selhalo získání vlastností souboru %s
nebylo možné získat identifikátor CPU
selhalo získání současného kontextu
získání skupin aktuálního procesu selhalo
získání skupin uživatele %s selhalo
získat bezpečnostní kontext %s se nezdařilo
nepodařilo se získat obsluhu signálu %d
nepodařilo se získat masku signálů procesu
doplňkové skupiny nelze získat
selhalo vyhledání souboru %s
otevření %s selhalo
otevření %s pro čtení selhalo
soubor %s se nepodařilo se otevřít pro zápis
hodnotu „%Lf“ se nepodařilo se připravit pro výpis
selhalo zachování autorství souboru %s
selhalo zachování vlastnictví souboru %s
selhalo zachování práv souboru %s
selhalo zachování časů souboru %s
přesměrování standardního chybové výstupu selhalo
odstranění %s selhalo
odstranění %s selhalo: symbolický odkaz není následován
odstranění adresáře %s selhalo
přesměrování standardního vstupu do nepoužitelna selhalo
selhalo obnovení kontextu u %s
obnova výchozího kontextu pro vytvářené soubory selhala
návrat do původního pracovního adresáře selhal
selhalo převinutí proudu souboru %s
spuštění příkazu %s selhalo
selhalo spuštění příkazu: „%s -c %s“
nastavení složky %s bezpečnostního kontextu na %s se nezdařilo
proměnnou prostředí FILE se nepodařilo nastavit
selhalo nastavení výchozího kontextu u %s
selhalo nastavení výchozího kontextu pro vytvářené soubory v %s
selhalo nastavení výchozího kontextu pro vytvářené soubory na %s
nastavení režimu text/binární deskriptoru souboru se nezdařilo
selhalo nastavení ID skupiny
selhalo nastavení locale
selhalo nastavení nového rozsahu: %s
selhalo nastavení nové role: %s
selhalo nastavení nového typu: %s
selhalo nastavení nového uživatele: %s
nepodařilo se nastavit obsluhu signálu %d
nepodařilo se nastavit masku signálů procesu
doplňkové skupiny nelze nastavit
nastavení bezpečnostního kontextu %s se nezdařilo
selhalo nastavení ID uživatele
nelze získat informace o %s
nelze získat informace o %s: %s se přeskakuje
vypnutí O_DIRECT selhalo: %s
aktualizace prostředí s %s se nezdařila
fdatasync na %s selhalo
vyprázdnění souborového proudu selhalo
číslo položky %s je příliš velké
číslo položky je nula
položky se číslují od 1
FIFO
soubor %d není seřazen
operandy s názvy souborů nelze kombinovat s --files0-from
operandy se jmény souborů nelze kombinovat s --print-database (-p).
souborový systém typu „%s“ je zároveň vybrán a vyloučen
systémové volání fork selhalo
formát %s končí na %%
formát %s nemá žádnou direktivu %%
formát %s má příliš mnoho direktiv %%
formát %s má neznámou direktivu %%%c
formátovací řetězec nesmí být zadán při požadavku na tisk stejně širokých řetězců
fsync na %s selhalo
fts_close selhalo
fts_read selhalo
fts_read selhalo: %s
tvorba relativní cesty
získání nových vlastností %s
skupina souboru %s zůstala %s
výpis po skupinách a výpis počítadel opakování nemá smysl
slučování do skupin nelze kombinovat s přepínačem --to
v tomto locale nemá slučování do skupin žádný účinek
funkce iconv není dostupná
funkce iconv je nepoužitelná
s více argumenty se přepínač --no-newline ignoruje
ignoruji vstup
vstup ignoruji a výstup připojuji k %s
vstup ignoruji a stderr přesměrovávám na stdout
špatná velikost tabelátoru (%s) v proměnné prostředí TABSIZE, bude ignorována
ignoruji neplatnou hodnotu proměnné prostření QUOTUNG_STYLE: %s
špatná šířka (%s) v proměnné prostředí COLUMNS, bude ignorována
ignoruji argumenty, které nejsou přepínači
neslučitelné propojovací položky %lu, %lu
neslučitelné oddělovače položek
inotify nelze použít, návrat k aktivnímu dotazování
zdroje pro inotify vyčerpány
vstup se ztratil
vstup není seřazen
řádka na vstupu je příliš dlouhá
přetečení čísla
přesun mezi zařízeními selhal: %s na %s; cíl nelze odstranit
neplatný %s argument: %s
argument „%3$s“ přepínače %1$s%2$s je neplatný
argument %2$s za --%1$s je neplatný
argument „-0“ za přepínačem --threshold je neplatný
chybná velikost I/O bloku
neplatný PID
chybná nulová hodnota přírůstku: %s
neplatná úprava %s
argument %s je neplatný
argument %s je pro %s neplatný
neplatné zpětné lomítko na konci řetězce přepínače -S
chybný styl číslování v těle: %s
režim bufferování %s je pro %s neplatný
chybný rozsah bajtů nebo znaků
chybná pozice bajtu/znaku %s
znak „%c“ v řetězci typu „%s“ je chybný
chybná třída znaku %s
chybné číslo dílů
neplatný kontext: %s
neplatná konverze
chybně zadaný typ konverze v parametru přepínače: %c
chybně zadaný typ konverze v parametru přepínače: \%.3o
chybné datum: %s
neplatný formát data %s
neplatný klesající rozsah
neplatné zařízení %s %s
neplatný typ zařízení %s
chybné číslo položky: %s
neplatný rozsah položek
chybně zadaná položka: %s
chybná hodnota položky %s
chybná šířka položky: %s
chybné číslo souboru v popisu položky: %s
chybná velikost souboru
neplatné příznaky v zadání konverze: %%%c%c
chybný argument v pohyblivé řádové čárce: %s
chybný styl číslování v patičce: %s
neplatný formát %s (šířka přetekla)
neplatný formát %s, řídicí posloupnost musí být %%[0]['][-][N][.][N]f
chybné šířka mezery: %s
neplatná skupina
neplatná skupina %s
neplatný seznam skupin %s
neplatná skupina: %s
chybný styl číslování v hlavičce: %s
chybné hodnota hlavičky %s
neplatný vstup
neplatný vstup (délka musí být násobek čtyř znaků)
neplatný příznak vstupu
neplatný vstupní rozsah
neplatné celé číslo %s
chybný celočíselný argument
chybná délka
chybná délka: %s
neplatný počet řádků: %s
chybná linková disciplína %s
chybná šířka čísla řádku
chybná hodnota přírůstku čísla řádku
chybný počet prázdných řádků
chybný formát čísla řádku: %s
chybné délka řádku
chybné délka řádku: %s
neplatné hlavní číslo zařízení: %s
chybné maximální hloubka %s
neplatné číslo maximálního počtu nezměněných výsledků funkce stat mezi otevřeními
neplatné vedlejší číslo zařízení %s
neplatná práva
neplatná práva: %s
neplatná práva: %s
neplatné číslo
neplatné číslo za „,“
neplatné číslo za „-“
neplatné číslo za „.“
neplatné číslo na začátku položky
chybný počet bajtů
chybný počet bajtů pro porovnání
chybný počet bajtů na přeskočení
neplatný počet dílů
neplatný počet sloupců
chybný počet položek na přeskočení
chybný počet řádků
neplatný počet průchodů
neplatný počet sekund: %s
neplatné číslo: %s
neznámý přepínač – %c
neplatný přepínač – %c; -WIDTH je rozpoznán, pouze když je prvním přepínačem; použijte -w ŠÍŘKA
neplatný přepínač – „%c“
chybný základ výstupní adresy „%c“; musí to být jeden ze znaků [doxn]
neplatný příznak výstupu
chybný hodnota výplně %s
chybný rozsah stran %s
chybná přesnost ve formátu %s
chybná přesnost: %s
neplatný rozsah bez konce: -
chybný čítač opakování %s v konstrukci [c*n]
neplatná posloupnost „\%c“ v -S
neplatný argument spec
chybné počáteční číslo řádku
neplatná hodnota úrovně statu
chybná přípona %s, obsahuje oddělovač adresářů
neplatná přípona v argumentu „%3$s“ přepínače %1$s%2$s
neplatná přípona na vstupu %s: %s
neplatná přípona na vstupu: %s
chybná délka přípony
chybná šířka tabelátoru
chybná šablona %s, obsahuje oddělovač adresářů
chybná šablona %s, spolu s --tmpdir nesmí být absolutní
chybné časový interval %s
chybný formát pro výpis času %s
neznámý závěrečný přepínač – %c
chybný typ řetězce %s
chybný typ řetězce %s; tento systém nemá %lubajtová čísla s plovoucí řádovou čárkou
chybný typ řetězce %s; tento systém nemá %lubajtová celá čísla
neplatná jednotka velikost: %s
chybný název univerzálního znaku \%c%0*x
neplatný uživatel
neplatný uživatel %s
chybné šířka
neplatná délka zalomení
neplatný název souboru – nulová délka
rekurzivní zpracování %s je nebezpečné
rekurzivní zpracování na %s (taktéž na %s) je nebezpečné
klíč %lu má nulovou šířku a nebude brán na zřetel
klíč %lu je číselný a zasahuje do více položek
velká vstupní hodnota %s: hrozí ztráta přesnosti
minulá=
část se jménem souboru %s začíná znakem „-“
úvodní mezery u klíče %lu mají význam, zvažte též zadání „b“
délka není násobkem 8
omezení %lu bylo překročeno délkou %lu u jména souboru %s
omezení %lu bylo překročeno délkou %lu částí jména souboru %s
bufferování po řádcích standardního vstupu nemá význam
přepínač počtu řádků -%s%c… je příliš velký
číslo řádku %s je menší než číslo předcházejícího řádku, %s
číslo řádku přeteklo
maximální argument pro --%s se současnými běhovými limity je %s
maximální délka otisku pro %s je %d bitů
paměť vyčerpána
fronta zpráv
migrovaný soubor s daty
migrovaný soubor bez dat
minimální argument pro --%s je %s
nezarovnané(á) konstrukce [:upper:] a/nebo [:lower:]
v parametru přepínače chybí zadání typu konverze pomocí %%
chybí %s
na vstupu chybí přípona „i“: %s (na příklad Ki/Mi/Gi)
za %s postrádám argument
postrádám argument pro %s
chybí název třídy znaků „[::]“
v parametru přepínače chybí určení typu konverze
za %s chybí název cílového souboru
chybí druh kódování
chybí znak třídy ekvivalence „[==]“
chybí název souboru
v escape sekvenci očekáváno šestnáctkové číslo
chybí seznam pozic bajtů/znaků
chybí seznam položek
chybí operand
po %s chybí operand
práva mohou určovat jen bity přístupových práv k souboru
práva souboru %s změněna z %04lo (%s) na %04lo (%s)
práva souboru %s zůstala %04lo (%s)
přesunuje se vstupní roura
oddělovač %s má více znaků
zvolený oddělovač položek %s má více znaků
zadáno více přepínačů -i
zadáno více přepínačů -l nebo -t
zadáno více kompresních programů
více určení položky
více rozsahů úrovní
zadáno více oddělovačů výstupu
zadáno více výstupních souborů
zadáno více výstupních formátů
zadáno více zdrojů náhodných čísel
zadáno více relativních modifikátorů
více rolí
znaky oddělovače zadány vícekrát
zadáno více cílových adresářů
více druhů
více uživatelů
multiplexované blokové zařízení
multiplexované znakové zařízení
multiplexovaný soubor
příkaz se musí zadat s přepínačem --chdir (-C)
pojmenovaný soubor
symbolický odkaz %s ani soubor, na nějž se odkazuje, nebyl změněny
síťové zařízení
proměnná prostředí SHELL neexistuje a není zadán typ shellu
zachování vlastnictví souboru %s
nebyl zadán žádný příkaz
nezadán žádný přepínač konverze
žádný souborový systém nebyl zpracován
již nezbývají žádné soubory
pro neznámé UID nebyla zadána žádná skupina: %d
žádný vstup z %s
žádné řádky na opakování
chybí přihlašovací jméno
nebylo zadáno číslo procesu
v řetězci -S chybí ukončovací uvozovky
při vypisování řetězců nelze zadat typ
nezadáno jméno uživatele; při -l musí být uvedeno alespoň jedno
neceločíselný argument
nepřenositelný znak %s ve jménu souboru %s
není TTY
nezapisuji skrze slepý symbolický odkaz %s
číslo u --parallel nesmí být nulové
počáteční hodnota číselné přípony je na příponu příliš dlouhá
použit zastaralý klíč %s, zvažte použití %s
vypnuto
během čtení ze souboru %s přetekl offset
vynechává se adresář %s
zapnuto
podporována je pouze expanze ${NÁZEV_PROMĚNNÉ}, chyba v: %s
opakování znaku [c*] může být v MNOŽINĚ2 pouze jednou
pouze jedno zařízení může být zadáno
soubor se nepodařilo otevřít
přepínač „-%s“ je ignorován
přepínače „-%s“ jsou ignorovány
přepínač „-r“ se vztahuje jen na poslední možné porovnání
přepínač --output: neznámá položka %s
přepínač --output: položka %s byla použita více krát
přepínač --skip-chdir je dovolen pouze, když NOVÝ_ROOT je starý %s
přepínač --zero není dovolen ve výchozím tvaru
přepínač použit v chybném kontextu – %c
přepínače %s a %s se vzájemně vylučují
přepínače „-%s“ nejsou slučitelné
přepínače --backup --no-clobber se vzájemně vylučují
přepínače --compare (-C) a --preserve-timestamps se vzájemně vylučují
přepínače --compare (-C) a --strip se vzájemně vylučují
nebo dostupná lokálně skrze: info '(coreutils) %s%s'
přípony výstupních souborů vyčerpány
výstupní formát: %s
přetečení při prodlužování velikosti souboru %s
přetečení při čtení %s
vlastník souboru %s zachován
vlastníkem souboru %s zůstal %s
číslo stránky přeteklo
šířka stránky je příliš malá
podpora PCLMUL nebyla nalezena
zachování práv pro %s
zachování časů souboru %s
výpis všech opakujících se řádků a počítadla opakování nemá smysl
konce rozsahu „%s-%s“ jsou v obráceném pořadí
chyba při čtení
čtení ze souboru se nezdařilo
čte se adresář %s
záznam je příliš dlouhý
stderr přesměrovávám na stdout
odstranění %s nebo adresáře %s se zamítá: přeskakuje se %s
běžný prázdný soubor
běžný soubor
přípona ze vstupu odmítnuta: %s (zvažte použití --from)
smazáno %s
adresář %s smazán
mažu adresář, %s
přejmenovaný
úroveň běhu
semafor
signál %s se posílá příkazu %s
oddělovač nemůže být prázdný
pro obejdete, když nastavíte LC_ALL='C'
nastavuji příznaky pro %s
nastavení práv pro %s
zachování časů souboru %s
objekt sdílené paměti
součet bajtů na přeskočení a bajtů ke čtení je příliš velký
přeskakuje se %s, protože se nachází na jiném zařízení
přeskakuji soubor %s, protože byl nahrazen během kopírování
soket
Fronta algoritmu SQUFOF přetekla
standardní chybový výstup
standardní vstup
standardní vstup je uzavřen
standardní výstup
funkce stat selhala
zbloudilý znak v zadání řadicí položky
porovnání řetězců selhalo
převod řetězce selhal
proces strip skončil neobvykle
potlačení řádků neobsahujících oddělovač, má význam pouze při použití přepínače -f
symbolický odkaz
chyba syntaxe: po %s očekávána „)“
chyba syntaxe: místo %s očekávána „)“
chyba syntaxe: po %s chybí argument
chyba syntaxe nečekaná „)“
chyba syntaxe: nečekaný argument %s
start systému
velikost tabelátoru nemůže být 0
velikost tabelátoru obsahuje neplatný znak: %s
posloupnost pozic tabelátorů musí být rostoucí
velikost tabelátoru %s je příliš velká
velikost tabelátoru je příliš velká
tabelátory od jsou od sebe příliš vzdálené
cíl %s
cíl %s není adresářem
při instalaci adresáře není dovolen cílový adresář (-t)
signál=
test a/nebo [
řazení textu provedeno pomocí řadicích pravidel %s
řazení textu provedeno pomocí obyčejného porovnávání bajtů
přepínače --binary a --text jsou bezvýznamné při ověřování kontrolních součtů
přepínač --compare (-C) bude ignorován, zadáte-li --mode (-m) s bity ne-práv
přepínač --ignore-missing má význam pouze při ověřování kontrolních součtů
přepínač --quiet má význam pouze při ověřování kontrolních součtů
přepínač --status má význam pouze při ověřování kontrolních součtů
přepínač --strict má význam pouze při ověřování kontrolních součtů
přepínač --tag nemá význam při ověřování kontrolních součtů
přepínač --warn má význam pouze při ověřování kontrolních součtů
přepínač --zero není při ověřování kontrolních součtů podporován
výraz [c*] může být v MNOŽINĚ2 pouze při nahrazování
zadání opakování [c*] nemůže být v MNOŽINĚ1
argument %s potřebuje úvodní „+“; když je použit přepínač pro zadání data, kterýkoli argument, který není přepínačem, musí být formátovací řetězec uvozený „+“.
oddělovač musí být jediný znak
sledovaný příkaz skončil uložením obrazu paměti
přepínače pro upovídaný a stty čitelný styl výstupu se vzájemně vylučují
přepínače pro výpis a nastavení času nemohou být užity současně
přepínače určené k zadání data se vzájemně vylučují
byly porovnávány řetězce %s a %s
při instalaci adresáře nesmí být použit přepínač --strip
nepřevedený řetězec byl %s
čas %s je mimo rozsah
příliš málo X v šabloně %s
příliš mnoho typů konverze %% v parametru přepínače
v množině je příliš mnoho znaků
příliš mnoho vstupních řádků
příliš mnoho opakujících se řádků
příliš mnoho šablon
celkem
průchod se nezdařil: %s
typovaný paměťový objekt
chybové hlášení není možné zobrazit
nelze zaznamenat současný pracovní adresář
bezpečnostní kontext %s nelze nastavit
neočekávané selhání: fts_info=%d: %s prosím, podejte hlášení (anglicky) na %s
neznámý program %s
neznámý návratový kód příkazu (%d)
neznámý návratový kód příkazu (0x%X)
nesrozumitelná hodnota v proměnné prostředí LS_COLORS
neznámý argument přepínače --preserve-root: %s
neznámý operand %s
neznámý prefix: %s
běží %2d:%02d,
běží %ld den %2d:%02d,
běží %ld dny %2d:%02d,
běží ??? dnů ??:??,
tento záchranný režim potlačíte volbou --no-preserve-root
pro předání přepínačů v řádku s interpretrem skriptu použijte -[v]S
v režimu práce se systémem souborů není možné označit standardní vstup pomocí %s
používá se hardwarová podpora AVX2
používá se obecná hardwarová podpora
používá se hardwarová podpora PCLMUL
hodnota je pro převod příliš velká: %s
hodnota jen pro zobrazení příliš velká: „%Lg“ (hodnoty nad 999Y nelze zpracovat)
hodnota je pro zobrazení příliš velká: „%Lg“ (zvažte použití --to)
čekám na %s [-d]
čeká se na proces potomka
čekám na strip
pozor: %s je nulový činitel, je-li to záměrně, použijte %s
varování: %s: znak nebo znaky, které následují za znakovou konstantou budou ignorovány
pozor: %s: dohledávání kontextu selhalo
varování: %s: změna kontextu na %s selhala
pozor: „touch %s“ je zastaralý, použijte „touch -t %04ld%02d%02d%02d%02d.%02d“
pozor: --pid=PID není na tomto systému podporován
pozor: --retry ignorován; --retry je užitečný pouze v případě sledování konce
pozor: --retry je účinný jen při prvním otevření
pozor: PID ignorován; --pid=PID je užitečný pouze v případě sledování konce
varování: samotné zpětné lomítko na konci řetězce není přenositelné
varování: zpětné lomítko na konci formátovacího řetězce
varování: nelze smazat: %s
pozor: nepodařilo se vypnout vytváření výpisů paměti
varování: sledování standardního vstupu je určitě neefektivní
pozor: přepínač --context se ignoruje
pozor: ignoruje se --context, je třeba jádro s podporou SELinuxu
pozor: ignoruje se --context, je vyžadováno jádro s podporou SELinuxu/SMACKu
varování: přebytečné argumenty jsou ignorovány počínaje %s
varování: chybný offset souboru poté, co selhalo čtení
varování: chybná šířka %lu; užívám %d místo ní
varování: číslo řádku %s je stejné s číslem předcházejícího řádku
pozor: přepínače --apparent-size a -b ztrácí s --inodes účinnost
pozor: deskriptor pro bezpečnostní označování selhal
pozor: setitimer
pozor: sigprocmask
varování: zdrojový adresář %s byl zadán více krát
varování: zdrojový soubor %s byl zadán více krát
varování: sumarizace je v rozporu s --max-depth=%lu
varování: sumarizace je stejná jako použití --max-depth=0
varování: nejednoznačný osmičkový zápis \%c%c%c bude interpretován jako 2bajtová sekvence \0%c%c, %c
pozor: timer_create
pozor: timer_settime
pozor: neznámá escape sekvence „\%c“
divný soubor
jestliže MNOŽINA1 není zkracována, pak MNOŽINA2 nesmí být prázdná
při čtení jmen souborů ze standardního vstupu jméno %s není dovoleno
při zadávání výstupního stylu, nemohou být nastavovány režimy
při nahrazování s doplňkem množiny znaků, MNOŽINA2 musí mapovat všechny znaky z této oblasti do jednoho
při překladu řetězce1 delšího než řetězec2 nesmí druhý řetězec končit třídou znaků
při nahrazování mohou být v MNOŽINĚ2 pouze třídy znaků [:upper:] a [:lower:]
vybělení
nebudu kopírovat %s skrze právě vytvořený symbolický odkaz %s
pevný odkaz %s na adresář %s nebude vytvořen
právě vytvořený %s nebude přepsán %s
za použití --parents musí být cílem adresář
při --sufix šablona %s musí končit na X
s FILE=%s, návratový kód %d z příkazu: %s
s FILE=%s, signálem %s z příkazu: %s
chyba při zápisu
chyba při zápisu do %s
zápis se nezdařil
zapisuji do %s
přepínač --no-preserve-root nesmíte zkracovat
musíte zadat -c, -t, -u, -l, -r nebo kontext
musíte zadat přepínač režimu bufferování
musíte zadat seznam bajtů, znaků nebo položek
musíte zadat relativní %s s %s
musíte zadat buď %s, nebo %s
Výchozí výstupní formát je více méně člověkem čitelná reprezentace změn. Přepínače -e, -E, -x, -X (a odpovídající dlouhé přepínače) způsobí vypsání skriptu pro program ed namísto výchozího formátu. Nakonec přepínač -m (--merge) způsobí, že diff3 provede spojení sám a vypíše vlastní spojený soubor. V případě neobvyklého vstupu, je toto spolehlivější způsob než použití programu ed.
--GTYPE-group-format=GFMT formátuje vstupní skupiny GTYPE podle FMTS
--LTYPE-line-format=LFMT formátuje vstupní řádky LTYPE podle LFMT
--binary data čte a zapisuje data v binárním režimu
--color[=KDY] obarví výstup, KDY je „never“ [nikdy], „always“ [vždy] nebo „auto“ (výchozí); samotné --color znamená --color=auto
--diff-program=PROGRAM použije PROGRAM k porovnání souborů
--from-file=SOUBOR1 porovná SOUBOR1 se všemi operandy, SOUBOR1 může být adresář
--help zobrazí tuto nápovědu a skončí
--horizon-lines=POČET ponechá POČET shodných řádků předpony a přípony
--ignore-file-name-case ignoruje velikost písmen v názvech souborů
--label NÁZEV použije NÁZEV místo názvu souboru a časového údaje (lze opakovat)
--left-column vypíše pouze levý sloupec společných řádků
--line-format=LFMT formátuje všechny vstupní řádky podle LFMT
--no-dereference nenásleduje symbolické odkazy
--no-ignore-file-name-case bere v potaz velikost písmen v názvech souborů
--normal normálním formát výstupu diff (výchozí)
--palette=PALETA barvy, které se použijí při aktivním --color. PALETA je dvojtečkou oddělený seznam schopností terminfa
--speed-large-files předpokládá velké soubory a mnoho rozptýlených drobných změn
--strip-trailing-cr odstraní ukončovací znak CR na vstupu
--suppress-blank-empty potlačí mezeru nebo tabulátor před prázdnými řádky výstupu
--suppress-common-lines nevypisuje shodné řádky
--tabsize=POČET tabulátor zastavuje každých POČET (výchozí je 8) tiskových sloupců
--tabsize=POČET tabulátor zastavuje každých POČET (výchozí je 8) tiskových sloupců
--to-file=SOUBOR2 porovná všechny operandy se SOUBOREM2, SOUBOR2 může být adresář
--unidirectional-new-file neexistující soubory z prvního adresáře považuje za prázdné
Jak GFMT, tak i LFMT smí obsahovat: %% % %c'C' jeden znak C %c'\000' znak s osmičkovým kódem 000 C znak C (ostatní znaky zastupují samy sebe)
GFMT může obsahovat: %< řádky ze SOUBORU1 %> řádky ze SOUBORU2 %= řádky společné pro SOUBOR1 i SOUBOR2 %[-][DÉLKA][.[PŘESNOST]]{doxX}ZNAK formát stylu printf pro ZNAK ZNAKy dále jsou pro novou skupinu, malými písmeny pro starou skupinu: F číslo prvního řádku L číslo posledního řádku N počet řádků = L-F+1 E F-1 M L+1 %(A=B?T:E) pokud A se rovná B, tak T, jinak E
LFMT (pouze) smí obsahovat: %L obsah řádku %l obsah řádku, bez znaku konce řádku %[-][ŠÍŘKA][.[PŘESNOST]]{doxX}n formát stylu printf pro číslo vstupního řádku
LTYPE je „old“ (starý), „new“ (nový) nebo „unchanged“ (nezměněn). GTYPE je LTYPE nebo „changed“ (změněn).
Tyto formátovací přepínače poskytují jemnou kontrolu nad výstupem diffu a zobecňují -D/--ifdef.
%s %s se liší: bajt %s, řádek %s
%s %s se liší: bajt %s, řádek %s je %3o %s %3o %s
%s: diff selhal:
%s: neznámý přepínač – „%c“
%s: přepínač „%s%s“ nepřipouští argument
%s: přepínač „%s%s“ není jednoznačný; možnosti:
%s: přepínač vyžaduje argument – „%c“
%s: smyčka v rekurzi adresářů
„-“ zadáno pro více než jeden vstupní soubor
parametry --from-file i to-file použity najednou
-3, --easy-only jako -e, ale zahrne jen nepřekrývající se změny
-A, --show-all vypíše všechny rozdíly, konflikty v závorkách
-B, --ignore-blank-lines ignoruje změny v případě prázdných řádků
-B, --ignore-blank-lines ignoruje změny v případě prázdných řádků
-D přepínač nepodporuje práci s adresáři
-D, --ifdef=NÁZEV vypíše sloučený soubor s rozdíly „#ifdef NÁZEV“
-E, --ignore-tab-expansion ignoruje změny v odsazení tabulátorem
-E, --show-overlap jako -e, ale konflikty umístí do závorek
-F, --show-function-line=RV ukáže poslední řádek odpovídající RV
-H, --speed-large-files předpokládá velké soubory a mnoho rozptýlených drobných změn
-I, --ignore-matching-lines=RV ignoruje změny na všech řádcích odpovídajících RV
-I, --ignore-matching-lines=RV ignoruje změny na všech řádcích odpovídajících RV
-L, --label=NÁZEV použije NÁZEV namísto názvu souboru (lze opakovat až třikrát)
-N, --new-file neexistující soubory považuje za prázdné
-S, --starting-file=SOUBOR při porovnávání adresářů začne SOUBOREM
-T, --initial-tab na začátek řádků se vloží tabulátor
-W, --ignore-all-space ignoruje všechny bílé znaky
-W, --width=POČET vypíše nejvýše POČET (výchozí je 130) tiskových sloupců
-X jako -x, ale konflikty umístí do závorek
-X, --exclude-from=SOUBOR vynechá soubory, které odpovídají libovolnému vzoru ze SOUBORU
-Z, --ignore-trailing-space ignoruje bílá místa na konci řádku
-Z, --ignore-trailing-space ignoruje všechny bílé znaky na konci řádku
-a, --text pokládá všechny soubory za text
-b, --ignore-space-change ignoruje změny v počtu bílých míst
-b, --ignore-space-change ignoruje změny v počtu bílých znaků
-b --print-bytes vypíše rozdílné bajty
-c, -C POČET, --context[=POČET] vypíše POČET (výchozí je 3) řádků kopírovaného kontextu
-d, --minimal pokusí se nalézt nejmenší sadu změn
-e --ed vypíše skript pro ed
-e, --ed vypíše ed skript zahrnující změny mezi STARÝM_SOUBOREM a VAŠÍM_SOUBOREM do MÉHO_SOUBORU
-i přidá příkazy „w“ a „q“ do skriptů pro ed
-i, --ignore-case ignoruje velikost písmen v obsahu souborů
-i, --ignore-case nerozlišuje velká a malá písmena
-i, --ignore-initial=N přeskočí prvních N bajtů obou vstupů
-i, --ignore-initial=N1:N2 přeskočí prvních N1 bajtů SOUBORU1 a prvních N2 bajtů SOUBORU2
-l, --left-column vypíše pouze levý sloupec společných řádků
-l, --paginate výstup projde přes „pr“ pro přestránkování
-l --verbose vypíše pozice a hodnoty rozdílných bajtů
-m, --merge vypíše vlastní spojený soubor podle -A, nebyly-li uvedeny další přepínače
-n, --bytes=LIMIT porovná nejvýše LIMIT bajtů
-n --rcs vypíše rozdíl ve formátu RCS
-o, --output=SOUBOR interaktivní režim, výstup půjde do SOUBORU
-p, --show-c-function ukáže, ve které funkci C se změna nachází
-q --brief výstup pouze při rozdílných souborech
-r --recursive rekurzivně porovná všechny nalezené podadresáře
-s, --quiet, --silent potlačí veškerý běžný výstup
-s --report-identical-files hlásí shodné soubory
-s, --suppress-common-lines nevypisuje společné řádky
-t, --expand-tabs ve výstupu převede tabulátory na mezery
-u, -U POČET, --unified[=POČET] vypíše POČET (výchozí je 3) řádků unifikovaného kontextu
-v, --version vypíše údaje o verzi a skončí
-v --version vypíše údaje o verzi a skončí
-w, --ignore-all-space ignoruje všechna bílá místa
-w, --width=POČET vypíše nejvýše POČET (výchozí je 130) tiskových sloupců
-x, --exclude=VZOR vynechá soubory odpovídající VZORU
-x, --overlap-only jako -e, ale zahrne jen překrývající se změny
-y, --side-by-side vypíše ve dvou sloupcích
Binární soubory %s a %s jsou rozdílné
Společné podadresáře: %s a %s
Porovnává SOUBORY řádek po řádku.
Porovnání tří souborů řádek po řádku.
Porovnává dva soubory bajt po bajtu.
Návratový kód je roven 0 pokud jsou vstupy shodné, 1 pokud se liší a 2 při chybě.
Návratová hodnota je 0 při úspěchu, 1 při konfliktu a 2 při chybě.
SOUBORY jsou „SOUBOR1 SOUBOR2“ nebo „ADRESÁŘ1 ADRESÁŘ2' nebo „ADRESÁŘ SOUBOR“ nebo „SOUBOR ADRESÁŘ“.
Soubor %s je %s zatímco soubor %s je %s
Soubory %s a %s jsou identické
Soubory %s a %s jsou různé
Obecná pomoc při používání softwaru GNU: <%s>
Pokud je uveden --from-file nebo --to-file, pak nejsou u SOUBORŮ žádná omezení.
Pokud SOUBOR je „-“ nebo nebo chybí, bude čten standardní vstup.
Pokud SOUBOR bude „-“, bude čten standardní vstup.
Neplatný zpětný odkaz
Neplatné jméno třídy znaků
Neplatný znak porovnání
Neplatný obsah \{\}
Neplatný předchozí regulární výraz
Neplatný konec rozsahu
Licence GPLv3+: GNU GPL verze 3 nebo novější <%s>. Toto je svobodné programové vybavení: máte právo jej měnit a dále šířit. Není poskytována ŽÁDNÁ ZÁRUKA, jak jen zákon dovoluje.
Povinné argumenty dlouhých přepínačů jsou též povinné u krátkých forem.
Chybí znak konce řádku na konci souboru
Předchozí regulární výraz neexistuje
Pouze v %s: %s
Balíček připravil %s
Balíček připravil %s (%s)
Předčasný konec regulárního výrazu
Chyby v programu %s oznamujte (anglicky) na: %s Připomínky k překladu (česky) na: <translation-team-cs@lists.sourceforge.net>
Chyby v programu oznamujte na adrese %s (anglicky), připomínky k překladu na adrese <translation-team-cs@lists.sourceforge.net> (česky).
Hodnoty N1 a N2 mohou být doplněny následujícími násobnými příponami: kB 1000, K 1024, MB 1 000 000, M 1 048 576, GB 1 000 000 000, G 1 073 741 824 a stejně tak i pro T, P, E, Z, Y.
Spojí změny mezi SOUBOREM1 a SOUBOREM2 v režimu „vedle sebe“.
Hotovo
Symbolické odkazy %s a %s se liší
Volitelné argumenty N1 a N2 udávají počet bajtů, které budou přeskočeny na začátku každého souboru (výchozí je nula).
Koncové zpětné lomítko
Použití: %s [PŘEPÍNAČ]… SOUBOR1 [SOUBOR2 [N1 [N2]]]
Použití: %s [PŘEPÍNAČ]… SOUBORY
Použití: %s [PŘEPÍNAČ]… MŮJ_SOUBOR STARÝ_SOUBOR VÁŠ_SOUBOR
Autoři: %s a %s.
Autoři: %s, %s, %s, %s, %s, %s, %s, %s, %s a další.
Autoři: %s, %s, %s, %s, %s, %s, %s, %s a %s.
Autoři: %s, %s, %s, %s, %s, %s, %s a %s.
Autoři: %s, %s, %s, %s, %s, %s a %s.
Autoři: %s, %s, %s, %s, %s a %s.
Autoři: %s, %s, %s, %s a %s.
Autoři: %s, %s, %s a %s.
Autoři: %s, %s a %s.
Autor: %s.
nejednoznačný argument %s pro %s
blokový speciální soubor
oba soubory k porovnání jsou adresáři
„-“ s adresářem nelze porovnat
nelze porovnat názvy souborů „%s“ a „%s“
interaktivně nelze standardní vstup sloučit
znakový speciální soubor
cmp: konec souboru v %s po bajtu %s
cmp: konec souboru v %s po bajtu %s na řádku %s
cmp: konec souboru v %s po bajtu %s, řádek %s
cmp: konec souboru v %s, který je prázdný
konfliktní hodnota „%2$s“ přepínače „%1$s“
konfliktní přepínače pro styl výstupu
konfliktní přepínače tabsize
konfliktní volby šířky výstupu
ed: Editace - použije obě verze, každou obdaří hlavičkou. eb: Editace - použije obě verze. el nebo e1: Editace - použije levou verzi. er nebo e2: Editace - použije pravou verzi. e: Zahození obou verzí a editace nové verze. l nebo 1: Použije levou verzi. r nebo 2: Použije pravou verzi. s: V tichosti vloží společné řádky. v: Upozorní na vložení společných řádků. q: Ukončení.
operand „%s“ je nadbytečný
nelze znovuotevřít %s v módu %s
roura
nekompatibilní přepínače
vstupní soubor se zmenšil
vnitřní chyba: nesprávný typ diffu v process_diff
vnitřní chyba: nesprávný typ diffu pro výstup
vnitřní chyba: chyba ve formátu diff bloků
neplatná hodnota přepínače --bytes „%s“
neplatná hodnota --ignore-inital „%s“
neplatný argument „%s“ pro %s
neplatná barva „%s“
neplatná délka kontextu „%s“
neplatný formát diff souboru; nekompletní poslední řádek
neplatný formát diff souboru; nesprávné úvodní znaky na řádku
neplatný formát diff souboru; neplatný oddělovač změny
neplatná výška obzoru „%s“
nesprávná hodnota --tabsize „%s“
nesprávná délka „%s“
převedený soubor s daty
převedený soubor bez dat
po „%s“ chybí operand
sdružený blokový speciální soubor
sdružený znakový speciální soubor
sdružený soubor
síťový speciální soubor
přepínače -l a -s nejsou kompatibilní
přestránkování není na tomto počítači podporováno
chyba programu
čtení selhalo
obyčejný prázdný soubor
obyčejný soubor
přetečení zásobníku
standardní deskriptory souboru
pomocný program „%s“ nebylo možné zavolat
příliš mnoho přepínačů popisu souboru
objekt typové paměti
neznámý proud
nerozebratelná hodnota pro přepínač --pellete
nerozpoznaná předpona: %s
soubor neznámého typu
zabělení
zápis selhal
nevyřízené spouštěče, které se nemusí podařit zpracovat:
Konfigurační soubor „%s“ na tomto systému neexistuje. Podle vašeho požadavku se instaluje nový.
Aktuálně povolené volby: %s
Ladicí volby se dají kombinovat pomocí bitového nebo. Poznamenejme, že hodnoty a jejich význam se může měnit.
K instalaci a odstranění balíků použijte buď „dpkg“, nebo pro přívětivější správu balíků „apt“ či „aptitude“. Balíky rozbalené pomocí „dpkg-deb --extract“ nebudou správně nainstalované!
VAROVÁNÍ - použití voleb označených [!] může vážně poškodit instalaci. Implicitně zapnuté donucovací volby jsou označeny [*].
Nezměněn od doby instalace.
Verze v balíku je stejná jako poslední nainstalovaná.
není prostý soubor %.255s
Co s tím chcete udělat ? Možné volby jsou: Y nebo I : nainstalovat verzi z balíku N nebo O : ponechat současnou verzi D : zobrazit rozdíl mezi verzemi Z : spustit shell a prozkoumat situaci
%.250s (verze %.250s) je přítomný a %s.
%.250s (verze %.250s) bude nainstalován.
%.250s je %s.
%.250s je nainstalován, ale je verze %.250s.
%250s není nainstalován.
%.250s bude dekonfigurován.
%.250s bude nainstalován, ale je verze %.250s.
%.250s bude odstraněn.
%.250s je rozbalen, ale ještě nebyl zkonfigurován.
%.250s je rozbalen, ale je verze %.250s.
%.250s poslední zkonfigurovaná verze je %.250s.
%.250s poskytuje %.250s a je přítomný a %s.
%.250s poskytuje %.250s a bude nainstalován.
%.250s poskytuje %.250s, ale je %s.
%.250s poskytuje %.250s, ale bude dekonfigurován.
%.250s poskytuje %.250s, ale bude odstraněn.
%s (%s) poskytuje %s.
-?, --help zobrazí tuto nápovědu --version zobrazí verzi
Balík %s očekává zpracování spouštěčů.
Balík %s zatím není zkonfigurován.
Balík %s není nainstalován.
Balík %s bude odstraněn.
Balík %s poskytující %s očekává zpracování spouštěčů.
Balík %s poskytující %s zatím není zkonfigurován.
Balík %s poskytující %s není nainstalován.
Balík %s poskytující %s bude odstraněn.
Verze %s v systému je %s.
Verze %s v systému, poskytovaná %s, je %s.
Verze %s pro konfiguraci je %s.
odkaz %s je %s
odkazovaná nejlepší verze je %s
odkazovaná nejlepší verze není k dispozici
odkaz momentálně chybí
odkaz momentálně ukazuje na %s
závislost %s je %s
závislost %s: %s
%7jd bajtů, %5d řádků %c %-20.127s %.127s
%d v %s:
%d balík z následující sekce:
%d balíky z následujících sekcí:
%s (%jd bajtů)
%s (%s) porušuje %s a je %s.
%s (není obyčejným souborem)
==> Od doby instalace byl smazán (vámi nebo skriptem).
==> Soubor v systému byl vytvořen vámi nebo skriptem. ==> Tento soubor se také nachází v balíku.
==> Ponechávám starý konfigurační soubor jako výchozí.
==> Od doby instalace byl změněn (vámi nebo skriptem).
==> Distributor poskytl upravenou verzi.
==> Používám starý soubor podle přání.
==> Používám nový konfigurační soubor jako výchozí.
==> Používám nový soubor podle přání.
Části balíku %s:
Výchozí akcí je instalace nové verze.
Výchozí akcí je ponechání současné verze.
a
závisí na
nový debianí balík, verze %d.%d. velikost %jd bajtů: řídící archiv=%jd bajtů.
starý debianí balík, verze %d.%d. velikost %jd bajtů: řídící archiv=%jd, hlavní archiv=%jd.
%d očekávaný program nebyl v PATH nalezen nebo není spustitelný %s
%d očekávané programy nebyly v PATH nalezeny nebo nejsou spustitelné %s
nyní je nainstalován %d soubor nebo adresář.)
nyní jsou nainstalovány %d soubory a adresáře.)
%d vyžadovaná řídící část chybí
%d vyžadované řídící části chybí
%s (podproces): %s
%s - priorita %d
%s předpoklady - předpokládá, zda jsou vlastnosti podporovány:
%s porušuje %s
%s je v konfliktu s %s
%s porušeno: %s
ladicí volba %s, --debug=<oktal> nebo -D<oktal>: Číslo Ref. ve zdroji Popis
%s závisí na %s
%s rozšiřuje %s
%s donucovací volby - usměrňují chování při výskytu problémů: varuje ale pokračuje: --force-<něco>,<něco>,… zastaví s chybou: --refuse-<něco>,<něco>,… | --no-force-<něco>,… Donucovací <něco>:
%s není obyčejný soubor
balík %s není správně nainstalován; ignoruji všechny závislosti na něm
%s před-závisí na %s
%s doporučuje %s
podproces %s selhal s čekacím stavovým kódem %d
podproces %s vrátil chybový návratový stav %d
podproces %s byl přerušen
podproces %s byl zabit signálem (%s)%s
%s navrhuje %s
%s byl uzamčen jiným procesem %s
%s byl uzamčen jiným procesem s pid %d %s
%s%s/%s byl změněn (ručně nebo skriptem); přepínám pouze na ruční aktualizace
%s%s/%s není zakončený, bude nastaven na nejlepší možnost
%s: Verze formátu části: %d.%d Část balíku: %s ... verze: %s ... architektura: %s ... MD5 součet: %s ... délka: %jd bajtů ... děleno každých: %jd bajtů Číslo části: %d/%d Délka části: %jd bajtů Offset části: %jd bajtů Velikost části (použitá část): %jd bajtů
%s: nelze vytvořit kompresní kontext zstd
%s: nelze vytvořit dekompresní kontext zstd
%s: nelze přejmenovat zastaralý konfigurační soubor „%s“ na „%s“: %s
%s: konfigurační soubor „%.250s“ není souborem ani symbolickým odkazem (= „%s“)
%s: konfigurační soubor „%.250s“ odkazuje na neplatné jméno („%s“ je symbolický odkaz na „%s“)
%s: konfigurační soubor „%s“ je cyklickým odkazem (= „%s“)
%s: problém se závislostmi, ale přesto se konfiguruje dle požadavku: %s
%s: problém se závislostmi, nicméně zpracovávám spouštěče dle požadavku: %s
%s: problém se závislostmi, nicméně bude odstraněn dle požadavku: %s
%s: chyba navázání vstupu na proud bzipu2
%s: chyba navázání vstupu na proud gzipu
%s: chyba navázání výstupu na proud bzipu2
%s: chyba navázání výstupu na proud gzipu
%s: nepodařilo se vytvořit odkaz „%.250s“ na „%.250s“: %s
%s: nepodařilo se odstranit „%.250s“ (před přepsáním): %s
%s: nepodařilo se odstranit „%.250s“: %s
%s: nepodařilo se odstranit záložní kopii „%.250s“: %s
%s: nepodařilo se odstranit starou distribuční verzi „%.250s“: %s
%s: nepodařilo se přejmenovat „%.250s“ na „%.250s“: %s
%s: vnitřní chyba bzipu2 při čtení
%s: vnitřní chyba bzipu2 při čtení: „%s“
%s: vnitřní chyba bzipu2 při zápisu
%s: vnitřní chyba bzipu2 při zápisu: „%s“
%s: vnitřní chyba gzipu při čtení
%s: vnitřní chyba gzipu při čtení: %s
%s: vnitřní chyba gzipu při čtení: „%s“
%s: vnitřní chyba gzipu při zápisu
%s: vnitřní chyba gzipu při zápisu: %s
%s: vnitřní chyba gzipu při zápisu: „%s“
%s: chyba lzma při zavírání
%s: chyba lzma: %s
%s: chyba lzma při čtení
%s: chyba lzma při zápisu
%s: chyba kopírování: %s
%s: nelze otevřít %s pro spočítání kontrolního součtu: %s
%s: nelze provést readlink na konfiguračním souboru „%s“ (= „%s“): %s
%s: nelze zjistit stav konfiguračního souboru „%s“ (= „%s“): %s
%s: chyba zstd při zavírání
%s: chyba zstd: %s
%s: chyba zstd při čtení
%s: chyba zstd při zápisu
„%.255s“ neobsahuje řídící část „%.255s“
„%.255s“ nemá formát debianího balíku
„%s“ koliduje s „%s“
„%s“ obsahuje uživatelem definovanou hodnotu Priority „%s“
„%s“ musí být zadán bez argumentu
položka „%s“ je přítomna u balíku s neodpovídající položkou „%s“
položka „%s“ hodnota „%.250s“
pole „%s“ obsahuje neplatné jméno balíku „%.255s“: %s
položka „%s“, chybí jméno architektury, nebo je na jejím místě smetí
v poli „%s“ chybí jméno balíku, nebo místo něj obsahuje nesmysl
položka „%s“, odkaz na „%.255s“: „%c“ je zastaralé, místo toho použijte „%c=“ nebo „%c%c“
položka „%s“, odkaz na „%.255s“: chybný vztah mezi verzemi %c%c
položka „%s“, odkaz na „%.255s“: implicitní shoda s konkrétním číslem verze, možná použít „=“
položka „%s“, odkaz na „%.255s“: číslo verze nezačíná alfanumerickým znakem, možná přidat mezeru
položka „%s“, odkaz na „%.255s“: neplatné jméno architektury „%.255s“: %s
položka „%s“, odkaz na „%.255s“: verze „%s“
položka „%s“, odkaz na „%.255s“: verze obsahuje „%c“ místo „%c“
položka „%s“, odkaz na „%.255s“: neurčitelná verze
položka „%s“, syntaktická chyba po referenci na balík „%.255s“
„%s“ není platné jméno architektury v položce „%s“: %s
„%s“ vyžaduje hodnotu
„%s“ nenalezen v PATH nebo není spustitelný
(Poznamenávám zmizení balíku %s, který byl úplně nahrazen.)
(Načítá se databáze …
(popis není k dispozici)
(celkem %jd bajtů)
přepínač -%c musí být zadán bez argumentu
přepínač -%c vyžaduje argument
--%s --pending nemá žádný volitelný argument
--%s --recursive vyžaduje alespoň jednu cestu
--%s (zatím) nepodporuje čtení .deb ze standarního vstupu
--%s vyžaduje jméno .deb souboru a adresář
--%s vyžaduje <odkaz> <jméno> <cesta>
--%s vyžaduje <odkaz> <jméno> <cesta> <priorita>
--%s vyžaduje <jméno>
--%s vyžaduje <jméno> <cesta>
--%s vyžaduje jméno .deb souboru
--%s vyžaduje jako argument <adresář>
--%s vyžaduje argument <soubor>
--%s vyžaduje jeden argument
--%s vyžaduje cílový adresář. Nechtěli jste použít dpkg --install ?
--%s vyžaduje platné jméno balíku, což „%.250s“ není: %s
--%s vyžaduje jako argument alespoň jeden soubor s balíkem
--%s vyžaduje alespoň jedno jméno balíku
--%s vyžaduje čtyři argumenty
--%s je povoleno jen s --%s
přepínač --%s musí být zadán bez argumentu
přepínač --%s vyžaduje argument
--%s vyžaduje kladný oktalový parametr
--%s vyžaduje jedno nebo více jmen částí souboru
--%s akceptuje nejvýše jedno jméno souboru Packages
--%s vyžaduje nejvýše dva parametry
--%s vyžaduje nejvýše dva parametry (.deb a adresář)
--%s vyžaduje právě jeden parametr
--%s vyžaduje právě dva parametry
--%s musí být zadán bez argumentu
--%s vyžaduje jedno jméno architektury
--%s vyžaduje jedno jméno balíku
--%s vyžaduje jeden název spouštěče
--%s akceptuje jeden argument <verze>
--%s vyžaduje jedno jméno balíku
--%s vyžaduje jen jeden parametr (jméno .deb souboru)
--%s použita se zastaralým relačním operátorem „%s“
--auto vyžaduje jméno právě jednoho souboru
--auto vyžaduje použití přepínače --output
--compare-versions špatná relace
--compare-versions vyžaduje tři parametry: <verze> <vztah> <verze>
--search vyžaduje alespoň jednu souborovou masku
--split vyžaduje jméno souboru
--split vyžaduje nejvýše jméno souboru a začátek cílové cesty
bylo zadáno --update, ale %s neexistuje
pro --remove je --update zbytečné
… vypadá to, že se vše povedlo
; avšak:
<komprese> z tar -cf
<deb> je jméno debianího archivu. <csoubor> je jméno řídícího souboru. <cpoložka> je název položky v hlavním souboru „control“.
<dekomprese>
<dpkg-deb --info roura>
<odkaz> „%s“ je jak primární, tak závislý
<odkaz> „%s“ je stejný jako <cesta>
<odkaz> je odkaz je odkaz ukazující na %s/<jméno>. (např. /usr/bin/pager) <jméno> je hlavní jméno pro tuto skupinu odkazů. (např. pager) <cesta> je umístění jednoho z cílových souborů. (např. /usr/bin/less) <priorita> je celé číslo; v automatickém režimu jsou vybírány volby s vyššími čísly.
<jméno> „%s“ je jak primární, tak závislé
<popisovač souboru stavu balíku a ukazatele postupu>
<chybový výstup>
<standardní vstup>
<standardní výstup>
Přidává se „%s“
umožní instalaci konfliktních balíků
vždy nainstaluje chybějící konfigurační soubory
vždy bez dotazu použije nový konfigurační soubor
vždy bez dotazu použije starý konfigurační soubor
Jiný proces si zamknul databázi pro zápis a možná ji právě mění. Některé z následujících problémů mohou být způsobeny právě tímto.
Architektura
Ověřuje se pravost %s …
Pro spuštění update-alternatives je vyžadováno ověření
Příkazy: --add <vlastník> <skupina> <režim> <cesta> přidá do databáze novou <cestu> --remove <cesta> odstraní <cestu> z databáze --list [<vzor-glob>] vypíše aktuální seznam přepsaných souborů
Příkazy: --check-supported zkontroluje, zda dpkg podporuje spouštěče
Příkazy: -s|--split <soubor> [<prefix>] rozdělí archiv -j|--join <část> <část> … spojí části dohromady -I|--info <část> … vypíše informaci o části -a|--auto -o <celek> <část> automaticky spojí části -l|--listq vypíše nehodící se části -d|--discard [<soubor> …] ignoruje nehodící se části
Příkazy: [--add] <soubor> přidá odklonění --remove <soubor> odstraní odklonění --list [<vzor-glob>] zobrazí odklonění souboru --listpackage <soubor> zobrazí balík, který odklonil soubor --truename <soubor> vrátí odkloněný soubor
Operátory porovnání pro --compare-versions jsou: lt le eq ne ge gt (neexistenci verze považuje za starší než cokoli); lt-nl le-nl ge-nl gt-nl (neexistenci verze považuje za novější než cokoli); < << <= = >= >> > (pro kompatibilitu se syntaxí souboru control).
Konfigurační soubor „%s“
Konfigurační soubor „%s“ (ve skutečnosti „%s“)
nakonfiguruje všechny balíky, které mohou pomoci tomuto balíku
Dekonfiguruje se %s (%s), aby mohl být nakonfigurován %s (%s) …
Dekonfiguruje se %s (%s), aby mohl být instalován %s (%s) …
Dekonfiguruje se %s (%s), aby mohl být odstraněn %s (%s) …
Debian „%s“ - nástroj pro dotazování se na balíky verze %s.
Debian %s - nástroj pro práci se spouštěmi verze %s.
Debian %s verze %s.
Debian „%s“ - backend pro práci s archivy verze %s.
Debian „%s“ - program pro správu balíků verze %s.
Debian „%s“ - nástroj na dělení/slučování balíků; verze %s.
Smazán %s.
závislosti a konflikty
Požadované=Neznámé/Instalovat/Odinstalovat/Vyčistit/Podržet | Stav=Ne/Instalován/Konfigurační soubory/Rozbalen/Nezkonfigurován/Nekompletní | instalace/Očekávané spouštěče/Nevyřízené spouštěče |/ Chyba?=(nic)/Nutná přeinstalace (Stav,Chyba: velké písmeno=chyba)
nepřejde do speciálního chrootu
při rozbalování nepoužije bezpečné V/V operace
Při zpracování nastaly chyby:
Návratový kód: 0 = ok 1 = s --auto, soubor není součástí 2 = problémy
Soubor „%.250s“ není částí rozděleného archivu.
obecně užitečné informace o průběhu
při odstraňování přepsání ignoruje, pokud chybí
Ignoruje se požadavek na odstranění sdíleného odklonění „%s“.
Ignoruje se požadavek na přejmenování souboru „%s“ vlastněného odkláněným balíkem „%s“
Byly aktualizovány informace o %d balíku.
Byly aktualizovány informace o %d balících.
neskutečná kvanta žvanění
nainstaluje balík, i když selže kontrola autenticity
instaluje, i když tím poruší jiný balík
nainstaluje nebo odstraní balíky, i když jsou podrženy
Instaluje se nová verze konfiguračního souboru %s …
vyvolání a stav konfiguračních skriptů
Přebytečné soubory ponechány v odkladišti:
Ponechávám „%s“
spousty výstupu ohledně závislostí/konfliktů
spousta žvanění o např. adresáři dpkg/info
spousty výstupu pro každý konfigurační soubor
spousty výstupu pro každý zpracovaný soubor
spousty výstupu ohledně spouštěčů
MS-DOS konec souboru (^Z) v položce „%.*s“
položka „%.*s“ obsahuje MSDOS konec souboru (^Z) (chybí nový řádek?)
V tomto běhu bylo rozbaleno více kopií balíku %s ! Konfiguruje se pouze jedenkrát.
Odklonění „%s“ neexistuje, tedy nebylo odstraněno
Poznámka: odstranění zámku souboru je vždy špatné, může poškodit zamčenou oblast a celý systém. Viz <https://wiki.debian.org/Teams/Dpkg/FAQ#db-lock>.
Pozn: PATH uživatele root by měla obsahovat /usr/local/sbin, /usr/sbin a /sbin
Nic k nastavení.
Zastaralý konfigurační soubor „%s“ obsahuje vaše úpravy.
nabídne nahrazení i konfig. souborů bez nové verze
Volby: --depotdir <adresář> místo %s/%s použije <adresář> --admindir <adresář> místo %s použije <adresář> --root <adresář> místo %s použije <adresář> -S, --partsize <velikost> v KiB pro -s, výchozí je 450 -o, --output <soubor> jméno souboru pro -j, výchozí je <balík>_<verze>_<arch>.deb -Q, --npquiet nestěžuje si pokud -a není částí --msdos generuje jména konvence 8.3
Volby: --admindir=<adresář> místo %s použije <adresář> --root=<adresář> místo %s použije <adresář> --by-package=<balík> změní, který balík čeká na spouštěč (normálně to dpkg nastavuje automaticky) --await balík vyžaduje počkat na zpracování --no-await žádný balík nevyžaduje počkat na zpracování --no-act pouze testuje, nic nemění
Volby: --admindir=<adresář> místo %s použije <adresář> --root=<adresář> místo %s použije <adresář> --load-avail pro --show a --list použije soubor available --no-pager zakáže použití stránkovače -f|--showformat=<formát> pro --show použije alternativní formát
výstup každého konfiguračního souboru
výstup každého zpracovaného souboru
přepíše odkloněný soubor neodkloněnou verzí
přepíše soubory patřící jinému balíku
při přidávání přepsání přepíše to existující
přepíše adresář balíku souborem z jiného balíku
v PATH chybí důležité programy, očekávejte potíže
PATH není nastavena.
Balík %s je ve stavu hold, ponechávám. K vynucení použijte --force-hold.
Balík %s byl zadán vícekrát, zpracovává se pouze jednou.
Balík „%s“ neobsahuje žádné soubory (!)
Dosud nesestavené balíky:
Část %d balíku %s naplněna (ještě potřebuji
Cesta
Připravuje se nahrazení %s …
Pro aktuální možnost[*] stiskněte <enter>, jinak zadejte číslo:
Priorita
zpracuje i balík s chybnou nebo žádnou architekturou
zpracuje i balíky s chybnou verzí
Zpracovávají se spouštěče pro balík %s (%s) …
Zpracování zastaveno, protože došlo k příliš mnoha chybám.
Odstraňují se konfigurační soubory balíku %s (%s) …
Sestavuji balík %s z %d části:
Sestavuji balík %s z %d částí:
Zaznamenány informace o %s z %s.
odstraní chráněný balík
odstraní nezbytný balík
odstraní balíky vyžadující instalaci
Odstraňuje se balík %s (%s) …
Odstraňuje se %s (%s), aby mohl být nakonfigurován %s (%s) …
Odstraňuje se „%s“
Odstraňuje se zastaralý konfigurační soubor %s …
nahradí balík nižší verzí
Nahrazen soubory v nainstalovaném balíku %s (%s) …
Nahrazují se informace o dostupných balících z %s.
Nahrazují se soubory ve starém balíku %s (%s) …
Spustí update-alternatives pro úpravu systémových alternativ
Běžící verze dpkg nepodporuje %s. Aktualizujte prosím alespoň na dpkg %s a zkuste to znovu.
Ukládá se jako %s …
Vybírá se dosud nevybraný balík %s.
Výběr
nastaví všechny donucovací volby
Nastavuje se balík %s (%s) …
neskutečně mnoho výstupu ohledně spouštěčů
Přeskakuje se nevybraný balík %s.
Rozděluji balík %s na %d část:
Rozděluji balík %s na %d části:
Následující balíky očekávají zpracování spouštěčů, které aktivovali v ostatních balících. Toto zpracování lze vyžádat pomocí dselectu nebo příkazem dpkg --configure --pending (resp. dpkg --triggers-only):
Následující balíky se během instalace dostaly do problémů. Aby tyto balíky (a všechny na nich závislé) pracovaly správně, musí být přeinstalovány:
Následujícím balíkům chybí v databázi řídící soubor „.list“ a musí být přeinstalovány:
Následujícím balíkům chybí v databázi řídící soubor „.md5sums“ a musí být přeinstalovány:
Následující balíky jsou částečně nakonfigurovány, pravděpodobně díky tomu, že je balík konfigurován poprvé. Konfigurace by měla být opakována použitím dpkg --configure <balík> nebo položkou konfigurace v programu dselect:
Následující balíky jsou instalovány pouze částečně, díky problémům při instalaci. Pravděpodobně může být instalace dokončena jejím opakováním; balíky mohou být odstraněny pomocí programu dselect nebo dpkg --remove:
Následující balíky nemají architekturu:
Následující balíky používají neplatnou architekturu:
Následující balíky používají neznámou cizí architekturu, což způsobí problémy s různými nadstavbami balíčkovacího systému. Můžete to opravit zaregistrováním této cizí architektury příkazem dpkg --add-architecture:
Následující balíky chtějí zpracovat aktivované spouštěče, ale ke zpracování zatím nedošlo. Toto zpracování lze vyžádat pomocí dselectu nebo příkazem dpkg --configure --pending (resp. dpkg --triggers-only):
Následující balíky byly rozbaleny, ale ještě nebyly zkonfigurovány. Tyto balíky musí být zkonfigurovány použitím dpkg --configure nebo vybráním položky konfigurace v menu dselectu:
Existuje %d možnost pro alternativu %s (poskytující %s).
Existují %d možnosti pro alternativu %s (poskytující %s).
Neexistuje program poskytující %s.
Toto je svobodný software; podrobnosti o podmínkách kopírování naleznete v Obecné veřejné licenci GNU (GNU General Public Licence) verze 2 nebo pozdější. Toto programové vybavení je absolutně bez záruky.
aktivace a zpracování spouštěčů
zkusí (od|na)instalovat balík, i když není root
převede všechny problémy se závislostmi na varování
převede problémy se závislostmi na verzi na varování
Po skončení napište „exit“.
Napište dpkg-deb --help k získání nápovědy k manipulaci s *.deb soubory; Napište dpkg --help k získání informací o instalování a odinstalování balíků.
Pro zobrazení nápovědy napište dpkg-split --help.
Pro zobrazení nápovědy napište dpkg-trigger --help.
Rozbaluje se %s (%s) …
Rozbaluje se %s (%s) přes (%s) …
Aktualizují se informace o dostupných balících z %s.
Použití: %s [<volba> …] <příkaz>
Použití: %s [<volba>…] <příkaz>
Použití: %s [<volba>…] <název_spouštěče> %s [<volba>…] <příkaz>
Pro nápovědu o používání programu použijte „%s --help“.
Pro uživatelsky přívětivou správu balíků použijte „apt“ nebo „aptitude“.
Pro nápovědu o odklánění souborů použijte --help.
Pro nápovědu o přepisování metadat souborů použijte --help.
Pro nápovědu o dotazování se na balíky použijte --help.
pokud je dostupné, použije zabezpečení založené na MAC
Použijte dpkg --contents (= dpkg-deb --contents) k vypsání obsahu archivu.
Použijte dpkg --info (= dpkg-deb --info) k prozkoumání archivu.
Na archivy použijte dpkg -b, --build, -c, --contents, -e, --control, -I, --info, -f, --field, -x, --extract, -X, --vextract, --fsys-tarfile (napište %s --help).
pokud existuje, použije pro nové konfigurační soubory výchozí volbu a neptá se. Pokud žádná výchozí volba neexistuje, budete dotázáni, ale pouze pokud nebyly zadány přepínače confold nebo confnew
Užitečné proměnné prostředí:
Ověřitelné věci: pkgname, archname, trigname, version.
Verze
U přidání je výchozí --local a --divert <original>.distrib. Při odstranění musí odpovídat --package nebo --local a --divert (jsou-li použity). Před/poinstalační skripty balíku by měly vždy používat --package a --divert.
Teoreticky by se odstranil nebo vyčistil balík %s (%s)…
[předvoleno=N]
[předvoleno=Y]
[bez předvolby]
aby dpkg pracovalo správně, musí se admindir nacházet uvnitř instdir
také se konfiguruje „%s“ (vyžadováno balíkem „%s“)
alternativa %s (součást skupiny odkazů %s) neexistuje; odebírám ze seznamu alternativ.
alternativa %s nemůže být hlavní: je závislostí %s
alternativa %s nemůže být závislost %s: jde o hlavní alternativu
alternativa %s nemůže být závislost %s: je závislostí %s
alternativa %s pro %s není registrována, neodstraňuji
alternativa %s pro %s není registrována, nenastavuji
alternativa %s nebyla změněna, protože volba %s není dostupná.
alternativní odkaz %s je již spravován pomocí %s
alternativní odkaz %s je již spravován pomocí %s (závislost %s)
alternativní odkaz není absolutní, jak by měl být: %s
jméno alternativy (%s) nesmí obsahovat „/“ a mezery
alternativní cesta %s%s neexistuje
alternativní cesta není absolutní, jak by měla být: %s
alternativy („|“) nejsou v položce „%s“ povoleny
víceznačné jméno balíku „%s“ s vícero instalovanými instancemi
objevila se chyba bez obsluhy chybového stavu
přepsání „%s“ již existuje, ale kvůli --force jej budeme ignorovat
přepsání „%s“ již existuje, přerušuji.
libovolné odklonění %s
libovolné odklonění %s do %s
jméno ar části „%s“ je příliš dlouhé
délka „%jd“ ar části je příliš velká
čas „%jd“ ar části je příliš velký
<prázdná>
<žádná>
<neznámá>
architektura „%s“ není povolená: %s
architektura „%s“ je rezervovaná a nelze přidat
jméno architektury „%s“ není platné: %s
archiv „%.250s“ obsahuje dvě řídící části, vzdávám to
archiv „%s“ obsahuje předčasnou část „%.*s“ před „%s“, vzdávám to
archiv „%s“ není obyčejný soubor
archiv „%s“ používá neznámou kompresi pro část „%.*s“, vzdávám to
archiv obsahoval objekt „%.255s“ neznámého typu 0x%x
velikost řídící části archivu
položka „%s“ není ve stavovém souboru dovolena
archiv používá neplatný formát verze: %s
archiv má chybně formátovanou délku řídící části „%s“
archiv v hlavičce neobsahuje nové řádky
hlavička části archivu
archiv používá formát verze %d.%d, nainstalujte novější dpkg-deb
magické číslo verze archivu
hlavička části archivu
čísla částí archivu
offset části archivu
číslo části archivu
celková velikost archivu
automatický režim
automatické aktualizace %s/%s jsou zakázány, ponechávám bez změn
očekává zpracování spouštěče jiným balíkem
prázdný řádek v hodnotě položky „%.*s“
logická položka (yes/no) „%s“: %s
porušený kvůli chybnému odstranění nebo instalaci
porušený kvůli chybě v postinst
vytvářím neznámý balík v „%s“.
vytvářím balík „%s“ v „%s“.
nelze instalovat neznámou volbu %s
nefunguje volání mmap na info soubor „%.255s“
nelze odstranit starý postrm skript
nefunguje volání fstat na info soubor „%.255s“
nelze přistoupit k archivu „%s“
nelze připojit soubor „%s“ do aru „%s“: %s
nelze připojit část „%s“ rozděleného balíku k „%s“: %s
nelze připojit k „%s“
nelze zavřít dekompresní rouru
nelze spočítat MD5 součet souboru „%.255s“ v tar archivu: %s
nelze spočítat MD5 součet souboru „%s“: %s
nelze převést vícebajtovou sekvenci „%s“ na široký znak
nelze převést vícebajtový řetězec „%s“ na širokoznakový řetězec
nelze zkopírovat „%s“ do archivu „%s“: %s
nelze zkopírovat „%s“ na „%s“: %s
nelze zkopírovat část archivu z „%s“ do dekompresní roury: %s
nelze zkopírovat rozbalená data „%.255s“ do „%.255s“: %s
nelze vytvořit administrativní adresář „%s“
nelze vytvořit adresář s alternativami „%s“
nelze vytvořit základní adresář pro %s
nelze vytvořit adresář %s
nelze vytvořit adresář pro záznam „%s“
nelze vytvořit adresář s dpkg databází %s
nelze vytvořit adresář s aktualizacemi %s
nelze odklonit adresář
nelze odklonit soubor „%s“ sám na sebe
nelze rozbalit control soubor „%s“ z „%s“: %s
nelze rozbalit část rozděleného balíku „%s“: %s
nelze zjistit místní čas pro logování do „%s“
nelze zjistit místní čas pro logování do „%s“: %s
nelze získat poslední čas změny souborového systému balíku %s
nelze získat přístup k bezpečnostnímu štítkování
nelze zvětšit varbuf na velikost %zu; přetekla by
nelze otevřít %s
nelze otevřít „%.255s“ (v „%.255s“)
nelze otevřít část „%.250s“
nelze otevřít adresář „%s“
nelze otevřít soubor %s
nelze otevřít notifikační kanál pro hlášení stavu bezpečnosti
nelze rozpoznat ladicí masku z proměnné prostředí %s
nelze rozpoznat verzi běžícího dpkg „%s“: %s
nelze číst %s
nelze číst adresář konfiguračních souborů „%.250s“ (z „%.250s“)
nelze přečíst adresář info
nelze odstranit „%.250s“
nelze odstranit aktuálně používanou architekturu „%s“
nelze odstranit jinou než cizí architekturu „%s“
nelze odstranit starý konfigurační soubor „%.250s“ (z „%.250s“)
nelze odstranit starý konfigurační soubor „%.250s“ (= „%.250s“)
nelze odstranit starý seznam souborů
nelze přejmenovat „%s“ na „%s“
nelze splnit před-závislosti pro %.250s (vyžadováno pro %.250s)
nelze prohledat adresář „%.255s“
nelze zjistit obsah adresáře s aktualizacemi „%.255s“
netuším, jak splnit před-závislost: %s
nelze nastavit ID primární skupiny na root
nelze nastavit bezpečnostní konext pro soubor „%s“
nelze nastavit bezpečnostní kontext pro konfigurační skript
nelze nastavit časové razítko symbolického odkazu „%s“
nelze přeskočit řídící část archivu z „%s“: %s
nelze přeskočit část archivu z „%s“: %s
nelze přeskočit soubor „%.255s“ (nahrazen nebo vyřazen?) z roury: %s
nelze přeskočit dorovnání souboru „%.255s“: %s
nelze přeskočit hlavičku rozděleného balíku „%s“: %s
nelze volat stat na %s
nelze volat stat na „%.255s“ (v „%.255s“)
nelze volat stat na soubor „%s%s“
nelze volat stat na soubor „%s“
nelze volat stat na cestu „%s“
nelze zapsat soubor %s do stránkovače
nelze zapsat do logovacího souboru „%s“: %s
nelze zrušit potenciální koncové nuly z dpkg-deb: %s
znak „%c“ není povolen - povolena jsou pouze písmena, čísla a znaky „%s“
komprimovaná data jsou porušená
komprimuje se tar
konfigurační soubor „%.250s“ nebyl v balíku nenalezen
na konfiguračním souboru „%.250s“ nelze spustit stat()
konfigurační soubor „%s“ není obyčejný soubor
konfigurační soubor „%s“ je přítomen, ale je vyžádáno jeho odstranění
konfigurační soubor „%s“ označený pro odstranění při aktualizaci je součástí balíku
zobrazovač rozdílů konfiguračních souborů
konfigurační soubor obsahuje prázdný řádek
konfigurační soubor „%s“ má na konci bílé znaky
název konfiguračního souboru „%s“ je duplicitní
název konfiguračního souboru „%s“ není absolutní cestou
jméno konfiguračního souboru „%s“ je příliš dlouhé, nebo chybí koncová nová řádka
za příznakem „%s“ chybí název konfiguračního souboru
shell konfiguračních souborů
chyba konfigurace: %s:%d: %s
odporující si akce -%c (--%s) a -%c (--%s)
odsuny „%.250s“ a „%.250s“ v konfliktu
konflikt balíků - nebudu instalovat %.250s
zvažuji dekonfiguraci balíku %s, který by byl porušen instalací %s …
zvažuji dekonfiguraci nezbytného balíku %s, což by umožnilo odstranění %s
zvažuji dekonfiguraci chráněného balíku %s, což by umožnilo odstranění %s
zvažuji odstranění %s ve prospěch %s …
řídící adresář má špatná práva %03lo (musí být >=0755 a <=0775)
řídící adresář není adresářem
control soubor „%s“ neexistuje
řídící soubor „%s“ balíku „%s“ obsahuje prázdné jméno souboru
řídící soubor „%s“ balíku „%s“ neobsahuje závěrečný nový řádek
řídící soubor „%s“ balíku „%s“ neobsahuje hodnotu
řídící soubor „%s“ balíku „%s“ neobsahuje oddělovač hodnoty
řídící soubor obsahuje %c
řídící část
porušený info soubor „%s“ obsahující verzi formátu
poškozený systémový tar soubor v balíku
nelze otevřít log „%s“: %s
nelze zjistit stav starého souboru „%.250s“, tudíž jej nemažu: %s
nelze otevřít „%i“ pro proud
současná alternativa %s neexistuje, přepínám na %s pro skupinu odkazů %s
při zpracování spouštěčů byl nalezen cyklus: řetěz balíků, jejichž spouštěče mohou být zodpovědné:
datová část
rozbaluje se archiv „%s“ (velikost=%jd) část „%s“
problém se závislostmi - nechávám spouštěče nezpracované
problém se závislostmi - nechávám nezkonfigurované
problém se závislostmi - neodinstalovávám
nesplněné závislosti zamezily konfiguraci balíku %s: %s
problém se závislostmi zamezily zpracování spouštěčů pro %s: %s
problémy se závislostmi zabránily odstranění %s: %s
zastaralá volba --%s, použijte místo ní --%s
zahazuji zastaralý závislý odkaz %s (%s)
odkloněno balíkem %s z: %s
odkloněno balíkem %s do: %s
odklonění %s balíkem %s
odklonění %s do %s balíkem %s
kam-odklonit nemůže obsahovat znak nového řádku
odkloněno balíkem %s do: %s
odklonění souboru „%s“ z Nezbytného balíku s přejmenováním je nebezpečné, použijte --no-rename
hotovo
degraduji balík %.250s z verze %.250s na %.250s
zámek dpkg databáze
zámek dpkg frontendu
duplicitní balík v seznamu očekávaných spouštěčů „%.255s“
duplicitní zajímavý souborový spouštěč pro jméno souboru „%.250s“ a balík „%.250s“
duplicitní cesta %s
duplicitní nevyřízený spouštěč „%.255s“
duplicitní závislý <odkaz> „%s“
duplicitní závislé <jméno> „%s“
duplicitní závislý odkaz %s
duplicitní závislé jméno %s
zdvojená hodnota položky „%s“
zdvojená hodnota uživatelem definované položky „%.*s“
prázdné řádky nebo řádky obsahující pouze bílé znaky nejsou v konfiguračních souborech povoleny
prázdná položka „%s“ podrobností o archivu
prázdný název pole
fgets vrátil při čtení konfiguračního souboru prázdný řetězec
prázdné názvy spouštěčů nejsou povoleny
prázdná hodnota položky „%s“
konec souboru za položkou „%.*s“
konec souboru před hodnotou v položce „%.*s“ (chybí závěrečný nový řádek)
konec souboru při čtení položky „%.*s“ (chybí závěrečný nový řádek)
konec souboru na stdin při otázce na konfigurační soubory
epocha ve verzi je prázdná
epocha ve verzi je záporná
epocha ve verzi není číslo
epocha ve verzi je příliš velká
epochy ve verzích
chyba
chyba při kontrole „%s“
chyba uzavření v %.250s
chyba při zavírání konfiguračního souboru „%.255s“
chyba při uzavírání nebo zápisu „%.255s“
chyba při vytváření spec. souboru „%.255s“
chyba při vytváření adresáře „%.255s“
chyba při vytváření pevného odkazu „%.255s“
chyba při vytváření nového záložního souboru „%s“
chyba při vytváření roury „%.255s“
chyba při vytváření symbolického odkazu „%.255s“
chyba při ověřování, že „%.250s“ neexistuje
chyba spouštění akce „%s“, návratový kód %d
chyba formátování řetězce do proměnné varbuf
chyba ve formátu: %s
chyba při instalaci nového souboru „%s“
chyba při otevření soubory conffiles
chyba při otevírání konfiguračního adresáře „%s“
chyba při zpracovávání archivu %s (--%s): %s
chyba při zpracovávání balíku %s (--%s): %s
chyba při čtení %.250s
chyba při čtení %s ze souboru %.255s
chyba při čtení souboru conffiles
chyba při čtení z roury od dpkg-deb
chyba při čtení souboru s odloženými spouštěči „%.250s“
chyba při odstranění starého záložního souboru „%s“
chyba při nastavování vlastníka „%.255s“
chyba při nastavování vlastníka symbolického odkazu „%.255s“
chyba při nastavování práv „%.255s“
chyba při nastavování času u „%.255s“
chyba při pokusu o otevření %.250s
chyba při odblokování signálu %s: %s
chyba při úklidu
chyba při zápisu „%s“
chyba při zápisu „%s“
chyba při zápisu do „%s“
chyba při zápisu do seznamu architektur
chyba při zápisu na stderr, objeveno před otázkou na konfigurační soubory
selhala alokace paměti
nepodařilo se alokovat paměť pro novou položku v seznamu balíků, jejichž instalace se nezdařila: %s
nelze změnit adresář na „%.255s“
nelze vstoupit do adresáře
chroot na „%.250s“ selhal
po čtení zapomněl zavřít: „%.255s“
nelze vytvořit adresář
nelze vytvořit rouru
dup selhal pro fd %d
dup selhal pro std%s
selhalo volání fstat na souboru %s, který je součástí ar
na archivu selhalo volání fstat()
nelze volat fstat na soubor s odsuny
nelze získat fstat souboru statoverride
selhalo vytvoření dočasného souboru (%s)
selhalo otevření konfiguračního souboru „%.255s“ pro čtení: %s
nelze otevřít soubor s odsuny
nelze otevřít soubor „%.255s“ s informacemi o balíku pro čtení
nelze otevřít soubor statoverride
nelze otevřít soubor se seznamem zajímavých spouštěčů „%.250s“
selhalo čtení
selhalo čtení „%.255s“ (v „%.255s“)
chyba při čtení archivu „%.255s“
selhalo odstranění spojeného aktualizačního souboru %.255s
nepodařilo se odstranit svůj vlastní soubor s aktualizacemi %.255s
přesun v dočasném souboru (%s) selhal
selhalo přesunutí v souboru se zajímavými spouštěči „%.250s“
selhal posun
selhalo dereferencování stávajícího symbolického odkazu „%.250s“
selhalo dereferencování nového cíle („%.250s“) symbolického odkazu „%.250s“
selhalo volání stat na dočasném souboru (%s)
selhalo smazání dočasného souboru (%s), %s
selhal zápis
selhalo zapsání %s záznamu o „%s“ do souboru „%s“
selhalo zapsání podrobností o „%.50s“ do souboru „%.250s“
selhal zápis jména souboru do roury s tarem (%s)
fgets vrátil z „%.250s“ prázdný řetězec
název pole „%.*s“ nemůže začínat pomlčkou
jméno položky „%.*s“ musí být následováno dvojtečkou
šířka položky je mimo rozsah
soubor „%.250s“ používá neplatný formát verze: %s
soubor „%.250s“ je poškozen - %.250s chybí
soubor „%.250s“ je poškozen - špatný kontrolní součet MD5 „%.250s“
soubor „%.250s“ je poškozen - špatná hlavička archivu
soubor „%.250s“ je poškozen - špatné číslo části archivu
soubor „%.250s“ je poškozen - chybná číslice (kód %d) v %s
soubor „%.250s“ je poškozen - špatná magie na konci první hlavičky
soubor „%.250s“ je poškozen - špatné magické číslo na konci druhé hlavičky
soubor „%.250s“ je poškozen - špatný počet částí archivu
soubor „%.250s“ je poškozen - špatný výplňový znak (kód %d)
soubor „%.250s“ je poškozen - chybí nový řádek za %.250s
soubor „%.250s“ je poškozen - chybí lomítko mezi čísly částí archivu
soubor „%.250s“ je poškozen - nuly v sekci info
soubor „%.250s“ je poškozen - druhý člen není částí dat
soubor „%.250s“ je poškozen - chybná velikost uvozené části
soubor „%.250s“ je poškozen - moc krátký
soubor „%.250s“ je poškozen - chybný počet částí pro uvozené velikosti
soubor „%.250s“ používá formát verze %d.%d; použijte novější dpkg-split
soubor „%.250s“ není binárním archivem Debianu (zkuste dpkg-split?)
soubor „%.250s“ není částí archivu
soubor „%s“ je poškozen - číslo mimo rozsah v %s
soubor „%s“ není část archivu
formát souboru nebyl rozpoznán
soubor vypadá jako archiv, který byl poškozen stahováním v ASCII módu
soubor nesmí obsahovat znaky nového řádku
záznam souborového spouštěče obsahuje neplatné jméno balíku „%.250s“ (se zájmem na souboru „%.250s“): %.250s
název souboru „%s“ není absolutní
soubory „%.250s“ a „%.250s“ nejsou části stejného balíku
seznam souborů balíku „%.250s“ obsahuje prázdné jméno souboru
seznam souborů balíku „%.250s“ neobsahuje závěrečný nový řádek
seznam souborů balíku „%.250s“ chybí, předpokládám, že program nemá nainstalované žádné soubory.
první slovo (want) v položce „%s“: %s
vynucuji přeinstalaci alternativy %s, protože skupina odkazů %s je porušená
fork selhal
verze formátu následovaná smetím
verze formátu neobsahuje tečku
verze formátu
verze formátu s prázdnou hlavní pozicí
verze formátu s prázdnou vedlejší pozicí
verze formátu s příliš velkou hlavní pozicí
verze formátu s příliš velkou vedlejší pozicí
nalezeny neznámé balíky; to může znamenat, že je databáze dostupných balíků zastaralá a je nutné ji aktualizovat; více naleznete na <https://wiki.debian.org/Teams/Dpkg/FAQ#set-selections>
vygenerována porušená ar hlavička pro „%s“
skupina „%s“ neexistuje
má neplatnou hodnotu „%.50s“
má na konci smetí
hlavička je příliš dlouhá; jméno balíku nebo číslo verze musí být příliš dlouhé; vzdávám to.
ignoruji %d varování o řídících souborech
ignoruji %d varování o řídících souborech
ignoruji porušení, zkouším pokračovat!
ignoruji konflikt, zkouším pokračovat!
ignoruji problém se závislostmi při instalaci %s: %s
ignoruji problém se závislostmi při odstranění %s: %s
ignoruji před-závislostní problém!
ignoruje se požadavek na odstranění nenainstalovaného balíku %.250s
ignoruje se požadavek na odstranění %.250s, v systému zůstaly jen konfigurační soubory; pro jejich odstranění použijte --purge
nepovolené jméno architektury v zadání „%s:%s“: %s
nedovolené jméno očekávajícího balíku „%.250s“: %.250s
nepovolené jméno balíku na řádku %d: %.250s
nepovolené jméno balíku v očekávaném spouštěči „%.255s“: %s
nepovolené jméno balíku v zadání „%s%s%s“: %s
nepovolené jméno nevyřízeného spouštěče „%.255s“: %s
verze formátu info databáze (%d) je falešná nebo příliš nová; zkuste novější dpkg
info soubor %s/%s není přiřazen žádnému balíku
nainstalován
skript z instalovaného balíku %s: %s
instalace balíku %.250s by porušila balík %.250s a dekonfigurace není povolena (mohlo by pomoci --auto-deconfigure)
instalace balíku %.250s by porušila stávající software
vnitřní chyba
vnitřní chyba
neplatný znak „%c“ v archivu „%.250s“, ve velikosti části „%.16s“
šířka položky obsahuje neplatný znak „%c“
neplatný znak v číslu revize
neplatný znak v číslu verze
neplatná úroveň komprese %d
neplatné parametry komprese: %s
neplatná verze formátu deb balíku: %s
neplatné celé číslo pro -%c: „%.250s“
neplatné číslo pro --%s: „%.250s“
neplatná nebo neznámá syntaxe v názvu spouštěče „%.250s“ (v seznamu zajímavých spouštěčů balíku „%.250s“)
neplatné jméno balíku „%.250s“ v souboru s odloženými spouštěči „%.250s“
neplatné jméno balíku v položce „%s“: %s
neplatné gid %s ve statoverride
neplatný režim %s ve statoverride
neplatné uid %s ve statoverride
neplatný stav
neplatný kontrolní součet tar hlavičky
neplatná položka „kontrolní součet“ v tar hlavičce
neplatná položka „gid“ v tar hlavičce
neplatná položka „čas modifikace“ v tar hlavičce
neplatná položka „velikost“ v tar hlavičce
neplatná položka „uid“ v tar hlavičce
neplatná tar hlavička s prázdnou položkou „jméno“
neplatné jméno spouštěče „%.250s“: %.250s
chybí hodnota
neukončený řádek při pokusu o čtení %s
příliš dlouhý nebo neukončený řádek při pokusu o čtení %s
řádek se jménem konfiguračního souboru „%s“ má na začátku bílé znaky
nahrávám řídící soubor „%s“ balíku „%s“
nahrávám seznam souborů balíku „%s“
lokálně odkloněno z: %s
lokální odklonění %s
lokální odklonění %s do %s
lokálně odkloněno do: %s
lokálně odkloněno do: %s
dlouhá jména souborů v .deb archivech
konfigurační skript „%.50s“ má špatná práva %03lo (musí být >=0555 a <=0775)
konfigurační skript „%.50s“ není obyčejný soubor ani symbolický odkaz
na konfigurační skript „%.50s“ se nedá zavolat stat
malloc selhal (%zu bajtů)
ruční režim
hlavní soubor
hlavní odkaz
možné problémy s odstraněním balíku %s, protože poskytuje %s …
nesmí být prázdný řetězec
dosažen limit použité paměti
neshoda v kam-odklonit při odstraňování „%s“ nalezeno „%s“
neshoda v balíku při odstraňování „%s“ nalezen „%s“
chybí položka „%s“
chybí uzavírací závorka
v argv[0] chybí jméno programu
je přítomno několik instancí balíku, z nichž některé mohou a jiné nemohou být nainstalovány současně; pravděpodobně kvůli přechodu z neoficiálního dpkg
pole multi-arch
více Conflicts a Replaces
je přítomno vícero instancí balíku, které nemohou být nainstalovány současně; pravděpodobně kvůli přechodu z neoficiálního dpkg
pro soubor „%.250s“ existuje více statoverride
musí být zavolán z konfiguračního skriptu (nebo s parametrem --by-package)
musí začínat písmenem nebo číslicí
musí začínat písmenem nebo číslicí
vyžaduje --%s, --%s, --%s, --%s, --%s, --%s, --%s, --%s, --%s, --%s, --%s nebo --%s
nutno zadat akci
skript z nového balíku %s: %s
nový řádek v položce „%.*s“
nový řádek není povolen v názvu objektu „%.255s“
nový řádek není povolen v cestě „%s“
nové řádky jsou v souborech update-alternatives zakázány (%s)
v řídícím archivu chybí soubor „control“!
pro %s neexistují alternativy
žádné přepsání neexistuje
žádná informace o balíku v „%.255s“
balík jména „%s“ není nainstalován, nelze zkonfigurovat
%s nevyhovuje žádný balík
vzoru %s nevyhovuje žádná cesta
ne, balík %s je nezbytný, neprovedu jeho dekonfiguraci, která by umožnila odstranění %s
ne, balík %s je chráněný, neprovedu jeho dekonfiguraci, která by umožnila odstranění %s
ne, nelze pokračovat s instalací %s (pomůže --auto-deconfigure): %s
ne, nelze pokračovat s odstraněním %s (pomůže --auto-deconfigure): %s
nekontroluji obsah řídící oblasti
nedostatečná oprávnění pro změnu kořenového adresáře pomocí --force-not-root, zvažte použití --force-script-chrootless?
nenainstalován
nenainstalovaný, ale konfigurační soubory zachovány
neodstraňuji %s, protože to není symbolický odkaz
nenahrazuji %s odkazem
za dvojtečkou ve verzi nic nenásleduje
prázdné jméno balíku v seznamu --%s „%.250s“
počet částí archivu
použita zastaralá položka „%s“
zastaralá volba „--%s“, nedostupné balíky jsou čištěny automaticky
zastaralý typ komprese „%s“; použijte xz
zastaralý typ komprese „%s“; použijte xz nebo gzip
zastaralá donucovací volba „%s“
zastaralá volba „--%s“
skript ze starého balíku %s: %s
starý konfigurační soubor „%.250s“ byl prázdným adresářem a byl proto smazán
starý soubor „%.250s“ je stejný jako některé nové soubory! („%.250s“ i „%.250s“)
stará verze balíku má příliš dlouhé jméno info souboru, který začíná „%.250s“
V poli „%s“ lze použít pouze přesné určení verze
otevírání komponenty „%.255s“ (v %.255s) selhalo neočekávaným způsobem
nedostatek paměti pro novou položku
nedostatek paměti pro novou položku s mnoha argumenty
nedostatek paměti pro nový kontext chyby
mimo kontext chyby, přerušuji
potlačuje se problém, protože je nastaveno --force:
balík %.250s je již nainstalován a zkonfigurován
balík %.250s není připraven ke konfiguraci nelze zkonfigurovat (současný stav „%.250s“)
balík %.250s není připraven ke zpracování spouštěčů (současný stav „%.250s“ s žádnými nevyřízenými spouštěči)
balík %s %s nelze zkonfigurovat, protože %s má jinou verzi (%s)
balík %s (%s) s položkou „%s: %s“ se nedá nainstalovat spolu s %s, který má vícero nainstalovaných instancí
balík %s nelze zkonfigurovat, protože %s není připraven (současný stav „%s“)
balík %s obsahoval seznam jako info soubor
balík %s vyžaduje přeinstalaci, ale stejně bude odstraněn podle vašeho požadavku
balík %s vyžaduje přeinstalaci, nebudu nepokračovat v odinstalaci
balík %s byl ve stavu hold, ale přesto bude provedena požadovaná akce
balík „%s“ není dostupný
balík „%s“ není nainstalován
balík „%s“ není nainstalován a není dostupná žádná informace
architektura balíku
architektura balíku (%s) se neshoduje se systémem (%s)
architektura balíku chybí, nebo je prázdná
balík obsahuje příliš dlouhé jméno info souboru (začíná „%.50s“)
informace o balíku obsahují adresář „%.250s“
informace o balíku rmdir na „%.250s“ neřekl, že to není adresář
získání řídících informací o balíku
balík odklání ostatní do: %s
získání hodnoty položky
MD5 součet balíku
rozbalení balíku
balík má položku „%s“, ale architektura je „%s“
balík má položku „%s“, ale postrádá architekturu
balík je ve stavu %s a má konfigurační soubory, vypouštím je
balík je ve stavu %s, ale žádné spouštěče nejsou očekávány
balík je ve stavu %s, ale žádné nevyřízené spouštěče nečekají
balík je ve stavu %s, ale očekávají se spouštěče
balík je ve stavu %s, ale spouštěče zatím nejsou vyřízené
balík je ve velmi nekonzistentním stavu - před pokusem o odstranění ho raději přeinstalujte.
balík je ve velmi nekonzistentním stavu - před pokusem o konfiguraci by měl by být přeinstalován.
jméno balíku nemůže obsahovat znak nového řádku
jméno balíku
jméno balíku „%s“ není platné: %s
jméno balíku se skládá ze znaků, které nejsou malými písmeny ani „-+.“
balík není v databázi dostupných na řádku %d: %.250s
ověření podpisu balíku
verze balíku
stránkovač pro zobrazení souboru
zpracování souboru „%.255s“ okolo řádku %d:
zpracování souboru „%s“ okolo řádku %d, balík „%s“:
%d. část chybí
část „%.250s“ není obyčejný soubor
velikost části je buď příliš veliká, nebo nekladná
velikost části musí být alespoň %d KiB (kvůli hlavičce)
částečně přečtená tar hlavička
úspěšně
cesta nemůže obsahovat znak nového řádku
zadejte prosím --no-rename explicitně, výchozí chování se v 1.20.x změní na --rename
před-závislostní problém - neinstaluji %.250s
priorita
priorita „%s“ je mimo rozsah
priorita „%s“ musí být celé číslo
priorita %s je mimo rozsah: %s
priorita %s: %s
čtyřstavová položka (foreign/allowed/same/no) „%s“: %s
chyba čtení v %.250s
chyba čtení v „%.250s“
chyba při čtení konfiguračního souboru „%.255s“
chyba při čtení ze standardního vstupu
chyba čtení na stdin při otázce na konfigurační soubory
načítá se info soubor „%.255s“
načítá se info soubor „%s“: %s
načítá se statoverride soubor „%.250s“
sestavený balík
před-závislostní problém v %s obsahujícím %s: %s
ohledně %s obsahující balík %s: %s
odstraňovaná architektura „%s“ je momentálně používána
odstraňuji ručně zvolenou alternativu - přepínám %s do automatického režimu
přejmenování znamená přepsání „%s“ souborem „%s“, což není povoleno
přejmenování: odstranění duplicitního starého odkazu „%s“
přejmenovávám odkaz %s z %s%s na %s%s
přejmenovávám závislý odkaz %s z %s%s na %s%s
požadovaná operace vyžaduje správcovská oprávnění
vyžadované oprávnění pro čtení a zápis adresáře s dpkg databází %s
vyžadované oprávnění pro zápis do adresáře s dpkg databází „%s“ pro hromadnou dostupnou aktualizaci
číslo revize je prázdné
příkaz rm pro úklid
kořenový nebo prázdný adresář uveden jako conffile v položce „%s“
prohledáno, ale nebyl nalezen žádný balík (soubory vyhovující *.deb)
druhé slovo (error) v položce „%s“: %s
vybírám alternativu %s jako auto
vybírám alternativu %s jako volbu %s
nastavuji automatický výběr %s
nalezeno několik info položek balíku, dovolena pouze jedna
shellový příkaz pro přesun souborů
seznam balíků se zobrazuje ve stránkovači
přeskakuji vytvoření %s, protože přidružený soubor %s (ze skupiny odkazů %s) neexistuje
přeskočení neplatného řádku: %s
přeskočení neznámé alternativy %s
závislý soubor
závislý odkaz
závislý odkaz je stejný jako hlavní odkaz %s
závislé jméno
zdrojový soubor „%.250s“ není obyčejným souborem
sestavení rozděleného balíku
soubor statoverride obsahuje prázdný řádek
soubor statoverride neobsahuje závěrečný nový řádek
stav
záznam stavů
odstraňuje se koncové /
podproces %s vrátil chybový status %d
velikost symbolického odkazu „%.250s“ se změnila z %jd na %zd
syntaktická chyba v souboru se souborovými spouštěči „%.250s“
syntaktická chyba v souboru statoverride
syntaktická chyba v souboru s odloženými spouštěči „%.250s“ na řádku %d znaku %zd „%s“
vyžaduje jeden parametr, název spouštěče
cíl je adresář - nelze přeskočit test řídícího souboru
pole Pre-Depends
pole Protected
nalezeno několik verzí části %d - jde alespoň o „%.250s“ a „%.250s“
neexistuje program poskytující %s
v nové verzi balíku není žádný skript - končím
třetí slovo (status) v položce „%s“: %s
toto je chráněný balík - neměl by být odstraněn
toto je nezbytný balík - neměl by být odstraněn
k automatickým aktualizacím se vrátíte příkazem „%s --auto %s“
příliš málo hodnot v položce „%s“ (vzhledem k ostatním)
příliš mnoho chyb, končím
příliš mnoho vnořených chyb během opravování chyb
příliš mnoho hodnot v položce „%s“ (vzhledem k ostatním)
příliš dlouhý řádek nebo chybějící nový řádek v „%.250s“
vrcholový adresář %s není adresářem
chybná syntaxe v souboru se zajímavými spouštěči „%.250s“; neplatné jméno balíku „%.250s“: %.250s
název spouštěče „%s“ není platný: %s
název spouštěče obsahuje neplatný znak
záznamy spouštěčů zatím neexistují
spouštěč aktivován
ci soubor pro spouštěče „%.250s“ obsahuje neplatnou syntaxi ve jméně spouštěče „%.250s“: %.250s
ci soubor pro spouštěče obsahuje neznámou direktivu „%.250s“
ci soubor pro spouštěče obsahuje neznámou syntaxi direktivy
datový adresář pro spouštěče ještě není vytvořen
zámek databáze spouštěčů
spouštěče tvoří cyklus, přerušeno
zkouším raději skript z nového balíku …
zkouším přepsat soubor „%.250s“, který je také v balíku %.250s %.250s
zkouším přepsat „%.250s“, což je odkloněná verze „%.250s“
zkouším přepsat „%.250s“, což je odkloněná verze „%.250s“ (balík: %.100s)
zkouším přepsat adresář „%.250s“ v balíku %.250s %.250s neadresářem
zkouším přepsat sdílený „%.250s“, který se liší od ostatních instancí balíku %.250s
zadány dva příkazy: --%s a --%s
nelze (znovu)otevřít vstupní soubor „%.250s“
nelze přistoupit k adresáři s dpkg databází „%s“ pro hromadnou dostupnou aktualizaci
nelze přistoupit k adresáři s dpkg databází %s
nelze změnit vlastníka cílového souboru „%.250s“
nelze zkontrolovat existenci „%.250s“
nelze zkontrolovat stav zámku souboru „%s“
nelze zkontrolovat existenci archivu „%.250s“
nelze zkontrolovat zámek pro adresář s dpkg databází %s
nelze změnit vlastníka záložního symbolického odkazu „%.255s“
nelze uklidit nepořádek u „%.255s“ před nainstalováním další verze
nelze zavřít soubor „%s“
nelze zavřít nový soubor „%.250s“
nelze zavřít nový soubor s odloženými spouštěči „%.250s“
nelze uzavřít změněný stav balíku „%.250s“
nelze vytvořit „%.255s“
nelze vytvořit „%.255s“ (při zpracování „%.255s“)
nelze vytvořit soubor „%s“
nelze vytvořit nový soubor „%.250s“
nelze vytvořit dočasný adresář
nelze vytvořit stavový adresář pro spouštěče (%.250s)
nelze odstranit control soubor „%.250s“
nelze smazat starý adresář „%.250s“: %s
nelze smazat využitý skladištní soubor „%.250s“
nelze zahodit „%.250s“
nelze spustit %s (%s)
nelze dorovnat %.250s
nelze vyprázdnit %.250s
nelze vyprázdnit soubor „%s“
nelze vyprázdnit nový soubor „%.250s“
nelze vyprázdnit aktualizovaný stav „%.250s“
nelze zavolat fstat na zdrojový soubor
nelze synchronizovat aktualizovaný stav „%.250s“
nelze získat metadata souboru „%s%s“
nelze získat popisovač souboru pro adresář „%s“
nelze ignorovat signál %s před spuštěním %.250s
nelze nainstalovat „%.250s“ jako „%.250s“
nelze instalovat nový info soubor „%.250s“
nelze instalovat nový info soubor „%.250s“ jako „%.250s“
nelze nainstalovat novou verzi souboru s odloženými spouštěči „%.250s“
nelze nainstalovat novou verzi „%.255s“
nelze nainstalovat změněný stav balíku „%.250s“
nelze zamknout %s
nelze vytvořit záložní odkaz „%.255s“ před nainstalováním nové verze
nelze vytvořit záložní symbolický odkaz pro „%.255s“
nelze odsunout „%.255s“ pro nainstalování nové verze
nelze otevřít „%.255s“
nelze otevřít adresář „%s“
nelze otevřít soubor „%s“
nelze otevřít nový skladištní soubor „%.250s“
nelze otevřít výstupní soubor „%.250s“
nelze otevřít zdrojový soubor „%.250s“
nelze otevřít dočasný řídící adresář
nelze otevřít ci soubor pro spouštěče „%.250s“
nelze otevřít soubor s odloženými spouštěči „%.250s“
nelze otevřít/vytvořit zámek dpkg databáze pro adresář %s
nelze otevřít/vytvořit zámek dpkg frontendu pro adresář %s
nelze otevřít/vytvořit nový soubor s odloženými spouštěči „%.250s“
nelze otevřít/vytvořit zámek pro spouštěče „%.250s“
nelze syntakticky zpracovat časový údaj „%.255s“
nelze číst skladištní adresář „%.250s“
nelze přečíst soubor se souborovými spouštěči „%.250s“
nelze přečíst příznaky popisovače souboru pro „%.250s“
nelze přečíst odkaz „%.255s“
nelze přečíst odkaz „%s%.255s“
nelze přečíst soubor „%.250s“
nelze odstranit „%s“
nelze odstranit záložní kopii „%.250s“
nelze odstranit zkopírovaný zdrojový soubor „%s“
nelze odstranit nově vytvořenou verzi „%.250s“
nelze odstranit nově instalovanou verzi „%.250s“
nelze odstranit nově nainstalovanou verzi „%.250s“ aby se mohla přeinstalovat záložní kopie
nelze odstranit starý info soubor „%.250s“
nelze přejmenovat nový skladištní soubor „%.250s“ na „%.250s“
nelze znovuotevřít soubor „%.250s“
nelze obnovit záložní verzi „%.250s“
nelze bezpečně odstranit „%.250s“
nelze bezpečně odstranit „%.255s“
nelze bezpečně odstranit starý soubor „%.250s“: %s
nelze se přesunout na začátek %.250s
nelze nastavit bufferování na souboru databáze %s
nelze nastavit příznak zavřít-při-spuštění pro „%.250s“
nelze nastavit spustitelné právo na „%.250s“
nelze nastavit mód cílového souboru „%.250s“
nelze nastavit proměnné prostředí pro konfigurační skript
nelze nastavit proměnné prostředí pro podproces
nelze zjistit stav %s „%.250s“
nelze zjistit stav %s „%.250s“: %s
nelze zjistit stav „%.250s“
nelze zjistit stav souboru „%.255s“, který měl být zrovna nainstalován
nelze zjistit stav řídícího adresáře
nelze zjistit stav aktuálního konfiguračního souboru „%.250s“
nelze zjistit stav nového distribučního konfiguračního souboru „%.250s“
nelze zjistit stav nového souboru „%.250s“
nelze zjistit stav obnoveného souboru „%.255s“ před nainstalováním další verze
nelze volat stat na zdrojový soubor „%.250s“
nelze zavolat stat na soubor s odloženými spouštěči „%.250s“
nelze synchronizovat adresář „%s“
nelze synchronizovat soubor „%.255s“
nelze synchronizovat soubor „%s“
nelze synchronizovat nový soubor „%.250s“
nelze zkrátit pro aktualizovaný stav „%.250s“
nelze odemknout %s
nelze zapsat soubor „%s“
nelze zapsat nový soubor „%.250s“
nelze zapsat nový soubor s odloženými spouštěči „%.250s“
nelze zapsat do popisovače souboru %d
nelze zapsat změněný stav balíku „%.250s“
nevypárované uvozovky v „%s“
neočekávaná chyba bzip2
neočekávaná data za řádky package a selection na řádku %d
neočekávaný konec souboru za jménem balíku na řádku %d
neočekávaný konec souboru před koncem řádku %d
neočekávaný konec souboru v %s na %.255s
neočekávaný konec souboru ve jménu balíku na řádku %d
neočekávaný konec souboru nebo proudu
neočekávaný konec souboru při čtení „%.250s“
neočekávaný konec souboru při pokusu o čtení %s
neočekávaný konec vstupu
neočekávaný konec řádku za jménem balíku na řádku %d
neočekávaný konec řádku ve jménu balíku na řádku %d
neočekávaný konec řádku v souboru statoverride
neočekávaně existuje část cesty %s
neznámá --%s-<vlastnost>
neznámý argument „%s“
neznámá strategie komprese
neznámá strategie komprese „%s“!
neznámý typ komprese „%s“!
neznámá verze formátu deb balíku: „%s“
neznámý příznak „%s“ pro konfigurační soubor „%s“
neznámá donucovací volba „%.*s“
neznámá volba „%s“
neznámý přepínač -%c
neznámý přepínač --%s
neznámá systémová skupina „%s“ v souboru statoverride; systémová skupina byla odstraněna před přepsáním, což je nejspíš chyba v balíku; pro nápravu můžete odstranit přepsání pomocí %s
neznámý systémový uživatel „%s“ v souboru statoverride; systémový uživatel byl odstraněn před přepsáním, což je nejspíš chyba v balíku; pro nápravu můžete odstranit přepsání pomocí %s
neznámý tar typ „%c“
neznámý výstupní formát pro ověření „%s“
neznámý cílový stav na řádku %d: %.250s
rozbalen, ale nezkonfigurován
neobnovitelná kritická chyba, přerušuji
nepodporovaná hlavička GNU tar typ „%c“
nepodporovaná hlavička PAX tar typ „%c“
nepodporovaná hlavička Solaris tar typ „%c“
nepodporované nastavení komprese
nepodporovaný typ komprese „%s“ pro --uniform-compression
nepodporované volby v hlavičce souboru
nepodporovaný typ kontroly integrity
adresář s aktualizacemi obsahuje soubor „%.250s“, jehož název je příliš dlouhý (%d, max=%d)
adresář s aktualizacemi obsahuje soubory s různou délkou názvů (%d i %d)
aktualizuji alternativu %s, protože se skupině odkazů %s změnily závislé odkazy
uživatel „%s“ neexistuje
jméno uživatelem definované položky „%.*s“ příliš krátké
používám %s pro poskytnutí %s (%s) v automatickém režimu
používám %s pro poskytnutí %s (%s) v ručním režimu
hodnota položky „%s“ obsahuje řádek nezačínající mezerou „%c“
hodnota položky „%s“ obsahuje zkomolený řádek „%.*s“
hodnota položky „%s“ není v tomto místě přípustná
ověření balíku %s selhalo!
ověření balíku %s selhalo, ale přesto bude nainstalován dle požadavku
verze %.250s balíku %.250s je již nainstalována, přeskakuji.
verze „%s“ má špatnou syntaxi
verze „%s“ má chybnou syntaxi: %s
číslo verze nezačíná číslicí
číslo verze je prázdné
verze obsahuje mezery
prázdná verze
verzované vztahy v poli Provides
čekání na podproces %s selhalo
čekání na podproces %s selhalo
varování
při čtení %s: %s
při odstraňování %.250s není adresář „%.250s“ prázdný, proto nebude odstraněn
při odstraňování %.250s nelze smazat adresář „%.250s“: %s - není tento adresář přípojným bodem?
nebudu degradovat balík %.250s z verze %.250s na %.250s, přeskakuji
slovo v položce „%s“: %s
ano, dekonfiguruji %s (porušen balíkem %s)
ano, odstraním %s ve prospěch %s
nemáte oprávnění k uzamčení adresáře s dpkg databází %s
balíky musíte zadávat jejich vlastními názvy, a ne názvy souborů, ve kterých jsou obsaženy
Vykonávání xargs bude nyní pokračovat. Bude se pokoušet číst svůj vstup a spouštět příkazy. Pokud to není to, co chcete, aby se dělo, prosím, stiskněte klávesy konce souboru.
--process-slot-var=PROMĚNNÁ nastaví PROMĚNNOU prostředí v procesech potomků
--show-limits zobrazí omezení na délku spouštěného příkazu
-0, --null položky jsou odděleny nulovým bajtem, nikoliv bílým znakem. Vypne zpracování uvozovek, zpětných lomítek a konce souboru
-E KONEC nastaví značkou logického konce souboru. Vyskytne-li se KONEC jako řádek ve vstupu, zbytek vstupu bude ignorován. (Tento přepínač je potlačen přepínačem -0 nebo -d.)
-I N stejné jako --replace=N
-L, --max-lines=MAXIMUM použije nejvýše MAXIMUM neprázdných vstupních řádků na každé spuštění příkazu
-P, --max-procs=MAXIMUM spustí najednou nejvýše MAXIMUM procesů
-a, --arg-file=SOUBOR načte argumenty ze SOUBORU, ne ze standardního vstupu
-d, --delimiter=ZNAK položky ve vstupním proudu jsou odděleny ZNAKEM, nikoliv býlím místem. Vypne zpracování uvozovek, zpětných lomítek a konce souboru.
-e, --eof[=KONEC] stejné jako -E KONEC, je-li KONEC zadán. Jinak nebude rozpoznáván žádný řetězec značící konec souboru.
-l[MAXIMUM] podobné jako -L, ale není-li MAXIMUM zadáno, použije se nejvýše jeden neprázdný vstupní řádek
-n, --max-args=MAXIMUM použije nejvýše MAXIMUM argumentů na každé spuštění příkazu
-p, --interactive před spuštěním příkazů se dotáže
-r, --no-run-if-empty neexistují-li argumenty, PŘÍKAZ nebude spuštěn. Není-li tento přepínač zadán, PŘÍKAZ bude spuštěn alespoň jednou.
-s, --max-chars=MAXIMUM omezí délku spouštěného příkazu na MAXIMUM znaků
-t, --verbose vypíše příkazy před jejich spuštěním
-x, --exit skončí, je-li délka (vizte -s) překročena
%s je slocate databáze s nepodporovanou úrovní zabezpečení %d, vynechávám ji.
%s je slocate databáze. Zapínám přepínač „-e“.
%s není jméno známého uživatele
%s není jméno existující skupiny
%s není jméno existující skupiny, a ani nevypadá jako číselný identifikátor skupiny, protože obsahuje neočekávanou příponu %s
%s ukončen signálem %d
%s: ukončen s kódem 255, končím
%s: pozastaven signálem %d
%s: ukončen signálem %d
Všechny názvy souborů: %s
Standardní vstup nelze uzavřít
Čas vytvoření souboru %s nelze získat.
Vstupní soubor %s nelze otevřít.
Seznam připojených souborových systémů nemohl být načten
Nelze nastavit obsluhu signálu SIGUSR1
Nelze nastavit obsluhu signálu SIGUSR2
Kompresní poměr %4.2f %% (vyšší je lepší)
Kompresní poměr není definován
Databáze %s je ve formátu %s.
Databáze byla naposledy upravena v %s,%09ld
Prázdný argument přepínače -D.
Proměnná prostředí %s není nastavena na platné desítkové číslo
U %s očekáván kladný desítkový celočíselný argument, avšak obdrženo %s
Očekáváno celé číslo: %s
Zbavení se všech práv selhalo
Inicializace hash tabulky sdílených souborů selhala
Čtení ze standardního vstupu selhalo
Uložení pracovního adresáře za účelem spuštění příkazu nad %s selhal
Zápis na výstup selhal (ve fázi %d)
Zápis výzvy pro -ok selhal
Zápis na standardní výstup selhal
Zápis na standardní chybový výstup selhal
Povolené vlastnosti:
Deskriptor souboru %d unikne. Prosím, ohlaste to jako chybu a nezapomeňte uvést podrobný popis nejjednoduššího způsobu, jak tento problém vyvolat.
Názvy souborů mají celkovou délku %s bajtů. Z těchto názvů, %s obsahuje bílé místo, %s obsahuje znak nového řádku, a %s obsahuje znaky s nastaveným horním bitem.
Odhalena smyčka souborových systémů: %s je součástí stejné smyčky souborových systémů jako %s.
Nevím, jak mám vyčíst datum nebo čas z %s
Ignoruji nerozpoznaný ladicí příznak %s
V %s se %s musí objevit samotné, ale vy jste zadali %s
Neplatný argument %s přepínače -max-database-age
Neplatný argument %s u -used
Neplatný argument „%s%s“ u -size
Neplatná escape posloupnost %s v zadání oddělovače vstupu.
Neplatná escape posloupnost %s v zadání oddělovače vstupu, hodnoty znaků nesmí přesáhnout %lo.
Neplatná escape posloupnost %s v zadání oddělovače vstupu, hodnoty znaků nesmí přesáhnout %lx.
Neplatná escape posloupnost %s v zadání oddělovače vstupu, závěrečné znaky %s nebyly rozeznány.
Neplatné určení oddělovače vstupu %s: oddělovač musí být buď jediný znak, nebo escape posloupnost začínající \.
Neplatná úroveň optimalizace %s
Velikost locate databáze: %s bajt
Velikost locate databáze: %s bajty
Povinné a volitelné argumenty dlouhých přepínačů jsou také povinné nebo volitelné u odpovídajících krátkých přepínačů.
Odpovídající názvy souborů: %s
Locate databáze %s ve starém formátu je příliš krátká na to, aby byla platná.
U -exec%s … + je podporována jen jedna instance {}.
Úroveň optimalizace %lu je příliš vysoká. Potřebujte-li hledat soubory velmi rychle, zvažte použití GNU locate.
Prosím, zadejte desítkové číslo okamžitě po -O
Spustí PŘÍKAZ s ÚVODNÍMI_ARGUMENTY následovanými dalšími argumenty přečtenými ze standardního vstupu.
úroveň zabezpečení %s má neočekávanou příponu %s.
Úroveň zabezpečení %s je mimo převoditelný rozsah.
Některé názvy souborů mohly být vynechány, takže nemůžeme spočítat kompresní poměr.
Symbolický odkaz %s je součástí smyčky v hierarchii adresářů. Adresář, na který ukazuje, jsme již navštívili.
Test %s vyžaduje argument
Přepínač -D musí být bezprostředně následován desítkovým celým číslem.
Akce -delete automaticky zapíná -depth, ale -prune nic nedělá, je-li -depth zapnut. Chcete-li přesto pokračovat, prostě explicitně použijte přepínač -depth.
Přepínač -show-control-chars bere jediný argument, který musí být „literal“ (doslovný) nebo „safe“ (bezpečný).
Argument přepínače --max-database-age nesmí být prázdný
Argument přepínače -user by neměl být prázdný
Knihovní funkce atexit() selhala
Současný adresář je obsažen v proměnné prostředí PATH, což je nebezpečné ve spojení s akcí findu %s. Prosím, odstraňte současný adresář z vaší $PATH (to jest, odeberte „.“, zdvojené dvojtečky nebo úvodní nebo závěrečné dvojtečky).
Databáze má strojová slova kódována ve velké endianitě.
Databáze má strojová slova kódována v malé endianitě.
Kódování strojových slov databáze není zřejmé.
Prostředí je příliš veliké na exec().
Proměnná prostředí FIND_BLOCK_SIZE není podporována. Jediná věc, která ovlivňuje velikost bloku je proměnná prostředí POSIXLY_CORRECT.
Relativní cesta %s je obsažena v proměnné prostředí PATH, což je nebezpečné ve spojení s akcí findu %s. Prosím, odstraňte tuto položku z $PATH.
Tento systém neposkytuje způsob, jak zjistit čas vytvoření souboru.
Neočekávaná přípona %s u %s
Neznámý typ regulárního výrazu %s, platné typy jsou %s.
Užití: %s [-0 | --null] [--version] [--help]
Užití: %s [-d CESTA | --database=CESTA] [-e | -E | --[non-]existing] [-i | --ignore-case] [-w | --wholename] [-b | --basename] [--limit=N | -l N] [-S | --statistics] [-0 | --null] [-c | --count] [-P | -H | --nofollow] [-L | --follow] [-m | --mmap ] [ -s | --stdio] [-A | --all] [-p | --print] [-r | --regex] [--regextype=TYP] [--max-database-age D] [--version] [--help] VZOR…
Použití: %s [PŘEPÍNAČ]… PŘÍKAZ [ÚVODNÍ_ARGUMENTY]…
POZOR: Ztracena stopa %lu potomků
POZOR: Na vstupu se objevil znak NULL. Není možné jej předat do seznamu argumentů. Nezamýšleli jste použít přepínač --null?
POZOR: čas vytvoření souboru %s není možné určit
POZOR: zdá se, že soubor %s má mód 0000
POZOR: locate databáze %s byla sestaveno v jiném pořadí bajtů
Varování: %s bude spuštěn alespoň jednou. Pokud nechcete, aby se stalo, pak stiskněte klávesy přerušení.
Neměli byste používat {} uvnitř názvu nástroje u -execdir a -okdir, protože to představuje možný bezpečnostní problém.
Úroveň zabezpečení je třeba zadat jako desítkové celé číslo.
Zadali jste přepínač -E, ale tento přepínač nemůže být použit s databází v slocate formátu a nenulovou úrovní zabezpečení. Pro tuto databázi nebudou vytvořeny žádné výsledky.
řádka s argumenty je příliš dlouhá
seznam argumentů je příliš dlouhý
argument u -group je prázdný, měl by představovat jméno skupiny
aritmetické přetečení při pokusu vypočítat konec dnešního dne
aritmetické přetečení při pokusu převést %s dnů na počet sekund
kvůli omezením velikosti argumentů není možné zavolat exec()
%s není možné smazat
s jediným argumentem se nelze vejít do limitu velikosti seznamu argumentů
nelze vykonat fork()
%s nelze prohledat
příkaz je příliš dlouhý
před fork() nebylo možné vyrobit rouru
dnů
dvojitá
prostředí je na exec() příliš velké
volání safe_read nad errno-buffer selhalo v xargs_do_exec (pravděpodobně se jedná o chybu, prosím, ohlaste to)
chyba při čtení slova z %s
chyba při čekání na %s
chyba při čekání na proces potomka
chyba: na konci formátovací řetězce je %s
chyba: formátovací direktiva „%%%c“ je vyhrazena pro budoucí použití
po „%s“ očekáván výraz
mezi „%s“ a „)“ očekáván výraz
zbavení se práv skupiny selhalo
zbavení se setgid práv selhalo
zbavení se setuid práv selhalo
/dev/tty nebylo možné otevřít pro čtení
návrat do prvotního pracovního adresáře po prohledání %s selhal
nastavení proměnné prostředí %s selhalo
nepodařilo se zrušit proměnnou prostředí %s
getfilecon selhala: %s
neplatný druh „%c“ u -size
neplatný argument „%s“ u „%s“
neplatný výraz
neplatný výraz: Čekal jsem, že někde naleznu „)“, ale nenašel jsem ani jednu.
neplatný výraz: prázdné závorky nejsou povoleny.
neplatný výraz: máte moc „)“
neplatný výraz: použili jste binární operátor „%s“, aniž by mu cokoliv předcházelo.
neplatný mód %s
neplatný prázdný argument u -size
neplatný predikát -context: SELinux není zapnut.
neplatný predikát „%s“
locate databáze %s obsahuje delší název souboru, než s jakým může locate zacházet
locate databáze %s je poškozena nebo není platná
locate databáze %s vypadá jako slocate databáze, akorát má úroveň zabezpečení %c, což GNU findutils zatím nepodporuje.
u „%s“ chybí argument
ajaj – neplatné implicitní vložení operátoru and!
ajaj – neplatný typ výrazu (%d)!
ajaj – neplatný typ výrazu!
přepínači --%s nesmí být zadána hodnota obsahující „=“
kontrola nezávadnosti knihovní funkce fnmatch() selhala.
jednoduchá
Úroveň zabezpečení slocate %ld není podporována.
služba systému time selhala
neočekávaný EOF v %s
neočekávaný nadbytečný predikát
neočekávaný nadbytečný predikát „%s“
neznámý predikát „%s“
neodpovídající %s uvozovka; implicitně jsou pro xargs uvozovky zvláštními znaky, dokud nepoužijete přepínač -0
pozor: -%s %s nic nenajde, protože končí na /.
pozor: řídicí znak „\“ není vůbec ničím následován
varování: formátovací direktiva „%%%c“ by měla být následována dalším znakem
pozor: přepínač -E je bez účinku, je-li použit -0 nebo -d.
varování: přepínač -d se nedoporučuje, prosím, místo něj použijte -depth, protože tato druhá forma je podle POSIXU.
varování: locate databázi lze ze standardního vstupu číst jen jednou.
varování: predikát %s nemá žádný záznam v tabulce obtížnosti vyhodnocování predikátů. Prosím, nahlaste to jako chybu.
pozor: nerozpoznaný řídicí znak „\%c“
varování: nerozpoznaná formátovací direktiva „%%%c“
pozor: hodnota %ld přepínače -s je příliš velká, místo toho se použije %ld
varování: zadali jste vzor módu %s (což je ekvivalentní /000). Význam -perm /000 byl nyní pozměněn tak, aby byl jednotný s -perm -000. To jest, dříve se neshodoval s žádnými soubory, nyní se shoduje se všemi.
chyba zápisu
máte moc „)“
Ukazatel na pixelová data obrázku pixbuf
Obrázek ANI byl zkrácen nebo není úplný.
Obrázek formátu BMP má neplatná data v hlavičce
Obrázek BMP má příliš velkou paletu barev
Obrázek BMP má nepodporovanou hloubku barev
Obrázek BMP má nepodporovanou velikost hlavičky
Šířka obrázku BMP je příliš velká
Bitů na vzorek
Počet bitů na kanál obrázku PNG není platný.
Počet bitů na kanál transformovaného obrázku PNG není 8.
Nezdařilo se alokovat paměť pro hlavičku TGA
Nezdařilo se alokovat mapu barev
Nezdařilo se alokovat paměť pro strukturu kontextu TGA
Nezdařilo se alokovat paměť k načtení obrázku PNM
Nezdařilo se alokovat paměť k načtení obrázku XPM
Nezdařilo se alokovat nový pixbuf
Nezdařilo se načíst mapu barev XPM
Profil barev má neplatnou délku %d.
Profil barev má neplatnou délku %d.
Profil barev má neplatnou délku „%u“.
Prostor barev
Komprimované ikony nejsou podporovány
Nezdařilo se alokovat paměť: %s
Nezdařilo se vytvořit datový proud: %s
Nezdařilo se dekódovat soubor ICNS
Nezdařilo se získat výšku obrázku (chybný soubor TIFF)
Nezdařilo se získat šířku obrázku (chybný soubor TIFF)
Nezdařilo se čtení z datového proudu: %s
Nezdařilo se nastavit pozici v datovém proudu: %s
Nezdařilo se alokovat paměť pro načtení souboru JPEG
Nezdařilo se alokovat paměť pro načtení souboru PNG
Nezdařilo se alokovat paměť pro uložení souboru BMP
Nezdařilo se načíst rastrový obrázek
Nezdařilo se načíst metasoubor
Nezdařilo se rozpoznat formát obrázku v souboru „%s“
Nezdařilo se uložit
Nezdařilo se zapsat do souboru BMP
Nezdařilo se zapisovat do souboru TIFF
Aktivní bod kurzoru mimo obrázek
Rozměry obrázku neodpovídají datům
Rozměry obrázku TIFF jsou příliš velké
Chyba při interpretaci souboru obrázku JPEG (%s)
Chyba při čtení obrázku ICNS: %s
Chyba při dekódování mapy barev
Chyba při zápisu do souboru obrázku: %s
Chyba při zápisu do obrazového proudu
Nezdařilo se alokovat %d bajt pro vyrovnávací paměť čtení souboru
Nezdařilo se alokovat %d bajty pro vyrovnávací paměť čtení souboru
Nezdařila se alokace struktury kontextu QTIF.
Selhalo zavření „%s“ při zápisu obrázku, možná nejsou uložena všechna data: %s
Nezdařilo se vytvoření objektu GdkPixbufLoader.
Nezdařilo se nalézt atom obrazových dat.
Selhalo načtení dat RGB ze souboru TIFF
Selhalo načtení obrázku TIFF
Selhalo načtení animace „%s“: důvod není znám, pravděpodobně poškozený soubor s animací
Selhalo načtení obrázku „%s“: %s
Selhalo načtení obrázku „%s“: důvod není znám, pravděpodobně poškozený soubor s obrázkem
Selhalo otevření obrázku TIFF
Selhalo otevření souboru „%s“: %s
Nezdařilo se otevřít dočasný soubor
Selhalo otevření „%s“ pro zápis: %s
Nezdařilo se čtení hlavičky QTIF
Selhalo čtení z dočasného souboru
Selhalo uložení obrázku TIFF
Nezdařilo se přeskočit další %d bajt pomocí seek().
Nezdařilo se přeskočit další %d bajty pomocí seek().
Zápis dat TIFF selhal
Při načítání obrázku XBM se nezdařil zápis do dočasného souboru
Při načítání obrázku XPM se nezdařil zápis do dočasného souboru
Chyba při čtení formátu GIF: %s
Kritická chyba v souboru obrázku PNG: %s
Kritická chyba při čtení souboru obrázku PNG
Kritická chyba při čtení souboru obrázku PNG: %s
Soubor nevypadá jako soubor GIF
Chyba při čtení QTIF atom: %s
V souboru GIF chybí některá data (možná byl nějakým způsobem zkrácen?)
Obrázek GIF neobsahuje globální mapu barev a políčko v něm neobsahuje lokální mapu.
Obrázek GIF je poškozen (chybná komprese LZW)
Obrázek GIF byl zkrácen nebo není úplný.
Má alfakanál
Výška
Obrázek ICO byl zkrácen nebo není úplný.
Soubor s obrázkem „%s“ neobsahuje data
Neznámý formát obrázku
Hlavička obrázku je poškozená
Obrázek je příliš široký pro formát BMP.
Pixelová data obrázku jsou poškozena
Obrázek je příliš velký, aby mohl být uložen jako ICO
Typ obrázku „%s“ není podporován
Modul pro načítání obrázků %s neexportuje správné rozhraní. Není náhodou z jiné verze gdk-pixbuf?
Postupné načítání obrázku typu „%s“ není podporováno
Vstupní popisovač souboru je nulový.
Nedostatek paměti k načtení souboru PNG
Nedostatek paměti k načtení struktury kontextu PNM
Nedostatek paměti k načtení souboru PNM
Nedostatek paměti k načtení souboru obrázku XBM
Nedostatek paměti k načtení obrázku, zkuste prosím uvolnit paměť ukončením několika aplikací
Nedostatek paměti k otevření souboru TIFF
Nedostatek paměti k uložení obrázku do vyrovnávací paměti
Nedostatek paměti k uložení obrázku pro zpětné volání
Nedostatek paměti k uložení obrázku %lu krát %lu; zkuste prosím uvolnit paměť ukončením několika aplikací
Interní chyba: Modulu pro načítání obrázku „%s“ se nezdařilo dokončit operaci, ale k tomuto selhání neuvedl důvod
Neplatný soubor XBM
Neplatná hlavička XPM
Neplatná hlavička v animaci
Neplatná hlavička v ikoně
Neplatná hlavička ikony (%s)
Neplatný klíč „%s“. Klíče textových bloků PNG musí být znaky ASCII.
Neplatný klíč „%s“. Klíče textových bloků PNG musí mít alespoň 1 a nejvýše 79 znaků.
Kvalita JPEG musí být hodnota mezi 0 a 100; hodnota „%d“ není možná.
Kvalita JPEG musí být hodnota mezi 0 a 100; hodnotu „%s“ není možné zpracovat.
Pixelová hustota (DPI) u formátu JPEG ve směru X musí být hodnota mezi 0 a 65535; hodnota „%s“ není možná.
Pixelová hustota (DPI) u formátu JPEG ve směru Y musí být hodnota mezi 0 a 65535; hodnota „%s“ není možná.
Smyčka
Chybně vytvořený blok v animaci
Maximální hodnota barvy v souboru PNM je 0
Maximální hodnota barvy v souboru PNM je příliš vysoká
Nebyla nalezena hlavička XPM
Nebyly načteny všechny snímky obrázku GIF.
Nedostatek paměti k načtení obrázku GIF
Nedostatek paměti k načtení souboru ICO
Nedostatek paměti k načtení animace
Nedostatek paměti k načtení rastrového obrázku
Nedostatek paměti k načtení ikony
Počet kanálů
Hustota bodů %s u formátu PNG musí být větší než nula; hodnota „%s“ není možná.
Úroveň komprimace PNG musí být hodnota mezi 0 a 9; hodnota „%s“ je neplatná.
Soubor PNM má výšku obrázku 0
Soubor PNM má šířku obrázku 0
Soubor PNM obsahuje nesprávný počáteční bajt
Soubor PNM má neplatnou výšku
Soubor PNM má neplatnou šířku
Soubor PNM není v rozpoznaném podřazeném formátu PNM
Zavaděč obrázků PNM nepodporuje tento podřazený formát PNM
Zavaděč PNM očekával celé číslo, ale nenašel ho
Bajty pixelů
Pixely
Nalezen předčasný konec souboru
Pseudobarevný obrázek neobsahuje mapu barev
Velikost QTIF atom je příliš vysoká (%d bajt)
Velikost QTIF atom je příliš vysoká (%d bajty)
Formáty raw PNM vyžadují přesně jednu mezeru před daty vzorků
Typ obrázku raw PNM není platný
Pixelová data jen ke čtení
Výsledný obrázek GIF má nulovou velikost
Úsek řádku
Obrázek TGA má neplatné rozměry
Typ obrázku TGA není podporován
Obrázek TGA byl zkrácen nebo není úplný.
Počet bitů na vzorek u formátu TIFF neobsahuje podporovanou hodnotu.
Komprimace TIFF neodkazuje na platný kodek.
Pixelová hustota (DPI) u formátu TIFF ve směru X musí být větší než nula; hodnota „%s“ není možná.
Pixelová hustota (DPI) u formátu TIFF ve směru Y musí být větší než nula; hodnota „%s“ není možná.
Prostor barev, ve kterém se interpretují vzorky
Počet bitů na vzorek
Počet bajtů mezi začátkem řádku a začátkem následujícího řádku
Počet sloupců obrázku pixbuf
Počet řádků obrázku pixbuf
Počet vzorků na pixel
Toto sestavení gdk-pixbuf nepodporuje ukládání obrázku ve formátu: %s
Obrázky BMP shora dolů nelze komprimovat
Transformovaný obrázek JPEG má nulovou výšku nebo šířku.
Transformovaný obrázek PNG má nepodporovaný počet kanálů, musí být 3 nebo 4.
Transformovaný obrázek PNG má nulovou výšku nebo šířku.
Transformovaný obrázek PNG není RGB nebo RGBA.
Nezdařilo se načíst modul pro čtení obrázků: %s: %s
Neočekávaná bitová hloubka položek map barev
Neočekávaný konec dat obrázku PNM
Neočekávaný blok ikony v animaci
Nerozpoznaný formát obrázku
Nepodporovaný prostor barev JPEG (%s)
Nepodporovaná hloubka souboru ICO: %d
Nepodporovaný typ ikony
Nepodporovaný formát obrázku GDI+
Nepodporovaný počet barevných komponent (%d)
Hodnotu textového bloku PNG „%s“ nelze převést do kódování ISO-8859-1.
Verze %s formátu souborů GIF není podporována
Zda má animace pokračovat od začátku, až dojede na konec
Zda má obrázek pixbuf kanál s průhledností
Šířka
Výška nebo šířka obrázku TIFF je 0
Soubor XPM má výšku obrázku <= 0
Soubor XPM má šířku obrázku <= 0
Soubor XPM má neplatný počet barev
XPM obsahuje neplatný počet znaků na pixel
selhala alokace paměti pro obrázek o velikosti %u bajt
selhala alokace paměti pro obrázek o velikosti %u bajty
Ikona MacOS X
Animovaný kurzor Windows
Ikona Windows
-V, --version vypsat informace o verzi a skončit
-h, --help zobrazit tuto nápovědu a skončit
-v, --variables vypsat proměnné vyskytující se ve FORMÁTU_SHELLU
%s: neznámý přepínač -- „%c“
%s: přepínač vyžaduje argument -- „%c“
Zobrazí v národním jazyce překlad textové zprávy, která gramaticky závisí na počtu.
Zobrazí v národním jazyce překlad textové zprávy.
Není-li zadán argument TEXTOVÁ_DOMÉNA, je doména určena z proměnné prostředí TEXTDOMAIN. Jestliže katalog se zprávami není nalezen v předpokládané složce, hledán se ve složce, zadané v proměnné prostředí TEXTDOMAINDIR. Standardní prohledávaná složka: %s
V normálním operačním režimu je standardní vstup kopírován na standardní výstup s tím, že odkazy na proměnné prostředí ve formě $PROMĚNNÁ nebo ${PROMĚNNÁ} jsou nahrazeny odpovídajícími hodnotami. Pokud je zadán FORMÁT-SHELLU, jsou dosazovány jen ty proměnné, na které odkazuje; v opačném případě jsou dosazovány všechny odkazy na proměnné prostředí, které se objeví na standardním vstupu.
Informační výstup:
Operační režim:
Dosadí hodnoty proměnných prostředí.
Neznámá systémová chyba
Použití: %s [PŘEPÍNAČE] [FORMÁT_SHELLU]
Použití: %s [PŘEPÍNAČE] [TEXTOVÁ_DOMÉNA] ID_ZPRÁVY ID_PLURÁLU_ZPRÁVY POČET
Použití: %s [PŘEPÍNAČE] [[TEXTOVÁ_DOMÉNA] ID_ZPRÁVY] nebo: %s [PŘEPÍNAČE] -s [ID_ZPRÁVY]…
Když je použit přepínač --variables, je standardní vstup ignorován a výpis sestává z proměnných prostředí, které jsou odkazovány z FORMÁTU-SHELLU, jedna proměnná co řádek.
chyba při čtení „%s“
chybí argumenty
dokončeno.
%d přeložená zpráva
%d přeložené zprávy
%s a %s se vzájemně vylučují
%s: upozornění: zdrojový soubor obsahuje neúplný překlad
%s:%d: upozornění: neukončená znaková konstanta
%s:%d: upozornění: neukončený řetězec literálů
%sPřečteno %ld původních + %ld referenčních, slito %ld, podobných %ld, chybí %ld, zastaralých %ld.
, %d neúplný překlad
, %d neúplné překlady
, %d nepřeložená zpráva
, %d nepřeložené zprávy
--join-existing nemůže být použit, je-li výstup zapisován do stdout
...ale tato definice je podobná
<standardní vstup>
Označení znakové sady "%s" není portabilní název kódování. Převod znaků do uživatelské znakové sady nebude fungovat.
Znaková sada "%s" není podporována. %s spoléhá na iconv() a iconv() "%s" nepodporuje.
Znaková sada "%s" není podporována. %s spoléhá na iconv(). Tato verze byla kompilována bez iconv().
V hlavičce chybí definice znakové sady. Konverze zpráv do uživatelovy znakové sady není možná.
Pokračuji, předpokládána chyba parsingu.
Pokračuji.
Instalace GNU libiconv a následná reinstalace GNU gettextu může napravit tento problém.
Autor: %s
musí být zadány nejméně dva různé soubory
výstupní soubor "%s" nelze vytvořit
jméno domény "%s" není vhodné jako jméno souboru
jméno domény "%s" není vhodné jako jméno souboru: bude použito jako předpona
dvojnásobná definice zprávy
konec souboru uprostřed řetězce
konec řádku uprostřed řetězce
chyba při otevírání souboru "%s" pro čtení
chyba při otevírání souboru "%s" pro zápis
chyba při čtení "%s"
chyba při zápisu do souboru "%s"
jsou požadovány přesně 2 vstupní soubory
soubor "%s" obsahuje řetězec, který není ukončen NUL
soubor "%s" není v GNU .mo formátu
první množné číslo má nenulový index
nalezena %d závažná chyba
nalezeny %d závažné chyby
zadáno nemožné výběrové kritérium (%d < n < %d)
nekonzistentní použití #~
neplatná řídící sekvence
neplatná víceznaková sekvence
klíčové slovo "%s" není známo
vstupní soubor není zadán
vstupní soubory nejsou zadány
množné číslo má chybný index
tento soubor nemůže obsahovat příkazy pro doménu
tato zpráva je použita, ale nikoli definována v %s
tato zpráva je použita, ale nikoli definována...
příliš mnoho chyb, končím
upozornění: tato zpráva není použita
xgettext nemůže pracovat bez toho, aniž by znal slova, která má hledat
PŘÍKAZ (Volitelný) příkaz, který má být popsán
SOUBOR Soubor ve formátu elf (spustitelný nebo sdílená knihovna)
SOUBOR Soubor ve formátu elf (spustitelný nebo sdílená knihovna) nebo přeložený soubor prostředků
KLÍČ (Volitelný) klíč uvnitř schématu
KLÍČ Klíč uvnitř schématu
CESTA Cesta k prostředku
CESTA (Volitelná) cesta k prostředku (může být neúplná)
SCHÉMA Název schématu CESTA Cesta, pro přemístitelná schémata
SLOŽKA_SCHÉMAT Složka, ve které se mají hledat dodatečná schémata
ODDÍL (Volitelný) název oddílu elf
HODNOTA Hodnota, která má být nastavena
(neplatné kódování)
%s bity
%s bajt
%s bajty
Příkaz %s vyžaduje, aby bezprostředně po něm následovalo ID aplikace
typ souboru %s
Funkce %s není implementovaná
Je požadováno předzpracování %s, ale proměnná %s není nastavená a %s není v prohledávaných cestách PATH
typ %s
%s: přepsat „%s“?
%u bajt
%u bajty
(*MARK) musí mít argument
(*VERB) nerozpoznáno
(Navíc selhalo také uvolnění zámku pro „%s“: %s)
(Zmáčknutím libovolného znaku okno zavřete)
Bylo zadáno --strict; ukončuje se.
<%s id='%s'> již bylo určeno
<%s id='%s'> (zatím) nebylo určeno.
<%s> obsahuje řetězec, který není ve volbách <choices>
<%s> obsahuje řetězec, který není v určeném příznakovém typu
<%s> není platným členem určeného výčtového typu
<%s> se nenachází v určeném rozsahu
<%s> musí obsahovat nejméně jednu <value>
<alias value='%s'/> již bylo určeno
<alias value='%s'/> uvedeno v chvíli, kdy je již zadáno <choice value='%s'/>
<alias value='%s'/> uvedeno ve chvíli, kdy „%s“ je již členem výčtového typu
<aliases> již bylo pro tento klíč určeno
<aliases> může být uvedeno jen pro klíče s výčtovým nebo příznakovým typem, nebo za <choices>
<aliases> musí nejméně jedenkrát obsahovat <alias>
<child name='%s'> již bylo určeno
<choice value='%s'/> již bylo uvedeno
<choices> již bylo pro tento klíč určeno
<choices> nelze uvést u klíčů, které jsou označené, že mají výčtový typ
<choices> musí nejméně jedenkrát obsahovat <choice>
<choices> není možné použít pro klíče typu „%s“
<key name='%s'> již bylo určeno
<key name='%s'> má přednost před <key name='%s'> v <schema id='%s'>; použijte <override> ke změně hodnoty
<override name='%s'> již bylo určeno
Zadáno <override>, ale schéma nic nerozšiřuje
<range/> již bylo pro tento klíč určeno
<range> není možné použít pro klíče typu „%s“
<range> určující minimum je větší než maximum
<schema id='%s' list-of='%s'> rozšiřuje <schema id='%s' list-of='%s'>, ale „%s“ nerozšiřuje „%s“
<schema id='%s'> již bylo určeno
<schema id='%s'> rozšiřuje zatím neexistující schéma „%s“
<schema id='%s'> je seznam rozšiřující <schema id='%s'>, což není seznam
<schema id='%s'> je seznamem zatím neexistujícího schématu „%s“
<value nick='%s'/> již bylo určeno
Záložka URI „%s“ již existuje
Cesta, je-li zadána, musí začínat a končit lomítkem
Podstrom je již exportován pro %s
AKCE
IDAPLIKACE
IDAPLIKACE AKCE [PARAMETR]
IDAPLIKACE [SOUBOR…]
ATRIBUT
ATRIBUTY
Přerušit při libovolných chybách ve schématech
V tomto systému nejsou podporovány abstraktní adresy soketů domén UNIX
Abstraktní jmenný prostor není podporován
Aktivovat akci
Přidaný soket je uzavřen
Prvek adresy „%s“ neobsahuje dvojtečku (:)
Adresa má nastavené bity za hranicí danou prefixem délky
Adresa, na které se má naslouchat
Adresa „%s“ je neplatná (je zapotřebí právě jeden z klíčů path, tmpdir nebo abstract)
Povolit interaktivní autorizaci
Velikost paměti potřebná ke zpracování zápisu je větší než dostupný adresní prostor
Objekt je již exportován pro prostředí %s na %s
Anonymní přístup byl zamítnut
Přidat na konec souboru
Přepínače aplikace:
Identifikátor aplikace ve formátu D-Bus (např. org.example.viewer)
Informace o aplikaci postrádá identifikátor
Argumenty:
Není zadán atribut
Hodnota atributu nesmí být prázdná
Atribut „%s“ prvku „%s“ nebyl nalezen
Zálohovat stávající cílové soubory
Vytvoření záložního souboru selhalo
Chybná odpověď HTTP proxy
Název identifikátoru C použitý ke generování zdrojového kódu
PŘÍKAZ
Zrušitelné spuštění není podporováno
Zrušeno přes GDBusAuthObserver::authorize-authenticated-peer
Ke schématu „list-of“ nelze přidat klíče
Nelze automaticky spustit D-Bus bez X11 $DISPLAY
Nemůže být seznamem schématu s cestou
Nelze převést zálohu „%s“ do znakové sady „%s“
Nelze dešifrovat soukromý klíč kódovaný jako PEM
Nelze zrušit serializaci zprávy:
Nelze určit adresu sběrnice, jelikož proměnná prostředí DBUS_STARTER_BUS_TYPE není nastavena
Nelze určit adresu sběrnice z proměnné prostředí DBUS_STARTER_BUS_TYPE – neznámá hodnota „%s“
Nelze určit adresu sběrnice sezení (v tomto OS neimplementováno)
Nemůže rozšířit schéma s cestou
Metodu nelze vyvolat; proxy je na dobře známý název %s bez vlastníka a proxy byla vytvořena s příznakem G_DBUS_PROXY_FLAGS_DO_NOT_AUTO_START
Nelze naslouchat na nepodporovaném přenosu „%s“
Nelze zpracovat reálnou hodnotu s dvojitou přesností (double) „%s“ u %s
Nelze zpracovat celočíselnou hodnotu „%s“ u %s
Nelze poskytnout přepis podle uživatelského prostředí pro lokalizovaný klíč „%s“ ve schématu „%s“ (přepisovací soubor „%s“) a přitom bylo zadáno --strict; ukončuje se.
Nelze poskytnout přepis podle uživatelského prostředí pro lokalizovaný klíč „%s“ ve schématu „%s“ (přepisovací soubor „%s“); přepisování bude pro tento klíč ignorováno.
Nelze serializovat zprávu:
Nelze nastavit oprávnění na symbolických odkazech
Nelze spustit sběrnici zpráv, když je nastaveno AT_SECURE
Nelze spustit sběrnici zpráv bez machine-id:
Při vytváření serveru nelze určit soubor nonce
Nelze zkrátit GBufferedInputStream
Nelze zkrátit GMemoryInputStream
Nelze používat datagramové operace na nedatagramovém soketu.
Nelze používat datagramové operace na soketu s nastaveným časovým limitem.
Nelze kopírovat složku nad složku
Nelze kopírovat nad složku
Nelze kopírovat zvláštní soubor
Nezdařilo se vytvořit složku %s s uživatelským nastavením MIME: %s
Nezdařilo se vytvořit složku %s s uživatelským nastavením aplikace: %s
Nezdařilo se vytvořit uživatelský soubor .desktop %s
Nelze přímo číst v g_io_channel_read_line_string
Nelze přímo číst v g_io_channel_read_to_end
Nelze zpracovat poskytnutou verzi kódování ikony
Nelze zpracovat verzi %d kódování GEmblem
Nelze zpracovat verzi %d kódování GEmblemedIcon
Nelze zpracovat verzi %d kódování GFileIcon
Nelze zpracovat verzi %d kódování GThemedIcon
Složku nelze přesunout nad složku
Složku nelze kopírovat rekurzivně
Soubor nelze přejmenovat, název souboru již existuje
Nelze přejmenovat kořenovou složku
Kanál ukončen částí znaku
Znak je mimo rozsah UTF-16
Znak je mimo rozsah UTF-8
Znaková entita nekončí středníkem; pravděpodobně jste použili znak & bez úmyslu začít entitu – zapište prosím ligaturu et jako &amp;
Znaková entita „%-.*s“ nekóduje povolený znak
Zjistí, zda je KLÍČ zapisovatelný
Proces potomka neskončil normálně
Proces potomka skončil s kódem %ld
Proces potomka byl zabit signálem %ld
Proces potomka byl zastaven signálem %ld
Příkazy:
Příkazy: help Zobrazit tyto informace introspect Provést introspection vzdáleného objektu monitor Sledovat vzdálený objekt call Spustit metodu na vzdáleném objektu emit Vyslat signál wait Čekat, než se objeví název sběrnice Nápovědu k jednotlivým příkazům získáte použitím „%s PŘÍKAZ --help“.
Přeložit všechny specifikace prostředků do souboru prostředků. Soubory se specifikacemi prostředků musí mít příponu .gschema.xml, a soubor prostředků musí mít příponu .gresource.
Kompilovat všechny soubory schémat GSettings do mezipaměti schémat. Soubory schémat musí mít rozšíření .gschema.xml, a soubor mezipaměti se jmenuje gschemas.compiled.
Spojit soubory a vypsat je do standardního výstupu.
Spojit soubory do standardního výstupu
Připojit k dané adrese D-Bus
Připojit ke sběrnici sezení
Připojit k systémové sběrnici
Volby koncového bodu spojení:
Probíhá spojení
Spojení bylo přes SOCKSv5 proxy odmítnuto.
Spojení přes server SOCKSv4 bylo odmítnuto
Obsahující připojené neexistuje
Přípojení obsahující soubor %s nebylo nalezen
Převod ze znakové sady „%s“ do „%s“ není podporován
Kopírování (reflink/clone) mezi připojeními není podporováno
Kopírování (reflink/clone) není podporováno nebo neproběhlo správně
Kopírování (reflink/clone) není podporováno nebo je neplatné
Kopírovat jeden nebo více souborů
Kopírovat jeden nebo více souborů ze ZDROJE do CÍLE.
Kopírovat se souborem
Nelze alokovat %lu bajtů k přečtení souboru „%s“
Nelze alokovat %lu bajty k přečtení souboru „%s“
Nelze se připojit k %s:
Nelze se připojit k serveru proxy %s:
Nelze se připojit:
Nelze vytvořit sledování sítě:
Nelze vytvořit sledování sítě: %s
Nelze zjistit využití disku %s: %s
Nelze zjistit stav sítě:
Nelze nahrát schémata z %s: %s
Nelze otevřít převodník z „%s“ do „%s“
Nelze otevřít převodník z „%s“ do „%s“: %s
Nezdařilo se analyzovat certifikát kódovaný jako PEM.
Nezdařilo se analyzovat soukromý klíč kódovaný jako PEM.
Nezdařilo se zpracovat port „%.*s“ v adrese URI
Nelze zpracovat „%s“ jak masku adresy IP
Vytvořit složky
Vytvořit složky.
Vytvořit rodičovské složky
Změna přihlašovacích údajů na tomto OS není implementován
Vlastní definice %s
skupina DEFINE obsahuje více než jednu větev
SOUBOR-DESKTOP [ARG-SOUBOR …]
CÍL
ZAŘÍZENÍ
SLOŽKA
Podpora DTLS není dostupná
Výchozí aplikace pro „%s“: %s
Smazat jeden nebo více souborů
Odstranit zadané soubory.
V souboru .desktop není určeno pole Exec
Cíl %s není složka
Název cíle, u kterého provést introspection
Název cíle, u kterého se má spustit metoda
Název cíle určený ke sledování
Nenalezena cookie s id %d v klíčence na „%s“
Nevynucovat omezení názvů klíče
Nezapisovat soubor gschema.compiled
Dokument neočekávaně skončil po znaku přiřazení následujícím za názvem atributu; chybí hodnota atributu
Dokument neočekávaně skončil uvnitř komentáře nebo instrukce pro zpracování
Dokument neočekávaně skončil uvnitř názvu atributu
Dokument neočekávaně skončil uvnitř názvu prvku
Dokument neočekávaně skončil ve značce otevírající prvek.
Dokument neočekávaně skončil uvnitř uzavírací značky neotevřeného prvku
Dokument neočekávaně skončil uvnitř uzavírací značky prvku „%s“
Dokument neočekávaně skončil ihned po otevírací značce „<“
Dokument neočekávaně skončil uvnitř hodnoty atributu
Dokument neočekávaně skončil s otevřenými prvky – poslední otevřený prvek byl „%s“
Dokument neočekávaně skončil, byla očekávána uzavírací závorka značky <%s/>
Dokument musí začínat prvkem (například: <book>)
Dokument je prázdný nebo obsahuje pouze mezery
Prostředek nevytvářet a neregistrovat automaticky
Nevkládat data prostředků do souborů C; předpokládat, že jsou místo toho navázána externě
Neexportovat funkce; označit je za G_GNUC_INTERNAL
Nenásledovat symbolické odkazy
Nepoužívat jako náhradu kopírování a mazání
Reálná hodnota s dvojitou přesností (double) „%s“ pro %s je mimo rozsah
Zpráva ERROR: pole se záhlavím REPLY_SERIAL nebo ERROR_NAME schází
Vysunout
Prvek <%s> není povolen na nejvyšší úrovni
Prvek <%s> není povolen na nejvyšší úrovni
Prvek <%s> není povolen uvnitř <%s>
V prvku <key> je vyžadován prvek <default>
Prvek „%s“ byl uzavřen, ale aktuálně je otevřený prvek „%s“
Prvek „%s“ byl uzavřen, žádný prvek není momentálně otevřený
Vležený nulový bajt na vstupu převodu
Vložený nulový bajt na výstupu převodu
Vyslat signál.
Nalezena prázdná entita „&;“, platnými entitami jsou: &amp; &quot; &lt; &gt; &apos;
Prázdné názvy nejsou povoleny
Poskytnuta prázdná cesta.
Poskytnut prázdný název schématu
Prázdný řetězec není číslo
Prázdné struktury (n-tice) nejsou na sběrnici D-Bus dovoleny
Vysypat koš
Zjištěno pole o délce %u bajt. Maximální délka je 2<<26 bajtů (64 MiB).
Zjištěno pole o délce %u bajty. Maximální délka je 2<<26 bajtů (64 MiB).
Vyskytlo se pole typu „a%c“, které by mělo mít délku v násobku %u bajtů, ale skutečná délka je %u bajtů
Vstoupit do režimu služby GApplication (použít ze souborů služby D-Bus)
Entita nekončí středníkem; pravděpodobně jste použili znak & bez úmyslu začít entitu – zapište prosím ligaturu et jako &amp;
Název entity „%-.*s“ není znám
Enumerator je uzavřen
Chyba při přijímání spojení: %s
Chyba při přidávání obsluhy %d: %s
Chyba při automatickém spouštění:
Chyba při navázání na adresu %s: %s
Chyba při volání StartServiceByName pro %s:
Chyba při kontrole, zda je SO_PASSCRED povoleno u soketu: %s
Chyba při zavírání (neodkazovaného) zamykacího souboru „%s“: %s
Chyba při zavírání popisovače souboru: %s
Chyba při zavírání souboru: %s
Chyba při zavírání obsluhy: %s
Chyba při zavírání soketu: %s
Chyba při komprimaci souboru „%s“
Chyba při spojení: %s
Chyba při vytváření záložní kopie: %s
Chyba při vytváření složky %s: %s
Chyba při vytváření složky %s: %s
Chyba při vytváření zamykacího souboru „%s“: %s
Chyba při mazání zastaralého zamykacího souboru „%s“: %s
Chyba při rušení serializace GVariant s řetězcem typu „%s“ z přenosového formátu D-Bus
Chyba při převodu: %s
Chyba při povolování SO_PASSCRED: %s
Chyba při vyprazdňování spojení: %s
Chyba při získávání informace o souborovém systému pro %s: %s
Chyba v adrese „%s“ – atribut počítače schází nebo má chybný formát
Chyba v adrese „%s“ – atribut noncefile schází nebo má chybný formát
Chyba v adrese „%s“ – atribut portu schází nebo má chybný formát
Chyba v adrese „%s“ – unix transport vyžaduje jako nastavený právě jeden z klíčů „path“ nebo „abstract“
Chyba v adrese „%s“ – atribut „%s“ má chybný formát
Chyba připojování ke skupině hromadného vysílání: %s
Chyba při opouštění skupiny hromadného vysílání: %s
Chyba při vytváření symbolického odkazu %s: %s
Chyba při přesunování souboru %s: %s
Chyba na řádku %d, znak %d:
Chyba na řádku %d: %s
Chyba při otevírání složky „%s“: %s
Chyba při otevírání souboru %s: %s
Chyba při otevírání souboru %s: %s
Chyba při otevírání klíčenky „%s“ ke čtení:
Chyba při otevírání klíčenky „%s“ k zápisu:
Chyba při otevírání souboru nonce „%s“: %s
Chyba při zpracování záznamu %s z DNS: poškozený paket DNS
Chyba při analýze introspection XML: %s
Chyba při zpracování klíče „%s“ ve schématu „%s“, jenž je uveden v přepisovacím souboru „%s“: %s. Přitom bylo zadáno --strict; ukončuje se.
Chyba při zpracování klíče „%s“ ve schématu „%s“, jenž je uveden v přepisovacím souboru „%s“: %s. Přepisování bude pro tento klíč ignorováno.
Chyba volby %s při syntaktické analýze
Chyba při analyzování parametru %d typu „%s“: %s
Chyba při analyzování parametru %d: %s
Chyba čtení souboru „%s“: %s
Chyba čtení souboru „%s“: %s
Chyba při čtení z popisovače souboru: %s
Chyba při čtení ze souboru: %s
Chyba při čtení z obsluhy: %s
Chyba při čtení ze souboru nonce „%s“, očekáváno 16 bajtů, obdrženo %d
Chyba při čtení ze souboru nonce „%s“: %s
Chyba při čtení ze standardního vstupu
Chyba při získávání dat: %s
Chyba při získávání zprávy: %s
Chyba při odstraňování souboru %s: %s
Chyba při odstraňování starého záložního odkazu: %s
Chyba při odstraňování starého souboru: %s
Chyba při odstraňování cílového souboru: %s
Chyba při přejmenovávání souboru %s: %s
Chyba při přejmenovávání dočasného souboru: %s
Chyba při řešení „%s“
Chyba při řešení „%s“: %s
Navrácena chyba s tělem typu „%s“
Navrácena chyba s prázdným tělem
Chyba při reverzním řešení „%s“: %s
Chyba při hledání v souboru: %s
Chyba při odesílání přihlašovacích údajů:
Chyba při odesílání dat: %s
Chyba při odesílání zprávy: %s
Chyba při serializaci GVariant s řetězcem typu „%s“ do přenosového formátu D-Bus
Chyba při nastavování kontextu SELinux: %s
Chyba při nastavování rozšířeného atributu „%s“: %s
Chyba při nastavování času změny nebo přístupu u souboru „%s“: %lu
Chyba při nastavování času změny nebo přístupu: %s
Chyba při nastavování vlastníka: %s
Chyba při nastavování oprávnění: %s
Chyba při nastavování vlastnosti „%s“: Očekáván typ „%s“, ale obdržen „%s“
Chyba při nastavování symbolického odkazu: %s
Chyba při nastavování symbolického odkazu: soubor není symbolickým odkazem
Chyba při spouštění příkazového řádku „%s“:
Chyba při spojování souboru: %s
Chyba při zahazování souboru %s do koše: %s
Chyba při zkracování souboru: %s
Chyba v neuvozeném klíči nebo hodnotě v páru klíč/hodnota %d, „%s“, v prvku adresy „%s“
Chyba mazámí zamykacího souboru „%s“: %s
Chyba při získávání informací pro složku „%s“: %s
Chyba při získávání informací pro popisovače souboru: %s
Chyba při získávání informací pro soubor „%s“: %s
Chyba při kompilaci regulárního výrazu „%s“ na znaku %s: %s
Chyba při zakazování SO_PASSCRED: %s
Chyba při porovnávání regulárního výrazu %s: %s
Chyba při zpracování náhradního textu „%s“ na znaku %lu: %s
Chyba při zápisu obsahu souboru nonce „%s“ do proudu:
Chyba při zápisu souboru nonce na „%s“: %s
Chyba při zápisu do popisovače souboru: %s
Chyba při zápisu do souboru: %s
Chyba při zápisu do obsluhy: %s
Chyba při zápisu do standardního výstupu
Chyba: %s
Chyba: %s není platným názvem sběrnice
Chyba: %s není platným názvem rozhraní
Chyba: %s není platným názvem členu
Chyba: %s není platným názvem
Chyba: %s není platnou cestou objektu
Chyba: %s není platným jedinečným názvem sběrnice.
Chyba: %s není platným oficiálně známým názvem sběrnice.
Chyba: Musí být určena služba, pro kterou provádíte aktivaci.
Chyba: Musí být určena služba, na kterou čekáte.
Chyba: Není určen žádný cíl
Chyba: Není určen název metody
Chyba: Název metody „%s“ je neplatný
Chyba: Není určena žádná cesta k objektu
Chyba: Není určen název signálu
Chyba: Název signálu „%s“ je neplatný
Chyba: Příliš mnoho argumentů.
Chyba: nelze monitorovat připojení na sběrnici bez zpráv
Etag není dostupný
Právě jeden z „type“, „enum“ nebo „flags“ musí být vybrán jako atribut ke klíči <key>
Vyčerpány všechny dostupné ověřovací mechanismy (pokusů: %s) (dostupných: %s)
Existující soubor „%s“ nelze odstranit: funkce g_unlink() selhala: %s
Očekáván bajt NULL za řetězcem „%s“, ale byl nalezen bajt %d
Očekáváno GEmblem u GEmblemedIcon
Očekáván platný řetězec UTF-8, ale byly nalezeny neplatné bajty na pozici %d (délka řetězce je %d). Platný řetězec UTF-8 až do příslušného bodu byl „%s“
Očekávána 1 ovládací zpráva, získána %d
Očekávána 1 ovládací zpráva, získány %d
Očekáváno jedno fd, ale získána %d
Očekáváno jedno fd, ale získány %d
U odeslání přihlašovacích údajů očekáváno přečtení jednoho bajtu, ale přečteno nula bajtů
Dodatečné nanosekundy %d pro UNIXové časové razítko %lld jsou záporné.
Dodatečné nanosekundy %d pro UNIXové časové razítko %lld dosáhly 1 sekundy.
Vybalit prostředky ze souboru na standardní výstup
SOUBOR
SOUBOR CESTA
SOUBOR [CESTA]
Nelze alokovat paměť
Selhal přechod do složky „%s“ (%s)
Selhalo zavření popisovače souboru pro proces potomka (%s)
Selhalo vytvoření dočasné složky pro šablonu „%s“: %s
Nelze vytvořit soubor „%s“: %s
Selhalo vytvoření roury ke komunikaci s procesem potomka (%s)
Selhala funkce dup() v procesu potomka (%s)
Selhalo zduplikování popisovače souboru pro proces potomka (%s)
Selhalo spuštění procesu potomka (%s)
Selhalo spuštění procesu potomka „%s“ (%s)
Nelze spustit pomocný program (%s)
Nelze rozšířit řádek exec „%s“ pomocí URI „%s“
Selhalo vyhledání výchozí aplikace pro schéma URI „%s“
Selhalo vyhledání výchozí aplikace pro obsah typu „%s“
Selhalo rozvětvení procesu (%s)
Selhalo rozvětvení procesu potomka (%s)
Selhalo získání atributů souboru „%s%s%s%s“: selhala funkce fstat(): %s
Nelze získat atributy souboru „%s“: funkce fstat() selhala: %s
Selhalo načtení informací pro obsluhu „%s“
Nelze najít „%s“ v žádné ze zdrojových složek
Nelze nají „%s“ v aktuální složce
Selhalo namapování „%s%s%s%s“: selhala funkce mmap(): %s
Selhalo otevření souboru pro přemapování popisovače souboru (%s)
Nelze otevřít soubor „%s“: %s
Nelze otevřít soubor „%s“: funkce fdopen() selhala: %s
Selhalo otevření souboru „%s“: selhala funkce open(): %s
Selhalo zpracování hodnoty <default> pro typ „%s“:
Selhalo zpracování odpovědi DNS pro „%s“:
Nelze zpracovat „%-.*s“, což by mělo být číslo v znakové entitě (například &#234) – číslo je možná příliš velké
Selhalo čtení dat z procesu potomka
Nelze číst data z procesu potomka (%s)
Nezdařilo se přečíst dostatek dat z roury pid potomka (%s)
Selhalo čtení z roury potomka (%s)
Chyba při čtení ze souboru „%s“: %s
Nelze přečíst symbolický odkaz „%s“: %s
Nelze přejmenovat soubor „%s“ na „%s“: funkce g_rename() selhala: %s
Nelze změnit velikost výstupního proudu paměti
Selhalo nastavení „%s“ jako výchozí obsluhy pro „%s“: %s
Selhalo zplození procesu potomka „%s“ (%s)
Nelze zapisovat do souboru „%s“: funkce fsync() selhala: %s
Nelze zapisovat do souboru „%s“: funkce write() selhala: %s
Soubor %s s v prostředku nachází vícekrát
Souborový enumerator má nevykonanou operaci
Souborový enumerator je již uzavřen
Název souboru „%s“ se nezdařilo převést do UTF-16.
Názvy souborů nemohou obsahovat „%c“
Soubor „%s“ se nezdařilo otevřít: chyba Windows %lu
Soubor „%s“ je příliš velký
Systém souborů nepodporuje symbolické odkazy
Kořen systému souborů
První symbol řádku %d klíčenky na „%s“ s obsahem „%s“ má chybný formát
Následovat symbolické odkazy, připojení a zástupce.
Volby GApplication
GCredentials obsahuje neplatná data
GCredentials na tomto OS neobsahuje ID procesu
GCredentials na tomto OS není implementováno
%I:%M:%S
%a %-d. %B %Y, %H:%M:%S %Z
%d.%m.%Y
dop.
odp.
GSocketControlMessage nepodporováno na Windows
Generovat seznam závislostí
Generovat výstup ve formátu vybraného podle přípony v názvu cílového souboru
Generovat zdrojový kód, který se použije ve vašem zdrojovém kódu jako odkaz na soubor prostředků
Generovat hlavičkový soubor
Vypsat informace o souborovém systému
Vypsat nebo nastavit obsluhu pro typ MIME
Zobrazit nebo nastavit obsluhu pro typ MIME.
Získá hodnotu KLÍČE
OBSLUHA
Ověření HTTP proxy selhalo
Vyžadováno ověření HTTP proxy
Spojení přes HTTP proxy selhalo: %i
Spojení přes HTTP proxy není povoleno
Odpověď z HTTP proxy je příliš velká
Server HTTP proxy neočekávaně ukončil spojení.
Přepínače nápovědy:
Počítač není dostupný
Počítač není přes server SOCKSv5 dostupný.
Název počítače „%s“ obsahuje „[“, ale nikoliv „]“
Název počítače „%s“ je na protokol SOCKSv4 příliš dlouhý
Název počítače „%s“ je na protokol SOCKSv5 příliš dlouhý
Když není zadaná žádná obsluha, vypsat registrované a doporučené aplikace pro typ MIME. Když je obsluha zadaná, nastaví se jako výchozí obsluha pro typ MIME.
Ignorovat neexistující soubory, neptat se
Při odpojování nebo vysouvání ignorovat nedokončené operace se soubory
Ignorováno, kvůli kompatibilitě s GTestDbus
Tento soubor se ignoruje.
Neplatný znak v adrese URI
Neplatná zakódovaná adresa IP „%.*s“ v adrese URI
Neplatná internacionalizace názvu hostitele „%.*s“ v adrese URI
Do generovaných souborů závislostí zahrnout i fiktivní cíle
Neúplná vícebajtová posloupnost na vstupu
Vstupní datový proud neumí čtení
Vstupní datový proud neumí přeskakování
Celočíselná hodnota „%s“ pro %s je mimo rozsah
Celočíselná hodnota „%s“ je mimo rozsah
Název rozhraní je příliš dlouhý
Rozhraní nebylo nalezeno: %s
Vnitřní chyba proxy serveru SOCKSv5.
Vnitřní chyba: %s
Provést introspection vzdáleného objektu.
Provést introspection potomka
Neplatné kódování pomocí % v adrese URI
Poskytnut neplatný GSeekType
Neplatný řetězec typu GVariant „%s“
Neplatná adresa IPv6 „%.*s“ v adrese URI
V názvu je neplatný text v kódování UTF-8 – platné není „%s“
Neplatný typ atributu (očekáván bajtový řetězec)
Neplatný typ atributu (očekávány typy řetězec nebo neplatné)
Neplatný typ atributu (očekáván uint32)
Neplatný typ atributu (očekáván uint64)
Neplatný typ atributu „%s“
Neplatná posloupnost bajtů na vstupu převodu
Neplatná komprimovaná data
Neplatné datum/čas „%s“ v souboru se záložkami
Neplatná doména
Neplatná hodnota endianity. Očekávána 0x6c („l“) nebo 0x42 („B“), ale nalezena hodnota 0x%02x
Neplatný název rozšířeného atributu
Neplatný název souboru
Neplatný název souboru %s
Neplatný název skupiny: %s
Neplatný název počítače
Neplatný název klíče: %.*s
Neplatná verze hlavního protokolu. Očekávána 1, ale nalezena %d
Neplatný název „%s“: neplatný znak „%c“; pouze malá písmena, číslice a pomlčka („-“) jsou povoleny.
Neplatný název „%s“: maximální délka je 1024
Neplatný název „%s“: názvy musí začínat malým písmenem
Neplatný název „%s“: posledním znakem nemůže být pomlčka („-“).
Neplatný název „%s“: dvě po sobě následující pomlčky („--“) nejsou povoleny.
Neplatná číselná hodnota
Neplatný objekt, nebyl spuštěn
Neplatný název programu: %s
Neplatný požadavek na hledání
Neplatná posloupnost na vstupu převodu
Neplatný soket, spuštění selhalo kvůli: %s
Neplatný soket, nebyl spuštěn
Neplatný řetězec v poli argumentů na %d: %s
Neplatný řetězec v prostředí: %s
Zadaný symbolický odkaz je neplatný
Neplatná aktuální složka: %s
Spustit metodu na vzdáleném objektu.
Vyvolat akci na aplikaci
Zachovat u souboru, když je přesunut
Soubor klíče obsahuje na konci řádku znak změny
Soubor klíče obsahuje neplatnou únikovou sekvenci „%s“
Soubor klíče obsahuje klíč „%s“ ve skupině „%s“, který má neinterpretovatelnou hodnotu.
Soubor klíče obsahuje klíč „%s“, který má neinterpretovatelnou hodnotu.
Soubor klíče obsahuje klíč „%s“ s hodnotou „%s“, která není v UTF-8
Soubor klíče obsahuje „%s“, což není dvojice klíč-hodnota, skupina ani komentář
Soubor klíče obsahuje nepodporované kódování „%s“
Soubor klíče nemá skupinu „%s“
Soubor klíče nemá klíč „%s“ ve skupině „%s“
Soubor klíče nezačíná skupinou
Klíč „%s“ ve skupině „%s“ má hodnotu „%s“, když byla očekávána „%s“
Pár klíč/hodnota %d, „%s“, v prvku adresy „%s“ neobsahuje znak rovná se
Pár klíč/hodnota %d, „%s“ v prvku adresy „%s“ nesmí mít prázdný klíč
UMÍSTĚNÍ
Spustit aplikaci
Spustit aplikaci ze souboru .desktop
Spustit aplikaci ze souboru .desktop, případně ji při tom předat volitelný argument s názvem souboru.
Spustit aplikaci (a otevřít v ní volitelné soubory)
Ve vstupní vyrovnávací paměti zbyla nepřevedená data
Délka %u je pro adresu příliš dlouhá
Řádek %d klíčenky na „%s“ s obsahem „%s“ má chybný formát
Vypsat
Vypsat aplikace
Vypsat dostupné akce
Vypsat obsah složek v podobě stromu.
Vypsat soubory v koši včetně jejich původního umístění
Vypíše klíče a hodnoty, rekurzivně Není-li zadáno SCHÉMA, vypíše všechny klíče
Vypsat prostředky Je-li zadán ODDÍL, jsou vypsány pouze prostředky v tomto oddíle Je-li zadána CESTA, jsou vypsány jen odpovídající prostředky
Vypsat prostředky včetně podrobností Je-li zadán ODDÍL, jsou vypsány pouze prostředky v tomto oddíle Je-li zadána CESTA, jsou vypsány jen odpovídající prostředky Podrobnosti zahrnují oddíl, velikost a komprimaci
Vypsat oddíly obsahující prostředky v SOUBORU ve formátu elf
Vypsat statické akce svázané s aplikací (ze souboru .desktop)
Vypíše potomky SCHÉMATU
Vypsat obsah umístění
Vypsat obsahy umístění.
Vypíše nainstalovaná (nepřemístitelná) schémata
Vypsat nainstalované aktivovatelné aplikace D-Bus (podle souborů .desktop)
Vypíše nainstalovaná přemístitelná schémata
Vypíše klíče ve SCHÉMATU
Vypsat zapisovatelné atributy
Naslouchající je již uzavřen
Vypsat obsah umístění ve stromu
Zadané umístění nezačíná trash:///
Není zadáno umístění
Zpráva METHOD_CALL: pole se záhlavím PATH nebo MEMBER schází
Zpráva METHOD_RETURN: pole se záhlavím REPLY_SERIAL schází
TYP_MIME
Poškozený paket DNS
Chybná vstupní data u GFileIcon
Chybný počet tokenů (%d) v kódování GEmblem
Chybný počet tokenů (%d) v kódování GEmblemedIcon
Chybné číslo verze: %s
Nesmyslná párová kombinace klíč/hodnota v záznamu s adresou „%s“
Nelze měnit velikost výstupního proudu paměti
Tělo zprávy má podpis „%s“, ale záhlaví s podpisem neexistuje
Tělo zprávy má podpis typu „%s“, ale podpis v poli se záhlavím je „%s“
Tělo zprávy je prázdné, ale podpis v poli se záhlavím je „(%s)“
Vektory zprávy jsou příliš rozsáhlé
Název metody a rozhraní
Metoda „%s“ na rozhraní „%s“ s podpisem „%s“ neexistuje
Metoda „%s“ vrátila typ „%s“, ale očekáván byl „%s“
Schází argument
Chybí parametr %s
Schází „=“ a hodnota parametru
Sleduje změny KLÍČE. Není-li zadán KLÍČ, sleduje všechny klíče ve SCHÉMATU. Sledování zastavíte použitím ^C.
Sledovat složku (výchozí: závisí na typu)
Sledovat soubor (výchozí: závisí na typu)
Sledovat soubor přímo (všimne si i změn přes tvrdé odkazy)
Sledovat vzdálený objekt.
Sledovat události
Sledovat soubory a složky ohledně změn
Sledovat soubory nebo složky ohledně změn
Sledovat soubor přímo, ale nehlásit změny
Připojit skrytý svazek TCRYPT
Připojit systémový svazek TCRYPT
Připojit jako připojitelný
Připojit nebo odpojit umístění
Připojit nebo odpojit umístění.
Připojit svazek odpovídající souboru zařízení nebo jinému identifikátoru
Přesunování mezi připojeními není podporováno
Přesunout soubory nebo složky do koše
Přesunout jeden nebo více souborů
Přesunout jeden nebo více souborů ze ZDROJE do CÍLE.
Přesunout/obnovit soubory nebo složky do/z koše.
Určeno více koncových bodů spojení
Musíte zadat jeden typ MIME a případně obsluhu
NÁZEV
Název souboru se závislostmi, který se má vygenerovat
Název výstupního souboru
Vyžadováno více na vstupu
Síť není dostupná
Síť není přes server SOCKSv5 dostupná.
NetworkManager neběží
NetworkManager je v příliš staré verzi
Nenásledovat symbolické odkazy
Neexistuje žádné <key name='%s'> k přepsání
Záznam DNS požadovaného typu pro „%s“ neexistuje
V záložce URI „%s“ není definován žádný typ MIME
Nebyl nalezen žádný certifikát kódovaný jako PEM.
Nebyl nalezen žádný soukromý klíč kódovaný jako PEM.
Není zadána žádná adresa
Žádná aplikace není zaregistrována k obsluze tohoto souboru
Žádná aplikace s názvem „%s“ nezaregistrovala záložku „%s“
Nebyla nalezena záložka URI „%s“
Neurčen žádný koncový bod spojení
Pro „%s“ není žádná výchozí aplikace
Nebylo zadán žádný soubor .desktop
Nebylo zadán žádný cíl
Pro soubor zařízení není žádné médium
V záložce URI „%s“ nejsou nastavené žádné skupiny
Nebylo zadáno žádné umístění
V záložce URI „%s“ nebyl definován žádný soukromý příznak
Žádné aplikace nejsou doporučené
Nejsou registrované žádné aplikace
Žádné soubory schémat nenalezeny: nebude se nic dělat.
Žádné soubory schémat nenalezeny: odstraněn existující výstupní soubor.
Nejsou nainstalována žádná schémata
Ve zprávě není hlavička s podpisem, ale tělo zprávy má %u bajt
Ve zprávě není hlavička s podpisem, ale tělo zprávy má %u bajty
Rozhraní „%s“ neexistuje
Rozhraní „%s“na objektu na cestě %s neexistuje
Rozhraní „org.freedesktop.DBus.Properties“ na objektu na cestě %s neexistuje
Klíč „%s“ neexistuje
Klíč „%s“ neexistuje ve schématu „%s“, jak bylo určeno v přepisovacím souboru „%s“, a přitom bylo zadáno --strict; ukončuje se.
Klíč „%s“ neexistuje ve schématu „%s“, jak bylo určeno v přepisovacím souboru „%s“; přepisování bude pro tento klíč ignorováno.
Metoda „%s“ neexistuje
Vlastnost „%s“ neexistuje
Schéma „%s“ neexistuje
Není podpora pro hromadné vysílání určené zdrojem IPv4
Není podpora pro hromadné vysílání určené zdrojem IPv6
Není podpora pro hromadné vysílání určené zdrojem
Nebyla zadána žádná cílová složka
Název třídy %s nemá typ
Nebyly nalezeny žádné platné adresy
V datových složkách nebyl nalezen platný soubor záložek
Pro dané ID není žádný svazek
Znak mimo standard UTF-8 v adrese URI
Není obyčejným souborem
Neautorizováno ke změnám ladicích nastavení
Nedostatek paměti
Adresa soketu nemá dostatek místa
Cíl nemá dostatek místa
Ovládací zpráva nebyla očekávána, ale obdrženo %d
Poznámka pro přepínač --restore: pokud původní umístění vyhozeného souboru momentálně existuje, nebude přepsáno, ledaže použijete přepínač --force.
Počet popisovačů souborů ve zprávě (%d) se liší od pole v hlavičce (%d)
Číslo „%s“ je mimo meze [%s, %s]
V cestě „%s“ objekt neexistuje
Cesta objektu, na kterou se má vyslat signál
Cesta objektu, u které provést introspection
Cesta objektu, u kterého se má spustit metoda
Cesta objektu určená ke sledování
Nezapadající znak „%s“, po názvu atributu „%s“ prvku „%s“ bylo očekáváno „=“
Nezapadající znak „%s“, byl očekáván znak „>“ k ukončení značky empty-element „%s“
Nezapadající znak „%s“, bylo očekáváno „>“ nebo „/“ k ukončení počáteční značky prvku „%s“, nebo případně atribut; pravděpodobně jste použili neplatný znak v názvu atributu
Nezapadající znak „%s“, po znaku rovnítka při udávání hodnoty atributu „%s“ prvku „%s“ byly očekávány uvozovky
Vytvořit, jen když neexistuje
Uvnitř <%2$s> je povolen jen jeden prvek <%1$s>
Vypsat pouze vlastnosti
Otevřít soubory pomocí výchozí aplikace
Otevřít soubory pomocí výchozí aplikace, která je registrovaná k obsluze souborů tohoto typu.
Operace není podporována
Operace byla zrušena
Volitelný cíl signálu (jedinečný název)
Volitelný parametr k akci vyvolání ve formátu GVariant
Volitelné relativní nebo absolutní názvy souborů nebo adresy URI, které se mají otevřít
Volby určující koncový bod spojení
Přepínače:
Výstupní datový proud neumí zápis
Přepis pro klíč „%s“ ve schématu „%s“ v přepisovacím souboru „%s“ není v seznamu platných možností a přitom bylo zadáno --strict; ukončuje se.
Přepis pro klíč „%s“ ve schématu „%s“ v přepisovacím souboru „%s“ není v seznamu platných možností; přepisování bude pro tento klíč ignorováno.
Přepis pro klíč „%s“ ve schématu „%s“ v přepisovacím souboru „%s“ je mimo rozsah zadaný ve schématu a přitom bylo zadáno --strict; ukončuje se.
Přepis pro klíč „%s“ ve schématu „%s“ v přepisovacím souboru „%s“ je mimo rozsah zadaný ve schématu; přepisování bude pro tento klíč ignorováno.
Přepsat ID aplikace
PARAMETR
CESTA
Knihovna PCRE je přeložena s nekompatibilními volbami
Knihovna PCRE byla přeložena bez podpory UTF-8
Porovnávací prvky POSIX nejsou podporovány
třídy nazvané po POSIX nejsou uvnitř třídy podporovány
Analyzovaná hodnota „%s“ varianty není platným podpisem D-Bus
Analyzovaná hodnota „%s“ není platná cesta objektu D-Bus
Analyzovaná hodnota „%s“ není platný podpis D-Bus
Analyzovaná hodnota „%s“ není platným podpisem D-Bus (pro tělo)
Částečná posloupnost znaků na konci vstupu
Cesta musí začínat lomítkem (/)
Cesta musí končit lomítkem (/)
Cesta nesmí obsahovat dvě po sobě jdoucí lomítka (//)
Oprávnění složky „%s“ mají chybný formát. Očekáván režim 0700, obdržen 0%o
Roury nejsou na této platformě podporovány
Port „%.*s“ v adrese URI je mimo rozsah
Zachovat všechny atributy
Vypsat XML
Vypsat adresu
Vypsat adresu v režimu shellu
Vypisovat zobrazované názvy
Vypsat úplné adresy URI
Vypsat nápovědu
Vypsat nový etag a skončit
Vypsat verzi
Vypsat informace o verzi a skončit
Vypsat informace o verzi a skončit.
Před přepsáním se dotázat
Vlastnost „%s“ není ke čtení
Vlastnost „%s“ není zapisovatelná
Protokol proxy „%s“ není podporován.
Není podporován pokus o proxy přes spojení, které není založeno na TCP.
Dotáže se na popis KLÍČE
Dotáže se na rozsah platných hodnot KLÍČE
Text v uvozovkách nezačíná uvozovkami
Číst a ukládat ze standardního vstupu
Číst ze standardního vstupu a uložit do CÍLE.
Přijat neplatný popisovač souboru
Přijímání popisovače souboru není podporováno
Doporučené aplikace:
Registrované aplikace:
Přejmenovat soubor
Přejmenovat soubor.
Přejmenování bylo úspěšné. Nová adresa URI je: %s
Nahradit běžící instanci
Hlásit přesuny a přejmenování jako oddělené události smazání/vytvoření
Požadováno hledání před počátkem proudu
Požadováno hledání za ukončením proudu
Nastaví KLÍČ na výchozí hodnotu
Resetovat všechny klíče ve SCHÉMATU na výchozí hodnoty
Nezdařilo se přejmenovat soubor s prostředky
Obnovit soubory z koše do jejich původního umístění (může případně znovu vytvořit složky)
Spustit službu dbus
SCHÉMA[:CESTA]
SCHÉMA[:CESTA] KLÍČ
SCHÉMA[:CESTA] KLÍČ HODNOTA
SCHÉMA[:CESTA] [KLÍČ]
SCHÉMA
ODDÍL
Kontext SELinux nesmí být prázdný.
V tomto systému není SELinux povolen
Zpráva SIGNAL: pole se záhlavím PATH, INTERFACE nebo MEMBER schází
Zpráva SIGNAL: pole se záhlavím INTERFACE používá rezervovanou hodnotu org.freedesktop.DBus.Local
Zpráva SIGNAL: pole se záhlavím PATH používá rezervovanou hodnotu /org/freedesktop/DBus/Local
SOCKSv4 nepodporuje adresy IPv6 „%s“
Ověření SOCKSv5 selhalo z důvodu chybného uživatelského jména nebo hesla.
Spojení SOCKSv5 není povoleno zadaným pravidlem.
SOCKSv5 proxy nepodporuje poskytnutý typ adresy.
SOCKSv5 proxy nepodporuje příkaz „connect“.
ZDROJ
Schéma „%s“ není přemístitelné (cesta nesmí být určena)
Schéma „%s“ je přemístitelné (cesta musí být určena)
Druhý symbol řádku %d klíčenky na „%s“ s obsahem „%s“ má chybný formát
Posouvání není v proudu podporováno
Posouvání není v datovém proudu podporováno
Odesílání popisovače souboru není podporováno
Služba, která se má aktivovat před čekáním na jinou službu (oficiálně známý název)
Služba dbus sezení neběží a automatické spuštění selhalo
Nastavit atribut souboru
Nastavit souborový atribut UMÍSTĚNÍ.
Nastaví hodnotu KLÍČE k HODNOTĚ
Nastavitelné atributy:
Nastavení aplikace, jako poslední použité pro daný typ, není zatím podporováno
Nastavení atributu %s není podporováno
Nastavení výchozích aplikací není podporováno
Několik předešlých hesel nebylo zadáno správně a po dalším nesprávně zadaném hesle bude přístup zablokován.
Zobrazit volby GApplication
Zobrazit všechny přepínače nápovědy
Zobrazit doplňující informace
Zobrazit přepínače nápovědy
Zobrazit skryté soubory
Zobrazit informace o umístěních
Zobrazit informace o umístění
Zobrazit verzi programu a skončit
Zobrazovat průběh
Název signálu a rozhraní
Byla nalezena hlavička podpisu, ale není typu podpis
Byla nalezena hlavička podpisu s podpisem „%s“, ale tělo zprávy je prázdné
Časový limit V/V soketu vypršel
Soket je již ukončen
Zdrojový proud je již ukončen
splice() není podporováno
Zastavit médium odpovídající souboru zařízení
Datový proud nepodporuje query_info
Proud má otevřenou operaci
Proud je již uzavřen
Součet vektorů předaných do %s je příliš velký
Symbolické odkazy nejsou podporovány
Knihovna TLS neimplementuje zjišťování vazeb TLS
Podpora TLS není dostupná
TYP
Cíl %s není složka
Cílový soubor existuje
Cílový soubor je složka
Cílový soubor není obyčejným souborem
Šablona „%s“ neobsahuje XXXXXX
Šablona „%s“ je neplatná, neměla by obsahovat „%s“
Dočasně není možné vyřešit „%s“
Text skončil před nalezením odpovídajících uvozovek znakem %c. (Text zněl „%s“)
Text skončil právě za znakem „\“. (Text zněl „%s“)
Text nemůže být umístěn uvnitř <%s>
Text je prázdný (nebo obsahuje pouze mezery)
SOCKSv5 vyžaduje metodu ověření nepodporovanou v GLib.
SOCKSv5 proxy vyžaduje ověření.
Proxy server SOCKSv5 používá neznámý typ adresy.
URI „%s“ obsahuje nesprávně změněné znaky
Adresa URI „%s“ je neplatné
Adresa URI „%s“ není absolutní URI používající schéma „file“
Název akce, kterou chcete vyvolat
Atributy, které se mají vypsat
Příkaz, ke kterému vypsat podrobnou nápovědu
Spojení bylo ukončeno
Tato knihovna TLS nepodporuje PKCS #12.
Složka, ze které mají být čteny soubory odkazované v SOUBOR (výchozí je aktuální složka)
Etag souboru, který je přepisován
Soubor byl externě pozměněn
Daná adresa je prázdná
Název počítače v adrese URI „%s“ je neplatný
Klíč není zapisovatelný
Spouštěcí příkaz není v současnosti na této platformě podporován
Adresa URI „%s“ místního souboru nesmí obsahovat „#“
Číselný PIM pro odemykání svazku VeraCrypt
Zadané heslo není správné.
Cesta seznamu musí končit „:/“
Název cesty „%s“ není absolutní cestou
Poskytnutá hodnota je mimo platný rozsah
Prostředek v „%s“ neexistuje
Selhala dekomprimace prostředku v „%s“
Prostředek v „%s“ není složka
Server není proxy serverem SOCKSv4.
Server není proxy serverem SOCKSv5.
Řetězec „%s“ není platné D-Bus GUID
Kompilátor C pro cíl (výchozí: proměnná prostředí CC)
Danou platformu GCredentials nepodporuje
Tento GTlsBackend nepodporuje vytváření certifikátů PKCS #11.
Celý tento soubor byl ignorován.
Toto je poslední možnost zadat heslo správně před tím, než bude přístup zablokován.
Časový limit v sekundách
Časové omezení čekaní, po kterém se skončí s chybou (v sekundách). 0 znamená bez omezení (výchozí)
Časový limit vypršel
%s poskytnut příliš vysoký počet
Příliš mnoho atributů v prvku „%s“
Přeneseno %s z %s (%s/s)
Název přenosu v prvku adresy „%s“ nesmí být prázdný
Zahozené není podporováno
Přesouvání do koše na svazku připojeném interně systémem není podporováno
Oříznutí není možné ve vstupním datovém proudu
Zkrácování není v proudu podporováno
Oříznutí není v datovém proudu podporováno
Typ %s neimplementuje from_tokens() v rozhraní GIcon
Typ %s neimplementuje rozhraní GIcon
Typ %s není mezi třídami
Typ zprávy „%s“ se neshoduje s očekávaným typem „%s“
Typ atributu
UNIXové časové razítko %lld se nevleze do 64 bitů.
UNIXové časové razítko %lld je mimo rozsah podporovaný Windows.
Adresa URI není absolutní a není poskytnuta žádná základní URI
Adresa URI „%s“ nemá část s hostitelem
Adresa URI „%s“ není absolutní
Nelze vytvořit soket: %s
Nelze vytvořit složku koše %s: %s
Nelze vytvořit informační soubor o koši pro %s: %s
Nelze nalézt výchozí typ sledování místního souboru
Nezdařilo se najít nebo vytvořit složku koše %s pro vyhození %s
Nezdařilo se najít původní cestu
Nezdařilo se najít terminál vyžadovaný pro aplikaci
Nezdařilo se najít složku nejvyšší úrovně pro vyhození %s
Nelze získat profil hardwaru: %s
Nelze získat nevyřízenou chybu:
Nezdařilo se načíst aplikaci „%s“: %s
Nelze načíst %s: %s
Nezdařilo se načíst informace o aplikaci pro „%s“
Nezdařilo se načíst „%s“: %s
Nezdařilo se přesunout soubory do jejich původního umístění:
Nelze číst pověření k soketu: %s
Nezdařilo se vytvořit původní umístění:
Nelze načíst vlastnost %s.%s
Nezdařilo se odeslat zprávu: %s
Nelze nastavit vlastnost %s.%s
Nelze ukončit soket: %s
Nelze zahodit soubor %s do koše
Nelze zahodit soubor %s do koše mimo hranice souborového systému
Nelze zahodit soubor %s do koše: %s
Neočekávaný atribut „%s“ prvku „%s“
Neočekávaný časný konec proudu
Neočekávaná chyba v g_io_channel_win32_poll() při čtení dat z procesu potomka
Neočekávaná chyba při čtení dat z procesu potomka (%s)
Neočekávaná chyba v waitpid() (%s)
Neočekávaně scházející obsah při pokusu o (bezpečné) přečtení řádku
Neočekávaně scházející obsah při pokusu o přečtení řádku
Neočekávaná odpověď %d od metody StartServiceByName(„%s“)
Neočekávaná značka „%s“ v „%s“
Neočekávaná značka „%s“, byla očekávána značka „%s“
Neočekávaný typ pomocných dat
Neznámá chyba SOCKSv5 proxy.
Neznámý typ sběrnice %d
Neznámý příkaz „%s“
Neznámá chyba při běhu procesu potomka „%s“
Byla zadána neznámá rodina
Neznámý přepínač %s
Neznámý nebo nepodporovaný přenos „%s“ adresy „%s“
Neznámá volba zpracování „%s“
Byl zadán neznámý protokol
Neznámý typ
Nenalezena uzavírací uvozovka v příkazovém řádku nebo jiném uvozeném textu
Odpojit
Odpojit všechna připojení se zadaným schématem
Bez názvu
Nereprezentovatelný znak na vstupu převodu
Zrušit nastavení zadaného atributu
Blíže neurčené selhání vyhledávání v proxy
Nalezeny nepodporované příznaky při vytváření spojení na straně klienta
Nepodporovaný klíč „%s“ v záznamu s adresou „%s“
Nepodporovaná adresa soketu
Nepodporovaná rodina soketů
Použití:
Použití: gresource %s%s%s %s %s
Použití: gresource [--section ODDÍL] PŘÍKAZ [ARGUMENTY…] Příkazy: help Zobrazit tyto informace sections Vypsat oddíly s prostředky list Vypsat prostředky details Vypsat prostředky včetně prodrobností extract Vybalit prostředky Další informace získáte zadáním „gresource help PŘÍKAZ“.
Použití: gsettings [--schemadir SLOŽKA_SCHÉMAT] %s %s %s
Podrobnou nápovědu získáte spuštěním %s.
Použít dlouhý formát výpisu
Při ověřování použít anonymního uživatele
Používat pro tento cíl výchozí oprávnění
Podrobnou nápovědu získáte spuštěním „%s help PŘÍKAZ“.
ID uživatele musí být stejné pro klienta i server
Uživatelské jméno je příliš dlouhé na protokol SOCKSv4
Uživatelské jméno nebo heslo je příliš dlouhé na protokol SOCKSv5.
HODNOTA
V složkách hledání nelze najít platný soubor klíče
Hodnota je zanořená příliš hluboko
Není určena hodnota
Hodnotu „%s“ nelze interpretovat jako pravdivostní hodnotu.
Hodnotu „%s“ nelze interpretovat jako reálné (plovoucí) číslo.
Hodnotu „%s“ nelze interpretovat jako číslo.
Čekat, než se objeví název sběrnice.
Čeká se na stav soketu: %s
Zamýšlel se přečíst %lu bajt, ale obdrženo %lu
Zamýšlely se přečíst %lu bajty, ale obdrženo %lu
Varování: Podle introspektivních dat rozhraní „%s“ neexistuje
Varování: Podle introspektivních dat metoda „%s“ neexistuje na rozhraní „%s“
Varování: Schéma „%s“ má cestu „%s“. Cesty začínající „/apps/“, „/desktop/“ nebo „/system/“ jsou zavržené.
Varování: nedefinovaný odkaz na <schema id='%s'/>
Sledovat události připojení
Při vytváření omezit přístup jen na aktuálního uživatele
Při nahrazování nahradit, jako by cíl neexistoval
Kam ukládat soubor gschemas.compiled
Jmenné prostory zapisovatelných atributů:
Nesprávné argumenty
Chybný počet tokenů (%d)
Měl by být zadán právě jeden název složky
Měl by být zadán právě jeden název souboru
[ARGUMENTY…]
[PŘÍKAZ]
[PŘEPÍNAČ…]
[PŘEPÍNAČ…] NÁZEV-SBĚRNICE
[CESTA]
[SCHÉMA[:CESTA]]
\ na konci vzorku
\C není dovoleno ve zpětném výroku
\N není podporováno ve třídě
\c na konci vzorku
po \c nesmí následovat znak ASCII
po \g nenásleduje název nebo číslo ve složené nebo lomené závorce nebo v uvozovkách, nebo nenulové číslo
po \k nenásleduje název ve složené nebo lomné závorce nebo v uvozovkách
číslovaná reference nesmí být nula
dub
srp
pro
úno
led
čec
čen
bře
kvě
lis
říj
zář
pá
po
so
ne
čt
út
st
název aplikace musí následovat po ID aplikace
akce podporují nanejvýš jeden parametr
alias cíle „%s“ není v <choices>
alias cíle „%s“ není ve výčtovém typu
argument není povolen u (*ACCEPT), (*FAIL) nebo (*COMMIT)
po (?( očekáván výrok
atributy:
zpětné odkazy coby podmínky nejsou podporované u částečného porovnávání
dosažen limit zpětného vyhledávání
chybný offset
bity
bajt
bajty
znaková hodnota v posloupnosti \x{…} je příliš vysoká
přetečení kódu
podmínková skupina obsahuje více než dvě větve
poškozený objekt
nezdařilo se získat místní adresu: %s
nezdařilo se získat vzdálenou adresu: %s
nezdařilo se naslouchání: %s
vytváří se GSocket z fd: %s
rozdílné názvy podřazených vzorků stejného čísla nejsou povoleny
očekávána číslice
zobrazovaný název: %s
mechanika neumí vysouvání
mechanika neumí vysouvací funkce eject nebo eject_with_operation
mechanika neumí dotazování na média
mechanika neumí spuštění
mechanika neumí zastavení
chyba při analyzování parametru akce: %s
chyba při odesílání zprávy %s aplikaci: %s
hodnoty příznaků musí mít nastavený alespoň 1 bit
duben
srpen
prosinec
únor
leden
červenec
červen
březen
květen
listopad
říjen
září
dubna
srpna
prosince
února
ledna
července
června
března
května
listopadu
října
pátek
pondělí
sobota
neděle
čtvrtek
úterý
středa
g_socket_get_credentials není u tohoto OS implementováno
cat z gio funguje úplně stejně jako tradiční příkaz cat, ale namísto lokálních souborů používá umístění GIO: například můžete pro umístění použít něco jako smb://server/cesta/soubor.txt
copy z gio funguje úplně stejně jako tradiční příkaz copy, ale používá namísto lokálních souborů umístění GIO: například můžete pro umístění použít něco jako smb://server/cesta/soubor.txt.
info z gio je podobné jako tradiční příkaz ls, ale používá namísto lokálních souborů umístění GIO: například můžete pro umístění použít něco jako smb://server/cesta/soubor.txt. Atributy souboru lze zadat jejich názvy GIO: např. standard::icon, nebo jednoduše pomocí jmenného prostoru, např. unix, nebo pomocí „*“, která odpovídá všem atributům.
list z gio funguje úplně stejně jako tradiční příkaz ls, ale používá namísto lokálních souborů umístění GIO: například můžete pro umístění použít něco jako smb://server/cesta/soubor.txt. Atributy souboru lze zadat jejich názvy GIO: např. standard::icon.
mkdir z gio je podobný jako tradiční příkaz mkdir, ale používá namísto lokálních souborů umístění GIO: například můžete pro umístění použít něco jako smb://server/cesta/moje_složka.
move z gio je podobný jako tradiční příkaz mv, ale používá namísto lokálních souborů umístění GIO: například můžete pro umístění použít něco jako smb://server/cesta/soubor.txt.
očekávána šestnáctková číslice
očekávána šestnáctková číslice nebo „}“
skrytý
nedovolený symbolický odkaz
neslučitelné volby NEWLINE
neplatný název akce: „%s“ názvy akcí mohou obsahovat pouze alfanumerické znaky, „-“ a „.“
neplatné ID aplikace: „%s“
neplatná posloupnost pro změnu ve znakové třídě
je požadována l10n, ale není uvedena doména gettext
S příkazem list-actions lze použít pouze ID aplikace
místní cesta: %s
zpětný výrok není pevné délky
chybně utvořená posloupnost \P nebo \p
nesprávně utvořené číslo nebo název po (?(
je požadován příslušný režim, který ale nebyl zkompilován pro JIT
po komentáři schází znak )
schází název podřazeného vzorku po (?&
schází koncový znak )
schází koncový znak ] znakové třídy
schází ukončovací člen v názvu podřazeného vzorku
v symbolickém odkazu chybí „<“
připojené neumí odhad typu obsahu
připojené neumí synchronní odhad typu obsahu
připojené neumí vysouvací operaci „eject“
připojené neumí vysouvací operaci „eject“ nebo „eject_with_operation“
připojené neumí operaci opakovaného připojení „remount“
připojené neprovádí odpojovací operaci „unmount“
připojené neumí odpojovací operaci „unmount“ nebo „unmount_with_operation“
název je příliš dlouhý v (*MARK), (*PRUNE), (*SKIP) nebo (*THEN)
název: %s
přezdívka musí mít nejméně 2 znaky
nic k opakování
číslo je příliš velké
číslo v {} quantifier je příliš vysoké
čísla v {} quantifier nejsou v pořádku
osmičková hodnota je větší než \377
nedostatek paměti
přetečení přijímaných informací překládaného pracovního prostoru
v předchozím kroku kontrolovaný odkazovaný podřazený vzorek nenalezen
rozsah ve znakové třídě není v pořádku
dosažen limit rekurze
rekurzivní smyčka
odkaz na neexistující podřazený vzorek
regulární výraz je příliš dlouhý
velikost:
určení zdroje není adresa IPv4
osamocené koncové „\“
název podřazeného vzorku je příliš dlouhý (maximem je 32 znaků)
symbolický odkaz nesmí být prázdný
text nemůže být umístěn uvnitř <%s>
vzorek obsahuje položky nepodporované u částečného porovnávání
příliš mnoho nazvaných podřazených vzorků (maximem je 10 000)
uveden překladový kontext pro hodnotu bez povolené l10n
dva nazvané podřazené vzorky mají stejný název
typ je INVALID
typ: %s
nelze se připojit k D-Bus: %s
nelze nalézt soubor desktop pro aplikaci %s
neukončený symbolický odkaz
připojené unixové svazky: %s%s %s %s %s
neplatný název třídy POSIX
neznámá chyba
neznámá úniková sekvence
neznámý název vlastnosti po \P či \p
neznámý příkaz: %s
nerozpoznaný znak po (? nebo (?-
nerozpoznaný znak pře (?P
nerozpoznaný znak následuje po \
nepodporovaná kategorie l10n: %s
adresa uri: %s
value='%s' již bylo určeno
svazek neumí vysouvací operaci eject
svazek neumí vysouvací operaci eject nebo eject_with_operation
svazek neumí připojení
symbolický odkaz o nulové délce
„%s“ není číslo se znaménkem
„%s“ není platný znak po znaku „<“; nesmí jím začínat název prvku
„%s“ není platný znak po znacích „</“; znakem „%s“ nesmí začínat název prvku
„%s“ není povoleným znakem po ukončovacím názvu prvku „%s“; povoleným znakem je „>“
„%s“ není platným názvem
„%s“ není platným názvem: „%c“
„%s“ není číslo bez znaménka
„%s“ nelze použít s argumenty
„version“ nepřebírá žádné argumenty
Napište identifikátor uživatele (user ID). Ukončete prázdným řádkem:
GnuPG potřebuje sestrojit uživatelské ID, aby bylo možné rozpoznat váš klíč.
Vyberte obrázek, který bude použit jako Vaše fotografické ID. Obrázek musí být ve formátu JPEG. Nezapomeňte, že obrázek bude uložen ve Vašem veřejném klíči - velký obrázek bude mít za následek velmi velký veřejný klíč ! Vhodná velikost obrázku je asi 240x288.
Podporované algoritmy:
Aby bylo možné rozpoznat váš klíč, musíte znát identifikátor uživatele; program jej složí z vašeho jména a příjmení, komentáře e-mailové adresy v tomto tvaru: „Magda Prochazkova (student) <magda@domena.cz>“
alias
alias „%s“
vydavatel „%s“
použití %s klíče %s
importováno: %lu
beze změn: %lu
nové podklíče: %lu
důvěryhodných certifikátů: %u (%u,%u,%u,%u)
nová ID uživatelů: %lu
neimportováno: %lu
bez ID uživatele: %lu
"%s": předvolby pro šifrovací algoritmus %s
"%s": předvolby pro komprimační algoritmus %s
"%s": předvolby pro podepisovací algoritmus %s
Není jisté, zda tento podpis patří vlastníkovi.
Tento podpis je pravděpodobně PADĚLANÝ.
Nic nenaznačuje tomu, že tento podpis patří vlastníkovi klíče.
To může znamenat, že podpis je padělaný.
nové podpisy: %lu
Sériové číslo karty =
Otisk klíče =
Otisk podklíče:
přečtené tajné klíče: %lu
přeskočeny nové klíče: %lu
odstraněné uživatelské ID: %lu
za běhu zapamatovaných certifikátů: %u
odstraněné podpisy: %lu
přeskočeny klíče PGP2: %lu
(%c) Konec
(%c) Zapnout/vypnout schopnost autentizovat
(%c) Zapnout/vypnout schopnost šifrovat
(%c) Zapnout/vypnout schopnost podepisovat
(%d) DSA (nastavit si vlastní použití)
(%d) DSA (pouze pro podpis)
(%d) DSA a Elgamal
(%d) ECC a ECC
(%d) Elgamal (pouze pro šifrování)
(%d) Existující klíč
(%d) Klíč existující na kartě
(%d) RSA (pouze pro šifrování)
(%d) RSA (nastavit si vlastní použití)
(%d) RSA (pouze pro podpis)
(%d) RSA a RSA (implicitní)
(%d) šifrovat
(%d) podepisovat
(%d) podepisovat, šifrovat
(0) Neodpovím.%s
(1) Nijak jsem to nekontroloval(a).%s
(1) Podepisovací klíč
(2) Šifrovací klíč
(2) Částečně jsem to ověřil(a).%s
(3) Autentizační klíč
(3) Velmi pečlivě jsem to ověřil(a).%s
vydavatel =
nové revokace klíčů: %lu
%d = Nedůvěřuji
%d = Nevím nebo neřeknu
%d = Důvěřuji úplně
%d = Důvěřuji částečně
%d = Důvěřuji absolutně
( vydavatel platný od
( podpis vytvořen
(%d) ECC (pouze pro šifrování)
(%d) ECC (nastavit si vlastní použití)
(%d) ECC (pouze pro podpis)
( certifikát vytvořen
( certifikát planý od
otisk SHA1 = %s
Protože pravidlo této vazby bylo „auto“, bylo změněno na „ask“ (zeptat se).
Nelze podepsat.
m = zpět do hlavního menu
u = ukončit
s = přeskočit tento klíč
importované tajné klíče: %lu
subjekt =
(vymazáno %d počítadlo platnosti)
(vymazána %d počítadla platnosti)
(%lu podpis)
(%lu podpisy)
(ukončete prázdným řádkem):
(ID hlavního klíče %s)
(neexportovatelné)
(neodvolatelné)
(volitelné; ukončete prázdným řádkem):
– přeskočeno
CHYBA: CRL nebude použit
CHYBA: CRL nebude použit, protože i po aktualizaci byl příliš starý!
CHYBA: CRL nebude použit kvůli neznámému kritickému rozšíření!
CHYBA: Tento zapamatovaný CRL byl možná pozměněn!
Otisk primárního klíče:
POZOR: neplatná délka záznamu keše
tajné klíče nezměněny: %lu
„%s“ není otisk
„%s“ není řádný otisk
„%s“ není správná e-mailová adresa
„%s“ není primární otisk
„%s“ není ID klíče: přeskočeno
„%s“ je již lokálně podepsán klíčem %s
„%s“ je již podepsán klíčem %s
# Seznam přidělených hodnot důvěry, vytvořen %s # (Použijte „gpg --import-ownertrust“ k jeho obnově)
Do trvalého uzamčení karty zůstává %d pokus na zadání PINu správce
Do trvalého uzamčení karty zůstávají %d pokusy na zadání PINu správce
%d špatný podpis
%d špatné podpisy
%d dobrý podpis
%d dobré podpisy
zpracován %d klíč
zpracovány %d klíče
%d podpis neověřen, protože chybí klíč
%d podpisy neověřeny, protože chybí klíče
%d podpis neověřen, protože došlo k chybě
%d podpisy neověřeny, protože došlo k chybám
%lld~dne
%lld~dnů
%lld~hodiny
%lld~hodin
%lld~minuty
%lld~minut
%lld~měsíce
%lld~měsíců
%lld~sekundy
%lld~sekund
%lld~týdne
%lld~týdnů
%lld~roku
%lld~roků
%lu klíč uložen v keši
%lu klíče uloženy v keši
%lu klíčů již uloženo v keši (%lu podpis)
%lu klíčů již uloženo v keši (%lu podpisy)
%lu klíče byly doposud zpracovány
%s „%.*s“ %ubitový klíč %s, ID %s, vytvořen %s%s. %s
%s %s pozastaveno
%s dosud není funkční s %s
%s zašifrovaná data
%s zašifrovaný klíč sezení
bude použito šifrování %s
%s není v souladu s režimem %s
%s je příliš stará (potřeba %s, přítomna %s)
%s klíč %s vyžaduje hash o délce %zu nebo více bitů (hash je %s)
%s klíč %s používá nebezpečný (%zubitový) hash
%s klíč používá nebezpečný (%ubitový) hash
klíč %s může mít délku v intervalu %u až %u bitů.
velikost klíče %s musí být v intervalu %u-%u
%s nedává s %s smysl!
Není dovoleno používat %s s %s!
podpis %s, hashovací algoritmus %s%s%s
%s/%s zašifrovaný pro: „%s“
%s/%s podpis od: „%s“
%s: Je zde částečná důvěra, že tento klíč patří uvedenému uživateli
%s: Nic nenaznačuje tomu, že tento klíč patří uvedenému uživateli
%s: Tento klíč je špatný! Byl označen jako nedůvěryhodný!
%s: Ověřeno 0 podpisů.
%s: Ověřeno 0~podpisů a zašifrováno 0~zpráv.
%s: adresář neexistuje!
%s: chyba při čtení volného záznamu: %s
%s: chyba při čtení záznamu verze: %s
%s: chyba při aktualizaci záznamu verze: %s
%s: chyba při zápisu adresářového záznamu: %s
%s: chyba při zápisu záznamu verze: %s
%s: přidání záznamu selhalo: %s
%s: nepodařilo se vytvořit hashovací tabulku: %s
%s: nepodařilo se vytvořit záznam verze: %s
%s: vynulování záznamu selhalo: %s
%s: neplatná verze souboru %d
%s: neplatná databáze důvěry
%s: vytvořena neplatná databáze důvěry
%s: soubor klíčů (keyring) vytvořen
%s: není soubor databáze důvěry
%s: přeskočeno: %s
%s: přeskočeno: veřejný klíč je již obsažen v databázi
%s: přeskočeno: veřejný klíč je neplatný (disabled)
%s: databáze důvěry vytvořena
%s: neznámá přípona
%s: záznam verze s číslem %lu
%s:%d: použití parametru „%s“ se nedoporučuje
%s:%d: neplatný seznam auto-key-locate
%s:%d: neplatný parametr pro export
%s:%d: neplatný parametr pro import
%s:%d: neplatný parametr pro server klíčů
%s:%d: neplatný parametr pro výpis
%s:%d: neplatný parametr pro ověření
%s:%u: „%s“ je v tomto souboru zastaralý – účinkuje pouze v %s
%s:%u: nepořádek na konci řádku ignorován
%s:%u: zjištěn neplatný otisk
%s:%u: řádek je příliš dlouhý – přeskočen
%s:%u: zastaralý parametr „%s“ – neúčinkuje
%s:%u: zadáno heslo bez uživatele
%s:%u: chyba čtení: %s
%s:%u: přeskakuji tento řádek
%sČíslo : %s%%0ADržitel : %s%%0APočítadlo : %lu%s
%sČíslo : %s%%0ADržitel : %s%s
„%s“ je již zkomprimován
„%s“ nevypadá jako platné ID klíče, otisk klíče nebo keygrip
„%s“ není platné LDAP URL
„%s“ není soubor ve formátu JPEG
„%s“ není platná znaková sada
„%s“ není platná doba expirace
„%s“ není platný dlouhý keyID
„%s“ není platná doba expirace podpisu
„%s“ není LDAP URL
„%s“ odpovídá více tajným klíčům:
(D)obrý, (P)řijmout jednou, (N)eznámý, (O)dmítnout jednou, špa(T)ný?
(Nebyl zadán Žádný popis)
(Pravděpodobně zda chcete vybrat %d)
(Toto je citlivý revokační klíč)
(Použijte příkaz „%s“.)
(zkontrolujte argument volby „%s“)
(uváznutí?)
(podrobnosti:
(politika: %s)
(nahlášená chyba: %s <%s>)
(nahlášená chyba: %s)
(citlivá informace)
(toto nevypadá jako zašifrovaná zpráva)
(toto je algoritmus MD2)
(toto je algoritmus RC2)
(dokud neurčíte klíč jeho otiskem)
(možnosti lze vypsat příkazem „help“)
* Příkaz „sign“ může být použit s předponou „l“ pro lokální podpis (lsign), s „t“ pro důvěryhodný podpis (tsign) nebo „nr“ pro neodvolatelný podpis (nrsign) nebo libovolnou jejich kombinací (ltsign, tnrsign, atd.).
, algoritmus klíče
--output pro tento příkaz není platný
14 překladateli, podívej se na trustdb.c:uid_trust_string_fixed
25 délka předešlého řetězce: see certreg-ui.c:gpgsm_gencertreq_tty
@ (Úplný seznam příkazů a voleb naleznete v „info“ manuálu.)
@ (Pro úplný seznam všech příkazů a voleb nahlédněte do manuálové stránky.)
@ Příklady: -se -r Bob [soubor] podepsat a zašifrovat pro uživatele Bob --clearsign [soubor] vytvořit podpis čitelného dokumentu --detach-sign [soubor] vytvořit podpis oddělený od dokumentu --list-keys [jména] ukázat klíče --fingerprint [jména] ukázat otisky
@ Volby:
@Příkazy:
@Volby:
Klíč pro „%s“ již existuje
Heslo by nemělo být známým slovem nebo se shodovat%%0As určitým vzorem.
Heslo by mělo být dlouhé alespoň %u znak.
Heslo by mělo být dlouhé alespoň %u znaky.
Heslo by mělo obsahovat alespoň %u číslici nebo %%0Azvláštní znak.
Heslo by mělo obsahovat alespoň %u číslice nebo %%0Azvláštní znaky.
Odvolací certifikát je svým způsoben „bezpečnostní vypínač“, který veřejně prohlašuje, že klíč by se již neměl používat. Jednou zveřejněný odvolací certifikát již nelze vzít zpět.
nařízen výstup do formátu ASCII.
Bude se vytvářet klíč pro: „%s“
PIN správce
příkazy správce jsou povoleny
příkazy správce nejsou povoleny
pouze příkazy správce
Povolit
Proces SSH si vyžádal použití klíče%%0A %s%%0A (%s)%%0APřejete si to povolit?
Jste si jistý(á), že chcete podepsat tento klíč svým klíčem „%s“ (%s)
Jste si jistý, že jej chcete stále přidat? (a/N)
Jste si jisti, že jej chcete stále odvolat? (a/N)
Jste si jistý(á), že stále chcete podepsat tento klíč? (a/N)
Jste si jistí, že tento klíč chcete pověřit odvoláním? (a/N)
Jste si jistí, že chcete změnit dobu expirace více podklíčům? (a/N)
Jste si jistý(á), že jej chcete smazat? (a/N)
Jste si jistý(á), že jej chcete přepsat? (a/N)
Jste si jistý(á), že jej chcete použít? (a/N)
problém příjmu Assuanu: %s
zpracování Assuanu se nezdařilo: %s
Autentizace
Autentizační klíč
Dostupné klíče:
ŠPATNÝ podpis od „%s“
Špatný PIN
Špatné heslo
Zahajuje se výpis CRL (získán přes %s)
Otisk CA:
Chyba CRC; %06lX - %06lX
Přístup k CRL není možný kvůli režimu Tor
Přístup k CRL není možný kvůli vypnutému %s
kontrola CRL se zanořila příliš hluboko
ověřování podpisu CRL selhalo: %s
Kontrola certifikátů proti CRL/OCSP
Nemohu ověřit podpis: %s
Nelze otevřít „%s“: %s
Zrušit
Poslední platné ID uživatele nelze odvolat.
Jméno (křestní) držitele karty:
Příjmení držitele karty:
Je k dispozici řetěz certifikátů
Řetěz certifikátů je platný
Certifikáty vedoucí k finálnímu důvěryhodnému klíči:
Certifikování
Změnit (J)méno, (K)omentář, (E)-mail, (P)okračovat dál nebo (U)končit program?
Změnit (J)méno, (K)omentář, (E)-mail nebo (U)končit?
Změnit (J)méno, (E)-mail, (P)okračovat dál nebo (U)končit?
Změnit (J)méno, (E)-mail nebo (U)končit?
Změnit heslo
Mění se atribut kartového klíče pro:
Měním dobu expirace podklíče.
Měním dobu expirace primárního klíče.
Mění se účel podklíče.
Mění se účel primárního klíče.
Šifra:
Příkaz očekává jméno souboru jako argument
Komentář:
Komponenta nenalezena
Komponenta není vhodná pro spuštění
Komprese:
Konfigurační soubor komponenty %s je rozbitý
Nastavení HTTP serverů
Nastavení serverů klíčů
Nastavení OCSP
Nastavení používaných LDAP serverů
Pokračovat (A/n)
Pokračovat (a/N)
V pořádku
Vytvořit pro tento klíč pověřený revokační certifikát? (a/N)
Vytvořit pro tento klíč revokační certifikát? (a/N)
Vytvořit pro tento podpis odvolací certifikát? (a/N)
Přesto vytvořit? (a/N)
Vytvořit sám sebou podepsaný certifikát? (a/N)
Kriticky preferovaný keyserver:
Kritická podepisovací notace:
Kritická podepisovací politika:
Aktuálně povolené akce:
Aktuální příjemci:
DNS není řádně nastaveno
DSA vyžaduje, aby délka hashe byla násobkem 8 bitů
Data k dispozici
Dešifrování dat uspělo
Šifrování dat uspělo
Podepisování dat uspělo
Ověření dat uspělo
Použije se výchozí volba neznámý.
Smazat klíč
Smazat tento dobrý podpis? (a/N/u)
Smazat tento neplatný podpis? (a/N/u)
Smazat tento klíč ze souboru klíčů? (a/N)
Smazat tento neznámý podpis? (a/N/u)
Smazán %d podpis.
Smazány %d podpisy.
Zakázat
Podpis oddělený od dokumentu.
Hash:
Dirmngr je použitelný
Zobrazuji %s fotografický ID o velikosti %ld pro klíč %s (uid %d)
Opravdu chcete smazat klíč určený pomocí keygripu%%0A %s%%0A %%C%%0A?
Opravdu chcete smazat vybrané klíče? (a/N)
Opravdu chcete smazat tento klíč? (a/N)
Opravdu chcete učinit heslo na obrazovce viditelným?
Opravdu chcete trvale smazat tajný klíč OpenPGP:
Opravdu chcete trvale smazat tajný klíč podklíče OpenPGP:
Opravdu chcete odvolat celý klíč? (a/N)
Opravdu chcete odvolat vybrané podklíče? (a/N)
Opravdu chcete odvolat tento podklíč? (a/N)
Opravdu chcete nastavit pro tento klíč absolutní důvěru? (a/N)
Věříte bezmezně, že%%0A „%s“%%0Ařádně ověřuje identitu uživatele při vydávání certifikátu?
Chcete vytvořit nový podpis a nahradit jím ten, jehož platnost vypršela? (a/N)
Přejete si jej změnit na plně exportovatelný podpise? (a/N)
Přejete si jej změnit na formát OpenPGP? (a/N)
Chcete klíč přesto znova podepsat? (a/N)
Chcete, aby platnost Vašeho podpisu vypršela ve stejnou dobu? (A/n)
U veřejného klíče ECDSA se očekává, že v kódování SEC bude délka násobkem 8 bitů
E-mailová adresa:
Šifrování
Zašifrována %d zpráva v budoucnosti.
Zašifrovány %d zprávy v budoucnosti.
%d zpráva zašifrována.
%d zprávy zašifrovány.
Zašifrováno 0 zpráv.
Šifrovací algoritmus podporován
Šifrovací klíč
Konec výpisu CRL
Zadejte DNS jména
Vložte jméno JPEG souboru s fotografickým ID:
Zadejte (několik) URI
Můžete vložit další popis. Ukončete prázdným řádkem:
Zadejte e-mailovou adresu
Vložte nový název souboru
Vložte nové heslo
Vložte číslo (čísla), „N“ pro další, nebo „Q“ pro konec >
Vložit heslo
Vložte heslo:
Zadejte X.509 jméno subjektu:
Vložte keygrip:
Vložte poznámku:
Vložte identifikátor pověřeného odvolatele:
Vložte URL preferovaného serveru klíčů:
Chyba –
Chyba při čtení záložního klíče z „%s“: %s
Chyba: jméno a příjmení je příliš dlouhé (limit je %d znaků).
Chyba: Více mezer není povoleno.
Chyba: V současné verzi je povolenou pouze plain ASCII.
Chyba: Znak „<“ nelze použít.
Chyba: Databáze důvěry je poškozena.
Chyba: neplatný znak v řetězci s předvolbami
Chyba: chybně utvořené otisk.
Chyba: neplatná délka řetězce s předvolbami.
Chyba: neplatná odpověď.
Podpis s vypršenou platností od „%s“
Selhalo externí ověření komponenty %s
Vlastnosti:
Soubor „%s“ existuje.
GPG_TTY nebyla nastavena – použiji možná chybnou implicitní hodnotu
Začněte psát svou zprávu…
Dobrý podpis od
Dobrý podpis od „%s“
Gpg-Agent je použitelný
Pokyn: Pokud tato zpráva byla vytvořena před rokem 2003, je pravděpodobné, že je legitimní. Tehdy se totiž ochrana integrity příliš nepoužívala.
Nápověda: Vyberte id uživatele k podepsání
S jakou jistotou jste prověřili, že klíč, který chcete podepsat patří výše uvedené osobě. Pokud neznáte odpověď, zadejte „0“.
Nakolik důvěřujete tvrzení, že tento klíč patří uvedenému uživateli?
Částečně jsem ověřil tento klíč.
Velmi pečlivě jsem ověřil tento klíč.
Nijak jsem tento klíč neověřil.
Změním jej později
algoritmus IDEA není dostupný; optimisticky se jej pokusíme nahradit algoritmem %s
Pokud to nebude fungovat, prosím, nahlédněte do návodu
Zahrnuté certifikáty
Neplatný znak v komentáři
Neplatný znak ve jméně
Neplatný znak v PINu
Neplatný příkaz (zkuste „help“)
Neplatný klíč %s změněn na platný pomocí --always-non-selfsigned-uid
Neplatný výběr.
Neplatné jméno subjektu „%s“
Neplatné jméno subjektu „%.*s“
Neplatné ID uživatele „%s“: %s
Je to správně (a/N)?
Je důvod revokace vybrán správně? (a/N)
Je tato fotografie správná (a/N/u)?
NENÍ jisté, zda tento klíč patří osobě, jejíž jméno je uvedeno v uživatelském ID. Pokud *skutečně* víte, co děláte, můžete na následující otázku odpovědět ano.
Volání KEYTOCARD selhalo: %s
Klíč %s je již odvolán.
Klíč k dispozici na:
Platnost klíče nikdy neskončí
Platnost klíče skončí v %s
Vytváření klíče bylo zrušeno.
Vytvoření klíče se nepodařilo: %s
Klíč byl zkompromitován
K dispozici je jen kontrolní součet klíče nebo je klíč na kartě - passphrase nelze změnit.
Klíč se již nepoužívá
Klíč je odvolán.
Klíč je nahrazen
Klíč je platný po? (0)
Klíč nebyl změněn, takže není potřeba jej aktualizovat.
Soubor klíčů (keyring)
Keyserver bez modifikace
Jazykové předvolby:
Login (jménu účtu):
Vytvořit zálohu šifrovacího klíče mimo kartu? (A/n)
Zpráv zašifrováno v minulosti: %d.
Zašifrováno zpráv za poslední %d den: %d.
Zašifrováno zpráv za poslední %d dny: %d.
Zašifrováno zpráv za poslední %d měsíc: %d.
Zašifrováno zpráv za poslední %d měsíce: %d.
Ověřeno zpráv za poslední %d rok: %d.
Ověřeno zpráv za poslední %d roky: %d.
Zpráv ověřeno v minulosti: %d.
Ověřeno zpráv za poslední %d den: %d.
Ověřeno zpráv za poslední %d dny: %d.
Ověřeno zpráv za poslední %d měsíc: %d.
Ověřeno zpráv za poslední %d měsíce: %d.
Zpráv ověřeno za poslední %d rok: %d.
Zpráv ověřeno za poslední %d roky: %d.
Pan
Paní
Jméno nemůže začínat číslicí
Jméno musí být dlouhé alespoň 5 znaků
Potřebuji jeden argument určující komponentu
Pro provedení této operace je potřeba tajný klíč.
Síť
jJkKeEPpUu
Ne
Žádné argumenty nejsou povoleny
Žádné položky auditního protokolu.
Chybí otisk
Nápověda není k dispozici
Pro „%s“ není dostupná žádná nápověda
Nápověda pro „%s“ není dostupná.'
Klíč s takovým keygripem neexistuje
Žádný identifikátor uživatele neodpovídá.
Důvod nebyl specifikován
Nebylo zadáno Žádné jméno
Neexistuje podklíč s indexem %d
Neexistuje podklíč s ID klíče „%s“.
Takový identifikátor uživatele neexistuje.
Není přiřazena žádná hodnota důvěry:
Neexistuje uživatelské ID s hashem %s
Neexistuje identifikátor uživatele s indexem %d
Neplatná e-mailová adresa
Není platným keygripem (očekáváno 40 šestnáctkových číslic)
Nepodepsáno vámi.
Poznámky:
Vezměte na vědomí, že určení skupiny se ignoruje
Tento klíč nemůže být použitý pro šifrování. K vytvoření sekundárního klíče pro tento účel můžete použít příkaz „--edit-key“.
Vezměte na vědomí, že tento software není oficiálně schválený k vytváření nebo ověřování takových podpisů.
Poznámka: %s
Poznámka: %s není pro normální použití!
Poznámka: „%s“ není uvažovaná možnost
Poznámka: Smazána bude pouze tajná část zobrazeného primárního klíče.
Poznámka: Smazána bude pouze tajná část zobrazeného podklíče.
Poznámka: Smazán bude pouze zobrazený podklíč.
Poznámka: Zastaralé servery mohou postrádat důležité bezpečnostní opravy.
Poznámka: Podepisovatelova adresa „%s“ se neshoduje s DNS záznamem
Poznámka: Veřejný primární klíč a všechny jeho podklíče budou smazány.
Poznámka: Nelze zaručit, že karta podporuje požadovanou velikost. Pokud generování klíče neuspěje, prosím, nahlédněte do dokumentace své karty, kde se dozvíte, jaké velikosti jsou dovoleny.
Poznámka: Tento příkaz zničí všechny klíče uložené na kartě!
Poznámka: Tento klíč byl označen jako neplatný (disabled).
Poznámka: Skončila platnost tohoto klíče!
Poznámka: Toto heslo nikdy nebylo změněno.%0AProsím, nyní jej změňte.
Poznámka: Pro komplexní tvorbu klíče použijte „%s %s“.
Poznámka: Použijte „%s“ pro využití těchto údajů
Poznámka: Restartovat je můžete příkazem „%s“.
Poznámka: Podrobnosti získáte příkazem „%s%s“.
Poznámka: Podepisovatelova ověřená adresa je „%s“
Poznámka: záloha klíče z karty uložena do „%s“
Poznámka: vytvoření podklíčů pro klíče v3 není v souladu s OpenPGP
Poznámka: klíči %s chybí vlastnost %s
Poznámka: klíči %s chybí předvolby pro %s
Poznámka: klíč byl odvolán
Poznámka: na kartě jsou již klíče uloženy!
Poznámka: neexistuje implicitní soubor s možnostmi „%s“
Poznámka: nekritické certifikační politiky nejsou dovoleny
Poznámka: platnost tajného klíče %s skončila v %s
Poznámka: odesílatel považoval data za důvěrná („for-your-eyes-only“)
Poznámka: podpisovému klíči %s skončila platnost v %s
Poznámka: podpisový klíč %s byl odvolán
Poznámka: podpisy používající algoritmus %s jsou zamítány
Poznámka: jednoduchý režim S2K (0) je důrazně nedoporučován
Poznámka: podpisy klíče třetí strany používající algoritmus %s jsou zamítány
Poznámka: do databáze důvěry nelze zapisovat
Poznámka: nebude možné šifrovat pro „%s“: %s
Nic nebylo smazáno.
Nic k podepsání klíčem %s
Nic na podepsání.
Nyní se vytváří žádost o certifikát.
Nyní se vytváří sám sebou podepsaný certifikát.
Počet příjemců
OCSP dotaz není možný kvůli režimu Tor
OCSP dotaz není možný, protože HTTP je zakázáno
Stav odpovídače OCSP na „%s“: %s
OCSP odpovídač vrátil ne současný stav
OCSP odpovídač vrátil stav v budoucnosti
OCSP odpovídač vrátil příliš starý stav
Nalezena OpenPGP karta číslo %s
OpenPGP karta není dostupná: %s
Volby ovlivňující nastavení
Volby ovlivňující diagnostický výstup
Volby ovlivňující bezpečnost
Volby vynucující politiku hesel
Přepsat (a/N)?
Důvěryhodnost vlastníka nelze měnit je-li používána databáze důvěry poskytnutá uživatelem
funkce PIN callback skončila chybou: %s
PIN pro CHV%d je příliš krátký; minimální délka je %d
PIN nebyl zopakován správně; zkuste to znovu
PIN je příliš dlouhý
PIN je příliš krátký
PUK nebyl zopakován správně; zkuste to znovu
Rozebírání dat uspělo
Pole pro heslo
Heslo je příliš dlouhé
Heslo:
Nejdřív, prosím, opravte chybu
Prosím rozhodněte, nakolik důvěřujete tomuto uživateli, že správně verifikuje klíče jiných uživatelů (prohlédnutím cestovních pasů, kontrolou otisků z různých zdrojů…)?
Do pole jméno nebo komentář nepište, prosím, e-mailovou adresu.
Prosím vložte doménu, pro kterou je podpis omezen nebo stiskněte enter pro podpis bez omezení na doménu.
Prosím, vložte heslo, abyste ochránil(a) přijatý tajný klíč%%0A %s%%0A %s%%0Auvnitř úložiště klíčů gpg-agenta
Prosím, vložte název datového souboru:
Prosím, vložte PIN%s%s%s, abyste odemkli kartu
Prosím vložte hloubku důvěry (depth trust) k tomuto podpisu. Hloubka větší než 1 umožňuje klíčům, které jste podepsal podepsat jiný klíč, který bude pro Vás důvěryhodný.
Prosím, zadejte nové heslo
Prosím, vložte heslo pro SSH klíč%%0A %F%%0A (%c)
Prosím, vložte heslo nebo PIN potřebný pro dokončení této operace.
Prosím, zadejte heslo, abyste mohli exportovat tajný klíč OpenPGP:
Prosím, zadejte heslo, abyste mohli exportovat tajný podklíč OpenPGP:
Prosím, zadejte heslo, abyste mohli importovat tajný klíč OpenPGP:
Prosím, zadejte heslo, abyste ochránili importovaný objekt uvnitř systému GnuPG.
Prosím, vložte heslo, abyste ochránili nový objekt PKCS#12.
Prosím, zadejte heslo, abyste odemkli tajný klíč OpenPGP:
Potřebujete heslo, abyste odemkli tajný klíč pro X.509 certifikát: „%s“ sériové číslo %s, ID 0x%08lX, vytvořen %s, platnost vyprší %s.
Prosím, vložte heslo, abyste zpřístupnili objekt PKCS#12.
Pro ochranu svého nového klíče,%0Aprosím, zadejte heslo
Prosím, zadejte váš PIN, aby pro tuto relaci mohl být odemknut tajný klíč
Prosím, zadejte vaše heslo, aby pro tuto relaci mohl být odemknut tajný klíč
Prosím naznačte, jestli tato e-mailová adresa má být spojována s klíčem %s nebo jestli si myslíte, že někdo se vydává za „%s“.
Prosím, vložte kartu se sériovým číslem
Prosím nezapomeňte, že tovární nastavení PINů je PIN = „%s“ PIN správce = „%s“ Měli byste je změnit příkazem --change-pin
Prosím nezapomeňte, že zobrazované údaje o platnosti klíčů nemusí být nutně správné, dokud znova nespustíte program.
Prosím, vložte toto heslo znovu
Prosím, vyjměte kartu a vložte jinou se sériovým číslem
Chyby v programu, prosím, oznamujte (anglicky) na <@EMAIL@>, připomínky k překladu hlaste na <gnupg-i18n@gnupg.org>.
Prosím, vyberte právě jeden id uživatele .
Prosím vyberte důvod revokace:
Prosím, vyberte druh klíče, který chcete generovat:
Prosím, vyberte druh klíče, který chcete:
Prosím vyberte, kam uložit klíč:
Prosím, vyberte, kterou eliptickou křivku chcete:
Prosím určete, jak dlouho by klíč měl platit. 0 = doba platnosti klíče není omezena <n> = doba platnosti klíče skončí za n dní <n>w = doba platnosti klíče skončí za n týdnů <n>m = doba platnosti klíče skončí za n měsíců <n>y = doba platnosti klíče skončí za n let
Prosím určete, jak dlouho by měl podpis platit. 0 = doba platnosti podpisu není omezena <n> = doba platnosti podpisu skončí za n dní <n>w = doba platnosti podpisu skončí za n týdnů <n>m = doba platnosti podpisu skončí za n měsíců <n>y = doba platnosti podpisu skončí za n let
Prosím ověřte, že certifikát rozpoznaný jako:%%0A „%s“%%0Amá otisk:%%0A %s
Možné způsoby užití %s klíče:
Pro klíč %s lze provést:
Preferovaný keyserver:
Privátní DO data:
Soukromé klíče
Pokračovat (a/N)?
Veřejný klíč:
Veřejný klíč je neplatný (disabled).
Potvrďte tlačítkem na kartě nebo bezpečnostním zařízení.
Kvalita:
Ukončit bez uložení? (a/N)
schází RSA modulus nebo nemá velikost %d bitů
schází RSA prime %s nebo nemá velikost %d bitů
schází veřejný RSA exponent nebo je delší než %d bitů
Hotovo.
Hotovo. Nyní byste měli tuto žádost poslat svojí CA.
Jméno a příjmení:
Opravdu vytvořit odvolací certifikáty? (a/N)
Opravdu vytvořit? (a/N)
Opravdu smazat tento podpis podepsaný sebou samým? (a/N)
Opravdu obnovit tovární nastavení (zadejte „yes“)
Opravdu přesunout primární klíč? (a/N)
Opravdu odstranit všechny vybrané id uživatele? (a/N)
Opravdu odstranit tento id uživatele? (a/N)
Opravdu odvolat všechna vybraná ID uživatele? (a/N)
Opravdu odvolat toto ID uživatele? (a/N)
Opravdu podepsat všechna textová ID uživatele? (a/N)
Opravdu podepsat všechny id uživatele? (a/N)
Skutečně podepsat? (a/N)
Opravdu aktualizovat předvolby pro vybraný id uživatele? (a/N)
Opravdu aktualizovat předvolby? (a/N)
Důvod revokace: %s
Příjemce %d
Zbývá pokusů: %d
Zopakujte tento PIN
Zopakujte tento PUK
Zopakujte resetační kód
Znovu:
Přepsat existující klíč? (a/N)
Přepsat existující klíče? (a/N)
Požadovaná délka klíče je %u bitů.
Resetační kód
Resetační kód je příliš krátký; minimální délka je %d
Resetační kód nebyl správně zopakován; zkuste to znovu
Resetační kód není nebo už není dostupný
Revokační certifikát vytvořen.
Kořenový certifikát je důvěryhodný
sériové číslo %s není platné, důvod=%02X datum=%.15s
sériové číslo %s je platné, není na seznamu CRL
SETERROR %s (pokus %d z %d)
přijat SIGHUP – konfigurace bude znovu načtena a keš vyprázdněna
přijat SIGINT – okamžité vypnutí
přijat SIGTERM – vypíná se…
přijat SIGTERM – stále aktivních spojení: %d
přijat SIGUSR2 – žádná akce nedefinována
Oslovení (M = Pan, F = Paní, nebo mezera):
Uložit změny? (a/N)
Tajný klíč je dostupný.
Tajný klíč není dostupný.
Tajné části primárního klíče nejsou dostupné.
Tajná část primárního klíče jsou uloženy na kartě.
Tajné podklíče jsou dostupné.
Sériové číslo karty: %s
Vytvořen klíč relace
Nastavit seznam předvoleb:
Podepisování
Podepsat? (a/N)
Podpis %d
Podpis je k dispozici
Platnost podpisu nikdy neskončí
Platnost podpisu skončila %s
Platnost podpisu skončí %s
Platnost podpisu skončí v %s
Podpis je platný pro? (%s)
Podepisovací klíč
Podpis vytvořen
Podpis vytvořen %s
Podpis vytvořen %s pomocí klíče %s s ID uživatele %s
Podepisovací notace:
Podepisovací politika:
Podepisovatel %d
Přeskakuje se ID uživatele „%s“, což není textové ID.
Čipové karty
Statistika pro klíče s e-mailovou adresou „%s“:
Podklíč %s je již odvolán.
Takový identifikátor uživatele již u tohoto klíče existuje!
Syntaxe: @DIRMNGR@ [volby] [příkaz [argumenty]] Přístup k serveru s klíči, CRL a OCSP z @GNUPG@
Syntaxe: @GPG@ [možnosti] [soubory] Podepisuje, ověřuje, šifruje nebo dešifruje. Výchozí operace závisí na vstupních datech.
Syntaxe: @GPG@-connect-agent [volby] Připojí se na běžícího agenta a odesílá příkazy
Syntaxe: @GPGCONF@ [volby] Spravuje konfigurační volby nástrojů, které patří do systému @GNUPG@
Syntaxe: @GPGSM@ [volby] [soubory] Podepisuje, ověřuje, šifruje nebo dešifruje pomocí protokolu S/MIME. Výchozí operace závisí na vstupních datech.
Syntaxe: @GPG_AGENT@ [volby] [příkaz [argumenty]] Správa tajných klíčů pro @GNUPG@
Syntaxe: dirmngr-client [volby] [cert_soubor|VZOR] Vyzkouší X.509 certifikát proti CRL nebo OCSP. Proces vrátí 0, pokud je certifikát platný, 1, pokud není platný nebo jiný chybový kód značící obecné selhání.
Syntaxe: gpg-check-pattern [volby] soubor_se_vzorem Prověří heslo zadané na vstupu proti souboru se vzory
Syntaxe: gpg-preset-passphrase [volby] KEYGRIP Správa dočasné paměti pro hesla
Syntaxe: gpg-protect-tool [volby] [argumenty] Nástroj na správu tajných klíčů
Syntaxe: gpgv [volby] [soubory] Ověří podpisy proti známým důvěryhodným klíčům
Syntaxe: kbxutil [volby] [soubory] Vypisuje, exportuje, importuje schránku na klíče (keybox).
Syntaxe: scdaemon [volby] [příkaz [argumenty]] Démon pro čipové karty (smartcard) pro @GNUPG@
Chyba databáze TOFU
Zjištěno poškození databáze TOFU.
TOFU objevilo konflikt ve vazbě
Použít přesto tento klíč
Karta bude nyní přenastavena na generování klíče dlouhého %u bitů
Karta bude nyní přenastavena na generování klíče typu: %s
Znaky „%s“ a „%s“ se ve jméně nesmí objevit
E-mailová adresa „%s“ je přidružena k %d klíči!
E-mailová adresa „%s“ je přidružena k %d klíčům!
E-mailová adresa „%s“ je spojena s %d klíčem:
E-mailová adresa „%s“ je spojena s %d klíči:
V %s byl následující klíč odvolán %s klíčem %s
Minimální úroveň důvěry tohoto klíče je: %s
Podpis klíče „%s“ jím samým je podpis formátu PGP 2.x.
Podpis bude označen jako neexportovatelný.
Podpis bude označen jako neodvolatelný (non-revocable).
Uživatelský ID formátu PGP 2.x nemá žádné předvolby
Budou použity tyto parametry:
Tento JPEG je opravdu velký (%d bajtů)!
Tento příkaz není v režimu %s dovolen.
Tento příkaz není touto kartou podporován
Tento příkaz je dostupný pouze pro karty verze 2
Toto je kvalifikovaný podpis
Toto je revokační certifikát pro OpenPGP klíč:
Toto je tajný klíč! - opravdu smazat? (a/N)
Toto je poprvé, co se e-mailová adresa „%s“ používá s klíčem %s.
Tento klíč náleží nám (máme odpovídající tajný klíč)
Tento klíč byl označen za neplatný (disabled)
Platnost klíče vypršela!
Tento klíč je špatný! Byl označen jako nedůvěryhodný! Pokud *skutečně* víte, co děláte, můžete na následující otázku odpovědět ano.
Platnost klíče vyprší %s.
Tento klíč může být odvolán %s klíčem %s
Tento klíč pravděpodobně náleží uvedenému uživateli
ID uživatelů tohoto klíče:
To může chvíli trvat…
Toto heslo se nezměnilo%%0Aod %.4s-%.2s-%.2s. Prosím, nyní jej změňte.
Platnost podpisu vyprší %s.
Jedná se o podpis klíče jím samým.
Aby se zabránilo nechtěnému použití tohoto souboru, níže před 5 pomlček byla vložena dvojtečka. Před importem a zveřejněním tohoto odvolacího certifikátu odstraňte tuto dvojtečku textovým editorem.
Revokován:
Žádost o certifikát dokončíte tím, že zadáte heslo pro klíč, který jste právě vytvořili, ještě jednou.
Pro migraci „%s“ u každé karty spusťte: %s
Tor není řádně nastaven
To neběží
Celkový počet zpracovaných klíčů: %lu
URL „%s“ přesměrováno na „%s“ (%u)
URL pro získání veřejného klíče:
Nezkomprimováno
Neznámá kritická notace podpisu:
Neznámá operace
Neznámý typ podpisu „%s“
Použití: @DIRMNGR@ [volby] (-h pro nápovědu)
Použití: @GPG@ [možnosti] [soubory] (-h pro nápovědu)
Použití: @GPG@-connect-agent [volby] (-h pro nápovědu)
Použití: @GPGCONF@ [volby] (-h pro nápovědu)
Použití: @GPGSM@ [možnosti] [soubory] (-h pro pomoc)
Použití: @GPG_AGENT@ [volby] (-h pro nápovědu)
Použití: @SCDAEMON@ [volby] (-h pro nápovědu)
Použití: dirmngr-client [volby] [cert_soubor|vzor] (-h pro nápovědu)
Použití: gpg-check-pattern [volby] soubor_se_vzorem (-h pro nápovědu)
Použití: gpg-preset-passphrase [volby] KEYGRIP (-h pro nápovědu)
Použití: gpg-protect-tool [VOLBY] (-h pro nápovědu)
Použití: gpg [volby] [soubory] (-h pro pomoc)
Použití: kbxutil [volby] [soubory] (-h pro nápovědu)
Použijte jej pro odvolání tohoto klíče v případě zneužití nebo ztráty soukromého klíče. Avšak bude-li soukromý klíč stále přístupný, bude lepší vytvořit nový odvolací certifikát s odůvodněním odvolání. Podrobnosti naleznete v manuálu GnuPG u popisu příkazu „gpg --generate-revocation“.
Dešifrování lze vynutit volbou „%s“.
Pro vstup použijte klávesnici čtečky.
Použít přesto tento klíč? (a/N)
Uživatelské ID „%s“ směstnáno: %s
Vypršela platnost uživatelského ID „%s“.
ID uživatele „%s“ není podepsáno jím samým.
Uživatelské ID „%s“ je odvoláno.
ID uživatele „%s“ je připraveno k podpisu.
Uživatelské ID „%s“: odstraněn %d podpis
Uživatelské ID „%s“: odstraněny %d podpisy
Uživatelské ID „%s“: je již odstraněné
Uživatelské ID „%s“: je již minimalizované
Identifikátor uživatele již neplatí
Ověřena %d zpráva v budoucnosti.
Ověřeny %d zprávy v budoucnosti.
%d zpráva ověřena.
%d zprávy ověřeny.
VAROVÁNÍ: používání příkaz „%s“ se nedoporučuje - nepoužívejte jej
VAROVÁNÍ: používání parametru „%s“ se nedoporučuje
VAROVÁNÍ: „%s%s“ je zastaralý parametr – neúčinkuje
VAROVÁNÍ: „%s%s“ je zastaralý parametr – neúčinkuje kromě v %s
VAROVÁNÍ: %s
VAROVÁNÍ: %s přepíše %s
VAROVÁNÍ: soubor „%s“ je prázdný
VAROVÁNÍ: Podepisovací a šifrovací klíče Elgamal se nedoporučují
POZOR: Šifruje se pro %s, kterýžto nemá neodvolané identity uživatele
VAROVÁNÍ: Toto je PGP2 klíč. Přidání pověřeného odvolatele může v některých verzích PGP vést k odmítnutí tohoto klíče.
VAROVÁNÍ: Toto je PGP2 klíč. Přidání fotografického ID může v některých verzích PGP vést k odmítnutí tohoto klíče.
VAROVÁNÍ: Tento klíč byl revokován klíčem s pověřením k revokaci!
VAROVÁNÍ: Tento klíč byl revokován svým vlastníkem!
VAROVÁNÍ: Tento klíč není certifikován důvěryhodným podpisem!
VAROVÁNÍ: Tento klíč není certifikován dostatečně důvěryhodnými podpisy!
POZOR: Tento klíč se nehodí na podepisování v režimu %s
VAROVÁNÍ: Tento podklíč byl revokován svým vlastníkem!
VAROVÁNÍ: Je použit nedůvěryhodný klíč!
VAROVÁNÍ: NEDŮVĚŘUJEME tomuto klíči!
POZOR: Vašemu šifrovacímu podklíči brzy vyprší platnost.
VAROVÁNÍ: podpis ID uživatele je datován %d sekund v budoucnosti
VAROVÁNÍ: ustanovení klíče pověřeným odvolatelem je nevratná operace!
VAROVÁNÍ: v předvolbách příjemce nenalezen šifrovací algoritmus %s
VAROVÁNÍ: datum vytvoření podpisu není známo – předpokládám současnost
VAROVÁNÍ: vyžádaný algoritmus %s není doporučen
VAROVÁNÍ: se zašifrovanou zprávou bylo manipulováno!
VAROVÁNÍ: vyžádaný komprimační algoritmus %s (%d) nevyhovuje předvolbám příjemce
VAROVÁNÍ: vyžádaný hashovací algoritmus %s (%d) nevyhovuje předvolbám příjemce
VAROVÁNÍ: vyžádaná symetrická šifra %s (%d) nevyhovuje předvolbám příjemce
POZOR: neplatný haš souboru keše v „%s“ na řádku %u
POZOR: neplatná délka záznamu v keši pod sériovým číslem
VAROVÁNÍ: nalezen neplatný formát zápisu data
VAROVÁNÍ: klíč %s obsahuje předvolby pro nedostupné algoritmy na těchto ID uživatelů:
VAROVÁNÍ: klíč %s není vhodný pro šifrování v režimu %s
VAROVÁNÍ: klíč %s může být odvolán: zkouším získat revokační klíč %s
VAROVÁNÍ: klíč %s může být odvolán: revokační klíč %s nenalezen.
VAROVÁNÍ: zpráva byla zašifrována slabým klíčem v symetrické šifře.
VAROVÁNÍ: zpráva nebyla chráněna proti porušení její integrity
VAROVÁNÍ: zachyceno více prostých textů
VAROVÁNÍ: detekováno více podpisů. Kontrolován bude pouze první.
POZOR: nový CRL je stále příliš starý; jeho platnost vypršela %s – stejně bude nahrán
POZOR: nezadán žádný příkaz. Váš záměr bude odhadnut…
VAROVÁNÍ: žádné uživatelské ID nebylo označeno jako primární. Tento příkaz může způsobit, že za primární bude považováno jiné user ID.
POZOR: nejedná se o oddělený podpis. Soubor „%s“ NEBYL ověřen!
VAROVÁNÍ: nebylo nic vyexportováno
VAROVÁNÍ: potencionálně nebezpečně symetricky zašifrován klíč sezení
VAROVÁNÍ: program může vytvořit soubor core!
VAROVÁNÍ: specifikován adresát (-r) bez použití šifrování s veřejným klíčem
VAROVÁNÍ: pracuji s podvrženým systémovým časem:
VAROVÁNÍ: konflikt hashe podpisu ve zprávě
VAROVÁNÍ: podepisovací podklíč %s má neplatnou křížovou certifikaci
VAROVÁNÍ: podepisovací podklíč %s není křížově certifikován
VAROVÁNÍ: některé OpenPGP programy nedokáží zacházet s DSA klíčem s takto dlouhým hashem
VAROVÁNÍ: podpis nebude označen jako neexportovatelný.
VAROVÁNÍ: podpis nebude označen jako neodvolatelný (non-revocable).
VAROVÁNÍ: tento klíč může být revokován (revokační klíč nenalezen)
VAROVÁNÍ: nelze %%-expandovat notaci (příliš dlouhé). Použity neexpandované.
VAROVÁNÍ: nemohu %%-expandovat URL politiky (příliš dlouhé). Použity neexpandované.
VAROVÁNÍ: nemohu %%-expandovat URL preferovaného keyservery (příliš dlouhé). Použity neexpandované.
VAROVÁNÍ: URI %s nelze získat: %s
VAROVÁNÍ: nelze aktualizovat klíč %s prostřednictvím %s: %s
VAROVÁNÍ: nelze smazat dočasný adresář „%s“: %s
VAROVÁNÍ: nelze smazat dočasný soubor (%s) „%s“: %s
VAROVÁNÍ: vlastnictví adresáře „%s“ s konfiguračním souborem není nastaveno nebezpečně
VAROVÁNÍ: vlastnictví adresáře „%s“ s rozšiřujícím modulem není nastaveno nebezpečně
VAROVÁNÍ: vlastnictví adresáře s domovským adresářem „%s“ není nastaveno nebezpečně
VAROVÁNÍ: přístupová práva k adresáři „%s“ s konfiguračním souborem nejsou nastavena bezpečně
VAROVÁNÍ: přístupová práva k adresáři „%s“ s rozšiřujícím modulem nejsou nastavena bezpečně
VAROVÁNÍ: přístupová práva k adresáři „%s“ s domovským adresářem nejsou nastavena bezpečně
VAROVÁNÍ: vlastnictví konfiguračního souboru „%s“ není nastaveno bezpečně
VAROVÁNÍ: vlastnictví rozšiřujícího modulu „%s“ není nastaveno bezpečně
VAROVÁNÍ: vlastnictví domovského adresáře „%s“ není nastaveno bezpečně
VAROVÁNÍ: přístupová práva pro konfigurační soubor „%s“ nejsou bezpečná
VAROVÁNÍ: přístupová práva rozšiřujícímu modulu „%s“ nejsou bezpečná
VAROVÁNÍ: přístupová práva pro domovský adresář „%s“ nejsou bezpečná
VAROVÁNÍ: používám experimentální šifrovací algoritmus %s
VAROVÁNÍ: používám experimentální hashovací algoritmus %s
VAROVÁNÍ: používám experimentální algoritmus veřejného klíče %s
WKD používá zapamatované výsledky
Pozor: %lu klíč přeskočen kvůli jeho přílišné velikosti
Pozor: %lu klíče přeskočeny kvůli jejich přílišné velikosti
Pozor: Tento klíč je též veden jako klíč pro SSH! Smazání tohoto klíče může odebrat schopnost přistupovat ke vzdáleným strojům.
Varování: Zadali jste nebezpečné heslo.
Pozor: Pokud si myslíte, že jste viděli více podpisů tímto klíčem a identitou uživatele, pak tento klíč může být podvrh! Pečlivě prozkoumejte e-mailovou adresu. Jestliže je klíč podezřelý, použijte příkaz %s k označení, že je špatný.
Pozor: Pokud si myslíte, že jste viděli více podpisů tímto klíčem a s těmito identitami uživatele, pak tento klíč může být podvrh! Pečlivě prozkoumejte e-mailové adresy. Jestliže je klíč podezřelý, použijte příkaz %s k označení, že je špatný.
Pozor: jako výchozí klíč se nepoužije „%s“: %s
Varování: vlastnictví %s „%s“ není nastaveno bezpečně
Varování: přístupová práva %s „%s“ nejsou bezpečná
Pozor: ještě musíme vidět zprávu podepsanou tímto klíčem a identitou uživatele!
Pozor: viděli jsme pouze jednu zprávu podepsanou tímto klíčem a identitou uživatele!
Pozor: tímto klíčem jste zašifrovali pouze jednu zprávu!
Pozor: ještě je třeba zašifrovat zprávu tímto klíčem!
Musíme vytvořit mnoho náhodných bajtů. Během vytváření můžete provádět nějakou jinou práci na počítači (psát na klávesnici, pohybovat myší, používat disky); díky tomu má generátor lepší šanci získat dostatek entropie.
Jakou délku podklíče si přejete? (%u)
Jakou délku klíče si přejete? (%u)
Špatně
Ano
Ano, ochrana není třeba
Chystáte se vytvořit podpis pomocí svého certifikátu: „%s“ Vezměte na vědomí, že tento certifikát NEVYTVOŘÍ kvalifikovaný podpis!
Chystáte se vytvořit podpis pomocí svého certifikátu: „%s“ Tímto vytvoříte kvalifikovaný podpis, který je dle zákona rovnocenný s podpisem vlastnoručním. %s%sJste si skutečně jisti, že to chcete udělat?
Chystáte se odvolat tyto podpisy:
Používáte znakovou sadu „%s“.
Nemůžete změnit dobu platnosti klíče verze 3
Nemůžete smazat poslední id uživatele!
Nezadali jste identifikátor uživatele (můžete použít "-r")
Nezadali jste heslo – toto je obecně špatný nápad!%0AProsím, potvrďte, že si žádnou ochranu svého klíče nepřejete.
Nezadali jste heslo!%0APrázdné heslo není dovoleno.
Podepsal(a) jste následující identifikátory uživatele: %s:
K PGP2 klíči byste neměli přidávat pověřeného odvolatele.
Neměli by jste přidávat fotografický ID k PGP2 klíči.
Databázi důvěry můžete zkusit znovu vytvořit pomocí těchto příkazů:
Dobu platnosti také můžete změnit.
Musíte vybrat alespoň jeden klíč.
Musíte vybrat alespoň jeden id uživatele.
Musíte vybrat právě jeden klíč.
Zvolil(a) jste tento identifikátor uživatele: „%s“
Platnost vašeho podpisu na „%s“ vypršela.
Váš současný podpis na „%s“ je pouze lokální.
Vaše rozhodnutí?
Váš výběr?
Váš výběr? (pro podrobnosti zadejte „?“):
Váš systém neumí zobrazit data po roce 2038. V každém případě budou data korektně zpracovávána do roku 2106.
[ plná ]
[ nikdy ]
[nedefinovaná]
[ prošlý(á) ]
[ nečitelné pro lidi (%zu bajtů: %s%s) ]
[ revokován ]
[ neznámá ]
[Chyba – Žádné jméno]
[Chyba – neplatné DN]
[Chyba – neplatné kódování]
[Chyba – nedostatek paměti]
[ID uživatele nenalezeno]
[datum neudáno]
[ částečná ]
[neuvedeno]
[není nastaveno]
[odvolání]
[podpis klíče jím samým]
[ absolutní ]
[nejistý]
%ubitový hash není platná pro %ubitový %s klíč
%zubitový hash není platný pro %ubitový %s klíč
démon dirmngr běží
gpg-agent již běží – nový nebude spuštěn
jméno uživatele nesmí obsahovat znak „=“
jméno uživatele musí obsahovat pouze tisknutelné znaky nebo mezery
symbolické jméno smí obsahovat pouze písmena, číslice, tečky nebo podtržítka a musí končit znakem „=“
jméno uživatele nesmí obsahovat více než jeden znak „@“
hodnota nemůže obsahovat žádné kontrolní znaky
zápis jména uživatele musí obsahovat znak „@“
očekáván absolutní název souboru
kořenová CA, která není označena jako CA, bude přijata
přístup k příkazům správce není nakonfigurován
provést změny za běhu, pokud to lze
přidá certifikát do keše
přidat klíč na kartu
přidat fotografický ID
přidat revokační klíč
přidat podklíč
přidat identifikátor uživatele
na seznam serverů přidá nové servery nalezené v místech distribuce CRL
na seznam LDAP serverů se přidává „%s:%d“
algoritmus:
algoritmus: %s
všechny hodnoty předány „%s“ se ignorují
alokování prvku seznamu selhalo: %s
povolí kontrolu verze softwaru po síti
umožnit zadání hesla skrze Emacs
umožnit přednastavení hesla
povolí odesílání OCSP dotazů
nejednoznačná volba „%s“
anonymní adresát; zkusí se tajný klíč %s…
aplikovat globální implicitní hodnoty
argument nebyl očekáván
ASCII hlavička:
ASCII kódování: %s
volání assuan_inquire selhalo: %s
volání assuan_inquire(%s) selhalo: %s
předpokládat vstup ve formátu PEM
předpokládat vstup ve formátu Base-64
předpokládat vstup v binárním formátu
předpokládat ne na většinu otázek
předpokládat vstup ve formátu zálohy klíčů GnuPG
předpokládat ano na většinu otázek
předpokládám %s šifrovaných dat
předpokládám špatný podpis klíčem %s, protože je nastaven neznámý kritický bit
v „%s“ se předpokládají podepsaná data
hashovací algoritmus atributu: %s
automaticky získávat klíče při ověřování podpisů
„%s“ automaticky získáno přes %s
dostupný CRL pro vydavatele ID %s nemůže být použit
zjištěno chybné kódování URL
chybný hashovací algoritmus dat: %s
špatný podpis dat klíčem %s: %s (0x%02x, 0x%x)
chybný otisk v „%s“, řádek %d
špatný podpis klíče klíčem %s: %s (0x%02x, 0x%x)
základní kontrola certifikátu selhala – neimportováno
dávkový režim: nikdy se neptat
být o trochu víc tichý
binární formát
selhalo vytvoření paketu (build_packet): %s
zZ
zapamatovaný CRL pro vydavatele ID %s je pozměněný, je třeba jej aktualizovat
zapamatovaný CRL pro vydavatele s ID %s příliš starý; aktualizace vyžadována
zapamatovává se soubor klíčů „%s“
volající nevrátil vydávající certifikát
volající nevrátil cílový certifikát
unlock_db_file zavoláno na zavřený soubor
unlock_db_file zavoláno na nezamčeném souboru
přístup na %s se nezdařil – vadná OpenPGP karta?
k „%s“ nelze přistoupit: %s
zámek pro čtení keše certifikátů nelze získat: %s
zámek pro zápis keše certifikátů nelze získat: %s
řídící strukturu nelze alokovat: %s
nelze se připojit k „%s“: %s
k dirmngr se nelze připojit: %s
nelze vytvořit „%s“: %s
záložní soubor „%s“ nelze vytvořit: %s
nelze vytvořit adresář „%s“: %s
pro „%s“ nelze vytvořit zámek
socket nelze vytvořit: %s
nemohu vypnout vytváření core souborů: %s
nelze provést v dávkovém režimu
bez parametru „--yes“ to nelze v dávkovém režimu provést
nelze zašifrovat pro „%s“
authorityInfoAccess nelze získat: %s
nemohu pracovat s algoritmem veřejného klíče %d
nemohu pracovat s řádky delšími než %d znaků
neumím pracovat s těmito nejednoznačnými daty
nelze vypočítat haš „%s“: %s
zámek keše certifikát nelze inicializovat: %s
„%s“ nelze zamknout
„%s“ nelze otevřít
nelze otevřít „%s“: %s
nemohu otevřít deskriptor %d: %s
nelze otevřít podepsaná data „%s“
nelze otevřít podepsaná data na deskriptoru=%d: %s
certifikát „%s“ nelze rozebrat: %s
zámek keše certifikátů nelze uvolnit: %s
přístupová práva „%s“ nelze nastavit: %s
nelze podepsat pomocí „%s“: %s
„%s“ nelze použít jako domovský adresář
v režimu S2K nelze použít symetrický ESK paket
zrušeno
zrušeno uživatelem
zrušit|zrušit
klíč formátu PGP 2.x nelze pověřit odvoláním
nemohu se vyvarovat slabého klíče pro symetrickou šifru; operaci jsem zkusil %d krát!
poslední platné ID uživatele nelze odvolat.
karta nepodporuje hashovací algoritmus %s
karta je trvale uzamčena!
číslo karty:
certifikát „%s“ je již zapamatován
certifikát „%s“ smazán
certifikát „%s“ zaveden
certifikát „%s“ nebyl nenalezen: %s
certifikát již v keši
certifikát uložen do keše
řetěz certifikátů je v pořádku
řetěz certifikátů je delší než dovoluje CA (%d)
řetěz certifikátů je příliš dlouhý
kontrola certifikátu selhala: %s
certifikát má ŠPATNÝ podpis
certifikát byl odvolán
certifikát byl odvolán kdy: %s, důvod: %s
certifikátu vypršela platnost
certifikát je v pořádku
certifikát není použitelný pro šifrování
certifikát není použitelný pro podepisování
certifikát je platný
certifikát nebyl vytvořen v době životnosti vydavatele
certifikát ještě nenabyl platnosti
certifikační politika není dovolena
dohledání certifikátu nemožné kvůli vypnutému %s
certifikát neměl být použit pro podepsání CRL
certifikát neměl být použit pro podepsání OCSP odpovědi
certifikát neměl být použit pro certifikování
certifikát neměl použit pro šifrování
certifikát neměl být použit pro podepsání
stav certifikátu je: %s (nyní=%s, příště=%s)
certifikát je příliš velký, než aby dával smysl
certifikát s neplatnou platností
certifikát s chybnou platností: %s
řetězený
změní URL pro získání klíče
vypsat otisk certifikační autority
změnit PIN karty
změnit heslo
změní jméno majitele karty
změní oslovení držitele karty
změnit data na kartě
změnit datum expirace pro klíč nebo vybrané podklíče
změnit atribut klíče
změnit jazykové předvolby
změnit login name
změnit důvěryhodnost vlastníka klíče
změnit heslo
zkontrolovat všechny programy
zkontrolovat globální konfigurační soubor
kontrolovat podpisy
kontrolovat platnost pomocí OCSP
zjistí, jestli dirmngr běží
kontroluje se CRL pro
kontrola vytvořeného podpisu se nepodařila: %s
zjišťuje se nová kopie zastaralého klíče skrze %s
kontrola kvalifikovaného certifikátu selhala: %s
kontrola CRL se nezdařila: %s
kontrola seznamu důvěry se nepodařila: %s
kontroluji databázi důvěry
kontrola důvěryhodnosti kořenového certifikátu selhala: %s
šifrovací algoritmus %d%s je neznámý nebo je zneplatněn
šifrovací algoritmus „%s“ se nesmí používat v režimu %s
sloupec schází
dvojtečky v názvu socketu jsou nepřípustné
příkaz „%.50s“ není jednoznačný
směstnat nepoužitelná ID uživatelů a odstranit z klíče všechny podpisy
směstnat nepoužitelná ID uživatelů a odstranit z klíče nepoužitelné podpisy
položka completes-needed musí být větší než 0
kompresní algoritmus „%s“ se nesmí používat v režimu %s
konfliktní příkazy
připojit se k dirmngr
spojení k programu %s ustanoveno
spojení na agenta je v omezeném režimu
převod z „%s“ na „%s“ se nezdařil: %s
převod z „%s“ na „%s“ není k dispozici
převod S-výrazu se nezdařil: %s
nelze zpracovat URL serveru klíčů
vytvořit výstup zapsaný v ASCII
vytvářet výstup zakódovaný pomocí Base-64
vytvořen: %s
výroba S-výrazu selhala: %s
přesto se vytváří
vytváří se soubor keše „%s“
vytváří se adresář „%s“
chybí časové razítko vytvoření
kritické rozšířené certifikátu %s není podporováno
politika označená jako kritická bez nastavených politik
volání crl_cache_insert přes DP selhalo: %s
volání crl_cache_insert přes vydavatele selhalo: %s
volání crl_fetch přes DP selhalo: %s
volání crl_parse_insert selhalo: %s
vypisovat příkazy ve stylu csh
hashovací algoritmus dat: %s
data nebyla uložena; k jejich uložení použijte parametr příkazu „--output“
dekódování z ASCII formátu selhalo: %s
dekódovat přijaté datové řádky
dešifrovat data (implicitně)
dešifrování selhalo: %s
vynucené dešifrování selhalo!
dešifrování o.k.
smazat vybrané podklíče
smazat vybrané ID uživatele
smazat podpisy z vybraných uživatelských ID
smazání certifikátu „%s“ se nezdařilo: %s
smazání bloku klíče se nezdařilo: %s
smazání tajného %s se nezdařilo: %s
zakázat používání správcovských příkazů karty
hloubka: %d platných: %3d podepsaných: %3d důvěra: %d-, %dq, %dn, %dm, %df, %du
zničit všechny klíče a data
nalezena karta se sériovým číslem: %s
v kešovém dir souboru nalezeny chyby
hashovací algoritmus „%s“ se nesmí používat v režimu %s
adresář „%s“ vytvořen
hledání klíče pouze ve vyrovnávací paměti dirmngr neuspělo: %s
zakázat veškerý přístup k dirmngr
nastavit klíč jako neplatný (disable)
zneplatněn
znemožnit volajícímu přebít pinentry
nedovolit klientům označovat klíče za „důvěryhodné“
nedovolit použít vnější úložiště na hesla
zobrazovat ID fotografií během výpisu klíčů
zobrazovat ID fotografií při ověřování podpisu
nedovolit obejití politiky hesel
nedovolit opakovat stará hesla
neprověřovat kořenové certifikáty proti CRL
nekontrolovat politiky certifikátu
nemazat údaje o důvěře během importu
neodpojovat se od konzole
neprovádět žádné změny
neaktualizovat databázi důvěry po importu
nepoužívat klávesnici čtečky
nepoužívat rozšířený režim připojení
nepoužije náhradní stroje s --ldap-proxy
nepoužívat paměť PINů na podepisování
nepoužívat SCdémona
nepoužívat vnitřní ovladač CCID
neshodují se – zkuste to znovu
vůbec nepoužívat terminál
%u certifikátů bude z keše vyřazeno
nalezena duplicitní položka v „%s“ na řádku %u
zdvojený certifikát „%s“ smazán
vyzvednout důvěru podpisů s platnými daty PKA
zapnout úplné ladění
nastavit klíč jako platný (enable)
zapnout podporu pro PuTTY
zapnout podporu pro OpenSSH
kódování do ASCII formátu selhalo: %s
šifrovat data
zašifrováno s heslem %lu
zašifrováno %s klíčem, ID %s
zašifrována %u-bitovým %s klíčem, ID %s, vytvořeným %s
zašifrováno jedním heslem
zašifrováno neznámým algoritmem %d
šifrování pouze se symetrickou šifrou
chyba přístupu k „%s“: status HTTP %u
chyba při alokování dostatečného množství paměti: %s
chyba při alokování paměti: %s
chyba při zahájení transakce v databázi TOFU: %s
chyba při přilepování socketu na „%s“: %s
chyba při sestavování OCSP dotazu: %s
chyba při ukládání certifikátu do keše: %s
chyba při měnění politiky TOFU: %s
chyba při změně atributu klíče %d: %s
chyba při kontrole platnosti certifikátu vydavatele CRL: %s
chyba při uzavírání „%s“
chyba při uzavírání „%s“: %s
chyba při zavírání souboru keše: %s
chyba při uzavírání nového kešového dir souboru „%s“: %s
chyba při uzavírání dočasného souboru keše „%s“: %s
chyba při potvrzování transakce v databázi TOFU: %s
chyba při připojování na „%s“: %s
chyba při vytváření „%s“: %s
chyba při vytváření roury: %s
chyba při vytváření proudu pro rouru: %s
chyba při vytváření adresáře „%s“: %s
chyba při vytváření schránky na klíče (keybox) „%s“: %s
chyba při vytváření souboru klíčů (keyring) „%s“: %s
chyba při vytváření nového kešového dir souboru „%s“: %s
chyba při vytváření hesla: %s
chyba při vytváření dočasného souboru keše „%s“: %s
chyba při vytváření dočasného souboru: %s
chyba při zjišťování databáze TOFU: %s
chyba při stahování certifikátu určeného sériovým číslem: %s
chyba při stahovaní certifikátu určeného subjektem: %s
chyba při hledání záznamu důvěryhodnosti v „%s“: %s
chyba při hledání zapisovatelné keyDB: %s
chyba při dokončování dočasného souboru keše „%s“: %s
chyba při nastavování KDF: %s
chyba při rozdvojování procesu: %s
chyba při sběru dalších ID uživatele: %s
chyba při sběru údajů o podpisech: %s
chyba při získávání položky CRL: %s
chyba při zjišťování OCSP stavu cílového certifikátu: %s
chyba při zjišťování authorityKeyIdentifier: %s
chyba při získání informací o kartě: %s
chyba při získání informací o aktuálním klíči: %s
chyba při získávání dat ze souboru keše: %s
chyba při získání návratového kódu procesu %d: %s
chyba při zjišťování informací o použití klíče: %s
chyba při získávání seznamu karet: %s
chyba při získání nového PINu: %s
chyba při získávání soli pro socket
chyba při zjišťování ID odpovídače: %s
chyba při získání sériového čísla karty: %s
chyba při získání uložených příznaků: %s
chyba při zjišťování časů aktualizace CRL %s
chyba při získávání verze z „%s“: %s
chyba při výpočtu haše „%s“: %s
chyba při importování certifikátu: %s
chyba v „%s“: %s
chyba v patičce
chyba při inicializaci databáze TOFU: %s
chyba při inicializaci kešového souboru „%s pro čtení: %s
chyba při inicializaci čtecího objektu: %s
chyba vkládání položky do dočasného souboru keše: %s
chyba při zavádění certifikátu „%s“: %s
chyba při zamykání schránky na klíče: %s
chyba při otevírání „%s“: %s
chyba při otevírání databáze TOFU „%s“: %s
chyba při otevírání databáze TOFU: %s
chyba při otevírání kešového souboru „%s“: %s
chyba při otevírání databáze klíčů: %s
chyba při rozboru „%s“
chyba při rozebírání OCSP odpovědi od „%s“: %s
chyba při rozboru názvu klíče „%s“: %s
chyba při tisknutí řádku protokolu: %s
chyba při čtení „%s“, řádek %d: %s
chyba při čtení „%s“: %s
chyba při čtení rozšíření CRL: %s
chyba při čtení HTTP odpovědi od „%s“: %s
chyba při čtení databáze TOFU: %s
chyba při čtení aplikačních dat
chyba při čtení položky keše z databáze: %s
chyba při čtení certifikátu z „%s“: %s
chyba při čtení certifikátu ze standardního vstupu: %s
chyba při čtení adresáře „%s“: %s
chyba při čtení otisku DO
chyba při čtení z odpovídače: %s
chyba při čtení vstupu: %s
chyba při čtení bloku klíče: %s
chyba při čtení seznamu důvěryhodných kořenových certifikátů
chyba při čtení protokolu z ldapové obálky č. %d: %s
chyba při čtení soli z deskriptoru %d: %s
chyba při čtení z karty: %s
chyba při přejmenování „%s“ na „%s“: %s
chyba při získávání „%s“ přes %s: %s
chyba při získávání „%s“: %s
chyba při získání CHV z karty
chyba při odvolávání transakce v databázi TOFU: %s
chyba v běhu „%s“: návratový kód %d
chyba při spouštění „%s“: pravděpodobně není nainstalován
chyba v běhu „%s“: násilně ukončeno
chyba při prohledávání souboru klíčů (keyring): %s
chyba při odesílání dat: %s
chyba při odesílání standardního parametru: %s
chyba při nastavování cíle OCSP: %s
chyba při nastavování hašovacího kontextu MD5: %s
chyba při ukládání certifikátu
chyba při ukládání certifikátu: %s
chyba při ukládání příznaků: %s
chyba při aktualizaci databáze TOFU: %s
chyba při ptaní se na heslo: %s
chyba při zápisu do „%s“: %s
chyba při zápisu kódování base64: %s
chyba při zápisu souboru klíčů (keyring) „%s“: %s
chyba při zápisu nového kešového dir souboru „%s: %s
chyba při zápisu do souboru veřejných klíčů „%s“: %s
chyba při zápisu do „%s“: %s
existující klíč bude přepsán
u --lookup očekává URL
očekává certifikáty ve formátu PEM
platnost skončila
platnost skončila: %s
platnost skončí: %s
export jako SSH klíč se nepodařil: %s
exportovat atributy uživatelských ID (obecně ID fotografií)
exportovat certifikáty
exportovat klíče
exportovat klíče na server klíčů
exportovat revokační klíče označené jako „citlivé“
exportovat podpisy, které jsou označeny jako jen místní (local-only)
exportování tajného klíče není povoleno
volání externích programů je zakázáno, protože file permissions nejsou nastaveny nebezpečně
nalezena nadbytečná položka v záznamu CRL „%s“ na řádku %u
získání zámku pinetry se nezdařilo: %s
alokace OCSP kontextu selhala: %s
alokace kontextu assuan selhala: %s
alokace popisovače keyDB se nezdařila
výroba nového objektu keše selhala: %s
ze socketu se nepodařilo se vytvořit proud (stream): %s
vytvoření dočasného kešového dir souboru „%s“ selhalo: %s
nebylo možné vytvořit dočasný soubor „%s“: %s
nepodařilo se ustanovit hašovací kontext OCSP: %s
otisk se nepodařilo získat
nemohu inicializovat databázi důvěry: %s
inicializace serveru selhala: %s
„%s“ nebylo možné otevřít: %s
otevření kešového dir souboru „%s“ selhalo: %s
předání dotazu %s klientovi se nezdařilo
znovu otevření kešového dir souboru „%s“ selhalo: %s
selhalo obnovení vyrovnávací paměti klíčů: %s
uložení data vytvoření se nezdařilo: %s
uložení otisku se nezdařilo: %s
nelze uložit klíč: %s
registrace příkazu u Assuanu selhala: %s
použití výchozího PINu jako %s selhalo: %s – vypínám jeho budoucí použití
stahovat chybějící certifikáty vydavatelů
získá klíč specifikovaný v URL karty
volání fetch_cert_by_url selhalo: %s
volání fetch_next_cert selhalo: %s
stahování CRL z „%s“ selhalo: %s
soubor „%s“, řádek %d: %s
otisk na kartě se neshoduje s požadovaným
otisk=%s
první záznam „%s“ není verze
označit vybrané uživatelské ID jako primární
vyprázdní keš
vynutí zavedení zastaralých CRL
vynutí použití výchozího OCSP odpovídače
force-crl-refresh je aktivováno a %d minut uplynulo vydavateli s ID %s, aktualizace je požadována
force-crl-required je u vydavatele s ID %s aktivováno, aktualizace je požadována
vyžadováno
nalezen jiný možný odpovídající certifikát autority – zkusí se znovu
volání fstat nad „%s“ selhalo v %s: %s
fstat(%d) selhal v %s: %s
plná
komplexní vytvoření páru klíčů
gcry_md_open selhalo: %s
gcry_md_open selhalo na algoritmu %d: %s
vytvořit nový pár klíčů
vytvořit revokační certifikát
vytvořit nový pár klíčů
generování klíče se nezdařilo
generování nového klíče
získat adresáře s nastavením @GPGCONF@
dobrý
z libksba obdržen neplatný S-výraz
obdržen status: „%s“
gpg/karta>
obsluha 0x%lx pro fd %d spuštěna
obsluha 0x%lx pro fd %d ukončena
obsluha pro deskriptor %d spuštěna
obsluha pro deskriptor %d ukončena
hashovací algoritmus %d (%s) podepisovatele %d není podporován; použiji %s
hashovací algoritmus použitý pro podepisovatele %d: %s (%s)
hašování OCSP odpovědi pro „%s“ selhalo: %s
respektovat PKA záznamy klíče při získávání klíčů
respektovat URL upřednostňovaných serverů klíčů daného klíče
iImMuUsS
iconv_open selhala: %s
ignoruje HTTP distribuční místa CRL
ignoruje LDAP distribuční místa CRL
ignoruje URL služby OCSP uvedené v certifikátu
ignorovat podpisy klíče, které nepodepisují samy sebe
ignorovat požadavky na změnu TTY
ignorovat požadavky na změnu X displeje
adresář databáze „%s“ se ignoruje
ignoruji řádek s nepořádkem
importovat certifikáty
importovat klíče ze serveru klíčů
importovat chybějící klíč z podpisu
importovat podpisy, které jsou označeny jen jako místní
importovat/sloučit klíče
importují se běžné certifikáty „%s“
import tajných klíčů není povolen
zahrnout do výsledku hledání odvolané klíče
zahrnout podklíče, když se hledá podle ID klíče
zahrnovat veřejný klíč do podpisů
zakáže použití HTTP
zakáže použití LDAP
vstupní řádek %u je příliš dlouhý nebo na konci chybí znak LF
vstupní řádek je delší než %d znaků
interaktivní označovaní jako důvěryhodný je pro tuto relaci zakázáno
v gpg-agentu není povoleno interaktivní označování za důvěryhodný
mezilehlý certifikát je prošlý
mezilehlý certifikát je v pořádku
mezilehlý certifikát nebyl vytvořen v době životnosti vydavatele
mezilehlý certifikát ještě nezačal platit
neplatný režim S2K; musí být 0, 1 nebo 3
neplatný řetězec otisku SHA1 „%s“
neplatný definice aliasu
neplatný argument
neplatný argument u volby „%.50s“
neplatná hlavička ASCII kódování:
neplatné kódování ASCII: řádek je delší než %d znaků
neplatný seznam auto-key-locate
nalezen neplatný kanonický S-výraz
v názvu stroje je neplatný znak 0x%02x – nepřidáno
neplatná hlavička podpisu v čitelném formátu
neplatný příkaz
neplatný příkaz „%.50s“
neplatný příkaz (neexistuje žádný implicitní příkaz)
neplatný kód země v „%s“, řádek %d
nesprávné označení řádku mínusy:
zadána neplatná úroveň ladění „%s“
neplatné implicitní předvolby
neplatná implicitní úroveň certifikace (default-cert-level); musí být 0, 1, 2 nebo 3
neplatný parametr pro export
neplatná volba filtru: %s
neplatný otisk
chybně formátovaný kontrolní součet souboru „%s“
nesprávně formátovaný otisk v „%s“, řádek %d
neplatný hashovací algoritmus „%s“
neplatný parametr pro import
neplatný haš vydavatele v „%s“ na řádku %u
neplatná položka „%s“ v řetězci s předvolbami
neplatný příznak klíče v „%s“, řádek %d
neplatný parametr pro server klíčů
neplatný protokol serveru klíčů (naše %d!=obsluha %d)
nalezen neplatný řádek %2$u v „%1$s
neplatný parametr pro výpis
neplatná minimální úroveň certifikace (min-cert-level); musí být 0, 1, 2 nebo 3
neplatný parametr
neplatný parametr „%.50s“
neplatné uživatelské předvolby pro šifrování
neplatné uživatelské předvolby pro komprimaci
neplatné uživatelské předvolby pro hashování
neplatný režim pinentry „%s“
neplatný radix64 znak %02X byl přeskočen
neplatný radix64 znak %02x byl přeskočen
neplatný původ požadavku „%s“
neplatný podpis: atribut otisku zprávy se neshoduje s vypočteným otiskem
neplatná struktura OpenPGP karty (DO 0x93)
neplatné časové razítko v „%s“ na řádku %u
neplatná hodnota
neplatný argument u volby „%s“
neplatný parametr pro ověření
vyvolat gpg-protect-tool
certifikát vydavatele není označen jako CA
certifikát vydavatele nebyl nalezen
certifikát vydavatele nenalezen: %s
velmi doporučujeme aktualizaci nastavení vašich preferencí a
klíče
klíč „%s“ nenalezen
klíč „%s“ nebyl na serveru klíčů nalezen
klíč „%s“ nenalezen: %s
klíč %s: chybí identifikátor uživatele
klíč %s se nehodí na rozšifrování v režimu %s
klíč %s označen jako absolutně důvěryhodný.
klíč %s se nesmí používat v režimu %s
klíč %s se v databázi důvěry vyskytuje více než jednou
klíč %s byl vytvořen %lu den v budoucnosti (došlo ke změně času nebo je problém s hodinami)
klíč %s byl vytvořen %lu dny v budoucnosti (došlo ke změně času nebo je problém s hodinami)
klíč %s byl vytvořen %lu sekundu v budoucnosti (došlo ke změně času nebo je problém s hodinami)
klíč %s byl vytvořen %lu sekundy v budoucnosti (došlo ke změně času nebo je problém s hodinami)
klíč %s: „%s“ %d nových podpisů
klíč %s: „%s“ %d nových podklíčů
klíč %s: „%s“ %d nových identifikátorů uživatele
klíč %s: „%s“ %d podpisů odstraněno
klíč %s: „%s“ %d podpisů odstraněno
klíč %s: „%s“ %d ID uživatele odstraněno
klíč %s: „%s“ %d ID uživatele odstraněno
klíč %s: „%s“ 1 nový podpis
klíč %s: „%s“ 1 nový podklíč
klíč %s: „%s“ 1 nový identifikátor uživatele
klíč %s: „%s“ beze změn
klíč %s: „%s“ přidán revokační certifikát
klíč %s: „%s“ revokační certifikát importován
klíč %s: %s
klíč %s: PGP 2.x klíč – přeskočeno
klíč %s: poškození PKS podklíče opraveno
klíč %s: akceptován jako důvěryhodný klíč
klíč %s: přijat id uživatele "%s",který není podepsán jím samým
klíč %s: nemohu najít originální blok klíče: %s
klíč %s: nemohu číst originální blok klíče: %s
klíč %s: podpis klíče jím samým (direct key signature) přidán
klíč %s: neodpovídá naší kopii
klíč %s: objeven duplikovaný identifikátor uživatele - sloučen
klíč %s: chyba při měnění hesla: %s
klíč %s: chyba při odesílání dat agentovi: %s
klíč %s: neplatný podpis klíče jím samým (direct key signature)
klíč %s: neplatný revokační certifikát: %s – zamítnuto
klíč %s: neplatný revokační certifikát: %s - přeskočen
klíč %s neplatný podpis klíče jím samým u uživatelského ID „%s“
klíč %s: neplatná vazba podklíče
klíč %s: neplatný odvolací podklíč
klíč %s: tělo klíče je na kartě – přeskočeno
klíč %s: nový klíč - přeskočen
klíč %s: chybí veřejný klíč – nemohu aplikovat revokační certifikát
klíč %s: nenalezen veřejný klíč k důvěryhodnému klíči – přeskočeno
klíč %s: neexistuje podklíč pro vázání klíčů
klíč %s: neexistuje podklíč pro odvolání klíče
klíč %s: podklíč který je svázán s podpisem neexistuje
klíč %s: neexistuje podklíč pro revokaci podklíče
klíč %s: chybí identifikátor uživatele
klíč %s: neexistuje id uživatele pro podpis
klíč %s: chybí platný identifikátor uživatele
klíč %s: podpis není exportovatelný (třída %02X) - přeskočeno
klíč %s: veřejný klíč „%s“ importován
klíč %s: veřejný klíč nenalezen: %s
klíč %s: smazána vícenásobná vazba podklíče
klíč %s: vícenásobná odvolání podklíče smazáno
klíč %s: revokační certifikát na špatném místě - přeskočeno
klíč %s: tajný klíč již existuje
klíč %s: tajný klíč importován
klíč %s: tajný klíč s neplatnou šifrou %d – přeskočeno
klíč %s: podklíč přeskočen
klíč %s: přeskočen identifikátor uživatele „%s“
klíč %s: podpis podklíče na špatném místě - přeskočeno
klíč %s: neočekávaná podpisová třída (0x%02X) - přeskočeno
klíč %s: nepodporovaný algoritmus veřejného klíče
klíč %s: nepodporovaný algoritmus veřejného klíče u uživatelského ID „%s“
klíč již existuje
export klíče se nepodařil: %s
generování klíče dokončeno (%d sekunda)
generování klíče dokončeno (%d sekundy)
klíč byl vytvořen %lu sekund v budoucnosti (došlo ke změně času nebo je problém se systémovým časem)
klíč byl vytvořen %lu sekund v budoucnosti (došlo ke změně času nebo je problém se systémovým časem)
klíč není označen jako nedostatečně bezpečný – nemohu jej použít s falešným RNG!
klíč nebyl na serveru klíčů nalezen
operace s klíčem není možná: %s
zdroj bloku klíče „%s“: %s
schránka na klíče (keybox) „%s“ vytvořena
soubor klíčů (keyring) „%s“ vytvořen
volba serveru s klíči „%s“ se nesmí používat v režimu %s
získání dat z serveru klíčů se nezdařilo: %s
obnovení dat na serveru klíčů se nezdařilo: %s
hledání na serveru klíčů se nezdařilo: %s
odeslání na keyserver se nezdařilo: %s
neplatná délka klíče; použiji %u bitů
délka klíče zaokrouhlena na %u bitů
klíčové slovo je příliš dlouhé
zabít zadanou komponentu
volání ksba_crl_new selhalo: %s
ksba_crl_parse selhal: %s
volání ksba_crl_set_reader selhalo: %s
spustit zadanou komponentu
ldapová obálka %d připravena
ldapová obálka %d připravena: návratový kód = %d
ldapová obálka %d připravena: čas vypršel
ldapová obálka %d se zasekla – bude zabita
ldap_search přesáhl omezení velikosti serveru
řádek %d: chyba při získávání klíče podle keygripu „%s“: %s
řádek %d: chyba při získávání podpisového klíče podle keygripu „%s“: %s
řádek %d: chyba při čtení klíče „%s“ z karty: %s
řádek %d: neplatný algoritmus
řádek %d: neplatný identifikátor klíče autority
řádek %d: zadáno neplatné datum
řádek %d: neplatná syntaxe rozšíření
řádek %d: zadán neplatný algoritmus hashe
řádek %d: neplatný název vydavatele „%s“ na pozici %d
řádek %d: neplatný název vydavatele „%.*s“
řádek %d: neplatná délka klíče %u (platná je %d až %d)
řádek %d: neplatné sériové číslo
řádek %d: neplatný název subjektu „%s“ na pozici %d
řádek %d: neplatný název subjektu „%.*s“
řádek %d: neplatný identifikátor klíče subjektu
řádek %d: generování klíče se nepodařilo: %s <%s>
řádek %d: nezadán žádný název subjektu
řádek %d: neplatná e-mailová adresa
řádek zkrácen, protože obsahoval znak \0
řádek je příliš dlouhý
řádek je příliš dlouhý – přeskočen
vypiš všechna dostupná data
vypsat všechny komponenty
vypsat a zkontrolovat podpisy klíčů
vypsat řetěz certifikátů
vypsat seznam externích klíčů
vypsat globální konfigurační soubor
vypsat seznam klíčů a id uživatelů
vypsat seznam klíčů
vypsat seznam klíčů a otisků
vypsat seznam klíčů a podpisů
vypsat seznam předvoleb (pro experty)
vypsat seznam předvoleb (podrobně)
vypsat seznam tajných klíčů
vypíše obsah CRL keše
naslouchá se na socketu „%s“
zavede CRL do dirmngr
zavádění CRL „%s“ selhalo: %s
certifikát vydavatele CRL bude hledán podle authorityKeyIdentifier
zámek „%s“ nebyl vytvořen: %s
hledá se „%s“
hledám vydavatele na jiném místě
hledám vydavatele ve vyrovnávací paměti Dirmngr
vyhledá certifikát
hledání selhalo: %s
hledá pouze mezi lokálně uloženými certifikáty
vytvořit podpis v čitelném dokumentu
vytvořit podpis oddělený od dokumentu
vytvořit podpis
pouze varování při konfliktu časového razítka
vytvoření podepisovacího paketu (make_keysig_packet) selhalo: %s
špatný formát CRC
funkce malloc selhala: %s
částečná
položka marginals-needed musí být větší než 1
položka max-cert-depth musí být v rozmezí od 1 do 255
max_replies (max. odpovědí) %d překročeno
nabídka pro změnu anebo odblokování PINu
postrádám argument
postrádám argument u volby „%.50s“
přesunout záložní klíč na kartu
přesunout klíč na kartu
vnořené podpisy v čitelném formátu
žádná
nikdy
nikdy nenahlížet do CRL
nový CRL je stále příliš starý; jeho platnost vypršela %s
nový kešový dir soubor „%s“ vytvořen
další kontrola databáze důvěry v %s
nextUpdate neuvedeno, předpokládaná perioda platnosti bude jeden den
ne
no = podpis nalezen v definici skupiny „%s“
pro vydavatele s ID %s není dostupný žádný CRL
pro certifikát nebyl nalezen žádný CRL
v CRL nebyl nalezen žádný vydavatel CRL: %s
na kartě není autentizační klíč pro SSH: %s
žádný výchozí OCSP odpovídač nedefinován
žádný výchozí OCSP podepisovatel nedefinován
v této relaci neběží žádný dirmngr
v této relaci neběží žádný gpg-agent
v „%s“ na řádku %u chybí DN vydavatele
v certifikátu nebyl nalezen vydavatel
žádné použití klíče není určeno – předpokládají se všechna použití
není znám žádný server s klíči
není nutné kontrolovat databázi důvěry
není nutné kontrolovat databázi důvěry s modelem „%s“
není nutné aktualizovat databázi důvěry s modelem „%s“
spuštění externího programu není podporováno
pro „%s“ nebyl nalezen žádný revokační klíč
žádný dirmngr neběží – spouští se „%s“
gpg-agent neběží – spouští se „%s“
neexistuje tajný klíč
nenalezen žádná podpis
chybí podepsaná data
nenalezen žádný vhodný klíč karty: %s
žádný vhodný certifikát pro ověření OCSP odpovědi nebyl nalezen
žádný absolutně důvěryhodný klíč nebyl nalezen
nenalezena žádná platná data ve formátu OpenPGP.
žádné platné adresy
(nebyli zadáni Žádní platní příjemci)
nenalezen zapisovatelný soubor klíčů (keyring): %s
nenalezen zapisovatelný soubor veřejných klíčů (pubring): %s
žádný
toto není podpis oddělený od dokumentu
toto není OpenPGP karta
nekontroluje se CRL pro
není vyžadováno
soubor „%s“ nebude neodstraněn
nepodepsáno výchozím OCSP certifikátem podepisovatele
npth_pselect selhala: %s – čeká se 1 s
počet odpovídajících vydavatelů: %d
počet odpovídajících certifikátů: %d
dobrá, my jsme anonymní adresát.
okey|okey
staré kódování DEK není podporováno
podpis starého typu (PGP 2.x)
stará verze adresáře s keší – bude vyčištěna
stará verze adresáře s keší – nelze pokračovat
přijímat aktualizace pouze u existujících klíčů
jejda: ksba_cert_hash selhalo: %s
otevírá se kešový soubor „%s“
volba „%.50s“ nečeká argument
volba „%.50s“ není jednoznačná
volba „%s“ ignorovaná kvůli „%s“
volba „%s“ vyžaduje program a volitelné argumenty
zadána volba „%s“, ale nezadány žádné platné výchozí klíče
zadána volba „%s“, ale chybí volba „%s“
volba „%s“ se nesmí používat v režimu %s
soubor s možnostmi „%s“: %s
původní jméno souboru='%.*s'
nedostatek paměti
při pokusu alokovat %lu bajtů došla bezpečná paměť
při pokusu alokovat %lu bajtů došla paměť
přebít nastavení proxy pro dirmngr
přebít nastavení časového limitu pro dirmngr
informace o důvěryhodnosti vlastníka klíče vymazány
schází hodnota důvěryhodnosti vlastníka
předat příkaz do dirmngr
heslo (passphrase) generováno s použitím neznámého algoritmu %d
trvale zavedených certifikátů: %u
Kvalita textu zde zadaného. Na podrobnosti ohledně kritérií se zeptejte svého správce.
prosím, zjistěte příčinu a soubor ručně smažte
prosím proveďte --check-trustdb
prosím, ujistěte se, že „dirmngr“ je správně nainstalován
více informací naleznete na adrese %s
použijte místo něj „%s%s“
prosím, použijte volbu „--daemon“, chcete-li nechat běžet program na pozadí
prosím počkejte než bude klíč vygenerován…
politika: %s
duplicita předvolby „%s“
předčasný konec souboru (žádné CRC)
předčasný konec souboru (v patičce)
předčasný konec souboru (žádné CRC)
vypisovat data v šestnáctkové soustavě
vypsat hash zprávy
vytisknout stav karty
problém se zašifrovaným paketem
problém při hledání existujícího certifikátu: %s
problém při opakovaném hledání certifikátu: %s
problém se čtením klíče keše: %s
problém se čtením záznamu keše pro sériové číslo %s: %s
problém se čtením záznamu keše: %s
problém s odstraňováním zastaralého dočasného souboru keše „%s“: %s
problém s přejmenováním „%s“ na „%s“: %s
problém v nastavování voleb gpg-agenta
problém s agentem: %s
zpracování CRL z „%s“ selhalo: %s
vyžádat potvrzení před přepsáním
ochranný algoritmus %d (%s) není podporován
ochranný algoritmus %d (%s) není podporován
veřejný a tajný klíč byly vytvořeny a podepsány.
veřejný klíč %s je o %lu den novější než podpis
veřejný klíč %s je o %lu dny novější než podpis
veřejný klíč %s je o %lu sekundu novější než podpis
veřejný klíč %s je o %lu sekundy novější než podpis
veřejný klíč %s nebyl nalezen: %s
algoritmus %d (%s) veřejného klíče není podporován
dešifrování veřejným klíčem selhalo: %s
data zašifrována veřejným klíčem: správný DEK
veřejný klíč je %s
veřejný klíč k absolutně důvěryhodnému klíči %s nebyl nalezen
uUqQ
dotázat se databázi verzí softwaru
rychle přidat novou identitu uživatele
rychle vytvořit nový pár klíčů
rychle odvolat identitu uživatele
rychle nastavit nové datum konce platnosti
rychle podepsat klíč
rychle lokálně podepsat klíč
stručný výstup
ukončit
ukončit toto menu
neplatný znak (quoted-printable) v ASCII kódování – pravděpodobně byl použit špatný MTA
distribuci tohoto klíče aby jste předešel problémům s neshodou algoritmů
chyba při čtení v „%s“: %s
tabulka mapování čtenáře na soubor je plná – čeká se
čte se z „%s“
čtou se možnosti z „%s“
čtení veřejného klíče se nezdařilo: %s
čtu standardní vstup…
důvod pro revokaci:
přijímání řádku se nezdařilo: %s
přesměrování změněno na „%s“
aktualizuje se %d klíč z %s
aktualizují se %d klíče z %s
zaregistrovat čipovou kartu
zamítnut kontrolou při importu
znovu načíst všechny nebo zadané komponenty
odstranit po importu z klíče vše, co lze
odstranit při exportu z klíče vše, co lze
odstranit klíč ze souboru veřejných klíčů
odstranit klíč ze souboru tajných klíčů
odstranit z klíče po importu nepoužitelné části
odstranit nepoužitelné části z klíče při exportu
odstraněn zastaralý dočasný soubor keše „%s“
odstraňuje se soubor keše „%s“
odstraňuji starý zamykací soubor (vytvořil %d)
přejmenování „%s“ na „%s“ se nezdařilo: %s
opravit poškození vzniklá při importu z PKS serveru
při importu opravit klíče
požaduji klíč %s z %s
požaduje se klíč z „%s“
chybí povinné atributy certifikátu: %s%s%s
problém se zdroji: nedostatek paměti
odpověď neobsahuje veřejný klíč EC
odpověď neobsahuje modulus RSA
odpověď neobsahuje veřejný exponent RSA
odpověď neobsahuje veřejný klíč
odpověď serveru je příliš velká, limit je %d bajtů
odvolací certifikát uložen jako „%s.rev“
revokační poznámka:
revokovat klíč nebo vybrané podklíče
revokovat vybrané uživatelské ID
revokovat podpisu na vybraných uživatelských ID
odvolán
odvoláno vaším klíčem %s v %s
odvolán: %s
odvolání ID uživatele se nepodařilo: %s
kořenový certifikát je prošlý
kořenový certifikát byl nyní označen za důvěryhodný
kořenový certifikát je v pořádku
kořenový certifikát není označen jako důvěryhodný
chybí kořenový certifikát
kořenový certifikát ještě nezačal platit
zaokrouhleno na %u bitů
zaokrouhleno na %u bitů
směrovat veškerý síťový provoz skrz Tor
spustit /subst při startu
spustit importní filtry a exportovat klíč okamžitě
poběží v režimu démona (na pozadí)
pracovat ve více serverové režimu (na popředí)
pracovat v režimu serveru
poběží v režimu serveru (na popředí)
poběží v režimu dohledu
spustit server Assuan zadaný na příkazové řádce
uložit a ukončit
vyhledat klíče na serveru klíčů
tajný klíč „%s“ nenalezen
tajný klíč „%s“ nenalezen: %s
tajný klíč %s: %s
tajné části klíče nejsou dostupné
zdá se nebýt zašifrováno
vyberte podklíč N
vyberte identifikátor uživatele N
vybraný hashovací algoritmus je neplatný
vybraný šifrovací algoritmus je neplatný
vybraný kompresní algoritmus je neplatný
vybraný hashovací algoritmus je neplatný
certifikát podepsaný sám sebou má ŠPATNÝ podpis
sám sebou podepsaný certifikát má CHYBNÝ podpis
posílám klíč %s na %s
odesílání řádku selhalo: %s
v ID certifikátu chybí serialno (sériové číslo)
server „%s“ je starší než my (%s < %s)
server používá neplatný certifikát
zadat poznámku pro vybraná uživatelská ID
nastavit příznaky ladění
nastavit sadu preferencí pro vybrané uživatelské ID
nastavit URL preferovaného serveru klíčů pro vybraná uživatelská ID
nastavení primárního ID uživatele se nepodařilo: %s
nastavit KDF pro autentizaci kódem PIN
vypisovat příkazy ve stylu sh
jednovrstvý
ukazovat poznámky IETF standardu během vypisování podpisů
ukazovat poznámky IETF standardu při ověřování podpisu
zobraz příkazy správce
ukazovat všechny poznámky během výpisu podpisů
ukazovat všechny poznámky při ověřování podpisu
ukazovat data expirace během výpisu podpisů
při importu ukázat klíč
vypsat otisk klíče
ukazovat údaje o účelu klíče při výpisu klíčů
ukazovat jen primární ID uživatele při ověřování podpisu
ukazovat URL politik během výpisu podpisů
ukazovat URL politik při ověřování podpisu
ukazovat URL upřednostňovaného serveru klíčů při výpisu podpisů
ukazovat URL upřednostňovaného serveru klíčů při ověřování podpisu
ukazovat odvolané a prošlé podklíče při výpisu klíčů
ukazovat odvolané a prošlé ID uživatelů při výpisu klíčů
ukazovat odvolané a prošlé ID uživatelů při ověřování podpisů
ukázat vybrané fotografické ID
ukázat keygrip
ukazovat název souboru s klíči při výpisu klíčů
ukázat tuto pomoc
ukazovat platnost ID uživatelů při výpisu klíčů
ukazovat platnost ID uživatele při ověřování podpisu
ukazovat uživatelské poznámky během výpisu podpisů
ukazovat uživatelské poznámky při ověřování podpisu
vypnutí vynuceno
vypne dirmngr
podepsat klíč
podepsat klíč lokálně
podepsat nebo modifikovat klíč
podepsat vybrané ID uživatele [* níže jsou uvedeny relevantní příkazy]
podepsat vybrané uživatelské ID lokálně
podepsat vybraná uživatelská ID neodvolatelným podpisem
podepsat vybrané uživatelské ID důvěryhodným podpisem
přijat signál č. %d – žádná akce nedefinována
podpis nebyl vytvořen v době životnosti certifikátu
verifikace podpisu potlačena
dosud vytvořené podpisy: %lu
podepsáno vaším klíčem %s v %s%s%s
podepsání selhalo: %s
podepisovací podklíč %s je již křížově certifikován
podepisuji:
přeskočen „%s“: %s
přeskočen „%s“: duplikován
přeskočeno: veřejný klíč je již nastaven
přeskočeno: veřejný klíč je už nastaven podle implicitního adresáta
přeskočeno: tajný klíč je už v databázi
blok typu %d byl přeskočen
přeskočen v3 podpis klíče jím samým u uživatelského id „%s“
název socketu „%s“ je příliš dlouhý
zvláštní režim pro použití se Squidem
SSH obsluha 0x%lx pro fd %d spuštěna
SSH obsluha 0x%lx pro fd %d ukončena
SSH klíče delší než %d bitů nejsou podporovány
samostatný revokační certifikát – použijte „gpg --import“, chcete-li jej užít
samostatný podpis třídy 0x%02x
volání start_cert_fetch selhalo: %s
volání stat() na „%s“ selhalo: %s
ignorováno sdělení „%s“ z „%s“, řádku %d
podklíče
podklíč „%s“ nenalezen
podklíč %s nepodepisuje, a tak není třeba jej křížově certifikovat
podpacket typu %d má nastavený kritický bit
přepínám do řetězeného modelu
symetrické šifrování „%s“ se nepovedlo: %s
systémová chyba při volání externího programu: %s
systémový důvěryhodný seznam „%s“ není dostupný
textový formát
NullPIN ještě nebyl změněn
dostupný CRL je příliš starý
zadané URL pro certifikační politiku je neplatné
zadané URL preferovaného serveru klíčů je neplatné
zadané URL pro podepisovací politiku je neplatné
podpis nebylo možné ověřit. Prosím, nezapomeňte, že soubor s podpisem (.sig nebo .asc) by měl být prvním souborem zadaným na příkazové řádce.
status certifikáty není znám
tajný klíč pro veřejný klíč „%s“ existuje!
toto je PGP klíč vygenerovaný podle algoritmu Elgamal, podpisy vytvořené tímto klíčem nejsou bezpečné!
tento klíč
tento klíč již byl určen jako odvolatel
může to být způsobeno chybějícím podpisem klíče jím samým
tato zpráva nemusí být s %s použitelná
na této platformě jsou při volání externích programů vyžadovány dočasné soubory (temp files)
zapnout/vypnout požadování PINu při každé self-sign operaci
příliš mnoho předvoleb pro šifrování
příliš mnoho předvoleb pro komprimaci
příliš mnoho předvoleb pro vzorkování
otevřeno příliš mnoho kešových souborů, další již nelze otevřít
příliš mnoho přesměrování
celkem zpracováno: %lu
pokus odvolat ID neuživatele: %s
záznam důvěry %lu není požadovaného typu %d
záznam důvěry %lu, typ pož. %d: čtení selhalo: %s
záznam důvěry %lu, typ %d: zápis selhal: %s
důvěra: %s
záznam v databázi důvěry %lu: lseek() se nepodařil: %s
záznam v databázi důvěry %lu: zápis se nepodařil (n=%d): %s
transakce s databází důvěry je příliš dlouhá
databáze důvěry: procedura lseek() selhala: %s
databáze důvěry: procedura read() (n=%d) selhala: %s
databáze důvěry: synchronizace selhala %s
zaveden důvěryhodný certifikát „%s“
úroveň důvěry opravena na PLNOU, kvůli platné PKA informaci
úroveň důvěry opravena na ŽÁDNOU, kvůli špatné PKA informaci
absolutní
nelze zobrazit photo ID!
nelze spustit externí program
nelze spustit program „%s“: %s
nelze spustit shell „%s“: %s
nelze otevřít JPEG soubor „%s“: %s
nelze přečíst odpověď externího programu: %s
nelze nastavit exec-path na %s
nelze aktualizovat záznam v databázi důvěry: chyba při zápisu: %s
nelze použít neznámý model důvěry (%d) – předpokládáme použití modelu %s
nepřijatelné přesměrování HTTP serverem
nepřijatelné přesměrování HTTP serverem bylo odklizeno
odblokovat PIN pomocí resetačního kódu
nezkomprimováno|nic
nedefinována
neočekávaný ASCII armor:
neznámý formát
neznámá TOFU politika „%s“
neznámá ASCII hlavička:
neznámý příkaz „%s“
neznámá konfigurační položka „%s“
neznámé kritické rozšíření CRL %s
neznámý ladicí příznak „%s“ se ignoruje
neznámý implicitní adresát „%s“
neznámý hašovací algoritmus „%s“
neznámý model ověřování „%s“
neznámý slabý hashovací algoritmus „%s“
neočekávaný konec externího programu
nepodporovaná verze databáze TOFU: %s
nepodporovaný algoritmus: %s
nepodporovaná křivka
nepodporovaný dotaz „%s“
nepodporovaný typ záznamu v „%s“ na řádku %u přeskočen
aktualizovat všechny klíče ze serveru klíčů
aktualizace selhala: %s
aktualizovat databázi důvěry
časy aktualizace tohoto CRL: tento=%s příští=%s
aktualizace souboru DIR selhalo – záznam keše bude při příštím startu programu ztracen
použití: %s
použití: %s [volby]
použití: %s [přepínače] %s
místo CRL použije OCSP
použít jako výstupní soubor
použít kanonický textový režim
abyste ho smazal(a), použijte nejprve parametr „--delete-secret-key“.
použít chování striktně podle OpenPGP
používat systémové nastavení HTTP proxy
použít záložní formát klíče GnuPG
používat vstup o proměnné délce na klávesnici čtečky
uživatelské ID „%s“ je již odvoláno
ID uživatele: „%s“
jako výchozí tajný klíč pro podepisování se použije „%s“
použití modelu důvěry %s
použije se OCSP odpovídač „%s“
použití šifry: %s
použije se výchozí OCSP odpovídač „%s“
použije se výchozí PIN jako %s
používám podklíč %s místo primárního klíče %s
platné úrovně ladění jsou: %s
platné hodnoty pro volbu „%s“:
ověří platnost certifikátu
ověřovat podpisy s daty PKA
certifikátem vyžadovaný ověřovací model: %s
použit ověřovací model: %s
ověření platnosti certifikátu selhalo: %s
platnost: %s
upovídaný režim
ověření PIN správce je nyní prostřednictvím tohoto příkazu zakázáno
ověření CHV%d se nezdařilo: %s
verifikovat podpis
ověř PIN a vypiš všechna data
čekání, až se soubor „%s“ stane přístupným…
čekání na ldapovou obálku %d selhalo: %s
čekám na zámek %s…
čekám na zámek (drží ho %d%s) %s…
čekání na konec procesu %d se nezdařilo: %s
čekání na ukončení procesu se nezdařilo: %s
čeká se, až naběhne %s… (%d s)
vytvořen slabý klíč – zkouším znovu
podivná velikost šifrovacího klíče pro sezení (%d)
nelze spustit s nebezpečnou pamětí vzhledem k %s
zapisuji podpis klíče jím samým (direct signature)
zapisuji „key-binding“ podpis
nový klíč se zapisuje
veřejný klíč se zapisuje do „%s“
zapisuji podpis klíče sebou samým
zapisuje se do „%s“
zapisuji do standardního výstupu
aAyY
ano
nelze aktualizovat předvolby s: gpg --edit-key %s updpref save
klíč nelze pověřit odvoláním sama sebe
nelze použít --symmetric --encrypt v režimu %s
nelze použít --symmetric --encrypt s příkazem --s2k-mode 0
nelze použít --symmetric --sign --encrypt v režimu %s
nelze použít --symmetric --sign --encrypt s příkazem --s2k-mode 0
|ADRESA|připojit se na socket Assuanu na ADRESE
|ALGORITMUS|zamítnout podpisy založené na ALGORITMU
|ALGORITMUS|ukazovat otisky SSH pomocí ALGORITMU
|AN|Nový PIN správce
|A|Prosím, zadejte PIN správce
|KOMPONENTA|změnit volby
|KOMPONENTA|zkontrolovat volby
|KOMPONENTA|vypsat volby
|FD|zapsat informace o stavu do tohoto FD
|SOUBOR|přidat klíčenku na seznam klíčenek
|SOUBOR|prověřovat nová hesla proti vzorům v SOUBORU
|SOUBOR|zavede CRL ze SOUBORU do keše
|SOUBOR|načte seznam LDAP serverů ze SOUBORU
|SOUBOR|načíst volby ze SOUBORU
|SOUBOR|spustit příkazy ze SOUBORU při startu
|SOUBOR|vzít politiky ze SOUBORU
|SOUBOR|brát klíče z klíčenky (keyringu) SOUBOR
|SOUBOR|aktualizovat konfigurační soubory pomocí SOUBORU
|SOUBOR|pro HKP přes TLS použije certifikáty CA ze SOUBORU
|SOUBOR|zapisovat protokol do SOUBORU
|SOUBOR|zapisovat auditní protokol do SOUBORU
|SOUBOR|zapsat výstup do SOUBORU
|SOUBOR|protokol z režimu serveru se zapíše do SOUBORU
|OTISK|OCSP odpovědi podepsané podle OTISKU
|STROJ|pro LDAP dotazy použije STROJ
|ÚROVEŇ|nastaví ladicí úroveň na ÚROVEŇ
|METODA|používat METODU pro dohledávání klíčů podle e-mailové adresy
|NÁZEV|přijímat některé příkazy přes NÁZEV
|NÁZEV|připojit se na socket Assuanu s NÁZVEM
|JMÉNO|šifrovat rovněž pro uživatele s ID JMÉNO
NÁZEV|použít NÁZEV jako ovladač PC/SC
NÁZEV|použít NÁZEV jako ovladač ct-API
|NÁZEV|použít NÁZEV jako implicitní tajný klíč
|NÁZEV|použít šifrovací algoritmus NÁZEV
|NÁZEV|používat kódování NÁZEV pro PKCS#12 hesla
|NÁZEV|použít hashovací algoritmus NÁZEV
|NP|Prosím, zadejte nový kód pro odblokování (PUK) klíče určeného na tvorbu kvalifikovaných podpisů.
|NP|Prosím, zadejte nový kód pro odblokování (PUK) standardních klíčů.
|N|Prvotní nový PIN
|N|Nový PIN
|N|Prosím, zadejte nový PIN klíče určeného na tvorbu kvalifikovaných podpisů.
|N|Prosím, zadejte nový PIN pro standardní klíče.
|N|připojit se na čtečku na portu N
|N|odpojovat se od karty po N sekundách nečinnosti
|N|nevrací více jak N položek na jeden dotaz
|N|zahazovat klíče SSH po N sekundách
|N|zahodit zapamatované PINy po N sekundách
|N|omezit platnost hesla na N dnů
|N|počet certifikátů, které zahrnout
|N|vyžaduje alespoň N nepísmenných znaků v novém hesle
|N|nastaví časový limit pro LDAP na N sekund
|N|nastavit úroveň komprese na N (0 – žádná)
|N|nastavit maximální životnost dočasné paměti pro PINy na N sekund
|N| nastavit maximální životnost klíčů SSH na N sekund
|N|nastavit minimální vyžadovanou délku nových hesel na N
|N|nastavit časový limit pro Pinentry na N sekund
|PROGRAM|použít PROGRAM jako PIN-Entry program
|PROGRAM|použít PROGRAM jako SCdaemon program
|NP|Prosím, zadejte kód pro odblokování (PUK) klíče určeného na tvorbu kvalifikovaných podpisů.
|P|Prosím, zadejte kód pro odblokování (PUK) standardních klíčů.
|RN|Nový resetační kód
|SPEC|nastavit e-mailový alias
|SPEC|použít tento server pro dohledávání klíčů
|URL|stáhne CRL z URL
|URL|všechny HTTP požadavky přesměruje na URL
|URL|použije OCSP odpovídače na URL
|URL|používat server klíčů na URL
|ID_UŽIVATELE|šifrovat pro ID_UŽIVATELE
|ID_UŽIVATELE|použít ID_UŽIVATELE jako implicitní tajný klíč
|ID_UŽIVATELE|použít toto ID_UŽIVATELE pro podepsání nebo dešifrování
|HODNOTA|nastavit TOFU politiku klíči
|audit-log-result|Špatný
|audit-log-result|Chyba
|audit-log-result|V pořádku
|audit-log-result|Žádný certifikát
|audit-log-result|Není zapnuto
|audit-log-result|Není podporováno
|audit-log-result|Není použito
|audit-log-result|V pořádku
|audit-log-result|Přeskočeno
|audit-log-result|Některý
|pinentry-label|Zrušit
|pinentry-label|Ne
|pinentry-label|Uložit do správce hesel
|pinentry-label|Ano
|pinentry-tt|Skrýt heslo
|pinentry-tt|Zviditelnit heslo
||Prosím, zadejte PIN správce a nový PIN správce
||Prosím vložte PIN
||Prosím, zadejte PIN a nový PIN
||Prosím, zadejte PIN klíče určeného na tvorbu kvalifikovaných podpisů.
||Prosím, zadejte PIN pro standardní klíče.
||Prosím, zadejte resetační kód karty
||Prosím, zadejte svůj PIN na klávesnici čtečky
||Prosím, odemkněte kartu
Způsob přístupu: %s (%s)
Hexavýpis:
Ne po: %s
Ne před: %s
Omezení délky cesty: %d
Jazyk politiky: %s
Politika: ASCII:
Identifikátor klíče autority (%s):
Číslo CRL (%s):
Heslo výzvy: %s
Křivka: %s
Algoritmus otisku: %s
Mocnitel (%d bitů):
Vydáno: %s
Modul (%d bitů:)
Modul (%d bitů):
Další aktualizace: %s
Další v: %s
Množina parametrů: %s
Parametry:
Veřejný klíč (%d bitů):
Čas odvolání: %s
Odvoláno v: %s
Sériové číslo (hex):
Tato aktualizace: %s
Neznámý atribut %s:
Neznámé rozšíření %s (%s):
SHA-1:
SHA-256:
%sAlgoritmus veřejného klíče: %s
Úroveň bezpečnosti algoritmu: %s (%d bitů)
Atributy:
Rozšíření:
Otisk:
Vydavatel:
Vydavatel: %s
Žádné odvolané certifikáty.
Vyrobeno v: %s
ID respondenta: %s
ID klíče respondenta:
Odvolané certifikáty (%d):
Algoritmus podpisu: %s
Podpis:
Subjekt:
Subjekt: %s
Data aktualizací:
Platnost:
Verze: %d
Šestnáctkový výpis:
%s dalšíJméno v ASCII:
%s Jakýkoliv účel.
%s Certifikační autorita (CA): NE
%s Certifikační autorita (CA): ANO
%s Podepisování kódu.
%s Ochrana e-mailu.
%s Vyloučeno:
%s Hexavýpis:
%s IPsec IKE.
%s Podepisování OCSP.
%s Omezení délky cesty: %d
%s Povoleno:
%s TLS WWW klient.
%s TLS WWW server.
%s Časové razítkování.
%s dalšíJméno v DER:
%s OID dalšíhoJména: %.*s
%s Přístup k údajům o autoritě (%s):
%s Identifikátor klíče autority (%s):
%s Základní omezení (%s):
%s Místa distribuce CRL (%s):
%s Alternativní jméno vydavatele (%s):
%s Účel klíče (%s):
%s Užití klíče (%s):
%s Omezení jména (%s):
%s Období užití soukromého klíče (%s):
%s Informace o zástupném certifikátu (%s):
%s Alternativní jméno subjektu (%s):
%s Identifikátor klíče subjektu (%s):
%s Vlastnosti TLS (%s):
%s Neznámé rozšíření %s (%s):
%s Rozšíření:
%s%s: %.*s (obsahuje zakázané znaky)
%sPodepisování CRL.
%sPodepisování certifikátu.
%sŠifrování dat.
%sDigitální podpis.
%sDohodnutí klíče.
%sPouze dešifrování klíčů.
%sPouze šifrování klíčů.
%sŠifrování klíčů.
%sNepopiratelnost.
%s ID veřejného klíče: %s SHA-1:
%sPIN veřejného klíče: %s PIN-SHA-ě56:
%sNeznámé jméno:
%sAdresa XMPP: %.*s
%sadresářovéJméno: %.*s
(neznámý chybový kód)
Bylo přijato nepřekonatelné upozornění TLS.
Byl přijat TLS packet s neplatnou délkou.
Bylo přijato varovné upozornění TLS.
Došlo k pokusu o spojení s nevhodnou náhradou.
V SNI byl přijat zakázaný název serveru.
Byl přijat požadavek na udržovací zprávu.
Byla přijata odpověď na udržovací zprávu.
Byl přijat packet s neplatnou nebo nepodporovanou verzí.
ASN1 parser: Prvek nebyl nalezen.
ASN1 parser: Chyba při rozebírání DER.
ASN1 parser: Chyba ve ZNAČCE.
ASN1 parser: Chyba v typu „ANY“.
ASN1 parser: Obecná chyba při rozebírání.
ASN1 parser: Identifikátor nebyl nalezen.
ASN1 parser: Přetečení při rozebírání DER.
ASN1 parser: Chyba syntaxe.
ASN1 parser: Hodnota není platná.
ASN1 parser: Hodnota nebyla nalezena.
ASN1 parser: chyba v implicitní značce
Přístup byl zamítnut
Byl vyjednán algoritmus, který není povolen.
V knihovně byla nalezena chyba a v činnosti nelze pokračovat.
Při výpočtu packetu TLS Finished došlo k chybě.
Bylo očekáváno rozšíření, ale nepřišlo
Přijato neplatné rozšíření TLS.
Byl přijat neplatný parametr.
Byl nalezen neplatný parametr.
Přijato vyžadované rozšíření TLS.
Byl přijat neočekávaný packet zahajující TLS.
Byl přijat neočekávaný TLS packet.
Byla požadována neimplementovaná nebo zakázaná vlastnost.
Narazil jsem na neznámý algoritmus veřejného klíče.
Bylo odesláno nepodporované rozšíření
Pokus o dojednání spojení během falešného startu.
Chybný MAC zprávy
Chyba při dekódování Base64.
Chyba kódování do Base64.
Neočekávaná Base64 hlavička (chyba).
Omezení certifikační autority byla porušena.
Autorita není známa
Omezené jména CIDR je chybnou velikost nebo strukturu.
Nelze zahájit relaci s TPM.
Dojednává-li se spojení, tuto akci nelze provézt.
Certifikát je špatný
Certifikát vypršel
Certifikát není podporován
Je vyžadován certifikát
Je vyžadován certifikát.
Certifikát odpovídá.
Certifikát byl odvolán
Údaje o vazbě kanálu nejsou dostupné
Oznámení o uzavření
Komprese packetu s TLS strukturou selhala.
Nebylo možné ověřit totožnost protistrany.
Velké celé číslo nebylo možné exportovat.
Nebylo možné najít OpenPGP podklíč.
Nebylo možné získat OpenPGP klíč.
Nezdařilo se vyjednat seznam podporovaných šifer.
Nezdařilo se vyjednat podporovanou kompresní metodu.
Zadaný certifikát nebylo možné získat
Chyba dekódování
Dekomprese selhala
Dekomprese packetu s TLS strukturou selhala.
Chyba dešifrování
Dešifrování selhalo
Dešifrování selhalo.
Šifrování selhalo.
Chyba při dekódování přijatého packetu TLS.
Chyba databázovém jádře.
Chyba v souboru.
Chyba rozboru.
Chyba v souboru s heslem/klíčem.
Chyba ve verzi protokolu
Chyba v poskytnutém PIN.
Chyba v poskytnutém heslu SRK pro TPM.
Chyba v poskytnutém heslu pro klíč, který se měl nahrát do TPM.
Chyba při vytváření veřejného klíče.
Chyba při inicializaci socketů.
Chyba při ověřování CRL.
Chyba při ověřování certifikátu.
Chyba v certifikátu.
Chyba při ověřování soukromého klíče, inicializační vektor neodpovídá.
Chyba v pull funkci.
Chyba v push funkci.
Chyba v příznacích použití v klíči podepisovatele.
Chyba v zařízení se systémovým zdrojem náhody.
Chyba v časových položkách certifikátu.
Chyba na rozhraní /dev/crypto
Chyba při načítání souboru s klíči.
Chyba při otevírání /dev/crypto
Chyba při provádění sebekontroly.
Chyba při čtení souboru.
Omezení na export
Nezdařilo se získat náhodná data.
Importování klíče do úložiště selhalo.
Funkce byla přerušena.
Vnitřní chyba GnuTLS.
Zahájení (handshake) selhalo
Hašování selhalo.
Neplatný parametr
Nevhodná náhrada
Na takový požadavek chybí prokázání totožnosti.
Nedostatečné zabezpečení
Vnitřní chyba při alokaci paměti.
Neplatná délka položky s rozšířeními TLS.
Bylo zaznamenáno použití klíče v rozporu s pravidly.
Chyba paměti
Kritériím vyhovuje více než jeden objekt.
Nebyly nalezeny žádné údaje DANE.
Nenalezen žádný podpis DNSSEC.
Žádný certifikát (SSL 3.0)
Žádný certifikát nebyl nalezen.
Nebylo možné dojednat žádný společný aplikační protokol.
Žádný sdílený klíč není společný s protějškem.
Nebyly nastaveny žádné priority nebo byly nastaveny nedostatečně.
Znovuvyjednání není dovoleno
Nebyly nalezeny žádné podporované křivky ECC
Nebylo možné dojednat žádný podporovaný aplikační protokol
Žádné podporované režimy šifer nebyly nalezeny.
Žádné podporované kompresní algoritmy nebyly nalezeny.
Nebyly nalezeny žádné dočasné parametry DH.
Nebyly nalezeny žádné dočasné parametry RSA.
Údaje požadavku OCSP:
Údaje odpovědi OCSP:
Jeden ze zahrnutých algoritmů má nedostatečnou úroveň bezpečnosti.
Další Informace:
Údaje o PKCS #10 žádosti o certifikát:
PKCS #11 PINu vypršela platnost
PKCS #11 PIN uzamknut
PKCS #11 chyba v atributu
PKCS #11 chyba v datech
PKCS #11 chyba v zařízení
PKCS #11 chyba v klíči
PKCS #11 chyba v relaci
PKCS #11 chyba v podpisu
PKCS #11 chyba ve slotu
PKCS #11 chyba v tokenu
Chyba PKCS #11.
Chyba inicializace PKCS #11.
Nepodporovaná vlastnost PKCS #11
PKCS #11 chyba uživatele
Chyba při rozebírání souboru s heslem/klíčem.
Protistrana ukončila spojení
Během dojednávání změn spojení se změnil certifikát protějšku nebo uživatelské jméno.
Informace o veřejném klíči:
Užití veřejného klíče:
Dešifrovaní veřejného klíče selhalo.
Šifrování veřejného klíče selhalo.
Podpis veřejného klíče se nepodařilo ověřit.
Podepisování veřejného klíče selhalo.
Druhá strana požádala o novou autentizaci.
Přijata poškozená data.
Přetečení struktury
Druhá strana požádala o znovuzahájení relace.
Zdroj je dočasně nedostupný, zkusí se znovu.
Bezpečné znovuvyjednání selhalo.
Některé hranice omezení byly dosaženy.
Subjekt
Úspěch.
Byla přijata aplikační data TLS, zatímco měla přijít data zahájení.
Chyba TPM.
TPM není inicializován.
Klíč TPM nebyl v trvalém úložišti nalezen.
Kódovaní DER času není platné.
Podpis DNSSEC je neplatný.
Položka v databázi již existuje.
Diffieho-Hellmanovo prvočíslo poslané serverem není přijatelné (není dost dlouhé).
MAC (autentizační kód zprávy) se nepodařilo ověřit.
Odpověď OCSP závisí na nebezpečných algoritmech.
Odpověď OCSP je neplatná
Odpověď OCSP je důvěryhodná.
Poskytnutá odpověď OCSP neodpovídá dostupným certifikátům
Podpis odpovědi OCSP nelze ověřit.
Podepisovatel odpovědi OCSP nemohl být nalezen.
Podepisovatel odpovědi OCSP není důvěryhodný.
Certifikátu podepisovatele odpovědi OCSP vypršela platnost.
Certifikát podepisovatele odpovědi OCSP není aktivovaný.
Tento OID není podporován.
ID OpenPGP uživatele bylo odvoláno.
OpenPGP otisk není podporován.
OpenPGP klíč postrádá množinu přednostních klíčů.
Typ kufříku ve struktuře PKCS není znám.
Typ obsahu struktury PKCS není znám.
Jméno serveru v SNI nebylo rozpoznáno.
Zadané SRP uživatelské jméno je neplatné.
SRP/PSK jméno uživatele chybí nebo není známo
Spojení TLS nebylo řádně ukončeno.
Nelze nalézt knihovnu TPM (trousers).
Certifikát a daný klíč se k sobě nehodí.
Certifikát se liší.
Certifikát má nepodporované atributy.
Certifikát ještě není aktivován.
Tento druh certifikátu není podporován.
Tento druh šifry není podporován.
Cookie byl chybný.
Verze kryptografické knihovny je příliš stará.
Tato křivka není podporována
Brzká data byla odmítnuta.
Zadaný klíč DSA není slučitelný s vybraným protokolem TLS.
Zadaný řetězec s e-mailovou adresou obsahuje před „@“ neASCII znaky.
Zadaný paměťový buffer je pro uložení parametrů příliš malý.
Zadané heslo obsahuje neplatné znaky.
Zadaný řetězec obsahuje neplatné znaky UTF-8.
Velikost zahajovacích dat je příliš velká.
Hašovací algoritmus není znám.
Inicializace kryptografického jádra selhala.
Operace neskončila v řádném čase
Operace byla zrušena kvůli chybě uživatele
Soukromý klíč není platný.
Poskytnutý seznam certifikátů X.509 není seřazen (od předmětu po vydavatele)
Zadaný řetězec obsahuje znak null.
Veřejný klíč není platný.
Parametry veřejného klíče nejsou platné.
Požadavek je neplatný.
Požadovaný PKCS #11 object není dostupný
Požadovaná data nejsou dostupná.
Požadovaná data nebyla dostupná.
Prohlížení velkého celého čísla selhalo.
Odeslané jméno serveru nebylo rozpoznáno
Relaci nebo certifikátu vypršela platnost.
Algoritmus podpisu není podporován.
Podpis není slučitelný s veřejným klíčem.
Zadaný algoritmus nebo protokol není znám.
Zadaná relace byla z nějakého důvodu zneplatněna.
Verze knihovny tasn1 je příliš stará.
Přenášený packet je příliš velký (EMSGSIZE).
Bylo dosaženo horní meze pořadového čísla packetu se strukturou. Zírám!
Zadané uživatelské jméno není známo.
Ve struktuře nejsou uložena žádná data.
Nejsou přítomny žádné validační parametry.
Kryptografický algoritmus s nižší prioritou je již přítomen.
Chybí stav certifikátu (OCSP).
Pro tento algoritmus chybí sebetest.
Došlo k chybě paměti.
V certifikátu se vyskytla chyba.
Ve veřejném klíči se vyskytla chyba.
Pře překladu došlo k chybě.
Při překladu do nebo z UTF-8 se vyskytly potíže.
Při inicializaci dotazu DNS došlo k chybě.
Nebyly žádné údaje DANE.
Chyba zamykaní vlákna
Bylo přijato příliš mnoho packetů s prázdnou strukturou.
Bylo přijato příliš mnoho zahajovacích packetů.
Neočekávaná zpráva
Nalezeny neznámá data DANE.
Neznámé alternativní jméno subjektu v X.509 certifikátu.
Neznámý certifikát
Nebezpečné znovuvyjednání je zakázáno.
Nepodporované kritické rozšíření v X.509 certifikátu.
Nepodporované rozšíření v X.509 certifikátu.
Uživatel zrušen
Ověření selhalo.
Kontrolní součet fáze TLS/IA se nepodařilo ověřit
Chybná výplň v PKCS1 packetu.
Informace X.509 certifikátu:
Informace o seznamu odvolaných X.509 certifikátů (CRL):
kritické
žádný vydavatel,
žádný subjekt,
není kritické
podepsáno pomocí %s (rozbito!),
podepsáno pomocí %s,
pozor: alternativní jméno obsahuje znak NULL, bude nahrazen „!“
varování: podepsáno vadným podpisovým algoritmem, kterým lze falšovat.
Řízení kontextu: -B, --before-context=POČET vypíše POČET řádků před shodou -A, --after-context=POČET vypíše POČET řádků za shodou -C, --context=POČET vypíše POČET řádků kontextu (před i za shodou)
Různé: -s, --no-messages potlačí chybové zprávy -v, --invert-match vybere neodpovídající řádky -V, --version vypíše označení verze a skončí --help vypíše tuto nápovědu a skončí
--include=GLOB prohledá pouze soubory, které vyhovují GLOBU --exclude=GLOB přeskočí soubory, které vyhovují GLOBU --exclude-from=SOUBOR přeskočí soubory, které vyhovují jakémukoliv vzorku ze SOUBORU --exclude-dir=GLOB přeskočí adresáře, které vyhovují GLOBU
-E, --extended-regexp VZORKY jsou rozšířené regulární výrazy -F, --fixed-strings VZORKY jsou řetězce -G, --basic-regexp VZORKY jsou základní regulární výrazy -P, --perl-regexp VZORKY jsou regulární výrazy jazyka Perl
-I jako --binary-files=without-match -d, --directories=AKCE jak zpracovávat adresáře. AKCE může být: „read“ (číst), „recurse“ (rekurze), „skip“ (přeskočit) -D, --devices=AKCE jak zpracovávat zařízení, FIFO (roury) a sockety, AKCE může být: „read“ (číst) nebo „skip“ (přeskočit) -r, --recursive jako --directories=recurse -R, --dereference-recursive obdobně, jen následuje všechny symbolické odkazy
-L, --files-without-match vypíše pouze názvy souborů, ze kterých nebyly vybrány žádné řádky -l, --files-with-matches vypíše pouze názvy souborů, ze kterých byly vybrány řádky -c, --count vypíše pouze počet vyhovujících řádků na SOUBOR -T, --initial-tab zarovná začátky řádků tabulátory (je-li třeba) -Z, --null vypíše nulový bajt za jménem SOUBORU
-POČET stejné jako --context=POČET --group-separator=ODDĚLOVAČ vypisuje ODDĚLOVAČ na řádku mezi shodami s kontextem --no-group-separator nevypisuje oddělovač shod s kontextem --color[=KDY], --colour[=KDY] použije barev k rozlišení vyhovujících řetězců, KDY může být „always“ (vždy), „never“ (nikdy) nebo „auto“ (automaticky) -U, --binary neodstraňuje znak CR na konci řádku (MSDOS/Windows)
-e, --regexp=VZORKY použije VZORKY jako regulární výraz -f, --file=SOUBOR načte VZORKY ze SOUBORU -i, --ignore-case ignoruje rozdíly ve velikosti písmen ve vzorcích a datech --no-ignore-case neignoruje rozdíly ve velikosti písmen (výchozí) -w, --word-regexp hledá pouze na celá slova -x, --line-regexp hledá pouze celé řádky -z, --null-data řádek končí nulovým bajtem místo znaku nového řádku
-o, --only-matching zobrazí pouze neprázdné části odpovídajících řádků -q, --quiet, --silent potlačí obvyklý výstup --binary-files=TYP definuje typ binárních souborů TYP může být: „binary“ (binární), „text“ (textový) nebo „without-match“ (bez vyhovění vzorku) -a, --text jako --binary-files=text
Domovská stránka programu %s: <%s>
%s: PCRE objevilo smyčku v zanoření
%s: binární soubor odpovídá
%s: překročeno omezení PCRE na délku návratu
%s: překročeno omezení PCRE na velikost haldy
%s: překročeno omezení PCRE na hloubku návratu ze zanoření
%s: JIT zásobník knihovny PCRE vyčerpán
%s: vstupní soubor je rovněž výstupem
%s: vnitřní chyba PCRE: %d
%s: paměť vyčerpána
%s: přepínač „%s%s“ není jednoznačný: možnosti:
%s: pozor: smyčka rekurzivních adresářů
(standardní vstup)
* na začátku výrazu
+ na začátku výrazu
-P podporuje pouze jednobajtová a UTF-8 národní prostředí
? na začátku výrazu
Příklad: %s -i 'hello world' menu.h main.c VZORKY smí obsahovat více vzorků oddělených novým řádkem. Výběr a interpretace vzorku:
Obecná pomoc s používáním GNU softwaru: <%s>
Neplatný název třídy znaků
Neplatný řadicí znak
vnitřní chyba JIT: %d
Licence GPLv3+: GNU GPL verze 3 nebo novější <%s>. Toto je volné programové vybavení: máte právo jej měnit a dále šířit. Není zde ŽÁDNÁ ZÁRUKA, jak jen zákon dovoluje.
Žádný předchozí regulární výraz
V programu přeloženém s přepínačem --disable-perl-regexp nejsou perlové výrazy podporovány
Regulární výraz je příliš velký
Chyby distributora %s oznamujte (anglicky) na adresu: <%s>
Chyby v programu oznamujte (anglicky) na adresu: <%s> Připomínky k překladu na adresu: <translation-team-cs@lists.sourceforge.net>
Každý SOUBOR prohledá na VZORKY.
Závěrečné koncové lomítko
Nepárový ( nebo \(
Nepárový ) nebo \)
Nepárový [, [^, [:, [. nebo [=
Nepárový \{
Použití: %s [PŘEPÍNAČ]… VZORKY [SOUBOR]…
Je-li SOUBOR -, čte standardní vstup. Ne-li SOUBOR zadán, čte „.“, je-li přítomen přepínač -r, jinak čte standardní vstup. Jestliže jsou zadány méně než dva SOUBORY, pak je výchozí přepínač -h. Návratový kód je 0 při nalezení vyhovujícího řádku, jinak 1. Vyskytne-li se chyba a není-li zadán přepínač -q, bude vrácen kód 2.
Napsali(y) %s a %s.
Napsali(y) %s, %s, %s, %s, %s, %s, %s, %s, %s a další.
Napsali(y) %s, %s, %s, %s, %s, %s, %s, %s a %s.
Napsali(y) %s, %s, %s, %s, %s, %s, %s a %s.
Napsali(y) %s, %s, %s, %s, %s, %s a %s.
Napsali(y) %s, %s, %s, %s, %s a %s.
Napsali(y) %s, %s, %s, %s a %s.
Napsali(y) %s, %s, %s a %s.
Napsali(y) %s, %s a %s.
Napsal(a) %s.
Napsal Mike Haertel a další, vizte <https://git.sv.gnu.org/cgit/grep.git/tree/AUTHORS>.
nejednoznačný argument %s u %s
zápis třídy znaků je [[:space:]], ne [:space:]
zadány kolidující vzorky
překročeno omezení PCRE na délku řádku
návrat do prvotního pracovního adresáře se nezdařil
nastavení textového/binárního režimu deskriptoru souboru selhalo
počet vstupních řádků nelze spočítat (je jich hodně)
neplatný argument %s u %s
neplatný třída znaků
neplatný obsah \{\}
neplatný argument délky kontextu
neplatný syntaxe vzorku %s
neplatný maximální počet
syntaxe není určena
regulární výraz je příliš velký
přebývající \
přebývající \ před %lc
přebývající \ před netisknutelným znakem
přebývající \ před bílým místem
přepínač -P lze být použít pouze s jedním vzorkem
nelze zaznamenat aktuální pracovní adresář
nevyvážená (
nevyvážená )
nevyvážená [
neukončená escape sekvence \
neznámý typ binárního souboru
neznámá metoda obsluhy zařízení
pozor: %s
pozor: přepínač --unix-byte-offsets (-u) je zastaralý
pozor: GREP_COLOR='%s' je zastaralé, použijte GREP_COLORS='mt=%s'
{…} na začátku výrazu
Popisný řetězec písma popisuje písmo pro záhlaví oken. Velikost z popisu se použije jen v případě, že volba titlebar-font-size je nastavena na 0. Tak platí, že tato volba je zakázána v situaci, kdy je zapnuta volba titlebar-uses-desktop-font.
Seznam ID aplikací, které jsou výslovně vynechány v této složce. Toho lze využít k odebrání aplikací, které by jinak byly v kategorii zahrnuty.
Seznam kategorií, pro které budou aplikace standardně umístěny v této složce navíc k aplikacím, které jsou vypsány v klíčí apps.
Seznam hodnot „name:color“ oddělených pomocí „\n“, jak je definováno nastavením „gtk-color-scheme“
Profil zrychlení
Akce při dvojitém kliknutí na záhlaví
Akce při kliknutí prostředním tlačítkem na záhlaví
Akce při kliknutí pravým tlačítkem na záhlaví
Aktivovat nabídku okna
Aktivovat při nečinnosti
Umožnit vložení klávesnice do okna
Umožnit odhlášení
Povolit překrývající posuvníky
Umožnit zobrazit zprávu o stavu sezení
Umožnit zobrazit zprávu o stavu sezení, když je uzamknutá obrazovka. ZAVRŽENO: Tento klíč byl zavržen a je ignorován.
Umožnit přepnutí uživatele
Povolit hlasitost nad 100 %
Vždy zobrazovat stavovou ikonu zpřístupnění
Vždy zobrazovat textový kurzor
Vyhlazování
ID aplikace
Aplikace
Argument použitý ke spuštění programů v terminálu definovaném klíčem „exec“. ZAVRŽENO: Tento klíč byl zavržen a je ignorován. Výchozí terminál, a jak je vyvolán, je obsluhován v GIO.
Uspořádání tlačítek na záhlaví
Autentizovat připojení serveru proxy
Adresa URL automatického nastavení proxy
Zaměřené okno automaticky přenést do popředí
Automaticky aktualizovat časové pásmo
Základní název souboru s výchozím motivem klávesových zkratek použitým gtk+.
Základní název souboru s výchozím motivem použitým gtk+.
Pípnout při přijetí klávesy
Pípnout při prvním zmáčknutí klávesy
Pípnout při odmítnutí klávesy
Pípnout při změně vlastnosti zpřístupnění klávesnice
Pípnout při zmáčknutí modifikační klávesy
Klávesová zkratka pro výběr následujícího vstupního zdroje.
Klávesová zkratka pro výběr předchozího vstupního zdroje.
Činnost tlačítka
Kalendář potřebuje terminál
Možnost měnit zkratky
Režim sledování kurzoru
Změna jasu modré
Změna jasu zelené
Změna jasu červené
Změna kontrastu modré
Změna kontrastu zelené
Změna kontrastu červené
Metoda klikání
Kliknutím na okno, zatím co držíte tuto modifikační klávesu, okno přesunete (kliknutí levým tlačítkem), změníte jeho velikost (kliknutí prostředním tlačítkem) nebo zobrazíte nabídku okna (kliknutí pravým tlačítkem). Význam kliknutí prostředním a pravým tlačítkem je možné prohodit pomocí klíče „resize-with-right-button“. Modifikátor se zapisuje například „<Alt>“ nebo „<Super>“.
Stáhnout nitkový kříž na střed
Zavřít okno
Sytost barvy
Typ barevného stínování
Barva nitkového kříže
Schéma barev
Po tomto počtu dní považovat dočasné soubory a soubory v koši za staré.
Řídí, jak nová okna získávají zaměření
Řídí viditelnost osobních údajů
Aktuální vstupní zdroj
Aktuální motiv
Blikání kurzoru
Délka bliknutí kurzoru
Časové omezení blikání kurzoru
Velikost kurzorů
Motiv kurzorů
Název motivu kurzorů. Využito pouze X servery které podporují rozšíření X kurzor.
ZAVRŽENO: Tento klíč byl zavržen a je ignorován.
Mrtvá oblast obklopující aktivní oblast, v procentech. Jednotlivě se použije na levou, pravou, horní a dolní stranu.
Výchozí kalendář
Výchozí kalendářová aplikace. ZAVRŽENO: Tento klíč byl zavržen a je ignorován. Upřednostňovanou kalendářovou aplikací je ta, která obsluhuje typ MIME text/calendar.
Výchozí písmo
Výchozí správa úloh
Výchozí aplikace pro správu úloh.
Definuje mapování mezi počtem prstů a tlačítky touchpadu. Výchozí je mapování 1, 2 a 3 prstá na levé, pravé a prostřední tlačítko („lrm“).
Definuje názvy, které by měly být přiřazeny pracovním plochám. Pokud je seznam delší, než aktuální počet pracovních ploch, jsou nadbytečné názvy ignorovány. Pokud je kratší nebo obsahuje prázdné názvy, jsou chybějící hodnoty nahrazeny výchozími („Plocha N“).
Určuje situace, ve kterých je touchpad povolen.
Prodleva mezi opakováním zmáčknutí kláves, v milisekundách
Prodleva v milisekundách pro volbu automatického přenesení do popředí
Určuje, jak je vykreslen obrázek nastavený klíčem wallpaper_filename. Možné hodnoty jsou „none“ (nic), „wallpaper“ (tapeta), „centered“ (na střed), „scaled“ (přeškálovat), „stretched“ (roztáhnout), „zoom“ (zvětšit) a „spanned“ (pokrýt).
Určuje v pixelech délku svislé a vodorovné čáry, které tvoří nitkový kříž.
Určuje průsvitnost nitkového kříže, od plného krytí do úplné průhlednosti.
Určuje, zda aplikace nebo systém mohou generovat slyšitelná „pípnutí“. Lze použít dohromady s „vizuálním zvonkem“ k zajištění tichých „pípnutí“.
Určuje, zda nitkový kříž protíná myší symbol lupy nebo je stažen tak, že konce vodorovné a svislé čáry obklopují obrázek myši.
Určuje, jestli jsou hodnoty světlosti invertované: tmavší barvy se stávají světlejšími a naopak, bílá a černá jsou prohozeny.
Směr k provedení dvojitého kliknutí („left“ - vlevo, „right“ - vpravo, „up“ - nahoru, „down“ - dolů).
Směr k provedení druhého kliknutí („left“ - vlevo, „right“ - vpravo, „up“ - nahoru, „down“ - dolů).
Směr k provedení jednoduchého kliknutí („left“ - vlevo, „right“ - vpravo, „up“ - nahoru, „down“ - dolů).
Směr k provedení táhnutí („left“ - vlevo, „right“ - vpravo, „up“ - nahoru, „down“ - dolů).
Složky, které přepisují výchozí avatarové obrázky nainstalované aplikací gnome-control-center.
Složky s avatarovými obrázky
Zakázat zpracování adres URL a typů MIME
Zakázat všechny externí poskytovatele hledání
Zakázat všechny externí programy pro náhledy
Zakázat příkazový řádek
Po časovém limitu vypnout funkce zpřístupnění klávesnice
Zakázat zamknutí obrazovky
Zakázat odhlášení
Zakazuje chybějící funkce, které jsou požadovány starými nebo chybnými aplikacemi
Zakázat zobrazování hesel
Zakázat nastavení tisku
Zakázat tisk
Zakázat ukládání souborů na disk
Zakázat položku nabídky „Zobrazit heslo“ v polích pro zadávání hesel.
Zakázat správu uživatelů
Zakázat přepínání uživatelů
Vypnout, když jsou zmáčknuty dvě klávesy naráz
Vzdálenost, která spustí fuknci „táhni“
Vzdálenost v pixelech, než je rozeznán pohyb.
Neakceptovat klávesu, dokud není držena nejméně po dobu těchto milisekund.
Písmo dokumentů
Neumožňovat aplikacím přístup ke kameře
Neumožňovat aplikacím přístup k mikrofonu
Neumožňovat aplikacím výstup zvuku
Nepoužívat
Čas dvojitého kliknutí
Práh pro přetahování
Mapování kreslícího tabletu
Délka časového limitu do vypnutí
Délka časového limitu, než se vypnou funkce zpřístupnění klávesnice.
Režim kliknutí počkáním
Čas kliknutí počkáním
Informace EDID o výstupu, na který je tablet mapován. Musí být ve formátu [výrobce, produkt, sériové číslo]. ["","",""] ponechá mapování na automatice.
Informace EDID o výstupu, na který je dotyková obrazovka mapována. Musí být ve formátu [výrobce, produkt, sériové číslo]. ["","",""] ponechá mapování na automatice vypne.
Příkaz vložené klávesnice
Emulovat kliknutí prostředním tlačítkem
Povolit animace
Povolit sadu nástrojů pro zpřístupnění
Povolit vizuální zvonek
Povolit klávesové zkratky funkce zpřístupnění klávesnice
Zapnout kliknutí počkáním
Zapnout kliknutí počkáním.
Povolit aktivní rohy
Zapnout režim lupy
Povolit kliknutí myší pomocí touchpadu
Povolit oznamování
Zapnout simulované druhé kliknutí
Povolit zvuková upozornění
Povolit kombinace kláves jedním prstem
Povolit „klepni a táhni“ pomocí touchpadu
Povolit uzamknutí „klepni a táhni“ pomocí touchpadu
Povolit vkládání z hlavního výběru
Zapněte, když chcete umožnit fyzické otočení tabletu, aby šel nastavit pro leváky
Zapněte, když chcete omezit oblast tabletu tak, aby odpovídal poměru stran výstupu.
Povolit ignorování vícenásobných zmáčknutí
Povolit „myš z klávesnice“
Povolit „pomalé klávesy“
Povolit přepínání klávesami
Zapíná/vypíná zobrazení nitkového kříže na střed myšího symbolu lupy.
Přítlaková křivka gumy
Vynechané aplikace
Argumenty spuštění
Název počítače s proxy FTP
Port proxy FTP
Faktor použitý ke zvětšení nebo zmenšení zobrazeného textu a to beze změny velikosti písma.
Režim sledování zaměření
Potomci složky
Název složky
Když je systémový ukazatel blízko okraje obrazovky a je sledován střed myši, pokračuje posun obsahu lupy, takže hranice obrazovky se posunou do zobrazení v lupě.
Vynutit automatické robalování cedulí
Modul vstupní metody GTK
Přípravný styl vstupní metody GTK
Stavový styl vstupní metody GTK
Geolokační služba je povolena.
Gesto dvojitého kliknutí
Gesto kliknutí a táhnutí
Gesto druhého kliknutí
Gesto jednoduchého kliknutí
Motiv klávesových zkratek gtk+
Motiv gtk+
Název počítače s proxy HTTP
Heslo k proxy HTTP
Port proxy HTTP
Uživatelské jméno k proxy HTTP
Zda má správce souborů obsluhovat plochu
Skrýt všechna normální okna
Vysoký kontrast
Zvýrazňovat aktuální polohu ukazatele
Jak vstup ovlivňuje ukazatel na obrazovce
Kolik milisekund zrychlovat
Kolik milisekund zabere přechod z 0 na maximální rychlost.
Kolik milisekund čekat, než začnou pracovat klávesy pro posun ukazatele myši.
O kolik pixelů za sekundu ukazatel posouvat při maximální rychlosti.
Jak generovat softwarově emulovaná tlačítka. Může být buď vypnuto („none“), přes určené oblasti („areas“), dané počtem prstů („fingers“) nebo ponecháno na výchozím nastavení hardwaru („default“).
Jak se má stínovat barva pozadí. Možné hodnoty jsou „horizontal“ (vodorovně), „vertical“ (svisle) a „solid“ (jednolitá barva)
Motiv ikon
Motiv ikon pro použití v panelu, aplikaci Nautilus atd.
Když je VYPNUTO, nebude využití aplikací sledováno a zaznamenáváno.
Když je VYPNUTO, aplikace si nebudou pamatovat nedávno použité soubory.
Když je VYPNUTO, nebudou se autorovi posílat žádné informace (které jsou anonymní) o instalaci nebo odebrání.
Když je ZAPNUTO, budou se výrobci automaticky odesílat anonymní hlášení.
Když je ZAPNUTO, neměly by aplikace vydávat zvuk.
Když je ZAPNUTO, neměly by aplikace používat kameru.
Když je ZAPNUTO, neměly by aplikace používat mikrofon.
Když je ZAPNUTO, budou se automaticky odstraňovat soubory z koše, které jsou starší více dní než udává „old-files-age“.
Když je ZAPNUTO, budou se automaticky odstraňovat dočasné soubory, které jsou starší více dní než udává „old-files-age“.
Jestliže je zapnuto a režim zaměření je „sloppy“ nebo „mouse“, pak bude zaměřené okno po uplynutí prodlevy určené klíčem auto-rise-dely automaticky přeneseno do popředí. Vztahuje se to na kliknutí na okno, které se má přenést do popředí, ne na vstoupení do okna během operace „táhni a upusť“.
Když je nastaveno na zapnuto, bude se systém snažit neprozradit totožnost uživatele na obrazovce nebo v síti.
Pokud je zapnuto, bude aplikace Nautilus automaticky připojovat média, jako jsou uživatelský přístupné disky a výměnná média, při spuštění a při vložení média.
Pokud je ZAPNUTO, bude aplikace Nautilus automaticky otevírat složku, když je automaticky připojeno médium. Má to význam jen pro média, u kterých není zjištěn žádný známý typ x-content/*. Pro média, u kterých je zjištěn známý typ x-content, je místo toho nabídnuta uživatelem nastavitelná akce.
Pokud je ZAPNUTO, nebude se aplikace nikdy dotazovat ani automaticky spouště programy, když je vloženo médium.
Pokud je zapnuto, bude správce souborů vykreslovat ikony na pracovní ploše.
Když je nastaveno na „lockscreen“, budou nová zařízení USB odmítána, jen když je právě uzamknutá obrazovka. Když je nastaveno na „always“, budou všechna nová zařízení USB odmítána vždy.
Když je přítomna služba USBGuard a toto nastavení je ZAPNUTO, budou zařízení USB chráněna podle nastavení v klíči usb-protection-level.
Pokud má základní hardware podporu soukromí obrazovky a zároveň je zapnuté toto nastavení, budou panely podporující tuto technologii zastíněny před pohledem z boku.
Je-li zapnuto, je aplikacím umožněn přístup k informacím o pozici.
Když je zapnuto, zobrazují se ve stavové nabídce vedle ikony i procenta stavu nabití baterie.
Když je zapnuto, zobrazuje se na hodinách kromě času i datum.
Když je zapnuto, zobrazují se na hodinách sekundy.
Když je zapnuto, zobrazují se v kalendáři čísla týdnů podle ISO.
Když je zapnuto, zobrazuje se na hodinách kromě času i den v týdnu.
Když je zapnuto, používá gtk+ vkládání z hlavního výběru, obvykle spouštěné kliknutím prostředním tlačítkem myši.
Jestliže je zapnuto, ignoruje se volba titlebar-font a použije se standardní písmo pro záhlaví oken.
Když je zapnuto, zmáčknutí klávesy zvýrazní aktuální polohu ukazatele na obrazovce.
Když je zapnuto, dá se do přehledu činností dostat najetím myší do levého horního rohu.
Pokud je zapnuto, připojení k serveru proxy vyžaduje autentizaci. Kombinace uživatelské jméno/heslo je dána klíči „/system/proxy/http/authentication-user“ a „/system/proxy/http/authentication-password“. Použije se pouze pro proxy HTTP. Jestliže používáte samostatně proxy HTTPS, není k dispozici žádný způsob, jak určit, že se má používat autentizace.
Ignorovat vícenásobné zmáčknutí stejné klávesy po tento počet milisekund.
Počáteční prodleva opakování klávesnice
Počáteční zpoždění v milisekundách
Počáteční zpoždění v milisekundách, než začně klávesnice opakovat zmáčknutí kláves.
Zvuková odezva vstupu
Celé číslo použité jako faktor škálování oken. Slouží pro obrazovky s vysokou hustotou DPI. 0 znamená automatické určení podle parametrů monitoru.
Invertovat světlost
Četnost opakování klávesnice
Kombinace kláves pro vlastní činnost
Opakování klávesnice
Klávesová zkratka pro otevírání lišt nabídek.
Levá nebo horní barva při vykreslování přechodu a nebo jednolitá barva.
Délka dvojitého kliknutí, v milisekundách
Délka nitkového kříže v pixelech
Délka cyklu blikání kurzoru, v milisekundách
Seznam voleb XKB
Seznam voleb XKB. Každá z voleb je řetězcem volby XKB, tak jak je definován v souboru pravidel pro xkeyboard-config.
Seznam ID souborů .desktop určující pořadí poskytovatelů hledání
Seznam ID souborů .desktop, pro které by měl být povolen přidružený poskytovatel hledání, který je ve výchozím stavu zakázán.
Seznam ID souborů .desktop, pro které by měl být zakázán přidružený poskytovatel hledání, který je ve výchozím stavu povolen.
Seznam vstupních zdrojů
Seznam typů MIME, pro které je zakázán externí program pro tvorbu náhledů
Seznam nedávno použitých vstupních zdrojů
Seznam nedávno použitých vstupních zdrojů. Hodnoty jsou ve stejném formátu, jako v seznamu dostupných vstupních zdrojů.
Seznam relativních cest nastavení, ve kterých jsou uloženy aplikační složky. Každá ze složek používá schéma org.gnome.desktop.app-folders.folder.
Seznam symbolických názvů a ekvivalentů barev
Seznam typů x-content/*, pro které má uživatel volbu spuštění aplikace v nabídce předvoleb. Při vložení média vyhovujícího těmto typům bude spuštěna aplikace upřednostňovaná pro daný typ.
Seznam typů x-content/*, pro které má uživatel volbu „Nedělat nic“ v nabídce předvoleb. Při vložení média vyhovujícího těmto typům nebude zobrazen ani dotaz, ani nebude spuštěna žádná aplikace.
Seznam typů x-content/*, pro které má uživatel volbu „Otevřít složku“ v nabídce předvoleb. Při vložení média vyhovujícího těmto typům bude otevřeno okno se složkou.
Seznam typů x-content/* nastavených pro „Nedělat nic“
Seznam typů x-content/* nastavených pro „Otevřít složku“
Seznam typů x-content/* pro které bude spuštěna upřednostňovaná aplikace
Zamknout při aktivaci
Odhlašovací příkaz
Odsunout okno do pozadí za ostatní okna
Zvětšení lupy
Zajistí, že všechny nainstalované vstupní zdroje budou k dispozici pro výběr v systémových nastaveních.
Maximalizovat okno
Maximalizovat okno vodorovně
Maximalizovat okno svisle
Maximální životnost náhledů v mezipaměti, ve dnech. Nastavením na -1 mazání vypnete.
Maximální velikost náhledů v mezipaměti, v megabajtech. Nastavením na -1 mazání vypnete.
Odpojitelná lišta nabídek
Klávesová zkratka lišty nabídek
Nabídky mají úchyt
Minimalizovat okno
Minimální interval v milisekundách
Modifikátor, který se má použít pro změnu akcí vyvolaných kliknutím na okno
Písmo s pevnou šířkou
Připojovat výměnná úložná zařízení jen pro čtení
Režim sledování myši
Uspořádání tlačítek myši
Zamykání emulace kolečka myši tlačítkem
Tlačítko emulace kolečka myši. 0 tuto funkci vypne.
Přesunout okno
Přesunout okno o jednu pracovní plochu dolů
Přesunout okno o jednu pracovní plochu vlevo
Přesunout okno o jednu pracovní plochu vpravo
Přesunout okno o jednu pracovní plochu nahoru
Přesunout okno k dolní hraně obrazovky
Přesunout okno do levého dolního rohu
Přesunout okno do pravého dolního rohu
Přesunout okno na střed obrazovky
Přesunout okno na poslední pracovní plochu
Přesunout okno na levou stranu obrazovky
Přesunout okno na pravou stranu obrazovky
Přesunout okno na následující monitor nahoře
Přesunout okno na následující monitor dole
Přesunout okno na následující monitor vlevo
Přesunout okno na následující monitor vpravo
Přesunout okno k horní hraně obrazovky
Přesunout okno do levého horního rohu
Přesunout okno do pravého horního rohu
Přesunout okno na pracovní plochu 1
Přesunout okno na pracovní plochu 10
Přesunout okno na pracovní plochu 11
Přesunout okno na pracovní plochu 12
Přesunout okno na pracovní plochu 2
Přesunout okno na pracovní plochu 3
Přesunout okno na pracovní plochu 4
Přesunout okno na pracovní plochu 5
Přesunout okno na pracovní plochu 6
Přesunout okno na pracovní plochu 7
Přesunout okno na pracovní plochu 8
Přesunout okno na pracovní plochu 9
Práh pohybu
Název písma s pevnou šířkou (monospaced) pro použití v místech jako jsou terminály.
Název přípravného stylu vstupní metody GTK+ použitého gtk+.
Název stavového stylu vstupní metody GTK+ použitého gtk+.
Název výchozího písma použitého gtk+.
Název výchozího písma použitého pro čtení dokumentů.
Název modulu vstupní metody použitého GTK+.
Přirozené posouvání
Nikdy se neptat ani automaticky nespouštět programy, když je vloženo médium
Počítače mimo proxy
Stav Num Lock
Počet dní, po které se mají uchovávat dočasné soubory a soubory v koši
Počet dní, po které se mají pamatovat nedávno použité soubory
Počet pracovních ploch
Počet pracovních ploch. Musí být větší než nula a má pevně zabudované maximum, které brání znefunkčnění pracovního prostředí nechtěným požadavkem na příliš mnoho pracovních ploch.
Klávesnice na obrazovce
Krytí nitkového kříže
Úroveň krytí při vykreslování obrázku na pozadí.
Typ činnosti tlačítka plochy
Paleta použitá ve výběru barvy
Paleta použitá ve výběru barvy, tak jak je definována v nastavení „gtk-color-palette“.
Heslo, které se má předat při autentizaci spojení proxy HTTP.
Krytí obrázku
Možnosti obrázku
Adresa URI obrázku
Adresa URI obrázku (tmavého)
Pixelů za sekundu
Rychlost ukazatele
Rychlost ukazatele myší. Platné hodnoty jsou v rozsahu [-1‥1] (od „bez zrychlení“ po „nejrychlejší“). Hodnota 0 je brána jako systémová výchozí.
Rychlost ukazatele trackpoint. Platné hodnoty jsou v rozsahu [-1‥1] (od „bez zrychlení“ po „nejrychlejší“). Hodnota 0 je brána jako systémová výchozí.
Rychlost ukazatele touchpadu. Platné hodnoty jsou v rozsahu [-1‥1] (od „bez zrychlení“ po „nejrychlejší“). Hodnota 0 je brána jako systémová výchozí.
Zabránit spuštění jakýchkoliv aplikací zpracovávajících adresy URL nebo typy MIME.
Zabránit uživateli v přístupu k terminálu nebo zadání příkazového řádku, který se má spustit. Například by se tímto měl zakázat přístup k dialogovému oknu „Spustit aplikaci“.
Zabránit uživateli odhlásit se.
Zabránit uživateli měnit nastavení tisku. Například by se tímto měl ve všech aplikacích zakázat přístup k dialogovému oknu „Nastavení tisku“.
Zabránit uživateli tisknout. Například by se tímto měl ve všech aplikacích zakázat přístup k dialogovému oknu „Tisk“.
Zabránit uživateli ukládat soubory na disk. Například by se tímto měl ve všech aplikacích zakázat přístup k dialogovému oknu „Uložit jako“.
Zabránit uživateli přepínání na jiný účet, když je jeho sezení aktivní.
Zabránit uživateli zamknout jeho obrazovku.
Zabránit uživatelům zapisovat nebo měnit soubory na výměnných úložných zařízeních (například flash discích, mobilních telefonech, kamerách).
Primární barva
Režim nastavení proxy
Pořadí RGBA
Přenést okno do popředí nad ostatní okna
Když je okno zakryté, přenést jej do popředí, v opačném odsunout do pozadí
Nedávno použité subory budou zapamatovány na tento počet dní. Pokud je nastaveno na 0, nebudou se nedávné soubory pamatovat vůbec. Pokud je nastaveno na -1, budou zapamatovány na pořád.
Pamatovat si stav Num Lock
Představuje změnu sytosti barvy, od 0,0 (šedá) do 1,0 (plná barva).
Představuje změnu výchozího jasu modré komponenty. Nula znamená žádnou změnu, hodnota menší než nula určuje snížení a hodnota větší než nula zvýšení.
Představuje změnu výchozího jasu zelené komponenty. Nula znamená žádnou změnu, hodnota menší než nula určuje snížení a hodnota větší než nula zvýšení.
Představuje změnu výchozího jasu červené komponenty. Nula znamená žádnou změnu, hodnota menší než nula určuje snížení a hodnota větší než nula zvýšení.
Představuje změnu výchozího kontrastu modré komponenty. Nula znamená žádnou změnu v kontrastu, hodnota menší než nula určuje snížení a hodnota větší než nula zvýšení.
Představuje změnu výchozího kontrastu zelené komponenty. Nula znamená žádnou změnu v kontrastu, hodnota menší než nula určuje snížení a hodnota větší než nula zvýšení.
Představuje změnu výchozího kontrastu červené komponenty. Nula znamená žádnou změnu v kontrastu, hodnota menší než nula určuje snížení a hodnota větší než nula zvýšení.
Změnit velikost okna
Obnovit okno
Výsledky pro aplikace zahrnuté v tomto seznamu budou zobrazeny v určeném pořadí. Výsledky pro aplikace, které v tomto seznamu uvedeny nejsou, budou zobrazeny nakonci v abecedním pořadí.
Výsledky pro aplikace zahrnuté v tomto seznamu budou při hledání zobrazeny.
Výsledky pro aplikace zahrnuté v tomto seznamu nebudou při hledání zobrazeny.
Vrátit přepnutí aplikací
Vrátit přepnutí ovládání systému
Vrátit přímé přepnutí ovládání systému
Vrátit přepnutí oken
Vrátit přímé přepnutí oken
Vrátit přímé přepnutí oken některé aplikace
Vrátit přepnutí oken některé aplikace
Pravá nebo dolní barva při vykreslování přechodu, pro jednolitou barvu se nepoužije.
Název počítače s proxy SOCKS
Port proxy SOCKS
Lupa obrazovky
Poloha na obrazovce
Čtení obrazovky
Posouvat obsah lupy za hranice plochy
Metoda posouvání
Metoda posouvání pro trackpoint. Může být nastavená buď na výchozí („default“), kdy se bude používat výchozí metoda, na žádnou („none“), což posouvání zakáže, nebo na prostřední tlačítko („on-button-down“), která zapne posouvání v okamžiku, kdy je přidržené zmáčknuté prostřední tlačítko.
Sekundární barva
Činnost druhého tlačítka
Povoleno druhé kliknutí
Čas druhého kliknutí
Činnost druhého tlačítka stylusu. Toto tlačítko se nachází v místě úchopu pera u některých stylusů, jako je třeba Grip Pen. Jiné stylusy, jako Airbrush Pen nebo Inking Pen mají jen jedno tlačítko, a v tom případě nemá toto nastavení žádný význam.
Název počítače s proxy Secure HTTP
Port proxy Secure HTTP
Odesílat hlášení o technických problémech výrobci
Posílat statistiky, když je aplikace odebrána nebo nainstalována
Typ sezení
Nastavit nebo zrušit nastavení okna, aby se nacházelo vždy nahoře nad ostatními okny.
Nastavte na ZAPNUTO, aby se při nečinosti aktivoval šetřič obrazovky. ZAVRŽENO: Tento klíč byl zavržen a je ignorován. Pokud chcete aktivovat šetřič obrazovky, nastavte org.gnome.session.idle-delay na 0.
Nastavením na ZAPNUTO umožníte vložení klávesnice do okna při pokusu o odemknutí. V klíči „keyboard_command“ musí být nastaven příslušný příkaz. ZAVRŽENO: Tento klíč byl zavržen a je ignorován.
Když je nastaveno na zapnuto, budete možné provádět kliknutí myší poklepáním na touchpad.
Když je nastaveno na ZAPNUTO, budete možné začít tažení klepnutím a okamžitým následným tažením prestem, který je teď na touchpad přitisknut.
Nastavením na ZAPNUTO povolíte zamykání tlačítkem pro emulaci kolečka myši. Když je povoleno, první kliknutí tlačítka zapne posuv, druhé jej zase vypne.
Nastavte na ZAPNUTO, pokud má klávesnice opakovat zmáčknutí kláves.
Když je zapnuto, bude souběžné zmáčknutí levého a pravého tlačítka myši bráno jako zmáčknutí prostředního tlačítka.
Když je nastaveno na ZAPNUTO, bude posuv pomocí myši fungovat v přirozeném (obráceném) směru.
Když je nastaveno na ZAPNUTO, bude posuv pomocí touchpadu fungovat v přirozeném (obráceném) směru.
Nastavte na ZAPNUTO, aby se zamykal proces tažení i na dobu krátkých prodlev, kdy se prsty zvednou nad touchpad a přitom je zapnuté nastavení tap-and-drag.
Nastavte na ZAPNUTO, pokud chcete zamknout obrazovku, když běží šetřič obrazovky.
Nastavením na ZAPNUTO nabídnete po určité době v dialogovém okně odemčení možnost se odhlásit. Doba je definována klíčem „logout_delay“. ZAVRŽENO: Tento klíč byl zavržen a je ignorován.
Nastavením na ZAPNUTO nabídnete v dialogovém okně odemčení možnost se přepnout na jiný uživatelský účet.
Nastavte na zapnuto, aby šlo měnit velikost pravým tlačítkem a nabídku zobrazovat prostředním tlačítkem, zatím co držíte zmáčknutou klávesu uvedenou v „mouse-button-modifier“. Natavte na vypnuto, aby to fungovalo přesně naopak.
Nastavte na x1, y1 a x2, y2 přítlakové křivky použité na gumu.
Nastavte na x1, y1 a x2, y2 přítlakové křivky použité na stylus.
Nastavte na zapnuto, aby se zakázaly všichny externí programy poskytující hledání, bez ohledu na to zda jsou či nejsou jednotlivě zakázány nebo povoleny. Externí poskytovatelé hledání jsou instalováni aplikacemi v $XDG_DATA_DIR/gnome-shell/search-providers.
Nastavením na ZAPNUTO zakážete všechny externí programy pro tvorbu náhledů, bez ohledu na to, jestli jsou samostatně zakázány/povoleny.
Zobrazovat všechny nainstalované vstupní zdroje
Zobrazovat procenta baterie
Zobrazit okno typu kliknutí
Zobrazit okno typu kliknutí.
Zobrazovat na hodinách datum
Zobrazovat podrobnosti na zamknuté obrazovce
Zobrazovat celé jméno na zamknuté obrazovce
Zobrazovat celé jméno v nabídce uživatele
Zobrazovat na zamknuté obrazovce
Zobrazovat cedule s oznámením
Zobrazovat oznámení na zamknuté obrazovce
Zobrazit nebo skrýt nitkový kříž
Zobrazit vstup pro spuštění příkazu
Zobrazovat v kalendáři čísla týdnů
Zobrazovat na hodinách den v týdnu
Velikost ikon v lištách nástrojů, buďto „small“ (malé) nebo „large“ (velké)
Velikost kurzoru použitého jako motiv kurzoru.
Některé aplikace ignorují specifikace způsobem, který vede ke ztrátě některých funkcí ve správci oken. Tato volba přepne správce oken do striktně korektního režimu, který poskytuje více konzistentní uživatelské rozhraní za předpokladu, že nepotřebujete spouštět některou z takto chybujících aplikací.
Název zvukového motivu
Zvuky pro události
Určuje národní prostředí, které se má použít k zobrazení formátů dat, časů a čísel.
Zabránit uživateli měnit uživateské účty. Jako výchozí je dovoleno přidávat a odstraňovat uživatele, stejně jako měnit nastavení ostatním uživatelům.
Činnost tlačítka stylusu. Toto tlačítko se nachází v místě úchoupu pera.
Přítlaková křivka stylusu
Prohodit levé a pravé tlačítko touchpadu. „left“ je určeno pro leváky, „right“ pro praváky a „mouse“ se řídí podle nastavení u myši.
Prohodit levé a pravé tlačítko myši, určeno pro leváky.
Přepnout aplikace
Přepnout vstupní zdroj
Přepnout zpět vstupní zdroj
Přepnout ovládání systému
Přepnout ovládání systému přímo
Přepnout na poslední pracovní plochu
Přepnout na pracovní plochu 1
Přepnout na pracovní plochu 10
Přepnout na pracovní plochu 11
Přepnout na pracovní plochu 12
Přepnout na pracovní plochu 2
Přepnout na pracovní plochu 3
Přepnout na pracovní plochu 4
Přepnout na pracovní plochu 5
Přepnout na pracovní plochu 6
Přepnout na pracovní plochu 7
Přepnout na pracovní plochu 8
Přepnout na pracovní plochu 9
Přepnout na pracovní plochu nad
Přepnout na pracovní plochu pod
Přepnout na pracovní plochu vlevo
Přepnout na pracovní plochu vpravo
Přepnout okna
Přepnout okna přímo
Přepnout okna některé aplikace přímo
Přepnout okna některé aplikace
Systémový zvonek je slyšitelný
Oblast tabletu
Poměr stran tabletu
Režim tabletu pro leváky
Mapování tabletu
Namapování poklepání a tlačítek
Správa úloh potřebuje terminál
Terminálová aplikace
Terminálový program, který se použije při spouštění aplikací, které terminál vyžadují. ZAVRŽENO: Tento klíč byl zavržen a je ignorován. Výchozí terminál je obsluhován v GIO.
Činnost třetího tlačítka
Činnost třetího tlačítka stylusu. Toto tlačítko se nachází v místě úchopu pera u některých stylusů, jako je třeba 3D Pen. Jiné stylusy, jako Airbrush Pen nebo Inking Pen mají jen jedno tlačítko, a v tom případě nemá toto nastavení žádný význam.
Faktor škálování textu
Zvukový motiv XDG, který se má použít pro zvuky událostí.
Aktivní režim kliknutí počkáním. Možné hodnoty jsou „window“ (okno) a „gesture“ (gesto).
Aplikace, pro kterou je tato zásada.
Barva svislé a vodorovné čáry, které tvoří nitkový kříž.
Příkaz, který bude spuštěn, když je klíč „embedded_keyboard_enabled“ nastaven na ZAPNUTO, aby vložil widget klávesnice do okna. Tento příkaz by měl implementovat zásuvné rozhraní XEMBED a na standardní výstup vypsat XID okna. ZAVRŽENO: Tento klíč byl zavržen a je ignorován.
Příkaz, který je vyvolán při zmáčknutí odhlašovacího tlačítka. Tento příkaz by měl prostě odhlásit uživatele bez jakékoliv interakce. Tento klíč má efekt pouze pokud je klíč „logout_enable“ nastaven na ZAPNUTO. ZAVRŽENO: Tento klíč je zavržený a je ignorován.
Klávesová zkratka vygenerovaná, když je tlačítko zmáčknuto pro vlastní činnost.
Seznam ID aplikací, které jsou výslovně obsaženy v této složce.
Národní prostředí pro použití ve formátu data/čísla
Název počítače poskytujícího proxy FTP.
Název počítače poskytujícího proxy HTTP.
Název počítače poskytujícího proxy Secure HTTP.
Název počítače poskytujícího proxy SOCKS.
Zobrazení lupy buďto zaplní celou obrazovku nebo obsadí horní polovinu nebo dolní polovinu nebo levou polovinu nebo pravou polovinu obrazovky.
Maximální úroveň přesnosti pozice.
Název složky aplikací.
Název sezení, které se má použít. Známá hodnota je „gnome“.
Názvy pracovních ploch
Počet sekund od aktivace šetřiče obrazovky po zamknutí obrazovky.
Počet sekund od aktivace šetřiče obrazovky po zobrazení možnosti odhlášení v dialogovém okně odemknutí. Tento klíč má efekt, jen když je klíč „logout_enable“ nastaven na ZAPNUTO. ZAVRŽENO: Tento klíč byl zavržen a je ignorován.
Počet sekund neaktivity, po kterých je sezení považováno za nečinné.
Pořadí subpixelů na obrazovce LCD. Použije se, jen když je vyhlazování nastavené na „rgba“. Možné hodnoty jsou „rgb“ pro červenou vlevo (nejčastější), „bgr“ pro modrou vlevo, „vrgb“ pro červenou nahoře, „vbgr“ pro červenou dole.
Port na počítači poskytujícím proxy a definovaném v klíči „/system/proxy/ftp/host“.
Port na počítači poskytujícím proxy a definovaném v klíči „/system/proxy/http/host“.
Port na počítači poskytujícím proxy a definovaném v klíči „/system/proxy/https/host“.
Port na počítači poskytujícím proxy a definovaném v klíči „/system/proxy/socks/host“.
Zvětšení lupy. Hodnota 1.0 představuje normální velikost. Hodnota 2.0 dvojnásobnou velikost.
Upřednostňované schéma barev pro uživatelské rozhraní. Platné hodnoty jsou „default“ (výchozí), „prefer-dark“ (upřednostnit tmavé) a „prefer-light“ (upřednostnit světlé).
Zapamatovaný stav kontrolky Num Lock.
Motiv určující vzhled okrajů okna, jeho záhlaví a dalších věcí. ZAVRŽENO: Tento klíč byl zavržen a je ignorován.
Prodleva před tím, že se okno přenese do popředí, když je zapnuto auto-rise. Prodleva se udává v tisícinách sekundy.
Typ činnosti spuštěné zmáčknutím tlačítka.
Typ vyhlazování, který se použije při vykreslování fontů. Možné hodnoty jsou: „none“ pro žádné, „grayscale“ pro standardní vyhlazování ve stupních šedi a „rgba“ pro subpixelové vyhlazování (pouze pro displeje LCD).
Režim zaměřování okna určuje, jak jsou okna aktivována. Má tři možné hodnoty: „click“ znamená, že se na okno musí kliknout, aby získalo zaměření; „sloppy“ znamená, že okna jsou zaměřována, když do nich vstoupíte myší a „mouse“ znamená, že okna jsou zaměřována po vstoupení myší a po jejich opuštění zaměření ztratí.
Index, počítaný od nuly, do seznamu vstupních zdrojů, který určuje platný aktuální vstupní zdroj. Automaticky se zabraňuje tomu, aby se hodnota dostala mimo rozsah [0, počet_zdrojů), za předpokladu, že není seznam prázdný. ZAVRŽENO: Tento klíč byl zavržen a je ignorován.
Tloušťka nitkového kříže v pixelech
Tento klíč obsahuje seznam počítačů, které jsou připojené přímo, namísto přes proxy (pokud je ta aktivní). Hodnotami mohou být názvy počítačů, domény (i s použitím úvodních divokých znaků typu *.domena.cz), adresy IP počítačů (IPv4 i IPv6) a síťové adresy s maskou (jako 192.168.0.0/24).
Tento klíč není používán. Používání proxy HTTP je zapnuto, pokud klíč „host“ není prázdný a klíč „port“ je nenulový.
Tento klíč přepisuje automatické skrývání stavové ikony zpřístupnění v situaci, kdy nejsou funkce zpřístupnění zapnuty.
Tento klíč potlačuje skrývání textového kurzoru v neupravitelném textu v aplikacích.
Tato volba poskytuje rozšířenou kontrolu nad tím, jak nově vytvořená okna získávají zaměření. Jsou možné dvě hodnoty: při „smart“ se použije režim běžného uživatelského zaměření a při „strict“ se to chová tak, že okna spuštěná z terminálu zaměření nezískají.
Náhledy nebudou vytvářeny pro soubory, jejichž typy MIME jsou uvedeny v tomto seznamu.
Čas, po kterém přestane kurzor blikat, v milisekundách.
Čas do zamknutí
Čas do možnosti odhlášení
Čas, po kterém je sezení považováno za nečinné
Čas v sekundách do spuštění kliknutí.
Čas v sekundách do spuštění simulovaného druhého kliknutí.
Časový limit, než se začne kliknutí opakovat
Časový limit mezi opakováním kliknutí
Časový limit v milisekundách, než se začne kliknutí opakovat (například u tlačítka číselníku).
Časový limit v milisekundách mezi opakováním kliknutí, když je zmáčknuto levým tlačítkem.
Přepnout režim celé obrazovky
Přepnout stav maximalizace
Přepnout stav svinutí
Přepnout výskyt okna vždy nahoře
Přepnout zobrazení okna na všech plochách nebo na jedné
Přepnout okno, aby se nacházelo vždy nahoře
Odpojitelná lišta nástrojů
Velikost ikon v liště nástrojů
Styl lišty nástrojů
Styl lišty nástrojů. Platné hodnoty jsou „both“ (ikony i text), „both-horiz“ (ikony i text vodorovně), „icons“ (jen ikony) a „text“ (jen text).
Uspořádání tlačítek touchpadu
Touchpad povolen
Mapování výstupu dotykové obrazovky
Překládat název
Zapnout vizuální indikaci, když nějaké aplikační nebo systémová záležitost „zazvoní“ nebo „pípne“. Vhodné pro osoby s postižením sluchu nebo pro hlučné prostředí.
Adresa URI, která se má použít pro obrázek na pozadí. Zpracující program ale podporuje pouze místní adresy URI (file://).
Adresa URL, která poskytuje hodnoty nastavení proxy. Pokud je režim „auto“, použije se tato adresa k vyhledání informací proxy pro všechny protokoly.
Nepoužíváno, ignorovat
Používat proxy HTTP pro všechny protokoly
Používat různé vstupní zdroje pro každé okno
Používat v záhlavích oken standardní systémové písmo
Uživatelské jméno, které se má předat při autentizaci spojení proxy HTTP.
Typ vizuálního zvonku
Kdy mají být zařízení USB odmítána
Když je zapnuto, jsou vstupní zdroje při aktivaci připojeny k právě zaměřenému oknu.
Když je zapnuto, budou mít touchpady, které podporují posuv u okraje, tuto funkci povolenou.
Když je zapnuto, budou mít touchpady, které podporují posuv dvěma prsty, tuto funkci povolenou.
Když je zapnuto, bude touchpad během psaní na klávesnici vypnutý.
Když je zapnuto, bude si GNOME pamatovat stav kontrolky Num Lock napříč sezeními.
Zda se mají zobrazovat animace. Poznámka: Jedná se o globální klíč, jeho změna ovlivní chování okenního správce, panelu atd.
Zda je povolen posuv u kraje
Zda by nabídky měli mít položky pro odpojení.
Zda jsou cedule s oznámením viditelné pro oznamování z aplikací.
Zda jsou cedule s oznámeními pro tuto aplikaci zobrazovány nebo ne. Nemá vliv na klikání na tlačítka v pořadači zpráv.
Zda je oznamování pro tuto aplikaci globálně povolené.
Zda se mají nebo nemají zobrazovat oznámení na zamknuté obrazovce.
Zda jsou oznámení z této aplikace automaticky rozbalovány, když je zapnutý režim cedulí.
Zda se oznámení z této aplikace zobrazují, když je obrazovka zamknutá.
Zda by oznámení měla být doprovázena zvukovým upozorněním.
Zda mají posuvníky překrývat v podobě ukazatelů pozice. V závislosti na vstupním zařízení, mohou být přesto zobrazené trvalé posuvníky.
Zda hodiny zobrazovat ve 24hodinovém nebo 12hodinovém formátu.
Zda by měly hodiny zobrazovat sekundy
Zda by měl kurzor blikat.
Jestli výchozí kalendářová aplikace potřebuje k běhu terminál. ZAVRŽENO: Tento klíč byl zavržen a je ignorován. Upřednostňovanou kalendářovou aplikací je ta, která obsluhuje typ MIME text/calendar, a jestli potřebuje terminál je uvedeno v jejím souboru .desktop.
Zda výchozí aplikace pro správu úloh potřebuje pro běh terminál.
Zda by se zobrazení lupy mělo vystředit na umístění systémového myši a přesouvat se s ním.
Zda je klíč „name“ názvem souboru, který se má vyhledat v /usr/share/desktop-directories.
Zda je zapnutá klávesnice na obrazovce.
Zda je povolena soukromí obrazovky
Zda je zapnutá lupa obrazovky.
Zda je zapnuté čtení obrazovky.
Zda je povolena funkce přístupnosti pro mačkání kombinace kláves jedním prstem.
Zda přehledy a obsah oznámení z této aplikace budou vidět na zamknuté obrazovce.
Zda uživatel může odpojit lištu nabídek a posouvat si ji dokola.
Zda uživatel může odpojit lištu nástrojů a posouvat si ji dokola.
Zda uživatel může dynamicky zapisovat novou klávesovou zkratku přes aktivní položku nabídky.
Zda je či není v nabídce uživatele zobrazeno celé jméno
Zda se má na uzamknuté obrazovce zobrazovat celé uživatelovo jméno. Týká se to pouze zakrytí obrazovky, v dialogovém okně pro odemknutí je zobrazeno vždy.
Zda je povolena funkce přístupnosti pro ignorování vícenásobných rychlých zmáčknutí kláves.
Zda je povolena funkce přístupnosti pro ovládání ukazatele myši z klávesnice.
Zda je povolena funkce přístupnosti pro „pomalé klávesy“.
Zda je povolena funkce přístupnosti pro přepínání vlastností přístupnosti klávesovými zkratkami.
Zda automaticky připojovat média
Zda automaticky otevírat složku pro automaticky připojená média
Zda automaticky aktualizovat časové pásmo pomocí geolokačních údajů
Zda pípnout, když je klávesa přijata.
Zda pípnout, když je klávesa poprvé zmáčknuta.
Zda pípnout, když je klávesa odmítnuta.
Zda pípnout při vypnutí nebo zapnutí vlastnosti zpřístupnění klávesnice.
Zda pípnout, když je zmáčknuta modifikační klávesa.
Zda po uplynutí časového limitu vypnout zpřístupnění klávesnice. Vhodné pro počítače využívané více lidmi.
Zda zakázat kombinace kláves jedním prstem, když jsou zmáčknuty dvě klávesy naráz.
Zda vypínat touchpad během psaní
Zda přehrát zvuky při vstupních událostech.
Zda přehrát zvuky při uživatelských událostech.
Zda chránit zařízení USB
Zda si pamatovat využití aplikací
Zda si pamatovat nedávno použité soubory
Zda automaticky odstraňovat staré soubory z koše
Zda automaticky odstraňovat staré dočasné soubory
Zda měnit velikost pravým tlačítkem
Zda používat, nebo nepoužívat, proxy HTTP pro všechny protokoly.
Zda používat styl s vysokým kontrastem.
Zda by sady nástrojů měly načíst moduly vztahující se ke zpřístupnění.
Zda je povolen posuv dvěma prsty
Zda se může hlasitost nastavit nad 100 % pomocí softwarového zesílení.
Zda má být okno přeneseno do popředí, když je kliknuto na jeho klientskou oblast
Tloušťka v pixelech svislé a vodorovné čáry, které tvoří nitkový kříž.
Režim zaměřování oken
Faktor škálování oken
Písmo záhlaví oken
„%s“ je složka.
%d záznam na černé listině
%d záznamy na černé listině
%d soubor na černé listině
%d soubory na černé listině
%d funkce
%d funkce
%d zásuvný modul
%d zásuvné moduly
Většina vyrovnávacích pamětí je vyřazena.
Seznam typů elementů (nazývaných také třídy) oddělený lomítky („/“), který se má vypsat (neseřazený)
Dodatečné ladicí informace: %s
Nastala chyba při čekání na konec proudu (EOS)
Aplikace použitá k vytvoření média
Libovolná aplikační data, která jsou serializována do média
Soubory na černé listině:
Ukládá se do vyrovnávací paměti, nastavuje se roura na POZASTAVENA…
Režim změny schopností
Změnit režim obarvení ladicího záznamu. Možné režimy: off, on, disable, auto, unix
Zkontrolovat, zda zadaný element nebo zásuvný modul existuje
Dvojtečkou oddělované cesty obsahující zásuvné moduly
Čárkami oddělovaný seznam dvojic název_kategorie:úroveň pro nastavení konkrétních úrovní pro jednotlivé kategorie. Příklad: GST_AUTOPLUG:5,GST_ELEMENT_*:3
Čárkami oddělovaný seznam zásuvných modulů, které se mají načíst dopředu, navíc k seznamu uloženému v proměnné prostředí GST_PLUGIN_PATH
Nelze zavřít prostředek.
Nelze zavřít podpůrnou knihovnu.
Nelze nastavit podpůrnou knihovnu.
Nelze vytvořit dočasný soubor „%s“.
Nelze dekódovat proud.
Nelze demultiplexovat proud.
Nelze zjistit typ proudu.
Nelze zakódovat proud.
Nelze získat informace o „%s“.
Nelze získat/změnit nastavení prostředku.
Nelze inicializovat podpůrnou knihovnu.
Nelze načíst soubor se zásuvným modulem: %s
Nelze multiplexovat proud.
Nelze otevřít soubor „%s“ pro čtení.
Nelze otevřít soubor „%s“ pro zápis.
Nelze otevřít prostředek pro čtení a zápis.
Nelze otevřít prostředek pro čtení.
Nelze otevřít prostředek pro zápis.
Nelze se posouvat v prostředku.
Nelze číst z prostředku.
Nelze se synchronizovat s prostředkem.
Nelze zapisovat do prostředku.
Výchozí úroveň ladění od 1 (jen chyby) do 9 (vše) nebo 0 pro žádný výstup
Odložené propojení selhalo.
Zakázat obarvený ladicí výstup
Zakázat ladění
Zakázat větvení pomocných procesů při prohledávání registru
Zakázat zachytávání porušení segmentace při načítání zásuvných modulů
Zakázat aktualizaci registru
Neinstalovat obsluhu výjimek
Když je zapnutý podrobný výpis, nevypisovat stavové informace pro zadanou vlastnost (může být uvedeno vícekrát)
Nevypisovat žádné informace o průběhu
Ukládání do vyrovnávací paměti hotovo, nastavuje se roura na PŘEHRÁVÁ…
Zakončení proudu (EOS) při vypnutí povoleno -- Vynucuje se zakončení proudu v rouře
Obdržen konec proudu (EOS) – zastavuje se roura…
CHYBA: od elementu %s: %s
CHYBA: nelze sestavit rouru.
CHYBA: nelze sestavit rouru: %s.
CHYBA: roura nechce přehrávat.
CHYBA: roura se nechce předvinout.
CHYBA: element „pipeline“ nebyl nalezen.
Element neimplementuje obsluhu tohoto proudu. Nahlaste to prosím jako chybu.
Povolit podrobnou diagnostiku načítání zásuvných modulů
Chyba při kódování.
Chyba při zavírání souboru „%s“.
Chyba při posunu v souboru „%s“.
Chyba při zápisu do stahovaného souboru.
Chyba při zápisu do souboru „%s“.
Chyba při zápisu mezipaměti registru do %s: %s
Provádění skončilo po %
NALEZEN ŠTÍTEK
NALEZEN ŠTÍTEK: nalezen elementem „%s“.
NALEZEN ŠTÍTEK: nalezen objektem „%s“.
NALEZEN ŠTÍTEK: nalezen přípojkou „%s:%s“.
NALEZENA TABULKA S OBSAHEM
NALEZENA TABULKA S OBSAHEM: nalezena elementem „%s“.
NALEZENA TABULKA S OBSAHEM: nalezena objektem „%s“.
Selhání po iteracích podle požadavku.
Selhalo namapování vyrovnávací paměti.
Soubor „%s“ je soket.
Filtrovat schopnosti
Filtrovat chování změny schopností
Vynucuje se zakončení proudu (EOS) před vypnutím roury
Uvolňuje se roura…
Přepínače GStreamer
Vývojáři systému GStreamer byli příliš líní na to, aby této chybě přiřadili kód.
V systému GStreamer došlo k obecné chybě základní knihovny.
V systému GStreamer došlo k obecné chybě prostředků.
V systému GStreamer došlo k obecné chybě proudu.
V systému GStreamer došlo k chybě obecné podpůrné knihovny.
Chyba systému GStreamer: problém s hodinami.
Chyba systému GStreamer: problém při vyjednávání.
Chyba systému GStreamer: selhala změna stavu a některý element selhal při posílání příslušné chybové zprávy s důvodem selhání.
Sesbírat a vypsat přehledové statistiky
Obdržen konec proudu od elementu „%s“.
Obdržen kontext od elementu „%s“: %s=%s
Obdržena zpráva čís. %u (%s):
Obdržena zpráva čís. %u od elementu „%s“ (%s):
Obdržena zpráva čís. %u od objektu „%s“ (%s):
Obdržena zpráva čís. %u od přípojky „%s:%s“ (%s):
Skupiny vztahující se k médiu, které je rozloženo do více stop, třeba části koncertu. Jde o vyšší úroveň členění než jsou stopy, ale nižší než je album
Domovská stránka tohoto média (např. domovská stránka umělce nebo filmu)
Jak by měl být obrázek před zobrazením otočen nebo překlopen
INFORMACE: %s
Přehledové statistiky
Informace o lidech stojících za mixováním a dalším podobným zpracováním
Interní chyba systému GStreamer: problém se schopnostmi.
Interní chyba systému GStreamer: kód neimplementován.
Interní chyba systému GStreamer: problém s událostmi.
Interní chyba systému GStreamer: problém přípojky.
Interní chyba systému GStreamer: problém s posunem.
Interní chyba systému GStreamer: problém se štítky.
Interní chyba systému GStreamer: problém s vlákny.
Interní chyba hodin.
Interní chyba toku dat.
Interní problém toku dat.
International Standard Recording Code – http://www.intergram.cz/cs/isrc/
Přerušení při čekání na konec proudu – zastavuje se roura…
Přerušení: Zastavuje se roura…
ÚROVEŇ
SEZNAM
Vypsat obsah zásuvných modulů
Chápat všechna varování jako fatální
Výrobce zařízení použitého k vytvoření tohoto média
Číslo noty MIDI pro zvukovou stopu.
Schází element: %s
Model zařízení použitého k vytvoření tohoto média
Název vydavatelství nebo vydavatel
Název pořadu (televizního, podcastového apod.), ze kterého médium pochází
Název pořadu (televizního, podcastového apod.), ze kterého médium pochází; pro účely řazení
Není určena složka pro dočasné soubory.
Nebyla nalezena žádná adresa URI ovladače pro protokol %s
Pro doménu %s není žádná zpráva o chybě.
Není zadán název souboru pro čtení.
Není zadán název souboru pro zápis.
V prostředku nezbývá místo.
Pro doménu %s a kód %d není žádná standardní zpráva o chybě.
Element nebo zásuvný modul „%s“ neexistuje
Není autorizováno pro přístup k prostředku.
Původ média jako URI (umístění, kde je nabízen originál souboru nebo proudu)
Vypsat tabulku s obsahem (kapitoly nebo vydání)
Zprávy výstupu
Vypsat informace o stavu a upozornění na vlastnosti
Vypsat štítky (známé také jako metadata)
CESTY
ZÁSUVNÉ_MODULY
NÁZEV-VLASTNOSTI
Roura je PŘEDVINUTA…
Roura se PŘEDVINUJE…
Roura žije a nepotřebuje PŘEDVINUTÍ…
Video vložené před začátek, čeká se na dokončení ulokládání do vyrovnávací paměti…
Video vložené před začátek, čeká se na dokončení průběhu…
Vypsat strojem zpracovatelný seznam funkcí, které poskytuje zadaný nebo všechny zásuvné moduly. Užitečné spolu s externími mechanismy pro automatickou instalaci zásuvných modulů
Vypsat všechny elementy
Vypsat dostupné kategorie ladění a skončit
Vypsat seznam souborů na černé listině
Vypsat podporovaná schémata URI, včetně elementů, které implementují
Vypsat verzi systému GStreamer
Soukromá data
Průběh: (%s) %s
Hodnocení přidělené uživatelem. Čím vyšší hodnocení, tím se uživateli médium víc líbí
Šíří se zpoždění…
Prostředek se právě používá nebo není k dispozici.
Prostředek nebyl nalezen.
Omezit povolené schopnosti (NULL znamená VŠECHNY). Nastavení této vlastnosti přebírá odkaz na zadaný objekt GstCaps.
Vybrané hodiny nelze použít v rouře.
Nastavuje se roura na PRÁZDNÁ…
Nastavuje se rouru na POZASTAVENA…
Nastavuje se roura na PŘEHRÁVÁNÍ…
Nastavuje se stav na %s na základě požadavku od %s…
Zobrazit přepínače GStreamer
Proud neobsahuje žádná data.
Proud neobsahuje dostatek dat.
Umělec daného alba v podobě, jak se má zobrazovat
Umělec alba v podobě, podle které se má řadit
Číslo epizody v rámci řady, které je médium součástí
Text k médiu, obvykle text hudební skladby
Číslo řady v rámci pořadu, jehož je médium součástí
Proud je zašifrován a nelze jej dešifrovat, protože nebyl poskytnut vhodný klíč.
Proud je zašifrován a dešifrování není podporováno.
Proud je v nesprávném formátu.
Proud je jiného typu, než jaký tento element obsluhuje.
Není přítomen žádný kodek, který umí obsloužit typ tohoto proudu.
Tato aplikace se pokouší používat funkce systému GStreamer, které byly zakázány.
Schéma URI „%s“ není podporováno
Adresa URI oznámení o autorských právech k datům
Adresa URI licence k datům
Neznámý přepínač
VAROVÁNÍ: chybná roura: %s
VAROVÁNÍ: od elementu %s: %s
Čeká se na konec proudu (EOS)…
Při kontrole existence elementu nebo zásuvného modulu rovněž zkontrolovat, zda je jeho verze stejná nebo novější než zadaná
Vaší instalaci systému GStreamer schází zásuvný modul.
Místo v rámci města, kde bylo médium nahráno nebo vytvořeno
umělec alba
umělec alba pro účel řazení
Album obsahující tato data
Album obsahující tato data; pro účel řazení
Zesílení alba v db
album pro účel řazení
data aplikace
název aplikace
umělec
umělec pro účel řazení
příloha
kodek zvuku
tempo
datový tok
ukládá se do vyrovnávací paměti…
schopnosti
lze změnit ve stavu PRÁZDNÉ, PŘIPRAVENO, POZASTAVENO nebo PŘEHRÁVÁ
lze měnit jen ve stavu PRÁZDNÉ nebo PŘIPRAVENO
lze měnit jen ve stavu PRÁZDNÉ, PŘIPRAVENO nebo POZASTAVENO
Anglický název města, kde bylo médium nahráno nebo vytvořeno
kodek
Kodek, ve kterém jsou uchována data zvuku
Kodek, ve kterém jsou data uchována
Kodek, ve kterém jsou uchována data titulků
Kodek, ve kterém jsou uchována data videa
Čárkami oddělovaná klíčová slova popisující obsah
poznámka
Obecně používaný název
Obecně používaný název; pro účel řazení
skladatel
skladatel pro účely řazení
dirigent
Dirigent/upřesnění účinkujícího
kontakt
Kontaktní informace
formát kontejneru
Formát kontejneru, ve kterém jdou uchována data
lze ovládat
Oznámení o autorských právech k datům
uri copyrightu
nelze připojit element „%s“ k elementu „%s“
nelze připojit element „%s“ k elementu „%s“ se schopností %s
nelze připojit element „%s“ k elementu „%s“, %s nezvládá schopnost %s
nelze připojit element „%s“ k elementu „%s“, žádný element nezvládá schopnost %s
nelze zpracovat schopnosti „%s“
nelze nastavit vlastnost „%s“ v elementu „%s“ na „%s“
Počet disků v rámci sbírky, do kterého tento disk patří
Počet stop v rámci sbírky, do kterého tato stopa patří
Anglický název země, kde bylo médium nahráno nebo vytvořeno
datum
Datum a čas, kdy byla data vytvořena (jako struktura GstDateTime)
Datum, kdy byla data vytvořena (jako struktura GDate)
datum a čas
zavržené
popis
detekované schopnosti v proudu
výrobce zařízení
model zařízení
počet disků
číslo disku
Číslo disku v rámci sbírky
trvání
prázdná roura není povolena
zakódoval
kodér
Kodér používaný pro kódování tohoto proudu
verze kodéru
číslo epizody
Přesný nebo průměrný datový tok v bitech/s
Předpokládaná chyba v udání polohy místa ve vodorovném směru (v metrech)
rozšířená poznámka
Soubor připojený k tomuto proudu
vynutit schopnosti
vynutit schopnosti bez hledání typu
Volný text komentující data
Volný text komentující data ve tvaru klíč=hodnota nebo klíč[cs]=poznámka
název jazyka (ve volném tvaru), ve kterém je tento proud
žánr
Žánr, do kterého tato data patří
Zeměpisná výška místa, kde bylo médium nahráno nebo vytvořeno, v metrech podle WGS84 (nula je průměrná hladina moře)
Zeměpisná šířka místa, kde bylo médium nahráno nebo vytvořeno, ve stupních podle WGS84 (nula na rovníku, záporné hodnoty pro jižní polokouli)
směr zachytávání
město
země
zeměpisná výška místa
vodorovná chyba místa
zeměpisná šířka místa
zeměpisná délka místa
směr pohybu
rychlost pohybu
název místa
upřesnění místa
Zeměpisná délka místa, kde bylo médium nahráno nebo vytvořeno, ve stupních podle WGS84 (nula na hlavním poledníku v Greenwichi, záporné hodnoty pro západní polokouli)
seskupování
domovská stránka
Popisné místo v člověkem čitelné podobě, kde bylo médium nahráno nebo vytvořeno
natočení obrázku
Obrázek související s tímto proudem
Určuje směr, kterým je zařízení nasměrováno během zachytávání média. Je prezentováno jako stupně v podobě desetinného čísla, kdy 0 značí zeměpisný sever a jde se po směru hodinových ručiček
Určuje směr pohybu zařízení provádějícího zachytávání média. Je prezentováno jako stupně v podobě desetinného čísla, kdy 0 značí zeměpisný sever a jde se po směru hodinových ručiček
ztvárnil
klíčová slova
kód jazyka
Kód jazyka pro tento proud, ve shodě s ISO-639-1 nebo ISO-639-2
název jazyka
Délka v jednotkách času GStreamer (nanosekundách)
licence
Licence dat
uri licence
připojení nemá žádný cíl [source=%s@%p]
připojení nemá žádný zdroj [sink=%s@%p]
umístění
text
maximální datový tok
Maximální datový tok v bitech/s
základní nota MIDI
minimální datový tok
Minimální datový tok v bitech/s
Rychlost pohybu zachytávacího zařízení, které mění svoji polohu (v m/s)
Jméno osoby nebo název organizace odpovědných za kódování
zásobník „%s“, rozbaluje se element
element „%s“ neexistuje
v elementu „%2$s“ není žádná vlastnost „%1$s“
neexistuje žádný cílový element pro adresu URI „%s“
neexistuje žádný zdrojový element pro adresu URI „%s“
nominální datový tok
Nominální datový tok v bitech/s
Tempo (v počtech úderů za minutu) zvuku
organizace
Špičkové zesílení alba
Špičkové zesílení stopy
výkonný umělec
Vystupující osoba či osoby
Osoba čí osoby odpovědné za nahrávku
Osoba či osoby odpovědné za nahrávku; pro účel řazení
Osoby či osoby, které nahrávku složily
Osoba či osoby, které záznam složily; pro účely řazení
obrázek s náhledem
Obrázek s náhledem související s tímto proudem
soukromá data
vydavatel
lze číst
Hodnota referenční úrovně zesílení stopy a alba
hlasitost přehrávání alba
špičková hlasitost přehrávání alba
referenční úroveň hlasitosti
hlasitost přehrávání stopy
špičková hlasitost přehrávání stopy
číslo řady
sériové číslo
Sériové číslo stopy
Krátký text popisující obsah dat
název pořadu
pořad pro účely řazení
zadán prázdný zásobník „%s“, to není dovoleno
kodek titulků
syntaktická chyba
název
název pro účel řazení
počet stop
Zesílení stopy v db
číslo stopy
Číslo stopy v rámci sbírky
neočekávaný odkaz přípojky „%s“ – ignoruje se
neočekávaný odkaz „%s“ – ignoruje se
uživatelské hodnocení
verze
Verze kodéru používaného pro kódování tohoto proudu
Verze těchto dat
kodek videa
lze zapisovat
GdkImage, který zobrazovat
Zobrazovaný GdkPixbuf
GdkPixmap, kterou zobrazovat
GtkPackType udávající, jestli má být potomek sbalen vzhledem k počátku nebo konci rodiče
Booleovská hodnota, která určuje, jestli menu zachycuje zaměření klávesnice
Booleovská hodnota, která určuje, jestli je menu odtrženo
Booleovská hodnota, která určuje, jestli nabídka rezervuje místo přepínání a ikonám
Booleovská hodnota značící, zda potomek úchytu je připojen nebo odpojen.
Sloupec v modelu zdroje dat, odkud získat řetězce
Zastoupení tabulky "hash" barevného schématu.
Člověkem čitelný popis stavu
Seznam atributů stylu, které použít na text popisu
Seznam atributů stylu používaných pro zobrazení textu
Logo dialogového okna o aplikaci. Pokud není nastaveno, je standardně gtk_window_get_default_icon_list()
Název skupiny akcí.
Pojmenovaná ikona, kterou používat jako logo pro dialog o aplikaci.
Paleta pojmenovaných barev k použití v motivech
Kratší popis, který může být používán na tlačítkách nástrojové lišty.
Řetězec užitý k rozpoznání tiskové úlohy.
Řetězec se znaky _ v pozicích odpovídajících znakům v textu, které podtrhnout
Nadpis, který může být zobrazen správcem oken, když je zvláštní okno odtrženo
Titulek, který může být zobrazen správcem oken, když je toto menu odtrženo
Tip pro tuto akci.
Jedinečný název akce.
Widget zobrazovaný místo obvyklého popisku rozbalovače
Widget používaný pro zobrazení místo obvyklého popisku rámu
Widget používaný pro zobrazení místo obvyklého popisku
Nad potomkem
Skupina akcelerátorů
Cesta akcelerátoru
Objekt akcelerátoru
Režim akcelerátoru
Widget akcelerátoru
Klávesa akcelerátoru
Kód klávesy akcelerátoru
Modifikátory akcelerátoru
Přijímá zaměření
Přijímá úlohy
Přijímá PDF
Přijímá PostScript
Přijímá tabelátor
Skupina akcí
Okraj plochy s akcemi
Aktivovatelné
Aktivuje výchozí
Aktivní
Aktivní položka
Bloky aktivity
Krok aktivity
Režim aktivity
Přidat položku přemístění do menu
Zarovnání
Nastavení zarovnání
Zarovnání
Povolit asynchronně
Povolit zvětšení
Povolit pravidla
Povolit zmenšení
Povolit kreslení různobarevných řádků
Povolit prázdné
Umožnit vytváření složek
Alternativní pořadí tlačítek
Alternativní pořadí indikátoru třídění
Vždy povolit šipky
Vždy zobrazovat obrázek
Velikost místa mezi stínem lišty menu a položkami menu
Velikost prostoru na okrajích mezi stínem nástrojové lišty a tlačítky
Množství prostoru použitého šipkou
Množství prostoru použitého šipkou, relativně k velikosti písma položky nabídky
O kolik zvýšit velikost potomka na každé straně
O kolik zvýšit velikost potomka nahoře a dole
Velikost odsazení odstavce v pixelech
Řetězec XML popisující sloučené UI
Cesta akcelerátoru užitá k pohodlnému vytvoření cest akcelerátorů položek potomka
Úhel
Úhel, o který je popisek rotován
Animace
Délka animace
Ukazatel anonymních uživatelských dat
Vzhled okrajů rámu
Tvar stínu okolo šipky
Vzhled stínu okolo kontejneru
Vypadá jako seznam
Aplikace může kreslit
Aplikací dodaný widget pro vlastní náhledy.
Aplikací dodaný widget pro další možnosti.
Libovolná konstanta ke zmenšení velikosti posuvné šipky
Zda je zobrazováno dialogové okno
Umístění šipky
Škálování šipky
Velikost šipky
Posun šipky X
Posun šipky Y
Směr šipky
Škálování šipky
Škálování šipky s přihlédnutím k velikosti tlačítka posunu
Stín šipky
Rozestup šipky
Umělci
Poměr stran, pokud obey_child je FALSE
Poměr, kterým kreslit kurzor pro vkládání
Připojit widget
Atributy
Zvuková zpětná vazba vstupu
Autoři
Automatická mnemotechniku
Podpůrná vrstva
Podpůrná vrstva tiskárny
Barva pozadí
Barva pozadí jako (možná nepřidělená) GdkColor
Barva pozadí jako GdkColor
Barva pozadí jako řetězec
Název barvy pozadí
Plná výška pozadí
Plná výška pozadí nastavena
Pozadí nastaveno
Maska pozadí
Maska pozadí nastavena
Šipka pro krok vzad
Styl pruhu
Bitmapa, kterou používat jako masku při kreslení pozadí textu
Bitmapa, kterou používat jako masku při kreslení popředí textu
Bliká
Okraje okolo ukazatele průběhu
Okraj mezi rohy tlačítka a potomkem.
Okraj mezi textem a rámem.
Okraj mezi textem a rámem. Přepisuje vlastnost stylu inner-border
Reliéf okraje
Šířka okraje
Připevnění dole
Doplnění dole
Připevnění dole
Vyrovnávací paměť
Citlivost tlačítka
Obrys tlačítka
Mezery mezi tlačítky
Dá se použít pro přidání potomka do kontejneru
Lze měnit akcelerátory
Může být výchozí
Může získat zaměření
Tlačítka zrušení
Schopnosti, které aplikace zvládne
Varování funkce Caps Lock
Rozlišovat velká a malá písmena
Barva pozadí buňky
Barva pozadí buňky jako GdkColor
Barva pozadí buňky jako řetězec
Název barvy pozadí buňky
Pozadí buňky nastavené
Model CellView
Potomek
Potomek odpojen
Směr balení potomků
Posun potomka podle X
Posun potomka podle Y
Interní výška doplnění potomka
Interní šířka doplnění potomka
Widget potomka zobrazovaný vedle textu tlačítka
Widget potomka zobrazovaný vedle textu menu
Povolené kliknutí
Rychlost růstu
Rychlost růstu
Sbalené
Hash barvy
Výběr barvy
Barva obdélníku výběru
Barva nenavštívených odkazů
Barva navštívených odkazů
Barva používaná pro sudé řádky
Barva používaná pro liché řádky
Barva, kterou kreslit podtržení indikující chybu
Barva, kterou kreslit vkládací kurzor
Barva, kterou kreslit sekundární kurzor při editaci kombinovaného textu zleva doprava a zprava doleva
Rozestup sloupců
Sloupce dostane podíl šířky alokované widgetu navíc
Záhlaví sloupců reagují na události kliknutí
Uživatel může měnit velikost sloupce
Rozestup sloupců
Sloupec rozsahu sloupců
Sloupce
Model ComboBox
Příkaz určený ke spuštění při zobrazení tiskového náhledu
Poznámky o programu
Řetězec poznámek
Model doplňování
Potomek složeného
Doplnění obsahu
Okraj plochy s obsahem
Prostor okolo oblasti s obsahem
Seznam cíle kopírování
Informace o copyrightu na program
Řetězec copyrightu
Vytvořit stejné proxy jako akce přepínače
Zásluhy překladatelů. Tento řetězec by měl být označen jako přeložitelný
Aktuální Alfa
Aktuální barva
Aktuální stránka
Aktuální pevná šířka sloupce
Aktuální text bufferu
Aktuální šířka sloupce
Kurzor
Perioda blikání kurzoru
Perioda blikání kurzoru
Pozice kurzoru
Viditelný kurzor
Barva kurzoru
Poměr čáry kurzoru
Pozice kurzoru
Název motivu kurzoru
Velikost motivu kurzoru
Typ křivky
Vlastní paleta
Popisek vlastní karty
Vlastní tabelátory pro tento text
Vzorek používaný při kreslení čáry indikátoru zaměření
Čárkovaný vzorek používaný při kreslení řádků mřížky stromového zobrazení
Čárkovaný vzorek používaný při kreslení řádků stromového zobrazení
Den
Dekorované
Výchozí displej
Výchozí výška
Výchozí modul IM
Výchozí prostor okolo
Výchozí nastavení stránky
Výchozí rozestup
Výchozí šířka
Výchozí příkaz určený ke spuštění při zobrazení tiskového náhledu
Výchozí podpůrná vrstva výběru souborů
Výchozí podpůrná tisková vrstva
Prodleva před zobrazením rozbalovacího menu
Prodleva před skrytím podmenu
Prodleva před zobrazením podmenu
Prodleva před zobrazením podmenu lišty menu
Smazatelný
Zastaralá vlastnost, použijte místo ní shadow_type
Zničit s rodičem
Výška podrobností
Šířka podrobností
Výška podrobností v řádcích
Šířka podrobností ve znacích
Určuje, jak je vykreslováno stínování okolo zobrazení
Desetinná místa
Oddělené bloky
Přemístit zaměření
Zobrazit tlačítko s druhou šipkou dozadu na opačném konci posuvníku
Zobrazovat tlačítko s druhou šipkou vzad na opačném konci oblasti karet
Zobrazit tlačítko s druhou šipkou dopředu na opačném konci posuvníku
Zobrazovat tlačítko s druhou šipkou vpřed na opačném konci oblasti karet
Zobrazit buňku
Zobrazit buňku citlivou
Zobrazovat tlačítko se standardní šipkou vzad
Zobrazovat tlačítko se standardní šipkou vpřed
Potvrzovat přepsání
Dokumentátoři
Neměnit velikost ukazovátka, zamknout ji na minimální velikosti
Dvojité šipky
Zdvojená vyrovnávací paměť
Vzdálenost pro dvojité kliknutí
Čas pro dvojité kliknutí
Práh táhnutí
Kreslit
Kreslit okraje
Kreslit indikátor
Kreslit hodnotu
Kreslit jako přepínací položku menu
Kreslit posuvník aktivní během tažení
Kreslit tlačítko jako přepínač
Možnost úprav nastavena
Upravitelné
Upravitelný režim pro CellRenderer
Úpravy
Úprava zrušena
Zkrátit
Zkrácení záhlaví skupiny položek
Nastaveno zkracování
Vzhled vložené stránky
Začleněno
Povolit akcelerátory
Povolit zvuky událostí
Povolit řádky mřížky
Povolit mnemotechniku
Povolit kontextové menu
Povolit hledání
Povolit místní nápovědu
Povolit režim dotykové obrazovky
Povolit stromové řádky
Povolit šipky
Povolit rozšířené opatření motivem u pozadí řádků
Chybový zvonek
Barva podtržení chyby
Barva sudého řádku
Události
Výhradní
Rozbalit
Časový limit rozbalení
Rozšířit hodnoty na časové limity, pokud widget rozšiřuje novou oblast
Rozbalen
Sloupec rozbalovacího symbolu
Velikost rozbalovače
Exportovat název souboru
Rozšířené události
Zvláštní odsazení u každé úrovně
Místo navíc nalevo a napravo od okrajů nabídky
Místo navíc nad a pod menu
Prostor navíc přidaný pro tlačítka GTK_CAN_DEFAULT
Prostor navíc přidaný pro tlačítka typu GTK_CAN_DEFAULT, který je vždy vykreslen za okrajem
Množství místa vloženého mezi potomka a jeho levého a pravého souseda, v pixelech
Prostor navíc vložený mezi potomka a jeho sousedy, v pixelech
Množství místa vloženého mezi potomka a jeho horního a dolního souseda, v pixelech
Zvláštní prostor užitý u výšky ukazatele průběhu.
Zvláštní prostor užitý u šířky ukazatele průběhu.
Widget navíc
FALSE zobrazí místo zadaného textu "neviditelný znak" (režim pro hesla)
"False", představuje-li skutečnou hardwarovou tiskárnu
FALSE odstraní vnější rám okolo položky
Název náhradního motivu ikon
Podpůrná vrstva systému souborů
Název souboru
Název souboru, který načíst a zobrazit
Výplň
Úroveň zaplnění
Filtr
Režim pevné výšky
Pevná šířka
Pevná velikost ukazovátka
Zaměření na nejvyšší úrovni
Vzorek čáry indikátoru zaměření
Šířka čáry zaměření
Zaměření při kliknutí
Zaměření při namapování
Doplnění zaměření
Sledovat stav
Písmo
Název písma
Popis písma jako struktura PangoFontDescription
Popis písma jako řetězec, např. "Sans Italic 12"
Rodina písma
Rodina písma nastavena
Název písma
Možnosti písma
Počet bodů písma
Rozlišení písma
Škálování písma
Škálování písma nastaveno
Faktor škálování písma
Velikost písma
Velikost písma jako poměr zvětšení relativně k výchozí velikosti písma. Řádně se přizpůsobuje změnám motivu atd., takže je doporučená. Pango předdefinovává některé hodnoty, například PANGO_SCALE_X_LARGE
Velikost písma v jednotkách Pango
Velikost písma v bodech
Velikost písma nastavena
Rozteč písma
Rozteč písma jako PangoStretch, např. PANGO_STRETCH_CONDENSED
Rozteč písma nastavena
Styl písma
Styl písma jako PangoStyle, např. PANGO_STYLE_ITALIC
Styl písma nastaven
Varianta písma
Varianta písma jako PangoVariant, např. PANGO_VARIANT_SMALL_CAPS
Varianta písma nastavena
Řez písma
Řez písma jako celé číslo, viz předdefinované hodnoty v PangoWeight; například PANGO_WEIGHT_BOLD
Váha písma nastavena
Časový údaj nastavení fontconfig
Vynutit, aby poměr stran odpovídal rámu potomka
Barva popředí
Barva popředí jako (možná nepřidělená) GdkColor
Barva popředí jako GdkColor
Název barvy popředí jako řetězec
Název barvy popředí
Popředí nastaveno
Maska popředí
Maska popředí nastavena
Šipka pro krok vpřed
Podíl
Stín rámu
GIcon primární ikony
GIcon sekundární ikony
Moduly GTK
GdkPixbufAnimation, kterou zobrazovat
Vzorek řádku mřížky
Šířka řádku mřížky
ID skupiny
ID skupiny u tažení a puštění karet
Skupina táhnutí a puštění karet
GtkVBox, k němuž přináleží primární a sekundární popisky dialogového okna
Velikost ovládacího panelu
Pozice ovládací části
Má vstup
Má rám
Má ovládání stupně krytí
Má úchyt pro změnu velikosti
Má výběr
Je výchozí
Má zaměření
Má paletu
Má výběr
Má oddělovač
Má místní nápovědu
Doplnění záhlaví
Obrys záhlaví
Prostor v záhlaví
Obrázek záhlaví
Obrázek záhlaví pomocné stránky
Kliknutelná záhlaví
Záhlaví viditelná
Požadavek na výšku
Tlačítko nápovědy
Skrýt, je-li prázdná
Nápověda naznačující prostředí pracovní plochy, o jaký typ okna se jedná a jak s ním nakládat.
Homogenní
Vodorovné zarovnání
Vodorovné zarovnání widgetu
Vodorovné zarovnání
Vodorovné posunutí
Vodorovné doplnění
Délka vodorovné posunovací šipky
Strategie pro vodorovný posuvník
Šířka vodorovného oddělovače
Vodorovný okraj karty
Vodorovné zarovnání
Vodorovné zarovnání widgetu textu
Vodorovné zarovnání
Vodorovné zarovnání potomka
Vodorovné volby
Vodorovné doplnění
Vodorovná pozice potomka v dostupném prostoru. 0.0 znamená zarovnání vlevo, 1.0 znamená zarovnání vpravo
Vodorovná škála
Vodorovné oddělení
Vodorovný prostor mezi buňkami. Musí to být sudé číslo
Expandovat pohybem
Výběr pohybem
O kolik posunout šipku ve směru osy X při stisku tlačítka
O kolik posunout potomka ve směru osy X při stisku tlačítka
O kolik posunout šipku ve směru osy Y při stisku tlačítka
O kolik posunout potomka ve směru osy Y při stisku tlačítka
Jak dlouho ukazovat znak posledního vstupu ve skrytých vstupech
Jak má být rozsah aktualizován na obrazovce
Jak jsou text a ikony každé položky navzájem relativně umístěny
Jak zarovnávat řádky
Jak rozdělit řetězec na více řádek, pokud vykreslovač buňky nemá dost místa na zobrazení celého řetězce
Jak vykreslovat přededitovací řetězec vstupní metody
Jak kreslit stavovou lištu vstupní metody
Jak kreslit nástrojovou lištu
Jak rozložit tlačítka v panelu. Možné hodnoty jsou default, spread, edge, start a end
Styl IM Preedit
Styl stavu IM
Modul IM
Název ikony
Předsvícená ikona
Velikosti ikon
Název motivu ikon
Model ikonového zobrazení
Ikona tohoto okna
Název ikony
Název ikony primární ikony
Název ikony sekundární ikony
Skupina ikon
Skupina ikon, kterou zobrazovat
Velikost ikony
Velikost ikony nastavena
Rozestup ikon
Widget ikony
Widget ikony, kterou zobrazovat v položce
Ikony
Je-li FALSE, nepovolit zadávat jiné řetězce než zvolené
Je-li TRUE, je zobrazována hlavička
Je-li TRUE, jsou zobrazovány názvy dnů
Je-li "true", jsou zobrazovány podrobnosti
Je-li TRUE, stisk pravého tlačítka myši na notesu se zobrazí menu, které můžete použít pro přechod mezi stránkami
Je-li TRUE, jsou přidány posuvné šipky, pokud je příliš mnoho karet
Je-li TRUE, je GtkProgress v aktivním režimu, což znamená, že signalizuje určité dění, ale nezobrazuje, jak velká část už je hotová. Používá se, pokud něco děláte, ale nevíte, jak dlouho to bude trvat.
Je-li TRUE, potomek se objeví v sekundární skupině potomků, vhodné např. pro tlačítka nápovědy
Je-li TRUE, může být potomek menší, než jeho požadavek
Je-li TRUE, potomek se zvětšuje a zmenšuje spolu s widgetem paned
Je-li TRUE, vyskakovací okno bude zobrazeno pro jeden výsledek.
Je-li TRUE, vyskakovací okno bude mít stejnou velikost jako vstupní pole
Je-li TRUE, nemůže být vybraný měsíc změněn
Je-li "true", budou mít všechny buňky tabulky stejnou šířku/výšku
Je-li TRUE, přijímá widget výchozí akci, pokud má zaměření
Je-li TRUE, okno nemá minimální velikost. Nastavení tohoto na TRUE je v 99% případů špatný nápad
Je-li TRUE, je okno modální (ostatní okna není možné používat, dokud je toto okno zobrazeno)
Je-li "true", nepřiřazené widgety jsou ignorovány při určování velikosti skupiny
Je-li TRUE, uživatelé mohou roztáhnout okno nad jeho minimální velikost
Je-li TRUE, uživatelé mohou změnit velikost okna
Je-li TRUE, jsou zobrazována čísla týdnů
Jestli se má zobrazovat šipka, pokud se nástrojová lišta nevejde
Pokud je dostupný vodorovný prostor větší, než vyžaduje potomek, jak velkou část z něj používat pro potomka. 0.0 znamená žádná, 1.0 znamená celá
Pokud je dostupný svislý prostor větší, než vyžaduje potomek, jak velkou část z něj používat pro potomka. 0.0 znamená žádná, 1.0 znamená celá
Pokud je nastaveno, znamená podtržítko ve vlastnosti label, že následující znak se má použít jako klávesová zkratka v menu přetečení
Je-li nastaveno, podtržítko v textu znamená, že následující znak se má použít jako klávesová zkratka
Je-li nastaveno, popis se použije pro výběr standardní položky místo jeho zobrazení
Je-li nastaveno, zalamovat řádky, pokud bude text moc široký
Jestli se zobrazuje kurzor pro vkládání
Jestli má být přepínací akce aktivní
Jestli je přepínací tlačítko ve stavu "mezi"
Jestli má být přepínací tlačítko stisknuto
Jestli se zobrazuje přepínací část tlačítka
Jestli mají být tipy nástrojové lišty aktivní
Určuje, jestli má být okno zničeno při zničení svého rodiče
Je-li nastaveno zalomení, ovládá způsob zalomení řádků
Ignorovat skryté
Obrázek
Umístění obrázku
Prostor okolo obrázku
Widget obrázku
Okraj obrázku/popisu
Nekonzistentní
Nekonzistentní stav
Odsazení
Odsadit rozbalovací symboly
Odsazení nastaveno
Indikuje zrušení úpravy
Značí, kde by měly být umístěny posuvné šipky
Velikost indikátoru
Mezera okolo indikátoru
Velikost indikátoru
Doplňování na místě
Výběr na místě
Vnitřní okraj
Vnitřní okraj
Prostor okolo vnitřního okraje
Vnitřní zaměření
Interní doplnění
Obrátit směr pohybu posuvníku pro zvýšení hodnoty rozsahu
Obrácený
Neviditelný
Nastaven neviditelný znak
Neviditelný znak
Neviditelný nastaveno
Je aktivní
Je rozbalen
Je rozbalovací symbol
je zobrazováno
Je virtuální
Je zaměření
Je důležitá
Jestli je křivka lineární, interpolovaná spline nebo volná forma
Orientace položky
Odsazení položky
Počet úloh
Název úlohy
Zarovnání
Zarovnání nastaveno
Název motivu kláves
Klávesová zkratka pro aktivaci lišty s menu
Pouze kurzor klávesové navigace
Zalomení klávesové navigace
Popis
Vyplnění popiskem
Popisek karty obsahující vlastní widgety.
Widget popisku
Zarovnání textu X
Zarovnání textu Y
Jazyk
Jazyk nastaven
Největší možná hodnota vlastnosti "position"
Styl rozložení
Připevnění vlevo
Levý okraj
Doplnění vlevo
Připevnění vlevo
Tíže vlevo
Levý okraj
Levý okraj nastaven
Zarovnání vlevo, vpravo nebo na střed
Délka posuvníku widgetu pro rozsah
Délka tlačítek na koncích pro krokování
Délka cyklu blikání kurzoru v milisekundách
Délka textu aktuálně se nacházejícího ve vyrovnávací paměti
Délka textu aktuálně se nacházejícího ve vstupu
Odsazení úrovně
Zalamování řádků
Zalamovaní řádků
Režim zalamovaní řádků
Seznam autorů programu
Seznam momentálně aktivních modulů GTK
Seznam názvů ikon
Seznam velikostí ikon (gtk-menu=16,16;gtk-button=20,20...)
Seznam lidí dokumentujících program
Seznam lidí, kteří pro program tvořili grafiku
Seznam podpůrných vrstev GtkFileChooser, které chcete používat jako výchozí
Jen místní
Pouze místní
ID logického sloupce řazení, na kterém tento sloupec řadí v případě výběru řazení
Název ikony s logem
Dolní
Dolní mez pravítka
Nižší kroková citlivost
Odsadit rozbalovací symboly
Manuální schopnosti
Okraj
Okraj shromažďuje
Název značky
Zobrazovaný text se značkami
Značky
Sloupec značek
Maska
Bitová maska pro použití s GdkImage nebo GdkPixmap
Maximální velikost
Maximální pozice
Maximální hodnota
Maximální šířka
Maximální šířka ve znacích
Maximální X
Maximální Y
Maximum stáří naposledy použitých souborů, ve dnech
Maximální povolená šířka sloupce
Maximální množství prostoru, které může být poskytnuto rozšířitelné položce
Maximální rozbalení potomka
Maximální vzdálenost dovolený mezi dvěma kliknutími, aby byla považována za dvojité kliknutí (v pixelech)
Maximální délka
Maximální počet znaků této položky. Nula znamená bez omezení
Maximální možná hodnota pro X
Maximální možná hodnota pro Y
Maximální velikost pravítka
Maximální čas dovolený mezi dvěma kliknutími, aby byla považována za dvojité kliknutí (v milisekundách)
Akcelerátor lišty s menu
Popisek nabídky
Definice sloučeného UI
Tlačítka zprávy
Typ zprávy
Oblast zprávy
Metrika
Minimální výška vodorovného ukazatele
Minimální šířka vodorovného ukazatele
Minimální výška svislého ukazatele
Minimální svislá šířka ukazatele
Minimální pozice
Minimální délka klíče
Minimální délka ukazovátka
Minimální hodnota
Minimální šířka
Minimální X
Minimální Y
Minimální povolená šířka sloupce
Minimální výška potomka
Minimální šířka potomka
Minimální výška tlačítek v panelu
Minimální vodorovná výška ukazatele průběhu
Minimální velikost ukazovátka
Minimální délka hledaného klíče, aby se hledaly odpovídající položky
Minimální možná hodnota pro X
Minimální možná hodnota pro Y
Minimální doba, kterou musí zůstat ukazatel nad položku menu, než se objeví podmenu
Minimální šířka tlačítek uvnitř panelu
Klávesová zkratka
Widget akcelerátoru
Viditelná mnemotechnika
Modální
Režim
Sloupec modelu, ve kterém se má hledat při interaktivním hledání
Sloupec modelu používaný pro získání pixbufu ikony
Sloupec modelu používaný pro získání textu
Sloupec modelu používaný pro získání textu, pokud se používají značky Pango
Měsíc
Název motivu ikon, kterým nahrazovat
Název standardně používaného písma
Název podpůrné vrstvy systému souborů, který používat
Název motivu ikon, které se má používat
Název souboru RC motivu kláves, který se má načíst
Název podpůrné vrstvy GtkFileChooser, kterou používat standardně
Název motivu kurzoru, který chcete používat, nebo NULL, chcete-li používat výchozí motiv
Název rodiny písma, např. Sans, Helvetica, Times, Monospace
Název tiskárny
Ikona z motivu u tohoto okna
Název souboru RC motivu, který se má načíst
Název použitý pro odkaz na značku v textu. NULL pro anonymní značky
Nový řádek
Žádná změna měsíce
Nezobrazovat se všemi
Počet stránek
Počet stránek určených k tisku
Počet znaků, na které se má nechat prostor v položce
Počet sloupců
Počet zobrazovaných sloupců
Počet úloh zařazených v tiskárně
Počet pixelů kolem obsahových stránek.
Počet pixelů kolem záhlaví.
Počet pixelů mezi posuvníky a posouvaným oknem
Počet pixelů, o které je položka posunuta mimo obrazovku vlevo
Počet pixelů, o které se kurzor může posunout před táhnutím
Počet naposledy použitých souborů
Počet kroků
Numerický
Tlačítko Budiž
Následovat potomka
Zastaralá vlastnost, ignorována
Barva lichého řádku
Posun textu nad základní čáru (pod základní čáru, pokud je hodnota záporná)
Posun textu nad základní čáru (pod základní čáru, pokud je hodnota záporná) v jednotkách Pango
Krytí pro okno
Neprůhlednost obdélníku výběru
Volby udávající vodorovné chování potomka
Volby udávající svislé chování potomka
Orientace
Orientace a směr růstu ukazatele průběhu
Předefinovaný požadavek výšky pro widget nebo -1, pokud se má použít přirozený požadavek
Předefinovaný požadavek šířky pro widget nebo -1, pokud se má použít přirozený požadavek
Režim přepisování
Směr balení
Typ balení
Doplnění
Odsazení okolo položek zobrazení s ikonami
Strana
Přírůstek o stránku
Nastavení stránky
Velikost stránky
Úplná stránka
Nadpis stránky
Typ stránky
Paleta použitá v prvku pro výběr barev
Barva pozadí odstavce
Barva pozadí odstavce jako (možná nepřidělená) GdkColor
Barva pozadí odstavce jako řetězec
Název barvy pozadí odstavce
Pozadí odstavce nastaveno
Rodič
Rodičovský widget
Časový limit tipu hesla
Seznam cíle vložení
Vzorek
Pozastavená tiskárna
Pixbuf zavřeného rozbalovače
Pixbuf otevřeného rozbalovače
Objekt Pixbuf
Sloupec pixbufu
Pixbuf pro zavřený rozbalovač
Pixbuf pro otevřený rozbalovač
Velikost v pixelech
Velikost v pixelech, kterou používat pro pojmenovanou ikonu
Pixely nad řádky
Pixely pod řádky
Pixely v zalomení
Pixely nad řádky
Pixely nad řádky nastaveny
Pixely pod řádky
Pixely pod řádky nastaveny
Pixely v zalomení
Pixely v zalomení nastaveny
Pixely prázdného prostoru nad odstavci
Pixely prázdného prostoru pod odstavci
Pixely prázdného prostoru mezi zalomenými řádky v odstavci
Pixmapa
Umístit posuvníky dovnitř posunutého rámu okna
Doplňování v okně
Nastavit šířku vyskakovacího okna
Zobrazení zvláštního okna
Zobrazit jeden výsledek
Pozice
Pozice nastavena
Pozice značky na pravítku
Pozice oddělovače v pixelech (0 znamená až doleva/nahoru)
Umístění ovládací části relativně k widgetu potomka
Pozice položky v rámci této skupiny
Widget náhledu aktivní
Náhled textu
Widget náhledu
Primární GIcon
Aktivovatelná primární ikona
Název primární ikony
Citlivá primární ikona
Místní nápovědné značky primární ikony
Místní nápovědný text primární ikony
Primární pixbuf
Primární pixbuf položky
Primární standardní ID
Typ primárního úložiště
Nastavení tisku
Tiskárna
Nastavení tiskárny
Tiskárna k vytištění úlohy
Název programu
Verze programu
Okraje probíhajícího
Podíl probíhajícího
Krok pulzu probíhajícího
Pulz
Krok pulzu
Pulz animace průběhu
Přepínač
Poměr
Zobrazuje aktuální hodnotu, nebo nastavuje novou hodnotu
Přijímá jako výchozí
Limit posledních souborů
Maximum stáří posledních souborů
Správce posledního
Související akce
Obrys tlačítka v záhlaví skupiny
Detail zobrazení předávaný systému motivů
Měnitelné pořadí
Opakovat časový limit
Opakovací hodnota časových limitů, je-li stisknuto tlačítko
Rezervovat velikost přepínání
Měnitelná velikost
Měnit velikost
Režim změny velikosti
Režim změny velikosti sloupce
Rozlišení Xft v 1024 * bodů/palec, -1 pro použití výchozí hodnoty
Omezit na úroveň zaplnění
Připevnění vpravo
Zarovnání doprava
Pravý okraj
Doplnění vpravo
Připevnění vpravo
Pravý okraj
Pravý okraj nastaven
Zvýšení
Vyvýšení nastaveno
Podrobnosti konce řádku
Rozestup řádků
Řádek má potomky
Řádek je rozbalovací a je rozbalen
Rozestup řádků
Sloupec rozsahu řádků
Řádky
Gumové vazby
Rada o pravidlech
Obrazovka
Rozestup šipky posunu
Posun
Posunovatelné
Odstup posuvníků
Posuvníky uvnitř rámu
Umístění posunutého okna
Sloupec hledání
Sekundární
Sekundární GIcon
Sekundární text
Druhotná šipka pro krok dozadu
Barva sekundárního kurzoru
Druhotná šipka pro krok dopředu
Aktivovatelná sekundární ikona
Název sekundární ikony
Citlivá sekundární ikona
Místní nápovědné značky sekundární ikony
Místní nápovědný text sekundární ikony
Sekundární pixbuf
Sekundární pixbuf položky
Sekundární standardní ID
Typ sekundárního úložiště
Vícenásobný výběr
Vybrat při zaměření
Vybratelný
Vybraná tiskárna
Okraj výběru
Alfa obdélníku výběru
Barva obdélníku výběru
Režim výběru
Citlivý
Výška oddělovače
Šířka oddělovačů
Nastaví radu pro podporu motivů ke kreslení řádků ve střídavých barvách
Nastaví sloupec pro rozbalovací sloupec
Nastavení na kladné hodnoty značí, že došlo k nějakému pokroku, ale není známo, jak velkému.
Nastaví cestu akcelerátoru položky nabídky
Nastaví, zda bude položka nabídky zarovnána k pravé straně lišty nabídky
Nastavení
Typ stínu
Typ stínu
Krátký popis
Zobrazovat šipku
Zobrazovat okraj
Zobrazovat názvy dnů
Zobrazit podrobnosti
Zobrazit dialogové okno
Zobrazit rozbalovací prvky
Zobrazit úroveň zaplnění
Zobrazovat hlavičku
Zobrazovat skryté
Zobrazit ikony
Soubory nenalezeny
Zobrazit čísla
Zobrazit soukromé
Zobrazovat karty
Zobrazit místní nápovědy
Zobrazovat čísla týdnů
Zobrazovat obrázky tlačítek
Zobrazovat operace se soubory
Zobrazovat v menu obrázky
Zobrazovat velikost
Zobrazovat styl
Zobrazovat text
Zobrazit nabídku "Vstupní metody"
Zobrazit nabídku vložení řídících znaků Unicode
Zobrazovat tlačítka v záhlavích sloupců
Zmenšovat
Strana panelu, která je zarovnaná s ukotvovacím bodem pro ukotvení panelu
Obrázek postranního panelu
Obrázek postranního panelu pomocné stránky
Režim jednoho řádku
Režim jednoho odstavce
Velikost oblastí mimo alokaci widgetu, kde kreslit
Velikost zaškrtnutí nebo indikátoru přepínače
Velikost indikátoru rozbalení
Velikost ikon na paletě tohoto nástroje
Velikost ikon na této nástrojové liště
Velikost oddělovačů
Velikost zakřivení karty
Velikost překryvné oblasti karty
Velikost šipky rozbalovače
Velikost, kterou chcete používat u kurzorů, nebo 0, chcete-li výchozí velikost
Změna velikosti
Vynechat v pageru
Vynechat v liště úloh
Délka posuvníku
Šířka ukazovátka
Nejmenší možná hodnota vlastnosti "position"
Okraj pro přitahování
Okraj pro přitahování nastaven
Držet se kroků
Okno socketu
Typ třídění
ID sloupce řazení
Směr třídění, který označuje indikátor třídění
Indikátor třídění
Pořadí třídění
Název motivu zvuků
Možnost zdroje
Prostor mezi záhlavími s dnem a hlavní oblastí
Mezera mezi textem hodnoty a oblastí posuvníku/koryta
Prostor mezi záhlavími s týdnem a hlavní oblastí
Styl prostoru
Prostor navíc vložený mezi popisek a potomka
Místo, které je vloženo na okraje ikonového zobrazení
Místo, které je vložené mezi buňky
Místo, které je vloženo mezi buňky položky
Prostor vložený mezi sloupce mřížky
Místo, které je vloženo mezi řádky mřížky
Velikost oddělovače
Mezery
Mezera okolo zaškrtnutí nebo indikátoru přepínače
Prostor okolo šipky rozbalovače
Prostor okolo indikátoru
Mezery mezi tlačítky
Mezera mezi prvky oblasti
Mezera mezi prvky oblasti hlavního dialogového okna
Prostor mezi šipkou rozbalovače a titulkem
Mezery mezi tlačítky pro krokování a ukazovátkem
Mezera mezi ukazovátkem/tlačítky a vnějším obrysem koryta
Rozestup v pixelech mezi ikonou a popiskem
Prostor v pixelech mezi obrázkem a popiskem
Určuje vizuální styl pruhu v režim procent (Zastaralé)
Určuje, jak zpracovávat události pro změnu velikosti
Urychlí GtkTreeView předpokladem, že všechny řádky jsou stejně vysoké
Rozdělit kurzor
Časový limit spuštění
Počáteční hodnota časových limitů, je-li stisknuto tlačítko
Spouštěcí ID
Hint stavu
Stavová zpráva
Řetězec stavu
Přírůstek o krok
Podrobnosti umístění tlačítek
Velikost tlačítek
Mezery mezi tlačítky
Standardní ID
Standardní ID pro zobrazení standardního obrázku
Standardní ID primární ikony
Standardní ID sekundární ikony
Standardní ikona
Standardní ID
Typ uložení
Přeškrtnuti
Přeškrtnutí nastaveno
Řetězec poskytující aktuální stav tiskárny
Styl
Styl rámu okolo obsahu
Styl rámu okolo lišty menu
Styl rámu okolo točivého tlačítka
Styl okraje okolo textu ve stavové liště
Styl obrysu okolo nástrojové lišty
Styl položek na paletě nástroje
Styl podtržení pro tento text
Podřazená nabídka
Výběr podpory
Symbolická velikost, kterou používat pro standardní ikonu, skupinu ikon nebo pojmenovanou ikonu
"True", je-li dialog průběhu ukázán při tisku.
TRUE, existuje-li výběr.
TRUE, jsou-li kombinovaná pole vložena v GtkPrintDialog
TRUE, jsou-li kombinovaná pole vzhledu stránky vložena v GtkPrintUnixDialog
"True", může-li tiskový proces běžet asynchronně.
TRUE, pokud by měla být použita vlastnost Position
"True", má-li být počátek kontextu v rohu stránku a nikoliv v rohu zobrazitelné oblasti
"True", bude-li tisková úloha pokračovat ve vysílání signálů o změně stavu poté, co byla tisková data odeslána na tiskárnu nebo tiskový server.
"True", bude-li tisková operace pokračovat v oznamování stavu tiskové úlohy poté, co byla tisková data odeslána na tiskárnu nebo tiskový server.
TRUE, bude-li tisková operace podporovat tisk výběru.
TRUE, pokud na okno měl být upozorněn uživatel.
TRUE, pokud by okno nemělo být v pageru.
TRUE pokud by se okno nemělo objevovat v liště úloh.
TRUE, pokud by okno mělo dostávat vstupní zaměření při namapování.
TRUE, pokud by okno mělo dostávat vstupní zaměření.
"True", přijímá-li tato tiskárna PDF
"True", může-li tato tiskárna přijmout PostScript
"True", přijímá-li tato tiskárna nové úlohy
"True", je-li tato tiskárna pozastavena
Okraje karty
Umístění karty
Zakřivení karet
Odpojitelná karta
Rozbalit kartu
Vyplnění kartami
Popisek karty
Překryv karty
Typ balení karet
Karta s měnitelným pořadím
Tabelátory
Tabelátory nastaveny
Tabulka značek
Název značky
Vzít zaměření
Stav odtrhnutí
Titulek pro odtrhnutí
Vyrovnávací paměť textu
Sloupec textu
Tabulka značek v textu
Objekt vyrovnávací paměti textu, který uchovává text položky
Sloupec textu
Směr textu
Směr textu, např. zprava doleva nebo zleva doprava
Délka textu
Text popisku rozbalovače
Text titulku rámu
Text widgetu popisu v tlačítku, pokud tlačítko obsahuje widget popisu
Text na ukazateli průběhu
Text zobrazovaný v ukazateli průběhu
Zobrazovaný text
Text, který zobrazovat v položce.
Zarovnání textu X
Zarovnání textu Y
Skupina akcelerátorů, která se má použít u standardních kláves akcelerátorů
Zobrazovaná GIcon
Struktura GdkFont, která je právě vybraná
GtkAction Group, ke které je tato GtkAction přiřazena, nebo NULL (pro interní použití).
GtkAdjustment spojený s ukazatelem průběhu (zastaralé)
Hodnota GtkAdjustment pro vodorovnou pozici
Hodnota GtkAdjustment pro svislou pozici
GtkAdjustment, který obsahuje aktuální hodnotu tohoto objektu rozsahu
GtkAdjustment, které obsahuje aktuální hodnotu tohoto objektu rozsahu
GtkAdjustment, který určuje hodnoty vodorovné polohy tohoto zobrazení
GtkAdjustment, který určuje hodnoty svislé polohy tohoto zobrazení
Hodnota GtkIconSize, která určuje velikost zobrazované ikony
Hodnota GtkIconSize, která určuje velikost zobrazované animace průběhu
GtkPageSetup určený k použití
GtkPageSetup použité jako výchozí
GtkPrintSettings užitý ke spouštění dialogového okna
Tiskárna GtkPrinter, která je vybrána
Tlačítko Budiž dialogového okna.
PrinterOption podporující tento widget
Objekt Správce posledního určený k použití
URI svázané s tímto tlačítkem
URL odkazu na webové stránky programu
Skupina akcelerátoru s akcelerátory nabídky
Zrychlení růstu, když držíte tlačítko
Akce, kterou toto aktivovatelné aktivuje a odkud dostane aktualizace
Zarovnání, které obsahuje hodnotu točivého tlačítka
Zarovnání, které obsahuje hodnotu tlačítka se šipkami.
Zarovnaní řádků v textu relativně k sobe navzájem. Toto NEOVLIVŇUJE zarovnání popisu v jeho přiřazeném místu. Takovou funkci plní GtkMisc::xalign
Velikost prostoru mezi potomky
Prostor mezi dvěma po sobě následujícími sloupci
Prostor mezi dvěma po sobě následujícími řádky
Množství místa přidaného vlevo a vpravo od widgetu v pixelech
Množství místa přidaného nahoře a dole od prvku v pixelech
Styl reliéfu okraje
Zobrazovaná vyrovnávací paměť
Tlačítka zobrazovaná v dialogu zprávy
Tlačítko zrušení dialogového okna.
Znak používaný pro skrytí obsahu pole (v "režimu pro hesla")
Směr balení potomků lišty menu
Objekt, který sledovat pro změny akcelerátoru
Výběr barvy vložený do dialogového okna.
Sloupec v modelu obsahující texty místní nápovědy položek
Sloupec v modelu obsahující texty místní nápovědy pro řádky
Číslo sloupce, ke kterému připevnit levou stranu potomka
Číslo sloupce, ke kterému připevnit pravou stranu widgetu potomka
Číslo sloupce, ke kterému připevnit pravou stranu potomka
Sloupec v modelu obsahující řetězce.
Obsah vyrovnávací paměti
Obsah pole pro vkládání
Obsahy místní nápovědy pro tuto ikonu v oznamovací oblasti
Obsahy místní nápovědy pro tento widget
Obsahy místní nápovědy u primární ikony
Obsahy místní nápovědy u sekundární ikony
Aktuální barva
Aktuální filtr pro výběr, které soubory se zobrazují
Aktuální filtr pro výběr toho, které zdroje se zobrazují
Podíl z celkové práce, který už je dokončen
Aktuální hodnota krytí (0 zcela průhledné, 65535 zcela neprůhledné)
Aktuální stránka v dokumentu
Aktuální pozice kurzoru pro vkládání ve znacích
Aktuální hodnota
Právě vybraný název souboru
Právě vybraná položka nabídky
Výchozí displej GDK
Výchozí možnosti písma pro obrazovku
Výchozí výška okna používaná při počátečním zobrazení okna
Výchozí šířka okna používaná při počátečním zobrazení okna
Požadovaná maximální šířka popisku ve znacích
Požadovaná šířka widgetu tlačítka ve znacích.
Požadovaná šířka popisku ve znacích
Dialog má oddělovací pruh nad svými tlačítky
Směr, kam má šipka ukazovat
Pravidla, podle kterých velikost skupiny ovlivňuje požadované velikosti jednotlivých widgetů
Rozbalovací menu
Maska událostí určující, které typy GdkEvent tento widget dostává
Dialog výběru souborů, který používat.
Úroveň zaplnění.
Pevná výška
Pevná šířka
Podíl z celkové šířky položky, o který posunout blok ve vztahu k probíhajícímu při každém volání gtk_entry_progress_pulse()
Podíl z celkového průběhu, o který se posunout blok při pulzu
Podíl z celkové práce, který už je dokončen
Plná cesta k souboru určenému k uložení a čtení seznamu
Hardwarový kód klávesy akcelerátoru
Výška oddělovačů, je-li "wide-separators" "true"
Výška rozložení
Tlačítko nápovědy dialogového okna.
Vodorovné zarovnání titulku
Vodorovné zarovnání, od 0 (vlevo) do 1 (vpravo). Obráceně pro rozložení zprava doleva.
Vodorovné zarovnání textu, od 0 (vlevo) do 1 (vpravo). Obráceně pro rozložení zprava doleva.
Člověkem čitelný popis této skupiny položek
Název ikony k použití u tiskárny
Velikost ikony
Obrázek
Nekonzistentní stav tlačítka
Krok používaný pro každou iteraci v režimu aktivity (zastaralé)
Index potomka v rodiči
Index aktuální strany
Počáteční pozice okna
Položka, která je právě aktivní
Hodnota klávesy akcelerátoru
Popisek odkazu na webové stránky programu. Není-li nastaven, je standardně roven URL
Popis používaný pro položky menu a tlačítka, která aktivují tuto akci.
Jazyk, ve kterém je tento text, jako kód ISO. Pango to umí použít jako nápovědu při vykreslování textu. Není-li nastaven, bude použita vhodná výchozí hodnota.
Jazyk, ve kterém je tento text, jako kód ISO. Pango umí tuto hodnotu použít jako pomocnou informaci při vykreslování textu. Pokud tomuto parametru nerozumíte, pravděpodobně jej nepotřebujete.
Délka vodorovných posunovacích šipek
Doba v milisekundách, než animace průběhu dokončí úplnou smyčku
Délka svislých posunovacích šipek
Seznam cílů podporovaných tímto bufferem u kopírování do schránky a zdroje DND
Seznam cílů podporovaných tímto bufferem u vkládání ze schránky a cíle DND
Umístění tiskárny
Maska určující, které typy rozšířených událostí tento widget dostává
Maximální počet zobrazovaných položek
Maximum položek určených k navrácení od gtk_recent_manager_get_items()
Maximální hodnota zarovnání
Menu možností
Metrika používaná pro pravítko
Minimální požadovaná šířka položky nabídky ve znacích
Minimální vodorovná šířka ukazatele průběhu
Minimální velikost šipky v kombinovaném poli
Minimální hodnota zarovnání
Minimální svislá výška ukazatele průběhu
Minimální svislá šířka ukazatele průběhu
Mnemonická klávesová zkratka pro tento popis
Model obsahující možné hodnoty kombinovaného pole
Model buňkového zobrazení
Model, který má TreeModelSort třídit
Model pro kombinované pole
Model ikonového zobrazení
Model stromového zobrazení
Model, kde hledat odpovídající položky
Maska modifikátoru u akcelerátoru
Monitor, na kterém bude zobrazena nabídka
Název ikony z motivu ikon
Název programu. Pokud není nastaven, je standardně g_get_application_name()
Název vybraného písma
Název ikony motivu zobrazované na položce
Název widgetu
Počet bloků, které se vejdou do ukazatele průběhu v režimu aktivity (zastaralé)
Počet sloupců v tabulce
Počet desetinných míst zobrazovaných z hodnoty
Počet zobrazovaných desetinných míst
Počet oddělených bloků v ukazateli průběhu (při zobrazování v odděleném stylu)
Počet stránek v dokumentu.
Počet stránek, které budou vytisknuty.
Počet řádků v tabulce
Počet kroků animace průběhu potřebných k dokončení úplné smyčky. Animace dokončí úplný cyklus standardně za jednu sekundu (viz #GtkSpinner:cycle-duration).
Krytí okna, od 0 do 1
Orientace orientovatelného
Orientace oznamovací oblasti
Směr balení lišty menu
Doplnění, které vložit pod widgetem.
Doplnění, které vložit vlevo od widgetu.
Doplnění, které vložit vpravo od widgetu.
Doplnění, které vložit nad widgetem.
Přírůstek zarovnání o stránku
Velikost stránky zarovnání
Rodičovský widget tohoto widgetu. Musí to být widget kontejneru
Okno rodiče
Pixbuf, který vykreslovat
Pozice, kde je zobrazována aktuální hodnota
Umístění obrázku relativně k textu
Umístění vkládací značky (posun od začátku bufferu)
Pozice druhého konce výběru od kurzoru ve znacích
Preferované místo, kde zkrátit řetězec, pokud vykreslování buňky nemá dost místa na zobrazení celého řetězce
Preferované místo, kde zkrátit řetězec, pokud popisek nemá dost místa pro zobrazení celého řetězce
Preferované místo, kde zkrátit řetězec, pokud ukazatel průběhu nemá dost místa pro zobrazení celého řetězce, pokud vůbec něčeho.
Primární text dialogu zprávy
Primární text nadpisu obsahuje značky Pango.
Přepínací akce, do jejíž skupiny patří tato akce.
Přepínací tlačítko, do jehož skupiny patří tento widget.
Položka přepínacího tlačítka, do jejíž skupiny patří tento widget.
Přepínací tlačítko, do jehož skupiny patří toto tlačítko.
Reprezentace používaná pro data obrázku
Reprezentace používaná pro primární ikonu
Reprezentace používaná pro sekundární ikonu
Rozlišení písem na obrazovce
Číslo řádku, ke kterému připevnit dolní stranu potomka
Číslo řádku, ke kterému připevnit horní stranu widgetu potomka
Číslo řádku, ke kterému připevnit horní stranu potomka
Obrazovka, na které se tato stavová ikona zobrazí
Obrazovka, kde se toto okno zobrazí
Obrazovka, na které se toto okno zobrazí.
Sekundární text obsahuje značky Pango.
Sekundární text dialogu zprávy
Vybraná barva
Vybraný den (jako číslo mezi 1 a 31 nebo 0 pro zrušení výběru aktuálně vybraného dne)
Vybraný měsíc (číslo mezi 0 a 11)
Vybraná hodnota krytí (0 zcela průhledné, 65535 zcela neprůhledné)
Vybraný rok
Režim výběru
Pravidlo citlivosti krokování, které míří ke spodní straně zarovnání
Pravidlo citlivosti krokování, které míří k horní straně zarovnání
Velikost ikon na výchozích nástrojových lištách.
Velikost ikony
Velikost seznamu naposledy použitých zdrojů
Pořadí třídění zobrazených položek
Stav tiskové operace
Přírůstek zarovnání o krok
Standardní ID zobrazované standardní ikony
Standardní ikona zobrazovaná ve widgetech reprezentujících tuto akci.
Standardní ikona zobrazovaná na položce
Řetězec zobrazovaný v položce menu potomka
Řetězec zobrazovaný na popisku karty potomka
Řetězec představující toto písmo
Styl widgetu, který obsahuje informace o jeho vzezření (barvy apod)
Podřízená nabídka připojená k položce nabídky, nebo NULL, nemá-li žádnou
Text popisku potomka
Text popisu
Text popisu obsahuje značky XML. Viz pango_parse_markup()
Text zobrazovaný pro demonstraci vybraného písma
Doba před skrytím podmenu, pokud se ukazatel pohybuje směrem k podmenu
Nadpis pomocné stránky
Titulek dialogu výběru barvy
Titulek dialogu výběru souborů.
Titulek dialogu výběru písma
Titulek okna
Titulek této ikony v oznamovací oblasti
Jestli je možné přepínací tlačítko aktivovat
Stav přepnutí tlačítka
Podřízený rodič dialogového okna
Překladová doména použitá systémem gettext
Typ akcelerátorů
Typ zprávy
Typ operace, kterou dialog pro výběr souboru provádí
Typ pomocné stránky
Typ okna
Jednotka, ve které mohou být měřeny vzdálenosti v kontextu
Hodnota
Hodnota zarovnání
Hodnota stupnice
Hodnotová vlastnost aktuálně aktivního člena skupiny, kterému náleží tato akce.
Hodnota vrácená gtk_radio_action_get_current_value(), když je tato akce aktuální akce své skupiny.
Verze programu
Svislé zarovnání titulku
Svislé zarovnání, od 0 (nahoře) do 1 (dole)
Svislé zarovnání textu, od 0 (nahoře) do 1 (dole).
Widget, ke kterému je nabídka připojena
Widget aktivovaný při stisku klávesové zkratky popisu
Widget, který sledovat pro změny akcelerátoru
Okno widgetu, je-li vytvořeno
Šířka, na kterou je text zalamován
Šířka oddělovačů, je-li wide-separators "true"
Šířka prázdného okraje okolo potomků kontejneru
Šířka rozložení
Šířka používaná pro každou položku
Gravity okna
Okno socketu, do kterého je vložena zásuvka
Zarovnání podle osy X
Mezera ve směru osy X
Zarovnaní podle osy Y
Mezera ve směru osy Y
Název motivu
Čas, po kterém blikání kurzoru ustane, v milisekundách
Časový limit, po kterém je vypnut režim procházení
Časový limit před tím, než je zobrazena místní nápověda
Časový limit před tím, než je zobrazena místní nápověda, je-li zapnut režim procházení
Časový údaj aktuálního nastavení fontconfig
Titulek
Nadpis tiskové úlohy
Titulek zobrazovaný v záhlaví sloupce
Stav přepnutí
Velikost ikony nástrojové lišty
Styl nástrojové lišty
Styl nástrojové lišty
Tip
Sloupec místní nápovědy
Text místní nápovědy
Časový limit režimu procházení místní nápovědy
Časový limit procházení místní nápovědy
Značka místní nápovědy
Časový limit místní nápovědy
Tipy
Připevnění nahoře
Doplnění nahoře
Připevnění nahoře
Sledovat stav tisku
Sledovat navštívené odkazy
Podřízené pro okno
Doména překladatelů
Zásluhy překladatelů
Vzorek stromového řádku
Šířka stromových řádků
Sloupec TreeModel obsahující hodnoty rozsahu sloupců
Sloupec TreeModel obsahující hodnoty rozsahu řádků
Model TreeModelSort
Model TreeView
Okraje koryta
Postranní podrobnosti koryta
Koryto pod kroky
Víceřádkové zkrácení
Nápověda typu
Typ obrysu okolo tlačítek nástrojové lišty
Typ subpixelového vyhlazování; none, rgb, bgr, vrgb, vbgr
Podtržení
Podtržení nastaveno
Jedinečný identifikátor okna, který bude použit při obnově sezení
Jedinečný spouštěcí identifikátor okna použitý startup-notification
Jednotka
Barva nenavštíveného odkazu
Strategie aktualizace
Strategie aktualizace
Horní
Horní mez pravítka
Vyšší kroková citlivost
Urgentní
Použít vzhled akcí
Použít značky
Použít značky v sekundárním
Používat popisek náhledu
Používat alfu
Používat písmo v popisku
Použít plnou stránku
Používat značky
Používat oddělovač
Používat v popisku velikost
Použít standardní
Používat podtržítko
Uživatelská data
Hodnota
Pozice hodnoty
Hodnota v seznamu
Hodnota ukazatele průběhu
Mezera okolo hodnoty
Svislé zarovnání
Vertikální zarovnání widgetu
Svislé zarovnání
Svislé posunutí
Svislé doplnění
Délka svislé posunovací šipky
Strategie pro svislý posuvník
Šířka svislého oddělovače
Svislý okraj karty
Svislé zarovnání
Svislé zarovnání widgetu textu
Svislé zarovnání
Svislé zarovnání potomka
Svislé volby
Svislé doplnění
Svislá pozice potomka v dostupném prostoru. 0.0 znamená zarovnání nahoru, 1.0 znamená zarovnání dolu
Svislá škála
Svislé oddělení
Svislý prostor mezi buňkami. Musí to být sudé číslo
Zobrazení umožní uživateli interaktivně hledat ve sloupcích
Zobrazení má rozbalovací prvky
Je možná změna pořadí zobrazení
Viditelnost
Viditelný
Viditelné okno
Viditelná, když je vodorovná
Viditelné při přetečení
Viditelná, když je svislá
Navštívený
Barva navštíveného odkazu
URL webových stránek
Popisek webových stránek
Jakou úroveň hintingu používat; hintnone, hintslight, hintmedium nebo hintfull
Je-li TRUE, jsou prázdné proxy menu pro tuto akci skryty.
Je-li "true", klávesnicová navigace a další chyby způsobí pípnutí
Je-li TRUE, řetězec s podrobností o vykreslení tlačítek bude doplněn o informaci o umístění
Je-li "true", části koryta na obou stranách posuvníku jsou kresleny s rozdílnými podrobnostmi
Je-li "true", nejsou na tuto obrazovku dodány žádné události upozornění na pohyb
Je-li "true", k navigaci widgetů jsou dostupné pouze kurzorové klávesy
Je-li TRUE, proxy toolitem pro tuto akci jsou reprezentovány v menu přetečení lišty nástrojů.
Při posunu vždy ukazovat obé šipky.
Kdy se zobrazuje vodorovný posuvník
Když menu je podmenu, umístit je vodorovně posunuté o tolik pixelů
Když menu je podmenu, umístit je svisle posunuté o tolik pixelů
Kdy se zobrazuje svislý posuvník
Kde jsou umístěny obsahy s přihlédnutím k posuvníkům. Tato vlastnost je platná jen pokud má "window-placement-set" hodnotu "true".
Zda jsou obsahy posunutých oken umístěny s přihlédnutím k posuvníkům, pokud nejsou přepsány vlastním umístěním posunutého okna.
Zda by mělo být použito "window-placement" k určení umístění obsahů s přihlédnutím k posuvníkům.
Jestli Tab způsobí zadání znaku tab
Jestli bude dialog výběru souborů zobrazovat dialog potvrzení přepsání, je-li to nezbytné.
Jestli bude dialog výběru souborů nikoliv v režimu otevírání souborů nabízet uživateli vytváření nových složek.
Jestli má být použita paleta
Jestli se má hodnota při dosažení limitu překlopit na opačnou hodnotu
Jestli mají být aktivovatelné ikony při najetí ukazatele myši předsvícené
Zda byla všechna povinná pole na stránce vyplněna
Jestli může být do tohoto pole zadána prázdná hodnota
Jestli se mají zobrazovat tlačítka pro vytváření/práci se soubory
Jestli tlačítka v dialozích mají používat alternativní pořadí tlačítek
Jestli mají výchozí nástrojové lišty pouze text, text a ikony, pouze ikony apod.
Jestli mají rozbalené roletové seznamy mít položku pro odtržení
Jestli mají rozbalené roletové seznamy vypadat jako seznamy a ne jako menu
Jestli zadávaný text přepisuje existující obsah
Jestli musí být zadaná hodnota již přítomna v seznamu
Jestli jsou chybné hodnoty automaticky změněny na nejbližší násobek přírůstku
Jestli má být prostor navíc poskytnutý potomku přidělen tomuto potomku nebo použit jako doplnění
Jestli se mají kreslit řádky mřížky ve stromovém zobrazení
Jestli by gtk_widget_show_all() nemělo mít vliv na tento widget
Jestli se mají v menu zobrazovat obrázky
Jestli se mají na tlačítkách zobrazovat obrázky
Jestli mají popisky mnemotechnické
Zda se shromažďují levé a pravé okraje.
Jestli jsou řádky zalamovány na hranicích widgetu
Jestli hledání položky rozlišuje velká a malá písmena
Jestli mohou akcelerátory menu být změněny stiskem klávesy nad položkou menu
Jestli mají mít položky nabídky akcelerátory
Zda je mnemotechnika v tomto okně aktuálně viditelná
Zda se má mnemotechnika automaticky zobrazovat a skrývat, pokud uživatel stiskne aktivátor mnemotechniky.
Jestli nový text přepisuje existující text
Jestli mají být nenumerické znaky ignorovány
Jestli je plug začleněn
Jestli stavová ikona bliká
Jestli je stavová ikona začleněna
Jestli je stavová ikona viditelná
Jestli je widget ve zdvojené vyrovnávací paměti
Jestli dát barvě hodnotu alfa
Jestli udržovat všechen text v jednom odstavci
Jestli pole s hesly zobrazí varování, pokud byla stisknuta klávesa Caps Lock
Jestli mají být řádky rozbalovány/sbalovány, když se nad nimi pohybuje kurzor
Jestli je vybraná velikost písma zobrazována v popisku
Zda oddělovače mají nastavitelnou šířku a měly by být kresleny za použití panelu namísto řádku
Jestli jsou oddělovače kresleny jako svislé čáry nebo prostě prázdné
Jestli se mají zobrazovat karty
Jestli mají být karty stejně velké
Jestli mají být do menu přidávány položky pro odtržení
Jestli je skupina akcí povolena.
Jestli je skupina akcí viditelná.
Jestli je akce považována za důležitou. Je-li TRUE, zobrazují proxy toolitem pro tuto akci text v režimu GTK_TOOLBAR_BOTH_HORIZ.
Jestli je akce povolena.
Jestli je akce viditelná.
Jestli má aplikace výběr
Jestli se má zobrazovat aplikací dodaný widget pro vlastní náhledy.
Jestli bude aplikace přímo kreslit na widget
Jestli mají šipky posouvat mezi položkami seznamu
Jestli barva pozadí vyplňuje celou výšku řádku nebo pouze výšku označených znaků
Jestli se má zobrazovat okraj
Zdá má buffer aktuálně vybrán nějaký text
Jestli tlačítko dostane zaměření, když je na ně kliknuto myší
Jestli je vykreslování buněk aktuálně v režimu úprav
Jestli má potomek obdržet místo navíc, pokud se rodič zvětší
Jestli by měla karta potomků vyplnit přidělený prostor
Jestli vlastnosti child_displacement_x/_y properties mají mít také vliv na obdélník zaměření
Jestli má mít každý potomek stejnou velikost
Jestli má prvek pro výběr barvy povolit nastavení stupně krytí
Jestli se dá přeuspořádat pořadí sloupců pomocí záhlaví
Jestli kombinované pole kreslí rám okolo potomka
Jestli kombinované pole dostane zaměření, když je na ně kliknuto myší
Jestli se má zobrazovat odtržení kombinovaného pole
Jestli má být automaticky vložena společná předpona
Jestli má být společná předpona zobrazena v okně
Jestli kontextové nabídky vstupních polí a textových polí mají nabízet změnu vstupní metody
Jestli kontextové nabídky vstupních polí a textových polí mají nabízet změnu vložení řídicích znaků
Jestli je aktuální hodnota zobrazována jako řetězec vedle posuvníku
Jestli by kurzor měl blikat
Jestli dialogové okno podporuje výběr
Zda směřování třídících indikátorů v seznamu a stromových zobrazeních je převrácené při srovnání s výchozím (kde dole znamená vzestupně)
Jestli je tlačítko rozbaleného roletového seznamu citlivé v případě prázdného modelu
Jestli je možné upravovat obsah položky
Jestli je event box viditelný, ne neviditelný a používaný jen pro chytání událostí.
Jestli je okno eventbox chytající události nad oknem widgetu potomka místo pod ním.
Jestli byl rozbalovač otevřen a zobrazuje widget potomka
Zda byla skupina sbalena a položky jsou skryté
Jestli lze na hlavičku kliknout
Jestli mají být zobrazovány skryté soubory a adresáře
Jestli je vlastnost icon-size nastavena
Jestli je obrázek vždy viditelný
Jestli je vstupní zaměření uvnitř tohoto GtkWindow
Jestli byl nastaven neviditelný znak
Zda má být skupina položek jako jediná v jednom časovém okamžiku rozbalena
Zda má skupina položek obdržet místo navíc, pokud se paleta zvětší
Jestli má mít položka stejnou velikost jako ostatní rovnoměrné položky
Zda má položka vyplnit dostupné místo
Zda má položka obdržet místo navíc, pokud se skupina zvětší
Jestli má položka obdržet místo navíc, pokud se nástrojová lišta zvětší
Zda má položka začínat na novém řádku
Jestli mají být zobrazovány položky mířící na nedostupné zdroje
Jestli mají být položky zobrazeny s číslem
Jestli je popisek kreslen vybraným písmem
Jestli je popisek kreslen vybranou velikostí písma
Jestli je popisek v režimu jednoho řádku
Jestli je možné vybrat text v popisu myší
Zda má popisek vyplnit veškerý dostupný vodorovný prostor
Jestli tato značka má tíži vlevo
Jestli je položka menu označena
Jestli položka menu vypadá jako přepínací položka menu
Jestli má widget náhledu zabrat celý prostor, který je mu vyhrazen
Jestli je primární ikona aktivovatelná
Jestli je primární ikona citlivá
Jestli mají být zobrazovány soukromé položky
Jestli se průběh zobrazuje jako text.
Jestli proxy pro tuto akci vypadají jako proxy akce přepínače
Jestli se má vykreslovaný pixbuf obarvovat podle stavu
Jestli je sekundární ikona aktivovatelná
Jestli je sekundární ikona aktivovatelná
Jestli mají být vybrané soubory omezeny na místní URL file:
Jestli je vybraný styl písma zobrazován v popisku
Jestli mají být vybrané zdroje omezeny na místní URL file:
Jestli má výběr sledovat kurzor
Jestli je oddělovač kresleny nebo prostě prázdný
Jestli má být točivé tlačítko vždy aktualizováno, nebo pouze pokud je hodnota přípustná
Zda je animace průběhu aktivní
Jestli je animace průběhu aktivní (tj. zobrazena) v buňce
Jestli má stavová lišta úchyt pro změnu velikosti okna nejvyšší úrovně
Jestli je karta odpojitelná
Jestli má karta měnitelné pořadí z důvodu uživatelské akce či nikoliv
Jestli uživatel může měnit text
Jestli je položka nástrojové lišty považována za důležitou. Je-li TRUE, zobrazují tlačítka nástrojové lišty text v režimu GTK_TOOLBAR_BOTH_HORIZ
Jestli je položka nástrojové lišty viditelná, když má lišta nástrojů vodorovnou orientaci.
Jestli je položka nástrojové lišty viditelná, když má lišta nástrojů svislou orientaci.
Jestli je widget na nejvyšší úrovni aktuální aktivní okno
Jestli widget může přijmout vstupní zaměření
Jestli může být widget výchozí
Jestli widget má vstupní zaměření
Jestli je widget součástí složeného widgetu
Jestli je widget výchozí
Jestli je widget widgetem zaměření v rámci nejvyšší úrovně
Jestli je widget viditelný
Jestli widget reaguje na vstupy
Jestli by měl mít rám okna tlačítko zavření
Jestli by mělo být okno dekorované správcem oken
Jestli se má na položce zobrazovat místní nápověda
Jestli se má v blízkosti položky zobrazovat ikona
Jestli byl tento odkaz navštíven.
Jestli tato značka ovlivňuje výšku pozadí
Jestli tato značka ovlivňuje odsazení
Jestli tato značka ovlivňuje režim zalamování řádků
Jestli tato značka ovlivňuje zarovnání odstavce
Jestli tato značka ovlivňuje přeškrtnutí
Jestli tato značka ovlivňuje tabelátory
Jestli tato značka ovlivňuje upravitelnost textu
Jestli tato značka ovlivňuje viditelnost textu
Jestli tato značka ovlivňuje režim zkracování
Jestli tato značka ovlivňuje barvu pozadí
Jestli tato značka ovlivňuje masku pozadí
Jestli tato značka ovlivňuje barvu pozadí buňky
Jestli tato značka ovlivňuje režim zkracování
Jestli tato značka ovlivňuje rodinu písma
Jestli tato značka ovlivňuje velikost písma
Jestli tato značka ovlivňuje rozteč písma
Jestli tato značka ovlivňuje styl písma
Jestli tato značka ovlivňuje variantu písma
Jestli tato značka ovlivňuje váhu písma
Jestli tato značka ovlivňuje barvu popředí
Jestli tato značka ovlivňuje masku popředí
Jestli tato značka ovlivňuje jazyk, ve kterém je zobrazený text
Jestli tato značka ovlivňuje levý okraj
Jestli tato značka ovlivňuje počet pixelů nad řádky
Jestli tato značka ovlivňuje počet pixelů mezi zalomenými řádky
Jestli tato značka ovlivňuje barvu pozadí odstavce
Jestli tato značka ovlivňuje pravý okraj
Jestli tato značka ovlivňuje vyvýšení
Jestli tato značka ovlivňuje podtržení
Jestli tato značka škáluje velikost písma o daný faktor
Jestli je tento text skryt.
Jestli má ikona v oznamovací oblasti místní nápovědu
Jestli má widget místní nápovědu
Jestli aktivovat výchozí widget (například výchozí tlačítko dialogu) při stisku Enter
Jestli umožnit výběr více souborů
Jestli umožnit výběr více položek
Jestli vyhlazovat písma Xft; 0=ne, 1=ano, -1=výchozí
Zda zobrazovat indikátor úrovně zaplnění v korytě.
Jestli zobrazit standardní popisek s názvem souboru v náhledu.
Jestli zobrazovat stav "nekonzistentní"
Jestli zobrazovat sloupec
Jestli vykreslovat indikátor zaměření ve widgetech
Zda kreslit koryto u plné délky rozsahu, nebo vyřadit krokování a rozestup
Jestli povolit výběr více položek táhnutím ukazatele myši
Zda povolit animace toolkit-wide.
Jestli rozbalovat kartu potomků
Jestli provádět hint písem Xft; 0=ne, 1=ano, -1=výchozí
Jestli předávat správný stav při vykreslování stínu nebo pozadí
Jestli se mají vůbec přehrávat zvuky událostí
Jestli se mají přehrávat zvuky událostí jako odezva na uživatelský vstup
Jestli vložit oddělovač mezi text a tlačítka dialogu zprávy
Zda omezit horní hranici k úrovni zaplnění.
Jestli vybrat obsah popisku, pokud popisek získá zaměření
Jestli vybrat obsah položky, pokud položka získá zaměření
Jestli zobrazovat indikátor třídění
Jestli je text přeškrtnutý
Jestli víceřádkové zkrácení vloží na jeden řádek.
Jestli se má použít text popisku k vytvoření standardní položky nabídky
Jestli se má použít vlastnosti vzhledu souvisejících akcí
Jestli používat hodnotu vlastnosti snap_edge nebo hodnotu odvozenou z handle_position
Jestli zarovnávat okolo, jsou-li widgety keyboard-navigating
Jestli jsou řádky zalamovány na hranicích slov, znaků, nebo vůbec ne
Jestli zalamovat text licence.
Jestli se na widgetech má zobrazovat místní nápověda
Jestli se mají stromové řádky kreslit ve stromovém zobrazení
Jestli mají být zobrazovány dva kurzory v kombinovaném textu zleva doprava i zprava doleva
Jestli mají být sledovány navštívené odkazy
Jestli jsou slova zalamována na hranicích widgetu
Který modul IM by měl být použit
Který modul IM by měl být použit jako výchozí
Který druh stínů kreslit kolem kombinovaného pole
Který druh stínu kreslit kolem vstupu, pokud je nastaveno has-frame
Která strana notesu obsahuje karty
Široké oddělovače
Název widgetu
Widget, který vložit do záhlaví sloupce místo jeho titulku
Widget, který používat jako popisek položky
Šířka ve znacích
Šířka každé položky
Šířka ve znacích
Šířka ve znacích
Šířka okraje okolo plochy akcí
Šířka okraje okolo tlačítek v dolní části dialogu
Šířka okraje okolo hlavní plochy obsahu
Šířka okraje okolo popisu a obrázku v dialogu zprávy
Šířka okraje okolo hlavní plochy dialogu
Šířka ovládacího panelu
Šířka posuvníku nebo ukazovátka
Šířka okraje okolo popisků karet
Šířka vodorovného okraje popisků karty
Šířka levého okraje v pixelech
Šířka pravého okraje v pixelech
Šířka svislého okraje popisků karty
Požadavek na šířku
Mezera mezi indikátorem zaměření a panelem widgetu, v pixelech
Šířka čáry indikátoru zaměření, v bodech
Šířka řádků mřížky stromového zobrazení v pixelech
Šířka řádků stromového zobrazení v pixelech
Okno
Umístění okna
Nastavení umístění okna
Pozice okna
Role okna
Titulek okna
Typ okna
S touto možností nastavenou na "true" budou posuvníky kresleny aktivní a se stínem během jejich tažení
Zalamování slov
Cyklický
Režim zalamování
Zalamovat licenci
Režim zalamování
Režim zalamování nastaven
Šířka zalamování
Šířka zalamování pro rozložení položek v mřížce
Zarovnání textu nebo widgetu v záhlaví sloupce podle osy X
Zarovnání X
Zarovnání potomka podle osy X
Mezera X
Pozice X
Pozice widgetu potomka na ose X
Název motivu zvuků XDG
Vyhlazování Xft
DPI Xft
Styl Xft hint
Hinting Xft
RGBA Xft
Zarovnání Y
Zarovnání potomka podle osy Y
Mezera Y
Pozice Y
Pozice widgetu potomka na ose Y
Rok
Zde je místo na popis
zkrátit
výška
režim
GdkScreen pro vykreslovač
viditelný
šířka
zarovnání X
mezera X
zarovnání Y
mezera Y
"%s" nemohlo být převedeno na hodnotu typu "%s" atributu "%s"
"%s" není platným názvem atributu
"%s" není platným typem atributu
"%s" není platnou hodnotou atributu "%s"
"Hloubka" barvy.
%1$s na %2$s
%s: úloha č. %d
(Žádný)
(vypnuto)
(neznámá)
--- Bez rady ---
Prvek <%s> má neplatné ID "%s"
Prvek <%s> nemá atribut "name", ani "id"
Prvek <%s> již zadán byl
Prvek <text> se nemůže vyskytovat před prvkem <tags>
Soubor nazvaný "%s" již existuje. Chcete jej nahradit?
V:
O aplikaci %s
Vypnuto
Neplatné
Přidat krycí stranu
Přidá aktuální složku mezi záložky
Přidá složku "%s" mezi záložky
Přidá zvolenou složku mezi záložky
Přidá zvolené složky mezi záložky
Změní hlasitost
Pokročilé
Za
Všechny listy
Amharština (EZ+)
Množství modrého světla v barvě.
Množství zeleného světla v barvě.
Množství červeného světla v barvě.
Nalezena anonymní značka, značky nemohly být vytvořeny.
Libovolná tiskárna
Aplikace
Grafika
V tomto kontextu je atribut "%s" v prvku <%s> neplatný
Atribut "%s" provedl dvakrát opakování na stejném prvku <%s>
Ověření
Na %s je vyžadováno ověření
Je vyžadováno ověření, aby bylo možné získat soubor z %s
Je vyžadováno ověření, aby bylo možné získat atributy úlohy
Je vyžadováno ověření, aby bylo možné získat atributy tiskárny
Je vyžadováno ověření, aby bylo možné získat atributy úlohy "%s"
Je vyžadováno ověření, aby bylo možné získat atributy tiskárny %s
Je vyžadováno ověření, aby bylo možné získat výchozí tiskárnu %s
Je vyžadováno ověření, aby bylo možné získat tiskárny z %s
Je vyžadováno ověření, aby bylo možné vytisknout dokument na %s
Je vyžadováno ověření, aby bylo možné vytisknout dokument "%s"
Je vyžadováno ověření, aby bylo možné vytisknout dokument "%s" na tiskárně %s
Je vyžadováno ověření, aby bylo možné tento dokument vytisknout
Je vyžadováno ověření, aby bylo možné tento dokument vytisknout na tiskárně %s
Automatický výběr
Osy
Pře_d:
Před
Účtovací informace
Záložka "%s" nemůže být odstraněna
V prvku <%s> bylo nalezeno "id" i "name"
Zdola nahoru
Zdola nahoru, zleva doprava
Zdola nahoru, zprava doleva
Jas barvy.
TŘÍDA
BARVY
S_etřídit
Vytvořit
Zá_sluhy
Aktuá_lní strana
Soubor vyrovnávací paměti úspěšně vytvořen.
Nelze přejít do složky, protože není místní
Nelze ukončit proces s PID %d: %s
Nelze zabít proces s PID %d. Operace není implementována.
Nelze otevřít displej: %s
Funkce Caps Lock je zapnuta
Cédille
Vy_mazat
Utajované
Klikněte na kapátko, pak vyberte barvu kliknutím kdekoli na obrazovce.
Kliknutím na tuto barvu palety ji vyberete jako aktuální. Chcete-li položku palety změnit, přetáhněte na její místo jinou barvu, nebo klikněte pravým tlačítkem myši a vyberte "Uložit barvu zde".
Připojit
Barva
Barevný kotouč
Název barvy:
Příkazový řádek
Dokončené, ale nikoliv jedinečné
Dokončování...
Důvěrné
Připojit se anonymně
Připojit se jako uživatel:
Převést na PS, úroveň 1
Převést na PS, úroveň 2
Kopie:
Kopie
Kopírovat URL
Kopírovat adresu odkazu
Kopírovat umístění
Nelze přidat záložku
Nelze vymazat seznam
Nelze najít ikonu "%s". Motiv "%s" také nebyl nalezen, možná jej bude nutné nainstalovat. Získat ho je možné z: %s
Nelze získat informace o souboru "%s": %s
Nelze připojit %s
Nelze přečíst obsah %s
Nelze přečíst obsah složky
Nelze odstranit záložku
Nelze odstranit položku
%s nelze přejmenovat zpět na %s: %s.
Nelze přejmenovat %s na %s: %s
Nelze přejmenovat %s na %s: %s, odstraňuje se tedy %s.
O souboru nelze získat informace
Nelze vybrat soubor
Nelze odeslat vyhledávací požadavek
Nelze zobrazit odkaz
Nelze spustit proces hledání
Nelze převést název souboru
V_ytvořit složku
Vytvořit ve složce:
Zásluhy
Vlastní %sx%s
Vlastní velikost %d
Vlastní velikost
Cyrilice (transliterovaná)
DISPLEJ
Smazat s_oubor
Sníží hlasitost
Smazat soubor
Pracovní plocha
Použije API Wintab [výchozí]
Zdokumentovali
Doména:
Nebude dávkovat požadavky GDI
Nekontrolovat existenci "index.theme"
Nezahrnout do vyrovnávací paměti obrazová data
Nepoužije API Wintab pro podporu tabletů
Dolů v cestě
Duplicitní ID objektu "%s" na řádku %d (dříve na řádku %d)
Prvek <%s> není povolen pod <%s>
Vložit pouze písma GhostScript
Prázdný
Chyba při vytváření složky "%s": %s
Chyba při vytváření náhledu tisku
Chyba při mazání souboru "%s": %s
Chyba ze StartDoc
Chyba spouštění náhledu
Chyba při načítání ikony: %s
Chyba při analýze přepínače --gdk-debug
Chyba při analýze přepínače --gdk-no-debug
Chyba při tisku
Chyba při přejmenovávání souboru "%s" na "%s": %s
Chyba při přejmenovávání souboru "%s": %s
Chyba při přejmenovávání souboru na "%s": %s
Sudé listy
PŘÍZNAKY
Nelze načíst ikonu
Nelze načíst obrázek "%s": důvod není znám, pravděpodobně poškozený soubor obrázku
Nezdařilo se otevřít soubor %s : %s
Nelze otevřít soubor "%s": %s
Nezdařil se přepis záhlaví
Nezdařil se zápis souboru vyrovnávací paměti: %s
Nezdařil se zápis indexu složky
Nezdařil se zápis tabulky "hash"
Nezdařil se zápis záhlaví
Systém souborů
Kořen systému souborů
Soubor nenalezen: %s
Soubory
Dokončování
Složky
Složka nečitelná: %s
Výběr písma
Pro přenositelné dokumenty
Zapomenout heslo okamžitě
Maximální hlasitost
Ladicí příznaky GDK, které nastaví
Ladicí příznaky GDK, jejichž nastavení zruší
Přepínače GTK+
Ladicí příznaky GTK+, které nastaví
Ladicí příznaky GTK+, jejichž nastavení zruší
Gama
Získávání informací o tiskárně selhalo
Získávají se informace o tiskárně...
Předběžné filtrování GhostScript
Vysoká
Posečkat s úlohou, dokud není výslovně odeslána
V motivu není obsažena ikona "%s"
Kvalita obrazu
Neúplný název počítače, je nutné ho zakončit znakem "/"
Zvýší hlasitost
Vstup
Vstupní metody
Inuktitut (transliterovaný)
Neplatné URI
Neplatné UTF-8
Neplatný argument ke CreateDC
Neplatný argument pro PrintDlgEx
Neplatný název souboru
Neplatná obsluha na PrintDlgEx
Neplatná cesta
Neplatný ukazatel na PrintDlgEx
Neplatný kořenový prvek: "%s"
Neplatná funkce typu na řádku %d: "%s"
Úloha
Podrobnosti k úloze
Priorita úlohy
Klávesy
LRE - zapouzdření zleva doprava
LRM - značka zleva doprava
LRO - přepisování zleva doprava
Na šířku
Rozvržení
Zleva doprava
Zleva doprava, zdola nahoru
Zleva doprava, shora dolů
Načte přídavné moduly GTK+
Delší okraj (standardní)
Nízká
MODULY
Provede volání X synchronně
Učiní všechna varování kritickými
Spravovat vlastní velikosti
Spravovat vlastní velikosti...
Okraje z tiskárny...
Okraje: Levý: %s %s Pravý: %s %s Horní: %s %s Dolní: %s %s
Střední
Různé
Změněno
Ztlumeno
Příliš dlouhý název
Je potřeba zásah uživatele
Nová složka
Nová klávesová zkratka...
Pro formát %s nebyla nalezena žádná funkce převodu na paralelní tvar
Žádná rozšířená vstupní zařízení
Nenalezena žádná položka u URI "%s"
Nebyly nalezeny žádné položky
Bez předběžného filtrování
Nebyla nalezena žádná tiskárna
Nenalezeny žádné naposledy použité zdroje s URI "%s"
V "%s" nenalezen žádný indexový soubor motivu. Pokud si opravdu přejete vytvořit zde vyrovnávací paměť ikon, použijte prosím --ignore-theme-index.
Soubor index motivu neexistuje.
Žádné
Neplatná vyrovnávací paměť ikon: %s
Neplatný soubor vzhledu stránky
Nedostupné
Nedostatek volné paměti
Liché listy
S posečkáním
Jednostranný
Vybrány mohou být pouze místní soubory
Krytí:
Otevřít "%s"
Otevírání %d položky
Otevírání %d položek
Otevírá se %s
Orientace:
Jiné...
Došel papír
Nejkrajnější prvek v textu musí být <text_view_markup>, nikoliv <%s>
Výstupní zásobník
Výstupem soubor typu "C header"
Vý_stupní zásobník:
Přepsat existující vyrovnávací paměť, i když je aktuální
PDF - zrušení směrovaného formátování
St_rany:
Strana %u
Řazení stran
Vzhled stránky
Ř_azení stran:
Strany
Stran na list
Stran na list
Stran na list:
Stránek na stranu papíru:
Papír
Okraje papíru
Rozměry papíru
Zdroj papíru
Typ papíru
Zdroj papíru:
Typ papíru:
Cesta neexistuje
Přerušeno
Pozastaveno ; Úlohy se odmítají
Vybrat barvu
Vybrat písmo
Místa
Na výšku
Pozice na barevném kotouči.
Připravuje se
Připravuje se %d
Pr_iorita:
Tisk
Vytisknout dokument
Vytisknout
Vytisknout v určený čas
Tisknout do souboru
Tisknout na LPR
Tisknout na zkušební tiskárnu
Tiskárně "%s" došel toner.
Tiskárna "%s" není v tomto okamžiku připojena.
Tiskárně "%s" dochází zásoba alespoň jednoho popisovače.
Tiskárně "%s" dochází vývojka.
Tiskárně "%s" dochází papír.
Tiskárně "%s" dochází toner.
Tiskárně "%s" došla zásoba alespoň jednoho popisovače.
Tiskárně "%s" došla vývojka.
Tiskárně "%s" došel papír.
Výchozí pro tiskárnu
Tiskárna není připojena
Tiskne se %d
Třída programu používaná správcem oken
Název programu používaný správcem oken
Poskytuje vizuální indikaci průběhu
RLE - z_apouzdření zprava doleva
RLM - značka zprava doleva
RLO - př_episování zprava doleva
Rozsah
Opravdu smazat soubor "%s"?
Přijata neplatná data barvy
Naposledy použité
Úlohy se odmítají
Pamatovat si navždy
Pamatovat si heslo až do odhlášení
Odstranit
Odstraní záložku "%s"
Odstraní zvolenou záložku
Přejmenovat soubor
Přejmenovat soubor "%s" na:
Přejmenovat...
Rozlišení
Obráceně na šířku
Obráceně na výšku
Zprava doleva
Zprava doleva, zdola nahoru
Zprava doleva, shora dolů
OBRAZOVKA
Totéž jako --no-wintab
Uložit do složky:
Měřítko:
Hledat
Hledat:
Tajné
Zvolte soubor
Vyberte požadovanou barvu z vnějšího kruhu. Tmavost nebo světlost barvy vyberte pomocí vnitřního trojúhelníku.
Výběr zobrazených typů dokumentů
Výběr zobrazených typů souborů
Serializovaná data jsou chybná
Serializovaná data jsou chybná. První částí není GTKTEXTBUFFERCONTENTS-0001
Kratší okraj (otočení)
Zkratka %s již existuje
Zkratka %s neexistuje
Zobrazit přepínače GTK+
Zobrazovat skryté soubory
Zobrazovat soukromé zdroje
Zobrazovat sloupec Velikost
Velikost:
Jednoduché
Velikost palety v osmibitovém režimu
Jediné dokončení
Některá nastavení v dialogu jsou v konfliktu
Zadejte prosím jeden nebo více rozsahů stran, např. 1-3,7,11
Upřesněte čas tisku, např. 15:30, 14:35, 14:15:20, 11:46:30, 16:00
Standardní
Spouští se %s
Přizpůsobit velikost
Vyjmout
Zmenšit odsazení
Chyba
Hledat a nahradit
Zvětšit odsazení
Informace
Ná_hled tisku
Otázka
Uložit jako
Vybrat vše
Varování
Zvětšit
Zmenšit
O aplikaci
Přidat
Použít
Vzestupně
Tučné
CD-ROM
Na střed
Vymazat
Zavřít
Převést
Kopírovat
Smazat
Sestupně
Zahodit
Odpojit
Upravit
Spustit
Vyplnit
Hledat
Disketa
Celá obrazovka
Pevný disk
Nápověda
Domů
Kurzíva
Přejít na
Opustit celou obrazovku
Doleva
Nový
Normální velikost
Otevřít
Vložit
Nastavení
Vlastnosti
Ukončit
Znovu
Obnovit
Vrátit
Doprava
Uložit
Kontrola pravopisu
Zastavit
Přeškrtnuté
Zrušit smazání
Podtržené
Zpět
Pozastavit
Předchozí
Pře_točit
Vpřed
Následující
Přehrát
Zaznamenávat
Zpět
Dolů
Níž
První
Poslední
Nahoru
Výš
Obo_ustranné:
Značka "%s" již byla definována
Značka "%s" ve vyrovnávací paměti neexistuje, značky nemohly být vytvořeny.
Značka "%s" má nesprávnou prioritu "%s"
Značka "%s" nebyla definována.
Stránkování terminálu
Thajština-laoština
V prvku <%s> byl dvakrát nalezen atribut "%s"
Barva, kterou jste vybrali.
Barva, kterou jste vybrali. Tuto barvu můžete přetáhnout do položky palety, a tím ji uložit pro budoucí použití.
Na tiskárně "%s" je otevřen kryt.
Na tiskárně "%s" jsou otevřena dvířka.
Soubor "%s" je umístěn na jiném počítači (zvaném %s) a nemusí být dostupný pro tento program. Opravdu jej chcete vybrat?
V "%s" již tento soubor existuje. Jeho nahrazení přepíše celý obsah.
Název souboru "%s" obsahuje znaky, které nejsou v názvech souborů povoleny
Název souboru "%s" nemohl být převeden do UTF-8. (zkuste prosím nastavit proměnnou prostředí G_FILENAME_ENCODING): %s
Obsah složky nelze zobrazit
Složku nelze vytvořit
Složku nelze vytvořit, protože již existuje soubor se stejným názvem. Zkuste pro složku použít jiný název, nebo nejprve přejmenovat soubor.
Název složky "%s" obsahuje znaky, které nejsou v názvech souborů povoleny
Vytvořená vyrovnávací paměť byla neplatná.
Licence programu
Nejpravděpodobnější příčinou je nemožnost vytvoření dočasného souboru.
Dříve vybraná barva, pro porovnání s barvou, kterou vybíráte nyní.
Předchozí vybraná barva, pro porovnání s barvou, kterou právě vybíráte. Tuto barvu můžete přetáhnout do položky palety nebo vybrat jako aktuální přetažením na ukazatel druhé barvy.
Program nebyl schopen vytvořit spojení s indexovacím démonem. Ujistěte se prosím, že běží.
Na tiskárně "%s" se vyskytla chyba.
Tato funkce není implementována pro "widgety" třídy "%s"
Tigriňa-Eritrea (EZ+)
Tigriňa-Etiopie (EZ+)
Čas tisku
Příkaz top
Přísně tajné
Shora dolů
Shora dolů, zleva doprava
Shora dolů, zprava doleva
Přeložili
Průhlednost barvy.
Vypnout podrobný výstup
Sníží nebo zvýší hlasitost
Oboustranný
Zadání názvu souboru
Zadání názvu nové složky
Není možné ukončit proces
Nelze nalézt položku s URI "%s"
Nelze nalézt vložený soubor: "%s"
Nelze nalézt soubor obrázku v pixmap_path: "%s"
Nelze nalézt systém motivů v module_path: "%s",
Neutajované
Neočekávaná data znaků na řádku %d, znak %d
Neočekávaná počáteční značka "%s" na řádku %d, znak %d
Neobsloužená značka: "%s"
Neznámé
Neznámá aplikace (PID %d)
Neznámá chyba při pokusu převést %s na paralelní tvar
Neznámá položka
Neurčená chyba
Filtr bez názvu
Nahoru v cestě
Naléhavá
Uživatelské jméno:
Ověřit existující vyrovnávací paměť ikon
Vietnamština (VIQR)
Hlasitost
Snížit hlasitost
Zvýšit hlasitost
Napsali
Vstupní metoda X
Sklon X:
Displej X, který použije
Obrazovka X, kterou použije
Skl_on Y:
Včera v %H:%M
Můžete zadat hexadecimální hodnotu barvy ve stylu HTML, nebo jednoduše název barvy, například "orange".
Vybrat lze pouze složky. Vybraná položka není složkou; zkuste použít jinou položku.
ZWJ - spojovač nulové šířky
ZWNJ - nespojovač nulové šířky
ZWS - mezera nulové šířky
Přidat mezi záložky
Za:
Všechny strany
Účtovací informace:
Modrá:
Dolní:
Procházet jiné složky
Vymazat seznam
Zařízení:
Ukončit proces
Rodina:
Název složky:
Formát pro:
Hodnota gama
Zelená:
Výška:
Odstín:
Vložit řídící znak Unicode
Levý:
Umístění:
Režim:
Název:
Nyní
Tisknout pouze:
Otevřít odkaz
Výstupní formát
Paleta:
Velikost papíru:
Tlak:
Náhled:
Červená:
Odstranit ze seznamu
Přejmenovat
Nahradit
Obrátit
Pravý:
Sytost:
Uložit barvu zde
Výběr:
Styl:
Horní:
Hodnota:
Kolečko:
Šířka:
přikrášlený žluťoučký kůň PŘIKRÁŠLENÝ ŽLUŤOUČKÝ KŮŇ
calendar:week_start:1
nalezena rozdílná "idatas" symbolicky odkazovaných "%s" a "%s"
palec
Žádná
Systémová
Systémová (%s)
Backspace
Zpětné lomítko
Dolů
KP_Dolů
KP_Vlevo
KP_Vpravo
KP_Mezerník
KP_Tabulátor
KP_Nahoru
Vlevo
Enter
Vpravo
Mezerník
Tabulátor
Nahoru
výstup.%s
Obálka č. 10
Obálka č. 11
Obálka č. 12
Obálka č. 14
Obálka č. 9
Obálka 6x9
Obálka 7x9
Obálka 9x11
Obálka Choukei 2
Obálka Choukei 3
Obálka Choukei 4
Obálka DL
Index 4x6 (dopisnice)
Obálka Invite
Italská obálka
Obálka Monarch
Osobní obálka
Obálka Postfix
Široký formát
Obálka a2
Obálka c5
hagaki (dopisnice)
Obálka kahu
Obálka kaku2
oufuku (odpovědní dopisnice)
Obálka prc1
Obálka prc10
Obálka prc2
Obálka prc3
Obálka prc4
Obálka prc5
Obálka prc6
Obálka prc7
Obálka prc8
Obálka prc9
Obálka you4
přerušeno
Blokováno původcem problému
Hotovo, došlo k chybě
Vytváření dat
Počáteční stav
Připravuje se tisk
Tiskne se
Odesílání dat
Čeká se
tiskárna nepřipojena
zpracovává se úloha
tisk připraven
zkušební-výstup.%s
Animace průběhu
neznámé
Arabské
Arabské (varianta nastaliq)
Arménské
Avestické
Balinéské
Bamumské
Batacké
Bengálské
Bliss
Pahlavské knižní
Bráhmí
Braillovo
Buginské
Karijské
Čam
Čerokí
Zděděná
Nezařazené
Obecné
Nepsané dokumenty
Koptské
Klínové (sumersko-akkadské)
Kyperské
Cyrilice
Cyrilice (staroslověnská varianta)
Deseret (mormonské)
Devanágarí (nágarí)
Duployého těsnopis
Egyptské démotické
Egyptské hieratické
Egyptské hieroglyfy
Elbasánské
Etiopské (Geʻez)
Gruzínské (Mkhedruli)
Hlaholice
Gotické
Řecké
Gudžarátí
Gurmukhí
Čínské (chan-c', kandži, hanča)
Čínské (zjednodušená varianta)
Čínské (tradiční varianta)
Hangul (hangŭl)
Hebrejské
Říšské aramejské
Harappské
Pahlavské klínové
Parthské klínové
Jamo (alias pro podskupinu hangŭlu Jamo)
Japonské (alias pro han + hiragana + katakana)
Japonské sylabické (alias pro hiragana + katakana)
Javánské
Džürčenské
Kannadské
Kayah li
Kháróští
Kmérské
Sindhské (khudawadi)
Khutsuri (asomtavruli a nuskhuri)
Korejské (alias pro hangul + han)
Laoské
Latinka
Latinka (fraktur)
Latinka (gaelská varianta)
Lepčské
Lineární A
Lineární B
Lisu (Fraserovo)
Lykijské
Lýdské
Malajálamské
Mandejské
Manichejské
Matematický zápis
Mayské hieroglyfy
Manipurské (Meitei Mayek)
Meroitické psací
Meroitické hieroglyfy
Pollardovo fonetické
Mongolské
Moonovo
Myanmarské (barmské)
Nabataeanské
Nakhi Geba ('Na-'Khi Ggŏ-baw, Naxi Geba)
Nové Tai Lue
Staroitalické (etruské, oscan atd.)
Starověké severoarabské
Staropermské
Staroperské
Starojihoarabské
Staroturkické, orchonské runové
Urijské
Osmanské
Palmýrské
Fénické
Pahlavské žalmové
Rezervované pro soukromé použití (konec)
Rezervované pro soukromé použití (začátek)
Runové
Samaritánské
Sauráštra
Šáradá (Śāradā)
Shaw
Znakovací
Sinhálské
Sundánské
Symboly
Syrské
Syrské (východní varianta)
Syrské (varianta Estrangelo)
Syrské (západní varianta)
Tagalské (Baybayin, Alibata)
Takri (Ṭākrī, Ṭāṅkrī)
Tamilské
Tangutské
Telugské
Thajské
Tibetské
Tifinagh (berberské)
Ugaritské
Sylabické kanadské domorodé
Viditelná řeč
Varang Kshiti
Afghánistán
Albánie
Alžírsko
Americká Samoa
Antarktida
Antigua a Barbuda
Egyptská arabská republika
Argentinská republika
Arménie
Austrálie
Rakousko
Ázerbájdžán
Bahamy
Bahrajn
Bangladéš
Bělorusko
Belgie
Bermudy
Bhútán
Bolívarovská republika Venezuela
Bolívie
Mnohonárodní stát Bolívie
Bonaire, Svatý Eustach a Saba
Bosna a Hercegovina
Bouvetův ostrov
Brazílie
Britské indickooceánské území
Britské Panenské ostrovy
Brunej
Bulharsko
Kapverdské ostrovy
Kambodža
Kamerun
Kanada
Kajmanské ostrovy
Středoafrická republika
Čad
Čína
Vánoční ostrov
Kokosové ostrovy
Kolumbie
Dominické společenství
Bahamské společenství
Společenství Severních Marian
Komory
Kongo
Konžská demokratická republika
Cookovy ostrovy
Kostarika
Chorvatsko
Kuba
Kypr
Česká republika
Česko
Pobřeží slonoviny
Korejská lidově demokratická republika
Demokratická republika Svatý Tomáš a Princův ostrov
Demokratická republika Východní Timor
Šrílanská demokratická socialistická republika
Dánsko
Džibutsko
Dominika
Dominikánská republika
Uruguayská východní republika
Ekvádor
Salvador
Rovníková Guinea
Estonsko
Svazijsko
Etiopie
Falkandské ostrovy (Malvíny)
Faerské ostrovy
Etiopská federativní demokratická republika
Nepálská federativní demokratická republika
Spolková republika Německo
Nigerijská federativní republika
Somálská federativní republika
Federativní státy Mikronésie
Brazilská federativní republika
Fidži
Finsko
Francie
Francouzská Guayana
Francouzská Polynésie
Francouzská republika
Francouzská jižní území
Gabonská republika
Gambie
Gruzie
Německo
Lucemburské velkovévodství
Řecko
Grónsko
Jordánské hášimovské království
Heardův a McDonaldovy ostrovy
Řecká republika
Svatý stolec (Vatikánský městský stát)
Hongkong
Hongkong, zvláštní administrativní oblast Číny
Maďarsko
Island
Nezávislý stát Papua-Nová Guinea
Nezávislý stát Samoa
Indie
Indonésie
Írán
Írán, islámská republika
Irák
Irsko
Afghánistánská islámská republika
Íránská islámská republika
Mauritánská islámská republika
Pákistánská islámská republika
Ostrov Man
Izrael
Italská republika
Itálie
Jamajka
Japonsko
Jordánsko
Kazachstán
Keňa
Bahrajnské království
Belgické království
Bhútánské království
Kambodžské království
Dánské království
Svazijské království
Lesothské království
Marocké království
Norské království
Saúdskoarabské království
Španělské království
Švédské království
Thajské království
Království Tonga
Nizozemské království
Korea, lidově demokratická republika
Korea, republika
Kuvajt
Kyrgyzská republika
Kyrgyzstán
Laoská lidově demokratická republika
Lotyšsko
Libanonská republika
Libanon
Libérie
Libye
Lichtenštejnsko
Litva
Lucembursko
Macao, zvláštní administrativní oblast Číny
Madagaskar
Malajsie
Maledivy
Marshallovy ostrovy
Martinik
Mauritánie
Mauricius
Mexiko
Mikronésie, federativní státy
Moldavsko
Moldavská republika
Monako
Mongolsko
Černá Hora
Maroko
Mosambik
Namibie
Nepál
Nizozemsko
Nová Kaledonie
Nový Zéland
Nikaragua
Nigérie
Norfolkský ostrov
Severní Korea
Severní Makedonie
Severní Mariany
Norsko
Omán
Pákistán
Palestinský stát
Papua Nová Guinea
Alžírská lidová demokratická republika
Bangladéšská lidová republika
Čínská lidová republika
Filipíny
Pitcairnovy ostrovy
Mnohonárodní stát Bolívie
Polsko
Portugalsko
Portugalská republika
Andorrské knížectví
Lichtenštejnské knížectví
Monacké knížectví
Portoriko
Katar
Albánská republika
Angolská republika
Arménská republika
Rakouská republika
Ázerbájdžánská republika
Běloruská republika
Beninská republika
Republika Bosna a Hercegovina
Botswanská republika
Bulharská republika
Burundská republika
Kapverdská republika
Kamerunská republika
Čadská republika
Chilská republika
Kolumbijská republika
Kostarická republika
Chorvatská republika
Kubánská republika
Kyperská republika
Republika Pobřeží slonoviny
Džibutská republika
Ekvádoská republika
Salvadorská republika
Republika Rovníková Guinea
Estonská republika
Fidžijská republika
Finská republika
Ghanská republika
Guatemalská republika
Guinejská republika
Republika Guinea-Bissau
Guyanská republika
Haitská republika
Honduraská republika
Islandská republika
Indická republika
Indonéská republika
Irácká republika
Kazachstánská republika
Keňská republika
Kiribatská republika
Lotyšská republika
Liberijská republika
Litevská republika
Madagaskarská republika
Malawská republika
Maledivská republika
Maliská republika
Maltská republika
Mauricijská republika
Moldavská republika
Mosambická republika
Republika Myanmarský svaz
Namibijská republika
Naurská republika
Nikaragujská republika
Republika Severní Makedonie
Palauská republika
Panamská republika
Paraguayská republika
Peruánská republika
Polská republika
Sanmarinská republika
Senegalská republika
Srbská republika
Seychelská republika
Republika Sierra Leone
Singapurská republika
Slovinská republika
Jihoafrická republika
Jihosúdánská republika
Surinamská republika
Tádžická republika
Republika Trinidad a Tobago
Tuniská republika
Turecká republika
Ugandská republika
Uzbecká republika
Vanuatská republika
Jemenská republika
Zambijská republika
Zimbabwská republika
Konžská republika
Gambijská republika
Republika Marshallovy ostrovy
Nigerská republika
Filipínská republika
Súdánská republika
Rumunsko
Ruská federace
Rwandská republika
Svatý Bartoloměj
Svatá Helena, Ascension a Tristan da Cunha
Svatý Kryštof a Nevis
Svatá Lucie
Svatý Martin (francouzská část)
Svatý Pierre a Miquelon
Svatý Vincenc a Grenadiny
Svatý Tomáš a Princův ostrov
Saúdská Arábie
Srbsko
Seychely
Singapur
Svatý Martin (nizozemská část)
Slovenská republika
Slovensko
Slovinsko
Vietnamská socialistická republika
Šalamounovy ostrovy
Somálsko
Jihoafrická republika
Jižní Georgie a Jižní Sandwichovy ostrovy
Jižní Korea
Jižní Súdán
Španělsko
Šrí Lanka
Stát Izrael
Stát Kuvajt
Stát Katar
Súdán
Ománský sultanát
Surinam
Svalbard a Jan Mayen
Švédsko
Švýcarská konfederace
Švýcarsko
Sýrie
Syrská arabská republika
Tchaj-wan
Tchaj-wan, provincie Číny
Tádžikistán
Tanzánie
Tanzanie, sjednocená republika
Thajsko
Východní Timor
Tožská republika
Trinidad a Tobago
Tunisko
Turkmenistán
Turks a Caicos
Turecko
Ukrajina
Komorský svaz
Spojené arabské emiráty
Spojené království
Spojené království Velké Británie a Severního Irska
Spojené státy mexické
Sjednocená tanzanská republika
Spojené státy
Menší odlehlé ostrovy Spojených států
Spojené státy americké
Uzbekistán
Bolívarovská republika Venezuela
Vietnam
Americké Panenské ostrovy
Panenské ostrovy, britské
Panenské ostrovy, americké
Wallis a Futuna
Západní Sahara
Jemen
Zambie
Stát Eritrea
Stát Palestina
Ålandské ostrovy
Aljaška
Ardeny
Berlín
Bretaň
Bristol, město
Britská Kolumbie
Budapešť
Kalifornie
Čečenská republika
Dubaj
Havaj
Londýn, město
Nové Mexiko
Newfoundland a Labrador
Severní Karolína
Severní Dakota
Nové Skotsko
Paříž
Pensylvánie
Řím
Svatý David
Svatý Lukáš
Svatý Patrik
Petrohrad
Sicílie
Jižní Karolína
Jižní Dakota
Svatý Vincent
Benátky
Vídeň
Istanbul
Britské teritorium v Antarktidě
Barma, socialistická republika svazu
Běloruská sovětská socialistická republika
Ostrovy Canton a Enderbury
Československo, Československá socialistická republika
Dahomej
Země královny Maud
Východní Timor
Francie, metropolitní
Francouzské území Afarů a Ísů
Francouzská jižní a antarktická teritoria
Německá demokratická republika
Gilbertovy a Elliceovy ostrovy
Ostrov Johnston
Midwayské ostrovy
Nizozemské Antily
Neutrální území
Nové Hebridy
Poručenské území Tichomořské ostrovy
Území panamského kanálu
Srbsko a Černá Hora
Jižní Rhodesie
Různé pacifické ostrovy patřící USA
SSSR, Svaz sovětských socialistických republik
Horní Volta, republika
Vietnam, demokratická republika
Ostrov Wake
Jemen, lidově demokratická republika
Jugoslávie, (socialistická) federativní republika
Zair, republika
Zúčtovací jednotka Africké rozvojové banky
Alžírský dinár
Argentinské peso
Arménský dram
Arubský florin
Australský dolar
Ázerbajdžánský manat
Bahamský dolar
Bahrajnský dinár
Barbadoský dolar
Běloruský rubl
Belizský dolar
Bermudský dolar
Jednotka trhu s dluhopisy - Evropská smíšená jednotka (EURCO)
Jednotka trhu s dluhopisy - Evropská peněžní jednotka (E.M.U.-6)
Jednotka trhu s dluhopisy - Evropská jednotka účtu 17 (E.U.A.-17)
Jednotka trhu s dluhopisy - Evropská jednotka účtu 9 (E.U.A.-9)
Brazilský real
Brunejský dolar
Bulharský lev
Burundský frank
CFA frank BCEAO
CFA frank BEAC
CFP frank
Kapverdské escudo
Kanadský dolar
Kajmanský dolar
Chilské peso
Kód specificky rezervovaný pro testovací účely
Kolumbijské peso
Komorský frank
Konžský frank
Konvertibilní marka
Cordoba oro
Kostarický colon
Kubánské peso
Česká koruna
Dánská koruna
Denár
Džibutský frank
Dominikánské peso
Východokaribský dolar
Egyptská libra
Salvádorský colon
Etiopský birr
Falklandská libra
Fidžijský dolar
Ghanský cedi
Gibraltarská libra
Zlato
Guinejský frank
Guyanský dolar
Hongkongský dolar
Hřivna
Islandská koruna
Indická rupie
Íránský rial
Irácký dinár
Jamajský dolar
Jordánský dinár
Keňský šilink
Kuvajtský dinár
Laoský kip
Libanonská libra
Liberijský dolar
Libyjský dinár
Madagaskarský ariary
Malawijská kwacha
Malajský ringgit
Mauricijská rupie
Mexické peso
Moldavský leu
Marocký dirham
Mosambický metical
Namibijský dolar
Nepálská rupie
Nizozemskoantilský gulden
Izraelský nový šekel
Taiwanský nový dolar
Novozélandský dolar
Severokorejský won
Norská koruna
Pákistánská rupie
Paladium
Konvertibilní peso
Uruguayské peso
Filipínské peso
Platina
Britská libra
Katarský rial
Ománský rial
Rumunský leu
Rufiya
Rupie
Ruský rubl
Rwandský frank
Zvláštní práva čerpání (SDR)
Svatohelenská libra
Saudskoarabský rial
Srbský dinár
Seychelská rupie
Stříbro
Singapurský dolar
Dolar šalamounských ostrovů
Somálský šilink
Jihosúdánská libra
Srílanská rupie
Súdánská libra
Surinamský dolar
Švédská koruna
Švýcarský frank
Sýrijská libra
Tanzanský šilink
Kód přiřazený transakcím bez účasti měny
Trinidadský a Tobažský dolar
Tuniský dinár
Turecká lira
Turkmenistánský nový manat
Arabskoemirátský Dirham
Americký dolar
Americký dolar (příští den)
Ugandský šilink
Uzbecký sum
WIR euro
WIR frank
Jemenský rial
Jen
Čínský renminbi
Zambijská kwacha
Zimbabwský dolar
Zlotý
abchazština
atěžština
ačoli (luoština)
adangmeština
adygejština
afarština
afrihilijština
afrikánština
afro-asijské jazyky
ajnština
akanština
akkadština
albánština
aleutština
algonkinské jazyky
altajské jazyky
amharština
angika
apačské jazyky
arabština
aragonská španělština
arapaho
arawacké jazyky
arménština
arománština; arumánština; makedo-rumunština
umělé jazyky
ásámština
asturština; leónština; asturleónština
athapaskánské jazyky
australské jazyky
malajsko-polynéské jazyky
avarština
avestština
avadhština (avadhí)
ajmarština
ázerbájdžánština
balijština
baltské jazyky
balúčština
bambarština
bamilecké jazyky
bandské jazyky
bengálština (bangla)
bantuské jazyky (ostatní)
basa
baskirština
baskičtina
batacké jazyky
bedža; bedawiyet
běloruština
bembština
bengálština
berberské jazyky
bhódžpurština
bihárské jazyky
bikolština
bini; edo
bislámština
blin; bilin
blissymboly; blissymbolika; bliss
norština Bokmål
bosenština
bradžština
bretonština
bugiština
bulharština
burjatština
barmština
caddo
katalánština
kavkazské jazyky
cebuánština
keltské jazyky
indiánské jazyky střední Ameriky
centrální khmerština
čagatajština
čamské jazyky
čamoro
čečenština
čerokézština
čejenština
čibča
čičeva; čeva; ňandžština
čínština
činuk pidžin
chipewyan; denésoliné
choctawština
církevní slověnština; slověnština; stará bulharština
čukčtina
čuvaština
klasická névárština; stará névárština; klasiká nepálská bhasa
Klasická syrština
koptština
kornština
korsičtina
krí
krík
kreolština a jiné pidginy
kreolština a jiné pidginy na základě angličtiny
kreolština a jiné pidginy na základě francouzštiny
kreolština a jiné pidginy na základě portugalštiny
krymská tatarština; krymská turečtina
chorvatština
kušitské jazyky
čeština
dakotština
dánština
dargwa
delawarština
dinkština
divehi; maledivština
dógrí
dogrib
drávidské jazyky
dualština
nizozemština, středověká (cca 1050-1350)
nizozemština; vlámština
djula
bhútánština
východofríština
efik
egyptština (starověká)
ekajuk
elamština
angličtina
angličtina, středověká (1100-1500)
angličtina, stará (cca 450-1100)
erzya
esperanto
estonština
eweština
ewondo
fang
fantiština
faerština
fidžijština
filipínština
finština
ugrofinské jazyky
fonština
francouzština
francouzština, středověká (cca 1400-1600)
francouzština, stará (842-cca 1400)
furlanština
fulahština
ga
gaelština; skotská gaelština
karibština (galibi carib)
galicijština
ganda
gayo
gbaya
etiopština
gruzínština
němčina
němčina, středověká vysoká (cca 1050-1500)
němčina, stará vysoká (cca 750-1050)
germánské jazyky
kiribatština
góndština
gorontalo
gótština
grebo
řečtina, starověká (do 1453)
řečtina, moderní (1453-)
guaranština
gudžarátština
gwich`in
haida
haitská kreolština
hauština
havajština
hebrejština
herero
hiligayonština
himáčalské jazuky; západní pahari
hindština
hiri motu
chetitština
hmongština; mongština
maďarština
hupa
iban
islandština
ido
igbo
idžské jazyky
ilokánština
inari sami
indické jazyky
indo-evropské jazyky
indonéština
inguština
Interlingua (Mezinárodní pomocná jazyková asociace)
interlingue; occidental
inuktitut
inupiak
íránské jazyky
irština
irština, středověká (900-1200)
irština, stará (do 900)
irokézské jazyky
italština
japonština
jávština
judeo-arabština
judeo-perština
kabardština
kabulí
kačjinština; jingpho
kalmyčtina; grónština
kalmyčtina
kambština
kannadština
kanuri
karakalpačtina
karachay-balkarština
karelština
karenské jazyky
kašmírština
kašubština
kawi
kazaština
khásí
khoisanské jazyky
chotánština; Sakan
kukujština
kimbundština
rwandština
kyrgyzština
klingonština; tlhIngan-Hol
komijština
konžština
kónkánština
korejština
kosrajština
kpelle
kruské jazyky
kuaňamština
kumyčtina
kurdština
kurukh
kutenai
ladinština
lahndština
lambština
dajácké jazyky
laoština
latina
lotyština
lezgiština
limburština
lingalština
litevština
lojban
němčina dolní; sasština dolní
dolnolužická srbština
lozština
lubu-katanžština
luba-luluaština
luiseňo
lule sami
lundština
luoština (Keňa a Tanzanie)
lušáí
lucemburština
makedonština
madurština
magahština
maithilština
makasarština
malgaština
malajština
malajálamština
maltézština
manchu
mandarínština
mandingština
manipurština
manobské jazyky
manština
maorština
mapudungun; mapuche
maráthština
marijština
maršalština
márvárština
masajština
májské jazyky
mende
micmac
minangkabau
mirandština
mohawk
moksha
mon-khmerské jazyky
mongština
mongolština
černohorština
mosi
více jazyků
mundské jazyky
n'ko
nahuatlské jazyky
naurština
navajština
ndebelština severní; Zimbabwe
ndebelština jižní; Jižní Afrika
ndondština
neapolština
bhasa, névárština
nepálština
nias
nigersko-konžské jazyky
nilsko-saharské jazyky
niue
bez lingvistického obsahu; nepoužitelné
nogai
norština, stará
severoamerické indiánské jazyky
severofríština
sami jazyky, severní
norština
norština Nynorsk
núbijské jazyky
ňamwežština
nyankolština
nyorština
nzima
okcitánština (po 1500); provensálština
oficiální aramejština (700-300 př.n.l.); imperiální aramejština (700-300 př.n.l.)
odžibwejština
orija
oromština
osagština
osečtina
osmanské jazyky
pahlaví (střední perština)
palauština
páli
pampangau; kapampangan
pangsinan
paňdžábština
papiamento
papuánské jazyky
pedi; sepedi; severní sothoština
perština
perština, stará (cca 600-400 př.nl.)
filipínské jazyky
foiničtina
pohnpeiština
polština
portugalština
prákrtské jazyky
provensálština, stará (do 1500)
pašto
kečuánština
rádžasthánština
rapanuiština
rarotongština; maorština na Cookových ostrovech
vyhrazeno pro místní použití
románské jazyky
rumunština; moldavština; moldovština
rétorománština
romština
rundština
ruština
salishské jazyky
samarština
sami jazyky
samojština
sandawština
sangština
sanskrt
santálí
sardinština
sasakština
skotština
selkupština
semitské jazyky
srbština
serer
šanština
šonština
s`čchuandština; nuosu
sicilština
sidamo
znakové jazyky
siksika
sindhština
sinhálština
sinotibetské jazyky
siouxské jazyky
skolt sami
atabaské jazyky
slovanské jazyky
slovenština
slovinština
sogdijština
somálština
songhajské jazyky
sonikština
lužická srbština
sothoština, jižní
jihoamerické indiánské jazyky (ostatní)
jižní altajština
sami jazyky, jižní
španělština; kastilština
sranan tongo
standardní marocký tamazight
sukuma
sumerština
sundština
susu
svahilština
svatština
švédština
švýcarská němčina, alemanská
syrština
tagalština
tahitština
thajské jazyky
tadžičtina
tamašek
tamilština
tatarština
telugu
tereno
tetumština
thajština
tibetština
tigrejština
tigriňa
temne
tivština
tlingit
tok pisin
tokelauština
tongština (nyasa)
tongština (tonžské ostrovy)
tsimshijské jazyky
tsongština
tswanština (čwanština)
tumbukština
tupi jazyky
turečtina
turečtina, osmanská (1500-1928)
turkmenština
tuvalština
tuvština
twi
udmurtština
ugaritština
ujgurština
ukrajinština
umbundu
nekatalogizované jazyky
neurčitý
hornolužická srbština
urdština
uzbečtina
vai
vendština
vietnamština
volapük
votiatština
wakashské jazyky
walamština
valonština
waray
washo
velština
západofríština
wolofština
xhosština
jakutština
jaoština
japština
jidiš
jorubština
yupik
zandské jazyky
zapotéčtina
zaza; dimili; dimli; kirdki; kirmanjki; zazaki
zenaga
čuangština
zuluština
zunijština
abchazajština
Amharština
Aymárština
azerbajdžánština
Baskirština
bedža
Bislámština
Barmština
katalánština
čipeva
holandština
Bhútánština
Fidži
Gruzínština
Guaranština
Gujaratština
hmongština
indonézština
Inuktitutština
Inupiakština
kačjinština
Kannadština
Kazachština
chotánština
Kinyarwandština
Kirgizština
ladino
lahnda
Laoština
litevština
Lingalština
Malgaština
Malabarština
násobné jazyky
Oromo (Afan)
pahlaví
pampangau
Slovinština
pašto
Kečuánština
rumunština
římština
Kirundi
Samoyština
Sangho
sačtina
Sesotho
španělština
Sundanština
Siswatština
Tádžičtina
Tamilština
Telugština
Tigrinijština
Tonga
Setswanština
turkmenistánština
Uighurština
uzbekistánština
Jidiš
%c%s… %llu/%llus
%c%s… %llus
%c%s… Hotovo
%c%s… Chyba!
%s: Přihlašovací údaje pro %s odpovídají, ale protokol není šifrovaný. Pro použití předřaďte %s://.
%s: Speciální „Pin-Priority: %s“ lze použít jen pro záznamy „Package: *“
%s: Hodnota %s leží mimo rozsah platných priorit (%d až %d)
Při ověřování podpisů se objevila chyba. Repositář není aktualizovaný, tudíž se použijí předchozí indexové soubory. Chyba GPG: %s: %s
Archiv je příliš krátký
Archivní adresář %s chybí.
Mějte na paměti, že odstranění zámku není řešení a může poškodit systém.
Porušuje
Vytváří se strom závislostí
Cache má nekompatibilní systém správy verzí
Propočítává se aktualizace
Nelze zapsat log (%s)
Nelze najít zdroj pro stažení verze „%s“ balíku „%s“
Nelze najít autentizační záznam pro: %s
Nelze provést mmap prázdného souboru
Nelze vybrat kandidátskou verzi balíku %s, protože žádnou nemá
Nelze vybrat nainstalovanou ani kandidátskou verzi balíku „%s“, protože žádné takové verze nemá
Nelze vybrat nainstalované verze balíku %s, protože není nainstalován
Nelze vybrat nejnovější verzi balíku „%s“, protože je čistě virtuální
Nelze vybrat verze balíku „%s“, protože je čistě virtuální
Kandidátské verze
Nelze převést %s na celé číslo: mimo rozsah
Nelze najít zadaný komprimační program „%s“
Seznam změn pro %s=%s není dostupný
Vyčištění %s není podporováno
Parametr příkazové řádky %s není pravdivostní hodnota
Parametr příkazové řádky %s nedává v kombinaci s ostatními parametry smysl.
Parametr příkazové řádky „%c“ [z %s] nedává v kombinaci s ostatními parametry smysl.
Kompletně odstraněn %s
Kompletně se odstraňuje %s
Nastavuje se %s
Konfliktní distribuce: %s (očekáváno %s, obdrženo %s)
Pro volbu %s byly nastaveny kolidující hodnoty zdroje %s %s
Pro volbu %s byly nastaveny kolidující hodnoty zdroje %s %s: %s != %s
Koliduje s
Kopírují se seznamy balíků…
Porušený archiv
Nelze nastavit „%s“.
Nelze získat zámek %s
Nelze získat zámek %s. Drží ho proces %d
Nelze získat zámek %s. Drží ho proces %d (%s)
Nelze otevřít soubor %s
Nelze otevřít soubor „%s“
Nelze otevřít popisovač souboru %d
Nešlo otevřít zámkový soubor %s
Nelze spustit okamžitou konfiguraci balíku „%s“. Podrobnosti naleznete v man 5 apt.conf v části APT::Immediate-Configure. (%d)
Nelze přečíst metadata z %s
Nelze duplikovat popisovač souboru %i
Nelze najít balík vyhovující masce „%s“
Nelze najít balík vyhovující regulárnímu výrazu „%s“
Nelze najít úlohu „%s“
Nešlo mmapovat %llu bajtů
Nešlo mmapovat %lu bajtů
Data z takového repositáře nelze ověřit a proto je jejich použití potenciálně nebezpečné.
Generování závislostí
Závisí na
Nerozumím vypíchnutí typu %s
Adresář „%s“ chybí
Stažení probíhá nechráněně pod uživatelem root, jelikož soubor „%s“ nebyl přístupný uživateli „%s“.
Dynamickému MMapu došlo místo. Zvyšte prosím hodnotu APT::Cache-Start. Současná hodnota: %lu. (man 5 apt.conf)
Cache balíků je prázdná
Rozšiřuje
Chyba při zpracování %s (%s%d)
Chyba při čtení záhlaví prvku archivu
Chyba, pkgProblemResolver::Resolve vytváří poruchy, to může být způsobeno podrženými balíky.
Spuštění externího plánovače
Spuštění externího řešitele
Externí plánovač selhal, aniž by zanechal rozumnou chybovou hlášku
Externí řešitel selhal, aniž by zanechal rozumnou chybovou hlášku
Selhalo zavření souboru %s
Nelze vytvořit podproces IPC
Nezdařilo se spustit kompresor
Nelze otevřít stavový soubor %s
Chyba při čtení hlaviček archivu
Nelze přečíst link %s
Nezdařilo se vyhodnotit cdrom
Nelze zmenšit soubor
Selhal zápis souboru %s
Nelze zapsat dočasný stavový soubor %s
Nalezeny indexy balíků (%zu), indexy zdrojů (%zu), indexy popisů (%zu) a podpisy (%zu)
Nalezený název: „%s“
Chyba GPG: %s: %s
Neshoda kontrolních součtů
Neshoda kontrolních součtů pro: %s
Nebylo možné nalézt soubor s balíkem %s. To by mohlo znamenat, že tento balík je třeba opravit ručně (kvůli chybějící architektuře)
Chyba IO při ukládání zdrojové cache
Rozpoznává se…
Ignoruji „%s“ v adresáři „%s“, jelikož to není obyčejný soubor
Ignoruji soubor „%s“ v adresáři „%s“, jelikož má neplatnou příponu
Ignoruji soubor „%s“ v adresáři „%s“, jelikož nemá příponu
Indexový typ souboru „%s“ není podporován
Nainstalován %s
Instaluje se %s
Neexisuje dostatek informací pro bezpečné stažení
Vnitřní chyba, nelze najít část %s
Neplatná položka „%s“ v Release souboru %s
Neplatné záhlaví prvku archivu
Neplatný podpis archivu
Neplatná formát souboru
Neplatná operace %s
Neplatný záznam v souboru preferencí %s, chybí hlavička Package
Pro volbu %s byla nastavena kolidující hodnota zdroje %s %s (%s)
Je /dev/pts připojeno?
Je balík %s nainstalován?
Adresář seznamů %s chybí.
Seznam souborů nelze vytvořit, jelikož „%s“ není adresář
Zkomolený řádek %u v %s souboru %s (%s)
Zkomolený řádek %u v seznamu zdrojů %s (typ)
Zkomolená část %u v seznamu zdrojů %s (typ)
Metoda %s nebyla spuštěna správně
Připojuje se CD-ROM…
Release soubor %s neobsahuje Hash záznam
Release soubor %s neobsahuje Hash záznam, který by byl pro bezpečnost považován za dostatečně silný
Žádné apport hlášení nebylo vytvořeno, protože již byl dosažen MaxReports
Žádné apport hlášení nebylo vytvořeno, protože chybová hláška naznačuje, že je chyba způsobena zcela zaplněným diskem.
Žádné apport hlášení nebylo vytvořeno, protože chybová hláška naznačuje V/V chybu dpkg.
Žádné apport hlášení nebylo vytvořeno, protože chybová hláška naznačuje, že je chyba způsobena zcela zaplněnou pamětí.
Žádné apport hlášení nebylo vytvořeno, protože chybová hláška naznačuje, že je chyba na lokálním systému.
Žádné apport hlášení nebylo vytvořeno, protože chybová hláška naznačuje, že se jedná o chybu způsobenou předchozí chybou.
Pro vypíchnutí nebyla zadána žádná (nebo nulová) priorita
V systému neexistuje omezený uživatel „%s“, nelze se zbavit oprávnění
Release soubor %s neobsahuje žádné sekce
Není uzamčen
Nepoužívá se zamykání pro zámkový soubor %s připojený přes nfs
Nepoužívá se zamykání pro zámkový soubor %s, který je pouze pro čtení
Značím si zmizení %s
Zastarává
Operace byla přerušena dříve, než mohla skončit
Volba %s vyžaduje argument.
Volba %s vyžaduje jako argument celé číslo (integer), ne „%s“
Parametr %s: Zadání konfigurační položky musí obsahovat =<hodn>.
Volba „%s“ je příliš dlouhá
Balíčkovací systém „%s“ není podporován
Vložte prosím disk nazvaný „%s“ do mechaniky „%s“ a stiskněte [Enter].
Předzávisí na
Příprava na obdržení řešení
Připravuje se %s
Připravuje se odstranění %s
Připravuje se úplné odstranění %s
Připravuje se nastavení %s
Problém při zavírání souboru %s
Problém při zavírání gzip souboru %s
Problém při přejmenování souboru %s na %s
Problém při synchronizování souboru
Problém při odstraňování souboru %s
Postup: [%3li%%]
Načítají se seznamy balíků
Načítají se stavové informace
Doporučuje
Vydání „%s“ pro „%s“ nebylo nalezeno
Soubor Release pro %s již expiroval (neplatný od %s). Aktualizace z tohoto repositáře se nepoužijí.
Soubor Release pro %s ještě není platný (a nebude po dalších %s). Aktualizace z tohoto repositáře se nepoužijí.
Odstraňuje se %s
Nahrazuje
Repositář „%s“ změnil svou výchozí prioritu pro %s z %hi na %hi.
Stahuje se soubor %li z %li
Stahuje se soubor %li z %li (zbývá %s)
Spouští se dpkg
Spouští se poinstalační spouštěč %s
Na disku se hledají indexové soubory…
Podrobnosti o vytváření a nastavení repositářů naleznete v manuálové stránce apt-secure(8).
Výběr %s nenalezen
Požadavek odeslán plánovači
Požadavek odeslán řešiteli
Scénář odeslán plánovači
Scénář odeslán řešiteli
Nechápu význam %s, zkuste true nebo false.
Chyba podpisu
Velikosti nesouhlasí
Přeskakuje se stažení souboru „%s“, protože repositář „%s“ ho neposkytuje (překlep v sources.list?)
Přeskakuje se stažení souboru „%s“, protože repositář „%s“ neobsahuje komponentu „%s“ (není v sources.list překlep v názvu?)
Přeskakuje se stažení souboru „%s“, protože repositář „%s“ nepodporuje architekturu „%s“
Přeskakuje se stažení souboru „%s“, protože repositář „%s“ o něm poskytuje pouze slabé bezpečnostní informace
Některé indexové soubory se nepodařilo stáhnout. Jsou ignorovány, nebo jsou použity starší verze.
Seznamy zdrojů na tomto disku jsou:
Uložený název: %s
Podproces %s neočekávaně skončil
Podproces %s obdržel chybu segmentace.
Podproces %s obdržel signál %u.
Podproces %s vrátil chybový kód (%u)
Navrhuje
Syntaktická chyba %s:%u: Blok nezačíná jménem.
Syntaktická chyba %s:%u: Direktivy je možné provádět pouze na nejvyšší úrovni
Syntaktická chyba %s:%u: Za hodnotou následuje zbytečné smetí
Syntaktická chyba %s:%u: Na konci souboru je zbytečné smetí
Syntaktická chyba %s:%u: Zahrnuto odtud
Syntaktická chyba %s:%u: Zkomolená značka
Syntaktická chyba %s:%u: Příliš mnoho vnořených propojení (include)
Syntaktická chyba %s:%u: Nepodporovaná direktiva „%s“
Syntaktická chyba %s:%u: Direktiva clear vyžaduje jako argument strom možností
Kontrolní součet taru selhal, archiv je poškozený
Cíl %s (%s) je nastaven vícekrát v %s a %s
Cíl %s chce stáhnout stejný soubor (%s) jako %s ze zdroje %s
Nejedná se o platné jméno, zkuste to znovu.
Metoda „%s“ je v nastavení explicitně zakázána.
Metoda „%s“ není podporovaná a je ve výchozím nastavení zakázaná. Zvažte přechod na http(s). Pro znovupovolení nastavte Dir::Bin::Methods::%s na "%s".
Ovladač metody %s nemohl být nalezen.
Balík %s je potřeba přeinstalovat, ale nemohu pro něj nalézt archiv.
Cache soubor balíků má nekompatibilní verzi
Cache soubor balíků je poškozen
Cache soubor balíků je poškozen, kontrolní součet nesouhlasí
Cache balíků byla vytvořena pro jinou architekturu: %s vs %s
Seznamy balíků nebo stavový soubor nemohly být zpracovány nebo otevřeny.
Repositář „%s“ neobsahuje soubor Release.
Repositář „%s“ již není podepsán.
Repositář „%s“ není podepsán.
Repositář „%s“ již neobsahuje soubor Release.
Repositář „%s“ nabízí pouze slabé zabezpečení.
Hodnota „%s“ není v APT::Default-Release platná, protože toto vydání není dostupné v sources.list
Tato APT nepodporuje systém pro správu verzí „%s“
Tento disk se nazývá: „%s“
Tento běh instalace si vyžádá dočasné odstranění nezbytného balíku %s kvůli smyčce v Conflicts/Pre-Depends. To je často špatné, ale pokud to skutečně chcete udělat, aktivujte možnost APT::Force-LoopBreak.
Toto není běžně povoleno, ale bylo to vynuceno volbou Acquire::AllowDowngradeToInsecureRepositories.
Toto není platný DEB archiv, chybí část „%s“
Než se začnou používat aktualizace z tohoto repositáře, je nutné to explicitně akceptovat. Podrobnosti naleznete v manuálové stránce %s.
Typ „%s“ na řádce %u v seznamu zdrojů %s není známý
Typ „%s“ v části %u v seznamu zdrojů %s není známý
Nelze získat zámek dpkg frontendu (%s). Jste root?
Nelze získat zámek dpkg frontendu (%s). Nepoužívá jej jiný proces?
Nelze zavřít mmap
Nelze opravit problémy, některé balíky držíte v porouchaném stavu.
Nebylo možno určit vhodný typ balíčkovacího systému
Nelze zvýšit velikost MMapu, protože automatické zvětšování bylo uživatelem zakázáno.
Nelze zvýšit velikost MMapu, protože limit %lu bajtů již byl dosažen.
Nenalezeny žádné balíky. Možná to není disk s Debianem, nebo je pro jinou architekturu?
Nelze uzamknout adresář %s
Nelze uzamknout administrační adresář (%s). Jste root?
Nelze uzamknout administrační adresář (%s). Nepoužívá jej jiný proces?
Nelze zavolat mkstemp %s
Nelze zpracovat Release soubor %s
Nelze zpracovat soubor %s (%d)
Nelze číst %s
Nebylo možno vyhodnotit %s.
Nelze vyhodnotit přípojný bod %s
Nelze synchronizovat mmap
Nelze zapsat do %s
Neočekávaný konec souboru
Neznámá hlavička TARu typ %u
Odpojuje se CD-ROM…
Rozbaluje se %s
Nezpracovatelný kontrolní soubor
Nerozpoznaná zkratka typu: „%c“
Aktualizaci z takového repositáře nelze provést zabezpečeně a je proto implicitně zakázána.
Používá se přípojný bod %s
Verze „%s“ pro „%s“ nebyla nalezena
Čekali jsme na %s, ale nebyl tam
Čeká se na zámek cache: %s
Čeká se na disk…
Wow, překročili jste počet závislostí, které tato APT umí zpracovat.
Wow, překročili jste počet popisů, které tato APT umí zpracovat.
Wow, překročili jste počet jmen balíků, které tato APT umí zpracovat.
Wow, překročili jste počet verzí, které tato APT umí zpracovat.
Zapisuje se nový seznam balíků
Zapsáno %i záznamů s nesouhlasícími soubory (%i).
Zapsáno %i záznamů s chybějícími (%i) a nesouhlasícími (%i) soubory.
Zapsáno %i záznamů s chybějícími soubory (%i).
Zapsáno %i záznamů.
Pro nápravu těchto problémů můžete zkusit spustit apt-get update
Do sources.list musíte zadat „deb-src“ URI
problémy se závislostmi - ponechávám nezkonfigurované
dpkg byl přerušen, pro nápravu problému musíte ručně spustit „%s“.
důležitý
volitelný
čtení, stále se má přečíst %llu, ale už nic nezbývá
přejmenování selhalo, %s (%s -> %s).
vyžadovaný
standardní
zápis, stále se má zapsat %llu, ale nejde to
Přístupová práva :
Atributy :
Přístupová práva:
Vstupní data typu %s
Název : %s
Veřejný klíč :
Typ : %s
Univerzální adresy (%u)
[%d] Název : %s
[%u] - [%u bajtů]
není dynamickým spustitelným kódem
Členové skupin :
Statistika selinuxové AVC: %15u hledaných položek %15u úspěchů keše %15u neúspěchů keše %15u zahozených položek %15u vyhledávaných CAV %15u úspěšných CAV %15u zkoušených CAV %15u neúspěšných CAV
Životnost :
%2lus doba běhu serveru
%2um %2lus doba běhu serveru
%s -a [CESTA]
%2uh %2um %2lus doba běhu serveru
Délka dat = %u
Explicitní členové:
Explicitní nečlenové:
Implicitní členové:
Implicitní nečlenové:
Žádní explicitní členové
Žádní explicitní nečlenové
Žádní výchozí členové
Žádní výchozí nečlenové
Žádní rekurzivní členové
Žádní rekurzivní nečlenové
Rekurzivní členové:
Rekurzivní nečlenové:
nebo:
(PŘESKOČENO)
(změněno)
(první)
(z %s:%d)
– všechny údaje:
– zbývající údaje %p:
[PŘEPÍNAČ…]
„#expires“ je zastaralé, místo něj použijte „Expires“
„%s“ je nejednoznačný v programu zic před verzí 2017c
„%s“ není adresářem: ignorováno
„%s“ není dokumentován, místo toho použijte „last%s“
Řádek „Zone %s“ a volba -l se navzájem vylučují
Řádek „Zone %s“ a volba -p se navzájem vylučují
hodnota posunu %%z proti UT přesahuje 99:59:59
%.*s: Parametr ARGP_HELP_FMT vyžaduje hodnotu
%.*s: Neznámý parametr ARGP_HELP_FMT
%1$s: definice nekončí na „END %1$s“
%15d současný počet vláken %15d maximální počet vláken %15lu kolik krát musely klienty čekat %15s paranoidní režim zapnut %15lu vnitřních restartů %15u počet znovunačtení
%3ud %2uh %2um %2lus doba běhu serveru
V keši „%2$s“ nalezeno knihoven: %1$d
%s v časovém pásmu bez pravidel
%s je 32bitový soubor typu ELF.
%s je 64bitový souboru typu ELF.
%s je pro neznámý stroj %d.
%s není knihovna známého typu
%s není sdíleným objektovým souborem (typ: %d).
%s není symbolický odkaz
%s není soubor typu ELF – na svém začátku má chybné magické bajty.
%s%s%s:%u: %s%sPředpoklad „%s“ nesplněn. %n
%s%s%s:%u: %s%sNeočekávaná chyba: %s. %n
%s%sNeznámý signál %d
%s: %s; spodní verze = %lu, horní verze = %lu
%s: %s; důvod = %s
%s: %s; důvod = (neznámá chyba při ověřování totožnosti – %d)
%s: „%s“ bez odpovídajícího „ifdef“ nebo „ifndef“
%s: „endif“ bez odpovídajícího „ifdef“ nebo „ifndef“
%s: <mb_cur_max> musí být větší než <mb_cur_min>
%s: Pracovní adresář nelze změnit na %s: %s
%s: %s/%s nelze vytvořit: %s
%s: Adresář %s nelze vytvořit: %s
%s: %s nelze otevřít: %s
%s: %s/%s nelze číst: %s
%s: %s/%s nelze smazat: %s
%s: Úroveň ISA je příliš vysoká (%d > %d)
%s: Paměť vyčerpána: %s
%s: Přepínač -L zadán více než jednou
%s: Přepínač -d zadán více než jednou
%s: Přepínač -l zadán více než jednou
%s: Přepínač -p zadán více než jednou
%s: Přepínač -r zadán více než jednou
%s: Přepínač -t zadán více než jednou
%s: Přepínač -y zadán více než jednou
%s: Příliš mnoho argumentů
%s: “%s“ zmíněno v definici o váze %d více krát
%s: „%s“ musí být znak
%s: hodnota „%s“ nesouhlasí s hodnotou „%s“
%s: „-1“ musí být posledním údajem v položce „%s“
%s: pořadí řazení „forward“ (dopředné) a „backward“ (zpětné) se navzájem vylučují
%s: „position“ (pozice) musí být použita pro určitou úroveň ve všech sekcích, nebo v žádné
%s: sekce „translit_start“ nekončí na „translit_end“
%s: chybný symbol <%.*s>
%s: sekvence bajtů prvního znaku z rozsahu není menší než sekvence posledního znaku
%s: sekvence bajtů prvního a posledního znaku musí mít stejnou délku
%s: nemohu mít „%s“ jako konec výpustkového rozsahu
%s: po %.*s nelze změnit pořadí: symbol není znám
%s: znak „%s“ z mapy znaků není reprezentovatelný jedním bajtem
%s: znak „%s“ potřebný jako výchozí hodnota není reprezentovatelný jedním bajtem
%s: znak „%s“ potřebný jako výchozí hodnota není definován
%s: příkaz byl „%s“, a jeho výsledek byl %d
%s: cíl nesmí být adresář
%s: příznak směru v řetězci (%Zd) položky není „+“ ani „-“
%s: příznak směru v řetězci (%Zd) položky „era“ není jednoznakový
%s: duplicitní definice „default_missing“
%s: duplicitní definice verze kategorie
%s: duplicitní deklarace sekce „%s“
%s: duplicitní definice „%s“
%s: prázdný popis kategorie není dovolen
%s: řetězec s prázdnou váhou není povolen
%s: chyba ve stavovém automatu
%s: starý cíl se nepodařilo odstranit
%s: položka „%s“ deklarována více krát
%s: pole „%s“ neobsahuje přesně deset položek
%s: položka „%s“ nesmí být definována
%s: položka „%s“ nesmí být prázdná
%s: položka „%s“ není definována
%s: položka „%s“ není definována
%s: chyba při otvírání souboru: %m
%s: smetí na konci hodnoty posunutí v řetězci %Zd položky „era“
%s: smetí na konci počátečního data v řetězci %Zd položky „era“
%s: smetí na konci koncového data v řetězci %Zd položky „era“
%s: neúplný řádek „END“
%s: neplatný cíl: %s
%s: chybná escape sekvence „%%%c“ v položce „%s“
%s: chybná escape-sekvence v položce „%s“
%s: chybná hodnota posunutí v řetězci (%Zd) položky „era“
%s: neplatné číslo řadicího pravidla
%s: neplatný přepínač – „%c“
%s: neplatné počáteční datum v řetězci %Zd položky „era“
%s: neplatné koncové datum v řetězci %Zd položky „era“
%s: neplatný časový interval: %s
%s: neplatná hodnota položky „%s“
%s: zkratka jazyka „%s“ není definována
%s: řádek %d: chybný příkaz „%s“
%s: řádek %d: ořezových domén nelze zadat více jak %d
%s: řádek %d: očekáváno „on“ (zapnuto), nebo „off“ (vypnuto), ale nalezeno „%s“
%s: řádek %d: ignoruji závěrečné smetí „%s“
%s: řádek %d: oddělovač prvků seznamu není následován doménou
%s: odkaz z %s/%s selhal: %s
%s: chybí klíčové slovo „order_end“
%s: chybí klíčové slovo „reorder-end“
%s: chybí klíčové slovo „reorder-sections-end“
%s: řetězec %Zd položky „era“ neobsahuje formát éry
%s: řetězec %Zd položky „era“ neobsahuje jméno éry
%s: více jak jeden „else“
%s: násobná definice pořadí pro sekci „%s“
%s: násobná definice pořadí pro nepojmenovanou sekci
%s: vnořené podmínky nejsou podporovány
%s: pro položku „%s“ není korektní regulární výraz: %s
%s: kategorii „%s“ chybí identifikace
%s: nenalezena žádná reprezentovatelná definice „default_missing“
%s: nedostatek řadicích pravidel
%s: číselný kód země „%d“ není platný
%s: přepínač „%s%s“ nedovoluje žádný argument
%s: přepínač „%s“ vyžaduje argument.\n
%s: přepínač „%s“ vyžaduje argument\n
%s: přepínač není jednoznačný: možnosti:
%s: přepínač vyžaduje argument – „%s“\n
%s: pořadí pro „%.*s“ již definováno v %s:%Zu
%s: pořadí pro řadicí prvek %.*s nebylo ještě definováno
%s: pořadí pro řadicí symbol %.*s nebylo ještě definováno
%s: pro uložení výsledků přemístění %s není dost paměti
%s: fatální chyba: Nepřípustná l_hodnota %d
%s: před%d klienty mohou chybně zacházet se vzdálenými časy
%s: předčasný konec souboru
%s: sekce „%.*s“ není známa
%s: nepovolené počáteční datum v řetězci %Zd položky „era“
%s: výpustky symbolického rozsahu nesmí být přímo následovány „order_end“
%s: výpustky symbolického rozsahu nesmí následovat hned za „order_start“
%s: chyba syntaxe
%s: syntaktická chyba v definici nové třídy znaků
%s: syntaktická chyba v definici nové znakové sady
%s: tabulka pro třídu „%s“: %lu bajtů
%s: tabulka pro mapu „%s“: %lu bajtů
%s: tabulka se šířkou: %lu bajtů
%s: názvoslovný kód jazyka „%s“ není definován
%s: počáteční a koncový symbol rozsahu musí být znakem
%s: třetí operand hodnoty pole „%s“ nesmí být větší než %d
%s: příliš málo hodnot pro položku „%s“
%s: příliš mnoho pravidel, jen první položka jich má %d
%s: příliš mnoho hodnot
%s: příliš mnoho hodnot pro položku „%s“
%s: přepisovací data pro národní prostřední „%s“ nejsou dostupná
%s: neznámý znak v názvu řadicího symbolu
%s: neznámý znak ve jméně definice rovnocennosti
%s: neznámý znak v hodnotě definice rovnocennosti
%s: neznámý znak v položce „%s“
%s: jméno sekce „%.*s“ není známo
%s: neznámý standard „%s“ pro kategorii „%s“
%s: neznámý symbol „%s“ v definici rovnocennosti
%s: nerozpoznaný přepínač „%c%s“\n
%s: použití je %s [--version] [--help] [-v] \\n [-b {slim|fat} [-d ADRESÁŘ] [-l MÍSTNÍ_ČAS] [-L PŘESTUPNÝCH_SEKUND] \ [-p POSIXOVÁ_PRAVIDLA] [-r '[@DOLNÍ][/@HORNÍ]'] [-t ODKAZ_NA_MÍSTNÍ_ČAS] \ [SOUBOR…] Chyby hlaste anglicky na %s.
%s: hodnota položku „%s“ musí být jednoznaková
%s: hodnota položky „%s“ musí být v rozsahu %d–%d
%s: hodnota položky „%s“ nesmí být prázdný řetězec
%s: hodnota položky „int_curr_symbol“ neodpovídá platnému jménu dle ISO 4217 [--no-warnings=intcurrsym]
%s: hodnota položky „int_curr_symbol“ má chybnou délku
%s: hodnoty položky „%s“ musí být menší než 127
%s: hodnoty položky „%s“ nesmí být větší než %d
%s: varování: zóna „%s“ zkratka „%s“ %s
%s: váhy musí používat stejný symbol výpustky jako jméno
%s: divoký argument -c: %s
%s: divoký argument -t: %s
%s:%u: adresář %s nelze načíst
%s:%u: direktiva hwcap ignorována
„%s“ není známá databáze
volání wait() selhalo
(CHYBA PROGRAMU) Neznámá verze!?
(CHYBA PROGRAMU) Přepínač měl být rozpoznán!?
(Neznámý objekt)
(z %s:%d a %s:%d)
*** Nelze přečíst název souboru s ladícími informaci: %m
*** Ze souboru „%s“ byly odstraněny ladící informace: podrobná analýza není možná
*standardní vstup*
, ABI OS: %s %d.%d.%d
-o VÝSTUPNÍ_SOUBOR [VSTUPNÍ_SOUBOR]… [ VÝSTUPNÍ_SOUBOR [VSTUPNÍ_SOUBOR]…]
-s ignorováno
přepínač -y se stává zastaralým
Poškozená sekce .lib v a.out
<%s> a <%s> nejsou platné názvy pro rozsah
znak <SP> nesmí ve třídě „%s“ být
znak <SP> ve třídě „%s“ není
<varování>
Přístupová práva:
Keš přístupových vektorů (AVC) nastartována
Použití poškozené sdílené knihovny
Do archivu přidá nová národní prostředí dle parametrů
Přidávám %s
Adresa je užívána
Třída adres není u daného jména počítače podporována
Třída adres není podporována protokolem
Adresa není mapována na objekt
Chyba při zveřejnění
Vykreslí také graf celkové spotřeby paměti
Řízení archivace:
Příliš dlouhý seznam argumentů
Pokus o odstranění neprázdné tabulky
Pokus o připojení příliš mnoha sdílených knihoven
Ověření totožnosti bylo úspěšné
Ověření totožnosti bylo neúspěšné
POCHYBNÝ OBJEKT
Chybná adresa
Chybný popisovač souboru
Chybný formát fontu
Chybná zpráva
Chybná hodnota ai_flags
Binární data
Vyžadováno blokové zařízení
Problém při volání poll pro všesměrové vysílání
KEŠ
ZNAK
KONFIG
KONFIGURACE
úroveň ISA procesoru je nižší než požadovaná
Životnost cache vypršela
Soubor s keší má nesprávnou endianitu.
Keš vytvořil:
K potřebné sdílené knihovně nelze přistoupit
K serveru obsluhujícímu tuto doménu se nelze připojit
Nelze se přepnout do adresáře /
S portmapperem nelze komunikovat
S ypbind nelze komunikovat
S ypserv nelze komunikovat
Nelze vytvořit dočasný soubor s keší %s
%s nezle nalézt
Odkaz na %2$s z %1$s nelze vytvořit
Soubor s keší %s nelze otevřít
Adresář %s se soubory keší nelze otevřít
Adresář %s nelze otevřít
Nelze získat informace o %s
Nelze smazat odkaz na %s
Nelze alokovat paměť
Požadovanou adresu nelze přiřadit
Soket pro všesměrové rpc vysílání nelze vytvořit
Sdílenou knihovnu nelze přímo spustit
O souboru %s nelze získat informace službou fstat().
Informace o symbolickém odkazu %s nelze získat
Soubor %s nelze namapovat.
Odpověď na všesměrové vysílání nepřišla
Službu nelze registrovat
Spojení bylo přerušeno
Všesměrový paket nelze poslat
%s nelze nastavit na výchozí národní prostředí
Volbu SO_BROADCAST pro soket nelze nastavit
Informace o %s nelze získat
Přepne se do a použije KOŘEN jako kořenový adresář
Změna přístupových práv k %s na %#o se nezdařila
Číslo kanálu mimo povolený rozsah
Oddělovač znaků : %c
Potomek skončil
Potomek byl pozastaven
Potomek skončil mimořádně a vytvořil obraz paměti
Potomek skončil mimořádně a nevytvořil obraz paměti
Nedostatečné oprávnění klienta
Sloupce :
Čárkou oddělený seznam varování k zakázání; podporovaná varování jsou: ascii, intcurrsym
Čárkou oddělený seznam varování k povolení; podporovaná varování jsou: ascii, intcurrsym
Chyba komunikace při vysílaní
Kompiluje definice národního prostředí.
Počítač odešel do křemíkového nebe
Nastaví vazby dynamického linkeru pro dobu běhu
Spojení odmítnuto
Spojení zrušeno druhou stranou
Spojení bylo příliš dlouho neaktivní
Konvertuje zadané soubory z jednoho kódování do druhého.
Převádí klíče na malá písmena
Chyba koprocesoru
Copyright © %s Free Software Foundation, Inc. Toto je volné programové vybavení; podmínky pro kopírování a rozšiřování naleznete ve zdrojových textech. Toto programové vybavení je zcela BEZ ZÁRUKY, a to i bez záruky PRODEJNOSTI nebo VHODNOSTI PRO NĚJAKÝ KONKRÉTNÍ ÚČEL.
Seznam skupin nebylo možné alokovat: %m
Cestu ke knihovně nebylo možné vytvořit
Soubor s protokolem nelze vytvořit
Cestu ke glibc-hwcaps nebylo možné sestavit
Nelze spustit %s
Vytvoří hlavičkový soubor NÁZEV pro jazyk C obsahující definice symbolů
Vytvoří konfigurační soubor modulu iconv pro rychlé načítání
Vytvoří výstupní soubor i při výskytu varování
Vytváří jednoduché databáze z textového vstupu.
Čas vytvoření : %s
DATOVÝ_SOUBOR [VÝSTUPNÍ_SOUBOR]
ADRESÁŘ
V SUID/SGID programech není DST povoleno
CHYBA DYNAMICKÉHO LINKERU!!!
Datový vstup k dispozici
Databáze pro tabulku neexistuje
Databáze je používána
Implicitní příst. práva :
Cílovou adresu je nutné zadat
Zařízení odpojeno
Zařízení není proudem
Zařízení nebo zdroj jsou používány
Diffie-Hellmann (bitů: %d)
Adresář : %s
Za použití --nostdlib je třeba zadat adresářové argumenty
Adresář není prázdný
Překročena disková kvóta
Nevytvoří pevné odkazy mezi instalovanými národními prostředími
Nespouští samostatný proces a vypisuje zprávy na aktuálním terminálu
Nespouští samostatný proces, ale jinak se chová jako démon
Během tvorby databáze nevypisuje zprávy
Neprohledává standardní adresáře, jen ty z příkazové řádky
Nepoužívá existující katalog, vytvoří nový výstupní soubor
Doména není připojena
Do archivu nová data do nepřidá
Nebufferovat výstup
Nevybuduje keš
Neaktualizuje symbolické odkazy
Vypíše informace získané při profilování přes PC.
Chybná verze ABI souboru ELF
Chybné ABI OS souboru ELF
Kódování dat souboru ELF nemá velkou endianitu
Kódování dat souboru ELF nemá malou endianitu
Verze souboru ELD se neshoduje se současnou
ident verze souboru ELF se neshoduje se současnou
phentsize souboru ELF má neočekávanou velikost
Adresa/pozice kódu zavaděče formátu ELF není zarovnána na hranici stránky
ZÁZNAM
Šifrovaná data
Typ záznamu/tabulky nesouhlasí
Výčet není podporován na %s
Chyba při zjišťování kontextu nscd
Chyba při zjišťování kontextu dvojice soketů
Chyba při získávání bezpečnostní třídy pro nscd.
Chyba při získávání SID z kontextu
Chyba v subsystému RPC
Chyba při přístupu k souboru studeného startu NIS+. Je NIS+ nainstalováno?
Chyba z neznámého chybového systému:
Chyba při dotazování politiky na nedefinované třídy objektů nebo práva.
Chyba při překládání názvu práv „%s“ na bit přístupového vektoru.
Chyba během komunikace s procedurou zpětného volání
Chyba: soubor .netrc je čitelný i pro ostatní.
Je třeba právě jeden parametr s ID procesu.
Plný výměník
Chybný formát spustitelného souboru
FATÁLNÍ CHYBA: systém nedefinuje „_POSIX2_LOCALEDEF“
SOUBOR obsahující mapování symbolických názvů na UCS4 hodnoty
FORMÁT
Chyba (blíže nespecifikovaná)
Otevření spojení do auditního subsystému selhalo: %m
Vytvoření zámku AVC selhalo
Nelze zjistit, zda jádro podporuje SELinux
Vzdání se kvalifikací selhalo
Příprava na vzdání se kvalifikací selhala
Spuštění nscd pod uživatelem „%s“ selhalo
Nastavení „keep“ kvalifikací selhalo
Spuštění AVC selhalo
Spuštění vlákna AVC selhalo
Vypnutí „keep“ kvalifikací selhalo
Soubor %s je prázdný, nezkontrolováno.
Soubor %s je příliš malý, nezkontrolováno.
Deskriptor souboru se nachází v chybném stavu
Soubor již existuje
Soubor neobsahuje keš.
Příliš dlouhé jméno souboru
Soubor je příliš velký
Filtry s LD_TRACE_PRELINKING nejsou podporovány
První další řetězec porušen
Nepřesný výsledek v pohyblivé řádové čárce
Dělení nulou v pohyblivé řádové čárce
Přetečení hodnoty v pohyblivé řádové čárce
Podtečení hodnoty v pohyblivé řádové čárce
Rady, jak nahlásit chybu, naleznete na: %s.
Návod, jak nahlásit chybu, naleznete na:\\n%s.\\n
Který formát použije: new [nový] (výchozí), old [starý] nebo compat [kompatibilní]
Adresář vyžaduje úplnou resynchronizaci
Funkce není implementována
SKUPINA
Nesmysly v ARGP_HELP_FMT: %s
Vytvoří výstup s velkou endianitou
Vykreslí obrázek na základě dat z šetření
Vytvoří výstup s malou endianitou
Generuje katalog zpráv. Je-li VSTUPNÍ_SOUBOR -, vstup bude načten ze standardního vstupu. Je-li VÝSTUPNÍ_SOUBOR -, výstup bude zapsán na standardní výstup.
Vytvoří výstup lineární v čase (výchozí chování je linearita vzhledem k počtu volání funkce)
Vypisuje podrobné zprávy
Vytvořený řádek není součástí iterace
Obecná chyba systému
Získá záznamy ze správní databáze.
Získání určitých informací o národním prostředí.
Vypíše krátký návod na použití
Vypíše tuto nápovědu
Svévolná chyba
Skupina : %s
Příznaky skupiny :
Záznam skupiny pro skupinu „%s.%s“:
Počkání SEK sekund (výchozí 3600)
„%s (%s, %s, %s)“ nebylo v keši síťových skupin nalezeno!
„%s“ nebylo v cache paměti pro skupiny nalezeno!
„%s“ nebylo v cache paměti pro počítače nalezeno!
„%s“ nebylo v keši síťových skupin nalezeno!
„%s“ nebylo v keši pro služby nalezeno!
„%s“ nebylo v keši databáze uživatelů nalezeno!
Vstup s vysokou předností k dispozici
Počítač není v provozu
Název počítače se nepodařilo nalézt
Chyba vstupu/výstupu
VSTUPNÍ_SOUBOR VÝSTUPNÍ_SOUBOR -o VÝSTUPNÍ_SOUBOR VSTUPNÍ_SOUBOR -u VSTUPNÍ_SOUBOR
Identifikátor odstraněn
Ignoruje pomocné soubory s keší
Soubor %s ignorován, neb se nejedná o obyčejný soubor.
Nedovolený adresní režim
Nedovolený typ objektu pro operaci
Nedovolený kód operace
Nedovolený operand
Nedovolené nastavení pozice
Nedovolené zachycení (trap)
Nevhodný typ nebo formát souboru
Pro toto zařízení nevhodné ioctl
Nevhodná operace pro proces na pozadí
Informace:
Vstupní soubory:
Vstupní soubor %s nebyl nalezen.
Vstupní zpráva k dispozici
Zadání vstupně/výstupního formátu:
Chyba vstupu/výstupu
Celočíselné dělení nulou
Přetečení celočíselné hodnoty
Vnitřní chyba NIS
Vnitřní chyba zásobníku
Vnitřní chyba ypbind
Přerušené volání systému
Přerušené volání systému by mělo být znovu spuštěno
Neplatné zarovnání adresy
Nepřípustný argument
Nepřípustný název třídy znaků
Neplatné oprávnění klienta
Chybný ověřovatel klienta
Pro řazení nepřípustný znak
Nepřípustný obsah \{\}
Odkaz mezi zařízeními není přípustný
Nepřípustná výměna
Neplatná operace v pohyblivé řádové čárce
Neplatný odkaz z „%s“ na „%s“: %s
Chybná číselné GID „%s“!
Neplatné číselné UID „%s“
Neplatný objekt pro operaci
Nepřípustný nebo nekompletní vícebajtový nebo široký znak
Neplatná oprávnění pro mapovaný objekt
Nepřípustný předchozí regulární výraz
Nepřípustný konec rozsahu
Nepřípustný regulární výraz
Neplatný kód žádosti
Nepřípustný deskriptor žádosti
Chybný název pravidla „%s“
Neplatný ověřovatel serveru
Neplatný slot
Zneplatnění zadané cache
je adresářem
Je soubor pojmenovaného typu
Klíč byl odvolán
Klíči vypršela platnost
Klíč byl odmítnut službou
ODKAZ
LOKÁLNÍ záznam pro UID %d v adresáři %s není unikátní
Přestupné sekundy jsou příliš blízko sebe
2. vrstva zastavena
2. vrstva není synchronizována
3. vrstva zastavena
3. vrstva nastavena na výchozí hodnoty
Odkaz byl zpřetrhán
Číslo odkazu mimo rozsah
Odkaz odkazuje na nedovolený název
Typ odkazovaného objektu :
Odkazuje na : %s
Vypíše obsah archivu
Vypíše dynamické sdílené objekty zavedené do procesu.
Výpis adresáře %s
Jméno místní domény není nastaveno
Chyba při přidělování místních prostředků
Počítač není v síti
Vytvoří výstupní grafiku vysokou VELIKOST pixelů
Vytvoří výstupní grafiku širokou VELIKOST pixelů
Údaje o rozšířeních v souboru keše %s jsou poškozená
Chybně formovaný nebo nepřípustný název
Argumenty požadované dlouhými přepínači jsou také požadovány jejich krátkými\nformami.\n
Argumenty požadované dlouhými přepínači jsou také požadovány jejich krátkými formami.
Ručně odkazuje jednotlivé knihovny.
Hlavní server:
Hlavní server je zaneprázdněn, úplný přenos byl znovu naplánován.
Alokace paměti nebyla úspěšná
Stránka paměti má hardwarovou poruchu
Příliš dlouhá zpráva
Chybějící nebo chybně formovaný atribut
Čas změny : %s
Změna nebyla provedena
Operace změny selhala
Změna výstupního formátu:
Pokus o spojení přes více uzlů
U volby server-user musíte uvést jméno uživatele
U volby stat-user musíte uvést jméno uživatele
U volby restart-interval musíte uvést hodnotu
JMÉNO [--add-to-archive|--delete-from-archive] SOUBOR… --list-archive [SOUBOR]
NÁZEV [-a|-m]
Rozdílné verze NIS klienta a serveru - službu nelze poskytnout
NIS map databáze je chybná
NIS+ operace nebyla provedena úspěšně
NIS+ server není dostupný
Služba NIS+ není dostupná nebo nainstalovaná
ŽÁDNÝ OBJEKT
POČET
Název : „%s“
NSC (Name Service Cache) démon [pro kešování jmenných služeb].
Jméno není tímto serverem obsluhováno
Jméno v síti není jednoznačné
Název výstupního souboru
Jméno/záznam nejsou jednoznačné
Pojmenovaný objekt není prohledávatelný
Je třeba ověřovatele
Síť zrušila spojení (problém se vzdáleným počítačem)
Síťování je mimo provoz
Síť není dostupná
CSI struktura není dostupná
Xenixové semafory nejsou dostupné
Jméno počítače nemá přiřazenu adresu
Jméno nemá přiřazenu adresu
Žádný anode
Pro vyrovnávací paměť není volné místo
V mapě znaků není určena znaková sada
Žádný potomek neexistuje
Data nejsou k dispozici
Žádná definice kategorie %s nebyla nalezena
Na serveru není místo pro soubory
Protože nebyl nalezen název sdílené knihovny (soname) %s, žádný odkaz nebyl vytvořeni.
Zámky nejsou k dispozici
Médium nebylo nalezeno
Žádná zpráva žádaného typu
V databázi mapování nejsou žádné další záznamy
Nezadán žádný název programu
Nezadán žádný název programu\n
K počítači neexistuje cesta
Na zařízení není volné místo
Takové zařízení neexistuje
Takové zařízení nebo adresa neexistuje
Adresář nebo soubor neexistuje
Tento klíč v mapě neexistuje
Tato mapa se v doméně serveru nenachází
Tento proces neexistuje
Žádný cíl na řádku %d neexistuje
Zaznamenán prostor názvů mimo NIS+
Neopravitelná chyba při vyhodnocení názvu
Žádný.
Neexistující fyzická adresa
Nejde o Xenixový soubor pojmenovaného typu
není adresářem
Nebylo nalezeno, takový název neexistuje
Není hlavní server pro tuto doménu
Není vlastníkem
Není podporován
Počet sloupců : %d
Počet objektů : %u
Číselný rozsah mimo definiční obor funkce
Číselný výsledek mimo rozsah
Objekt #%d:
Název objektu : %s
Typ objektu :
Objekt je vzdálený
Objekt se stejným názvem již existuje
Hardwarová chyba specifická pro objekt
Lichý počet uvozovek
Zpracuje jen adresáře uvedené na příkazovém řádku. Nevybuduje keš.
Tento přepínač je dostupný pouze superuživateli!
Tento přepínač je dostupný pouze uživateli root nebo %s!
Operace probíhá
Operace zrušena
Operace není povolena
Operace není možná kvůli zakázanému rádiu (RF-kill)
Operace probíhá
Operace byla přerušena
Volitelná předpona výstupních souborů
Zdroje proudu vyčerpány
Výstupní vyrovnávací paměť k dispozici
Řízení výstupu:
Výběr výstupu:
Vlastník : %s
Majitel mrtev
SOUKROMÝ
Balík není nainstalován
Řetězec parametru chybně zakódován
Chyba analýzy: %s
Částečný úspěch
Došlý objekt není na serveru tímtéž objektem
Cesta „%s“ zadána více krát
Operace zamítnuta
Předpona použitá pro přístup ke každému souboru
Vypsat keš
Vypíše obsah databázového souboru, jeden záznam na řádek
Vypíše obsah odpojené keše v souboru NÁZEV
Vypíše statistiku aktuální konfigurace
Vypisuje další informace
Vypíše více informací o průběhu
Vypíše označení verze programu
Privilegovaný kód operace
Privilegovaný registr
Pravděpodobně úspěch
Pravděpodobně nebylo nalezeno
Bod přerušení (breakpoint) procesu
Zachycení (trap) procesu kvůli trasování
Požadavek se vyřizuje
Ovladač protokolu nepřipojen
Chyba protokolu
Rodina protokolů není podporována
Protokol není k dispozici
Protokol není podporován
Protokol nepodporuje sokety
Výstup uloží do SOUBORU na místo cílového místa instalace (--prefix se nevztahuje na SOUBOR)
Zakázaná otázka pro danou tabulku
RFS-specifická chyba
KOŘEN
Chybná RPC procedura pro program
Selhal RPC při NIS operaci
RPC program není k dispozici
Chybná verze RPC programu
RPC struktura je chybná
Chybná verze RPC
RPC: (neznámý chybový kód)
RPC: Chyba při ověřování totožnosti
RPC: Výsledek nelze dekódovat
RPC: Argumenty nelze zakódovat
RPC: Chyba (blíže neurčená)
RPC: Nekompatibilní verze RPC
RPC: Chyba portmapperu
RPC: Procedura není k dispozici
RPC: Program není registrován
RPC: Program není k dispozici
RPC: Nesouhlasí program nebo verze
RPC: Chyba vzdáleného systému
RPC: Server nemůže dekódovat argumenty
RPC: Úspěch
RPC: Časovač vypršel
RPC: Nelze přijímat
RPC: Nelze vysílat
RPC: Neznámý počítač
RPC: Neznámý protokol
RSA (bitů: %d)
RTLD_NEXT je použito pro kód, který není dynamicky zaveden
Čte a vypisuje profilovací data sdíleného objektu.
Načtení údajů o konfiguraci ze souboru NÁZEV
Systém souborů je pouze pro čtení
Znovu se nahrává „%s (%s,%s,%s)“ do keše síťových skupin!
Znovu se nahrává „%s“ do keše skupin!
Znovu načítám „%s“ do keše pro jména počítačů!
Znovu se nahrává „%s“ do keše síťových skupin!
Znovu načítám „%s“ do keše pro služby!
Znovu se načítá „%s“ do keše databáze uživatelů!
Vzdálená chyba vstupu/výstupu
Vzdálená adresa byla změnila
Odstraňte řádek s heslem nebo zakažte čtení souboru ostatním.
Z archivu odstraní národní prostředí dle parametrů
Přejmenování z %s na %s selhalo
Znovuotevření sdíleného objektu „%s“ nebylo úspěšné
Existující obsah archivu bude nahrazen
Replika:
Chyby v programu oznamujte na adrese %s (pouze anglicky), připomínky k překladu zasílejte na adresu <translation-team-cs@lists.sourceforge.net> (česky).
Chybné argumenty žádosti
Požadovaný klíč není dostupný
Resolver vrací stav 0 (bez chyby)
Vnitřní chyba resolveru
Bylo zabráněno vzájemnému zablokování prostředků
Prostředek je dočasně nepřístupný
Výsledky zaslány proceduře zpětného volání
SEK
SDÍLENÝ_OBJEKT [PROF_DATA]
ŘETĚZEC
Prohledávací cesta : %s
Server je zaneprázdněn, zkuste to znovu
Paměť serveru byla vyčerpána
Server odmítl oprávnění
Server odmítl ověřovatele
Konfigurace služby, která má být použita
Název služby není u ai_socktype podporován
Nastaví vlastníka, skupinu a přístupová práva podřízenému pseudoterminálu, který přísluší nadřízenému pseudoterminálu, na základě deskriptoru souboru „%d“. Toto je pomocný program pro funkci „grantpt“ a není určen pro přímé volání z příkazové řádky.
Nastaví název programu
Zastavení serveru
Signál vznikl kvůli zařízení zprávy do prázdné fronty zpráv
Signál vznikl kvůli dokončení I/O požadavku
Signál vznikl kvůli dokončení asynchronního I/O požadavku
Signál vznikl kvůli dokončení asynchronního požadavku na vyhledání jména
Signál vznikl kvůli vypršení časovače
Signál zaslán pomocí kill()
Signál zaslán pomocí sigqueue()
Signál zaslán jádrem
Signál zaslán pomocí tkill()
Soketová operace na objektu, který není soketem
Typ soket není podporován
Software způsobil ukončení spojení (abort)
Načte zdrojovou definici národního prostředí ze SOUBORU
Chyba ssrmount
Zastaralý ukazatel na soubor
Spustí POČET vláken
Stav nelze obnovit
Stav : %s
Pozastavený potomek opět běží
Chyba roury proudů
Přesně v souladu s POSIX
Tabulka řetězců má příliš mnoho záznamů
Tabulka řetězců je příliš velká
Řetězec je pro tabulku řetězců příliš dlouhý
Struktura potřebuje opravu
Index pole mimo rozsah
Podporované databáze:
Podporované tabulky: %s Návod, jak nahlásit chybu, naleznete na: %s.
Potlačí varovné a informační zprávy
Symbolické názvy znaků budou čteny ze SOUBORU (znakové sady)
Syntaxe: memusage [--data=SOUBOR] [--progname=JMÉNO] [--png=SOUBOR] [--unbuffered] [--buffer=VELIKOST] [--no-timer] [--time-based] [--total] [--title=ŘETĚZEC] [--x-size=VELIKOST] [--y-size=VELIKOST] PROGRAM [PŘEPÍNAČ_PROGRAMU]…
Systémové informace:
Přidělení systémového prostředku nebylo úspěšné
Systémový adresář pro znakové sady: %s repertoáry znaků : %s lokalizační cesta: %s %s
TABULKA
TABULKA,yes
Čítač generátoru TLS oříznut! Prosím, tuto skutečnost nahlaste.
Typ tabulky : %s
Dočasná chyba při vyhodnocování jména
Soubor je používán
Následující seznam obsahuje všechny známé znakové sady. To nutně neznamená, že všechny kombinace těchto názvů mohou být použity pro argumenty Z a DO. Jedna znaková sada může být uvedena pod vícerými názvy (přezdívkami).
Vlastník bude nastaven podle současného uživatele, skupina na „%s“ a přístupová práva na „%o“. %s
Životnost :
Časovač vypršel
Text nadpisu použitý ve výstupní grafice
Příliš mnoho atributů
Příliš mnoho úrovní symbolických odkazů
Příliš mnoho odkazů
Překročen limit počtu otevřených souborů
V celém systému je příliš mnoho otevřených souborů
Překročen limit počtu procesů aktuálního uživatele
Příliš mnoho odkazů - nelze spojit
Příliš mnoho uživatelů
Sleduje běh programu a vypisuje právě prováděné funkce. --data=SOUBOR Nespustí program, jen vypíše data ze SOUBORU. -?,--help Vypíše tuto nápovědu a skončí --usage Vrátí krátký návod na použití -V,--version Vypíše informace o verzi a skončí Povinné argumenty dlouhých přepínačů jsou také povinné u odpovídajících krátkých přepínačů.
Trasovaný potomek byl zachycen (trap)
Překladač zemřel
Koncový komunikační bod je už připojen
Koncový komunikační bod není připojen
Více informací lze získat příkazem „%s --help“ nebo „%s --usage“.\n
Více informací získáte příkazem „ldd --help“.
Více informací získáte příkazy „%s --help“ nebo „%s --usage“.
Zkouší se %s…
NEZNÁMÝ
posun od UT mimo povolený rozsah
Totožnost NIS+ klienta nelze ověřit
Totožnost NIS+ serveru nelze ověřit
Zpětné volání nelze vytvořit
Na serveru nelze vytvořit proces
Neznámý (typ = %d, bitů = %d)
Neznámé klíčové slovo v .netrc: %s
Neznámá ELFCLASS v souboru %s.
Neznámý chybový kód služby NIS
Neznámý OS
Neznámé jméno databáze
Neznámá databáze: %s
Neznámý počítač
Neznámý objekt
Neznámá volba: %s %s %s
Neznámá chyba resolveru
Neznámá chyba serveru
Neznámý signál
Neznámá chyba ypbind
Nepárová ( or \(
Nepárová ) or \)
Neznámá proměnná „%s“
Použití: %s [-ef] [-F ZDROJOVÝ_SEZNAM] [-o SOUBOR] [-T CÍLOVÝ_SEZNAM] [--exit] [--follow] [--from ZDROJOVÝ_SEZNAM] [--output SOUBOR] [--to CÍLOVÝ_SEZNAM] [--help] [--usage] [--version] [--] SPUSTITELNÝ_PROGRAM [PŘEPÍNAČE_PROGRAMU…]\n
Použití: %s [-v SPECIFIKACE] JMÉNO_PROMĚNNÉ [CESTA]
Použití: getconf [-v SPEC] PROMĚNNÁ nebo: getconf [-v SPEC] PROMĚNNÁ_CESTY CESTA Získá konfigurační hodnotu proměnné PROMĚNNÁ nebo proměnné PROMĚNNÁ_CESTY pro cestu CESTA. Je-li uvedeno SPEC, vrátí hodnoty pro prostředí překladu SPEC.
Použití: ldd [PŘEPÍNAČ]… SOUBOR… --help vypíše tuto nápovědu a skončí --version vypíše informace o verzi a skončí -d, --data-relocs provede přemístění dat -r, --function-relocs provede přemístění dat a funkcí -u, --unused vypíše nepoužité přímé závislosti -v, --verbose vypíše všechny informace
Použití: lddlibc4 SOUBOR
Použití: sln zdroj cíl|soubor
Použití: xtrace [PŘEPÍNAČ]… PROGRAM [PŘEPÍNAČ_PROGRAMU]…\n
Použije KEŠ jako soubor s keší
Použije KONFIG jako konfigurační soubor
Použije oddělenou cache pro každého uživatele
Hodnota je příliš velká pro daný datový typ
Pozor: soubor, který nelze otevřít, bude ignorován: %s
Vykonaný příkaz dal podivný výsledek
Vypíše názvy dostupných znakových sad
Vypíše názvy dostupných národních prostředí
Vypíše názvy vybraných kategorií
Vypíše názvy vybraných klíčových slov
Zapsání výstup do souboru SOUBOR
Zápis kešovaných dat selhal
Zápis kešovaných údajů o rozšířeních selhal
Autor: %s.\n
Chybný typ média
Ano, 42 je smysl života
Tentokrát jste to skutečně zvoral
Koncový čas pokračovacího řádku Zone není větší než koncový čas předcházejícího řádku
[ADRESÁŘ…]
[SOUBOR…]
[SOUBOR]
„$program“ není spustitelný\n
„%.*s“ již definováno jako řadicí prvek
„%.*s“ již definovaná jako řadicí symbol
„%.*s“ již definováno v mapě znaků
„%.*s“ již definováno v repertoáru
Definice „%1$s“ nekončí „END %1$s“
„%s“ a „%.*s“ nejsou platné názvy pro symbolický rozsah
„%s“ nejsou správná profilovací data pro „%s“
kategorie „digit“ (číslice) nemá položky ve skupinách po deseti
přidat novou položku „%s“ typu %s pro %s fo keše%s
Hodnota ai_family není podporována
Hodnota ai_socktype není podporována
přetečení zarovnání
již běží
argument pro <%s> musí být jednoznakový
argument pro „%s“ musí být jednoznakový
auth_unix.c: Fatální chyba marshallingu
chybný argument
v hlavičce archivu je chybná magická hodnota
chybný vlastník
prázdná položka OD v řádku Link
blok uvolněn dvakrát
pochybný mcheck_status, knihovna je chybná
cache_set: nešlo alokovat vyrovnávací paměť pro rpc
cache_set: alokace nové položky cache se nezdařila
cache_set: oběť nenalezena
zkratku časového pásma pro použití ihned po časovém údaji nelze nelézt
CET nelze vypnout
číslo procedury %ld nelze znovu přidělit
k „%s“ nelze přistoupit
již načtené národní prostředí „%s“ nelze po druhé přidat
do archivu národního prostředí nelze přidávat
data pro vyhledávání adres nelze alokovat
nelze alokovat vyrovnávací paměť pro název objektu
paměť pro závislosti nelze alokovat
dynamický seznam nelze alokovat
nelze alokovat paměť pro hlavičku programu
nelze alokovat paměť uvnitř statického bloku TLS
nelze alokovat paměť pro záznam jména
paměť pro symboly nelze alokovat
seznam pro vyhledávání symbolů nelze alokovat
tabulku odkazů na verze nelze alokovat
po přemístění nelze nelze uplatnit dodatečnou ochranu paměti
k procesu %lu se nelze připojit
nelze změnit současný pracovní adresář na „/“
současný pracovní adresář nelze změnit na „/“: %s
ochrany paměti nelze změnit
přístupová práva k novému archivu národního prostředí nelze změnit
přístupová práva změněného archivu národního prostředí nelze změnit
nelze se přepnout do starého GID: %s, paranoidní režim se vypíná
nelze se přepnout do starého UID: %s, paranoidní režim se vypíná
nelze se přepnout do starého pracovního adresáře: %s, paranoidní režim se vypíná
deskriptor souboru nelze zavřít
%s nelze vytvořit, žádná trvalá databáze nebude použita
%s nelze vytvořit, sdílení není možno
nelze vytvořit priority HWCAP
nelze vytvořit kopii RUNPATH/RPATH
datové struktury TLS nelze vytvořit
rouru pro komunikaci s potomkem nelze vytvořit
keš pro vyhledávací cestu nelze vytvořit
nelze vytvořit seznam kvalifikací
adresář pro výstupní soubory nelze vytvořit
interní deskriptor nelze vytvořit
výstupní soubor „%s“ pro kategorii „%s“ nelze vytvořit
výstupní cestu „%s“ nelze vytvořit: %s
deskriptor jen-pro-čtení „%s“ nelze vytvořit: žádný mmap
seznam rozsahů nelze vytvořit
nelze vytvořit pole vyhledávacích cest
vyhledávací strom nelze vytvořit
deskriptor sdíleného objektu nelze vytvořit
dočasný soubor nelze vytvořit
název dočasného souboru nelze vytvořit
dočasný soubor nelze vytvořit: %s
nelze určit escapovací znak
název souboru nelze určit
spustitelný kód nelze dynamicky zavést
spustitelný kód nezávislý na umístění nelze dynamicky zavést
nemohu povolit spustitelnost zásobníku, jak vyžaduje sdílený objekt
soket nemůže přijímat spojení: %s
globální rozsah nelze rozšířit
soubor s archivem národního prostředí nelze rozšířit
programovou hlavičku procesu nelze nalézt
nelze vytvořit potomka pomocí fork()
výstupní soubor nelze vytvořit
nelze získat název současného pracovního adresáře: %s, vypínám paranoidní režim
o procesu %lu nelze získat údaje
žádost staré verze (%d) nelze zpracovat; aktuální verze je %d
soubor s archivem nelze inicializovat
pomocnou „%s“ nelze načíst kvůli prázdnému nahrazení dynamických řetězcových dílků
profilovací data nelze načíst
archiv „%s“ národního prostředí nelze zamknout
nový archiv nelze zamknout
segment nelze kvůli přemístění učinit zapisovatelný
hlavičku ze souboru s archivem nelze namapovat
databázový soubor nelze otevřít
soubor národního prostředí nelze namapovat
stránky pro tabulku fdesc nelze namapovat
stránky pro tabulku fptr nelze namapovat
nulami vyplněné stránky nelze mapovat
nelze otevřít
%s nelze otevřít
%s/task nelze otevřít
/proc/self/cmdline nelze otevřít: %m, paranoidní režim se vypíná
„%s“ nelze otevřít
databázový soubor „%s“ nelze otevřít
adresář „%s“ nelze otevřít: %s: ignorováno
vstupní soubor nelze otevřít
vstupní soubor „%s“ nelze otevřít
soubor „%s“ národního prostředí nelze otevřít
soubor „%s“ definice národního prostředí nelze otevřít
výstupní soubor nelze otevřít
výstupní soubor „%s“ nelze otevřít
výstupní soubor „%s“ pro kategorii „%s“ nelze otevřít
sdílený objektový soubor nelze otevřít
soket nelze otevřít: %s
čtení %s/task nelze připravit
všechny soubory v „%s“ nelze přečíst: ignorováno
hlavičku archivu nelze přečíst
adresář „%s“ znakových sad nelze načíst
z archivu národního prostředí nelze číst data
dynamickou sekci nelze přečíst
data ze souboru nelze načíst
hlavičku nelze přečíst
hlavičku ze souboru „%s“ nelze přečíst
zneplatněný ACK (potvrzení) nelze načíst
mapování odkazů nelze načíst
název objektu nelze přečíst
hlavičku programu nelze přečíst
interpretr programu nelze přečíst
r_debug nelze přečíst
statistické údaje nelze načíst
nový archiv nelze přejmenovat
dočasný soubor nelze přejmenovat
souboru s archivem nelze změnit velikost
segment prot nelze po reloc obnovit
nový repertoár znaků nelze uložit
kontext vzniku souboru „%s“ nelze nastavit
nad databázovým souborem nelze zavolat stat()
nelze vykonat stat() pro archiv národního prostředí „%s“
nad nově vytvořeným souborem nelze zavolat stat()
nelze získat informace o sdíleném objektu
výstupní soubory nelze do „%s“ zapsat
výsledek nelze zapsat: %s
statistiku nelze zapsat: %s
do databázového soubor %s nelze zapsat: %s
funkce cap_init() selhala
cap_set_proc selhala
znak „%s“ ve třídě „%s“ musí být ve třídě „%s“
znak „%s“ ve třídě „%s“ nesmí být ve třídě „%s“
znak <SP> není ve znakové sadě definován
znak L'\u%0*x' ve třídě „%s“ musí být ve třídě „%s“
znak L'\u%0*x' ve třídě „%s“ nesmí být ve třídě „%s“
třída znaků „%s“ již je definována
znaková sada „%s“ již je definována
znaková sada „%s“ není kompatibilní s ASCII, národní prostředí nebude v souladu s ISO C [--no-warnings=ascii]
soubor „%s“ znakové sady nebyl nalezen
znakové sady se uzamykacími stavy nejsou podporovány
kontroluje se sledovaný soubor „%s“: %s
potomek skončil se stavem %d
potomek byl ukončen signálem %d
kruhové závislosti mezi definicemi národního prostředí
clnt_raw.c: fatální chyba při serializaci hlavičky.
příkazová řádka
připojení na adresu %s:
konverze z „%s“ není podporována
konverze z „%s“ do „%s“ není podporována
převodní modul není dostupný
hodnota převodního poměru nesmí být nula
konverze zastavena kvůli problému při zápisu výstupu
konverze do „%s“ není podporována
konverze z „%s“ a do „%s“ není podporována
kopírovat přemístění proti nekopírovatelnému chráněnému symbolu
použita kopie, protože pevný odkaz selhal: %s
použita kopie, protože symbolický odkaz selhal: %s
proměnnou podmínky nebylo možné inicializovat
nebylo možné spustit jakékoliv výkonné vlákno, končím
nebylo možné spustit úklidové vlákno, končím
rpc server nebylo možno vytvořit
program %ld verze %ld nebylo možno zaregistrovat
databáze %s není podporována
databáze [klíč…]
Databáze pro %s je poškozena nebo vícenásobně používána. Je-li třeba, ručně odstraňte %s a restartuje.
výchozí soubor „%s“ znakové sady nebyl nalezen
zakáže kódování IDN
po chybě v čtení %d bylo zakázáno sledování pomocí inotify
sledování adresáře „%s“ pomocí inotify zakázáno: %s
sledování souboru „%s“ pomocí inotify zakázáno: %s
duplicitní definice <%s>
duplicitní definice skriptu „%s“
duplicitní klíč
duplicitní definice sady
duplicitní definice mapovaní „%s“
duplicitní identifikátor zprávy
duplicitní číslo zprávy
výpustkový rozsah musí být vyznačen dvěma operandy stejného typu
prázdné nahrazená dynamického řetězcového dílku (DST)
prázdný název souboru
enablecache: cache již je povolena
enablecache: cache nebylo možno alokovat
enablecache: nebylo možno alokovat místo pro data v cache
enablecache: nebylo možno alokovat frontu pro cache
výstupní kódování
kódování vstupního textu
chyba při zjišťování id volajícího: %s
chyba při přidávání rovnocenného řadicího symbolu
chyba během uzavírání vstupu „%s“
chyba během uzavírání výstupního souboru
chyba během uzavírání souboru profilovacích dat
chyba během načítání sdílených knihoven
chyba během čtení vstupu
chyba: nemáte oprávnění číst
spustitelný program „$program“ nenalezen\n
skončil s neznám výstupním kódem
očekávaný pokračovací řádek nebyl nalezen
jako argument pro „copy“ očekáván řetězec
středník přebývající na konci
hlídání souboru „%s“ se nepodařilo zahájit: %s
vytvoření nového archivu národního prostředí selhalo
sdílený objekt „%s“ se nepodařilo zavést
data symbolů se nepodařila načíst
namapování segmentu ze sdíleného objektu se nepodařilo
soubor profilovacích dat se nepodařilo namapovat mmapem
zrušení hlídání souboru „%s“ selhalo: %s
konverze se nezdařila
zapnout ochranu BTI se nezdařilo
nový databázový soubor se nezdařilo zapsat
chyba při načítání konfiguračního souboru, toto je fatální
chyba během zápisu dat kategorie „%s“
soubor %s je zkrácen
název souboru „%s“ začíná na „/“
část názvu souboru „%s“ obsahuje úvodní „-“
název souboru „%s“ obsahuje část „%.*s“
název souboru „%s“ obsahuje bajt „%c“
název souboru „%s“ obsahuje bajt „\%o“
název souboru „%s“ obsahuje příliš dlouhou část „%.*s…“
soubor není databází
velikost souboru nesouhlasí
soubor je příliš krátký
verze zicu před rokem 2015 nepodporovaly formát „%s“
verze zicu před rokem 2018 nepodporovaly desetiny sekund“
z keše %2$s uvolněno %1$zu bajtů
funkce fstat() skončila s chybou
smetí na konci specifikace kódu znaku
smetí na konci čísla
vytvoří graf volání
vytvoří jednoduchý profil s počty a tiky
getgrouplist (získej seznam skupin) selhalo
handle_request: žádost přijata (verze = %d)
handle_request: žádost přijata (verze = %d) od PID %ld
někde existuje pevný odkaz
má znaky jiné jež písmena nebo číslice z ASCII nebo „-“ nebo „+“
má méně než 3 znaky
má více něž 6 znaků
velikost hlavičky nesouhlasí
šestnáctkový formát rozsahu by měl používat jen velká písmena
událost inotify pro „%s“ ignorována (soubor existuje)
chybná escape-sekvence na konci řetězce
nepovolená vstupní sekvence na pozici %Zd
nepovolená vstupní sekvence na pozici %ld
nepovolené číslo sady
implementační omezení: maximální počet tříd znaků je %Zd
implementační omezení: maximální počet znakových sad je %d
neslučitelný přepínač -b
nekompletní znak nebo shift sekvence na konci vyrovnávací paměti
neúplná sada souborů národních prostředí v „%s“
prvotní získání seznamu skupin (getgrouplist) selhalo
vstupní řádek neznámého typu
přetečení celočíselné hodnoty
vnitřní chyba (nepřípustný deskriptor)
vnitřní chyba ve funkci %s na řádku %u
vnitřní chyba: symidx mimo rozsah tabulky fptr
neplatná položka KOREKCE v řádku Leap
neplatný hlavička ELF
neplatná položka Rolling/Stationary na řádku Leap
neplatné posunutí vůči UT
neplatný formát zkratky
chybný znak: zpráva ignorována
neplatný den měsíce
chybná definice
zadáno nepřípustné kódování
neplatný koncový rok
chybná escape sekvence
neplatný přestupný rok
chybný řádek
neplatný režim
neplatný mód pro dlopen()
neplatný parametr režimu
neplatný název měsíce
nepovolené názvy pro rozsah znaků
neplatný jmenný prostor
neplatný přepínač: -b „%s“
chybný soubor „%s“ s trvalou databází: %s
neplatná velikost ukazatele
neplatné ID procesu „%s“
chybný znak s uvozovkami
neplatný uložený čas
neplatný počáteční rok
neplatný cílový jmenný prostor v dlmopen()
neplatné ID vlákna „%s“
neplatný denní čas
neplatný název dne
zneplatnění selhalo
délka klíče v žádosti je příliš dlouhá: %d
poslední čas Leap nepředchází času Expires
ldd: přepínač „$1“ není jednoznačný
přestupná sekunda předchází počátek epochy
libc4 knihovna %s je ve špatném adresáři
libc5 knihovna %s je ve špatném adresáři
libc6 knihovna %s je ve špatném adresáři
knihovny %s a %s z adresáře %s mají stejný název (soname), ale rozdílný typ.
odkaz na odkaz
vypíše všechny známé znakové sady
národní prostředí „%s“ není v archivu
národní prostředí „%s“ již existuje
soubor „%s“ s přezdívkami národních prostředí není k nalezení
jméno národního prostředí by mělo být tvořeno jen přenositelnými znaky
Soubor locale.alias, který bude použit při vytváření archivu
funkce lstat() skončila s chybou
makecontext: nevím, jak zpracovat více jak 8 argumentů
deformovaný řádek bude ignorován
maximální velikost souboru pro databázi %s je příliš malá
paměť před začátkem přiděleného bloku přepsána
paměť za koncem přiděleného bloku přepsána
paměť je konzistentní, knihovna je chybná
memusage: přepínač „${1##*=}“ není jednoznačný
memusage: nerozpoznaný přepínač „$1“
postrádám souborové argumenty
mmap na souboru s keší selhala.
sledovaný soubor „%s“ se změnil (změna času obsahu)
sledovaný soubor „%s“ byl %s, začíná se hlídat
sledovaný soubor „%s“ byl %s, hlídání se ruší
do sledovaného souboru „%s“ bylo zapsáno
sledovaný rodičovský adresář „%s“ byl %s, ruší se hlídání „%s“
sleduje se adresář „%s“ (%d)
sleduje se soubor %s pro databázi %s
sleduje se soubor „%s“ (%d)
více jak jeden dynamický segment
více řádků Expires
Při použití -r je třeba zadat absolutní jméno konfiguračního souboru
je třeba být nainstalován se SUID bitem a vlastníkem „root“
nikdy neregistrovaný program %d
hodnota <Uxxxx> nebo <Uxxxxxxxx> nebyla zadána
žádná proměnná prostředí pro zónu podle POSIXU
nebyly zpracovány žádné záznamy
nedefinovány žádné vstupní číslice a žádná standardní jména v mapě znaků
Žádná další paměť pro databázi „%s“
pro dlmopen() již není dostupný žádný další jmenný prostor
při použití „copy“ není dovoleno použít žádné jiné klíčové slovo
nedefinovány žádné výstupní číslice a žádná standardní jména v mapě znaků
výstupní soubor nebyl vytvořen, protože se vyskytly chyby
výstupní soubor nebyl vytvořen, protože se vyskytla varování
žádné symbolické jméno nebylo zadáno
žádné symbolické jméno nebylo pro konec rozsahu zadáno
žádné platné záznamy v %s/task
k výstupní cestě „%s“ chybí práva na zápis: %s
nekanonický odkaz na kanonickou chráněnou funkci
nenulová výplň v e_ident
ne všechny znaky použité v „outdigit“ (výstupní číslice) jsou dostupné v mapě znaků
ne všechny znaky použité v „outdigit“ (výstupní číslice) jsou dostupné v repertoáru
není obyčejným souborem
konfigurace nscd: %15d úroveň ladění serveru
nscd neběží!
počet bajtů sekvence pro počátek a konec rozsahu není stejný: %d vs. %d
objektový soubor nemá žádnou dynamickou sekci
objektový soubor nemá žádné nahratelné segmenty
vynechá nepřípustné znaky na výstupu
jen ET_DYN a ET_EXEC mohou být nahráni
definici CHARMAP mohou následovat pouze definice WIDTH
pořadí „%.*s“ již definováno v %s:%Zu
výstupní soubor
parametr je nullový nebo prázdný
pmap_getmaps.c: problém s RPC
poll: chyba protokolu během přípravy okruhu
prctl(KEEPCAPS) selhalo
klienty starší roku 2014 mohou chybně pracovat s více než 1200 přechodovými časy
předčasný konec definice „translit_ignore“
předchozí definice byla zde
vypíše seznam symbolů a počet jejich použití
vypisuje informace o průběhu
problémy během čtení „%s“
proces %lu není programem ELF
profilovací data „%s“ nesouhlasí se sdíleným objektem „%s“
poskytnout přístup na deskriptor souboru %d pro %s
čistím keš %s, čas %ld
rcmd: %s: krátce načteno
rcmd: Nelze alokovat paměť
rcmd: poll (nastavování stderr): %m
rcmd: soket: Volný port nebyl nalezen
rcmd: write (nastavování stderr): %m
znovuspuštění selhalo: %s, paranoidní režim se vypíná
chyba při čtení hlavičky ELF
chyba při načítání tabulky řetězců z hlavičky sekce
čtení hlaviček sekcí selhalo
přeložte sdílený objekt se zapnutou podporou IBT
přeložte sdílený objekt se zapnutou podporou SHSTK
vzorové klienty chybně zpracovávají více než %d přechodových časů
registerrpc: nedostatek paměti
pro vybudování keše byla použita relativní cesta „%s“
soubor „%s“ repertoáru znaků nebyl nalezen
požadavek z %ld neobsloužen kvůli chybějícím právům
požadavek z „%s“ [%ld] neobsloužen kvůli chybějícím právům
požadavek neobsloužen kvůli chybějícím právům
výsledné bajty rozsahu nejsou reprezentovatelné.
pravidlo zasahuje za začátek/konec měsíce, verze zicu před rokem 2004 nebudou fungovat
stejné jméno pravidla je použito ve více souborech
bezpečné služby již nejsou implementovány
funkce setgroups() selhala
sdílený objekt nebylo možné načíst funkcí dlopen()
sdílený objekt není otevřen
neúplné čtení klíče žádosti: %s
neúplné čtení žádosti: „%s“
neúplný zápis v %s(): %s
přetečení velikosti
soket: chyba protokolu při přípravě okruhu
úvodní a závěrečná sekvence znaků rozsahu musí mít stejnou délku
počáteční rok větší než koncový
volání stat nad souborem „%s“ selhalo, zkusí se později: %s
stat() na „%s“ selhal: %s: ignorováno
navrhovaná velikost tabulky pro databázi %s je větší než tabulka trvalých databází
potlačí varování
svc_run: – nedostatek paměti
svc_run: služba poll selhala
svc_tcp.c – při getsockname nebo listen vznikla chyba
svc_tcp.c – při vytváření tcp soketu vznikla chyba
svc_unix.c – při vytváření AF_UNIX soketu vznikla chyba
svc_unix.c – při getsockname nebo listen vznikla chyba
svcudp_create - při getsockname vznikla chyba
svcudp_create: soket nelze vytvořit
svcudp_create: xp_pad je pro IP_PKTINFO příliš malý
symbol „%.*s“ není v mapě znaků
symbol „%.*s“ není v mapě repertoárů
symbol „%s“
symbol „%s“ má stejné kódování jako
symbol „%s“ nedefinován
chyba při vyhledávání symbolu
použit symbolický odkaz, protože pevný odkaz selhal: %s
syntaktická chyba v definici %s: %s
syntaktická chyba v prologu: %s
syntaktická chyba v definici repertoáru znaků: %s
syntaktická chyba: není uvnitř sekce pro definici národního prostředí
toto je první definice
přetečení času
čas je příliš velký
čas je příliš malý
zkratka časové zóny nesouhlasí se standardem POSIX
zkratka časové zóny má méně než 3 znaky
zkratka časové zóny má příliš mnoho znaků
horní mez rozsahu <U%0*X> je menší než dolní mez <U%0*X>
sekvence znaků horní meze je menší než sekvence dolní meze
v kódu znaku je příliš málo bajtů
v kódu znaku je příliš mnoho bajtů
příliš mnoho chyb, vzdávám to
příliš mnoho přestupných sekund
příliš mnoho lokálních časových typů
příliš mnoho přechodových časů
příliš mnoho nebo příliš dlouhé zkratky časového pásma
smetí na konci řádku
problémy při odpovídání programu %d
dvě pravidla pro stejný okamžik
zadán jeden rok
vyrovnávací paměť pro vstup nelze alokovat
argumenty nelze uvolnit
není definováno
neinicializovaná hlavička
neznámý znak „%s“
neznámá direktiva „%s“: řádek ignorován
neznámá chyba funkce iconv() (%d)
neznámý název „%s“
neznámá sada „%s“
neznámá specifikace „%s“
nerozpoznaný přepínač
nepodporovaný požadavek dlinfo
neukončená zpráva
neukončený řetězec
neukončené symbolické jméno
horní mez rozsahu je menší než dolní mez
použití 29. února v nepřestupném roce
hodnota pro %s musí být celé číslo
hodnota pro <%s> musí být 1 nebo větší
hodnota <%s> musí být větší nebo rovna hodnotě <%s>
verze zicu před rokem 2007 nepodporovaly hodnoty nad 24 hodin
ověření selhalo
chyba při vyhledávání verze
pozor: Proměnná LOCPATH je nastavena na „%s“
varování: nemáte práva ke spuštění
během vkládání do vyhledávacího stromu
během otvírání starého katalogu
během přípravy výstupu
během funkce stat() na soubor profilovacích informací
divoké určení zic_t v době překladu
spolu s hodnotami UCS rozsahu se musí použít šestnáctková symbolická výpustka „..“
spolu s hodnotami rozsahu kódů znaku se misí použít absolutní výpustka „...“
s hodnotami symbolického jmenného rozsahu nelze použit absolutní výpustku „...“
neúplný zápis
zapisovatelný nejen pro vlastníka
chybná třída ELF: ELFCLASS32
chybná třída ELF: ELFCLASS64
chybný počet argumentů
špatný počet položek v řádku Expires
špatný počet položek v řádku Leap
špatný počet položek v řádku Link
špatný počet položek v řádku Rule
špatný počet položek v pokračovacím řádku Zone
špatný počet položek v řádku Zone
xtrace: nerozpoznaný přepínač „$1“\n
typ roku „%s“ je zastaralý, místo něj použijte „-“
yp_update: název počítače nelze konvertovat na síťový název
yp_update: adresu serveru nelze zjistit
--usestd3asciirules Zapne pravidla STD3 ASCII --no-alabelroundtrip Vypne vyhledávání pomocí A-jmenovek --debug Vypíše ladicí informace --quiet Pracuje potichu
-T, --tr46t Zapne přechodné zpracování podle TR46 -N, --tr46nt Zapne nepřechodné zpracování podle TR46 --no-tr46 Vypne zpracování podle TR46
-d, --decode Dekóduje doménové jméno (punycode) -l, --lookup Vyhledá doménové jméno (výchozí) -r, --register Registruje jmenovku
-h, --help Vypíše nápovědu a skončí -V, --version Vypíše verzi a skončí
vyhledávání pomocí A-jmenovky selhalo
Znaková sada: %s
IDNA2008 (internacionalizovaná doménová jména) převádí ŘETĚZCE nebo standardní vstup.
Další informace získáte příkazem „%s --help“.
Pište po jednom vstupním řetězci na jednom řádku zakončeným znakem nového řádku.
Použití: %s [PŘEPÍNAČ]… [ŘETĚZEC]…
řetězec nebylo možné převést do UTF-8
nebylo možné určit formát kódování národního prostředí
jmenovka domény má znak zakázaný v nepřechodném režimu (TR46)
jmenovka domény má znak zakázaný v přechodném režimu (TR46)
jmenovka domény má zakázanou tečku (TR46)
jmenovka domény je delší než 63 znaků
doménové jméno je delší než 255 znaků
vstupní jmenovky A a U si neodpovídají
vstupní jmenovka A není platná
chyba na vstupu
převod punycode vyústil v přetečení
data kódovaní v punycode budou příliš velká
řetězec obsahuje znak kontextu J s nulovým pravidlem
řetězec obsahuje znaku kontextu O s nulovým pravidlem
řetězec obsahuje nedovolený znak
řetězec obsahuje zakázaný znak kontextu J
řetězec obsahuje zakázaný znak kontextu O
řetězec obsahuje zakázaný úvodní kombinující znak
řetězec obsahuje zakázaný vzor se dvěma spojovníky
řetězec obsahuje neplatný data punycode
řetězec obsahuje nepřiřazenou kódovou pozici
řetězec nebylo možné znormalizovat do NFC
chyba kódování řetězce
řetězec má zakázané příkazy pro směr textu
řetězec není ve formátu Unicode NFC
znak začíná/končí na zakázaný spojovník
úspěch
na znaku %s
AuthenticationSASLFinal obdržena od serveru, ale SASL authentizace nebyla dokončena
NÁZEV SLOUPCE: %s
NÁZEV OMEZENÍ: %s
KONTEXT: %s
COPY IN status musí být nejdříve ukončen
COPY OUT status musí být nejdříve ukončen
COPY bylo ukončeno novým PQexec
Crypt autentizace není podporována
NÁZEV DATOVÉHO TYPU: %s
GSSAPI autentizace není podporována
Přetrvávající chyba GSSAPI
GSSAPI šifrování je vyžadováno ale bylo nemožné (možná kvůli chybějící credential cache, podpoře na serveru, nebo používání lokálního socketu)
chyba importu GSSAPI jména
DOPORUČENÍ: %s
IPv6 adresa hostitele v URI nesmí být prázdná: "%s"
Kerberos 4 autentizace není podporována
Kerberos 5 autentizace není podporována
ŘÁDKA %d:
UMÍSTĚNÍ:
POZNÁMKA
PGEventProc "%s" selhalo během události PGEVT_CONNRESET
PGEventProc "%s" selhala během události PGEVT_RESULTCREATE
PGresult nemůže podporovat více než INT_MAX řádek
PGresult není chybový výsledek
PQexec není povoleno během COPY BOTH
DOTAZ: %s
NÁZEV SCHÉMATU: %s
SCM_CRED metoda autentizace není podporována
SSL SYSCALL chyba: %s
SSL SYSCALL chyba: detekován EOF
jméno SSL certifikátu obsahuje vloženou null hodnotu
SSL certifikátu chybí položka name
SSL spojení bylo neočekávaně ukončeno
SSL chybový kód %lu
SSL chyba: %s
SSPI autentizace není podporována
Přetrvávající chyba SSPI
NÁZEV TABULKY: %s
Toto může znamenat že server nepodporuje verzi SSL protokolu mezi %s a %s.
Cesta k unixovému "%s" je příliš dlouhá (maximum %d bytů)
UPOZORNĚNÍ: Soubor s hesly "%s" má přístupová práva pro čtení pro skupinu nebo všechny uživatele; práva by měla být u=rw (0600)
VAROVÁNÍ: soubor s hesly "%s" není prostý (plain) soubor
WARNING: hodnota sslpassword oříznuta
WSAIoctl(SIO_KEEPALIVE_VALS) selhalo: %ui
zpracovává se již jiný příkaz
agrument pro lo_read přesahuje rozsah typu integer
argument pro lo_truncate přesahuje rozsah typu integer
agrument pro lo_write přesahuje rozsah typu integer
atribut nemá žádnou hodnotu při LDAP vyhledávání
autentizační metoda %u není podporována
nelze určit OID funkce lo_close
nelze určit OID funkce lo_create
nelze určit OID funkce lo_create
nelze určit OID funkce lo_lseek
nelze určit OID funkce lo_lseek64
nelze určit OID funkce lo_open
nelze určit OID funkce lo_tell
nelze určit OID funkce lo_tell64
nelze určit OID funkce lo_truncare
nelze určit OID funkce lo_truncare64
nelze určit OID funkce lo_unlink
nelze určit OID funkce loread
nelze určit OID funkce lowrite
certifikát nelze získat: %s
certifikát nesouhlasí se souborem privátního klíče "%s": %s
certifikát je přítomen, ale soubor privátního klíče ne "%s"
channel binding je vyžadován, ale klient ho nepodporuje
channel binding je vyžadováno, ale server nenabídl methodu autentizace které channel binding podporuje
channel binding je vyžadován ale není podporován autentizační metodou serveru
channel binding vyžadováno, ale SSL není zapnuto
channel binding vyžadováno, ale server authentizoval klienta bez channel binding
klient se pokusil zaslat příliš velký GSSAPI packet (%zu > %zu)
číslo sloupce %d je mimo rozsah 0..%d
řetězec příkazu je prázdný ukazatel
spojení je ve špatném stavu
spojení není otevřeno
pointer spojení je NULL
nelze získat SSPI credentials
nelze navázat spojení se serverem: %s Je spuštěn server lokálně a akceptuje spojení pomocí Unix soketu "%s"?
nelze navázat spojení se serverem: %s Je server na "%s" (%s) spuštěn a akceptuje TCP/IP spojení na portu %s?
nelze navázat spojení se serverem: %s Je server na "%s" spuštěn a akceptuje TCP/IP spojení na portu %s?
nelze vytvořit LDAP strukturu
nelze vytvořit SSL kontext: %s
nelze vytvořit soket: %s
nelze určit podepisovací algoritmus serverového certifikátu
nelze zakódovat client proof
nelze zakódovat nonce
nelze vytvořit SSL spojení: %s
nelze nalézt digest pro NID %s
nelze vygenerovat nonce
nelze vygenerovat hash peer cerfitikátu
nelze získat adresu klienta ze soketu: %s
nelze určit domácí adresář pro nalezení souboru s kořenovým certifikátem Buď poskytněte soubor nebo změňte ssl mód tak, aby neověřoval certifkát serveru.
nelze získat informace (credentials) protistrany: %s
ze serverového certifikátu nelze získat host name serveru
nelze obdržet chybový status soketu: %s
nelze inicializovat SSL engine "%s": %s
nelze inicializovat GSSAPI bezpečnostní kontext
nelze interpretovat výsledek ze serveru: %s
nelze nahrát SSL engine "%s": %s
nelze načíst soubor privátního klíče "%s" z enginu "%s": %s
nelze načíst soubor privátního klíče "%s": %s
nelze vyhledat lokálního uživatele ID %d: %s
nelze otevřít zapisovatelné spojení na server "%s:%s"
nelze napárovat %d jmen hostů na %d hostaddr hodnot
nelze napárovat %d čísel portů na %d hostů
nelze otevřít soubor s certifikátem "%s": %s
nelze otevřít soubor "%s": %s
nelze naparsovat síťovou adresu "%s": %s
nelze číst soubor s certifikátem "%s": %s
nelze číst ze souboru "%s": %s
nelze číst soubor privátního klíče "%s" z enginu "%s": %s
nelze číst soubor s kořenovým certifikátem "%s": %s
nelze přijmout data ze serveru: %s
nelze zaslat GSSAPI negociační packet: %s
nelze poslat SSL "negotiation paket": %s
nelze poslat data na server: %s
nelze poslat počáteční paket: %s
nelze nastavit maximální verzi SSL protokolu: %s
nelze nastavit minimální verzi SSL protokolu: %s
nelze nastavit "no delay" mód TCP soketu: %s
nelze nastavit soket do close-on-exec módu: %s
soket nelze nastavit do neblokujícího módu: %s
nemohu přeložit cestu Unix-domain soketu "%s" na adresu: %s
nemohu přeložit jméno hostitele "%s" na adresu: %s
nelze zapsat do souboru "%s": %s
definice služby "%s" nenalezena
duplikátní GSS autentizační požadavek
duplicitní SASL autentizační požadavek
duplicitní SSPI autentizační požadavek
při hledání odpovídajícího znaku "]" v IPv6 adrese hostitele byl dosažen konec řetězce URI: "%s"
server zaslal chybu v rámci SCRAM výměny: %s
očekáván byl autentizační dotaz ze serveru, ale přijat byl %c
přebytečný oddělovač klíče/hodnoty "=" v URI parametru dotazu: "%s"
přebytečná data v "D" zprávě
přebytečná data v "T" zprávě
přebytečná data v "t" zprávě
zakázaná hodnota %%00 v procenty-k´odované hodnotě: "%s"
funkce vyžaduje protokol alespoň 3.0 a vyšší
gssencmode hodnota "%s" je neplatná při nezakompilované GSSAPI podpoře
host musí být specifikován
host musí být specifikován pro ověřené SSL spojení
příchozí GSSAPI zpráva nepoužívala důvěrnost (confidentiality)
nekompletní multibyte znak
chybná signatura serveru
nedostatek dat v "D" zprávě
nedostatek dat v "T" zprávě
pqGetInt nepodporuje integer velikosti %lu
pqPutInt nepodporuje integer velikosti %lu
neplatný ExecStatusType kód
naplatné LDAP URL "%s": neplatný číslo portu
neplatné LDAP URL "%s": chybí rozlišující jméno
neplatné LDAP URL "%s": musí mít právě jeden atribut
naplatné LDAP URL "%s": musí mít vyhledávací rozsah (base/one/sub)
naplatné LDAP URL "%s": není filter
naplatné LDAP URL "%s": schéma musí být ldap://
chybný stav SCRAM výměny
chybná SCRAM odpověď (nonce neodpovídá)
neplatný rozsah verzí SSL protokolu
neplatné URI propagované do interní procedury parseru: "%s"
neplatný parametr v URI dotazu: "%s"
neplatná hodnota channel_binding: "%s"
neplatný parametr spojení "%s"
neplatný stav spojení %d, pravděpodobně způsobený poškozením paměti
neplatný stav spojení, pravděpodobně způsobený poškozením paměti
invalid gssencmode gssencmode: "%s"
chybná integer hodnota "%s" pro volbu spojení "%s"
neplatný procenty-kódovaný token "%s"
neplatné číslo portu: "%s"
neplatný status spojení %c, pravděpodobně způsobený poškozením paměti
chybný socket
neplatná hodnota ssl_max_protocol_version: "%s"
neplatná hodnodta ssl_min_protocol_version: "%s"
neplatná hodnota sslmode: "%s"
neplatný status %c, pravděpodobně způsobený poškozením paměti
neplatná hodnota target_session_attrs: "%s"
neplatná hodnota "%s" pro maximální verzi SSL protokolu
neplatná hodnota "%s" pro minimální verzi SSL protokolu
parametr keepalives musí být celé číslo
délka musí být specifikována pro binarní parametr
řádek %d v souboru se seznamem služeb "%s" je příliš dlouhý
lokální uživatel s ID %d neexistuje
vyhledávání na LDAP serveru selhalo: %s
ztráta synchronizace se serverem, resetuji spojení
ztracena synchronizace se serverem: obdržena zpráva typu "%c", délky %d
poškozená SCRAM zpráva (očekáván atribut "%c")
poškozená SCRAM zpráva (prázdná zpráva)
poškozená SCRAM zpráva (očekáván znak "=" pro atribut "%c")
poškozená SCRAM zpráva (smetí na konci server-final-message)
poškozená SCRAM zpráva (smetí na konci server-first-message)
poškozená SCRAM zpráva (chybný počet iterací)
poškozená SCRAM zpráva (chybná salt hodnota)
poškozená SCRAM zpráva (chybná signatura serveru)
poškozená SCRAM zpráva (délka neodpovídá)
obsah zprávy nesouhlasí s délkou v typu zprávy "%c"
zpráva typu 0x%02x přišla ze serveru během nečinnosti
chybné "=" po "%s" v informačním řetězci spojení
chybějící oddělovač klíče/hodnoty "=" v URI parametru dotazu: "%s"
nalezen více jak jeden záznam při LDAP vyhledávání
vnořené specifikace služeb nejsou podporovány v service souboru "%s", řádek %d
COPY se neprovádí
žádný chybový kód SSL nebyl hlášený
není spojení se serverem
nebyl nalezen žádný záznam při LDAP vyhledávání
chybová zpráva není k dispozici
žádný ze SASL authentizačních mechanismů serveru není podporován
počet parametrů musí být mezi 0 a 65535
při alokaci GSSAPI bufferu došla paměť (%d)
při alokaci SASL bufferu došla paměť (%d)
při alokaci SSPI bufferu došla paměť (%d)
nedostatek paměti pro výsledek dotazu
odchozí GSSAPI zpráva by nepoužívala důvěrnost (confidentiality)
příliš velký GSSAPI packet zaslán serverem (%zu > %zu)
číslo parametru %d je mimo rozsah 0..%d
heslo načteno ze souboru "%s"
hodnota password_encryption je příliš dlouhá
soubor s privátním klíčem "%s" má povolená přístupová práva pro skupinu nebo všechny uživatele; práva by měla být u=rw (0600) nebo přísnější
chyba protokolu: id=0x%x
dotaz inicializující "large object" funkce nevrátil data
přijata neplatná odpověď na GSSAPI negotiation: %c
přijata neplatná odpověď na SSL negotiation: %c
parametr requirepeer není na této platformě podporován
requirepeer obsahuje "%s", ale skutečné jméno peera je "%s"
soubor s kořenovým certifikátem "%s" neexistuje poskytněnte soubor nebo změntě ssl mód tak, aby neověřoval certifkát serveru.
číslo řádky %d je mimo rozsah 0..%d
select() selhal: %s
serverový certifikát pro "%s" nesouhlasí s jménem serveru (host name) "%s"
server neočekávaně ukončil spojení Toto pravděpodobně znamená, že byl ukončen nestandardně před nebo během vykonávání požadavku.
server nepodporuje SSL, leč SSL je vyžadováno
server nepodporuje GSSAPI šifrování, to ale bylo vyžadováno
server nabídl SCRAM-SHA-256-PLUS authentizaci přes ne-SSL spojení
server odeslal binární data ("B" zpráva) bez předchozího popisu řádky ("T" zpráva)
server odeslal data ("D" zpráva) bez předcházejícího popisu řádky ("T" zpráva)
server odeslal data ("D" zpráva) bez předchozího popisu řádky ("T" zpráva)
soubor se seznamem služeb "%s" nebyl nalezen
setsockopt(%s) selhalo: %s
size_t přetečení
hodnota sslmode "%s" je neplatná pokud není zakompilována podpora SSL
název výrazu je prázdný ukazatel
syntaktická chyba v souboru se seznamu služeb "%s", řádek %d
test "SHOW transaction_read_only" selhal na serveru "%s:%s"
časový limit (timeout) uběhl
neočekávaný asyncStatus: %d
neočekávaný znak "%c" na pozici %d v URI (očekáváno ":" nebo "/"): "%s"
neočekávaný znak %c následuje prázdnou odezvu dotazu("I" zpráva)
neočekávaný počet položek v "D" zprávě
neočekávaná zpráva ze serveru během startu
neočekávaná odpověď serveru; předchozí znak byl "%c"
neočekávaná podoba výsledku pro SHOW
neznámý chybový kód SSL: %d
neznámý algoritmus pro šifrování hesla "%s"
neznámá chyba socketu: 0x%08X/%d
neukončený řetězec v uvozovkách v informačním řetězci spojení
vyhledání uživatele selhalo: chybový kód %lu
zápis na server selhal
$ Vyhledávacích cest „vpath“: %u
# %u implicitních pravidel, %u (%.1f %%) koncových
# Hodnot proměnných specifických pro vzor: %u
# Adresáře
# Soubory
# Konec databáze maku v %s
# Obecná vyhledávací cesta (proměnná „VPATH“): #
# Implicitní pravidla
# Databáze maku vypsána v %s
# Žádná obecná vyhledávací cesta (proměnná „VPATH“).
# Žádná implicitní pravidla.
# Žádné hodnoty proměnných specifických pro vzor.
# Hodnoty proměnných specifických pro vzor
# Vyhledávací cesty VPATH
# Proměnné
# Statistika hašovací tabulky souborů: #
%s Žádná keš řetězců
%s užito z keše řetězců: %lu (%lu) / řetězců = %lu / úložiště = %lu B / prům. = %lu B
%s vytížení keše řetězců: dotazů = %lu / poměr nálezů = %lu %%
Napočítáno %d argumentů v selhaném spuštění
Tento program byl sestaven pro %s
Tento program byl sestaven pro %s (%s)
Filtr neošetřených výjimek zavolán z programu %s Kód výjimky = %lx Příznaky výjimky = %lx Adresa výjimky = 0x%p
--debug[=PŘÍZNAKY] Vypisuje ladicí údaje rozličných druhů.
--no-print-directory Vypne -w, i kdyby byl zapnut implicitně.
--no-silent Opisuje návod (vypne režim --silent).
--trace Vypisuje trasovací údaje.
--warn-undefined-variables Upozorní, kdykoliv je odkazováno na nedefinovanou proměnnou.
-B, --always-make Bezpodmínečně vyrobí všechny cíle.
-C ADRESÁŘ, --directory=ADRESÁŘ Před děláním čehokoliv se přepne do ADRESÁŘE.
-E ŘETĚZEC, --eval=ŘETĚZEC Vyhodnotí ŘETĚZEC jako kód makefilu.
-I ADRESÁŘ, --include-dir=ADRESÁŘ Vložené makefily hledá v ADRESÁŘI.
-L, --check-symlink-times Použije nejnovější čas změny obsahu z časů symbolických odkazů a cíle.
-O[DRUH], --output-sync[=DRUH] Synchronizuje výstup souběžných úloh podle DRUHU.
-R, --no-builtin-variables Vypne vestavěné nastavení proměnných.
-S, --no-keep-going, --stop Vypne -k.
-W SOUBOR, --what-if=SOUBOR, --new-file=SOUBOR, --assume-new=SOUBOR Považuje SOUBOR za nekonečně nový.
-b, -m Ignoruje se kvůli kompatibilitě.
-d Vypisuje mnoho ladicích údajů.
-e, --environment-overrides Proměnné prostředí přebijí ty z makefilu.
-f SOUBOR, --file=SOUBOR, --makefile=SOUBOR Načte SOUBOR coby makefile.
-h, --help Vypíše tuto zprávu a skončí.
-i, --ignore-errors Ignoruje chyby z návodů.
-j [N], --jobs[=N] Dovolí nejvíce N úloh najednou; nekonečno úloh bez argumentu.
-k, --keep-going Pokračuje, když některé cíle nelze vyrobit.
-l [N], --load-average[=N], --max-load[=N] Nespouští souběžné úlohy, dokud zátěž neklesne pod N.
-n, --just-print, --dry-run, --recon Ve skutečnosti nevykoná žádný návod, pouze jej vypíše.
-o SOUBOR, --old-file=SOUBOR, --assume-old=SOUBOR Považuje SOUBOR za velmi starý a znovu jej nevyrobí.
-p, --print-data-base Vypíše vnitřní databázi programu make.
-q, --question Nespustí žádný návod. Návratový kód řekne, jestli je aktuální.
-r, --no-builtin-rules Vypne vestavěná implicitní pravidla.
-s, --silent, --quiet Neopisuje návod.
-t, --touch Namísto výroby cílů jim změní čas.
-v, --version Vypíše číslo verze programu make a skončí.
-w, --print-directory Vypisuje aktuální adresář.
Datum %s
Ignoruje se název „%s“ z VPATH.
UID = %d, GID = %d, práva = 0%o
(vestavěný):
(obraz paměti uložen)
(nestarat se)
(z „%s“, řádek %lu)
(z „%s“, řádek %lu):
(ignorováno)
(název může být zkrácen)
(žádný výchozí cíl)
(žádný expanze ~)
(vzdálený)
(vyhledávací cesta)
souborů,
nemožností
nemožností v %lu adresářích.
zatím.
# Default, MAKEFILES nebo -include/sinclude makefile.
# Rovněž vyrábí:
# Vestavěné pravidlo
# Cíl příkazové řádky.
# Návod pro závislosti se právě vykonává (TOTO JE CHYBA).
# Aktualizace selhala.
# Soubor neexistuje.
# Soubor byl aktualizován.
# Soubor nebyl aktualizován.
# Soubor je mezilehlá prerekvizita.
# Soubor je velmi starý.
# Hledalo se za pomoci implicitních pravidel.
# Nehledalo se za pomoci implicitních pravidel.
# Kořen implicitního/statického vzoru: „%s“
# Neplatná hodnota v členu „command_state“!
# Obsah naposledy změněn v %s
# Čas změny obsahu se nikdy nekontroluje.
# Je třeba aktualizovat (-q je nastaveno).
# Falešný cíl (prerekvizita k .PHONY).
# Cenný soubor (prerekvizita k .PRECIOUS).
# Návod se právě vykonává (TOTO JE CHYBA).
# Úspěšně aktualizováno.
# spustitelný návod
# %s (zařízení %d, iuzel [%d,%d,%d]):
# %s (zařízení %d, iuzel [%d,%d,%d]): nebylo možné otevřít.
# %s (zařízení %ld, iuzel %ld):
# %s (zařízení %ld, iuzel %ld): nebylo možné otevřít.
# %s (klíč %s, čas změny obsahu %I64u):
# %s (klíč %s, čas změny obsahu %I64u): nebylo možné otevřít.
# %s: nebylo možné nad ním zavolat stat().
# Žádné vyhledávací cesty „vpath“.
# Není cílem:
# Statistika hašovací tabulky: #
# statistika hašovací tabulky pro množinu proměnných:
Proměnná $SHELL se změnila (byla „%s“, nyní je „%s“)
%s (řádek %d) Chybný kontext shellu (!unixy && !batch_mode_shell)
%s současná keš: velikost = %hu B / užito = %hu B / počet = %hu / prům. = %u B
%s volno dalších: celkem = %lu B / max. = %lu B / min. = %lu B / prům. = %hu B
%s užito dalších: celkem = %lu B / počet = %lu / prům. = %lu B
%s: Vstupuje se do neznámého adresáře
%s: Vstupuje se do adresáře „%s“
%s: Položka „%s“ není v keši: %s
%s: Zachyceno přerušení/výjimka (kód = 0x%lx, adresa = 0x%p)
%s Opouští se neznámý adresář
%s: Opouští se adresář „%s“
%s: Časový údaj mimo rozsah, nahrazuje se %s
%s: zavedení selhalo
%s: zakázaný přepínač – %c
%s: neplatný přepínač – %c
%s: přepínač „%c%s“ nepřipouští argument
%s: přepínač „%s“ není jednoznačný
%s: přepínač „%s“ vyžaduje argument
%s: přepínače „--%s“ nepřipouští argument
%s: přepínač „-W %s“ nepřipouští argument
%s: přepínač „-W %s“ není jednoznačný
%s: cíl „%s“ neexistuje
%s: nerozpoznaný přepínač „%c%s“
%s: nerozpoznaný přepínač „--%s“
%s: aktualizovat cíl „%s“ potřebný pro %s
%s: uživatel %lu (reálný %lu), skupina %lu (reálná %lu)
%sSestaveno pro %s
%s Sestaveno pro %s (%s)
%sLicence GPLv3+: GNU GPL verze 3 nebo novější <http://gnu.org/licenses/gpl.html> %sToto je svobodné programové vybavení: máte právo jej měnit a dále šířit. %sNesposkytuje se ŽÁDNÁ ZÁRUKA, jak jen zákon dovoluje.
%sŽádné pravidlo jak vyrobit cíl „%s“%s
%sŽádné pravidlo jak vyrobit cíl „%s“ potřebný pro „%s“%s
%s[%s: %s] Chyba %d%s
%s[%u]: Vstupuje se do neznámého adresáře
%s[%u]: Vstupuje se do adresáře „%s“
%s[%u]: Opouští se neznámý adresář
%s[%u]: Opouští se adresář „%s“
„%s“ je aktuální.
klíčové slovo „override“
*** Prvek archivu „%s“ ne možná chybný, nesmazáno
*** Přerušeno.
*** Maže se soubor „%s“
Maže se mezilehlý soubor „%s“
*** Čeká se na nedokončené úlohy…
*** Pozor: Soubor .LOW_RESOLUTION_TIME „%s“ má časový údaj ve vysokém rozlišení
*** [%s] Prvek archivu „%s“ je možná chybný, nesmazáno
*** [%s] Maže se soubor „%s“
*** smíšená implicitní a normální pravidla: zastaralá skladba
Přepínač -O[DRUH] (--output-sync[=DRUH]) není v tomto sestavení zahrnut.
-pozor, možná byste měli znovu povolit obsluhu CTRL-Y z DCL.
. Konec.
.DEFAULT_GOAL obsahuje více než jeden cíl
Prvek .LIBPATTERNS „%s“ není vzorem
; použije se název „%s“ z VPATH
<vestavěný>
Porušení přístupu: operace čtení na adrese 0x%p
Porušení přístupu: operace zápisu na adrese 0x%p
Připojit %.*s a uklidit
Výstup připojen k %s
Zabraňuje se rekurzi implicitního pravidla.
CHYBA: num_pattern_rules je chybný! %u != %u
VESTAVĚNÝ PŘÍKAZ CD %s
Obsah dávkového souboru: @echo off
Obsah dávkového souboru:%s %s
Dočasný soubor nelze vytvořit
Přístup potomkem
Kruhová závislost „%s ← %s zahozena.
Uklízí se dočasný dávkový soubor %s
Úklid dočasného dávkového souboru %s selhal (%d)
Dočasný dávkový soubor %s se uklízí
Kolizí = %lu/%lu = %.0f %%
Zvažuje se cílový soubor „%s“.
Chybový výstup nelze obnovit
Standardní vstup nelze obnovit
Standardní výstup nelze obnovit
Nebylo možné se vrátit do původního adresáře.
CreatePipe() selhalo (chyba=%ld)
Vytváří se dočasný dávkový soubor %s
Aktuální čas
Customs nebude exportovat: %s
Nebezpečí nedostatku paměti (SIGDANGER)
Prázdný název funkce
Pokus zavést prázdný název symbolu: %s
Místo toho se spustí %s
Symbol %s z %s se nepodařilo zavést: %s
Nepodařilo se otevřít tabulku globálních symbolů: %s
Výroba nového makefilu „%s“ selhala.
Cílový soubor „%s“ nebylo možné znovu vyrobit.
Soubor „%s“ neexistuje.
Soubor „%s“ již byl uvážen.
Prerekvizity cílového souboru „%s“ dokončeny.
Aktualizace soubor „%s“ dokončena.
Koprocesor pro práci s pohyblivou řádkou není dostupný (SIGNOFP)
Výjimka práce s pohyblivou řádovou čárkou (SIGFPE)
Nalezeno implicitní pravidlo pro „%s“.
Nalezena prerekvizita „%s“ jako VPATH „%s“
Název funkce je příliš dlouhý: %s
Výroba cílového souboru „%s“ vzdána.
IOT past (SIGIOT)
Nedovolená instrukce (SIGILL)
Vložený makefile „%s“ nebyl nalezen.
Přístup zahájen
Neplatný název funkce: %s
Neplatný maximální počet argumentů (%u) funkce %s
Neplatný minimální počet argumentů (%u) funkce %s
Klient správce úloh (deskriptory %d,%d)
Klient správce úloh (semafor %s)
Místa ve správci úloh jsou omezena na %d
Živý potomek %p (%s) PID %s %s
Zátěž = %lu/%lu = %.0f %%,
Zavedený objekt %s není veden jako slučitelný s GPL
Zavádí se symbol %s z %s
Hledá se pravidlo s mezilehlým souborem „%s“.
Hledá se implicitní pravidlo pro „%s“.
Hledá se implicitní pravidlo prvku archivu pro „%s“.
Přístup makem
Makefile „%s“ může cyklit, nebude znovu vyroben.
Makefile „%s“ nebyl nalezen
Makefile na standardním vstupu uveden dvakrát.
Vyrábí se „%s“ kvůli přepínači --always-make.
Chybě utvořená definice proměnné specifické pro cíl
Prvek „%s“%s: %'ld bajtů at %ld (%ld).
Cíl „%s“ je třeba znovu vyrobit.
Žádný
Pro „%s“ nenalezeno žádné implicitní pravidlo.
Cíl „%s“ není třeba znovu vyrábět
Pro „%s“ neexistuje návod a žádná prerekvizita se vskutku nezměnila.
Žádné cíle
Nezadány žádné cíle a žádné makefily nenalezeny
Pro „%s“ nebude nic uděláno.
Získán token pro potomka %p (%s).
Na této platformě nejsou paralelní úlohy (-j) podporovány.
Prerekvizita „%s“ je novější než cíl „%s“.
Prerekvizita „%s“ je starší než cíl „%s“.
Prerekvizita „%s“ pro cíl „%s“ je jen o pořadí.
Prerekvizita „%s“ cíle „%s“ neexistuje.
Uklízí se soubor „%s“.
Do řetězce se přidává potomek %p (%s) PID %s%s.
Znovu se spouští [%u]:
Čte se makefile „%s“
Čtou se makefily…
Uklízí se prohrávající potomek %p PID %s %s
Uklízí se vyhrávající potomek %p PID %s %s
Nedávná aktualizace souboru „%s“ selhala.
Návod pro „%s“ bude ignorován ve prospěch návodu pro „%s“.
Návod pro soubor „%s“ byl nalezen hledáním implicitních pravidel,
Návod má příliš mnoho řádků (%ud)
Právě se vykonává návod pro „%s“.
Návod byl určen pro soubor „%s“ v %s:%lu,
Rekurzivní proměnná „%s“ odkazuje na sebe (nakonec)
Přehašováno = %u,
Zamítá se nemožná implicitní prerekvizita „%s“.
Zamítá se nemožná prerekvizita pravidla „%s“.
Uvolněn token pro potomka %p (%s).
Z řetězce se odstraňuje potomek %p PID %s%s.
Odstraňují se mezilehlé soubory…
Chyby v programu hlaste anglicky na <bug-make@gnu.org>. Nedostatky v překladu hlaste česky na <translation-team-cs@lists.sourceforge.net>.
Návrat k jednoúlohovému režimu (-j1).
Změna stavu linky (SIGPHONE)
Okno se změnilo (SIGWIND)
Přeskakuje se UTF-8 BOM v makefilu „%s“
Přeskakuje se UTF-8 BOM v paměti makefilu
Kořen je příliš dlouhý: „%s%.*s“.
Stále se aktualizuje soubor „%s“.
Cílový soubor „%s“ byl úspěšně znovu vyroben.
Symbolické odkazy nejsou podporovány: vypíná se -L.
Cíl „%s“ je dvojdvoutečkový a nemá žádnou prerekvizitu.
Cíl „%s“ nebyl kvůli chybám znovu vyroben.
Cílový soubor „%s“ je třeba znovu vyrobit za použití -q.
Na této platformě není operace zavedení (load) podporována.
Prerekvizity „%s“ se vyrábějí.
Zkouší se implicitní prerekvizita „%s“.
Zkouší se pravidlo vzoru s kořenem „%.*s“.
Zkouší se prerekvizita pravidla „%s“.
Aktualizují se cíle…
Soubory makefile se aktualizují…
Naléhavá I/O situace (SIGURG)
Použití: %s [PŘEPÍNAČE] [CÍLE]…
Přístup uživatelem
Pro „%s„ se použijí se výchozí příkazy.
Pro „%s“ se použije výchozí návod.
Pozor: Soubor „%s“ má čas změny obsahu %s s směrem do budoucnosti
pokus použít nepodporovanou vlastnost: „%s“
automatická
ale „%s“ se nyní považuje za soubor totožný s „%s“.
nelze alokovat %lu bajtů na hašovací tabulku: paměť vyčerpána
„%s“ s dvojitou dvojtečkou nelze přejmenovat na „%s“ s jednoduchou dvojtečkou
„%s“ s jednoduchou dvojtečkou nelze přejmenovat na „%s“ s dvojitou dvojtečkou
omezení zátěže nelze vynutit:
na tomto operačním systému nelze vynutit omezení zátěže
zavření: %s: %s
příkazový řádek
vytváření roury úloh
vytváření semaforu správce úloh: (Chyba %ld: %s)
výchozí
duplikace roury úloh
prázdný řetězec není platný název souboru
prázdný název proměnné
prostředí
prostředí z přepínače -e
nadbytečný „%s“
nadbytečný text po klíčovém slovu „%s“
nadbytečný text po klíčovém slovu „define“
nadbytečný text po klíčovém slovu „endef“
soubor: neplatná operace na souboru: %s
soubor: chybí název souboru
soubor: příliš mnoho argumentů
find_and_set_shell() při prohledávání cesty nastavila default_shell = %s
find_and_set_shell() nastavuje default_shell = %s
první argument funkce „word“ musí být vetší než 0
fopen (dočasný soubor)
fwrite (dočasný soubor)
seskupené cíle musí poskytovat návod
guile: Vyhodnocuje se „%s“
guile: Expanduje se „%s“
inicializace roury správce úloh
nedostatečný počet argumentů (%d) funkce „%s“
vnitřní chyba: neplatný řetězec --jobserver-auth „%s“
vnitřní chyba: nelze otevřít semafor správce úloh „%s“: (Chyba %ld: %s)
neplatná syntaxe podmínky
správce úloh vypnut
kolona správce úloh
funkce lbr$ini_control() selhala se stavem = %d
funkce lbr$set_module() nedokázala vytáhnout údaje o modulu, status = %d
make uklidil potomka s PID %s, stále se čeká na PID %s
chybí „endef“, neukončený „define“
chybí „endif“
před návodem chybí pravidlo
chybí oddělovač
chybí oddělovač (mysleli jste tabulátor místo 8 mezer?)
chybí vzor cíle
smíšené implicitní a normální pravidla
smíšené implicitní a statická pravidla vzorů
více vzorů cíle
žádný
nedostatek deskriptorů souboru: chybový výstup nelze zduplikovat
nedostatek deskriptorů souboru: standardní vstup nelze zduplikovat
nedostatek deskriptorů souboru: standardní výstup nelze zduplikovat
nečíselný první argument funkce „word“
nečíselný první argument funkce „wordlist“
nečíselný druhý argument funkce „wordlist“
pouze jeden „else“ na podmínku
otevření: %s: %s
prerekvizitu nelze definovat v návodu
process_easy() nedokázala spustit proces (chyba=%ld)
volání pselect nad rourou úloh
čtení z roury úloh
čtení: %s: %s
návod zahájen před prvním cílem
uvolnění semaforu správce úloh: (Chyba %ld: %s)
čekání na semafor nebo potomka: (Chyba %ld: %s)
spawnvpe: možná byl vyčerpán prostor pro prostředí
volání sys$search() selhalo s %d
cíl „%s“ neodpovídá vzoru cíle
cíl „%s“ zadán více než jednou ve stejném pravidle
cílový soubor „%s“ obsahuje jak :, tak i ::
vzor cíle neobsahuje „%%“
přepínače „%s%s“ vyžaduje neprázdný řetězcový argument
přepínač „-%c“ vyžaduje kladný celočíselný argument
nastavení času změny prvku archivu není na VMS dostupné
touch: „%s“ není platným archivem
touch: Archiv „%s“ neexistuje
touch: Chybný návratový kód z funkce ar_member_touch volané nad „%s“
touch: Prvek „%s“ v „%s“ neexistuje
není možné otevřít knihovnu „%s“ potřebnou k najití stav prvku %d
na této platformě neimplementováno: funkce „%s“
zadána neznámá úroveň ladění „%s“
neznámý druh synchronizace výstupu „%s“
neznámý signál
unlink (dočasný soubor):
neukončené volání funkce „%s“: chybí „%c“
neukončený odkaz na proměnnou
pozor: Zjištěn posun hodin. Vaše sestavení možná nebude úplné.
pozor: -j%d vnuceno v souboru makefile: režim správce úloh se resetuje.
pozor: -j%d vnuceno podřízenému programu make: režim správce úloh se restuje.
pozor: zaznamenán znak NUL, zbytek řádku bude ignorován
pozor: starý návod pro cíl „%s“ bude ignorován
pozor: správce úloh není dostupný: použije se -j1. Do nadřízeného pravidla maku přidejte „+“.
pozor: členství ve skupině pro cíl „%s“ bude přebito
pozor: návod pro cíl „%s“ bude přebit
pozor: nedefinovaná proměnná „%.*s“
windows32_openpipe(): process_init_fd() selhalo
windows32_openpipe: DuplicateHandle(chybový výstup) selhalo (chyba=%ld)
windows32_openpipe: DuplicateHandle(vstup) selhalo (chyba=%ld)
chyba zápisu: standardní výstup
zápis správce úloh
zápis: %s: %s
%s: neplatný přepínač -- „%c“
(CHYBA PROGRAMU) Měl by být rozpoznán přepínač!?
ARGP_HELP_FMT: hodnota %s je menší nebo rovna %s
neplatný název třídy znaku
neplatný znak pro porovnávání
neplatný regulární výraz
Povinné či volitelné, argumenty pro dlouhé přepínače jsou povinné či volitelné, i pro případné odpovídající krátké přepínače.
Paměť byla vyčerpána
Chyby hlaste na %s.
Zpětné lomítko na konci
Chybí odpovídající závorka k ( nebo \(
Chybí odpovídající závorka k ) nebo \)
Chybí odpovídající závorka k \{
selhalo vrácení počáteční pracovní složky
poskytne stručnou informaci o používání
poskytne tuto přehledovou nápovědu
zastavit na SEK sekund (výchozí je 3600)
paměť byla vyčerpána
vypsat verzi programu
nastavit název programu
nelze zobrazit chybovou zprávu
nelze zaznamenat aktuální pracovní složku
Aktualizují se katalogové soubory pro oddíl %s v manuálové hierarchii %s
do %s nelze v režimu catman zapisovat
Manuálová stránka
%d manuálová podsložka obsahovala nové manuálové stránky.
%d manuálové podsložky obsahovaly nové manuálové stránky.
%d manuálová stránka byla přidána.
%d manuálové stránky byly přidány.
Byl vymazán %d starý databázový záznam.
Byly vymazány %d staré databázové záznamy.
Byl přidán %d bezprizorní katalog.
Byly přidány %d bezprizorní katalogy.
stránka %s se odkazuje sama na sebe
Co má příkaz %s provést?
%s: nekompatibilní přepínače
%s: nic neodpovídá.
%s: spoléhat se na to, co program whatis považuje za neschválené
%s:%d: požadavky .so se zanořily příliš hluboko nebo jsou rekurzivní
%s:%d: nezakončené uvozovky v požadavku roff
%s:%d: varování: selhal požadavek .so
%s:%d: varování: nový řádek v požadavku .lf, ignorován
%s:%d: varování: nový řádek v požadavku .so, ignorován
(Respektive, kterou manuálovou stránku z oddílu %s si přejete?)
(neznámý předmět)
--Man-- následující: %s [zobrazit (enter) | přeskočit (Ctrl-D) | ukončit (Ctrl-C)]
přepínače --suffix a --in-place se vzájemně vylučují
-t KÓD {--suffix PŘÍPONA | --in-place} SOUBOR…
PROHLÍŽEČ
KÓD
KÓD[:…]
%s nelze převést na název katalogu
Kontrolují se bezprizorní katalogy ve složce %s…
Řízení formátovaného výstupu:
Databáze %s je poškozena; znovu ji sestavte pomocí „mandb --create“
KÓDOVÁNÍ
PŘÍPONA
SOUBOR…
SOUBOR
Hledání manuálových stránek:
Na příklad zkuste „man man“.
KLÍČOVÉ_SLOVO…
Hlavní režimy operací:
položka pod klíčem %s je prázdná
Nebyla vytvořena žádná databáze.
Manuálová stránka pro %s nebyla nalezena
Manuálová stránka pro %s nebyla v oddíle %s nalezena
ZOBRAZOVAČ
CESTA ODDÍL NÁZEV
Zpracovávají se manuálové stránky ve složce %s…
Mažou se staré databázové záznamy v %s…
ROZLIŠENÍ
Odstraňuje se zastaralá složka katalogů %s…
ŘETĚZEC určuje, jaké se má provádět předzpracování: e - [n]eqn, p - pic, t - tbl, g - grap, r - refer, v - vgrind
PŘÍPONA
SYSTÉM
Pokud nejsou manuálové stránky dostupné, použijte pro nápovědu „%s“.
Přepínač --regex je standardně zapnutý.
Výchozí jsou --man a --whatis.
Výchozí manuálová databáze je %s%s.
Aktualizuje se rejstřík pro cestu „%s/%s“. Čekejte…
VAROVÁNÍ
Kterou manuálovou stránku si přejete?
[-f KÓD[:…]] -t KÓD [SOUBOR]
[MANUÁLOVÁ DATABÁZE]
[CESTA_K_MANUÁLOVÝM_STRÁNKÁM]
[ODDÍL…]
[ODDÍL] STRÁNKA…
nelze získat vícenásobný klíč %s
nelze se přepnout do složky %s
nelze změnit oprávnění k %s
nelze změnit vlastnictví %s
nelze vytvořit rejstřík %s
nelze vytvořit dočasný katalog pro %s
nelze vytvořit dočasnou složku
nelze zjistit aktuální složku
nelze zamknout rejstřík %s
ze souboru %s s nastavením nelze zjistit cesty k manuálovým stránkám
nelze otevřít soubor %s
soubor %s nelze otevřít pro čtení
nelze otevřít dočasný soubor %s
nelze otevřít soubor %s s nastavením cest k manuálovým stránkám
seznam složek „%s“ nelze zpracovat
nelze číst ze souboru %s
nelze odstranit soubor %s
nelze odstranit složku %s
%s nelze přejmenovat na %s
cestu %s nelze zpracovat
nelze prohledat složku %s
nelze nastavit platné uid
nelze nastavit čas na %s
nelze smazat %s
nelze aktualizovat rejstřík %s
nelze zapisovat do souboru %s
nelze zapisovat na standardní výstup
databázi %s nelze číst
nelze nahradit klíč %s
nelze zapisovat do %s
zkontrolovat, zda jsou manuálové stránky v pořádku
příkaz skončil s návratovým kódem %d: %s
přepínač pro účely kompatibility (ignorován)
vytvořit databázi raději od píky, než ji aktualizovat
definovat národní prostředí LOCALE pro toto konkrétní hledání v manuálových stránkách
definovat národní prostředí pro toto hledání
některé znaky latin1 zobrazovat přepisem do ASCII
neořezávat výstup na šířku terminálu
nehledat a nepřidávat do databáze bezprizorní katalogy
nemazat z databáze zastaralé záznamy
nezkoušet podstránky, např. „man hokus pokus“ => „man hokus-pokus“
vysílat ladicí zprávy
povolit varování od programu groff
kódování pro výstup
to stejné jako program apropos
to stejné jako program whatis
Fatální chyba: regulární výraz „%s“: %s
fatální chyba: nelze vložit identifikátor verze do souboru %s
najít všechny odpovídající manuálové stránky
vynutit kontrolu konzistence mezipaměti
iconv: neúplný znak na konci vyrovnávací paměti
ignoruje se neznámé předzpracování „%c“
rejstřík %s je poškozen
interní chyba: kandidující typ %d je mimo rozsah
vykládat si argument(y) STRÁNKA jako název místního souboru (či souborů)
každé klíčové slovo považovat za regulární výraz
považovat název stránky za regulární výraz
omezit hledání na přípony typu PŘÍPONA
při hledání stránek nerozlišovat velikost písmen (výchozí)
při hledání stránek rozlišovat velikost písmen
nechť se --regex a --wildcard porovnávají jen s názvem stránky, ne s popisem
příkaz man skončil s návratovým kódem %d
program mandb skončil s návratovým kódem %d
vícenásobný klíč %s neexistuje
je nutné zadat výstupní kódování
je nutné použít buď --suffix, nebo --in-place
pouze %d položka v obsahu
pouze %d položky v obsahu
vypsat zdrojovou stránku kódovanou v KÓDOVÁNÍ
přepisovat vstupní soubory bez kopie
zpracovat jako katalogové stránky
zpracovat jako manuálové stránky
možná kódování originálního textu
vypsat fyzické umístění katalogového souboru (či souborů)
vypsat fyzické umístění manuálové stránky (či stránek)
vypisovat podrobné varovné zprávy
produkovat méně varování
vytvořit pouze uživatelskou databázi
poskytne zobrazovací program „less“ s příkazovým řádkem
požadovat shodu všech klíčových slov
nastavit všechny přepínače na jejich výchozí hodnoty
každé klíčové slovo hledat na přesnou shodu
hledat text ve všech stránkách
prohledávat jen tyto oddíly (oddělené dvojtečkou)
nastavit cestu pro vyhledávání v manuálových stránkách na CESTA
zobrazit všechny stránky odpovídající regulárnímu výrazu
zobrazit všechny stránky odpovídající divokým znakům
zobrazit předpokládanou sérii předzpracujících filtrů
zobrazovat relativní cesty ke katalogům
zobrazovat celé globální cesty k manuálovým stránkám
zobrazit informace programu whatis
připojit příponu k názvu výstupního souboru
klíčové slovo (či slova) obsahují divoké znaky
název stránky obsahuje divoké znaky
uživatel manuálových stránek „%s“ použitý v setuid neexistuje
vypnout dělní slov
vypnout zarovnávání
nelze aktualizovat %s
aktualizovat jen záznam pro tento soubor
použít %s nebo PROHLÍŽEČ k zobrazení výstupu v HTML
používat program %s k formátování stránek
používat program %s s vybraným zařízením
použít dvojtečkami oddělovaný seznam oddílů
použít program groff a zobrazit přes gxditview (X11): -X = -TX75, -X100 = -TX100, -X100-12 = -TX100-12
použít program groff a přimět ho vytvořit ditroff
použít manuálové stránky z jiných systémů
použít program ZOBRAZOVAČ k zobrazení výstupu
použít vybrané výstupní kódování
použít tento soubor s uživatelským nastavením
použít program catman k přeformátování neaktuálních stránek
varování: proměnná $MANPATH nastavena, na konec přidáno %s
varování: proměnná $MANPATH nastavena, ignorováno %s
varování: proměnná $MANPATH nastavena, vloženo %s
varování: proměnná $MANPATH nastavena, na začátek přidáno %s
varování: proměnná $PATH není nastavena
varování: %s
varování: %s obsahuje zacyklený ukazatel
varování: cesta %s nezačíná na %s
varování: soubor %s nemá identifikátor verze
varování: %s je symbolický odkaz ukazující na neexistující soubor
varování: soubor %s je verze %s, ale očekávána je verze %s
varování: %s není složka
varování: %s/man%s/%s.%s*: neslučitelné přípony
varování: %s: chybný symbolický odkaz nebo požadavek „.so“ od ROFF
varování: %s: ignoruje se falešný název souboru
varování: %s: ignoruje se prázdný soubor
varování: %s: selhalo zpracování programem whatis pro %s(%s)
varování: nelze vytvořit složku %s pro katalogy
varování: prázdná proměnná $PATH
varování: selhalo uchování záznamu pro %s(%s)
varování: povinná složka %s neexistuje
varování: v souboru %s není direktiva MANDB_MAP, použije se program manpath
varování: v souboru %s s nastavením nejsou nastaveny žádné globální cesty k manuálovým stránkám
varování: program whatis pro %s překročil %d bajt, bude zkrácen
varování: program whatis pro %s překročil %d bajty, bude zkrácen
pracovat tiše, s výjimkou „falešných“ varování
Proto Přích-F Odch-F Místní Adresa Vzdálená Adresa Stav
Proto Čítač Příznaky Typ Stav I-Uzel
Pokud nepoužíváte bind či NIS pro vyhledávání jmen počítačů, pak můžete změnit
[ [i|o]seq ] [ [i|o]key KLÍČ ] [ [i|o]csum ]
[ mode { ipip | gre | sit } ] [ vzdálená ADR ] [ místní ADR ]
[ ttl TTL ] [ tos TOS ] [ nopmtudisc ] [ dev ZAŘÍZENÍ ]
%s %s délka_prefixu %d
--numeric-hosts nepřekládá názvy strojů
--numeric-ports nepřekládá názvy portů
--numeric-users nepřekládá uživatelské jména
-A, -p, --protocol určuje rodinu protokolů
-C, --cache místo FIB zobrazí směrovací cache
-D, --use-device čte <hwadr> ze zadaného zařízení
-F, --fib zobrazí Forwarding Information Base (implicitní)
-M, --masquerade vypíše maškarádovaná spojení
-N, --symbolic převede hw jména
-W, --wide nezkracuje IP adresy
-a zobrazí jména všech počítačů alternativním (BSD) způsobem
-a, --all, --listening vypíše všechny sokety (implicitně: spojené)
-c, --continuous nepřerušovaný výpis
-d, --delete smaže zadanou ARP položku
-e zobrazí jména všech počítačů implicitním (Linux) způsobem
-e, --extend vypíše podrobnější informace
-f, --file čte nové položky ze souboru nebo z /etc/ethers
-g, --groups vypíše členství v multicast skupinách
-i, --device zadává síťové rozhraní (např. eth0)
-i, --interfaces vypíše tabulku rozhraní
-l, --listening vypíše sokety, na nichž je nasloucháno
-n, --numeric nebude převádět jména
-o, --timers zobrazí časovače
-p, --programs vypíše PID/jméno programu pro sokety
-r, --route vypíše směrovací tabulku
-s, --set nastaví novou ARP položku
-s, --statistics vypíše statistiku síťové aktivity (jako SNMP)
-v, --verbose bude vypisovat podrobné zprávy o činnosti
médium %s
ADR := { IP-ADRESA | any }
KLÍČ := { DOTTED_QUAD | ČÍSLO }
TOS := { ČÍSLO | inherit }
domainname [-v] {jméno|-F soubor} nastaví jméno NIS domény (ze souboru)
hostname -V|--version|-h|--help vypíše informace a skončí
hostname [-v] vypíše jméno počítače
hostname [-v] [-d|-f|-s|-a|-i|-y|-n] vypíše formátované jméno
inet6_route [-FC] flush NENÍ podporováno
inet6_route [-vF] add Cíl [gw Gw] [metrika M] [[dev] If]
inet_route [-FC] flush NENÍ podporováno
inet_route [-vF] add {-host|-net} Cíl[/prefix] [gw Gw] [metrika M]
inet_route [-vF] add {-host|-net} Cíl/[prefix] [metrika M] reject
ipmaddr show [ dev ŘETĚZEC ] [ ipv4 | ipv6 | link | all ]
netstat [-vWnNcaeol] [<Socket>…]
nodename [-v] {jméno|-F soubor} nastaví jméno DECnet uzlu (ze souboru)
rarp -V vypíše označení verze programu.
rarp -d <jméno> smaže položku z cache.
rarp -f přidá položky z /etc/ethers.
rarp [<HW>] -s <jméno> <hwadr> přidá položku do cache.
route [-v] [-FC] {add|del|flush} ... Změní směrovací tabulku pro AF.
route {-V|--version} Vypíše označení verze a autora programu.
route {-h|--help [<AF>] Nápověda pro použití s AF.
- statistická data nejsou dostupná -
-F, --file čte jméno počítače či nis domény ze souboru
-a, --alias přezdívky
-d, --domain jméno DNS domény
-f, --fqdn, --long dlouhé jméno počítače (kanonické)
-i, --ip-address adresy odpovídající jménu počítače
-n, --node jméno DECnet uzlu
-s, --short krátké jméno počítače
-y, --yp, --nis jméno NIS/YP domény
Tento příkaz může přečíst nebo nastavit název stroje nebo doménové jméno NIS. Načíst lze rovněž DNS doménu nebo FQDN (plně kvalifikované doménové jméno). Pokud pro vyhledávání strojů nepoužíváte bind nebo NIS, můžete změnit FQDN (Fully Qualified Domain Name) a doménové jméno DNS (což je část FQDN) v souboru /etc/hosts.
<AF> = Třída adres. Implicitní: %s
<AF>=Použijte „-6|-4“ nebo „-A <af>“ nebo „--<af>“. Implicitní: %s
<AF>=Použijte „-A <af>“ nebo „--<af>“. Implicitní: %s
<HW> = Hardwarový Typ.
<HW>=Použijte '-H <hw> pro zadání hardwarového typu adresy. Implicitně: %s
Přijímané pakety musí mít kontrolní součet.
Odchozí pakety budou mít kontrolní součet.
Zahazuje pakety mimo pořadí.
Seznam možných tříd adres (podporujících směrování):
Seznam možných tříd adres:
Seznam možných hardwarových typů (podporujících ARP):
Seznam možných hardwarových typů:
Řadí odchozí pakety.
[[-]broadcast [<adresa>]] [[-]pointopoint [<adresa>]]
[add <adresa>[/<délka prefixu>]]
[del <adresa>[/<délka prefixu>]]
[hw <HW> <adresa>] [metric <NN>] [mtu <NN>]
[mem_start <NN>] [io_addr <NN>] [irq <NN>] [media <typ>]
[netmask <adresa>] [dstaddr <adresa>] [tunnel <adresa>]
[txqueuelen <délka>]
arp [-v] [-i <rozhraní>] -d <počítač> [pub] <-Smaže položku ARP
arp [-v] [<HW>] [-i <rozhraní>] -Ds <počítač> <rozhraní> [netmask <čís>] pub <-Totéž
arp [-v] [<HW>] [-i <rozhraní>] -s <počítač> <hwadr> [temp] <-Přidá položku
arp [-vnD] [<HW>] [-i <rozhraní>] -f [<soubor>] <-Přidá položku ze souboru
všesměr %s
cíl %s
DMA 0x%x
síťová_maska %s
délka_odchozí_fronty %d
Časovač
Uživatel
Uživatel I-uzel
rozhraní %s
na %s
uživatelé %d
%s (%s) -- žádná položka
%s (%s) na
protokol %s spuštěn
%s: %s mtu %d metrika %d
%s: %s/ip vzdálený %s místní %s
%s: CHYBA při získávání příznaků rozhraní: %s
%s: CHYBA při zkoušení příznaků rozhraní: %s
%s: Tímto příkazem nelze DNS jméno domény změnit
třída adres %s není podporována!
hardwarová adresa %s je nesprávná
%s: `%s' nelze otevřít
%s: chyba při získávání informací o rozhraní %s
hardwarový typ %s není podporován!
Kombinace přepínačů %s je nesprávná.
%s: adresa %s je nesprávná.
jméno %s je příliš dlouhé
%s: jméno domény může změnit pouze superuživatel
%s: jméno počítače může změnit pouze superuživatel
%s: jméno uzlu může změnit pouze superuživatel
Počet packetů DSACK přijatých kvůli packetům mimo pořadí: %u
Počet přijatých paketů DSACK: %u
Počet packetů DSACK odeslaných kvůli starým packetům: %u
Počet packetů DSCACK odeslaných kvůli packetům mimo pořadí: %u
Počet chybných ICMP zpráv: %u
Počet přijatých ICMP zpráv: %u
Počet odeslaných ICMP zpráv: %u
Počet ICMP packetů zahozených kvůli zamčenému socketu: %u
Počet ICMP packetů zahozených, protože byly mimo okno: %u
Počet selhání opakovaných odeslání SACK: %u
Počet přijatých SYN cookies: %u
Počet odeslaných SYN cookies: %u
Počet zahozených SYN packetů určených naslouchajícímu socketu: %u
Počet ztrát dat TCP: %u
Počet TCP socketů, které ukončily fázi time-wait uvnitř rychlého časovače: %u
Počet TCP socketů, které ukončily fázi time-wait uvnitř pomalého časovače: %u
Počet přijatých potvrzení neobsahující data: %u
Počet aktivně navázaných spojení: %u
Počet odmítnutých aktivních spojení kvůli časovému razítku: %u
Počet přijatých chybných SACK bloků: %u
Počet chybných příchozích segmentů: %u
Počet bajtů předaných přímo z backlogu do kontextu procesu: %u
Počet bajtů přímo přijatých do kontextu procesu z předfronty: %u
Počet selhání klasického rychlého opakovaného odeslání Reno: %u
Počet zotavení ze zahlceného okna bez pomalého startu pomocí DSACK: %u
Počet plných zotavení ze zahlcení okna bez pomalého startu: %u
Počet částečných zotavení ze zahlcení okna pomocí heuristiky Hoe: %u
Počet zotavení ze zahlcení okna bez pomalého startu po částečném potvrzení: %u
Počet zotavení ze zahlcení okna bez pomalého startu pomocí DSACK: %u
Počet přijatých resetů spojení: %u
Počet zrušených spojení po té, co je uživatel uzavřel ve fázi dožití: %u
Počet zrušených spojení kvůli paměťové tísni: %u
Počet zrušených spojení kvůli vypršení časovače: %u
Počet navázaných spojení: %u
Počet resetů spojení kvůli časnému uzavření uživatelem: %u
Počet resetů spojení kvůli neočekávanému SYN: %u
Počet resetů spojení kvůli neočekávaným datům: %u
Počet zpožděných potvrzení dále pozdržených kvůli zamčenému socketu: %u
Počet odeslaných zpožděných potvrzení: %u
Zahozeno kvůli chybějící cestě: %u
Počet neúspěšných pokusů o spojení: %u
Počet rychlých opakování odeslání: %u
Počet dopředných opakovaných odeslání: %u
Přeposláno: %u
Počet vytvořených fragmentů: %u
Počet fragmentů zahozených po vypršení času: %u
Počet chybných fragmentů: %u
Počet v pořádku přijatých fragmentů: %u
Počet příchozích multicastových paketů: %u
Počet doručených příchozích paketů: %u
Počet zahozených příchozích paketů: %u
Počet příchozích paketů bez odpovídající cesty: %u
Počet chybných příchozích ICMP zpráv: %u
Počet chybných příchozích SYN cookies: %u
Počet jiných vypršení časovače TCP: %u
Počet odchozích multicastových paketů: %u
Počet zahozených odchozích paketů: %u
Počet předpovězených hlaviček packetů: %u
Počet hlaviček packetů předpovězených a přímo předaných uživateli: %u
Počet paketů, jež se nepodařilo znovu sestavit: %u
Počet chyb při příjmu paketů: %u
Počet packetů sloučených v přijímací frontě kvůli malému bufferu socketu: %u
Počet packetů přímo zařazených do předfronty recvmsg: %u
Počet packetů zahozených z fronty mimo-pořadí kvůli přetečení bufferu socketu: %u
Počet paketů odstraněných z předfronty: %u
Počet packetů odstraněných z přijímací fronty: %u
Počet packetů odstraněných z přijímací fronty kvůli přetečení bufferu socketu: %u
Počet v pořádku znovu sestavených paketů: %u
Počet přijatých paketů: %u
Počet odmítnutých packetů uvnitř navázaného spojení kvůli časovému razítku: %u
Počet odeslaných paketů: %u
Počet paketů přijatých pro neznámý port: %u
Počet pasivně navázaných spojení: %u
Počet odmítnutých pasivních spojení kvůli časovému razítku: %u
Počet předpovězených potvrzení: %u
Počet nutných znovusestavení: %u
Počet selhání rychlých opakovaných odeslání Reno: %u
Počet požadavků na odeslání: %u
Počet resetů přijatých pro sokety v zárodečném stavu SYN_RECV: %u
Počet odeslaných resetů: %u
Počet opakovaných odeslání v pomalém startu: %u
Počet ztracených opakovaných odeslání: %u
Počet přijatých segmentů: %u
Počet přenesených segmentů: %u
Počet odeslaných segmentů: %u
Počet socketů ve fázi time-wait, které byly znovu použity díky časovému razítku: %u
Počet vypršení času po zotavení pomocí SACK: %u
Počet vypršení času po rychlém opakovaném odeslání Reno: %u
Počet vypršení času ve stavu ztráty: %u
Kolikrát byl přijímač naplánován příliš pozdě na přímé zpracovaní: %u
Počet zotavení ze ztráty packetu pomocí vyběrových potvrzení: %u
Počet zotavení ze ztráty packetu kvůli rychle opakovanému odeslání: %u
Počet přetečení naslouchací fronty socketu: %u
Kolikrát nebylo možné odeslat RST kvůli nedostatku paměti: %u
Celkem přijatých paketů: %u
S nesprávnými adresami: %u
S nesprávnými hlavičkami: %u
Počet příliš velkých packetů: %u
Počet zkrácených packetů: %u
S neznámým protokolem: %u
(Pro „-p“ nelze získat žádné informace: geteuid()=%d, ale je třeba, abyste byl superuživatelem)
(Všechny procesy nemohly být identifikovány. Budou vypsány informace pouze o procesech, jichž jste vlastníkem. Abyste mohl vidět vše, musel byste být superuživatelem.)
(nekompletní)
(pouze servery)
(servery a navázaná spojení)
(w/o servery)
Token Ring 16/4 Mb/s
Token Ring 16/4 Mb/s (Nový)
6bitový IP po sériové lince
<z_rozhraní>
<nekompletní>
AX.25 není na tomto systému nakonfigurováno.
Aktivní AX.25 sokety
Aktivní IPX sokety Proto Přích-F Odch-F Lokál adresa Vzdálená adresa Stav
Aktivní Internetová spojení
Aktivní NET/ROM sokety
Aktivní sokety domény UNIX
Aktivní X.25 sokety
Adaptivní IP po sériové lince
Adresa HWtyp HWadresa Příz. Maska Rozhr
Tento systém nepodporuje mazání adres.
Třída adres „%s“ není podporována.
VŠESMĚR,
Chybná adresa.
Tunel se všesměrovým vysíláním vyžaduje zdrojovou adresu.
ZAVŘEN
ZAVÍRÁ
CONN ODESLÁN
SPOJEN
SPOJUJE
Volací znak je příliš dlouhý.
Linkovou disciplínu nelze na „%s“ změnit.
Soket nelze vytvořit
LADĚNÍ,
DISC ODESLÁN
ODPOJUJE
Implicitní TTL je %u
Cíl Zdroj Zaříz LCI Stav Vr/Vs Odhod-F Přích-F
Cíl Zdroj Zaříz Stav Vr/Vs Odhod-F Přích-F
Adresát Další směrovač Příz Met Odk Užt Rozhr
Cíl Směrovač Síť Směrovač Uzel
Adresát Brána Maska Přízn MSS Okno irtt Rozhraní
Adresát Brána Maska Přízn Metrik Odkazů Užt Rozhraní
Adresát Brána Maska Přízn Metrik Odkazy Užt Rozhraní MSS Okno irtt
Adresát Rozhraní Užití
Cíl Mnemonika Kvalita Soused Rozhraní
Kolikrát byla nalezena změna pořadí pomocí FACK: %u
Kolikrát byla nalezena změna pořadí pomocí SACK: %u
Kolikrát byla nalezena změna pořadí kvůli rychlému znovuodeslání Reno: %u
Kolikrát byla nalezena změna pořadí pomocí časového razítka: %u
Zařízení nebylo nalezeno
Nevím, jak nastavit adresu třídy %d.
SPOJEN
SPOJENO
Položky: %d Vynecháno: %d Nalezeno: %d
NEALOKOVÁN
Typ [%s] se nepodařilo zjistit.
Směrovací cache `inet' nelze vyprazdňovat
Směrovací tabulku `inet6' nelze vyprazdňovat
Předávání je %s
Přístupové zařízení Frame Relay
Obecné EUI-64
Hardwarový typ „%s“ není podporován.
Histogram ICMP vstupu:
Histogram ICMP výstupu:
INET (IPv4) není na tomto systému nakonfigurováno.
INET6 (IPv6) není na tomto systému nakonfigurováno.
IP maskovací položky
Směrování IPX nenalezeno v souboru %s nebo %s.
IPX: toto je třeba uložit
Členství v IPv4 skupinách
Rozhr MTU Met PŘ-OK PŘ-CHYB PŘ-ZAH PŘ-PŘT OD-OK OD-CHYB OD-ZAH OD-PŘT Přízn
Rozhraní Čítač Skupina
Rozhraní %s není inicializováno
Nesprávný volací znak
Směrovací tabulka v jádru pro AX.25
Směrovací cache v jádru pro IP
Směrovací tabulka v jádru pro IP
Směrovací tabulka v jádru pro IPX
Cache sousedů v jádru pro IPv6
Směrovací cache v jádru pro IPv6
Směrovací tabulka v jádru pro IPv6
Tabulka rozhraní v jádru
Směrovací tabulka v jádru pro NET/ROM
Směrovací tabulka v jádru pro ROSE
S ipip a sit nejsou klíče povoleny.
POSLEDNÍ ACK
NASLOUCHÁ
NASLOUCHÁ
SMYČKA,
Místní smyčka
NADŘÍZENÝ,
Chybná Ash adresa
Směrovací cache `inet' nelze měnit
NET/ROM není na tomto systému nakonfigurováno.
NET/ROM: toto je potřeba uložit
NEARP,
ŽÁDNÉ_TRAILERS
Soused HW Adresa Rozhraní Přízn Odkazy Stav
Soused HW Adresa Rozhraní Příznaky Odkazy Stav Prošlý(sec) Smazat(sec)
Pro %s neexistuje ARP položka
Pro třídu adres „%s“ není žádné směrování.
Tento systém nepodporuje ECONET.
Tento systém nepodporuje INET.
Tento systém nepodporuje INET6.
Nebyla nalezena žádná použitelná třída adres.
Adresa uzlu musí mít 10 číslic
DVOUBODOVÉ,
PROMISK,
Nezadávejte více než jednu třídu adres.
Dvoubodový protokol
Chyba při čtení dat z %s
Potíže při při zpracování /proc/net/netstat
Potíže při při zpracování /proc/net/snmp
Počet aktivovaní rychlého potvrzovacího režimu: %u
OBNOVA
ROSE není na tomto systému nakonfigurováno.
RTO algoritmus je %s
BĚŽÍ,
RX komprimováno %lu
RX chyb %lu zahozeno %lu přetečení %lu rámců %lu
RX packetů %llu bajtů %llu (%lu,%lu %s)
RX: Pakety Bajty Chyby CsumChyb MimoPoř Mcasts
Kolikrát systému došla paměť při odesílání packetu: %u
Vyhledávám `%s' ...
Výsledek: h_addr_list=`%s'
Výsledek: h_aliases=`%s'
Výsledek: h_name=`%s'
SABM ODESLÁN
PODŘÍZENÝ,
IP po sériové lince
Nastavuji jméno domény na `%s'
Nastavuji jméno počítače na `%s'
Nastavuji jméno uzlu na `%s'
Lituji, použijte pppd!
Odesílatel Adresát Maska Přízn MSS Okno irtt Rozhraní
Odesílatel Adresát Maska Přízn Metrik Odkazy Užt Rozhraní
Odesílatel Adresát Maska Přízn Metrik Odkazy Užt Rozhraní MSS Okno irtt HH Arp
Odesílatel Adresát Maska Přízn Metrik Odkazy Užt Rozhraní MSS Okno irtt TOS HHOdk HHAktuál ZvláštCíl
Kolikrát TCP zpomalilo kvůli paměti: %u
TX komprimováno %lu
TX chyb %lu zahozeno %lu přetečení %lu přenos %lu kolizí %lu
TX packetů %llu bajtů %llu (%lu,%lu %s)
TX: Pakety Bajty Chyby DeadLoop NoRoute NoBufs
Toto jádro nepodporuje RARP.
Bylo zadáno příliš mnoho tříd adres.
Doména UNIX
NEZ.
NEZNÁM
NEZNÁM
AKTIVOVÁNO,
Třída adres „%s“ není známa.
Neznámý typ média.
Použití: arp [-vn] [<HW>] [-i <rozhraní>] [-a] [<počítač>] <-Zobrazí ARP cache
Použití: ifconfig [-a] [-v] [-s] <rozhraní> [[<AF>] <adresa>]
Použití: hostname [-v] {jméno|-F soubor} nastaví jméno počítače (ze souboru)
Použití: inet6_route [-vF] del Cíl
Použití: inet_route [-vF] del {-host|-net} Cíl[/prefix] [gw Gw] [metrika M] [[dev] If]
Usage: ipmaddr [ add | del ] MULTIADR dev ŘETĚZEC
Použití: iptunnel { add | change | del | show } [ JMÉNO ]
Použití: plipconfig [-a] [-i] [-v] rozhraní
Použití: rarp -a vypíše položky z cache.
Použití: route [-nNvee] [-FC] [<AF>] Zobrazí směrovací tabulky v jádru
Uživatel Cíl Zdroj Zařízení Stav Vr/Vs Odch-F Přích-F
6bitový VJ IP po sériové lince
VJ IP po sériové lince
POZOR: Vyskytla se alespoň jedna chyba. (%d)
Pozor: Rozhraní %s je stále v režimu ALLMULTI.
Pozor: Rozhraní %s je stále v režimu VŠESMĚR.
Pozor: Rozhraní %s je stále v režimu DYNAMIC.
Pozor: Rozhraní %s je stále v režimu MULTICAST.
Pozor: Rozhraní %s je stále v DVOUBODOVÉM režimu.
Pozor: Rozhraní %s je stále v promiskuitním režimu. Neběží jiná aplikace?
Pozor: %s nelze otevřít (%s). Výstup omezen.
Kde: JMÉNO := ŘETĚZEC
Lituji, formát /proc/net/dev je chybný.
Tímto programem nelze PPP spustit.
[ŽÁDNÉ PŘÍZNAKY]
[NENASTAVENO]
[NEZNÁMÝ]
Odpověď na žádost o masku podsítě: %u
Žádost o masku podsítě: %u
Žádost o masku podsítě: %u
arp: hardwarový typ %s nepodporuje ARP.
arp: %s: jádro podporuje pouze 'inet'.
arp: neznámá třída adres %s.
arp: neznámý hardwarový typ %s.
arp: přepínač -N není zatím podporován
arp: databázi ethernetových adres %s nelze otevřít!
arp: položku na řádku %u databáze ethernetových adres %s nelze nastavit!
arp: HW adresu `%s' nelze zjistit: %s
arp: zařízení „%s“ má HW adresu %s `%s'.
arp: syntaktická chyba na řádku %u databáze ethernetových adres %s!
arp: žádná z položek (%d) nevyhovuje.
arp: nesprávná hardwarová adresa
arp: je třeba hardwarová adresa
arp: je třeba jméno počítače
arp: chybně zadaný typ protokolu
automatika
základ 0x%x
režim tunelu (ipip, gre či sit) nelze zjistit
/proc/net/snmp nelze otevřít
/proc/net/snmp6 nelze otevřít
kompat,
Adresát nedostupný: %u
vypnuto
DNS jméno domény (je součástí kanonického jména počítače) v souboru /etc/hosts
Odpověď na žádost o echo: %u
Žádost o echo: %u
zapnuto
třída %d
obecné X.25
globální,
Dotazů na členství ve skupině: %u
Počet snížení členů skupiny: %u
Odpovědí na členství ve skupině: %u
stroj,
Pro typ hardwarové adresy „%s“ neexistuje obsluha na nastavování adresy. Operace selhala.
ifconfig: Pro tuto rodinu protokolů nelze nastavit adresu.
ifconfig: Chyba při překládání „%s“ pro adresu
ifconfig: Chyba při překládání „%s“ pro všesměr
ifconfig: Chyba při překládání „%s“ pro adresu cíle
ifconfig: Chyba při překládání „%s“ pro masku sítě
ifconfig: Chyba při překládání „%s“ pro dvoubodové nastavení
ifconfig: návod na použití lze získat pomocí „--help“.
ifconfig: chyba při překládání „%s“ za účelem nastavení adresy AF=%s
ifconfig: přepínač „%s“ nebyl rozpoznán.
in_arcnet(%s): chybná arcnet adresa!
in_arcnet(%s): nadbytečné : ignorováno!
in_arcnet(%s): nadbytečné znaky!
in_ether(%s): chybná ethernetová adresa!
in_ether(%s): nadbytečné : ignorováno!
in_ether(%s): nadbytečné znaky!
in_fddi(%s): chybná fddi adresa!
in_fddi(%s): nadbytečné : ignorováno!
in_fddi(%s): nadbytečné znaky!
in_hippi(%s): chybná hippi adresa!
in_hippi(%s): nadbytečné : ignorováno!
in_hippi(%s): nadbytečné znaky!
in_tr(%s): nesprávná token ring adresa!
in_tr(%s): nadbytečné: ignorováno!
in_tr(%s): nadbytečné znaky!
přerušení %d
ip: %s není platnou IPv4 adresou
ip: %s není platnou inet adresou
ip: %s není platným inet prefixem
ip: argument %s je nesprávný
linka,
paměť 0x%lx–%lx
chybí informace o rozhraní
Počet oznámení souseda: %u
Počet výzev sousedovi: %u
Počet oznámení souseda: %u
Počet výzev sousedovi: %u
síťová maska %s
použití netrom
netstat: Pro zadanou rodinu adres není podporována statistika: %s
netstat: třída adres %d není podporována !
pro %s neexistuje RARP položka.
vyp (0.00/%ld/%d)
zapnut (%2.2f/%ld/%d)
zap%d (%2.2f/%ld/%d)
Příliš velkých packetů: %u
Problém s parametrem: %u
chyba při čtení dat z %s
prot život zahajsek delta předchd zdroj cíl porty
prot život zdroj cíl porty
rarp: hardwarový typ %s není znám.
rarp: počítač %s není znám
rarp: soubor %s:%s nelze otevřít.
rarp: nelze nastavit položku z řádku %2$u souboru %1$s
rarp: syntaktická chyba na řádku %2$u souboru %1$s
Přijato ICMPv6 vypršení životnosti: %u
Počet přesměrování: %u
Počet přesměrování: %u
route: %s: síť nelze použít jako bránu!
route: Neplatné MSS/MTU.
route: Nesprávné zahajovací rtt.
route: Nesprávné okno.
route: síťová maska %s je nesprávná
route: síťová maska %.8x nedává smysl, když cílem je cesty počítač
route: síťová maska nevyhovuje adrese cesty
Počet oznámení směrovače: %u
Počet výzev směrovači: %u
rresolve: třída adres %d není podporována!
Počet odeslaných ICMPv6 vypršení životnosti: %u
oblast,
slattach: zařízení /dev/%s je již zamčeno!
slattach: do PID souboru nelze zapisovat
slattach: setvbuf(stdout, 0, IOLBF, 0): %s
slattach: název TTY je příliš dlouhý
slattach: tty_lock: uživatel UUCP %s není znám!
slattach: tty_open: aktuální linkovou disciplínu nelze zjistit!
slattach: tty_open: aktuální stav nelze zjistit!
slattach: tty_open: %s bps nelze nastavit!
slattach: tty_open: režim 8N1 nelze nastavit!
slattach: tty_open: režim RAW nelze nastavit!
Zahlcení zdroje: %u
Zahlcení zdroje: %u
Vypršení životnosti: %u
Vypršel čas při přenosu: %u
Odpověď na žádost o čas: %u
Odpověď na žádost o čas: %u
Žádost o čas: %u
žádost o čas: %u
ttl != 0 a noptmudisc se navzájem vylučují
nezn-%d (%2.2f/%ld/%d)
Neznám.
Použití: netstat [-vWeenNcCF] [<AF>] -r netstat {-V|--version|-h|--help}
varování, nesmyslný igmp řádek %d.
varování, nesmyslný igmp6 řádek %d.
varování, nesmyslný 'raw' řádek.
varování, nesmyslný tcp řádek.
varování, nesmyslný udp řádek.
varování, netstat 'unix' řádek.
varování: není dostupný žádný inet soket: %s
Chybné parametry: %u
Pro použití jako archive_cleanup_command v recovery.conf pokud standby_mode = on: archive_cleanup_command = 'pg_archivecleanup [OPTION]... ARCHIVELOCATION %%r' e.g. archive_cleanup_command = 'pg_archivecleanup /mnt/server/archiverdir %%r'
Nebo jako samostatný čistič archivu: e.g. pg_archivecleanup /mnt/server/archiverdir 000000010000000000000010.00000020.backup
Chyby hlašte na <%s>.
-?, --help ukáže tuto nápovědu, a skončí
-V, --version vypíše informaci o verzi, pak skončí
-d vygeneruje debug výstup (více informací)
-n zkušební běh, ukazuje jména souborů které by byly odstraněny
-x EXT vyčistí soubory pokud mají tuto příponu
%s domácí stránka: <%s>
%s odstraní starší WAL soubory z PostgreSQL archivů.
Zkuste "%s --help" pro více informací.
archivní lokace "%s" neexistuje
nelze uzavřít archivní lokaci "%s": %m
nelze otevřít archivní lokaci "%s": %m
nelze načíst archivní lokaci "%s": %m
nelze odstranit soubor "%s": %m
chybný argument jména souboru
nutno zadat archivní lokaci
nutno zadat nejstarčí uchovávaný WAL soubor
příliš mnoho argumentů na příkazové řádce
%s poskytuje informace o nainstalované verzi PostgreSQL.
Bez argumentů jsou vypsány všechny známé položky.
%s [PŘEPÍNAČ]...
--bindir ukáže umístění spustitelných souborů
--cc ukáže hodnotu CC použitou při buildu PostgreSQL
--cflags ukáže hodnotu CFLAGS použitou při buildu PostgreSQL
--cflags_sl ukáže hodnotu CFLAGS_SL použitou při buildu PostgreSQL
--configure ukáže přepínače použité pro "configure" skript ke kompilaci PostgreSQL
--cppflags ukáže hodnotu CPPFLAGS použitou při buildu PostgreSQL
--docdir ukáže umístění souborů s dokumentací
--htmldir ukáže umístění souborl s HTML dokumentací
--includedir ukáže umístění C hlavičkových souborů klientských rozhraní
--includedir-server ukáže umístění C hlavičkových souborů pro server
--ldflags ukáže hodnotu LDFLAGS použitou při buildu PostgreSQL
--ldflags_ex ukáže hodnotu LDFLAGS_EX použitou při buildu PostgreSQL
--ldflags_sl ukáže hodnotu LDFLAGS_SL použitou při buildu PostgreSQL
--libdir ukáže umístění knihoven
--libs ukáže hodnotu LIBS použitou při buildu PostgreSQL
--localedir ukáže umístění souborů pro podporu locale
--mandir ukáže umístění souborů s manuálovými stránkami
--pgxs ukáže umístění makefile souboru pro rozšíření
--pkgincludedir ukáže umístění dalších C hlavičkových souborů
--pkglibdir ukáže umístění dynamicky zaváděných modulů
--sharedir ukáže umístění podpůrných souborů nezávislých na architektuře
--sysconfdir ukáže umístění konfiguračních souborů platných pro celý systém
--version ukáže verzi PostgreSQL
%s: nelze najít vlastní spustitelný soubor
%s: neplatný parametr: %s
nelze změnit adresář na "%s" : %m
nelze najít soubor "%s" ke spuštění
nelze získat aktuální adresář: %m
nelze číst binární soubor "%s"
nelze přečíst symbolický odkaz "%s": %m
neplatný binární soubor"%s"
nezaznamenáno
volání pclose selhalo: %m
Není-li specifikován datový adresář, je použita proměnná prostředí PGDATA.
Volby:
%s [VOLBY] [DATOVÝ-ADRESÁŘ]
-?, --help vypiš tuto nápovědu, potom skonči
-V, --version vypiš informaci o verzi, potom skonči
[-D, --pgdata=]DATADIR datový adresář
%s vypíše kontrolní informace o PostgreSQL databázi.
%s domovská stránka: <%s>
64-bitová čísla
Koncová pozice zálohy: %X/%X
Pozice počátku backupu: %X/%X
Bloků v segmentu velké relace: %u
Bytů ve WAL segmentu: %u
Číslo verze katalogu: %u
Verze kontrolních součtů datových stránek: %u
Velikost databázového bloku: %u
Status databázového klastru: %s
Identifikátor databázového systému: %llu
Způsob uložení typu date/time: %s
Vyžadován záznam konce backupu: %s
Falešné LSN počítadlo pro unlogged relace: %X/%X
Způsob předávání float8 hodnot: %s
Poslední umístění checkpointu: %X/%X
NextMultiOffset posledního checkpointu: %u
NextMultiXactId posledního checkpointu: %u
Poslední umístění NextOID checkpointu: %u
NextXID posledního checkpointu: %u:%u
PrevTimeLineID posledního checkpointu: %u
REDO WAL file posledního checkpointu: %s
Poslední umístění REDO checkpointu: %X/%X
TimeLineID posledního checkpointu: %u
Poslední full_page_writes checkpointu: %s
newestCommitTsXid posledního checkpointu: %u
oldestActiveXID posledního checkpointu: %u
oldestCommitTsXid posledního checkpointu: %u
DB k oldestMulti posledního checkpointu: %u
oldestMultiXid posledního checkpointu: %u
DB k oldestXID posledního checkpointu: %u
oldestXID posledního checkpointu: %u
Maximální počet sloupců v indexu: %u
Maximální zarovnání dat: %u
Maximální délka identifikátorů: %u
Maximální velikost úseku TOAST: %u
Timeline minimální pozice ukončení obnovy: %u
Minimální pozice ukončení obnovy: %X/%X
Zkušební authentizační nonce: %s
Velikost large-object chunku: %u
Velikost WAL segmentu uloženého v souboru, %d byte, není mocnina dvou mezi 1 MB a 1 GB. Soubor je poškozený a výsledky uvedené níže jsou nedůvěryhodné.
Velikost WAL segmentu uloženého v souboru, %d bytů, není mocnina dvou mezi 1 MB a 1 GB. Soubor je poškozený a výsledky uvedené níže jsou nedůvěryhodné.
Čas posledního checkpointu: %s
Velikost WAL bloku: %u
UPOZORNĚNÍ: Spočítaný CRC kontrolní součet nesouhlasí s hodnotou uloženou v souboru. Buď je soubor poškozen nebo má jinou strukturu než tento program očekává. Níže uvedené výsledky jsou nedůvěryhodné.
WARNING: neplatná velikost WAL segmentu
odkazem
hodnotou
pořadí bytů nesouhlasí
nelze uzavřít soubor "%s": %m
nelze provést fsync souboru "%s": %m
nelze otevřít soubor "%s" pro čtení: %m
nelze otevřít soubor "%s": %m
nelze číst soubor "%s": %m
nelze číst soubor "%s": načteno %d z %zu
nelze zapsat soubor "%s": %m
probíhá obnova z archivu
probíhá zotavení z pádu
v provozu
max_connections hodnota: %d
max_locks_per_xact hodnota: %d
max_prepared_xacts hodnota: %d
max_worker_processes hodnota: %d
není specifikován datový adresář
Poslední modifikace pg_control: %s
Číslo verze pg_controlu: %u
možný nesoulad v pořadí bytů Pořadí bytů používané pro uložení pg_control souboru nemusí odpovídat tomu používanému tímto programem. V tom případě by výsledky uvedené níže byly chybné, a PostgreSQL instalace by byla nekompatibilní s tímto datovým adresářem.
ukončení
ukončení (shut down) během obnovy
ukončování
startování
příliš mnoho argumentů v příkazové řádce (první je "%s")
track_commit_timestamp hodnota: %s
neznámý stavový kód
neznámý wal_level
wal_level hodnota: %s
wal_log_hints hodnota: %s
Povolené signály pro "kill":
Společné přepínače:
Přepínače pro register nebo unregister:
Přepínače pro start nebo restart:
Přepínače pro start nebo restart:
Módy ukončení jsou:
Módy spuštění jsou:
%s init[db] [-D ADRESÁŘ] [-s] [-o PŘEPÍNAČE]
%s kill NAZEVSIGNALU PID
%s logrotate [-D ADRESÁŘ] [-s]
%s promote [-D ADRESÁŘ] [-W] [-t SECS] [-s]
%s register [-D ADRESÁŘ] [-N NÁZEVSLUŽBY] [-U UŽIVATEL] [-P HESLO] [-S MÓD-STARTU] [-e ZDROJ] [-W] [-t SECS] [-s] [-o VOLBY]
%s reload [-D ADRESÁŘ] [-s]
%s restart [-D ADRESÁŘ] [-m MÓD-UKONČENÍ] [-W] [-t SECS] [-s] [-o VOLBY] [-c]
%s start [-D ADRESÁŘ] [-l SOUBOR] [-W] [-t SECS] [-s] [-o VOLBY] [-p CESTA] [-c]
%s status [-D ADRESÁŘ]
%s stop [-D ADRESÁŘ] [-m MÓD-UKONČENÍ] [-W] [-t SECS] [-s]
-?, --help vypsat tuto nápovědu, potom skončit
-D, --pgdata=ADRESÁŘ umístění úložiště databáze
-N SERVICENAME jméno služby, pod kterým registrovat PostgreSQL server
-P PASSWORD heslo k účtu pro registraci PostgreSQL serveru
-S TYP-STARTU typ spuštění služby pro registraci PostgreSQL serveru
-U USERNAME uživatelské jméno pro registraci PostgreSQL server
-V, --version vypsat informace o verzi, potom skončit
-W, --no-wait nečekat na dokončení operace
-c, --core-files povolit postgresu vytvářet core soubory
-c, --core-files nepoužitelné pro tuto platformu
-e SOURCE název zdroje pro logování při běhu jako služba
-l, --log=SOUBOR zapisuj (nebo připoj na konec) log serveru do SOUBORU.
-m, --mode=MODE může být "smart", "fast", or "immediate"
-o, --options=VOLBY přepínače, které budou předány postgresu (spustitelnému souboru PostgreSQL) či initdb
-p CESTA-K-POSTGRESU za normálních okolností není potřeba
-s, --silent vypisuj jen chyby, žádné informativní zprávy
-t, --timeout=SECS počet vteřin pro čekání při využití volby -w
-w, --wait čekat na dokončení operace (výchozí)
auto spusť službu automaticky během startu systému (implicitní)
demand spusť službu na vyžádání
fast skonči okamžitě, s korektním zastavením serveru (výchozí)
immediate skonči bez kompletního zastavení; po restartu se provede obnova po pádu (crash recovery)
smart skonči potom, co se odpojí všichni klienti
selhalo
přestávám čekat
%s je nástroj pro inicializaci, spuštění, zastavení, nebo ovládání PostgreSQL serveru.
%s: -S nepoužitelné pro tuto platformu
%s: PID soubor "%s" neexistuje
%s: VAROVÁNÍ: na této platformě nelze vytvořit tajné tokeny
%s: VAROVÁNÍ: v systémovém API nelze najít všechny "job object" funkce
%s: další server možná běží; i tak zkouším start
%s: nemůže běžet pod uživatelem root Prosím přihlaste se jako (neprivilegovaný) uživatel, který bude vlastníkem serverového procesu (například pomocí příkazu "su").
%s: nelze povýšit (promote) server; server není ve standby módu
%s: nelze povýšit (promote) server; server běží v single-user módu (PID: %ld)
%s: nemohu znovunačíst server; server běží v single-user módu (PID: %ld)
%s: nemohu restartovat server; postgres běží v single-user módu (PID: %ld)
%s: nemohu odrotovat log soubor; server běží v single-user módu (PID: %ld)
%s: nelze nastavit limit pro core soubor; zakázáno hard limitem
%s: nemohu zastavit server; postgres běží v single-user módu (PID: %ld)
%s: control file se zdá být poškozený
%s: nelze otevřít adresář "%s": %s
%s: nelze alokovat SIDs: chybový kód %lu
%s: nelze vytvořit signální soubor pro odrotování logu "%s": %s
%s: nelze vytvořit signální soubor pro povýšení (promote) "%s": %s
%s: nelze vytvořit vyhrazený token: chybový kód %lu
%s: nelze najít datový adresář pomocí příkazu "%s"
%s: nelze najít spustitelný program postgres
%s: nelze získat seznam LUID pro privilegia: chybový kód %lu
%s: nelze získat informace o tokenu: chybový kód %lu
%s: nelze otevřít PID soubor "%s": %s
%s: nelze otevřít logovací soubor "%s": %s
%s: nelze otevřít token procesu: chybový kód %lu
%s: nelze otevřít službu "%s": chybový kód %lu
%s: nelze otevřít manažera služeb
%s: nelze číst soubor "%s"
%s: nelze zaregistrovat službu "%s": chybový kód %lu
%s: nelze odstranit signální soubor pro odrotování logu "%s": %s
%s: nelze odstranit signální soubor pro povýšení (promote) "%s": %s
%s: nelze poslat signál pro odrotování logu (PID: %ld): %s
%s: nelze poslat signál pro povýšení (promote, PID: %ld): %s
%s: nelze poslat signál pro reload (PID: %ld): %s
%s: nelze poslat signál pro reload %d (PID: %ld): %s
%s: nelze poslat stop signál (PID: %ld): %s
%s: nelze spustit server Zkontrolujte záznam v logu.
%s: nelze nastartovat server kvůli selhání setsid(): %s
%s: nelze nastartovat server: %s
%s: nelze nastartovat server: chybový kód %lu
%s: nelze nastartovat službu "%s": chybový kód %lu
%s: nelze odregistrovat službu "%s": chybový kód %lu
%s: nelze zapsat do signálního souboru pro odrotování logu "%s": %s
%s: nelze zapsat do signálního souboru pro povýšení (promote) "%s": %s
%s: inicializace databáze selhala
%s: adresář "%s" neexistuje
%s: adresář "%s" není datový adresář databázového clusteru
%s: neplatná data v PID souboru "%s"
%s: chýbějící parametr pro "kill" mód
%s: není zadán datový adresář a ani není nastavena proměnná prostředí PGDATA
%s: není specifikována operace
%s: žádný server neběží
%s: starý proces serveru (PID: %ld) zřejmě skončil
%s: soubor s volbami "%s" musí mít přesně jednu řádku
%s: nedostatek paměti
%s: server neprovedl promote v časovém intervalu
%s: server nenastartoval v časovém limitu
%s: server se neukončuje
%s: server běží (PID: %ld)
%s: služba "%s" je již registrována
%s: služba "%s" není registrována
%s: server běží v single-user módu (PID: %ld)
%s: PID soubor "%s" je prázdný
%s: příliš mnoho argumentů v příkazové řádce (první je "%s")
%s: neplatný mód operace "%s"
%s: neplatný mód ukončení mode "%s"
%s: neplatné jméno signálu "%s"
%s: neplatný typ spuštění "%s"
TIP: Volba "-m fast" okamžitě ukončí sezení namísto aby čekala na odpojení iniciované přímo session.
Pokud je vynechán parametr -D, použije se proměnná prostředí PGDATA.
Běží server?
Prosím ukončete single-user postgres a zkuste to znovu.
Server nastartoval a přijímá spojení
Program "%s" je vyžadován aplikací %s, ale nebyl nalezen ve stejném adresáři jako "%s". Zkontrolujte vaši instalaci.
Program "%s" byl nalezen pomocí "%s", ale nebyl ve stejné verzi jako %s. Zkontrolujte vaši instalaci.
Časový limit pro čekání na start serveru vypršel
VAROVÁNÍ: online backup mód je aktivní Shutdown nebude ukončen dokud nebude zavolán pg_stop_backup().
Čekám na start serveru ...
nelze duplikovat null pointer (interní chyba)
potomek skončil s návratovým kódem %d
potomek skončil s nerozponaným stavem %d
potomek byl ukončen vyjímkou 0x%X
potomek byl ukončen signálem %d: %s
příkaz není spustitelný
příkaz nenalezen
nelze získat aktuální pracovní adresář: %s
nelze identifikovat aktuální adresář: %m
server je povyšován (promote)
server je povyšován (promote)
server se ukončuje
server obdržel signál
server obdržel signál pro odrotování logu
server spuštěn
server startuje
server zastaven
přesto server spouštím
přesto zkouším server spustit
čekám na promote serveru ...
čekám na ukončení serveru ...
čekám na start serveru ...
Volby spojení:
Obecné volby:
Pokud není použito -f/--file, potom SQL skript bude vypsán přímo na standardní výstup.
Není-li specifikováno jméno databáze, použije se proměnná prostředí PGDATABASE.
Není-li definován vstupní soubor, je použit standardní vstup.
Přepínače ovlivňující výstup:
Přepínače ovlivňující obnovu:
Volby -I, -n, -N, -P, -t, -T, a --section mohou být kombinovány a zadány několikrát pro výběr více objektů.
%s [VOLBA]...
%s [PŘEPÍNAČ]... [DATABÁZE]
%s [PŘEPÍNAČ]... [SOUBOR]
--binary-upgrade pouze pro použití upgradovacími nástroji
--column-inserts použije pro dump dat příkaz INSERT se jmény sloupců
--disable-dollar-quoting nepoužívat znak dolaru místo uvozovek, používat standardní SQL uvozování
--disable-triggers zakázat volání triggerů během obnovy dat
--enable-row-security povolit row security
--enable-row-security povolit row security (vypíše pouze data ke kterým má uživatel přístup)
--exclude-database=VZOR nedumpuj databáze jejichž jména odpovídají VZORu
--exclude-table-data=VZOR nedumpuj data pro zadané tabulky
--extra-float-digits=NUM přenastav výchozí nastavení pro extra_float_digits
--if-exists použít IF EXISTS při mazání objektů
--include-foreign-data=PATTERN zahrne data z foreign tabulek náležících k foreign serverům odpovídajícím PATTERN
--inserts použít pro dump dat příkazy INSERT místo COPY
--load-via-partition-root data do partition tabulek načítat přes root tabulku
--lock-wait-timeout=TIMEOUT selže po uplynutí TIMEOUT čekáním na zámek tabulky
--no-comments neprovádět dump komentářů
--no-comments neobnovovat komentáře
--no-data-for-failed-tables neobnovuj data tabulek které nemohly být vytvořeny
--no-publications neprovádět dump publikací
--no-role-passwords hesla pro role nezahrnovat do dumpu
--no-security-labels neprovádět dump bezpečnostních štítků
--no-security-labels neobnovuj bezpečnostní štítky
--no-subscriptions neprovádět dump subsckripcí
--no-subscriptions neobnovovat subskripce
--no-sync nečekat než budou změny bezpečně zapsány na disk
--no-synchronized-snapshots nepoužívat synchronizované snapshoty v paralelních jobech
--no-tablespaces neprovádět dump přiřazení tablespaces
--no-tablespaces neobnovuj přiřazení tablespaces
--no-unlogged-table-data nedumpuj data unlogged tabulek
--on-conflict-do-nothing přidej ON CONFLICT DO NOTHING do INSERT příkazů
--quote-all-identifiers všechny identifikátory uveď v uvozovkách, i když se nejedná o klíčová slova
--role=ROLENAME před dumpem proveď SET ROLE
--role=ROLENAME před obnovou proveď SET ROLE
--rows-per-insert=NROWS počet řádek per INSERT; implikuje --inserts
--section=SECTION dump pojmenované sekce (pre-data, data, nebo post-data)
--section=SECTION obnov pojmenovanou sekci (pre-data, data, nebo post-data)
--serializable-deferrable počkej než bude možné provést dump bez anomálií
--snapshot=SNAPSHOT pro dump použít zadaný snapshot
--strict-names vyžadovat aby každý vzor pro zahrnutí tabulek a/nebo schémat odpovídal alespoň jednomu objektu
--use-set-session-authorization používat příkaz SET SESSION AUTHORIZATION namísto příkazu ALTER OWNER pro nastavení vlastníka
-1, --single-transaction zpracuj soubor v rámci jedné transakce
-?, --help zobraz tuto nápovědu, poté skonči
-B, --no-blobs nezahrnovat "large objects" do dumpu
-C, --create vypíše příkazy pro vytvoření databáze
-C, --create zahrnout příkazy pro vytvoření databáze do dumpu
-E, --encoding=KÓDOVÁNÍ kódování znaků databáze
-F, --format=c|d|t formát záložního souboru (měl by být automatický)
-F, --format=c|d|t|p formát výstupního soubor (custom, directory, tar, plain text (výchozí))
-I, --index=JMÉNO obnovit jmenovaný index
-L, --use-list=SOUBOR použít specifikovaný obsah (TOC) pro řazení výstupu z tohoto souboru
-N, --exclude-schema=NAME neobnovovat objekty v tomto schématu
-N, --exclude-schema=PATTERN nedumpuj uvedená schéma(ta)
-O, --no-owner nevypisuje příkazy k nastavení vlastníka objektů
-O, --no-owner nevypisovat příkazy pro nastavení vlastníka objektu v čistě textovém formátu
-P, --function=JMÉNO(args) obnovit funkci daného jména
-S, --superuser=JMÉNO jméno superuživatele použité pro zakázaní triggerů
-S, --superuser=JMÉNO uživatelské jméno superuživatele použité při dumpu
-S, --superuser=JMÉNO uživatelské jméno superuživatele použité při dumpu
-T, --exclude-table=PATTERN neprováděj dump uvedených tabulek
-T, --trigger=JMÉNO obnovit pouze jmenovaný trigger
-U, --username=JMÉNO připoj se jako uvedený uživatel
-V, --version zobraz informaci o verzi, poté skonči
-W, --password zeptej se na heslo (mělo by se dít automaticky)
-Z, --compress=0-9 úroveň komprese při použití komprimovaného formátu
-a, --data-only dump pouze dat bez definic databázových objektů
-a, --data-only obnovit pouze data, ne definice databázových objektů
-b, --blobs zahrnout "large objects" do dumpu
-c, --clean odstranit (drop) databázi před jejím vytvořením
-c, --clean odstranit (drop) databázi před jejím vytvořením
-d, --dbname=CONNSTR specifikace připojení do databáze
-d, --dbname=JMÉNO jméno zdrojové databáze
-d, --dbname=JMÉNO jméno cílové databáze
-e, --exit-on-error ukončit při chybě, implicitně pokračuje
-f, --file=SOUBOR výstupní soubor
-f, --file=SOUBOR výstupní soubor nebo adresář
-f, --file=SOUBOR výstupní soubor (- pro stdout)
-g, --globals-only dump pouze globálních objektů, ne databáze
-h, --host=HOSTNAME host databázového serveru nebo adresář se sockety
-j, --jobs=NUM použij tento počet paralelních jobů pro zálohu
-j, --jobs=NUM použij pro obnovu daný počet paralelních jobů
-l, --database=DBNAME alternativní výchozí databáze
-l, --list zobrazit sumarizovaný obsah (TOC) archivu
-n, --schema=NAME obnovit pouze objekty v tomto schématu
-n, --schema=PATTERN vytvořit dump pouze specifikovaného schématu
-p, --port=PORT port databázového serveru
-r, --roles-only dump pouze rolí, ne databází nebo tablespaců
-s, --schema-only dump pouze definic databázových objektů (tabulek apod.) bez dat
-s, --schema-only obnovit pouze definice objektů, bez dat
-t, --table=JMÉNO obnovit pouze jmenovanou relaci (tabulka, pohled, etc.)
-t, --table=PATTERN provést dump pouze uvedené tabulky
-t, --tablespaces-only dump pouze tablespaců, ne databází nebo rolí
-v, --verbose vypisovat více informací
-w, --no-password nikdy se neptej na heslo
-x, --no-privileges neprovádět dump přístupových práv (grant/revoke)
-x, --no-privileges přeskočit obnovu přístupových práv (grant/revoke)
%s vytvoří dump databáze jako textový soubor nebo v jiném formátu.
%s extrahuje PostgreSQL databázi do souboru s SQL skriptem.
%s obnovuje PostgreSQL databázi z archivu vytvořeného pomocí pg_dump.
%s: %sPříkaz byl: %s
(Systémové katalogy mohou být poškozeny.)
COPY selhal pro tabulku "%s": %s
Zvažte použití kompletního (full) dumpu namísto --data-only dumpu pro odstranění tohoto problému.
Dumpování obsahu tabulky "%s" selhalo: volání PQgetCopyData() selhalo.
Dumpování obsahu tabulky "%s" selhalo: volání PQgetResult() selhalo.
Chybová zpráva ze serveru: %s
Exportované snapshoty nejsou touto verzí serveru podporovány.
LOCK TABLE selhal pro "%s": %s
Synchronizované snapshoty nejsou na této verzi serveru podporovány. Pokud nepotřebujete synchronizované snapshoty, použijte přepínač --no-synchronized-snapshots.
Synchronizované snapshoty nejsou na této verzi serveru podporovány. Pokud nepotřebujete synchronizované snapshoty, použijte přepínač --no-synchronized-snapshots.
Příkaz byl: %s
WITH OIDS již není podporováno (tabulka "%s")
WSAStartup selhal: %d
Bez zadání volby --disable-triggers nebo dočasného vypnutí constraintů zřejmě nebudete schopni tento dump obnovit.
pracovní proces neočekávaně selhal
končím kvůli rozdílnosti verzí serverů
skutečná délka souboru (%s) neodpovídá očekávané (%s)
agregační funkci %s nelze dumpovat korektně pro tuto verzi databáze; ignorováno
spojení s databází již existuje
archiv je komprimován, ale tato instalace nepodporuje kompresi -- data nebudou dostupná
archivované položky v nesprávném pořadí sekcí
archiv byl vytvořen na stroji s většími celými čísly (integer), některé operace mohou selhat
neplatné dumpId
špatné dumpId tabulky pro TABLE DATA položku
chybná definice transformace, alespoň jedno z trffromsql a trftosql by mělo být nenulové
chybná hodnota v položce pg_cast.castfunc nebo pg_cast.castmethod
nesmyslná hodnota v položce "pg_cast.castmethod"
nesmyslná hodnota v položce pg_transform.trffromsql
nesmyslná hodnota v položce pg_transform.trftosql
nesmyslná hodnota v "proargmodes" poli
vstupní archivy lze pouze znovu otevřít
nelze obnovit z komprimovaného archivu (není nastavena podpora komprese)
nelze zadat --single-transaction a několik úloh
komprese není podporována v archivním formátu tar
úroveň komprese musí být v rozsahu 0..9
compressor aktivní
navazováno spojení s databází pro obnovu
připojuji se k nové databázi "%s"
spojení s databází "%s" selhalo: %s
nalezena poškozená tar hlavička v %s (očekáváno %d, vypočteno %d) pozice souboru %s
nelze zavřít TOC soubor: %m
nelze uzavřít archivní soubor: %m
nelze uzavřít kompresní knihovnu: %s
nelze uzavřít kompresní stream: %s
nelze uzavřít datový soubor "%s": %m
nelze zavřít adresář "%s": %m
nelze zavřít výstupní soubor: %m
nelze uzavřít TOC soubor pro large objekty "%s": %m
nelze zavřít výstupní soubor: %m
nelze zavřít tar položku
nelze otevřít dočasný soubor: %m
nelze provést commit transakce
nelze komprimovat data: %s
nelze znovu navázat spojení s databází
nelze navázat spojení s databází "%s"
nelze navázat spojení s databází "%s": %s
nelze navázat spojení s databází "postgres" nebo "template1" Zadejte prosím alternativní databázi.
nelze vytvořit komunikační kanály: %m
nelze vytvořit adresář "%s": %m
nelze vytvořit "large object" %u: %s
nelze vytvořit pracovní proces: %m
nelze určit seek pozici v archivním souboru: %m
nelze provést dotaz
v archivu nelze najít blok ID %d -- archiv může být poškozen
v archivu nelze najít blok ID %d -- možná kvůli out-of-order restore požadavku, který nemohl být vyřízen kvůli non-seekable vstupnímu souboru
nelze najít záznam ID %d
v archivu nelze najít soubor "%s"
nelze najít definici pro funkci ID %u
nelze najít hlavičku pro soubor %s v tar archivu
nelze najít operátor s OID %s
nelze najít nadřízené rozšíření pro %s %s
nelze najít odkazované rozšíření %u
nelze zjistit kam přidat IF EXISTS v příkazu "%s"
nelze vygenerovat jméno dočasného souboru: %m
nelze získat verzi serveru
nelze získat server_version z libpq
nelze identifikovat smyčku závislostí
nelze inicializovat kompresní knihovnu: %s
nelze získat zámek na relaci "%s" Toto obvykle znamená že někdo si vyžádal ACCESS EXCLUSIVE zámek na tabulce poté co rodičovský pg_dump proces získal výchozí ACCESS SHARE zámek na dané tabulce.
nelze otevřít TOC soubor "%s" pro vstup: %m
nelze otevřít TOC soubor "%s" pro výstup: %m
nelze otevřít TOC soubor "%s": %m
nelze otevřít TOC soubor pro vstup: %m
nelze otevřít TOC soubor pro výstup: %m
nelze otevřít vstupní soubor "%s": %m
nelze otevřít vstupní soubor: %m
nelze otevřít "large object" %u:%s
nelze otevřít TOC soubor pro large objekty "%s" pro vstup: %m
nelze otevřít výstupní soubor "%s": %m
nelze otevřít výstupní soubor: %m
nelze otevřít dočasný soubor
nelze zpracovat ACL seznam (%s) pro prostor tabulek "%s"
nelze zpracovat GRANT ACL seznam (%s) nebo REVOKE ACL seznam (%s) pro objekt "%s" (%s)
nelze zpracovat seznam oprávnění ACL (%s)
nelze zpracovat výchozí GRANT ACL seznam (%s) nebo výchozí REVOKE ACL seznam (%s) pro objekt "%s" (%s)
nemohu zpracovat numerické pole "%s": neplatný znak v čísle
nemohu zpracovat numerické pole "%s": příliš mnoho čísel
nelze naparsovat pole "proallargtypes"
nelze naparsovat pole "proargmodes"
nelze naparsovat pole "proargnames"
nelze naparsovat pole "proconfig"
nelze naparsovat pole "reloptions"
nelze zpracovat výsledek current_schemas()
nelze zpracovat verzi serveru "%s"
nelze naparsovat pole "subpublications"
nelze otevřít logovací soubor "%s": %m
nelze načíst adresář "%s": %m
nelze číst vstupní soubor: %m
nelze číst vstupní soubor: %s
nelze číst vstupní soubor: end of file
nelze číst vstupní soubor: %m
nelze vyřešit smyčku závislostí mezi těmito položkami:
nelze nastavit default_table_access_method na: %s
nelze nastavit default_tablespace na %s: %s
nelze nastavit search_path na "%s": %s
nelze nastavit seek pozici v archivním souboru: %m
nelze nastavit uživatele session na "%s": %s
nelze spustit databázovou transakci
nelze dekomprimovat data: %s
nelze zapsat do TOC souboru pro bloby
nelze zapsat "large object" (výsledek = %lu, očekáváno: %lu)
nelze zapsat do výstupního souboru: %s
nelze zapsat do komunikačního kanálu: %m
vytvářím %s "%s"
vytvářím %s "%s.%s"
datový blok %d má chybnou seek pozici
definice view "%s" se zdá být prázdná (nulová délka)
nelze najít identifikační řetězec v hlavičce souboru
přímé spojení s databází nejsou podporovány v archivech před verzí 1.3
adresář "%s" zřejmě není platným archivem ("toc.dat" neexistuje)
jméno adresáře je příliš dlouhé: "%s"
vypínám triggery pro %s
nevím jak nastavit vlastníka pro typ objektu "%s"
odstraňuji %s %s
dumpuji obsah tabulky "%s.%s"
dumpuji databázi "%s"
zapínám triggery pro %s
vstupuji do hlavní paralelní smyčky
ID záznamu %d je mimo rozsah -- možná je poškozena TOC
chyba během posunu v souboru: %m
chyba při čtení large objektu %u: %s
chyba při čtení TOC souboru pro large objekty "%s"
chyba vrácená voláním PQputCopyData: %s
chyba vrícená voláním PQputCopyEnd: %s
chyba
chyby ignorovány při obnovení: %d
nedumpuji databázi "%s"
spouštím: %s
vykonávám %s %s
očekáván %d check constraint na tabulce "%s" nalezeno %d
očekávány %d check constrainty na tabulce "%s" nalezeno %d
očekávaný formát (%d) se liší se od formátu nalezeného v souboru (%d)
extra_float_digits musí být v intervalu -15..3
selhala kontrola, rodičovské OID %u tabulky "%s" (OID %u) nenalez
selhala kontrola, OID %u rodičovské tabulky u pg_rewrite položky OID %u nelze najít
selhala kontrola, OID %u rodičovské tabulky u sekvence s OID %u nelze najít
jméno souboru je příliš dlouhé: "%s"
offset souboru v dumpu je příliš velký
hledám CHECK omezení pro tabulku "%s.%s"
hledám DEFAULT výrazy pro tabulku "%s.%s"
hledám tabulky pro rozšíření
hledám informace o dědičnosti
hledám sloupce a typy pro tabulku "%s.%s"
dokončena položka %d %s %s
ukončuji hlavní paralelní smyčku
označuji indexy na partitionovaných tabulkách
označuji zděděné sloupce v pod-tabulkách
nalezeno neočekávané ID bloku (%d) při čtení dat - očekáváno %d
z TOC záznamu %d; %u %u %s %s %s
funkce "%s" nenalezena
hledám položky rozšíření (extenze)
předpokládána pouze obnova dat
nalezena nekompletní tar hlavička (%lu byte)
nalezena nekompletní tar hlavička (%lu byty)
index "%s" nenalezen
vstupní soubor se zdá být dump v textovém formátu. Použijte prosím psql.
vstupní soubor se nezdá být korektním archivem
vstupní soubor se nezdá být korektním archivem (příliš krátký?)
vstupní soubor je příliš krátký (čteno %lu, očekáváno 5)
interní chyba -- WriteData není možno volat mimo kontext rutiny DataDumper
chybná položka ENCODING: %s
neplatné OID pro "large object"
neplatné OID pro "large object" (%u)
chybná položka STDSTRINGS: %s
neplatná "adnum" hodnota %d pro tabulku "%s"
neplatný řetězec argumentů (%s) pro trigger "%s" tabulky "%s"
specifikováno neplatné klientské kódování "%s"
neplatné číslo sloupce %d pro tabulku "%s"
neplatné číslování sloupců v tabulce "%s"
neplatný kompresní kód: %d
v hlavičce je neplatné datum vytvoření
neplatná závislost %d
neplatné dumpId %d
neplatný řádek v TOC souboru pro large objekty "%s" : "%s"
z pracovního procesu dorazila neplatná zpráva: "%s"
neplatný počet paralelních jobů
neplatný počet rodičů %d pro tabulku "%s"
specifikován neplatný formát "%s" výstupu
neplatný typ "%c" access metody "%s"
"large object" výstup není podporován ve vybraném formátu
poslední vestavěné OID je %u
spouštím položku %d %s %s
řádka ignorována: %s
maximální počet paralelních jobů je %d
chybí index pro omezení "%s"
nebyly nalezeny žádné foreign servery odpovídající vzoru "%s"
nebyla nalezena žádná odovídající schémata
nebyla nalezena žádná schémata odpovídající vzoru "%s"
nebyla nalezena žádná odpovídající tabulka
nebyla nalezena žádná tabulka odpovídající vzoru "%s"
nezadán žádný výstupní adresář
žádný odkazovaný objekt %u: %u
žádný odkazující objekt %u: %u
nezkompilováno s podporou zlib
musí být specifikována jedna z voleb -d/--dbname a -f/--file
volba --exclude-database nemůže být použita společně s -g/--globals-only, -r/--roles-only, nebo -t/--tablespaces-only
volba --if-exists vyžaduje volbu -c/--clean
volba --include-foreign-data není podporována pro paralelní backupy
volba --on-conflict-do-nothing vyžaduje volbu --inserts, --rows-per-insert, nebo --column-inserts
volby -C/--create a -1/--single-transaction nelze používat společně
volby -c/--clean a -a/--data-only nelze používat společně
volby -d/--dbname a -f/--file nelze používat společně
volby -g/--globals-only a -r/--roles-only nelze používat společně
volby -g/--globals-only a -t/--tablespaces-only nelze používat společně
volby -r/--roles-only a -t/--tablespaces-only nelze používat společně
volby -s/--schema-only a --include-foreign-data nelze používat společně
volby -s/--schema-only a -a/--data-only nelze používat společně
vyčerpány dostupné on_exit_nicely sloty
vlastník agregační funkce "%s" se zdá být neplatný
vlastník datového typu "%s" se zdá být neplatný
vlastník funkce "%s" se zdá být neplatný
vlastník operátoru "%s" se zdá být neplatný
vlastník třídy operátorů "%s" se zdá být neplatný
vlastník rodiny operátorů "%s" se zdá být neplatný
vlastník publikace "%s" se zdá být neplatný
vlastník schématu "%s" se zdá být neplatný
vlastník subskripce "%s" se zdá být neplatný
vlastník tabulky "%s" se zdá být neplatný
paralelní záloha je podporována pouze directory formátem
paralelní obnova z neseekovatelného souboru není podporována
paralelní obnova ze standardního vstupnu není podporována
paralelní obnova není podporována s archivy z pre-8.0 verzí pg_dump
paralelní obnova není pro tento formát archivu podporována
pg_dump selhal při zpracovávání databáze "%s", ukončuji se
pgpipe: nelze přijmout spojení: chybový kód %d
pgpipe: nelze provést bind: chybový kód %d
pgpipe: nelze se připojit k soketu: chybový kód %d
pgpipe: nelze vytvořit druhý soket: chybový kód %d
pgpipe: nelze vytvořit soket: chybový kód %d
pgpipe: nelze poslouchat: chybový kód %d
pgpipe: getsockname() selhal: chybový kód %d
zpracovávám %s
zpracovávám data pro tabulku "%s.%s"
zpracovávám položku %d %s %s
zpracování vynechalo položku %d %s %s
dotaz selhal: %s
dotaz vrátil prázdné jméno referencované tabulky pro trigger "%s" cizího klíče pro tabulku "%s" (OID tabulky: %u)
dotaz vrátil %d řádku namísto jedné: %s
dotaz vrátil %d řádky namísto jedné: %s
dotaz pro načtení dat sekvence "%s" vrátil %d řádek (expected 1)
dotaz pro načtení dat sekvence "%s" vrátil %d řádky (expected 1)
dotaz k získání pravidla (RULE) "%s" pro tabulku "%s" selhal: vrácen chybný počet řádků
dotaz na získání definice view "%s" vrátil více jak jednu definici
dotaz na získání definice view "%s" nevrátil žádná data
dotaz byl: %s
čtu informace o sloupcích pro tabulky
čtu omezení
čtu implicitní přístupová práva
čtu data o závislostech
čtu event triggery
čtu rozšířené statistiky
čtu rozšíření
čtu cizí klíče pro tabulku "%s.%s"
čtu indexy
čtu indexy pro tabulku "%s.%s"
čtu "large objects"
čtu přístupové politiky
čtu policies pro tablku "%s.%s"
čtu procedurální jazyky
čtu členství v publikacích
čtu členství v publikacích pro tabulku "%s.%s"
čtu publikace
čtu přepisovací pravidla
čtu row security enabled pro tabulku "%s.%s"
čtu schémata
čtu subskripce
čtu informace dědičnosti tabulky
čtu transformace
čtu triggery
čtu triggery pro tabulku "%s.%s"
čtu přetypování
čtu uživatelem definované přístupové metody
čtu uživatelem definované agregátní funkce
čtu uživatelem definované collations
čtu uživatelem definované konverze
čtu uživatelem definované foreign servery
čtu uživatelem definované foreign-data wrappery
čtu uživatelem definované funkce
čtu uživatelem definované třídy operátorů
čtu uživatelem definované rodiny operátorů
čtu uživatelem definované operátory
čtu uživatelem definované tabulky
čtu uživatelské fulltextového konfigurace
čtu uživatelem definované fulltextové slovníky
čtu uživatelem definované fulltextové parsery
čtu uživatelem definované fulltextové šablony
čtu uživatelem definované typy
připojení k databázi "%s" selhalo: %s
požadovaná komprese není v této instalaci dostupná -- archiv bude nekomprimovaný
obnoven %d large objekt
obnoveny %d large objekty
obnova dat mimo pořadí není podporována v tomto formátu archivu: "%s" je vyžadován, ale v archivu předchází "%s".
obnovován "large object" s OID %u
obnova tabulek s volbou WITH OIDS již není podporována
název role začínající s "pg_" přeskočen (%s)
počet řádek na insert musí být v rozsahu %d..%d
běží "%s"
kontrola velikosti integeru (%lu) selhala
ukládám definice databáze
ukládám kódování znaků = %s
ukládám "large objects"
ukládám search_path = %s
ukládám standard_conforming_strings = %s
schéma "%s" nenalezeno
schéma s OID %u neexistuje
select() selhalo: %m
verze serveru: %s; %s verze: %s
přeskakuji položku %d %s %s
subscriptions nejsou zahrnuty do dumpu protože aktuální uživatel není superuživatl
tabulku "%s" nelze vytvořit, její data nebudou obnovena
tabulka "%s" nenalezena
na této tabulce existuje cyklus cizích klíčů:
mezi těmito tabulkami existuje cyklus cizích klíčů:
tento formát nelze číst
trigger "%s" nenalezen
typtype datového typu "%s" se zdá být neplatný
neočekávaná syntaxe příkazu COPY: "%s"
neočekávaný příznak datového offsetu %d
neočekávané další výsledky během COPY tabulky "%s"
neočekáváný typ policy příkazu: %c
neočekávaný kód sekce %d
neočekávaná hodnota tgtype: %d
neznámá aggfinalmodify hodnota for agregační funkci "%s"
neznámá aggmfinalmodify hodnota for agregační funkci "%s"
neznámý formát archivu "%s"; zadejte prosím "c", "d" nebo "t"
neočekávaný poskytovatel collation: %s
nerozpoznaný příkaz obdržen od mastera: %s
neočekávaný typ omezení: %c
nepřípustný typ datového bloku %d během obnovení archivu
nepřípustný typ datového bloku (%d) během prohledávání archivu
neplatné kódování "%s"
neznámý formát souboru "%d"
neznámý typ objektu (%d) ve výchozích privilegiích
nerozpoznaná proparallel" hodnota pro funkci "%s"
nerozpoznaná "provolatile" hodnota pro funkci "%s"
neznámý název sekce "%s"
neočekávaný typ sekvence: %s
nepodporovaná verze (%d.%d) v hlavičce souboru
varování z originálního dump souboru: %s
během FINALIZACE:
během INICIALIZACE:
během ZPRACOVÁNÍ TOC:
worker proces selhal: exit kód %d
zapsán %lu byte dat large objektů (result = %lu)
zapsán %lu byty dat large objektů (result = %lu)
Hodnoty které se změní:
Jestliže tyto hodnoty vypadají akceptovatelně, použijte -f pro vynucený reset.
--wal-segsize=VELIKOST velikost WAL segmentů, v megabytech
-?, --help ukáže tuto nápovědu a skončí
-O, --multixact-offset=OFFSET nastaví offset následující multitransakce
-V, --version ukáže informace o verzi a skončí
-c, --commit-timestamp-ids=XID,XID nastaví nejstarší a nejnovější s nastaveným commit timestamp (nula znamená beze změny)
-e, --epoch=XIDEPOCH nastaví epochu následujícího ID transakce
-f, --force vynutí provedení update
-l, --next-wal-file=WALFILE vynutí minimální počáteční WAL pozici pro nový transakční log
-m, --multixact-ids=MXID,MXID nastav další a nejstarší ID multitransakce
-n, --dry-run bez update, pouze ukáže co by bylo provedeno
-o, --next-oid=OID nastaví následující OID
-x, --next-transaction-id=XID nastaví ID následující transakce
[-D, --pgdata=]ADRESÁŘ datový adresář
%s resetuje PostgreSQL transakční log.
Současné pg_control hodnoty:
Soubor "%s" obsahuje "%s", což je nekompatibilní s verzí "%s" tohoto programu.
První log segment po resetu: %s
Odhadnuté hodnoty pg_controlu:
Máte-li jistotu, že je cesta k datovému adresáři správná, proveďte touch %s a zkuste to znovu.
Neběží již server? Jestliže ne, smažte soubor se zámkem a zkuste to znova.
OID (-o) nesmí být 0
DB k OldestMulti: %u
DB k OldestXID: %u
Databázový server nebyl ukončen čistě. Resetování transakčního logu může způsobit ztrátu dat. Jestliže i přesto chcete pokračovat, použijte -f pro vynucený reset.
Použití: %s [VOLBA]... ADRESÁŘ
Transakční log resetován
Musíte spustit %s jako PostgreSQL superuživatel.
argument pro --wal-segsize musí být číslo
argument pro --wal-segsize musí být mocnina 2 mezi 1 a 1024
nelze spouštět jako "root"
na této platformě nelze vytvářet vyhrazené tokeny: kód chyby %lu
nelze alokovat SIDs: chybový kód %lu
nelze vytvořit vyhrazený token: chybový kód %lu
nelze smazat soubor "%s": %m
nelze získat návratový kód ze subprocesu: chybový kód %lu
nelze načíst knihovnu "%s": kód chyby %lu
nelze otevřít adresář "%s": %m
nelze otevřít process token: chybový kód %lu
nelze znovu spustit s vyhrazeným tokenem: chybový kód %lu
nelze číst z adresáře "%s": %m
nelze zjistit přístupová práva adresáře "%s": %m
nelze spustit proces pro příkaz "%s": chybový kód %lu
datový adresář pochází z nesprávné verze
neplatný argument pro volbu %s
soubor se zámkem "%s" existuje
ID multitransakce (-m) nesmí být 0
offset multitransakce (-O) nesmí být -1
ID nejstarší multitransakce (-m) nesmí být 0
pg_control existuje, ale s neplatným kontrolním součtem CRC; postupujte opatrně
pg_control existuje, ale je poškozen nebo neznámé verze; ignoruji to
pg_control obsahuje neplatnou velikost WAL segmentu (%d byte); pokračujte obezřetně
pg_control obsahuje neplatnou velikost WAL segmentu (%d bytů); pokračujte obezřetně
příliš mnoho parametrů na příkazové řádce (první je "%s")
ID transakce (-c) musí být buď 0 nebo větší než nebo rovno 2
ID transakce (-x) nesmí být 0
epocha ID transakce (-e) nesmí být -1
neočekávaný prázdný soubor "%s"
*Clustery jsou kompatibilní*
Před spuštěním pg_upgrade musíte: vytvořit nový databázový cluster (pomocí nové verze initdb) zastavit postmaster proces běžící nad starým clusterem zastavit postmaster proces běžízí nad novým clusterem
Například: pg_upgrade -d oldCluster/data -D newCluster/data -b oldCluster/bin -B newCluster/bin nebo
Pokud pg_upgrade selže po tomto místě, musíte reinicializovat (initdb) nový cluster než budete pokračovat.
Pokud budete chtít nastartovat starý cluster, budete muset odstranit příponu ".old" z %s/global/pg_control.old. Protože byl použit "link" mód, starý cluster nemůže být bezpečně spuštěn jakmile bude nastartován nový cluster.
Provádím Upgrade ----------------
Upgrade Dokončen ----------------
VAROVÁNÍ: nový datový adresář by neměl být ve starém datovém adresáři, e.g. %s
VAROVÁNÍ: umístění uživatelem definovaných tablespaces by neměly být v datovém adresáři, e.g. %s
Při spuštění pg_upgrade musíte zadat následující informace: datový adresář pro starý cluster (-d DATADIR) datový adresář pro nový cluster (-D DATADIR) "bin" adresář pro starou verzi (-b BINDIR) "bin" adresář pro novou verzi (-B BINDIR)
Vaše instalace obsahuje hash indexy. Tyto indexy mají rozdílný interní formát mezi vaším starým a novým clusterem, takže musí být reindexovány příkazem REINDEX. Po skončení upgrade vám budou poskytnuty instrukce jak REINDEX provést.
Vaše instalace obsahuje hash indexy. Tyto indexy mají rozdílný interní formát mezi vaším starým a novým clusterem, takže musí být reindexovány příkazem REINDEX. Soubor %s po spuštění z psql pod superuživatelským účtem znovu vytvoří všechny neplatné indexy; dokud k tomu nedojde tyto indexy nebudou používány.
Vaše instalace obsahuje velké objekty. Nová databáze má další tabulku s právy k velkým objektům, takže pro všechny velké objekty musí být definována výchozí práva. Soubor %s po spuštění z psql pod superuživatelským účtem tato výchozí práva nastaví.
Vaše instalace obsahuje velké objekty. Nová databáze má další tabulku s právy k velkým objektům. Po upgrade vám bude poskytnut příkaz pro naplnění tabulky pg_largeobject_metadata s výchozími právy.
spojení na databázi selhalo: %s
zdrojové databáze:
cílové databáze:
--clone klonuje namísto kopírování souborů do nového clusteru
-?, --help zobrazí tuto nápovědu, poté skončí
-B, --new-bindir=BINDIR adresář se spustitelnými soubory nového clusteru (výchozí hodnota je stejný adresář jako pg_upgrade)
-D, --new-datadir=DATADIR datový adresář nového clusteru
-O, --new-options=VOLBY volby pro nový cluster které se mají předat serveru
-P, --new-port=PORT číslo portu pro nový cluster (implicitně %d)
-U, --username=JMÉNO superuživatel pro cluster (implicitně "%s")
-V, --version zobrazí informaci o verzi, poté skončí
-b, --old-bindir=BINDIR adresář se spustitelnými soubory starého clusteru
-c, --check pouze kontroluje clustery, nemění žádná data
-d, --old-datadir=DATADIR datový adresář starého clusteru
-j, --jobs=NUM počet paralelních procesů nebo threadů
-k, --link vytváří odkazy namísto kopírování souborů do nového clusteru
-o, --old-options=VOLBY volby pro starý cluster které se mají předat serveru
-p, --old-port=PORT číslo portu pro starý cluster (implicitně %d)
-r, --retain v případě úspěchu zachovat SQL a log soubory
-s, --socketdir=DIR adresář pro sockety (implicitně současný adresář)
-v, --verbose zapné podrobné interní logování
velikost WAL bloku
velikost WAL segmentu
velikost bloku
další XID checkpointu
verze datových kontrolních součtů
datum/čas jsou integery?
první WAL segment po resets
metoda předávání float8 argumentů
velikost segmentu velkých relací
velikost large-object chunku
další MultiXactId posledního checkpointu
MultiXactOffset posledního checkpointu
další OID posledního checkpointu
nejstarší MultiXactId posledního checkpointu
maximální velikost TOAST chunku
maximální alignment
maximální délka identifikátoru
maximální počet indexovaných sloupců
pg_upgrade [VOLBA]...
což je index na "%s.%s"
což je index na OID %u
což je TOAST tabulka pro "%s.%s"
což je TOAST tabulka pro OID %u
"%s" není adresář
%d: problém se stavem databázového clusteru
%s.%s: %u na %u
%s: nelze spouštět jako root
Přidávám ".old" příponu ke starému global/pg_control souboru
Všechny non-template0 databáze musí povolovat spojení, i.e. jejich pg_database.datallowconn musí být true
Analyzuji všechny řádky v novém clusteru
Nelze pokračovat bez kontrolních informací, končím
Při použití tablespaces nelze provádět upgrade na/ze stejné verze systémových katalogů.
Kontroluji verze clusterů
Kontroluji nastavení databázového spojení
Kontroluji že databázový uživatel je použit pro instalaci
Kontroluji contrib/isn s bigint-passing rozdílem
Kontrola hash indexů
Kontroluji nekompatibilní "jsonb" datový typ
Kontrola nekompatibilního "line" datového typu
Kontrola pro neplatné "sql_identifier" uživatelské sloupce
Kontrola pro neplatné "unknown" uživatelské sloupce
Kontrola velkých objektů
Kontroluji tablespace adresáře v novém clusteru
Kontroluji prepared transakce
Kontroluji dostupnost potřebných knihoven
Kontroluji reg* datové typy v uživatelských tabulkách
Kontroluji existenci rolí začínajících na "pg_"
Kontrola tabulek s WITH OIDS
Klonuji soubory pro uživatelské relace
Pro pravděpodobnou příčinu selhání prozkoumejte posledních pár řádek z "%s".
Pro pravděpodobnou příčinu selhání prozkoumejte posledních pár řádek z "%s" nebo "%s".
Kopíruji starý %s do nového serveru
Kopíruji soubory pro uživatelské relace
Nelze vytvořit skript pro smazání datových souborů starého cluster protože uživatelem definované tablespaces nebo datový adresář nového clusteru jsou v adresáři starého clusteru. Obsah starého clusteru musí být smazán manuálně.
Vytvářím dump databázových schémat
Vytvářím dump globálních objektů
Vytvářím skript pro analyze nového clusteru
Vytvářím skript pro smazání starého clusteru
Databáze: %s
Mažu soubory z nového %s
Chyba při párování starých a nových tabulek v databázi "%s"
Chyba, končím
Vyhledávám skutečný datový adresář pro zdrojový cluster
Vyhledávám skutečný datový adresář pro cílový cluster
Provádím freeze na všech řádcích v novém clusteru
Databáze: %s
Linkuji soubory pro uživatelské relace
Data a binární adresáře nového clusteru jsou z různých minárních verzí.
Databáze "%s" na novém clusteru není prázdná: nalezena relace "%s.%s"
V novém clusteru nebyl nalezen odpovídající záznam pro relaci s OID %u v databázi "%s": %s
Ve starém clusteru nebyl nalezen odpovídající záznam pro novou relaci s OID %u v databázi "%s": %s
Data a binární adresáře starého clusteru jsou z jiných major verzí.
Pouze instalační uživatel může být definován pro nový cluster.
Statistiky optimalizéru nejsou zachovány při pg_upgrade, takže po nastartování nového serveru zvažte spuštění: %s
Provádím Kontrolu Konzistence -----------------------------
Provádím Kontrolu Konzistence na Starém Live Serveru ----------------------------------------------------
Názvy relace pro OID %u v databázi "%s" neodpovídají: staré jméno "%s.%s", nové jméno "%s.%s"
Pro pokračování ze starého clusteru odstraňte problematické funkce.
Resetuji WAL archivy
Obnovuji databázová schémata v novém clusteru
Obnovuji globální objekty v novém clusteru
Běží v módu s detailním (verbose) logováním.
Spuštění tohoto skriptu smaže datové soubory starého clusteru: %s
SQL příkaz selhal %s %s
Nastavuji frozenxid a minmxid v novém clusteru
Nastavuji minmxid v novém clustreru
Nastavuji další OID pro nový cluster
Nastavuji následující multixact ID a offset pro nový cluster
Nastavuij následující transaction ID a epochu pro nový cluster
Nastavuji nejstarší multixact ID v novém clusteru
Synchronizuji datový adresář na disk
Zdrojový cluster obsahuje prepared transakce
Zdrojový cluster obsahuje role začínající na "pg_"
Zdrojový cluster postrádá některé nutné informace o stavu:
Zdrojový cluster postrádá některé nutné control informace:
Zdrojový cluster nebyl zastaven čistě.
Zdrojový cluster byl vypnut v recovery módu. Pro upgrade použijte "rsync" jak je uvedeno v dokumentaci nebo ho vypněte jako primary.
Cílový cluster obsahuje prepared transakce
Cílový cluster obsahuje role začínající na "pg_"
Cílový cluster postrádá některé nutné informace o stavu:
Cílový cluster postrádá některé nutné control informace:
Cílový cluster nebyl zastaven čistě.
Cílový cluster byl vypnut v recovery módu. Pro upgrade použijte "rsync" jak je uvedeno v dokumentaci nebo ho vypněte jako primary.
Zdá se že postmaster nad novým clusterem stále běží. Prosím zastavte příslušný postmaster proces a zkuste to znovu.
Zdá se že postmaster nad starým clusterem stále běží. Prosím zastavte příslušný postmaster proces a zkuste to znovu.
Došlo k problémům při spuštění "%s"
Tato utilita může upgradovat pouze z PostgreSQL verze 8.4 a novějších.
Tato utilita může upgradovat pouze na PostgreSQL verze %s.
Tato utilita nemůže být použita pro downgrade na starší major PostgreSQL verze.
Nelze přejmenovat %s na %s.
Při kontrole živého serveru, staré a nové číslo portu musí být různá.
Při kontrole pre-PG 9.1 živého starého serveru, musíte zadat číslo portu starého serveru.
Musíte mít práva na čtení a zápis v aktuálním adresáři.
Musíte zadat adresář kde %s. Použijte prosím volbu %s na příkazové řádce nebo proměnnou prostředí %s.
Vaše instalace obsahuje "contrib/isn" funkce které spoléhají na bigint datový typ. Váš starý a nový cluster předávají bigint hodnoty rozdílně takže tento cluster aktuálně nelze upgradovat. Můžete manuálně upgradovat databáze které používají "contrib/isn" prostředky a odstranit "contrib/isn" ze starého clusteru a znovu spustit upgrade. Seznam problematických funkcí je v souboru: %s
Vaše instalace obsahuje některý z reg* datových typů v uživatelských tabulkách. Tyto datové typy odkazují na systémové OID hodnoty které nejsou zachovány při pg_upgrade, takže tento cluster aktuálně nelze upgradovat. Můžete odstranit problematické tabulky a znovu spustit upgrade. Seznam problematických sloupců je v souboru: %s
Vaše instalace obsahuje tabulky deklarované s WITH OIDS, což již nadále není podporováno. Zvažte odstranění oid sloupce pomocí ALTER TABLE ... SET WITHOUT OIDS; Seznam tabulek s tímto problémem je v souboru: %s
Vaše instalace obsahuje "jsonb" datový typ v uživatelských tabulkách. Interní formát "jsonb" se změnil v 9.4 beta takže tento cluster aktuálně nelze upgradovat. Můžete odstranit problematické tabulky a znovu spustit upgrade. Seznam problematických sloupců je v souboru: %s
Vaše instalace obsahuje datový typ "line" v uživatelských tabulkách. Tento datový typ změnil interní a vstupní/výstupní formát mezi vaším starým a novým clusterem takže tento cluster nemůže být aktuálně upgradován. Můžete odstranit problematické tabulky a znovu spustit upgrade. Seznam problematických sloupců je v souboru: %s
Vaše instalace obsahuje "sql_identifier" datový typ v uživatelských tabulkách a/nebo indexech. Formát uložení na disku pro tento datový typ se změnil, takže tento cluster nelze aktuálně upgradovat. Můžete problematické tabulky odstranit nebo datový typ změnit na "name" a znovu spustit upgrade. Seznam problematických sloupců je v souboru: %s
Vaše instalace obsahuje "unknown" datový typ v uživatelských tabulkách. Tento datový typ není v uživatelských tabulkách nadále povolen, takže tento cluster nelze aktuálně upgradovat. Můžete problematické tabulky odstranit a znovu spustit upgrade. Seznam problematických sloupců je v souboru: %s
Vaše instalace odkazuje na knihovny které chybí v nové instalaci. Můtete je buď přidat do nové instalace, nebo odstranit funkce které je vyžadují ze staré instalace. Seznam problematických knihoven je v souboru: %s
na Windows nelze spouštět pg_upgrade z datového adresáře nového clusteru
kontrola pro "%s" selhala: %s
kontrola "%s" selhala: nelze spustit soubor (přístup odepřen)
kontrola "%s" selhala: nelze číst soubor (přístup odepřen)
podřízený proces abnormálně skončil: status %d
podřízený proces neočekávaně skončil: %s
klonuji "%s" do "%s"
spojení do databáze selhalo: %s
kopíruji "%s" do "%s"
nelze přidat právo na spuštění pro soubor "%s": %s
nelze klonovat soubory mezi starým a novým datovým adresářem: %s
nelze se připojit ke zdrojovému postmaster procesu příkazem: %s
nelze se připojit k cílovému postmaster procesu příkazem: %s
nelze vytvořit soubor "%s": %s
nelze vytvořit hard link mezi starým a novým datovým adresářem: %s V link módu musí být starý a nový datový adresář na stejném souborovém systému.
nelze vytvořit worker proces: %s
nelze vytvořit worker thread: %s
nelze smazat adresář "%s"
nelze určit aktuální adresář
nelže určit počet uživatelů
nelze získat control data pomocí %s: %s
nelze získat datový adresář pomocí %s: %s
nelze získat verzi pg_ctl pomocí %s: %s
nelze získat výstup s pg_ctl verzí z %s
nelze načíst knihovnu "%s": %s
nelze otevřít soubor "%s" pro čtení: %s
nelze otevřít logovací soubor "%s": %m
nelze otevřít soubor s verzí: "%s": %m
neplatný formát řetězce s verzí "%s"
nelze načíst řádek %d ze souboru "%s": %s
nelze zjistit přístupová práva adresáře "%s": %s
nelze přistoupit k tablespace adresáři "%s": %s
nelze zapsat do log souboru "%s": %m
databázový uživatel "%s" nebyl použit pro instalaci
kódování databáze "%s" neodpovídají: stará "%s", nová "%s"
chyba při kontrole existence souboru "%s.%s" ("%s" na "%s"): %s
chyba při klonování relace "%s.%s" ("%s" na "%s"): %s
chyba při klonování relace "%s.%s": nelze vytvořit soubor "%s": %s
chyba při klonování relace "%s.%s": nelze otevřít soubor "%s": %s
chyba při kopírování relace "%s.%s" ("%s" na "%s"): %s
chyba při kopírování relace "%s.%s": nelze vytvořit soubor "%s": %s
chyba při kopírování relace "%s.%s": nelze otevřít soubor "%s": %s
chyba při kopírování relace "%s.%s": nelze číst ze souboru "%s": %s
chyba při kopírování relace "%s.%s": nelze získat informace o souboru "%s": %s
chyba při kopírování relace "%s.%s": nelze zapsat do souboru "%s": %s
chyba při kopírování relace "%s.%s": částečně zapsaná stránka nalezena v souboru "%s"
chyba při vytváření odkazů pro relaci "%s.%s" ("%s" na "%s"): %s
spouštím: %s
selhalo získání jména systémové locale pro "%s"
selhalo získání aktuální hodnoty locale
selhala obnova staré locale "%s"
klonování souborů na této platformě není podporováno
neplatné nové číslo portu
neplatné staré číslo portu
lc_collate hodnoty pro databázi "%s" neodpovídají: stará "%s", nová "%s"
lc_ctype hodnoty pro databázi "%s" neodpovídají: stará "%s", nová "%s"
libpq proměnná prostředí %s má hodnotu odkazující na nelokální server: %s
linkuji "%s" na "%s"
mapování pro databázi "%s":
binárky nového clusteru jsou umístěny
data nového clusteru jsou umístěna
tablespace adresář v novém clusteru již existuje "%s"
verze kontrolních součtů na starém a novém clusteru se neshodují
stará a nová hodnota pg_controldata velikost WAL bloku jsou neplatné nebo se neshodují
stará a nová hodnota pg_controldata velikost WAL segmentu jsou neplatné nebo se neshodují
stará a nová hodnota pg_controldata alignmentu jsou neplatné nebo se neshodují Pravděpodobně jeden z clusterů je 32-bitový a druhý je 64-bitový
stará a nová hodnota pg_controldata velikosti bloku jsou neplatné nebo se neshodují
stará a nová hodnota pg_controldata typu pro datum/čas jsou neplatné nebo se neshodují
stará a nová hodnota pg_controldata velikosti large-object chunku jsou neplatné nebo se neshodují
stará a nová hodnota pg_controldata maximální velikosti TOAST chunku jsou neplatné nebo se neshodují
stará a nová hodnota pg_controldata maximální délky identifikátoru jsou neplatné nebo se neshodují
stará a nová hodnota pg_controldata maximálního počtu indexovaných sloupců jsou neplatné nebo se neshodují
stará a nová hodnota pg_controldata maximální velikosti segmentu relace jsou neplatné nebo se neshodují
binárky starého clusteru jsou umístěny
data starého clusteru jsou umístěna
starý cluster nepoužívá data chechsums ale nový ano
starý cluster používá data chechsums ale nový nikoliv
stará databáze "%s" nenalezena v novém clusteru
pg_ctl selhal při pokusu nastartovat zdrojový server, nebo selhal pokus o spojení
pg_ctl selhal při pokusu nastartovat cílový server, nebo selhal pokus o spojení
pg_upgrade upgraduje PostgreSQL cluster na jinou major verzi.
přepisuji "%s" na "%s"
sockety budou vytvořeny
adresář pro tablespace "%s" neexistuje
cesta k tabespace "%s" není adresář
template0 nesmí povolovat spojení, i.e. příslušná hodnota pg_database.datallowconn musí být false
uživatelem-zadané číslo starého portu %hu opraveno na %hu
volání waitpid() selhalo: %s
Implicitně je vytvořena databáze stejného jména jako je jméno aktuálního uživatele.
Parametry spojení:
Pro detaily čtěte popis SQL příkazu CLUSTER.
Pro detaily čtěte popis SQL příkazu REINDEX.
Pro detaily čtěte popis SQL příkazu VACUUM.
--analyze-in-stages pouze aktualizuje statistiky optimizéru, v několika fázích pro rychlejší výsledky; bez vacuum
--disable-page-skipping vypne veškeré přeskakování stránek
--lc-collate=LOCALE nastavení LC_COLLATE pro databázi
--lc-ctype=LOCALE nastavení LC_CTYPE pro databázi
--min-mxid-age=MXID_AGE minimální stáří multixact ID tabulek pro vacuum
--min-xid-age=XID_AGE minimání stáří transaction ID pro vacuum
--skip-locked přeskočí relace které nemohou být ihned zamknuty
%s [PŘEPÍNAČ]... DATABÁZE
%s [PŘEPÍNAČ]... [DATABÁZE] [POPIS]
%s [PŘEPÍNAČ]... [JMÉNO ROLE]
--if-exists nevypisuj chybu pokud databáze neexistuje
--if-exists nevypisuj chybu pokud uživatel neexistuje
--interactive zeptej se na chybějící jméno role a atributy namísto použití výchozích hodnot
--maintenance-db=DBNAME alternativní maintenance databáze
--no-replication role nemůže inicializovat replikaci
--replication role může inicializovat replikaci
-?, --help ukáže tento text a skončí
-D, --no-createdb role nemůže vytvářet nové databáze (výchozí)
-D, --tablespace=PROSTOR výchozí prostor tabulek pro databázi
-E, --encoding=KÓDOVÁNÍ kódování znaků databáze
-F, --freeze zmrazí transakční informace záznamů
-I, --no-inherit role nedědí práva
-L, --no-login role se nemůže přihlásit
-O, --owner=VLASTNÍK uživatel, který má být vlastníkem nové databáze
-P, --parallel=PARALLEL_DEGREE použij tento počet pracovních procesů pro vacuum, pokud je to možné
-P, --pwprompt nastavit heslo pro novou roli
-R, --no-createrole role nemůže vytvářet nové role (výchozí)
-S, --no-superuser role nebude superuživatel (výchozí)
-S, --schema=SCHEMA reindexace pouze zadaných schemat
-T, --template=ŠABLONA šablona databáze ke kopírování
-U, --username=UŽIVATEL jméno uživatele pro spojení se serverem
-U, --username=UŽIVATEL jméno uživatele pro spojení (ne pro tvorbu)
-U, --username=UŽIVATEL jméno uživatele pro spojení (ne pro odstranění)
-U, --username=UŽIVATEL jméno uživatele pro připojení
-V, --version ukáže informaci o verzi a skončí
-W, --password vynutí dotaz na heslo
-Z, --analyze-only pouze aktualizaze statistik optimalizéru; bez vacuum
-a, --all provést VACUUM všech databází
-a, --all clusterovat všechny databáze
-a, --all reindexovat všechny databáze
-c, --connection-limit=N limit počtu konexí pro role (implicitně: bez limitu)
-d, --createdb role může vytvářet nové databáze
-d, --dbname=DATABÁZE jméno databáze k provedení příkazu VACUUM
-d, --dbname=DATABÁZE databáze pro cluster
-d, --dbname=DATABÁZE databáze k reindexaci
-d, --dbname=DATABÁZE databáze k reindexaci
-e, --echo ukázat příkazy posílané na server
-e, --echo ukazovat příkazy posílané na server
-f, --force pokus se přerušit ostatní spojení před smazáním
-f, --full provést plné (FULL) VACUUM
-g, --role=ROLE nová role bude členem této role
-h, --host=HOSTNAME jméno databázového serveru nebo adresáře se soketem
-i, --index=JMÉNO obnovit pouze vybraný index
-i, --inherit role dědí práva rolí, kterých je členem (implicitně)
-i, --interactive zeptej se před smazáním čehokoli
-i, --interactive před smazáním čehokoliv se zeptá, a také na jméno role pokud není zadáno
-j, --jobs=NUM použij tento počet paralelních jobů pro vacuum
-j, --jobs=NUM použij tento počet paralelních jobů pro reindexování
-l, --locale=LOCALE nastavení locale pro databázi
-l, --login role se může přihlásit (implicitně)
-p, --port=PORT port databázového serveru
-q, --quiet tichý mód
-q, --quiet nevypisovat žádné zprávy
-q, --quiet nevypisovat žádné zprávy
-r, --createrole role může vytvářet nové role
-s, --superuser role bude superuživatel
-s, --system reindexace systémového katalogu
-t, --table='TABULKA[(SLOUPCE)]' provést VACUUM pouze u specifikované tabulky
-t, --table=TABULKA provést cluster pro danou tabulku
-t, --table=TABULKA reidexace pouze vybranou tabulku
-t, --timeout=SECS počet vteřin čekání při pokusu o spojení, 0 toto omezení vypne (výchozí: %s)
-v, --verbose vypisovat více informací
-w, --no-password neptá se na heslo
-z, --analyze aktualizace statistik optimalizéru
"%s" není platné jméno kódování znaků
%s pročišťuje a analyzuje PostgreSQL databázi.
%s vytváří cluster všech již dříve clusterovaných tabulek v databázi.
%s vytvoří PostgreSQL databázi.
%s vytvoří novou PostgreSQL roli.
%s provede kontrolu spojení k PostgreSQL databázi.
%s vytvoří PostgreSQL databázi.
%s odstraňuje PostgreSQL databázi.
%s odstraňuje PostgreSQL roli.
%s: provádí se cluster databáze "%s"
%s: zpracovávám databázi "%s" : %s
%s: reindexace databáze "%s"
%s: provádí se VACUUM databáze "%s"
(%lu řádka)
(%lu řádky)
Určitě?
Požadavek na zrušení byl poslán
Nelze přidat buňku do obsahu tabulky: překročen celkový počet buněk %d.
Nelze přidat hlavičku k obsahu tabulky: překročen počet sloupců %d.
Nelze poslat požadavek na zrušení:
Nelze poslat požadavek na zrušení: %s
Databáze "%s" bude trvale odstraněna.
Zadejte znova:
Vložte jméno role, kterou chete přidat:
Vložte jméno role pro odstranění:
Vložte heslo nové role:
Generuji výchozí (plné) statistiky optimizéru
Generuji minimální statistiky optimizéru (1 cílů)
Generuji minimální statistiky optimizéru (1 cíl)
Přerušeno
Hesla se neshodují.
Prosím odpovězte "%s" nebo "%s".
Role "%s" bude trvale odstraněna.
Má být nová role superuživatel?
Měla by mít nová role právo vytvářet databáze?
Měla by mít nová role právo vytvářet další nové role?
server přijímá spojení
nelze provést cluster ve všech databázích a zároveň specifikovat jen jednu
nelze provést cluster specifické tabulky ve všech databázích
nelze duplikovat nulový ukazatel (interní chyba)
nelze reindexovat všechny databáze a současně zvolenou databázi
nelze reindexovat všechny databáze a současně systemový katalog
nelze reindexovat vybraný index a současně sytémový katalog
nelze reindexovat vybraný index ve všech databázích
nelze reindexovat vybraná schemata a současně sytémové katalogy
nelze reindexovat vybrané schema ve všech databázích
nelze reindexovat vybranou tabulku a současně sytémové katalogy
nelze reindexovat vybranou tabulku ve všech databázích
katalogy nelze reindexovat v "concurrent" módu, přeskakuji.
pro reindexování nelze použít více paralelních jobů
pro reindexování systémových katalogů nelze použít více jobů
volbu "%s" nelze použít na serverech starších než PostgreSQL %s
při provádění full vacuum nelze použít volbu "%s"
při provádění jen analyze nelze použít volbu "%s"
nelze provádět vacuum všech databází a zároveň specifikovat jen jednu
nelze provést vacuum specifické tabulky (tabulek) ve všech databázích
clusterování databáze "%s" selhalo: %s
clusterování tabulky "%s" v databázi "%s" selhalo: %s
tvorba komentáře selhala (databáze byla vytvořena): %s
nelze navázat spojení s databází %s: %s
nelze navázat spojení s databází %s: nedotatek paměti
nelze načíst výchozí volby
nelze nalézt effective user ID %ld: %s
tvorba nové role selhala: %s
vytvoření databáze selhalo: %s
odstraňování databáze selhalo: %s
specifikován neplatný formát výstupu (interní chyba): %d
chybná hodnota pro volbu --connection-limit: %s
minimální stáří multixact ID musí být alespoň 1
minimální stáří transaction ID musí být alespoň 1
chybí vyžadovaný parametr jméno databáze
chybí povinný parametr jméno role
žádný pokus
žádná odpověď
počet paralelních jobů musí být alespoň 1
--locale a --lc-collate nelze zvolit současně
--locale a --lc-ctype nelze zvolit současně
paměť vyčerpána
parallel vacuum degree musí být nezáporné celé číslo
šifrování hesla selhalo: %s
zpracování databáze "%s" selhalo: %s
reindexace databáze "%s" selhala: %s
reindexace indexu "%s" v databázi "%s" selhala: %s
reindexace schematu "%s" v databázi "%s" selhala: %s
reindexování systémových katalogů v databázi "%s" selhalo: %s
reindexace tabulky "%s" v databázi "%s" selhala: %s
server odmítá spojení
odstraňování role "%s" selhalo: %s
příliš mnoho parametrů příkazové řádky (první je "%s")
příliš mnoho jobů pro tuto platformu -- zkuste %d
neznámo
uživatel neexistuje
chyba vyhledávání jména uživatele: chybový kód %lu
provádění VACUUM databáze "%s" selhalo: %s
provádění VACUUM tabulky "%s" v databázi "%s" selhalo: %s
a
"%s" není známou proměnnou
"%s" není skalární proměnná
"%s" na konci vstupu
%s na nebo blízko "%s"
%s kontrola %s je aktivní.
BY hodnota pro FOR cyklus nesmí být null
BY hodnota pro FOR cyklus musí být větší než nula
CASE příkazu chybí část ELSE.
CONTINUE nemůže byt použito mimo tělo cyklu
EXECUTE příkazu SELECT ... INTO není implementováno
EXECUTE transakčního příkazu není implementováno
EXIT nemůže byt použito mimo tělo cyklu, pokud nemá návěstí
příkaz FETCH nesmí vracet více řádek
FOR nad dynamickým výběrem (FOR over EXECUTE)
FOR nad SELECT(em)
FOR nad kurzorem
FOR s celočíselnou řídící proměnnou
FOREACH ... SLICE proměnná cyklu musí být typu pole
výraz ve FOREACH nesmí být null
výraz ve FOREACH musí vracet pole, nikoliv typ %s
FOREACH proměnná cyklu nesmí být typu pole
FOREACH nad polem
GET STACKED DIAGNOSTICS nelze použít mimo obsluhu výjimky
opakované použití INTO
INTO je použito v příkazu, který nevrací data
Pokud nechcete použít výsledek SELECTu, použijte PERFORM.
Identifikátor může odkazovat na proměnnou PL/pgSQL nebo na sloupec v tabulce.
Seznam programovacích kontruktů které by měly vygenerovat varování.
Seznam programovacích konstruktů které by měly vygenerovat chybu.
Ujistěte se že dotaz vrací jediný řádek, nebo použijte LIMIT 1.
Ujistěte se že dotaz vrací přesný seznam sloupců.
PL/pgSQL funkce %s
PL/pgSQL funkce %s %s
PL/pgSQL funkce %s řádek %d %s
PL/pgSQL funkce %s řádek %d na %s
PL/pgSQL funkce nemohou přijímat typ %s
PL/pgSQL funkce nemohou vracet typ %s
Vyková kontroly uvedené v ASSERT příkazech.
Vypíše informace o parametrech v DETAIL částo chybové zprávy generované selháním INTO ... STRICT.
RAISE volba již zadána: %s
volba příkazu RAISE nesmí být null
RAISE bez parametrů nesmí být použito mimo obsluhu výjimky
uvnitř funkce s OUT parametry RETURN NEXT nemá paramet
RETURN NEXT musí mít parametr
RETURN v proceduře nemůže mít parametr
uvnitř funkce, která vrací tabulku, RETURN nemá parametr
uvnitř funkce s návratovou hodnotou typu void RETURN nemá parametr
uvnitř funkce s OUT parametry RETURN nemá parametr
SQL příkaz
Nastavuje způsob řešení konfliktu mezi názvy PL/pgSQL proměnných a názvy sloupců tabulek.
Parametry triggeru jsou přístupné prostřednictvím proměnných TG_NARGS a TG_ARGV.
Proměnná typu record, které ještě nebyla přiřazena hodnota, nemá definovanou strukturu.
Použijte RETURN NEXT nebo RETURN QUERY.
Možná chcete použít EXECUTE ... INTO nebo EXECUTE CREATE TABLE ... AS.
argumenty pro kurzor bez argumentů
kurzor vyžaduje argumenty
index pole v přířazovacím příkazu nesmí být null
assertion selhalo
přiřazení
návěstí bloku "%s" nelze použít v CONTINUE
návěstí bloku musí být umístěno před klíčové slovo DECLARE, nikoliv za
v PL/pgSQL nelze použít COPY to/from klient
proměnné typu record nelze přiřadit jinou než slouženou hodnotu
proměnné složeného typu nelze přiřadit jinou než složenou hodnot
nelze přiřazovat do systémového sloupce "%s"
z funkce vracející kompozitní typ nelze vracet jednoduchý datový typ
nelze zadat atribut REVERSE v případě cyklu FOR nad dotazem
RETURN NEXT nelze použít ve funkci, která nevrací tabulku
uvnitř funkce, která nevrací tabulku, nelze použít RETURN QUERY
varianta nenalezena
typ %s nepodporuje collations
nejednoznačný odkaz na sloupec "%s"
překlad PL/pgSQL funkce "%s" poblíž řádku %d
funkce skončila, aniž by byl proveden příkaz RETURN
funkce obsluhy triggeru skončila, aniž by byl proveden příkaz RETURN
nelze určit skutečný typ argumentu polymorfní funkce "%s"
nelze určit skutečný návratový typ polymorfní funkce "%s"
kurzor "%s" se již používá
kurzor "%s" neexistuje
kurzor "%s" vyžaduje parametry
kurzor "%s" nemá žádný argument s názvem "%s"
kurzor "%s" je deklarován bez parametrů
cyklus FOR nad kurzorem musí mít pouze jednu cílovou proměnnou
cyklus FOR nad kurzorem musí použít vázanou proměnnou kurzoru
kurzorová proměnná "%s" je null
proměnná kurzoru musí být skalární proměnná
diagnostická položka %s není dostupná v příkazu GET CURRENT DIAGNOSTICS
diagnostická položka %s není dostupná v příkazu GET STACKED DIAGNOSTICS
duplicitní deklarace
během čištění po zachycení výjimky
během vstupu do funkce
během ukončování funkce
během inicializace proměnné execution state
během zahájení bloku
během ukončování bloku
během inicializace lokálních proměnných bloku
koncové návěstí "%s" nesouhlasí s návěstím bloku "%s"
koncové návěstí "%s" použito pro blok bez návěstí
funkce pro obsluhu event triggeru nesmí mít argumenty
očekáváno FROM nebo IN
neúplná deklarace datového typu
celočiselný cyklus FOR musí mít pouze jednu cílovou proměnnou
nevalidní SQLSTATE kód
řídící proměnná(é) cyklu FOREACH musí být existující proměnná, případně seznam existujících proměnných
řídící proměnná cyklu nad řádky musí být typu record nebo seznam skalárních proměnných
spodní limit příkazu FOR nesmí být nullL
neodpovídající si závorky
chybějící "%s" na konci SQL výrazu
chybějící "%s" na konci SQL příkazu
chybějící SQL příkaz
chybějící deklarace datového typu
chybějící výraz
nedostatek argumentů pro kurzor "%s"
proměnné "%s" deklarované jako NOT NULL nelze přiřadit null
počet rozměrů pole (%d) překračuje povolené maximum (%d)
počet zdrojových a cílových položek v přiřazení neodpovídá
identifikátor parametru "%s" není unikátní
parametr "%s" procedury je výstupní argument ale odpovídající argument není zapisovatelný
parametr %d procedury je výstupní argument ale odpovídající argument není zapisovatelný
dotaz "%s" nevrátil žádná data
dotaz "%s" není SELECT
dotaz "%s" vrátil %d sloupec
dotaz "%s" vrátil %d sloupce
dotaz "%s" vrátil více než jeden řádek
chybí cíl pro výsledek dotazu
dotaz vrátil více než jeden řádek
dotaz nevrátil žádný řádek
textový argument s dynamickým dotazem příkazu EXECUTE je null
záznam "%s" nemá položku "%s"
proměnné "%s" typu record ještě nebyla přiřazena hodnota
v seznamu cílových proměnných klauzule INTO není dovoleno použítí proměnné typu record
relace "%s" neexistuje
relativní nebo absolutní pozice kurzoru je null
vracenou hodnotu typu record nelze konvertovat do očekávaného typu record
struktura vrácené hodnoty neodpovídá struktuře tabulky svázané s triggerem
funkce vracející tabulku (set-valued) byla zavolána z kontextu, který neumožňuje přijetí tabulky
dimenze podpole (%d) je mimo validní rozsah 0..%d
blok
struktura dotazu neodpovídá návratovému typu funkce
indexovaná proměnná není pole
syntaktická chyba, očekáváno "="
syntaktická chyba, očekává se "FOR"
žádné návěstí "%s" není přiřazeno k žádnému bloku nebo cyklu obsahujícímu tento příkaz
příliš málo parametrů příkazu RAISE
příliš mnoho cílových proměnných v klauzuli INTO
příliš mnoho argumentů pro kurzor "%s"
příliš mnoho parametrů příkazu RAISE
funkce pro obsluhu triggerů mohou být volané pouze prostřednictvím triggerů
funkce pro obsluhu triggeru nesmí mít argumenty
funkce obsluhy triggeru nemůže vrátit tabulku
typ "%s" je jen obálkou (shell)
typ %s není kompozitní
typ parametru %d (%s) neodpovídá typu při přípravě plánu (%s)
neočekávaný konec definice funkce
neznámá položka příkazu GET DIAGNOSTICS
neznámý volitelný parametr příkazu RAISE
nedefinovaná výjimka "%s"
nepodporovaný transakční příkaz v PL/pgSQL
horní limit příkazu FOR nesmí být null
hodnota parametru "%s" kurzoru "%s" zadána více než jednou
proměnná "%s" neexistuje
proměnná "%s" je deklarována jako pseudo-typ "%s"
proměnná "%s" je deklarována jako konstanta (CONSTANT)
proměnná "%s" musí být kurzor nebo referencí na kurzor
proměnná "%s" musí mít implicitní hodnotu, protože je deklarována jako NOT NULL
proměnná "%s" zastiňuje dříve definovanou proměnnou
během konverze vracené hodnoty do návratového typu funkce
během ukládání parametrů funkce do lokálních proměnných
obsah parametru příkazu RETURN NEXT nelze převést na návratový typ funkce
chybný návratový typ v RETURN NEXT
%s: po „%s“ je očekáván argument
%s: neplatná hodnota „%s“ pro „--process“
%s: neplatný identifikátor procesu „%s“
%s: není určen předmět
%s: po „--detail“ jsou očekávány dva argumenty
%s: neočekávaný argument „%s“
ČINNOST
Pro spuštění „$(program)“ pod účtem správce je vyžadováno ověření
Pro spuštění „$(program)“ pod uživatelem $(user.display) je vyžadováno ověření
Pro spuštění programu pod jiným uživatelem je vyžadováno ověření
Pro spuštění ukázkového programu polkit Frobnicate je vyžadováno ověření (user=$(user), user.gecos=$(user.gecos), user.display=$(user.display), program=$(program), command_line=$(command_line))
NÁZEV_SBĚRNICE
Uzavřít FD při registraci agenta
Nenahrazovat již bežícího agenta
Pouze vypsat informace o ČINNOSTI
Vypsat podrobné informace o činnosti
PID[,ČAS_SPUŠTĚNÍ]
Registrovat agenta pro vlastníka sběrnice NÁZEV_SBĚRNICE
Registrovat agenta pro určený proces
Chyby hlaste na: %s %s domovská stránka: <%s>
Spustit program jako jiný uživatel
Spustit ukázkový program polkit Frobnicate
Vypsat verzi
[--action-id ČINNOST]
PID začne na tomto PID; výchozí je 1 (init) UŽIVATEL zobrazí jen stromy, jejichž kořeny náleží tomuto uživateli
Zobrazí strom procesů.
-4,--ipv4 hledá pouze mezi IPv4 sockety -6,--ipv6 hledá pouze mezi IPv6 sockety
-C, --color=DRUH obarví procesy podle atributu (věk)
-Z, --security-context zobrazí bezpečnostní atributy
-Z,--context REGVÝR zabije jen proces(y) mající kontext (musí předcházet ostatním argumentům)
-a, --arguments zobrazí argumenty příkazového řádku -A, --ascii použije znaky ASCII pro kreslení čar -c, --compact neslučuje identické podstromy
-g, --show-pgids zobrazí ID skupin procesů; implikuje -c -G, --vt100 použije znaky VT100 pro kreslení čar
-h, --highlight-all zvýrazní současný proces a jeho předky -H PID, --highlight-pid=PID zvýrazní tento proces a jeho předky -l, --long nezkracuje dlouhé řádky
-n, --numeric-sort seřadí výstup podle PID -N DRUH, --ns-sort=DRUH seřadí výstup podle druhu jmenného prostoru (cgroup, ipc, mnt, net, pid, time, user, uts) -p, --show-pids zobrazí PID; implikuje -c
-s, --show-parents zobrazí rodiče vybraného procesu -S, --ns-changes zobrazí přechody mezi jmennými prostory -t, --thread-names zobrazí celé názvy vláken -T, --hide-threads skryje vlákna, zobrazí pouze procesy
-u, --uid-changes zobrazí přechody UID -U, --unicode použije znaky UTF-8 (Unicode) pro kreslení čar -V, --version zobrazí údaje o verzi
Názvy UDP/TCP: [místní_port][,[vzdálený_stroj][,[vzdálený_port]]]
%*s UŽIVATEL PID PŘÍSTUP PŘÍKAZ
%s je prázdný (není připojen?)
%s: Neplatný přepínač %s
%s: žádný proces nenalezen
%s: neznámý signál, %s -l vypíše signály.
(neznámo)
/proc není připojen, nelze získat informace o /proc/self/stat.
Chybný regulární výraz: %s
Časy CPU Tento proces (uživ systém host blokI/O): %6.2f %6.2f %6.2f %6.2f Procesy potomků (uživ systém host): %6.2f %6.2f %6.2f
Nelze zjistit schopnosti terminálu
Paměť pro odpovídající proc nelze alokovat: %s
Nelze nalézt číslo zařízení socketu.
Uživatele %s nelze nalézt
Adresář /proc nelze otevřít: %s
/proc/net/unix nelze otevřít: %s
Síťový socket nelze otevřít.
Soubor s protokoly „%s“ nelze otevřít: %s
Místní port %s nelze přeložit: %s
Nelze získat informace (stat(2)) o %s: %s
O souboru %s nelze získat informace: %s
Copyright © 1993–2021 Werner Almesberger a Craig Small
Copyright © 1993–2022 Werner Almesberger a Craig Small
Copyright © 2007 Trent Waddington
Copyright © 2009–2022 Craig Small
Proces %d nebylo možné zabít: %s
Chyba při připojování se na PID %i
Neplatný PID jmenného prostoru
Neplatný název jmenného prostoru
Neplatný přepínač
Neplatný formát času
Zabít %s(%s%d)? (a/N)
Zabít proces %d? (a/N)
%s(%s%d) zabit signálem %d
Paměť Vvelikost: %-10s RSS: %-10s Omezení RSS: %s Začátek kódu: %#-10lx Konec kódu: %#-10lx Začátek zásobníku: %#-10lx Ukazatel na zásobník (ESP): %#10lx Ukazatel na kód (EIP): %#10lx
Přepínač jmenného prostoru vyžaduje argument.
Žádné kritérium procesu nebylo zadáno
Žádný proces nenalezen.
Žádný uživatel se jménem: %s
PSmisc je dodáván BEZ ABSOLUTNĚ ŽÁDNÉ ZÁRUKY. Toto je svobodné programové vybavení, můžete jej šířit podle podmínek GNU Obecné veřejné licence (GPL). Podrobnosti v této záležitosti naleznete v souborech pojmenovaných COPYING.
Výpadky stránek Tento proces (menší větší): %8lu %8lu Procesy potomků (menší větší): %8lu %8lu
Uzavřete klávesou Enter
Proces %d nenalezen.
Proces s PID %d neexistuje.
ID procesu, skupiny a relace ID procesu: %d ID rodiče: %d ID skupiny: %d ID relace: %d ID skupiny vl.: %d
Proces: %-14s Stav: %c (%s) CPU č.: %-3d TTY: %s Vláken: %ld
Plánování Politika %s Nice: %ld Priorita reálného času: %ld %s
Zaslat signál %s(%s%d) ? (a/N)
Soubor zadaného názvu %s neexistuje.
Soubor zadaného názvu %s není přípojným bodem.
Proměnná TERM není nastavena
Paměť pro proc_info nelze alokovat
Soubor se statistikou PID %d nelze otevřít (%s)
Soubor se statistikou nelze prohlédnout
Neznámá rodina adres %d místního portu
Použití: killall [PŘEPÍNAČ…] [--] NÁZEV…
Použití: prtstat [PŘEPÍNAČE] PID… prtstat -V Zobrazí informace o procesu -r,--raw Neopracovaný výstup -V,--version Zobrazí informace o verzi a skončí
Použití: pstree [-acglpsStTuZ] [-h|-H PID] [-n|-N DRUH] [-A|-G|-U] [PID|UŽIVATEL] nebo: pstree -V
Spolu s přepínači bodů připojení lze použít jen soubory
Nelze současně hledat jen v IPv4 a jen v IPv6 socketech.
Je třeba zadat alespoň jedno PID.
Přepínač -a nelze použít spolu s přepínačem -s.
asprintf v print_stat selhala.
čeká na disk
killall: %s postrádá záznamy procesů (není připojen?)
killall: Chybný regulární výraz: %s
killall: Z procesového souboru „status“ nelze získat UID
killall: Maximální počet názvů je %d
killall: částečná shoda %s(%d) se vynechá
odstránkován
proc soubor pro jmenný prostor %s není dostupný
běží
spí
trasován
Nastavení zobrazení:
Proměnné prostředí:
Pro více informací použijte "\?" (pro interní příkazy) nebo "\help" (pro SQL příkazy), nebo se podívejte do dokumentace PostgreSQL a části věnované psql.
Vstupní a výstupní přepínače:
Výstupní formát je:
--csv CSV (Comma-Separated Values) mód výstupu tabulek
--help=commands vypíše interní příkazy, poté skončí
--help=variables vypíše speciální proměnné, poté skončí
(volby: S = zobraz systémové objekty, + = další detaily)
-0, --record-separator-zero nastaví oddělovač záznamů pro nezarovnaný výstup na nulový byte
-1 ("jedna"), --single-transaction proveď operaci v rámci jedné transakce
-?, --help[=options] ukáže tuto nápovědu, a skončí
-A, --no-align mód nezarovnaného formátu tabulky
-E, --echo-hidden ukáže dotazy generované interními příkazy
-F, --field-separator=ŘETĚZEC oddělovač polí pro nezarovnaný výstup (implicitně: "%s")
-H, --html mód HTML formátu tabulky
-L, --log-file=SOUBOR uloží záznam sezení do souboru
-P, --pset=VAR[=ARG] nastaví zobrazovací parametr VAR na hodnotu ARG (viz. příkaz \pset)
-R, --record-separator=ŘETĚZEC oddělovač záznamů pro nezarovnaný výstup (implicitně: newline)
-S, --single-line jednořádkový mód (konec řádky ukončuje SQL příkaz)
-T, --table-attr=TEXT nastaví atributy HTML tabulky (např. width, border)
-U, --username=JMÉNO jméno databázového uživatele (implicitně: "%s")
-W, --password vynucený dotaz na heslo (měl by být proveden automaticky)
-X, --no-psqlrc nečíst inicializační soubor (~/.psqlrc)
-a, --echo-all ukáže všechny vstupy ze skriptu
-b, --echo-errors vypíše příkazy které selhaly
-c, --command=PŘÍKAZ provede pouze jeden příkaz (SQL nebo interní) a skončí
-d, --dbname=DATABÁZE jméno databáze pro spojení (implicitně: "%s")
-e --echo-queries ukáže všechny příkazy poslané na server
-f, --file=SOUBOR provede příkazy ze souboru a skončí
-h, --host=HOSTNAME jméno databázového serveru nebo adresář se soketem (implicitně: "%s")
-l, --list vypíše seznam dostupných databází a skončí
-n, --no-readline vypne pokročilé editační možnosti příkazové řádky (podpora readline)
-o, --output=SOUBOR zapíše výsledek dotazu do souboru (nebo |roury)
-p, --port=PORT port databázového serveru (implicitně: "%s")
-q, --quiet tichý chod (bez hlášek, pouze výstupy dotazů)
-s, --single-step krokovací mód (nutné potvrzení každého dotazu)
-t, --tuples-only tiskni pouze řádky
-v, --set=, --variable=JMÉNO=HODNOTA nastaví psql proměnnou JMÉNO na HODNOTA (e.g., -v ON_ERROR_STOP=1)
-x, --expanded zapne rozšířený tabulkový výstup
-z, --field-separator-zero nastaví oddělovač polí pro nezarovnaný výstup na nulový byte
AUTOCOMMIT pokud nastaveno, úspěšně dokončené SQL příkazy jsou automaticky commitovány
COLUMNS počet sloupců pro zalamovaný formát
COMP_KEYWORD_CASE určuje velikost písmen pro dokončování SQL klíčových slov [lower, upper, preserve-lower, preserve-upper]
DBNAME název aktuálně připojené databáze
ECHO určuje jaký vstup je zapisován na standardní výstup [all, errors, none, queries]
ECHO_HIDDEN pokud je nastaveno, zobrazuje dotazy spouštěné interními (backslash) příkazy; při nastavení na "noexec", pouze zobrazí bez spuštění
ENCODING aktuální kódování znakové sady klienta
ERROR nastaveno na true pokud poslední dotaz selhal, jinak false
FETCH_COUNT počet řádek výsledku pro načtení a zobrazení nanjednou (0 = unlimited)
HIDE_TABLEAM pokud nastaveno, informace o table access methods nejsou zobrazovány
HISTCONTROL nastavuje chování historie příkazů [ignorespace, ignoredups, ignoreboth]
HISTFILE název souboru pro uložení historie příkazů
HISTSIZE maximální počet položek uložených v historii přkazů
HOST databázový server ke kterému jste aktuálně připojeni
IGNOREEOF počet EOF znaků potřebných pro ukončení interaktivníhi sezení
LASTOID hodnota posledního změněného OID
LAST_ERROR_MESSAGE LAST_ERROR_SQLSTATE zpráva a SQLSTATE poslední chyby, nebo prázdný řetězec a "00000" pokud se chyba nevyskytla
NAME=VALUE [NAME=VALUE] psql ... nebo \setenv NAME [VALUE] v rámci psql
ON_ERROR_ROLLBACK pokud nastaveno, chyba nepřeruší transakci (používá implicitní savepointy)
ON_ERROR_STOP zastaví dávkové spouštění v případě výskytu chyby
PGAPPNAME stejné jako application_name v parametrech spojení
PGDATABASE stejné jako dbname v parametrech spojení
PGHOST stejné jako host v parametrech spojení
PGPASSFILE jméno souboru s hesly
PGPASSWORD heslo pro spojení (nedoporučuje se)
PGPORT stejné jako port v parametrech spojení
PGUSER stejné jako user v parametrech spojení
PORT port na serveru používaný aktuálním spojením
PROMPT1 specifikuje standardní psql prompt
PROMPT2 specifikuje prompt používaný pokud příkaz pokračuje z předchozí řádky
PROMPT3 specifikuje prompt používaný během COPY ... FROM STDIN
PSQLRC alternativní umístění uživatelova .psqlrc souboru
PSQL_EDITOR, EDITOR, VISUAL editor používaný příkazy \e, \ef, a \ev
PSQL_EDITOR_LINENUMBER_ARG jak specifikovat číslo řádky při spouštění editoru
PSQL_HISTORY alternativní umístění pro soubor s historií příkazů
PSQL_PAGER, PAGER jméno externího stránkovacího programu (pageru)
QUIET tichý běh (stejné jako volba -q)
ROW_COUNT počet řádek vrácených nebo ovlivněných předchozím dotazem, nebo 0
SERVER_VERSION_NAME SERVER_VERSION_NUM verze serveru (v krátkém textovém nebo numerickém formátu)
SHELL shell používaný \! příkazem
SHOW_CONTEXT určuje zobrazení informací o kontextu zpráv [never, errors, always]
SINGLELINE pokud nastaveno, konec řádky ukončuje SQL příkazy (stejné jako volba -S)
SINGLESTEP single-step mód (stejné jako volba -s)
SQLSTATE SQLSTATE posledního dotazu, nebo "00000" pokud skončil bez chyby
TMPDIR adresář pro dočasné soubory
USER uživatelský účet ke kterému jste aktuálně připojeni
VERBOSITY určuje podrobnost chybových hlášení [default, verbose, terse, sqlstate]
VERSION VERSION_NAME VERSION_NUM verze psql (v podropbném řetězci, krátkém řetězci, nebo numerickém formátu)
\! [PŘÍKAZ] provedení příkazu v shellu nebo nastartuje interaktivní shell
\? [commands] zobrazí nápovědu k interním příkazům
\? options zobrazí nápovědu k psql parametrům psql pro příkazovou řádku
\? variables zobrazí nápovědu ke speciálním proměnným
\C [ŘETĚZEC] nastaví titulek tabulky nebo odnastaví pokud není definován řetězec
\H zapne HTML mód výstupu (nyní %s)
\T [ŘETĚZEC] nastavení atributů HTML tagu <table>
\a přepíná mezi 'unaligned' a 'aligned' modem výstupu
\c[onnect] [DATABÁZE|- UŽIVATEL|- HOST|- PORT|-] | conninfo] připojí se do nové databáze (současná "%s")
\c[onnect] [DATABÁZE|- UŽIVATEL|- HOST|- PORT|-] | conninfo] připojí se do nové databáze (současně žádné spojení)
\cd [ADRESÁŘ] změna aktuálního pracovního adresář
\conninfo zobrazí informace o aktuálním spojení
\copy ... provede SQL COPY s tokem dat na klienta
\copyright zobrazí podmínky použití a distribuce PostgreSQL
\crosstabview [SLOUPCE] spustí dotaz a zobrazí výsledek přes crosstab
\dA[+] [PATTERN] seznam přístupových metod
\dAc[+] [AMPTRN [TYPEPTRN]] vypíše třídy operátorů
\dAf[+] [AMPTRN [TYPEPTRN]] vypíše rodiny operátorů
\dAo[+] [AMPTRN [OPFPTRN]] vypíše operátory pro rodiny operátorů
\dAp [AMPTRN [OPFPTRN]] vypíše support funkce rodin operátorů
\dC[+] [PATTERN] seznam přetypování
\dD[S+] [PATTERN] seznam domén
\dE[S+] [VZOR] seznam foreign tabulek
\dF[+] [VZOR] seznam konfigurací fulltextového vyhledávání
\dFd[+] [VZOR] seznam slovníků fulltextového vyhledávání
\dFp[+] [VZOR] seznam parserů fulltextového vyhledávání
\dFt[+] [VZOR] seznam šablon fulltextového vyhledávání
\dL[S+] [VZOR] seznam procedurálních jazyků
\dO[S+] [VZOR] seznam collations
\dP[itn+] [PATTERN] seznam [pouze index/table] partitioned relations [n=nested]
\dRp[+] [PATTERN] seznam replikačních publikací
\dRs[+] [PATTERN] seznam replikačních subskripcí
\dT[S+] [VZOR] seznam datových typů
\d[S+] seznam tabulek, pohledů a sekvencí
\d[S+] JMÉNO popis tabulky, pohledů, sekvence nebo indexu
\da[S] [VZOR] seznam agregačních funkcí
\db[+] [VZOR] seznam tablespaces
\dc[S+] [PATTERN] seznam konverzí
\dd[S] [PATTERN] zobrazí popis objektů nezobrazených jinde
\ddp [VZOR] seznam implicitních privilegií
\des[+] [VZOR] seznam foreign serverů
\det[+] [VZOR] seznam foreign tabulek
\deu[+] [VZOR] seznam mapování uživatelů
\dew[+] [VZOR] seznam foreign-data wrapperů
\df[anptw][S+] [VZOR] seznam [pouze agg/normal/procedures/trigger/window] funkcí
\dg[S+] [PATTERN] seznam rolí
\di[S+] [VZOR] seznam indexů
\dl seznam "large object" stejné jako \lo_list
\dm[S+] [PATTERN] seznam materializovaných pohledů
\dn[S+] [VZOR] seznam schémat
\do[S] [VZOR] seznam operátorů
\dp [VZOR] seznam přístupových práv tabulek, pohledů a sekvencí
\drds [VZOR1 [VZOR2]] seznam nastavení rolí pro jednotlivé databáze
\ds[S+] [VZOR] seznam sekvencí
\dt[S+] [VZOR] seznam tabulek
\du[S+] [PATTERN] seznam rolí
\dv[S+] [VZOR] seznam pohledů
\dx[+] [VZOR] seznam rozšíření
\dy [PATTERN] seznam event triggerů
\e [SOUBOR] [ŘÁDEK] editace aktuálního dotazu (nebo souboru) v externím editoru
\echo [-n] [ŘETĚZEC] vypsání textu na standardní výstup (-n pro potlačení nového řádku)
\ef [JMENOFUNKCE [ŘÁDEK]] editace definice funkce v externím editoru
\elif EXPR alternativa v současném podmíněném bloku
\else poslední alternativa v současném podmíněném bloku
\encoding [KÓDOVÁNÍ] zobrazení nebo nastavení kódování klienta
\endif ukončí podmíněný blok
\errverbose zobrazí polední chybovou hlášku s maximem podrobností
\ev [VIEWNAME [LINE]] editace definice pohledu v externím editoru
\f [ŘETĚZEC] nastaví nebo zobrazí oddělovače polí pro nezarovnaný výstup dotazů
\gdesc popíše výsledek dotazu, bez spuštění
\gexec spustí dotaz, poté spustí každou hodnotu z jeho výsledku
\gset [PREFIX] spustí dotaz a uloží výsledky v psql proměnných
\gx [(VOLBY)] [SOUBOR] jako \g, ale vynucuje rozšířený mód výstupu
\h [JMÉNO] nápověda syntaxe SQL příkazů, * pro všechny příkazy
\i SOUBOR provedení příkazů ze souboru
\if EXPR začne podmíněný blok
\ir FILE jako \i, ale relativně k pozici v aktuálním skriptu
\l[+] [PATTERN] seznam databází
\lo_export LOBOID SOUBOR \lo_import SOUBOR [KOMENTÁŘ] \lo_list \lo_unlink LOBOID operace s "large" objekty
\o [SOUBOR] přesměrování výsledků dotazu do souboru nebo |roury
\p ukázat současný obsah paměti s dotazem
\password [UŽIVATEL] bezpečná změna hesla uživatele
\prompt [TEXT] PROMĚNÁ vyzve uživatele, aby zadal hodnotu proměnné
\q ukončení psql
\qecho [ŘETĚZEC] vypsání textu na \o výstup dotazů (-n pro potlačení nového řádku)
\r vyprázdnění paměti s dotazy
\s [SOUBOR] vytiskne historii nebo ji uloží do souboru
\set [PROMĚNÁ [HODNOTA]] nastavení interní proměnné nebo bez parametrů zobrazí seznam všech proměnných
\setenv NAME [VALUE] nastaví nebo zruší proměnnou prostředí
\sf[+] FUNCNAME zobrazí definici funkce
\sv[+] VIEWNAME zobrazí definici pohledu
\t [on|off] ukazovat pouze řádky (nyní %s)
\timing [on|off] použít sledování času u příkazů (nyní %s)
\unset JMÉNO zrušení interní proměnné
\w SOUBOR zapsání paměti s dotazem do souboru
\warn [-n] [TEXT] vypsání textu na standardní výstup (-n pro potlačení nového řádku)
\watch [SEC] každých SEC vteřin spusť dotaz
\x [on|off|auto] zapne rozšířený mód výstupu (nyní %s)
\z [VZOR] stejné jako \dp
border styl rámečků (číslo)
columns cílová šířka pro zalomený formát
expanded (nebo x) rozšířený výstup [on, off, auto]
fieldsep oddělovač položek pro nezarovnaný výstup (výchozí "%s")
fieldsep_zero nastaví oddělovač polí pro nezarovnaný výstup na nulový byte
footer zapne nebo vypne zobrazení zápatí tabulky [on, off]
format nastaví formát výstupu [unaligned, aligned, wrapped, html, asciidoc, ...]
linestype nastaví styl vykreslování rámečků [ascii, old-ascii, unicode]
null nastaví řetězec vypisovaný místo null hodnoty
numericlocale zapne zobrazení lokalizovaného znaku pro oddělení skupin číslic
pager určuje kdy se použije externí pager [yes, no, always]
psql --pset=NAME[=VALUE] nebo \pset NAME [VALUE] v psql
psql --set=NAME=VALUE nebo \set NAME VALUE v psql
psql [PŘEPÍNAČE]... [DATABÁZE [UŽIVATEL]]
recordsep oddělovač záznamů (řádek) pro nezarovnaný výstup
recordsep_zero nastaví oddělovač záznamů pro nezarovnaný výstup na nulový byte
set NAME=VALUE psql ... nebo \setenv NAME [VALUE] v rámci psql
tableattr (or T) specifikuje attributy pro table tag v html formátu, nebo proporcionální šířky sloupců pro datové typy zarovnávané doleva v latex-longtable formátu
title nastavuje titulek tabulky pro následně vypisované tabulky
tuples_only pokud nastaveno, jsou vypsána pouze data z tabulky
unicode_border_linestyle unicode_column_linestyle unicode_header_linestyle nastaví styl Unicode rámečků [single, double]
"%s.%s" není pohled
%d spojení
%d spojení
%s %s (každé %gs)
%s (každé %gs)
%s: nelze kopírovat z/do adresáře
%s: současná transakce je přerušena (abort)
%s: neplatné jméno kódování nebo nenalezena konverzní funkce
%s: není spojení s databází
%s: neznámý status transakce
***(Krokovací mód: potvrďte příkaz)******************************************* %s ***(stiskněte return pro zpracování nebo x a return pro zrušení)********************
********* DOTAZ ********** %s **************************
, clusterován
, odložitelný
, iniciálně odložený
, neplatný
, predikát (%s)
, tablespace: "%s"
-1 může být použito pouze pro neinteraktivní módy
Přístupová metoda: %s
Přístupová práva
Všechny parametry musí být zadány protože žádné připojení k databázi neexistuje
Všechny tabulky
Aplikovatelné typy
Datový typ parametru
Asynchronní upozornění "%s" obdrženo z procesu serveru s PID %d.
Asynchronní upozornění "%s" s obsahem "%s" obdrženo ze serverového procesu s PID %d.
Dostupná nápověda:
Styl rámečků je %d.
Obejít RLS
přenos dat příkazu COPY selhal: %s
Nemohu se přihlásit
Kontrola
Kontrolní pravidla:
Podřízené tabulky
Collation
Sloupec
Přístupová práva k atributům
Příkaz: %s Popis: %s Syntaxe: %s URL: %s
Složený typ "%s.%s"
Podmínka
Spojení
Spojení
Vytvoř DB
Vytvoř roli
CType
Implicitně
Implicitní přístupová práva
Implicitní zápatí je vypnuto.
Implicitní zápatí je zapnuto.
Implicitně?
Definice
Delete
Cíl
Deterministická?
Slovníky
Nelze nalézt extension se jménem "%s".
Nelze nalézt žádnou extension.
Nelze nalézt publikaci se jménem "%s".
Nelze nalézt žádnou publikaci.
Nelze nalézt relaci se jménem "%s".
Nelze nalézt relaci se OID %s.
Nelze nalézt žádnou relaci.
Nelze nalézt žádné nastavení pro roli "%s" a databázi "%s".
Nelze nalézt žádné nastavení pro roli "%s".
Žádná nastavení nenalezena.
Nelze nalézt fulltextovou konfiguraci se jménem "%s".
Nelze nalézt žádnou fulltextovou konfiguraci.
Nelze nalézt fulltextový parser se jménem "%s".
Nelze nalézt žádný fulltextový parser.
Vypnuté interní triggery:
Vypnutá pravidla (rules):
Vypnuté triggery:
Vypnuté uživatelské triggery:
Složky
Kódování
Konec parsování
Zadejte data pro kopírování následovaná novým řádkem. Ukončete zpětným lomítkem a tečkou na samostatném řádku.
Zadejte nové heslo:
Událost
Rozšířené zobrazení vypnuto.
Rozšířené zobrazení zapnuto.
Rozšířené zobrazení je zapnuto automaticky.
FDW volby
FDW volby: (%s)
Nepodařilo se.
Oddělovač polí pro CSV je '"%s"'.
Oddělovač polí je '"%s"'.
Oddělovač polí je nulový byte.
Foreign tabulka "%s.%s"
Podmínky cizího klíče:
Formátování
Funkce
GSSAPI-šifrované spojení
Hlavní
Základní volby:
Získej záhlaví
Získej další token
Získej typy tokenu
Má OID: ano
Implicitně?
Inkrement
Indexy:
Informační
Dědí
Vstupní typ
Vstup/Výstup
Insert
Interní jazyk
Interní jméno
Klíč?
Velké objekty (LO)
Velké objekty (LO)
Typ levého argumentu
Styl čar je %s.
Seznam přístupových metod
Seznam agregačních funkcí
Seznam přetypování
Seznam collations
Seznam konverzí
Seznam datových typů
Seznam databází
Seznam domén
Seznam event triggerů
Seznam foreign serverů
Seznam foreign tabulek
Seznam foreign-data wrapperů
Seznam funkcí
Seznam instalovaných extensions
Seznam jazyků
Seznam tříd operátorů
Seznam rodin operátorů
Seznam operátorů
List operátorů v rodinách operátorů
Seznam partitioned indexů
Seznam partitioned relací
Seznam partitioned tabulek
Seznam publikací
Seznam relací
Seznam rolí
Seznam schémat
Seznam nastavení
Seznam proměnných se zvláštním významem
Seznam subskripcí
Seznam support funkcí pro rodiny operátorů
Seznam tablespaces
Seznam fulltextových konfigurací
Seznam fulltextových slovníků
Seznam fulltextových parserů
Seznam fulltextových šablon
Seznam mapování uživatelů
Zobrazení číselného výstupu dle národního nastavení je vypnuto.
Zobrazení číselného výstupu dle národního nastavení je vypnuto.
Materializovaný pohled "%s.%s"
Je členem
Metoda
Žádné změny
Není spojení
Nápověda pro "%s" je nedostupná. Pomocí \h bez parametrů lze získat seznam dostupných nápověd.
Bez dědičnosti
Žádné omezení partition
Null je zobrazován jako '"%s"'.
Číslo
Počet podřízených tabulek: %d (Použijte \d+ pro jejich seznam.)
Počet partition: %d
Počet partitions: %d (Použijte \d+ pro jejich seznam.)
Objekt
Popis objektu
Popis objektu
Objekty v rozšíření "%s"
Operační systém
Operátor
Třída operátorů
Rodina operátorů
Volby
Výstupní formát je %s.
Vlastník: %s
Vlastník
Stránkování je vždy použito.
Stránkování je zapnuto pro dlouhé výstupy.
Stránkování je vypnuto.
Pager nebude použit pro méně než %d řáden.
Jméno předka
Omezení partition: %s
Partition klíč: %s
Partition pro: %s %s
Partitioned tabulka "%s.%s"
Heslo pro uživatele %s:
Heslo platné do
Politiky
Poitiky (forced row security zapnuta):
Politiky (forced row security zapnuta): (žádné)
Politiky (row security vypnuta):
Politiky (row security zapnuta): (žádné)
Politiky:
Předchozí spojení zachováno
Publikace
Publikace %s
Publikace:
Účel
Paměť dotazu
Buffer dotazů je prázdný.
Buffer dotazů vyprázdněn.
Oddělovač záznamů je '"%s"'.
Oddělovač záznamů je <newline>.
Oddělovač záznamů je nulový byte.
Odkazovaný:
Typ levého argumentu
Typ pravého argumentu
Replikace
Datový typ výsledku
Typ výsledku
Typ pravého argumentu
Jméno role
Vždy spouštěná pravidla:
Pravidla spouštěná jen na replice:
SSL spojení (protokol: %s, šifra: %s, bitů: %s, komprese: %s)
PŘÍKAZ: %s
Schéma
Bezpečnost
Sekvence "%s.%s"
Sekvence pro identity sloupec: %s
Rodina operátorů
Zdroj
Zdrojový kód
Zdrojový typ
Speciální relace "%s.%s"
Začátek parsování
Statistické objekty:
Uložení
Podařilo se.
Super-uživatel
Synchronní commit
TOAST tabulka "%s.%s"
Tabulka
Tabulka "%s.%s"
Atributy tabulky jsou "%s".
Atributy tabulky nejsou nastaveny.
Tabulky:
Tagy
Cílový typ
Cílová šířka je %d.
Cílová šířka není nastavena.
Šablona
Fulltextová konfigurace "%s"
Fulltextová konfigurace "%s.%s"
Fulltextový parser "%s"
Fulltextový parser "%s.%s"
Příkaz nevrátil žádný výsledek, nebo výsledek nemá žádné sloupce.
Spojení na server bylo ztraceno. Zkoušen restart:
Na vstupu je dump v PostgreSQL "custom" formátu. Pro obnovení této zálohy použijte klienta pg_restore pro příkazovou řádku.
Server (verze %s) nepodporuje přístupové metody (access methods).
Server (verze %s) nepodporuje změny výchozích privilegií.
Server (verze %s) nepodporuje collations.
Server (verze %s) nepodporuje deklarativní partitioning.
Server (verze %s) nepodporuje editaci zdrojového kódu funkce.
Server (verze %s) nepodporuje editaci definice pohledu.
Server (verze %s) nepodporuje extensions.
Server (verze %s) nepodporuje foreign servery.
Server (verze %s) nepodporuje foreign tabulky.
Server (verze %s) nepodporuje foreign-data wrappery.
Server (verze %s) nepodporuje fulltextové vyhledávání.
Server (verze %s) nepodporuje nastavení rolí pro jednotlivé databáze.
Server (verze %s) nepodporuje publikace.
Server (verze %s) nepodporuje savepoints pro ON_ERROR_ROLLBACK.
Server (verze %s) nepodporuje zobrazování zdrojového kódu funkce.
Server (verze %s) nepodporuje zobrazování definice pohledu.
Server (verze %s) nepodporuje subskripce.
Server (verze %s) nepodporuje tablespaces.
Server (verze %s) nepodporuje mapování uživatelů.
Žádná předchozí chyba.
Čas: %.3f ms
Čas: %.3f ms (%.0f d %02d:%02d:%06.3f)
Čas: %.3f ms (%02d:%02d:%06.3f)
Čas: %.3f ms (%02d:%06.3f)
Sledování času je vypnuto.
Sledování času je zapnuto.
Nadpis je "%s".
Nadpis není nastaven.
Jméno tokenu
Typ tokenu pro parser "%s"
Jméno tokenu pro parser "%s.%s"
Celková velikost
Vždy spouštěné triggery:
Triggery spouštěné jen na replice:
Triggery:
Důvěryhodný
Zkuste \? pro zobrazení nápovědy.
Zobrazování pouze záznamů je vypnuto.
Zobrazování pouze záznamů je vypnuto.
Pro získání nápovědy napište "help".
Pište: \copyright pro podmínky distribuce \h pro nápovědu k SQL příkazům \? pro nápovědu k psql příkazům \g nebo středník pro ukončení SQL příkazů \q pro ukončení programu
Typovaná tabulka typu: %s
Styl Unicode rámečků je "%s".
Styl Unicode sloupců je "%s".
Styl Unicode rámečků záhlaví je "%s".
Unlogged materializovaný pohled "%s.%s"
Unlogged partitioned tabulka "%s.%s"
Unlogged tabulka "%s.%s"
Update
Použijte "\q" pro odchod z %s.
Použijte \? pro nápovědu nebo stiskněte control-C pro vymazání vstupního bufferu.
Pro zobrazení nápovědy použijte "\?".
Použijte \q pro ukončení.
Použijte control-C pro ukončení.
Použijte control-D pro ukončení.
Uživatelské jméno
Validátor
Proměnné
Pohled "%s.%s"
Definice pohledu:
Volatilita
VAROVÁNÍ: %s major verze %s, major verze serveru %s. Některé vlastnosti psql nemusí fungovat.
VAROVÁNÍ: Kódová stránka konzole (%u) není shodná s kódovou stránkou Windows (%u) 8-bitové znaky nemusí fungovat správně. Další informace najdete v manuálu k psql na stránce "Poznámky pro uživatele Windows."
Historie zapsána do souboru: "%s".
Nyní jste připojeni k databázi "%s" jako uživatel "%s" na adrese "%s" na portu"%s".
Nyní jste připojeni k databázi "%s" jako uživatel "%s" na serveru "%s" (adresa "%s") na portu"%s".
Nyní jste připojeni k databázi "%s" jako uživatel "%s" na serveru "%s" na portu"%s".
Jste připojeni k databázi "%s" jako uživatel "%s" přes socket v "%s" naportu "%s".
Aktuálně nejste připojeni k databázi.
Nyní jste připojeni k databázi "%s" jako uživatel "%s" na adrese "%s" na portu"%s".
Nyní jste připojeni k databázi "%s" jako uživatel "%s" na serveru "%s" (adresa "%s") na portu"%s".
Nyní jste připojeni k databázi "%s" jako uživatel "%s" na serveru "%s" na portu"%s".
Nyní jste připojeni k databázi "%s" jako uživatel "%s".
Používáte psql, řádkový nástroj pro připojení k PostgreSQL.
\!: selhal
\%s příkaz ignorován; použijte \endif nebo Ctrl-C pro ukončení aktuálního \if bloku
\%s: nelze změnit adresář na "%s": %m
\%s: nelze načíst hodnotu proměnné
\%s: název proměnné prostředí nesmí obsahovat "="
\%s: nadbytečný argument "%s" ignorován
\%s: chybí požadovaný argument
\%s: chybějící pravá závorka
\copy: argumenty jsou povinné
\copy: chyba na "%s"
\copy: chyba na konci řádku
\crosstabview: nejednoznačný název sloupce: "%s"
\crosstabview: sloupec nenaleze: "%s"
\crosstabview: číslo sloupce %d je mimo rozsah 1..%d
\crosstabview: datový sloupec musí být specifikován pokud má dotaz více než tři sloupce
\crosstabview: maximální počet sloupců (%d) překročen
\crosstabview: dotaz musí vracet alespoň tři sloupce
\crosstabview: výsledek dotazu obsahuje několik hodnot pro řádek "%s", sloupec "%s"
\crosstabview: příkaz nevrátil žádný výsledek
\crosstabview: vertikální a horozintální záklaví musí být různé sloupce
pro \df nelze použít volbu "%c" ve verzi serveru %s
pro \df můžete použít pouze přepínače [anptwS+]
\elif: nemůže být zadáno po \else
\elif: žádné odpovídající \if
\else: nemůže být zadáno po \else
\else: žádné odpovídající \if
\endif: žádné odpovídající \if
\if: escapované
\pset: povolené styly Unicode rámečků jsou single, double
\pset: povolené styly Unicode sloupců jsou single, double
\pset: povolené styly Unicode rámečků záhlaví single, double
\pset: dovolené formáty jsou aligned, asciidoc, csv, html, latex, latex-longtable, troff-ms, unaligned, wrapped
\pset: povolené styly řádek jsou ascii, old-ascii, unicode
\pset: nejednoznačná zkratka "%s" odpovídá "%s" a "%s"
\pset: csv_fieldsep nemůže být dvojitá uvozovka, nový řádek, nebo konec řádky
\pset: csv_fieldsep musí být jediný jedno-bytový znak
\pset: neznámá volba: %s
\watch nelze použít s COPY
\watch neze použít s prázdným dotazem
zkrácený_grant_nebo_revoke
nestandardní ukončení (abort) současné transakce
přerušeno z důvodu chyby čtení
akce
zarovnání
vždy
analyze_funkce
a aggregate_signature je:
a column_constraint je:
a conflict_action je jedno z:
a grouping_element může být jedno z:
a like_volba je:
a partition_bound_spec je:
a table_and_columns je:
a omezení_tabulky je:
a omezení_tabulky_s_využitím_indexu je:
a with_dotaz je:
jméno_argumentu
typ_argumentu
mód_argumentu
jméno_argumentu
typ_argumentu
typ_argumentu
argumenty
jméno_atributu
volba_atributu
základní_typ
zruší transakci, která byla připravena pro dvoufázový commit
zrušeno na žádost uživatele
nelze escapovat bez aktivního spojení
kanonická_funkce
kategorie
změní databázi
změní databázovou roli
změní parametry běhu
změní serverový konfigurační parametr
změní jméno role nebo členství
změní definici collation
změna definice konverze
změní definici domény
změní definici foreign serveru
změní definici foreign tabulky
změní definici foreign-data wrapperu
změní definici funkce
změní definici large objektu
změní definici materializovaného pohledu
změní definici procedurálního jazyka
změní definici procedury
změní definici publikace
změní definici rutiny
změní definici row level security politiky
změní definici pravidla
změní definici schématu
změní definici generátoru sekvencí
změní definici subskripce
změní definici tabulky
změní definici tablespace
změní definici konfigurace fulltextového vyhledávání
změní definici slovníku pro fulltextové vyhledávání
změní definici parseru pro fulltextové vyhledávání
změní definici šablony pro fulltextové vyhledávání
změní definici triggeru
změní definici datového typu
změní definici mapování uživatelů
změní definici pohledu
změna definice agregátní funkce
změní definici event triggeru
změna definice rozšířené statistiky
změna definice extension
změní definici indexu
změní definici operátoru
změní definici třídy operátorů
změní definici rodiny operátorů
změní vlastníka databázových objektů vlastněných databázovou rolí
kanál
potomek byl ukončen výjimkou 0x%X
uzavře kursor
přerovná obsah tabulky dle indexu
kód
shromáždí statistické informace o databázi
alias_sloupce
omezení_sloupce
definice_sloupce
jméno_sloupce
typ_sloupce
příkaz
potvrzení aktuální transakce, která byla již dříve připravena pro dvoufázový commit
potvrzení aktuální transakce
spočítá množinu řádek
podmínka
konfigurační_parametr
spojení na server bylo ztraceno
omezení
jméno_omezení
kopíruje data mezi souborem a tabulkou
nelze zavřít rouru (pipe) pro externí příkaz: %m
nelze se připojit k serveru: %s
nelze spustit příkaz "%s": %m
nelze najít příkaz "%s" ke spuštění
nelze najít vlastní spustitelný soubor
nelze získat domácí adresář pro uživatele ID %ld: %s
nelze najít dočasný adresář: %s
nelze načíst efektivní user ID "%ld": %s
nelze otevřít soubor "%s": %m
nelze otevřít dočasný soubor "%s": %m
nelze naparsovat pole reloptions
nelze číst vypsat tabulku: %m
nelze uložit historii do souboru "%s": %m
nelze nastavit parametr zobrazení "%s"
nelze spustit /bin/sh
nelze spustit editor "%s"
nelze provést stat souboru "%s": %m
nelze zapsat data příkazu COPY: %m
počet
vytvoří novou databázi
přidá nové řádky do tabulky
jméno_kurzoru
datový_typ
jméno_databáze
dealokuje připravený dotaz (prepared statement)
implicitní
implicitní_výraz
definuje kursor
definuje novou přístupovou metodu
definuje novou agrefunkci
definuje nové přetypování
definuje novou collation
definuje nový datový typ
definuje novou databázovou roli
definuje novou atributovou doménu
definuje novou konverzi kódování
definuje nový event trigger
definuje nový foreign server
definuje nový foreign tabulku
definuje nový foreign-data wrapper
definuje novou funkci
definuje nový index
definuje nové mapování uživatele na vzdálený server
definuje nový materializovaný pohled
definuje nový operátor
definuje novou třídu operátorů
definuje novou rodinu operátorů
definuje nový procedurální jazyk
definuje novou proceduru
definuje novou publikaci
definuje nové přepisovací pravidlo (rule)
definute novou row level security politiku pro tabulku
definuje nový savepoint uvnitř aktuální transakce
definuje nové schéma
definuje nový generátor sekvencí
definuje novou subskripci
definuje novou tabulku
definuje novou tabulku dle výsledku dotazu
definuje nový tablespace
definuje novou konfiguraci fulltextového vyhledávání
definuje nový slovník pro fulltextové vyhledávání
definuje nový parser pro fulltextové vyhledávání
definuje novou šablonu pro fulltextové vyhledávání
definuje novou transformaci
definuje nový trigger
definuje nový pohled
definuje přístupová práva
definuje výchozí přístupová práva
definuje nové rozšířené statistiky
definuje nebo změní bezpečnostní štítek aplikovaný na objekt
definuje nebo změní komentář objektu
smaže řádky z takulky
oddělovač
oddělovací_znak
kódování_cíle
odstraní dříve vytvořený savepoint
jméno_slovníku
směr
zahodí stav session
omezení domény
omezení_domény
jméno_domény
prvek
zruší obsah tabulky nebo skupiny tabulek
povoleno
kódování
název_kódování
proměnná prostředí PSQL_EDITOR_LINENUMBER_ARG musí být nastavena pro zadáníčísla řádky
událost
exclude_element v EXCLUDE omezení je:
provede připravený dotaz (prepared statement)
spustí anonymní blok kódu
existující_collation
výraz
název_extension
varování: nadbytečný parametr příkazové řádky "%s" ignorován
fdw_jméno
jméno_souboru
pro tabulku "%s.%s"
vynutí checkpoint transakčního logu
foreign_tabulka
jméno_formátu
z_položky
funkce
jméno_funkce
provede úklid a případně analýzu databáze
generuje upozornění
gettoken_funkce
headline_funkce
historie není podporována pro tuto instalaci
importuje definice tabulek z foreign serveru
v přiřazení
inkrement
metoda_indexování
jméno_indexu
parametry_indexu
parametry_indexu v UNIQUE, PRIMARY KEY, a EXCLUDE omezeních jsou:
init_funkce
výchozí_podmínka
vstupní_funkce
instaluje rozšíření
interní_délka
neplatný příkaz \%s
neplatné číslo řádky: %s
neplatná hodnota "%s" pro "%s": očekáváno celé číslo
neplatný název proměnné: "%s"
spustí proceduru
joinovací_sloupec
joinovací_podmínka
typ_joinu
jméno_jazyka
oid_large_objektu
levý_typ
lexize_funkce
lextypes_funkce
like_volba
like_typ
naslouchá upozorněním
načte sdílenou knihovnu
lokální soket
zamkne uvedenou relaci (tabulku, etc)
mód_zámku
materializovaný pohled
max_hodnota
členský_objekt
metoda
min_hodnota
více než jedna řádka vrácena pro \gset
jméno
nové_jméno_atributu
nové_jméno_sloupce
jméno_nového_omezení
nový_slovník
nová_enum_hodnota
nové_jméno
nový_vlastník
nová_role
nové_schéma
nová_tabulka
nový_tablespace
nový_cíl
nová_verze
v historii není žádný dotaz
žádné řádky nevráceny pro \gset
jméno_objektu
starý_slovník
stará_role
typ_operátoru
třída_operátoru
opclass_parametr
operátor
třída operátorů
rodina operátorů
jméno_operátoru
volba
nebo stará syntaxe
řazení
výstupní_výraz
výstupní_funkce
výstupní_jméno
parametr
nadřízená_tabulka
jméno_parseru
partitioned tabulka
heslo
náklad
přemístí kursor
predikát
preferovaný
připraví a uloží dotaz pro provedení
přípraví aktuální transakci pro dvoufázoví commit
primární klíč,
vlastnost
psql je PostgreSQL interaktivní terminál.
psql proměnné:
dotaz
dotaz ignorován; použijte \endif nebo Ctrl-C pro ukončení aktuálního \if bloku
dosažen EOF bez nalezení ukončujícího \endif(s)
znovuvytvoří indexy
receive_funkce
odkazovaný_sloupec
jméno_odkazované_tabulky
odkazovaná_tabulka
název_relace
odstraní definici přetypování
odstraní collation
odstraní konverzi
odstraní datový typ
odstraní databázi
odstraní databázovou roli
odstraní doménu
odstraní deskriptor foreign serveru
odstraní foreign tabulku
odstraní foreign-data wrapper
odstraní funkci
odstraní materializovaný pohled
odstraní procedurální jazyk
odstraní proceduru
odstraní publikaci
odstraní přepisovací pravidlo (rule)
odstraní rutinu
odstraní row level security politiku z tabulky
odstraní schéma
odstraní sekvenci
odstraní subskripci
odstraní tabulku
odstraní tablespace
odstraní konfiguraci fulltextového vyhledávání
odstraní slovn?ik pro fulltextové vyhledávání
odstraní parser pro fulltextové vyhledávání
odstraní Šablonu fulltextového vyhledávání
odstraní transformaci
odstraní trigger
odstraní mapování uživatele z foreign serveru
odstraní náhled
odstraní přístupová práva
odstraní definici přístupové metody
odstraní agregační funkci
odstraní event trigger
odstraní extension
odstraní index
odstraní operátor
odstraní třídu operátorů
odstraní rodinu operátorů
odstraní objekty vlastněné databázovou rolí
odstraní rozšířené statistiky
nahraď obsah materializovaného pohledu
přenastaví parametr běhu na implicitní hodnotu
výsledné_řádky
načte řádky z výsledku dotazu pomocí kursoru
vybere řádky z tabulky nebo náhledu
návratový_typ
přepisovací_pravidlo
pravý_typ
jméno_role
vrátí se na savepoint
jméno_pravidla
jméno_savepointu
schéma
prvek_schématu
jméno_schématu
hledání
send_funkce
sekvence
sekvence
jméno_serveru
typ_serveru
verze_serveru
nastaví mód kontroly omezení (constraints) pro aktuální transakci
nastaví charakteristiku pro aktualní trasakci
nastaví uživatelský identifikátor aktuální session
nastaví uživatelský identifikátor session a identifikátor aktuálníhouživatele pro aktuální session
argument shell příkazu obsahuje přechod na nový řádek nebo návrat na začátek (carriage return): "%s"
ukáže prováděcí plán dotazu
zobrazí hodnoty run-time parametrů
přeskakuji rekursivní expanzi proměnné "%s"
operátor_třídění
kódování_zdroje
zdrojová_tabulka
zdrojový_typ
speciální
nastartuje nový transakční blok
start_funkce
datový_typ_stavu
příkaz
ukončí naslouchání připomínkám
uložení
parametr_uložení
typ_uložení
číslo_strategie
subtyp
diff_funkce_subtypu
třída_operátorů_subtypu
support_funkce
tab completion dotaz selhal: %s Dotaz byl: %s
omezení tabulky
omezení_tabulky
omezení_tabulky_s_využitím_indexu
jméno_tabulky
jméno_tablespace
volba_tablespace
cílová_role
cílový_typ
šablona
časová_zóna
typ_tokenu
id_transakce
transakční_mód
jméno_triggeru
pokouším se opustit copy mód
typ
jméno_typu
neočekávaný PQresultStatus: %d
neočekávaný stav výsledku pro \watch
neočekávaný stav transakce: (%d)
unikátní,
nerozpoznaná hodnota "%s" pro "%s" Možné hodnoty jsou: %s.
nerozpoznaná hodnota "%s" pro "%s": očekáván Boolean výraz
neukončený řetězec v uvozovkách
aktualizuje řádky tabulky
vyhledávání uživatele selhalo: chybový kód %lu
uživatel
hodnota
hodnoty
pohled
je vyžadováno jméno pohledu
název_volby_pohledu
hodnota_volby_pohledu
kde zkrácený_grant_nebo_revoke je jedno z:
kde akce je jedno z:
kde aggregate_signature je:
kde omezení_sloupce je:
kde omezení je:
kde směr může být prázdný nebo jedno z:
kde událost může být jedno z:
kde z_položky může být jedno z:
kde mód_zámku je jedno z:
kde členský_objekt je:
kde volba je jedno z:
kde volba může být:
kde role_specification může být:
kde transakční_mód je jedno z:
definice_okna
jméno_okna
with_dotaz
jméno_with_dotazu
Cdrom s Ubuntu 4.10 'Warty Warthog'
Cdrom s Ubuntu 5.04 'Hoary Hedgehog'
Cdrom s Ubuntu 5.10 'Breezy Badger'
Cdrom s Ubuntu 6.06 LTS 'Dapper Drake'
Cdrom s Ubuntu 6.10 'Edgy Eft'
Uživatelem vybrané servery
Software kompatibilní s DFSG, ale závisející na nesvobodných balících
Podrobnosti
Stahuji %(current)li. soubor of %(total)li
Stahuji %(current)li. soubor z %(total)li rychlostí %(speed)s/s
Stažení seznamu změn selhalo. Prosím zkontrolujte své internetové připojení.
Důležité bezpečnostní aktualizace
Hlavní server
Již není oficiálně podporováno
Software nekompatibilní s DFSG
Nesvobodný (Multiverse)
Nesvobodné ovladače
Oficiálně podporováno
Navržené aktualizace
Patentované (proprietární) ovladače zařízení
Doporučené aktualizace
Omezený copyright
Nesvobodný software
Software s omezující licencí (Multiverse)
Server pro zemi "%s"
Software omezený ochrannou známkou nebo jinými právními prostředky
Seznam změn není dostupný.
Aplikace přenesené z vyšších verzí distribuce na Ubuntu 4.10
Bezpečnostní aktualizace Ubuntu 4.10
Aktualizace Ubuntu 4.10
Aplikace přenesené z vyšších verzí distribuce na Ubuntu 5.04
Bezpečnostní aktualizace Ubuntu 5.04
Aktualizace Ubuntu 5.04
Software přenesený z vyšší verze distribuce na Ubuntu 5.10
Bezpečnostní aktualizace Ubuntu 5.10
Aktualizace Ubuntu 5.10
Ne-li zadán žádný z přepínačů -e, --expression, -f nebo --file, pak první argument, který není přepínačem, je považován za sedový skript a bude vykonán. Všechny zbývající argumenty jsou jména vstupních souborů. Nejsou-li zadány žádné vstupní soubory, bude čten standardní vstup.
--debug popíše běh programu
--sandbox pracuje v režimu pískoviště (vypne příkazy e, r, w).
--version vypíše informace o verzi a skončí
--follow-symlinks následuje symbolické odkazy, když zapisuje do vstupního souboru
--posix vypne všechna GNU rozšíření
-E, r, --regexp-extended použije rozšířené regulární výrazy (kvůli přenositelnosti použijte posixový -E).
-b, --binary otevře soubory v binárním režimu (znaky CR+LF nejsou zpracovávány zvláštně)
-e script, --expression=SKRIPT přidá skript mezi příkazy k provedení
-f script-file, --file=SKRIPTOVÝ_SOUBOR přidá obsah SKRIPTOVÉHO_SOUBORU mezi příkazy k provedení
-i[PŘÍPONA], --in-place[=PŘÍPONA] upravuje přímo vstupní soubory (vytváří zálohy, pokud je poskytnuta PŘÍPONA)
-l N, --line-length=N určuje délku zarovnání řádku u příkazu „l“
-n, --quiet, --silent potlačí automatické vypisování prostoru vzorů
-s, --separate považuje soubory za samostatné a ne za jeden dlouhý souvislý proud.
-u, --unbuffered čte co nejméně dat ze vstupních souborů a výstupní buffery vyprazdňuje častěji
-z, --null-data oddělí řádky znaky NUL
„:“ postrádá jmenovku
%s: -e výraz č. %'lu, znak %'lu: %s
%s: %s nelze číst: %s
%s: soubor %s, řádek %'lu: %s
%s: pozor: nepodařilo se získat bezpečnostní kontext %s: %s
%s: pozor: nastavení výchozího kontextu pro tvorbu souboru na %s selhalo: %s
: nechce jakoukoliv adresu
Chybové zprávy zasílejte e-mailem na: <%s>
Domovská stránka GNU sed: <https://www.gnu.org/software/sed/>. Obecný návod jak používat software GNU: <https://www.gnu.org/gethelp/>.
Obecný návod jak používat software GNU: <%s>
Chybný název třídu znaků
Chybný srovnávací znak
Chybný obsah \{\}
Chybný předešlý regulární výraz
Chybný regulární výraz
License GPLv3 GNU GPL verze 3 nebo novější <%s>. Toto je svobodné programové vybavení: máte právo jej měnit a šířit. Není zde ŽÁDNÁ ZÁRUKA, jak jen zákon dovoluje.
Žádný předcházející regulární výraz
Zabalil(a) %s
Zabalil(a) %s (%s)
Hlaste chyby %s na: %s
Chyby v programu hlaste anglicky na: %s Chyba v překladu hlaste česky na: <translation-team-cs@lists.sourceforge.net>
Na tomto systému je SELinux vypnut.
Na tomto systému je SELinux zapnut.
Tento program sed byl sestaven s podporu SELinuxu.
Tento program byl sestaven bez podpory SELinuxu.
Neodpovídající ( nebo \(
Neodpovídající ) nebo \)
Neodpovídající [, [^, [:, [. nebo [=
Neodpovídající \{
Použití: %s [PŘEPÍNAČ]… {SKRIPT_JEN_KDYŽ_JE_JEDINÝ} [VSTUPNÍ_SOUBOR]…
Napsali %s, %s, %s, %s, %s, %s, %s, %s, %s a další.
Napsali %s, %s, %s, %s, %s, %s, %s, a %s.
Napsali %s, %s, %s, a %s.
příkaz „e“ není podporován
„}“ nevyžaduje jakoukoliv adresu
návěští pro skok na „%s“ nelze najít
%s nelze přejmenovat: %s
převod velikosti písmene vytvořil neplatný znak
skladba pro třídu znaků je [[:space:]], nikoliv [:space:]
příkaz používá pouze jedinou adresu
komentáře nepřipouštějí žádnou adresu
do %s nelze připisovat: %s
%s nelze upravovat: je to terminál
%s nelze upravovat: není obyčejným souborem
symbolický odkaz %s nelze následovat: %s
soubor %s nelze otevřít: %s
dočasný soubor %s nelze otevřít: %s
symbolický odkaz %s nelze přečíst: %s
do %2$s nelze zapsat %1$llu položku: %3$s
do %2$s nelze zapsat %1$llu položky: %3$s
oddělovací znak není jednobajtovým znakem
v režimu pískoviště jsou příkazy e/r/w zakázány
chyba v podprocesu
po „a“, „c“ nebo „i“ je očekávané „\“
očekávána nová verze sedu
nadbytečné znaky po příkazu
nastavit binární režim na „%s“ se nepodařilo
nastavit binární režim standardnímu vstupu se nepodařilo
nastavit binární režim standardnímu výstupu se nepodařilo
neúplný příkaz
chybná třída znaků
chybný obsah \{\}
chybný odkaz \%d na pravé straně příkazu „s“
+N nebo ~N nelze použít jako první adresu
chybné použití adresy řádku 0
chybějící příkaz
vícenásobný „!“
vícenásobné použití přepínače „g“ s příkazem „s“
vícenásobné použití přepínače „p“ s příkazem „s“
příkaz „s“ může mít maximálně jednu číselný přepínač
žádné vstupní soubory
žádný předcházející regulární výraz
nezadána žádná skladba
číselný přepínač příkazu „s“ nemůže být nula
přepínač „e“ není podporován
zachovávají se práva pro %s
chyba při čtení z %s: %s
rekurzivní escapování po \c není dovoleno
délka vstupního pole pro regulární výraz je větší než INT_MAX
nastavují se práva pro %s
nadbytečné \
nadbytečné \ před %lc
nadbytečné \ před netisknutelným znakem
nadbytečné \ před bílým místem
řetězce pro příkaz „y“ mají rozdílnou délku
nepárová (
nepárová )
nepárová [
neočekávaná „,“
neočekávaná „}“
neukončená posloupnost \
neznámý příkaz: „%c“
neznámý přepínač pro „s“
neodpovídající „{“
neukončený příkaz „s“
neukončený příkaz „y“
neukončená adresa regulárního výrazu
Přihlašovací jméno na %s:
Vypršel časový limit pro přihlášení (%u sekund).
Systém byl uzavřen kvůli pravidelné údržbě.
Stiskněte control-d pro normální spuštění systému, (nebo zadejte heslo uživatele root pro údržbu systému):
Varování: slabé heslo (chcete-li jej opravdu použít, zadejte jej znovu).
[Odpojení přeskočeno -- uživatel root smí být přihlášen.]
%s [-p] -r počítač
%s [-p] [-h počítač] [-f jméno]
-A, --administrators SPRÁVCE,... nastaví seznam správců SKUPINY
-D, --defaults vypíše nebo změní výchozí nastavení programu useradd
-E, --expiredate EXP_DATUM nastaví datum vypršení účtu na EXP_DATUM
-G, --groups SKUPINY seznam dodatečných skupin, do kterých má nový účet patřit
-G, --groups SKUPINY nový seznam dodatečných skupin, do kterých má účet patřit
-I, --inactive NEAKTIV zablokuje účet po NEAKTIV dnech od vypršení platnosti hesla
-K, --key KLÍČ=HODNOTA přebije výchozí nastavení /etc/login.defs
-L, --lock zamkne uživatelský účet
-M, --members UŽIVATEL,... nastaví seznam členů SKUPINY
-M, --no-create-home nevytvoří domovský adresář uživatele
-N, --no-user-group nevytvoří skupinu se stejným jménem jako uživatel
-Q, --root CHROOT_ADRESÁŘ adresář, do kterého přejít
-R, --restrict povolí přístup ke SKUPINĚ jen členům
-R, --root CHROOT_ADRESÁŘ adresář, do kterého přejít
-S, --status pro zadaný účet vypíše stav hesla
-U, --unlock odemkne uživatelský účet
-U, --user-group vytvoří skupinu se stejným jménem jako uživatel
-V, --del-subuids PRVNÍ-POSL odstraní rozsah podřízených uid
-W, --del-subgids PRVNÍ-POSL odstraní rozsah podřízených gid
-W, --warndays VAR_DNŮ nastaví varování o expiraci na VAR_DNŮ
-Z, --selinux-user odstraní všechna mapování uživatele na uživatele SELinuxu
-Z, --selinux-user SEUŽIVATEL nové mapování uživatelského účtu na uživatele SELinuxu
-Z, --selinux-user SEUŽIVATEL pro mapování na SELinuxového uživatele použije SEUŽIVATELe
-a, --add UŽIVATEL přidá UŽIVATELE do SKUPINY
-a, --add uživatel přidá uživatele mezi členy skupiny
-a, --all zobrazí záznamy faillogu o všech uživatelích
-a, --all vypíše stav hesel na všech účtech
-a, --append přidá uživatele do dalších SKUPIN zadaných volbou -G; neruší členství v ostatních sk.
-b, --base-dir ZÁKL_ADR základní adresář pro domovský adresář nového uživatelského účtu
-b, --before DNŮ zobrazí záznamy lastlogu starší než DNŮ
-c, --check zkontroluje expiraci uživatelova hesla
-c, --comment KOMENTÁŘ pole GECOS nového účtu
-c, --comment KOMENTÁŘ nová hodnota pole GECOS
-c, --crypt-method TYP typ šifry (jeden z %s)
-d, --delete pro zadaný účet smaže heslo
-d, --delete UŽIVATEL odstraní UŽIVATELE ze SKUPINY
-d, --delete uživatel odebere uživateli členství ve skupině
-d, --home-dir DOMOV_ADR nový domovský adresář uživatele
-d, --home-dir DOMOV_ADR domovský adresář nového účtu
-d, --lastday POSL_DEN nastaví datum poslední změny hesla na POSL_DEN
-e, --encrypted zadaná hesla jsou zašifrovaná
-e, --expire pro zadaný účet vynutí expiraci hesla
-e, --expiredate EXP_DATUM datum vypršení platnosti nového účtu
-e, --expiredate EXP_DATUM nastaví vypršení platnosti účtu na EXP_DATUM
-f, --force skončí úspěchem pokud již skupina existuje, zruší -g pokud je již GID použito
-f, --force vynutí změnu hesla pokud uživatelovo heslo expirovalo
-f, --full-name CELÉ_JMÉNO změní uživatelovo celé jméno
-f, --inactive NEAKTIV doba neaktivity pro blokaci nového účtu
-f, --inactive NEAKTIV zablokuje účet po NEAKTIV dnech od vypršení
-g, --gid GID změní ID skupiny na GID
-g, --gid GID pro novou skupinu použije GID
-g, --gid SKUPINA nastaví novou primární SKUPINU
-g, --gid SKUPINA jméno nebo ID primární skupiny nového účtu
-g, --group upraví databázi skupin
-g, --group skupina místo uživatelovy skupiny změní zadanou skupinu (pouze root)
-h, --help zobrazí tuto nápovědu a skončí
-h, --home-phone TEL_DOMŮ změní užvatelovo tel. číslo domů
-i, --inactive NEAKTIV zablokuje účet po NEAKTIV dnech od vypršení platnosti hesla
-k, --keep-tokens změní heslo pouze pokud mu vypršela platnost
-k, --skel VZOR_ADR použije alternativní vzorový adresář
-l, --list vypíše členy skupiny
-l, --list zobrazí informace o účtu
-l, --lock zamkne heslo zadaného účtu
-l, --lock-secs SEK po neúspěšném přihlášení zamkne účet na SEC sekund
-l, --login NOVÝ_ÚČET nová hodnota přihlašovacího jména
-l, --no-log-init nepřidá uživatele do databází lastlog a faillog
-m, --create-home vytvoří domovský adresář uživatele
-m, --maximum MAX nastaví maximální počet chybných přihlášení
-m, --md5 zašifruje nešifrované heslo algoritmem MD5
-m, --mindays MIN_DNŮ nastaví minimální počet dnů před změnou hesla na MIN_DNŮ
-m, --move-home přesune obsah původního domovského adresáře do nového umístění (používejte pouze s -d)
-n, --mindays MIN_DNŮ nastaví minimální počet dnů před změnou hesla na MIN_DNŮ
-n, --new-name NOVÁ_SKUPINA změní jméno na NOVÁ_SKUPINA
-o, --non-unique povolí vytvoření skupiny s duplicitním (nejedinečným) GID
-o, --non-unique povolí vytvoření uživatele s duplicitním (nejedinečným) UID
-o, --non-unique povolí použití duplicitního (nejedinečného) GID
-o, --non-unique povolí vytvoření uživatele s duplicitním (nejedinečným) UID
-o, --other JINÉ_INFORMACE změní uživatelovy ostatní informace
-p, --passwd upraví databázi hesel
-p, --password HESLO změní heslo na (šifrované) HESLO
-p, --password HESLO zašifrované heslo nového účtu
-p, --password HESLO použije nové zašifrované heslo
-p, --password HESLO pro novou skupinu použije šifrované heslo
-p, --purge ze skupiny odstraní všechny uživatele
-q, --quiet tichý režim
-q, --quiet vypíše pouze chyby
-r, --read-only zobrazí chyby a varování ale soubory nemění
-r, --remove odstraní domovský adresář a poštovní schránku
-r, --remove-password odstraní heslo SKUPINY
-r, --repository REPOSITÁŘ změní heslo v repositáři REPOSITÁŘ
-r, --reset vynuluje počitadla chybných přihlášení
-r, --room ČÍSLO_MÍSTNOSTI změní uživatelovo číslo místnosti
-r, --system vytvoří systémový účet
-r, --system vytvoří systémový účet
-s, --shadow upraví databázi shadow nebo gshadow
-s, --shell SHELL přihlašovací shell nového účtu
-s, --shell SHELL nový přihlašovací shell uživatele
-s, --sort řadí záznamy podle UID
-t, --time DNŮ zobrazí záznamy faillogu novější než DNŮ
-t, --time DNŮ zobrazí záznamy lastlogu novější než DNŮ
-u, --help zobrazí tuto nápovědu a skončí
-u, --uid UID nové UID pro uživatelský účet
-u, --uid UID uživatelské ID nového účtu
-u, --unlock odemkne heslo zadaného účtu
-u, --user upraví tcb shadow soubor uživatele
-u, --user ÚČET zobrazí záznamy lastlogu pro uživatele ÚČET
-u, --user ÚČET/ROZSAH zobrazí záznamy faillogu nebo upraví počitadla a limity chybných přihlášení pouze pro zadané uživatele (s volbami -r, -m nebo -l)
-v, --add-subuids PRVNÍ-POSL přidá rozsah podřízených uid
-w, --add-subgids PRVNÍ-POSL přidá rozsah podřízených gid
-w, --warndays VAR_DNŮ nastaví varování o expiraci na VAR_DNŮ
-w, --work-phone TEL_ZAMĚSTN změní uživatelovo tel. číslo do kanceláře
-x, --maxdays MAX_DNŮ nastaví maximální počet dnů před změnou hesla na MAX_DNŮ
Zvolte nové heslo.
Kontaktujte správce systému.
...zabit.
...ukončen.
...čeká na ukončení potomka.
[%lds zámek]
[%lus zbývá]
%d selhání od posledního přihlášení. Poslední: %s na %s.
%d selhání od posledního přihlášení. Poslední: %s na %s.
Heslo uživatele %s:
%s: %s (Ignoruji)
%s: %s neexistuje, nemůžete použít přepínač %s ani %s
%s: přepínač %s je povolen pouze s přepínačem %s
%s: domovský adresář uživatele %s (%s) nebyl nalezen
%s: %s není platný shell
%s: %s není ani adresář, ani symbolický odkaz.
%s: %s je hlavním NIS serverem
%s: %s je beze změny
%s: %s byl zabit signálem %d
%s: %s poštovní schránka (%s) nebyla nalezena
%s: vlastníkem %s není %s, nemažu jej
%s: %s skončil se stavem %d
%s: %s byl vytvořen, ale nemůže být odstraněn
%s: „%s“ obsahuje nepovolené znaky
%s: „%s“ obsahuje jiné znaky než ASCII
%s: „%s“ není platným jménem skupiny
%s: „%s“ je hlavním NIS serverem pro tohoto klienta.
%s: (řádek %d: uživatel %s) heslo nebylo změněno
%s: (uživatel %s) volání pam_chauthtok() selhalo, chyba: %s
%s: (uživatel %s) chyba pam_start %d
%s: parametr -K vyžaduje argument typu KLÍČ=HODNOTA
%s: -Z vyžaduje jádro s povoleným SELinuxem
%s: -s a -r nejsou slučitelné
%s: Chyba ověření
%s: nelze alokovat paměť, tcb záznam uživatele %s nebyl odtraněn.
%s: Nelze získat jedinečné GID (volná GID neexistují)
%s: Nelze získat jedinečné UID (volná UID neexistují)
%s: Nelze získat jedinečný rozsah podřízených GID
%s: Nelze získat jedinečný rozsah podřízených UID
%s: Nelze změnit oprávnění k %s: %s
%s: Nelze změnit vlastníka %s: %s
%s: Nelze změnit vlastníky %s: %s
%s: Nelze vytvořit záložní soubor (%s): %s
%s: Nelze vytvořit adresář %s: %s
%s: Nelze vytvořit symbolický odkaz %s: %s
%s: vaše uživatelské jméno nelze zjistit.
%s: Nelze odevzdat privilegia: %s
%s: Nelze odevzdat řídící terminál
%s: Nelze rozdvojit uživatelský shell
%s: nelze zjistit velikost %s: %s
%s: Nelze zavolat lstat %s: %s
%s: Nelze otevřít %s: %s
%s: Bez efektivních oprávnění uživatele root nelze pracovat
%s: Nelze číst symbolický odkaz %s: %s
%s: Nelze odstranit %s: %s
%s: Nelze odstranit adresář %s: %s
%s: Nelze odstranit tcb soubory uživatele %s: %s
%s: Nelze odstranit obsah %s: %s
%s: Nelze přejmenovat %s na %s: %s
%s: nelze nastavit úklidovou službu.
%s: nelze zavolat stat %s: %s
%s: Nelze otevřít proc adresář cílového procesu %u
%s: Nelze zavolat stat na adresář cílového procesu %u
%s: Krizový stav: shadow v tcb uživatele %s není běžným souborem (st_nlink=1). Účet je ponechán zamknutý.
%s: Nepodařilo se změnit vlastníka domovského adresáře
%s: vytvoření tcb adresáře uživatele %s selhalo
%s: nepodařilo se získat záznam pro UID %lu
%s: nepodařilo se vynulovat počet chybných přihlášení pro UID %lu
%s: nepodařilo se nastavit délku zamknutí pro UID %lu
%s: nepodařilo se nastavit maximum pro UID %lu
%s: Selhal zápis %s: %s
%s: GID „%lu“ již existuje
%s: GID „%lu“ neexistuje
%s: Neplatné nastavení: GID_MIN (%lu), GID_MAX (%lu)
%s: Neplatné nastavení: SUB_GID_MIN (%lu), SUB_GID_MAX (%lu), SUB_GID_COUNT (%lu)
%s: Neplatné nastavení: SUB_UID_MIN (%lu), SUB_UID_MAX (%lu), SUB_UID_COUNT (%lu)
%s: Neplatné nastavení: SYS_GID_MIN (%lu), GID_MIN (%lu), SYS_GID_MAX (%lu)
%s: Neplatné nastavení: SYS_UID_MIN (%lu), UID_MIN (%lu), SYS_UID_MAX (%lu)
%s: Neplatné nastavení: UID_MIN (%lu), UID_MAX (%lu)
%s: chybná položka %s
%s: Chyba alokace paměti
%s: Nejedná se o tty
%s: Nedostatek argumentů pro vytvoření %u mapování
%s: Nedostatek paměti. Nelze aktualizovat %s.
%s: PAM moduly vyžadující zobrazování zpětné vazby nejsou podporovány.
%s: Přístup odmítnut.
%s: Podezřele dlouhý symbolický odkaz: %s
%s: Předchozí domovský adresář (%s) nebyl adresářem. Nebyl tedy odstraněn a nebyly vytvořeny domovské adresáře.
%s: Zkuste to později
%s: UID %lu není jedinečné
%s: UID „%lu“ již existuje
%s: Neznámý uživatel nebo rozsah: %s
%s: Varování, uživatel %s nemá v tcb svůj soubor shadow.
%s: Varování: %s neexistuje
%s: Varování: %s se nedá spustit
%s: Toto času nejste oprávněni používat su
%s: Nemůžete prohlížet nebo měnit heslo uživatele %s.
%s: nelze vytvořit skupinu
%s: nelze vytvořit podřízená skupinová ID
%s: nelze vytvořit podřízená uživatelská ID
%s: nelze vytvořit uživatele
%s: nelze nalézt rozsah podřízených skupin
%s: nelze nalézt rozsah podřízených uživatelů
%s: %s nelze obnovit: %s (změny jsou v %s)
%s: nelze pokračovat s povoleným tcb
%s: nelze přistoupit k chroot adresáři %s: %s
%s: uživatele „%s“ nelze na NIS klientu změnit.
%s: nelze přejít (chdir) do chroot adresáře %s: %s
%s: adresář %s nelze vytvořit
%s: nelze vytvořit nový soubor s výchozími hodnotami
%s: nelze smazat %s
%s: nelze uzamknout %s.
%s: nelze zamknout %s, zkuste to opět později.
%s: nelze otevřít %s
%s: nelze otevřít nový soubor s výchozími hodnotami
%s: nelze odstranit záznam %lu z %s
%s: nelze odstranit záznam „%s“ z %s
%s: nelze odstranit primární skupinu uživatele „%s“.
%s: adresář %s nelze na %s přejmenovat
%s: nelze seřadit záznamy v %s
%s: položku pro uživatele %s nelze aktualizovat (není v passwd databázi)
%s: typ konverzace %d není podporován.
%s: adresář %s již existuje
%s: nepoužívejte „l“ s ostatními parametry
%s: chyba při změně položek
%s: chyba, změny budou ignorovány
%s: chyba při mazání adresáře %s
%s: selhala alokace paměti: %s
%s: nepodařilo se změnit oprávnění %s na 0600
%s: nepodařilo se zkopírovat faillog záznamy uživatele %lu uživateli %lu: %s
%s: nepodařilo se zkopírovat lastlog záznamy uživatele %lu uživateli %lu: %s
%s: nepodařilo se zašifrovat heslo s předchozí solí: %s
%s: nepodařilo se zašifrovat heslo se solí „%s“: %s
%s: selhalo odevzdání privilegií (%s)
%s: nepodařilo se nalézt tcb adresář uživatele %s
%s: příprava nového záznamu %s selhala
%s: selhala příprava nového záznamu %s
%s: selhala příprava nového %s záznamu „%s“
%s: selhalo odstranění %s
%s: odebrání rozsahu gid %lu-%lu z „%s“ selhalo
%s: odebrání rozsahu uid %lu-%lu z „%s“ selhalo
%s: nepodařilo se vynulovat faillog záznam UID %lu: %s
%s: nepodařilo se vynulovat lastlog záznam UID %lu: %s
%s: nepodařilo se odemknout %s
%s: chyba rozdvojení: %s
%s: chyba při zavírání databáze %s otevřené jen pro čtení
%s: chyba při zápisu změn do %s
%s: položka je příliš dlouhá
%s: rozsah gid [%lu-%lu) -> [%lu-%lu) není povolen
%s: skupina %s existuje - chcete-li přidat uživatele do této skupiny, použijte -g.
%s: skupina %s je NIS skupinou
%s: skupina %s je primární skupinou jiného uživatele a nelze ji odstranit.
%s: skupina %s nebyla odstraněna, protože obsahuje další členy.
%s: skupina %s nebyla odstraněna, protože není primární skupinou uživatele %s.
%s: skupina „%s“ již existuje
%s: skupina „%s“ neexistuje
%s: skupina „%s“ v %s neexistuje
%s: skupina „%s“ je NIS skupinou
%s: skupina „%s“ je NIS skupinou.
%s: skupina „%s“ je stínovou skupinou, ale neexistuje v /etc/group
%s: chybný základní adresář „%s“
%s: chybný komentář „%s“
%s: chybné datum „%s“
%s: chybná položka „%s“
%s: neplatné ID skupiny „%s“
%s: neplatné jméno skupiny „%s“
%s: chybný domácí adresář „%s“
%s: chybné telefonní číslo domů: „%s“
%s: chybné jméno: „%s“
%s: chybný numerický argument „%s“
%s: chybné číslo místnosti: „%s“
%s: chybný shell „%s“
%s: neplatný rozsah podřízených gid „%s“
%s: neplatný rozsah podřízených uid „%s“
%s: chybné uživatelské ID „%s“
%s: chybné telefonní číslo do zaměstnání: „%s“
%s: řádek %d: nelze vytvořit skupinu
%s: řádek %d: nelze vytvořit uživatele
%s: řádek %d: položku nelze aktualizovat
%s: řádek %d: heslo nelze aktualizovat
%s: řádek %d: volání chown %s selhalo: %s
%s: řádek %d: selhala příprava nového %s záznamu „%s“
%s: řádek %d: skupina „%s“ neexistuje
%s: řádek %d: chybný řádek
%s: řádek %d je příliš dlouhý
%s: řádek %d: chybí nové heslo
%s: řádek %d: volání mkdir %s selhalo: %s
%s: řádek %d: uživatel „%s“ neexistuje
%s: řádek %d: uživatel „%s“ v %s neexistuje
%s: příliš dlouhý řádek v %s: %s...
%s: vytvoření adresáře: %s: %s
%s: násobné použití --root
%s: musí být spuštěno z terminálu
%s: jméno obsahuje jiné znaky než ASCII: „%s“
%s: při použití USE_TCB není povolen žádný alternativní soubor shadow.
%s: žádné změny nebyly provedeny
%s: žádné volby
%s: adresář %s nebudu mazat (je to domácí adresář uživatele %s)
%s: nscd nebyl ukončen normálně (signál %d)
%s: nscd skončil se stavem %d
%s: volbu -g/--group může používat pouze root
%s: otevření %s selhalo: %s
%s: volba „%s“ vyžaduje argument
%s: volby %s a %s kolidují
%s: došla paměť
%s: pam_start: chyba %d
%s: heslo bylo změněno.
%s: přejmenovat: %s: %s
%s: úložna %s není podporována
%s: číslo místnosti obsahuje jiné znaky než ASCII: „%s“
%s: přepínač -A funguje pouze se stínovými hesly skupin
%s: přepínač -e vyžaduje stínová hesla
%s: přepínače -e a -f vyžadují stínová hesla
%s: přepínač -f vyžaduje stínová hesla
%s: chyba signálu
%s: chyba maskování signálu
%s: snprintf selhalo!
%s: nastavení %s v %s bude ignorováno
%s: přepínače -L, -p a -U se navzájem vylučují
%s: přepínače -c, -e a -m se navzájem vylučují
%s: soubory byly aktualizovány
%s: soubor se stínovými hesly není přítomen
%s: zadáno příliš mnoho skupin (max %d).
%s: rozsah uid [%lu-%lu) -> [%lu-%lu) není povolen
%s: nelze změnit kořen (chroot) na adresář %s: %s
%s: neočekávaný argument: %s
%s: neznámý uživatel %s
%s: smazání: %s: %s
%s odemknutí hesla by znamenalo mít účet bez hesla. Pro odemknutí hesla tohoto účtu byste měli nastavit heslo pomocí usermod -p.
%s odemknutí uživatelova hesla by znamenalo mít účet bez hesla. Pro odemknutí hesla tohoto uživatele byste měli nastavit heslo pomocí usermod -p.
%s: nepodporovaný typ šifry: %s
%s: uživatel %s je NIS uživatelem
%s: uživatel %s je právě přihlášen
%s: uživatel %s je momentálně používán procesem %d
%s: uživatel „%s“ již existuje
%s: uživatel „%s“ již v %s existuje
%s: uživatel „%s“ neexistuje
%s: uživatel „%s“ v %s neexistuje
%s: uživatel „%s“ je již členem „%s“
%s: uživatel „%s“ není členem „%s“
%s: varování: vlastníkem %s není %s
%s: varování: nelze smazat %s: %s
%s: varování: selhalo úplné odstranění domovského adresáře %s
%s: varování: mapování uživatele %s na uživatele SELinuxu %s selhalo.
%s: varování: odstranění mapování uživatele %s na SELinuxového uživatele selhalo.
%s: zápis do %s selhal: %s
%s: vaše skupina neodpovídá vašemu uživatelskému jménu
(Zadejte své heslo)
**Nikdy nebyl přihlášen**
Z tohoto účtu je přístup k su ZAKÁZÁN.
Vypršení platnosti účtu (RRRR-MM-DD)
Platnost účtu vyprší :
Akce:
Přidávám uživatele %s do skupiny %s
Chybné heslo: %s.
Nelze změnit kořenový adresář na „%s“
Nelze přidat mapování na SELinuxového uživatele
Nelze zahájit SELinux transakci
Nelze změnit ID na root.
Nelze dokončit SELinuxovou transakci
Nelze vytvořit mapování uživatele %s na SEuživatele
Nelze vytvořit spojení k SELinuxovému semanage
Nelze vytvořit uživatelský klíč k SELinuxu
Nelze navázat spojení k SELinuxovému semanage
%s nelze spustit
Nelze nalézt uživatele (%s)
Nelze inicializovat správu SELinuxu
Nelze změnit mapování na SELinuxového uživatele
Nelze otevřít auditní rozhraní - končím.
Nelze číst úložiště SELinux politik
Nelze ověřit SELinux uživatele
Měním heslo uživatele %s
Měním informace o uživateli %s
Měním přihlašovací shell pro %s
Měním heslo skupiny %s
Měním informace o uživateli %s
Nelze přidat mapování uživatele %s na SEuživatele
Nelze alokovat dostatek místa pro konfigurační údaje.
Nelze smazat mapování pro uživatele %s
Nelze změnit mapování uživatele %s na SEuživatele
Dotaz na „seuser“ uživatele %s selhal
Nelze nastavit SELinux uživatele pro %s
Nelze nastavit jméno uživatele %s
Nelze nastavit „sename“ uživatele %s
Nelze nastavit „serange“ uživatele %s
Nelze získat kontext souboru
Soubor nelze zamknout
Zálohování nelze provést
Vytvářím poštovní schránku
Zadejte nové heslo (minimální délka %d znaků). Použijte kombinaci velkých a malých písmen s číslicemi.
Zadejte nové heslo (počet znaků v intervalu %d až %d). Použijte kombinaci velkých a malých písmen s číslicemi.
Zadejte novou hodnotu, nebo stiskněte ENTER pro použití implicitní hodnoty
Vstupuji do režimu údržby systému
Přetečení prostředí
Kromě voleb -A a -M není možné volby kombinovat.
Celé jméno
Skupina „mail“ nebyla nalezena. Vytvářím uživatelovu poštovní schránku s právy 0600.
Telefon domů
Chybné heslo pro %s.
Neplatná hodnota ENCRYPT_METHOD: „%s“. Používám DES.
Chybný čas přihlášení
Neplatné heslo.
Chybný kořenový adresář „%s“
Poslední změna hesla (RRRR-MM-DD)
Poslední přihlášení: %s na %s
Poslední změna hesla :
Uživatel Chyb Maximum Poslední Odkud
Přihlašovací shell
Chybné přihlášení
Mapování uživatele %s je definováno v politice, nemůže být smazáno
Mapování uživatele %s není definováno, OK, pokud bylo použito výchozí mapování
Maximální stáří hesla
Maximální počet dnů mezi změnami hesla : %ld
Maximální počet pokusů vyčerpán (%u)
Minimální stáří hesla
Minimální počet dnů mezi změnami hesla : %ld
Zjištěno několik záznamů pojmenovaných „%s“ v souboru %s. Napravte to prosím pomocí pwck nebo grpck.
Nové heslo:
Žádný adresář, nastavuji HOME na /
Nemáte žádnou poštu.
V databázi není záznam pro uživatele „%s“
V databázi není položka pro uživatele 'root'
Soubor s hesly neexistuje
utmp záznam neexistuje. Musíte spustit „login“ z nejnižšího „sh“
Počet varovných dnů před vypršením platnosti hesla : %ld
Staré heslo:
Ostatní
Varování o vypršení platnosti hesla
Vypnuté heslo
Ověřování heslem vynecháno.
Platnost hesla vyprší :
Vypnuté heslo :
Pro ověření zadejte VAŠE vlastní heslo.
Zadejte opět nové heslo:
Odstraňuji uživatele %s ze skupiny %s
Číslo místnosti
Politika SELinuxu není řízená
Sezení skončeno, ukončuji shell...
Nastavuji oprávnění k poštovní schránce
TIOCSCTTY selhalo
TIOCSCTTY selhalo na %s
Volby se nedají kombinovat.
Heslo uživatele %s nelze zatím změnit.
Heslo uživatele %s nelze změnit.
Heslo uživatele %s nebylo změněno.
Neshodují se; zkuste to znovu
Neshodují se; zkuste to znovu.
Příliš mnoho přihlášení.
Zkuste to znovu.
Nelze přejít do „%s“
Nelze změnit vlastníka nebo oprávnění k tty stdin: %s
Nelze zjistit vaše uživatelské jméno.
Použití: %s [-p] [jméno]
Použití: %s [volba] SKUPINA Volby:
Použití: %s [volby] Volby:
Použití: %s [volby] SKUPINA Volby:
Použití: %s [volby] ÚČET Volby:
Použití: %s [volby] ÚČET %s -D %s -D [volby] Volby:
Použití: %s [volby] [ÚČET] Volby:
Použití: %s [volby] [akce] Volby:
Použití: %s [volby] [soubor se skupinami [soubor se stínovými skupinami]] Volby:
Použití: %s [volby] [soubor se skupinami] Volby:
Použití: %s [volby] [soubor s hesly [soubor se stínovými hesly]] Volby:
Použití: %s [volby] [soubor s hesly] Volby:
Použití: id [-a]
Použití: logoutd
Použití: newgrp [-] [skupina]
Použití: sg skupina [[-c] příkaz]
Uživatel Port Naposledy
Varování: po dočasném zákazu je přihlašování opět povoleno.
Varování: příliš mnoho skupin
Varování: neznámá skupina %s
Telefon do zaměstnání
Nejste oprávněn používat su %s
Změnili jste %s. Z důvodu konzistence byste měli změnit i %s. Můžete to provést příkazem „%s“.
Nemůžete změnit $%s
Nemůžete změnit shell pro „%s“.
Musíte si změnit heslo.
Platnost vašeho účtu vypršela.
Platnost vašeho hesla vypršela.
Vaše heslo je vypnuto.
Platnost vašeho hesla vyprší za %ld dnů.
Platnost vašeho hesla vyprší dnes.
Platnost vašeho hesla vyprší zítra.
palindrom
přidat skupinu „%s“ do %s?
přidat uživatele „%s“ do %s?
pouze změna velikosti písmen
konfigurační chyba - nelze zpracovat hodnotu %s: „%d“
konfigurační chyba - nelze zpracovat hodnotu %s: „%s“
konfigurační chyba - neznámá položka „%s“ (informujte správce systému)
vytvořit tcb adresář pro uživatele %s?
typ šifry není knihovnou libcrypt podporován? (%s)
smazat administrátora „%s“?
smazat řádek „%s“?
smazat člena „%s“?
tato položka se v souboru se skupinami vyskytuje vícekrát
duplikovaná položka v souboru s hesly
duplikovaná položka v souboru se stínovými skupinami
duplikovaná položka v souboru se stínovými hesly
nepodařilo se alokovat paměť
chyba při změně vlastníka poštovní schránky
vytvoření záložního souboru selhalo
vytvoření dočasného adresáře selhalo
nepodařilo se vytvořit tcb adresář uživatele %s
odevzdání privilegií selhalo
nepodařilo se získat privilegia
otevření dočasného souboru selhalo
chyba při přejmenovávání poštovní schránky
na upravovaný soubor se nepodařilo zavolat stat()
dočasný soubor se nepodařilo smazat
skupina %s má záznam v %s, ale její pole s heslem v %s není nastaveno na „x“
skupina %s: uživatel %s neexistuje
ID skupiny „%lu“ je chybné
chybná položka v souboru se skupinami
jméno skupiny „%s“ je chybné
chybná položka v souboru s hesly
chybná položka v souboru se stínovými skupinami
chybná položka v souboru se stínovými hesly
chybné uživatelské ID „%lu“
Čas přihlášení vypršel
Přihlašovací jméno:
login: Chyba PAM, končím: %s
login: PAM vyžádal přerušení
beze změny
žádný záznam v souboru se skupinami %s neodpovídá
žádný záznam v souboru s hesly %s neodpovídá
tcb adresář uživatele %s neexistuje
passwd: volání pam_start() selhalo, chyba %d
passwd: heslo nebylo změněno
passwd: heslo bylo úspěšně změněno
heslo musí být změněno
rotované
Volání setfscreatecon() selhalo
stínová skupina %s: administrátor %s neexistuje
stínová skupina %s: uživatel %s neexistuje
příliš mnoho skupin
příliš krátké
příliš podobné
příliš jednoduché
použití: %s <pid> <gid> <spodnígid> <počet> [ <gid> <spodnígid> <počet> ] ...
použití: %s <pid> <uid> <spodníuid> <počet> [ <uid> <spodníuid> <počet> ] ...
uživatel %s má záznam v %s, ale jeho pole s heslem v %s není nastaveno na „x“
uživatel %s: poslední změna hesla v budoucnosti
uživatel „%s“: adresář „%s“ neexistuje
uživatel „%s“: skupina %lu neexistuje
uživatel „%s“: program „%s“ neexistuje
obrázek 3D Studio
multimediální soubor 3GPP
multimediální soubor 3GPP2
archiv 7-zip
zvuk AAC
archiv ACE
zvuk AIFC
zvuk AIFF/Amiga/Mac
zvuk AMR
zvuk AMR-WB
animace ANIM
archiv AR
archiv ARC
archiv ARJ
video ASF
stránka ASP
vložka ATK
video AVI
skript AWK
dokument AbiWord
zdrojový kód v jazyce Ada
negativ Adobe (DNG)
dokument Adobe FrameMaker MIF
dokument Adobe FrameMaker
font Adobe FrameMaker
dokument Adobe Illustrator
metrika fontu Adobe
archiv Alzip
soubor stahování AmazonMP3
zvuk Amiga SoundTracker
obraz disku pro Amigu
balíčky systému Android
výměnný formát Annodex
dokument AportisDoc
balíček AppImage s aplikací
prezentace Apple Keynote 5
obraz disku Apple
obrázek Applix Graphics
sešit Applix Spreadsheets
dokument Applix Words
kanál Atom
zvuk Audible.Com
výkres AutoCAD
dokument BCPIO
font BDF
ROM pro Bandai WonderSwan Color
ROM pro Bandai WonderSwan
dokument BibTeX
soubor BitTorrent
scéna Blender
videodisk Blu-ray
archiv bzip
hlavičkový soubor C
skript shellu C
zdrojový kód v jazyce C
zdrojový kód v jazyce C#
hlavičkový soubor C++
zdrojový kód v jazyce C++
soubor korekce barev CCMX
obsah CD
rozvržení stop obrazu CD
dokument CHM
rastrový obrázek CMU
zdrojový kód CMake
archiv CPIO
archiv CPIO (komprimovaný pomocí gzip)
stylopis CSS
dokument schématu CSV
dokument CSV
surový obrázek Canon CR2
surový obrázek Canon CRW
dokument ChangeLog
soubor nastavení Citrix ICA
dokument CoffeeScript
zvuk Commodore 64
komprimovaný dokument FictionBook
kresba Corel Draw
zdrojový kód v jazyce D
soubor služby D-Bus
archiv DAR
skript DCL
certifikát X.509 kódovaný jako DER/PEM/Netscape
obrázek DIB
obrázek DICOM
font pro DOS
spustitelný soubor pro DOS/Windows
obrázek DPX
dokument DSSSL
soubor DTD
zvuk DTS
zvuk DTSHD
video DV
vektorový obrázek DXF
balíček Debianu
diagram Dia
symboly Dia
povrch DirectDraw
dokument DjVu
obrázek DjVu
dokument DocBook
zvuk Dolby Digital
program v jazyce ECMAScript
obrázek EMF
obrázek EPS
obrázek EPS (komprimovaný pomocí bzip)
obrázek EPS (komprimovaný pomocí gzip)
obrázek EXR
animace Egon Animator
zdrojový kód v jazyce Eiffel
zdrojový kód Emacs Lisp
motiv Enlightenment
zdrojový kód v jazyce Erlang
binární formát sešitu Excel 2007
sešit Excel 2007
šablona sešitu Excel 2007
doplněk aplikace Excel
sešit Excel
šablona tabulky Excel
dokument FITS
zvuk FLAC
animace FLIC
soubor FLTK Fluid
obrázek FPX
zvuk FastTracker II
dokument FictionBook
video Flash
balíček Flatpak s aplikací
popis repozitáře Flatpak
odkaz na repozitář Flatpak
obraz diskety
kolekce fontů
zdrojový kód v jazyce Fortran
surový obrázek Fuji RAF
soubor G-code
databáze GDBM
rodokmen GEDCOM
obrázek GIF
štětec GIMP
zřetězení štětců GIMP
obrázek GIMP
vzorek GIMP
dokument GML
sešit GNU Oleo
zpráva GNU mail
vyhledávací soubor GNUnet
geografická data GPX
zvuk GSM 06.10
katalog GTKtalog
ROM pro Game Boy Advance
ROM pro Game Boy Color
ROM pro Game Boy
ROM pro Game Gear
obraz disku pro GameCube
ROM pro Genesis 32X
ROM pro Genesis
zdrojový kód v jazyce Genie
geoprostorová data GeoJSON
projekt Glade
finanční data GnuCash
sešit Gnumeric
dokument Gnuplot
zdrojový kód v jazyce Go
skript Gradle
vědecký graf Graphite
graf Graphviz DOT
archiv gzip
Videodisk HD DVD
dokument HDF
obrázek HEIF
Obraz diskety HFE
soubor HPGL
dokument HTML
seznam k přehrání HTTP Live Streaming
dokument Haansoft Hangul
šablona dokumentu Haansoft Hangul
zdrojový kód v jazyce Haskell
profil ICC
dokument IDL
obrázek IEF
soubor IFF
dokument IGES
obrázek ILMB
video ISI
soubor kalibrace barev IT 8.7
zvuk Impulse Tracker
odkaz do Internetu
dokument JAD
projekt JBuilder
databáze JET
obrázek JNG
soubor JNLP
obrázek JPEG
obrázek JPEG-2000 JP2
obrázek JPEG-2000 JPM
obrázek JPEG-2000 JPX
video JPEG-2000 MJ2
datový tok JPEG-2000
dokument JRD
dokument JSON
cesta JSON
dokument JSON-LD
úložiště klíčů Java JCE
archiv Java
bajtový kód Java
třída Java
úložiště klíčů Java
zdrojový kód v jazyce Java
video JavaFX
program v JavaScriptu
graf Chart
vzorec KFormula
kresba KIllustrator
komprimovaná geografická data KML
geografická data KML
scéna KPovModeler
prezentace KPresenter
sešit KSpread
sešit KSpread (šifrovaný)
balíček init KSysV
dokument KWord
dokument KWord (šifrovaný)
kresba Karbon14
obrázek s texturou Khronos
vývojový diagram Kivio
surový obrázek Kodak DCR
surový obrázek Kodak K25
surový obrázek Kodak KDC
kresba Kontour
dokument Krita
dokument Kugar
adresář LDIF
archiv LHA
zdrojový kód LHS
archiv LHZ
font LIBGRX
archiv LZ4
archiv LZMA
archiv LZO
objekt LightWave
scéna LightWave
notový papír Lilypond
font PSF pro konzolu Linuxu
font PSF pro konzolu Linuxu (komprimace gzip)
sešit Lotus 1-2-3
dokument Lotus AmiPro
archiv Lrzip
skript v jazyce Lua
dokument LyX
archiv Lzip
makro M4
webový archiv MHTML
zvuk MIDI
datový tok videa MJPEG
animace MNG
zvuk MP2
seznam k přehrání MP3 ShoutCast
zvuk MP3
zvuk MP3 (proud)
video MPEG
video MPEG (proud)
přenosový proud MPEG-2
zvuk MPEG-4
zvuková kniha MPEG-4
video MPEG-4
titulky MPSub
seznam k přehrání MRML
ROM pro MSX
video MXF
ikona MacOS X
obrázek MacPaint Bitmap
soubor kódovaný pomocí Macintosh AppleDouble
soubor kódovaný pomocí Macintosh BinHex
soubor MacBinary pro Macintosh
kresba Macintosh Quickdraw/PICT
prezentace MagicPoint
manuálová stránka
skript Markaby
dokument Markdown
ROM pro Master System
dokument MathML
3D video Matroska
zvuk Matroska
proud Matroska
video Matroska
popisný soubor Maven
zdrojový kód Meson
soubor metalink
titulky MicroDVD
seznam k přehrání Microsoft ASX
archiv Microsoft Cabinet
dokument Microsoft Publisher
dokument Microsoft Visio
balík motivů Microsoft Windows
dokument Microsoft Works
zvuk MiniPSF
surový obrázek Minolta MRW
elektronická kniha Mobipocket
model Modelica
zvuk Monkey's
záložky Mozilla
vícestránkový obrázek TIFF
zvuk Musepack
ROM pro NES
dokument NFO
obrázek NIFF
odkaz Nautilus
ROM pro Neo-Geo Pocket Color
ROM pro Neo-Geo Pocket
index NewzBin diskuzních skupin Usenet
surový obrázek Nikon NEF
ROM pro Nintendo DS
obraz disku pro Nintendo FDS
ROM pro Nintendo64
video NullSoft
soubor OCL
zdrojový kód v jazyce OCaml
dokument ODA
databáze ODB
graf ODC
šablona ODC
vzorec ODF
šablona ODF
kresba ODG
kresba ODG (Flat XML)
šablona ODG
obrázek ODI
dokument ODM
prezentace ODP
prezentace ODP (Flat XML)
šablona ODP
sešit ODS
sešit ODS (Flat XML)
šablona ODS
dokument ODT
dokument ODT (Flat XML)
šablona ODT
video OGM
úložiště složeného dokumentu OLE2
zdrojový kód OOC
kanál OPML
šablona OTH
soubor OWL XML
zdrojový kód v jazyce Objective-C
kresba Office
zvuk Ogg FLAC
zvuk Ogg Speex
video Ogg Theora
zvuk Ogg Vorbis
multimediální soubor Ogg
surový obrázek Olympus ORF
zdrojový kód v jazyce OpenCL
sešit OpenOffice Calc
šablona OpenOffice Calc
kresba OpenOffice Draw
šablona OpenOffice Draw
prezentace OpenOffice Impress
šablona OpenOffice Impress
vzorec OpenOffice Math
dokument OpenOffice Writer
globální dokument OpenOffice Writer
šablona OpenOffice Writer
rozšíření OpenOffice.org
font OpenType
zvuk Opus
archiv PAK
obrázek PBM
ROM pro PC Engine
obrázek PCD
font PCF
soubor PCL
zvuk PCM
obrázek PCX
dokument PDF
dokument PDF (komprimovaný pomocí XZ)
dokument PDF (komprimovaný pomocí bzip)
dokument PDF (komprimovaný pomocí gzip)
dokument PDF (komprimace lzip)
spustitelný soubor PEF
obrázek PGM
šachová notace PGN
klíče PGP
záhlaví zprávy zašifrované pomocí PGP/MIME
skript PHP
žádost o certifikát PKCS#10
svazek certifikátů PKCS#12
svazek certifikátů PKCS#7
soukromý klíč PKCS#8
soukromý klíč PKCS#8 (zašifrovaný)
obrázek PNG
obrázek PNM
obrázek PPM
zvuk PSF
zvuková knihovna PSFlib
archiv Java Pack200
databáze Palm OS
surový obrázek Panasonic
archiv Parchive
částečně stažený soubor
zdrojový kód v jazyce Pascal
dokument Pathetic Writer
surový obrázek Pentax PEF
skript v Perlu
obrázek Photoshop
cesta k certifikátu PkiPath
sešit PlanPerfect
dokument Plucker
dokument Pocket Word
dokument PostScript (komprimovaný pomocí bzip)
dokument PostScript (komprimovaný pomocí gzip)
font PostScript type-1
prezentace PowerPoint 2007
šablona prezentace PowerPoint 2007
prezentace PowerPoint 2007
snímek PowerPoint 2007
doplněk PowerPoint
prezentace PowerPoint
šablona prezentace PowerPoint
promítání PowerPoint
skript v jazyce Python 3
bajtový kód Python
skript v jazyce Python
archiv Qpress
soubor Qt MOC
soubor Qt Markup Language
dokument GtiPlot
sešit Quattro Pro
obrázek QuickTime
video QuickTime
dokument Quicken
dokument RAML
archiv RAR
soubor RDF
dokument README
schéma RELAX NG XML
obrázek RGB
zvuk RIFF
kontejner RIFF
balíček RPM
soubor specifikace RPM
souhrn RSS
dokument RTF
surový obraz disku
surový obraz disku (komprimovaný pomocí XZ)
dokument RealAudio
dokument RealMedia
dokument RealPix
dokument RealText
dokument RealVideo
skript Ruby
zdrojový kód v jazyce Rust
titulky SAMI
Obraz diskety SAP Thomson
sešit SC/Xspread
konfigurační soubor SCons
soubor vícesměrového vysílání proudu SDP
ROM pro SG-1000
nahrávka SGF
obrázek SGI
video SGI
dokument SGML
balíček SIS
balíček SISX
zvuk SMAF
dokument SMIL
kód SQL
databáze SQLite2
databáze SQLite3
titulky SSA
3D model STL
archiv SV4 CPIO
archiv SV4 CPIO (s CRC)
obrázek SVG
soubor preprocesoru Sass CSS
zdrojový kód Scala
zdrojový kód Scheme
skladba Scream Tracker 3
skladba Scream Tracker
nástroj pro Scream Tracker
obraz disku CD pro Sega
ROM pro Sega Pico
obraz disku pro Sega Saturn
dokument Setext
soubor Shockwave Flash
zvuk Shorten
sešit Siag
skript poštovního filtru Sieve
surový obrázek Sigma X3F
dokument Skencil
balíček Snap
surový obrázek Sony ARW
surový obrázek Sony SR2
surový obrázek Sony SRF
zdrojový balíček RPM
font Speedo
zvuk Speex
balíček Stampede
sešit StarCalc
graf StarChart
kresba StarDraw
prezentace StarImpress
e-mail StarMail
vzorec StarMath
dokument StarWriter
archiv StuffIt
titulky SubRip
titulky SubViewer
rastrový obrázek Sun
font SunOS News
ROM pro Super Nintendo
záhlaví SystemVerilog
zdrojový kód SystemVerilog
dokument T602
obrázek TGA
dokument TGIF
obrázek TIFF
zpráva TNEF
dokument TSV
archiv Tar
archiv Tar (komprimace LZ4)
archiv Tar (komprimace LZMA)
archiv Tar (komprimovaný pomocí LZO)
archiv Tar (komprimovaný pomocí XZ)
archiv Tar (komprimovaný pomocí Zstandard)
archiv Tar (komprimovaný pomocí bzip)
archiv Tar (komprimovaný)
archiv tar (komprimovaný pomocí gzip)
archiv Tar (komprimovaný pomocí lrzip)
archiv Tar (komprimace lzip)
skript Tcl
dokument TeX DVI
dokument TeX DVI (komprimovaný pomocí bzip)
dokument TeX DVI (komprimovaný pomocí gzip)
dokument TeX
font TeX
metrika fontu TeX
dokument TeXInfo
Kazeta Thomson Mémo7
Kazeta Thomson
dokument ToutDoux
dokument Trig RDF
vstupní dokument Troff ME
vstupní dokument Troff MM
vstupní dokument Troff MS
dokument Troff
zvuk TrueAudio
font TrueType XML
font TrueType
dokument Turtle
šablona Twig
obrázek ID UFRaw
zvuk ULAW (Sun)
software systému UNIX
soubor komprimovaný v Unixu
zvuk USAC
dokument Unidata NetCDF
příspěvek do diskusních skupin Usenet
archiv Ustar
font V
kalendář VCS/ICS
zdrojový kód v jazyce VHDL
zvuk VOC
dokument VRML
zdrojový kód v jazyce Vala
zdrojový kód v jazyce Verilog
ROM pro Virtual Boy
video Vivo
zdrojový kód WAIS
zvuk WAV
obrázek WBMP
obrázek WMF
dokument WML
program WMLScript
font WOFF
font WOFF2
seznam k přehrání WPL
dokument WRI
dokument WWF
zdrojový kód v jazyce WarpScript
zvuk WavPack
opravný zvukový soubor WavPack
video Wavelet
zvuk WebM
video WebM
obrázek WebP
titulky WebVTT
obraz disku pro Wii
balíček pro WiiWare
soubor nápovědy WinHelp
obrázek Windows BMP
balíček Windows Installer
soubor Windows Media Station
zvuk Windows Media
video Windows Media
výtah registru Windows
animovaný kurzor Windows
kurzor Windows
ikona Windows
software systému Windows
dokument Word 2007
šablona dokumentu Word 2007
dokument Word
šablona dokumentu Word
šablona Word
dokument WordPerfect
obrázek WordPerfect/Drawperfect
obrázek X window
tabulka X-Motif UIL
certifikát X.509
kurzor X11
archiv XAR
záložky XBEL
obrázek XBM
obrázek XFig
stránka XHTML
soubor překladu XLIFF
databáze XMCD CD
zvuk XMF
soubor XMI
dokument XML
dokument entit XML
modul instalátoru XPInstall
obrázek XPM
dokument XPS
soubor XSL FO
stylopis XSLT
seznam k přehrání XSPF
dokument rozhraní XUL
archiv XZ
dokument Xbase
dokument YAML
archiv ZIP
archiv Zlib
archiv Zoo
archiv Zstandard
záznam aplikace
zvukové CD
zvukové DVD
autorské zásluhy
seznam autorů
záložní soubor
binární rozdíl mezi soubory
prázdný disk Blu-ray
prázdný disk CD
prázdný disk DVD
prázdný disk HD DVD
blokové zařízení
znakové zařízení
archiv knihy komiksů
složený dokument
složené dokumenty
komprimovaný obrázek GIMP
komprimovaný obrázek SVG
komprimovaný zvuk Tracker
soubor nastavení pracovní plochy
oddělený podpis OpenPGP
oddělený podpis S/MIME
rozdíly mezi soubory
digitální fotografie
digitální surový obrázek
čtečka elektronických knih
balíček stahování eMusic
dokument elektronické knihy
elektronická navštívenka
záhlaví e-mailu
e-mailová zpráva
prázdný dokument
zašifrovaná zpráva
rozšířený textový dokument
spustitelný soubor
složka
obecný soubor s fontem
stránka nápovědy
vyzváněcí melodie iMelody
firmware iPod
návod k instalaci
soubor nastavení iptables
sdílená knihovna libtool
licenční podmínky
zpráva o doručení pošty
zpráva o předání pošty
zpráva poštovního systému
soubor mailbox
manuálová stránka (komprimovaná)
katalog zpráv
přehled zpráv
zpráva v několika formátech
přípojné místo
objektový kód
komprimovaný soubor s fontem
částečná e-mailová zpráva
roura
prostý textový dokument
přenosný zvukový přehrávač
výsledky profileru
data o pádu programu
surový obraz CD
dokument reStructuredText
odkaz na vzdálený soubor
odmítnutá záplata
umístění prostředku
textový dokument RTF
sdílená knihovna
archiv shellu
skript shellu
podepsaná zpráva
sešitový výměnný dokument
proud dat (posílaný serverem)
jednotkový soubor systemd
motiv
přeložené zprávy (strojově čitelné)
soubor překladu
šablona překladu
dokument txt2tags
soubor kódovaný pomocí uuencoding
videodisk DVD
Aktualizace %s
(Zdrojový kód)
<b><big>Informace o dostupném software jsou zastaralé</big></b> Pro instalaci software a aktualizací z nových nebo pozměněných zdrojů je nutné obnovit informace o dostupném softwaru. K tomu je nutné funkční připojení k Internetu.
<b>Automatické aktualizace</b>
<b>Komentář:</b>
<b>Součásti:</b>
<b>Distribuce:</b>
<b>Typ:</b>
<big><b>Chyba při načítání CD</b></big> %s
Řádka APT:
Binární balíky Balíky se zdrojovými kódy
Konfigurovat zdroje pro instalovatelný software a aktualizace
Denně
Stáhnout z:
Upravit zdroj
Chyba při importu vybraného souboru
Chyba při odstraňování klíče
Každých %s dní
Obden
Každé dva týdny
Importovat klíč
Importovat veřejný klíč od důvěryhodného poskytovate softwaru
Prosím zadejte jméno disku
Obnovit výchozí
Obnovit výchozí klíče vaší distribuce
Prohledávám CD-ROM
Zdroje softwaru
Zdrojový kód
Statistiky
Odeslat statistické informace
Vybraný klíč nemohl být odstraněn. Prosím oznamte to jako chybu.
Vybraný soubor asi není klíč GPG, anebo může být poškozen.
Týdně
Přidat zdroj
Obnovit
Získat pseudo TTY v lokálním kontejneru
Získat pseudo TTY na lokálním stroji
Získat shell v lokálním kontejneru
Získat shell na lokálním stroji
Povolit aplikacím odložit vypnutí systému
Povolit aplikacím odložit uspání systému
Povolit aplikacím zakázat automatické vypnutí systému
Povolit aplikacím zakázat chovaní systému na stisknutí tlačítka hibernace
Povolit aplikacím zakázat chovaní systému na zavření víka
Povolit aplikacím zakázat chovaní systému na stisknutí vypínacího tlačítka
Povolit aplikacím zakázat chovaní systému na stisknutí restartovacího tlačítka
Povolit aplikacím zakázat chovaní systému na stisknutí uspávacího tlačítka
Povolit aplikacím zakázat vypnutí systému
Povolit aplikacím zakázat uspání systému
Povolit připojování zařízení ke stanovištím
Povolit nepřihlášenému uživateli spouštět programy
Povolit nepřihlášeným uživatelům spouštět programy
Připojit nebo odpojit obraz přenosné služby
Pro povolení aplikacím odložit vypnutí systému je vyžadováno ověření.
Pro povolení aplikacím odložit uspání systému je vyžadováno ověření.
Pro povolení aplikacím zakázat automatické vypnutí systému je vyžadováno ověření.
Pro povolení aplikacím zakázat chovaní systému na stisknutí tlačítka hibernace je vyžadováno ověření.
Pro povolení aplikacím zakázat chovaní systému na zavření víka je vyžadováno ověření.
Pro povolení aplikacím zakázat chovaní systému na stisknutí vypínacího tlačítka je vyžadováno ověření.
Pro povolení aplikacím zakázat chovaní systému na stisknutí restartovacího tlačítka je vyžadováno ověření.
Pro povolení aplikacím zakázat chovaní systému na stisknutí uspávacího tlačítka je vyžadováno ověření.
Pro povolení aplikacím zakázat vypnutí systému je vyžadováno ověření.
Pro povolení aplikacím zakázat uspání systému je vyžadováno ověření.
Pro získání pseudo TTY v lokálním kontejneru je vyžadováno ověření.
Pro získání pseudo TTY na lokálním stroji je vyžadováno ověření.
Pro získání shellu v lokálním kontejneru je vyžadováno ověření.
Pro získání shellu na lokálním stroji je vyžadováno ověření.
Pro připojování zařízení ke stanovišti je vyžadováno ověření.
Pro připojení nebo odpojení obrazu přenosné služby je vyžadováno ověření.
Pro změnu hesla domovského adresáře uživatele je vyžadováno ověření.
Pro změnu virtuálního terminálu je vyžadováno ověření.
Pro kontrolu pověření proti domovskému adresáři uživatele je vyžadováno ověření.
Pro kontrolu synchronizace času ze sítě je vyžadováno ověření.
Pro kontrolu jestli RTC ukládá lokální časovou zónu nebo UTC čas je vyžadováno ověření.
Pro vytvoření domovského adresáře uživatele je vyžadováno ověření.
Pro odstranění souborů nebo adresářů souvisejících s „$(unit)” je vyžadováno ověření.
Pro odstranění nebo úpravu obrazu přenosné služby je vyžadováno ověření.
Pro stažení obrazu virtuálního stroje nebo kontejneru je vyžadováno ověření
Pro povolení nebo zakázání DNS over TLS vyžadováno ověření.
Pro povolení nebo zakázání DNSSEC je vyžadováno ověření.
Pro povolení nebo zakázání LLMNR je vyžadováno ověření.
Pro povolení nebo zakázání multicast DNS je vyžadováno ověření.
Pro export obrazu virtuálního stroje nebo kontejneru je vyžadováno ověření
Pro zmrazení nebo rozmrazení procesů jednotky „$(unit)” je vyžadováno ověření.
Pro získání sériového čísla hardwaru je vyžadováno ověření.
Pro získání UUID produktu je vyžadováno ověření.
Pro získání popisu systému je vyžadováno ověření.
Pro zastavení systému, když aplikace požádala o zákaz zastavení je vyžadováno ověření.
Pro zastavení systému, když jsou přihlášeni další uživatelé je vyžadováno ověření.
Pro zastavení systému je vyžadováno ověření.
Pro hibernaci systému, když aplikace požádala o zákaz hibernace je vyžadováno ověření.
Pro hibernaci systému, když jsou přihlášeni další uživatelé je vyžadováno ověření.
Pro hibernaci systému je vyžadováno ověření.
Pro import obrazu virtuálního stroje nebo kontejneru je vyžadováno ověření
K indikaci zavaděči, aby bootoval specifickou položku je vyžadováno ověření.
K indikaci zavaděči, aby bootoval do menu zavaděče je vyžadováno ověření.
K indikaci firmwaru, aby bootoval do instalačního prostředí je vyžadováno ověření.
Pro prohlížení obrazu přenosné služby je vyžadováno ověření.
Pro zamčení nebo odemčení aktivních sezení je vyžadováno ověření.
Pro přihlášení do lokálního kontejneru je vyžadováno ověření.
Pro přihlášení k lokálnímu stroji je vyžadováno ověření.
Pro správu aktivních sezení, uživatelů a stanovišť je vyžadováno ověření.
Pro správu obrazů lokálních virtuálních strojů a kontejnerů je vyžadováno ověření.
Pro správu lokálních virtuálních strojů a kontejnerů je vyžadováno ověření.
Pro správu systémových služeb nebo souborů jednotek je vyžadováno ověření.
Pro správu systémových služeb nebo dalších jednotek je vyžadováno ověření.
Pro vypnutí systému, když aplikace požádala o zákaz vypnutí je vyžadováno ověření.
Pro vypnutí systému, když jsou přihlášeni další uživatelé je vyžadováno ověření.
Pro vypnutí systému je vyžadováno ověření.
Pro restartování systému, když aplikace požádala o zákaz restartu je vyžadováno ověření.
Pro restartování systému, když jsou přihlášeni další uživatelé je vyžadováno ověření.
Pro restartování systému je vyžadováno ověření.
Pro přenastavení síťového rozhraní je vyžadováno ověření.
Pro registraci služby DNS-SD je vyžadováno ověření
Pro opětovné načtení „$(unit)” je vyžadováno ověření.
Pro opětovné načtení nastavení sítě je vyžadováno ověření.
Pro opětovné načtení stavu systemd je vyžadováno ověření.
Pro odebrání domovského adresáře uživatele je vyžadováno ověření.
Pro obnovení dynamických adres je vyžadováno ověření.
Pro resetování nastavení DNS je vyžadováno ověření.
Pro resetování nastavení NTP je vyžadováno ověření.
Pro resetování způsobu jak jsou zařízení přiřazována ke stanovištím je vyžadováno ověření.
Pro resetování nastavení překladu jmen je vyžadováno ověření.
Pro resetování chybného stavu „$(unit)” je vyžadováno ověření.
Pro změnu velikosti domovského adresáře uživatele je vyžadováno ověření.
Pro restart „$(unit)” je vyžadováno ověření.
Ke spuštění programů jako nepřihlášený uživatel je vyžadováno ověření.
Pro odeslání UNIX signálu procesům „$(unit)” je vyžadováno ověření.
Pro poslání zprávy vynuceného obnovení je vyžadováno ověření.
Pro odeslání zadaného hesla do systému je vyžadováno ověření.
Pro nastavení DNS serverů je vyžadováno ověření.
Pro nastavení DNSSEC Negative Trust Anchors je vyžadováno ověření.
Pro nastavení NTP serverů je vyžadováno ověření.
K nastavení zprávy všem uživatelům je vyžadováno ověření
Pro nastavení implicitního směrování je vyžadováno ověření.
Pro nastavení domén je vyžadováno ověření.
Pro nastavení informací o stroji je vyžadováno ověření.
Pro nastavení nebo rušení proměnných správce systému a služeb je vyžadováno ověření.
Pro nastavení vlastností na „$(unit)” je vyžadováno ověření.
Pro nastavení lokálního názvu stroje je vyžadováno ověření.
Pro nastavení "důvodu" rebootu v jádře je vyžadováno ověření.
Pro nastavení staticky konfigurovaného názvu lokálního stroje, stejně tak pro změnu uživatelsky přívětivého jména je vyžadováno ověření.
Pro nastavení systémové konfigurace klávesnice je vyžadováno ověření.
Pro nastavení lokalizace systému je vyžadováno ověření.
Pro nastavení systémového času je vyžadováno ověření.
Pro nastavení systémové časové zóny je vyžadováno ověření.
Pro spuštění „$(unit)” je vyžadováno ověření.
Pro vypnutí „$(unit)” je vyžadováno ověření.
Pro uspání systému, když aplikace požádala o zákaz uspání je vyžadováno ověření.
Pro uspání systému, když jsou přihlášeni další uživatelé je vyžadováno ověření.
Pro uspání systému je vyžadováno ověření.
Pro zrušení registrace služby DNS-SD je vyžadováno ověření
Pro aktualizaci domovského adresáře uživatele je vyžadováno ověření.
Změnit sezení
Změnit heslo domovského adresáře
Zkontrolovat pověření domovského adresáře
Vytvořit domovský adresář
DHCP server posílá zprávu vynuceného obnovení
Odstranit nebo upravit obraz přenosné služby
Stáhnout obraz virtuálního stroje nebo kontejneru
Povolit/zakázat DNS over TLS
Povolit/zakázat DNSSEC
Povolit/zakázat LLMNR
Povolit/zakázat multicast DNS
Ke spuštění programů jako nepřihlášený uživatel je třeba speciální požadavek.
Exportovat obraz virtuálního stroje nebo kontejneru
Odstranit přiřazení zařízení ke stanovištím
Získat sériové číslo hardwaru
Získat UUID produktu
Získat popis systému
Zastavit systém
Zastavit systém, i když aplikace požádala o zákaz zastavení
Zastavit systém, i když jsou přihlášeni další uživatelé
Hibernovat systém
Hibernovat systém, i když aplikace požádala o zákaz hibernace
Hibernovat systém, i když jsou přihlášeni další uživatelé
Importovat obraz virtuální stroje nebo kontejneru
Indikovat zavaděči, aby bootoval specifickou položku
Indikovat zavaděči, aby bootoval do menu zavaděče
Indikovat firmwaru, aby bootoval do instalačního prostředí
Prohlédnout obraz přenosné služby
Zamknout nebo odemknout aktivní sezení
Přihlásit se do lokálního kontejneru
Přihlásit se na lokální stroj
Spravovat aktivní sezení, uživatele a stanoviště
Spravovat lokální obrazy virtuálních strojů a kontejnerů
Spravovat lokální virtuální stroje a kontejnery
Spravovat systémové služby nebo soubory jednotek
Spravovat systémové služby nebo další jednotky
Vypnout systém
Vypnout systém, i když aplikace požádala o zákaz vypnutí
Vypnout systém, i když jsou přihlášeni další uživatelé
Restartovat systém
Restartovat systém, i když aplikace požádala o zákaz restartu
Restartovat systém, i když jsou přihlášeni další uživatelé
Přenastavit síťové rozhraní
Registrovat službu DNS-SD
Znovu načíst nastavení sítě
Znovu načíst stav systemd
Odebrat domovský adresář
Obnovit dynamické adresy
Změnit velikost domovského adresáře
Vrátit změny nastavení DNS
Vrátit změny nastavení NTP
Vrátit změny nastavení překladu jmen
Odeslat heslo zpět do systému
Nastavit DNS servery
Nastavit DNSSEC Negative Trust Anchors
Nastavit NTP servery
Nastavit RTC na lokální časovou zónu nebo UTC
Nastavit zprávu všem uživatelům
Nastavit implicitní směrování
Nastavit domény
Nastavit název stroje
Nastavit informace o stroji
Nastavit nebo rušit proměnné správce systému a služeb
Nastavit statický název stroje
Nastavit systémovou konfiguraci klávesnice
Nastavit lokalizaci systému
Nastavit systémový čas
Nastavit systémovou časovou zónu
Nastavit "důvod" rebootu v jádře
Uspat systém
Uspat systém, i když aplikace požádala o zákaz uspání
Uspat systém, i když jsou přihlášeni další uživatelé
Zapnout nebo vypnout synchronizaci s časem ze sítě
Zrušit registraci služby DNS-SD
Aktualizovat domovský adresář
Implicitní přepínače *tohoto* taru:
! Vytvořit podshell
? Vypsat tuto nápovědu
odkaz na %s
n [název] Zadat nový název pro další (a následující) svazek(ky) q Ukončit program tar y nebo odřádkování Pokračovat v operaci
neznámý souborový typ %s
%.*s: parametr ARGP_HELP_FMT vyžaduje hodnotu
příkaz %s selhal
%s nepokračuje na tomto svazku
%s možná pokračuje na tomto svazku: hlavička obsahuje zkrácený název
%s je špatné délky (%s != %s + %s)
%s: Funkce %s selhala
%s: Práva nelze změnit na %s
%s: Vlastnictví nelze změnit na UID %lu, GID %lu
%s: Symbolický odkaz na „%s“ nelze vytvořit
%s: Nelze rozbalit – soubor je pokračováním jiného svazku
%s: Pevný odkaz na %s nelze vytvořit
%s: Nelze smazat
%s: nelze přejmenovat na %s
%s: Nelze změnit pozici v souboru na %s
%s: Mažu %s
%s: Adresář byl přejmenován
%s: Adresář byl přejmenován z %s
%s: Adresář je nový
%s: Adresář byl přejmenován dříve, než bylo možné získat jeho stav
%s: Soubor smazán dříve než mohl být přečten
%s: Soubor zkrácen o %s bajt
%s: Soubor zkrácen o %s bajty
%s: Soubor je kratší o %s bajt; Doplňuji nulami.
%s: Soubor je kratší o %s bajty; Doplňuji nulami.
%s: Neplatný formát archivu
%s: Název souboru obsahuje „..“
%s: V archivu nenalezen
%s: Adresář nebude vyčištěn: nelze provést stat()
%s: Vynechávám
%s: Chyba při čtení na bajtu %s během čtení %lu bajtu
%s: Chyba při čtení na bajtu %s během čtení %lu bajtů
%s: Požadovaný výskyt nebyl v archivu nalezen
%s: Neočekávaná inkonzistence, při vytváření adresáře
%s: Neznámý typ souboru „%c“, porovnáván jako normální soubor
%s: Neznámý typ souboru „%c“, rozbalen jako normální soubor
%s: Neznámý typ souboru; soubor ignorován
%s: Název svazku je příliš dlouhý (limit je %'lu bajt)
%s: Název svazku je příliš dlouhý (limit je %'lu bajty)
%s: Varování: Funkce %s selhala
%s: Varování: Ukazatel v souboru nelze přemístit na %s
%s: Varování: Chyba při čtení na bajtu %s během čtení %lu bajtu
%s: Varování: Chyba při čtení na bajtu %s během čtení %lu bajtů
%s: Tento soubor nebylo možné zálohovat
%s: Zapsáno pouze %lu z %lu bajtu
%s: Zapsáno pouze %lu z %lu bajtů
%s: bajt %s: %s
%s: bajt %s: %s %.*s… je příliš dlouhý
%s: bajt %s: %s %s
%s: bajt %s: %s %s je následován neplatným bajtem 0x%02x
%s: bajt %s: (platný rozsah %s–%s) %s %s
%s: obsahuje značku keše adresáře %s; %s
%s: obsahuje neplatné číslo svazku
%s: adresář je na jiném zařízení: nebude vyčištěn
%s: adresář je na jiném souborovém systému; nearchivován
%s: dveře ignorovány
%s: soubor byl během čtení změněn
%s: soubor je na jiném souborovém systému; nearchivován
%s: soubor je archiv; nearchivován
%s: soubor není změněn; neaktualizován
%s: seznam souborů požadovaný z %s již načten z %s
%s: název souboru je příliš dlouhý (nelze jej rozdělit); nezpracován
%s: název souboru je příliš dlouhý (max. %d); nezpracován
%s: načtený název souboru obsahuje nulový znak
%s: název souboru je příliš dlouhý, aby byl uložen do vícesvazkové hlavičky GNU, bude zkrácen
%s: nemožně stará časová značka %s
%s: název odkazu je příliš dlouhý; nezpracován
%s: neplatný časový limit
%s: přepínač vyžaduje argument -- %c
%s: existující soubor se přeskakuje
%s: soket ignorován
%s: časová značka %s je %s s v budoucnosti
%s: neznámá akce kontrolního bodu
%s:%lu: umístění chyby
Přepínač „%s“ nelze použít s „%s“
(CHYBA PROGRAMU) Verze není známa!?
(CHYBA PROGRAMU) Přepínač by měl být znám!?
(roura)
--%s %s nemá žádný vliv
--%s nemá žádný vliv
--Pokračováno od %s bajtu--
--Dlouhý odkaz--
--Dlouhý název--
--Hlavička svazku--
Přepínač --acls lze použít jen na posixových archivech
--atime-preserve='system' není na této platformě podporován
hodnota --checkpoint není celé číslo
--clamp-mtime potřebuje datum určené pomocí --mtime
--level bez --listed-incremental postrádá smysl
bez seznamu souborů nemá --occurrence smysl
Přepínač --pax-option lze použít jen na posixových archivech
Přepínač --selinux lze použít jen na posixových archivech
--stat potřebuje název souboru
Přepínač --xattrs lze použít jen na posixových archivech
-C %s nemá žádný vliv
-T čte názvy souborů doslovně (přepínače ani escape sekvence se nezpracovávají)
-T čte názvy zakončené nulovými znaky
-T čte názvy zakončené nulovým znakem, zapne --verbatim-files-from
-T považuje názvy souborů začínající pomlčkou za přepínače (výchozí)
Osiřelý nulový blok na pozici %s
ARCHIV
K SOUBORU připojí VELIKOST bajtů. VELIKOST se zadává předcházejícím přepínačem --length.
Hodnota base-256 je mimo rozsah typu %s
Archiv obsahuje %.*s tam, kde je očekávána číselná hodnota typu %s
Archiv obsahuje názvy souborů, kterým byly odstraněny předpony.
Archiv obsahuje zastaralé base-64 hlavičky
Archiv obsahuje transformované názvy souborů.
Výběr formátu archivu:
Archiv je komprimován. Použijte přepínač %s
Název archivu se neodpovídá
Pro vyhodnocení vzorku %s musí být archiv pojmenován
Osmičková hodnota %.*s typu %s je mimo rozsah
Osmičková hodnota %.*s typu %s je mimo rozsah; přiřazuji dvojkový complement
Base-64 řetězec %s je mimo rozsah typu %s
Hodnota %s typu %s je mimo rozsah %s..%s
Páska na začátku, končím
Zkouším rozbalit symbolické odkazy jako pevné odkazy
BLOKY
BLOKŮ × 512 bajtů na záznam
Chybný formát přírůstkového souboru
Mezery v hlavičce na místě, kde je očekávána číselná hodnota typu %s
Počet bajtů je mimo rozsah
ZMĚNY
STRATEGIE
V archivu se nelze vrátit, bez -i může být nečitelný
Komprimované archivy nelze zřetězit
K %s se nelze připojit: selhal překlad
Podle šablony %s nelze vytvořit dočasný adresář
Název vrcholového adresáře nelze odvodit; prosím, zadejte jej explicitně pomocí --one-top-level=ADRESÁŘ
Vzdálený shell není možné spustit
Soubory nelze přesměrovat ke vzdálenému shellu
%s nelze přejmenovat na %s
Komprimovaný archiv nelze aktualizovat
Vícesvazkový komprimovaný archiv nelze vytvořit
Komprimovaný archiv nelze ověřit
Vícesvazkový archiv není možné ověřit
Stdin/Stdout archiv nelze ověřit
Příkaz skončil výpisem obrazu paměti
Příkaz skončil úspěšně
Příkaz selhal s kódem %d
Příkaz pozastaven signálem %d
Příkaz ukončen
Příkaz skončil signálem %d
Přepínače pro kompatibilitu
Přepínače komprese:
Odporující si kompresní přepínače
Obsahy se liší
Bylo možné načíst pouze %'lu z %'lu bajtu
Bylo možné načíst pouze %'lu z %'lu bajtů
Vytvoření prázdného archivu odmítnuto.
Vytvoří soubor zadané VELIKOSTI
Vytvářím adresář:
Současný soubor %s je novější nebo stejně starý
DATUM
DATUM_NEBO_SOUBOR
ADRESÁŘ
Soubor, ze kterého se má vzít datum a čas, nebyl nalezen
Smaže SOUBOR
Z archivu je mazáno to, co není hlavička
Bloky zařízení:
Číslo zařízení se liší
Výběr a přepínání zařízení:
Vypne podporu rozšířených atributů
Vypne podporu pro posixové ACL
Vypne podporu pro kontext SELinuxu
Zobrazuje prováděné kontrolní body a návratové kódy PŘÍKAZU
Místo uživatelské odpovědi byl zadán konec souboru
VÝRAZ
Zapne podporu rozšířených atributů
Zapne podporu pro posixové ACL
Zapne podporu pro kontext SELinuxu
Chyba při rozebírání čísla poblíž „%s“
Provede ARGUMENTY. Spustí kontrolní body každý N-tý záznam (výchozí je 1). Užitečné s --checkpoint a jedním z --cut, --append, --touch, --unlink
Vykoná PŘÍKAZ
Končí se chybovým kódem, protože byly zaznamenány chyby
%s=%s v rozšířené hlavičce je mimo rozsah %s–%s
Délka rozšířené hlavičky %*s je mimo rozsah
Souvisle uložené soubory rozbaluji jako obyčejné soubory
FORMÁT je jeden z následujících:
Přepínače tvorby souboru:
Přepínače řídicí výběr souborů podle názvu (ovlivňuje vzory jak pro vyloučení, tak pro zahrnutí)
Název souboru nebyl zadán. Zkuste to znovu.
Transformace názvů souborů:
Přepínače statistiky souboru:
Typ souboru se liší
Vyplní soubor zadaným VZOREM. VZOR je „default“ (výchozí) nebo „zeros“ (nuly)
GNU „tar“ uloží pohromadě více souborů do jediného archivu na disku nebo pásce a umí z tohoto archivu jednotlivé soubory získat zpět. Příklady: tar -cf archiv.tar foo bar # Vytvoří archiv.tar ze souborů foo a bar. tar -tvf archiv.tar # Podrobně vypíše všechny soubory v archiv.tar. tar -xf archiv.tar # Rozbalí všechny soubory z archiv.tar.
GNU rozšíření požadovány na nekompatibilním formátu archivu
formát taru GNU <= 1.12
formát taru GNU 1.13.x
Neznámý příkaz
Nepořádek v ARGP_HELP_FMT: %s
Vytvoří řídký soubor. Zbytek příkazové řádku definuje mapu souboru.
Utvořená dvojice klíčové slovo / hodnota je příliš dlouhá (klíčové slovo = %s, délka %s)
Generuji záporné osmičkové hlavičky
GID se liší
Zacházení s rozšířenými atributy souborů:
Zacházení s atributy souborů:
Ignoruje se neznámé klíčové slovo „%s“ rozšířené hlavičky
Informativní výstup:
Neplatný počet bajtů na záznam
Neplatný počet bajtů
Neplatné číslo zařízení
Chybná hodnota úrovně přírůstku
Neplatné číslo i-uzlu
Neplatný vstup. Nápovědu obdržíte napsáním „?“ (otazníku).
Zadána chybná práva
Neplatný čas změny obsahu souboru
Neplatný čas změny obsahu souboru (nanosekundy)
Neplatný počet prvků
Neplatní kód operace
Neplatné ID vlastníka nebo skupiny
Chybná velikost záznamu
Chybný směr posunu
Neplatná pozice posunu
Neplatná velikost: %s
Neplatná hodnota verze řídkého formátu
Neplatná délka pásky
Neplatný čas souboru
Chybná hodnota pro velikost záznamu
KLÍČOVÉ_SLOVO
Klíčové slovo %s nelze přebít
Klíčové slovo %s není známo nebo ještě nebylo implementováno
Výběr názvu místního souboru:
Výběr místního souboru:
HLAVNÍ[.VEDLEJŠÍ]
MASKA
SLOŽKA_NÁZVU
METODA
Hlavní operační režim:
Neplatný argument hustoty: %s
Poškozený dumpdir: „R“ není před „T“
Poškozený dumpdir: „X“ duplikováno
Poškozený dumpdir: „X“ nebylo nikdy použito
Poškozený dumpdir: prázdný název v „R“
Poškozený dumpdir: prázdný název v „T“
Poškozený dumpdir: očekáváno „%c“, ale nalezeno %#3o
Poškozený dumpdir: očekáváno „%c“, ale zjištěn konec dat
Chybná rozšířená hlavička: nadbytečná %s=%s
Chybná rozšířená hlavička: neplatný %s: lichý počet hodnot
Chybná rozšířená hlavička: neplatný %s: neočekávaný oddělovač %c
Chybná rozšířená hlavička: %s=%s není platné
Chybná rozšířená hlavička: po délce chybí bílé místo
Chybná rozšířená hlavička: chybí znak rovná se
Chybná rozšířená hlavička: chybí délka
Chybná rozšířená hlavička: chybí odřádkování
Chybně utvořený přepínač pax: %s
Povinné nebo volitelné argumenty dlouhých přepínačů jsou rovněž povinné nebo volitelné u odpovídajících krátkých přepínačů.
Ovládá páskovou jednotku přijímaje příkazy ze vzdáleného procesu
Chybí odkazy na %s.
Chybí uzávěr záznamu
Čas poslední modifikace se liší
Práva se liší
Více než jedeno počáteční datum
Více archivačních souborů vyžaduje přepínač „-M“
JMÉNO
ČÍSLO
ČÍSLO bajtů na záznam, násobek 512
Záporná velikost: %s
Název archivu nebyl zadán
Není nový svazek; končím.
Není odkazem na %s
Číslo je mimo povolený rozsah: %s
POZICE
POŘADÍ
Starý přepínač „%c“ vyžaduje argument.
Povolen je jen jeden přepínač --to-command
S --listed-incremental je dovolen pouze jediný přepínač -C
Operační modifikátory:
Přepínač %s: S datem „%s“ bude zacházeno jako s %s
Oba dva přepínače „%s“ a „%s“ chtějí standardní vstup
Přepínače „-Aru“ jsou neslučitelné s přepínačem „-f -“
Přepínače „-[0-7][lmh]“ nejsou *tímto* tarem podporovány
Ovládání přepisování:
VZOR
formát POSIX 1003.1-1988 (ustar)
formát POSIX 1003.1-2001 (pax)
PROGRAM
Vzor %s nelze použít
V názvech souborů se nachází žolíkové znaky
Provede zadanou akci (vizte níže) při dosažení kontrolního bodu ČÍSLO
Předčasný konec souboru
Připravte svazek #%d pro archiv %s a stiskněte return:
U každého zadaného souboru vypíše obsah struktury stat. Implicitní FORMÁT je:
Kontrolní bod čtení %u
Názvy souborů čte ze SOUBORU
Velikost záznamu = %'lu blok
Velikost záznamu = %'lu bloky
Velikost záznamu musí být násobek %d.
Čtení obsahu archivu z terminálu se zamítá (nechybí přepínač -f?)
Zápis obsahu archivu do terminálu se zamítá (nechybí přepínač -f?)
Odstraňuje se úvodní „%s“ z cílů pevného odkazu
Odstraňuje se úvodní „%s“ z názvů prvků
Přejmenovávám %s zpět na %s
Přejmenovávám %s na %s
Chyby v programu oznamujte na adrese %s (anglicky), připomínky k překladu na adrese <translation-team-cs@lists.sourceforge.net> (česky).
SEKUNDY
SIGNÁL
VELIKOST
STYL
Směr posunu je mimo rozsah
Pozice posunu je je mimo rozsah
Před zápisem dat se přesune na zadanou POZICI
Výběr výstupního proudu:
Nastaví datum pro následující přepínač --touch
Velikost se liší
Velikost bloku pro řídké soubory
Přeskakuji na další hlavičku
Datum neznámého formátu %2$s nahrazuji %1$s
Prázdný cíl pevného odkazu se nahradí „.“
Prázdný název prvku se nahradí „.“
Potlačí diagnostické hlášky, které nevedou k přerušení programu
Symbolický odkaz se liší
Synchronní vykonávání akcí. Tyto budou provedeny, když bude dosaženo číslo kontrolního bodu zadaného přepínačem --checkpoint.
Přepínače synchronního vykonávání:
Následující přepínače byly použity po nepřepínačových argumentech při vytváření archivu nebo jeho aktualizaci. Tyto přepínače jsou poziční a ovlivňují pouze argumenty, které je následují. Prosím, řádně je přeuspořádejte.
Toto pravděpodobně není tar archiv
Tento svazek není je mimo pořadí (%s − %s != %s)
Časový údaj je mimo povolený rozsah
Příliš mnoho chyb, končím
Celkem smazáno bajtů
Celkem přečteno bajtů
Celkem zapsáno bajtů
Zkrátí SOUBOR na velikost zadanou předchozím přepínačem --length (nebo na 0, není-li uveden)
Více informací získáte pomocí „%s --help“ nebo „%s --usage“.
UID se liší
Nezarovnaný blok (%'lu bajt) v archivu
Nezarovnaný blok (%'lu bajty) v archivu
Neočekávaný konec archivu
Neočekávaný konec souboru snímku
Neočekávané argumenty
Neočekávaná hlavička dlouhého názvu
Neznámá hustota: „%c“
Neznámá položka „%s“
Neznámý styl citování „%s“. Seznam stylů lze získat příkazem „%s --quoting-style=help“.
Neznámý název signálu: %s
Aktualizuje časy přístupu a změny obsahu SOUBORU
Porovnávání proti žolíkových znaků zapněte pomocí --wildcards, nebo varování potlačte prostřednictvím --no-wildcards
Použití přepínače -C uvnitř seznamu souborů není spolu s --listed-incremental dovoleno
SELHÁNÍ KONTROLY: zjištěna %d chybná hlavička
SELHÁNÍ KONTROLY: zjištěny %d chybné hlavičky
Pro přepínač --quoting-style jsou platné argumenty:
Při kontrole může selhat nalezení původních souborů.
Ověřuji
Svazek %s neodpovídá vzorku %s
Délka svazku nemůže být kratší než délka záznamu
U čísla svazku nastalo přetečení
VAROVÁNÍ: Archiv je nekompletní
Kontrolní bod zápisu %u
Místo na standardní výstup píše do souboru JMÉNO
Napsali %s, %s, %s, %s, %s, %s, %s %s, %s a další.
Napsali %s, %s, %s, %s, %s, %s, %s %s a %s.
Nemůže být zadán více jak jeden přepínač z „-Acdtrux“, „--delete“ nebo „--test-label“
Musíte zadat jeden z přepínačů „-Acdtrux“, „--delete“ nebo „--test-label“
[ARGUMENT…]
[SOUBOR]…
^[nN].*
^[aAyY].*
zadaný SOUBOR přidá do archivu (užitečné, začíná-li jeho název spojovníkem)
cituje navíc znaky z ŘETĚZCE
pro jména uživatel/skupin vždy použije čísla
argument %s není pro %s jednoznačný
připojí soubory na konec archivu
připojí k archivu tarové soubory
při vybalování práv z archivu použije uživatelovu umask (implicitní pro běžné uživatele)
soubor archivu je místní, i když obsahuje dvojtečku
v archivu se lze posunovat
v archivu se lze posunovat
na každou akcí žádá potvrzení
pokusí se zkontrolovat archiv po té, co bude zapsán
zabrání automatickému sestupu do adresářů
před odstraněním vytvoří záložní kopii za použití STRATEGIE
před odstraněním vytvoří záložní kopii, potlačí obvyklou příponu („~“, není-li uvedeno jinak v proměnné prostředí SIMPLE_BACKUP_SUFFIX)
čtení archivu začne na složce SLOŽKA_NÁZVU
blok %s:
blok %s: ** Blok NUL **
blok %s: ** Konec souboru **
nelze aktualizovat globální záznam s rozšířenou hlavičkou
zruší účinek přepínače --delay-directory-restore
na standardní výstup nelze generovat řídké soubory, použijte přepínač --file
„%s“ nelze otevřít
adresář „%s“ nelze odstranit
v souboru se nelze pohybovat
Souboru „%s“ nelze nastavit čas
TAR_OPTIONS nelze rozdělit: %s
řetězec „%s“ nelze rozdělit: %s
nelze získat údaje o „%s“
„%s“ nelze zkrátit
„%s“ nelze odstranit (unlink)
testování je citlivé na velikost (implicitní)
po zapsaní ČÍSLO × 1024 bajtů vymění pásku
změní adresář na ADRESÁŘ
při vytváření přírůstkových archivů se kontrolují čísla zařízení (implicitní)
potomek
příkaz selhal: %s
při změně dat porovná datum i čas
obsah nezpracován
řídicí klíčová slova paxu
vytvoří nový archiv
vytvoří podadresář, aby zabránil vzniku volných souborů
vytvoří archiv daného formátu
vytvoří archiv s názvem svazku TEXT; při výpisu/rozbalení použije TEXT jako vzor se zástupnými symboly pro název svazku
vytvoří/vypíše/rozbalí vícesvazkový archiv
vytvořený soubor není řídký
pozdrží nastavení časů modifikace a práv rozbalovaných adresářů až do dokončení rozbalování
smaže z archivu (ne na magnetických páskách!)
adresář nezpracován
pořadí řazení adresářů: none (žádné, výchozí) nebo name (název)
pořadí řazení adresářů: none (žádné, výchozí), name (název) nebo inode (iuzel)
zakáže citování znaků z ŘETĚZCE
zruší účinek předchozího přepínače --null
zakáže použití některých potenciálně nebezpečných přepínačů
zobrazuje zprávy o postupu každých ČÍSLO. záznam (implicitně 10)
při vytváření přírůstkových archivů se nekontrolují čísla zařízení
neskoční nenulovým kódem při nečitelných souborech
neodčiní citování (escapování) názvů vstupních souborů nebo prvků
kompresní program neurčí podle přípony archivu
nevybaluje čas změny obsahu souboru
nenahrazuje existující soubory, které jsou novější než jejich archivní kopie
při rozbalovaní nenahrazuje existující soubory, potichu je přeskočí
při rozbalovaní nenahrazuje existující soubory, považuje je za chyby
neodstraní z názvů souborů úvodní „/“
úroveň výpisu pro vytvářený archiv s přírůstkovým seznamem
před vybalením adresáře vytvoří prázdnou hierarchii
Chyba při rozebírání %s
vynechá soubory záloh a zámků
vynechá obsah adresářů obsahujících CACHEADR.ZNAČKA, kromě souboru značky samotného
vynechá obsah adresářů obsahujících SOUBOR, vyjma SOUBORU samotného
vynechá adresáře obsahující CACHEADR.ZNAČKA
vynechá adresáře obsahující SOUBOR
vynechá vše pod adresáři obsahujícími CACHEADR.ZNAČKA
vynechá vše pod adresáři obsahujícími SOUBOR
vynechá soubory, které odpovídají VZORU
vynechá vzorky vyjmenované v SOUBORU
vynechá adresáře systému správy verzí
exec/tcp: Služba není k dispozici
v každém kontrolním bodu vykoná AKCI
rozbaluje soubory pod vaší identitou (výchozí pro běžného uživatele)
vybalí soubory z archivu
soubory vybaluje na standardní výstup
vybaluje informace o právech souborů (implicitní pro superuživatele)
do původního pracovního adresáře se nelze vrátit
název souboru obsahuje nulový znak
archiv protáhne skrze filtr %s
archiv protáhne PROGRAMEM (musí znát -d)
hledá rozdíly mezi archivem a systémem souborů
následuje pevné odkazy; archivuje a vybaluje soubory, na které je odkazováno
následuje symbolické odkazy; archivuje a vybaluje soubory, na které je odkazováno
vynutí (symbolický) mód ZMĚN (přístupová práva) vkládaným souborům
vynutí JMÉNO jako skupinu vkládaných souborů
vynutí JMÉNO jako vlastníka vkládaných souborů
genfile pracuje s datovými soubory testovacího balíku GNU paxutils. PŘEPÍNAČE jsou:
seznam jmen souborů na rozbalení nebo zabalení získá ze SOUBORU
vypíše stručný návod na použití
vypíše tuto nápovědu
zpracuje přírůstkové zálohy nového formátu GNU
zpracuje přírůstkové zálohy starého formátu GNU
zachází s řídkými soubory efektivně
zastaví se na SEKUNDY sekund (implicitně 3600)
ignoruje velikost písmen
ignoruje návratový kód potomků
v archivu ignoruje vynulované bloky (znamená EOF)
nesprávná maska (poblíž „%s“)
meziprocesový kanál
klíčové_slovo[[:]=hodnota][,klíčové_slovo[[:]=hodnota]]…
vypíše obsah archivu
argumenty prvku se vypisují ve stejném pořadí jako soubory v archivu
nepřepínačový argument v %s
starý formát taru V7
připojí jen takové soubory, které jsou novější nežli kopie v archivu
nastaví čas pouze tehdy, když je soubor novější, než bylo zadáno pomocí --mtime
ukládá jen soubory novější než DATUM_NEBO_SOUBOR
při rozbalování existující soubory přepisuje
při rozbalování přepisuje metadata existujících adresářů (implicitní)
vzory se testují po každém „/“ (implicitní u vyloučení)
vzory se testují název souboru od začátku
vybalené soubory pošle rourou jinému programu
zachová časy přístupu prohlížených souborů a to buď obnovením časů po čtení (METODA=„REPLACE“; implicitní), nebo nenastavením časů v prvním pořadí (METODA=„system“)
při rozbalování zachovává existující symbolické odkazy na adresáře
zachovává metadata existujících adresářů
hlásí, že nebyly zpracovány všechny odkazy
časy změn obsahu souborů vypisuje v UTC
časy souborů vypisuje v plném znění
vypíše verzi programu
po zpracování archivu ohlásí celkový počet bajtů; je-li zadán argument, podá hlášení, až bude doručen SIGNÁL; Povolené signály jsou SIGHUP, SIGQUIT, SIGINT, SIGUSR1 a SIGUSR2; názvy bez předpony SIG jsou rovněž přípustné
zpracuje pouze ČÍSLO. výskyt každého souboru z archivu; tento přepínač je platný jen ve spojení s jedním z podpříkazů --delete, --diff, --extract nebo --list a jen když je zadán seznam souborů na příkazovém řádku nebo přes přepínač -T; implicitní ČÍSLO je 1
čtení
čte vzorky na vynechání pro každý adresář a jeho podadresáře ze SOUBORU, pokud existuje
čte vzorky na vynechání pro každý adresář ze SOUBORU, pokud existuje
čte vzorky na vynechání ze souboru ignorací verzovacího systému
předělat bloky v průběhu čtení (pro roury na BSD 4.2)
sestupuje rekurzivně do adresářů (implicitní)
před vybalením každého souboru jej odstraní
odstraní soubory po té, co budou přidány do archivu
požadovaná délka souboru %'lu, aktuální %'lu
rmtlseek se nezastavil na hranici záznamu
na konci každé pásky spustí skript (implikuje -M)
stejné jako --format=posix
stejné jako --format=v7
stejné jako pax
informativní výstup pošle do SOUBORU
nastaví úroveň ladění
nastaví název souboru pro výstup ladění
nastaví čas změny obsahu vkládaných souborů podle DATA_NEBO_SOUBORU
nastaví styl citování názvů; platné hodnoty STYLŮ nalezte níže
nastaví název programu
nastaví verzi řídkého formátu (implikuje --sparse)
každou zprávu opatří číslem bloku uvnitř archivu
zobrazuje názvy souborů a archivů po transformaci
zobrazí implicitní argumenty taru
zobrazí platné rozsahy pro položky souborů snímků
určuje mechaniku a hustotu
určuje vzor klíčů rozšířených atributů k vyloučení
určuje vzor klíčů rozšířených atributů k zahrnutí
stat(%s) selhalo
při tvorbě archivu se zdrží v místním systému souborů
při rozbalování odřízne ČÍSLO úvodních složek z názvů souborů
technika rozpoznávání děr
otestuje jmenovku archivního svazku a skončí
nenulový návratový kód potomků považuje za chybu
pokusí se vybalit soubory se stejným vlastníkem jako je uveden v archivu (výchozí pro superuživatele)
pracovní adresář nelze si nelze zapamatovat
odčiní citování (escapování) názvů vstupních souborů nebo prvků (implicitní)
použije SOUBOR k převodu GID a jmen vlastníků souborů
použije SOUBOR k převodu UID a jmen vlastníků souborů
pro archiv požije soubor zařízení ARCHIV
kompresní program určí podle přípony archivu
namísto příkazu rmt použije PŘÍKAZ
namísto rsh použije PŘÍKAZ
názvy souborů transformuje pomocí nahrazovacího VÝRAZU sedu
použije žolíkové znaky (implicitní u vyloučení)
použije/aktualizuje číslo svazku v SOUBORU
hodnota %s typu %s je mimo rozsah %s..%s
hodnota %s typu %s je mimo rozsah %s..%s; nahrazuji za %s
testuje se přesný řetězec
vypisuje zpracovávané soubory
řídí varování
při vytváření archivu má stejný význam jako --old-archive, při rozbalování jako --no-same-owner
při vypisování nebo rozbalování zobrazí každý adresář, který neodpovídá vyhledávacím podmínkám
žolíkové znaky nezahrnují „/“
žolíkové znaky zahrnují „/“ (implicitní u vyloučení)
zápis
zápis neskončil na konci hranice bloku
podřízený proces %s
selhal podřízený proces %s
podřízený proces %s obdržel kritický signál %d
Pro název počítače není rodina adres podporována
Všechny požadavky dokončeny
Vyrovnávací paměť argumentů je příliš malá
Špatná hodnota pro příznaky ai_flags
Selhalo přidělení paměti
Název nebo služba nejsou známy
K názvu počítače není přiřazena žádná adresa
Nenapravitelné selhání při překladu názvu
Řetězec s parametry není správně kódován
Probíhá zpracování požadavku
Požadavek byl zrušen
Požadavek nebyl zrušen
Název služby není podporován pro ai_socktype
Dočasné selhání při překladu názvu
selhala funkce _open_osfhandle
nelze vytvořit rouru
nelze obnovit fd %d: selhala funkce dup2
Soubor je již plně přenesen, nebude se nic dělat.
%*s[ přeskakuje se %s K ]
Původním autorem tohoto programu je Hrvoje Nikšić <hniksic@xemacs.org>.
Příkaz REST selhal, přenos začne od začátku souboru.
Výstup se přesměrovává do %s.
--accept-regex=REGULÁRNÍ_VÝRAZ regulární výraz přijímající URL
--ask-password ptá se na hesla
--auth-no-challenge posílá údaje Basic HTTP autentizace, aniž by nejprve počkal na výzvu od serveru
--backups=N před zápisem souboru X odrotuje až N záložních souborů
--bind-address=ADRESA přilepí se (bind) na ADRESU (jméno nebo IP) na tomto stroji
--bind-dns-address=ADRESA přilepí (bind) překladač DNS na ADRESU (jméno nebo IP) na tomto stroji
--body-data=ŘETĚZEC jako data pošle ŘETĚZEC, --method JE nutný
--body-file=SOUBOR pošle obsah SOUBORU, --method JE nutný
--ca-certificate=SOUBOR soubor se sbírkou certifikačních autorit
--ca-directory=ADRESÁŘ adresář obsahující hashe jmen certifikačních autorit
--certificate-type=DRUH druh certifikátu klienta: PEM nebo DER
--certificate=SOUBOR soubor s certifikátem klienta
--ciphers=ŘETĚZEC Přímo nastaví řetězec s prioritami (GnuTLS) nebo se seznamem šifer (OpenSSL). Používejte s obezřetností. Tento přepínač přebije --secure-protocol. Podoba a skladba tohoto řetězce závisí konkrétní implementaci SSL/TLS.
--compression=DRUH vybere kompresi, jedna z auto, gzip a none [žádná]. (výchozí: none)
--config=SOUBOR určuje konfigurační soubor
--connect-timeout=SEKUNDY nastaví limit pro navázání spojení na SEKUND
--content-disposition při volbě jmen místních souborů bere v úvahu hlavičku Content-Disposition (POKUSNÉ)
--content-on-error po chybě serveru vypíše přijatý obsah
--convert-file-only převede pouze část URL se souborem (basename)
--crl-file=SOUBOR soubor se sbírkou seznamů odvolaných certifikátů
--cut-dirs=POČET ignoruje POČET vzdálených adresářových komponent
--default-page=NÁZEV změní výchozí název stránky (běžně to je „index.html“)
--delete-after smaže soubory lokálně po té, co dokončí jejich stahování
--dns-servers=ADRESY seznam serverů DNS na dotazy (oddělené čárkou)
--dns-timeout=SEKUNDY nastaví limit pro hledání v DNS na SEKUND
--egd-file=SOUBOR soubor jmenující socket EGD s náhodnými daty
--exclude-domains=SEZNAM čárkou oddělený seznam zakázaných domén
--follow-ftp následuje FTP odkazy z HTML dokumentů
--follow-tags=SEZNAM čárkou oddělený seznam HTML značek určených k následování
--ftp-password=HESLO nastaví heslo pro FTP na HESLO
--ftp-stmlf použije formát Stream_LF pro všechny binární FTP soubory
--ftp-user=UŽIVATEL nastaví přihlašovací jméno pro FTP na UŽIVATELE
--ftps-clear-data-connection šifruje pouze řídicí spojení, data šifrována nebudou
--ftps-fallback-to-ftp není-li FTPS podporováno cílovým serverem, přejde se na FTP
--ftps-implicit použije implicitní FTPS (výchozí port je 990)
--ftps-resume-ssl při otevírání datového spojení obnoví relaci SSL/TLS, která pochází ze spojení řídicího.
--header=ŘETĚZEC ke hlavičkám přidá ŘETĚZEC
--hsts-file cesta k databázi HSTS (přebije výchozí chování)
--http-password=HESLO nastaví heslo pro HTTP na HESLO
--http-user=UŽIVATEL nastaví přihlašovací jméno uživatele pro HTTP na UŽIVATELE
--https-only následuje pouze bezpečné HTTPS odkazy
--ignore-case při porovnávání jmen souborů/adresářů nebere zřetel na velikost písmen
--ignore-length ignoruje hlavičku „Content-Length“
--ignore-tags=SEZNAM čárkou oddělený seznam ignorovaných HTML značek
--input-metalink=SOUBOR stáhne soubory uvedená v místním metalinkovém SOUBORU.
--keep-badhash ponechá soubory se špatným kontrolním součtem (připojí .badhash)
--keep-session-cookies načte a uloží cookies relace (netrvalé)
--limit-rate=RYCHLOST omezí rychlost stahování na RYCHLOST
--load-cookies=SOUBOR před relací načte cookies ze SOUBORU
--local-encoding=KÓDOVÁNÍ jako místní kódování IRI použije KÓDOVÁNÍ
--max-redirect maximum přesměrování povolených na stránku
--metalink-index=ČÍSLO pořadové číslo v metaURL metalinku application/metalink4+xml
--metalink-over-http použije metalinková metadata z hlaviček odpovědi HTTP
--method=METODA_HTTP v požadavku použije HTTP_METODOU
--no-cache zakáže kešování na straně serveru
--no-check-certificate neověřuje certifikát serveru
--no-config nenačte žádný konfigurační soubor
--no-cookies nepoužije cookies
--no-dns-cache zakáže kešování DNS odpovědí
--no-glob neexpanduje jména FTP souborů
--no-hsts zakáže HSTS
--no-http-keep-alive zakáže HTTP keep-alive (trvalá spojení)
--no-if-modified-since nepoužívá GET požadavky podmíněné hlavičkou If-Modified-Since při porovnání času souborů
--no-iri vypne podporu IRI
--no-netrc nezkusí získat jména a hesla z .netrc
--no-passive-ftp zakáže pasivní režim přenosu
--no-proxy explicitně vypne proxy
--no-remove-listing neodstraňuje soubory „.listing“
--no-use-server-timestamps nenastaví čas místního souboru podle souboru na serveru
--no-warc-compression nekomprimuje soubory WARC gzipem
--no-warc-digests nepočítá kontrolní součty SHA1
--no-warc-keep-log neuloží protokol do záznamu WARC
--password=HESLO nastaví heslo pro FTP i pro HTTP na HESLO
--pinnedpubkey=SOUBOR/OTISKY Soubor s veřejným klíčem (PEM/DER) nebo jakýkoliv počet SHA-256 otisků zapsaných v Base64, kterým předchází „sha256//“ a které jsou odděleny znakem „;“, proti kterým se ověřuje protistrana
--post-data=ŘETĚZEC použije metodu POST, jako data pošle ŘETĚZEC
--post-file=SOUBOR použije metodu POST, pošle obsah SOUBORU
--prefer-family=RODINA připojuje se nejprve na adresu zadané RODINY („IPv6“, „IPv4“ nebo „none“ (žádná))
--preferred-location preferované umístění metalinkových zdrojů
--preserve-permissions zachová přístupová práva ze serveru
--private-key-type=DRUH druh soukromého klíče: PEM nebo DER
--private-key=SOUBOR soubor se soukromým klíčem
--progress=DRUH vybere druh indikátoru postupu
--protocol-directories použije jméno protokolu v adresářích
--proxy-password=HESLO nastaví HESLO k proxy
--proxy-user=UŽIVATEL nastaví UŽIVATELE jako přihlašovací jméno k proxy
--random-file=SOUBOR soubor s náhodnými daty pro zdroj SSL PRNG
--random-wait čeká od 0,5*WAIT do 1,5*WAIT sekund mezi staženími (použije se, má-li se stáhnout více jak 1 URL
--read-timeout=SEKUNDY nastaví limit pro čtení na SEKUND
--referer=URL zahrne hlavičku „Referer: URL“ do HTTP požadavku
--regex-type=DRUH druh regulárních výrazů (posix)
--regex-type=DRUH druh regulárních výrazů (posix, pcre)
--reject-regex=REGULÁRNÍ_VÝRAZ regulární výraz zamítající URL
--rejected-log=SOUBOR důvody zamítnutí URL zapisuje do SOUBORU
--remote-encoding=KÓDOVÁNÍ jako implicitní vzdálené kódování se použije KÓDOVÁNÍ
--report-speed=ZPŮSOB datový tok vypisuje daným ZPŮSOBEM, ZPŮSOB může být „bits“ (bity)
--restrict-file-names=OS omezí znaky ve jménech souborů na ty, které dovoluje operační systém OS
--retr-symlinks při rekurzi stáhne soubory (adresáře ne), na které odkazuje symbolický odkaz
--retry-connrefused opakuje, i když spojení je odmítnuto
--retry-on-http-error=CHYBY čárkou oddělený seznam chyb HTTP, po kterých se má stažení zkusit znovu
--save-cookies=SOUBOR po relaci uloží cookies do SOUBORU
--save-headers hlavičky HTTP uloží do souboru
--show-progress zobrazí indikátoru postupu ve všech úrovních upovídanosti
--spider nestahuje nic
--start-pos=POZICE začne stahovat od POZICE (počítá se od 0)
--strict-comments zapne přísné zacházení s HTML komentáři podle SGML
--trust-server-names použije se jméno z poslední části přesměrovávajícího URL
--unlink odstraní soubor před jeho přepisem
--use-askpass=PŘÍKAZ určuje program pro dotaz na uživatelské jméno a heslo. Není-li zadán žádný PŘÍKAZ, použijí se proměnné prostředí WGET_ASKPASS a SSH_ASKPASS.
--user=UŽIVATEL nastaví přihlašovací jméno uživatele pro FTP i pro HTTP na UŽIVATELE
--waitretry=SEKUNDY čeká 1 až SEKUND mezi opakováním stažení (použije se, má-li se stáhnout více jak 1 URL)
--warc-cdx zapíše indexové soubory CDX
--warc-dedup=SOUBOR neukládá záznamy uvedené v tomto souboru CDX
--warc-file=SOUBOR uloží požadavek/odpověď do souboru .warc.gz
--warc-header=ŘETĚZEC do záznamu WARC přidá ŘETĚZEC
--warc-max-size=ČÍSLO nastaví maximální velikost souborů WARC na ČÍSLO
--warc-tempdir=ADRESÁŘ umístění dočasných souborů vytvářených zapisovatelem WARC
--wdebug tiskne ladicí informace z Watt-32
--xattr ukládá metadata do rozšířených atributů
%s (prostředí)
%s (globální)
%s (uživatelský)
%s: obecné jméno (CN) certifikátu %s se neshoduje s požadovaným jménem počítače %s.
%s: obecné jméno (CN) certifikátu není platné (obsahuje znak NUL). To může ukazovat na to, že stroj není tím, za koho se vydává (to jest, ve skutečnosti to není %s).
zbývá %s
za
-4, --inet4-only připojuje se jen na IPv4 adresy
-6, --inet6-only připojuje se jen na IPv6 adresy
-A, --accept=SEZNAM čárkou oddělený seznam povolených přípon
-B, --base=URL vyhodnocuje odkazy ve vstupním HTML (-i -F) relativně vzhledem k URL
-D, --domains=SEZNAM čárkou oddělený seznam povolených domén
-E, --adjust-extension HTML/CSS dokumenty ukládá s patřičnou příponou
-F, --force-html vstupní soubor považuje za HTML
-H, --span-hosts při rekurzi přechází i na jiné počítače
-I, --include-directories=SEZNAM seznam povolených adresářů
-K, --backup-converted před konverzí souboru X jej zazálohuje jako X.orig
-K, --backup-converted před konverzí souboru X jej zazálohuje jako X_orig
-L, --relative následuje jen relativní odkazy
-N, --timestamping nesnaží se znovu získat soubory, jež mají mladší místní kopii
-O, --output-document=SOUBOR dokumenty zapisuje do SOUBORU
-P, --directory-prefix=CESTA uloží soubory do CESTA/…
-Q, --quota=POČET nastaví kvótu na POČET stažení
-R, --reject=SEZNAM čárkou oddělený seznam zakázaných přípon
-S, --server-response tiskne odpověď serveru
-T, --timeout=SEKUNDY nastaví všechny časové limity na SEKUNDY
-U, --user-agent=AGENT identifikuje se jako AGENT místo Wget/VERZE
-V, --version zobrazí verzi Wgetu a skončí
-X, --exclude-directories=SEZNAM seznam zakázaných adresářů
-a, --append-output=SOUBOR zprávy připojuje k SOUBORU
-b, --background po spuštění přejde do pozadí
-c, --continue obnoví stahování částečně staženého souboru
-d, --debug tiskne mnoho ladicích informací
-e, --execute=PŘÍKAZ provede příkaz jako z „.wgetrc“
-h, --help vytiskne tuto nápovědu
-i, --input-file=SOUBOR stáhne URL uvedená v místním nebo vnějším SOUBORU
-k, --convert-links učiní odkazy v HTML nebo CSS odkazující na místní soubory
-l, --level=POČET maximální hloubka rekurze („inf“ nebo „0“ pro nekonečno)
-m, --mirror zkratka pro -N -r -l inf --no-remove-listing
-nH, --no-host-directories nevytváří adresáře se jmény počítačů
-nc, --no-clobber vynechá stahování, která by přepsala již existující soubory
-nd, --no-directories nevytváří adresáře
-np, --no-parent nestoupá do nadřazeného adresáře
-nv, --no-verbose vypne upovídanost, aniž by byl zcela zticha
-o, --output-file=SOUBOR protokol zapisuje do SOUBORU
-p, --page-requisites získá všechny obrázky apod. potřebné pro zobrazení HTML stránky
-q, --quiet tichý režim (žádný výstup)
-r, --recursive zapne rekurzivní stahování
-t, --tries=POČET nastaví POČET opakování (0 znamená neomezeno)
-v, --verbose bude upovídaný (výchozí chování)
-w, --wait=SEKUNDY čeká SEKUND mezi každým stažením (použije se, má-li se stáhnout více jak 1 URL)
-x, --force-directories vynutí vytváření adresářů
Vydanému certifikátu uplynula doba platnosti.
Vydaný certifikát ještě nenabyl platnosti.
Nalezen certifikát podepsaný sám sebou.
Autoritu vydavatele nelze lokálně ověřit.
(%s bajtů)
(není směrodatné)
[následuji]
Překročeno %d přesměrování.
%s (%s) – %s uloženo [%s/%s]
%s (%s) – %s uložen [%s]
%s (%s) – Spojení ukončeno na bajtu %s.
%s (%s) – Datové spojení: %s;
%s (%s) – Chyba při čtení dat na bajtu %s (%s).
%s (%s) – Chyba při čtení dat na bajtu %s/%s (%s).
%s (%s) – zapsáno na standardní výstup %s[%s/%s]
%s (%s) – zapsáno na standardní výstup %s[%s]
%s CHYBA %d: %s.
%s se objevil.
%s je vynechán/nezahrnut kvůli regulárnímu výrazu.
%s požadavek odeslán, program čeká na odpověď…
%s: %s lze použít jen jednou
%s: %s, řídicí spojení bude ukončeno.
%s: %s: alokace %ld bajtů selhala, paměť vyčerpána.
%s: %s: Nezdařilo se alokovat dostatek paměti, paměť vyčerpána.
%s: %s: Neplatná hodnota %s, použijte „on“ (zapnuto), „off“ (vypnuto) nebo „quiet“ (potichu).
%s: %s: Neplatná hlavička WARC %s.
%s: %s: Neplatná pravdivostní hodnota %s, použijte „on“ (zapnuto) nebo „off“ (vypnuto).
%s: %s: Neplatná hodnota bajtu %s
%s: %s: Neplatná hlavička %s
%s: %s: Neplatné číslo %s
%s: %s: Neplatný druh indikace postupu %s.
%s: %s: Neplatná hodnota omezení %s, použijte [unix|vms|windows],[lowercase|uppercase],[nocontrol][ascii] (význam česky: [malá|velká písmena], [neřídicí][ASCII].
%s: %s: Neplatná časová perioda %s
%s: %s: Neplatná hodnota %s.
%s: %s: Záporná časová perioda %s
%s: %s:%d: neznámý token „%s“
%s: %s:%d: varování: token %s se nachází ještě před jakýmkoliv názvem počítače
%s: %s: vypínám protokolování
%s: Nelze přečíst %s (%s).
%s: Neúplný odkaz %s nelze vyhodnotit.
%s: Nelze najít použitelný ovladač soketů.
%s: Chyba v %s na řádku %d.
%s: Neplatný příkaz --execute %s
%s: Neplatné URL %s: %s
%s: %s nepředložil žádný certifikát.
%s: Syntaktická chyba v %s na řádku %d.
%s: Certifikát %s nemá známého vydavatele.
%s: Certifikát %s byl odvolán.
%s: Certifikátu pro %s vypršela platnost.
%s: Certifikát %s není důvěryhodný.
%s: Certifikát pro %s ještě nevstoupil v platnost.
%s: Certifikát pro %s byl podepsán pomocí nebezpečného algoritmu.
%s: Podepisovatel certifikátu %s nebyl certifikační autorita.
%s: Neznámý příkaz %s v %s na řádku %d.
%s: WGETRC ukazuje na %s, kam nebylo možné přistoupit kvůli chybě: %s.
%s: Varování: Globální i uživatelský wgetrc jsou shodně uloženy v %s.
%s: aprintf: vyrovnávací paměť pro text je příliš velká (%d bajtů), přerušeno.
%s: volání „stat %s“ skončilo chybou: %s
%s: certifikát pro %s vydaný %s nelze ověřit:
%s: časové razítko souboru je porušené.
%s: nepřípustný přepínač – „-n%c“
%s: chybí URL
%s: žádné alternativní jméno z certifikátu se neshoduje s požadovaným jménem počítače %s.
%s: adresu pro přilepení %s nelze přeložit, vypínám přilepování (bind(2)).
%s: adresu počítače %s nelze přeložit
%s: neznámý/nepodporovaný typ souboru.
(žádný popis)
(pokus:%2d)
, %s (%s) zbývá
, %s zbývá
Přepínače --convert-links nebo --convert-file-only lze použít spolu pouze tehdy, je-li výstupem obyčejný soubor.
Přepínač -O není podporován při stahování z metalinku. Ignoruje se.
Přepínač -k nebo -r lze použít spolu s -O pouze tehdy, je-li výstupem obyčejný soubor.
==> CWD není potřeba.
==> CWD není potřeba.
Korektní symbolický odkaz %s -> %s již existuje.
Vybraná autentizace: %s
Soubor %s s daty pro BODY chybí: %s
Chybné číslo portu
Chyba při přilepování (bind) (%s).
Jak --no-clobber, tak --convert-file-only byly zadány. Použije se jen přepínač --convert-file-only.
Jak --no-clobber, tak --convert-links byly zadány. Použije se jen přepínač --convert-links.
Soubor CDX neuvádí kontrolní součet. (Chybí sloupec „k“.)
Soubor CDX neuvádí původní URL. (Chybí sloupec „a“.)
Soubor CDX neuvádí identifikátory záznamů. (Chybí sloupec „u“.)
Program nemůže být upovídaný a zticha zároveň.
Nelze používat časová razítka a nemazat přitom staré soubory.
Nelze zálohovat %s jako %s: %s
Nelze převést odkazy v %s: %s
Časový údaj nelze převést na formát HTTP. Jako čas poslední úpravy se požije 0.
Nelze vytvořit rouru
Frekvenci hodin REÁLNÉHO ČASU nelze určit: %s
Nelze spustit pasivní přenos dat.
%s nelze otevřít: %s
Soubor s cookie %s nelze otevřít: %s
Odpověď na PASV není pochopitelná.
--ask-password a --password nelze zadat najednou.
--inet4-only a --inet6-only nelze zadat najednou.
Přepínače -k nebo --convert-file-only a -O nelze spolu použít, je-li zadáno více URL nebo je-li zadán přepínač -p nebo -r. Vysvětlení naleznete v manuálu.
%s nelze smazat (%s).
Nelze zapsat do %s (%s).
Nelze zapsat do souboru WARC.
Nelze zapsat do dočasného souboru WARC.
Certifikát musí být typu X.509
Kontrolní součty souhlasí.
Kontrolní součet souboru %s nesouhlasí.
Přeloženo:
Komprese nefunguje spolu s --continue nebo --start-pos. Přepínače budou vypnuty.
Počítá se kontrolní součet %s
Počítá se velikost %s
Navazuje se spojení s %s:%d…
Navazuje se spojení s %s|%s|:%d…
Navazuje se spojení s [%s]:%d…
Program pokračuje v běhu na pozadí. pid %d
Program pokračuje v běhu na pozadí, pid %lu.
Program pokračuje v běhu na pozadí.
Řídicí spojení bylo ukončeno.
Převod z %s do %s není podporován
Odkazy převedeny v %d souborech převedeno za %s sekund.
Převádí se odkazy v %s…
Cookie přišedši z %s se pokusila nastavit doménu na
Copyright © %s Free Software Foundation, Inc.
Dočasný soubor nebylo možné vytvořit. Stažení podpisu se přeskakuje.
Ne všechny zdroje bylo možné stáhnout z %s.
V odpovědi HTTP nebylo možné najít metalinková data. Soubor se stahuje pomocí HTTP GET.
Nebylo možné nalézt algoritmus otisku přijatelný pro metalinkové zdroje. Ignorují se.
Nebylo možné zjistit velikost staženého souboru.
SSL nelze inicializovat. Bude zakázáno.
Nebylo možné otevřít soubor CDX pro výstup.
Nebylo možné otevřít soubor WARC.
Stažený soubor nebylo možné otevřít za účelem ověření podpisu.
Stažený soubor nebylo možné otevřít.
Nebylo možné otevřít dočasný soubor WARC.
Nebylo možné otevřít dočasný soubor protokolu WARC.
Nebylo možné otevřít dočasný soubor manifestu WARC.
Nebylo možné přečíst soubor CDX %s za účelem odstranění duplikátů.
PRNG nelze zinicializovat, zvažte použití přepínače --random-file.
Vytváří se symbolický odkaz %s -> %s
Data odpovídají podpisu, ale podpis není důvěryhodný.
Přenos dat byl předčasně ukončen.
Podpora pro ladění nebyla při překladu zahrnuta. Přepínač --debug se ignoruje.
Kontrolní součty jsou vypnuty. Deduplikace WARC nebude moci nalézt opakující se záznamy.
Adresáře:
Adresář
Vypínám SSL kvůli chybám, které se vyskytly.
Kvóta %s na stahování PŘEKROČENA!
Stahování:
CHYBA
CHYBA: Adresář %s nelze otevřít.
CHYBA: Soubor s CRL „%s“ nelze zavést: (%d)
CHYBA: Certifikát %s nelze otevřít: (%d).
CHYBA: GnuTLS vyžaduje, aby formát souboru a certifikátu byl stejný.
CHYBA: Přesměrování (%d) bez udané nové adresy.
Chybová hlášení, otázky a diskuze zasílejte e-mailem na <bug-wget@gnu.org> nebo otevřete požadavek na webové adrese <https://savannah.gnu.org/bugs/?func=additem&group=wget> (pouze anglicky). Komentáře k českému překladu zasílejte (česky) na adresu <translation-team-cs@lists.sourceforge.net>.
Kódování %s není platné
Při uzavírání %s nastala chyba: %s
Chyba při duplikaci deskriptoru souboru WARC.
Chyba při zapisování souboru WARC na disk.
Chyba při zpracování seznamu adres.
Chyba v URL Proxy %s: Musí být HTTP.
Úvodní odpověď serveru je chybná.
Řídicí spojení bude ukončeno, protože server odpověděl chybovým hlášením.
Chyba při inicializaci X509 certifikátu: %s
Chyba při inicializaci akcí souboru s příkazy pro use-askpass: %d
Při porovnávání %s s %s došlo k chybě: %s
Chyba při otevírání gzipového proudu do souboru WARC.
Chyba při otevírání souboru WARC %s.
Chyba při rozebírání certifikátu: %s
Chyba rozebírání URL proxy serveru %s: %s.
Chyba při čtení odpovědi z příkazu „%s %s“: %s
Chyba při přesunu pozice v souboru WARC.
Chyba při nastavování akcí souboru s příkazy pro use-askpass: %d
Při porovnávání %s nastala chyba: %d
Při zápisu do %s nastala chyba: %s.
Chyba při zápisu záznamu warcinfo do souboru WARC.
Končí se kvůli chybě v %s
KONEC --%s-- Celkový skutečný čas: %s Staženo: %d souborů, %s za %s (%s)
Přepínače FTP:
Přepínače pro FTPS:
Chyba při čtení odpovědi od proxy: %s
Otevření souboru %s selhalo
Nebylo možné převést na malá písmena: %d: %s
Stažení %s selhalo. MetaURL se přeskakuje.
Stažení %s selhalo. Zdroj se přeskakuje.
Získání deskriptoru souboru „%s“ selhalo
Nebylo možné inicializovat kanál knihovny c-ares
Nebylo možné inicializovat knihovnu libcares
Otevření souboru %s selhalo: %s
IP adresu „%s“ nebylo možné rozebrat
Nebylo možné nastavit DNS server(y) „%s“ (%d)
Nastavení práv k souboru „%s“ selhalo.
Zjištění přístupových práv k souboru „%s“ selhalo
Získání údajů o souboru „%s“ selhalo, chyba: %s
Nebylo možné odstranit symbolický odkaz %s: %s
Nebylo možné odeslat HTTP požadavek: %s.
Soubor %s je již přítomen, nebude přenášen.
Soubor %s se od poslední kontroly změnil. Bezpečnostní kontrola selhala.
Soubor %s existuje.
Soubor %s nebyl na serveru změněn. Stažení se vynechává.
Soubor %s byl získán, ale kontrolní součet nesouhlasí.
Soubor %s byl získán, ale podpis nesouhlasí.
Soubor %s byl získán, ale velikost nesouhlasí.
Soubor již byl přenesen.
Velikost souboru nebyla udána. Kontrola se přeskakuje.
Nalezen %d slepý odkaz.
Nalezeny %d slepé odkazy.
Nalezena přesná shoda v souboru CDX. Ukládá se záznam o opakované návštěvě do WARC.
Nenalezeny žádné slepé odkazy.
GNU Wget %s sestaven na systému %s.
GNU Wget %s, program pro neinteraktivní stahování souborů.
Ani poslední pokus nebyl úspěšný.
GnuTLS: Řetězec s prioritami nelze přímo nastavit. Návrat k výchozí prioritě.
GnuTLS: neimplementovaná hodnota %d volby „secure-protocol“
GnuTLS: neimplementovaná hodnota %u volby „secure-protocol“
Přepínače pro HSTS:
Přepínače pro HTTP:
Přepínače HTTPS (SSL/TLS):
Podpora HTTPS nebyla zakompilována do programu
IPv6 adresy nejsou podporovány
Zaznamenána neúplná nebo neplatná vícebajtová posloupnost
Obsah /%s na %s:%d
Chybná číselná IPv6 adresa
Neplatný PORT.
%s není platné určení způsobu indikace, ponecháno nezměněno.
Neplatné jméno stroje
Přeskakuje se symbolický odkaz, neboť název odkazu není platný.
Neplatná hodnota pri. Předpokládá se %d.
Neplatný regulární výraz %s, %s
Neplatný regulární výraz %s, chyba PCRE2 %d
Neplatný podpis. Zdroj se zamítá.
Neplatné jméno uživatele
Časové razítko souboru bude ignorováno, protože hlavička „Last-modified“ obsahuje neplatné údaje.
Nelze použít časová razítka, protože v odpovědi serveru schází hlavička „Last-modified“.
Délka:
Délka: %s
Licence GPLv3+: GNU GPL verze 3 nebo vyšší <http://www.gnu.org/licenses/gpl.html>. Toto je volné programové vybavení: máte právo jej měnit a dále šířit. Není poskytována ŽÁDNÁ ZÁRUKA, jak jen zákon dovoluje.
Sym. odkaz
Slinkováno:
Načten %d záznam z CDX.
Načteny %d záznamy z CDX.
Certifikát certifikační autority „%s“ zaveden
Soubor s CRL „%s“ byl zaveden
Načítá se „robots.txt“. Chybová hlášení ignorujte, prosím.
Národní prostředí:
Přesměrováno na: %s%s
Přihlášeno!
Protokolový a vstupní soubor:
Probíhá přihlašování jako %s…
Dosažena logicky nemožná sekce v getftp()
Chyba při přihlášení.
Odpověď serveru má zkomolený stavový řádek
Argumenty povinné u dlouhých přepínačů jsou povinné i pro jejich krátké verze.
Problém s alokací paměti
Nalezeny hlavičky metalinku. Přepíná se do režimu metalinku.
Zpracování metaURL adres vrátilo chybu.
V souboru „%s“ nebyla nalezena žádná URL.
Žádný certifikát nenalezen
Žádný kontrolní součet nenalezen.
Nepřišla žádná data.
Bez chyby
Chybí hlavičky, předpokládám HTTP/0.9
Vzorku %s nic neodpovídá.
Adresář %s neexistuje.
Soubor %s neexistuje.
Soubor či adresář %s neexistuje.
Do adresáře %s se nesestoupí, protože tento adresář se buď má vynechat, nebo nebyl zadán k procházení.
Neznámý typ
OpenSSL: Nastavení ověřování důvěryhodnosti na částečný řetězec selhalo
OpenSSL: Alokace ověřovacího parametru selhala
OpenSSL: Neplatný seznam šifer: %s
OpenSSL: neimplementovaná hodnota %d volby „secure-protocol“
Otevírání souboru WARC %s.
Výstup bude zapsán do %s.
Rozbor systémového souboru wgetrc (proměnná prostředí SYSTEM_WGETRC) selhalo. Prosím, prověřte „%s“ nebo určete jiný soubor pomocí --config.
Rozbor systémového souboru wgetrc selhal. Prosím, prověřte „%s“ nebo určete jiný soubor pomocí --config.
Heslo pro „%s%s@%s“:
Heslo uživatele %s:
Plánovaný metalinkový soubor: %s
Prosím, tento problém nahlaste (anglicky) na adresu <bug-wget@gnu.org>
Chybová hlášení a dotazy zasílejte na adresu <bug-wget@gnu.org> (pouze anglicky). Komentáře k českému překladu zasílejte na adresu <translation-team-cs@lists.sourceforge.net>.
Zpracovává se metaURL %s…
Tunelování skrz proxy se nezdařilo: %s
Chyba (%s) při čtení hlaviček.
Hloubka rekurze %d překročila maximální hloubku %d.
Rekurzivní povolení/zakázání:
Rekurzivní stahování:
%s se zamítá (neplatný záznam).
%s se zamítá.
Metalinkový soubor se zamítá. Nebezpečný název.
MetaURL soubor %s se zamítá. Nebezpečný název.
Vzdálený soubor neexistuje – slepý odkaz!!!
Vzdálený soubor existuje a možná obsahuje další odkazy, avšak rekurze je vypnuta – nestahuji.
Vzdálený soubor existuje a mohl by obsahovat odkazy na další zdroje – stahuji.
Vzdálený soubor existuje, ale neobsahuje žádné odkazy – nestahuji.
Vzdálený soubor existuje.
Vzdálený soubor je novější než lokální soubor %s, a je jej třeba stáhnout.
Lokální soubor je starší a vzdálený soubor se proto bude přenášet.
Vzdálený soubor není novější než lokální soubor %s, a není jej třeba stahovat.
Soubor %s byl odstraněn.
Maže se %s, protože tento soubor není požadován.
Maže se %s.
Přejmenovává se %s na %s.
V přijaté hlavičce chybí požadovaný atribut.
Překládám %s…
Typ zdroje %s není podporován, ignoruje se…
Zkusí se to znovu.
Využije se existující spojení s %s:%d.
Využije se existující spojení s [%s]:%d.
Ukládám do: %s
Chybí schéma
Zabezpečený metalinkový soubor: %s
Server nepřijal příkaz „PBSZ 0“.
Server nepřijal příkaz „PROT %c“.
Nelze zjistit typ vzdáleného operačního systému, protože server odpověděl chybovým hlášením.
Soubor na serveru není novější než lokální soubor %s – nebude přenášen.
Server ignoroval hlavičku If-Modified-Since u souboru %s. Možná byste chtěli přidat přepínač --no-if-modified-since.
Ověření podpisu uspělo.
Velikost souhlasí.
Velikost souboru %s nesouhlasí.
Adresář %s bude vynechán.
Přeskakuje se klíč se špatnou velikostí (%d/%d): %s
Nedoporučuje se uvádět jak --start-pos, tak --continue. Přepínač --continue bude vypnut.
Aktivován režim pavouka. Kontroluje, zda vzdálený soubor existuje.
Rozjezd:
Symbolické odkazy nejsou podporovány, symbolický odkaz %s bude vynechán.
Syntaktická chyba v hlavičce Set-Cookie: %s na pozici %d.
Dočasná chyba při překladu jména
Certifikátu uplynula doba platnosti
Certifikát ještě nenabyl platnosti.
Jméno vlastníka certifikátu se neshoduje se jménem počítače %s
Veřejný klíč se neshoduje s uloženým veřejným klíčem!
Server odmítá přihlášení.
Velikosti se neshodují (lokální %s), stahuji.
Tato verze neobsahuje podporu pro IRI
Pro nezabezpečené spojení s %s použijte „--no-check-certificate“.
Příliš mnoho otevřených souborů. Volání select() nelze použít pro deskriptor >= %d
Příkaz „%s --help“ vypíše další přepínače.
Pokus otevřít soubor %s, který se od poslední kontroly změnil. Bezpečností kontrola selhala.
%s nebylo možné smazat: %s
Nebylo možné navázat SSL spojení.
Pro %s nelze získat cookie
Metalinkový soubor %s nebylo možné rozebrat.
MetaURL soubor %s nebylo možné rozebrat.
Z dočasného souboru se nepodařilo načíst podpis. Přeskakuje se.
Zaznamenána nepřevoditelná vícebajtová posloupnost
Neobsloužená chyba č. %d
Server požaduje neznámý způsob autentizace.
Neznámé jméno počítače
Řídicí spojení bude ukončeno, protože je požadován neznámý typ přenosu „%c“.
Nepodporovaný algoritmus „%s“.
Nepodporovaný typ výpisu, použije se Unixový parser.
Nepodporovaná kvalita ochrany „%s“.
Nepodporované schéma %s
Neukončená číselní IPv6 adresa
Použití: %s NETRC [NÁZEV POČÍTAČE]
Použití: %s [PŘEPÍNAČ]… [URL]…
Uživatelské jméno pro „%s%s“:
Autentizace jménem a heslem se nezdařila.
Seznam souborů bude dočasně uložen v %s.
Přepínače WARC:
Výstup do WARC nefunguje spolu s --continue nebo --start-pos. Přepínače budou vypnuty.
Výstup do WARC nefunguje spolu s --no-clobber. Přepínač --no-clobber bude vypnut.
Výstup do WARC nefunguje spolu s přepínačem --spider.
Výstup do WARC nefunguje spolu s porovnáváním časů. Porovnávání časů bude vypnuto.
VAROVÁNÍ
POZOR: PRNG nebylo možné zinicializovat. Zvažte použití přepínače --random-file.
POZOR: S --ask-password nebylo nastaveno žádné přihlašovací jméno. To obvykle není, co chcete.
VAROVÁNÍ: kombinace -O s -r nebo -p způsobí, že veškerý stažený obsah bude uložen do jediného souboru, který jste určili.
VAROVÁNÍ: porovnávání času spolu s -O nic nedělá. Vysvětlení naleznete v manuálu.
VAROVÁNÍ: používám slabý zdroj náhodných čísel.
Varování: HTTP nepodporuje žolíkové znaky.
Při stahování podpisu: %s: %s.
Podadresáře se nebudou přenášet, protože již bylo dosaženo hloubky %d (maximum je %d).
Řídicí spojení bude ukončeno, protože nelze zapsat data.
Výpis adresáře v HTML formátu byl zapsán do %s [%s].
Výpis adresáře v HTML formátu byl zapsán do %s.
Přepínače --body-data a --body-file nelze zadat najednou.
Přepínače --post-data a --post-file nelze zadat najednou.
Přepínače --post-data nebo --post-file nelze použít spolu s přepínačem --method. Přepínač --method očekává data skrze přepínače --body-data a --body-file
Abyste mohli použít přepínače --body-data nebo --body-file, je třeba zvolit metody skrze --method=METODA_HTTP.
Vaše verze GnuTLS je příliš stará, aby podporovala TLSv1.3
Vaše verze OpenSSL je příliš stará, aby podporovala TLSv1.3
Vaše verze OpenSSL je příliš stará, aby podporovala TLSv1.1
Vaše verze OpenSSL je příliš stará, aby podporovala TLSv1.2
spojeno.
s %s na portu %d se nelze spojit: %s
hotovo.
nezdařilo se: %s.
selhal: Pro dané jméno neexistuje žádná IPv4/IPv6 adresa.
selhal: vypršel časový limit.
volání fake_fork() selhalo
volání fake_fork_child() selhalo
Funkce gmtime() selhala. Jedná se asi o chybu.
idn_encode selhala (%d): %s
je ignorována
Volání ioctl() selhalo. Socket nebylo možné přepnout do neblokujícího režimu.
locale_to_utf8: národní prostředí není nastaveno
V %s nalezen atribut nofollow. Na této stránce nebudou následovány žádné odkazy
nic není potřeba převádět.
volání setsockopt(SO_RCVBUF) selhalo: %s
volání setsockopt(SO_REUSEADDR) selhalo: %s
čas neznámý
neudáno
use-askpass vyžaduje řetězec nebo buď nastavenou proměnnou prostředí WGET_ASKPASS, nebo SSH_ASKPASS.
Dokumenty
Stažený
Stažené
Filmy
Hudba
Fotografie
Obrázky
Projekty
Veřejné
Sdílené
Šablony
Videa
aplikace
plocha
dokumenty
stažený
stažené
filmy
hudba
fotografie
obrázky
projekty
veřejné
sdílené
šablony
videa
3. úroveň klávesy Caps Lock
3. úroveň levého Ctrl
3. úroveň levého Win
3. úroveň Menu
3. úroveň pravého Ctrl
3. úroveň pravého Win
3. úroveň klávesy „&lt; &gt;“
Uživatelem definované vlastní rozložení
Symboly APL (sjednocené APLX)
Symboly APL (Dyalog APL)
Symboly APL (APL2 od IBM)
Symboly APL (APL*PLUS II od Manugistics)
Symboly APL (SAX, APL pro Unix od firmy Sharp)
Symboly APL (sjednocené)
Notebook Acer
Přidat standardní chování ke klávese Menu
Albánské
Albánské (Plisi)
Albánské (Veqilharxhi)
Umožní porušit uzamčení vstupů pomocí akcí klávesnice (pozor: bezpečnostní riziko)
Umožní protokolování uzamčení vstupů a stromu oken
Alt a Meta na klávesách Alt
Chování kláves Alt a Win
Alt je přiřazena k pravé klávese Win a Super k Menu
Alt je přiřazen ke klávesám Win a obvyklým klávesám Alt
Alt je prohozen s klávesou Win
Alt+Mezerník
Amharské
Libovolná klávesa Alt
Libovolná klávesa Win
Libovolná klávesa Win (při stisknutí)
Apple Aluminium emuluje klávesy Pause, Print Screen, Scroll Lock
Notebook Apple
Arabské (AZERTY)
Arabské (AZERTY, východoarabské číslovky)
Arabské (Alžírsko)
Arabské (arabské číslice, rozšíření ve 4. úrovni)
Arabské (Buckwalter)
Arabské (východoarabské číslovky)
Arabské (východoarabské číslice, rozšíření ve 4. úrovni)
Arabské (ErgoArabic)
Arabské (Macintosh)
Arabské (Maroko)
Arabské (OLPC)
Arabské (Pákistán)
Arabské (QWERTY)
Arabské (QWERTY, východoarabské číslovky)
Arabské (Sun Type 6/7)
Arabské (Sýrie)
Arménské (fonetické OLPC)
Arménské (alternativní východní)
Arménské (alternativní fonetické)
Arménské (východní)
Arménské (fonetické)
Arménské (západní)
Asturské (Španělsko, s Ḥ a Ḷ)
Notebook Asus
Vlevo dole
Na odpovídající klávese v rozložení Colemak
Na odpovídající klávese v rozložení Dvorak
Na odpovídající klávese v rozložení QWERTY
Avestské
Ázerbájdžánské
Ázerbájdžánské (cyrilice)
Zpětné lomítko jednorázově uzamyká při stisknutí společně s jinou výběrovou klávesou pro 3. úroveň
Bambarské
Bengálské
Bengálské (Indie)
Bengálské (Indie, Baishakhi InScript)
Bengálské (Indie, Baishakhi)
Bengálské (Indie, Bornona)
Bengálské (Indie, Gitanjali)
Bengálské (Indie, Probhat)
Bengálské (Probhat)
Baškirské
Běloruské
Běloruské (latinka)
Běloruské (mezinárodní)
Běloruské (zděděné)
Belgické
Belgické (ISO, alternativní)
Belgické (pouze Latin-9, alternativní)
Belgické (Sun Type 6/7)
Belgické (Wang, 724 AZERTY)
Belgické (alternativní)
Belgické (žádné mrtvé klávesy)
Berberské (Alžírsko, latinka)
Berberské (Alžírsko, Tifinagh)
Berberské (Maroko, alternativní tifinagh)
Berberské (Maroko, tifinagh rozšířené fonetické)
Berberské (Maroko, tifinagh rozšířené)
Berberské (Maroko, tifinagh fonetické)
Berberské (Maroko, tifinagh fonetické, alternativní)
Berberské (Maroko, tifinagh)
Bosenské
Bosenské (USA)
Bosenské (USA s bosenskými spřežkami)
Bosenské (s bosenskými spřežkami)
Bosenské (s francouzskými uvozovkami)
Obě klávesy Alt dohromady
Obě klávesy Ctrl dohromady
Obě klávesy Shift dohromady
Obě klávesy Shift dohromady zapnou Caps Lock
Obě klávesy Shift dohromady zapnou Caps Lock, jediná klávesa Shift jej vypne
Obě klávesy Shift dohromady zapnou Shift Lock
Braillovo písmo
Braillovo písmo (levoruké s obráceným palcem)
Braillovo písmo (levoruké)
Braillovo písmo (pravoruké s obráceným palcem)
Braillovo písmo (pravoruké)
Bulharské
Bulharské (rozšířené)
Bulharské (nové fonetické)
Bulharské (tradiční fonetické)
Barmské
Barmské Zawgyi
Kamerunské (AZERTY, mezinárodní)
Kamerunské (Dvorak, mezinárodní)
Kamerunské vícejazyčné (QWERTY, mezinárodní)
Kanadské (mezinárodní)
Kanadské (mezinárodní, první část)
Kanadské (mezinárodní, druhá část)
Caps Lock (při stisknutí), Alt+Caps Lock pro původní akci klávesy Caps Lock
Caps Lock funguje jako Shift s uzamčením, Shift přerušuje Caps Lock
Caps Lock funguje jako Shift s uzamčením, Shift neovlivňuje Caps Lock
Caps Lock jako Ctrl
Caps Lock jako Ctrl, Ctrl jako Hyper
Chování klávesy Caps Lock
Klávesa Caps Lock je vypnuta
Caps Lock na první rozložení, Shift+Caps Lock na poslední rozložení
Caps Lock přepne Shift Lock (ovlivňuje všechny klávesy)
Caps Lock přepne běžný převod abecedních znaků na verzálky
Caps Lock používá vnitřní převod na verzálky, Shift přerušuje Caps Lock
Caps Lock používá vnitřní převod na verzálky, Shift neovlivňuje Caps Lock
Caps Lock jednorázově uzamyká při stisknutí společně s jinou výběrovou klávesou pro 3. úroveň
Katalánské (Španělsko, s Ŀ)
Cherry Blue Line CyBo@rd (alternativní)
Čínské
Církevněslovanské
Čuvašské
Čuvašské (latinské)
Gaelská latinka
Sališské (Cœur d'Alène)
Notebook Compaq Armada
Compaq Internet (13 kláves)
Compaq Internet (18 kláves)
Compaq Internet (7 kláves)
Notebook Compaq Presario
Volby kompatibility
Krymskotatarské (Dobrudža Q)
Krymskotatarské (turecké Alt-Q)
Krymskotatarské (turecké F)
Krymskotatarské (turecké Q)
Chorvatské
Chorvatské (USA)
Chorvatské (USA, s chorvatskými spřežkami)
Chorvatské (s chorvatskými spřežkami)
Chorvatské (s francouzskými uvozovkami)
Ctrl je přiřazen ke klávesám Alt, Alt ke klávesám Win
Ctrl je přiřazen ke klávesám pravý Win a obvyklým klávesám Ctrl
Ctrl je přiřazen ke klávesám Win a obvyklým klávesám Ctrl
Umístění klávesy Ctrl
Symboly měn
České
České (QWERTY)
České (QWERTY, Macintosh)
České (QWERTY, prodloužená klávesa zpětného lomítka)
České (Sun Type 6/7)
České (rozložení UCW, pouze znaky s diakritikou)
České (USA, rozložení Dvorak s podporou UCW)
České (programátor)
České (programátorské)
České (programátorské, typografické
České (typografické)
České (s klávesou &lt;\|&gt;)
České, slovenské a německé (americké)
České, slovenské, polské, španělské, finské, švédské a německé (USA)
Dánské
Dánské (Dvorak)
Dánské (Macintosh)
Dánské (Macintosh, bez mrtvých kláves)
Dánské (Sun Type 6/7)
Dánské (Windows)
Dánské (bez mrtvých kláves)
Darí
Darí (Afghánistán, OLPC)
Výchozí numerická klávesnice
Dell PC 101klávesové
Notebook Dell Inspiron 6000/8000
Notebook Dell Latitude
Notebook Dell Precision M
Notebook Dell Precision M65
Divehi
Nizozemské
Nizozemské (Macintosh)
Nizozemské (Sun Type 6/7)
Nizozemské (USA)
Nizozemské (standardní)
Dzongkä
Elvdalské (švédské kombinující ocásek)
Povolit znaky překryvu APL
Povolit přídavné znaky hladké sazby
Anglické (3l)
Anglické (3l, Chromebook)
Anglické (3l, Emacs)
Anglické (australské)
Anglické (Kamerun)
Anglické (Kanada)
Anglické (Carpalx)
Anglické (Carpalx, plně optimalizované)
Anglické (Carpalx, plně optimalizované, mezinárodní, s mrtvými klávesami AltGr)
Anglické (Carpalx, plně optimalizované, mezinárodní, s mrtvými klávesami)
Anglické (Carpalx, mezinárodní, s mrtvými klávesami AltGr)
Anglické (Carpalx, mezinárodní, s mrtvými klávesami)
Anglické (Colemak)
Anglické (Colemak-DH, ISO)
Anglické (Colemak-DH)
Anglické (Drix)
Anglické (Dvorak)
Anglické (Dvorak, Macintosh)
Anglické (Dvorak, alternativní mezinárodní)
Anglické (Dvorak, mezinárodní s mrtvými klávesami)
Anglické (Dvorak, levoruké)
Anglické (Dvorak, pravoruké)
Anglické (Ghana)
Anglické (Ghana, GILLBT)
Anglické (Ghana, vícejazyčné)
Anglické (Indie, se symbolem rupie)
Anglické (Macintosh)
Anglické (Mali, USA, Macintosh)
Anglické (Mali, USA, mezinárodní)
Anglické (Nigérie)
Anglické (normanské)
Anglické (Jižní Afrika)
Anglické (Británie)
Anglické (Británie, Colemak)
Anglické (Británie, Colemak-DH)
Anglické (Británie, Dvorak)
Anglické (Británie, Dvorak, s britskou interpunkcí)
Anglické (Británie, Macintosh)
Anglické (Británie, Macintosh, mezinárodní)
Anglické (Británie, Sun Type 6/7)
Anglické (Británie, rozšířené, s Windows)
Anglické (Británie, mezinárodní, s mrtvými klávesami)
Anglické (USA)
Anglické (USA, IBM arabské 238_L)
Anglické (americké, Sun Type 6/7)
Anglické (USA, se symboly)
Anglické (USA, alternativní mezinárodní)
Anglické (USA, euro na 5)
Anglické (USA, mezinárodní kombinující Unicode přes AltGr)
Anglické (USA, mezinárodní kombinující Unicode přes AltGr, alternativní)
Anglické (USA, mezinárodní s mrtvými klávesami)
Anglické (západoevropské, s mrtvými klávesami AltGr)
Anglické (Workman)
Anglické (Workman, mezinárodní s mrtvými klávesami)
Anglické (klasické Dvorak)
Anglické (mezinárodní, mrtvé klávesy AltGr)
Anglické (programátorské Dvorak)
Anglické (děleno/krát přepínají rozložení)
Enter na numerické klávesnici
Esperantské (Brazílie, nativo)
Esperantské (Portugalsko, nativo)
Esperanto (zděděné)
Písmena esperanta s horními indexy
Estonské
Estonské (Dvorak)
Estonské (Sun Type 6/7)
Estonské (USA)
Estonské (bez mrtvých kláves)
EurKEY (USA)
Euro na 2
Euro na 4
Euro na 5
Euro na E
Faerské
Faerské (bez mrtvých kláves)
Filipínské
Filipínské (Capewell-Dvorak, baybayinské)
Filipínské (Capewell-Dvorak, latinka)
Filipínské (Capewell-QWERF 2006, baybayinské)
Filipínské (Capewell-QWERF 2006, latinka)
Filipínské (Colemak, baybayinské)
Filipínské (Colemak, latinka)
Filipínské (Dvorak, baybayinské)
Filipínské (Dvorak, latinka)
Filipínské (QWERTY, baybayinské)
Finské
Finské (DAS)
Finské (Dvorak)
Finské (Macintosh)
Finské (Sun Type 6/7)
Finské (Windows)
Finské (klasické)
Finské (klasické, bez mrtvých kláves)
Klávesa čtvrté úrovně s abstraktními oddělovači
Klávesa čtvrté úrovně s čárkou
Klávesa čtvrté úrovně s tečkou
Klávesa čtvrté úrovně s tečkou, pouze Latin-9
Klávesa čtvrté úrovně se znakem momajjez
Francouzské
Francouzské (AZERTY)
Francouzské (AZERTY, AFNOR)
Francouzské (BEPO)
Francouzské (BEPO, AFNOR)
Francouzské (BEPO, pouze Latin-9)
Francouzské (bretonština)
Francouzské (Kamerun)
Francouzské (Kanada)
Francouzské (Kanada, Dvorak)
Francouzské (Kanada, zděděné)
Francouzské (Konžská demokratická republika)
Francouzské (Dvorak)
Francouzské (Macintosh)
Francouzské (Mali, alternativní)
Francouzské (Maroko)
Francouzské (Sun Type 6/7)
Francouzské (Švýcarsko)
Francouzské (Švýcarsko, Macintosh)
Francouzské (Švýcarsko, Sun Type 6/7)
Francouzské (Švýcarsko, bez mrtvých kláves)
Francouzské (Togo)
Francouzské (USA s mrtvými klávesami, alternativní)
Francouzské (USA)
Francouzské (USA, AZERTY)
Francouzské (alternativní)
Francouzské (alternativní, pouze Latin-9)
Francouzské (alternativní, bez mrtvých kláves Sun)
Francouzské (zděděné, alternativní)
Francouzské (zděděné, alternativní, bez mrtvých kláves)
Francouzské (bez mrtvých kláves)
Frulanské (Itálie)
Notebook Fujitsu-Siemens Amilo
GA
Obecné PC 101klávesové
Obecné PC 102klávesové
Obecné PC 104klávesové
Obecné PC 104klávesové s klávesou Enter ve tvaru L
Obecné PC 105klávesové
Obecné PC 89klávesové
Genius Comfy KB-16M / Multimedia KWD-910
Gruzínské
Gruzínské (Francie, AZERTY Tskapo)
Gruzínské (Itálie)
Gruzínské (MESS)
Gruzínské (ergonomické)
Německé
Německé (Aus der Neo-Welt)
Německé (Rakousko)
Německé (Rakousko, Macintosh)
Německé (Rakousko, bez mrtvých kláves)
Německé (Bone)
Německé (Bone, výchozí řada s ostrým S)
Německé (Dvorak)
Německé (E1)
Německé (E3)
Německé (KOY)
Německé (ladinské)
Německé (Macintosh)
Německé (Macintosh, bez mrtvých kláves)
Německé (Neo 2)
Německé (Neo, QWERTY)
Německé (Neo, QWERTZ)
Německé (QWERTY)
Německé (Sun Type 6/7)
Německé (Švýcarsko)
Německé (Švýcarsko, Macintosh)
Německé (Švýcarsko, Sun Type 6/7)
Německé (Švýcarsko, zděděné)
Německé (Švýcarsko, bez mrtvých kláves Sun)
Německé (T3)
Německé (USA)
Německé (mrtvá čárka)
Německé (mrtvá opačná čárka - gravis)
Německé (mrtvá vlnka)
Německé (bez mrtvých kláves)
Německé (s maďarskými písmeny, bez mrtvých kláves)
Německé, švédské a finské (USA)
Řecké (Colemak)
Řecké (Sun Type 6/7)
Řecké (rozšířené)
Řecké (bez mrtvých kláves)
Řecké (polytónické)
Řecké (jednoduché)
Gudžarátské
Znaky chan-jü pchin-jin (s mrtvými klávesami AltGr)
Happy Hacking pro Mac
Hauské (Ghana)
Hauské (Nigérie)
Havajské
Hebrejské (biblické, fonetický SIL)
Hebrejské (biblické, Tiro)
Hebrejské (lyx)
Hebrejské (fonetické)
Notebook Hewlett-Packard Mini 110
Hexadecimální
Hindské (Bolnagri)
Hindské (KaGaPa, fonetické)
Hindské (Wx)
Maďarské
Maďarské (QWERTY)
Maďarské (QWERTY, 101klávesové, s čárkou a mrtvými klávesami)
Maďarské (QWERTY, 101klávesové, s čárkou, bez mrtvých kláves)
Maďarské (QWERTY, 101klávesové, s tečkou a mrtvými klávesami)
Maďarské (QWERTY, 101klávesové, s tečkou, bez mrtvých kláves)
Maďarské (QWERTY, 102klávesové, s čárkou a mrtvými klávesami)
Maďarské (QWERTY, 102klávesové, s čárkou, bez mrtvých kláves)
Maďarské (QWERTY, 102klávesové, s tečkou a mrtvými klávesami)
Maďarské (QWERTY, 102klávesové, s tečkou, bez mrtvých kláves)
Maďarské (QWERTZ, 101klávesové, s čárkou a mrtvými klávesami)
Maďarské (QWERTZ, 101klávesové, s čárkou, bez mrtvých kláves)
Maďarské (QWERTZ, 101klávesové, s tečkou a mrtvými klávesami)
Maďarské (QWERTZ, 101klávesové, s tečkou, bez mrtvých kláves)
Maďarské (QWERTZ, 102klávesové, s čárkou a mrtvými klávesami)
Maďarské (QWERTZ, 102klávesové, s čárkou, bez mrtvých kláves)
Maďarské (QWERTZ, 102klávesové, s tečkou a mrtvými klávesami)
Maďarské (QWERTZ, 102klávesové, s tečkou, bez mrtvých kláves)
Maďarské (bez mrtvých kláves)
Maďarské (standardní)
Hyper je přiřazena ke klávesám Win
Islandské
Islandské (Dvorak)
Islandské (Macintosh)
Islandské (Macintosh, zděděné)
Indické
Indická IPA
Indonéské (arabský pegon, rozšířené, fonetické)
Indonéské (arabský pegon, fonetické)
Indonéské (javánské)
Indonéské (latinka)
Mezinárodní fonetická abeceda
Mezinárodní fonetická abeceda (QWERTY)
Inuktitutské
Irácké
Irské
Irské (UnicodeExpert)
Italské
Italské (Dvorak)
Italské (IBM 142)
Italské (ladinské)
Italské (Macintosh)
Italské (Sun Type 6/7)
Italské (USA)
Italské (Windows)
Italské (mezinárodní, s mrtvými klávesami)
Italské (bez mrtvých kláves)
Japonské
Japonské (Dvorak)
Japonské (kana 86)
Japonské (kana)
Japonské (Macintosh)
Japonské (OADG 109A)
Japonské (Sun Type 6)
Japonské (Sun Type 7, kompatibilní s PC)
Japonské (Sun Type 7, kompatibilní se Sun)
Volby japonské klávesnice
Kabylské (AZERTY, s mrtvými klávesami)
Kabylské (QWERTY, Británie, s mrtvými klávesami)
Kabylské (QWERTY, USA, s mrtvými klávesami)
Kalmycké
Klávesa Kana Lock uzamyká
Kannadské (KaGaPa, fonetické)
Kašubské
Kazašské
Kazašské (latinka)
Kazašské (rozšířené)
Kazašské (s ruštinou)
Pořadí kláves zabíjející server X
Klávesa umožňující výběr 5. úrovně
Klávesa vybírající 2. úroveň
Klávesa vybírající 3. úroveň
Khmérština (Kambodža)
Kikujské
Korejské
Korejské (kompatibilní se 101/104klávesovou klávesnicí)
Korejské (Sun Type 6/7)
Korejský hangul/klávesy handža
Kurdské (Írán, arabsko-latinské)
Kurdské (Írán, F)
Kurdské (Írán, latinské Alt-Q)
Kurdské (Írán, latinské Q)
Kurdské (Irák, arabsko-latinské)
Kurdské (Irák, F)
Kurdské (Irák, latinské Alt-Q)
Kurdské (Irák, latinské Q)
Kurdské (Sýrie, F)
Kurdské (Sýrie, latinské Alt-Q)
Kurdské (Sýrie, latinské Q)
Kurdské (Turecko, F)
Kurdské (Turecko, latinské Alt-Q)
Kurdské (Turecko, latinské Q)
Kutenajské
Kyrgyzské
Kyrgyzské (fonetické)
Laoské (STEA)
Lotyšské
Lotyšské (Colemak)
Lotyšské (Colemak s apostrofem)
Lotyšské (Dvorak)
Lotyšské (Dvorak s Y)
Lotyšské (Dvorak s mínus)
Lotyšské (F)
Lotyšské (Sun Type 6/7)
Lotyšské (přizpůsobené)
Lotyšské (s apostrofem)
Lotyšské (s apostrofem a mrtvými uvozovkami)
Lotyšské (ergonomické, ŪGJRMV)
Lotyšské (moderní)
Lotyšské (programátorské Dvorak)
Lotyšské (programátorské Dvorak s Y)
Lotyšské (programátorské Dvorak s mínus)
Lotyšské (s vlnovkou)
Rozložení numerické klávesnice
Levá klávesa Alt
Levá klávesa Alt (při stisknutí)
Levý Alt jako Ctrl, levý Ctrl jako Win, levý Win jako Alt
Levý Alt je prohozen s levou klávesou Win
Levý Alt + levý Shift
Levá klávesa Ctrl
Levý Ctrl jako Meta
Levá klávesa Ctrl na první rozložení, pravá klávesa Ctrl na poslední rozložení
Levá klávesa Ctrl + levá klávesa Shift
Levý Ctrl + levá klávesa Win
Levý Ctrl + Levý Win na první rozložení, pravý Ctrl + Menu na druhém rozložení
Levá klávesa Shift
Levá klávesa Win
Levá klávesa Win (při stisknutí)
Levá klávesa Win vybírá 5. úroveň a jednorázově uzamyká při stisknutí společně s jinou výběrovou klávesou pro 5. úroveň
Levá klávesa Win na první rozložení, pravá klávesa Win/Menu na poslední rozložení
Zděděné
Zděděná Wang 724
Zděděná klávesa s čárkou
Zděděná klávesa s tečkou
Litevské
Litevské (Dvorak)
Litevské (IBM LST 1205-92)
Litevské (LEKP)
Litevské (LEKPa)
Litevské (Ratìsė)
Litevské (Sun Type 6/7)
Litevské (USA)
Litevské (standardní)
Logitech Cordless Desktop (alternativní)
Logitech Cordless Desktop Pro (2. alternativní)
Přídavné klávesy Logitech G15 pomocí G15daemon
Dolnolužické
Dolnolužické (QWERTZ)
MacBook / MacBook Pro (mez.)
Makedonské
Makedonské (bez mrtvých kláves)
Macintosh staré
Vytvořit z klávesy Caps Lock další Backspace
Vytvořit z klávesy Caps Lock další Ctrl
Vytvořit z klávesy Caps Lock další Esc
Vytvořit ze samostatné klávesy Caps Lock další Esc, ale Shift + Caps lock se chová jako běžný Caps Lock
Vytvořit z klávesy Caps Lock další Hyper
Vytvořit z klávesy Caps Lock další klávesu Menu
Vytvořit z klávesy Caps Lock další Num Lock
Vytvořit z klávesy Caps Lock další Super
Vytvoří z klávesy Zenkaku/Hankaku další Esc
Vytvoří z pravé klávesy Alt klávesu Hangulu
Vytvoří z pravé klávesy Alt klávesu Hanča
Vytvoří z pravé klávesy Ctrl klávesu Hangulu
Vytvoří z pravé klávesy Ctrl klávesu Hanča
Malajské (Jawi, arabská klávesnice)
Malajské (Jawi, fonetické)
Malajálamské (Lalitha)
Malajálamské (rozšířený InScript se znakem rupie)
Maltézské
Maltské (britské s přebitími AltGr)
Maltézské (USA)
Maltské (USA, s přebitími AltGr)
Manipurské (Eeyek)
Maorské
Maráthské (KaGaPa, fonetické)
Maráthské (rozšířený InScript)
Marijské
Klávesa Menu (při stisknutí), Shift+Menu pro Menu
Menu jako pravý Ctrl
Menu vybírá 5. úroveň
Menu je přiřazeno ke klávesám Win
Meta je přiřazena k levé klávese Win
Meta je přiřazena ke klávesám Win
Microsoft Internet Pro (švédské)
Microsoft Natural Pro USB / Internet Pro
Microsoft Natural Pro / Internet Pro
Módí (fonetické KaGaPa)
Moldavské
Moldavské (Gagauzské)
Monské
Monské (A1)
Mongolské (bičig)
Mongolské (galik)
Mongolské (mandžuský galik)
Mongolské (mandžuština)
Mongolské (todo galik)
Mongolské (todo)
Mongolské (xibe)
Černohorské
Černohorské (cyrilice)
Černohorské (cyrilice, prohozené З a Ж)
Černohorské (cyrilice s francouzskými uvozovkami)
Černohorské (latinka, QWERTY)
Černohorské (latinka, Unicode)
Černohorské (latinka, Unicode, QWERTY)
Černohorské (latinské s francouzskými uvozovkami)
Vícejazyčné (Kanada, Sun Type 6/7)
N'ko (AZERTY)
Backspace typu NICOLA-F
Nepálské
Na druhé úrovni znak nedělitelné mezery
Na třetí úrovni znak nedělitelné mezery
Na třetí úrovni znak nedělitelné mezery, nic na úrovni čtvrté
Na třetí úrovni znak nedělitelné mezery, tenká nedělitelná mezera na čtvrté úrovni
Na čtvrté úrovni znak nedělitelné mezery
Na čtvrté úrovni znak nedělitelné mezery, tenká nedělitelná mezera na šesté úrovni
Na čtvrté úrovni znak nedělitelné mezery, tenká nedělitelná mezera na šesté úrovni (přes Ctrl+Shift)
Znak nedělitelné mezery
Severosámské (Finsko)
Severosámské (Norsko)
Severosámské (Norsko, bez mrtvých kláves)
Severosámské (Švédsko)
Norské
Norské (Colemak)
Norské (Dvorak)
Norské (Macintosh)
Norské (Macintosh, bez mrtvých kláves)
Norské (Sun Type 6/7)
Norské (Windows)
Norské (bez mrtvých kláves)
Zapnutý Num Lock: číslice, Shift přepíná na šipky. Vypnutý Num Lock: šipky (jako ve Windows)
Číselná klávesa 4 při samostatném stisknutí
Číselná klávesa 9 při samostatném stisknutí
Chování klávesy Delete na numerické klávesnici
Numerická klávesnice vždy vrací číslice (jako v macOS)
Okcitánské
Ogam
Ogam (IS434)
Ol čiki
Staromaďarské
Staromaďarské (se slitky)
Kompatibilita se kódy kláves starého Solarisu
Staroturecké
Staroturecké (F)
Urijské (Bolnagri)
Urijské (Wx)
Ortek Multimedia / Internet MCK-800
Osetské (Gruzie)
Osetské (Windows)
Osetské (zděděné)
Osmanské (F)
Osmanské (Q)
Panonsko-rusínské
Umístění závorek
Paštunské
Paštunské (Afghánistán, OLPC)
Pause (Pauza)
Perské
Perské (s perskou numerickou klávesnicí)
Styl telefonu a bankomatu
Polské
Polské (Britská klávesnice)
Polské (Colemak)
Polské (Colemak-DH)
Polské (Dvorak)
Polské (Dvorak, s polskými uvozovky na klávese 1)
Polské (Dvorak, s polskými uvozovkami na klávese uvozovky)
Polské (Německo, bez mrtvých kláves)
Polské (hlaholice)
Polské (QWERTZ)
Polské (Sun Type 6/7)
Polské (mezinárodní, s mrtvými klávesami)
Polské (levoruké)
Polské (zděděné)
Polské (programátorské Dvorak)
Portugalské
Portugalské (Brazílie)
Portugalské (Brazílie, Dvorak)
Portugalské (Brazílie, ThinkPad od IBM/Lenova)
Portugalské (Brazílie, nativo pro americké klávesnice)
Portugalské (Brazílie, nativo)
Portugalské (Brazílie, Sun Type 6/7)
Portugalské (Brazílie, s mrtvými klávesami)
Portugalské (Colemak)
Portugalské (Macintosh)
Portugalské (Macintosh, bez mrtvých kláves)
Portugalské (nativo pro americké klávesnice)
Portugalské (nativo)
Portugalské (Sun Type 6/7)
Portugalské (bez mrtvých kláves)
Umístění klávesy Compose
Paňdžábské (Gurmukhi Jhelum)
Paňdžábské (Gurmukhi)
Pravá klávesa Alt
Pravá klávesa Alt (při stisknutí)
Pravý Alt vybírá 5. úroveň
Pravý Alt vybírá 5. úroveň a jednorázově uzamyká při stisknutí společně s jinou výběrovou klávesou pro 5. úroveň
Pravý Alt nikdy nevybírá 3. úroveň
Pravý Alt; Shift a pravý Alt je Compose
Pravá klávesa Ctrl
Pravá klávesa Ctrl (při stisknutí)
Pravá klávesa Ctrl funguje jako pravá klávesa Alt
Pravá klávesa Ctrl + pravá klávesa Shift
Pravá klávesa Shift
Pravá klávesa Win
Pravá klávesa Win (při stisknutí)
Pravá klávesa Win vybírá 5. úroveň a jednorázově uzamyká při stisknutí společně s jinou výběrovou klávesou pro 5. úroveň
Rumunské
Rumunské (Německo)
Rumunské (Německo, bez mrtvých kláves)
Rumunské (Sun Type 6/7)
Rumunské (Windows)
Rumunské (ergonomická Touchtype)
Rumunské (standardní)
Rupie na 4
Ruské
Ruské (Bělorusko)
Ruské (české, fonetické)
Ruské (DOS)
Ruské (GOST 14289-88)
Ruské (GOST 6431-75)
Ruské (Gruzie)
Ruské (Německo, fonetické)
Ruské (Německo, doporučené)
Ruské (Německo, přepis)
Ruské (Kazachstán, s kazaštinou)
Ruské (Macintosh)
Ruské (Polsko, fonetické Dvorak)
Ruské (vícejazyčné a reakcionářské)
Ruské (Rulemak, fonetický Colemak)
Ruské (Sun Type 6/7)
Ruské (Švédsko, fonetické)
Ruské (Švédsko, fonetické, bez mrtvých kláves)
Ruské (USA, fonetické)
Ruské (Ukrajina, standardní RSTU)
Ruské (zděděné)
Ruské (fonetický Macintosh)
Ruské (fonetické)
Ruské (fonetické, AZERTY)
Ruské (fonetické, Dvorak)
Ruské (fonetické, francouzské)
Ruské (fonetické, Windows)
Ruské (fonetické, YAZHERTY)
Ruské (psací stroj)
Ruské (psací stroj, zděděné)
Ruské (s americkou interpunkcí)
Ruské (s ukrajinsko-běloruským rozložením)
Saisiyatské (Tchaj-wan)
Žemaitské
Sanskrtské (KaGaPa, fonetické)
Znaky sanskrtu
Skotskogaelské
Secwepemctsinské
Středník na třetí úrovni
Srbské
Srbské (cyrilice, prohozené З a Ж)
Srbské (cyrilice s francouzskými uvozovkami)
Srbské (latinka)
Srbské (latinka, QWERTY)
Srbské (latinka, Unicode)
Srbské (latinka, Unicode, QWERTY)
Srbské (latinka s francouzskými uvozovkami)
Srbské (Rusko)
Srbské (místo mrtvých kláves kombinovaná diakritika)
Srbochorvatské (USA)
Šanské
Šanské (Zawgyi Tai)
Shift + Num Lock zapne PointerKeys (ovládání ukazatele)
Shift ruší Caps Lock
Shift neruší Num Lock, namísto toho vybírá 3. úroveň
Sicilské
Sicilské (americká klávesnice)
Slezské
Sindhské
Sinhálské (USA)
Sinhálské (fonetické)
Slovenské
Slovenské (rozložení ACC, pouze znaky s diakritikou)
Slovenské (QWERTY)
Slovenské (QWERTY, prodloužená klávesa zpětného lomítka)
Slovenské (Sun Type 6/7)
Slovenské (prodloužená klávesa zpětného lomítka)
Slovinské
Slovinské (USA)
Slovinské (s francouzskými uvozovkami)
Španělské
Španělské (Dvorak)
Španělské (latinskoamerické)
Španělské (latinskoamerické, Colemak pro hraní)
Španělské (latinskoamerické, Colemak)
Španělské (latinskoamerické, Dvorak)
Španělské (latinskoamerické, s mrtvou klávesu vlnovky)
Španělské (latinskoamerické, bez mrtvých kláves)
Španělské (Macintosh)
Španělské (Sun Type 6/7)
Španělské (Windows)
Španělské (s mrtvou klávesu vlnovky)
Španělské (bez mrtvých kláves)
Speciální klávesy (Ctrl+Alt+&lt;klávesa&gt;) zpracovány v serveru
Sun Type 6 (japonské)
Sun Type 6 USB (japonské)
Sun Type 6 USB (unixové)
Sun Type 6/7 USB (evropské)
Sun Type 7 USB (evropské)
Sun Type 7 USB (japonské) / japonská 106klávesová
Sun Type 7 USB (unixové)
Kompatibilita se Sun Key
Svahilské (Keňa)
Svahilské (Tanzanie)
Zaměnit Ctrl a Caps Lock
Zaměnit Esc a Caps Lock
Zaměnit levou klávesu Alt s levou klávesou Ctrl
Zaměnit levou klávesu Win s levou klávesou Ctrl
Zaměnit pravou klávesu Win s pravou klávesou Ctrl
Zaměnit s hranatými závorkami
Švédské
Švédské (Dvorak A5)
Švédské (Dvorak)
Švédské (Dvorak, mezinárodní)
Švédské (Macintosh)
Švédské (Sun Type 6/7)
Švédské (Svdvorak)
Švédské (USA)
Švédské (bez mrtvých kláves)
Švédský znakový jazyk
Přepínající do jiného rozložení
Tablet Symplon PaceBook
Syrské (fonetické)
Tchajwanské
Tchajwanské (domorodé)
Tádžické
Tádžické (zděděné)
Tamilské (InScript)
Tamilské (Šrí Lanka, TamilNet 99)
Tamilské (Šrí Lanka, TamilNet 99, kódování TAB)
Tamilské (TamilNet 99 s tamilskými číslicemi)
Tamilské (TamilNet 99)
Tamilské (TamilNet 99, kódování TAB)
Tamilské (TamilNet 99, kódování TSCII)
Tarifitské
Tatarské
Telugské (KaGaPa, fonetické)
Telugské (Sarala)
Thajské (Pattachote)
Thajské (TIS-820.2538)
Klávesa „&lt; &gt;“
Klávesa „&lt; &gt;“ vybírá 5. úroveň
Klávesa „&lt; &gt;“ vybírá 5. úroveň a jednorázově uzamyká při stisknutí společně s jinou výběrovou klávesou pro 5. úroveň
Klávesa „&lt; &gt;“ jednorázově uzamyká při stisknutí společně s jinou výběrovou klávesou pro 3. úroveň
Tibetské (s číslicemi ASCII)
Nalevo od „A“
Setswana
Turecké
Turecké (Alt-Q)
Turecké (F)
Turecké (Německo)
Turecké (Sun Type 6/7)
Turecké (Turecko, latinské Q, prohozené i a ı)
Turecké (mezinárodní, bez mrtvých kláves)
Turkménské
Turkménské (Alt-Q)
TypeMatrix EZ-Reach 2030 USB (režim 102/105:EU)
TypeMatrix EZ-Reach 2030 USB (režim 106:JP)
Udmurtské
Ugaritské namísto arabského
Ukrajinské
Ukrajinské (Sun Type 6/7)
Ukrajinské (Windows)
Ukrajinské (stejně znějící)
Ukrajinské (zděděné)
Ukrajinské (macOS)
Ukrajinské (fonetické)
Ukrajinské (standardní RSTU)
Ukrajinské (psací stroj)
Unikódové šipky a matematické operátory
Unikódové šipky a matematické operátory na výchozí úrovni
Urdské (Navees)
Urdské (Pákistán)
Urdské (Pákistán, CRULP)
Urdské (Pákistán, NLA)
Urdské (Pákistán, Navees)
Urdské (Windows)
Urdské (alternativní fonetické)
Urdské (fonetické)
Použít LED klávesnice k zobrazení modifikátorů
Použít LED klávesnice k zobrazení alternativního rozložení
Na jakékoliv úrovni znak běžné mezery
Ujgurské
Uzbecké
Uzbecké (Afghánistán)
Uzbecké (Afghánistán, OLPC)
Uzbecké (latinka)
Vietnamské
Vietnamské (AÐERTY)
Vietnamské (francouzské)
Vietnamské (QĐERTY)
Vietnamské (USA)
Numerická klávesnice Wang 724 s unikódovými šipkami a matematickými operátory
Numerická klávesnice Wang 724 s unikódovými šipkami a matematickými operátory na výchozí úrovni
Win je přiřazena ke klávese PrtSc a obvyklým klávesám Win
Klávesa Win + Mezerník
jakutské
Jorubské
Na druhé úrovni znak nespojovače nulové šířky
Na druhé úrovni znak nespojovače nulové šířky, nedělitelná mezera na třetí úrovni
Na druhé úrovni znak nespojovače nulové šířky, na třetí úrovni nedělitelná mezera, nic na úrovni čtvrté
Na druhé úrovni znak nespojovače nulové šířky, nedělitelná mezera na třetí úrovni, tenká nedělitelná mezera na úrovni čtvrté
Na druhé úrovni znak nespojovače nulové šířky, nedělitelná mezera na třetí úrovni, spojovač nulové šířky na úrovni čtvrté
Na druhé úrovni znak nespojovače nulové šířky, znak spojovače nulové šířky na úrovni třetí
Na druhé úrovni znak nespojovače nulové šířky, znak spojovače nulové šířky na třetí úrovni, nedělitelná mezera na čtvrté úrovni
Na třetí úrovni znak nespojovače nulové šířky, znak spojovače nulové šířky na úrovni čtvrté
apIII
vlastní
Notebook eMachines m6800
--delta[=VOLBY] Filtr Delta; platné VOLBY (platné hodnoty; výchozí): dist=POČ vzdálenost mezi bajty, které jsou odečítány jeden od druhého (1 – 256; 1)
Základní přepínače pro formát souboru a komprimaci:
Vlastní omezující filtr pro komprimaci (alternativa k použití přednastavených):
Modifikátory operací:
Ostatní přepínače:
Pokud SOUBOR není zadán nebo pokud je -, bude se číst ze standardního vstupu.
--info-memory zobrazit celkové množství paměti RAM a současné aktivní omezení použitelné paměti a skončit
--no-adjust pokud nastavení komprimace přesáhne omezení použitelné paměti, předat chybu namísto snížení nastavení
--no-sparse nevytvářet při dekomprimaci soubory řídkých matic -S, --suffix=.PRIP použít u komprimovaných souborů příponu „.PRIP“ --files[=SOUBOR] číst názvy souborů, které se mají zpracovat, ze SOUBORu; pokud není SOUBOR zadán, čte se ze standardního vstupu; názvy souborů musí být zakončeny znakem nového řádku --files0[=SOUBOR] stejné jako --files, ale použít k zakončování nulový znak
--robot použít strojově analyzovatelné zprávy (užitečné pro skripty)
-0 .. -9 přednastavení komprimace; výchozí je 6; než použijete hodnoty 7 – 9, vezměte do úvahy množství použité paměti
-Q, --no-warn způsobí, že varování neovlivní stav ukončení
-V, --version zobrazit číslo verze a skončit
-e, --extreme zkusit zlepšit poměr komprimace využitím více času procesoru; nemá vliv na paměťové nároky dekomprimace
-h, --help zobrazit krátkou nápovědu (vypíše jen základní přepínače) -H, --long-help zobrazit tuto úplnou nápovědu a skončit
-h, --help zobrazit tuto zkrácenou nápovědu a skončit -H, --long-help zobrazit úplnou nápovědu (vypíše i pokročilé přepínače)
-k, --keep zachovat (nemazat) vstupní soubory -f, --force vynutit přepis výstupního souboru a de/komprimovat odkazy -c, --stdout zapisovat na standardní výstup a nemazat vstupní soubory
-q, --quiet potlačit varování; zadáním dvakrát, potlačíte i chyby -v, --verbose podrobnější zprávy; zadáním dvakrát, budou ještě podrobnější
-z, --compress provést komprimaci -d, --decompress provést dekomprimaci -t, --test testovat integritu komprimovaného souboru -l, --list vypsat informace o souborech .xz
Je vyžadováno %s MiB paměti. Limit je %s.
%s soubor
%s soubory
%s: Nelze odstranit: %s
%s: Nelze nastavit skupinu souboru: %s
%s: Nelze nastavit vlastníka souboru: %s
%s: Nelze nastavit oprávnění souboru: %s
%s: Selhalo zavření souboru: %s
%s: Chyba při čtení názvů souborů: %s
%s: Chyba při posunu v rámci souboru: %s
%s: Soubor již má příponu „%s“, vynechává se
%s: Soubor má nastavený bit setuid nebo setgid, vynechává se
%s: Soubor má nastavený bit sticky, vynechává se
%s: Soubor je prázdný
%s: Vypadá to, že soubor byl přesunut, proto nebude odstraněn
%s: Název souboru má neznámou příponu, vynechává se
%s: Omezující filtr: %s
%s: Vstupní soubor má více než jeden pevný odkaz, vynechává se
%s: Neplatná přípona názvu souboru
%s: Neplatná jednotka s předponou
%s: Neplatný název volby
%s: Neplatná hodnota volby
%s: Jedná se o složku, vynechává se
%s: Jedná se o symbolický odkaz, vynechává se
%s: Nejedná se o běžný soubor, vynechává se
%s: Byl nalezen nulový znak při čtení názvů souborů; nechtěli jste náhodou použít „--files0“ místo „--files“?
%s: Volby musí být páry „název=hodnota“ oddělené čárkami
%s: Chyba čtení: %s
%s: Selhalo nastavení pozice při pokusu o vytvoření souboru řídké matice: %s
%s: Je příliš malý na to, aby to mohl být platný soubor .xz
%s: Neočekávaný konec souboru
%s: Neočekávaný konec vstupu při čtení názvů souborů
%s: Neznámý typ formátu souboru
%s: Neznámý typ kontroly integrity
%s: Hodnota není nezáporné desítkové číslo
%s: S přepínačem --format=raw je vyžadován --sufix=.PRIP, vyjma zápisu do standardního výstupu
%s: Chyba zápisu: %s
--list nepodporuje čtení ze standardního vstupu
--list pracuje pouze se soubory .xz (--format=xz nebo --format=auto)
Přizpůsobit velikost slovníku LZMA%c z %s MiB na %s MiB, tak aby nebylo překročeno omezení použitelné paměti %s MiB
Nelze ustanovit ovladač signálu
Ze standardního vstupu nelze číst data, když se ze standardního vstupu načítají názvy souborů
Z terminálu nelze číst komprimovaná data
Do terminálu nelze zapisovat komprimovaná data
Komprimovaná data jsou poškozená
Komprimace a dekomprimace s přepínačem --robot není zatím podporovaná.
Dekomprimace bude vyžadovat %s MiB paměti.
Prázdný název souboru, vynechává se
Chyba při obnovení příznaku O_APPEND na standardní výstup: %s
Formát souboru nebyl rozpoznán
Interní chyba
LZMA1 nelze použít s formátem .xz
Povinné argumenty pro dlouhé přepínače jsou povinné rovněž pro krátké přepínače.
Maximální počet filtrů je čtyři
Omezení použitelné paměti je příliš malé pro dané nastavení filtru.
Dosaženo omezení použitelné paměti
Žádná kontrola integrity; integrita souboru se nebude ověřovat
žádná
Spolu s přepínači „--files“ nebo „--files0“ může být zadán pouze jeden soubor
Chyby hlaste na <%s> (v angličtině nebo finštině).
Proud Bloky Komprim Nekomprim Poměr Kontrl Název souboru
Formát .lzma podporuje pouze filtr LZMA1
Proměnná prostředí %s obsahuje příliš mnoho argumentů
Přesné volby u přednastavení se mohou lišit mezi různými verzemi softwaru.
Součet lc a lp nesmí překročit hodnotu 4
Celkem:
Zkuste „%s --help“ pro více informací
Neočekávaný konec vstupu
neznámá-11
neznámá-12
neznámá-13
neznámá-14
neznámá-15
neznámá-2
neznámá-3
neznámá-5
neznámá-6
neznámá-7
neznámá-8
neznámá-9
Nepodporované přednastavení LZMA1/LZMA2: %s
Nepodporovaný omezující filtr nebo volby filtru
Nepodporovaná volba
Nepodporovaný typ kontroly integrity; integrita souboru se nebude ověřovat
Použití: %s [PŘEPÍNAČ]... [SOUBOR]... Komprimuje nebo dekomprimuje SOUBORy ve formátu xz.
Použití přednastavení v režimu raw je nevhodné.
Platné jednotky s předponami jsou „KiB“ (2^10 B), „MiB“ (2^20 B) a „GiB“ (2^30 B).
Zápis do standardního výstupu selhal
