/** A rich-text block in the content-service (Prismic) shape. */
export interface RichTextBlock {
  type: 'heading1' | 'heading2' | 'paragraph';
  text: string;
  spans: [];
}

/** One document as the content service's documents search answers it. */
export interface ContentDocument {
  id: string;
  uid: string;
  url: null;
  type: 'faq' | 'webinar';
  href: string;
  tags: string[];
  first_publication_date: string;
  last_publication_date: string;
  slugs: string[];
  linked_documents: [];
  lang: string;
  alternate_languages: { id: string; uid: string; type: string; lang: string }[];
  data: Record<string, unknown>;
}

/** The six content languages, in the content service's lower-case code. */
export const contentLanguages = ['fr-fr', 'es-es', 'nl-nl', 'en-gb', 'de-de', 'it-it'] as const;
type ContentLang = (typeof contentLanguages)[number];
type Texts = Record<ContentLang, string>;

const published = '2026-01-15T09:00:00+0000';

function paragraph(text: string): RichTextBlock[] {
  return [{ type: 'paragraph', text, spans: [] }];
}

function heading(text: string): RichTextBlock[] {
  return [{ type: 'heading1', text, spans: [] }];
}

interface FaqSource {
  uid: string;
  title: Texts;
  items: { question: Texts; answer: Texts }[];
}

const faqs: FaqSource[] = [
  {
    uid: 'authentication',
    title: {
      'fr-fr': 'Connexion et compte',
      'es-es': 'Acceso y cuenta',
      'nl-nl': 'Inloggen en account',
      'en-gb': 'Logging in and your account',
      'de-de': 'Anmeldung und Konto',
      'it-it': 'Accesso e account',
    },
    items: [
      {
        question: {
          'fr-fr': 'Quand puis-je commander ?',
          'es-es': '¿Cuándo puedo hacer un pedido?',
          'nl-nl': 'Wanneer kan ik bestellen?',
          'en-gb': 'When can I order?',
          'de-de': 'Wann kann ich bestellen?',
          'it-it': 'Quando posso ordinare?',
        },
        answer: {
          'fr-fr': 'Dès que votre numéro de licence est vérifié ; vous recevez alors un e-mail.',
          'es-es': 'En cuanto se verifique su número de licencia; recibirá un correo electrónico.',
          'nl-nl': 'Zodra uw licentienummer is gecontroleerd; u ontvangt dan een e-mail.',
          'en-gb': 'As soon as your licence number is verified; you will receive an e-mail.',
          'de-de': 'Sobald Ihre Lizenznummer geprüft ist; Sie erhalten dann eine E-Mail.',
          'it-it': 'Appena il numero di licenza è verificato; riceverà un’e-mail.',
        },
      },
      {
        question: {
          'fr-fr': 'J’ai oublié mon mot de passe.',
          'es-es': 'He olvidado mi contraseña.',
          'nl-nl': 'Ik ben mijn wachtwoord vergeten.',
          'en-gb': 'I forgot my password.',
          'de-de': 'Ich habe mein Passwort vergessen.',
          'it-it': 'Ho dimenticato la password.',
        },
        answer: {
          'fr-fr': 'Utilisez « Mot de passe oublié » : le lien reçu est valable une heure.',
          'es-es': 'Use «¿Olvidó su contraseña?»: el enlace es válido una hora.',
          'nl-nl': 'Gebruik "Wachtwoord vergeten": de link is een uur geldig.',
          'en-gb': 'Use "Forgot password": the link you receive is valid for one hour.',
          'de-de': 'Nutzen Sie „Passwort vergessen“: der Link ist eine Stunde gültig.',
          'it-it': 'Usi «Password dimenticata»: il link è valido un’ora.',
        },
      },
    ],
  },
  {
    uid: 'ordering',
    title: {
      'fr-fr': 'Commandes',
      'es-es': 'Pedidos',
      'nl-nl': 'Bestellen',
      'en-gb': 'Ordering',
      'de-de': 'Bestellungen',
      'it-it': 'Ordini',
    },
    items: [
      {
        question: {
          'fr-fr': 'Combien de commandes par an ?',
          'es-es': '¿Cuántos pedidos al año?',
          'nl-nl': 'Hoeveel bestellingen per jaar?',
          'en-gb': 'How many orders per year?',
          'de-de': 'Wie viele Bestellungen pro Jahr?',
          'it-it': 'Quanti ordini all’anno?',
        },
        answer: {
          'fr-fr': 'Votre organisation fixe un nombre maximal de commandes par année civile.',
          'es-es': 'Su organización fija un número máximo de pedidos por año natural.',
          'nl-nl': 'Uw organisatie bepaalt een maximum aantal bestellingen per kalenderjaar.',
          'en-gb': 'Your organisation sets a maximum number of orders per calendar year.',
          'de-de': 'Ihre Organisation legt eine Höchstzahl an Bestellungen pro Kalenderjahr fest.',
          'it-it': 'La sua organizzazione fissa un numero massimo di ordini per anno solare.',
        },
      },
      {
        question: {
          'fr-fr': 'Puis-je commander uniquement des échantillons gratuits ?',
          'es-es': '¿Puedo pedir solo muestras gratuitas?',
          'nl-nl': 'Kan ik alleen gratis stalen bestellen?',
          'en-gb': 'Can I order free samples only?',
          'de-de': 'Kann ich nur kostenlose Muster bestellen?',
          'it-it': 'Posso ordinare solo campioni gratuiti?',
        },
        answer: {
          'fr-fr': 'Non, les produits gratuits accompagnent une commande de produits payants.',
          'es-es': 'No, los productos gratuitos acompañan un pedido de productos de pago.',
          'nl-nl': 'Nee, gratis producten worden samen met betaalde producten besteld.',
          'en-gb': 'No, free products are ordered together with paid ones.',
          'de-de': 'Nein, kostenlose Produkte werden zusammen mit bezahlten bestellt.',
          'it-it': 'No, i prodotti gratuiti si ordinano insieme a quelli a pagamento.',
        },
      },
    ],
  },
  {
    uid: 'delivery',
    title: {
      'fr-fr': 'Livraison',
      'es-es': 'Entrega',
      'nl-nl': 'Levering',
      'en-gb': 'Delivery',
      'de-de': 'Lieferung',
      'it-it': 'Consegna',
    },
    items: [
      {
        question: {
          'fr-fr': 'Quels délais de livraison ?',
          'es-es': '¿Qué plazos de entrega?',
          'nl-nl': 'Welke levertijden?',
          'en-gb': 'How long does delivery take?',
          'de-de': 'Wie lange dauert die Lieferung?',
          'it-it': 'Quali tempi di consegna?',
        },
        answer: {
          'fr-fr': 'Express : le lendemain ; normale : 2 à 3 jours ; standard : 2 à 7 jours.',
          'es-es': 'Urgente: al día siguiente; normal: 2-3 días; estándar: 3-7 días.',
          'nl-nl': 'Spoed: volgende dag; normaal: 2-3 dagen; standaard: 2-7 dagen.',
          'en-gb': 'Overnight: next day; regular: 2-3 days; standard: 3-7 days.',
          'de-de': 'Express: nächster Tag; normal: 2-3 Tage; Standard: 3-7 Tage.',
          'it-it': 'Espresso: giorno dopo; normale: 2-3 giorni; standard: 3-7 giorni.',
        },
      },
    ],
  },
];

