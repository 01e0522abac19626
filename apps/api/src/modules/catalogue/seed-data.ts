import { supportedLanguages } from '@careshop/i18n';
import type { Translations } from './schema.js';

/** The catalogue is written in every interface language (i18n's one list, decision 156). */
export const catalogueLanguages = supportedLanguages;

type Lang = (typeof catalogueLanguages)[number];
type Words = Record<Lang, string>;
/** A name and a description (what it is, its size or pack, its use in practice) per language. */
type Copy = Record<Lang, readonly [name: string, description: string]>;

/** A seeded category: its key (PKG holds the bundles, SPEC 4 Shop rules), names and descriptions. */
export interface SeedCategory {
  key: string;
  names: Words;
  descriptions: Words;
}

export const seedCategories: SeedCategory[] = [
  {
    key: 'breastfeeding',
    names: {
      fr: 'Allaitement',
      es: 'Lactancia',
      nl: 'Borstvoeding',
      en: 'Breastfeeding',
      de: 'Stillen',
      it: 'Allattamento',
    },
    descriptions: {
      fr: 'Tire-lait, coussinets, soins des mamelons et conservation du lait pour accompagner les mères de la première tétée à la reprise du travail.',
      es: 'Sacaleches, discos, cuidado del pezón y conservación de la leche para acompañar a las madres desde la primera toma hasta la vuelta al trabajo.',
      nl: 'Borstkolven, zoogkompressen, tepelverzorging en het bewaren van moedermelk: steun voor moeders van de eerste voeding tot de terugkeer naar het werk.',
      en: 'Breast pumps, pads, nipple care and milk storage to support mothers from the first feed to their return to work.',
      de: 'Milchpumpen, Stilleinlagen, Brustwarzenpflege und Muttermilchaufbewahrung: für Mütter vom ersten Anlegen bis zum Wiedereinstieg in den Beruf.',
      it: 'Tiralatte, coppette, cura dei capezzoli e conservazione del latte per accompagnare le mamme dalla prima poppata al rientro al lavoro.',
    },
  },
  {
    key: 'bottles',
    names: {
      fr: 'Biberons',
      es: 'Biberones',
      nl: 'Zuigflessen',
      en: 'Bottles',
      de: 'Fläschchen',
      it: 'Biberon',
    },
    descriptions: {
      fr: 'Biberons, tétines et tasses sans BPA pour une alimentation au biberon exclusive, mixte ou occasionnelle.',
      es: 'Biberones, tetinas y vasos sin BPA para una alimentación con biberón exclusiva, mixta u ocasional.',
      nl: 'BPA-vrije zuigflessen, spenen en bekers voor volledige, gecombineerde of af en toe flesvoeding.',
      en: 'BPA-free bottles, teats and cups for exclusive, mixed or occasional bottle-feeding.',
      de: 'BPA-freie Flaschen, Sauger und Becher für ausschließliches, teilweises oder gelegentliches Füttern mit der Flasche.',
      it: 'Biberon, tettarelle e tazze senza BPA per un’alimentazione con il biberon esclusiva, mista od occasionale.',
    },
  },
  {
    key: 'soothers',
    names: {
      fr: 'Sucettes',
      es: 'Chupetes',
      nl: 'Fopspenen',
      en: 'Soothers',
      de: 'Schnuller',
      it: 'Succhietti',
    },
    descriptions: {
      fr: 'Sucettes orthodontiques de la naissance à 18 mois, ainsi qu’attaches, boîtes et anneaux de dentition.',
      es: 'Chupetes ortodóncicos desde el nacimiento hasta los 18 meses, además de sujetachupetes, estuches y mordedores.',
      nl: 'Orthodontische fopspenen van de geboorte tot 18 maanden, plus speenkoorden, speendoosjes en bijtringen.',
      en: 'Orthodontic soothers from birth to 18 months, plus clips, cases and teethers.',
      de: 'Kiefergerechte Schnuller von der Geburt bis 18 Monate, dazu Schnullerketten, Schnullerboxen und Beißringe.',
      it: 'Succhietti ortodontici dalla nascita ai 18 mesi, con catenelle, custodie e massaggiagengive.',
    },
  },
  {
    key: 'skin-care',
    names: {
      fr: 'Soins de la peau',
      es: 'Cuidado de la piel',
      nl: 'Huidverzorging',
      en: 'Skin care',
      de: 'Hautpflege',
      it: 'Cura della pelle',
    },
    descriptions: {
      fr: 'Des soins doux pour la peau des nouveau-nés : change, bain, massage et peaux sèches.',
      es: 'Cuidado suave para la piel del recién nacido: zona del pañal, baño, masaje y piel seca.',
      nl: 'Milde verzorging voor de huid van pasgeborenen: luierzone, badje, massage en droge huid.',
      en: 'Gentle care for newborn skin: the nappy area, bath time, massage and dry skin.',
      de: 'Sanfte Pflege für die Haut von Neugeborenen: Windelbereich, Baden, Massage und trockene Haut.',
      it: 'Cura delicata per la pelle del neonato: cambio, bagnetto, massaggio e pelle secca.',
    },
  },
  {
    key: 'sterilisers',
    names: {
      fr: 'Stérilisateurs',
      es: 'Esterilizadores',
      nl: 'Sterilisatoren',
      en: 'Sterilisers',
      de: 'Sterilisatoren',
      it: 'Sterilizzatori',
    },
    descriptions: {
      fr: 'Stérilisateurs, chauffe-biberons et accessoires de nettoyage pour des biberons et des pièces de tire-lait toujours propres.',
      es: 'Esterilizadores, calientabiberones y accesorios de limpieza para mantener higiénicos los biberones y las piezas del sacaleches.',
      nl: 'Sterilisatoren, flessenwarmers en schoonmaakaccessoires om flessen en kolfonderdelen hygiënisch te houden.',
      en: 'Sterilisers, bottle warmers and cleaning accessories that keep bottles and pump parts hygienic.',
      de: 'Sterilisatoren, Flaschenwärmer und Reinigungszubehör, damit Flaschen und Pumpenteile hygienisch bleiben.',
      it: 'Sterilizzatori, scaldabiberon e accessori per la pulizia, per mantenere igienici biberon e componenti del tiralatte.',
    },
  },
  {
    key: 'education',
    names: {
      fr: 'Documentation',
      es: 'Documentación',
      nl: 'Documentatie',
      en: 'Education material',
      de: 'Infomaterial',
      it: 'Documentazione',
    },
    descriptions: {
      fr: 'Guides, affiches et dépliants gratuits pour votre cabinet et les familles que vous accompagnez.',
      es: 'Guías, pósteres y folletos gratuitos para su consulta y las familias a las que atiende.',
      nl: 'Gratis gidsen, posters en folders voor uw praktijk en de gezinnen die u begeleidt.',
      en: 'Free guides, posters and leaflets for your practice and the families you care for.',
      de: 'Kostenlose Ratgeber, Poster und Broschüren für Ihre Praxis und die Familien, die Sie betreuen.',
      it: 'Guide, poster e opuscoli gratuiti per il tuo studio e le famiglie che segui.',
    },
  },
  {
    key: 'PKG',
    names: {
      fr: 'Coffrets',
      es: 'Packs',
      nl: 'Pakketten',
      en: 'Bundles',
      de: 'Pakete',
      it: 'Kit',
    },
    descriptions: {
      fr: 'Des coffrets prêts à l’emploi qui réunissent nos produits phares à un prix plus avantageux qu’à l’unité.',
      es: 'Packs listos que reúnen nuestros productos más vendidos a un precio mejor que por separado.',
      nl: 'Kant-en-klare pakketten met onze populairste producten, voordeliger dan los gekocht.',
      en: 'Ready-made sets of our best-selling products, at a better price than buying them separately.',
      de: 'Fertig zusammengestellte Sets aus unseren meistgefragten Produkten, günstiger als beim Einzelkauf.',
      it: 'Kit già pronti con i nostri prodotti più richiesti, a un prezzo più conveniente rispetto all’acquisto singolo.',
    },
  },
];

