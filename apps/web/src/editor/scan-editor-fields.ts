// The scan lives with the schema so the server counts fields as the editor does.
export { scanDocumentFields as scanEditorFields } from '@lexdraft/editor-schema';
