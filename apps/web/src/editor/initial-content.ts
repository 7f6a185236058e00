// Legacy content shapes are read by the schema package, so the server opens them as the editor does.
export { storedContentHtml as initialEditorHtml } from '@lexdraft/editor-schema';
