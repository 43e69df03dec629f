export {
  contactDataFrom,
  exclusiveChannels,
  loggedSubmissions,
  registerPageGlue,
  type ContactData,
  type ExclusiveChannel,
  type FormValues,
  type PageGlueOptions,
} from './page-glue';
