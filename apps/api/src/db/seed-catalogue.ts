import { supportedLanguages } from '@careshop/i18n';
import type { Translations } from './schema.js';

/** The catalogue is written in every interface language (i18n's one list, decision 156). */
export const catalogueLanguages = supportedLanguages;

type Lang = (typeof catalogueLanguages)[number];
type Words = Record<Lang, string>;

/** A seeded category: its key (PKG holds the bundles, SPEC 4 Shop rules) and its names. */
export interface SeedCategory {
  key: string;
  names: Words;
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
  },
  {
    key: 'education',
    names: {
      fr: 'Documentation',
      es: 'Documentación',
      nl: 'Documentatie',
      en: 'Education material',
      de: 'Informationsmaterial',
      it: 'Documentazione',
    },
  },
  {
    key: 'PKG',
    names: {
      fr: 'Coffrets',
      es: 'Paquetes',
      nl: 'Pakketten',
      en: 'Bundles',
      de: 'Pakete',
      it: 'Confezioni',
    },
  },
];

const productWords: Record<string, Words[]> = {
  breastfeeding: [
    {
      fr: 'Tire-lait électrique',
      es: 'Sacaleches eléctrico',
      nl: 'Elektrische borstkolf',
      en: 'Electric breast pump',
      de: 'Elektrische Milchpumpe',
      it: 'Tiralatte elettrico',
    },
    {
      fr: 'Tire-lait manuel',
      es: 'Sacaleches manual',
      nl: 'Handmatige borstkolf',
      en: 'Manual breast pump',
      de: 'Handmilchpumpe',
      it: 'Tiralatte manuale',
    },
    {
      fr: "Coussinets d'allaitement",
      es: 'Discos de lactancia',
      nl: 'Zoogkompressen',
      en: 'Breast pads',
      de: 'Stilleinlagen',
      it: 'Coppette assorbilatte',
    },
    {
      fr: 'Bouts de sein',
      es: 'Pezoneras',
      nl: 'Tepelhoedjes',
      en: 'Nipple shields',
      de: 'Brusthütchen',
      it: 'Paracapezzoli',
    },
    {
      fr: 'Sachets de conservation',
      es: 'Bolsas de conservación',
      nl: 'Bewaarzakjes',
      en: 'Milk storage bags',
      de: 'Muttermilchbeutel',
      it: 'Sacche per latte',
    },
    {
      fr: 'Crème pour mamelons',
      es: 'Crema para pezones',
      nl: 'Tepelcrème',
      en: 'Nipple cream',
      de: 'Brustwarzencreme',
      it: 'Crema capezzoli',
    },
    {
      fr: 'Coquilles recueil-lait',
      es: 'Conchas recolectoras',
      nl: 'Moedermelkopvangschelpen',
      en: 'Breast shells',
      de: 'Milchauffangschalen',
      it: 'Conchiglie raccoglilatte',
    },
  ],
  bottles: [
    {
      fr: 'Biberon Natural 125 ml',
      es: 'Biberón Natural 125 ml',
      nl: 'Natural zuigfles 125 ml',
      en: 'Natural bottle 125 ml',
      de: 'Natural Flasche 125 ml',
      it: 'Biberon Natural 125 ml',
    },
    {
      fr: 'Biberon Natural 260 ml',
      es: 'Biberón Natural 260 ml',
      nl: 'Natural zuigfles 260 ml',
      en: 'Natural bottle 260 ml',
      de: 'Natural Flasche 260 ml',
      it: 'Biberon Natural 260 ml',
    },
    {
      fr: 'Biberon anti-colique',
      es: 'Biberón anticólicos',
      nl: 'Anti-colic zuigfles',
      en: 'Anti-colic bottle',
      de: 'Anti-Kolik-Flasche',
      it: 'Biberon anti-colica',
    },
    {
      fr: 'Tétines débit lent',
      es: 'Tetinas flujo lento',
      nl: 'Spenen langzame toevoer',
      en: 'Slow flow teats',
      de: 'Sauger langsamer Fluss',
      it: 'Tettarelle flusso lento',
    },
    {
      fr: 'Tasse à bec',
      es: 'Vaso con boquilla',
      nl: 'Drinkbeker',
      en: 'Spout cup',
      de: 'Schnabeltasse',
      it: 'Tazza con beccuccio',
    },
    {
      fr: 'Biberon en verre',
      es: 'Biberón de vidrio',
      nl: 'Glazen zuigfles',
      en: 'Glass bottle',
      de: 'Glasflasche',
      it: 'Biberon in vetro',
    },
  ],
  soothers: [
    {
      fr: 'Sucette ultra air',
      es: 'Chupete ultra air',
      nl: 'Fopspeen ultra air',
      en: 'Ultra air soother',
      de: 'Schnuller ultra air',
      it: 'Succhietto ultra air',
    },
    {
      fr: 'Sucette nuit',
      es: 'Chupete noche',
      nl: 'Nachtfopspeen',
      en: 'Night soother',
      de: 'Nachtschnuller',
      it: 'Succhietto notte',
    },
    {
      fr: 'Sucette nouveau-né',
      es: 'Chupete recién nacido',
      nl: 'Fopspeen pasgeborene',
      en: 'Newborn soother',
      de: 'Schnuller Neugeborene',
      it: 'Succhietto neonato',
    },
    {
      fr: 'Attache-sucette',
      es: 'Sujetachupetes',
      nl: 'Speenkoord',
      en: 'Soother clip',
      de: 'Schnullerkette',
      it: 'Catenella succhietto',
    },
    {
      fr: 'Boîte à sucette',
      es: 'Caja para chupete',
      nl: 'Speendoosje',
      en: 'Soother case',
      de: 'Schnullerbox',
      it: 'Porta succhietto',
    },
    {
      fr: 'Anneau de dentition',
      es: 'Mordedor',
      nl: 'Bijtring',
      en: 'Teether',
      de: 'Beißring',
      it: 'Massaggiagengive',
    },
  ],
  'skin-care': [
    {
      fr: 'Crème change',
      es: 'Crema pañal',
      nl: 'Luiercrème',
      en: 'Nappy cream',
      de: 'Wundschutzcreme',
      it: 'Crema cambio',
    },
    {
      fr: 'Lotion lavante',
      es: 'Loción limpiadora',
      nl: 'Wasgel',
      en: 'Baby wash',
      de: 'Waschlotion',
      it: 'Detergente',
    },
    {
      fr: 'Huile de massage',
      es: 'Aceite de masaje',
      nl: 'Massageolie',
      en: 'Massage oil',
      de: 'Massageöl',
      it: 'Olio da massaggio',
    },
    {
      fr: 'Lingettes douces',
      es: 'Toallitas suaves',
      nl: 'Zachte doekjes',
      en: 'Gentle wipes',
      de: 'Sanfte Tücher',
      it: 'Salviette delicate',
    },
    {
      fr: 'Crème hydratante',
      es: 'Crema hidratante',
      nl: 'Hydraterende crème',
      en: 'Moisturising cream',
      de: 'Feuchtigkeitscreme',
      it: 'Crema idratante',
    },
    {
      fr: 'Shampooing doux',
      es: 'Champú suave',
      nl: 'Milde shampoo',
      en: 'Gentle shampoo',
      de: 'Mildes Shampoo',
      it: 'Shampoo delicato',
    },
  ],
  sterilisers: [
    {
      fr: 'Stérilisateur vapeur',
      es: 'Esterilizador a vapor',
      nl: 'Stoomsterilisator',
      en: 'Steam steriliser',
      de: 'Dampfsterilisator',
      it: 'Sterilizzatore a vapore',
    },
    {
      fr: 'Stérilisateur micro-ondes',
      es: 'Esterilizador microondas',
      nl: 'Magnetronsterilisator',
      en: 'Microwave steriliser',
      de: 'Mikrowellensterilisator',
      it: 'Sterilizzatore microonde',
    },
    {
      fr: 'Chauffe-biberon',
      es: 'Calientabiberones',
      nl: 'Flessenwarmer',
      en: 'Bottle warmer',
      de: 'Flaschenwärmer',
      it: 'Scaldabiberon',
    },
    {
      fr: 'Goupillon',
      es: 'Escobilla',
      nl: 'Flessenborstel',
      en: 'Bottle brush',
      de: 'Flaschenbürste',
      it: 'Scovolino',
    },
    {
      fr: 'Égouttoir',
      es: 'Escurridor',
      nl: 'Droogrek',
      en: 'Drying rack',
      de: 'Abtropfgestell',
      it: 'Scolabiberon',
    },
    {
      fr: 'Sac de stérilisation',
      es: 'Bolsa esterilizadora',
      nl: 'Sterilisatiezak',
      en: 'Steriliser bag',
      de: 'Sterilisierbeutel',
      it: 'Sacca sterilizzante',
    },
  ],
  education: [
    {
      fr: 'Guide allaitement (PDF)',
      es: 'Guía de lactancia (PDF)',
      nl: 'Borstvoedingsgids (PDF)',
      en: 'Breastfeeding guide (PDF)',
      de: 'Stillratgeber (PDF)',
      it: 'Guida allattamento (PDF)',
    },
    {
      fr: 'Affiche salle d’attente',
      es: 'Póster sala de espera',
      nl: 'Wachtkamerposter',
      en: 'Waiting room poster',
      de: 'Wartezimmerposter',
      it: 'Poster sala d’attesa',
    },
    {
      fr: 'Brochures patientes',
      es: 'Folletos pacientes',
      nl: 'Patiëntenfolders',
      en: 'Patient leaflets',
      de: 'Patientenbroschüren',
      it: 'Opuscoli pazienti',
    },
    {
      fr: 'Fiche technique tire-lait',
      es: 'Ficha técnica sacaleches',
      nl: 'Technisch blad borstkolf',
      en: 'Breast pump spec sheet',
      de: 'Datenblatt Milchpumpe',
      it: 'Scheda tecnica tiralatte',
    },
    {
      fr: 'Carnet de suivi',
      es: 'Cuaderno de seguimiento',
      nl: 'Voedingsdagboek',
      en: 'Feeding diary',
      de: 'Stilltagebuch',
      it: 'Diario delle poppate',
    },
    {
      fr: 'Présentoir comptoir',
      es: 'Expositor de mostrador',
      nl: 'Toonbankdisplay',
      en: 'Counter display',
      de: 'Thekendisplay',
      it: 'Espositore da banco',
    },
  ],
};

