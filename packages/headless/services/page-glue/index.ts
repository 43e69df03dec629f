export {
  contactDataFrom,
  exclusiveChannels,
  loggedSubmissions,
  readFormInputsOf,
  registerPageGlue,
  type ContactData,
  type ExclusiveChannel,
  type FormValues,
  type PageGlueOptions,
} from './page-glue';
