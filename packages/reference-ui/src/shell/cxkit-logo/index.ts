export { cxkitLogoAnatomy } from './cxkit-logo.anatomy';
export { CxkitLogo, type CxkitLogoProps } from './cxkit-logo';
