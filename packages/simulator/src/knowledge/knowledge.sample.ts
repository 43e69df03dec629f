/** The languages the sample knowledge base is written in. */
export const knowledgeLanguages = ['en', 'fr'] as const;

/** A language of the sample knowledge base. */
export type KnowledgeLanguage = (typeof knowledgeLanguages)[number];

/** Whether a knowledge base takes votes (`VOTE`), votes and ratings (`EITHER`), or no feedback (`NONE`). */
export type KnowledgeFeedbackType = 'NONE' | 'VOTE' | 'EITHER';

/** A knowledge base of the sample. */
export interface SampleKnowledgeBase {
  /** Its id (`kb-support`). */
  id: string;
  /** Its name in each language. */
  name: Record<KnowledgeLanguage, string>;
  /** The feedback it takes. */
  feedbackType: KnowledgeFeedbackType;
}

/** A category of the sample: its id, knowledge base and path from its root in each language. */
export interface SampleCategory {
  /** Its id (`cat-account-password`). */
  id: string;
  /** Its knowledge base. */
  kbId: string;
  /** Its path from the root in each language, `/` between levels (`Account/Password`). */
  path: Record<KnowledgeLanguage, string>;
}

/** A file attached to an article. */
export interface SampleAttachment {
  /** Its file name, also the last segment of its URL. */
  fileName: string;
  /** Its content type. */
  contentType: string;
  /** Its content. */
  content: string;
}

/** An article in one language: its title and its body as HTML. */
export interface SampleTranslation {
  /** Its title (the question it answers). */
  title: string;
  /** Its body as HTML; the text form is derived from it. */
  html: string;
}

/** An article of the sample, in every language. */
export interface SampleArticle {
  /** Its id, the same in every language (`doc-reset-password`). */
  id: string;
  /** Its knowledge base. */
  kbId: string;
  /** The ids of its categories. */
  categories: string[];
  /** Views seeded before the run, which order the trending list. */
  views: number;
  /** Its attachments. */
  attachments: SampleAttachment[];
  /** Its text in each language. */
  text: Record<KnowledgeLanguage, SampleTranslation>;
}

/** The knowledge bases of the sample. */
export const sampleKnowledgeBases: readonly SampleKnowledgeBase[] = [
  { id: 'kb-support', name: { en: 'Support', fr: 'Assistance' }, feedbackType: 'VOTE' },
  { id: 'kb-billing', name: { en: 'Billing', fr: 'Facturation' }, feedbackType: 'EITHER' },
  { id: 'kb-product', name: { en: 'Product guides', fr: 'Guides produit' }, feedbackType: 'NONE' },
];

/** The categories of the sample. */
export const sampleCategories: readonly SampleCategory[] = [
  { id: 'cat-account', kbId: 'kb-support', path: { en: 'Account', fr: 'Compte' } },
  {
    id: 'cat-account-password',
    kbId: 'kb-support',
    path: { en: 'Account/Password', fr: 'Compte/Mot de passe' },
  },
  {
    id: 'cat-account-profile',
    kbId: 'kb-support',
    path: { en: 'Account/Profile', fr: 'Compte/Profil' },
  },
  { id: 'cat-orders', kbId: 'kb-support', path: { en: 'Orders', fr: 'Commandes' } },
  {
    id: 'cat-orders-shipping',
    kbId: 'kb-support',
    path: { en: 'Orders/Shipping', fr: 'Commandes/Livraison' },
  },
  {
    id: 'cat-orders-returns',
    kbId: 'kb-support',
    path: { en: 'Orders/Returns', fr: 'Commandes/Retours' },
  },
  { id: 'cat-devices', kbId: 'kb-support', path: { en: 'Devices', fr: 'Appareils' } },
  {
    id: 'cat-devices-mobile',
    kbId: 'kb-support',
    path: { en: 'Devices/Mobile app', fr: 'Appareils/Application mobile' },
  },
  { id: 'cat-payments', kbId: 'kb-billing', path: { en: 'Payments', fr: 'Paiements' } },
  {
    id: 'cat-payments-cards',
    kbId: 'kb-billing',
    path: { en: 'Payments/Cards', fr: 'Paiements/Cartes' },
  },
  { id: 'cat-invoices', kbId: 'kb-billing', path: { en: 'Invoices', fr: 'Factures' } },
  { id: 'cat-refunds', kbId: 'kb-billing', path: { en: 'Refunds', fr: 'Remboursements' } },
  { id: 'cat-guides', kbId: 'kb-product', path: { en: 'Guides', fr: 'Guides' } },
];

