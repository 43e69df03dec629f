export { formatFileSize } from './file-size';
export type { FormatFileSizeOptions } from './file-size';
