import {
  CalendarDays,
  Carrot,
  ChartPie,
  Heart,
  Leaf,
  Mail,
  Phone,
  ScanLine,
  Search,
  ShoppingBasket,
  Sparkles,
  type LucideIcon,
} from 'lucide-react';
import { Link } from 'react-router';
import { Card, StaticPage, linkClass } from '../components/static-page';
import { SUPPORT, mailto } from '../support-contact';

const WHAT_WE_DO: { icon: LucideIcon; title: string; text: string }[] = [
  {
    icon: Search,
    title: 'Recipe search with dietary filters',
    text: 'Filter by cuisine, diet, nutrition focus, cooking time and course. Indian cooking is covered in depth, Jain recipes included.',
  },
  {
    icon: CalendarDays,
    title: 'A weekly meal plan',
    text: 'Seven days, five slots a day: Breakfast, Mid Day Snack, Lunch, Evening Snack and Dinner. Add recipes from search, or let Mealwise fill the week for you.',
  },
  {
    icon: Sparkles,
    title: 'Generated plans that hit your targets',
    text: 'Set weekly calorie, protein, fat and carbohydrate targets and Mealwise fills the week with recipes that meet them and respect your preferences.',
  },
  {
    icon: ShoppingBasket,
    title: 'Grocery lists grouped by aisle',
    text: 'One list for the whole week: the same ingredient from different recipes is merged into one line and sorted by aisle, so the shop is a single pass.',
  },
  {
    icon: Carrot,
    title: 'Build from ingredients',
    text: 'Tell us what is already in the kitchen and get recipes that use it, before anything goes to waste.',
  },
  {
    icon: ScanLine,
    title: 'Pantry scan',
    text: 'Photograph your shelves or fridge (up to three photos) and confirm the ingredients we detect, then cook from them.',
  },
  {
    icon: ChartPie,
    title: 'Nutrition tracking',
    text: 'A weekly summary of calories, protein, fat and carbohydrates across your plan, set against your targets.',
  },
  {
    icon: Heart,
    title: 'Favorites',
    text: 'Keep the recipes and meal plans your household loves one tap away.',
  },
];

/** About Us (spec 000 section 2): mission, what we do, contact. */
export function AboutPage() {
  return (
    <StaticPage
      title="About Us"
      heading="About Mealwise"
      lead="Mealwise is a meal-planning and recipe app for busy professionals and homemakers who want good home food on the table without spending every evening deciding what it should be."
    >
      <div className="space-y-6">
        <Card aria-labelledby="mission">
          <div className="flex items-start gap-4">
            <span className="hidden size-12 shrink-0 items-center justify-center rounded-2xl bg-mint/15 text-mint sm:flex">
              <Leaf className="size-6" aria-hidden />
            </span>
            <div>
              <h2 id="mission" className="text-xl font-extrabold tracking-tight">
                Our mission
              </h2>
              <p className="mt-3 leading-7 text-ink/90">
                Planning a week of meals means juggling diets, nutrition, budgets and a shopping list, usually at the
                end of a long day. We want that to take ten minutes on a Sunday, not a little of every evening: a plan
                that suits how your household eats, meets the nutrition you are aiming for, and turns into one grocery
                list.
              </p>
              <p className="mt-3 leading-7 text-ink/90">
                We are based in Bengaluru, so Indian kitchens come first here: vegetarian and Jain cooking are not an
                afterthought to a Western recipe catalogue.
              </p>
            </div>
          </div>
        </Card>

        <Card aria-labelledby="what-we-do">
          <h2 id="what-we-do" className="text-xl font-extrabold tracking-tight">
            What we do
          </h2>
          <ul className="mt-5 grid gap-4 sm:grid-cols-2">
            {WHAT_WE_DO.map(({ icon: Icon, title, text }) => (
              <li key={title} className="flex gap-3 rounded-2xl bg-page/50 p-4">
                <Icon className="mt-0.5 size-5 shrink-0 text-mint" aria-hidden />
                <div>
                  <h3 className="font-bold">{title}</h3>
                  <p className="mt-1 text-sm leading-6 text-muted">{text}</p>
                </div>
              </li>
            ))}
          </ul>
          <p className="mt-5 text-sm leading-6 text-muted">
            Basic is free for everyday planning. Plus adds AI-generated weekly plans, more pantry scans and custom
            recipes; Premium is coming soon. Paid plans run for 30 days at a time and can be cancelled whenever you
            like. See the{' '}
            <Link to="/#pricing" className={linkClass}>
              pricing
            </Link>{' '}
            for what each plan includes.
          </p>
        </Card>

        <Card aria-labelledby="about-contact">
          <h2 id="about-contact" className="text-xl font-extrabold tracking-tight">
            Contact us
          </h2>
          <p className="mt-3 leading-7 text-ink/90">
            Mealwise is built and run by {SUPPORT.operator}, {SUPPORT.city}. Questions, ideas and recipe requests are
            all welcome.
          </p>
          <ul className="mt-4 space-y-3">
            <li className="flex items-center gap-3">
              <Mail className="size-5 shrink-0 text-mint" aria-hidden />
              <a href={mailto(SUPPORT.email)} className={linkClass}>
                {SUPPORT.email}
              </a>
            </li>
            <li className="flex flex-wrap items-center gap-x-3 gap-y-1">
              <Phone className="size-5 shrink-0 text-mint" aria-hidden />
              <a href={SUPPORT.phone.href} className={linkClass}>
                {SUPPORT.phone.display}
              </a>
              <span className="basis-full pl-8 text-sm text-muted sm:basis-auto sm:pl-0">
                {SUPPORT.phoneHours} {SUPPORT.timeZone}
              </span>
            </li>
          </ul>
          <p className="mt-4 text-sm text-muted">
            More ways to reach us are on the{' '}
            <Link to="/contact" className={linkClass}>
              Contact Us
            </Link>{' '}
            page.
          </p>
        </Card>
      </div>
    </StaticPage>
  );
}
