export { ArticleOverlay } from './article-overlay';
export { ChatDeflection, type ChatDeflectionProps } from './chat-deflection';
export { chatDeflectionTexts, type ChatDeflectionTextKey } from './chat-deflection.texts';