const pdf = (title: string): SampleAttachment['content'] =>
  `%PDF-1.4\n% cxkit simulator sample: ${title}\n%%EOF\n`;

/**
 * The articles of the sample: 18 in English and French (36 documents), in three knowledge bases.
 * `doc-rich-content` carries markup a client must sanitise (`<script>`, `onerror`, `javascript:`).
 */
export const sampleArticles: readonly SampleArticle[] = [
  {
    id: 'doc-reset-password',
    kbId: 'kb-support',
    categories: ['cat-account-password'],
    views: 120,
    attachments: [],
    text: {
      en: {
        title: 'How do I reset my password?',
        html: '<p>Open the sign-in page and choose <strong>Forgot password</strong>.</p><ol><li>Enter the email address of your account.</li><li>Open the link we send you within 30 minutes.</li><li>Choose a new password of at least 10 characters.</li></ol>',
      },
      fr: {
        title: 'Comment réinitialiser mon mot de passe ?',
        html: '<p>Ouvrez la page de connexion et choisissez <strong>Mot de passe oublié</strong>.</p><ol><li>Saisissez l’adresse e-mail de votre compte.</li><li>Ouvrez le lien envoyé dans les 30 minutes.</li><li>Choisissez un nouveau mot de passe d’au moins 10 caractères.</li></ol>',
      },
    },
  },
  {
    id: 'doc-change-email',
    kbId: 'kb-support',
    categories: ['cat-account-profile'],
    views: 45,
    attachments: [],
    text: {
      en: {
        title: 'How do I change my email address?',
        html: '<p>Go to <em>Profile</em> and edit the email field. We send a confirmation link to the new address; the change applies once you open it.</p>',
      },
      fr: {
        title: 'Comment changer mon adresse e-mail ?',
        html: '<p>Allez dans <em>Profil</em> et modifiez le champ e-mail. Un lien de confirmation est envoyé à la nouvelle adresse ; le changement s’applique dès que vous l’ouvrez.</p>',
      },
    },
  },
  {
    id: 'doc-delete-account',
    kbId: 'kb-support',
    categories: ['cat-account'],
    views: 20,
    attachments: [],
    text: {
      en: {
        title: 'How do I delete my account?',
        html: '<p>Write to us from the email address of the account. We close it within 7 days and delete your personal data, except invoices we must keep by law.</p>',
      },
      fr: {
        title: 'Comment supprimer mon compte ?',
        html: '<p>Écrivez-nous depuis l’adresse e-mail du compte. Nous le fermons sous 7 jours et supprimons vos données personnelles, sauf les factures que la loi nous oblige à garder.</p>',
      },
    },
  },
  {
    id: 'doc-two-factor',
    kbId: 'kb-support',
    categories: ['cat-account-password'],
    views: 60,
    attachments: [],
    text: {
      en: {
        title: 'How do I turn on two-step verification?',
        html: '<p>In <em>Security</em>, choose <strong>Two-step verification</strong> and scan the code with an authenticator app. Keep the backup codes somewhere safe.</p>',
      },
      fr: {
        title: 'Comment activer la validation en deux étapes ?',
        html: '<p>Dans <em>Sécurité</em>, choisissez <strong>Validation en deux étapes</strong> et scannez le code avec une application d’authentification. Gardez les codes de secours en lieu sûr.</p>',
      },
    },
  },
  {
    id: 'doc-track-order',
    kbId: 'kb-support',
    categories: ['cat-orders-shipping'],
    views: 150,
    attachments: [],
    text: {
      en: {
        title: 'Where is my order?',
        html: '<p>Open <em>My orders</em> and choose the order to see its tracking number. The carrier updates the delivery status every few hours.</p>',
      },
      fr: {
        title: 'Où est ma commande ?',
        html: '<p>Ouvrez <em>Mes commandes</em> et choisissez la commande pour voir son numéro de suivi. Le transporteur met à jour l’état de la livraison toutes les quelques heures.</p>',
      },
    },
  },
  {
    id: 'doc-shipping-times',
    kbId: 'kb-support',
    categories: ['cat-orders-shipping'],
    views: 80,
    attachments: [],
    text: {
      en: {
        title: 'How long does delivery take?',
        html: '<p>Standard delivery takes 3 to 5 working days. Express delivery arrives the next working day when you order before 2 pm.</p>',
      },
      fr: {
        title: 'Quel est le délai de livraison ?',
        html: '<p>La livraison standard prend 3 à 5 jours ouvrés. La livraison express arrive le jour ouvré suivant pour toute commande passée avant 14 h.</p>',
      },
    },
  },
  {
    id: 'doc-return-item',
    kbId: 'kb-support',
    categories: ['cat-orders-returns'],
    views: 95,
    attachments: [
      {
        fileName: 'return-label.pdf',
        contentType: 'application/pdf',
        content: pdf('return label'),
      },
    ],
    text: {
      en: {
        title: 'How do I return an item?',
        html: '<p>You have 30 days to return an item. Print the attached return label, stick it on the parcel and drop it at any post office.</p>',
      },
      fr: {
        title: 'Comment retourner un article ?',
        html: '<p>Vous disposez de 30 jours pour retourner un article. Imprimez l’étiquette de retour jointe, collez-la sur le colis et déposez-le dans un bureau de poste.</p>',
      },
    },
  },
  {
    id: 'doc-cancel-order',
    kbId: 'kb-support',
    categories: ['cat-orders'],
    views: 40,
    attachments: [],
    text: {
      en: {
        title: 'Can I cancel my order?',
        html: '<p>You can cancel an order from <em>My orders</em> until it ships. Once shipped, return it instead.</p>',
      },
      fr: {
        title: 'Puis-je annuler ma commande ?',
        html: '<p>Vous pouvez annuler une commande depuis <em>Mes commandes</em> tant qu’elle n’est pas expédiée. Ensuite, retournez-la.</p>',
      },
    },
  },
  {
    id: 'doc-mobile-app-login',
    kbId: 'kb-support',
    categories: ['cat-devices-mobile'],
    views: 30,
    attachments: [],
    text: {
      en: {
        title: 'The mobile app does not let me sign in',
        html: '<p>Update the app to its latest version, then sign out and in again. If it still fails, reinstall the app: your data stays in your account.</p>',
      },
      fr: {
        title: 'L’application mobile refuse ma connexion',
        html: '<p>Mettez l’application à jour, puis déconnectez-vous et reconnectez-vous. Si cela échoue encore, réinstallez l’application : vos données restent dans votre compte.</p>',
      },
    },
  },
  {
    id: 'doc-notifications',
    kbId: 'kb-support',
    categories: ['cat-devices-mobile'],
    views: 15,
    attachments: [],
    text: {
      en: {
        title: 'How do I turn off notifications?',
        html: '<p>In the app, open <em>Settings</em> then <em>Notifications</em> and switch off the ones you do not want.</p>',
      },
      fr: {
        title: 'Comment désactiver les notifications ?',
        html: '<p>Dans l’application, ouvrez <em>Réglages</em> puis <em>Notifications</em> et désactivez celles que vous ne voulez pas.</p>',
      },
    },
  },
  {
    id: 'doc-how-to-pay',
    kbId: 'kb-billing',
    categories: ['cat-payments'],
    views: 110,
    attachments: [],
    text: {
      en: {
        title: 'How to pay my bill',
        html: '<p>You can pay your bill by card, bank transfer or direct debit.</p><ul><li>By card: open <em>Billing</em> and choose <strong>Pay now</strong>.</li><li>By transfer: use the reference printed on the invoice.</li></ul>',
      },
      fr: {
        title: 'Comment payer ma facture',
        html: '<p>Vous pouvez payer votre facture par carte, virement ou prélèvement.</p><ul><li>Par carte : ouvrez <em>Facturation</em> et choisissez <strong>Payer maintenant</strong>.</li><li>Par virement : utilisez la référence imprimée sur la facture.</li></ul>',
      },
    },
  },
  {
    id: 'doc-update-card',
    kbId: 'kb-billing',
    categories: ['cat-payments-cards'],
    views: 70,
    attachments: [],
    text: {
      en: {
        title: 'How do I update my credit card?',
        html: '<p>Open <em>Billing</em>, then <em>Payment methods</em>, and add the new card. Remove the old card once the new one shows as default.</p>',
      },
      fr: {
        title: 'Comment mettre à jour ma carte bancaire ?',
        html: '<p>Ouvrez <em>Facturation</em>, puis <em>Moyens de paiement</em>, et ajoutez la nouvelle carte. Supprimez l’ancienne une fois la nouvelle définie par défaut.</p>',
      },
    },
  },
  {
    id: 'doc-card-declined',
    kbId: 'kb-billing',
    categories: ['cat-payments-cards'],
    views: 55,
    attachments: [],
    text: {
      en: {
        title: 'Why was my card declined?',
        html: '<p>A card is declined when it has expired, the billing address does not match, or your bank blocked the payment. Call your bank, then try the payment again.</p>',
      },
      fr: {
        title: 'Pourquoi ma carte a-t-elle été refusée ?',
        html: '<p>Une carte est refusée quand elle a expiré, que l’adresse de facturation ne correspond pas ou que votre banque a bloqué le paiement. Appelez votre banque, puis réessayez le paiement.</p>',
      },
    },
  },
  {
    id: 'doc-download-invoice',
    kbId: 'kb-billing',
    categories: ['cat-invoices'],
    views: 65,
    attachments: [
      {
        fileName: 'invoice-sample.pdf',
        contentType: 'application/pdf',
        content: pdf('invoice sample'),
      },
    ],
    text: {
      en: {
        title: 'Where can I download my invoices?',
        html: '<p>Every invoice is in <em>Billing</em> under <em>Invoices</em>, as a PDF. The attached sample shows where to find the reference and the amount due.</p>',
      },
      fr: {
        title: 'Où télécharger mes factures ?',
        html: '<p>Chaque facture se trouve dans <em>Facturation</em>, rubrique <em>Factures</em>, au format PDF. L’exemple joint montre où trouver la référence et le montant dû.</p>',
      },
    },
  },
  {
    id: 'doc-refund-time',
    kbId: 'kb-billing',
    categories: ['cat-refunds'],
    views: 85,
    attachments: [],
    text: {
      en: {
        title: 'When will I get my refund?',
        html: '<p>We refund within 5 working days of receiving the returned item. Your bank may take 3 more days to show the money on your account.</p>',
      },
      fr: {
        title: 'Quand serai-je remboursé ?',
        html: '<p>Nous remboursons sous 5 jours ouvrés après réception de l’article retourné. Votre banque peut mettre 3 jours de plus pour créditer votre compte.</p>',
      },
    },
  },
  {
    id: 'doc-vat',
    kbId: 'kb-billing',
    categories: ['cat-invoices'],
    views: 10,
    attachments: [],
    text: {
      en: {
        title: 'Do your prices include VAT?',
        html: '<p>Prices shown include VAT for customers in the European Union. Business customers can add their VAT number in <em>Billing</em>.</p>',
      },
      fr: {
        title: 'Vos prix incluent-ils la TVA ?',
        html: '<p>Les prix affichés incluent la TVA pour les clients de l’Union européenne. Les professionnels peuvent ajouter leur numéro de TVA dans <em>Facturation</em>.</p>',
      },
    },
  },
  {
    id: 'doc-quick-start',
    kbId: 'kb-product',
    categories: ['cat-guides'],
    views: 25,
    attachments: [
      {
        fileName: 'quick-start.pdf',
        contentType: 'application/pdf',
        content: pdf('quick start guide'),
      },
      {
        fileName: 'quick-start.txt',
        contentType: 'text/plain; charset=utf-8',
        content: 'Quick start: 1. Create an account. 2. Set up your profile. 3. Place an order.\n',
      },
    ],
    text: {
      en: {
        title: 'Quick start guide',
        html: '<p>New here? Create an account, set up your profile and place your first order. The attached guides walk you through each step.</p>',
      },
      fr: {
        title: 'Guide de démarrage rapide',
        html: '<p>Nouveau ? Créez un compte, configurez votre profil et passez votre première commande. Les guides joints vous accompagnent à chaque étape.</p>',
      },
    },
  },
  {
    id: 'doc-rich-content',
    kbId: 'kb-product',
    categories: ['cat-guides'],
    views: 5,
    attachments: [],
    text: {
      en: {
        title: 'Formatting of rich answers',
        html: '<p>Answers may contain <strong>bold</strong> text, <a href="https://example.org/help" target="_blank">links</a> and images.</p><img src="x" onerror="alert(\'xss\')"><script>alert(\'xss\')</script><p onclick="alert(\'xss\')">Click <a href="javascript:alert(\'xss\')">here</a> for the formatting help.</p>',
      },
      fr: {
        title: 'Mise en forme des réponses riches',
        html: '<p>Les réponses peuvent contenir du texte en <strong>gras</strong>, des <a href="https://example.org/aide" target="_blank">liens</a> et des images.</p><img src="x" onerror="alert(\'xss\')"><script>alert(\'xss\')</script><p onclick="alert(\'xss\')">Cliquez <a href="javascript:alert(\'xss\')">ici</a> pour l’aide à la mise en forme.</p>',
      },
    },
  },
];
