export { formatFileSize } from './file-size';
export type { FileSizeUnits, FormatFileSizeOptions } from './file-size';
