import { PostStatus } from '../../blog/post-status';

export interface BlogPostSeed {
  slug: string;
  title: string;
  excerpt: string;
  /** Raw HTML; the seed passes it through sanitizePostHtml like any other post. */
  content: string;
  image: string;
  status: PostStatus;
  /** ISO time with the IST offset; null for drafts */
  publishedAt: string | null;
  tags: string[];
}

/** The shared tag set, so related posts (by common tags) are meaningful. */
export const BLOG_TAGS = [
  'Piles',
  'Fistula',
  'Hydrocele',
  "Men's Health",
  'Joint Pain',
  'Diet',
  'Lifestyle',
  'Recovery',
  'Laser Treatment',
  'Prevention',
] as const;

type Tag = (typeof BLOG_TAGS)[number];

/**
 * Search fixtures:
 * - "isabgol" appears only in the body of `piles-friendly-diet` (not in its title, excerpt or tags,
 *   nor anywhere else in the seed), so a search for it proves post bodies are searched.
 * - "barometric" and "monsoon" appear only in the DRAFT `monsoon-joint-care`, which must never be
 *   found by any public query.
 */
export const SEARCH_WORD_IN_BODY_ONLY = 'isabgol';
export const SEARCH_WORD_IN_DRAFT_ONLY = 'barometric';

const post = (p: Omit<BlogPostSeed, 'image' | 'tags'> & { tags: Tag[] }): BlogPostSeed => ({
  ...p,
  image: `/images/blog/${p.slug}.svg`,
});