const productCopy: Record<string, Copy[]> = {
  breastfeeding: [
    {
      fr: [
        'Tire-lait électrique',
        'Tire-lait simple, silencieux et rechargeable, avec expression en deux phases et 8 niveaux d’aspiration ; livré avec un biberon de 150 ml et des téterelles de 24 et 27 mm. Pour les mères qui tirent leur lait régulièrement, par exemple à la reprise du travail.',
      ],
      es: [
        'Sacaleches eléctrico',
        'Sacaleches individual, silencioso y recargable, con extracción en dos fases y 8 niveles de succión; incluye un biberón de 150 ml y embudos de 24 y 27 mm. Pensado para madres que se extraen leche con regularidad, por ejemplo al volver al trabajo.',
      ],
      nl: [
        'Elektrische borstkolf',
        'Stille, oplaadbare enkele kolf met tweefasig kolven en 8 zuigstanden, geleverd met een fles van 150 ml en borstschilden van 24 en 27 mm. Voor moeders die regelmatig kolven, bijvoorbeeld als ze weer aan het werk gaan.',
      ],
      en: [
        'Electric breast pump',
        'Quiet, rechargeable single pump with two-phase expression and 8 suction levels, supplied with a 150 ml bottle and 24 mm and 27 mm breast shields. For mothers who express regularly, for example on returning to work.',
      ],
      de: [
        'Elektrische Milchpumpe',
        'Leise, aufladbare Einzelpumpe mit Zwei-Phasen-Abpumpen und 8 Saugstufen, mit 150-ml-Flasche und Brusthauben in 24 und 27 mm. Für Mütter, die regelmäßig abpumpen, etwa nach dem Wiedereinstieg in den Beruf.',
      ],
      it: [
        'Tiralatte elettrico',
        'Tiralatte singolo, silenzioso e ricaricabile, con estrazione in due fasi e 8 livelli di aspirazione; fornito con biberon da 150 ml e coppe da 24 e 27 mm. Per le mamme che estraggono il latte con regolarità, ad esempio al rientro al lavoro.',
      ],
    },
    {
      fr: [
        'Tire-lait manuel',
        'Tire-lait manuel léger, avec coussin de massage souple et poignée ergonomique, livré avec un biberon de 125 ml. Une solution simple pour tirer son lait de temps en temps ou soulager un engorgement les premiers jours.',
      ],
      es: [
        'Sacaleches manual',
        'Sacaleches manual ligero con cojín de masaje suave y asa ergonómica; incluye un biberón de 125 ml. Una opción sencilla para extracciones ocasionales o para aliviar la congestión mamaria de los primeros días.',
      ],
      nl: [
        'Handkolf',
        'Lichte handkolf met een zacht massagekussen en een ergonomische hendel, inclusief fles van 125 ml. Een eenvoudige keuze om af en toe te kolven of stuwing in de eerste dagen te verlichten.',
      ],
      en: [
        'Manual breast pump',
        'Lightweight hand pump with a soft massage cushion and an ergonomic handle, supplied with a 125 ml bottle. A simple option for occasional expressing or for relieving engorgement in the first days.',
      ],
      de: [
        'Handmilchpumpe',
        'Leichte Handpumpe mit weichem Massagekissen und ergonomischem Griff, inklusive 125-ml-Flasche. Eine einfache Lösung für gelegentliches Abpumpen oder zur Entlastung beim Milcheinschuss.',
      ],
      it: [
        'Tiralatte manuale',
        'Tiralatte manuale leggero con cuscinetto massaggiante morbido e impugnatura ergonomica, fornito con biberon da 125 ml. Una soluzione semplice per l’estrazione occasionale o per alleviare l’ingorgo mammario nei primi giorni.',
      ],
    },
    {
      fr: [
        'Coussinets d’allaitement jetables',
        'Coussinets très absorbants, emballés un par un, avec voile respirant et bande adhésive ; boîte de 60. Boîtes gratuites à remettre en maternité ou lors des visites à domicile.',
      ],
      es: [
        'Discos de lactancia desechables',
        'Discos muy absorbentes, envasados uno a uno, con capa superior transpirable y tira adhesiva; caja de 60 unidades. Cajas gratuitas para entregar en la planta de maternidad o en las visitas a domicilio.',
      ],
      nl: [
        'Zoogkompressen',
        'Zeer absorberende wegwerpkompressen, per stuk verpakt, met ademende toplaag en plakstrip; doos van 60 stuks. Gratis dozen om mee te geven op de kraamafdeling of tijdens een huisbezoek.',
      ],
      en: [
        'Disposable breast pads',
        'Highly absorbent, individually wrapped pads with a breathable top layer and an adhesive strip; box of 60. Free boxes to hand out on the maternity ward or at home visits.',
      ],
      de: [
        'Einweg-Stilleinlagen',
        'Saugstarke, einzeln verpackte Stilleinlagen mit atmungsaktiver Oberfläche und Klebestreifen; Packung mit 60 Stück. Kostenlose Packungen zum Mitgeben auf der Wochenstation oder beim Hausbesuch.',
      ],
      it: [
        'Coppette assorbilatte monouso',
        'Coppette molto assorbenti, confezionate singolarmente, con strato superficiale traspirante e striscia adesiva; scatola da 60 pezzi. Confezioni gratuite da consegnare in reparto maternità o durante le visite a domicilio.',
      ],
    },
    {
      fr: [
        'Bouts de sein',
        'Bouts de sein en silicone ultrafin, en forme de papillon pour préserver le contact peau à peau ; lot de 2 avec boîte de rangement. À utiliser temporairement, avec l’accompagnement d’un professionnel, en cas de mamelons plats ou douloureux.',
      ],
      es: [
        'Pezoneras',
        'Pezoneras de silicona ultrafinas con forma de mariposa que mantienen el contacto piel con piel; pack de 2 con estuche. Para un uso temporal, con el acompañamiento de un profesional, en caso de pezones planos o doloridos.',
      ],
      nl: [
        'Tepelhoedjes',
        'Flinterdunne siliconen tepelhoedjes in vlindervorm, zodat het huidcontact met de baby behouden blijft; set van 2 met bewaardoosje. Voor tijdelijk gebruik onder begeleiding van een zorgverlener bij platte of pijnlijke tepels.',
      ],
      en: [
        'Nipple shields',
        'Ultra-thin silicone shields with a butterfly cut-out that keeps skin contact with the baby; pack of 2 with a storage case. For short-term use, with professional support, when flat or sore nipples make latching difficult.',
      ],
      de: [
        'Brusthütchen',
        'Hauchdünne Brusthütchen aus Silikon in Schmetterlingsform, die den Hautkontakt zum Baby erhalten; 2 Stück mit Aufbewahrungsbox. Für die kurzzeitige Anwendung mit fachlicher Begleitung bei flachen oder wunden Brustwarzen.',
      ],
      it: [
        'Paracapezzoli',
        'Paracapezzoli in silicone ultrasottile a forma di farfalla, per mantenere il contatto pelle a pelle; confezione da 2 con custodia. Da usare per brevi periodi, con il supporto di un professionista, in caso di capezzoli piatti o doloranti.',
      ],
    },
    {
      fr: [
        'Sachets de conservation du lait',
        'Sachets de 180 ml pré-stérilisés, avec double fermeture zip, zone d’inscription et fond stable ; boîte de 25. Pour conserver le lait maternel tiré au réfrigérateur ou au congélateur.',
      ],
      es: [
        'Bolsas para leche materna',
        'Bolsas preesterilizadas de 180 ml con doble cierre zip, zona para anotar y base estable; caja de 25 unidades. Para conservar la leche extraída en el frigorífico o el congelador.',
      ],
      nl: [
        'Bewaarzakjes voor moedermelk',
        'Voorgesteriliseerde zakjes van 180 ml met dubbele ritssluiting, beschrijfbaar etiket en stabiele bodem; doos van 25 stuks. Om gekolfde melk in de koelkast of vriezer te bewaren.',
      ],
      en: [
        'Breast milk storage bags',
        'Pre-sterilised 180 ml bags with a double zip seal, a write-on label and a stand-up base; box of 25. For keeping expressed milk in the fridge or freezer.',
      ],
      de: [
        'Muttermilchbeutel',
        'Vorsterilisierte Beutel mit 180 ml, doppeltem Zipverschluss, Beschriftungsfeld und Standboden; Packung mit 25 Stück. Zum Aufbewahren abgepumpter Milch im Kühlschrank oder Gefrierfach.',
      ],
      it: [
        'Sacche per latte materno',
        'Sacche presterilizzate da 180 ml con doppia chiusura zip, spazio per annotazioni e fondo stabile; confezione da 25. Per conservare il latte estratto in frigorifero o in congelatore.',
      ],
    },
    {
      fr: [
        'Crème à la lanoline pour mamelons',
        'Lanoline ultra-purifiée de qualité médicale, tube de 40 ml, sans parfum ni conservateur. Apaise et protège les mamelons douloureux ou crevassés ; inutile de l’essuyer avant la tétée.',
      ],
      es: [
        'Crema de lanolina para pezones',
        'Lanolina ultrapurificada de grado médico, tubo de 40 ml, sin perfume ni conservantes. Calma y protege los pezones doloridos o agrietados; no es necesario retirarla antes de la toma.',
      ],
      nl: [
        'Tepelcrème met lanoline',
        'Hoogzuivere medische lanoline, tube van 40 ml, zonder parfum en conserveermiddelen. Verzacht en beschermt pijnlijke tepels of tepelkloven en hoeft voor de voeding niet te worden verwijderd.',
      ],
      en: [
        'Lanolin nipple cream',
        'Ultra-pure, medical-grade lanolin in a 40 ml tube, free from fragrance and preservatives. Soothes and protects sore or cracked nipples and need not be wiped off before a feed.',
      ],
      de: [
        'Lanolin-Brustwarzencreme',
        'Hochgereinigtes medizinisches Lanolin, Tube mit 40 ml, ohne Duft- und Konservierungsstoffe. Beruhigt und schützt wunde oder rissige Brustwarzen und muss vor dem Stillen nicht entfernt werden.',
      ],
      it: [
        'Crema alla lanolina per capezzoli',
        'Lanolina ultrapurificata di grado medicale, tubo da 40 ml, senza profumo né conservanti. Lenisce e protegge i capezzoli doloranti o screpolati; non occorre rimuoverla prima della poppata.',
      ],
    },
    {
      fr: [
        'Coquilles recueil-lait',
        'Lot de 2 coquilles à dos souple et trous d’aération, portées dans le soutien-gorge pour recueillir les fuites de lait et protéger les mamelons sensibles des frottements. Le lait recueilli ne doit pas être donné au bébé.',
      ],
      es: [
        'Conchas recolectoras de leche',
        'Juego de 2 conchas con base blanda y orificios de ventilación que se llevan dentro del sujetador para recoger las pérdidas de leche y proteger los pezones sensibles del roce. La leche recogida no debe darse al bebé.',
      ],
      nl: [
        'Melkopvangschelpen',
        'Set van 2 schelpen met zachte achterkant en ventilatiegaatjes, gedragen in de bh om lekkende melk op te vangen en gevoelige tepels tegen wrijving te beschermen. De opgevangen melk is niet bedoeld om te voeden.',
      ],
      en: [
        'Breast shells',
        'Set of 2 soft-backed shells with air vents, worn inside the bra to collect leaking milk and protect sore nipples from friction. Collected milk is not for feeding.',
      ],
      de: [
        'Milchauffangschalen',
        '2 Schalen mit weicher Rückseite und Belüftungsöffnungen, die im BH getragen werden: Sie fangen auslaufende Milch auf und schützen wunde Brustwarzen vor Reibung. Die aufgefangene Milch ist nicht zum Füttern bestimmt.',
      ],
      it: [
        'Conchiglie raccoglilatte',
        'Set di 2 conchiglie con base morbida e fori di aerazione, da indossare nel reggiseno per raccogliere le perdite di latte e proteggere i capezzoli sensibili dallo sfregamento. Il latte raccolto non va dato al bambino.',
      ],
    },
  ],
  bottles: [
    {
      fr: [
        'Biberon Natural 125 ml',
        'Biberon sans BPA avec tétine large de forme physiologique pour nouveau-né (0 m+), qui facilite l’alternance sein-biberon. Son petit format convient aux premières semaines et aux compléments.',
      ],
      es: [
        'Biberón Natural 125 ml',
        'Biberón sin BPA con tetina ancha de forma similar al pecho para recién nacidos (0 m+), que facilita alternar pecho y biberón. Su tamaño pequeño es ideal para las primeras semanas y los suplementos.',
      ],
      nl: [
        'Natural zuigfles 125 ml',
        'BPA-vrije zuigfles met een brede, borstvormige speen voor pasgeborenen (0 m+), die afwisselen tussen borst en fles makkelijker maakt. Het kleine formaat past bij de eerste weken en bij bijvoeding.',
      ],
      en: [
        'Natural bottle 125 ml',
        'BPA-free bottle with a wide, breast-shaped newborn teat (0 m+) that makes switching between breast and bottle easier. The small size suits the first weeks and top-up feeds.',
      ],
      de: [
        'Natural-Flasche 125 ml',
        'BPA-freie Flasche mit breitem, brustähnlichem Sauger für Neugeborene (ab 0 M.), der den Wechsel zwischen Brust und Flasche erleichtert. Die kleine Größe passt zu den ersten Wochen und zum Zufüttern.',
      ],
      it: [
        'Biberon Natural 125 ml',
        'Biberon senza BPA con tettarella ampia dalla forma simile al seno, per neonati (0 m+), che facilita l’alternanza tra seno e biberon. Il formato piccolo è adatto alle prime settimane e alle aggiunte.',
      ],
    },
    {
      fr: [
        'Biberon Natural 260 ml',
        'Le biberon Natural sans BPA en grand format, avec tétine à débit lent (1 m+) ; lot de 2. Pour les bébés qui prennent des repas plus copieux.',
      ],
      es: [
        'Biberón Natural 260 ml',
        'El biberón Natural sin BPA en tamaño grande, con tetina de flujo lento (1 m+); pack de 2. Para bebés que ya hacen tomas más abundantes.',
      ],
      nl: [
        'Natural zuigfles 260 ml',
        'De grotere BPA-vrije Natural zuigfles met speen voor langzame toevoer (1 m+); duopak. Voor baby’s die grotere voedingen drinken.',
      ],
      en: [
        'Natural bottle 260 ml',
        'The larger BPA-free Natural bottle, with a slow flow teat (1 m+); pack of 2. For babies who take bigger feeds.',
      ],
      de: [
        'Natural-Flasche 260 ml',
        'Die größere BPA-freie Natural-Flasche mit Sauger für langsamen Fluss (ab 1 M.); Doppelpack. Für Babys, die größere Mengen trinken.',
      ],
      it: [
        'Biberon Natural 260 ml',
        'Il biberon Natural senza BPA nel formato grande, con tettarella a flusso lento (1 m+); confezione da 2. Per i bambini che fanno poppate più abbondanti.',
      ],
    },
    {
      fr: [
        'Biberon anti-colique',
        'Biberon de 260 ml dont la valve intégrée à la tétine fait entrer l’air derrière le lait plutôt que dans le ventre du bébé, pour limiter coliques et inconfort. Seulement quatre pièces, faciles à assembler.',
      ],
      es: [
        'Biberón anticólicos',
        'Biberón de 260 ml con una válvula en la tetina que deja entrar el aire detrás de la leche y no en la barriguita del bebé, para reducir los cólicos y las molestias. Solo cuatro piezas, fáciles de montar.',
      ],
      nl: [
        'Anti-krampjes zuigfles',
        'Zuigfles van 260 ml met een ventiel in de speen dat lucht achter de melk laat in plaats van in het buikje van de baby, tegen krampjes en onrust. Slechts vier onderdelen, eenvoudig in elkaar te zetten.',
      ],
      en: [
        'Anti-colic bottle',
        '260 ml bottle with a valve in the teat that lets air in behind the milk rather than into the baby’s tummy, to reduce colic and discomfort. Only four parts, easy to assemble.',
      ],
      de: [
        'Anti-Kolik-Flasche',
        'Flasche mit 260 ml und einem Ventil im Sauger, das die Luft hinter die Milch statt in den Bauch des Babys leitet und so Koliken und Unruhe verringert. Nur vier Teile, schnell zusammengesetzt.',
      ],
      it: [
        'Biberon anti-colica',
        'Biberon da 260 ml con valvola nella tettarella che fa entrare l’aria dietro il latte anziché nel pancino del bambino, per ridurre coliche e fastidi. Solo quattro pezzi, facili da montare.',
      ],
    },
    {
      fr: [
        'Tétines débit lent',
        'Tétines souples en silicone à débit lent (1 m+), compatibles avec tous les biberons Natural ; lot de 2. Elles laissent le bébé régler son rythme et faire des pauses, comme au sein.',
      ],
      es: [
        'Tetinas de flujo lento',
        'Tetinas de silicona suave de flujo lento (1 m+), compatibles con todos los biberones Natural; pack de 2. Permiten que el bebé marque el ritmo y haga pausas, como al pecho.',
      ],
      nl: [
        'Spenen met langzame toevoer',
        'Zachte siliconen spenen met langzame toevoer (1 m+), passend op alle Natural zuigflessen; set van 2. De baby bepaalt zelf het tempo en kan pauzeren, net als aan de borst.',
      ],
      en: [
        'Slow flow teats',
        'Soft silicone teats with a slow flow (1 m+) that fit every Natural bottle; pack of 2. They let babies set their own pace and pause, as they would at the breast.',
      ],
      de: [
        'Sauger für langsamen Fluss',
        'Weiche Silikonsauger mit langsamem Fluss (ab 1 M.), passend für alle Natural-Flaschen; 2 Stück. So bestimmt das Baby das Tempo und kann Pausen machen wie an der Brust.',
      ],
      it: [
        'Tettarelle a flusso lento',
        'Tettarelle in silicone morbido a flusso lento (1 m+), compatibili con tutti i biberon Natural; confezione da 2. Lasciano al bambino il controllo del ritmo e delle pause, come al seno.',
      ],
    },
    {
      fr: [
        'Tasse à bec 200 ml',
        'Tasse d’apprentissage anti-fuites à bec souple et anses faciles à saisir, dès 6 mois. Facilite le passage du biberon au verre ; va au lave-vaisselle.',
      ],
      es: [
        'Vaso con boquilla 200 ml',
        'Vaso de aprendizaje antigoteo con boquilla blanda y asas fáciles de agarrar, a partir de 6 meses. Facilita la transición del biberón al vaso; apto para lavavajillas.',
      ],
      nl: [
        'Tuitbeker 200 ml',
        'Lekvrije oefenbeker met zachte tuit en handvatten die makkelijk vast te pakken zijn, vanaf 6 maanden. Helpt bij de overstap van fles naar beker; vaatwasserbestendig.',
      ],
      en: [
        'Spout cup 200 ml',
        'Leak-proof training cup with a soft spout and easy-grip handles, from 6 months. Helps the move from bottle to cup; dishwasher-safe.',
      ],
      de: [
        'Schnabeltasse 200 ml',
        'Auslaufsichere Trinklerntasse mit weichem Schnabel und griffigen Henkeln, für Babys ab 6 Monaten. Erleichtert den Umstieg von der Flasche auf den Becher; spülmaschinenfest.',
      ],
      it: [
        'Tazza con beccuccio 200 ml',
        'Tazza antigoccia per imparare a bere, con beccuccio morbido e manici facili da afferrare, dai 6 mesi. Aiuta il passaggio dal biberon al bicchiere; lavabile in lavastoviglie.',
      ],
    },
    {
      fr: [
        'Biberon en verre 240 ml',
        'Biberon en verre borosilicate résistant à la chaleur, avec tétine nouveau-né (0 m+), pour les parents qui préfèrent éviter le plastique. Se stérilise à l’eau bouillante, à la vapeur ou au micro-ondes.',
      ],
      es: [
        'Biberón de vidrio 240 ml',
        'Biberón de vidrio de borosilicato resistente al calor, con tetina para recién nacidos (0 m+), para las familias que prefieren evitar el plástico. Se puede esterilizar hirviéndolo, al vapor o en el microondas.',
      ],
      nl: [
        'Glazen zuigfles 240 ml',
        'Hittebestendige zuigfles van borosilicaatglas met speen voor pasgeborenen (0 m+), voor ouders die liever geen plastic gebruiken. Te steriliseren door uitkoken, met stoom of in de magnetron.',
      ],
      en: [
        'Glass bottle 240 ml',
        'Heat-resistant borosilicate glass bottle with a newborn teat (0 m+), for parents who would rather avoid plastic. Can be sterilised by boiling, by steam or in the microwave.',
      ],
      de: [
        'Glasflasche 240 ml',
        'Hitzebeständige Flasche aus Borosilikatglas mit Sauger für Neugeborene (ab 0 M.), für Eltern, die auf Kunststoff verzichten möchten. Sterilisierbar durch Auskochen, mit Dampf oder in der Mikrowelle.',
      ],
      it: [
        'Biberon in vetro 240 ml',
        'Biberon in vetro borosilicato resistente al calore, con tettarella per neonati (0 m+), per i genitori che preferiscono evitare la plastica. Si sterilizza in acqua bollente, a vapore o nel microonde.',
      ],
    },
  ],
  soothers: [
    {
      fr: [
        'Sucette Ultra Air 0-6 mois',
        'Sucette légère dont la collerette largement ajourée laisse respirer la peau, avec une tétine symétrique en silicone qui reste bien placée dans les deux sens. Lot de 2 avec boîte de stérilisation.',
      ],
      es: [
        'Chupete Ultra Air 0-6 meses',
        'Chupete ligero con un escudo de grandes orificios que deja respirar la piel y una tetina simétrica de silicona que siempre queda bien colocada. Pack de 2 con estuche esterilizador.',
      ],
      nl: [
        'Fopspeen Ultra Air 0-6 mnd',
        'Lichte fopspeen met grote openingen in het schild zodat de huid kan ademen, en een symmetrische siliconen speen die altijd goed ligt. Set van 2 met sterilisatiedoosje.',
      ],
      en: [
        'Ultra Air soother 0–6 m',
        'Lightweight soother with large air holes in the shield to let skin breathe, and a symmetrical silicone teat that sits correctly either way up. Pack of 2 with a sterilising case.',
      ],
      de: [
        'Schnuller Ultra Air 0–6 M.',
        'Leichter Schnuller mit großen Luftlöchern im Schild, damit die Haut atmen kann, und einem symmetrischen Silikonsauger, der immer richtig liegt. 2 Stück mit Sterilisierbox.',
      ],
      it: [
        'Succhietto Ultra Air 0-6 mesi',
        'Succhietto leggero con scudo a grandi fori che lascia respirare la pelle e tettarella simmetrica in silicone che resta sempre nella posizione giusta. Confezione da 2 con custodia sterilizzatrice.',
      ],
    },
    {
      fr: [
        'Sucette nuit',
        'Sucette phosphorescente, facile à retrouver la nuit pour le bébé comme pour les parents ; tétine orthodontique en silicone, de 6 à 18 mois. Lot de 2.',
      ],
      es: [
        'Chupete de noche',
        'Chupete que brilla en la oscuridad para que el bebé y los padres lo encuentren fácilmente por la noche; tetina ortodóncica de silicona, de 6 a 18 meses. Pack de 2.',
      ],
      nl: [
        'Nachtfopspeen',
        'Fopspeen die oplicht in het donker, zodat baby en ouders hem ’s nachts snel terugvinden; orthodontische siliconen speen, van 6 tot 18 maanden. Set van 2.',
      ],
      en: [
        'Night soother',
        'Glow-in-the-dark soother that babies and parents can find easily at night; orthodontic silicone teat, for 6 to 18 months. Pack of 2.',
      ],
      de: [
        'Nachtschnuller',
        'Im Dunkeln leuchtender Schnuller, den Baby und Eltern nachts leicht wiederfinden; kiefergerechter Silikonsauger, für 6 bis 18 Monate. 2 Stück.',
      ],
      it: [
        'Succhietto notte',
        'Succhietto che si illumina al buio, facile da ritrovare di notte per il bambino e per i genitori; tettarella ortodontica in silicone, dai 6 ai 18 mesi. Confezione da 2.',
      ],
    },
    {
      fr: [
        'Sucette nouveau-né 0-2 mois',
        'Petite sucette monobloc très légère pour les premières semaines, avec une collerette qui dégage le nez. À proposer une fois l’allaitement bien installé ; lot de 2.',
      ],
      es: [
        'Chupete para recién nacidos 0-2 meses',
        'Chupete pequeño y muy ligero de una sola pieza para las primeras semanas, con un escudo que deja libre la nariz. Puede ofrecerse cuando la lactancia ya está bien establecida; pack de 2.',
      ],
      nl: [
        'Fopspeen voor pasgeborenen 0-2 mnd',
        'Kleine, zeer lichte fopspeen uit één stuk voor de eerste weken, met een schild dat de neus vrijlaat. Aan te bieden zodra de borstvoeding goed op gang is; set van 2.',
      ],
      en: [
        'Newborn soother 0–2 m',
        'Small, very light one-piece soother for the first weeks, with a shield shaped to leave the nose free. Best offered once breastfeeding is well established; pack of 2.',
      ],
      de: [
        'Schnuller für Neugeborene 0–2 M.',
        'Kleiner, sehr leichter Schnuller aus einem Stück für die ersten Wochen, mit einem Schild, das die Nase frei lässt. Am besten erst anbieten, wenn das Stillen gut eingespielt ist; 2 Stück.',
      ],
      it: [
        'Succhietto neonato 0-2 mesi',
        'Succhietto piccolo e leggerissimo in un unico pezzo per le prime settimane, con scudo che lascia libero il naso. Da proporre quando l’allattamento è ben avviato; confezione da 2.',
      ],
    },
    {
      fr: [
        'Attache-sucette',
        'Attache courte à pince, testée pour la sécurité, qui garde la sucette propre et à portée de main ; compatible avec toutes nos sucettes. Gratuite, à offrir aux jeunes parents.',
      ],
      es: [
        'Sujetachupetes',
        'Cinta corta con pinza, de seguridad comprobada, que mantiene el chupete limpio y a mano; compatible con todos nuestros chupetes. Gratuito, para regalar a las familias con un recién nacido.',
      ],
      nl: [
        'Speenkoord',
        'Kort, op veiligheid getest speenkoord met clip dat de fopspeen schoon en binnen handbereik houdt; past op al onze fopspenen. Gratis om mee te geven aan kersverse ouders.',
      ],
      en: [
        'Soother clip',
        'Short, safety-tested strap with a clip that keeps the soother clean and within reach; fits all our soothers. Free to hand out to new parents.',
      ],
      de: [
        'Schnullerkette',
        'Kurzes, sicherheitsgeprüftes Band mit Clip, das den Schnuller sauber und griffbereit hält; passt an alle unsere Schnuller. Kostenlos zum Weitergeben an junge Eltern.',
      ],
      it: [
        'Catenella portasucchietto',
        'Catenella corta con clip, testata per la sicurezza, che tiene il succhietto pulito e a portata di mano; compatibile con tutti i nostri succhietti. Gratuita, da regalare ai neogenitori.',
      ],
    },
    {
      fr: [
        'Boîte à sucettes',
        'Boîte de transport hygiénique pour deux sucettes, qui sert aussi de stérilisateur au micro-ondes (3 minutes avec un peu d’eau). Garde les sucettes propres dans le sac à langer ou la poche.',
      ],
      es: [
        'Estuche para chupetes',
        'Estuche de viaje higiénico para dos chupetes que también sirve de esterilizador en el microondas (3 minutos con un poco de agua). Mantiene los chupetes limpios en la bolsa del bebé o en el bolsillo.',
      ],
      nl: [
        'Speendoosje',
        'Hygiënisch reisdoosje voor twee fopspenen dat ook dienstdoet als magnetronsterilisator (3 minuten met een beetje water). Houdt spenen schoon in de luiertas of jaszak.',
      ],
      en: [
        'Soother case',
        'Hygienic travel case for two soothers that doubles as a microwave steriliser (3 minutes with a little water). Keeps soothers clean in a changing bag or pocket.',
      ],
      de: [
        'Schnullerbox',
        'Hygienische Reisebox für zwei Schnuller, die zugleich als Mikrowellensterilisator dient (3 Minuten mit etwas Wasser). Hält Schnuller in der Wickeltasche oder Jackentasche sauber.',
      ],
      it: [
        'Custodia portasucchietto',
        'Custodia da viaggio igienica per due succhietti, che funziona anche da sterilizzatore per microonde (3 minuti con un po’ d’acqua). Mantiene i succhietti puliti nella borsa del cambio o in tasca.',
      ],
    },
    {
      fr: [
        'Anneau de dentition réfrigérant',
        'Anneau souple et texturé, avec une partie remplie d’eau à rafraîchir au réfrigérateur pour apaiser les gencives, dès 3 mois. Facile à tenir pour les petites mains.',
      ],
      es: [
        'Mordedor refrigerante',
        'Mordedor blando con texturas y una parte rellena de agua que se enfría en el frigorífico para aliviar las encías doloridas, a partir de 3 meses. Fácil de sujetar para manos pequeñas.',
      ],
      nl: [
        'Verkoelende bijtring',
        'Zachte bijtring met noppen en een met water gevuld deel dat in de koelkast wordt gekoeld om pijnlijk tandvlees te verzachten, vanaf 3 maanden. Makkelijk vast te houden voor kleine handjes.',
      ],
      en: [
        'Cooling teether',
        'Soft, textured teether with a water-filled section that can be chilled in the fridge to soothe sore gums, from 3 months. Easy for small hands to hold.',
      ],
      de: [
        'Kühlbeißring',
        'Weicher Beißring mit Noppen und einem wassergefüllten Teil, der im Kühlschrank gekühlt wird und schmerzendes Zahnfleisch beruhigt, ab 3 Monaten. Liegt gut in kleinen Händen.',
      ],
      it: [
        'Massaggiagengive refrigerante',
        'Massaggiagengive morbido e con rilievi, con una parte piena d’acqua da raffreddare in frigorifero per lenire le gengive doloranti, dai 3 mesi. Facile da impugnare per le manine.',
      ],
    },
  ],
  'skin-care': [
    {
      fr: [
        'Crème pour le change',
        'Crème protectrice à 10 % d’oxyde de zinc et au panthénol, tube de 100 ml. Appliquée à chaque change, elle prévient et apaise les rougeurs du siège ; sans parfum.',
      ],
      es: [
        'Crema protectora del pañal',
        'Crema barrera con un 10 % de óxido de zinc y pantenol, tubo de 100 ml. Aplicada en cada cambio, previene y calma la dermatitis del pañal; sin perfume.',
      ],
      nl: [
        'Luiercrème',
        'Beschermende barrièrecrème met 10% zinkoxide en panthenol, tube van 100 ml. Bij elke verschoning aangebracht voorkomt en verzacht ze luieruitslag; zonder parfum.',
      ],
      en: [
        'Barrier nappy cream',
        'Protective cream with 10% zinc oxide and panthenol, 100 ml tube. Applied at every change, it prevents and soothes nappy rash; fragrance-free.',
      ],
      de: [
        'Wundschutzcreme',
        'Schützende Creme mit 10 % Zinkoxid und Panthenol, Tube mit 100 ml. Bei jedem Wickeln aufgetragen, beugt sie einem wunden Po vor und beruhigt gerötete Haut; parfümfrei.',
      ],
      it: [
        'Crema protettiva per il cambio',
        'Crema barriera con ossido di zinco al 10% e pantenolo, tubo da 100 ml. Applicata a ogni cambio, previene e lenisce gli arrossamenti da pannolino; senza profumo.',
      ],
    },
    {
      fr: [
        'Gel lavant doux',
        'Gel lavant sans savon pour le corps et les cheveux, qui ne pique pas les yeux, au pH adapté à la peau des nouveau-nés ; flacon-pompe de 200 ml. Convient dès la naissance, y compris aux peaux sèches.',
      ],
      es: [
        'Gel de baño suave',
        'Gel sin jabón para cuerpo y cabello, que no pica en los ojos, con un pH adaptado a la piel del recién nacido; frasco dosificador de 200 ml. Apto desde el nacimiento, también para pieles secas.',
      ],
      nl: [
        'Milde wasgel',
        'Zeepvrije wasgel voor lijf en haar die niet prikt in de ogen, met een pH afgestemd op de huid van pasgeborenen; pompflacon van 200 ml. Geschikt vanaf de geboorte, ook bij een droge huid.',
      ],
      en: [
        'Gentle baby wash',
        'Soap-free, tear-free wash for body and hair with a pH suited to newborn skin; 200 ml pump bottle. Suitable from birth, including for dry skin.',
      ],
      de: [
        'Milde Waschlotion',
        'Seifenfreie Waschlotion für Körper und Haare, die nicht in den Augen brennt, mit einem auf Babyhaut abgestimmten pH-Wert; 200-ml-Pumpflasche. Ab der Geburt geeignet, auch bei trockener Haut.',
      ],
      it: [
        'Detergente delicato',
        'Detergente senza sapone per corpo e capelli, che non brucia gli occhi, con pH adatto alla pelle del neonato; flacone con dosatore da 200 ml. Adatto dalla nascita, anche per la pelle secca.',
      ],
    },
    {
      fr: [
        'Huile de massage bébé',
        'Huile de tournesol légère et sans parfum, 150 ml. Idéale pour les ateliers de massage bébé ; pénètre sans laisser la peau grasse.',
      ],
      es: [
        'Aceite de masaje para bebés',
        'Aceite de girasol ligero y sin perfume, 150 ml. Ideal para los talleres de masaje infantil; se absorbe sin dejar la piel grasa.',
      ],
      nl: [
        'Babymassageolie',
        'Lichte, ongeparfumeerde zonnebloemolie, 150 ml. Ideaal voor cursussen babymassage; trekt snel in zonder een vette laag achter te laten.',
      ],
      en: [
        'Baby massage oil',
        'Light, unscented sunflower seed oil, 150 ml. Ideal for baby massage classes; absorbs without leaving the skin greasy.',
      ],
      de: [
        'Baby-Massageöl',
        'Leichtes, unparfümiertes Sonnenblumenöl, 150 ml. Ideal für Babymassage-Kurse; zieht schnell ein, ohne zu fetten.',
      ],
      it: [
        'Olio da massaggio per neonati',
        'Olio di girasole leggero e senza profumo, 150 ml. Ideale per i corsi di massaggio infantile; si assorbe senza ungere la pelle.',
      ],
    },
    {
      fr: [
        'Lingettes douces',
        'Lingettes à 99 % d’eau, sans parfum ni alcool ; paquet de 56. Assez douces pour la peau des nouveau-nés ; paquets gratuits à remettre aux jeunes parents.',
      ],
      es: [
        'Toallitas sensibles',
        'Toallitas con un 99 % de agua, sin perfume ni alcohol; paquete de 56. Lo bastante suaves para la piel del recién nacido; paquetes gratuitos para entregar a las familias.',
      ],
      nl: [
        'Zachte billendoekjes',
        'Doekjes met 99% water, zonder parfum en alcohol; pak van 56 stuks. Zacht genoeg voor de huid van pasgeborenen; gratis pakjes om mee te geven aan kersverse ouders.',
      ],
      en: [
        'Sensitive baby wipes',
        '99% water wipes, free from fragrance and alcohol; pack of 56. Gentle enough for newborn skin; free packs to give to new parents.',
      ],
      de: [
        'Sensitive-Feuchttücher',
        'Feuchttücher mit 99 % Wasser, ohne Duftstoffe und Alkohol; Packung mit 56 Stück. Sanft genug für die Haut von Neugeborenen; kostenlose Packungen zum Mitgeben an junge Eltern.',
      ],
      it: [
        'Salviette delicate',
        'Salviette al 99% d’acqua, senza profumo né alcol; confezione da 56. Abbastanza delicate per la pelle del neonato; confezioni gratuite da consegnare ai neogenitori.',
      ],
    },
    {
      fr: [
        'Crème hydratante',
        'Crème riche sans parfum au beurre de karité et aux céramides, 150 ml. Pour les peaux sèches ou qui pèlent des nouveau-nés et le soin quotidien des peaux à tendance atopique.',
      ],
      es: [
        'Crema hidratante',
        'Crema rica sin perfume con manteca de karité y ceramidas, 150 ml. Para la piel seca o descamada del recién nacido y el cuidado diario de la piel con tendencia atópica.',
      ],
      nl: [
        'Hydraterende crème',
        'Rijke, ongeparfumeerde crème met sheaboter en ceramiden, 150 ml. Voor een droge of schilferige huid bij pasgeborenen en de dagelijkse verzorging van een huid met aanleg voor eczeem.',
      ],
      en: [
        'Moisturising cream',
        'Rich, fragrance-free cream with shea butter and ceramides, 150 ml. For dry or peeling newborn skin and the daily care of skin prone to eczema.',
      ],
      de: [
        'Feuchtigkeitscreme',
        'Reichhaltige, parfümfreie Creme mit Sheabutter und Ceramiden, 150 ml. Für trockene oder schuppige Haut von Neugeborenen und zur täglichen Pflege bei Neigung zu Neurodermitis.',
      ],
      it: [
        'Crema idratante',
        'Crema ricca senza profumo con burro di karité e ceramidi, 150 ml. Per la pelle secca o desquamata del neonato e la cura quotidiana della pelle a tendenza atopica.',
      ],
    },
    {
      fr: [
        'Shampooing doux bébé',
        'Shampooing à base lavante douce qui ne pique pas les yeux, 200 ml. Massé délicatement, il aide aussi à décoller les croûtes de lait.',
      ],
      es: [
        'Champú suave para bebés',
        'Champú con una base limpiadora suave que no pica en los ojos, 200 ml. Aplicado con un ligero masaje, ayuda también a eliminar la costra láctea.',
      ],
      nl: [
        'Milde babyshampoo',
        'Shampoo met een milde wasbasis die niet prikt in de ogen, 200 ml. Zachtjes ingemasseerd helpt hij ook om berg los te weken.',
      ],
      en: [
        'Gentle baby shampoo',
        'Tear-free shampoo with a mild cleansing base, 200 ml. Gently massaged in, it also helps to loosen cradle cap.',
      ],
      de: [
        'Mildes Babyshampoo',
        'Shampoo mit milder Waschbasis, das nicht in den Augen brennt, 200 ml. Sanft einmassiert, hilft es auch, Kopfgneis zu lösen.',
      ],
      it: [
        'Shampoo delicato',
        'Shampoo con base lavante delicata che non brucia gli occhi, 200 ml. Massaggiato con delicatezza, aiuta anche a rimuovere la crosta lattea.',
      ],
    },
  ],
  sterilisers: [
    {
      fr: [
        'Stérilisateur vapeur électrique',
        'Stérilise jusqu’à 6 biberons, tétines et pièces de tire-lait en 6 minutes, à la vapeur seule, et les garde stériles 24 heures couvercle fermé. Arrêt automatique.',
      ],
      es: [
        'Esterilizador eléctrico a vapor',
        'Esteriliza hasta 6 biberones, tetinas y piezas del sacaleches en 6 minutos solo con vapor, y los mantiene estériles 24 horas con la tapa cerrada. Apagado automático.',
      ],
      nl: [
        'Elektrische stoomsterilisator',
        'Steriliseert tot 6 flessen, spenen en kolfonderdelen in 6 minuten met alleen stoom en houdt ze met gesloten deksel 24 uur steriel. Schakelt automatisch uit.',
      ],
      en: [
        'Electric steam steriliser',
        'Sterilises up to 6 bottles, teats and pump parts in 6 minutes with steam alone, and keeps them sterile for 24 hours with the lid closed. Switches off automatically.',
      ],
      de: [
        'Elektrischer Dampfsterilisator',
        'Sterilisiert bis zu 6 Flaschen, Sauger und Pumpenteile in 6 Minuten nur mit Dampf und hält sie bei geschlossenem Deckel 24 Stunden steril. Mit automatischer Abschaltung.',
      ],
      it: [
        'Sterilizzatore elettrico a vapore',
        'Sterilizza fino a 6 biberon, tettarelle e componenti del tiralatte in 6 minuti con il solo vapore e li mantiene sterili per 24 ore a coperchio chiuso. Spegnimento automatico.',
      ],
    },
    {
      fr: [
        'Stérilisateur micro-ondes',
        'Stérilisateur compact pour 4 biberons, prêt en 2 à 6 minutes selon la puissance du micro-ondes. Assez léger pour partir en vacances ou chez la famille.',
      ],
      es: [
        'Esterilizador para microondas',
        'Esterilizador compacto para 4 biberones, listo en 2 a 6 minutos según la potencia del microondas. Lo bastante ligero para llevarlo de vacaciones o de visita.',
      ],
      nl: [
        'Magnetronsterilisator',
        'Compacte sterilisator voor 4 flessen, klaar in 2 tot 6 minuten, afhankelijk van het vermogen van de magnetron. Licht genoeg om mee te nemen op vakantie of op bezoek.',
      ],
      en: [
        'Microwave steriliser',
        'Compact steriliser for 4 bottles, ready in 2 to 6 minutes depending on the microwave’s power. Light enough to take on holiday or to the grandparents’.',
      ],
      de: [
        'Mikrowellensterilisator',
        'Kompakter Sterilisator für 4 Flaschen, je nach Leistung der Mikrowelle in 2 bis 6 Minuten fertig. Leicht genug für den Urlaub oder den Besuch bei den Großeltern.',
      ],
      it: [
        'Sterilizzatore per microonde',
        'Sterilizzatore compatto per 4 biberon, pronto in 2-6 minuti a seconda della potenza del microonde. Abbastanza leggero da portare in vacanza o dai nonni.',
      ],
    },
    {
      fr: [
        'Chauffe-biberon',
        'Réchauffe le lait ou les petits pots de façon homogène en 3 minutes environ et les maintient à bonne température ; un mode décongélation dégèle le lait maternel en douceur. Compatible avec tous nos biberons et sachets de conservation.',
      ],
      es: [
        'Calientabiberones',
        'Calienta la leche o los potitos de forma homogénea en unos 3 minutos y los mantiene a la temperatura adecuada; la función de descongelación descongela la leche materna con suavidad. Compatible con todos nuestros biberones y bolsas de leche.',
      ],
      nl: [
        'Flessenwarmer',
        'Verwarmt melk of babyvoeding gelijkmatig in ongeveer 3 minuten en houdt die op drinktemperatuur; met een ontdooistand voor bevroren moedermelk. Past op al onze flessen en bewaarzakjes.',
      ],
      en: [
        'Bottle warmer',
        'Warms milk or baby food evenly in about 3 minutes and keeps it at feeding temperature; a defrost setting gently thaws frozen breast milk. Fits all our bottles and storage bags.',
      ],
      de: [
        'Flaschenwärmer',
        'Erwärmt Milch oder Babybrei gleichmäßig in etwa 3 Minuten und hält sie auf Trinktemperatur; eine Auftaustufe taut gefrorene Muttermilch schonend auf. Passt für alle unsere Flaschen und Muttermilchbeutel.',
      ],
      it: [
        'Scaldabiberon',
        'Riscalda latte o pappe in modo uniforme in circa 3 minuti e li mantiene alla giusta temperatura; la funzione scongelamento scongela delicatamente il latte materno. Compatibile con tutti i nostri biberon e sacche per latte.',
      ],
    },
    {
      fr: [
        'Goupillon biberons et tétines',
        'Goupillon 2 en 1 : une tête éponge douce qui ne raye pas pour les biberons et une petite brosse logée dans le manche pour les tétines. Tient debout pour sécher.',
      ],
      es: [
        'Escobilla para biberones y tetinas',
        'Escobilla 2 en 1: cabezal de esponja suave que no raya para los biberones y un pequeño cepillo escondido en el mango para las tetinas. Se mantiene de pie para secarse.',
      ],
      nl: [
        'Flessen- en spenenborstel',
        'Twee-in-één-borstel: een zachte sponskop die niet krast voor flessen en een kleine borstel in het handvat voor spenen. Blijft rechtop staan om te drogen.',
      ],
      en: [
        'Bottle and teat brush',
        'Two-in-one brush: a soft, scratch-free sponge head for bottles and a small brush hidden in the handle for teats. Stands upright to dry.',
      ],
      de: [
        'Flaschen- und Saugerbürste',
        'Zwei-in-eins-Bürste: ein weicher, kratzfreier Schwammkopf für Flaschen und eine kleine Bürste im Griff für Sauger. Steht zum Trocknen aufrecht.',
      ],
      it: [
        'Scovolino per biberon e tettarelle',
        'Scovolino 2 in 1: testina in spugna morbida che non graffia per i biberon e un piccolo spazzolino nel manico per le tettarelle. Resta in piedi per asciugarsi.',
      ],
    },
    {
      fr: [
        'Égouttoir à biberons',
        'Égouttoir peu encombrant pour 6 biberons ainsi que les tétines et les pièces de tire-lait, avec bac de récupération. Après le lavage, tout sèche à l’air libre, de façon hygiénique.',
      ],
      es: [
        'Escurridor de biberones',
        'Escurridor compacto para 6 biberones, además de tetinas y piezas del sacaleches, con bandeja recogegotas. Después del lavado, todo se seca al aire de forma higiénica.',
      ],
      nl: [
        'Droogrek',
        'Ruimtebesparend droogrek voor 6 flessen plus spenen en kolfonderdelen, met lekbak. Na het afwassen droogt alles hygiënisch aan de lucht.',
      ],
      en: [
        'Drying rack',
        'Space-saving rack for 6 bottles plus teats and pump parts, with a drip tray. After washing, everything air-dries hygienically.',
      ],
      de: [
        'Abtropfgestell',
        'Platzsparendes Gestell für 6 Flaschen samt Saugern und Pumpenteilen, mit Auffangschale. Nach dem Spülen trocknet alles hygienisch an der Luft.',
      ],
      it: [
        'Scolabiberon',
        'Scolabiberon salvaspazio per 6 biberon, tettarelle e componenti del tiralatte, con vaschetta raccogligocce. Dopo il lavaggio tutto si asciuga all’aria in modo igienico.',
      ],
    },
    {
      fr: [
        'Sacs de stérilisation micro-ondes',
        'Sacs réutilisables qui stérilisent biberons, tétines et pièces de tire-lait au micro-ondes en 3 minutes ; chaque sac sert 20 fois, lot de 5. Pratiques pour les mères qui tirent leur lait au travail ou à l’hôpital.',
      ],
      es: [
        'Bolsas esterilizadoras para microondas',
        'Bolsas reutilizables que esterilizan biberones, tetinas y piezas del sacaleches en el microondas en 3 minutos; cada bolsa sirve para 20 usos, pack de 5. Prácticas para las madres que se extraen leche en el trabajo o en el hospital.',
      ],
      nl: [
        'Sterilisatiezakken voor de magnetron',
        'Herbruikbare zakken die flessen, spenen en kolfonderdelen in 3 minuten in de magnetron steriliseren; elke zak gaat 20 keer mee, set van 5. Handig voor moeders die op het werk of in het ziekenhuis kolven.',
      ],
      en: [
        'Microwave steriliser bags',
        'Reusable bags that sterilise bottles, teats and pump parts in the microwave in 3 minutes; each bag lasts 20 uses, pack of 5. Handy for mothers who express at work or in hospital.',
      ],
      de: [
        'Mikrowellen-Sterilisierbeutel',
        'Wiederverwendbare Beutel, die Flaschen, Sauger und Pumpenteile in 3 Minuten in der Mikrowelle sterilisieren; jeder Beutel reicht für 20 Anwendungen, 5 Stück. Praktisch für Mütter, die am Arbeitsplatz oder im Krankenhaus abpumpen.',
      ],
      it: [
        'Sacche sterilizzanti per microonde',
        'Sacche riutilizzabili che sterilizzano biberon, tettarelle e componenti del tiralatte in microonde in 3 minuti; ogni sacca si usa 20 volte, confezione da 5. Pratiche per le mamme che estraggono il latte al lavoro o in ospedale.',
      ],
    },
  ],
  education: [
    {
      fr: [
        'Guide de l’allaitement (PDF)',
        'Guide de 24 pages pour les parents : positions, prise du sein, signes d’éveil et expression du lait, relu par des consultantes en lactation. À télécharger pour l’imprimer ou l’envoyer aux familles par e-mail.',
      ],
      es: [
        'Guía de lactancia (PDF)',
        'Guía de 24 páginas para las familias sobre posturas, agarre, señales de hambre y extracción, revisada por asesoras de lactancia. Se puede descargar para imprimirla o enviarla por correo electrónico.',
      ],
      nl: [
        'Borstvoedingsgids (PDF)',
        'Gids van 24 pagina’s voor ouders over houdingen, aanleggen, voedingssignalen en kolven, nagelezen door lactatiekundigen. Te downloaden om te printen of per e-mail met gezinnen te delen.',
      ],
      en: [
        'Breastfeeding guide (PDF)',
        'A 24-page guide for parents on positioning, latch, feeding cues and expressing, reviewed by lactation consultants. Download it to print or to e-mail to families.',
      ],
      de: [
        'Stillratgeber (PDF)',
        'Ratgeber für Eltern auf 24 Seiten zu Stillpositionen, Anlegen, Hungerzeichen und Abpumpen, geprüft von Stillberaterinnen. Zum Herunterladen, Ausdrucken oder Weiterleiten per E-Mail.',
      ],
      it: [
        'Guida all’allattamento (PDF)',
        'Guida di 24 pagine per i genitori su posizioni, attacco al seno, segnali di fame ed estrazione del latte, rivista da consulenti per l’allattamento. Da scaricare per stamparla o inviarla alle famiglie via e-mail.',
      ],
    },
    {
      fr: [
        'Affiche pour salle d’attente',
        'Affiche A2 « Les signes d’éveil : quand mon bébé a-t-il faim ? », illustrée, sur papier mat. Livrée roulée dans un tube.',
      ],
      es: [
        'Póster para sala de espera',
        'Póster A2 «Señales de hambre: ¿cuándo tiene hambre mi bebé?», con ilustraciones claras, impreso en papel mate. Se envía enrollado en un tubo.',
      ],
      nl: [
        'Wachtkamerposter',
        'Poster op A2-formaat ‘Voedingssignalen: wanneer heeft mijn baby honger?’ met duidelijke illustraties, op mat papier. Wordt opgerold in een koker verstuurd.',
      ],
      en: [
        'Waiting room poster',
        'A2 poster “Feeding cues: is my baby hungry?” with clear illustrations, printed on matt paper. Sent rolled in a tube.',
      ],
      de: [
        'Wartezimmerposter',
        'Poster im Format A2 „Hungerzeichen: Hat mein Baby Hunger?“ mit klaren Illustrationen, auf mattem Papier. Wird gerollt im Versandrohr geliefert.',
      ],
      it: [
        'Poster per sala d’attesa',
        'Poster A2 «I segnali di fame: il mio bambino ha fame?» con illustrazioni chiare, stampato su carta opaca. Spedito arrotolato in un tubo.',
      ],
    },
    {
      fr: [
        'Dépliants pour les parents',
        'Lot de 50 dépliants sur les premiers jours à la maison : alimentation, sommeil, change et quand appeler la sage-femme. Un emplacement au dos pour le tampon de votre cabinet.',
      ],
      es: [
        'Folletos para las familias',
        'Paquete de 50 folletos sobre los primeros días en casa: alimentación, sueño, cambio de pañal y cuándo llamar a la matrona. Con un espacio en el reverso para el sello de su consulta.',
      ],
      nl: [
        'Patiëntenfolders',
        'Pak van 50 folders voor ouders over de eerste dagen thuis: voeding, slapen, verschonen en wanneer ze de verloskundige moeten bellen. Op de achterkant is ruimte voor de stempel van uw praktijk.',
      ],
      en: [
        'Patient leaflets',
        'Pack of 50 folded leaflets for parents on the first days at home: feeding, sleep, nappy changes and when to call the midwife. Space on the back for your practice stamp.',
      ],
      de: [
        'Patientenbroschüren',
        'Packung mit 50 Faltblättern für Eltern über die ersten Tage zu Hause: Ernährung, Schlaf, Wickeln und wann man die Hebamme anrufen sollte. Auf der Rückseite ist Platz für Ihren Praxisstempel.',
      ],
      it: [
        'Opuscoli per i genitori',
        'Confezione da 50 pieghevoli sui primi giorni a casa: alimentazione, sonno, cambio del pannolino e quando chiamare l’ostetrica. Sul retro c’è spazio per il timbro del tuo studio.',
      ],
    },
    {
      fr: [
        'Fiche technique tire-lait (PDF)',
        'Caractéristiques de nos tire-lait électrique et manuel : plage d’aspiration, cadence, matériaux, nettoyage et compatibilité des pièces. Pour les pharmacies et les achats hospitaliers.',
      ],
      es: [
        'Ficha técnica de sacaleches (PDF)',
        'Datos técnicos de nuestros sacaleches eléctrico y manual: rango de succión, frecuencia de ciclos, materiales, limpieza y compatibilidad de piezas. Para farmacias y compras hospitalarias.',
      ],
      nl: [
        'Technisch blad borstkolven (PDF)',
        'Technische gegevens van onze elektrische kolf en handkolf: zuigbereik, cyclussnelheid, materialen, reiniging en passende onderdelen. Voor apotheken en de inkoop van ziekenhuizen.',
      ],
      en: [
        'Breast pump spec sheet (PDF)',
        'Technical data for our electric and manual breast pumps: suction range, cycle speed, materials, cleaning and compatible parts. For pharmacies and hospital purchasing.',
      ],
      de: [
        'Datenblatt Milchpumpen (PDF)',
        'Technische Daten unserer elektrischen Milchpumpe und der Handmilchpumpe: Saugbereich, Zyklusfrequenz, Materialien, Reinigung und passende Ersatzteile. Für Apotheken und den Klinikeinkauf.',
      ],
      it: [
        'Scheda tecnica tiralatte (PDF)',
        'Dati tecnici dei nostri tiralatte elettrico e manuale: intervallo di aspirazione, frequenza dei cicli, materiali, pulizia e compatibilità dei componenti. Per farmacie e uffici acquisti ospedalieri.',
      ],
    },
    {
      fr: [
        'Carnet de suivi des repas',
        'Carnet A5 où les parents notent tétées ou biberons, couches et poids pendant les 6 premières semaines : une base utile pour les visites à domicile. Lot de 25.',
      ],
      es: [
        'Diario de tomas',
        'Cuadernillo A5 en el que las familias anotan tomas, pañales y peso durante las primeras 6 semanas, una base útil para las visitas a domicilio. Paquete de 25.',
      ],
      nl: [
        'Voedingsdagboek',
        'A5-boekje waarin ouders de eerste 6 weken voedingen, luiers en gewicht bijhouden, een handig uitgangspunt voor het huisbezoek. Pak van 25.',
      ],
      en: [
        'Feeding diary',
        'A5 booklet in which parents log feeds, nappies and weight over the first 6 weeks, a useful basis for home visits. Pack of 25.',
      ],
      de: [
        'Stilltagebuch',
        'Heft im Format A5, in dem Eltern in den ersten 6 Wochen Mahlzeiten, Windeln und Gewicht notieren: eine gute Grundlage für den Hausbesuch. 25 Stück.',
      ],
      it: [
        'Diario delle poppate',
        'Quaderno A5 in cui i genitori annotano poppate, pannolini e peso nelle prime 6 settimane, una base utile per le visite a domicilio. Confezione da 25.',
      ],
    },
    {
      fr: [
        'Présentoir de comptoir',
        'Présentoir en carton pour 20 dépliants et un produit, à poser sur le comptoir de la pharmacie ou à l’accueil du cabinet. Livré à plat, se monte sans outil.',
      ],
      es: [
        'Expositor de mostrador',
        'Expositor de cartón con espacio para 20 folletos y un producto, para el mostrador de la farmacia o la recepción de la consulta. Se entrega plano y se monta sin herramientas.',
      ],
      nl: [
        'Toonbankdisplay',
        'Kartonnen display met ruimte voor 20 folders en een product, voor de apotheekbalie of de receptie van de praktijk. Wordt plat geleverd en is zonder gereedschap in elkaar te zetten.',
      ],
      en: [
        'Counter display',
        'Cardboard display with room for 20 leaflets and a product, for the pharmacy counter or the practice reception desk. Delivered flat, assembled without tools.',
      ],
      de: [
        'Thekendisplay',
        'Thekenaufsteller aus Karton mit Platz für 20 Broschüren und ein Produkt, für den Apothekentresen oder den Empfang der Praxis. Wird flach geliefert und ohne Werkzeug aufgebaut.',
      ],
      it: [
        'Espositore da banco',
        'Espositore in cartone con spazio per 20 opuscoli e un prodotto, da collocare sul banco della farmacia o all’accettazione dello studio. Consegnato piatto, si monta senza attrezzi.',
      ],
    },
  ],
};

