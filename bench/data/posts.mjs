// 10,000 generated published posts beside the demo ones, for blogPosts(search): bodies of
// 250-400 words from a vocabulary (Hindi words too) plus one "topicN" word shared by ~20 posts,
// and two or three of the demo tags each.
export const POSTS = 10_000;

const VOCABULARY = (
  'fibre water diet recovery laser pain doctor clinic exercise sleep habit walk rest healing ' +
  'stool bowel constipation hydration vegetables fruit grains pulses dal roti rice curd tea ' +
  'spices chilli oil fried sugar salt weight posture chair desk office travel monsoon summer ' +
  'winter morning evening family privacy consultation follow visit symptoms bleeding swelling ' +
  'itching burning knee joint back hip stretch yoga breathing stress mood confidence partner ' +
  'surgery procedure anaesthesia dressing wound bath sitz warm cold medicine tablet cream ' +
  'पानी आहार दर्द इलाज डॉक्टर फाइबर व्यायाम नींद'
).split(' ');

export async function loadPosts(query, count = POSTS) {
  // The subquery refers to the outer row so it is evaluated per post, not once.
  await query(
    `INSERT INTO blog_post (slug, title, excerpt, content, image, status, published_at, reading_minutes)
     SELECT 'bench-post-' || g,
            'Bench article ' || g || ' about ' || ($2::text[])[1 + g % array_length($2::text[], 1)],
            'A generated article for the benchmark, number ' || g,
            '<h2>Section ' || g || '</h2><p>' || (
              SELECT string_agg(($2::text[])[1 + floor(random() * array_length($2::text[], 1))::int], ' ')
              FROM generate_series(1, 250 + g % 150) AS w
              WHERE g > 0
            ) || ' topic' || (g % 500) || '</p>',
            '/images/blog/default.svg',
            'PUBLISHED',
            now() - make_interval(hours => g),
            2
     FROM generate_series(1, $1::int) AS g`,
    [count, VOCABULARY],
  );
  // The tag triggers refresh each post's search vector.
  await query(
    `INSERT INTO blog_post_tag (blog_post_id, blog_tag_id)
     SELECT p.id, t.id
     FROM blog_post p
     CROSS JOIN LATERAL (
       SELECT id FROM blog_tag ORDER BY md5(id::text || p.id::text) LIMIT 2 + p.id % 2
     ) t
     WHERE p.slug LIKE 'bench-post-%'`,
  );
  await query('ANALYZE blog_post');
  await query('ANALYZE blog_post_tag');
  return count;
}
