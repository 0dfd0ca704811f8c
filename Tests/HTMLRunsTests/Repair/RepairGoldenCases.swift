// Random tag soup (formatting, tables, lists, select, SVG/MathML, raw text
// elements, comments, references, NULs) with the body content that two
// independent html5lib-conformant parsers build for `<!DOCTYPE html><body>`
// + input. They agreed with each other and with htmlruns when the cases
// were taken; the test keeps the repair stage there.

/// Tag-soup inputs and the body content browsers build from them.
enum RepairGoldenCases {
    static let cases: [(html: String, tree: String)] = [
        (
            "<svg>日本<head><label id=\"q\"></b></li><p/>\0x<li><ol><frameset id=\"q\"> <img src='a>b'></mtext><html>x</desc>a < b<dl><title/><img src='a>b'>y z</optgroup><sub>\n",
            #"""
            | <svg svg>
            |   "日本"
            | <label>
            |   id="q"
            |   <p>
            |     "x"
            |   <li>
            |     <ol>
            |       " "
            |       <img>
            |         src="a>b"
            |       "xa < b"
            |       <dl>
            |         <title>
            |           "<img src='a>b'>y z</optgroup><sub>
            "
            """#
        ),
        (
            "\n<img><object><p/></style></h1></xmp><li><td<br/><template>x</br>a&amp;b</li></ol> </mtext>",
            #"""
            | "
            "
            | <img>
            | <object>
            |   <p>
            |   <li>
            |     <td<br>
            |       <template>
            |         content
            |           "xa&b "
            """#
        ),
        (
            "y z<td>a < b<big/></body><DIV class=x></tbody><html><h1 id=\"q\">&nbsp;</caption></body><image>y z<ul><body></p></br><optgroup></em>",
            #"""
            | "y za < b"
            | <big>
            |   <div>
            |     class="x"
            |     <h1>
            |       id="q"
            |       " "
            |       <img>
            |       "y z"
            |       <ul>
            |         <p>
            |         <br>
            |         <optgroup>
            """#
        ),
        (
            "<mi id=\"q\">\n<html>a < b<button></code>a < b</dl></li>",
            #"""
            | <mi>
            |   id="q"
            |   "
            a < b"
            |   <button>
            |     "a < b"
            """#
        ),
        (
            "\0<![CDATA[cd]]></dl><label>日本</small></p></xmp><xmp><a/b><option id=\"q\"></B><noscript></body><dl>",
            #"""
            | <!-- [CDATA[cd]] -->
            | <label>
            |   "日本"
            |   <p>
            |   <xmp>
            |     "<a/b><option id="q"></B><noscript></body><dl>"
            """#
        ),
        (
            "<dt><ul><img> a < b<Congratulation!><div>",
            #"""
            | <dt>
            |   <ul>
            |     <img>
            |     " a < b"
            |     <congratulation!>
            |       <div>
            """#
        ),
        (
            "<br/></title></a><ul><mglyph><blockquote/></label>&nbsp;a < b</td></html><![CDATA[cd]]><!doctype html><h2></nobr>t\tt",
            #"""
            | <br>
            | <ul>
            |   <mglyph>
            |     <blockquote>
            |       " a < b"
            |       <h2>
            |         "t	t"
            """#
        ),
        (
            "<sub><span/></body></svg><body></foreignObject><h2></table></style>&nbsp;<optgroup><img></ruby></foreignObject><DIV class=x><blockquote><xmp>\0</dd><marquee> <select><center></caption><!----></ul>",
            #"""
            | <sub>
            |   <span>
            |     <h2>
            |       " "
            |       <optgroup>
            |         <img>
            |         <div>
            |           class="x"
            |           <blockquote>
            |             <xmp>
            |               "�</dd><marquee> <select><center></caption><!----></ul>"
            """#
        ),
        (
            "</img></span></h2></u></optgroup><label></optgroup><ruby><template id=\"q\"></col>&copy</select>&lt;<span><title>",
            #"""
            | <label>
            |   <ruby>
            |     <template>
            |       id="q"
            |       content
            |         "©<"
            |         <span>
            |           <title>
            """#
        ),
        (
            "<mo><a/></h2></desc><center></small><strong><label><br/><![CDATA[cd]]></noscript><mi><p/></s><b><s>t\tt</p><img><b id=2>",
            #"""
            | <mo>
            |   <a>
            |     <center>
            |       <strong>
            |         <label>
            |           <br>
            |           <!-- [CDATA[cd]] -->
            |           <mi>
            |             <p>
            |               <b>
            |                 <s>
            |                   "t	t"
            |             <b>
            |               <s>
            |                 <img>
            |                 <b>
            |                   id="2"
            """#
        ),
        (
            "</blockquote><select></circle><b id=1><!----></sub><B><a><img>t\tt<!----><small><dt><script></form></pre><noscript></td>",
            #"""
            | <select>
            |   <b>
            |     id="1"
            |     <!--  -->
            |     <b>
            |       <a>
            |         <img>
            |         "t	t"
            |         <!--  -->
            |         <small>
            |           <dt>
            |             <script>
            |               "</form></pre><noscript></td>"
            """#
        ),
        (
            "<dl></mi>a < b<desc/></thead><br/><head></br></p><b id=1><ol><img src='a>b'>&copy<colgroup><b id=1></rt></div><colgroup>",
            #"""
            | <dl>
            |   "a < b"
            |   <desc>
            |     <br>
            |     <br>
            |     <p>
            |     <b>
            |       id="1"
            |       <ol>
            |         <img>
            |           src="a>b"
            |         "©"
            |         <b>
            |           id="1"
            """#
        ),
        (
            "<b id=2></i></rp></p><foreignObject><font></optgroup></nobr><html><br/><optgroup><noscript id=\"q\"><body><br></math></i></title><mo>t\tt</noscript><i><col>",
            #"""
            | <b>
            |   id="2"
            |   <p>
            |   <foreignobject>
            |     <font>
            |       <br>
            |       <optgroup>
            |         <noscript>
            |           id="q"
            |           "<body><br></math></i></title><mo>t	t"
            |         <i>
            """#
        ),
        (
            "<a/b><style></colgroup><x-y><dt><tt><script></h2></style><mtext/><small><small><i><col></template><!--c--><marquee id=\"q\"><desc><b id=2></svg></svg><img src='a>b'></circle></textarea><b id=1>",
            #"""
            | <a>
            |   b=""
            |   <style>
            |     "</colgroup><x-y><dt><tt><script></h2>"
            |   <mtext>
            |     <small>
            |       <small>
            |         <i>
            |           <!-- c -->
            |           <marquee>
            |             id="q"
            |             <desc>
            |               <b>
            |                 id="2"
            |                 <img>
            |                   src="a>b"
            |                 <b>
            |                   id="1"
            """#
        ),
        (
            "</frameset><b id=1><pre><!----></mglyph><img src='a>b'><><td><p>",
            #"""
            | <b>
            |   id="1"
            |   <pre>
            |     <!--  -->
            |     <img>
            |       src="a>b"
            |     "<>"
            |     <p>
            """#
        ),
        (
            "<h1><template id=\"q\"><input></dd><div><table><![CDATA[cd]]>",
            #"""
            | <h1>
            |   <template>
            |     id="q"
            |     content
            |       <input>
            |       <div>
            |         <table>
            |           <!-- [CDATA[cd]] -->
            """#
        ),
        (
            "</h1><dt></u><button></br><B><th></x-y></annotation-xml>&copy<Congratulation!></p>a < b</em><desc id=\"q\"/>a < b<section>é<mglyph><mo>",
            #"""
            | <dt>
            |   <button>
            |     <br>
            |     <b>
            |       "©"
            |       <congratulation!>
            |         <p>
            |         "a < b"
            |         <desc>
            |           id="q"
            |           "a < b"
            |           <section>
            |             "é"
            |             <mglyph>
            |               <mo>
            """#
        ),
        (
            "\0<DIV class=x><tt><marquee>a&amp;b<annotation-xml encoding=\"text/html\"><input type=\"hidden\"></a></p><col><form/>\0<tr></br><li id=\"q\"></select><img></p><ruby></ul></circle>",
            #"""
            | <div>
            |   class="x"
            |   <tt>
            |     <marquee>
            |       "a&b"
            |       <annotation-xml>
            |         encoding="text/html"
            |         <input>
            |           type="hidden"
            |         <p>
            |         <form>
            |           <br>
            |           <li>
            |             id="q"
            |             <img>
            |             <p>
            |             <ruby>
            """#
        ),
        (
            "</foreignObject></math></b><dt></><button></em>&copy<input type=\"hidden\" id=\"q\">日本",
            #"""
            | <dt>
            |   <button>
            |     "©"
            |     <input>
            |       id="q"
            |       type="hidden"
            |     "日本"
            """#
        ),
        (
            "&nbsp;<mtext id=\"q\"></hr> <form><a/b><b id=1>",
            #"""
            | " "
            | <mtext>
            |   id="q"
            |   " "
            |   <form>
            |     <a>
            |       b=""
            |       <b>
            |         id="1"
            """#
        ),
        (
            "<mi id=\"q\"></image><big></tbody></B><a/b><br/><a/b></template><rt><!---->",
            #"""
            | <mi>
            |   id="q"
            |   <big>
            |     <a>
            |       b=""
            |       <br>
            |     <a>
            |       b=""
            |       <rt>
            |         <!--  -->
            """#
        ),
        (
            "<table><form><button><dd><svg>é<font color=\"red\"><sub/> <i id=\"q\"><math></xmp><tda < b<math>\0 </thead><b id=1></mtext>&lt;<b/><span><th><input>",
            #"""
            | <button>
            |   <dd>
            |     <svg svg>
            |       "é"
            |     <font>
            |       color="red"
            |       <sub>
            |         " "
            |         <i>
            |           id="q"
            |           <math math>
            |             <math tda>
            |               <=""
            |               b<math=""
            |               "� "
            |           <b>
            |             id="1"
            |             "<"
            |             <b>
            |               <span>
            | <table>
            |   <form>
            |   <tbody>
            |     <tr>
            |       <th>
            |         <input>
            """#
        ),
        (
            "<ruby id=\"q\">y z<code></img><button></br></a>\n</mo>&lt;y z<math></strong><annotation-xml><option><>",
            #"""
            | <ruby>
            |   id="q"
            |   "y z"
            |   <code>
            |     <button>
            |       <br>
            |       "
            <y z"
            |       <math math>
            |         <math annotation-xml>
            |           <math option>
            |             "<>"
            """#
        ),
        (
            "<body><DIV class=x>é<annotation-xml encoding=\"text/html\"><!--c--><colgroup/>\n</annotation-xml><mo>",
            #"""
            | <div>
            |   class="x"
            |   "é"
            |   <annotation-xml>
            |     encoding="text/html"
            |     <!-- c -->
            |     "
            "
            |   <mo>
            """#
        ),
        (
            "</em><u/><strike></p></nobr><u>\n",
            #"""
            | <u>
            |   <strike>
            |     <p>
            |     <u>
            |       "
            "
            """#
        ),
        (
            "</h1><ul></nobr></sub>&nbsp;<B></textarea><body><ul><b id=1>",
            #"""
            | <ul>
            |   " "
            |   <b>
            |     <ul>
            |       <b>
            |         id="1"
            """#
        ),
        (
            "<sup><object></template><mi><br/><!---->x<img src='a>b'><img src='a>b'><strong><mo></ul></dt></sup><br/><circle><nobr>",
            #"""
            | <sup>
            |   <object>
            |     <mi>
            |       <br>
            |       <!--  -->
            |       "x"
            |       <img>
            |         src="a>b"
            |       <img>
            |         src="a>b"
            |       <strong>
            |         <mo>
            |           <br>
            |           <circle>
            |             <nobr>
            """#
        ),
        (
            "</p><tr></caption><desc></img><center></strike><i>&lt;<b id=2><!doctype html></big></title></strong><xmp>t\tt<input><!--c--></col> <p></>",
            #"""
            | <p>
            | <desc>
            |   <center>
            |     <i>
            |       "<"
            |       <b>
            |         id="2"
            |         <xmp>
            |           "t	t<input><!--c--></col> <p></>"
            """#
        ),
        (
            "&nbsp;<b id=2><ol><mi><mtext>日本<button/><tbody id=\"q\"></><html><sub></frameset>&copy",
            #"""
            | " "
            | <b>
            |   id="2"
            |   <ol>
            |     <mi>
            |       <mtext>
            |         "日本"
            |         <button>
            |           <sub>
            |             "©"
            """#
        ),
        (
            "<font color=\"red\"><code><annotation-xml><annotation-xml encoding=\"text/html\">&nbsp;</optgroup><dd id=\"q\"><section><image><li></svg><h2>&nbsp;<noscript><B><col><center><code></mglyph></tbody><rt><foreignObject></dd></strong><td>\n<a/b><div><![CDATA[cd]]><p/>",
            #"""
            | <font>
            |   color="red"
            |   <code>
            |     <annotation-xml>
            |       <annotation-xml>
            |         encoding="text/html"
            |         " "
            |         <dd>
            |           id="q"
            |           <section>
            |             <img>
            |             <li>
            |               <h2>
            |                 " "
            |                 <noscript>
            |                   "<B><col><center><code></mglyph></tbody><rt><foreignObject></dd></strong><td>
            <a/b><div><![CDATA[cd]]><p/>"
            """#
        ),
        (
            "</sup></i>a&amp;b<image><marquee><p/></dt></dt><colgroup/>\0</ul></annotation-xml>a < b<!doctype html></ul><button><ruby>x<img id=\"q\"/></font></mi></rp><sup>é<img src='a>b'><![CDATA[cd]]>",
            #"""
            | "a&b"
            | <img>
            | <marquee>
            |   <p>
            |     "a < b"
            |     <button>
            |       <ruby>
            |         "x"
            |         <img>
            |           id="q"
            |         <sup>
            |           "é"
            |           <img>
            |             src="a>b"
            |           <!-- [CDATA[cd]] -->
            """#
        ),
        (
            "</mo><b id=1></ul><b><!doctype html>&copy<noscript></blockquote><label/><td>&copy<em></mglyph>&nbsp;",
            #"""
            | <b>
            |   id="1"
            |   <b>
            |     "©"
            |     <noscript>
            |       "</blockquote><label/><td>&copy<em></mglyph>&nbsp;"
            """#
        ),
        (
            "<tbody><div id=\"q\"></body><blockquote></u><marquee><img><label><dd><foreignObject><label>日本",
            #"""
            | <div>
            |   id="q"
            |   <blockquote>
            |     <marquee>
            |       <img>
            |       <label>
            |         <dd>
            |           <foreignobject>
            |             <label>
            |               "日本"
            """#
        ),
        (
            "<Congratulation!/></mtext><img src='a>b'></foreignObject></form><h2> <Congratulation!>&copy\n</hr><></mo><ol><title><?pi?><B><![CDATA[cd]]><br/><x-y/></dl></h1>a&amp;b\n</tbody><br><a><?pi?><!doctype html></rt>",
            #"""
            | <congratulation!>
            |   <img>
            |     src="a>b"
            |   <h2>
            |     " "
            |     <congratulation!>
            |       "©
            <>"
            |       <ol>
            |         <title>
            |           "<?pi?><B><![CDATA[cd]]><br/><x-y/></dl></h1>a&b
            </tbody><br><a><?pi?><!doctype html></rt>"
            """#
        ),
        (
            "<b id=1></b><body><section><br><dd>a < b</B><textarea><nobr><desc></thead><!--c--></style></code></desc></frameset><marquee>日本y z日本</annotation-xml><dd><sub><a/b>",
            #"""
            | <b>
            |   id="1"
            | <section>
            |   <br>
            |   <dd>
            |     "a < b"
            |     <textarea>
            |       "<nobr><desc></thead><!--c--></style></code></desc></frameset><marquee>日本y z日本</annotation-xml><dd><sub><a/b>"
            """#
        ),
        (
            "</br><big id=\"q\"><i id=\"q\"><![CDATA[cd]]><thead><section id=\"q\"><img src='a>b'><dl></body><b id=1><u>&nbsp;<dd>日本<><h2><div><xmp id=\"q\"><i><desc><!--c--><mo id=\"q\"></form>a&amp;b</sub><p><mglyph><?pi?><rp id=\"q\"><code id=\"q\">",
            #"""
            | <br>
            | <big>
            |   id="q"
            |   <i>
            |     id="q"
            |     <!-- [CDATA[cd]] -->
            |     <section>
            |       id="q"
            |       <img>
            |         src="a>b"
            |       <dl>
            |         <b>
            |           id="1"
            |           <u>
            |             " "
            |             <dd>
            |               "日本<>"
            |               <h2>
            |                 <div>
            |                   <xmp>
            |                     id="q"
            |                     "<i><desc><!--c--><mo id="q"></form>a&amp;b</sub><p><mglyph><?pi?><rp id="q"><code id="q">"
            """#
        ),
        (
            "</rt><rp><a/b><><tr/></textarea></br><B><script/>\n<b id=1><dl><pre></foreignObject><hr><dd id=\"q\"/><noscript><image><br/><svg></math><![CDATA[cd]]><desc> </template></frameset><nobr><table>",
            #"""
            | <rp>
            |   <a>
            |     b=""
            |     "<>"
            |     <br>
            |     <b>
            |       <script>
            |         "
            <b id=1><dl><pre></foreignObject><hr><dd id="q"/><noscript><image><br/><svg></math><![CDATA[cd]]><desc> </template></frameset><nobr><table>"
            """#
        ),
        (
            "<form id=\"q\"><option><![CDATA[cd]]></td><img></thead><circle><big id=\"q\">a&amp;b</noscript></br></rp><object id=\"q\"><b></mtext>",
            #"""
            | <form>
            |   id="q"
            |   <option>
            |     <!-- [CDATA[cd]] -->
            |     <img>
            |     <circle>
            |       <big>
            |         id="q"
            |         "a&b"
            |         <br>
            |         <object>
            |           id="q"
            |           <b>
            """#
        ),
        (
            "<mglyph><template><img src='a>b'><optgroup></select><pre><s><!doctype html><div><section>&nbsp;日本<input id=\"q\"><B><dd>",
            #"""
            | <mglyph>
            |   <template>
            |     content
            |       <img>
            |         src="a>b"
            |       <optgroup>
            |         <pre>
            |           <s>
            |             <div>
            |               <section>
            |                 " 日本"
            |                 <input>
            |                   id="q"
            |                 <b>
            |                   <dd>
            """#
        ),
        (
            "</hr><><table id=\"q\"><ul></br></hr><b id=1></template><script id=\"q\"/></mglyph></foreignObject></desc></desc><a></head></frameset><img src='a>b'><!--c--><li/><blockquote>",
            #"""
            | "<>"
            | <ul>
            |   <br>
            |   <b>
            |     id="1"
            |     <script>
            |       id="q"
            |       "</mglyph></foreignObject></desc></desc><a></head></frameset><img src='a>b'><!--c--><li/><blockquote>"
            | <table>
            |   id="q"
            """#
        ),
        (
            "<mglyph id=\"q\"><s id=\"q\"><li id=\"q\"><dd><br/><tr><title></rt></blockquote><dt>é<h1>é<x-y><li><thead></tbody><section>\n</strike>",
            #"""
            | <mglyph>
            |   id="q"
            |   <s>
            |     id="q"
            |     <li>
            |       id="q"
            |       <dd>
            |         <br>
            |         <title>
            |           "</rt></blockquote><dt>é<h1>é<x-y><li><thead></tbody><section>
            </strike>"
            """#
        ),
        (
            "<DIV class=x><ol><marquee><ol></tbody></input></Congratulation!><option>",
            #"""
            | <div>
            |   class="x"
            |   <ol>
            |     <marquee>
            |       <ol>
            |         <option>
            """#
        ),
        (
            "</caption><desc><ruby/><option id=\"q\"><dl><head><big></script><!--c-->",
            #"""
            | <desc>
            |   <ruby>
            |     <option>
            |       id="q"
            |       <dl>
            |         <big>
            |           <!-- c -->
            """#
        ),
        (
            "<b id=1><col><B><mi><annotation-xml encoding=\"text/html\"><h2><image>",
            #"""
            | <b>
            |   id="1"
            |   <b>
            |     <mi>
            |       <annotation-xml>
            |         encoding="text/html"
            |         <h2>
            |           <img>
            """#
        ),
        (
            "</s><dl>\0</foreignObject></head></span> </x-y><h1><![CDATA[cd]]><rt id=\"q\"><foreignObject><annotation-xml encoding=\"text/html\">",
            #"""
            | <dl>
            |   " "
            |   <h1>
            |     <!-- [CDATA[cd]] -->
            |     <rt>
            |       id="q"
            |       <foreignobject>
            |         <annotation-xml>
            |           encoding="text/html"
            """#
        ),
        (
            "<image>\n\0<a>&lt;<tbody><button><img src='a>b'><td<p/>&nbsp;</Congratulation!><![CDATA[cd]]></rp>",
            #"""
            | <img>
            | "
            "
            | <a>
            |   "<"
            |   <button>
            |     <img>
            |       src="a>b"
            |     <td<p>
            |       " "
            |       <!-- [CDATA[cd]] -->
            """#
        ),
        (
            "</pre><colgroup id=\"q\"><li><li id=\"q\"><tbody><img><dt></td></title> t\tt</optgroup><style>",
            #"""
            | <li>
            | <li>
            |   id="q"
            |   <img>
            |   <dt>
            |     " t	t"
            |     <style>
            """#
        ),
        (
            "y z<math><thead></head><textarea></section><h1><title><object><option id=\"q\">\0&lt;</option></B>",
            #"""
            | "y z"
            | <math math>
            |   <math thead>
            |     <math textarea>
            | <h1>
            |   <title>
            |     "<object><option id="q">�<</option></B>"
            """#
        ),
        (
            "<a/b></span><mo><foreignObject></desc><object></p><hr id=\"q\"><strike></thead><th/><option><big>",
            #"""
            | <a>
            |   b=""
            |   <mo>
            |     <foreignobject>
            |       <object>
            |         <p>
            |         <hr>
            |           id="q"
            |         <strike>
            |           <option>
            |             <big>
            """#
        ),
        (
            "</style></B><table></rt><dt></h1></br><frameset><em><b id=1>\n</b></noscript>\n<strike>a&amp;b<annotation-xml encoding=\"text/html\"><!doctype html><style>",
            #"""
            | <dt>
            |   <br>
            |   <em>
            |     <b>
            |       id="1"
            |       "
            "
            |     "
            "
            |     <strike>
            |       "a&b"
            |       <annotation-xml>
            |         encoding="text/html"
            |         <style>
            | <table>
            """#
        ),
        (
            "<th></small><marquee><li/><!--c--><thead></button></td></ol><input type=\"hidden\" id=\"q\"></object>&copy&nbsp;<nobr id=\"q\"><mi></mo>",
            #"""
            | <marquee>
            |   <li>
            |     <!-- c -->
            |     <input>
            |       id="q"
            |       type="hidden"
            |     "© "
            |     <nobr>
            |       id="q"
            |       <mi>
            """#
        ),
        (
            "</tr></html><tr><marquee>&nbsp;<svg></div></pre><strong><small><strike><noscript></strong></B><title><thead><b>",
            #"""
            | <marquee>
            |   " "
            |   <svg svg>
            |   <strong>
            |     <small>
            |       <strike>
            |         <noscript>
            |           "</strong></B><title><thead><b>"
            """#
        ),
        (
            "é<a/b><svg><a></font><label></noscript><style/><font color=\"red\">日本</>\0<th><b id=1></h2></mo></head><strike><annotation-xml></h2>",
            #"""
            | "é"
            | <a>
            |   b=""
            |   <svg svg>
            |     <svg a>
            |       <svg label>
            |         <svg style>
            |   <font>
            |     color="red"
            |     "日本"
            |     <b>
            |       id="1"
            |       <strike>
            |         <annotation-xml>
            """#
        ),
        (
            "a < b<p><td</dd></circle></x-y></br>x<rt><center>a&amp;b</rp>t\tt</div></p></li>é<colgroup><br><b id=1></ruby><select></ol></dd></marquee></circle><h2/><DIV class=x><annotation-xml></colgroup>",
            #"""
            | "a < b"
            | <p>
            |   <td<>
            |     dd=""
            |     <br>
            |     "x"
            |     <rt>
            | <center>
            |   "a&bt	t"
            |   <p>
            |   "é"
            |   <br>
            |   <b>
            |     id="1"
            |     <select>
            |       <h2>
            |         <div>
            |           class="x"
            |           <annotation-xml>
            """#
        ),
        (
            "<b id=2></sub><thead><Congratulation!>日本<foreignObject><strong id=\"q\"><strong></div>日本&lt;<desc><!--c--></template>&copy</b></select> <ol></xmp></ruby><u> <Congratulation!><rp>",
            #"""
            | <b>
            |   id="2"
            |   <congratulation!>
            |     "日本"
            |     <foreignobject>
            |       <strong>
            |         id="q"
            |         <strong>
            |           "日本<"
            |           <desc>
            |             <!-- c -->
            |             "©"
            | <strong>
            |   id="q"
            |   <strong>
            |     " "
            |     <ol>
            |       <u>
            |         " "
            |         <congratulation!>
            |           <rp>
            """#
        ),
        (
            "</p><a/b><tt></option>&copy</math><h2><code id=\"q\"></p><object>\n&copy<dl></mglyph><table/></h2></sup><td></script><hr></img></h2><strike><b id=2></ruby>",
            #"""
            | <p>
            | <a>
            |   b=""
            |   <tt>
            |     "©"
            |     <h2>
            |       <code>
            |         id="q"
            |         <p>
            |         <object>
            |           "
            ©"
            |           <dl>
            |             <table>
            |               <tbody>
            |                 <tr>
            |                   <td>
            |                     <hr>
            |                     <strike>
            |                       <b>
            |                         id="2"
            """#
        ),
        (
            "</span><DIV class=x></thead><b>&nbsp;<tt></em></th></br></br><form id=\"q\"><center>",
            #"""
            | <div>
            |   class="x"
            |   <b>
            |     " "
            |     <tt>
            |       <br>
            |       <br>
            |       <form>
            |         id="q"
            |         <center>
            """#
        ),
        (
            "</br><template></noscript><image id=\"q\"><image><body><script id=\"q\"></small>&copy<th>a&amp;b<img id=\"q\"></template><?pi?></div><p><col><?pi?><DIV class=x><?pi?><br><br>",
            #"""
            | <br>
            | <template>
            |   content
            |     <img>
            |       id="q"
            |     <img>
            |     <script>
            |       id="q"
            |       "</small>&copy<th>a&amp;b<img id="q"></template><?pi?></div><p><col><?pi?><DIV class=x><?pi?><br><br>"
            """#
        ),
        (
            "</mo><u id=\"q\"></blockquote><big><i/>日本<li><optgroup></span><foreignObject><annotation-xml encoding=\"text/html\"><noscript><a><mtext></B><title></em>",
            #"""
            | <u>
            |   id="q"
            |   <big>
            |     <i>
            |       "日本"
            |       <li>
            |         <optgroup>
            |           <foreignobject>
            |             <annotation-xml>
            |               encoding="text/html"
            |               <noscript>
            |                 "<a><mtext></B><title></em>"
            """#
        ),
        (
            "<x-y id=\"q\"></td>t\tt<style/><nobr></th></rp></noscript><html></table></style><option><hr><desc id=\"q\"><desc><script><u><a/b></image>日本</strong>",
            #"""
            | <x-y>
            |   id="q"
            |   "t	t"
            |   <style>
            |     "<nobr></th></rp></noscript><html></table>"
            |   <option>
            |     <hr>
            |     <desc>
            |       id="q"
            |       <desc>
            |         <script>
            |           "<u><a/b></image>日本</strong>"
            """#
        ),
        (
            "x<b id=1><img/><img><svg>",
            #"""
            | "x"
            | <b>
            |   id="1"
            |   <img>
            |   <img>
            |   <svg svg>
            """#
        ),
        (
            "<caption><b id=2><strong><desc id=\"q\"></em><math></x-y></rt><![CDATA[cd]]>y z<desc></font><!doctype html></img><br>",
            #"""
            | <b>
            |   id="2"
            |   <strong>
            |     <desc>
            |       id="q"
            |       <math math>
            |         "cdy z"
            |         <math desc>
            |       <br>
            """#
        ),
        (
            "<form id=\"q\">&nbsp;&lt;<center><noscript><p/></h1><mglyph>&lt;<title></ol><xmp/>a&amp;b<li></u></math><b id=1></frameset><br/>",
            #"""
            | <form>
            |   id="q"
            |   " <"
            |   <center>
            |     <noscript>
            |       "<p/></h1><mglyph>&lt;<title></ol><xmp/>a&amp;b<li></u></math><b id=1></frameset><br/>"
            """#
        ),
        (
            "</br><b id=1><td<u id=\"q\"></li>a&amp;b</xmp><B><h1/><mtext><p/>&copy<input><mtext>",
            #"""
            | <br>
            | <b>
            |   id="1"
            |   <td<u>
            |     id="q"
            |     "a&b"
            |     <b>
            |       <h1>
            |         <mtext>
            |           <p>
            |             "©"
            |             <input>
            |             <mtext>
            """#
        ),
        (
            "<desc>日本</th><blockquote><td/></b>&copy</mtext><optgroup><table></strike><><a><desc></style><![CDATA[cd]]></nobr><s><frameset>",
            #"""
            | <desc>
            |   "日本"
            |   <blockquote>
            |     "©"
            |     <optgroup>
            |       "<>"
            |       <a>
            |         <desc>
            |           <!-- [CDATA[cd]] -->
            |           <s>
            |       <table>
            """#
        ),
        (
            "<code><template><big><ruby/><p></label>&lt;<ruby><b id=1><b id=1><B><b id=2><><p></foreignObject><label></th>",
            #"""
            | <code>
            |   <template>
            |     content
            |       <big>
            |         <ruby>
            |           <p>
            |             "<"
            |             <ruby>
            |               <b>
            |                 id="1"
            |                 <b>
            |                   id="1"
            |                   <b>
            |                     <b>
            |                       id="2"
            |                       "<>"
            |           <p>
            |             <b>
            |               id="1"
            |               <b>
            |                 id="1"
            |                 <b>
            |                   <b>
            |                     id="2"
            |                     <label>
            """#
        ),
        (
            "<b id=2></html> \0<circle id=\"q\"><strong></></foreignObject><dl/></br><title><section id=\"q\"><mglyph></h2><marquee></mi><optgroup><table id=\"q\"><B></u><sup><br><th><img src='a>b'></h2><title></img>y z<!---->",
            #"""
            | <b>
            |   id="2"
            |   " "
            |   <circle>
            |     id="q"
            |     <strong>
            |       <dl>
            |         <br>
            |         <title>
            |           "<section id="q"><mglyph></h2><marquee></mi><optgroup><table id="q"><B></u><sup><br><th><img src='a>b'></h2><title></img>y z<!---->"
            """#
        ),
        (
            "</svg></br><rp id=\"q\"><ul><!doctype html><img src='a>b'><x-y/><math id=\"q\"><b id=2></tt><frameset><head></sub> <body id=\"q\"><DIV class=x></mglyph><colgroup></noscript>",
            #"""
            | <br>
            | <rp>
            |   id="q"
            |   <ul>
            |     <img>
            |       src="a>b"
            |     <x-y>
            |       <math math>
            |         id="q"
            |       <b>
            |         id="2"
            |         " "
            |         <div>
            |           class="x"
            """#
        ),
        (
            "</annotation-xml><optgroup><!--c--><foreignObject></i><x-y><colgroup id=\"q\"><big></ol></mtext><object></style>x<b id=1></ruby><code><textarea></marquee>a&amp;b<br/></><optgroup><optgroup><ruby id=\"q\">&lt;<ruby id=\"q\"></></object>",
            #"""
            | <optgroup>
            |   <!-- c -->
            |   <foreignobject>
            |     <x-y>
            |       <big>
            |         <object>
            |           "x"
            |           <b>
            |             id="1"
            |             <code>
            |               <textarea>
            |                 "</marquee>a&b<br/></><optgroup><optgroup><ruby id="q"><<ruby id="q"></></object>"
            """#
        ),
        (
            "</B><template></sub></s></blockquote><!--c--><a/b></xmp></option></dt></select></mi><select>y z<button><optgroup>日本<small><mtext> \n</u><marquee><thead><i>",
            #"""
            | <template>
            |   content
            |     <!-- c -->
            |     <a>
            |       b=""
            |       <select>
            |         "y z"
            |         <button>
            |           <optgroup>
            |             "日本"
            |             <small>
            |               <mtext>
            |                 " 
            "
            |                 <marquee>
            |                   <i>
            """#
        ),
        (
            "<img src='a>b'></html></dt><option>t\tt</mtext></></button></style><tt id=\"q\"/><ruby/><ruby><hr><rp>a < b<frameset><title><?pi?><div></ul><svg></>",
            #"""
            | <img>
            |   src="a>b"
            | <option>
            |   "t	t"
            |   <tt>
            |     id="q"
            |     <ruby>
            |       <ruby>
            |         <hr>
            |         <rp>
            |           "a < b"
            |           <title>
            |             "<?pi?><div></ul><svg></>"
            """#
        ),
        (
            "<div><label></B><dt></strike><thead/><marquee/></marquee></B><dl></center><b><marquee></small></td><textarea></annotation-xml><ul></section></circle><ul><!doctype html></em><ruby>\n</option><strong><rt>t\tt<big>",
            #"""
            | <div>
            |   <label>
            |     <dt>
            |       <marquee>
            |       <dl>
            |         <b>
            |           <marquee>
            |             <textarea>
            |               "</annotation-xml><ul></section></circle><ul><!doctype html></em><ruby>
            </option><strong><rt>t	t<big>"
            """#
        ),
        (
            "\n</object><mtext><option><em></optgroup><br><Congratulation!>",
            #"""
            | "
            "
            | <mtext>
            |   <option>
            |     <em>
            |       <br>
            |       <congratulation!>
            """#
        ),
        (
            "<tbody><th><colgroup>a < b</caption><small><svg></optgroup><mi></style></select><button><textarea><title></frameset></x-y></svg><button>日本<desc>",
            #"""
            | "a < b"
            | <small>
            |   <svg svg>
            |     <svg mi>
            |       <svg button>
            |         <svg textarea>
            |           <svg title>
            |   <button>
            |     "日本"
            |     <desc>
            """#
        ),
        (
            "</object></font><circle><!----><marquee><a/b><caption id=\"q\"></tt><br/>&nbsp;<sub><i><thead></font><ul><![CDATA[cd]]><input/><strong></br>&nbsp;</B><dt></desc>",
            #"""
            | <circle>
            |   <!--  -->
            |   <marquee>
            |     <a>
            |       b=""
            |       <br>
            |       " "
            |       <sub>
            |         <i>
            |           <ul>
            |             <!-- [CDATA[cd]] -->
            |             <input>
            |             <strong>
            |               <br>
            |               " "
            |               <dt>
            """#
        ),
        (
            "<th><span></ol><br><hr><div></tt>t\tt<p/>x</s><li id=\"q\"></p>",
            #"""
            | <span>
            |   <br>
            |   <hr>
            |   <div>
            |     "t	t"
            |     <p>
            |       "x"
            |     <li>
            |       id="q"
            |       <p>
            """#
        ),
        (
            "<a><DIV class=x>a < b<b><br>a&amp;b</span><li><desc>日本<foreignObject>日本<ul>",
            #"""
            | <a>
            |   <div>
            |     class="x"
            |     "a < b"
            |     <b>
            |       <br>
            |       "a&b"
            |       <li>
            |         <desc>
            |           "日本"
            |           <foreignobject>
            |             "日本"
            |             <ul>
            """#
        ),
        (
            "xa < b&nbsp;<br><li><annotation-xml></caption></thead><rt><option/><code/><h1 id=\"q\"><B><span></noscript>",
            #"""
            | "xa < b "
            | <br>
            | <li>
            |   <annotation-xml>
            |     <rt>
            |       <option>
            |         <code>
            |           <h1>
            |             id="q"
            |             <b>
            |               <span>
            """#
        ),
        (
            "<><b id=2><table>日本</math></thead><strike>é</sup><script>",
            #"""
            | "<>"
            | <b>
            |   id="2"
            |   "日本"
            |   <strike>
            |     "é"
            |     <script>
            |   <table>
            """#
        ),
        (
            "<b id=2></b><b><DIV class=x></template></div>t\tt",
            #"""
            | <b>
            |   id="2"
            | <b>
            |   <div>
            |     class="x"
            |   "t	t"
            """#
        ),
        (
            "</p><b id=1><td</span></sup><br></annotation-xml>",
            #"""
            | <p>
            | <b>
            |   id="1"
            |   <td<>
            |     span=""
            |     <br>
            """#
        ),
        (
            "<dl><a> <col>&copy<br/><s></br></li> <th></center></strong><math/>",
            #"""
            | <dl>
            |   <a>
            |     " ©"
            |     <br>
            |     <s>
            |       <br>
            |       " "
            |       <math math>
            """#
        ),
        (
            "</image></p>&nbsp;<dt>\n</h2>\0</br><noscript id=\"q\"><colgroup/><a/b></th><object><pre></p></ol><!----><strong></big><option><mtext></B></mi><object><a/b></colgroup>日本<br/><hr>",
            #"""
            | <p>
            | " "
            | <dt>
            |   "
            "
            |   <br>
            |   <noscript>
            |     id="q"
            |     "<colgroup/><a/b></th><object><pre></p></ol><!----><strong></big><option><mtext></B></mi><object><a/b></colgroup>日本<br/><hr>"
            """#
        ),
        (
            "</object></h2><object>é</br><b id=1> <mtext/>t\tt</select>\0<![CDATA[cd]]><a/b><B>",
            #"""
            | <object>
            |   "é"
            |   <br>
            |   <b>
            |     id="1"
            |     " "
            |     <mtext>
            |       "t	t"
            |       <!-- [CDATA[cd]] -->
            |       <a>
            |         b=""
            |         <b>
            """#
        ),
        (
            "y z<caption><optgroup><table></caption>&copy<strike> <dt><li></colgroup></xmp><math></image></style>y z</head></center><dt>t\tt<b/>日本<i><head>",
            #"""
            | "y z"
            | <optgroup>
            |   "©"
            |   <strike>
            |     " "
            |     <dt>
            |       <li>
            |         <math math>
            |           "y z"
            |         <dt>
            |           "t	t"
            |           <b>
            |             "日本"
            |             <i>
            |   <table>
            """#
        ),
        (
            "<label><u/><b id=1></title>é</svg></strong>t\tta < b</rp></optgroup></tt><><b id=2><><image id=\"q\"></><foreignObject><dt><input><sup/><p/><br id=\"q\"></li>",
            #"""
            | <label>
            |   <u>
            |     <b>
            |       id="1"
            |       "ét	ta < b<>"
            |       <b>
            |         id="2"
            |         "<>"
            |         <img>
            |           id="q"
            |         <foreignobject>
            |           <dt>
            |             <input>
            |             <sup>
            |               <p>
            |                 <br>
            |                   id="q"
            """#
        ),
        (
            "<col>&lt;<svg>y z<template><!---->é<s>\0<option><svg>\na < b</thead></col><body><b><noscript><dl><u id=\"q\"></code></colgroup><title><rt id=\"q\"><option><marquee>",
            #"""
            | "<"
            | <svg svg>
            |   "y z"
            |   <svg template>
            |     <!--  -->
            |     "é"
            | <s>
            |   <option>
            |     <svg svg>
            |       "
            a < b"
            |     <b>
            |       <noscript>
            |         "<dl><u id="q"></code></colgroup><title><rt id="q"><option><marquee>"
            """#
        ),
        (
            "</br><td</tr></xmp><nobr></td><strong><big><sup id=\"q\">\n<h1></title><thead><b id=1><dd/>",
            #"""
            | <br>
            | <td<>
            |   tr=""
            |   <nobr>
            |     <strong>
            |       <big>
            |         <sup>
            |           id="q"
            |           "
            "
            |           <h1>
            |             <b>
            |               id="1"
            |               <dd>
            """#
        ),
        (
            "<dt><frameset><p/><image id=\"q\"><span id=\"q\"><frameset></font><font color=\"red\"><!--c--><style><li></p></Congratulation!><rp><input/>x<DIV class=x></script><textarea><head></section>",
            #"""
            | <dt>
            |   <p>
            |     <img>
            |       id="q"
            |     <span>
            |       id="q"
            |       <font>
            |         color="red"
            |         <!-- c -->
            |         <style>
            |           "<li></p></Congratulation!><rp><input/>x<DIV class=x></script><textarea><head></section>"
            """#
        ),
        (
            "</button><><big><head><dl></style><a/b>t\tt",
            #"""
            | "<>"
            | <big>
            |   <dl>
            |     <a>
            |       b=""
            |       "t	t"
            """#
        ),
        (
            "<html><h2>&lt;<!--c--></head></input></img>y z<div><b id=1><></object><tbody><title></h2><style></option>&copy<desc id=\"q\">",
            #"""
            | <h2>
            |   "<"
            |   <!-- c -->
            |   "y z"
            |   <div>
            |     <b>
            |       id="1"
            |       "<>"
            |       <title>
            |         "</h2><style></option>©<desc id="q">"
            """#
        ),
        (
            "<foreignObject></caption><center></dd><body></br><big>x<marquee><foreignObject>",
            #"""
            | <foreignobject>
            |   <center>
            |     <br>
            |     <big>
            |       "x"
            |       <marquee>
            |         <foreignobject>
            """#
        ),
        (
            "<b id=1><DIV class=x><rp><xmp id=\"q\"><nobr><mo/><!--c--></strike><tr><b id=1><caption id=\"q\"></label><!----><object><select/></body></ul><annotation-xml encoding=\"text/html\"><td<b id=1><thead></mtext>",
            #"""
            | <b>
            |   id="1"
            |   <div>
            |     class="x"
            |     <rp>
            |       <xmp>
            |         id="q"
            |         "<nobr><mo/><!--c--></strike><tr><b id=1><caption id="q"></label><!----><object><select/></body></ul><annotation-xml encoding="text/html"><td<b id=1><thead></mtext>"
            """#
        ),
        (
            "<p><hr></thead><p/><frameset></html><![CDATA[cd]]><mglyph/><span>t\tt</h2><br/></optgroup></input>",
            #"""
            | <p>
            | <hr>
            | <p>
            |   <mglyph>
            |     <span>
            |       "t	t"
            |       <br>
            """#
        ),
        (
            "</p><!doctype html><u id=\"q\"><br/>x</u><hr><dl></svg>",
            #"""
            | <p>
            | <u>
            |   id="q"
            |   <br>
            |   "x"
            | <hr>
            | <dl>
            """#
        ),
        (
            "t\tt<section id=\"q\"></rt><strong id=\"q\">é<label id=\"q\"><mtext></tt></col><marquee><mo id=\"q\"><sup>a < ba < b",
            #"""
            | "t	t"
            | <section>
            |   id="q"
            |   <strong>
            |     id="q"
            |     "é"
            |     <label>
            |       id="q"
            |       <mtext>
            |         <marquee>
            |           <mo>
            |             id="q"
            |             <sup>
            |               "a < ba < b"
            """#
        ),
        (
            "</><div id=\"q\"><!----><img><br><xmp></pre>&copy<annotation-xml encoding=\"text/html\"></svg></i><center/>",
            #"""
            | <div>
            |   id="q"
            |   <!--  -->
            |   <img>
            |   <br>
            |   <xmp>
            |     "</pre>&copy<annotation-xml encoding="text/html"></svg></i><center/>"
            """#
        ),
        (
            "<em id=\"q\"></td></col>日本<sup>&lt;t\tt\0\n</h1><DIV class=x><!----></section><img src='a>b'></ol><table><option id=\"q\">a < b<caption id=\"q\"><span><circle></i><![CDATA[cd]]></b></B><rp id=\"q\"><div>a < b</br>",
            #"""
            | <em>
            |   id="q"
            |   "日本"
            |   <sup>
            |     "<t	t
            "
            |     <div>
            |       class="x"
            |       <!--  -->
            |       <img>
            |         src="a>b"
            |       <option>
            |         id="q"
            |         "a < b"
            |       <table>
            |         <caption>
            |           id="q"
            |           <span>
            |             <circle>
            |               <!-- [CDATA[cd]] -->
            |               <rp>
            |                 id="q"
            |                 <div>
            |                   "a < b"
            |                   <br>
            """#
        ),
        (
            "</col><rt><b><desc><optgroup id=\"q\"></mtext><mglyph/><mtext><optgroup>\0<small>",
            #"""
            | <rt>
            |   <b>
            |     <desc>
            |       <optgroup>
            |         id="q"
            |         <mglyph>
            |           <mtext>
            |             <optgroup>
            |               <small>
            """#
        ),
        (
            "<B></hr><html/><ruby><DIV class=x><b id=1>",
            #"""
            | <b>
            |   <ruby>
            |     <div>
            |       class="x"
            |       <b>
            |         id="1"
            """#
        ),
        (
            "<tbody>\0</th><![CDATA[cd]]></head><div><p>xa&amp;b</style>t\tt</s><title></head><math><tbody><script>y z<table></sub><button></i><nobr></body></p><b/><div><mtext>x",
            #"""
            | <!-- [CDATA[cd]] -->
            | <div>
            |   <p>
            |     "xa&bt	t"
            |     <title>
            |       "</head><math><tbody><script>y z<table></sub><button></i><nobr></body></p><b/><div><mtext>x"
            """#
        ),
        (
            "</b><rp><><em><button><label><image><marquee>é<xmp>&nbsp;<td</desc></colgroup><!--c-->&nbsp;<td>y z<img src='a>b'>",
            #"""
            | <rp>
            |   "<>"
            |   <em>
            |     <button>
            |       <label>
            |         <img>
            |         <marquee>
            |           "é"
            |           <xmp>
            |             "&nbsp;<td</desc></colgroup><!--c-->&nbsp;<td>y z<img src='a>b'>"
            """#
        ),
        (
            "<mi></body><?pi?>&nbsp;<p/><rt><x-y></pre><i><></title></code>",
            #"""
            | <mi>
            |   " "
            |   <p>
            |     <rt>
            |       <x-y>
            |         <i>
            |           "<>"
            """#
        ),
        (
            "</td><b id=1></div><u></rt><strike></script><a/b></section>\0<frameset></span></h1><!doctype html><a/b><object><title> </thead></center><dd id=\"q\"><br/></annotation-xml></br><math><section><div>",
            #"""
            | <b>
            |   id="1"
            |   <u>
            |     <strike>
            |       <a>
            |         b=""
            |       <a>
            |         b=""
            |         <object>
            |           <title>
            |             " </thead></center><dd id="q"><br/></annotation-xml></br><math><section><div>"
            """#
        ),
        (
            "a < b</img></tr><circle></h1><option><table><rt><input><ol><title></thead><x-y>a&amp;b\n <img></script></tr></col><marquee></script></br></xmp>",
            #"""
            | "a < b"
            | <circle>
            |   <option>
            |     <rt>
            |       <input>
            |       <ol>
            |         <title>
            |           "</thead><x-y>a&b
             <img></script></tr></col><marquee></script></br></xmp>"
            |     <table>
            """#
        ),
        (
            "</mglyph><td<b id=2><form><br><div><body>x<li></li><blockquote/><h2><tr><p/><option>&copy</Congratulation!><div></strong><mo>x<caption>",
            #"""
            | <td<b>
            |   id="2"
            |   <form>
            |     <br>
            |     <div>
            |       "x"
            |       <li>
            |       <blockquote>
            |         <h2>
            |           <p>
            |             <option>
            |               "©"
            |           <div>
            |             <mo>
            |               "x"
            """#
        ),
        (
            "<caption></svg></title><em></tbody></input></marquee>\0<colgroup><><ol></tbody></style></pre></u><td id=\"q\"><image><ul></title> <th/><th id=\"q\"><img src='a>b'></frameset><font><frameset><center></svg>",
            #"""
            | <em>
            |   "<>"
            |   <ol>
            |     <img>
            |     <ul>
            |       " "
            |       <img>
            |         src="a>b"
            |       <font>
            |         <center>
            """#
        ),
        (
            "<form/><image></div><head></li></strong></textarea><!----> </col></hr></option><circle> ",
            #"""
            | <form>
            |   <img>
            |   <!--  -->
            |   " "
            |   <circle>
            |     " "
            """#
        ),
        (
            "</u>日本</label><tbody><nobr></section></u></table><div><mglyph id=\"q\"></colgroup><![CDATA[cd]]></tt><ol><select><big><mo id=\"q\"/><hr>",
            #"""
            | "日本"
            | <nobr>
            |   <div>
            |     <mglyph>
            |       id="q"
            |       <!-- [CDATA[cd]] -->
            |       <ol>
            |         <select>
            |           <big>
            |             <mo>
            |               id="q"
            |               <hr>
            """#
        ),
        (
            "日本</tbody><a/b></input><annotation-xml encoding=\"text/html\"></circle>a&amp;b<i><style>",
            #"""
            | "日本"
            | <a>
            |   b=""
            |   <annotation-xml>
            |     encoding="text/html"
            |     "a&b"
            |     <i>
            |       <style>
            """#
        ),
        (
            "<font color=\"red\"><foreignObject>x</dl></sup></><object><form id=\"q\"><td></i>\n<p/>",
            #"""
            | <font>
            |   color="red"
            |   <foreignobject>
            |     "x"
            |     <object>
            |       <form>
            |         id="q"
            |         "
            "
            |         <p>
            """#
        ),
        (
            "<ol>&nbsp;<dt/></x-y><p/></desc><noscript id=\"q\"><p/><dt id=\"q\"></td></br><colgroup><B><thead></x-y></frameset><!--c--><code>日本<br/><s>a&amp;by z",
            #"""
            | <ol>
            |   " "
            |   <dt>
            |     <p>
            |       <noscript>
            |         id="q"
            |         "<p/><dt id="q"></td></br><colgroup><B><thead></x-y></frameset><!--c--><code>日本<br/><s>a&amp;by z"
            """#
        ),
        (
            "<sup><br/><label>x<rp><button></h2>日本",
            #"""
            | <sup>
            |   <br>
            |   <label>
            |     "x"
            |     <rp>
            |       <button>
            |         "日本"
            """#
        ),
        (
            " <strong id=\"q\"/><pre></em><b id=2><b id=1><strong>x</table><u><th></mglyph></a></b></mo><dt><caption></strike><strong><![CDATA[cd]]></h1><col><math/><annotation-xml encoding=\"text/html\"><tr/><marquee/><strike></title><p/></B>",
            #"""
            | " "
            | <strong>
            |   id="q"
            |   <pre>
            |     <b>
            |       id="2"
            |       <b>
            |         id="1"
            |         <strong>
            |           "x"
            |           <u>
            |       <dt>
            |         <strong>
            |           <u>
            |             <strong>
            |               <!-- [CDATA[cd]] -->
            |               <math math>
            |               <annotation-xml>
            |                 encoding="text/html"
            |                 <marquee>
            |                   <strike>
            |                     <p>
            """#
        ),
        (
            "<thead><s>日本<a/b><annotation-xml encoding=\"text/html\"><optgroup><dd/><!doctype html></rt>日本y z<desc id=\"q\"><title/></sub><big/><math><ruby></br> <div></title><span><td<body><strike><i></thead>",
            #"""
            | <s>
            |   "日本"
            |   <a>
            |     b=""
            |     <annotation-xml>
            |       encoding="text/html"
            |       <optgroup>
            |         <dd>
            |           "日本y z"
            |           <desc>
            |             id="q"
            |             <title>
            |               "</sub><big/><math><ruby></br> <div>"
            |             <span>
            |               <td<body>
            |                 <strike>
            |                   <i>
            """#
        ),
        (
            "<body><code></thead></title><b id=2></circle></mglyph></xmp><nobr><object></textarea><!----></math>a < b<col></rt><B><!----><sub></ruby></body></xmp><s><label><table></style></i></annotation-xml></title>",
            #"""
            | <code>
            |   <b>
            |     id="2"
            |     <nobr>
            |       <object>
            |         <!--  -->
            |         "a < b"
            |         <b>
            |           <!--  -->
            |           <sub>
            |             <s>
            |               <label>
            |                 <table>
            """#
        ),
        (
            "<dd></xmp>日本<li>\n<br><td",
            #"""
            | <dd>
            |   "日本"
            |   <li>
            |     "
            "
            |     <br>
            """#
        ),
        (
            "<circle> <mo></object></div><dt><caption id=\"q\"><b id=2>&nbsp;<option><tr id=\"q\"></circle><th></sup>a&amp;b<ul>",
            #"""
            | <circle>
            |   " "
            |   <mo>
            |     <dt>
            |       <b>
            |         id="2"
            |         " "
            |         <option>
            |           "a&b"
            |           <ul>
            """#
        ),
        (
            "\n<svg><ul id=\"q\"><mtext><strike><!--c--><mi></xmp></math><dt><mtext></p></font><style><dd></img>\n</h1></label></mo><math></script><style id=\"q\">a&amp;b<style>",
            #"""
            | "
            "
            | <svg svg>
            | <ul>
            |   id="q"
            |   <mtext>
            |     <strike>
            |       <!-- c -->
            |       <mi>
            |         <dt>
            |           <mtext>
            |             <p>
            |             <style>
            |               "<dd></img>
            </h1></label></mo><math></script><style id="q">a&amp;b<style>"
            """#
        ),
        (
            "<label><rp><form/><B><p/></marquee></p><center></marquee><center/></big></tr></foreignObject><i id=\"q\"><blockquote><mo><p/>",
            #"""
            | <label>
            |   <rp>
            |     <form>
            |       <b>
            |         <p>
            |         <center>
            |           <center>
            |             <i>
            |               id="q"
            |               <blockquote>
            |                 <mo>
            |                   <p>
            """#
        ),
    ]
}
