/// The parts every HTML page a11ylint writes shares (`HTMLReporter`, `AnnounceReporter.html`):
/// escaping, the inline style sheet and the inline script that draws each screen when it is
/// scrolled to. Nothing is fetched: the page is one file that opens offline.
enum HTMLPage {
    /// Text for an element's content or a quoted attribute: `& < > " '` as references, and the
    /// control characters HTML forbids as U+FFFD (dump text is hostile).
    static func escape(_ text: String) -> String {
        var out = ""
        out.reserveCapacity(text.utf8.count)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            case "'": out += "&#39;"
            case "\t", "\n": out.unicodeScalars.append(scalar)
            case "\r": out += " "
            default:
                let v = scalar.value
                if v < 0x20 || (0x7F ... 0x9F).contains(v) || (0xFDD0 ... 0xFDEF).contains(v) || v & 0xFFFE == 0xFFFE {
                    out += "\u{FFFD}"
                } else {
                    out.unicodeScalars.append(scalar)
                }
            }
        }
        return out
    }

    /// JSON text safe inside `<script type="application/json">`: no `<` can end the element or
    /// open a comment (`</script>`, `<!--` in a label), and JSON.parse reads `\u003c` back as `<`.
    /// Most drawings hold no `<` at all: those are returned as they are, without Foundation's
    /// search (a run's most costly string call under AddressSanitizer, page after page).
    static func scriptJSON(_ json: String) -> String {
        json.utf8.contains(UInt8(ascii: "<")) ? json.replacingOccurrences(of: "<", with: "\\u003c") : json
    }

    /// "1080" or "12.5": a coordinate as short as it can be written.
    static func number(_ d: Double) -> String {
        guard d.isFinite else { return "0" }
        let r = (d * 10).rounded() / 10
        return r == r.rounded() && abs(r) < 1e15 ? String(Int(r)) : String(r)
    }

    /// How a drawing is used from the keyboard (its caption says so): one tab stop, the arrow keys within.
    static let keys = "Tab to the drawing, then the arrow keys go from box to box in swipe order (Home and End: the first and the last)."

    static func head(title: String) -> String {
        """
        <!DOCTYPE html>
        <html lang="en">
        <head>
        <meta charset="utf-8">
        <meta name="viewport" content="width=device-width, initial-scale=1">
        <meta name="generator" content="a11ylint">
        <title>\(escape(title))</title>
        <style>\(style)</style>
        </head>

        """
    }

    static func tail() -> String {
        "<script>\(script)</script>\n</body>\n</html>\n"
    }

    /// Colours: every text pair reaches 4.5:1 (WCAG 1.4.3); each outcome also has its own line
    /// style, so the boxes do not rely on colour alone.
    static let style = """
    :root{--error:#b3261e;--warning:#8a4f00;--advisory:#6a5500;--review:#0b57d0;--passed:#1b6e33;--stop:#5b2a86;--ink:#1c1b1f;--muted:#4a4a4f;--line:#c8c8cc;--bg:#fff;--panel:#f4f4f6}
    *{box-sizing:border-box}
    body{margin:0;font:15px/1.45 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:var(--ink);background:var(--bg)}
    a{color:#0b57d0}
    .skip{position:absolute;left:-9999px;top:0;background:#fff;padding:.5em;z-index:9}
    .skip:focus{left:.5em}
    header,main,footer{padding:0 1.25rem}
    header{border-bottom:1px solid var(--line);padding-bottom:.5rem}
    h1{font-size:1.5rem;margin:.8rem 0 .3rem}
    h2{font-size:1.2rem;margin:1.2rem 0 .3rem;word-break:break-all}
    #filters h2{font-size:1rem;margin:0 0 .3rem}
    h3{font-size:1rem;margin:.6rem 0 .3rem}
    .totals{margin:.2rem 0}
    #filters{background:var(--panel);padding:.5rem .8rem;border-radius:6px;margin:.8rem 0;border:1px solid var(--line)}
    #filters fieldset{display:inline-block;border:0;margin:0 1rem 0 0;padding:0}
    #filters legend{font-weight:600;float:left;margin-right:.4rem}
    #filters label{margin-right:.6rem;white-space:nowrap}
    #filters select{max-width:16rem}
    #shown{margin:.3rem 0 0;color:var(--muted)}
    table{border-collapse:collapse;margin:.4rem 0;font-size:14px}
    th,td{border-bottom:1px solid var(--line);padding:.2rem .6rem;text-align:right}
    th:first-child,td:first-child{text-align:left;word-break:break-all}
    caption{text-align:left;color:var(--muted);padding:.2rem 0}
    td.file,th.file{text-align:left;word-break:break-all}
    .screen{border-top:2px solid var(--line);padding-bottom:1rem}
    .pair{border-top:2px solid var(--line);padding-bottom:1rem}
    .sides{display:flex;flex-wrap:wrap;gap:1.5rem;align-items:flex-start}
    .sides>.screen{border-top:0;padding-bottom:0;flex:1 1 340px;min-width:0}
    .sides h3{word-break:break-all}
    .sides .said{max-width:600px}
    .meta{color:var(--muted);margin:.1rem 0 .4rem}
    .cols{display:flex;flex-wrap:wrap;gap:1.2rem;align-items:flex-start}
    figure{margin:0;flex:0 0 auto}
    .canvas{width:340px;max-height:75vh;background:#fafafa;border:1px solid var(--line);display:flex;align-items:center;justify-content:center;color:var(--muted)}
    .canvas svg{width:100%;height:100%;display:block}
    figcaption{font-size:13px;color:var(--muted);max-width:340px}
    .side{flex:1 1 24rem;min-width:18rem}
    .said{background:var(--panel);border-left:4px solid var(--stop);padding:.4rem .7rem;min-height:3em;white-space:pre-line}
    ol.list{padding-left:1.6rem;margin:.3rem 0}
    ol.list li{margin:.15rem 0;padding:.1rem .3rem;border-left:4px solid transparent}
    li.o-error{border-left-color:var(--error)} li.o-warning{border-left-color:var(--warning)} li.o-advisory{border-left-color:var(--advisory)}
    li.o-review{border-left-color:var(--review)} li.o-stop{border-left-color:var(--stop)}
    li.sel{background:#fff3b0;outline:2px solid var(--ink)}
    .pick{display:inline;font:inherit;text-align:left;background:none;border:0;padding:0;color:inherit;cursor:pointer;text-decoration:underline dotted}
    .pick:focus-visible,.box:focus-visible{outline:3px solid #0b57d0;outline-offset:2px}
    .tag{font-size:12px;font-weight:600;padding:0 .3em;border-radius:3px;color:#fff;margin-right:.3em}
    .t-error{background:var(--error)} .t-warning{background:var(--warning)} .t-advisory{background:var(--advisory)} .t-review{background:var(--review)}
    .where{color:var(--muted);font-size:13px}
    .wf{fill:none;stroke:#b9b9bf;stroke-width:1;vector-effect:non-scaling-stroke}
    .box rect{fill:transparent;stroke-width:2;vector-effect:non-scaling-stroke;cursor:pointer}
    .box.o-error rect{stroke:var(--error);stroke-width:3}
    .box.o-warning rect{stroke:var(--warning);stroke-width:3;stroke-dasharray:8 3}
    .box.o-advisory rect{stroke:var(--advisory);stroke-dasharray:6 3}
    .box.o-review rect{stroke:var(--review);stroke-dasharray:2 3}
    .box.o-passed rect{stroke:var(--passed);stroke-width:1.5}
    .box.o-stop rect{stroke:var(--stop);stroke-width:2}
    .box:hover rect,.box:focus rect{fill:rgba(11,87,208,.12)}
    .box:focus-visible rect{fill:rgba(11,87,208,.24);stroke-width:5}
    .box.sel rect{fill:rgba(255,214,0,.35);stroke:var(--ink);stroke-width:4;stroke-dasharray:none}
    .box.off,.order.off{display:none}
    .order{pointer-events:none}
    .order circle{fill:var(--stop)} .order text{fill:#fff;font-weight:700;text-anchor:middle;dominant-baseline:central;font-family:system-ui,sans-serif}
    .order polyline{fill:none;stroke:var(--stop);stroke-opacity:.45;stroke-width:1.5;vector-effect:non-scaling-stroke}
    .error-file{color:var(--error)}
    footer{color:var(--muted);font-size:13px;border-top:1px solid var(--line);margin-top:1rem;padding-top:.5rem;padding-bottom:1rem}
    [hidden]{display:none!important}
    """

    /// Draws a screen when it nears the viewport (IntersectionObserver), so a page of a thousand
    /// screens opens as text and paints only what is looked at. Boxes are keyboard stops in swipe
    /// order; hovering or focusing one tells what the screen reader says there and its findings;
    /// choosing a box or a finding selects both. The SVG is written as markup (the HTML parser
    /// puts it in the SVG namespace), every dump string through `esc`.
    static let script = #"""
    (function(){"use strict";
    var E={"&":"&amp;","<":"&lt;",">":"&gt;","\"":"&quot;","'":"&#39;"};
    function esc(s){return String(s).replace(/[&<>"']/g,function(c){return E[c];});}
    function num(v){return Math.round(v*10)/10;}
    function data(sec){if(!sec._d){var el=sec.querySelector("script.data");sec._d=el?JSON.parse(el.textContent):null;}return sec._d;}
    var filters={o:null,rule:"",kind:""};
    function boxOK(g){
      if(filters.o&&filters.o[g.getAttribute("data-o")]===false)return false;
      if(filters.kind&&(" "+g.getAttribute("data-kinds")+" ").indexOf(" "+filters.kind+" ")<0)return false;
      if(filters.rule&&(" "+g.getAttribute("data-rules")+" ").indexOf(" "+filters.rule+" ")<0)return false;
      return true;}
    function lists(sec,d){
      var ol=sec.querySelector("ol.findings"),L=d.l||[],h=[],i;
      if(ol){for(i=0;i<L.length;i++){var q=L[i],msg='<span class="msg">'+esc(q[4])+'</span>';
        h.push('<li class="f o-'+esc(q[1])+'" data-node="'+q[0]+'" data-o="'+esc(q[1])+'" data-rules="'+esc(q[2])+'" data-kind="'+esc(q[3])+'">'
          +(q[1]==="stop"?"":'<span class="tag t-'+esc(q[1])+'">'+esc(q[1])+'</span>')
          +(q[6]?'<button type="button" class="pick">'+msg+'</button>':msg)+' <span class="where">— '+esc(q[5])+'</span></li>');}
        ol.innerHTML=h.join("");}
      var so=sec.querySelector("ol.order-list"),T=d.t||[];
      if(so){h=[];for(i=0;i<T.length;i++)h.push('<li data-node="'+T[i][0]+'">'+esc(T[i][1]||"(silent)")+'</li>');so.innerHTML=h.join("");}}
    function draw(sec){
      if(!sec||sec.getAttribute("data-drawn"))return;
      var d=data(sec),c=sec.querySelector(".canvas");
      if(!d)return;
      sec.setAttribute("data-drawn","1");
      lists(sec,d);filterSec(sec);
      if(!c)return;
      if(!d.w||!d.h){c.textContent="The dump gives no bounds: nothing to draw.";return;}
      var u=Math.max(d.w,d.h)/100,id=sec.id,h=[],i;
      h.push('<svg viewBox="'+d.x+" "+d.y+" "+d.w+" "+d.h+'" role="'+(d.b&&d.b.length?"toolbar":"group")+'" aria-labelledby="'+id+'-st" aria-describedby="'+id+'-sd" preserveAspectRatio="xMidYMin meet" focusable="false">');
      h.push('<title id="'+id+'-st">'+esc(d.title)+'</title><desc id="'+id+'-sd">'+esc(d.desc)+'</desc>');
      if(d.ib&&/^data:image\/png;base64,[A-Za-z0-9+\/=]+$/.test(d.img||""))h.push('<image class="shot" aria-hidden="true" href="'+esc(d.img)+'" x="'+d.ib[0]+'" y="'+d.ib[1]+'" width="'+d.ib[2]+'" height="'+d.ib[3]+'" preserveAspectRatio="none"/>');
      var f=d.f||[],p=[];
      for(i=0;i+3<f.length;i+=4){p.push("M"+f[i]+" "+f[i+1]+"h"+f[i+2]+"v"+f[i+3]+"h"+(-f[i+2])+"z");}
      if(p.length)h.push('<path class="wf" aria-hidden="true" d="'+p.join("")+'"/>');
      var b=d.b||[];
      for(i=0;i<b.length;i++){var x=b[i];
        h.push('<g class="box o-'+esc(x.o)+'" tabindex="-1" role="button" data-node="'+x.n+'" data-o="'+esc(x.o)+'" data-kinds="'+esc(x.k)+'" data-rules="'+esc(x.r)+'" aria-label="'+esc(x.a)+'"><rect x="'+x.x+'" y="'+x.y+'" width="'+x.w+'" height="'+x.h+'"/></g>');}
      var s=d.s||[];
      if(s.length){var r=num(u*1.7),pts=[],o=['<g class="order" aria-hidden="true">'];
        for(i=0;i<s.length;i++){var t=s[i];pts.push(num(t[1]+t[3]/2)+","+num(t[2]+t[4]/2));}
        o.push('<polyline points="'+pts.join(" ")+'"/>');
        for(i=0;i<s.length;i++){t=s[i];var cx=num(t[1]+r),cy=num(t[2]+r);
          o.push('<circle cx="'+cx+'" cy="'+cy+'" r="'+r+'"/><text x="'+cx+'" y="'+cy+'" font-size="'+num(r*(t[0]>99?0.8:1.1))+'">'+t[0]+'</text>');}
        o.push("</g>");h.push(o.join(""));}
      h.push("</svg>");
      c.innerHTML=h.join("");sec._stop=null;
      c.style.aspectRatio=d.w+" / "+d.h;c.style.height="auto";if(d.w>d.h*1.2)c.style.width="min(600px,100%)";
      filterSec(sec);
      var ord=c.querySelector(".order"),so=document.getElementById("show-order");if(ord&&so&&!so.checked)ord.classList.add("off");
      if(sel)for(i=0;i<sel.length;i++)if(sel[i][0]===sec){mark(sel,false);break;}}
    function section(el){while(el&&!(el.classList&&el.classList.contains("screen")))el=el.parentNode;return el;}
    // A screen's own list items on a node, and a pair's findings naming it ("s0:12" in data-at).
    function items(sec,node){return document.querySelectorAll("#"+sec.id+' li[data-node="'+node+'"], li[data-at~="'+sec.id+":"+node+'"]');}
    function tell(sec,node){
      var d=data(sec),said=sec.querySelector(".said");if(!said)return;
      var lines=[],b=null,bs=(d&&d.b)||[];
      for(var i=0;i<bs.length;i++)if(String(bs[i].n)===String(node))b=bs[i];
      lines.push(b?b.a:"");
      var li=items(sec,node);
      for(i=0;i<li.length;i++){var m=li[i].querySelector(".msg");if(m&&!li[i].hidden)lines.push("• "+m.textContent);}
      said.textContent=lines.join("\n");}
    // The box a drawing's one tab stop is on (roving tabindex, WAI-ARIA APG): Tab enters the
    // drawing there, the arrow keys move it in swipe order.
    function shown(g){return !g.classList.contains("off");}
    function rove(sec,g){var o=sec._stop;if(o===g)return;if(o)o.setAttribute("tabindex","-1");sec._stop=g||null;if(g)g.setAttribute("tabindex","0");}
    function restop(sec){
      if(sec._stop&&shown(sec._stop)&&sec.contains(sec._stop))return;
      var gs=sec.querySelectorAll(".box"),f=null;
      for(var i=0;i<gs.length&&!f;i++)if(shown(gs[i]))f=gs[i];
      if(sec._stop)sec._stop.setAttribute("tabindex","-1");sec._stop=null;rove(sec,f);}
    // Selected: [[section, node], …], the first told about (a pair's finding names a box in each dump).
    var sel=null;
    function mark(targets,scroll){
      var old=document.querySelectorAll(".sel");
      for(var i=0;i<old.length;i++){old[i].classList.remove("sel");old[i].removeAttribute("aria-current");}
      sel=targets;
      var first=null,firstLi=null;
      for(var k=0;k<targets.length;k++){var sec=targets[k][0],node=targets[k][1];
        var li=items(sec,node),box=sec.querySelector('.box[data-node="'+node+'"]');
        for(i=0;i<li.length;i++){li[i].classList.add("sel");li[i].setAttribute("aria-current","true");}
        if(li.length&&!firstLi)firstLi=li[0];
        if(box){box.classList.add("sel");if(shown(box))rove(sec,box);if(!first)first=box;}}
      if(scroll==="box"&&first&&first.scrollIntoView)first.scrollIntoView({block:"nearest"});
      if(scroll==="list"&&firstLi&&firstLi.scrollIntoView)firstLi.scrollIntoView({block:"nearest"});
      tell(targets[0][0],targets[0][1]);}
    document.addEventListener("click",function(e){
      var t=e.target.closest?e.target.closest(".pick,.box"):null;if(!t)return;
      var li=t.closest("li"),at=li&&li.getAttribute("data-at"),targets=[];
      if(at){var parts=at.split(" ");
        for(var i=0;i<parts.length;i++){var c=parts[i].lastIndexOf(":"),s=document.getElementById(parts[i].slice(0,c));if(s){draw(s);targets.push([s,parts[i].slice(c+1)]);}}
        if(!targets.length)return;
        mark(targets,"box");return;}
      var sec=section(t);if(!sec)return;
      var node=t.getAttribute("data-node")||li.getAttribute("data-node");
      draw(sec);mark([[sec,node]],t.classList.contains("box")?"list":"box");});
    document.addEventListener("keydown",function(e){
      var t=e.target;if(!t.classList||!t.classList.contains("box"))return;
      var sec=section(t);
      if(e.key==="Enter"||e.key===" "){e.preventDefault();mark([[sec,t.getAttribute("data-node")]],"list");return;}
      var step={ArrowRight:1,ArrowDown:1,ArrowLeft:-1,ArrowUp:-1,Home:-Infinity,End:Infinity}[e.key];
      if(!step||e.altKey||e.ctrlKey||e.metaKey)return;
      e.preventDefault();
      var gs=Array.prototype.filter.call(sec.querySelectorAll(".box"),shown),i=gs.indexOf(t);
      var j=step===-Infinity?0:step===Infinity?gs.length-1:Math.max(0,Math.min(gs.length-1,i+step));
      if(j>=0&&gs[j]!==t){rove(sec,gs[j]);gs[j].focus();}});
    function hover(e){var t=e.target.closest?e.target.closest(".box"):null;if(t)tell(section(t),t.getAttribute("data-node"));}
    document.addEventListener("mouseover",hover);
    document.addEventListener("focusin",function(e){var t=e.target.closest?e.target.closest(".box"):null;if(t){rove(section(t),t);hover(e);}});
    function itemOK(o,rules,kind){
      return !(filters.o&&filters.o[o]===false)&&(!filters.rule||(" "+rules+" ").indexOf(" "+filters.rule+" ")>=0)&&(!filters.kind||kind===filters.kind);}
    function filterSec(sec){
      var li=sec.querySelectorAll("li.f");
      for(var j=0;j<li.length;j++){var x=li[j];x.hidden=!itemOK(x.getAttribute("data-o"),x.getAttribute("data-rules"),x.getAttribute("data-kind"));}
      var gs=sec.querySelectorAll(".box");
      for(j=0;j<gs.length;j++)gs[j].classList.toggle("off",!boxOK(gs[j]));
      restop(sec);}
    function apply(){
      var form=document.getElementById("filters");if(!form)return;
      var o={},cb=form.querySelectorAll('input[name="o"]');
      for(var i=0;i<cb.length;i++)o[cb[i].value]=cb[i].checked;
      filters.o=o;filters.rule=form.elements.rule?form.elements.rule.value:"";filters.kind=form.elements.kind?form.elements.kind.value:"";
      var plat=form.elements.platform?form.elements.platform.value:"",shown=0,screens=0;
      var secs=document.querySelectorAll(".screen");
      for(i=0;i<secs.length;i++){var sec=secs[i],hide=!!plat&&sec.getAttribute("data-platform")!==plat;
        sec.hidden=hide;var row=document.getElementById("row-"+sec.id);if(row)row.hidden=hide;
        if(hide)continue;
        screens++;
        var d=data(sec),L=(d&&d.l)||[];
        for(var j=0;j<L.length;j++)if(itemOK(L[j][1],L[j][2],L[j][3]))shown++;
        if(sec.getAttribute("data-drawn"))filterSec(sec);}
      var out=document.getElementById("shown");if(out)out.textContent=shown+" findings shown on "+screens+" screens.";}
    function order(){var on=document.getElementById("show-order").checked,g=document.querySelectorAll(".order");
      for(var i=0;i<g.length;i++)g[i].classList.toggle("off",!on);}
    var form=document.getElementById("filters");
    if(form){form.addEventListener("change",function(e){if(e.target.id==="show-order")order();else apply();});
      form.addEventListener("submit",function(e){e.preventDefault();});}
    var canv=document.querySelectorAll(".screen");
    // The first screens at once: a small report is whole when it opens (and in a headless screenshot).
    for(var k=0;k<Math.min(3,canv.length);k++)draw(canv[k]);
    if("IntersectionObserver" in window){
      var io=new IntersectionObserver(function(es){for(var i=0;i<es.length;i++)if(es[i].isIntersecting){io.unobserve(es[i].target);draw(section(es[i].target));}},{rootMargin:"400px 0px"});
      for(var i=0;i<canv.length;i++){var c=canv[i].querySelector(".canvas");if(c)io.observe(c);}
    }else{for(i=0;i<canv.length;i++)draw(canv[i]);}
    function reached(){var h=location.hash.slice(1),t=h&&document.getElementById(h);if(t)draw(section(t));}
    window.addEventListener("hashchange",reached);reached();
    window.a11ylintDraw=function(id){var s=document.getElementById(id);if(s)draw(s);};
    })();
    """#
}
