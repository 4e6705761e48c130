import { readFileSync } from 'node:fs';
import { extractRecipe } from '../server/modules/recipes/import/extract-recipe';
const d = extractRecipe(readFileSync(process.argv[2]!, 'utf8'), 'https://x.example/');
console.log(JSON.stringify({ title: d?.title, ingredients: d?.ingredients, instructions: d?.instructions?.map((s) => s.slice(0, 80)), yields: d?.yields }, null, 1));
