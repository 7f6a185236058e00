import { IMAGE_TYPES } from './image-types.js';

// The names the app gives asset files, so that the sweep touches nothing else: a random id with the
// image's extension (or docx, a Word import's original file), and the local driver's temporary name
// for one (lib/storage/local-files.ts).

const EXTENSIONS = [...IMAGE_TYPES.map((type) => type.extension), 'docx'].join('|');
const ID = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}';

export const FINAL_NAME = new RegExp(`^${ID}\\.(${EXTENSIONS})$`);
export const TEMP_NAME = new RegExp(`^\\.${ID}\\.(${EXTENSIONS})\\.partial$`);
