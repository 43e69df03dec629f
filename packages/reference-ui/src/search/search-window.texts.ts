import type { AreaTexts } from '../chat/texts/chat-texts.types';

/** The keys of the Search window's texts, in the i18n namespace `knowledgecenter`. */
export type SearchWindowTextKey =
  | 'knowledgecenter.title'
  | 'knowledgecenter.question'
  | 'knowledgecenter.placeholder'
  | 'knowledgecenter.ask'
  | 'knowledgecenter.clear'
  | 'knowledgecenter.trending'
  | 'knowledgecenter.results'
  | 'knowledgecenter.resultsFound'
  | 'knowledgecenter.more'
  | 'knowledgecenter.noResults'
  | 'knowledgecenter.noResultsHint'
  | 'knowledgecenter.back'
  | 'knowledgecenter.close'
  | 'knowledgecenter.attachments'
  | 'knowledgecenter.helpful'
  | 'knowledgecenter.yes'
  | 'knowledgecenter.no'
  | 'knowledgecenter.voteThanks'
  | 'knowledgecenter.rating'
  | 'knowledgecenter.stars'
  | 'knowledgecenter.comment'
  | 'knowledgecenter.sendRating'
  | 'knowledgecenter.ratingThanks'
  | 'knowledgecenter.feedbackFailed'
  | 'knowledgecenter.errorTitle'
  | 'knowledgecenter.errorText'
  | 'knowledgecenter.searchButton'
  | 'knowledgecenter.buttonGroup';

/** The Search window's texts in English (the spec's) and French; give them to an app with `packs.add` to override. */
export const searchWindowTexts = {
  en: {
    'knowledgecenter.title': 'Ask a Question',
    'knowledgecenter.question': 'Your question',
    'knowledgecenter.placeholder': 'Type your question',
    'knowledgecenter.ask': 'Ask',
    'knowledgecenter.clear': 'Clear the question',
    'knowledgecenter.trending': 'Trending questions',
    'knowledgecenter.results': 'Results',
    'knowledgecenter.resultsFound': 'Results for “{query}”: {count}',
    'knowledgecenter.more': 'More',
    'knowledgecenter.noResults': 'No Results',
    'knowledgecenter.noResultsHint':
      'Try to rephrase your question: use other words, or fewer of them.',
    'knowledgecenter.back': 'Back',
    'knowledgecenter.close': 'Close',
    'knowledgecenter.attachments': 'Attachments',
    'knowledgecenter.helpful': 'Was this helpful?',
    'knowledgecenter.yes': 'Yes',
    'knowledgecenter.no': 'No',
    'knowledgecenter.voteThanks': 'Thank you for your feedback!',
    'knowledgecenter.rating': 'Rate this answer',
    'knowledgecenter.stars': '{stars} of 5 stars',
    'knowledgecenter.comment': 'Comment',
    'knowledgecenter.sendRating': 'Send rating',
    'knowledgecenter.ratingThanks': 'Thank you for your rating!',
    'knowledgecenter.feedbackFailed': 'Your feedback could not be sent. Please try again.',
    'knowledgecenter.errorTitle': 'Error!',
    'knowledgecenter.errorText': 'Knowledge Center Server is currently not available',
    'knowledgecenter.searchButton': 'Search',
    'knowledgecenter.buttonGroup': 'Search the knowledge centre',
  },
  fr: {
    'knowledgecenter.title': 'Poser une question',
    'knowledgecenter.question': 'Votre question',
    'knowledgecenter.placeholder': 'Saisissez votre question',
    'knowledgecenter.ask': 'Demander',
    'knowledgecenter.clear': 'Effacer la question',
    'knowledgecenter.trending': 'Questions fréquentes',
    'knowledgecenter.results': 'Résultats',
    'knowledgecenter.resultsFound': 'Résultats pour « {query} » : {count}',
    'knowledgecenter.more': 'Plus',
    'knowledgecenter.noResults': 'Aucun résultat',
    'knowledgecenter.noResultsHint':
      'Essayez de reformuler votre question : avec d’autres mots, ou moins de mots.',
    'knowledgecenter.back': 'Retour',
    'knowledgecenter.close': 'Fermer',
    'knowledgecenter.attachments': 'Pièces jointes',
    'knowledgecenter.helpful': 'Cette réponse vous a-t-elle aidé ?',
    'knowledgecenter.yes': 'Oui',
    'knowledgecenter.no': 'Non',
    'knowledgecenter.voteThanks': 'Merci pour votre avis !',
    'knowledgecenter.rating': 'Notez cette réponse',
    'knowledgecenter.stars': '{stars} étoiles sur 5',
    'knowledgecenter.comment': 'Commentaire',
    'knowledgecenter.sendRating': 'Envoyer la note',
    'knowledgecenter.ratingThanks': 'Merci pour votre note !',
    'knowledgecenter.feedbackFailed': 'Votre avis n’a pas pu être envoyé. Veuillez réessayer.',
    'knowledgecenter.errorTitle': 'Erreur !',
    'knowledgecenter.errorText': 'Le serveur du centre de connaissances est indisponible',
    'knowledgecenter.searchButton': 'Rechercher',
    'knowledgecenter.buttonGroup': 'Rechercher dans le centre de connaissances',
  },
} as const satisfies AreaTexts<SearchWindowTextKey>;