const webinar = {
  uid: 'breastfeeding-support-2026',
  startsAt: '2026-12-10T15:00:00+0000',
  title: {
    'fr-fr': 'Webinaire : soutenir l’allaitement',
    'es-es': 'Webinario: apoyar la lactancia',
    'nl-nl': 'Webinar: borstvoeding ondersteunen',
    'en-gb': 'Webinar: supporting breastfeeding',
    'de-de': 'Webinar: Stillen unterstützen',
    'it-it': 'Webinar: sostenere l’allattamento',
  } satisfies Texts,
  description: {
    'fr-fr': 'Une heure avec une consultante en lactation, questions en direct.',
    'es-es': 'Una hora con una asesora de lactancia, preguntas en directo.',
    'nl-nl': 'Een uur met een lactatiekundige, live vragen.',
    'en-gb': 'One hour with a lactation consultant, live questions.',
    'de-de': 'Eine Stunde mit einer Stillberaterin, Fragen live.',
    'it-it': 'Un’ora con una consulente per l’allattamento, domande dal vivo.',
  } satisfies Texts,
};

function documentId(type: string, uid: string, lang: string): string {
  return `${type}-${uid}-${lang}`.replace(/[^a-zA-Z0-9-]/g, '-');
}

function build(
  type: ContentDocument['type'],
  uid: string,
  apiBase: string,
  data: (lang: ContentLang) => Record<string, unknown>,
): ContentDocument[] {
  return contentLanguages.map((lang) => ({
    id: documentId(type, uid, lang),
    uid,
    url: null,
    type,
    href: `${apiBase}/documents/search?q=${encodeURIComponent(`[[at(document.id,"${documentId(type, uid, lang)}")]]`)}`,
    tags: [],
    first_publication_date: published,
    last_publication_date: published,
    slugs: [uid],
    linked_documents: [],
    lang,
    alternate_languages: contentLanguages
      .filter((other) => other !== lang)
      .map((other) => ({ id: documentId(type, uid, other), uid, type, lang: other })),
    data: data(lang),
  }));
}

/** Every shipped document: FAQ subjects and webinar pages, each in the six languages. */
export function contentDocuments(apiBase: string): ContentDocument[] {
  return [
    ...faqs.flatMap((faq) =>
      build('faq', faq.uid, apiBase, (lang) => ({
        title: heading(faq.title[lang]),
        questions: faq.items.map((item) => ({
          question: paragraph(item.question[lang]),
          answer: paragraph(item.answer[lang]),
        })),
      })),
    ),
    ...build('webinar', webinar.uid, apiBase, (lang) => ({
      title: heading(webinar.title[lang]),
      description: paragraph(webinar.description[lang]),
      starts_at: webinar.startsAt,
      duration_minutes: 60,
    })),
  ];
}

/** A webinar people can register for: its uid, start and title by two-letter language. */
export interface WebinarInfo {
  uid: string;
  startsAt: Date;
  title: (language: string) => string;
}

/** The shipped webinar with this uid, if any. */
export function findWebinar(uid: string): WebinarInfo | undefined {
  if (uid !== webinar.uid) return undefined;
  return {
    uid: webinar.uid,
    startsAt: new Date(webinar.startsAt),
    title: (language) =>
      contentLanguages
        .filter((lang) => lang.startsWith(language))
        .map((lang) => webinar.title[lang])[0] ?? webinar.title['en-gb'],
  };
}
