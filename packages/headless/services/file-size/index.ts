export { formatFileSize, formatLocalFileSize } from './file-size';
export type { FileSizeUnits, FormatFileSizeOptions, LocalFileSizeOptions } from './file-size';
