export { LANGUAGE_NAMES, LanguageSelect } from './language-select';
