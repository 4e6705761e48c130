import {
  CalendarDays,
  CreditCard,
  KeyRound,
  Rocket,
  ShieldCheck,
  SlidersHorizontal,
  type LucideIcon,
} from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { linkClass } from './components/static-page';
import { SUPPORT, mailto } from './support-contact';

export interface HelpTopic {
  id: string;
  title: string;
  summary: string;
  icon: LucideIcon;
  questions: { q: string; a: ReactNode }[];
}

const A = ({ to, children }: { to: string; children: ReactNode }) => (
  <Link to={to} className={linkClass}>
    {children}
  </Link>
);
const Mail = ({ to = SUPPORT.email, subject }: { to?: string; subject?: string }) => (
  <a href={mailto(to, subject)} className={linkClass}>
    {to}
  </a>
);
const Steps = ({ children }: { children: ReactNode }) => (
  <ol className="list-decimal space-y-1.5 pl-6 marker:font-bold marker:text-mint">{children}</ol>
);
const Bullets = ({ children }: { children: ReactNode }) => (
  <ul className="list-disc space-y-1.5 pl-6 marker:text-mint">{children}</ul>
);

/** The Help & Support content: one topic per section, each a list of questions that open in place. */
export const HELP_TOPICS: HelpTopic[] = [
  {
    id: 'getting-started',
    title: 'Getting started',
    summary: 'Create an account and plan your first week',
    icon: Rocket,
    questions: [
      {
        q: 'How do I create an account?',
        a: (
          <Steps>
            <li>
              Press <strong>Sign in/Sign up</strong> at the top of any page, then{' '}
              <strong>Don't have an account? Sign up</strong>.
            </li>
            <li>
              Enter your name, e-mail address and a password of at least 6 characters, and tick the Terms of Service and
              Privacy Policy.
            </li>
            <li>Open the confirmation e-mail we send and follow its link. You land on your dashboard, signed in.</li>
          </Steps>
        ),
      },
      {
        q: 'Can I sign in with Google instead?',
        a: (
          <p>
            Yes. Choose <strong>Continue with Google</strong> in the sign-in dialog. We receive your name, e-mail
            address and profile picture from Google, never your Google password.
          </p>
        ),
      },
      {
        q: 'What should I do first?',
        a: (
          <Steps>
            <li>
              Set your <A to="/settings">dietary preferences</A> so searches and plans suit how you eat.
            </li>
            <li>Search recipes and add the ones you like to the week, or save them as favorites for later.</li>
            <li>When the week looks right, generate the grocery list and take it to the shop.</li>
          </Steps>
        ),
      },
      {
        q: 'Does Mealwise work on my phone?',
        a: (
          <p>
            Yes, in any modern phone browser. On a phone, the bar at the bottom of the screen takes you to Home,
            Mealplanner, Favorites, Profile and More (which holds the policies and contact details).
          </p>
        ),
      },
    ],
  },
  {
    id: 'plans-and-billing',
    title: 'Plans and billing',
    summary: 'Basic, Plus and Premium, renewals, cancelling and refunds',
    icon: CreditCard,
    questions: [
      {
        q: 'What do the plans include?',
        a: (
          <Bullets>
            <li>
              <strong>Basic</strong> is free: recipe search, favorites, the weekly meal plan, grocery lists and one
              pantry scan a month.
            </li>
            <li>
              <strong>Plus</strong> adds 5 AI-generated weekly meal plans and 5 pantry scans a month, custom recipes,
              smart grocery lists and advanced nutrition tracking.
            </li>
            <li>
              <strong>Premium</strong> is coming soon, with unlimited plans and scans, family planning and priority
              support. It can't be bought yet.
            </li>
          </Bullets>
        ),
      },
      {
        q: 'How does billing work?',
        a: (
          <>
            <p>
              Plus is one payment for 30 days, starting when the payment is confirmed. Prices are shown and charged in
              your region's currency, and payment goes through our payment gateway: we never see or store your card
              details. A checkout you leave unfinished expires after an hour and nothing is charged.
            </p>
            <p>
              Nothing renews by itself. We e-mail you a reminder 3 days before your plan ends; to keep it, choose{' '}
              <strong>Extend by 30 days</strong> in Settings → Your Plan and pay again. The 30 days are added to the end
              of the period you are in.
            </p>
          </>
        ),
      },
      {
        q: 'How do I cancel?',
        a: (
          <p>
            Cancel any time, without a fee, in Settings → Your Plan → <strong>Cancel plan</strong> (or by e-mailing{' '}
            <Mail subject="Cancel my plan" /> from your account's address). You keep your plan until its end date; then
            your account moves to Basic and your saved plans, recipes and favorites stay. We send no reminder, and{' '}
            <strong>Keep my plan</strong> undoes the cancellation before the end date. Cancelling does not refund the
            days left.
          </p>
        ),
      },
      {
        q: 'Can I get a refund?',
        a: (
          <>
            <p>
              Yes, if you ask within <strong>7 days of the payment</strong> and a core feature of your paid plan
              (search, meal plans, plan generation, grocery lists, pantry scan, preferences or nutrition tracking)
              doesn't work and we can't fix it. We reply within 3 working days.
            </p>
            <p>
              We don't refund a change of mind, requests after 7 days, or payments made with a promotional discount.
            </p>
            <p>
              Send your request with the form on the <A to="/refund-policy">Refund &amp; Cancellation</A> page.
            </p>
          </>
        ),
      },
      {
        q: 'My payment failed, or I was charged twice.',
        a: (
          <p>
            If a payment fails, nothing is charged and you can simply try again. If money left your account for a failed
            payment, or you were charged twice for one checkout, e-mail <Mail subject="Payment problem" /> with the date
            and amount and we will return it.
          </p>
        ),
      },
    ],
  },
  {
    id: 'meal-plans',
    title: 'Meal plans and grocery lists',
    summary: 'The weekly grid, generated plans and shopping',
    icon: CalendarDays,
    questions: [
      {
        q: 'How is the weekly plan laid out?',
        a: (
          <p>
            Each week runs Monday to Sunday, with five meals a day: Breakfast, Mid Day Snack, Lunch, Evening Snack and
            Dinner. Pick a week with the week selector; each meal shows its calories, protein, fat and carbohydrates.
          </p>
        ),
      },
      {
        q: 'How do I add a recipe to my plan?',
        a: (
          <p>
            Press the <strong>+</strong> button on a recipe card (in search results, for example), then choose the day
            and the meal.
          </p>
        ),
      },
      {
        q: 'Can I add my own recipes, or one from a website?',
        a: (
          <>
            <p>
              Yes, with Plus or Premium. Press <strong>Add New Recipe</strong> on{' '}
              <A to="/dashboard/search">Search Recipes</A>, or in Search &amp; Add from a meal slot, and fill in the
              title, servings, ingredients and steps. Nutrition per serving is worked out from the ingredients unless
              you type your own figures. Your recipes are seen by you alone.
            </p>
            <p className="mt-2">
              To bring in a recipe from a website, paste the page's address into <strong>Import from a web page</strong>{' '}
              and press <strong>Import</strong>. The form fills with the title, ingredients, steps, times and nutrition
              for you to check before you save. Some sites draw their lists in a way that cannot be read; the form then
              says what is missing, and you can type it in.
            </p>
          </>
        ),
      },
      {
        q: 'How does plan generation work?',
        a: (
          <p>
            Press <strong>Create Meal Plan</strong> and Mealwise fills the week with recipes that follow your dietary
            preferences and meet your weekly nutrition targets. A generated plan replaces the one for that week.
            Generated plans are part of Plus (5 a month).
          </p>
        ),
      },
      {
        q: 'How does the grocery list work?',
        a: (
          <p>
            Press <strong>Generate Grocery List</strong> on your meal plan. Ingredients from every recipe in the week
            are merged, so two recipes that need onions give one line with the total, for the servings you planned, and
            the list is grouped by aisle. Salt, oil and spices wait under <strong>Check you have</strong>: tick what is
            already in your kitchen.
          </p>
        ),
      },
      {
        q: 'Can I cook from what I already have?',
        a: (
          <p>
            Yes, two ways. <strong>Build from Ingredients</strong> takes a main ingredient (and optionally a second) and
            suggests recipes. <strong>Pantry Scan</strong> reads up to three photos of your shelves or fridge (up to 10
            MB each), lets you correct the ingredients it found, and suggests recipes from them. Recipes whose main
            ingredients you have come first; each says how many you have and what is missing.
          </p>
        ),
      },
    ],
  },
  {
    id: 'preferences',
    title: 'Dietary preferences',
    summary: 'Diets, cuisines and nutrition focus',
    icon: SlidersHorizontal,
    questions: [
      {
        q: 'How do I set my preferences?',
        a: (
          <Steps>
            <li>
              Open <A to="/settings">Preferences</A>: from the avatar menu at the top right, or on a phone from Profile.
            </li>
            <li>In the Dietary Preferences card, choose the filters that apply in each category.</li>
            <li>
              Press <strong>Save Preferences</strong>.
            </li>
          </Steps>
        ),
      },
      {
        q: 'Which diets can I choose?',
        a: (
          <p>
            Diets such as vegetarian, vegan, Jain and gluten-free, cuisines (with strong Indian coverage), a nutrition
            focus such as high protein or low carb, cooking time and style, and courses. You can change them whenever
            your household's needs change.
          </p>
        ),
      },
    ],
  },
  {
    id: 'account',
    title: 'Account and password',
    summary: 'Passwords, reset links and your profile',
    icon: KeyRound,
    questions: [
      {
        q: 'I forgot my password.',
        a: (
          <Steps>
            <li>
              Press <strong>Sign in/Sign up</strong>, then <strong>Forgot your password?</strong>
            </li>
            <li>
              Enter your e-mail address and press <strong>Send Reset Link</strong>.
            </li>
            <li>
              Follow the link in the e-mail and choose a new password of at least 6 characters. You are signed in
              straight away.
            </li>
          </Steps>
        ),
      },
      {
        q: 'The reset link says it is invalid or has expired.',
        a: (
          <p>
            Each link works once and for a limited time. Ask for a new one as above and use the newest e-mail. If you
            signed up with Google, you have no Mealwise password: use <strong>Continue with Google</strong>.
          </p>
        ),
      },
      {
        q: 'How do I change my profile picture or e-mail address?',
        a: (
          <p>
            Open <A to="/settings">Preferences</A> (or Profile on a phone) and click your avatar to upload a new
            picture. To change the e-mail address on your account, write to <Mail subject="Change my e-mail address" />.
          </p>
        ),
      },
    ],
  },
  {
    id: 'privacy',
    title: 'Privacy and your data',
    summary: 'What we keep, and how to get or delete it',
    icon: ShieldCheck,
    questions: [
      {
        q: 'What do you do with my data?',
        a: (
          <p>
            We keep your account details, preferences, meal plans, favorites and grocery lists to run Mealwise for you.
            We never sell them. Pantry photos are sent to an AI vision service only to detect ingredients. The details
            are in our <A to="/privacy">Privacy Policy</A>.
          </p>
        ),
      },
      {
        q: 'How do I get a copy of my data?',
        a: (
          <p>
            E-mail <Mail to={SUPPORT.privacyEmail} subject="Copy of my data" /> from the address on your account. We
            confirm the request through that address and send you your data in a machine-readable format.
          </p>
        ),
      },
      {
        q: 'How do I delete my account and data?',
        a: (
          <p>
            E-mail <Mail to={SUPPORT.privacyEmail} subject="Delete my account" /> from the address on your account. We
            delete your account, plans, favorites, scans and preferences, keeping only what the law requires, such as
            payment records. Deleting your account also cancels any paid plan.
          </p>
        ),
      },
    ],
  },
];
