export const APP_NAME = 'Mealwise';
