/** The resume files (and impostors) the tests send; shared with the stress run. */
export { doc, docx, exe, pdf, zip } from '../../../scripts/lib/stress/files.ts';