/** Names and descriptions in six languages for the i-th product of a category. */
export function productTranslations(categoryKey: string, index: number): Translations {
  const copy = productCopy[categoryKey]?.[index];
  if (!copy) throw new Error(`No seeded product ${categoryKey}#${index}`);
  return translationsOf(copy);
}

/** How many seeded products a category has. */
export function productCount(categoryKey: string): number {
  return productCopy[categoryKey]?.length ?? 0;
}

/**
 * Names and descriptions of the seeded bundles (category PKG) in six languages, in the order of
 * seed.ts's bundles: each description names the products the bundle holds.
 */
export const bundleCopy: Copy[] = [
  {
    fr: [
      'Coffret maternité',
      'L’essentiel des premiers jours après la naissance : un tire-lait manuel, une boîte de 60 coussinets d’allaitement jetables et un tube de 100 ml de crème pour le change. Un coffret pratique à conseiller avant le terme.',
    ],
    es: [
      'Pack de maternidad',
      'Lo esencial para los primeros días tras el parto: un sacaleches manual, una caja de 60 discos de lactancia desechables y un tubo de 100 ml de crema protectora del pañal. Un pack práctico para recomendar antes de la fecha prevista de parto.',
    ],
    nl: [
      'Kraampakket',
      'Alles voor de eerste dagen na de bevalling: een handkolf, een doos met 60 zoogkompressen en een tube luiercrème van 100 ml. Een praktisch pakket om voor de uitgerekende datum aan te raden.',
    ],
    en: [
      'Maternity bundle',
      'The essentials for the first days after birth: a manual breast pump, a box of 60 disposable breast pads and a 100 ml tube of barrier nappy cream. A practical set to recommend before the due date.',
    ],
    de: [
      'Geburtspaket',
      'Das Wichtigste für die ersten Tage nach der Geburt: eine Handmilchpumpe, eine Packung mit 60 Einweg-Stilleinlagen und eine 100-ml-Tube Wundschutzcreme. Ein praktisches Set, das sich vor dem Geburtstermin empfehlen lässt.',
    ],
    it: [
      'Kit maternità',
      'L’essenziale per i primi giorni dopo il parto: un tiralatte manuale, una scatola da 60 coppette assorbilatte monouso e un tubo da 100 ml di crema protettiva per il cambio. Un kit pratico da consigliare prima del termine.',
    ],
  },
  {
    fr: [
      'Coffret biberons',
      'Un biberon Natural 125 ml, 2 tétines à débit lent pour la suite et un goupillon biberons et tétines. Tout ce qu’il faut à une famille pour commencer le biberon.',
    ],
    es: [
      'Pack de biberones',
      'Un biberón Natural de 125 ml, 2 tetinas de flujo lento para cuando el bebé crezca y una escobilla para biberones y tetinas. Todo lo que una familia necesita para empezar con el biberón.',
    ],
    nl: [
      'Flessenpakket',
      'Een Natural zuigfles van 125 ml, 2 spenen met langzame toevoer voor later en een flessen- en spenenborstel. Alles wat een gezin nodig heeft om met flesvoeding te beginnen.',
    ],
    en: [
      'Bottle-feeding bundle',
      'A Natural 125 ml bottle, 2 slow flow teats for later and a bottle and teat brush. Everything a family needs to start bottle-feeding.',
    ],
    de: [
      'Flaschenpaket',
      'Eine Natural-Flasche 125 ml, 2 Sauger mit langsamem Fluss für später und eine Flaschen- und Saugerbürste. Alles, was eine Familie für den Start mit der Flasche braucht.',
    ],
    it: [
      'Kit biberon',
      'Un biberon Natural da 125 ml, 2 tettarelle a flusso lento per quando il bambino cresce e uno scovolino per biberon e tettarelle. Tutto ciò che serve a una famiglia per iniziare con il biberon.',
    ],
  },
  {
    fr: [
      'Coffret soins bébé',
      'Les soins du quotidien réunis dans une boîte : crème pour le change (100 ml), gel lavant doux (200 ml) et un paquet de 56 lingettes douces. Convient dès la naissance.',
    ],
    es: [
      'Pack de cuidados del bebé',
      'El cuidado diario en una sola caja: crema protectora del pañal (100 ml), gel de baño suave (200 ml) y un paquete de 56 toallitas sensibles. Apto desde el nacimiento.',
    ],
    nl: [
      'Verzorgingspakket',
      'De dagelijkse verzorging in één doos: luiercrème (100 ml), milde wasgel (200 ml) en een pak van 56 zachte billendoekjes. Geschikt vanaf de geboorte.',
    ],
    en: [
      'Newborn care bundle',
      'The daily care routine in one box: barrier nappy cream (100 ml), gentle baby wash (200 ml) and a pack of 56 sensitive wipes. Suitable from birth.',
    ],
    de: [
      'Pflegepaket',
      'Die tägliche Pflege in einer Box: Wundschutzcreme (100 ml), milde Waschlotion (200 ml) und eine Packung mit 56 Sensitive-Feuchttüchern. Ab der Geburt geeignet.',
    ],
    it: [
      'Kit cura del neonato',
      'La cura quotidiana in un’unica confezione: crema protettiva per il cambio (100 ml), detergente delicato (200 ml) e una confezione da 56 salviette delicate. Adatto dalla nascita.',
    ],
  },
];

export function bundleTranslations(index: number): Translations {
  const copy = bundleCopy[index];
  if (!copy) throw new Error(`No seeded bundle #${index}`);
  return translationsOf(copy);
}

export function categoryTranslations(category: SeedCategory): Translations {
  const out: Translations = {};
  for (const lang of catalogueLanguages) {
    out[lang] = { name: category.names[lang], description: category.descriptions[lang] };
  }
  return out;
}

function translationsOf(copy: Copy): Translations {
  const out: Translations = {};
  for (const lang of catalogueLanguages) {
    const [name, description] = copy[lang];
    out[lang] = { name, description };
  }
  return out;
}
