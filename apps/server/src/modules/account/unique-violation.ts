/** Moved to the platform layer (db/) so lower layers can use it too. */
export { isUniqueViolation } from '../../db/unique-violation';