const descriptionLead: Words = {
  fr: 'Échantillon professionnel',
  es: 'Muestra profesional',
  nl: 'Professioneel staal',
  en: 'Professional sample',
  de: 'Professionelles Muster',
  it: 'Campione professionale',
};

/** Names and descriptions in six languages for the i-th product of a category. */
export function productTranslations(categoryKey: string, index: number): Translations {
  const words = productWords[categoryKey]?.[index];
  if (!words) throw new Error(`No seeded product ${categoryKey}#${index}`);
  const out: Translations = {};
  for (const lang of catalogueLanguages) {
    out[lang] = { name: words[lang], description: `${descriptionLead[lang]}: ${words[lang]}.` };
  }
  return out;
}

/** How many seeded products a category has. */
export function productCount(categoryKey: string): number {
  return productWords[categoryKey]?.length ?? 0;
}

/** Names of the seeded bundles (category PKG) in six languages. */
export const bundleNames: Words[] = [
  {
    fr: 'Coffret maternité',
    es: 'Paquete maternidad',
    nl: 'Kraampakket',
    en: 'Maternity bundle',
    de: 'Geburtspaket',
    it: 'Kit maternità',
  },
  {
    fr: 'Coffret biberons',
    es: 'Paquete biberones',
    nl: 'Flessenpakket',
    en: 'Bottle bundle',
    de: 'Flaschenpaket',
    it: 'Kit biberon',
  },
  {
    fr: 'Coffret soins',
    es: 'Paquete cuidados',
    nl: 'Verzorgingspakket',
    en: 'Care bundle',
    de: 'Pflegepaket',
    it: 'Kit cura',
  },
];

export function bundleTranslations(index: number): Translations {
  const words = bundleNames[index];
  if (!words) throw new Error(`No seeded bundle #${index}`);
  const out: Translations = {};
  for (const lang of catalogueLanguages) {
    out[lang] = { name: words[lang], description: `${descriptionLead[lang]}: ${words[lang]}.` };
  }
  return out;
}

export function categoryTranslations(category: SeedCategory): Translations {
  const out: Translations = {};
  for (const lang of catalogueLanguages) out[lang] = { name: category.names[lang] };
  return out;
}