export const blogPosts: BlogPostSeed[] = [
  post({
    slug: 'piles-friendly-diet',
    title: 'A Piles-Friendly Diet: What to Eat and What to Limit',
    excerpt:
      'Hard stools and straining make piles worse. Small, steady changes to everyday Indian meals can make bowel movements softer and more comfortable.',
    status: PostStatus.PUBLISHED,
    publishedAt: '2026-01-15T10:00:00+05:30',
    tags: ['Piles', 'Diet', 'Prevention', 'Lifestyle'],
    content: `
<p>Piles (haemorrhoids) are swollen blood vessels in and around the anus. They are very common, and for many people the biggest trigger is something ordinary: hard stools and straining on the toilet. Food cannot remove piles that are already there, but the right everyday diet often makes bleeding, itching and pain much easier to live with, and it lowers the chance of flare-ups.</p>
<h2>Why fibre matters</h2>
<p>Fibre is the part of plant food the body does not digest. Soluble fibre holds water and keeps stools soft; insoluble fibre adds bulk so the bowel moves them along. Most adults need around 25 to 30 grams a day, and many of us eat far less, especially when meals are built around refined flour and white rice.</p>
<h2>Easy swaps in an Indian kitchen</h2>
<ul>
<li><strong>Rotis:</strong> use whole wheat atta with the bran left in, or mix in some bajra, jowar or ragi flour.</li>
<li><strong>Dal and beans:</strong> a bowl of dal, rajma or chana every day adds fibre as well as protein.</li>
<li><strong>Vegetables:</strong> aim for two katoris a day; lauki, tori, bhindi, palak, methi, carrots and beans all help.</li>
<li><strong>Fruit:</strong> papaya, guava, pear, banana and other seasonal fruit, with the peel where it is edible. Whole fruit is better than juice.</li>
<li><strong>Breakfast:</strong> dalia, oats or vegetable poha instead of white bread.</li>
</ul>
<h2>A word about husk supplements</h2>
<p>If your meals are still short of fibre, your doctor may suggest isabgol (psyllium husk). Stir one to two teaspoons into a full glass of water or buttermilk, drink it straight away, and follow it with another glass of water. Taken with too little water, husk can make constipation worse, so increase the dose slowly over a week or two.</p>
<h2>Water goes with fibre</h2>
<p>Fibre works only when there is enough fluid for it to absorb. Eight to ten glasses of water a day is a sensible target, and more in summer or if you work outdoors. Buttermilk, nimbu pani and thin dal count too.</p>
<h2>Foods to limit</h2>
<ul>
<li>Very spicy, fried and heavily processed food, which worsens burning and discomfort for some people.</li>
<li>Maida-based snacks, biscuits and bakery items, which are low in fibre.</li>
<li>Too much tea, coffee and alcohol, which can leave you dehydrated.</li>
</ul>
<h2>Habits that help the diet work</h2>
<p>Go to the toilet when you feel the urge instead of putting it off, and do not sit there for long with a phone or newspaper. Regular walking keeps the bowel active.</p>
<p>If you have ongoing bleeding, a lump that does not go back, or pain that stops you from sitting, please see a doctor rather than relying on diet alone. Bleeding from the back passage always deserves a proper examination, especially after the age of 40.</p>
`,
  }),
  post({
    slug: 'when-to-see-a-doctor-for-fistula',
    title: 'Anal Fistula: When Should You See a Doctor?',
    excerpt:
      'A small boil near the anus that keeps leaking is easy to ignore. What a fistula is, the signs that need attention, and what an examination involves.',
    status: PostStatus.PUBLISHED,
    publishedAt: '2026-02-19T10:00:00+05:30',
    tags: ['Fistula', 'Recovery', 'Prevention'],
    content: `
<p>An anal fistula is a small tunnel that forms between the inside of the back passage and the skin near the anus. It usually begins with an abscess, a painful collection of pus caused by an infected gland. When the abscess bursts or is drained, a channel can remain that keeps leaking pus or blood-stained fluid.</p>
<p>Many people live with this for months because they feel shy or hope it will settle by itself. Fistulas rarely close on their own, and an early assessment usually means simpler treatment.</p>
<h2>Signs that should bring you to a doctor</h2>
<ul>
<li>A small opening or pimple-like spot near the anus that keeps discharging</li>
<li>Staining of underwear with pus or blood, often with a bad smell</li>
<li>Pain or swelling that comes back every few weeks</li>
<li>Irritation and itching of the skin around the opening</li>
<li>A boil in the area that was drained but never fully healed</li>
</ul>
<h2>When it is urgent</h2>
<p>Please seek care the same day if you have a fast-growing, very painful swelling near the anus, fever or chills, or difficulty passing urine. These can be signs of an abscess that needs prompt drainage. People with diabetes should be especially careful, because infections can spread faster.</p>
<h2>What happens at the clinic</h2>
<p>The doctor will ask about your symptoms and bowel habits and examine the area gently. This takes only a few minutes, and a chaperone can be present if you wish. Sometimes an MRI scan is advised to map the track, because the route of the fistula decides which treatment is safest for the muscles that control the bowel.</p>
<h2>Treatment options in brief</h2>
<p>Depending on how the track runs, options include fistulotomy (laying the tract open), seton or kshar sutra threads, and sphincter-saving methods such as laser closure of the tract. Your surgeon will explain the likely recovery time and the chance of the fistula coming back with each option, so that you can decide together.</p>
<h2>Looking after yourself meanwhile</h2>
<ul>
<li>Keep the area clean with warm water after each bowel movement and pat it dry.</li>
<li>Warm sitz baths for ten minutes, two or three times a day, ease discomfort.</li>
<li>Eat enough fibre and drink enough water to avoid hard stools.</li>
<li>Use a soft cotton pad in your underwear if there is discharge, and change it often.</li>
</ul>
<p>A fistula is a common, treatable problem and nothing to be embarrassed about. Our doctors see it every week, and everything you share stays between you and your doctor.</p>
`,
  }),
  post({
    slug: 'hydrocele-myths-and-facts',
    title: 'Hydrocele: Common Myths and the Facts',
    excerpt:
      'A painless swelling of the scrotum worries many men, and myths make it worse. We separate what is true from what is not.',
    status: PostStatus.PUBLISHED,
    publishedAt: '2026-03-24T10:00:00+05:30',
    tags: ['Hydrocele', "Men's Health", 'Prevention'],
    content: `
<p>A hydrocele is a collection of fluid in the thin sac around a testicle, which makes one side of the scrotum swell. It is common in newborn boys and in men over 40. Because it involves an intimate part of the body, many men put off seeing a doctor, and myths grow in the silence. Here are some we hear often.</p>
<h2>Myth: a hydrocele is caused by heavy work or lifting</h2>
<p><strong>Fact:</strong> Most adult hydroceles have no single clear cause. Some follow an injury, an infection of the testicle or epididymis, or surgery in the groin. In some parts of India, filarial infection spread by mosquitoes is also a cause. Lifting does not create a hydrocele, although a swelling that grows when you strain may actually be a hernia, which is why an examination matters.</p>
<h2>Myth: it will affect fertility or sexual function</h2>
<p><strong>Fact:</strong> A simple hydrocele does not usually affect the testicle's ability to make sperm or hormones, or a man's sexual function. A very large, long-standing swelling can be uncomfortable and awkward, and the underlying cause, if there is one, needs attention.</p>
<h2>Myth: the fluid can simply be drained with a needle</h2>
<p><strong>Fact:</strong> Drawing off the fluid with a needle gives only short relief. The fluid usually comes back, and each attempt carries a risk of infection. When treatment is needed, a short operation called hydrocelectomy is the standard approach, and most men go home the same day or the next.</p>
<h2>Myth: every scrotal swelling is a hydrocele</h2>
<p><strong>Fact:</strong> Swellings in the scrotum can also be hernias, varicoceles, cysts or, rarely, tumours of the testicle. A doctor can often tell the difference by examining you and shining a light through the swelling, and an ultrasound scan confirms it. Please do not diagnose yourself.</p>
<h2>Myth: oils and home remedies will shrink it</h2>
<p><strong>Fact:</strong> There is no good evidence that oils, massage or herbal packs reduce a hydrocele, and rubbing the area can irritate the skin. In baby boys, many hydroceles disappear by themselves within the first year or two. In adults, a small painless one may simply be watched.</p>
<h2>When to see a doctor promptly</h2>
<ul>
<li>Sudden pain or swelling in the scrotum, which can be an emergency</li>
<li>A hard lump in the testicle itself</li>
<li>Swelling with fever, redness or burning urine</li>
<li>A swelling that grows quickly or gets in the way of walking and daily work</li>
</ul>
<p>A supportive brief can make a hydrocele more comfortable while you decide on treatment. Our urologist sees men privately and will explain your options without hurrying you.</p>
`,
  }),
  post({
    slug: 'talking-to-your-doctor-about-sexual-health',
    title: 'How to Talk to a Doctor About a Sexual Health Concern',
    excerpt:
      'It can be hard to find the words. Practical tips to make the conversation easier, and what to expect in a private consultation.',
    status: PostStatus.PUBLISHED,
    publishedAt: '2026-04-28T10:00:00+05:30',
    tags: ["Men's Health", 'Lifestyle', 'Prevention'],
    content: `
<p>Problems with erections, early ejaculation, low desire or pain during sex are common at every age. Yet many people wait years before mentioning them to a doctor, often because they feel embarrassed or do not know how to begin. Meanwhile they try products advertised on roadside walls or online, which can be costly and sometimes unsafe.</p>
<p>Sexual health is part of overall health. A doctor who works in this field has heard every question before, and your concern will be treated with the same seriousness as a cough or a backache.</p>
<h2>Why it is worth speaking up</h2>
<p>Difficulty with erections can be an early signal of diabetes, high blood pressure, high cholesterol or heart disease, because the blood vessels involved are small and show changes early. Stress, poor sleep, alcohol, smoking and some medicines also play a part. Finding these causes helps your whole health, not only your intimate life.</p>
<h2>Preparing for the consultation</h2>
<ul>
<li><strong>Write it down.</strong> A few lines in a phone note: what the problem is, when it started, and whether it happens every time or only sometimes.</li>
<li><strong>List your medicines,</strong> including tonics, herbal products and anything bought without a prescription.</li>
<li><strong>Think about your general health:</strong> sugar, blood pressure, sleep, work stress, alcohol and tobacco.</li>
<li><strong>Decide whether to bring your partner.</strong> Some couples find it helps to come together; others prefer the first visit alone. Both are fine.</li>
</ul>
<h2>Words that can help you start</h2>
<p>You do not need medical terms. Simple openings work well: "I have a private problem I find hard to talk about", or "For the last few months I have had trouble in bed." The doctor will take it from there with gentle questions.</p>
<h2>What happens in the consultation</h2>
<p>The doctor will ask about your symptoms, relationship, general health and habits. A short physical examination may be suggested, along with simple blood tests such as sugar, cholesterol and hormone levels. Treatment depends on the cause and can include lifestyle changes, counselling, treating an underlying condition, and safe prescribed medicines where appropriate.</p>
<h2>Your privacy</h2>
<p>What you discuss stays between you and your doctor. At our clinic, booking confirmations and messages never mention the reason for your visit, and you can ask for an online consultation if you would rather speak from home.</p>
<p>Taking the first step is often the hardest part. Most concerns can be improved once they are understood.</p>
`,
  }),
  post({
    slug: 'gentle-exercises-for-knee-pain',
    title: 'Gentle Exercises for Knee Pain You Can Do at Home',
    excerpt:
      'Strong muscles around the knee take load off a painful joint. Five simple exercises that need no equipment, and how to do them safely.',
    status: PostStatus.PUBLISHED,
    publishedAt: '2026-06-04T10:00:00+05:30',
    tags: ['Joint Pain', 'Lifestyle', 'Prevention'],
    content: `
<p>Knee pain, especially from osteoarthritis, is one of the most common reasons people over 45 visit our clinic. It is natural to rest a painful knee, but too much rest weakens the thigh muscles that protect the joint, and the pain often gets worse. Regular, gentle exercise is one of the most reliable ways to ease knee pain and keep you walking comfortably.</p>
<p>Check with your doctor before you start, especially if the knee is swollen, hot or recently injured. Mild discomfort during exercise is acceptable; sharp pain is a sign to stop.</p>
<h2>Five exercises to begin with</h2>
<ul>
<li><strong>Knee press:</strong> sit on the floor or a bed with your legs straight. Put a rolled towel under one knee and press the back of the knee down into it, tightening the thigh muscle. Hold for five seconds, then relax. Repeat 10 times on each leg.</li>
<li><strong>Straight leg raise:</strong> lie on your back with one knee bent and the other straight. Tighten the thigh of the straight leg and lift it to the height of the bent knee. Hold for three seconds and lower slowly. 10 times on each side.</li>
<li><strong>Heel slides:</strong> lying on your back, slowly slide one heel towards your hips, bending the knee as far as is comfortable, then slide it back. 10 times.</li>
<li><strong>Sit to stand:</strong> from a firm chair, stand up without using your hands if you can, then sit down slowly. Start with 5 and build up to 10.</li>
<li><strong>Calf raises:</strong> hold the back of a chair, rise up onto your toes and lower slowly. 10 times.</li>
</ul>
<h2>How often</h2>
<p>Aim for once or twice a day, on most days of the week. A little every day is better than a lot once a week. Over four to six weeks most people notice that the knee feels steadier.</p>
<h2>Everyday habits that protect the knee</h2>
<ul>
<li>Walk on level ground for 20 to 30 minutes a day; a morning or evening walk around the colony is ideal.</li>
<li>Avoid sitting cross-legged on the floor or squatting for long periods if it hurts.</li>
<li>Use a Western toilet or a commode chair if squatting is painful.</li>
<li>Losing even a few kilos reduces the load on the knees with every step.</li>
<li>Wear comfortable, cushioned footwear.</li>
</ul>
<h2>When to see a doctor</h2>
<p>See a doctor if your knee locks or gives way, swells suddenly, becomes red and warm, or if pain wakes you at night. These need an examination and sometimes an X-ray. A physiotherapist can also tailor an exercise programme to you.</p>
`,
  }),
  post({
    slug: 'recovery-after-laser-piles-treatment',
    title: 'Recovering After Laser Treatment for Piles: A Day-by-Day Guide',
    excerpt:
      'Laser treatment usually means a short stay and a quick return to routine. What the first days feel like, and how to help healing along.',
    status: PostStatus.PUBLISHED,
    publishedAt: '2026-07-16T10:00:00+05:30',
    tags: ['Laser Treatment', 'Recovery', 'Piles'],
    content: `
<p>Laser haemorrhoidoplasty is a minimally invasive way to treat piles. The surgeon uses laser energy to shrink the swollen tissue from inside, without the cuts of traditional surgery. Most patients go home the same day, and many return to desk work within a few days. Every person heals differently, though, so here is what to expect and how you can help.</p>
<h2>The first 24 hours</h2>
<ul>
<li>Some soreness and a feeling of fullness in the back passage are normal. Take the pain relief prescribed for you on time rather than waiting for pain to build.</li>
<li>A small amount of bleeding or spotting, especially with the first bowel movement, is common.</li>
<li>Have someone take you home, and do not drive on the day of the procedure.</li>
</ul>
<h2>Days 2 to 7</h2>
<ul>
<li><strong>Sitz baths:</strong> sit in a basin of warm water for 10 to 15 minutes, two or three times a day and after each bowel movement.</li>
<li><strong>Soft stools:</strong> keep taking the stool softener or fibre supplement your doctor advised, with plenty of water. Straining is the one thing to avoid.</li>
<li><strong>Movement:</strong> short walks around the house help circulation and the bowel. Avoid heavy lifting, cycling and riding a two-wheeler for about a week.</li>
<li><strong>Sitting:</strong> a soft cushion makes sitting more comfortable; change position often.</li>
</ul>
<h2>Weeks 2 to 4</h2>
<p>Most discomfort settles by the end of the first week or two. Some swelling may take a few weeks to go down fully. You can usually return to the gym, long journeys and full activity after your follow-up visit, once your doctor confirms that healing is on track.</p>
<h2>Food during recovery</h2>
<p>Choose soft, home-cooked meals with plenty of fibre: khichdi with vegetables, dal, curd, fruit such as papaya and banana, and whole wheat rotis. Limit very spicy and fried food for the first couple of weeks, and drink eight to ten glasses of water a day.</p>
<h2>Call the clinic if you notice</h2>
<ul>
<li>Heavy bleeding, or passing clots</li>
<li>Fever above 100.4°F (38°C), or chills</li>
<li>Pain that is getting worse rather than better</li>
<li>Difficulty passing urine</li>
<li>No bowel movement for three days despite the medicines</li>
</ul>
<h2>Keeping piles from returning</h2>
<p>The procedure treats the existing piles, but the habits that led to them still matter. Keep up the fibre and water, do not delay going to the toilet, avoid long sessions on the seat, and stay active. Your free follow-up consultation within seven days is a good time to ask any remaining questions.</p>
`,
  }),
  post({
    slug: 'fibre-and-hydration-daily-habits',
    title: 'Fibre and Hydration: Small Daily Habits for a Healthier Gut',
    excerpt:
      'Constipation is behind many common complaints, from piles to fissures. How much fibre and water you need, and simple ways to get there.',
    status: PostStatus.PUBLISHED,
    publishedAt: '2026-08-27T10:00:00+05:30',
    tags: ['Diet', 'Lifestyle', 'Prevention'],
    content: `
<p>Constipation is more than uncomfortable. Passing hard stools and straining over months can lead to piles, fissures and, in some people, a weak pelvic floor. The good news is that two simple habits, eating enough fibre and drinking enough water, prevent a great deal of it.</p>
<h2>How much fibre do you need?</h2>
<p>Adults need roughly 25 to 30 grams of fibre a day. A typical day of white rice, maida and tea can fall well short of that. You do not have to count grams; instead, try to include a fibre-rich food at every meal.</p>
<h2>A sample high-fibre day</h2>
<ul>
<li><strong>Morning:</strong> a glass of warm water, then vegetable poha, dalia or oats with a piece of fruit.</li>
<li><strong>Lunch:</strong> two whole wheat or multigrain rotis, a bowl of dal, a vegetable sabzi and a small bowl of salad.</li>
<li><strong>Evening:</strong> roasted chana, a guava or a handful of peanuts instead of biscuits or namkeen.</li>
<li><strong>Dinner:</strong> hand-pounded rice or vegetable khichdi, with curd or buttermilk.</li>
</ul>
<h2>Increase fibre slowly</h2>
<p>Adding a lot of fibre overnight can cause gas and bloating. Increase it over two or three weeks so that your gut can adjust, and always add water along with it.</p>
<h2>How much water?</h2>
<p>For most healthy adults, eight to ten glasses of fluid a day is a good starting point. In the heat of an Indian summer, or if you work outdoors or travel a lot, you will need more. A simple check: your urine should be pale yellow. Dark urine usually means you need to drink more.</p>
<p>Plain water is best, but nimbu pani, buttermilk, coconut water, thin dal and soups all count. Sugary drinks and too much tea, coffee or alcohol do not help.</p>
<h2>Tips that make it stick</h2>
<ul>
<li>Keep a one-litre bottle at your desk or in your bag and finish it twice a day.</li>
<li>Drink a glass of water with every meal and every cup of tea.</li>
<li>Keep washed fruit where you can see it.</li>
<li>Walk for at least 20 minutes a day; movement helps the bowel too.</li>
<li>Set a regular time for the toilet, such as after breakfast, and do not ignore the urge.</li>
</ul>
<h2>Who should check with a doctor first</h2>
<p>If you have kidney or heart disease, you may have been advised to limit fluids, so please follow your doctor's advice. And if constipation is new, lasts more than three weeks, or comes with weight loss, blood in the stool or severe pain, see a doctor rather than only changing your diet.</p>
`,
  }),
  post({
    slug: 'sitting-habits-and-your-health',
    title: 'Long Hours in a Chair? Sitting Habits That Protect Your Back and Bowels',
    excerpt:
      'Shopkeepers, drivers and office workers sit for most of the day. A few changes to how, and how long, you sit can ease back pain and piles discomfort.',
    status: PostStatus.PUBLISHED,
    publishedAt: '2026-10-08T10:00:00+05:30',
    tags: ['Lifestyle', 'Joint Pain', 'Piles', 'Prevention'],
    content: `
<p>Whether you run a shop, drive a taxi, work at a computer or study for exams, you may be sitting for eight hours or more a day. Long, unbroken sitting puts steady pressure on the lower back and on the veins around the anus, and it slows the bowel. Over time it can add to back pain, neck stiffness and piles.</p>
<h2>Move every 30 to 45 minutes</h2>
<p>The single most useful habit is to break up sitting. Stand, stretch and walk for two or three minutes every half hour or so. Set a reminder on your phone if you tend to lose track of time. Drivers can use fuel and tea stops for a short walk.</p>
<h2>Set up your chair</h2>
<ul>
<li>Sit with your hips level with or slightly higher than your knees, feet flat on the floor or on a footrest.</li>
<li>Support the curve of your lower back with the chair back or a small rolled towel.</li>
<li>Keep the screen at eye level and close enough that you do not lean forward.</li>
<li>Choose a seat that is firm but not hard; a very soft sofa lets you slump.</li>
</ul>
<h2>Sitting with piles or after a procedure</h2>
<p>If you have piles or a fissure, or are recovering from a procedure, a cushion can make sitting more comfortable. Shift your weight from side to side every few minutes, and avoid sitting on hard surfaces such as stone steps or scooter seats for long periods.</p>
<h2>The toilet is not a waiting room</h2>
<p>Many people spend ten minutes or more on the toilet with a phone. Sitting there for long, with the anal area relaxed and unsupported, lets blood pool in the veins. Go when you feel the urge, and leave within five minutes. If nothing happens, try again later instead of straining.</p>
<h2>Simple stretches at your desk</h2>
<ul>
<li><strong>Shoulder rolls:</strong> roll your shoulders backwards slowly ten times.</li>
<li><strong>Seated twist:</strong> sitting tall, turn your upper body gently to each side and hold for ten seconds.</li>
<li><strong>Hip stretch:</strong> stand, step one foot back and gently push the hips forward until you feel a stretch in the front of the thigh.</li>
<li><strong>Ankle pumps:</strong> move your feet up and down 20 times to help circulation in the legs.</li>
</ul>
<h2>Balance it out</h2>
<p>A 30-minute walk on most days, enough water and a fibre-rich diet work together with good sitting habits. If back pain spreads down the leg or causes numbness or weakness, or if you notice bleeding from the back passage, please see a doctor.</p>
`,
  }),
  post({
    slug: 'laser-fistula-treatment-what-to-expect',
    title: 'Laser Treatment for Fistula: What to Expect',
    excerpt:
      'Sphincter-saving laser techniques have changed fistula care. How the procedure works, who it suits and what recovery looks like.',
    status: PostStatus.PUBLISHED,
    publishedAt: '2026-11-12T10:00:00+05:30',
    tags: ['Fistula', 'Laser Treatment', 'Recovery'],
    content: `
<p>For many years, the usual treatment for an anal fistula was to lay the tract open and let it heal from the inside out over several weeks. That approach still has an important place. For some fistulas, however, laser closure offers a gentler option that protects the muscles controlling the bowel.</p>
<h2>How laser fistula treatment works</h2>
<p>In a procedure often called FiLaC (fistula laser closure), the surgeon first cleans the tract. A thin laser fibre is then passed into it and slowly withdrawn while it delivers energy to the lining. The heat seals the tract from the inside, and it closes further as the body heals. The internal opening is usually closed with a stitch or a small flap.</p>
<h2>Who it may suit</h2>
<ul>
<li>Fistulas whose tract passes through a large part of the sphincter muscle, where cutting it could affect bowel control</li>
<li>People whose fistula has come back after earlier surgery</li>
<li>Patients who want a shorter recovery and fewer dressings</li>
</ul>
<p>Not every fistula is suitable. An MRI scan is often done first to show the exact route of the tract and any side branches. Your surgeon will explain whether laser, a seton, fistulotomy or a combination is the best choice for you.</p>
<h2>On the day</h2>
<p>The procedure takes about 30 to 45 minutes under spinal or general anaesthesia. Most patients go home the same day or the next morning. You will need someone to take you home.</p>
<h2>Recovery</h2>
<ul>
<li>Pain is usually mild and controlled with tablets.</li>
<li>Some discharge from the outer opening for a few weeks is expected as the tract heals; a soft pad keeps you comfortable.</li>
<li>Warm sitz baths twice a day and after bowel movements keep the area clean.</li>
<li>Many people return to desk work in three to five days, and to full activity in one to two weeks.</li>
</ul>
<h2>Results and honest expectations</h2>
<p>Laser closure avoids cutting the sphincter muscle, so the risk to bowel control is very low. The trade-off is that some fistulas do not close completely the first time and may need a repeat procedure or another technique. Ask your surgeon about their own results and what would happen next if healing is incomplete.</p>
<h2>Follow-up</h2>
<p>Keep all your follow-up visits, even if you feel well, so that the doctor can check that the tract has closed. Contact the clinic promptly if you develop fever, increasing pain or swelling, or heavy bleeding.</p>
`,
  }),
  post({
    slug: 'monsoon-joint-care',
    title: 'Do Joints Really Ache More in the Monsoon?',
    excerpt:
      'Many patients say their knees hurt more in damp weather. What we know so far, and what helps. (Draft, under review.)',
    status: PostStatus.DRAFT,
    publishedAt: null,
    tags: ['Joint Pain', 'Lifestyle'],
    content: `
<p>Every monsoon, patients tell us their knees and back feel stiffer. Studies on barometric pressure and joint pain disagree, but cold, damp days often mean less walking, and less movement means stiffer joints.</p>
<h2>What helps</h2>
<ul>
<li>Keep up indoor exercises on rainy days.</li>
<li>A warm pack for stiff joints in the morning.</li>
<li>Non-slip footwear on wet roads.</li>
</ul>
<p>To do: add the physiotherapist's indoor routine before publishing.</p>
`,
  }),
];
