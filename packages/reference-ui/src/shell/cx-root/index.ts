export { CxRoot, type CxRootProps } from './cx-root';
