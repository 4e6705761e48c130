import { describe, expect, it } from 'vitest';
import { isSweetTreat, mealTypesOf } from './slot-fit';

const dish = (course: string, title: string, cuisine = 'Indian') => ({ course, title, cuisine });

describe('which rows a dish may fill', () => {
  it('keeps soups, salads and mains out of breakfast', () => {
    expect(mealTypesOf(dish('Light Meal', 'Leek and Potato Soup', 'British'))).toEqual(['Lunch']);
    expect(mealTypesOf(dish('Light Meal', 'Tofu Goi Cuon Fresh Spring Rolls', 'Vietnamese'))).not.toContain(
      'Breakfast',
    );
    expect(mealTypesOf(dish('Main Course', 'Butter Chicken'))).toEqual(['Lunch', 'Dinner']);
    expect(mealTypesOf(dish('Breakfast', 'Rava Upma'))).toEqual(['Breakfast']);
  });

  it('lets in a light dish or snack that its own cuisine eats for breakfast', () => {
    expect(mealTypesOf(dish('Light Meal', 'Kanda Poha'))).toContain('Breakfast');
    expect(mealTypesOf(dish('Snack', 'Jain Khaman Dhokla'))).toContain('Breakfast');
    expect(mealTypesOf(dish('Light Meal', 'Ginger Chicken Congee', 'Chinese'))).toContain('Breakfast');
    // by name in its own cuisine only, and never a main course
    expect(mealTypesOf(dish('Light Meal', 'Poha Salad', 'Italian'))).not.toContain('Breakfast');
    expect(mealTypesOf(dish('Main Course', 'Aloo Paratha with Mutton Curry'))).not.toContain('Breakfast');
  });

  it('puts desserts in the snack rows only, as sweet treats, and side dishes nowhere', () => {
    expect(mealTypesOf(dish('Dessert', 'Gajar ka Halwa'))).toEqual(['Mid Day Snack', 'Evening Snack']);
    expect(isSweetTreat(dish('Dessert', 'Gajar ka Halwa'))).toBe(true);
    expect(isSweetTreat(dish('Snack', 'Medu Vada'))).toBe(false);
    expect(mealTypesOf(dish('Side Dish', 'Coconut Chutney'))).toEqual([]);
  });
});
