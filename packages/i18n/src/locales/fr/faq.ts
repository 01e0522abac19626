import type { Dictionary } from '../../dictionary';

export const faq = {
  title: 'Questions fréquentes',
  intro: 'Trouvez rapidement des réponses aux questions les plus courantes.',
  subjects: {
    label: 'Thèmes',
    authentication: 'Connexion et inscription',
    account: 'Mon compte',
    ordering: 'Commander',
    delivery: 'Livraison',
    products: 'Produits',
  },
  back: 'Retour à toutes les questions',
  no_questions: "Il n'y a pas encore de questions sur ce thème.",
  more_help: "Vous n'avez pas trouvé votre réponse ?",
  contact_link: 'Contactez-nous',
} satisfies Dictionary['faq'];
