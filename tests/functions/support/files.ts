/** The resume files (and impostors) the tests send; shared with the stress run. */
export {
  doc,
  docx,
  DOCX_PARTS,
  exe,
  pdf,
  pngImage,
  zip,
} from '../../../scripts/lib/stress/files.ts';
