/**
 * The words for a recipe's ingredients and its method in the rest of our region's languages and a few more (Hindi
 * and Urdu among them: "सामग्री" and "विधि", "اجزاء" and "ترکیب").
 */
export const MORE_INGREDIENT_WORDS = String.raw`ingrediente|ingredience|ingrediencie|sestavine|ingredientai|sast[āa]vda[ļl]as|koostisosad|υλικά|съставки|ингредиенты|malzemeler|材料|食材|用料|das brauchst du|du skal bruge|ce qu(?:'|’)il (?:vous|te) faut|benodigdheden|tarvitset|potrzebujesz|необходими продукти|продукти|सामग्री|आवश्यक सामग्री|اجزاء|اجزا`;
export const MORE_METHOD_WORDS = String.raw`mod(?:ul)? de preparare|preparare|postopek|p[řr][íi]prava|gaminimo eiga|pagatavo[šs]ana|valmistamine|εκτέλεση|οδηγίες|hazırlanışı|yapılışı|приготовление|способ приготовления|метод|作り方|(?:\S{1,40}的)?做法|步骤|g[öo]r s[åa] h[äa]r|s[åa] g[öo]r du|fremgangsm[åa]te|ohjeet?|valmistusohje|prepara[çc][ãa]o|modo de prepara[çc][ãa]o|pasos|instrucciones|istruzioni|so geht(?:'|’)?s|zo maak je het|начин на приготвяне|приготвяне|बनाने की विधि|विधि|ترکیب|طریقہ(?: کار)?`;

/**
 * Where a method ends: the notes, tips and everything a page puts after its recipe ("Storage", "Tipp", "Astuces",
 * "Примечания"), in English and the region's languages.
 */
export const AFTER_METHOD =
  /^(?:notes?|tips?|nutrition|n[äa]hrwerte|comments?|reviews?|share|related|more recipes|you may also like|video|faq|storage|source|tipps?|hinweise?|anmerkungen|astuces?|conseils?|remarques?|consejos?|trucos?|consigli|suggerimenti|dicas?|opmerkingen|wskaz[óo]wki|porady|примечани[ея]|советы|источник)(?!\p{L})/iu;
